// Observations hide exactly the deck order and the dice generator; the
// chance outcomes are complete and can be forced; a sampled state keeps
// everything public.
#include <gtest/gtest.h>

#include <set>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "test_support.h"

namespace landlord {
namespace {

// A position some way into a game, reached with the engine's first legal
// action at every step.
GameState played(const Edition& ed, uint64_t seed, int steps) {
  GameState s = new_game(ed, ed.defaults, 4, seed);
  for (int n = 0; n < steps && s.phase != Phase::kGameOver; ++n) {
    std::vector<Action> legal = legal_actions(ed, s);
    if (legal.empty()) break;
    apply(ed, s, legal[0]);
  }
  return s;
}

TEST(Observe, HiddenInformationOnlyIsHidden) {
  const Edition& ed = *test::classic();
  GameState s = played(ed, 5, 300);
  // The same position with other deck orders and another generator.
  GameState t = s;
  t.rng = Pcg32::seeded(999);
  std::swap(t.decks[0].cards[0], t.decks[0].cards[t.decks[0].size - 1]);
  std::swap(t.decks[1].cards[1], t.decks[1].cards[2]);
  force_dice(t, 6, 6);
  ASSERT_NE(s, t);
  for (int p = 0; p < s.player_count; ++p) {
    EXPECT_EQ(observe(s, p), observe(t, p)) << "player " << p;
  }
  EXPECT_TRUE(same_public_state(s, t));
  // Anything public shows.
  GameState u = s;
  u.players[2].cash += 1;
  EXPECT_NE(observe(s, 0), observe(u, 0));
  EXPECT_FALSE(same_public_state(s, u));
  GameState v = s;
  v.players[1].jail_cards[0]++;  // a held card is public
  EXPECT_NE(observe(s, 0), observe(v, 0));
  // The observation keeps each deck's contents, and reads the public state
  // where it is: nothing is copied.
  Observation o = observe(s, 1);
  EXPECT_EQ(o.viewer, 1);
  EXPECT_EQ(&o.state(), static_cast<const PublicState*>(&s));
  Observer observer;
  EXPECT_EQ(&observer(t, 2).state(), static_cast<const PublicState*>(&t));
  for (int d = 0; d < kMaxDecks; ++d) {
    std::multiset<int> a(s.decks[d].cards, s.decks[d].cards + s.decks[d].size);
    std::multiset<int> b(o.deck(d).cards, o.deck(d).cards + o.deck(d).size);
    EXPECT_EQ(a, b);
  }
}

// What a computer player is handed has no hidden part to read: the public
// state has no decks, generator or forced dice, and the observation gives
// the decks only in canonical form.
template <typename T>
concept ShowsDeckOrder = requires(const T& t) { t.decks; };
template <typename T>
concept ShowsDice = requires(const T& t) { t.rng; } || requires(const T& t) { t.forced_dice; };
static_assert(ShowsDeckOrder<GameState> && ShowsDice<GameState>, "the checks below can fail");
static_assert(!ShowsDeckOrder<PublicState> && !ShowsDice<PublicState>);
static_assert(!ShowsDeckOrder<Observation> && !ShowsDice<Observation>);
static_assert(std::is_same_v<decltype(std::declval<const Observation&>().state()), const PublicState&>);

TEST(Observe, TheObserverGivesWhatObserveGivesAtEveryStep) {
  // The observer hands out one observation again and again: whatever
  // happens to the decks (draws, a card kept, a deck holding a card twice,
  // another game), it must answer as observe() does.
  for (const char* id : {"classic", "travel", "boutique"}) {
    std::shared_ptr<const Edition> ed = load_edition_by_id(test::editions_dir(), id).edition;
    ASSERT_TRUE(ed) << id;
    Observer observer;
    int claims_seen = 0, debts_seen = 0;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      // The fourth game claims rent (rent claims come and go), with five
      // players: the observer keeps only the slots in use up to date.
      Options options = ed->defaults;
      if (seed == 4) options.owner_must_claim_rent = true;
      GameState s = new_game(*ed, options, seed == 4 ? 5 : 4, seed);
      Pcg32 pick = Pcg32::seeded(seed);
      for (int n = 0; n < 1500 && s.phase != Phase::kGameOver; ++n) {
        int p = n % s.player_count;
        ASSERT_EQ(observer(s, p), observe(s, p)) << id << " seed " << seed << " step " << n;
        claims_seen += s.claim_count > 0;
        debts_seen += s.debt_count > 0;
        if (n == 700 && s.decks[0].size > 1) s.decks[0].cards[1] = s.decks[0].cards[0];  // a card twice
        std::vector<Action> legal = legal_actions(*ed, s);
        if (legal.empty()) break;
        apply(*ed, s, legal[pick.next() % legal.size()]);
      }
    }
    // Both were there to be kept up to date.
    EXPECT_GT(claims_seen, 0) << id;
    EXPECT_GT(debts_seen, 0) << id;
  }
}

TEST(Observe, RulesAnswerTheSameOnAnObservation) {
  const Edition& ed = *test::classic();
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    GameState s = played(ed, seed, 50 + static_cast<int>(seed) * 37);
    Observation o = observe(s, s.decider >= 0 ? s.decider : 0);
    std::vector<Action> a = legal_actions(ed, s);
    std::vector<Action> b = legal_actions(ed, o.state());
    EXPECT_EQ(a, b) << "seed " << seed;
  }
}

