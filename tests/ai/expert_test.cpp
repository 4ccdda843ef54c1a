// The Expert's own deals, in positions where the deal is plainly worth
// proposing (its search still decides; these positions leave it no doubt).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ai/bot.h"
#include "ai/trade_offers.h"
#include "engine/json.h"
#include "engine/observe.h"
#include "ai_test_support.h"

namespace landlord::ai {
namespace {

using test::classic;
using test::offer_to;
using test::owned_position;
using test::rich_position;
using test::space;

// Another player holds Park Place and lacks only Boardwalk, which a third
// player, short of cash, holds alone: the Expert, holding nothing of the
// group, offers to buy Boardwalk from the third player before the two of
// them can deal, for cash that holder accepts, and says why. (At a table
// of kHard players, who sell a group's last deed only for what the group
// is worth, its look-ahead mostly finds the block not worth its price.)
TEST(Expert, BuysTheDeedAnotherPlayerLacksToCompleteAGroup) {
  const Edition& ed = *classic();
  GameState s = owned_position(3);
  s.players[0].cash = 1500;
  s.players[1].cash = 1500;
  s.players[2].cash = 100;
  set_owner(s, space("Park Place"), 1);
  set_owner(s, space("Boardwalk"), 2);
  auto expert = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, 7);
  expert->set_seat_levels({Level::kExpert, Level::kFpB, Level::kFpC});
  Action a = expert->decide(ed, observe(s, 0));
  ASSERT_EQ(a.type, ActionType::kProposeTrade);
  EXPECT_EQ(a.trade.to, 2);
  EXPECT_EQ(a.trade.deeds_asked, bit(space("Boardwalk")));
  EXPECT_EQ(a.trade.deeds_given, 0u);
  EXPECT_GT(a.trade.cash_given, 0);
  // Priced for its holder: FP-C, which the table says it is, accepts it.
  Board b;
  b.prepare(ed);
  EXPECT_TRUE(fixed_policy_accepts(b, s, a.trade, style_for(Level::kFpC)));
  EXPECT_EQ(expert->reason(), "I'd keep the Dark blue group from being completed; I offer " +
                                  ed.money(a.trade.cash_given) + " for Boardwalk.");
}

// Another player holds Park Place and lacks only Boardwalk, which the Bank
// still holds: nobody can sell the Expert Boardwalk, and landing on it would
// complete the group. Holding nothing of the group, the Expert offers to buy
// Park Place from that player, for cash its level accepts, and says why.
TEST(Expert, BuysADeedOfAGroupWhoseLastDeedTheBankHolds) {
  const Edition& ed = *classic();
  GameState s = owned_position(3);
  s.players[0].cash = 1500;
  s.players[1].cash = 300;
  s.players[2].cash = 1500;
  set_owner(s, space("Park Place"), 1);
  auto expert = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, 7);
  expert->set_seat_levels({Level::kExpert, Level::kFpA, Level::kFpC});
  Action a = expert->decide(ed, observe(s, 0));
  ASSERT_EQ(a.type, ActionType::kProposeTrade);
  EXPECT_EQ(a.trade.to, 1);
  EXPECT_EQ(a.trade.deeds_asked, bit(space("Park Place")));
  EXPECT_EQ(a.trade.deeds_given, 0u);
  EXPECT_GT(a.trade.cash_given, 0);
  Board b;
  b.prepare(ed);
  EXPECT_TRUE(fixed_policy_accepts(b, s, a.trade, style_for(Level::kFpA)));
  EXPECT_EQ(expert->reason(), "I'd keep the Dark blue group from being completed; I offer " +
                                  ed.money(a.trade.cash_given) + " for Park Place.");
  // With Boardwalk held by the third player, Park Place is not asked for:
  // the deed to buy then is Boardwalk (the blocking offer), if any.
  set_owner(s, space("Boardwalk"), 2);
  auto again = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, 7);
  again->set_seat_levels({Level::kExpert, Level::kFpA, Level::kFpC});
  Action c = again->decide(ed, observe(s, 0));
  EXPECT_FALSE(c.type == ActionType::kProposeTrade && (c.trade.deeds_asked & bit(space("Park Place"))));
}

