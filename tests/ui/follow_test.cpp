// Online play on the game screen: a Session that follows a net::Device's
// table shows what the room agreed, as a game at one device would: the
// same log lines on every device, its people acting only for the seats
// at their device, their actions going to the host and coming back as
// entries, and a table put in place at once (a snapshot) shown as it
// stands.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/game.h"
#include "net/room.h"
#include "net/sim_network.h"
#include "ui/session.h"
#include "source_dir.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> edition(const std::string& id) {
  static std::shared_ptr<const Edition> e;
  if (!e) e = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", id).edition;
  return e;
}

constexpr int kDevices = 2;

// Ann at the host, Bo at the other device, and a Hard computer player.
struct Room {
  net::SimNetwork network;
  net::KeyPair keys[kDevices] = {net::KeyPair::from_seed(net::digest("f0")), net::KeyPair::from_seed(net::digest("f1"))};
  std::unique_ptr<net::Device> dev[kDevices];
  ui::Session session[kDevices];
  std::unique_ptr<ai::Bot> person[kDevices];
  int sent[kDevices] = {}, replaced[kDevices] = {};
  uint64_t now = 0;

  explicit Room(net::Faults faults) : network(3, faults) {
    net::EditionSource eds = [](const std::string& id) { return edition(id); };
    for (int d = 0; d < kDevices; ++d) {
      dev[d] = std::make_unique<net::Device>("D" + std::to_string(d), keys[d],
                                             net::HashChain(net::digest_of_number(static_cast<uint64_t>(d), "follow"), 4096),
                                             eds, network.endpoint("d" + std::to_string(d)));
      person[d] = ai::make_bot(ai::Skill{ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce}, 90 + static_cast<uint64_t>(d));
      ui::Session& s = session[d];
      net::Device& x = *dev[d];
      x.watch({[&s](const net::Entry&, const EventLog& events, const std::string& reason) { s.took_remote(events, reason); },
               [&s, this, d] {
                 ++replaced[d];
                 s.replaced();
               }});
    }
    net::RoomPlan plan;
    plan.room = "FOLLOW";
    plan.edition = edition("classic");
    plan.options = plan.edition->defaults;
    plan.seats = {{"Ann", true, true, ""}, {"Bo", true, false, ""}, {"Cy", false, false, "hard"}};
    dev[0]->host(plan, 0);
    dev[1]->join("FOLLOW", 1);
  }

  // Once a device's game has started, its screen follows it.
  void show_when_started(int d) {
    ui::Session& s = session[d];
    net::Device& x = *dev[d];
    if (s.active() || !x.started()) return;
    std::vector<ui::Seat> seats = {{"Ann", ui::SeatKind::kHuman, 0, 0},
                                   {"Bo", ui::SeatKind::kHuman, 1, 1},
                                   {"Cy", ui::SeatKind::kHard, 2, 2}};
    std::vector<bool> mine(3, false);
    for (int seat : x.my_seats()) mine[static_cast<std::size_t>(seat)] = true;
    s.follow(x.table(), seats, mine, [this, d, &x](const Action& a) {
      std::string why;
      if (!x.act(a, &why)) return ApplyResult{Rejection::kNotYourDecision, why};
      ++sent[d];
      return ApplyResult{};
    });
    s.speed = ui::Speed::kInstant;
  }

  void run(uint64_t ms, uint32_t turn_cap) {
    for (uint64_t end = now + ms; now < end; now += 5) {
      network.set_now(now);
      network.deliver([&](const std::string& to, const std::string& from, const std::string& bytes) {
        dev[to == "d0" ? 0 : 1]->receive(from, bytes);
      });
      for (int d = 0; d < kDevices; ++d) {
        dev[d]->tick(now);
        show_when_started(d);
        ui::Session& s = session[d];
        if (!s.active()) continue;
        s.set_view(dev[d]->table());
        s.update(static_cast<double>(now) / 1000.0);
        const int p = s.waiting_human();
        if (p == kNobody || dev[d]->busy() || s.state().turn_number >= turn_cap) continue;
        EXPECT_EQ(p, d) << "device " << d << " was asked to act for seat " << p;
        ApplyResult r = s.act(person[d]->decide(s.edition(), observe(s.state(), p)));
        EXPECT_TRUE(r.ok()) << r.message;
      }
    }
  }
};

std::vector<std::string> lines(const ui::Session& s) {
  std::vector<std::string> out;
  for (const ui::LogLine& l : s.log()) out.push_back(l.text);
  return out;
}

TEST(Follow, EveryDeviceShowsTheSameGameAndActsOnlyForItsOwnSeats) {
  Room room(net::Faults{0.05, 0.02, 1, 60});
  room.run(120000, 25);
  ASSERT_TRUE(room.session[0].active() && room.session[1].active());
  ASSERT_EQ(room.dev[0]->entries(), room.dev[1]->entries());
  ASSERT_EQ(room.dev[0]->state_digest(), room.dev[1]->state_digest());
  EXPECT_GE(room.session[0].state().turn_number, 20u) << "the game went on";
  // Both people acted, through the host.
  EXPECT_GT(room.sent[0], 10);
  EXPECT_GT(room.sent[1], 10);
  // The same story on both screens, line for line.
  EXPECT_EQ(lines(room.session[0]), lines(room.session[1]));
  EXPECT_GT(room.session[0].log().size(), 100u);
  // A seat of another device, or of the computer player, is not a person here.
  EXPECT_TRUE(room.session[1].is_human(1));
  EXPECT_FALSE(room.session[1].is_human(0));
  EXPECT_FALSE(room.session[1].is_human(2));
  EXPECT_EQ(room.session[1].human_count(), 1);
  // Tokens stand where the engine has them once nothing moves.
  for (int d = 0; d < kDevices; ++d) {
    room.session[d].skip_animations();
    for (int p = 0; p < 3; ++p) EXPECT_EQ(room.session[d].shown_position(p), room.session[d].state().players[p].position);
  }
}

TEST(Follow, AnActionOutOfTurnIsRefusedWithAReasonAndChangesNothing) {
  Room room(net::Faults{});
  room.run(5000, 0);
  ASSERT_TRUE(room.session[1].active());
  const std::size_t before = room.session[1].log().size();
  const uint64_t entries = room.dev[1]->entries();
  // Bo tries to act for Ann's seat.
  ApplyResult r = room.session[1].act(Action::make(ActionType::kRoll, 0));
  EXPECT_FALSE(r.ok());
  EXPECT_FALSE(r.message.empty());
  room.run(2000, 0);
  EXPECT_EQ(room.session[1].log().size(), before);
  EXPECT_EQ(room.dev[1]->entries(), entries);
}

TEST(Follow, TheTimeARemotePersonHasHadTheirDecisionCountsFromItsStart) {
  Room room(net::Faults{});
  room.run(5000, 0);  // turn cap 0: nobody acts, Ann's first roll waits
  ui::Session& bo = room.session[1];
  ASSERT_TRUE(bo.active());
  ASSERT_EQ(bo.decider(), 0);
  const double waited = bo.decision_seconds();
  EXPECT_GT(waited, 3.0) << "Ann has had the roll since the start";
  room.run(2000, 0);
  EXPECT_NEAR(bo.decision_seconds(), waited + 2.0, 0.01);
  // Ann rolls: a new decision, its time from zero.
  ASSERT_TRUE(room.session[0].act(Action::make(ActionType::kRoll, 0)).ok());
  room.run(500, 0);
  EXPECT_LT(bo.decision_seconds(), 0.5);
}

}  // namespace
}  // namespace landlord
