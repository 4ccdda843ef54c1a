#include "engine/save.h"

#include <algorithm>
#include <string_view>
#include <utility>

#include "engine/edition_hashes.h"
#include "engine/invariants.h"
#include "engine/json.h"
#include "engine/serialize.h"

namespace landlord {

namespace {

constexpr std::size_t kMaxRecordEntries = 256;

SaveLoad invalid(std::string message) {
  SaveLoad out;
  out.status = SaveLoad::Status::kInvalid;
  out.error = std::move(message);
  return out;
}

struct Header {
  int version = 0;
  std::string edition_id;
  int rules_version = 1;
  std::string edition_hash;  // "" in version 1 saves: unknown
  bool newer = false;
};

// Every top-level member a save may have, by the format version that
// introduced it. Anything else is refused, so that a save cannot carry
// bulk the game never reads.
struct KnownKey {
  std::string_view name;
  int since;
};
constexpr KnownKey kKnownKeys[] = {
    {"format", 1},        {"format_version", 1}, {"edition", 1},     {"options", 1},
    {"seed", 1},          {"players", 1},        {"actions", 1},     {"snapshot", 1},
    {"rules_version", 2}, {"edition_hash", 2},   {"base", 2},        {"record", 2},
};

bool known_keys(const Json& j, int version, JsonReader& r) {
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& key = it.key();
    bool known = std::any_of(std::begin(kKnownKeys), std::end(kKnownKeys), [&](const KnownKey& k) {
      return k.name == key && k.since <= version;
    });
    if (!known) {
      return r.fail(key.substr(0, 64), "not a field of a version " + std::to_string(version) + " save");
    }
  }
  return true;
}

bool hex_hash(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
  });
}

// What an action is whatever the rules and edition data: an object naming a
// known action and a seat. What else it reads depends on the edition (the
// spaces and decks it names), so under other edition data an action that
// is well formed may still not read: that parts the replay. One that is
// not even this is damage, whatever the save says it was made under.
bool well_formed_action(const Json& j, const std::string& path, JsonReader& r) {
  Action head;
  return action_head_from_json(j, path, r, head);
}

bool well_formed_actions(const Json& actions, const std::string& path, std::size_t from,
                         JsonReader& r) {
  for (std::size_t i = from; i < actions.size(); ++i) {
    if (!well_formed_action(actions[i], path_index(path, i), r)) return false;
  }
  return true;
}

// The rules versions a save may say it was made under: every one up to
// today's has its line in tests/rules-versions.txt
// (RulesPin.OneLinePerVersionUpToTodays), and read_header refuses a newer.
bool pinned_rules_version(int v) { return v >= 1 && v <= kRulesVersion; }

// The earlier stretches of a game, kept as they were written.
bool read_record(const Json& record, JsonReader& r) {
  if (!r.expect_array(record, "record", kMaxRecordEntries)) return false;
  for (std::size_t i = 0; i < record.size(); ++i) {
    const Json& e = record[i];
    std::string p = path_index("record", i);
    if (!r.expect_object(e, p)) return false;
    int version = 0;
    std::string hash;
    if (!r.read_int(e, p, "rules_version", 1, 1000000, version) ||
        !r.read_string(e, p, "edition_hash", 16, hash, false)) {
      return false;
    }
    const Json* actions = r.member(e, p, "actions", true);
    if (!actions || !r.expect_array(*actions, path_key(p, "actions"), kMaxSavedActions) ||
        !well_formed_actions(*actions, path_key(p, "actions"), 0, r)) {
      return false;
    }
  }
  return true;
}

