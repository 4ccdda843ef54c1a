// Saves: a versioned JSON record of how a game was set up and every action
// since, plus a snapshot of the state for checking.
//
// A save is trusted only after replaying: loading rebuilds the game from the
// seed and the history and compares the result with the snapshot. See
// docs/save-format.md.
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
#include "engine/state.h"

namespace landlord {

inline constexpr int kSaveFormatVersion = 1;
inline constexpr std::size_t kMaxSavedActions = 2000000;

// A game with its setup and history: what the app keeps and what a save holds.
struct Game {
  std::shared_ptr<const Edition> edition;
  Options options;
  uint64_t seed = 0;
  std::vector<std::string> names;
  std::vector<Action> history;
  GameState state;
};

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

  bool ok() const { return status == Status::kOk; }
};

// Finds the edition by id in `editions_dir`.
SaveLoad load_save_text(std::string_view text, const std::string& editions_dir);
// Uses the given edition, which must have the save's edition id.
SaveLoad load_save_text(std::string_view text, std::shared_ptr<const Edition> edition);

}  // namespace landlord
