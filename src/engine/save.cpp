#include "engine/save.h"

#include "engine/serialize.h"

namespace landlord {

namespace {

SaveLoad invalid(std::string message) {
  SaveLoad out;
  out.status = SaveLoad::Status::kInvalid;
  out.error = std::move(message);
  return out;
}

SaveLoad load_with(const Json& j, std::shared_ptr<const Edition> edition) {
  JsonReader r;
  const Edition& ed = *edition;
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

  SaveLoad out;
  out.game = start_game(edition, options, names, seed_value);
  for (std::size_t i = 0; i < actions->size(); ++i) {
    Action a;
    std::string p = path_index("actions", i);
    if (!action_from_json(ed, (*actions)[i], p, r, a)) return invalid(r.error());
    ApplyResult res = play(out.game, a);
    if (!res.ok()) {
      out.status = SaveLoad::Status::kMismatch;
      out.error = p + ": the action is not legal when replayed (" + res.message + ")";
      return out;
    }
  }
  if (!(out.game.state == snap)) {
    out.status = SaveLoad::Status::kMismatch;
    out.error = "snapshot: the replayed game does not match the saved state";
    return out;
  }
  out.status = SaveLoad::Status::kOk;
  return out;
}

bool read_header(const Json& j, JsonReader& r, std::string& edition_id) {
  if (!r.expect_object(j, "")) return false;
  std::string format;
  if (!r.read_string(j, "", "format", 64, format)) return false;
  if (format != "landlord-save") return r.fail("format", "expected \"landlord-save\"");
  int version = 0;
  if (!r.read_int(j, "", "format_version", 1, 1000000, version)) return false;
  if (version != kSaveFormatVersion) {
    return r.fail("format_version", "this version of the game reads version " +
                                        std::to_string(kSaveFormatVersion) + " saves");
  }
  if (!r.read_string(j, "", "edition", 64, edition_id)) return false;
  if (!valid_edition_id(edition_id)) return r.fail("edition", "not a valid edition id");
  return true;
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
  j["edition"] = ed.id;
  j["options"] = options_to_json(game.options);
  j["seed"] = std::to_string(game.seed);
  Json players = Json::array();
  for (const std::string& n : game.names) players.push_back(Json{{"name", n}});
  j["players"] = players;
  Json actions = Json::array();
  for (const Action& a : game.history) actions.push_back(action_to_json(ed, a));
  j["actions"] = actions;
  j["snapshot"] = state_to_json(ed, game.state);
  return j;
}

std::string save_to_text(const Game& game) {
  return dump_json(save_to_json(game), 1) + "\n";
}

SaveLoad load_save_text(std::string_view text, const std::string& editions_dir) {
  Json j;
  std::string error;
  if (!parse_json(text, j, error)) return invalid(error);
  JsonReader r;
  std::string id;
  if (!read_header(j, r, id)) return invalid(r.error());
  EditionLoad ed = load_edition_by_id(editions_dir, id);
  if (!ed.edition) return invalid("edition: " + ed.error);
  return load_with(j, ed.edition);
}

SaveLoad load_save_text(std::string_view text, std::shared_ptr<const Edition> edition) {
  Json j;
  std::string error;
  if (!parse_json(text, j, error)) return invalid(error);
  JsonReader r;
  std::string id;
  if (!read_header(j, r, id)) return invalid(r.error());
  if (!edition || edition->id != id) return invalid("edition: expected \"" + id + "\"");
  return load_with(j, edition);
}

}  // namespace landlord
