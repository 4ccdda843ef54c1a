// The look-ahead's choice and its race: which candidate a search picks,
// which candidates stop playing futures at a look, that a race plays
// fewer futures and picks what the whole search picks when one candidate
// is plainly worse, and that proposals the receivers refuse play the
// futures of the first of them once.
#include <gtest/gtest.h>

#include <vector>

#include "ai/evaluate.h"
#include "ai/search.h"
#include "engine/observe.h"
#include "ai_test_support.h"

namespace landlord::ai {
namespace {

using test::classic;
using test::offer_to;
using test::rich_position;
using test::space;

constexpr double kMargin = 0.008;

TEST(SearchRace, TheFirstCandidateStandsUnlessBeatenByTheMargin) {
  Candidate c[3];
  double close[3] = {0.300, 0.305, 0.307};
  EXPECT_EQ(pick_plan(c, close, 3, kMargin), 0);
  double clear[3] = {0.300, 0.305, 0.309};
  EXPECT_EQ(pick_plan(c, clear, 3, kMargin), 2);
  // Once another leads, the margin is no longer asked: a higher score is enough.
  double after[3] = {0.300, 0.309, 0.3095};
  EXPECT_EQ(pick_plan(c, after, 3, kMargin), 2);
  c[2].handicap = 0.03;  // a gift must win by more
  EXPECT_EQ(pick_plan(c, clear, 3, kMargin), 0);
  c[2].handicap = 0;
  bool out[3] = {false, false, true};
  EXPECT_EQ(pick_plan(c, clear, 3, kMargin, out), 0);
}

// Eight futures of three candidates: the second is 0.05 below the first in
// every future (no doubt left), the third within noise of it.
TEST(SearchRace, ALookDropsOnlyTheCandidatesThatCannotBeChosen) {
  const int n = 3, played = 8;
  std::vector<double> scores(static_cast<std::size_t>(n * played));
  for (int r = 0; r < played; ++r) {
    double base = 0.3 + 0.01 * (r % 3);
    scores[static_cast<std::size_t>(r * n + 0)] = base;
    scores[static_cast<std::size_t>(r * n + 1)] = base - 0.05;
    scores[static_cast<std::size_t>(r * n + 2)] = base + (r % 2 ? 0.03 : -0.03);
  }
  Candidate c[3];
  SearchBudget budget;
  budget.race_every = 8;
  bool left[3] = {};
  EXPECT_EQ(race_look(c, n, scores.data(), played, kMargin, budget, left), 1);
  EXPECT_FALSE(left[0]);
  EXPECT_TRUE(left[1]);
  EXPECT_FALSE(left[2]);
}

// Six candidates, none clearly out: with halving, the leader and the two
// challengers nearest to it play on (the closest by mean, their noise the
// same); without, all six.
TEST(SearchRace, HalvingKeepsTheChallengersNearestToBeingChosen) {
  const int n = 6, played = 8;
  std::vector<double> scores(static_cast<std::size_t>(n * played));
  for (int r = 0; r < played; ++r) {
    scores[static_cast<std::size_t>(r * n)] = 0.3;
    for (int i = 1; i < n; ++i) {
      scores[static_cast<std::size_t>(r * n + i)] = 0.3 - 0.001 * (6 - i) + (r % 2 ? 0.05 : -0.05);
    }
  }
  Candidate c[6];
  SearchBudget budget;
  budget.race_every = 8;
  bool all[6] = {};
  EXPECT_EQ(race_look(c, n, scores.data(), played, kMargin, budget, all), 5);
  budget.race_halving = true;
  bool halved[6] = {};
  EXPECT_EQ(race_look(c, n, scores.data(), played, kMargin, budget, halved), 2);
  EXPECT_FALSE(halved[0]);  // the leader
  EXPECT_TRUE(halved[1]);
  EXPECT_TRUE(halved[2]);
  EXPECT_TRUE(halved[3]);
  EXPECT_FALSE(halved[4]);
  EXPECT_FALSE(halved[5]);
}

// Accepting a deal that hands the Dark blue group over for $10 is plainly
// worse than refusing it: the race stops after its first look, with the
// choice the whole search makes.
TEST(SearchRace, ARacePlaysFewerFuturesAndChoosesAsTheWholeSearch) {
  const Edition& ed = *classic();
  Board b;
  b.prepare(ed);
  GameState s = rich_position(3);
  set_owner(s, space("Park Place"), 0);
  set_owner(s, space("Boardwalk"), 0);
  offer_to(s, 1, 0, bit(space("Park Place")) | bit(space("Boardwalk")), 10);
  Candidate c[2];
  c[0].first = Action::make(ActionType::kRejectTrade, 0);
  c[1].first = Action::make(ActionType::kAcceptTrade, 0);
  SearchBudget whole{32, 9, 96000};
  SearchBudget race = whole;
  race.race_every = 8;
  race.race_halving = true;
  double s_whole[2], s_race[2];
  SearchResult w = search_plans(ed, b, observe(s, 0), c, 2, 5, whole, kMargin, s_whole);
  SearchResult r = search_plans(ed, b, observe(s, 0), c, 2, 5, race, kMargin, s_race);
  EXPECT_EQ(w.futures, 64);
  EXPECT_EQ(r.futures, 16);
  EXPECT_EQ(w.chosen, 0);
  EXPECT_EQ(r.chosen, 0);
  EXPECT_LT(r.actions, w.actions);
  EXPECT_GT(s_whole[0], s_whole[1] + 0.05);
  // The same seed, the same futures: a search is reproducible.
  double again[2];
  SearchResult r2 = search_plans(ed, b, observe(s, 0), c, 2, 5, race, kMargin, again);
  EXPECT_EQ(r2.actions, r.actions);
  EXPECT_EQ(again[0], s_race[0]);
  EXPECT_EQ(again[1], s_race[1]);
}

// Two offers of $10 for a deed, each refused by its receiver (kHard), give
// back the table as it was: the second plays exactly the first one's
// futures, so with merge_refused it plays none, and the first scores what
// it scored without.
TEST(SearchRace, ProposalsTheReceiversRefusePlayTheFirstOnesFutures) {
  const Edition& ed = *classic();
  Board b;
  b.prepare(ed);
  GameState s = rich_position(3);
  set_owner(s, space("Boardwalk"), 1);
  set_owner(s, space("Park Place"), 2);
  Candidate c[3];
  c[0].first = Action::make(ActionType::kRoll, 0);
  for (int i = 1; i <= 2; ++i) {
    c[i].first = Action::make(ActionType::kProposeTrade, 0);
    c[i].first.trade.from = 0;
    c[i].first.trade.to = static_cast<int8_t>(i);
    c[i].first.trade.deeds_asked = bit(space(i == 1 ? "Boardwalk" : "Park Place"));
    c[i].first.trade.cash_given = 10;
  }
  SearchBudget each{8, 6, 32000};
  double all[3], merged[3];
  SearchResult a = search_plans(ed, b, observe(s, 0), c, 3, 9, each, kMargin, all);
  EXPECT_EQ(a.futures, 24);
  EXPECT_EQ(a.merged, 0);
  EXPECT_EQ(all[1], all[2]);
  each.merge_refused = true;
  SearchResult m = search_plans(ed, b, observe(s, 0), c, 3, 9, each, kMargin, merged);
  EXPECT_EQ(m.futures, 16);
  EXPECT_EQ(m.merged, 1);
  EXPECT_EQ(merged[0], all[0]);
  EXPECT_EQ(merged[1], all[1]);
  EXPECT_EQ(m.chosen, a.chosen);
  // An offer its receiver takes is no such proposal: it plays its own.
  c[2].first.trade.cash_given = 1400;
  SearchResult taken = search_plans(ed, b, observe(s, 0), c, 3, 9, each, kMargin, merged);
  EXPECT_EQ(taken.merged, 0);
  EXPECT_EQ(taken.futures, 24);
}

}  // namespace
}  // namespace landlord::ai
