// New game: the edition, every rule option the engine's Options offers
// (listed from options_to_json, so new options appear here by themselves),
// 2-8 seats each human or computer with a level, name, token and colour,
// and an optional seed for a reproducible game.
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

void options_editor(Frame& f, NewGameForm& form) {
  Json j = options_to_json(form.options);
  bool changed = false;
  ImGui::PushItemWidth(f.phone ? 150.0f : 170.0f);
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& key = it.key();
    if (key == "owner_must_claim_rent") continue;  // not supported by the engine yet
    std::string id = "newgame.option." + key;
    std::string label = pretty(key) + "###" + id;
    Json& v = it.value();
    if (v.is_boolean()) {
      bool b = v.get<bool>();
      if (ImGui::Checkbox(label.c_str(), &b)) {
        v = b;
        changed = true;
      }
      f.widgets.add_last_item(id, pretty(key), true);
    } else if (v.is_number_integer()) {
      int n = v.get<int>();
      int step = n >= 100 ? 50 : 1;
      if (ImGui::InputInt(label.c_str(), &n, step, step * 10)) {
        v = std::max(0, n);
        changed = true;
      }
      f.widgets.add_last_item(id, pretty(key), true);
    } else if (v.is_string() && key == "bankrupt_to_bank") {
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%s", "Deeds of a player bankrupt to the Bank:");
      for (const char* choice : {"auction", "return"}) {
        ImGui::SameLine();
        bool on = v.get<std::string>() == choice;
        if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
        if (button(f, id + "." + choice, std::string(choice) == "auction" ? "Auctioned" : "Returned")) {
          v = choice;
          changed = true;
        }
        if (on) ImGui::PopStyleColor();
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
    bool on = e == form.edition;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
    if (button(f, "newgame.edition." + form.editions[e]->id, form.editions[e]->name)) form.edition = e;
    if (on) ImGui::PopStyleColor();
  }
  const Edition& ed = *form.editions[form.edition];
  if (form.options_for != form.edition) {
    form.options = ed.defaults;
    form.options_for = form.edition;
    form.count = std::clamp(form.count, ed.min_players, ed.max_players);
  }

  ImGui::Spacing();
  heading(f, "Players");
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%d players", form.count);
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
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Token: %s (click to change)", token_name(seat.token));
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
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Colour: %s (click to change)", player_colour_name(seat.colour));
    dl->AddRectFilled(cp, ImVec2(cp.x + fh * 1.6f, cp.y + fh), player_colour(seat.colour), 6.0f);
    ImGui::SameLine();
    const SeatKind kinds[] = {SeatKind::kHuman, SeatKind::kEasy, SeatKind::kHard};
    const char* labels[] = {"Human", "Easy", "Hard"};
    const char* ids[] = {"human", "easy", "hard"};
    for (int m = 0; m < 3; ++m) {
      if (m) ImGui::SameLine(0, 3);
      bool on = seat.kind == kinds[m];
      if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
      if (button(f, base + "." + ids[m], m == 0 ? labels[m] : (std::string(f.phone ? "" : "Computer ") + labels[m])))
        seat.kind = kinds[m];
      if (on) ImGui::PopStyleColor();
    }
    ImGui::PopID();
  }

  ImGui::Spacing();
  heading(f, "Rules");
  ImGui::TextDisabled("The edition's defaults; change any of them for house rules.");
  options_editor(f, form);

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
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Same seed, same dice and cards. Empty: a random game.");
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
