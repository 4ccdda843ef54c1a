// The save screens: continue offer, saved-games list, paused screen and the
// save-failure banner. Same look as the new-game and game-over screens:
// undecorated panels on the dark table, gold titles, large buttons.
#include "ui/saves_view.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>

#include "imgui_internal.h"
#include "platform/file_transfer.h"
#include "text/numbers.h"
#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/language_choice.h"
#include "ui/theme.h"

namespace landlord::ui {

namespace {

constexpr ImGuiWindowFlags kScreenFlags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                                          ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                          ImGuiWindowFlags_NoSavedSettings |
                                          ImGuiWindowFlags_NoBackground;
constexpr ImGuiWindowFlags kCardFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoSavedSettings |
                                        ImGuiWindowFlags_AlwaysAutoResize;

std::string amount(const SavesUi& ui, const std::string& edition, int64_t v) {
  auto it = ui.currency.find(edition);
  return text::money(it != ui.currency.end() ? it->second : std::string(), v);
}

// A computer player's level after their name ("" for a person); a phone
// says only that it is a computer.
const char* kind_text(const std::string& kind, bool phone) {
  if (kind != "easy" && kind != "hard" && kind != "expert") return "";
  // TRANSLATORS: after a computer player's name in a saved game's standings.
  if (phone) return tr("(computer)");
  if (kind == "easy") return tr("(computer, easy)");
  if (kind == "hard") return tr("(computer, hard)");
  return tr("(computer, expert)");
}

ImVec4 col(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }


bool danger_button(Frame& f, const std::string& id, const std::string& label, ImVec2 size) {
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.66f, 0.26f, 0.22f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.78f, 0.32f, 0.27f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.56f, 0.20f, 0.17f, 1.0f));
  bool clicked = button(f, id, label, true, {}, size);
  ImGui::PopStyleColor(3);
  return clicked;
}

float button_h(const Frame& f) { return f.phone ? 44.0f : 40.0f; }

// A row of buttons sharing `avail` equally, `per_line` a line; fewer a
// line (down to one across the width) when a label does not fit its
// share, as a longer language's may not.
struct ButtonRow {
  int per_line;
  float w;
};
ButtonRow button_row(float avail, int per_line, const std::vector<std::string>& labels) {
  const float sp = ImGui::GetStyle().ItemSpacing.x;
  for (;; per_line = per_line > 2 ? 2 : 1) {
    float w = std::floor((avail - static_cast<float>(per_line - 1) * sp) / static_cast<float>(per_line));
    bool fit = true;
    // (a primary button's bold words are a little wider than button_width says)
    for (const std::string& l : labels) fit = fit && button_width(l) * 1.06f <= w;
    if (fit || per_line == 1) return {per_line, w};
  }
}
// Before button `index` of the row: beside the one before, unless it
// starts a line.
void row_place(const ButtonRow& row, int index) {
  if (index % row.per_line != 0) ImGui::SameLine();
}

// "Turn 41 (round 11)", "Game over: Ann won".
std::string progress_text(const GameSummary& s) {
  if (s.game_over) {
    if (s.winner >= 0 && s.winner < static_cast<int>(s.players.size())) {
      return trf("Game over: {player} won", fmt::arg("player", s.players[s.winner].name));
    }
    return tr("Game over");
  }
  int n = std::max<int>(1, static_cast<int>(s.players.size()));
  uint32_t round = s.turn == 0 ? 1 : (s.turn + static_cast<uint32_t>(n) - 1) / static_cast<uint32_t>(n);
  auto turn = fmt::arg("turn", s.turn);
  auto rounds = fmt::arg("round", round);
  // A decision left open is worth knowing before opening the game.
  if (s.phase == "auction") return trf("Turn {turn} (round {round}), in an auction", turn, rounds);
  if (s.phase == "trade_response") {
    return trf("Turn {turn} (round {round}), a trade offer awaits an answer", turn, rounds);
  }
  if (s.phase == "raise_cash") return trf("Turn {turn} (round {round}), a debt to settle", turn, rounds);
  return trf("Turn {turn} (round {round})", turn, rounds);
}

