// An online room at this device, as the screens see it: the room's code
// and link, the stages from reaching the relays to the game, a seat's
// connection (here, reconnecting, away, a computer player's), a full
// room, and no relay.
#include <gtest/gtest.h>

#include <set>

#include "ai/bot.h"
#include "engine/game.h"
#include "net/sim_network.h"
#include "ui/online_room.h"
#include "ui/online_saves.h"
#include "source_dir.h"
#include "temp_dir.h"

namespace landlord {
namespace {

using ui::OnlineRoom;

std::shared_ptr<const Edition> classic() {
  static std::shared_ptr<const Edition> e =
      load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic").edition;
  return e;
}

// The test network as a room's channel: what it delivers to this device
// waits in `inbox` until the room takes it.
class TestChannel : public OnlineRoom::Channel {
 public:
  TestChannel(net::Transport& t, int relays) : t_(t), relays_(relays) {}
  void send(const std::string& peer, const std::string& bytes) override { t_.send(peer, bytes); }
  void broadcast(const std::string& bytes) override { t_.broadcast(bytes); }
  std::vector<Incoming> take() override {
    std::vector<Incoming> out;
    out.swap(inbox);
    return out;
  }
  int relays_open() const override { return relays_; }
  bool password_refused() const override { return refused; }
  std::vector<Incoming> inbox;
  bool refused = false;  // what the page's channel says when an answer could not be read with the password

 private:
  net::Transport& t_;
  int relays_;
};

TEST(OnlineRoomCode, ACodeIsTenPlainCharactersAndALinkGivesItBack) {
  std::set<std::string> codes;
  for (uint64_t r : {0ull, 1ull, 2ull, 0xdeadbeefull, ~0ull}) {
    std::string c = ui::make_room_code(r * 0x9e3779b97f4a7c15ull);
    EXPECT_EQ(c.size(), 10u);
    EXPECT_EQ(c.find_first_of("01OIL"), std::string::npos) << c;
    codes.insert(c);
    EXPECT_EQ(ui::room_code_of("https://example.org/landlord/?room=" + c + "&relay=ws://127.0.0.1:8000"), c);
    std::string lower = c;
    for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    EXPECT_EQ(ui::room_code_of("index.html#room=" + lower), c);
  }
  EXPECT_EQ(codes.size(), 5u);
  EXPECT_EQ(ui::room_code_of("https://example.org/landlord/"), "");
  EXPECT_EQ(ui::room_code_of("?room=ABCDEFGHJ"), "") << "too short";
  EXPECT_EQ(ui::room_code_of("?room=ABCDEFGHJO"), "") << "an O is not in a code";
  EXPECT_EQ(ui::room_code_of("?room=ABCDEFGHJK<script>"), "");
}

TEST(OnlineRoomCode, ALinkSaysWhetherItsRoomHasAPassword) {
  EXPECT_TRUE(ui::room_locked_of("https://example.org/?room=ABCDEFGHJK&lock=1"));
  EXPECT_TRUE(ui::room_locked_of("https://example.org/?lock=1&room=ABCDEFGHJK&relay=ws://127.0.0.1:8000"));
  EXPECT_TRUE(ui::room_locked_of("index.html#room=ABCDEFGHJK&lock=1"));
  EXPECT_FALSE(ui::room_locked_of("https://example.org/?room=ABCDEFGHJK"));
  EXPECT_FALSE(ui::room_locked_of("https://example.org/?room=ABCDEFGHJK&lock=10"));
  EXPECT_FALSE(ui::room_locked_of("https://example.org/?room=ABCDEFGHJK&unlock=1")) << "another parameter";
  EXPECT_FALSE(ui::room_locked_of("https://example.org/?lock=1")) << "no room";
}

struct Table {
  net::SimNetwork net{5, net::Faults{0.03, 0.01, 1, 40}};
  net::KeyPair keys[3] = {net::KeyPair::from_seed(net::digest("o0")), net::KeyPair::from_seed(net::digest("o1")),
                          net::KeyPair::from_seed(net::digest("o2"))};
  TestChannel* ch[3] = {};
  std::unique_ptr<OnlineRoom> room[3];
  std::unique_ptr<ai::Bot> person[3];
  uint64_t now = 0;
  int asleep = -1;

