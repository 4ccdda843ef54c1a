// The home screen: Play, the opponents' level, Custom game.
#include "ui/home_view.h"

#include <algorithm>
#include <string>

#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/language_choice.h"
#include "ui/theme.h"

namespace landlord::ui {

namespace {

constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize;

}  // namespace

QuickGame quick_game(const NewGameForm& form) {
  QuickGame q;
  if (form.editions.empty()) return q;
  q.edition = form.editions.front();  // Classic is listed first
  if (!edition_options(*q.edition, "", q.options)) q.options = q.edition->defaults;
  int count = std::clamp(4, q.edition->min_players, q.edition->max_players);
  for (int k = 0; k < count; ++k) {
    Seat s = form.seats[k];
    s.kind = k == 0 ? SeatKind::kHuman : form.quick_level;
    s.name = form.names[k];
    if (s.name.empty()) s.name = trf("Player {number}", fmt::arg("number", k + 1));
    q.seats.push_back(s);
  }
  return q;
}

HomeChoice home_view(Frame& f, NewGameForm& form, LanguageChoice& language) {
  const Palette& pal = palette();
  HomeChoice choice = HomeChoice::kNone;
  float w = std::min(f.width - 24.0f, 520.0f);
  const bool short_screen = f.height < 560.0f;  // a phone held sideways: the essentials only
  float pad = short_screen ? 14.0f : f.phone ? 20.0f : 32.0f;
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, f.height - 24.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad, pad));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 12.0f);
  ImGui::Begin("##home", nullptr, kFlags);
  float inner = w - 2 * pad;
  ImGui::PushFont(f.fonts.title);
  ImGui::TextColored(ImColor(pal.accent), "Landlord");
  ImGui::PopFont();
  if (!short_screen) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", tr("Buy streets, build houses and hotels, trade, and leave your rivals bankrupt."));
    ImGui::PopTextWrapPos();
  }
  ImGui::Dummy(ImVec2(1, short_screen ? 4 : 10));

  const std::string& first_edition = form.editions.empty() ? form.home_edition_name : edition_name(*form.editions.front());
  if (first_edition.empty()) {
    ImGui::TextColored(ImColor(pal.danger), "%s",
                       trf("No edition could be loaded: {why}", fmt::arg("why", form.editions_error)).c_str());
    language.draw(f, "home", inner);
  } else {
    f.widgets.focus.set_default("home.play");
    ImGui::PushFont(f.fonts.title);
    if (primary_button(f, "home.play", trc("button", "Play"), ImVec2(inner, short_screen ? 56.0f : f.phone ? 64.0f : 60.0f))) {
      choice = HomeChoice::kPlay;
    }
    ImGui::PopFont();
    std::string line = trf("You against three computer players, {edition} rules.", fmt::arg("edition", first_edition));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", line.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(1, 6));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Opponents"));
    ImGui::SameLine();
    bool first = true;
    for (const LevelInfo& l : computer_levels()) {
      const char* name = trc("level", l.name);
      if (!first) same_line_or_wrap(name, 4);  // a longer language's names: the next line, not off the card
      first = false;
      if (choice_button(f, std::string("home.level.") + l.id, name, form.quick_level == l.kind)) {
        form.quick_level = l.kind;
      }
    }
    ImGui::PushTextWrapPos(0.0f);
    const LevelInfo* picked = level_info(form.quick_level);
    ImGui::TextDisabled("%s", picked ? tr(picked->about) : "");
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(1, short_screen ? 2 : 10));
    ImGui::Separator();
    ImGui::Dummy(ImVec2(1, short_screen ? 2 : 6));
    // A phone held sideways: Custom game and Play online side by side.
    const float half = (inner - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    if (button(f, "home.custom", tr("Custom game"), true, {}, ImVec2(short_screen ? half : inner, f.phone ? 48.0f : 44.0f))) {
      choice = HomeChoice::kCustom;
    }
    if (!short_screen) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("%s", tr("Choose the edition (Classic, Travel, Boutique), a short or timed game, 2 to 8 "
                                   "players, friends on this device, and house rules."));
      ImGui::PopTextWrapPos();
      ImGui::Dummy(ImVec2(1, 6));
    } else {
      ImGui::SameLine();
    }
    if (button(f, "home.online", tr("Play online"), true, {}, ImVec2(short_screen ? half : inner, f.phone ? 48.0f : 44.0f))) {
      choice = HomeChoice::kOnline;
    }
    if (!short_screen) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("%s", tr("Friends on their own phones and computers, from a link you send them."));
      ImGui::PopTextWrapPos();
    }
    ImGui::Dummy(ImVec2(1, short_screen ? 2 : 6));
    // How to play and the language side by side, each on its own row
    // where a language's words are too long for half the card.
    const bool side = button_width(tr("How to play")) <= half && button_width(language.label()) <= half;
    if (button(f, "home.rules", tr("How to play"), true, {}, ImVec2(side ? half : inner, f.phone ? 44.0f : 0.0f))) {
      f.view.show_rules = true;
    }
    if (side) ImGui::SameLine();
    language.draw(f, "home", side ? half : inner);
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
  return choice;
}

}  // namespace landlord::ui
