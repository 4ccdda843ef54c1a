#include "engine/observe.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>
#include <type_traits>


namespace landlord {

namespace {

static_assert(kMaxCards <= 32, "a deck's cards are a 32-bit set");

// Hidden parts in canonical form: deck contents in ascending order, no
// generator, no forced dice. Computer players decide from observations
// at every step, so this is on the hot path: when a deck holds each card
// once (the usual case) the set of its cards in ascending order is the
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

void hide_decks(GameState& s) {
  for (int d = 0; d < kMaxDecks; ++d) hide_deck(s.decks[d]);
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

// The observer copies only what a step can have changed into the state it
// keeps: the hidden parts are already in canonical form there (the
// generator and forced dice stay zero, the decks are hidden again only when
// they changed), and the debts and rent claims past their counts are
// default in both states (the canonical form, state.h), so only the slots
// in use are copied. Copying the whole 1.1 KB state for every decision was
// a third of `landlord-cli bench` (docs/performance.md). The ranges are
// checked against the layout here, and observe_test compares every
// observation with observe()'s.
namespace {

constexpr std::size_t kDecksAt = offsetof(GameState, decks);
constexpr std::size_t kAfterDecks = offsetof(GameState, bank_houses);
constexpr std::size_t kRngAt = offsetof(GameState, rng);
constexpr std::size_t kPhaseAt = offsetof(GameState, phase);
constexpr std::size_t kDebtsAt = offsetof(GameState, debts);
constexpr std::size_t kAfterDebts = offsetof(GameState, debt_count);
constexpr std::size_t kClaimsAt = offsetof(GameState, claims);
constexpr std::size_t kAfterClaims = offsetof(GameState, clock_ms_left);
// Each skipped range holds exactly the members named: a member added to the
// state lands in a copied range, or fails here.
static_assert(kAfterDecks == kDecksAt + sizeof(GameState::decks), "decks, then bank_houses");
static_assert(offsetof(GameState, forced_dice) == kRngAt + sizeof(Pcg32), "rng, then forced_dice");
static_assert(offsetof(GameState, forced_count) == offsetof(GameState, forced_dice) + sizeof(GameState::forced_dice),
              "forced_dice, then forced_count");
static_assert(kPhaseAt == offsetof(GameState, forced_count) + 1, "forced_count, then phase");
static_assert(kAfterDebts == kDebtsAt + sizeof(GameState::debts), "debts, then debt_count");
static_assert(kAfterClaims == kClaimsAt + sizeof(GameState::claims), "claims, then clock_ms_left");
static_assert(std::is_trivially_copyable_v<GameState>, "a state copies as bytes");

// Sixteen bytes at a time, unrolled: GCC made the largest range (368
// bytes) a `rep movs`, whose start-up cost is about that of the whole copy;
// `landlord-cli bench` runs about 15% faster natively this way, and in
// WebAssembly it is no slower than one `memory.copy` per range
// (docs/performance.md).
template <std::size_t kBegin, std::size_t kEnd>
inline void copy_bytes(GameState& to, const GameState& from) {
  char* t = reinterpret_cast<char*>(&to) + kBegin;
  const char* f = reinterpret_cast<const char*>(&from) + kBegin;
  constexpr std::size_t n = kEnd - kBegin;
  struct Chunk {
    char b[16];
  };
#pragma GCC unroll 64
  for (std::size_t i = 0; i + 16 <= n; i += 16) {
    Chunk c;
    __builtin_memcpy(&c, f + i, 16);
    __builtin_memcpy(t + i, &c, 16);
  }
  constexpr std::size_t done = n / 16 * 16;
  if constexpr (n > done) __builtin_memcpy(t + done, f + done, n - done);
}

// A deck as it was against the deck now, eight bytes at a time:
// WebAssembly's C library compares byte by byte.
bool same_deck(const DeckState& a, const DeckState& b) {
  constexpr std::size_t n = sizeof(DeckState);
  const char* x = reinterpret_cast<const char*>(&a);
  const char* y = reinterpret_cast<const char*>(&b);
  uint64_t diff = 0;
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t u, v;
    std::memcpy(&u, x + i, 8);
    std::memcpy(&v, y + i, 8);
    diff |= u ^ v;
  }
  for (; i < n; ++i) diff |= static_cast<uint64_t>(static_cast<unsigned char>(x[i] ^ y[i]));
  return diff == 0;
}

}  // namespace

const Observation& Observer::operator()(const GameState& s, int player) {
  seen_.viewer = static_cast<int8_t>(player);
  GameState& o = seen_.state;
  if (!valid_) {
    o = s;
    hide(o);
    for (int d = 0; d < kMaxDecks; ++d) raw_[d] = s.decks[d];
    valid_ = true;
    return seen_;
  }
  const int old_debts = o.debt_count;
  const int old_claims = o.claim_count;
  copy_bytes<0, kDecksAt>(o, s);
  copy_bytes<kAfterDecks, kRngAt>(o, s);
  copy_bytes<kPhaseAt, kDebtsAt>(o, s);
  copy_bytes<kAfterDebts, kClaimsAt>(o, s);
  copy_bytes<kAfterClaims, sizeof(GameState)>(o, s);
  // Slots in use now, and those given up since the last call (default in s).
  const int debts = std::min<int>(kMaxDebts, std::max<int>(s.debt_count, old_debts));
  for (int i = 0; i < debts; ++i) o.debts[i] = s.debts[i];
  const int claims = std::min<int>(kMaxRentClaims, std::max<int>(s.claim_count, old_claims));
  for (int i = 0; i < claims; ++i) o.claims[i] = s.claims[i];
  // Decks change only when a card is drawn: their canonical form is kept
  // while they are as they were.
  static_assert(sizeof(DeckState) == kMaxCards + 1, "decks compare as bytes");
  for (int d = 0; d < kMaxDecks; ++d) {
    if (same_deck(raw_[d], s.decks[d])) continue;  // a draw changes one deck
    raw_[d] = o.decks[d] = s.decks[d];
    hide_deck(o.decks[d]);
  }
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
