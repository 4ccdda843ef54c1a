// Devices that attack or cheat: a stranger's messages, forged and replayed
// proposals, a flood, a host that acts for another person or makes up a
// computer player's move, and a device that withholds its reveal. Each is
// refused with a line in the log, and no device's state changes by it.
#include <gtest/gtest.h>

#include "ai/bot.h"
#include "engine/game.h"
#include "net/sim_network.h"
#include "tests/net/net_support.h"

namespace landlord::net {
namespace {

using testing::edition;
using testing::editions;
using testing::has_note;

// Drops what one device sends of one kind: a device that keeps its
// reveals to itself.
class Withholding : public Transport {
 public:
  Withholding(Transport& inner, std::string kind) : inner_(inner), kind_("\"t\":\"" + kind + "\"") {}
  void send(const std::string& peer, const std::string& bytes) override {
    if (!on || bytes.find(kind_) == std::string::npos) inner_.send(peer, bytes);
  }
  void broadcast(const std::string& bytes) override {
    if (!on || bytes.find(kind_) == std::string::npos) inner_.broadcast(bytes);
  }
  bool on = false;

 private:
  Transport& inner_;
  std::string kind_;
};

// Two people at two devices (seats 0 and 1) and a computer player (seat
// 2), plus a stranger on the same network who can send anything.
struct Room {
  SimNetwork net{11, Faults{}};
  KeyPair host_key = KeyPair::from_seed(digest("host")), guest_key = KeyPair::from_seed(digest("guest"));
  KeyPair stranger_key = KeyPair::from_seed(digest("stranger"));
  Withholding guest_wire{net.endpoint("guest"), "reveal"};
  Device host{"Ann", host_key, HashChain(digest("host chain"), 4096), editions(), net.endpoint("host")};
  Device guest{"Bo", guest_key, HashChain(digest("guest chain"), 4096), editions(), guest_wire};
  Transport& stranger = net.endpoint("stranger");
  std::unique_ptr<ai::Bot> people[2];
  uint64_t now = 0;

  Room() {
    RoomPlan plan;
    plan.room = "ROOM";
    plan.edition = edition("classic");
    plan.options = plan.edition->defaults;
    plan.seats = {{"Ann", true, true, ""}, {"Bo", true, false, ""}, {"Cy", false, false, "easy"}};
    plan.away_level = "easy";
    host.host(plan, 0);
    guest.join("ROOM", 1);
    for (int i = 0; i < 2; ++i) people[i] = ai::make_bot(ai::Skill{ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce}, 5 + i);
  }

