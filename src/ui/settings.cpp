// The top bar: the game's name, the turn, the time left in a timed game
// (it stops while the game is paused), pacing of computer players and animations (a speed
// setting and a skip, until the game is over and settled), and a way back to a new game.
#include "text/tr.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

void settings_bar(Frame& f) {
  Session& ses = f.session;
  // Phones: tighter gaps, so Pause still fits on the same row.
  const float gap = f.phone ? 4.0f : -1.0f;
  const GameState& s = ses.state();
  if (!f.phone) {  // phones: the room goes to the buttons
    ImGui::PushFont(f.fonts.bold);
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(ImColor(palette().accent), "LANDLORD");
    ImGui::PopFont();
    ImGui::SameLine();
  }
  // No "Turn 0" while the players roll to see who starts (the board says so).
  if (s.phase != Phase::kOpeningRoll) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", trf("Turn {turn}", fmt::arg("turn", s.turn_number)).c_str());
    ImGui::SameLine(0, gap);
  }
  if (ses.timed()) {
    // Playing time left: counts down only while the game is on screen.
    int64_t left = ses.clock_ms_left();
    ImGui::AlignTextToFramePadding();
    ImU32 col = left < 60000 ? palette().danger : palette().accent;
    ImGui::PushFont(f.fonts.bold);
    const std::string time = clock_text(left);
    // TRANSLATORS: the playing time left in a timed game, such as 12:30.
    const std::string shown = f.phone ? time : trf("Time left {time}", fmt::arg("time", time));
    ImGui::TextColored(ImColor(col), "%s", shown.c_str());
    ImGui::PopFont();
    if (ImGui::IsItemHovered()) tooltip(tr("Playing time left. When it runs out, the richest player wins."));
    ImGui::SameLine(0, gap);
  }
  // Once the game is over and nothing moves, pacing has nothing left to
  // pace: the bar keeps the rules and (the caller's) New game.
  const bool settled = s.phase == Phase::kGameOver && !ses.animating();
  if (!settled && f.phone) {
    // One button, named by the speed it is at, cycles the speed on phones.
    std::string label = trc("speed", speed_name(ses.speed));
    if (button(f, "settings.speed", label)) ses.speed = static_cast<Speed>((static_cast<int>(ses.speed) + 1) % 4);
  } else if (!settled) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", tr("Speed"));
    for (int k = 0; k < 4; ++k) {
      ImGui::SameLine(0, 4);
      bool on = static_cast<int>(ses.speed) == k;
      if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
      // The id stays the English name ("settings.speed.instant"), the label the language's.
      const char* name = speed_name(static_cast<Speed>(k));
      std::string id = std::string("settings.speed.") + name;
      for (char& c : id) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (button(f, id, trc("speed", name))) ses.speed = static_cast<Speed>(k);
      if (on) ImGui::PopStyleColor();
    }
  }
  if (!settled) {
    ImGui::SameLine(0, gap);
    // TRANSLATORS: the top bar's button that skips the moves being animated (tokens walking, dice rolling).
    if (button(f, "settings.skip", trc("animations", "Skip"), ses.animating(), tr("Nothing is moving"))) {
      ses.skip_animations();
    }
  }
  ImGui::SameLine(0, gap);
  if (button(f, "settings.rules", trc("button", "Rules"))) f.view.show_rules = true;
}

}  // namespace landlord::ui
