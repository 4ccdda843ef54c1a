// The top bar: the game's name, the turn, the time left in a timed game
// (it stops while the game is paused), pacing of computer players and animations (a speed
// setting and a skip, until the game is over and settled), and a way back to a new game.
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
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("Turn %u", s.turn_number);
  ImGui::SameLine(0, gap);
  if (ses.timed()) {
    // Playing time left: counts down only while the game is on screen.
    int64_t left = ses.clock_ms_left();
    ImGui::AlignTextToFramePadding();
    ImU32 col = left < 60000 ? palette().danger : palette().accent;
    ImGui::PushFont(f.fonts.bold);
    ImGui::TextColored(ImColor(col), "%s%s", f.phone ? "" : "Time left ", clock_text(left).c_str());
    ImGui::PopFont();
    if (ImGui::IsItemHovered()) tooltip("Playing time left. When it runs out, the richest player wins.");
    ImGui::SameLine(0, gap);
  }
  // Once the game is over and nothing moves, pacing has nothing left to
  // pace: the bar keeps the rules and (the caller's) New game.
  const bool settled = s.phase == Phase::kGameOver && !ses.animating();
  if (!settled && f.phone) {
    // One button, named by the speed it is at, cycles the speed on phones.
    std::string label = speed_name(ses.speed);
    if (button(f, "settings.speed", label)) ses.speed = static_cast<Speed>((static_cast<int>(ses.speed) + 1) % 4);
  } else if (!settled) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("Speed");
    for (int k = 0; k < 4; ++k) {
      ImGui::SameLine(0, 4);
      bool on = static_cast<int>(ses.speed) == k;
      if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
      std::string name = speed_name(static_cast<Speed>(k));
      std::string id = "settings.speed." + name;
      for (char& c : id) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (button(f, id, name)) ses.speed = static_cast<Speed>(k);
      if (on) ImGui::PopStyleColor();
    }
  }
  if (!settled) {
    ImGui::SameLine(0, gap);
    if (button(f, "settings.skip", "Skip", ses.animating(), "Nothing is moving")) ses.skip_animations();
  }
  ImGui::SameLine(0, gap);
  if (button(f, "settings.rules", "Rules")) f.view.show_rules = true;
}

}  // namespace landlord::ui