  Table() {
    const char* names[3] = {"Ann", "Bo", "Cy"};
    for (int d = 0; d < 3; ++d) {
      auto c = std::make_unique<TestChannel>(net.endpoint("d" + std::to_string(d)), 2);
      ch[d] = c.get();
      room[d] = std::make_unique<OnlineRoom>(std::move(c), keys[d],
                                             net::HashChain(net::digest_of_number(static_cast<uint64_t>(d), "room"), 2048),
                                             [](const std::string&) { return classic(); }, names[d]);
      person[d] = ai::make_bot(ai::Skill{ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce}, 40 + static_cast<uint64_t>(d));
    }
    net::RoomPlan plan;
    plan.room = ui::make_room_code(77);
    plan.edition = classic();
    plan.options = plan.edition->defaults;
    plan.seats = {{"Ann", true, true, ""}, {"", true, false, ""}, {"Robo", false, false, "hard"}};
    room[0]->host(plan, 0);
  }
  void run(uint64_t ms, int devices, uint32_t turn_cap = 1000) {
    for (uint64_t end = now + ms; now < end; now += 5) {
      net.set_now(now);
      net.deliver([&](const std::string& to, const std::string& from, const std::string& bytes) {
        if (TestChannel* c = ch[to[1] - '0']) c->inbox.push_back({from, bytes});
      });
      for (int d = 0; d < devices; ++d) {
        if (d == asleep || !room[d]) continue;
        room[d]->tick(now, static_cast<double>(now) / 1000.0);
        ui::Session& s = room[d]->session();
        if (!s.active()) continue;
        s.speed = ui::Speed::kInstant;
        const int p = s.waiting_human();
        if (p == kNobody || room[d]->device().busy() || s.state().turn_number >= turn_cap) continue;
        EXPECT_TRUE(s.act(person[d]->decide(s.edition(), observe(s.state(), p))).ok());
      }
    }
  }
};

TEST(OnlineRoom, FromTheLinkToTheGameAndEachSeatsConnection) {
  Table t;
  EXPECT_EQ(t.room[0]->stage(), OnlineRoom::Stage::kLobby);
  t.room[1]->join(t.room[0]->code());
  t.run(20, 2);
  EXPECT_EQ(t.room[1]->stage(), OnlineRoom::Stage::kReaching);
  t.run(1500, 2);
  ASSERT_EQ(t.room[1]->stage(), OnlineRoom::Stage::kLobby);
  EXPECT_EQ(t.room[1]->lobby().seats[1].name, "Bo");
  t.room[1]->device().set_ready(true, 5);
  t.run(1500, 2);
  std::string why;
  ASSERT_TRUE(t.room[0]->device().start_game(&why)) << why;
  t.run(20000, 2, 12);
  ASSERT_EQ(t.room[0]->stage(), OnlineRoom::Stage::kPlaying);
  ASSERT_EQ(t.room[1]->stage(), OnlineRoom::Stage::kPlaying);
  EXPECT_GE(t.room[1]->session().state().turn_number, 12u);
  EXPECT_EQ(t.room[1]->session().seats()[1].token, 5) << "Bo's piece from the lobby";
  EXPECT_EQ(t.room[1]->session().seats()[2].kind, ui::SeatKind::kHard);
  EXPECT_EQ(t.room[0]->link(1), OnlineRoom::Link::kHere);
  EXPECT_EQ(t.room[0]->link(2), OnlineRoom::Link::kComputer);
  // Bo's phone sleeps: reconnecting, then away (a computer player holds
  // the seat), then back.
  t.net.set_down("d1", true);
  t.asleep = 1;
  t.run(3000, 2, 12);
  EXPECT_EQ(t.room[0]->link(1), OnlineRoom::Link::kReconnecting);
  t.run(6000, 2, 12);
  EXPECT_EQ(t.room[0]->link(1), OnlineRoom::Link::kAway);
  std::vector<std::string> notes = t.room[0]->take_notes();
  EXPECT_TRUE(std::any_of(notes.begin(), notes.end(), [](const std::string& n) { return n.find("Bo is away") != std::string::npos; }));
  t.net.set_down("d1", false);
  t.asleep = -1;
  t.run(6000, 2, 12);
  EXPECT_EQ(t.room[0]->link(1), OnlineRoom::Link::kHere);
  notes = t.room[0]->take_notes();
  EXPECT_TRUE(std::any_of(notes.begin(), notes.end(), [](const std::string& n) { return n.find("Bo is back") != std::string::npos; }));
  EXPECT_TRUE(t.room[0]->take_notes().empty()) << "each note once";
  EXPECT_EQ(t.room[0]->device().state_digest(), t.room[1]->device().state_digest());
}

// Between frames the page draws one only when what the screens show has
// changed (OnlinePlay::between_frames): the room's number for it changes
// with the lobby, the game's log and a seat's connection, and not with the
// beats that come twice a second while nothing happens.
TEST(OnlineRoom, WhatTheScreensShowChangesWithTheRoomNotWithItsBeats) {
  Table t;
  t.room[1]->join(t.room[0]->code());
  t.run(1500, 2);
  ASSERT_EQ(t.room[1]->stage(), OnlineRoom::Stage::kLobby);
  uint64_t host = t.room[0]->shown(), guest = t.room[1]->shown();
  t.run(3000, 2);
  EXPECT_EQ(t.room[0]->shown(), host) << "three seconds of beats in a quiet lobby";
  EXPECT_EQ(t.room[1]->shown(), guest);
  t.room[1]->device().set_ready(true, 5);
  t.run(1500, 2);
  EXPECT_NE(t.room[0]->shown(), host) << "the guest is ready";
  EXPECT_NE(t.room[1]->shown(), guest);
  std::string why;
  ASSERT_TRUE(t.room[0]->device().start_game(&why)) << why;
  t.run(8000, 2, 4);
  ASSERT_EQ(t.room[1]->stage(), OnlineRoom::Stage::kPlaying);
  host = t.room[0]->shown();
  guest = t.room[1]->shown();
  const uint64_t entries = t.room[0]->device().entries();
  t.run(3000, 2, 4);  // nobody acts past turn 4
  ASSERT_EQ(t.room[0]->device().entries(), entries);
  EXPECT_EQ(t.room[0]->shown(), host) << "a game waiting for a person";
  EXPECT_EQ(t.room[1]->shown(), guest);
  t.run(20000, 2, 8);
  EXPECT_NE(t.room[1]->shown(), guest) << "the game went on";
  host = t.room[0]->shown();
  t.net.set_down("d1", true);
  t.asleep = 1;
  t.run(3000, 2, 8);
  EXPECT_EQ(t.room[0]->link(1), OnlineRoom::Link::kReconnecting);
  EXPECT_NE(t.room[0]->shown(), host) << "the guest is reconnecting";
}

TEST(OnlineRoom, AFullRoomSaysSo) {
  Table t;
  t.room[1]->join(t.room[0]->code());
  t.run(1000, 2);
  t.room[2]->join(t.room[0]->code());
  t.run(1500, 3);
  EXPECT_EQ(t.room[1]->stage(), OnlineRoom::Stage::kLobby);
  EXPECT_EQ(t.room[2]->stage(), OnlineRoom::Stage::kFull);
}

TEST(OnlineRoom, NoRelaySaysSoWithinSecondsAndStillTryingDoesNot) {
  net::SimNetwork net(1, net::Faults{});
  net::KeyPair key = net::KeyPair::from_seed(net::digest("lonely"));
  for (int relays : {0, -1}) {
    OnlineRoom room(std::make_unique<TestChannel>(net.endpoint("x" + std::to_string(relays)), relays), key,
                    net::HashChain(net::digest("c"), 16), [](const std::string&) { return classic(); }, "Di");
    room.join("ABCDEFGHJK");
    room.tick(1000, 1.0);
    EXPECT_EQ(room.stage(), OnlineRoom::Stage::kReaching);
    room.tick(10000, 10.0);
    EXPECT_EQ(room.stage(), relays == 0 ? OnlineRoom::Stage::kNoRelay : OnlineRoom::Stage::kReaching);
  }
}

TEST(OnlineRoom, ARoomNobodyAnswersForIsSaidToBeEmptyWhileTheRelaysAreOpen) {
  net::SimNetwork net(1, net::Faults{});
  net::KeyPair key = net::KeyPair::from_seed(net::digest("alone"));
  OnlineRoom room(std::make_unique<TestChannel>(net.endpoint("x"), 2), key, net::HashChain(net::digest("c"), 16),
                  [](const std::string&) { return classic(); }, "Di");
  room.join("ABCDEFGHJK");
  room.tick(1000, 1.0);
  room.tick(10000, 10.0);
  EXPECT_EQ(room.stage(), OnlineRoom::Stage::kReaching) << "a host may take a few seconds to answer";
  room.tick(17000, 17.0);
  EXPECT_EQ(room.stage(), OnlineRoom::Stage::kNoHost);
}

TEST(OnlineRoom, AnAnswerThePasswordCannotReadIsSaidAtOnceNotAsAnEmptyRoom) {
  net::SimNetwork net(1, net::Faults{});
  net::KeyPair key = net::KeyPair::from_seed(net::digest("locked out"));
  auto c = std::make_unique<TestChannel>(net.endpoint("x"), 2);
  TestChannel* ch = c.get();
  OnlineRoom room(std::move(c), key, net::HashChain(net::digest("c"), 16),
                  [](const std::string&) { return classic(); }, "Di");
  room.join("ABCDEFGHJK");
  room.tick(1000, 1.0);
  EXPECT_EQ(room.stage(), OnlineRoom::Stage::kReaching);
  ch->refused = true;
  room.tick(2000, 2.0);
  EXPECT_EQ(room.stage(), OnlineRoom::Stage::kWrongPassword);
  EXPECT_STREQ(ui::stage_name(room.stage()), "wrong-password");
}

TEST(OnlineRoom, TheGameIsShownInTheSessionGivenAndThatSessionIsClearedWhenTheRoomGoes) {
  Table t;
  ui::Session shown;
  {
    auto c = std::make_unique<TestChannel>(t.net.endpoint("d1"), 2);
    t.ch[1] = c.get();
    t.room[1] = std::make_unique<OnlineRoom>(std::move(c), t.keys[1], net::HashChain(net::digest("b1"), 2048),
                                             [](const std::string&) { return classic(); }, "Bo", net::Timing{}, &shown);
  }
  t.room[1]->join(t.room[0]->code());
  t.run(3000, 2);
  t.room[1]->device().set_ready(true, 3);
  t.room[0]->device().set_ready(true, 0);
  t.run(3000, 2);
  ASSERT_TRUE(t.room[0]->device().start_game());
  t.run(3000, 2);
  ASSERT_EQ(t.room[1]->stage(), OnlineRoom::Stage::kPlaying);
  EXPECT_EQ(&t.room[1]->session(), &shown);
  EXPECT_TRUE(shown.active());
  EXPECT_TRUE(shown.following());
  EXPECT_EQ(shown.names(), t.room[0]->session().names());
  t.room[1].reset();
  EXPECT_FALSE(shown.active()) << "a session left showing a table that is gone";
  EXPECT_FALSE(shown.following());
}

std::string temp_dir(const std::string& name) { return landlord_test_temp_dir("online-saves-" + name); }

// Everyone leaves a game; Bo's device, which did not host it, finds it in
// its saves and hosts it again; Ann's comes back through the link and the
// game goes on from where it stopped.
TEST(OnlineSaves, APausedGameIsKeptAndHostedAgainByAnotherDevice) {
  Table t;
  t.room[1]->join(t.room[0]->code());
  t.run(1500, 2);
  t.room[1]->device().set_ready(true, 5);
  t.run(1500, 2);
  ASSERT_TRUE(t.room[0]->device().start_game());
  t.run(15000, 2, 10);
  t.run(2000, 2, 0);  // nobody acts: the devices agree
  ASSERT_EQ(t.room[1]->stage(), OnlineRoom::Stage::kPlaying);
  const std::string code = t.room[0]->code();
  platform::Storage ann_storage(temp_dir("ann")), bo_storage(temp_dir("bo"));
  ui::OnlineSaves ann(ann_storage), bo(bo_storage);
  auto record_of = [](OnlineRoom& r) {
    saves::TableRecord table;
    table.seats = r.session().seats();
    return table;
  };
  ASSERT_TRUE(ann.save(t.room[0]->device(), record_of(*t.room[0]), 1000).ok);
  const ui::OnlineSaves::Outcome first = bo.save(t.room[1]->device(), record_of(*t.room[1]), 1000);
  ASSERT_TRUE(first.ok) << first.message;
  EXPECT_FALSE(first.skipped);
  EXPECT_TRUE(bo.save(t.room[1]->device(), record_of(*t.room[1]), 2000).skipped) << "nothing new";
  const uint64_t paused_at = t.room[1]->device().entries();
  const net::Digest state = t.room[1]->device().state_digest();
  ASSERT_GT(paused_at, 20u);

  std::vector<saves::SlotInfo> listed = bo.list();
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0].id, "online." + code);
  EXPECT_EQ(ui::OnlineSaves::code_of(listed[0].id), code);
  EXPECT_EQ(listed[0].name, "Online room " + code.substr(0, 5) + " " + code.substr(5));
  EXPECT_EQ(listed[0].summary.players.size(), 3u);
  EXPECT_EQ(listed[0].summary.players[1].name, "Bo");
  EXPECT_EQ(listed[0].summary.players[2].kind, "hard");
  EXPECT_FALSE(listed[0].summary.game_over);
  EXPECT_TRUE(bo.has_unfinished(code));