// Name, edition, progress, when, and the players' standings.
void summary_block(Frame& f, const SavesUi& ui, const SlotInfo& slot, bool show_name, bool show_when = true) {
  const GameSummary& s = slot.summary;
  const Palette& pal = palette();
  if (slot.damaged) {
    ImGui::PushFont(f.fonts.bold);
    ImGui::TextUnformatted(slot.name.c_str());
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(col(pal.danger), "%s", slot.problem.c_str());
    ImGui::PopTextWrapPos();
    return;
  }
  if (show_name) {
    ImGui::PushFont(f.fonts.bold);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(slot.name.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  }
  auto known = ui.editions.find(s.edition);
  const std::string& edition = known != ui.editions.end() && known->second ? edition_name(*known->second)
                               : s.edition_name.empty()                    ? s.edition
                                                                           : s.edition_name;
  std::string line = edition + "  \xC2\xB7  " + progress_text(s);
  ImGui::PushStyleColor(ImGuiCol_Text, col(pal.muted));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(line.c_str());
  if (show_when && slot.saved_at_ms > 0) {
    ImGui::TextUnformatted(saved_when(slot.saved_at_ms, ui.now_ms).c_str());
  }
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  if (!slot.problem.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(col(pal.accent), "%s", slot.problem.c_str());
    ImGui::PopTextWrapPos();
  }
  // Standings: richest first, the bankrupt last.
  std::vector<int> order;
  for (int i = 0; i < static_cast<int>(s.players.size()); ++i) order.push_back(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const PlayerSummary& x = s.players[a];
    const PlayerSummary& y = s.players[b];
    if (x.bankrupt != y.bankrupt) return !x.bankrupt;
    return x.net_worth > y.net_worth;
  });
  std::string table_id = "##players" + slot.id;
  if (!order.empty() &&
      ImGui::BeginTable(table_id.c_str(), 3, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) {
    // TRANSLATORS: the heads of a saved game's standings.
    ImGui::TableSetupColumn(trc("standings", "Player"), ImGuiTableColumnFlags_WidthStretch, 2.2f);
    ImGui::TableSetupColumn(trc("standings", "Cash"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(trc("standings", "Net worth"), ImGuiTableColumnFlags_WidthStretch, 1.1f);
    ImGui::PushStyleColor(ImGuiCol_Text, col(pal.muted));
    ImGui::TableHeadersRow();
    ImGui::PopStyleColor();
    for (int p : order) {
      const PlayerSummary& pl = s.players[p];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      if (p == s.winner) ImGui::PushStyleColor(ImGuiCol_Text, col(pal.accent));
      ImGui::TextUnformatted(pl.name.c_str());
      if (p == s.winner) ImGui::PopStyleColor();
      const char* kind = kind_text(pl.kind, f.phone);
      if (*kind) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", kind);
      }
      ImGui::TableNextColumn();
      if (pl.bankrupt) {
        ImGui::TextColored(col(pal.danger), "%s", tr("Bankrupt"));
      } else {
        ImGui::TextColored(col(pal.accent), "%s", amount(ui, s.edition, pl.cash).c_str());
      }
      ImGui::TableNextColumn();
      if (!pl.bankrupt) ImGui::TextUnformatted(amount(ui, s.edition, pl.net_worth).c_str());
      else ImGui::TextDisabled("\xE2\x80\x94");
    }
    ImGui::EndTable();
  }
}

// A centred card on the table, as the game-over screen.
void begin_card(Frame& f, const char* id, float max_w) {
  float w = std::min(f.width - 16.0f, max_w);
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, f.height - 16.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(f.phone ? 18.0f : 26.0f, f.phone ? 18.0f : 22.0f));
  ImGui::Begin(id, nullptr, kCardFlags);
}

void end_card() {
  ImGui::End();
  ImGui::PopStyleVar(2);
}

void title(Frame& f, const char* text) {
  ImGui::PushFont(f.fonts.title);
  ImGui::TextColored(col(palette().accent), "%s", text);
  ImGui::PopFont();
}

void notice_line(const SavesUi& ui) {
  if (ui.notice.empty()) return;
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextColored(col(ui.notice_bad ? palette().danger : palette().good), "%s", ui.notice.c_str());
  ImGui::PopTextWrapPos();
}

}  // namespace

