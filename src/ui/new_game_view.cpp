// New game: the edition, then its variant (standard game or one of the
// rulebook's, with the rulebook's sentence as help), the minutes of a
// timed game, the rule options (options_editor.cpp, from the engine's
// options table), the edition's range of seats each human or computer with
// a level, name, token and colour, and an optional seed.
#include "ui/new_game_view.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/option_words.h"
#include "ui/theme.h"

namespace landlord::ui {

namespace {

const char* kDefaultNames[kMaxPlayers] = {"Sam", "Ada", "Brook", "Cyrus", "Dana", "Emil", "Fern", "Gus"};

bool used_by_other(const NewGameForm& form, int seat, int value, bool token) {
  for (int k = 0; k < form.count; ++k) {
    if (k != seat && (token ? form.seats[k].token : form.seats[k].colour) == value) return true;
  }
  return false;
}

}  // namespace

void init_new_game(NewGameForm& form) {
  if (form.initialised) return;
  form.initialised = true;
  for (int k = 0; k < kMaxPlayers; ++k) {
    form.seats[k].kind = k == 0 ? SeatKind::kHuman : (k % 2 ? SeatKind::kEasy : SeatKind::kHard);
    form.seats[k].token = k;
    form.seats[k].colour = k;
    std::snprintf(form.names[k], sizeof form.names[k], "%s", kDefaultNames[k]);
  }
#ifndef __EMSCRIPTEN__
  // Developers' switches: LANDLORD_EDITION=<id>, LANDLORD_VARIANT=<id>.
  const char* edition = std::getenv("LANDLORD_EDITION");
  for (int e = 0; edition && e < static_cast<int>(form.editions.size()); ++e) {
    if (form.editions[e]->id != edition) continue;
    form.edition = e;
    form.options_for = e;
    form.count = std::clamp(form.count, form.editions[e]->min_players, form.editions[e]->max_players);
    const char* variant = std::getenv("LANDLORD_VARIANT");
    for (int v = 0; variant && v < static_cast<int>(form.editions[e]->variants.size()); ++v) {
      if (form.editions[e]->variants[v].id == variant) form.variant = v;
    }
  }
#endif
}

std::vector<Seat> form_seats(const NewGameForm& form) {
  std::vector<Seat> out;
  for (int k = 0; k < form.count; ++k) {
    Seat s = form.seats[k];
    s.name = form.names[k];
    if (s.name.empty()) s.name = trf("Player {number}", fmt::arg("number", k + 1));
    out.push_back(s);
  }
  return out;
}

uint64_t form_seed(const NewGameForm& form, double now) {
  if (form.seed[0]) {
    char* end = nullptr;
    unsigned long long v = std::strtoull(form.seed, &end, 10);
    if (end && *end == '\0') return v;
    // Any text works as a seed: hash it.
    uint64_t h = 1469598103934665603ull;
    for (const char* c = form.seed; *c; ++c) h = (h ^ static_cast<unsigned char>(*c)) * 1099511628211ull;
    return h;
  }
  return random_seed(now);
}

uint64_t random_seed(double now) {
  auto t = std::chrono::system_clock::now().time_since_epoch().count();
  return static_cast<uint64_t>(t) ^ static_cast<uint64_t>(now * 1e6);
}

bool new_game_view(Frame& f, NewGameForm& form) {
  init_new_game(form);
  const Palette& pal = palette();
  bool start = false;
  float w = std::min(f.width, 820.0f);
  ImGui::SetNextWindowPos(ImVec2((f.width - w) * 0.5f, 0));
  ImGui::SetNextWindowSize(ImVec2(w, f.height - 72.0f));
  ImGui::Begin("##newgame", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground);
  ImGui::PushFont(f.fonts.title);
  ImGui::TextColored(ImColor(pal.accent), "Landlord");
  ImGui::PopFont();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", form.online ? tr("Play online: set up the table, then send your friends the link.")
                                         : tr("Custom game: set up the table."));
  ImGui::PopTextWrapPos();
  ImGui::Spacing();

