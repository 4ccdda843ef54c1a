#include "ui/options_editor.h"

#include <algorithm>
#include <climits>
#include <cstdint>

#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

namespace {

std::string words(const Edition& ed, std::string text) {
  auto swap = [&](const std::string& from, const std::string& to) {
    for (std::size_t at; (at = text.find(from)) != std::string::npos;) text.replace(at, from.size(), to);
  };
  swap("@houses", capitalised(ed.houses));
  swap("@hotel", ed.hotel);
  return text;
}

std::string choice_label(std::string name) {
  for (char& c : name) {
    if (c == '_') c = ' ';
  }
  return capitalised(name);
}

bool option_row(Frame& f, OptionEdits& edits, const OptionInfo& o, const Edition& ed) {
  std::string id = std::string("newgame.option.") + o.name;
  std::string label = words(ed, o.label);
  const Json& v = edits.values[o.name];
  bool changed = false;
  switch (o.kind) {
    case OptionKind::kBool: {
      bool b = v.is_boolean() && v.get<bool>();
      bool clicked = ImGui::Checkbox((label + "###" + id).c_str(), &b);
      if (f.widgets.add_last_item(id, label, true)) {
        b = !b;
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
      if (ImGui::InputInt((label + "###" + id).c_str(), &n, step, step * 10)) {
        edits.set(o.name, n);
        changed = true;
      }
      f.widgets.add_last_item(id, label, true);
      break;
    }
    case OptionKind::kChoice: {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted((label + ":").c_str());
      std::string now = v.is_string() ? v.get<std::string>() : "";
      for (int64_t i = o.lo; i <= o.hi; ++i) {
        std::string name = option_choice(o, i);
        ImGui::SameLine();
        if (choice_button(f, id + "." + name, choice_label(name), now == name)) {
          edits.set(o.name, name);
          changed = true;
        }
      }
      break;
    }
  }
  if (o.help[0] && ImGui::IsItemHovered()) tooltip(o.help);
  std::string error = edits.error_of(o);
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
  ImGui::TextUnformatted("Playing time:");
  const Json& v = edits.values["time_limit_minutes"];
  int now = v.is_number_integer() ? v.get<int>() : 0;
  for (int m : {15, 30, 45, 60, 90, 120}) {
    ImGui::SameLine(0, 4);
    if (f.phone && m == 60) ImGui::NewLine();
    if (choice_button(f, "newgame.minutes." + std::to_string(m), std::to_string(m) + " min", now == m)) {
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
  heading(f, "House rules");
  ImGui::TextDisabled("Popular changes to the rulebook, all off in the standard game.");
  for (const OptionInfo& o : option_table()) {
    if (o.group == OptionGroup::kHouse) changed |= option_row(f, edits, o, ed);
  }
  ImGui::Spacing();
  ImGui::SetNextItemOpen(advanced);
  advanced = ImGui::CollapsingHeader("More: the seed and advanced rules###newgame.advanced");
  if (f.widgets.add_last_item("newgame.advanced", "More: the seed and advanced rules", true)) advanced = !advanced;
  if (advanced) {
    if (more_first) more_first();
    ImGui::TextDisabled("The edition's rules as set by the variant; change them at your own risk.");
    for (const OptionInfo& o : option_table()) {
      if (o.group == OptionGroup::kEdition) changed |= option_row(f, edits, o, ed);
    }
  } else if (!edits.error.empty()) {
    // An error hidden under the closed header still blocks the start: say so.
    ImGui::TextColored(ImColor(palette().danger), "%s", edits.error.c_str());
  }
  ImGui::PopItemWidth();
  return changed;
}

}  // namespace landlord::ui