  // Everyone leaves.
  for (int d = 0; d < 3; ++d) {
    t.room[d].reset();
    t.ch[d] = nullptr;
  }
  auto device = [&](int d, const char* name) {
    auto c = std::make_unique<TestChannel>(t.net.endpoint("d" + std::to_string(d)), 2);
    t.ch[d] = c.get();
    t.room[d] = std::make_unique<OnlineRoom>(std::move(c), t.keys[d],
                                             net::HashChain(net::digest_of_number(static_cast<uint64_t>(d), "room"), 2048),
                                             [](const std::string&) { return classic(); }, name);
  };
  // Bo's device, from its saves: the game at once, then hosted.
  device(1, "Bo");
  ui::OnlineSaves::Loaded saved = bo.load(code);
  ASSERT_TRUE(saved.ok) << saved.message;
  ASSERT_EQ(saved.pieces.size(), 3u);
  EXPECT_EQ(saved.pieces[1], 5);
  std::string error;
  ASSERT_TRUE(t.room[1]->resume(saved.saved, saved.pieces, error)) << error;
  t.run(50, 2, 0);
  EXPECT_EQ(t.room[1]->stage(), OnlineRoom::Stage::kPlaying);
  EXPECT_EQ(t.room[1]->device().entries(), paused_at);
  EXPECT_EQ(t.room[1]->device().state_digest(), state);
  EXPECT_EQ(t.room[1]->session().seats()[1].token, 5) << "Bo's piece, from the save";
  EXPECT_EQ(t.room[1]->session().seats()[2].kind, ui::SeatKind::kHard) << "the computer's seat, from the start entry";
  EXPECT_FALSE(t.room[1]->device().is_host()) << "a host of the room may still answer";
  t.run(3500, 2, 0);
  EXPECT_TRUE(t.room[1]->device().is_host()) << "nobody answered: Bo's device hosts";
  // Ann comes back through the link, as herself.
  device(0, "Ann");
  t.room[0]->join(code);
  t.run(8000, 2, 0);
  ASSERT_EQ(t.room[0]->stage(), OnlineRoom::Stage::kPlaying);
  EXPECT_GE(t.room[0]->device().entries(), paused_at);
  EXPECT_EQ(t.room[0]->device().my_seats(), std::vector<int>{0}) << "back in her seat";
  t.run(15000, 2, 20);
  t.run(3000, 2, 0);
  EXPECT_GT(t.room[0]->device().entries(), paused_at + 10) << "the game went on";
  EXPECT_EQ(t.room[0]->device().state_digest(), t.room[1]->device().state_digest());
  EXPECT_FALSE(t.room[1]->device().seat_away(0)) << "Ann is back";

