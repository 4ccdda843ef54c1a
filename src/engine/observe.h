// Observations and chance: what one player at the table can see, and the
// random outcomes the game still hides from them.
//
// A GameState holds two things no player can see: the order of the cards
// in each deck and the dice generator (with any dice forced by a test or
// scenario). GameState keeps them apart from its PublicState (state.h), so
// an observation is the public state read in place, where it is, and each
// deck's cards in one canonical form: which cards are in a deck is public
// (the Get Out of Jail Free cards held are on the table), so the deck keeps
// its cards, but in ascending order. Two states that differ only in hidden
// information therefore give equal observations, and a computer player
// deciding from one cannot tell them apart: it is handed a PublicState, and
// every rules query it may ask (rent_due, check_build, validate, ...)
// takes one. Nothing is copied to make an observation: the decks' canonical
// form is made only when asked for (a search drawing possible futures).
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

// What one player sees of a state, which must outlive it (a temporary is
// refused): its public part, read in place, and each deck's contents.
class Observation {
 public:
  Observation() = default;
  Observation(const GameState& s, int player) : viewer(static_cast<int8_t>(player)), state_(&s) {}
  Observation(const GameState&& s, int player) = delete;

  int8_t viewer = kNobody;  // the player who sees it

  const PublicState& state() const { return *state_; }
  // Which cards deck `d` holds, in ascending order (their order is hidden).
  // Put in that form on first use: only a search asks.
  const DeckState& deck(int d) const;

  bool operator==(const Observation& o) const;

 private:
  friend class Observer;
  const GameState* state_ = nullptr;  // read through state() and deck() only
  mutable DeckState decks_[kMaxDecks];
  mutable bool decks_ready_ = false;
};

// What `player` can see of `s`.
inline Observation observe(const GameState& s, int player) { return Observation(s, player); }
Observation observe(const GameState&& s, int player) = delete;

// observe() for a host that asks at every step of one game, from a buffer
// it keeps: the reference is valid until the next call, and while `s` lives.
class Observer {
 public:
  const Observation& operator()(const GameState& s, int player) {
    seen_.viewer = static_cast<int8_t>(player);
    seen_.state_ = &s;
    seen_.decks_ready_ = false;
    return seen_;
  }

 private:
  Observation seen_;
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
