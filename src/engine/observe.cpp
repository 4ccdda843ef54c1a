#include "engine/observe.h"

#include <bit>
#include <type_traits>


namespace landlord {

namespace {

static_assert(kMaxCards <= 32, "a deck's cards are a 32-bit set");

// A deck in canonical form: its cards in ascending order (asked for by a
// search, once for each decision it searches). When the deck holds each
// card once (the usual case) the set of its cards in ascending order is the
// answer; otherwise a counting sort (card indices are below kMaxCards).
void hide_deck(DeckState& ds) {
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
    return;
  }
  uint8_t count[kMaxCards] = {};
  for (int i = 0; i < ds.size; ++i) count[ds.cards[i] % kMaxCards]++;
  int k = 0;
  for (int c = 0; c < kMaxCards; ++c) {
    for (int n = 0; n < count[c]; ++n) ds.cards[k++] = static_cast<uint8_t>(c);
  }
  for (; k < kMaxCards; ++k) ds.cards[k] = 0;
}

static_assert(std::is_trivially_copyable_v<GameState>, "a state copies as bytes");

}  // namespace

const DeckState& Observation::deck(int d) const {
  if (!decks_ready_) {
    for (int k = 0; k < kMaxDecks; ++k) {
      decks_[k] = state_->decks[k];
      hide_deck(decks_[k]);
    }
    decks_ready_ = true;
  }
  return decks_[d];
}

bool Observation::operator==(const Observation& o) const {
  if (viewer != o.viewer || !(state() == o.state())) return false;
  for (int d = 0; d < kMaxDecks; ++d) {
    if (!(deck(d) == o.deck(d))) return false;
  }
  return true;
}

bool same_public_state(const GameState& a, const GameState& b) {
  return observe(a, 0) == observe(b, 0);
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
  const DeckState& ds = o.deck(deck);
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
  GameState s;
  static_cast<PublicState&>(s) = o.state();
  for (int d = 0; d < kMaxDecks; ++d) s.decks[d] = o.deck(d);
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