  if (form.editions.empty()) {
    ImGui::TextColored(ImColor(pal.danger), "%s",
                       trf("No edition could be loaded: {why}", fmt::arg("why", form.editions_error)).c_str());
    ImGui::End();
    return false;
  }
  heading(f, tr("Edition"));
  for (int e = 0; e < static_cast<int>(form.editions.size()); ++e) {
    if (e) ImGui::SameLine();
    if (choice_button(f, "newgame.edition." + form.editions[e]->id, edition_name(*form.editions[e]), e == form.edition)) {
      form.edition = e;
    }
  }
  const Edition& ed = *form.editions[form.edition];
  if (form.options_for != form.edition) {
    form.options_for = form.edition;
    form.variant = -1;
    form.options_variant = -2;
    form.count = std::clamp(form.count, ed.min_players, ed.max_players);
  }

  // The variant: the standard game or one of the rulebook's variants.
  ImGui::Spacing();
  // TRANSLATORS: the heading over the standard game and the rulebook's variants (quicker games).
  heading(f, trc("new game", "Game"));
  if (choice_button(f, "newgame.variant.standard", tr("Standard game"), form.variant < 0)) form.variant = -1;
  for (int v = 0; v < static_cast<int>(ed.variants.size()); ++v) {
    ImGui::SameLine();
    if (f.phone && ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(variant_name(ed, v).c_str()).x + 40.0f) {
      ImGui::NewLine();
    }
    if (choice_button(f, "newgame.variant." + ed.variants[v].id, variant_name(ed, v), form.variant == v)) {
      form.variant = v;
    }
  }
  if (form.options_variant != form.variant) {
    Options o;
    if (edition_options(ed, form.variant < 0 ? "" : ed.variants[form.variant].id, o)) form.options = o;
    else form.options = ed.defaults;
    form.option_edits.reset(form.options);
    form.options_variant = form.variant;
  }
  ImGui::PushTextWrapPos(0.0f);
  if (form.variant < 0) {
    ImGui::TextDisabled("%s", trf("The full rules of the {edition} edition: play until one player is left.",
                                  fmt::arg("edition", edition_name(ed))).c_str());
  } else {
    ImGui::TextDisabled("%s", variant_rule(ed, form.variant).c_str());
  }
  ImGui::PopTextWrapPos();
  // The whole rules of this set-up, house rules included, in plain words.
  if (button(f, "newgame.rules", tr("Read the rules"))) f.view.show_rules = true;
  time_limit_editor(f, form.option_edits);