std::string saved_when(int64_t saved_at_ms, int64_t now_ms) {
  if (saved_at_ms <= 0) return tr("Saved at an unknown time");
  int64_t ago = now_ms - saved_at_ms;
  if (ago >= 0 && ago < 60000) return tr("Saved just now");
  if (ago >= 0 && ago < 3600000) {
    int64_t m = ago / 60000;
    return trnf("Saved {n} minute ago", "Saved {n} minutes ago", static_cast<uint64_t>(m), fmt::arg("n", m));
  }
  std::time_t t = static_cast<std::time_t>(saved_at_ms / 1000);
  std::time_t n = static_cast<std::time_t>(now_ms / 1000);
  std::tm tm{}, tn{};
  localtime_r(&t, &tm);
  localtime_r(&n, &tn);
  char clock[16];
  std::snprintf(clock, sizeof clock, "%d:%02d", tm.tm_hour, tm.tm_min);
  std::tm yesterday = tn;
  yesterday.tm_mday -= 1;
  std::mktime(&yesterday);
  const std::string at = clock;
  if (tm.tm_year == tn.tm_year && tm.tm_yday == tn.tm_yday) return trf("Saved today at {time}", fmt::arg("time", at));
  if (tm.tm_year == yesterday.tm_year && tm.tm_yday == yesterday.tm_yday) {
    return trf("Saved yesterday at {time}", fmt::arg("time", at));
  }
  // TRANSLATORS: the months, abbreviated as in a date ("3 Mar").
  static const char* kMonths[12] = {trc_noop("month", "Jan"), trc_noop("month", "Feb"), trc_noop("month", "Mar"),
                                    trc_noop("month", "Apr"), trc_noop("month", "May"), trc_noop("month", "Jun"),
                                    trc_noop("month", "Jul"), trc_noop("month", "Aug"), trc_noop("month", "Sep"),
                                    trc_noop("month", "Oct"), trc_noop("month", "Nov"), trc_noop("month", "Dec")};
  const std::string month = trc("month", kMonths[tm.tm_mon % 12]);
  // TRANSLATORS: {day} is the day of the month, {month} its abbreviated name; put them in your order.
  if (tm.tm_year == tn.tm_year) {
    return trf("Saved on {day} {month} at {time}", fmt::arg("day", tm.tm_mday), fmt::arg("month", month),
               fmt::arg("time", at));
  }
  // TRANSLATORS: {day} is the day of the month, {month} its abbreviated name; put them in your order.
  return trf("Saved on {day} {month} {year} at {time}", fmt::arg("day", tm.tm_mday), fmt::arg("month", month),
             fmt::arg("year", tm.tm_year + 1900), fmt::arg("time", at));
}

