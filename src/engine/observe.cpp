#include "engine/observe.h"

namespace landlord {

namespace {

// Hidden parts in canonical form: deck contents in ascending order (a
// counting sort: card indices are below kMaxCards), no generator, no
// forced dice.
void hide(GameState& s) {
  for (int d = 0; d < kMaxDecks; ++d) {
    DeckState& ds = s.decks[d];
    uint8_t count[kMaxCards] = {};
    for (int i = 0; i < ds.size; ++i) count[ds.cards[i] % kMaxCards]++;
    int k = 0;
    for (int c = 0; c < kMaxCards; ++c) {
      for (int n = 0; n < count[c]; ++n) ds.cards[k++] = static_cast<uint8_t>(c);
    }
    for (; k < kMaxCards; ++k) ds.cards[k] = 0;
  }
  s.rng.state = 0;
  s.rng.inc = 0;
  for (int i = 0; i < kMaxForcedDice; ++i) s.forced_dice[i][0] = s.forced_dice[i][1] = 0;
  s.forced_count = 0;
}

}  // namespace

Observation observe(const GameState& s, int player) {
  Observation o;
  o.viewer = static_cast<int8_t>(player);
  o.state = s;
  hide(o.state);
  return o;
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
