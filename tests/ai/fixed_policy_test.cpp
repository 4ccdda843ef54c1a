// The fixed-policy agents (FP-A, FP-B, FP-C) propose deals as GNOME's
// background agent does (docs/bots.md): one lone site each way at most,
// at its prices.
#include <gtest/gtest.h>

#include "ai/bot.h"
#include "engine/game.h"
#include "ai_test_support.h"

namespace landlord::ai {
namespace {

using test::classic;
using test::owned_position;
using test::space;

// Player 0 holds two oranges and a lone red; player 1 two reds and a lone
// orange: each has the site the other lacks.
GameState swap_position() {
  GameState s = owned_position(4);
  set_owner(s, space("St. James Place"), 0);
  set_owner(s, space("Tennessee Avenue"), 0);
  set_owner(s, space("Kentucky Avenue"), 0);
  set_owner(s, space("New York Avenue"), 1);
  set_owner(s, space("Indiana Avenue"), 1);
  set_owner(s, space("Illinois Avenue"), 1);
  s.players[0].cash = 1000;
  s.players[1].cash = 1000;
  return s;
}

Action first_decision(Level level, const GameState& s) {
  auto bot = make_bot(Skill{level, JailPolicy::kLeaveAtOnce}, 1);
  return bot->decide(*classic(), observe(s, s.current));
}

TEST(FixedPolicy, SwapsLoneSitesAtGnomesPrices) {
  GameState s = swap_position();
  for (Level level : {Level::kFpA, Level::kFpB, Level::kFpC}) {
    Action a = first_decision(level, s);
    ASSERT_EQ(a.type, ActionType::kProposeTrade) << static_cast<int>(level);
    EXPECT_EQ(validate(*classic(), s, a), Rejection::kNone);
    EXPECT_EQ(a.trade.to, 1);
    EXPECT_EQ(a.trade.deeds_given, bit(space("Kentucky Avenue")));
    EXPECT_EQ(a.trade.deeds_asked, bit(space("New York Avenue")));
    // Asks 1.5x Kentucky's $220 or half the buyer's $1,000 (the more),
    // offers 0.75x New York's $200: $500 - $150 to us.
    EXPECT_EQ(a.trade.cash_asked, 350);
    EXPECT_EQ(a.trade.cash_given, 0);
  }
}

TEST(FixedPolicy, ShortOfCashItSellsItsLoneSite) {
  GameState s = swap_position();
  s.players[0].cash = 150;  // less than the Go salary
  s.players[1].cash = 400;
  Action a = first_decision(Level::kFpA, s);
  ASSERT_EQ(a.type, ActionType::kProposeTrade);
  EXPECT_EQ(a.trade.deeds_given, bit(space("Kentucky Avenue")));
  EXPECT_EQ(a.trade.deeds_asked, 0u);
  EXPECT_EQ(a.trade.cash_asked, 330);  // 1.5 x $220: more than half of $400
}

TEST(FixedPolicy, WithNothingToSwapItBuysAtOneAndAnEighth) {
  GameState s = swap_position();
  set_owner(s, space("Kentucky Avenue"), 2);  // no lone site for player 1
  Action a = first_decision(Level::kFpC, s);
  ASSERT_EQ(a.type, ActionType::kProposeTrade);
  EXPECT_EQ(a.trade.to, 1);
  EXPECT_EQ(a.trade.deeds_asked, bit(space("New York Avenue")));
  EXPECT_EQ(a.trade.deeds_given, 0u);
  EXPECT_EQ(a.trade.cash_given, 225);  // 1.125 x $200
  // Not when it would leave half the Go salary or less.
  s.players[0].cash = 325;
  EXPECT_NE(first_decision(Level::kFpC, s).type, ActionType::kProposeTrade);
}

TEST(FixedPolicy, OneProposalATurnAndNoneForASiteThatIsNotLone) {
  GameState s = swap_position();
  auto bot = make_bot(Skill{Level::kFpB, JailPolicy::kLeaveAtOnce}, 1);
  ASSERT_EQ(bot->decide(*classic(), observe(s, 0)).type, ActionType::kProposeTrade);
  EXPECT_NE(bot->decide(*classic(), observe(s, 0)).type, ActionType::kProposeTrade);
  // Player 1 holds a second orange: its New York Avenue is no longer lone.
  set_owner(s, space("St. James Place"), 1);
  s.turn_number += 4;
  Action a = bot->decide(*classic(), observe(s, 0));
  EXPECT_FALSE(a.type == ActionType::kProposeTrade && (a.trade.deeds_asked & bit(space("New York Avenue"))));
}

// The answer of each family to `t`, put to player t.to.
ActionType answer(Level level, GameState s, const TradeOffer& t) {
  s.trade = t;
  s.phase = Phase::kTradeResponse;
  s.decider = static_cast<int8_t>(t.to);
  auto bot = make_bot(Skill{level, JailPolicy::kLeaveAtOnce}, 1);
  return bot->decide(*classic(), observe(s, t.to)).type;
}

// GNOME's agent as written takes any deal that completes one of its groups,
// whatever it gives away (docs/bots.md); FP-A/B/C keep the guard.
TEST(FixedPolicy, TheLiteralFamilyTakesAnyDealThatCompletesItsGroup) {
  GameState s = owned_position(4);
  set_owner(s, space("Baltic Avenue"), 1);     // player 1 lacks Mediterranean for brown
  set_owner(s, space("Mediterranean Avenue"), 0);
  set_owner(s, space("Boardwalk"), 1);
  set_owner(s, space("Park Place"), 2);
  s.players[0].cash = 500;
  s.players[1].cash = 400;
  TradeOffer t;  // Boardwalk ($400) and $150 for Mediterranean ($60)
  t.from = 0;
  t.to = 1;
  t.deeds_given = bit(space("Mediterranean Avenue"));
  t.deeds_asked = bit(space("Boardwalk"));
  t.cash_asked = 150;
  EXPECT_EQ(answer(Level::kGnomeA, s, t), ActionType::kAcceptTrade);
  EXPECT_EQ(answer(Level::kGnomeC, s, t), ActionType::kAcceptTrade);
  for (Level fp : {Level::kFpA, Level::kFpB, Level::kFpC}) EXPECT_EQ(answer(fp, s, t), ActionType::kRejectTrade) << level_name(fp);
  // It still refuses a deal it cannot pay, or one for a mortgaged deed.
  t.cash_asked = 400;
  EXPECT_EQ(answer(Level::kGnomeA, s, t), ActionType::kRejectTrade);
  t.cash_asked = 150;
  s.deeds[space("Boardwalk")].mortgaged = true;
  EXPECT_EQ(answer(Level::kGnomeA, s, t), ActionType::kRejectTrade);
  s.deeds[space("Boardwalk")].mortgaged = false;
  // With no group at stake it takes a deal at a loss by printed prices
  // while its cash stays at the Go salary, not below it.
  set_owner(s, space("Baltic Avenue"), 3);
  t.cash_asked = 0;
  t.cash_given = 10;
  EXPECT_EQ(answer(Level::kGnomeB, s, t), ActionType::kAcceptTrade);  // Boardwalk for Mediterranean and $10
  s.players[1].cash = 150;
  EXPECT_EQ(answer(Level::kGnomeB, s, t), ActionType::kRejectTrade);
  // And something for nothing, never.
  s.players[1].cash = 400;
  t.deeds_given = 0;
  t.cash_given = 0;
  EXPECT_EQ(answer(Level::kGnomeA, s, t), ActionType::kRejectTrade);
}

}  // namespace
}  // namespace landlord::ai
