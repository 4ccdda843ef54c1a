// New game: the edition, then its variant (standard game or one of the
// rulebook's, with the rulebook's sentence as help), the minutes of a
// timed game, house rules with friendly labels and the other options under
// "Advanced" (listed from options_to_json, so new options appear there by
// themselves), the edition's range of seats each human or computer with a
// level, name, token and colour, and an optional seed.
#include "ui/new_game_view.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "ui/theme.h"

namespace landlord::ui {

namespace {

const char* kDefaultNames[kMaxPlayers] = {"Sam", "Ada", "Brook", "Cyrus", "Dana", "Emil", "Fern", "Gus"};

std::string pretty(const std::string& key) {
  std::string s = key;
  for (char& c : s) if (c == '_') c = ' ';
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

bool used_by_other(const NewGameForm& form, int seat, int value, bool token) {
  for (int k = 0; k < form.count; ++k) {
    if (k != seat && (token ? form.seats[k].token : form.seats[k].colour) == value) return true;
  }
  return false;
}

struct OptionLabel {
  const char* key;
  const char* label;
  const char* help;
};

// Advanced options with a friendly label; any other option the engine
// adds later still appears (under its field name).
const OptionLabel kAdvanced[] = {
    {"salary", "Salary for passing GO", "Paid whenever a player passes or lands on GO."},
    {"jail_fine", "Fine to leave jail", nullptr},
    {"max_jail_turns", "Tries at doubles before the fine", "Failed rolls in jail before the fine must be paid."},
    {"jail_fine_turns", "Fine only on the first turns in jail", "0: the fine may be paid before rolling on any turn in jail."},
    {"houses_per_hotel", "@houses for a @hotel", nullptr},
    {"end_at_bankruptcy", "End at this bankruptcy", "0: play until one player is left; otherwise the richest player wins at that bankruptcy."},
    {"rent_double_requires_no_mortgage", "Double rent on a full set only without mortgages", nullptr},
    {"deal_deeds", "Title deeds dealt to each player", "Shuffled and dealt round the table at the start."},
    {"dealt_deeds_paid", "Players pay the Bank for dealt deeds", nullptr},
    {"tax_worth_choice", "Tax choice: flat amount or a percentage of worth", "On tax spaces that offer it (Shopping Spree)."},
    {"time_limit_minutes", "Time limit in minutes", "0: no limit; when the time is up the richest player wins."},
    {"bankrupt_to_bank", "", nullptr},
};

std::string words(const Edition& ed, std::string text) {
  auto swap = [&](const std::string& from, const std::string& to) {
    for (std::size_t at; (at = text.find(from)) != std::string::npos;) text.replace(at, from.size(), to);
  };
  swap("@houses", capitalised(ed.houses));
  swap("@hotel", ed.hotel);
  return text;
}

bool bool_option(Frame& f, Json& j, const std::string& key, const std::string& label, const char* help) {
  std::string id = "newgame.option." + key;
  bool b = j[key].get<bool>();
  bool changed = ImGui::Checkbox((label + "###" + id).c_str(), &b);
  f.widgets.add_last_item(id, label, true);
  if (help && ImGui::IsItemHovered()) tooltip(help);
  if (changed) j[key] = b;
  return changed;
}

bool int_option(Frame& f, Json& j, const std::string& key, const std::string& label, const char* help) {
  std::string id = "newgame.option." + key;
  int n = j[key].get<int>();
  int step = n >= 100 ? 50 : 1;
  bool changed = ImGui::InputInt((label + "###" + id).c_str(), &n, step, step * 10);
  f.widgets.add_last_item(id, label, true);
  if (help && ImGui::IsItemHovered()) tooltip(help);
  if (changed) j[key] = std::max(0, n);
  return changed;
}

// A button of a one-of choice; the chosen one stays gold even under the
// pointer (a finger rests on it after a tap).
bool choice_button(Frame& f, const std::string& id, const std::string& label, bool on) {
  if (on) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.92f, 0.70f, 0.22f, 1.0f));
  }
  bool clicked = button(f, id, label);
  if (on) ImGui::PopStyleColor(2);
  return clicked;
}