SaveRequest resume_offer_view(Frame& f, SavesUi& ui) {
  SaveRequest req;
  const SlotInfo* slot = nullptr;
  for (const SlotInfo& s : ui.slots) {
    if (s.id == ui.offer_id) slot = &s;
  }
  begin_card(f, "##resume", 600.0f);
  title(f, tr("Welcome back"));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", ui.offer_ok ? tr("Your game is where you left it.") : tr("Your last game could not be opened."));
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  if (!ui.offer_message.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(col(ui.offer_ok ? palette().accent : palette().danger), "%s", ui.offer_message.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
  }
  if (slot) {
    SlotInfo shown = *slot;
    if (shown.problem == ui.offer_message) shown.problem.clear();  // said once, above
    summary_block(f, ui, shown, true);
    ImGui::Spacing();
  }
  float w = ImGui::GetContentRegionAvail().x;
  float h = button_h(f);
  if (ui.offer_ok) {
    f.widgets.focus.set_default("saves.continue");
    if (primary_button(f, "saves.continue", tr("Continue the game"), ImVec2(w, h + 4.0f))) {
      req.kind = SaveRequest::kContinue;
    }
  }
  const std::string list_label = trf("Saved games ({count})", fmt::arg("count", ui.slots.size() + ui.online.size()));
  const std::string new_label = tr("New game");
  const ButtonRow row = button_row(w, 2, {list_label, new_label});
  if (button(f, "saves.list", list_label, true, {}, ImVec2(row.w, h))) req.kind = SaveRequest::kSavedGames;
  row_place(row, 1);
  if (button(f, "saves.new", new_label, true, {}, ImVec2(row.w, h))) req.kind = SaveRequest::kNewGame;
  end_card();
  return req;
}

SaveRequest paused_view(Frame& f, SavesUi& ui) {
  SaveRequest req;
  begin_card(f, "##paused", 560.0f);
  title(f, tr("Game paused"));
  ImGui::PushTextWrapPos(0.0f);
  if (ui.paused_saved) {
    // TRANSLATORS: the paused game, as a board game put away in its box.
    ImGui::TextDisabled("%s", tr("Packed into its case: nobody moves until you come back."));
    ImGui::TextDisabled("%s", saved_when(ui.paused.saved_at_ms, ui.now_ms).c_str());
  } else {
    ImGui::TextColored(col(palette().danger), "%s", ui.paused_message.c_str());
    ImGui::TextDisabled("%s", tr("The game stays open here; Export keeps a copy as a file."));
  }
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  summary_block(f, ui, ui.paused, true, !ui.paused_saved);
  ImGui::Spacing();
  notice_line(ui);
  float w = ImGui::GetContentRegionAvail().x;
  float h = button_h(f) + 4.0f;
  if (primary_button(f, "paused.resume", tr("Resume"), ImVec2(w, h))) req.kind = SaveRequest::kContinue;
  if (button(f, "paused.saves", tr("Saved games"), true, {}, ImVec2(w, h))) req.kind = SaveRequest::kSavedGames;
  if (button(f, "paused.export", tr("Export to a file"), true, {}, ImVec2(w, h))) req.kind = SaveRequest::kExportPlaying;
  if (button(f, "paused.new", tr("New game"), true, {}, ImVec2(w, h))) req.kind = SaveRequest::kNewGame;
  // The language, changed without leaving the game: the same game goes on
  // in other words.
  if (ui.language) ui.language->draw(f, "paused", w);
  end_card();
  return req;
}

SaveRequest elsewhere_view(Frame& f, SavesUi& ui) {
  SaveRequest req;
  begin_card(f, "##elsewhere", 560.0f);
  title(f, ui.elsewhere_moved ? tr("Playing in another tab") : tr("Open in another tab"));
  ImGui::PushTextWrapPos(0.0f);
  const char* text =
      ui.elsewhere_waiting
          ? tr("Asking the other tab or window to save this game and let go of it...")
      : ui.elsewhere_moved && ui.elsewhere_unsaved
          ? tr("This game moved to another tab or window, where it goes on from its last save. "
               "Nothing more is played here.")
      : ui.elsewhere_moved
          ? tr("This game was saved here and moved to another tab or window, where it goes on. "
               "Nothing more is played here.")
          : tr("This game is being played in another tab or window. One game is played in one place at a time, "
               "so that no move is ever lost.");
  ImGui::TextDisabled("%s", text);
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  if (!ui.elsewhere.name.empty()) {
    summary_block(f, ui, ui.elsewhere, true);
    ImGui::Spacing();
  }
  notice_line(ui);
  float w = ImGui::GetContentRegionAvail().x;
  float h = button_h(f) + 4.0f;
  if (ui.elsewhere_unsaved) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(col(palette().danger), "%s",
                       tr("The last moves played here could not be saved (the storage is full), so the game that "
                          "goes on in the other tab or window does not have them. Export them to a file to keep "
                          "them: Saved games can import it."));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    f.widgets.focus.set_default("elsewhere.export");
    if (primary_button(f, "elsewhere.export", tr("Export the moves played here"), ImVec2(w, h))) {
      req.kind = SaveRequest::kExportUnsaved;
    }
  }
  if (!ui.elsewhere_waiting) {
    if (!ui.elsewhere_unsaved) f.widgets.focus.set_default("elsewhere.here");
    // The export comes first when there is one: one primary button a screen.
    const char* here = tr("Play here instead");
    if (ui.elsewhere_unsaved ? button(f, "elsewhere.here", here, true, {}, ImVec2(w, h))
                             : primary_button(f, "elsewhere.here", here, ImVec2(w, h))) {
      req.kind = SaveRequest::kPlayHere;
      req.id = ui.elsewhere.id;
    }
  }
  if (button(f, "elsewhere.saves", tr("Saved games"), true, {}, ImVec2(w, h))) req.kind = SaveRequest::kSavedGames;
  if (button(f, "elsewhere.new", tr("New game"), true, {}, ImVec2(w, h))) req.kind = SaveRequest::kNewGame;
  end_card();
  return req;
}

