// What the Expert learns of each player's answers (partner_model.h): the
// rule it judges a seat by, from the level the table shows until the
// answers say otherwise; saved with the game and read back strictly; and
// at a table of the literal agents, learned within the game.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ai/partner_model.h"
#include "ai/table.h"
#include "ai/trade_offers.h"
#include "engine/json.h"
#include "engine/observe.h"
#include "ai_test_support.h"

namespace landlord::ai {
namespace {

using test::classic;
using test::owned_position;
using test::space;

// Player 1 holds Mediterranean Avenue and Boardwalk; player 0 offers Baltic
// Avenue, which completes player 1's brown group, for Boardwalk and $150.
// The literal agents' rule takes it (a group gained, none lost); kHard's
// and the fixed-policy agents' refuse it.
struct BrownForBoardwalk {
  GameState s = owned_position(3);
  Board b;
  BrownForBoardwalk() {
    b.prepare(*classic());
    s.players[0].cash = 1500;
    s.players[1].cash = 600;
    set_owner(s, space("Mediterranean Avenue"), 1);
    set_owner(s, space("Boardwalk"), 1);
    set_owner(s, space("Baltic Avenue"), 0);
    s.trade.from = 0;
    s.trade.to = 1;
    s.trade.deeds_given = bit(space("Baltic Avenue"));
    s.trade.deeds_asked = bit(space("Boardwalk"));
    s.trade.cash_asked = 150;
    s.phase = Phase::kTradeResponse;
    s.decider = 1;
  }
};

TEST(PartnerModel, TheRulesDisagreeOnAGroupBoughtDear) {
  BrownForBoardwalk p;
  PartnerModel m;
  EXPECT_TRUE(m.predicts(AnswerRule::kGroupFirst, p.b, p.s, p.s.trade));
  EXPECT_FALSE(m.predicts(AnswerRule::kHard, p.b, p.s, p.s.trade));
  EXPECT_FALSE(m.predicts(AnswerRule::kFixedPolicy, p.b, p.s, p.s.trade));
}

// Before any answer a seat is judged by the level the table shows: the
// fixed-policy agents by their rule, everyone else (the literal agents
// too: their level says nothing of their rule) as kHard. Any rule not yet
// ruled out may still take a deal (may_accept).
TEST(PartnerModel, BeforeAnyAnswerASeatIsJudgedByItsLevel) {
  BrownForBoardwalk p;
  PartnerModel m;
  m.set_levels({Level::kExpert, Level::kGnomeA, Level::kFpB, Level::kHard});
  EXPECT_EQ(m.rule(1), AnswerRule::kHard);
  EXPECT_EQ(m.rule(2), AnswerRule::kFixedPolicy);
  EXPECT_EQ(m.rule(3), AnswerRule::kHard);
  EXPECT_FALSE(m.accepts(p.b, p.s, p.s.trade));
  EXPECT_TRUE(m.may_accept(p.b, p.s, p.s.trade));
}

// One acceptance that only the literal rule explains is enough to judge
// that seat by it; a refusal kHard foresaw changes nothing; and once the
// rule is known, a deal it would refuse is no longer thought possible.
TEST(PartnerModel, AnAnswerOnlyOneRuleExplainsSettlesIt) {
  BrownForBoardwalk p;
  PartnerModel m;
  m.set_levels({Level::kExpert, Level::kGnomeA, Level::kHard});
  m.note(p.b, p.s, /*accepted=*/true);
  EXPECT_EQ(m.answers(1), 1);
  EXPECT_EQ(m.rule(1), AnswerRule::kGroupFirst);
  EXPECT_TRUE(m.accepts(p.b, p.s, p.s.trade));
  EXPECT_EQ(m.rule(2), AnswerRule::kHard) << "another seat learned nothing";

  // The same deal refused by seat 2 (as kHard would): seat 2 stays kHard.
  BrownForBoardwalk q;
  q.s.trade.to = 2;
  set_owner(q.s, space("Mediterranean Avenue"), 2);
  set_owner(q.s, space("Boardwalk"), 2);
  m.note(q.b, q.s, /*accepted=*/false);
  EXPECT_EQ(m.rule(2), AnswerRule::kHard);
  EXPECT_FALSE(m.may_accept(q.b, q.s, q.s.trade)) << "group-first is ruled out for seat 2";
}

TEST(PartnerModel, SavedAndReadBack) {
  BrownForBoardwalk p;
  PartnerModel m;
  m.set_levels({Level::kExpert, Level::kGnomeA, Level::kHard});
  m.note(p.b, p.s, true);
  m.note(p.b, p.s, true);
  Json j = m.to_json();
  ASSERT_EQ(j.size(), 1u);
  EXPECT_EQ(j[0][0], 1);
  EXPECT_EQ(j[0][1], 2);

  PartnerModel back;
  back.set_levels({Level::kExpert, Level::kGnomeA, Level::kHard});
  std::string error;
  ASSERT_TRUE(back.from_json(j, "memory.partners", error)) << error;
  EXPECT_EQ(back.to_json(), j);
  EXPECT_EQ(back.rule(1), AnswerRule::kGroupFirst);

  // Anything malformed is refused with the field named, the model unchanged.
  const char* bad[] = {
      R"({"a": 1})",                       // not a list
      R"([[1, 2, 0, 0, 0]])",              // a column missing
      R"([[8, 2, 0, 0, 0, 0]])",           // no such seat
      R"([[1, 2, 3, 0, 0, 0]])",           // more misses than answers
      R"([[1, 0, 0, 0, 0, 0]])",           // a seat without answers
      R"([[1, 2, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0]])",  // a seat twice
      R"([[1, 2, 0, 0, 0, "x"]])",
  };
  for (const char* text : bad) {
    error.clear();
    EXPECT_FALSE(back.from_json(Json::parse(text), "memory.partners", error)) << text;
    EXPECT_NE(error.find("memory.partners"), std::string::npos) << text << ": " << error;
    EXPECT_EQ(back.to_json(), j) << text;
  }
}

// Plays a table of bots to its end (or `actions` actions).
void play(Table& t, std::size_t actions) {
  while (t.state().phase != Phase::kGameOver && t.game().history.size() < actions) {
    Step st = t.step();
    ASSERT_TRUE(st.acted()) << "stuck at action " << t.game().history.size();
  }
}

std::vector<SeatPlayer> bots(std::initializer_list<Level> levels) {
  std::vector<SeatPlayer> seats;
  for (Level l : levels) seats.push_back(SeatPlayer::bot(Skill{l, JailPolicy::kLeaveAtOnce}));
  return seats;
}

// The rows of the Expert's (seat 0's) memory: [seat, answers, misses of
// kHard, fixed-policy, kEasy, group-first].
Json learned(const Table& t) { return t.memories()[0]["partners"]; }

// At a table of the literal agents, the Expert hears every deal answered
// (theirs among themselves and its own) and judges each agent that has
// answered a few by the rule they answer by; at a table of kHard players,
// kHard's rule never misses.
TEST(PartnerModel, TheExpertLearnsEachTablesRuleWithinAGame) {
  auto ed = classic();
  int judged = 0;
  for (uint64_t seed : {1u, 2u, 3u}) {
    Table t(ed, ed->defaults, {"a", "b", "c", "d"},
            bots({Level::kExpert, Level::kGnomeA, Level::kGnomeB, Level::kGnomeC}), seed, true);
    play(t, 1000000);
    for (const Json& row : learned(t)) {
      if (row[0] == 0) continue;  // its own answers
      const int answers = row[1].get<int>(), hard = row[2].get<int>(), group_first = row[5].get<int>();
      EXPECT_LE(group_first, hard) << "seed " << seed << ": " << row.dump();
      if (answers >= 3 && hard > 0) {
        ++judged;
        EXPECT_EQ(group_first, 0) << "seed " << seed << ": the literal rule missed: " << row.dump();
      }
    }
  }
  EXPECT_GT(judged, 0) << "no agent answered enough to be told apart from kHard";
  for (uint64_t seed : {1u, 2u}) {
    Table t(ed, ed->defaults, {"a", "b", "c", "d"},
            bots({Level::kExpert, Level::kHard, Level::kHard, Level::kHard}), seed, true);
    play(t, 1000000);
    for (const Json& row : learned(t)) {
      if (row[0] != 0) {
        EXPECT_EQ(row[2], 0) << "seed " << seed << ": " << row.dump();
      }
    }
  }
}

// What it learned is saved with the game: resumed from the saved memories,
// or from the history replayed, the game goes on as if it never stopped.
TEST(PartnerModel, AResumedGameGoesOnAsIfNeverStopped) {
  auto ed = classic();
  auto seats = bots({Level::kGnomeA, Level::kExpert, Level::kGnomeB, Level::kGnomeC});
  for (uint64_t seed : {2u, 5u}) {
    Table whole(ed, ed->defaults, {"a", "b", "c", "d"}, seats, seed, true);
    play(whole, 3000);
    const std::vector<Action>& h = whole.game().history;
    const std::size_t cut = h.size() / 2;
    Table first(ed, ed->defaults, {"a", "b", "c", "d"}, seats, seed, true);
    play(first, cut);
    ASSERT_FALSE(first.memories()[1]["partners"].is_null()) << "seed " << seed << ": nothing learned by the cut";
    std::string error;
    Table resumed(first.game(), seats, first.memories(), &error);
    ASSERT_TRUE(error.empty()) << error;
    Table replayed(first.game(), seats);
    for (Table* t : {&resumed, &replayed}) {
      play(*t, h.size());
      ASSERT_EQ(t->game().history.size(), h.size()) << "seed " << seed;
      for (std::size_t i = cut; i < h.size(); ++i) {
        ASSERT_EQ(t->game().history[i], h[i]) << "seed " << seed << " action " << i;
      }
    }
  }
}

}  // namespace
}  // namespace landlord::ai
