// The keys, listed: `?` (or F1) opens this window, Esc or Close closes it.
#include <algorithm>

#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

void keys_view(Frame& f) {
  if (!f.view.show_keys) return;
  float w = std::min(f.width - 20.0f, 520.0f);
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::SetNextWindowFocus();
  ImGui::Begin("Keys###keys", nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  heading(f, "Playing with the keyboard");
  static const char* kKeys[][2] = {
      {"Tab, Shift+Tab", "move the focus ring through the controls"},
      {"Enter, Space", "press the control in the ring"},
      {"Enter", "with no ring: the highlighted next step"},
      {"Esc", "close a dialog, the deed card or this list"},
      {"R or Space", "roll the dice"},
      {"B", "buy the property"},
      {"A", "decline it (auction)"},
      {"E", "end the turn"},
      {"P / U", "pay the jail fine / use a jail-free card"},
      {"+ or Up", "in an auction: bid 10 more"},
      {"D", "in an auction: drop out"},
      {"+ / -, Up / Down", "in a trade: more or less cash on the side in the ring"},
      {"?", "this list"},
  };
  if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_SizingFixedFit)) {
    for (const auto& row : kKeys) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::PushFont(f.fonts.bold);
      ImGui::TextUnformatted(row[0]);
      ImGui::PopFont();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row[1]);
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  f.widgets.focus.set_default("keys.close", true);
  f.widgets.focus.set_modal("keys.");
  if (button(f, "keys.close", "Close", true, {}, ImVec2(-1, f.phone ? 44.0f : 0.0f))) f.view.show_keys = false;
  ImGui::End();
}

}  // namespace landlord::ui