SaveRequest saved_games_view(Frame& f, SavesUi& ui) {
  SaveRequest req;
  const Palette& pal = palette();
  float w = std::min(f.width, 760.0f);
  ImGui::SetNextWindowPos(ImVec2((f.width - w) * 0.5f, 0));
  ImGui::SetNextWindowSize(ImVec2(w, f.height));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(f.phone ? 12.0f : 16.0f, 14.0f));
  ImGui::Begin("##saves", nullptr, kScreenFlags);
  title(f, tr("Saved games"));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", tr("Every game is saved after each move. Open one to play on."));
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  float avail = ImGui::GetContentRegionAvail().x;
  float h = button_h(f);
  float sp = ImGui::GetStyle().ItemSpacing.x;
  float half = std::floor((avail - sp) * 0.5f);
  const std::string back = ui.session_active ? tr("Back to the game") : tr("Back");
  const std::string import_file = tr("Import a file");
  // Each 200 px wide on a desktop, half the width on a phone; wider, or
  // one a line, where the words need it.
  const float back_w = f.phone ? std::max(half, button_width(back)) : std::max(200.0f, button_width(back));
  if (button(f, "saves.back", back, true, {}, ImVec2(std::min(back_w, avail), h))) req.kind = SaveRequest::kBack;
  if (platform::file_picker_available()) {
    const float import_w = f.phone ? std::max(half, button_width(import_file)) : std::max(200.0f, button_width(import_file));
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < import_w) ImGui::NewLine();
    if (button(f, "saves.import", import_file, true, {}, ImVec2(std::min(import_w, avail), h))) {
      req.kind = SaveRequest::kPickFile;
    }
  } else {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(f.phone ? half : std::max(160.0f, avail - 200.0f - 140.0f - 2 * sp));
    ImGui::InputTextWithHint("##importpath", tr("path of a .json file"), ui.import_path, sizeof ui.import_path);
    f.widgets.add_last_item("saves.import.path", tr("Path of a file to import"), true);
    if (!f.phone) ImGui::SameLine();  // a phone: across the width, under the field
    const std::string import = tr("Import");
    if (button(f, "saves.import", import, ui.import_path[0] != 0, tr("Type the path of a file first"),
               ImVec2(f.phone ? avail : std::max(140.0f, button_width(import)), h))) {
      req.kind = SaveRequest::kImportPath;
      req.text = ui.import_path;
    }
  }
  ImGui::Spacing();
  notice_line(ui);
  if (!ui.list_error.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(col(pal.danger), "%s", ui.list_error.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::Spacing();
  if (ui.slots.empty() && ui.online.empty()) ImGui::TextDisabled("%s", tr("No saved games yet."));

  float card_w = ImGui::GetContentRegionAvail().x;
  float pad = f.phone ? 12.0f : 16.0f;
  std::vector<const SlotInfo*> cards;
  for (const SlotInfo& s : ui.slots) cards.push_back(&s);
  for (const SlotInfo& s : ui.online) cards.push_back(&s);
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const SlotInfo& slot = *cards[i];
    const bool online = i >= ui.slots.size();
    if (online && i == ui.slots.size()) {
      ImGui::Spacing();
      ImGui::PushFont(f.fonts.bold);
      ImGui::TextUnformatted(tr("Online games"));
      ImGui::PopFont();
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("%s", tr("Games with friends on other devices, as this device last saw them. Play on hosts "
                                   "the game again from here; the others come back through its link."));
      ImGui::PopTextWrapPos();
      ImGui::Spacing();
    }
    ImGui::PushID(slot.id.c_str());
    bool playing = slot.id == ui.playing_id && ui.session_active;
    // A panel per game, as high as its content measured last frame.
    float& card_h = ui.card_h[slot.id];
    if (card_h <= 0.0f) card_h = 220.0f;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, col(pal.panel));
    ImGui::PushStyleColor(ImGuiCol_Border, col(playing ? pal.accent : pal.panel));
    ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, playing ? 1.5f : 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 10.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad, pad));
    ImGui::BeginChild("##card", ImVec2(card_w, card_h), true,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                          ImGuiWindowFlags_AlwaysUseWindowPadding);
    float inner = ImGui::GetContentRegionAvail().x;
    ImGui::PushItemWidth(inner);
    if (ui.rename_id == slot.id) {
      ImGui::TextDisabled("%s", tr("New name"));
      ImGui::SetNextItemWidth(inner);
      bool enter = ImGui::InputText("##name", ui.rename_buf, sizeof ui.rename_buf,
                                    ImGuiInputTextFlags_EnterReturnsTrue);
      f.widgets.add_last_item("saves." + slot.id + ".name", tr("New name"), true);
      const std::string ok = tr("Save the name"), cancel = tr("Cancel");
      const ButtonRow row = button_row(inner, 2, {ok, cancel});
      if (primary_button(f, "saves." + slot.id + ".rename-ok", ok, ImVec2(row.w, h)) || enter) {
        req.kind = SaveRequest::kRename;
        req.id = slot.id;
        req.text = ui.rename_buf;
      }
      row_place(row, 1);
      if (button(f, "saves." + slot.id + ".rename-cancel", cancel, true, {}, ImVec2(row.w, h))) ui.rename_id.clear();
      ImGui::Spacing();
    }
    const bool elsewhere = !playing && std::find(ui.elsewhere_ids.begin(), ui.elsewhere_ids.end(), slot.id) !=
                                           ui.elsewhere_ids.end();
    if (playing) {
      ImGui::TextColored(col(pal.accent), "%s", tr("The game you are playing"));
    } else if (elsewhere) {
      ImGui::TextColored(col(pal.accent), "%s", tr("Being played in another tab or window"));
    }
    summary_block(f, ui, slot, ui.rename_id != slot.id);
    ImGui::Spacing();
    if (ui.delete_id == slot.id) {
      ImGui::PushTextWrapPos(0.0f);
      std::string q = online ? std::string(tr("Delete this online game from this device? The other players keep theirs."))
                             : trf("Delete \"{name}\" for good? It cannot be brought back.", fmt::arg("name", slot.name));
      ImGui::TextColored(col(pal.danger), "%s", q.c_str());
      ImGui::PopTextWrapPos();
      // TRANSLATORS: the buttons that confirm or cancel deleting a saved game.
      const std::string yes = trc("saved game", "Delete"), no = tr("Keep it");
      const ButtonRow row = button_row(inner, 2, {yes, no});
      if (danger_button(f, "saves." + slot.id + ".delete-yes", yes, ImVec2(row.w, h))) {
        req.kind = online ? SaveRequest::kDeleteOnline : SaveRequest::kDelete;
        req.id = slot.id;
      }
      row_place(row, 1);
      if (button(f, "saves." + slot.id + ".delete-no", no, true, {}, ImVec2(row.w, h))) ui.delete_id.clear();
    } else if (online || slot.damaged) {
      // Two buttons: an online game's Play on (or, for a local game that
      // cannot be opened, its records to send in), and Delete.
      const std::string first_label = !online ? tr("Export its records")
                                      : slot.summary.game_over ? tr("Look at it") : tr("Play on");
      const std::string del = trc("saved game", "Delete");
      const ButtonRow row = button_row(inner, 2, {first_label, del});
      bool first = false;
      if (!online) {
        first = button(f, "saves." + slot.id + ".export-records", first_label, true, {}, ImVec2(row.w, h));
        if (first) req.kind = SaveRequest::kExportRecords;
      } else {
        first = slot.damaged ? button(f, "saves." + slot.id + ".open", first_label, false,
                                      tr("This online game cannot be read"), ImVec2(row.w, h))
                             : primary_button(f, "saves." + slot.id + ".open", first_label, ImVec2(row.w, h));
        if (first) req.kind = SaveRequest::kOpenOnline;
      }
      if (first) req.id = slot.id;
      row_place(row, 1);
      if (button(f, "saves." + slot.id + ".delete", del, true, {}, ImVec2(row.w, h))) {
        ui.delete_id = slot.id;
        ui.rename_id.clear();
      }
    } else {
      // Four buttons in a row on wide screens, two rows of two on phones
      // (or where a language's words need it).
      const std::string open_label = playing ? tr("Back to it") : slot.summary.game_over ? tr("Look at it") : tr("Open");
      const std::string rename = tr("Rename"), exp = tr("Export"), del = trc("saved game", "Delete");
      const ButtonRow row = button_row(inner, f.phone ? 2 : 4, {open_label, rename, exp, del});
      if (primary_button(f, "saves." + slot.id + ".open", open_label, ImVec2(row.w, h))) {
        req.kind = SaveRequest::kOpen;
        req.id = slot.id;
      }
      row_place(row, 1);
      if (button(f, "saves." + slot.id + ".rename", rename, true, {}, ImVec2(row.w, h))) {
        ui.rename_id = slot.id;
        ui.delete_id.clear();
        std::snprintf(ui.rename_buf, sizeof ui.rename_buf, "%s", slot.name.c_str());
      }
      row_place(row, 2);
      if (button(f, "saves." + slot.id + ".export", exp, true, {}, ImVec2(row.w, h))) {
        req.kind = SaveRequest::kExportSlot;
        req.id = slot.id;
      }
      row_place(row, 3);
      if (button(f, "saves." + slot.id + ".delete", del, !elsewhere,
                 tr("It is being played in another tab or window: close it there first."), ImVec2(row.w, h))) {
        ui.delete_id = slot.id;
        ui.rename_id.clear();
      }
    }
    ImGui::PopItemWidth();
    card_h = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y + pad;
    ImGui::EndChild();
    ImGui::PopStyleVar(3);
    ImGui::PopStyleColor(2);
    ImGui::Dummy(ImVec2(1, 2));
    ImGui::PopID();
  }
  ImGui::Dummy(ImVec2(1, 24));
  ImGui::End();
  ImGui::PopStyleVar();
  return req;
}

