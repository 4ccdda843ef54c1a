// legal_actions(): every action allowed right now, for menus, bots and
// random-game tests.
//
// Auctions list a representative set of bids (+1, +10, +100 over the current
// bid, within the bidder's cash) and dropping out. Trades are not listed:
// any content may be proposed and apply() validates it.
#pragma once

#include <vector>

#include "engine/action.h"
#include "engine/edition.h"
#include "engine/state.h"

namespace landlord {

std::vector<Action> legal_actions(const Edition& ed, const PublicState& s);
// Only the actions of one player (the decider's choices plus, between
// rolls, that player's building and mortgage actions).
void legal_actions_for(const Edition& ed, const PublicState& s, int player, std::vector<Action>& out);

}  // namespace landlord
