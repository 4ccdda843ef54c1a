// apply(): the one way a game moves forward.
//
// validate() decides with the rules queries whether an action is allowed
// right now, without touching the state; apply() runs validate() and only
// then changes the state, so a rejected action changes nothing. Events are
// produced only when a log is given.
#pragma once

#include "engine/action.h"
#include "engine/edition.h"
#include "engine/events.h"
#include "engine/state.h"

namespace landlord {

Rejection validate(const Edition& ed, const PublicState& s, const Action& a);
ApplyResult apply(const Edition& ed, GameState& s, const Action& a, EventLog* events = nullptr);
// apply() for a host that steps whole games and needs only whether the
// action was applied: the same validation and the same change of state,
// without the refusal's message (explain(), rules.h, makes it when someone
// reads it). Rejection::kNone when applied.
Rejection apply_action(const Edition& ed, GameState& s, const Action& a, EventLog* events = nullptr);

// The player who must decide now (kNobody when the game is over).
inline int decider(const PublicState& s) {
  return s.phase == Phase::kGameOver ? kNobody : s.decider;
}

}  // namespace landlord
