#include "ui/options_editor.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/option_words.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

namespace {

// The option's label beside the control just drawn, wrapped at the
// window's edge (a longer language, a phone): true when it is clicked.
bool label_beside(const std::string& label) {
  ImGui::SameLine();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(label.c_str());
  ImGui::PopTextWrapPos();
  return ImGui::IsItemClicked();
}

bool option_row(Frame& f, OptionEdits& edits, const OptionInfo& o, const Edition& ed) {
  std::string id = std::string("newgame.option.") + o.name;
  std::string label = option_label(o, capitalised(houses_word(ed)), hotel_word(ed));
  const Json& v = edits.values[o.name];
  bool changed = false;
  bool hovered = false;
  switch (o.kind) {
    case OptionKind::kBool: {
      bool b = v.is_boolean() && v.get<bool>();
      bool clicked = ImGui::Checkbox(("###" + id).c_str(), &b);
      if (f.widgets.add_last_item(id, label, true)) {
        b = !b;
        clicked = true;
      }
      hovered = ImGui::IsItemHovered();
      if (label_beside(label)) {
        b = !b;  // the label toggles the box, as ImGui's own does
        clicked = true;
      }
      if (clicked) {
        edits.set(o.name, b);
        changed = true;
      }
      break;
    }
    case OptionKind::kInt: {
      int64_t x = v.is_number_integer() ? v.get<int64_t>() : 0;
      int n = static_cast<int>(std::clamp<int64_t>(x, INT32_MIN, INT32_MAX));
      int step = n >= 100 ? 50 : 1;
      if (ImGui::InputInt(("###" + id).c_str(), &n, step, step * 10)) {
        edits.set(o.name, n);
        changed = true;
      }
      f.widgets.add_last_item(id, label, true);
      hovered = ImGui::IsItemHovered();
      label_beside(label);
      break;
    }
    case OptionKind::kChoice: {
      // TRANSLATORS: a rule option's label before its choices' buttons.
      const std::string head = trf("{option}:", fmt::arg("option", label));
      std::vector<std::string> names, shown;
      float need = ImGui::CalcTextSize(head.c_str()).x;
      for (int64_t i = o.lo; i <= o.hi; ++i) {
        names.push_back(option_choice(o, i));
        shown.push_back(option_choice_label(o, names.back()));
        need += ImGui::GetStyle().ItemSpacing.x + button_width(shown.back());
      }
      // The label and its buttons on one line when they fit, else the
      // label wrapped and the buttons under it.
      const bool one_line = need <= ImGui::GetContentRegionAvail().x;
      ImGui::AlignTextToFramePadding();
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(head.c_str());
      ImGui::PopTextWrapPos();
      hovered = ImGui::IsItemHovered();
      std::string now = v.is_string() ? v.get<std::string>() : "";
      for (std::size_t i = 0; i < names.size(); ++i) {
        if (one_line || i > 0) same_line_or_wrap(shown[i]);
        if (choice_button(f, id + "." + names[i], shown[i], now == names[i])) {
          edits.set(o.name, names[i]);
          changed = true;
        }
        hovered |= ImGui::IsItemHovered();
      }
      break;
    }
  }
  hovered |= ImGui::IsItemHovered();
  const std::string help = option_help(o);
  if (!help.empty() && hovered) tooltip(help);
  std::string error = option_problem(edits, o);
  if (!error.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImColor(palette().danger), "%s", error.c_str());
    ImGui::PopTextWrapPos();
  }
  return changed;
}

}  // namespace

bool time_limit_editor(Frame& f, OptionEdits& edits) {
  if (edits.valid.time_limit_minutes <= 0) return false;
  bool changed = false;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Playing time:"));
  const Json& v = edits.values["time_limit_minutes"];
  int now = v.is_number_integer() ? v.get<int>() : 0;
  for (int m : {15, 30, 45, 60, 90, 120}) {
    // TRANSLATORS: minutes, abbreviated as on a clock's dial.
    const std::string label = trf("{n} min", fmt::arg("n", m));
    if (f.phone && m == 60) {
      ImGui::SameLine(0, 4);
      ImGui::NewLine();
    } else {
      same_line_or_wrap(label, 4);
    }
    if (choice_button(f, "newgame.minutes." + std::to_string(m), label, now == m)) {
      edits.set("time_limit_minutes", m);
      changed = true;
    }
  }
  return changed;
}

bool options_editor(Frame& f, OptionEdits& edits, const Edition& ed, bool& advanced,
                    const std::function<void()>& more_first) {
  bool changed = false;
  ImGui::PushItemWidth(f.phone ? 150.0f : 170.0f);
  heading(f, tr("House rules"));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", tr("Popular changes to the rulebook, all off in the standard game."));
  ImGui::PopTextWrapPos();
  for (const OptionInfo& o : option_table()) {
    if (o.group == OptionGroup::kHouse) changed |= option_row(f, edits, o, ed);
  }
  ImGui::Spacing();
  ImGui::SetNextItemOpen(advanced);
  const std::string more = tr("More: the seed and advanced rules");
  advanced = ImGui::CollapsingHeader((more + "###newgame.advanced").c_str());
  if (f.widgets.add_last_item("newgame.advanced", more, true)) advanced = !advanced;
  if (advanced) {
    if (more_first) more_first();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", tr("The edition's rules as set by the variant; change them at your own risk."));
    ImGui::PopTextWrapPos();
    for (const OptionInfo& o : option_table()) {
      if (o.group == OptionGroup::kEdition) changed |= option_row(f, edits, o, ed);
    }
  } else if (!edits.error.empty()) {
    // An error hidden under the closed header still blocks the start: say so.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImColor(palette().danger), "%s", options_problem(edits, capitalised(houses_word(ed)), hotel_word(ed)).c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::PopItemWidth();
  return changed;
}

}  // namespace landlord::ui
