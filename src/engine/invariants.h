// Invariants: what must hold in every state the engine can reach.
//
// The property tests, the soak runner (`landlord-cli soak`), the save
// loader (a snapshot to go on from without a replay) and anyone chasing a
// bug ask the same question here: money conserved, one holder per deed, the
// building stock complete, even building, no buildings on a mortgaged or
// split group, no negative cash outside raising cash, the money in play
// within kMaxMoney, the canonical form (unused slots cleared), each card in
// its deck or (a Get Out of Jail Free card) held by one player, exactly
// once, every player on the board and jailed only on the jail space, a
// player still in the game to decide and the one whose decision the phase
// is (the current player's roll, the first debt's debtor, the bidder to
// act, the trade's receiver...), nobody to decide and a winner or game end
// only once the game is over, the turn order (contenders for the first turn
// only during the opening roll, the current player one of the seats), a
// copy equal to the original, and the state written to JSON reading back
// equal.
#pragma once

#include <string>

#include "engine/edition.h"
#include "engine/state.h"

namespace landlord {

// "" when every invariant of the position holds, else what broke, in words.
std::string broken_invariant(const Edition& ed, const GameState& s);

// "" when state -> JSON -> state gives the same state (every reachable state
// must save), else why not.
std::string broken_round_trip(const Edition& ed, const GameState& s);

}  // namespace landlord