SaveLoad load_with(const Json& j, const Header& h, std::shared_ptr<const Edition> edition) {
  JsonReader r;
  const Edition& ed = *edition;
  if (!known_keys(j, h.version, r)) return invalid(r.error());
  const Json* opts = r.member(j, "", "options", true);
  Options options = ed.defaults;
  if (!opts || !saved_options_from_json(*opts, "options", r, options)) return invalid(r.error());
  const Json* seed = r.member(j, "", "seed", true);
  uint64_t seed_value = 0;
  if (!seed || !r.as_uint64(*seed, "seed", seed_value)) return invalid(r.error());
  const Json* players = r.member(j, "", "players", true);
  if (!players || !r.expect_array(*players, "players", kMaxPlayers)) return invalid(r.error());
  if (static_cast<int>(players->size()) < ed.min_players ||
      static_cast<int>(players->size()) > ed.max_players) {
    return invalid("players: this edition is for " + std::to_string(ed.min_players) + " to " +
                   std::to_string(ed.max_players) + " players");
  }
  std::vector<std::string> names;
  for (std::size_t i = 0; i < players->size(); ++i) {
    std::string name;
    if (!r.read_string((*players)[i], path_index("players", i), "name", 64, name)) {
      return invalid(r.error());
    }
    names.push_back(name);
  }
  const Json* actions = r.member(j, "", "actions", true);
  if (!actions || !r.expect_array(*actions, "actions", kMaxSavedActions)) {
    return invalid(r.error());
  }
  const Json* snapshot = r.member(j, "", "snapshot", true);
  GameState snap;
  if (!snapshot || !state_from_json(ed, *snapshot, "snapshot", r, snap)) return invalid(r.error());
  const Json* base = h.version >= 2 ? r.member(j, "", "base", false) : nullptr;
  GameState base_state;
  if (base) {
    if (!state_from_json(ed, *base, "base", r, base_state)) return invalid(r.error());
    std::string bad = broken_invariant(ed, base_state);
    if (bad.empty() && base_state.player_count != names.size()) bad = "not the save's players";
    if (!bad.empty()) return invalid("base: " + bad);
  }
  const Json* record = h.version >= 2 ? r.member(j, "", "record", false) : nullptr;
  if (record && !read_record(*record, r)) return invalid(r.error());

  // The same rules and data as when it was saved: the history must replay
  // exactly. Otherwise a replay that parts from the snapshot is expected,
  // if the save's word for where it was made can be believed: a rules
  // version that was pinned, and edition data a released version shipped
  // for this edition (or today's). Version 1 saves are rules version 1's,
  // the only one that wrote them, and carry no fingerprint to check. A
  // save that claims anything else is checked as one made today.
  const bool today = h.rules_version == kRulesVersion &&
                     (h.edition_hash.empty() || h.edition_hash == ed.data_hash);
  std::string unbelieved;  // why the save's word is not taken, if it is not
  if (!today && !pinned_rules_version(h.rules_version)) {
    unbelieved = "rules version " + std::to_string(h.rules_version) + " was never released";
  } else if (!today && h.version >= 2 && h.edition_hash != ed.data_hash &&
             !shipped_edition_data(ed.id, h.edition_hash)) {
    unbelieved = "its edition_hash \"" + h.edition_hash +
                 "\" is no edition data a version of Landlord shipped for \"" + ed.id + "\"";
  }
  const bool same_rules = today || !unbelieved.empty();
  SaveLoad out;
  out.rules_version = h.rules_version;
  out.game = start_game(edition, options, names, seed_value);
  if (base) {
    out.game.from_base = true;
    out.game.base = base_state;
    out.game.state = base_state;
  }
  if (record) out.game.record = *record;
  std::string parted;  // where the replay parted from the save, if it did
  std::size_t replayed = 0;  // actions read, up to where the replay parted
  for (; replayed < actions->size() && parted.empty(); ++replayed) {
    Action a;
    std::string p = path_index("actions", replayed);
    JsonReader ar;
    if (!action_from_json(ed, (*actions)[replayed], p, ar, a)) {
      if (same_rules) return invalid(ar.error());
      JsonReader shape;
      if (!well_formed_action((*actions)[replayed], p, shape)) return invalid(shape.error());
      parted = ar.error();
      break;
    }
    ApplyResult res = play(out.game, a);
    if (!res.ok()) parted = p + ": the action is not legal when replayed (" + res.message + ")";
  }
  if (parted.empty() && !(out.game.state == snap)) {
    parted = "snapshot: the replayed game does not match the saved state";
  }
  if (parted.empty()) {
    out.status = SaveLoad::Status::kOk;
    return out;
  }
  if (same_rules) {
    out.status = SaveLoad::Status::kMismatch;
    out.error = parted;
    if (!unbelieved.empty()) out.error += "; " + unbelieved + ", so it must replay as made today";
    return out;
  }
  // Made under other rules or data. The history it keeps for the record
  // must at least be one (the actions past where the replay parted were
  // not read), and the snapshot must hold together to go on from.
  if (!well_formed_actions(*actions, "actions", replayed, r)) return invalid(r.error());
  std::string bad = broken_invariant(ed, snap);
  if (bad.empty() && snap.player_count != names.size()) bad = "not the save's players";
  if (!bad.empty()) {
    out.status = SaveLoad::Status::kMismatch;
    out.error = "snapshot: " + bad + " (" + parted + ")";
    return out;
  }
  Game g = start_game(edition, options, names, seed_value);
  g.record = record ? *record : Json::array();
  Json stretch = {{"rules_version", h.rules_version}, {"actions", *actions}};
  if (!h.edition_hash.empty()) stretch["edition_hash"] = h.edition_hash;
  if (base) stretch["base"] = *base;
  g.record->push_back(std::move(stretch));
  g.from_base = true;
  g.base = snap;
  g.state = snap;
  out.game = std::move(g);
  out.status = SaveLoad::Status::kOk;
  out.from_snapshot = true;
  out.note = parted;
  return out;
}

