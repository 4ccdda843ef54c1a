// What the computer-player tests share: the Classic edition, its spaces by
// name, and a two-to-eight player position after the opening roll.
#pragma once

#include <memory>
#include <string>

#include "engine/game.h"
#include "source_dir.h"

namespace landlord::ai::test {

inline std::shared_ptr<const Edition> classic() {
  static std::shared_ptr<const Edition> ed =
      load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic").edition;
  return ed;
}

inline int space(const char* name) { return classic()->find_space(name); }

// A new Classic game after the opening roll: player 0 to roll, turn 1.
inline GameState owned_position(int players = 2) {
  const Edition& ed = *classic();
  GameState s = new_game(ed, ed.defaults, players, 3);
  s.phase = Phase::kAwaitRoll;
  s.opening_contenders = 0;
  s.current = 0;
  s.decider = 0;
  s.turn_number = 1;
  return s;
}

}  // namespace landlord::ai::test
