// Pause and resume: every device keeps the online game as it goes; the
// game is hosted again from any device's save and the others rejoin; an
// edited save is refused, and an older one cannot undo the game.
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

constexpr int kDevices = 3;

// Three people at three devices and a computer player, on one network.
struct Table {
  std::unique_ptr<SimNetwork> net = std::make_unique<SimNetwork>(3, Faults{0.05, 0.02, 1, 60});
  KeyPair keys[kDevices] = {KeyPair::from_seed(digest("k0")), KeyPair::from_seed(digest("k1")),
                            KeyPair::from_seed(digest("k2"))};
  std::unique_ptr<Device> dev[kDevices];
  std::unique_ptr<ai::Bot> people[kDevices];
  uint64_t now = 0;

  Table() {
    for (int d = 0; d < kDevices; ++d) {
      dev[d] = std::make_unique<Device>("D" + std::to_string(d), keys[d],
                                        HashChain(digest_of_number(static_cast<uint64_t>(d), "chain"), 4096),
                                        editions(), net->endpoint(name(d)));
      people[d] = ai::make_bot(ai::Skill{ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce}, 40 + static_cast<uint64_t>(d));
    }
    RoomPlan plan;
    plan.room = "PAUSE";
    plan.edition = edition("classic");
    plan.options = plan.edition->defaults;
    plan.seats = {{"Ann", true, true, ""}, {"Bo", true, false, ""}, {"Cy", true, false, ""}, {"Di", false, false, "easy"}};
    plan.away_level = "easy";
    dev[0]->host(plan, 0);
    dev[1]->join("PAUSE", 1);
    dev[2]->join("PAUSE", 2);
  }
  static std::string name(int d) { return "d" + std::to_string(d); }

  // The devices switched off and on again from their saves, on a new
  // network; `host` hosts again.
  bool resume(const Json saves[kDevices], std::string errors[kDevices]) {
    net = std::make_unique<SimNetwork>(4, Faults{0.05, 0.02, 1, 60});
    bool all = true;
    for (int d = 0; d < kDevices; ++d) {
      dev[d] = Device::resume(saves[d], keys[d], editions(), net->endpoint(name(d)), Timing{}, errors[d]);
      all = all && dev[d] != nullptr;
    }
    return all;
  }

  void run(uint64_t ms, bool people_act = true) {
    for (uint64_t end = now + ms; now < end; now += 5) {
      net->set_now(now);
      net->deliver([&](const std::string& to, const std::string& from, const std::string& bytes) {
        dev[std::stoi(to.substr(1))]->receive(from, bytes);
      });
      for (auto& d : dev) d->tick(now);
      if (people_act) testing::people_act(dev, people, "classic", 60);
    }
  }
  bool agreed() const { return testing::agreed(dev); }
};

TEST(NetResume, APausedGameIsHostedAgainFromAnyDevicesSaveAndGoesOn) {
  for (int host : {0, 2}) {
    Table t;
    t.run(15000);
    t.run(3000, false);
    ASSERT_TRUE(t.agreed());
    Json saves[kDevices];
    for (int d = 0; d < kDevices; ++d) saves[d] = t.dev[d]->save();
    const uint64_t paused_at = t.dev[0]->entries();
    const Digest state = t.dev[0]->state_digest();
    ASSERT_GT(paused_at, 30u);
    std::string errors[kDevices];
    ASSERT_TRUE(t.resume(saves, errors)) << errors[0] << errors[1] << errors[2];
    for (int d = 0; d < kDevices; ++d) {
      EXPECT_EQ(t.dev[d]->entries(), paused_at) << d;
      EXPECT_EQ(t.dev[d]->state_digest(), state) << d;
      EXPECT_FALSE(t.dev[d]->is_host()) << "nobody hosts until asked";
    }
    t.dev[host]->host_again();
    t.run(15000);
    t.run(4000, false);
    EXPECT_TRUE(t.agreed()) << "hosted again by device " << host;
    EXPECT_GT(t.dev[0]->entries(), paused_at + 20) << host;
    EXPECT_TRUE(t.dev[host]->is_host());
    for (int d = 0; d < kDevices; ++d) EXPECT_FALSE(t.dev[d]->seat_away(d)) << "everyone came back";
  }
}

TEST(NetResume, AnEditedSaveIsRefused) {
  Table t;
  t.run(15000);
  t.run(3000, false);
  const Json good = t.dev[1]->save();
  auto refused = [&](Json saved, const KeyPair& key, const std::string& part) {
    SimNetwork net(9, Faults{});
    std::string error;
    auto d = Device::resume(saved, key, editions(), net.endpoint("x"), Timing{}, error);
    EXPECT_EQ(d, nullptr) << part;
    EXPECT_NE(error.find(part), std::string::npos) << error;
  };
  {
    SimNetwork net(9, Faults{});
    std::string error;
    EXPECT_NE(Device::resume(good, t.keys[1], editions(), net.endpoint("x"), Timing{}, error), nullptr) << error;
  }
  Json cash = good;  // a person's action changed
  for (Json& e : cash["log"]) {
    if (e["kind"] == "act" && !e["computer"].get<bool>() && e["action"]["type"] == "buy") {
      e["action"]["type"] = "decline";
      break;
    }
  }
  refused(cash, t.keys[1], "damaged or edited");
  Json seat = good;  // Bo's seat given to Ann's device
  seat["log"][0]["seats"][1]["device"] = 0;
  refused(seat, t.keys[1], "damaged or edited");
  Json dropped = good;  // an entry taken out of the middle
  dropped["log"].erase(dropped["log"].begin() + 10);
  refused(dropped, t.keys[1], "damaged or edited");
  Json chain = good;  // another chain: links that were never committed
  chain["chain"]["secret"] = to_hex(digest("another"));
  refused(chain, t.keys[1], "damaged or edited");
  refused(good, t.keys[2], "another device");
}

TEST(NetResume, AnOlderSaveCannotUndoTheGame) {
  Table t;
  t.run(15000);
  t.run(3000, false);
  Json saves[kDevices];
  for (int d = 0; d < kDevices; ++d) saves[d] = t.dev[d]->save();
  const uint64_t paused_at = t.dev[0]->entries();
  // Cy hosts again from a save cut back by 12 entries (a valid log, older).
  Json& cut = saves[2]["log"];
  cut.erase(cut.end() - 12, cut.end());
  std::string errors[kDevices];
  ASSERT_TRUE(t.resume(saves, errors)) << errors[2];
  t.dev[2]->host_again();
  t.run(10000);
  for (int d : {0, 1}) {
    EXPECT_GE(t.dev[d]->entries(), paused_at) << d << ": nothing it held was undone";
    EXPECT_TRUE(has_note(*t.dev[d], "older than this device's")) << d;
  }
}

}  // namespace
}  // namespace landlord::net