  ImGui::Spacing();
  heading(f, tr("Players"));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(trnf("{n} player", "{n} players", form.count, fmt::arg("n", form.count)).c_str());
  ImGui::SameLine();
  const std::string range = trf("({min}-{max} in this edition)", fmt::arg("min", ed.min_players),
                                fmt::arg("max", ed.max_players));
  // Beside the count where it fits, else on the next line (a longer
  // language on a phone), before the two buttons.
  const float plus_minus = 2 * button_width(" + ") + 2 * ImGui::GetStyle().ItemSpacing.x;
  if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(range.c_str()).x + plus_minus) {
    ImGui::NewLine();
    ImGui::AlignTextToFramePadding();
  }
  ImGui::TextDisabled("%s", range.c_str());
  ImGui::SameLine();
  if (button(f, "newgame.players-", " - ", form.count > ed.min_players,
             trnf("At least {n} player", "At least {n} players", ed.min_players, fmt::arg("n", ed.min_players))))
    --form.count;
  ImGui::SameLine();
  if (button(f, "newgame.players+", " + ", form.count < ed.max_players,
             trnf("At most {n} player", "At most {n} players", ed.max_players, fmt::arg("n", ed.max_players))))
    ++form.count;

  for (int k = 0; k < form.count; ++k) {
    Seat& seat = form.seats[k];
    ImGui::PushID(k);
    std::string base = "seat." + std::to_string(k);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 p = ImGui::GetCursorScreenPos();
    float fh = ImGui::GetFrameHeight();
    // Token (click to change) in the seat's colour.
    ImGui::InvisibleButton("##token", ImVec2(fh, fh));
    bool next_token = ImGui::IsItemClicked();
    next_token |= f.widgets.add_last_item(base + ".token", trf("Token: {token}", fmt::arg("token", token_name(seat.token))), true);
    if (next_token) {
      for (int t = 1; t <= kTokenCount; ++t) {
        int v = (seat.token + t) % kTokenCount;
        if (!used_by_other(form, k, v, true)) { seat.token = v; break; }
      }
    }
    if (ImGui::IsItemHovered()) {
      tooltip(trf("Token: {token} (click to change)", fmt::arg("token", token_name(seat.token))));
    }
    // Online, each seat has the colour of its place at the table.
    const int colour = form.online ? k % kColourCount : seat.colour;
    draw_token(dl, ImVec2(p.x + fh * 0.5f, p.y + fh * 0.5f), fh * 0.32f, seat.token, player_colour(colour));
    ImGui::SameLine();
    // On a phone the token, name and colour make one row and the seat's
    // kind (a person or a computer level) the next, from the left edge.
    float gap = ImGui::GetStyle().ItemSpacing.x;
    const float name_w = f.phone ? w - fh * 2.6f - 2 * gap - 48.0f : 180.0f;
    if (form.online && k > 0 && seat.kind == SeatKind::kHuman && !form.here[k]) {
      // A friend plays under the name they give when they join.
      ImGui::AlignTextToFramePadding();
      // TRANSLATORS: in place of the name of a friend's seat, online: they give it when they join.
      ImGui::TextDisabled("%s", tr("their own name"));
      ImGui::SameLine(0, 0);
      ImGui::Dummy(ImVec2(std::max(0.0f, name_w - ImGui::GetItemRectSize().x), fh));
    } else {
      ImGui::SetNextItemWidth(name_w);
      ImGui::InputText("##name", form.names[k], sizeof form.names[k]);
      f.widgets.add_last_item(base + ".name", trc("field", "Name"), true);
    }
    ImGui::SameLine();
    // Colour swatch (click to change; online, the place's own).
    ImVec2 cp = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##colour", ImVec2(fh * 1.6f, fh));
    bool next_colour = ImGui::IsItemClicked() && !form.online;
    next_colour |= f.widgets.add_last_item(base + ".colour", trf("Colour: {colour}", fmt::arg("colour", player_colour_name(colour))),
                                           !form.online);
    if (next_colour) {
      for (int t = 1; t <= kColourCount; ++t) {
        int v = (seat.colour + t) % kColourCount;
        if (!used_by_other(form, k, v, false)) { seat.colour = v; break; }
      }
    }
    if (ImGui::IsItemHovered()) {
      tooltip(form.online ? trf("Colour: {colour} (online, each seat has the colour of its place)",
                                fmt::arg("colour", player_colour_name(colour)))
                          : trf("Colour: {colour} (click to change)", fmt::arg("colour", player_colour_name(colour))));
    }
    dl->AddRectFilled(cp, ImVec2(cp.x + fh * 1.6f, cp.y + fh), player_colour(colour), 6.0f);
    if (!f.phone) ImGui::SameLine();
    if (form.online && k == 0) {
      // The host's own seat.
      ImGui::AlignTextToFramePadding();
      // TRANSLATORS: the host's own seat at the table.
      ImGui::TextUnformatted(trc("seat", "You"));
      seat.kind = SeatKind::kHuman;
      ImGui::PopID();
      continue;
    }
    if (form.online) {
      if (choice_button(f, base + ".friend", trc("seat", "Friend"), seat.kind == SeatKind::kHuman && !form.here[k])) {
        seat.kind = SeatKind::kHuman;
        form.here[k] = false;
      }
      if (ImGui::IsItemHovered()) tooltip(tr("A friend who joins from the link, on their own device"));
      ImGui::SameLine(0, 3);
      // TRANSLATORS: a seat's button: a person playing on this device.
      if (choice_button(f, base + ".here", trc("seat", "Here"), seat.kind == SeatKind::kHuman && form.here[k])) {
        seat.kind = SeatKind::kHuman;
        form.here[k] = true;
      }
      if (ImGui::IsItemHovered()) tooltip(tr("A person playing on this device, taking turns with you"));
    } else {
      if (choice_button(f, base + ".human", trc("seat", "Human"), seat.kind == SeatKind::kHuman)) seat.kind = SeatKind::kHuman;
      if (ImGui::IsItemHovered()) tooltip(tr("A person playing on this device"));
    }
    // "Computer Easy" where the row has room for every level so named,
    // else the levels' names alone.
    ImGui::SameLine(0, 3);
    const float room = ImGui::GetContentRegionAvail().x;
    bool long_names = !f.phone && !form.online;
    if (long_names) {
      float need = 0.0f;
      for (const LevelInfo& l : computer_levels()) need += 3.0f + button_width(trc("seat", l.seat));
      long_names = need <= room + 3.0f;
    }
    bool first = true;
    for (const LevelInfo& l : computer_levels()) {
      const char* label = long_names ? trc("seat", l.seat) : trc("level", l.name);
      if (!first) same_line_or_wrap(label, 3);
      else if (room < button_width(label)) ImGui::NewLine();
      first = false;
      if (choice_button(f, base + "." + l.id, label, seat.kind == l.kind)) {
        seat.kind = l.kind;
      }
      if (ImGui::IsItemHovered()) {
        tooltip(trf("A computer player. {level_about}", fmt::arg("level_about", tr(l.about))));
      }
    }
    ImGui::PopID();
  }

  if (form.online) {
    // A password, which the link does not carry: a friend types it after
    // opening the link.
    // TRANSLATORS: the heading over the online room's password and time per move.
    heading(f, trc("online", "Room"));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Password"));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(f.phone ? 170.0f : 240.0f);
    // TRANSLATORS: the hint in the empty password field: no password.
    ImGui::InputTextWithHint("##password", trc("password", "none"), form.password, sizeof form.password);
    f.widgets.add_last_item("newgame.password", tr("Room password"), true);
    if (ImGui::IsItemHovered()) {
      tooltip(tr("Friends type it after opening the link. Without it, anyone with the link can join."));
    }
    // Beside the field where it fits, else under it.
    const char* about = form.password[0] ? tr("Friends type it after opening the link.")
                                         : tr("None: the link is enough to join.");
    ImGui::SameLine();
    if (f.phone || ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(about).x) ImGui::NewLine();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", about);
    ImGui::PopTextWrapPos();
    // A time per decision, after which a computer player makes the move.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Time per move"));
    for (int secs : {0, 30, 60, 120}) {
      // TRANSLATORS: no time limit per move.
      std::string label = tr("No limit");
      // TRANSLATORS: seconds, abbreviated as on a clock's dial.
      if (secs > 0 && secs < 60) label = trf("{n} s", fmt::arg("n", secs));
      if (secs >= 60) label = trf("{n} min", fmt::arg("n", secs / 60));
      same_line_or_wrap(label);
      if (choice_button(f, "newgame.decision." + std::to_string(secs), label, form.decision_s == secs)) {
        form.decision_s = secs;
      }
    }
    if (!f.phone) {
      const char* after = form.decision_s ? tr("then a computer player moves for them") : tr("wait as long as it takes");
      ImGui::SameLine();
      if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(after).x) ImGui::NewLine();
      ImGui::TextDisabled("%s", after);
    }
  }
  ImGui::Spacing();
  options_editor(f, form.option_edits, ed, form.advanced, [&] {
    if (form.online) return;  // the room draws its chance: no seed
    ImGui::AlignTextToFramePadding();
    // TRANSLATORS: the number a game's dice and cards are drawn from: the same seed plays the same game.
    ImGui::TextUnformatted(trc("random", "Seed"));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(f.phone ? 150.0f : 200.0f);
    // TRANSLATORS: the hint in the empty seed field: a random game.
    ImGui::InputTextWithHint("##seed", trc("seed", "random"), form.seed, sizeof form.seed, ImGuiInputTextFlags_CharsDecimal);
    f.widgets.add_last_item("newgame.seed", trc("random", "Seed"), true);
    if (ImGui::IsItemHovered()) tooltip(tr("Same seed, same dice and cards. Empty: a random game."));
    const char* about = tr("same seed, same dice and cards");
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(about).x) ImGui::NewLine();
    ImGui::TextDisabled("%s", about);
    ImGui::Spacing();
  });
  if (form.option_edits.error.empty()) form.options = form.option_edits.valid;

  ImGui::Dummy(ImVec2(1, 12));
  ImGui::End();

  // A footer that stays on screen: the start button.
  float foot_h = 48.0f + 2 * 12.0f;
  ImGui::SetNextWindowPos(ImVec2((f.width - w) * 0.5f, f.height - foot_h));
  ImGui::SetNextWindowSize(ImVec2(w, foot_h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 12));
  ImGui::Begin("##newgame-foot", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                              ImGuiWindowFlags_NoSavedSettings);
  const float back_w = std::max(f.phone ? 96.0f : 120.0f, button_width(tr("Back")));
  const std::string start_label = form.online ? tr("Make the room") : tr("Start the game");
  ImGui::PushFont(f.fonts.bold);
  // As wide as its words need in a longer language, beside Back.
  const float start_w =
      std::min(std::max(f.phone ? 150.0f : 260.0f, button_width(start_label) + 8.0f), w - back_w - 3 * 16.0f);
  ImGui::PopFont();
  ImGui::SetCursorPosY(12.0f);
  if (button(f, "newgame.back", tr("Back"), true, {}, ImVec2(back_w, 48.0f))) form.back = true;
  if (!f.phone) {
    ImGui::SameLine();
    ImGui::SetCursorPosY(12.0f + (48.0f - ImGui::GetFrameHeight()) * 0.5f);
    ImGui::AlignTextToFramePadding();
    // TRANSLATORS: the new-game screen's footer: "4 players, Classic", then the variant if one is chosen.
    std::string summary = form.variant < 0
                              ? trnf("{n} player, {edition}", "{n} players, {edition}", form.count,
                                     fmt::arg("n", form.count), fmt::arg("edition", edition_name(ed)))
                              : trnf("{n} player, {edition}, {variant}", "{n} players, {edition}, {variant}",
                                     form.count, fmt::arg("n", form.count), fmt::arg("edition", edition_name(ed)),
                                     fmt::arg("variant", variant_name(ed, form.variant)));
    ImGui::TextDisabled("%s", summary.c_str());
  }
  ImGui::SameLine(w - start_w - 16.0f);
  ImGui::SetCursorPosY(12.0f);
  ImGui::PushFont(f.fonts.bold);
  const std::string& error = form.option_edits.error;
  f.widgets.focus.set_default("newgame.start");
  const std::string why =
      error.empty() ? std::string()
                    : trf("Fix the rules first: {problem}",
                          fmt::arg("problem", options_problem(form.option_edits, capitalised(houses_word(ed)), hotel_word(ed))));
  if (button(f, "newgame.start", start_label, error.empty(), why, ImVec2(start_w, 48.0f))) {
    start = true;
  }
  ImGui::PopFont();
  ImGui::End();
  ImGui::PopStyleVar();
  return start;
}

}  // namespace landlord::ui
