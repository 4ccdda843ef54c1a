// Why the computer did that (issue 13 point 4): a computer player's trade
// proposal, acceptance or refusal comes with one sentence drawn from the
// figures it decided by, and asking for it changes no decision.
#include <gtest/gtest.h>

#include <bit>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "ai/bot.h"
#include "ai/match.h"
#include "ai/trade_offers.h"
#include "ai/trade_reason.h"
#include "engine/game.h"
#include "ai_test_support.h"
#include "text/catalog.h"
#include "text/tr.h"
#include "shipped_catalog.h"

namespace landlord::ai {
namespace {

using test::classic;

using test::space;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

using test::owned_position;

// `t` offered by t.from, waiting for t.to's answer.
GameState offered(GameState s, const TradeOffer& t) {
  s.trade = t;
  s.phase = Phase::kTradeResponse;
  s.decider = t.to;
  return s;
}

std::unique_ptr<Bot> bot(Level level, uint64_t seed = 1) {
  return make_bot(Skill{level, JailPolicy::kLeaveAtOnce}, seed);
}

// What `b` decides, seen from `viewer`, when `t` is offered in `s`.
Action answer_to(Bot& b, const Edition& ed, const GameState& s, const TradeOffer& t, int viewer) {
  const GameState now = offered(s, t);
  return b.decide(ed, observe(now, viewer));
}

// What the group of `deed` is called in the edition.
std::string group_name(const char* deed) {
  const Edition& ed = *classic();
  return ed.groups[static_cast<std::size_t>(ed.spaces[static_cast<std::size_t>(space(deed))].group)].name;
}

TEST(TradeReason, RefusalByTheGroupGuardNamesTheProposersGroup) {
  const Edition& ed = *classic();
  GameState s = owned_position();
  // Player 0 holds two oranges and offers $50 for the third.
  set_owner(s, space("St. James Place"), 0);
  set_owner(s, space("Tennessee Avenue"), 0);
  set_owner(s, space("New York Avenue"), 1);
  TradeOffer t;
  t.from = 0;
  t.to = 1;
  t.cash_given = 50;
  t.deeds_asked = bit(space("New York Avenue"));
  s = offered(s, t);
  Board b;
  b.prepare(ed);
  ASSERT_FALSE(pays_for_group(b, s, t, 1, style_for(Level::kHard)));
  for (Level level : {Level::kHard, Level::kExpert}) {
    auto hard = bot(level);
    EXPECT_EQ(hard->reason(), "") << "nothing decided yet";
    ASSERT_EQ(hard->decide(ed, observe(s, 1)).type, ActionType::kRejectTrade) << level_name(level);
    std::string why = hard->reason();
    EXPECT_EQ(why, "That would complete your " + group_name("New York Avenue") +
                       " group, and what you offer is worth less to me than that group is to you.")
        << level_name(level);
  }
  // Paid far above the group's worth, the guard no longer speaks.
  s.trade.cash_given = 1400;
  auto hard = bot(Level::kHard);
  hard->decide(ed, observe(s, 1));
  EXPECT_FALSE(contains(hard->reason(), "complete your"));
  EXPECT_FALSE(hard->reason().empty());
}

// A deed the proposer does not need for a group (a third railroad) offered
// for more and more cash: the receiver first loses, then gains less than the
// proposer, then takes a fair deal, and says so each time.
TEST(TradeReason, RefusalsAndAcceptanceFollowTheGainsOfBothSides) {
  const Edition& ed = *classic();
  GameState s = owned_position();
  set_owner(s, space("Reading Railroad"), 0);
  set_owner(s, space("Pennsylvania Railroad"), 0);
  set_owner(s, space("B. & O. Railroad"), 1);
  s.players[0].cash = 3000;
  TradeOffer t;
  t.from = 0;
  t.to = 1;
  t.deeds_asked = bit(space("B. & O. Railroad"));
  Board b;
  b.prepare(ed);
  const Style st = style_for(Level::kHard);
  const std::string behind = "I'd come out behind: what you ask is worth more to me than what you give.";
  const std::string far_more = "You'd gain far more from this than I would.";
  const std::string fair = "A fair deal: it leaves me better placed than before.";
  int stage = 0;  // 0 behind, 1 far more, 2 fair
  int seen[3] = {};
  for (Money cash = 0; cash <= 1500; cash += 10) {
    t.cash_given = cash;
    GameState o = offered(s, t);
    auto hard = bot(Level::kHard);
    Action a = hard->decide(ed, observe(o, 1));
    std::string why = hard->reason();
    TradeJudgement j = judge_trade(b, o, t, 1, st);
    int now = why == behind ? 0 : why == far_more ? 1 : why == fair ? 2 : -1;
    ASSERT_GE(now, 0) << cash << ": " << why;
    EXPECT_EQ(a.type, now == 2 ? ActionType::kAcceptTrade : ActionType::kRejectTrade) << cash << ": " << why;
    // The sentence follows the figures: behind means no gain, far more
    // means less than the proposer's gain.
    if (now == 0) {
      EXPECT_LE(j.my_gain, 0) << cash;
    } else if (now == 1) {
      EXPECT_LT(j.my_gain, j.their_gain) << cash;
    } else {
      EXPECT_GE(j.my_gain, j.their_gain) << cash;
    }
    EXPECT_GE(now, stage) << cash << ": more cash never reads worse";
    stage = now;
    ++seen[now];
  }
  EXPECT_GT(seen[0], 0);
  EXPECT_GT(seen[1], 0);
  EXPECT_GT(seen[2], 0);
}

TEST(TradeReason, AcceptanceNamesTheGroupItCompletesForTheReceiver) {
  const Edition& ed = *classic();
  GameState s = owned_position();
  // Player 1 gets the oranges, player 0 the browns: a deal the Hard bot takes.
  set_owner(s, space("St. James Place"), 1);
  set_owner(s, space("Tennessee Avenue"), 1);
  set_owner(s, space("New York Avenue"), 0);
  set_owner(s, space("Mediterranean Avenue"), 0);
  set_owner(s, space("Baltic Avenue"), 1);
  TradeOffer t;
  t.from = 0;
  t.to = 1;
  t.deeds_given = bit(space("New York Avenue"));
  t.deeds_asked = bit(space("Baltic Avenue"));
  GameState o = offered(s, t);
  auto hard = bot(Level::kHard);
  ASSERT_EQ(hard->decide(ed, observe(o, 1)).type, ActionType::kAcceptTrade);
  EXPECT_EQ(hard->reason(), "It completes my " + group_name("New York Avenue") + " group.");
  // The other way round (the proposer gets the oranges for the browns) it
  // is the guard that refuses, naming the proposer's group.
  TradeOffer u;
  u.from = 1;
  u.to = 0;
  u.deeds_given = bit(space("Baltic Avenue"));
  u.deeds_asked = bit(space("New York Avenue"));
  auto other = bot(Level::kHard);
  ASSERT_EQ(answer_to(*other, ed, s, u, 0).type, ActionType::kRejectTrade);
  EXPECT_TRUE(contains(other->reason(), "complete your " + group_name("New York Avenue") + " group"))
      << other->reason();
  // A decision that is not about a trade leaves no reason behind.
  GameState later = s;
  later.phase = Phase::kEndTurn;
  later.current = 1;
  later.decider = 1;
  ASSERT_EQ(hard->decide(ed, observe(later, 1)).type, ActionType::kEndTurn);
  EXPECT_EQ(hard->reason(), "");
}

TEST(TradeReason, AProposalNamesTheGroupAndWhatIsOffered) {
  const Edition& ed = *classic();
  GameState s = owned_position(4);
  for (int p = 1; p < 4; ++p) s.players[p].cash = 1500;
  s.players[0].cash = 2000;
  set_owner(s, space("St. James Place"), 0);
  set_owner(s, space("Tennessee Avenue"), 0);
  set_owner(s, space("New York Avenue"), 1);
  auto hard = bot(Level::kHard);
  Action a = hard->decide(ed, observe(s, 0));
  ASSERT_EQ(a.type, ActionType::kProposeTrade);
  ASSERT_EQ(a.trade.deeds_asked, bit(space("New York Avenue")));
  // Nothing of its own the holder needs: it offers cash.
  ASSERT_EQ(a.trade.deeds_given, 0u);
  ASSERT_GT(a.trade.cash_given, 0);
  std::string why = hard->reason();
  EXPECT_EQ(why, "I'd complete the " + group_name("New York Avenue") + " group; I offer " +
                     ed.money(a.trade.cash_given) + " for New York Avenue.");
  // Asked again this turn (as after a refusal) it rolls, with no reason.
  ASSERT_EQ(hard->decide(ed, observe(s, 0)).type, ActionType::kRoll);
  EXPECT_EQ(hard->reason(), "");

  // Holding the deed that completes the holder's browns, it offers that.
  set_owner(s, space("Mediterranean Avenue"), 0);
  set_owner(s, space("Baltic Avenue"), 1);
  auto swapper = bot(Level::kHard);
  Action c = swapper->decide(ed, observe(s, 0));
  ASSERT_EQ(c.type, ActionType::kProposeTrade);
  ASSERT_EQ(c.trade.deeds_given, bit(space("Mediterranean Avenue")));
  why = swapper->reason();
  std::string cash;
  if (c.trade.cash_given > 0) cash += " and get " + ed.money(c.trade.cash_given);
  if (c.trade.cash_asked > 0) cash += " for " + ed.money(c.trade.cash_asked);
  EXPECT_EQ(why, "I'd complete the " + group_name("New York Avenue") + " group; you'd complete the " +
                     group_name("Mediterranean Avenue") + " group" + cash + ".");
}

// The sentence itself, for offers the bots above did not make: a spare
// deed with cash, and a refusal by the cash a fixed-policy bot keeps.
TEST(TradeReason, TheSentenceNamesASpareDeedAndTheCashKeptBack) {
  const Edition& ed = *classic();
  GameState s = owned_position();
  set_owner(s, space("St. James Place"), 0);
  set_owner(s, space("Tennessee Avenue"), 0);
  set_owner(s, space("Boardwalk"), 0);
  set_owner(s, space("New York Avenue"), 1);
  Board b;
  b.prepare(ed);
  const Style st = style_for(Level::kHard);
  TradeOffer t;
  t.from = 0;
  t.to = 1;
  t.deeds_given = bit(space("Boardwalk"));
  t.cash_given = 120;
  t.deeds_asked = bit(space("New York Avenue"));
  EXPECT_EQ(trade_reason(b, s, t, 0, st, TradeChoice::kPropose),
            "I'd complete the " + group_name("New York Avenue") + " group; I offer Boardwalk and " + ed.money(120) +
                " for New York Avenue.");
  // Deals the receiver's valuation takes: refused all the same, it is the
  // look-ahead (Expert) or the cash kept back (fixed-policy levels).
  set_owner(s, space("Reading Railroad"), 1);
  s.players[1].cash = 10;
  const Style plain = style_for(Level::kFpA);
  TradeOffer u;
  u.from = 0;
  u.to = 1;
  u.cash_given = 900;
  u.deeds_asked = bit(space("Reading Railroad"));
  ASSERT_TRUE(accept_offer(b, s, u, 1, plain));
  EXPECT_EQ(trade_reason(b, s, u, 1, plain, TradeChoice::kReject),
            "Looking a few rounds ahead, I expect to do better without it.");
  u.cash_given = 0;
  u.deeds_given = bit(space("Boardwalk"));
  u.cash_asked = 5;
  // Its valuation takes it; the cash it would keep (5) is too little, for
  // the buyer's check of every level and the fixed-policy floor alike.
  ASSERT_GT(judge_trade(b, s, u, 1, plain).my_gain, 0);
  ASSERT_FALSE(pays_no_more_than_worth(b, s, u, 1, plain));
  EXPECT_EQ(trade_reason(b, s, u, 1, plain, TradeChoice::kReject), "It would leave me too short of cash.");
  auto fixed = bot(Level::kFpA);
  ASSERT_EQ(answer_to(*fixed, ed, s, u, 1).type, ActionType::kRejectTrade);
  EXPECT_EQ(fixed->reason(), "It would leave me too short of cash.");
  s.players[1].cash = 1500;
  ASSERT_EQ(answer_to(*fixed, ed, s, u, 1).type, ActionType::kAcceptTrade);
  EXPECT_EQ(fixed->reason(), "A fair deal: it leaves me better placed than before.");
}

// The sentences in another language (a shipped catalog): whole sentences
// of the catalog, the groups and deeds as the edition names them, the sums
// as the language writes them; and a facts() kept from a decision writes
// its sentence again in the language then in use.
std::shared_ptr<const text::Catalog> catalog(const std::string& code) { return shipped_catalog(code); }

TEST(TradeReason, InGerman) {
  const Edition& ed = *classic();
  GameState s = owned_position();
  set_owner(s, space("St. James Place"), 0);
  set_owner(s, space("Tennessee Avenue"), 0);
  set_owner(s, space("Boardwalk"), 0);
  set_owner(s, space("New York Avenue"), 1);
  Board b;
  b.prepare(ed);
  const Style st = style_for(Level::kHard);
  TradeOffer t;
  t.from = 0;
  t.to = 1;
  t.deeds_given = bit(space("Boardwalk"));
  t.cash_given = 1200;
  t.deeds_asked = bit(space("New York Avenue"));
  const std::string orange = group_name("New York Avenue");
  const std::string english = trade_reason(b, s, t, 0, st, TradeChoice::kPropose);
  TradeOffer u = t;
  u.cash_given = 50;
  u.deeds_given = 0;
  GameState o = offered(s, u);
  auto hard = bot(Level::kHard);
  ASSERT_EQ(hard->decide(ed, observe(o, 1)).type, ActionType::kRejectTrade);
  const std::string refusal = hard->reason();
  const auto facts = hard->reason_facts();
  ASSERT_TRUE(facts);
  EXPECT_EQ(facts->text(), refusal);

  text::use(catalog("de"));
  EXPECT_EQ(trade_reason(b, s, t, 0, st, TradeChoice::kPropose),
            "Ich w\xC3\xBCrde die Gruppe " + orange + " vervollst\xC3\xA4ndigen; ich biete Boardwalk und 1.200\xC2\xA0$ f\xC3\xBCr New York Avenue.");
  EXPECT_EQ(facts->text(), "Damit w\xC3\xBCrdest du die Gruppe " + orange +
                               " vervollst\xC3\xA4ndigen, und was du bietest, ist mir weniger wert als dir diese Gruppe.");
  t.deeds_asked |= bit(space("Marvin Gardens"));
  EXPECT_FALSE(contains(trade_reason(b, s, t, 0, st, TradeChoice::kPropose), "I'd"));
  text::use(nullptr);
  EXPECT_EQ(facts->text(), refusal);
  EXPECT_NE(english, "");
}

// Whole games with trading levels: two bots per seat with the same seed,
// one asked for its reason after every decision. They decide alike, and
// every trade decision, and only those, has one short sentence.
TEST(TradeReason, AskingForTheReasonChangesNoDecision) {
  const Edition& ed = *classic();
  const Level seats[] = {Level::kHard, Level::kEasy, Level::kFpB, Level::kSimple};
  int trades = 0;
  for (int g = 0; g < 3; ++g) {
    uint64_t seed = game_seed(77, static_cast<uint64_t>(g));
    GameState s = new_game(ed, ed.defaults, 4, seed);
    std::unique_ptr<Bot> asked[kMaxPlayers], quiet[kMaxPlayers];
    for (int p = 0; p < 4; ++p) {
      asked[p] = bot(seats[p], bot_seed(seed, p));
      quiet[p] = bot(seats[p], bot_seed(seed, p));
    }
    for (int n = 0; n < 6000 && s.phase != Phase::kGameOver && s.turn_number < 400; ++n) {
      int p = s.decider;
      Action a = asked[p]->decide(ed, observe(s, p));
      std::string why = asked[p]->reason();
      Action q = quiet[p]->decide(ed, observe(s, p));
      ASSERT_EQ(a, q) << "game " << g << " action " << n << ": " << describe_action(ed, a);
      bool trade = a.type == ActionType::kProposeTrade || a.type == ActionType::kAcceptTrade ||
                   a.type == ActionType::kRejectTrade;
      if (trade) {
        ++trades;
        EXPECT_FALSE(why.empty()) << describe_action(ed, a);
        EXPECT_EQ(why.back(), '.') << why;
        EXPECT_LE(why.size(), 140u) << why;
        EXPECT_EQ(why.find('\n'), std::string::npos) << why;
      } else {
        EXPECT_EQ(why, "") << describe_action(ed, a);
      }
      ASSERT_TRUE(apply(ed, s, a).ok()) << describe_action(ed, a);
    }
  }
  EXPECT_GT(trades, 0);
}

}  // namespace
}  // namespace landlord::ai