  // Ann's device came back with less than it kept: its longer save stays
  // until it has caught up, and is never taken back.
  const ui::OnlineSaves::Outcome again = ann.save(t.room[0]->device(), record_of(*t.room[0]), 3000);
  EXPECT_TRUE(again.ok);
  EXPECT_GT(ann.list()[0].seq, paused_at);
}

TEST(OnlineSaves, ADamagedOrForeignRecordIsSaidAndNothingElseIsLost) {
  platform::Storage storage(temp_dir("damaged"));
  ui::OnlineSaves saves(storage);
  ASSERT_FALSE(storage.put("online-game.ABCDEFGHJK.meta", "{not json"));
  ASSERT_FALSE(storage.put("online-game.ABCDEFGHJK", "{\"format\":\"landlord-online\"}"));
  ASSERT_FALSE(storage.put("online-game.abc.meta", "{}"));  // not a room code: not listed
  std::vector<saves::SlotInfo> listed = saves.list();
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_TRUE(listed[0].damaged);
  EXPECT_NE(listed[0].problem.find("cannot be read"), std::string::npos) << listed[0].problem;
  EXPECT_FALSE(saves.has_unfinished("ABCDEFGHJK"));
  EXPECT_FALSE(saves.load("../../etc").ok);
  EXPECT_EQ(ui::OnlineSaves::code_of("online.../x"), "");
  EXPECT_EQ(ui::OnlineSaves::code_of("3f2a"), "") << "a local game's id";
  // What the record holds is checked when a device resumes from it.
  ui::OnlineSaves::Loaded loaded = saves.load("ABCDEFGHJK");
  ASSERT_TRUE(loaded.ok);
  net::SimNetwork net(1, net::Faults{});
  net::KeyPair key = net::KeyPair::from_seed(net::digest("someone"));
  OnlineRoom room(std::make_unique<TestChannel>(net.endpoint("x"), 2), key, net::HashChain(net::digest("c"), 16),
                  [](const std::string&) { return classic(); }, "Di");
  std::string error;
  EXPECT_FALSE(room.resume(loaded.saved, loaded.pieces, error));
  EXPECT_FALSE(error.empty());
  EXPECT_TRUE(saves.remove("ABCDEFGHJK").ok);
  EXPECT_TRUE(saves.list().empty());
}

}  // namespace
}  // namespace landlord
