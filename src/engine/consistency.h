// Whether a state read from outside holds together. A save's snapshot must
// pass this before a game goes on from it without a replay (a save made
// under other rules or edition data, see save.h). It is not proof that the
// position can be reached in play; it catches damage and impossible
// positions: money created or lost, buildings beyond the Bank's stock,
// deeds of nobody or of a bankrupt player, cards lost from a deck.
#pragma once

#include <string>

#include "engine/edition.h"
#include "engine/state.h"

namespace landlord {

// "" when the state is consistent, else what is wrong, for a message.
std::string state_inconsistency(const Edition& ed, const GameState& s);

}  // namespace landlord