TEST(Chance, DiceOutcomesAreTheThirtySixRolls) {
  DiceOutcome out[kDiceOutcomes];
  ASSERT_EQ(dice_outcomes(out), 36);
  std::set<std::pair<int, int>> seen;
  int sevens = 0;
  for (const DiceOutcome& d : out) {
    ASSERT_GE(d.d1, 1);
    ASSERT_LE(d.d1, 6);
    ASSERT_GE(d.d2, 1);
    ASSERT_LE(d.d2, 6);
    seen.insert({d.d1, d.d2});
    sevens += d.d1 + d.d2 == 7;
  }
  EXPECT_EQ(seen.size(), 36u);
  EXPECT_EQ(sevens, 6);
}

TEST(Chance, CardOutcomesCoverTheDeckAndCanBeForced) {
  const Edition& ed = *test::classic();
  GameState s = new_game(ed, ed.defaults, 3, 8);
  // One Get Out of Jail Free card is held: it cannot be drawn.
  s.players[0].jail_cards[0] = 1;
  int held = -1;
  for (int i = 0; i < s.decks[0].size; ++i) {
    if (ed.decks[0].cards[s.decks[0].cards[i]].effect.kind == CardKind::kGetOutOfJailFree) held = i;
  }
  ASSERT_GE(held, 0);
  int held_card = s.decks[0].cards[held];
  for (int i = held; i + 1 < s.decks[0].size; ++i) s.decks[0].cards[i] = s.decks[0].cards[i + 1];
  s.decks[0].size--;
  s.decks[0].cards[s.decks[0].size] = 0;

  Observation o = observe(s, 2);
  CardOutcome out[kMaxCards];
  int n = card_outcomes(o, 0, out);
  ASSERT_EQ(n, s.decks[0].size);
  double total = 0;
  for (int k = 0; k < n; ++k) {
    total += out[k].probability;
    EXPECT_NE(out[k].card, held_card);
  }
  EXPECT_NEAR(total, 1.0, 1e-12);

  // Forcing an outcome on a sampled state: that card is on top, the rest
  // of the state is unchanged, and a held card cannot be forced.
  int card = out[n - 1].card;
  GameState f = sample_state(o, 42);
  ASSERT_TRUE(force_card(f, 0, card));
  EXPECT_EQ(f.decks[0].cards[0], card);
  EXPECT_TRUE(same_public_state(f, s));
  EXPECT_FALSE(force_card(f, 0, held_card));
}

TEST(Chance, SampledStatesKeepThePublicPartAndVary) {
  const Edition& ed = *test::classic();
  GameState s = played(ed, 11, 400);
  Observation o = observe(s, 0);
  std::set<std::vector<int>> orders;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    GameState t = sample_state(o, seed);
    EXPECT_TRUE(same_public_state(s, t));
    EXPECT_EQ(observe(t, 0), o);
    std::vector<int> order(t.decks[0].cards, t.decks[0].cards + t.decks[0].size);
    orders.insert(order);
    // A sampled state plays on.
    std::vector<Action> legal = legal_actions(ed, t);
    ASSERT_FALSE(legal.empty());
    EXPECT_TRUE(apply(ed, t, legal[0]).ok());
  }
  EXPECT_GT(orders.size(), 4u);
  // Same seed, same sample.
  EXPECT_EQ(sample_state(o, 3), sample_state(o, 3));
}

}  // namespace
}  // namespace landlord
