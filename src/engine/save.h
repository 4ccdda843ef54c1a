// Saves: a versioned JSON record of how a game was set up and every action
// since, plus a snapshot of the state for checking.
//
// A save is trusted only after replaying: loading rebuilds the game from the
// seed and the history and compares the result with the snapshot. A save
// made under other rules (an older rules_version) or other edition data
// whose history no longer replays goes on from its snapshot instead, once
// the snapshot passes broken_invariant; its history is kept for the
// record. That claim is believed only for a pinned rules version and
// edition data a released version shipped (edition_hashes.h); a save that
// claims anything else is checked as made today. A history that is not
// made of actions is refused whatever the save claims. See
// docs/save-format.md and docs/rules-versions.md.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/apply.h"
#include "engine/edition.h"
#include "engine/events.h"
#include "engine/json_reader.h"
#include "engine/rules_version.h"
#include "engine/state.h"

namespace landlord {

// 2: rules_version, edition_hash, and "base" and "record" for games that
// went on from a snapshot. Version 1 saves are read as rules version 1.
inline constexpr int kSaveFormatVersion = 2;
inline constexpr std::size_t kMaxSavedActions = 2000000;
// The largest save read or written, here and in the browser (a 1200-turn
// game is about 0.14 MiB).
inline constexpr std::size_t kMaxSaveBytes = 8u * 1024u * 1024u;

// A game with its setup and history: what the app keeps and what a save holds.
struct Game {
  std::shared_ptr<const Edition> edition;
  Options options;
  uint64_t seed = 0;
  std::vector<std::string> names;
  std::vector<Action> history;
  GameState state;
  // Where `history` starts: new_game(seed) unless the game went on from the
  // snapshot of a save made under other rules or edition data; then
  // from_base is set and `base` is that snapshot.
  bool from_base = false;
  GameState base;
  // Earlier moves, kept for the record and never replayed: one entry per
  // stretch played under other rules or data, oldest first, each
  // {"rules_version", "edition_hash", "actions", and "base" if it had one}.
  JsonValue record = JsonValue::array();
};

// The state at the start of game.history.
GameState initial_state(const Game& game);

Game start_game(std::shared_ptr<const Edition> edition, const Options& options,
                std::vector<std::string> names, uint64_t seed);
// apply() plus recording the action when it is accepted.
ApplyResult play(Game& game, const Action& action, EventLog* events = nullptr);

Json save_to_json(const Game& game);
std::string save_to_text(const Game& game);

struct SaveLoad {
  enum class Status { kOk, kInvalid, kMismatch };
  Status status = Status::kInvalid;
  std::string error;
  Game game;
  // kInvalid because the save comes from a newer version of the game (a
  // newer format or rules version).
  bool newer = false;
  // The rules version the save was made under.
  int rules_version = kRulesVersion;
  // kOk, but the history did not replay under today's rules or edition
  // data: the game goes on from the save's snapshot and its history moved
  // to game.record. `note` says where the replay parted (for logs).
  bool from_snapshot = false;
  std::string note;

  bool ok() const { return status == Status::kOk; }
};

// Finds the edition by id in `editions_dir`.
SaveLoad load_save_text(std::string_view text, const std::string& editions_dir);
// Uses the given edition, which must have the save's edition id.
SaveLoad load_save_text(std::string_view text, std::shared_ptr<const Edition> edition);

}  // namespace landlord