  // Runs `ms` of time; the people act when it is their turn.
  void run(uint64_t ms, bool people_act = true) {
    for (uint64_t end = now + ms; now < end; now += 5) {
      net.set_now(now);
      net.deliver([&](const std::string& to, const std::string& from, const std::string& bytes) {
        if (to == "host") host.receive(from, bytes);
        if (to == "guest") guest.receive(from, bytes);
      });
      host.tick(now);
      guest.tick(now);
      if (!people_act || !host.started() || !guest.started()) continue;
      Device* devs[2] = {&host, &guest};
      for (int d = 0; d < 2; ++d) {
        Device& dev = *devs[d];
        const GameState& s = dev.table().state();
        if (decider(s) == d && !dev.proposing() && !dev.seat_away(d) && s.phase != Phase::kGameOver) {
          dev.act(people[d]->decide(*edition("classic"), observe(s, d)));
        }
      }
    }
  }
  // Waits for the two to agree with nobody acting.
  void settle() {
    run(3000, false);
  }
  void stranger_sends(const Message& m) { stranger.broadcast(write_message(m)); }
};

TEST(NetHostile, AStrangersMessagesAreRefusedAndChangeNothing) {
  Room r;
  r.run(20000);
  ASSERT_TRUE(r.guest.started());
  r.settle();
  const uint64_t entries = r.host.entries();
  const Digest state = r.host.state_digest();
  const uint64_t refused = r.host.refused() + r.guest.refused();
  // Garbage, another version, an oversized message.
  r.stranger.broadcast("{{{{");
  r.stranger.broadcast("{\"v\":7,\"t\":\"beat\",\"room\":\"ROOM\"}");
  r.stranger.broadcast(std::string(kMaxMessageBytes + 10, 'x'));
  // A proposal for Bo's seat, signed by the stranger.
  const GameState& s = r.host.table().state();
  Message p;
  p.type = MessageType::kPropose;
  p.room = "ROOM";
  p.from = r.stranger_key.public_key();
  p.n = entries;
  p.prev = entry_digest(r.host.log().back());
  p.seat = 1;
  std::vector<Action> legal;
  legal_actions_for(*edition("classic"), s, 1, legal);
  p.action = action_to_json(*edition("classic"), legal.empty() ? Action::make(ActionType::kEndTurn, 1) : legal[0]);
  p.sig = r.stranger_key.sign(proposal_text("ROOM", p.n, p.prev, p.seat, p.action));
  r.stranger_sends(p);
  // The same, claiming to be Bo's device.
  p.from = r.guest_key.public_key();
  r.stranger_sends(p);
  // An entry signed by the stranger as if it were the host.
  Entry e;
  e.n = entries;
  e.prev = p.prev;
  e.kind = EntryKind::kSeat;
  e.seat = 1;
  e.computer = true;
  e.host_sig = r.stranger_key.sign(entry_text(e));
  Message m;
  m.type = MessageType::kEntries;
  m.room = "ROOM";
  m.from = r.host_key.public_key();
  m.entries = {e};
  r.stranger_sends(m);
  r.settle();
  EXPECT_EQ(r.host.entries(), entries);
  EXPECT_EQ(r.host.state_digest(), state);
  EXPECT_EQ(r.guest.state_digest(), state);
  EXPECT_TRUE(r.guest.following());
  EXPECT_GE(r.host.refused() + r.guest.refused(), refused + 6);
  EXPECT_TRUE(has_note(r.host, "signature is not its device's")) << "the stranger's proposal";
  EXPECT_TRUE(has_note(r.guest, "not signed by the host"));
  EXPECT_TRUE(has_note(r.guest, "protocol version 7"));
}

TEST(NetHostile, AProposalSentAgainIsTakenOnce) {
  Room r;
  r.run(20000);
  r.settle();
  // Bo's device signs a proposal for the entry that is next now...
  ASSERT_TRUE(r.guest.started());
  const uint64_t n = r.host.entries();
  const Digest prev = entry_digest(r.host.log().back());
  Message p;
  p.type = MessageType::kPropose;
  p.room = "ROOM";
  p.from = r.guest_key.public_key();
  p.seat = 1;
  p.n = n - 1;  // ... but for one already taken: a replay
  p.prev = r.host.log().back().prev;
  p.action = Json{{"type", "end_turn"}, {"player", 1}};
  p.sig = r.guest_key.sign(proposal_text("ROOM", p.n, p.prev, p.seat, p.action));
  const uint64_t stale = r.host.stale();
  for (int i = 0; i < 5; ++i) r.stranger_sends(p);
  r.settle();
  EXPECT_EQ(r.host.entries(), n);
  EXPECT_EQ(entry_digest(r.host.log().back()), prev);
  EXPECT_GE(r.host.stale(), stale + 5);
}

TEST(NetHostile, AFloodIsCutOffAndTheGameGoesOn) {
  Room r;
  r.run(20000);
  ASSERT_TRUE(r.guest.started());
  Message st;
  st.type = MessageType::kStatus;
  st.room = "ROOM";
  st.from = r.stranger_key.public_key();
  for (int i = 0; i < 5000; ++i) r.stranger_sends(st);
  const uint64_t before = r.host.entries();
  r.run(20000);
  EXPECT_TRUE(has_note(r.host, "more messages than a game needs"));
  EXPECT_GT(r.host.entries(), before);
  r.settle();
  EXPECT_EQ(r.host.state_digest(), r.guest.state_digest());
}

TEST(NetHostile, TheHostCannotActForAnotherPersonsSeatNorMakeUpAComputersMove) {
  for (int cheat = 0; cheat < 2; ++cheat) {
    Room r;
    r.run(20000);
    r.settle();
    ASSERT_TRUE(r.guest.started());
    const uint64_t n = r.host.entries();
    const Digest state = r.guest.state_digest();
    Entry e;
    e.n = n;
    e.prev = entry_digest(r.host.log().back());
    e.kind = EntryKind::kAct;
    if (cheat == 0) {  // Bo ends a turn, by the host's hand
      e.seat = 1;
      e.action = Json{{"type", "declare_bankruptcy"}, {"player", 1}};
      e.actor_sig = r.host_key.sign(proposal_text("ROOM", e.n, e.prev, e.seat, e.action));
    } else {  // the computer player goes bankrupt, as the host says
      e.seat = 2;
      e.computer = true;
      e.action = Json{{"type", "declare_bankruptcy"}, {"player", 2}};
    }
    e.host_sig = r.host_key.sign(entry_text(e));
    Message m;
    m.type = MessageType::kEntries;
    m.room = "ROOM";
    m.from = r.host_key.public_key();
    m.entries = {e};
    r.net.endpoint("host").send("guest", write_message(m));
    r.run(100, false);
    EXPECT_FALSE(r.guest.following()) << cheat;
    EXPECT_EQ(r.guest.state_digest(), state) << cheat;
    EXPECT_TRUE(has_note(r.guest, cheat == 0 ? "not signed by the device of that seat" : "computer"))
        << cheat << ": " << (r.guest.notes().empty() ? "" : r.guest.notes().back());
  }
}

TEST(NetHostile, ADeviceThatWithholdsItsRevealOnlyDropsOut) {
  Room r;
  r.run(4000);  // early in the game, so that it lasts while Bo comes and goes
  ASSERT_TRUE(r.guest.started());
  r.guest_wire.on = true;
  const uint64_t before = r.host.entries();
  // From now on Bo's device keeps its links: every roll waits for it, then
  // its seat goes to a computer player and the game goes on without it.
  // Given back its seat when it says hello, it holds back again: away again.
  auto times_away = [&] {
    int away = 0;
    for (const std::string& n : r.host.notes()) away += n.find("Bo is away") != std::string::npos;
    return away;
  };
  for (int second = 0; second < 60 && times_away() < 2; ++second) {
    r.run(1000);
  }
  EXPECT_TRUE(has_note(r.host, "Bo is away"));
  EXPECT_GT(r.host.entries(), before + 20);
  EXPECT_GE(times_away(), 2);
  r.guest_wire.on = false;
  r.run(20000);
  r.settle();
  EXPECT_EQ(r.guest.state_digest(), r.host.state_digest());
}

}  // namespace
}  // namespace landlord::net
