// The game log: every event the engine reported, described in words, the
// newest at the bottom; the view follows new lines unless scrolled back.
// The lines are the session's, in the language in use (Session::log()).
#include "text/tr.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

void log_view(Frame& f, float height) {
  const Session& ses = f.session;
  heading(f, tr("Game log"));
  // False while the log is wholly out of view (a phone's column scrolled
  // to the board): Dear ImGui then lays out none of its lines.
  // A log of a line or two (a short window) scrolls without a bar: a bar
  // that short is a blob beside the text.
  const float tall = height > 0.0f ? height : ImGui::GetContentRegionAvail().y + height;
  const ImGuiWindowFlags bar = tall < ImGui::GetTextLineHeightWithSpacing() * 3.0f
                                   ? ImGuiWindowFlags_NoScrollbar
                                   : ImGuiWindowFlags_AlwaysVerticalScrollbar;
  const bool drawn = ImGui::BeginChild("##log", ImVec2(0, height), false, bar);
  const auto& log = ses.log();
  bool at_bottom = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4.0f;
  // Wrapped lines (never cut off): the newest few hundred unless asked.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  std::size_t first = log.size() > 250 && !f.view.show_log_all ? log.size() - 250 : 0;
  if (first > 0 && ImGui::SmallButton(tr("Show the whole log"))) f.view.show_log_all = true;
  const float wrap = ImGui::GetContentRegionAvail().x - 18.0f;
  for (std::size_t i = first; i < log.size(); ++i) {
    const LogLine& l = log[i];
    ImVec2 p = ImGui::GetCursorScreenPos();
    if (l.player >= 0 && l.player < static_cast<int>(ses.seats().size())) {
      draw_token(dl, ImVec2(p.x + 7, p.y + ImGui::GetFontSize() * 0.55f), 5.5f, ses.seats()[l.player].token,
                 seat_colour(ses, l.player), false);
    }
    ImGui::SetCursorScreenPos(ImVec2(p.x + 18, p.y));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
    ImGui::TextUnformatted(l.text.c_str());
    ImGui::PopTextWrapPos();
  }
  // Following the newest line. Not while out of view: with no line laid
  // out, "here" is the top, and the log came back showing its oldest line
  // and no longer following.
  if (drawn && at_bottom) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
}

}  // namespace landlord::ui
