#include "saves/game_file.h"

#include "saves/bundled_editions.h"

#include <cstdio>
#include <map>
#include <utility>

#include "engine/json.h"
#include "engine/json_reader.h"
#include "text/numbers.h"
#include "text/tr.h"

namespace landlord::saves {

namespace {

// A save made under other rules or edition data that goes on from its
// snapshot (engine/save.h).
constexpr const char* kRulesChangedNote =
    tr_noop("This game was saved by an earlier version of Landlord whose rules differ from today's. "
            "It goes on from where it was saved, under today's rules; its earlier moves are kept in the "
            "saved game for the record.");

// The file's own words for what is wrong in it (a member's path, the
// JSON parser's report): not translated.
std::string damaged(std::string_view detail) {
  // TRANSLATORS: {detail} is technical, in English: where in the file, and what is wrong there.
  return trf("This file is damaged: {detail}.", fmt::arg("detail", detail));
}

}  // namespace

std::string bytes_text(std::size_t bytes) {
  // English writes them as every earlier version did, without separators
  // ("8388608"); the other languages group the digits their way
  // ("8.388.608", "8 388 608").
  if (text::language() == "en") {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%zu", bytes);
    return buf;
  }
  return text::number(static_cast<int64_t>(bytes));
}

std::string clean_name(std::string_view name) {
  std::string out;
  for (char c : name) {
    unsigned char u = static_cast<unsigned char>(c);
    out.push_back(u < 0x20 || u == 0x7f ? ' ' : c);
  }
  std::size_t b = out.find_first_not_of(' ');
  if (b == std::string::npos) return {};
  std::size_t e = out.find_last_not_of(' ');
  out = out.substr(b, e - b + 1);
  if (out.size() > kMaxSlotNameBytes) {
    std::size_t n = kMaxSlotNameBytes;
    while (n > 0 && (static_cast<unsigned char>(out[n]) & 0xC0) == 0x80) --n;
    out.resize(n);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Editions

EditionLookup editions_in(std::vector<std::string> dirs) {
  auto cache = std::make_shared<std::map<std::string, std::shared_ptr<const Edition>>>();
  return [dirs = std::move(dirs), cache](const std::string& id) -> std::shared_ptr<const Edition> {
    if (!valid_edition_id(id)) return nullptr;
    auto it = cache->find(id);
    if (it != cache->end()) return it->second;
    for (const BundledEdition& b : bundled_editions()) {
      if (b.id != id) continue;
      EditionLoad load = load_edition_text(b.text);
      if (load.edition) (*cache)[id] = load.edition;
      return load.edition;
    }
    for (const std::string& d : dirs) {
      EditionLoad load = load_edition_by_id(d, id);
      if (load.edition) {
        (*cache)[id] = load.edition;
        return load.edition;
      }
    }
    return nullptr;
  };
}

// ---------------------------------------------------------------------------
// Summaries

GameSummary summarize(const Game& game, const TableRecord& table) {
  GameSummary s;
  if (!game.edition) return s;
  const Edition& ed = *game.edition;
  const GameState& st = game.state;
  s.edition = ed.id;
  s.edition_name = ed.name;
  for (int p = 0; p < st.player_count && p < kMaxPlayers; ++p) {
    PlayerSummary ps;
    ps.name = static_cast<std::size_t>(p) < game.names.size() ? game.names[p] : "";
    if (static_cast<std::size_t>(p) < table.seats.size()) ps.kind = seat_kind_name(table.seats[p].kind);
    ps.cash = st.players[p].cash;
    ps.net_worth = net_worth(ed, st, p);
    uint64_t deeds = deeds_of(ed, st, p);
    ps.deeds = 0;
    for (; deeds; deeds &= deeds - 1) ++ps.deeds;
    ps.bankrupt = st.players[p].bankrupt;
    s.players.push_back(ps);
  }
  s.turn = st.turn_number;
  s.phase = phase_name(st.phase);
  s.game_over = st.phase == Phase::kGameOver;
  s.winner = st.winner;
  s.actions = game.history.size();
  return s;
}

Json summary_to_json(const GameSummary& s) {
  Json players = Json::array();
  for (const PlayerSummary& p : s.players) {
    players.push_back({{"name", p.name},
                       {"kind", p.kind},
                       {"cash", p.cash},
                       {"net_worth", p.net_worth},
                       {"deeds", p.deeds},
                       {"bankrupt", p.bankrupt}});
  }
  return {{"edition", s.edition},     {"edition_name", s.edition_name}, {"players", players},
          {"turn", s.turn},           {"phase", s.phase},               {"game_over", s.game_over},
          {"winner", s.winner},       {"actions", s.actions}};
}

bool summary_from_json(const Json& j, GameSummary& out) {
  JsonReader r;
  GameSummary s;
  if (!r.expect_object(j, "summary")) return false;
  if (!r.read_string(j, "summary", "edition", 64, s.edition) ||
      !r.read_string(j, "summary", "edition_name", 200, s.edition_name) ||
      !r.read_int(j, "summary", "turn", 0, (1ll << 32) - 1, s.turn) ||
      !r.read_string(j, "summary", "phase", 64, s.phase) ||
      !r.read_bool(j, "summary", "game_over", s.game_over) ||
      !r.read_int(j, "summary", "winner", -1, kMaxPlayers - 1, s.winner) ||
      !r.read_int(j, "summary", "actions", 0, 1ll << 40, s.actions)) {
    return false;
  }
  const Json* players = r.member(j, "summary", "players", true);
  if (!players || !r.expect_array(*players, "summary.players", kMaxPlayers)) return false;
  for (std::size_t i = 0; i < players->size(); ++i) {
    const Json& pj = (*players)[i];
    std::string path = path_index("summary.players", i);
    PlayerSummary p;
    if (!r.read_string(pj, path, "name", 64, p.name) ||
        !r.read_string(pj, path, "kind", 16, p.kind) ||
        !r.read_int(pj, path, "cash", -(1ll << 40), 1ll << 40, p.cash) ||
        !r.read_int(pj, path, "net_worth", -(1ll << 40), 1ll << 40, p.net_worth) ||
        !r.read_int(pj, path, "deeds", 0, 64, p.deeds) ||
        !r.read_bool(pj, path, "bankrupt", p.bankrupt)) {
      return false;
    }
    s.players.push_back(std::move(p));
  }
  out = std::move(s);
  return true;
}

// ---------------------------------------------------------------------------
// Game files

std::string game_file_text(const Game& game, const TableRecord& table, std::string_view name,
                           int64_t saved_at_ms, uint64_t seq, int indent) {
  Json j = Json::object();
  j["format"] = kGameFileFormat;
  j["format_version"] = kGameFileVersion;
  j["name"] = std::string(name);
  j["saved_at"] = saved_at_ms;
  j["seq"] = seq;
  j["summary"] = summary_to_json(summarize(game, table));
  j["ui"] = table.empty() ? Json::object() : table_to_json(table);
  j["save"] = save_to_json(game);
  std::string text = dump_json(j, indent);
  if (indent >= 0) text += "\n";
  return text;
}

namespace {

GameFile file_error(std::string message) {
  GameFile f;
  f.message = std::move(message);
  return f;
}

// Replays an engine save held in `save` (already parsed).
GameFile replay_save(const Json& save, const EditionLookup& editions, GameFile f) {
  if (!save.is_object()) return file_error(tr("This file is damaged: \"save\" is not an object."));
  auto ed_it = save.find("edition");
  if (ed_it == save.end() || !ed_it->is_string() || ed_it->get_ref<const std::string&>().size() > 64) {
    return file_error(tr("This file is damaged: save.edition is missing or not a short string."));
  }
  const std::string& ed_id = ed_it->get_ref<const std::string&>();
  std::shared_ptr<const Edition> edition = editions ? editions(ed_id) : nullptr;
  if (!edition) {
    return file_error(trf("This game uses the edition “{edition}”, which this version of Landlord does not have.",
                          fmt::arg("edition", ed_id)));
  }
  std::string text = dump_json(save, -1);
  SaveLoad load = load_save_text(text, edition);
  if (load.newer) {
    // TRANSLATORS: {detail} is technical, in English: what in the save is newer.
    GameFile newer = file_error(trf("This game was saved by a newer version of Landlord (save.{detail}). Update "
                                    "the game to open it.",
                                    fmt::arg("detail", load.error)));
    newer.newer = true;
    return newer;
  }
  if (load.status == SaveLoad::Status::kInvalid) {
    // TRANSLATORS: {detail} is technical, in English: where in the save, and what is wrong there.
    return file_error(trf("This file is damaged: save.{detail}", fmt::arg("detail", load.error)));
  }
  if (load.status == SaveLoad::Status::kMismatch) {
    // TRANSLATORS: {detail} is technical, in English: the first move or value that does not replay.
    return file_error(trf("This saved game does not replay correctly (save.{detail}); it was probably edited or "
                          "damaged.",
                          fmt::arg("detail", load.error)));
  }
  f.game = std::move(load.game);
  f.rules_version = load.rules_version;
  f.ok = true;
  if (load.from_snapshot) f.note = tr(kRulesChangedNote);
  return f;
}

}  // namespace

GameFile parse_game_file(std::string_view text, const EditionLookup& editions) {
  if (text.empty()) return file_error(tr("This file is empty."));
  if (text.size() > kMaxGameFileBytes) {
    const std::string bytes = bytes_text(text.size()), limit = bytes_text(kMaxGameFileBytes);
    return file_error(trf("This file is too large ({bytes} bytes): saved games are at most {limit} bytes (8 MiB).",
                          fmt::arg("bytes", bytes), fmt::arg("limit", limit)));
  }
  Json j;
  std::string error;
  if (!parse_json(text, j, error)) {
    // TRANSLATORS: {detail} is technical, in English: where the file stops being JSON.
    return file_error(trf("This file is not a Landlord saved game, or it is damaged or cut short ({detail}).",
                          fmt::arg("detail", error)));
  }
  if (!j.is_object()) return file_error(tr("This file is not a Landlord saved game."));
  auto fmt = j.find("format");
  if (fmt == j.end() || !fmt->is_string()) {
    return file_error(tr("This file is not a Landlord saved game (it has no \"format\")."));
  }
  const std::string& format = fmt->get_ref<const std::string&>();
  bool bare = format == "landlord-save";
  if (!bare && format != kGameFileFormat) {
    const std::string shown = format.substr(0, 64);
    return file_error(trf("This file is not a Landlord saved game (its format is “{format}”).",
                          fmt::arg("format", shown)));
  }
  JsonReader r;
  int version = 0;
  if (!r.read_int(j, "", "format_version", 0, 1000000000, version)) {
    return file_error(damaged(r.error()));
  }
  int newest = bare ? kSaveFormatVersion : kGameFileVersion;
  if (version > newest) {
    GameFile newer = file_error(trf("This game was saved by a newer version of Landlord (format {version}); this "
                                    "version reads up to format {newest}. Update the game to open it.",
                                    fmt::arg("version", version), fmt::arg("newest", newest)));
    newer.newer = true;
    return newer;
  }
  if (version < 1) {
    return file_error(trf("This file has an unknown format version ({version}).", fmt::arg("version", version)));
  }
  GameFile f;
  f.version = version;
  if (bare) {
    f.name = tr("Imported game");
    return replay_save(j, editions, std::move(f));
  }
  // Version 1 is the only version so far; older versions would be upgraded
  // here, one step at a time, before reading.
  std::string name;
  if (!r.read_string(j, "", "name", 4 * kMaxSlotNameBytes, name, false) ||
      !r.read_int(j, "", "saved_at", 0, int64_t{1} << 53, f.saved_at_ms, false) ||
      !r.read_int(j, "", "seq", 0, int64_t{1} << 53, f.seq, false)) {
    return file_error(damaged(r.error()));
  }
  f.name = clean_name(name);
  if (f.name.empty()) f.name = tr("Imported game");
  if (const Json* ui = r.member(j, "", "ui", false)) {
    if (!table_from_json(*ui, f.table, error)) return file_error(damaged(error));
  }
  const Json* save = r.member(j, "", "save", true);
  if (!save) return file_error(tr("This file is damaged: it holds no game (\"save\" is missing)."));
  f = replay_save(*save, editions, std::move(f));
  if (f.ok && !f.table.empty() && f.table.seats.size() != f.game.names.size()) {
    const std::size_t seats = f.table.seats.size();
    return file_error(trnf("This file is damaged: it seats {seats} player at a game of {players}.",
                           "This file is damaged: it seats {seats} players at a game of {players}.", seats,
                           fmt::arg("seats", seats), fmt::arg("players", f.game.names.size())));
  }
  // Written by the first releases (rules 1 and 2, no "palette"): the seats
  // keep the colours they were shown in then. Files of rules 3 and later
  // without the field were written with today's palette (all but a few
  // hours' builds of rules 3, which cannot be told apart).
  if (f.ok && f.table.palette == 0) {
    if (f.rules_version <= 2) {
      for (Seat& seat : f.table.seats) seat.colour = colour_from_palette_1(seat.colour);
    }
    f.table.palette = kPaletteVersion;
  }
  return f;
}

}  // namespace landlord::saves
