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

// owned_position(players) with `cash` for every player.
inline GameState rich_position(int players, int cash = 1500) {
  GameState s = owned_position(players);
  for (int p = 0; p < players; ++p) s.players[p].cash = cash;
  return s;
}

// On `from`'s turn, `to` is to answer its offer: `cash` for the deeds
// `asked` (a mask of bit(space)).
inline void offer_to(GameState& s, int from, int to, uint64_t asked, int cash) {
  s.current = from;
  s.phase = Phase::kTradeResponse;
  s.decider = to;
  s.trade.from = from;
  s.trade.to = to;
  s.trade.deeds_asked = asked;
  s.trade.cash_given = cash;
}

}  // namespace landlord::ai::test
