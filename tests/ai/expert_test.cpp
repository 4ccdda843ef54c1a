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

// Another player offers cash for the deed that completes its group. At the
// least cash kHard accepts, the deal is about even by kHard's valuation,
// and the Expert refuses: refusing is the choice its look-ahead must beat
// by its margin. Paid far above that, it sells.
TEST(Expert, ADealCompletingTheProposersGroupMustBeWorthIt) {
  const Edition& ed = *classic();
  Board b;
  b.prepare(ed);
  auto offer_at = [&](int cash) {
    GameState s = owned_position(3);
    for (int p = 0; p < 3; ++p) s.players[p].cash = 1500;
    s.deeds[space("Oriental Avenue")].owner = 1;
    s.deeds[space("Vermont Avenue")].owner = 1;
    s.deeds[space("Connecticut Avenue")].owner = 0;
    s.current = 1;
    s.phase = Phase::kTradeResponse;
    s.decider = 0;
    s.trade.from = 1;
    s.trade.to = 0;
    s.trade.deeds_asked = bit(space("Connecticut Avenue"));
    s.trade.cash_given = cash;
    return s;
  };
  int least = 0;
  for (int c = 10; c <= 1500 && least == 0; c += 10) {
    if (accept_offer(b, offer_at(c), offer_at(c).trade, 0, style_for(Level::kHard))) least = c;
  }
  ASSERT_GT(least, 0);
  auto answer = [&](int cash) {
    auto expert = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, 7);
    expert->set_seat_levels({Level::kExpert, Level::kFpA, Level::kFpB});
    return expert->decide(ed, observe(offer_at(cash), 0)).type;
  };
  EXPECT_EQ(answer(least), ActionType::kRejectTrade) << "at " << least;
  EXPECT_EQ(answer(1400), ActionType::kAcceptTrade);
}

}  // namespace
}  // namespace landlord::ai