// Buying the one deed another player lacks for a group blocks that group,
// which settles games as completing one does: the Expert searches that
// decision as wide as one that completes a group (up to 32 futures a
// candidate, against 16 for a deed that blocks nothing).
TEST(Expert, SearchesABlockingPurchaseAsWideAsACompletingOne) {
  const Edition& ed = *classic();
  Board b;
  b.prepare(ed);
  auto search_buying_boardwalk = [&](bool park_place_held) {
    GameState s = rich_position(3);
    if (park_place_held) set_owner(s, space("Park Place"), 1);
    s.players[0].position = static_cast<int8_t>(space("Boardwalk"));
    s.phase = Phase::kBuyOrAuction;
    s.pending_space = static_cast<int8_t>(space("Boardwalk"));
    uint32_t blocked = groups_blocked(b, s, 0, bit(space("Boardwalk")));
    EXPECT_EQ(blocked != 0, park_place_held);
    auto expert = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, 7);
    expert->set_seat_levels({Level::kExpert, Level::kFpA, Level::kFpB});
    expert->decide(ed, observe(s, 0));
    EXPECT_EQ(expert->search_stats().searched, 1u);
    return expert->search_stats();
  };
  // Buying and declining, each on up to 32 futures (the race may stop
  // them at a look, after eight or more), against up to 16.
  SearchStats blocking = search_buying_boardwalk(true);
  EXPECT_EQ(blocking.wide, 1u);
  EXPECT_GE(blocking.futures, 2u * 8u);
  EXPECT_LE(blocking.futures, 2u * 32u);
  SearchStats plain = search_buying_boardwalk(false);
  EXPECT_EQ(plain.wide, 0u);
  EXPECT_GE(plain.futures, 2u * 8u);
  EXPECT_LE(plain.futures, 2u * 16u);
}

// What blocks: a deed the other player lacks alone, not one of a group it
// holds nothing of, and not the deed that completes the receiver's own.
TEST(Expert, GroupsBlockedAreThoseAnotherPlayerLacksOneDeedOf) {
  const Edition& ed = *classic();
  Board b;
  b.prepare(ed);
  GameState s = owned_position(3);
  set_owner(s, space("Park Place"), 1);
  set_owner(s, space("Boardwalk"), 2);
  const uint32_t dark_blue = 1u << b.group_of[space("Boardwalk")];
  EXPECT_EQ(groups_blocked(b, s, 0, bit(space("Boardwalk"))), dark_blue);   // 1 lacks it
  EXPECT_EQ(groups_blocked(b, s, 0, bit(space("Park Place"))), dark_blue);  // 2 lacks it
  EXPECT_EQ(groups_blocked(b, s, 1, bit(space("Boardwalk"))), 0u);  // completes 1's own
  EXPECT_EQ(groups_blocked(b, s, 0, bit(space("Mediterranean Avenue"))), 0u);
  s.players[1].bankrupt = true;
  EXPECT_EQ(groups_blocked(b, s, 0, bit(space("Boardwalk"))), 0u);  // no one left to complete it
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
    GameState s = rich_position(3);
    set_owner(s, space("Oriental Avenue"), 1);
    set_owner(s, space("Vermont Avenue"), 1);
    set_owner(s, space("Connecticut Avenue"), 0);
    offer_to(s, 1, 0, bit(space("Connecticut Avenue")), cash);
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
    const GameState s = offer_at(cash);
    return expert->decide(ed, observe(s, 0)).type;
  };
  EXPECT_EQ(answer(least), ActionType::kRejectTrade) << "at " << least;
  EXPECT_EQ(answer(1400), ActionType::kAcceptTrade);
}

