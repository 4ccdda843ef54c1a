// Whole online games over the in-memory network: every edition and
// variant, 2 to 6 devices, people and computer players, messages dropped,
// delayed, duplicated and overtaking each other, a device that drops out,
// a host that goes (for a while or for good), and one device that falls
// out of step.
#include <gtest/gtest.h>

#include "engine/game.h"
#include "net/netsim.h"
#include "tests/net/net_support.h"

namespace landlord::net {
namespace {

using testing::edition;
using testing::editions;

std::vector<std::pair<std::string, Options>> tables() {
  std::vector<std::pair<std::string, Options>> out;
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = edition(id);
    out.emplace_back(std::string(id), ed->defaults);
    for (const Variant& v : ed->variants) out.emplace_back(std::string(id) + "/" + v.id, v.options);
  }
  return out;
}

SimGame base(const std::string& table, const Options& o, uint64_t seed) {
  SimGame g;
  g.edition = edition(table.substr(0, table.find('/')));
  g.options = o;
  g.seed = seed;
  g.faults.drop = 0.08;
  g.faults.duplicate = 0.05;
  g.faults.max_delay_ms = 120;
  g.turn_cap = 24;
  return g;
}

void expect_agreed(const SimOutcome& r, const std::string& what) {
  EXPECT_TRUE(r.started) << what << ": " << r.error;
  EXPECT_TRUE(r.agreed) << what << ": " << r.error;
  EXPECT_TRUE(r.replayed) << what << ": " << r.error;
  EXPECT_GT(r.actions, 20u) << what;
}

TEST(NetGames, EveryEditionAndVariantEndsWithOneStateOnEveryDeviceUnderFaults) {
  uint64_t seed = 1;
  for (const auto& [name, options] : tables()) {
    for (int devices : {2, 3}) {
      SimGame g = base(name, options, seed++);
      g.seats = 4;
      g.devices = devices;
      g.computers = 1;
      SimOutcome r = play_sim(g, editions());
      expect_agreed(r, name + " on " + std::to_string(devices) + " devices");
      EXPECT_GT(r.faults, 0u) << name;
    }
  }
}

TEST(NetGames, ManyRandomTablesAgree) {
  // 2-8 seats, 2-6 devices, a random share of computer players.
  Pcg32 pick = Pcg32::seeded(2026);
  std::vector<std::pair<std::string, Options>> all = tables();
  for (int game = 0; game < 10; ++game) {
    const auto& [name, options] = all[pick.below(static_cast<uint32_t>(all.size()))];
    SimGame g = base(name, options, 100 + static_cast<uint64_t>(game));
    g.seats = 2 + static_cast<int>(pick.below(7));
    g.seats = std::min(g.seats, g.edition->max_players);
    g.computers = static_cast<int>(pick.below(static_cast<uint32_t>(g.seats - 1)));
    g.devices = 2 + static_cast<int>(pick.below(5));
    g.faults.drop = pick.below(20) / 100.0;
    g.turn_cap = 16;
    if (game % 3 == 1) {  // the host goes, and comes back in every other such game
      g.host_down_from = 3000 + pick.below(5000);
      g.host_down_to = game % 2 ? g.host_down_from + 20000 : UINT64_MAX;
    }
    SimOutcome r = play_sim(g, editions());
    expect_agreed(r, name + " game " + std::to_string(game) + ": " + std::to_string(g.seats) + " seats, " +
                         std::to_string(g.computers) + " computers, " + std::to_string(g.devices) + " devices");
  }
}

TEST(NetGames, APlayerWhoDropsOutIsPlayedByAComputerAndGetsBackIn) {
  auto ed = edition("classic");
  SimGame g = base("classic", ed->defaults, 77);
  g.seats = 3;
  g.devices = 3;
  g.computers = 0;
  g.turn_cap = 30;
  g.drop_device = 2;
  g.drop_from = 4000;
  g.drop_to = 40000;
  SimOutcome r = play_sim(g, editions());
  expect_agreed(r, "a device away from 4 s to 40 s");
  EXPECT_GE(r.away_entries, 2u) << "the seat went to a computer player and came back";
}

TEST(NetGames, WhenTheHostGoesTheNextDeviceTakesOverAndTheOldHostComesBackAsAnyOther) {
  for (const auto& [name, options] : tables()) {
    SimGame g = base(name, options, 300 + name.size());
    g.seats = 4;
    g.devices = 3;
    g.computers = 1;
    g.turn_cap = 30;
    g.host_down_from = 6000;
    g.host_down_to = 50000;
    SimOutcome r = play_sim(g, editions());
    expect_agreed(r, name + ": the host away from 6 s to 50 s");
    EXPECT_GE(r.host_changes, 1u) << name;
  }
}

TEST(NetGames, AHostGoneForGoodIsReplacedAndTheGameGoesOn) {
  auto ed = edition("travel");
  SimGame g = base("travel", ed->defaults, 61);
  g.seats = 3;
  g.devices = 3;
  g.computers = 0;
  g.turn_cap = 30;
  g.host_down_from = 5000;
  g.host_down_to = UINT64_MAX;
  SimOutcome r = play_sim(g, editions());
  expect_agreed(r, "the host gone at 5 s");
  EXPECT_GE(r.host_changes, 1u);
  EXPECT_GE(r.away_entries, 1u) << "the old host's person is played by a computer";
}

TEST(NetGames, DevicesSplitInTwoEndInOneStateOnceTheyHearEachOtherAgain) {
  // The host's side keeps the game; the other side, hearing no host, makes
  // one of its own; when they meet, one log goes on and every device
  // takes it.
  for (int at : {1, 2}) {
    auto ed = edition("classic");
    SimGame g = base("classic", ed->defaults, 40 + static_cast<uint64_t>(at));
    g.seats = 5;
    g.devices = 4;
    g.computers = 1;
    g.turn_cap = 30;
    g.split_from = 5000;
    g.split_to = 35000;
    g.split_at = at;
    SimOutcome r = play_sim(g, editions());
    expect_agreed(r, "split " + std::to_string(at) + "/" + std::to_string(4 - at));
    EXPECT_GE(r.host_changes, 1u);
  }
}

TEST(NetGames, AStateChangedBehindADevicesBackIsFoundAndRebuilt) {
  auto ed = edition("classic");
  SimGame g = base("classic", ed->defaults, 5);
  g.seats = 3;
  g.devices = 3;
  g.computers = 0;
  g.corrupt_device = 1;
  g.corrupt_at = 30;
  SimOutcome r = play_sim(g, editions());
  expect_agreed(r, "one device corrupted");
  EXPECT_GE(r.desyncs, 1u);
}

TEST(NetGames, TheDiceComeUpAsOftenAsFairDiceDo) {
  std::array<uint64_t, 36> rolls{};
  uint64_t total = 0;
  for (uint64_t seed = 0; seed < 6; ++seed) {
    auto ed = edition("classic");
    SimGame g = base("classic", ed->defaults, 900 + seed);
    g.faults = Faults{};
    g.seats = 4;
    g.devices = 2;
    g.computers = 2;
    g.turn_cap = 150;
    SimOutcome r = play_sim(g, editions());
    ASSERT_TRUE(r.agreed) << r.error;
    for (int i = 0; i < 36; ++i) rolls[static_cast<std::size_t>(i)] += r.rolls[static_cast<std::size_t>(i)];
  }
  for (uint64_t c : rolls) total += c;
  ASSERT_GT(total, 500u);  // about 18 a roll or more: enough for the test below
  // Pearson's chi-squared over 36 equally likely rolls, 35 degrees of
  // freedom: above 66.6 one time in 1,000 for fair dice.
  double chi = 0;
  const double expected = static_cast<double>(total) / 36.0;
  for (uint64_t c : rolls) chi += (static_cast<double>(c) - expected) * (static_cast<double>(c) - expected) / expected;
  EXPECT_LT(chi, 66.6) << total << " rolls";
}

}  // namespace
}  // namespace landlord::net
