// A room's time per decision (RoomPlan::decision_s): a person who has not
// moved when it runs out has that one move made by the away level's
// computer player, every device says so in its log, and the seat is the
// person's again after it; a room without one waits as long as it takes.
#include <gtest/gtest.h>

#include "tests/net/net_support.h"

namespace landlord::net {
namespace {

using testing::has_note;
using testing::SmallRoom;

// Ann plays seat 0 as a person would; Bo, at seat 1, never moves.
void play(SmallRoom& room, ai::Bot& ann, uint64_t ms) {
  for (uint64_t end = room.now + ms; room.now < end;) {
    room.run(50);
    Device& d = *room.dev[0];
    const GameState& s = d.table().state();
    if (!d.busy() && decider(s) == 0 && !d.seat_away(0) && s.phase != Phase::kGameOver) {
      d.act(ann.decide(*testing::edition("classic"), observe(s, 0)));
    }
  }
}

TEST(NetDecisionTime, ASlowPersonsMoveIsMadeForThemAndTheSeatComesBack) {
  SmallRoom room([](RoomPlan& p) { p.decision_s = 2; });
  ASSERT_TRUE(room.start());
  EXPECT_EQ(room.dev[1]->decision_seconds(), 2u) << "the start entry says it to everyone";
  auto ann = ai::make_bot(ai::Skill{ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce}, 5);
  // Bo's first decision, and 1.5 s of it: still Bo's.
  for (int k = 0; k < 400 && decider(room.dev[0]->table().state()) != 1; ++k) play(room, *ann, 50);
  ASSERT_EQ(decider(room.dev[0]->table().state()), 1);
  const uint64_t held = room.dev[0]->entries();
  play(room, *ann, 1500);
  EXPECT_EQ(room.dev[0]->entries(), held) << "nothing is made for Bo before the time runs out";
  EXPECT_FALSE(room.dev[0]->seat_away(1));
  // Then minutes of play in which Bo never moves: each of Bo's moves is
  // made for them, one at a time, and the seat comes back after each.
  play(room, *ann, 60000);
  int outs = 0, backs = 0, moves_for_bo = 0;
  for (const Entry& e : room.dev[0]->log()) {
    if (e.kind == EntryKind::kSeat && e.seat == 1) (e.timeout ? outs : backs)++;
    if (e.kind == EntryKind::kAct && e.seat == 1) {
      EXPECT_TRUE(e.computer) << "Bo never moved";
      ++moves_for_bo;
    }
  }
  EXPECT_GE(outs, 5);
  EXPECT_GE(backs, outs - 1) << "the seat comes back after each move";
  EXPECT_GE(moves_for_bo, outs);
  for (const auto& d : room.dev) {
    if (d.get() == room.dev[2].get()) continue;
    EXPECT_TRUE(has_note(*d, "Bo's time for the move ran out: a computer player makes it for them."));
    EXPECT_TRUE(has_note(*d, "Bo plays again."));
    EXPECT_FALSE(has_note(*d, "Bo is away")) << "Bo's device was there all along";
  }
  EXPECT_EQ(room.dev[0]->state_digest(), room.dev[1]->state_digest());
  EXPECT_EQ(room.dev[0]->entries(), room.dev[1]->entries());
  EXPECT_EQ(room.dev[1]->refused(), 0u);
}

TEST(NetDecisionTime, WithoutOneTheTableWaitsForThePerson) {
  SmallRoom room;
  ASSERT_TRUE(room.start());
  EXPECT_EQ(room.dev[0]->decision_seconds(), 0u);
  auto ann = ai::make_bot(ai::Skill{ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce}, 5);
  for (int k = 0; k < 400 && decider(room.dev[0]->table().state()) != 1; ++k) play(room, *ann, 50);
  ASSERT_EQ(decider(room.dev[0]->table().state()), 1);
  const uint64_t held = room.dev[0]->entries();
  play(room, *ann, 30000);
  EXPECT_EQ(decider(room.dev[0]->table().state()), 1);
  EXPECT_FALSE(room.dev[0]->seat_away(1));
  EXPECT_EQ(room.dev[0]->entries(), held);
}

}  // namespace
}  // namespace landlord::net
