// Bots at the money extremes the options allow: the game of
// `landlord-cli simulate --games 1 --players 2 --option start_cash=1000000
// --option salary=1000000 --option go_landing_bonus=1000000
// --max-turns 40000` runs to its end with cash beyond 32 bits, never
// wrapping, and every bot action legal.
#include <gtest/gtest.h>

#include <string>

#include "ai/match.h"
#include "source_dir.h"

namespace landlord::ai {
namespace {

TEST(MoneyExtremes, MillionsOnEveryLapNeverWrap) {
  auto ed =
      load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic").edition;
  ASSERT_TRUE(ed);
  MatchSetup setup;
  setup.edition = ed.get();
  setup.options = ed->defaults;
  setup.options.start_cash = 1000000;
  setup.options.salary = 1000000;
  setup.options.go_landing_bonus = 1000000;
  setup.players = 2;
  setup.max_turns = 40000;
  setup.seed = game_seed(1, 0);  // simulate's first game with --seed 1
  MatchResult r = play_match(setup);
  ASSERT_NE(r.end, MatchEnd::kIllegal) << action_type_name(r.rejected.type);
  ASSERT_NE(r.end, MatchEnd::kActionBudget);
  EXPECT_EQ(r.fallbacks, 0u);
  EXPECT_EQ(r.failures, 0u) << action_type_name(r.rejected.type) << ": "
                            << rejection_name(r.rejection);
  Money richest = 0;
  for (int p = 0; p < setup.players; ++p) {
    EXPECT_GE(r.cash[p], 0) << "player " << p + 1;
    EXPECT_LE(r.cash[p], kMaxMoney);
    richest = std::max(richest, r.cash[p]);
  }
  EXPECT_GT(richest, Money{1} << 31) << "the game should pass what 32 bits hold";
  if (r.end == MatchEnd::kGameOver) {
    ASSERT_GE(r.winner, 0);
    EXPECT_EQ(r.cash[r.winner], richest);
  }
}

}  // namespace
}  // namespace landlord::ai
