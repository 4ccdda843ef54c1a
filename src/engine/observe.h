// Observations and chance: what one player at the table can see, and the
// random outcomes the game still hides from them.
//
// A GameState holds two things no player can see: the order of the cards
// in each deck and the dice generator (with any dice forced by a test or
// scenario). observe() gives everything else, as a GameState whose hidden
// parts are put in one canonical form: each deck keeps its cards (which
// cards are in it is public: the Get Out of Jail Free cards held are on the
// table) but in ascending order, and the generator and forced dice are
// zeroed. Two states that differ only in hidden information therefore give
// the same observation, byte for byte, and a computer player deciding from
// the observation cannot tell them apart. Every rules query (rent_due,
// check_build, validate, ...) answers the same on an observation as on the
// state it came from, since none of them reads the hidden parts.
//
// The chance outcomes make the hidden parts explicit for a search:
// dice_outcomes() lists the 36 equally likely rolls and card_outcomes() the
// next card of a deck with its probability given what the observer knows;
// force_dice() (state.h) and force_card() fix one outcome on a sampled
// state, and sample_state() draws a whole state consistent with an
// observation (decks shuffled and a generator seeded afresh), so a bot that
// looks ahead plays on a possible future, never on the real one.
#pragma once

#include <cstdint>

#include "engine/edition.h"
#include "engine/state.h"

namespace landlord {

struct Observation {
  int8_t viewer = kNobody;  // the player who sees it
  GameState state;          // hidden parts in canonical form (see above)

  bool operator==(const Observation&) const = default;
};

// What `player` can see of `s`.
Observation observe(const GameState& s, int player);
// The same into `out`, for hosts that ask at every step (no new state).
void observe_into(const GameState& s, int player, Observation& out);

// observe() for a host that asks at every step of one game: the same
// observations, from a buffer it keeps, reusing the decks' canonical form
// while the decks have not changed. The reference is valid until the next
// call.
class Observer {
 public:
  const Observation& operator()(const GameState& s, int player);

 private:
  Observation seen_;
  DeckState raw_[kMaxDecks];
  bool valid_ = false;
};

// True when `a` and `b` differ at most in hidden information.
bool same_public_state(const GameState& a, const GameState& b);

// One roll of two dice: each of the 36 outcomes has probability 1/36.
struct DiceOutcome {
  uint8_t d1 = 0;
  uint8_t d2 = 0;
};
inline constexpr int kDiceOutcomes = 36;
// Fills `out` with the 36 rolls (d1 major) and returns 36.
int dice_outcomes(DiceOutcome out[kDiceOutcomes]);

// A card that may come off the top of a deck, and its probability.
struct CardOutcome {
  uint8_t card = 0;          // index in the edition's deck
  double probability = 0;
};
// The distinct cards that may be drawn next from `deck` as far as the
// observer knows (every card in the deck, equally likely), merged by card;
// returns their number (0 for an empty deck).
int card_outcomes(const Observation& o, int deck, CardOutcome out[kMaxCards]);

// Puts `card` on top of `deck` (keeping the others in order), so that the
// next draw is that outcome. False if the card is not in the deck.
bool force_card(GameState& s, int deck, int card);

// A full state consistent with `o`: every deck shuffled uniformly and a
// new generator, both from `seed`; forced dice none. Everything public is
// as in `o`.
GameState sample_state(const Observation& o, uint64_t seed);

}  // namespace landlord
