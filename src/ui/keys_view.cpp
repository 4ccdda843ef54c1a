// The keys, listed: `?` (or F1) opens this window, Esc or Close closes it.
#include <algorithm>
#include <string>

#include "text/tr.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

void keys_view(Frame& f) {
  if (!f.view.show_keys) return;
  float w = std::min(f.width - 20.0f, 520.0f);
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::SetNextWindowFocus();
  ImGui::Begin((std::string(tr("Keys")) + "###keys").c_str(), nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  heading(f, tr("Playing with the keyboard"));
  // The keys as printed on a keyboard (the letters are the ones the game
  // reads, whatever the language), and what each does.
  static const char* kKeys[][2] = {
      // TRANSLATORS: the keys' names as printed on the keyboards of your language.
      {trc_noop("key", "Tab, Shift+Tab"), tr_noop("move the focus ring through the controls")},
      {trc_noop("key", "Enter, Space"), tr_noop("press the control in the ring")},
      {trc_noop("key", "Enter"), tr_noop("with no ring: the highlighted next step")},
      {trc_noop("key", "Esc"), tr_noop("close a dialog, the deed card or this list")},
      // TRANSLATORS: keep the letter R: it is the key the game reads, whatever the language.
      {trc_noop("key", "R or Space"), tr_noop("roll the dice")},
      {"B", tr_noop("buy the property")},
      {"A", tr_noop("decline it (auction)")},
      {"E", tr_noop("end the turn")},
      {"P / U", tr_noop("pay the jail fine / use a jail-free card")},
      {trc_noop("key", "+ or Up"), tr_noop("in an auction: bid 10 more")},
      {"D", tr_noop("in an auction: drop out")},
      {trc_noop("key", "+ / -, Up / Down"), tr_noop("in a trade: more or less cash on the side in the ring")},
      {"?", tr_noop("this list")},
  };
  if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_SizingFixedFit)) {
    for (const auto& row : kKeys) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::PushFont(f.fonts.bold);
      ImGui::TextUnformatted(trc("key", row[0]));
      ImGui::PopFont();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(tr(row[1]));
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  f.widgets.focus.set_default("keys.close", true);
  f.widgets.focus.set_modal("keys.");
  if (button(f, "keys.close", tr("Close"), true, {}, ImVec2(-1, f.phone ? 44.0f : 0.0f))) f.view.show_keys = false;
  ImGui::End();
}

}  // namespace landlord::ui
