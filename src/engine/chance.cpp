#include "engine/chance.h"

#include "engine/apply.h"

namespace landlord {

DeckCursor fresh_decks(const GameState& s) {
  DeckCursor c;
  for (int d = 0; d < kMaxDecks; ++d) c.unseen[d] = s.decks[d].size;
  return c;
}

bool needs_chance(const Edition& ed, const GameState& s, const Action& a) {
  GameState t = s;
  EventLog events;
  if (apply_action(ed, t, a, &events) != Rejection::kNone) return false;
  if (!(t.rng == s.rng)) return true;  // the generator is only asked for dice
  for (const Event& e : events) {
    if (e.type == EventType::kCardDrawn) return true;
  }
  return false;
}

void take_chance(GameState& s, const ChanceDraw& draw, const DeckCursor& decks) {
  Pcg32 rng = Pcg32::seeded(draw.seed, draw.stream);
  for (int d = 0; d < kMaxDecks; ++d) {
    DeckState& ds = s.decks[d];
    int n = decks.unseen[d] < ds.size ? decks.unseen[d] : ds.size;
    for (int i = n - 1; i > 0; --i) {  // Fisher-Yates over the unseen top
      int j = static_cast<int>(rng.below(static_cast<uint32_t>(i + 1)));
      uint8_t t = ds.cards[i];
      ds.cards[i] = ds.cards[j];
      ds.cards[j] = t;
    }
  }
  // One draw per statement: the order of operands is unspecified in C++,
  // and compilers differ (GCC and Clang gave other dice for one draw).
  uint64_t words[4];
  for (uint64_t& w : words) w = rng.next();
  s.rng = Pcg32::seeded(words[0] | words[1] << 32, words[2] | words[3] << 32);
}

void note_draws(const EventLog& events, DeckCursor& decks) {
  for (const Event& e : events) {
    if (e.type == EventType::kCardDrawn && e.deck >= 0 && e.deck < kMaxDecks && decks.unseen[e.deck] > 0) {
      --decks.unseen[e.deck];
    }
  }
}

}  // namespace landlord
