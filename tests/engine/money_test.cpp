// Money (money.h): one type and one bound for the engine, apply() and every
// reader agreeing on it, at the extremes the options allow.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json.h"
#include "test_support.h"

namespace landlord {
namespace {

Options rich_options(const Edition& ed) {
  Options o = ed.defaults;
  o.start_cash = 1000000;
  o.salary = 1000000;
  o.go_landing_bonus = 1000000;
  return o;
}

// Nobody buys, everyone drops out of auctions: no rent, so cash only grows
// (salary and GO bonus at the options' maxima) until both players hold
// `target`.
void grow_rich(Game& game, Money target) {
  const Edition& ed = *game.edition;
  for (int step = 0; step < 2000000; ++step) {
    const GameState& s = game.state;
    if (s.players[0].cash >= target && s.players[1].cash >= target &&
        s.phase == Phase::kEndTurn) {
      return;
    }
    ASSERT_NE(s.phase, Phase::kGameOver);
    Action a;
    switch (s.phase) {
      case Phase::kBuyOrAuction: a = Action::make(ActionType::kDecline, s.decider); break;
      case Phase::kAuction: a = Action::make(ActionType::kDropOut, s.decider); break;
      case Phase::kTaxChoice: a = Action::make(ActionType::kPayFlatTax, s.decider); break;
      default: {
        std::vector<Action> legal = legal_actions(ed, s);
        ASSERT_FALSE(legal.empty()) << phase_name(s.phase);
        a = legal[0];
      }
    }
    ApplyResult r = play(game, a);
    ASSERT_TRUE(r.ok()) << describe_action(ed, a) << ": " << r.message;
  }
  FAIL() << "the players did not grow rich";
}

void expect_saves(const Game& game) {
  SaveLoad load = load_save_text(save_to_text(game), game.edition);
  ASSERT_TRUE(load.ok()) << load.error;
  EXPECT_EQ(load.game.state, game.state);
}

// A game at the options' maxima reaches cash beyond 32 bits, then a legal
// bid and a legal trade above 100,000,000: every save of it loads and
// replays (the readers used to refuse bids and trade cash above 10^8 and a
// snapshot cash above 2^30).
TEST(Money, RichGameWithBigBidAndTradeSaves) {
  auto ed = test::classic();
  Game game = start_game(ed, rich_options(*ed), {"Ann", "Bo"}, 11);
  const Money kRich = Money{1} << 31;  // 2,147,483,648: beyond int32
  grow_rich(game, kRich);
  if (HasFatalFailure()) return;

  // A deed to auction: end turns until someone must decide on one.
  for (int step = 0; step < 10000 && game.state.phase != Phase::kBuyOrAuction; ++step) {
    std::vector<Action> legal = legal_actions(*ed, game.state);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(play(game, legal[0]).ok());
  }
  ASSERT_EQ(game.state.phase, Phase::kBuyOrAuction);
  ASSERT_TRUE(play(game, Action::make(ActionType::kDecline, game.state.decider)).ok());
  ASSERT_EQ(game.state.phase, Phase::kAuction);
  const Money kBigBid = Money{3} << 29;  // 1,610,612,736: above 10^8 and 2^30
  int bidder = game.state.decider;
  ApplyResult bid = play(game, Action::make(ActionType::kBid, bidder, -1, kBigBid));
  ASSERT_TRUE(bid.ok()) << bid.message;
  while (game.state.phase == Phase::kAuction) {
    ASSERT_TRUE(play(game, Action::make(ActionType::kDropOut, game.state.decider)).ok());
  }
  expect_saves(game);

  // A trade of cash above 10^8 for that deed.
  for (int step = 0; step < 100 && game.state.phase != Phase::kEndTurn &&
                  game.state.phase != Phase::kAwaitRoll;
       ++step) {
    std::vector<Action> legal = legal_actions(*ed, game.state);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(play(game, legal[0]).ok());
  }
  int other = 1 - bidder;
  Action offer = Action::make(ActionType::kProposeTrade, other);
  offer.trade.from = static_cast<int8_t>(other);
  offer.trade.to = static_cast<int8_t>(bidder);
  offer.trade.cash_given = 2000000000;
  offer.trade.deeds_asked = deeds_of(*ed, game.state, bidder);
  ASSERT_NE(offer.trade.deeds_asked, 0u);
  ApplyResult proposed = play(game, offer);
  ASSERT_TRUE(proposed.ok()) << proposed.message;
  ASSERT_TRUE(play(game, Action::make(ActionType::kAcceptTrade, bidder)).ok());
  EXPECT_EQ(money_in_play(game.state), expected_money_in_play(game.state));
  expect_saves(game);
}

// The Bank stops paying where the money in play would pass kMaxMoney, so
// cash never wraps and the state still saves.
TEST(Money, BankStopsPayingAtTheBound) {
  auto ed = test::classic();
  Game game = start_game(ed, ed->defaults, {"Ann", "Bo"}, 3);
  GameState& s = game.state;
  s.players[0].cash = kMaxMoney - 1000;
  s.players[1].cash = 900;
  s.money_at_start = kMaxMoney - 100;
  // Ann passes GO (salary 200): only 100 is left to pay.
  s.phase = Phase::kAwaitRoll;
  s.decider = s.current = 0;
  s.players[0].position = static_cast<uint8_t>(ed->space_count() - 2);
  ASSERT_TRUE(force_dice(s, 1, 2));  // lands on space 1
  ApplyResult r = apply(*ed, s, Action::make(ActionType::kRoll, 0));
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_LE(money_in_play(s), kMaxMoney);
  EXPECT_EQ(money_in_play(s), expected_money_in_play(s));
  EXPECT_GE(s.players[0].cash, kMaxMoney - 1000);
  JsonReader reader;
  GameState back;
  ASSERT_TRUE(state_from_json(*ed, state_to_json(*ed, s), "", reader, back)) << reader.error();
  EXPECT_EQ(back, s);
}

// The readers accept exactly the engine's range: kMaxMoney, not one more.
TEST(Money, ReadersAgreeOnTheBound) {
  auto ed = test::classic();
  auto read_action = [&](const Action& a, Action& out) {
    JsonReader r;
    return action_from_json(*ed, action_to_json(*ed, a), "a", r, out);
  };
  Action bid = Action::make(ActionType::kBid, 1, -1, kMaxMoney);
  Action out;
  ASSERT_TRUE(read_action(bid, out));
  EXPECT_EQ(out, bid);
  bid.amount = kMaxMoney + 1;
  EXPECT_FALSE(read_action(bid, out));

  Action trade = Action::make(ActionType::kProposeTrade, 0);
  trade.trade.from = 0;
  trade.trade.to = 1;
  trade.trade.cash_given = kMaxMoney;
  trade.trade.cash_asked = kMaxMoney;
  ASSERT_TRUE(read_action(trade, out));
  EXPECT_EQ(out, trade);
  trade.trade.cash_asked = kMaxMoney + 1;
  EXPECT_FALSE(read_action(trade, out));

  Action tick = Action::make(ActionType::kClockTick, 0, -1, kMaxClockTickMs);
  ASSERT_TRUE(read_action(tick, out));
  tick.amount = kMaxClockTickMs + 1;
  EXPECT_FALSE(read_action(tick, out));
  GameState timed = new_game(*ed, [&] {
    Options o = ed->defaults;
    o.time_limit_minutes = 60;
    return o;
  }(), 2, 1);
  EXPECT_EQ(validate(*ed, timed, tick), Rejection::kNoTimeLimit);

  // Snapshots: cash up to the bound, the money in play within it.
  GameState s = new_game(*ed, ed->defaults, 2, 1);
  s.players[0].cash = kMaxMoney;
  s.players[1].cash = 0;
  s.money_at_start = kMaxMoney;
  JsonReader r1;
  GameState back;
  ASSERT_TRUE(state_from_json(*ed, state_to_json(*ed, s), "", r1, back)) << r1.error();
  EXPECT_EQ(back, s);
  s.players[1].cash = 1;
  JsonReader r2;
  EXPECT_FALSE(state_from_json(*ed, state_to_json(*ed, s), "", r2, back));
  EXPECT_NE(r2.error().find("money in play"), std::string::npos) << r2.error();
  s.players[1].cash = 0;
  s.players[0].cash = kMaxMoney + 1;
  JsonReader r3;
  EXPECT_FALSE(state_from_json(*ed, state_to_json(*ed, s), "", r3, back));
}

}  // namespace
}  // namespace landlord
