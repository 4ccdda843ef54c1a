#include "engine/observe.h"

#include <bit>
#include <cstring>


namespace landlord {

namespace {

static_assert(kMaxCards <= 32, "a deck's cards are a 32-bit set");

// Hidden parts in canonical form: deck contents in ascending order, no
// generator, no forced dice. Computer players decide from observations
// at every step, so this is on the hot path: when a deck holds each card
// once (the usual case) the set of its cards in ascending order is the
// answer; otherwise a counting sort (card indices are below kMaxCards).
void hide_decks(GameState& s) {
  for (int d = 0; d < kMaxDecks; ++d) {
    DeckState& ds = s.decks[d];
    uint32_t set = 0;
    bool twice = false;
    for (int i = 0; i < ds.size; ++i) {
      uint32_t bit = 1u << (ds.cards[i] % kMaxCards);
      twice |= (set & bit) != 0;
      set |= bit;
    }
    if (!twice) {
      int k = 0;
      for (uint32_t rest = set; rest; rest &= rest - 1) ds.cards[k++] = static_cast<uint8_t>(std::countr_zero(rest));
      for (; k < kMaxCards; ++k) ds.cards[k] = 0;
      continue;
    }
    uint8_t count[kMaxCards] = {};
    for (int i = 0; i < ds.size; ++i) count[ds.cards[i] % kMaxCards]++;
    int k = 0;
    for (int c = 0; c < kMaxCards; ++c) {
      for (int n = 0; n < count[c]; ++n) ds.cards[k++] = static_cast<uint8_t>(c);
    }
    for (; k < kMaxCards; ++k) ds.cards[k] = 0;
  }
}

void hide_chance(GameState& s) {
  s.rng.state = 0;
  s.rng.inc = 0;
  for (int i = 0; i < kMaxForcedDice; ++i) s.forced_dice[i][0] = s.forced_dice[i][1] = 0;
  s.forced_count = 0;
}

void hide(GameState& s) {
  hide_decks(s);
  hide_chance(s);
}

}  // namespace

Observation observe(const GameState& s, int player) {
  Observation o;
  observe_into(s, player, o);
  return o;
}

void observe_into(const GameState& s, int player, Observation& out) {
  out.viewer = static_cast<int8_t>(player);
  out.state = s;
  hide(out.state);
}

const Observation& Observer::operator()(const GameState& s, int player) {
  // Decks change only when a card is drawn: their canonical form is kept
  // from the last call while the decks are as they were.
  bool same_decks = valid_;
  static_assert(sizeof(DeckState) == kMaxCards + 1, "decks compare as bytes");
  same_decks = same_decks && std::memcmp(raw_, s.decks, sizeof raw_) == 0;
  seen_.viewer = static_cast<int8_t>(player);
  if (same_decks) {
    DeckState canonical[kMaxDecks];
    for (int d = 0; d < kMaxDecks; ++d) canonical[d] = seen_.state.decks[d];
    seen_.state = s;
    for (int d = 0; d < kMaxDecks; ++d) seen_.state.decks[d] = canonical[d];
  } else {
    for (int d = 0; d < kMaxDecks; ++d) raw_[d] = s.decks[d];
    seen_.state = s;
    hide_decks(seen_.state);
    valid_ = true;
  }
  hide_chance(seen_.state);
  return seen_;
}

bool same_public_state(const GameState& a, const GameState& b) {
  GameState x = a;
  GameState y = b;
  hide(x);
  hide(y);
  return x == y;
}

int dice_outcomes(DiceOutcome out[kDiceOutcomes]) {
  int k = 0;
  for (int a = 1; a <= 6; ++a) {
    for (int b = 1; b <= 6; ++b) {
      out[k].d1 = static_cast<uint8_t>(a);
      out[k].d2 = static_cast<uint8_t>(b);
      ++k;
    }
  }
  return k;
}

int card_outcomes(const Observation& o, int deck, CardOutcome out[kMaxCards]) {
  if (deck < 0 || deck >= kMaxDecks) return 0;
  const DeckState& ds = o.state.decks[deck];
  if (ds.size == 0) return 0;
  int count[kMaxCards] = {};
  for (int i = 0; i < ds.size; ++i) count[ds.cards[i] % kMaxCards]++;
  int n = 0;
  for (int c = 0; c < kMaxCards; ++c) {
    if (count[c] == 0) continue;
    out[n].card = static_cast<uint8_t>(c);
    out[n].probability = static_cast<double>(count[c]) / ds.size;
    ++n;
  }
  return n;
}

bool force_card(GameState& s, int deck, int card) {
  if (deck < 0 || deck >= kMaxDecks) return false;
  DeckState& ds = s.decks[deck];
  for (int i = 0; i < ds.size; ++i) {
    if (ds.cards[i] != card) continue;
    for (int j = i; j > 0; --j) ds.cards[j] = ds.cards[j - 1];
    ds.cards[0] = static_cast<uint8_t>(card);
    return true;
  }
  return false;
}

GameState sample_state(const Observation& o, uint64_t seed) {
  GameState s = o.state;
  s.rng = Pcg32::seeded(seed, 0x5eed5a3b1e5ULL);
  for (int d = 0; d < kMaxDecks; ++d) {
    DeckState& ds = s.decks[d];
    for (int i = ds.size - 1; i > 0; --i) {
      int j = static_cast<int>(s.rng.below(static_cast<uint32_t>(i + 1)));
      uint8_t t = ds.cards[i];
      ds.cards[i] = ds.cards[j];
      ds.cards[j] = t;
    }
  }
  return s;
}

}  // namespace landlord
