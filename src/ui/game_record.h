// What a finished game's screen tells beyond the ranking, worked out by
// replaying the game's history through the engine: every player's net
// worth turn by turn, rent collected and paid, and the space that earned
// the most rent.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/game.h"

namespace landlord::ui {

struct GameRecord {
  std::vector<uint32_t> turns;              // turn number of each sample
  std::vector<std::vector<int64_t>> worth;  // [player][sample], 0 once bankrupt
  std::vector<Money> rent_in, rent_out;     // per player
  int best_space = -1;                      // most rent collected
  Money best_rent = 0;
  bool ok = false;
};

GameRecord record_game(const Game& game);

}  // namespace landlord::ui