bool read_header(const Json& j, JsonReader& r, Header& h) {
  if (!r.expect_object(j, "")) return false;
  std::string format;
  if (!r.read_string(j, "", "format", 64, format)) return false;
  if (format != "landlord-save") return r.fail("format", "expected \"landlord-save\"");
  if (!r.read_int(j, "", "format_version", 1, 1000000, h.version)) return false;
  if (h.version > kSaveFormatVersion) {
    h.newer = true;
    return r.fail("format_version", "this version of the game reads saves up to version " +
                                        std::to_string(kSaveFormatVersion));
  }
  if (!r.read_string(j, "", "edition", 64, h.edition_id)) return false;
  if (!valid_edition_id(h.edition_id)) return r.fail("edition", "not a valid edition id");
  if (h.version >= 2) {
    if (!r.read_int(j, "", "rules_version", 1, 1000000, h.rules_version) ||
        !r.read_string(j, "", "edition_hash", 16, h.edition_hash)) {
      return false;
    }
    if (!hex_hash(h.edition_hash)) return r.fail("edition_hash", "expected hex digits");
    if (h.rules_version > kRulesVersion) {
      h.newer = true;
      return r.fail("rules_version", "this game was played under rules version " +
                                         std::to_string(h.rules_version) +
                                         "; this version of the game plays rules version " +
                                         std::to_string(kRulesVersion));
    }
  }
  return true;
}

SaveLoad load_text(std::string_view text, const std::string* editions_dir,
                   std::shared_ptr<const Edition> edition) {
  if (text.size() > kMaxSaveBytes) {
    return invalid("the save is too large (" + std::to_string(text.size()) + " bytes; at most " +
                   std::to_string(kMaxSaveBytes) + ")");
  }
  Json j;
  std::string error;
  if (!parse_json(text, j, error)) return invalid(error);
  JsonReader r;
  Header h;
  if (!read_header(j, r, h)) {
    SaveLoad out = invalid(r.error());
    out.newer = h.newer;
    return out;
  }
  if (editions_dir) {
    EditionLoad ed = load_edition_by_id(*editions_dir, h.edition_id);
    if (!ed.edition) return invalid("edition: " + ed.error);
    edition = ed.edition;
  } else if (!edition || edition->id != h.edition_id) {
    return invalid("edition: expected \"" + h.edition_id + "\"");
  }
  return load_with(j, h, edition);
}

}  // namespace

Game start_game(std::shared_ptr<const Edition> edition, const Options& options,
                std::vector<std::string> names, uint64_t seed) {
  Game g;
  g.state = new_game(*edition, options, static_cast<int>(names.size()), seed);
  g.edition = std::move(edition);
  g.options = options;
  g.seed = seed;
  g.names = std::move(names);
  return g;
}

GameState initial_state(const Game& game) {
  if (game.from_base) return game.base;
  return new_game(*game.edition, game.options, static_cast<int>(game.names.size()), game.seed);
}

ApplyResult play(Game& game, const Action& action, EventLog* events) {
  ApplyResult r = apply(*game.edition, game.state, action, events);
  if (r.ok()) game.history.push_back(action);
  return r;
}

Json save_to_json(const Game& game) {
  const Edition& ed = *game.edition;
  Json j = Json::object();
  j["format"] = "landlord-save";
  j["format_version"] = kSaveFormatVersion;
  j["rules_version"] = kRulesVersion;
  j["edition"] = ed.id;
  j["edition_hash"] = ed.data_hash;
  j["options"] = options_to_json(game.options);
  j["seed"] = std::to_string(game.seed);
  Json players = Json::array();
  for (const std::string& n : game.names) players.push_back(Json{{"name", n}});
  j["players"] = std::move(players);
  if (!game.record->empty()) j["record"] = *game.record;
  if (game.from_base) j["base"] = state_to_json(ed, game.base);
  Json actions = Json::array();
  for (const Action& a : game.history) actions.push_back(action_to_json(ed, a));
  j["actions"] = std::move(actions);
  j["snapshot"] = state_to_json(ed, game.state);
  return j;
}

std::string save_to_text(const Game& game) {
  return dump_json(save_to_json(game), 1) + "\n";
}

SaveLoad load_save_text(std::string_view text, const std::string& editions_dir) {
  return load_text(text, &editions_dir, nullptr);
}

SaveLoad load_save_text(std::string_view text, std::shared_ptr<const Edition> edition) {
  return load_text(text, nullptr, std::move(edition));
}

}  // namespace landlord
