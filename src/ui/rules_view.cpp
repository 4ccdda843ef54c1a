#include "ui/rules_view.h"

#include <algorithm>

#include "engine/json.h"
#include "engine/rules_text.h"
#include "engine/edition_words.h"
#include "text/tr.h"
#include "ui/theme.h"

namespace landlord::ui {

namespace {

// The titles a RulesSource gives (app.cpp), English there, marked here and
// translated where they are shown.
[[maybe_unused]] constexpr const char* kTitles[] = {
    // TRANSLATORS: the Rules screen's title during a game.
    tr_noop("Rules of this game"),
    // TRANSLATORS: the Rules screen's title from the new-game form's own rules.
    tr_noop("Rules of this set-up"),
};

}  // namespace

void rules_view(Frame& f, const std::vector<std::shared_ptr<const Edition>>& editions, const RulesSource& source) {
  if (!f.view.show_rules) return;
  const Edition* ed = source.edition;
  Options options = source.options;
  std::string title = source.title;
  // With a pick, the edition and variant are read again after their
  // buttons, so the text below already follows a press in the same frame.
  auto pick = [&]() {
    f.view.rules_edition = std::clamp(f.view.rules_edition, 0, static_cast<int>(editions.size()) - 1);
    ed = editions[static_cast<std::size_t>(f.view.rules_edition)].get();
    if (f.view.rules_variant >= static_cast<int>(ed->variants.size())) f.view.rules_variant = -1;
    const int v = f.view.rules_variant;
    std::string variant = v >= 0 ? ed->variants[static_cast<std::size_t>(v)].id : "";
    if (!edition_options(*ed, variant, options)) options = ed->defaults;
  };
  if (source.pick) {
    if (editions.empty()) return;
    pick();
  }
  if (!ed) return;

  // Below the corner buttons of the screen behind (Saved games) on a desktop.
  const float margin = f.phone ? 8.0f : 56.0f;
  const float side = f.phone ? 8.0f : 24.0f;
  float w = std::min(f.width - 2 * side, 680.0f), h = f.height - margin - side;
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, margin), ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSize(ImVec2(w, h));
  ImGui::SetNextWindowFocus();
  ImGui::Begin("Rules###rules", nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar);
  f.widgets.focus.set_modal("rules.");
  ImGui::PushFont(f.fonts.title);
  ImGui::TextColored(ImColor(palette().accent), "%s", title.empty() ? tr("How to play") : tr(title.c_str()));
  ImGui::PopFont();
  if (source.pick) {
    for (std::size_t e = 0; e < editions.size(); ++e) {
      if (e) ImGui::SameLine(0, 4);
      if (choice_button(f, "rules.edition." + editions[e]->id, edition_name(*editions[e]),
                        static_cast<int>(e) == f.view.rules_edition)) {
        f.view.rules_edition = static_cast<int>(e);
        f.view.rules_variant = -1;
      }
    }
    pick();
    // The variants wrap onto as many lines as the width needs.
    float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    for (int v = -1; v < static_cast<int>(ed->variants.size()); ++v) {
      std::string name = v < 0 ? std::string(tr("Standard game")) : variant_name(*ed, v);
      std::string id =
          v < 0 ? "rules.variant.standard" : "rules.variant." + ed->variants[static_cast<std::size_t>(v)].id;
      if (v >= 0) {
        float next = ImGui::GetItemRectMax().x + 4 + ImGui::CalcTextSize(name.c_str()).x +
                     2 * ImGui::GetStyle().FramePadding.x;
        if (next <= right) ImGui::SameLine(0, 4);
      }
      if (choice_button(f, id, name, v == f.view.rules_variant)) f.view.rules_variant = v;
    }
    pick();
  } else {
    ImGui::TextDisabled("%s", edition_name(*ed).c_str());
  }
  if (source.pick && f.view.rules_variant >= 0) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", variant_rule(*ed, f.view.rules_variant).c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::Spacing();

  float close_h = f.phone ? 44.0f : ImGui::GetFrameHeight();
  float text_h = ImGui::GetContentRegionAvail().y - close_h - ImGui::GetStyle().ItemSpacing.y * 2;
  ImGui::BeginChild("##rules.text", ImVec2(0, std::max(text_h, 60.0f)), false);
  const std::vector<RulesSection> sections = rules_text(*ed, options);
  for (const RulesSection& s : sections) {
    ImGui::Spacing();
    heading(f, s.title.c_str());
    ImGui::PushTextWrapPos(0.0f);
    for (const RulesPoint& p : s.points) {
      ImVec2 a = ImGui::GetCursorScreenPos();
      ImGui::Bullet();
      ImGui::SameLine(0, 8);
      ImGui::TextUnformatted(p.text.c_str());
      // The options as the screen states them, for the tests.
      if (!p.option.empty() && s.id == "table") {
        const OptionInfo* info = find_option(p.option);
        std::string value = info ? option_value_json(*info, info->get(options)).dump() : "";
        f.widgets.show("rules.option", p.option + "|" + value + "|" + p.text, a, ImGui::GetItemRectMax());
      }
    }
    ImGui::PopTextWrapPos();
  }
  ImGui::EndChild();
  f.widgets.focus.set_default("rules.close", true);
  if (button(f, "rules.close", tr("Close"), true, {}, ImVec2(-1, close_h))) f.view.show_rules = false;
  ImGui::End();
}

}  // namespace landlord::ui
