// The computer players and the loan rule: "players may never loan each
// other money" (Classic), "No player may borrow money from, or lend money
// to, another player" (Travel), "Money can be loaned to a player only by the
// Bank" (Boutique). A trade of cash for nothing is a loan: bots never
// propose one and never accept one, however good for them.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ai/bot.h"
#include "engine/game.h"
#include "source_dir.h"

namespace landlord::ai {
namespace {

std::shared_ptr<const Edition> edition(const char* id) {
  return load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", id).edition;
}

// A position where player 1 must answer player 0's offer.
GameState offered(const Edition& ed, const TradeOffer& t) {
  GameState s = new_game(ed, ed.defaults, 3, 9);
  s.phase = Phase::kTradeResponse;
  s.current = 0;
  s.decider = 1;
  s.trade = t;
  return s;
}

TEST(BotsAndLoans, NoBotAcceptsCashForNothing) {
  auto ed = edition("travel");
  ASSERT_TRUE(ed);
  TradeOffer gift;
  gift.from = 0;
  gift.to = 1;
  gift.cash_given = 500;  // a gift, or a loan to be paid back later
  TradeOffer ask = gift;
  ask.cash_given = 0;
  ask.cash_asked = 500;  // the other way round
  for (Level level : {Level::kSimple, Level::kEasy, Level::kHard}) {
    for (const TradeOffer& t : {gift, ask}) {
      GameState s = offered(*ed, t);
      auto bot = make_bot(Skill{level, JailPolicy::kLeaveAtOnce}, 3);
      Action a = bot->decide(*ed, observe(s, 1));
      EXPECT_EQ(a.type, ActionType::kRejectTrade) << level_name(level);
      EXPECT_EQ(bot->fallbacks(), 0u) << level_name(level);
      Action accept = Action::make(ActionType::kAcceptTrade, 1);
      EXPECT_EQ(validate(*ed, s, accept), Rejection::kNoLending);
    }
  }
  // The same cash with a deed attached is a sale, and a judged bot takes a
  // deed it is paid to take.
  GameState s = offered(*ed, gift);
  int deed = ed->find_space("Baltic Avenue");
  set_owner(s, deed, 0);
  s.trade.deeds_given = uint64_t{1} << deed;
  auto hard = make_bot(Skill{Level::kHard, JailPolicy::kLeaveAtOnce}, 3);
  EXPECT_EQ(hard->decide(*ed, observe(s, 1)).type, ActionType::kAcceptTrade);
}

TEST(BotsAndLoans, NoBotProposesCashForNothing) {
  int proposals = 0;
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = edition(id);
    ASSERT_TRUE(ed) << id;
    for (int g = 0; g < 6; ++g) {
      GameState s = new_game(*ed, ed->defaults, 2 + g % 4, 100 + static_cast<uint64_t>(g));
      std::unique_ptr<Bot> bots[kMaxPlayers];
      for (int p = 0; p < s.player_count; ++p) {
        bots[p] = make_bot(Skill{p % 2 ? Level::kHard : Level::kEasy, JailPolicy::kLeaveAtOnce}, 7 + p);
      }
      for (int step = 0; step < 20000 && s.phase != Phase::kGameOver; ++step) {
        int p = s.decider;
        Action a = bots[p]->decide(*ed, observe(s, p));
        if (a.type == ActionType::kProposeTrade) {
          ++proposals;
          const TradeOffer& t = a.trade;
          EXPECT_TRUE((t.deeds_given | t.deeds_asked) != 0 || (t.jail_cards_given | t.jail_cards_asked) != 0)
              << id << " game " << g << ": " << describe_action(*ed, a);
        }
        ASSERT_TRUE(apply(*ed, s, a).ok()) << id << " game " << g << ": " << describe_action(*ed, a);
      }
    }
  }
  EXPECT_GT(proposals, 0);  // they do trade, only never cash alone
}

}  // namespace
}  // namespace landlord::ai
