// The lobby before an online game: the host sends everyone the table and
// who sits where, signed; each person says whether they are ready and
// which piece they play; the host starts when every person's seat is
// taken and everyone seated is ready, and only then. A device that finds
// no seat left knows the game is full; a lobby not signed by its host,
// or unreadable, changes nothing.
#include <gtest/gtest.h>

#include "net/sim_network.h"
#include "tests/net/net_support.h"

namespace landlord::net {
namespace {

using testing::edition;
using testing::editions;
using testing::has_note;

constexpr int kDevices = 3;

struct Room {
  SimNetwork net{11, Faults{0.05, 0.02, 1, 40}};
  KeyPair keys[kDevices] = {KeyPair::from_seed(digest("l0")), KeyPair::from_seed(digest("l1")),
                            KeyPair::from_seed(digest("l2"))};
  std::unique_ptr<Device> dev[kDevices];
  uint64_t now = 0;
  std::function<bool(int to, std::string& bytes)> tamper;

  // Ann hosts and plays; one seat for a friend; a Hard computer player.
  Room() {
    const char* names[kDevices] = {"Ann", "Bo", "Cy"};
    for (int d = 0; d < kDevices; ++d) {
      dev[d] = std::make_unique<Device>(names[d], keys[d], HashChain(digest_of_number(static_cast<uint64_t>(d), "lobby"), 512),
                                        editions(), net.endpoint("d" + std::to_string(d)));
    }
    RoomPlan plan;
    plan.room = "LOBBY";
    plan.edition = edition("classic");
    plan.options = plan.edition->defaults;
    plan.seats = {{"Ann", true, true, ""}, {"", true, false, ""}, {"Robo", false, false, "hard"}};
    plan.start_when_full = false;
    dev[0]->host(plan, 0);
  }
  void run(uint64_t ms) {
    for (uint64_t end = now + ms; now < end; now += 5) {
      net.set_now(now);
      net.deliver([&](const std::string& to, const std::string& from, const std::string& bytes) {
        const int d = to[1] - '0';
        std::string b = bytes;
        if (tamper && !tamper(d, b)) return;
        dev[d]->receive(from, b);
      });
      for (auto& d : dev) d->tick(now);
    }
  }
};

TEST(NetLobby, TheHostStartsWhenEveryoneSeatedIsReadyAndOnlyThen) {
  Room room;
  room.dev[1]->join("LOBBY", -1);
  room.run(1500);
  // Bo is in the friend's seat, not ready; everyone sees the same lobby.
  const Lobby& guest = room.dev[1]->lobby();
  ASSERT_TRUE(guest.known);
  ASSERT_EQ(guest.seats.size(), 3u);
  EXPECT_EQ(guest.seats[1].name, "Bo");
  EXPECT_EQ(guest.seats[2].level, "hard");
  ASSERT_EQ(guest.people.size(), 2u);
  EXPECT_TRUE(guest.people[0].host);
  EXPECT_EQ(guest.people[1].seat, 1);
  EXPECT_FALSE(guest.people[1].ready);
  EXPECT_EQ(guest.edition, "classic");
  std::string why;
  EXPECT_FALSE(room.dev[0]->start_game(&why));
  EXPECT_EQ(why, "Waiting for Bo to be ready.");
  room.run(1000);
  EXPECT_FALSE(room.dev[0]->started()) << "a full table does not start by itself";
  EXPECT_FALSE(room.dev[1]->start_game(&why)) << "only the host starts";
  // Bo is ready with the boot (piece 3): seen by the host and sent back.
  room.dev[1]->set_ready(true, 3);
  room.run(1500);
  EXPECT_TRUE(room.dev[0]->lobby().people[1].ready);
  EXPECT_EQ(room.dev[1]->lobby().people[1].piece, 3);
  EXPECT_TRUE(room.dev[1]->lobby().can_start());
  ASSERT_TRUE(room.dev[0]->start_game(&why)) << why;
  room.run(3000);
  ASSERT_TRUE(room.dev[0]->started() && room.dev[1]->started());
  EXPECT_EQ(room.dev[1]->table().game().names, (std::vector<std::string>{"Ann", "Bo", "Robo"}));
  EXPECT_EQ(room.dev[1]->my_seats(), std::vector<int>{1});
  EXPECT_EQ(room.dev[0]->state_digest(), room.dev[1]->state_digest());
}

TEST(NetLobby, ADeviceThatFindsNoSeatKnowsTheGameIsFull) {
  Room room;
  room.dev[1]->join("LOBBY", -1);
  room.run(1000);
  room.dev[2]->join("LOBBY", -1);
  room.run(1500);
  EXPECT_FALSE(room.dev[1]->left_out());
  EXPECT_TRUE(room.dev[2]->left_out());
  ASSERT_EQ(room.dev[2]->lobby().people.size(), 3u);
  EXPECT_EQ(room.dev[2]->lobby().people[2].seat, -1);
  room.dev[1]->set_ready(true, 0);
  room.run(1500);
  std::string why;
  ASSERT_TRUE(room.dev[0]->start_game(&why)) << why;
  room.run(3000);
  ASSERT_TRUE(room.dev[1]->started());
  EXPECT_FALSE(room.dev[2]->started()) << "Cy is not at the table";
  EXPECT_TRUE(room.dev[2]->left_out());
}

TEST(NetLobby, ALobbyNotSignedByItsHostOrUnreadableChangesNothing) {
  Room room;
  room.dev[1]->join("LOBBY", -1);
  room.run(1000);
  ASSERT_TRUE(room.dev[1]->lobby().known);
  // Cy forges lobbies: signed by Cy (not the host it names), unsigned, and
  // unreadable, each sent to Bo.
  Message forged;
  forged.type = MessageType::kLobby;
  forged.room = "LOBBY";
  forged.from = room.keys[2].public_key();
  Json body = Json::parse(R"({"edition":"classic","options":{},"seats":[{"name":"X","person":true,"level":"","who":0}],
      "people":[{"key":")" + to_hex(room.keys[0].public_key()) + R"(","name":"X","piece":-1,"ready":true,"host":true,"seat":0}]})");
  forged.snapshot = body;
  forged.sig = room.keys[2].sign(lobby_text(forged));
  Message unsigned_ = forged;
  unsigned_.from = room.keys[0].public_key();
  Message unreadable = forged;
  unreadable.snapshot = Json{{"edition", 5}};
  unreadable.sig = room.keys[2].sign(lobby_text(unreadable));
  const Lobby before = room.dev[1]->lobby();
  const uint64_t refused = room.dev[1]->refused();
  room.tamper = [](int, std::string&) { return false; };  // nothing else arrives meanwhile
  for (const Message* m : {&forged, &unsigned_, &unreadable}) room.dev[1]->receive("d2", write_message(*m));
  EXPECT_EQ(room.dev[1]->refused(), refused + 3);
  EXPECT_EQ(room.dev[1]->lobby().seats[1].name, before.seats[1].name);
  EXPECT_EQ(room.dev[1]->lobby().people.size(), before.people.size());
  EXPECT_TRUE(has_note(*room.dev[1], "does not host it"));
}

}  // namespace
}  // namespace landlord::net
