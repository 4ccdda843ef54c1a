// The Expert's own deals, in positions where the deal is plainly worth
// proposing (its search still decides; these positions leave it no doubt).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ai/bot.h"
#include "ai/trade_offers.h"
#include "engine/observe.h"
#include "ai_test_support.h"

namespace landlord::ai {
namespace {

using test::classic;
using test::owned_position;
using test::space;

// Another player holds Park Place and lacks only Boardwalk, which a third
// player holds alone: the Expert, holding nothing of the group, offers to
// buy Boardwalk from the third player before the two of them can deal,
// for cash that holder accepts, and says why.
TEST(Expert, BuysTheDeedAnotherPlayerLacksToCompleteAGroup) {
  const Edition& ed = *classic();
  GameState s = owned_position(3);
  s.players[0].cash = 1500;
  s.players[1].cash = 1500;
  s.players[2].cash = 300;
  s.deeds[space("Park Place")].owner = 1;
  s.deeds[space("Boardwalk")].owner = 2;
  auto expert = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, 7);
  expert->set_seat_levels({Level::kExpert, Level::kHard, Level::kHard});
  Action a = expert->decide(ed, observe(s, 0));
  ASSERT_EQ(a.type, ActionType::kProposeTrade);
  EXPECT_EQ(a.trade.to, 2);
  EXPECT_EQ(a.trade.deeds_asked, bit(space("Boardwalk")));
  EXPECT_EQ(a.trade.deeds_given, 0u);
  EXPECT_GT(a.trade.cash_given, 0);
  // Priced for its holder: kHard, which the table says it is, accepts it.
  Board b;
  b.prepare(ed);
  EXPECT_TRUE(accept_offer(b, s, a.trade, 2, style_for(Level::kHard)));
  EXPECT_EQ(expert->reason(), "I'd keep the Dark blue group from being completed; I offer " +
                                  ed.money(a.trade.cash_given) + " for Boardwalk.");
}

}  // namespace
}  // namespace landlord::ai