// The Expert, short of cash, holds the one deed FP-A lacks for the light
// blue group. FP-A would pay well above the printed price for it, but less
// than the group is worth to FP-A by kHard's valuation: the guard every
// level applies when answering. On its own turn the Expert offers no sale
// of that deed below the guard's price (without the rule it offered one,
// for 190, at 9 of the 12 seeds).
TEST(Expert, SellsTheDeedCompletingAGroupOnlyAtTheGuardsPrice) {
  const Edition& ed = *classic();
  Board b;
  b.prepare(ed);
  GameState s = owned_position(3);
  s.players[0].cash = 100;
  s.players[1].cash = 400;
  s.players[2].cash = 900;
  set_owner(s, space("Oriental Avenue"), 1);
  set_owner(s, space("Vermont Avenue"), 1);
  set_owner(s, space("Connecticut Avenue"), 0);
  set_owner(s, space("Boardwalk"), 2);
  TradeOffer sale;  // FP-A's side of it: what it would pay
  sale.from = 1;
  sale.to = 0;
  sale.deeds_asked = bit(space("Connecticut Avenue"));
  sale.cash_given = 190;
  TradeOffer as_offered = reversed(sale);  // the Expert proposing the same sale
  ASSERT_TRUE(fixed_policy_accepts(b, s, as_offered, style_for(Level::kFpA)));
  ASSERT_FALSE(pays_for_group(b, s, sale, 0, style_for(Level::kHard)));
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto expert = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, seed);
    expert->set_seat_levels({Level::kExpert, Level::kFpA, Level::kFpB});
    Action a = expert->decide(ed, observe(s, 0));
    if (a.type != ActionType::kProposeTrade || a.trade.to != 1 ||
        a.trade.deeds_given != sale.deeds_asked) {
      continue;
    }
    TradeOffer asked = sale;
    asked.cash_given = a.trade.cash_asked - a.trade.cash_given;
    EXPECT_TRUE(pays_for_group(b, s, asked, 0, style_for(Level::kHard)))
        << "sold for " << a.trade.cash_asked << ", seed " << seed;
  }
}

// The Expert asks kHard first. kHard's memory of its offers (how often it
// asked a player for a group, and so how much it offers next) moves on only
// when the Expert plays kHard's proposal, not when it plays something else.
TEST(Expert, KHardsOfferMemoryMovesOnOnlyWhenItsProposalIsPlayed) {
  const Edition& ed = *classic();
  GameState s = owned_position();
  s.player_count = 4;
  for (int p = 1; p < 4; ++p) s.players[p].cash = 1500;
  set_owner(s, space("St. James Place"), 0);
  set_owner(s, space("Tennessee Avenue"), 0);
  set_owner(s, space("New York Avenue"), 1);
  s.players[0].cash = 2000;
  auto hard = make_bot(Skill{Level::kHard, JailPolicy::kLeaveAtOnce}, 7);
  Action hards = hard->decide(ed, observe(s, 0));
  ASSERT_EQ(hards.type, ActionType::kProposeTrade);
  int played_hards = 0, played_other = 0;
  for (uint64_t seed : {7u, 8u, 9u, 10u, 11u, 12u}) {
    auto expert = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, seed);
    expert->set_seat_levels({Level::kExpert, Level::kFpA, Level::kFpB, Level::kFpC});
    Action a = expert->decide(ed, observe(s, 0));
    auto kh = make_bot(Skill{Level::kHard, JailPolicy::kLeaveAtOnce}, seed);
    Action k = kh->decide(ed, observe(s, 0));
    ASSERT_EQ(k.type, ActionType::kProposeTrade);
    const Json asked = expert->memory()["hard"]["asked"];
    if (a == k) {
      ++played_hards;
      EXPECT_FALSE(asked.empty()) << "seed " << seed << ": kHard's proposal played, not remembered";
    } else {
      ++played_other;
      EXPECT_TRUE(asked.empty()) << "seed " << seed << ": " << describe_action(ed, a)
                                 << " played, yet kHard's offer is remembered: " << asked.dump();
    }
    // Either way kHard has had its chance this turn.
    EXPECT_EQ(expert->memory()["hard"]["last_proposal_turn"], s.turn_number) << "seed " << seed;
  }
  EXPECT_GT(played_other, 0) << "no position here where the Expert plays something else";
}

}  // namespace
}  // namespace landlord::ai