bool save_banner(Frame& f, const std::string& title, const std::string& message) {
  bool dismissed = false;
  float w = std::min(f.width - 16.0f, 620.0f);
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height - 8.0f), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.36f, 0.14f, 0.12f, 0.96f));
  ImGui::PushStyleColor(ImGuiCol_Border, col(palette().danger));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(14.0f, 10.0f));
  ImGui::Begin("##savebanner", nullptr,
               kCardFlags | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  const std::string ok = tr("OK");
  float bw = std::max(f.phone ? 64.0f : 72.0f, button_width(ok));
  float text_w = ImGui::GetContentRegionAvail().x - bw - ImGui::GetStyle().ItemSpacing.x;
  ImGui::BeginGroup();
  ImGui::PushFont(f.fonts.bold);
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopFont();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
  ImGui::TextUnformatted(message.c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - bw);
  if (button(f, "save.banner.ok", ok, true, {}, ImVec2(bw, button_h(f)))) dismissed = true;
  ImGui::End();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor(2);
  return dismissed;
}

SaveRequest new_game_overlay(Frame& f, const SavesUi& ui) {
  SaveRequest req;
  float w = std::min(f.width, 820.0f);
  const std::size_t games = ui.slots.size() + ui.online.size();
  std::string label = f.phone || games == 0 ? std::string(tr("Saved games"))
                                             : trf("Saved games ({count})", fmt::arg("count", games));
  float bw = ImGui::CalcTextSize(label.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
  float h = f.phone ? 44.0f : 0.0f;
  ImGui::SetNextWindowPos(ImVec2((f.width - w) * 0.5f + w - bw - 14.0f, 8.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6, 6));
  ImGui::Begin("##newgame-saves", nullptr,
               kCardFlags | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  if (button(f, "newgame.saves", label, true, {}, ImVec2(bw, h))) req.kind = SaveRequest::kSavedGames;
  ImGui::End();
  ImGui::PopStyleVar();
  return req;
}

}  // namespace landlord::ui