// Minutes for a time-limit game: the players agree the time.
bool minutes_picker(Frame& f, Json& j) {
  bool changed = false;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Playing time:");
  int now = j["time_limit_minutes"].get<int>();
  for (int m : {15, 30, 45, 60, 90, 120}) {
    ImGui::SameLine(0, 4);
    if (f.phone && m == 60) ImGui::NewLine();
    if (choice_button(f, "newgame.minutes." + std::to_string(m), std::to_string(m) + " min", now == m)) {
      j["time_limit_minutes"] = m;
      changed = true;
    }
  }
  return changed;
}

// The minutes of a timed game (a variant with a time limit).
void time_editor(Frame& f, NewGameForm& form) {
  if (form.options.time_limit_minutes <= 0) return;
  Json j = options_to_json(form.options);
  if (!minutes_picker(f, j)) return;
  JsonReader r;
  Options o = form.options;
  if (options_from_json(j, "options", r, o)) form.options = o;
}

void options_editor(Frame& f, NewGameForm& form, const Edition& ed) {
  Json j = options_to_json(form.options);
  bool changed = false;
  ImGui::PushItemWidth(f.phone ? 150.0f : 170.0f);

  heading(f, "House rules");
  ImGui::TextDisabled("Popular changes to the rulebook, all off in the standard game.");
  if (j.contains("free_parking_pot")) {
    changed |= bool_option(f, j, "free_parking_pot", "Free Parking pot: taxes and fees go to whoever lands there", nullptr);
  }
  if (j.contains("go_landing_bonus") && j.contains("salary")) {
    // The "$400 on GO" house rule is the engine's (queries.h).
    Options o = form.options;
    bool on = double_salary_on_go(o);
    Options with_rule = o;
    set_double_salary_on_go(with_rule, true);
    std::string label = money(ed, go_landing_pay(with_rule)) + " for landing exactly on GO";
    if (ImGui::Checkbox((label + "###newgame.option.go_landing_bonus").c_str(), &on)) {
      set_double_salary_on_go(o, on);
      j["go_landing_bonus"] = o.go_landing_bonus;
      changed = true;
    }
    f.widgets.add_last_item("newgame.option.go_landing_bonus", label, true);
  }
  if (j.contains("no_rent_while_in_jail")) {
    changed |= bool_option(f, j, "no_rent_while_in_jail", "No rent while the owner is in jail", nullptr);
  }
  if (j.contains("auctions")) {
    changed |= bool_option(f, j, "auctions", "Auction property a player declines to buy",
                           "Off: declined property simply stays with the Bank.");
  }
  if (j.contains("owner_must_claim_rent")) {
    changed |= bool_option(f, j, "owner_must_claim_rent", "Owners must claim rent before the next player rolls",
                           "Rent is owed only if the owner asks for it in time.");
  }
  if (j.contains("start_cash")) {
    changed |= int_option(f, j, "start_cash", "Starting cash", nullptr);
  }

  ImGui::Spacing();
  ImGui::SetNextItemOpen(form.advanced);
  form.advanced = ImGui::CollapsingHeader("Advanced rules###newgame.advanced");
  f.widgets.add_last_item("newgame.advanced", "Advanced rules", true);
  if (form.advanced) {
    ImGui::TextDisabled("The edition's rules as set by the variant; change them at your own risk.");
    static const char* kHouseRules[] = {"free_parking_pot", "go_landing_bonus", "no_rent_while_in_jail",
                                        "auctions", "owner_must_claim_rent", "start_cash"};
    auto known = [](const std::string& key) {
      for (const char* k : kHouseRules) if (key == k) return true;
      return false;
    };
    std::vector<std::string> keys;
    for (const OptionLabel& o : kAdvanced) if (j.contains(o.key)) keys.push_back(o.key);
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (known(it.key()) || std::find(keys.begin(), keys.end(), it.key()) != keys.end()) continue;
      keys.push_back(it.key());
    }
    for (const std::string& key : keys) {
      const OptionLabel* lab = nullptr;
      for (const OptionLabel& o : kAdvanced) if (key == o.key) lab = &o;
      std::string label = lab ? words(ed, lab->label) : pretty(key);
      const char* help = lab ? lab->help : nullptr;
      Json& v = j[key];
      std::string id = "newgame.option." + key;
      if (v.is_boolean()) {
        changed |= bool_option(f, j, key, label, help);
      } else if (v.is_number_integer()) {
        changed |= int_option(f, j, key, label, help);
      } else if (v.is_string() && key == "bankrupt_to_bank") {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted("Deeds of a player bankrupt to the Bank:");
        for (const char* choice : {"auction", "return"}) {
          ImGui::SameLine();
          if (choice_button(f, id + "." + choice, std::string(choice) == "auction" ? "Auctioned" : "Returned",
                            v.get<std::string>() == choice)) {
            v = choice;
            changed = true;
          }
        }
      }
    }
  }
  ImGui::PopItemWidth();
  if (changed) {
    JsonReader r;
    Options o = form.options;
    if (options_from_json(j, "options", r, o)) form.options = o;
  }
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
    if (s.name.empty()) s.name = "Player " + std::to_string(k + 1);
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
  ImGui::TextDisabled("A property-trading board game. Set up the table.");
  ImGui::Spacing();

  if (form.editions.empty()) {
    ImGui::TextColored(ImColor(pal.danger), "No edition could be loaded: %s", form.editions_error.c_str());
    ImGui::End();
    return false;
  }
  heading(f, "Edition");
  for (int e = 0; e < static_cast<int>(form.editions.size()); ++e) {
    if (e) ImGui::SameLine();
    if (choice_button(f, "newgame.edition." + form.editions[e]->id, form.editions[e]->name, e == form.edition)) {
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
  heading(f, "Game");
  if (choice_button(f, "newgame.variant.standard", "Standard game", form.variant < 0)) form.variant = -1;
  for (int v = 0; v < static_cast<int>(ed.variants.size()); ++v) {
    ImGui::SameLine();
    if (f.phone && ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(ed.variants[v].name.c_str()).x + 40.0f) {
      ImGui::NewLine();
    }
    if (choice_button(f, "newgame.variant." + ed.variants[v].id, ed.variants[v].name, form.variant == v)) {
      form.variant = v;
    }
  }
  if (form.options_variant != form.variant) {
    Options o;
    if (edition_options(ed, form.variant < 0 ? "" : ed.variants[form.variant].id, o)) form.options = o;
    else form.options = ed.defaults;
    form.options_variant = form.variant;
  }
  ImGui::PushTextWrapPos(0.0f);
  if (form.variant < 0) {
    ImGui::TextDisabled("The full rules of the %s edition: play until one player is left.", ed.name.c_str());
  } else {
    ImGui::TextDisabled("%s", ed.variants[form.variant].rule.c_str());
  }
  ImGui::PopTextWrapPos();
  time_editor(f, form);

  ImGui::Spacing();
  heading(f, "Players");
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%d players", form.count);
  ImGui::SameLine();
  ImGui::TextDisabled("(%d-%d in this edition)", ed.min_players, ed.max_players);
  ImGui::SameLine();
  if (button(f, "newgame.players-", " - ", form.count > ed.min_players, "At least " + std::to_string(ed.min_players) + " players"))
    --form.count;
  ImGui::SameLine();
  if (button(f, "newgame.players+", " + ", form.count < ed.max_players, "At most " + std::to_string(ed.max_players) + " players"))
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
    if (ImGui::IsItemClicked()) {
      for (int t = 1; t <= kTokenCount; ++t) {
        int v = (seat.token + t) % kTokenCount;
        if (!used_by_other(form, k, v, true)) { seat.token = v; break; }
      }
    }
    f.widgets.add_last_item(base + ".token", token_name(seat.token), true);
    if (ImGui::IsItemHovered()) tooltip(std::string("Token: ") + token_name(seat.token) + " (click to change)");
    draw_token(dl, ImVec2(p.x + fh * 0.5f, p.y + fh * 0.5f), fh * 0.32f, seat.token, player_colour(seat.colour));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(f.phone ? w - fh * 2 - 80 : 180.0f);
    ImGui::InputText("##name", form.names[k], sizeof form.names[k]);
    f.widgets.add_last_item(base + ".name", "name", true);
    if (f.phone) ImGui::Dummy(ImVec2(fh, 1));
    ImGui::SameLine();
    // Colour swatch (click to change).
    ImVec2 cp = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##colour", ImVec2(fh * 1.6f, fh));
    if (ImGui::IsItemClicked()) {
      for (int t = 1; t <= kColourCount; ++t) {
        int v = (seat.colour + t) % kColourCount;
        if (!used_by_other(form, k, v, false)) { seat.colour = v; break; }
      }
    }
    f.widgets.add_last_item(base + ".colour", player_colour_name(seat.colour), true);
    if (ImGui::IsItemHovered()) tooltip(std::string("Colour: ") + player_colour_name(seat.colour) + " (click to change)");
    dl->AddRectFilled(cp, ImVec2(cp.x + fh * 1.6f, cp.y + fh), player_colour(seat.colour), 6.0f);
    ImGui::SameLine();
    const SeatKind kinds[] = {SeatKind::kHuman, SeatKind::kEasy, SeatKind::kHard};
    const char* labels[] = {"Human", "Easy", "Hard"};
    const char* ids[] = {"human", "easy", "hard"};
    const char* about[] = {"A person playing on this device",
                           "A gentle computer player: buys plainly, trades readily, offers fair prices",
                           "A shrewd computer player: bargains, keeps cash to build, never sells a group cheaply"};
    for (int m = 0; m < 3; ++m) {
      if (m) ImGui::SameLine(0, 3);
      if (choice_button(f, base + "." + ids[m], m == 0 ? labels[m] : (std::string(f.phone ? "" : "Computer ") + labels[m]),
                        seat.kind == kinds[m])) {
        seat.kind = kinds[m];
      }
      if (ImGui::IsItemHovered()) tooltip(about[m]);
    }
    ImGui::PopID();
  }

  ImGui::Spacing();
  options_editor(f, form, ed);

  ImGui::Dummy(ImVec2(1, 12));
  ImGui::End();

  // A footer that stays on screen: the seed and the start button.
  float foot_h = 48.0f + 2 * 12.0f;
  ImGui::SetNextWindowPos(ImVec2((f.width - w) * 0.5f, f.height - foot_h));
  ImGui::SetNextWindowSize(ImVec2(w, foot_h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 12));
  ImGui::Begin("##newgame-foot", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                              ImGuiWindowFlags_NoSavedSettings);
  float start_w = f.phone ? 150.0f : 260.0f;
  ImGui::SetCursorPosY(12.0f + (48.0f - ImGui::GetFrameHeight()) * 0.5f);
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("Seed");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(f.phone ? ImGui::GetContentRegionAvail().x - start_w - 12.0f : 200.0f);
  ImGui::InputTextWithHint("##seed", "random", form.seed, sizeof form.seed, ImGuiInputTextFlags_CharsDecimal);
  f.widgets.add_last_item("newgame.seed", "seed", true);
  if (ImGui::IsItemHovered()) tooltip("Same seed, same dice and cards. Empty: a random game.");
  ImGui::SameLine(w - start_w - 16.0f);
  ImGui::SetCursorPosY(12.0f);
  ImGui::PushFont(f.fonts.bold);
  if (button(f, "newgame.start", "Start the game", true, {}, ImVec2(start_w, 48.0f))) start = true;
  ImGui::PopFont();
  ImGui::End();
  ImGui::PopStyleVar();
  return start;
}

}  // namespace landlord::ui
