// Catching up: a device away for a long time gets the host's snapshot of
// the agreed state with the entries it missed, plays on from the snapshot
// at once, and checks the entries it skipped a few at each tick; a false
// snapshot is found, and one not signed by the host is not taken. And a
// host that collects every link of a chance event and goes cannot foresee
// the chance that the device taking over asks for.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

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

// Three people at three devices and a computer player (Hard, so that its
// memory matters), on one network with faults.
struct Table {
  SimNetwork net{7, Faults{0.05, 0.02, 1, 60}};
  KeyPair keys[kDevices] = {KeyPair::from_seed(digest("c0")), KeyPair::from_seed(digest("c1")),
                            KeyPair::from_seed(digest("c2"))};
  std::unique_ptr<Device> dev[kDevices];
  std::unique_ptr<ai::Bot> people[kDevices];
  uint64_t now = 0;
  int asleep = -1;  // a device that neither ticks nor hears (a phone asleep)
  // Every message on its way to a device passes here first: it may change it
  // (return false to drop it).
  std::function<bool(int to, int from, std::string& bytes)> tamper;

  // host_plays: Ann plays at the host; else the host is a device at the
  // table with no seat of its own (a screen everyone watches), and seat 0
  // is a computer player's.
  explicit Table(Timing timing, bool host_plays = true) {
    for (int d = 0; d < kDevices; ++d) {
      dev[d] = std::make_unique<Device>("D" + std::to_string(d), keys[d],
                                        HashChain(digest_of_number(static_cast<uint64_t>(d), "catchup"), 4096),
                                        editions(), net.endpoint(name(d)), timing);
      people[d] = ai::make_bot(ai::Skill{ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce}, 70 + static_cast<uint64_t>(d));
    }
    RoomPlan plan;
    plan.room = "LATE";
    plan.edition = edition("classic");
    plan.options = plan.edition->defaults;
    plan.seats = {{"Ann", true, true, ""}, {"Bo", true, false, ""}, {"Cy", true, false, ""}, {"Di", false, false, "hard"}};
    if (!host_plays) plan.seats[0] = {"Ed", false, false, "hard"};
    plan.away_level = "hard";
    dev[0]->host(plan, host_plays ? 0 : -1);
    dev[1]->join("LATE", 1);
    dev[2]->join("LATE", 2);
  }
  static std::string name(int d) { return "d" + std::to_string(d); }

  void run(uint64_t ms, bool people_act = true) {
    for (uint64_t end = now + ms; now < end; now += 5) {
      net.set_now(now);
      net.deliver([&](const std::string& to, const std::string& from, const std::string& bytes) {
        const int d = std::stoi(to.substr(1));
        std::string b = bytes;
        if (tamper && !tamper(d, std::stoi(from.substr(1)), b)) return;
        dev[d]->receive(from, b);
      });
      for (int d = 0; d < kDevices; ++d) {
        if (d != asleep) dev[d]->tick(now);
      }
      if (people_act) testing::people_act(dev, people, "classic", 80, asleep);
    }
  }
  bool agreed() const { return testing::agreed(dev); }
};

std::string all_notes(const Device& d) {
  std::string out;
  for (const std::string& n : d.notes()) out += n + "\n";
  return out;
}

Timing catchup_timing() {
  Timing t;
  t.snapshot_after = 40;
  t.verify_per_tick = 4;
  return t;
}

// Cy's phone sleeps for long enough to miss many entries.
void miss_a_long_stretch(Table& t) {
  t.run(6000);
  ASSERT_TRUE(t.agreed());
  t.net.set_down("d2", true);
  t.asleep = 2;
  const uint64_t before = t.dev[2]->entries();
  t.run(40000);
  ASSERT_GT(t.dev[0]->entries(), before + 60) << "Cy missed a long stretch";
  t.net.set_down("d2", false);
  t.asleep = -1;
}

TEST(NetCatchup, ADeviceAwayALongTimeTakesASnapshotAndChecksWhatItSkipped) {
  Table t(catchup_timing());
  miss_a_long_stretch(t);
  const uint64_t missed_from = t.dev[2]->entries();
  // Back: it plays on from the snapshot before it has checked the entries.
  bool jumped_early = false;
  for (int i = 0; i < 400 && t.dev[2]->snapshots() == 0; ++i) t.run(25);
  ASSERT_EQ(t.dev[2]->snapshots(), 1u) << all_notes(*t.dev[2]);
  jumped_early = t.dev[2]->checking_snapshot();
  EXPECT_TRUE(jumped_early) << "four entries a tick: the check is still under way";
  EXPECT_GT(t.dev[2]->entries(), missed_from + 60);
  t.run(20000);
  t.run(4000, false);
  EXPECT_FALSE(t.dev[2]->checking_snapshot());
  EXPECT_TRUE(has_note(*t.dev[2], "snapshot skipped were checked")) << all_notes(*t.dev[2]);
  EXPECT_TRUE(t.agreed()) << all_notes(*t.dev[2]);
  EXPECT_FALSE(t.dev[2]->seat_away(2)) << "Cy plays again";
  EXPECT_TRUE(t.dev[2]->desyncs().empty());
  // Its log is whole: one process replaying it reaches the same state, and
  // its save resumes with every entry checked.
  Digest replayed{};
  std::string error;
  ASSERT_TRUE(Device::replay(t.dev[2]->log(), editions(), replayed, error)) << error;
  EXPECT_EQ(replayed, t.dev[2]->state_digest());
  SimNetwork other(1, Faults{});
  auto resumed = Device::resume(t.dev[2]->save(), t.keys[2], editions(), other.endpoint("x"), Timing{}, error);
  ASSERT_NE(resumed, nullptr) << error;
  EXPECT_EQ(resumed->state_digest(), t.dev[2]->state_digest());
}

// A screen that shows the game follows it through the device's watcher:
// every entry once, in order, with the engine's events (every roll of the
// dice the device counted came as an event), and a snapshot taken as the
// state replaced at once, after which the entries go on from its place.
TEST(NetCatchup, AWatcherSeesEachEntryOnceInOrderAndASnapshotAsAReplacement) {
  Table t(catchup_timing());
  struct Seen {
    std::vector<uint64_t> n;
    std::vector<std::size_t> replaced_at;  // entries seen before each replacement
    uint64_t dice = 0, acts_without_events = 0;
  } seen[kDevices];
  for (int d = 1; d < kDevices; ++d) {
    Seen& me = seen[d];
    Device& dev = *t.dev[d];
    dev.watch({[&me](const Entry& e, const EventLog& events, const std::string&) {
                 me.n.push_back(e.n);
                 if (e.kind == EntryKind::kAct && events.empty()) ++me.acts_without_events;
                 for (const Event& ev : events) me.dice += ev.type == EventType::kDiceRolled;
               },
               [&me, &dev] {
                 me.replaced_at.push_back(me.n.size());
                 me.n.push_back(dev.entries() - 1);  // the state stands at the last entry held
               }});
  }
  miss_a_long_stretch(t);
  for (int i = 0; i < 400 && t.dev[2]->snapshots() == 0; ++i) t.run(25);
  ASSERT_EQ(t.dev[2]->snapshots(), 1u) << all_notes(*t.dev[2]);
  t.run(20000);
  t.run(4000, false);
  ASSERT_TRUE(t.agreed()) << all_notes(*t.dev[2]);
  for (int d = 1; d < kDevices; ++d) {
    const Seen& me = seen[d];
    EXPECT_EQ(me.n.back() + 1, t.dev[d]->entries()) << "device " << d << " saw up to the last entry";
    EXPECT_EQ(me.acts_without_events, 0u);
    for (std::size_t i = 1; i < me.n.size(); ++i) {
      const bool after_replace = std::find(me.replaced_at.begin(), me.replaced_at.end(), i) != me.replaced_at.end();
      if (!after_replace) EXPECT_EQ(me.n[i], me.n[i - 1] + 1) << "device " << d << ", call " << i;
      else EXPECT_GT(me.n[i], me.n[i - 1]) << "a snapshot moves the state forward";
    }
  }
  // Bo never slept: every entry came to the screen one by one, and every
  // roll the device counted was an event the screen saw.
  EXPECT_TRUE(seen[1].replaced_at.empty());
  EXPECT_EQ(seen[1].n.size(), t.dev[1]->entries());
  uint64_t counted = 0;
  for (uint64_t c : t.dev[1]->rolls()) counted += c;
  EXPECT_EQ(seen[1].dice, counted);
  EXPECT_GT(counted, 20u);
  // Cy took the snapshot: one replacement, and fewer entries seen one by one.
  EXPECT_EQ(seen[2].replaced_at.size(), 1u);
  EXPECT_LT(seen[2].n.size(), t.dev[2]->entries());
}

TEST(NetCatchup, ADeviceABitBehindGetsEntriesOnly) {
  Timing timing = catchup_timing();
  timing.snapshot_after = 100000;
  Table t(timing);
  miss_a_long_stretch(t);
  t.run(20000);
  t.run(4000, false);
  EXPECT_EQ(t.dev[2]->snapshots(), 0u);
  EXPECT_TRUE(t.agreed());
}

TEST(NetCatchup, AFalseSnapshotFromTheHostIsFoundByTheCheck) {
  Table t(catchup_timing());
  miss_a_long_stretch(t);
  // The host changes its own state behind the log's back (dice and decks
  // it chose) just before Cy asks: its snapshot names that state, signed.
  t.dev[0]->corrupt_for_test();
  for (int i = 0; i < 400 && t.dev[2]->snapshots() == 0; ++i) t.run(25);
  ASSERT_EQ(t.dev[2]->snapshots(), 1u) << all_notes(*t.dev[2]);
  t.run(20000);
  EXPECT_FALSE(t.dev[2]->following()) << all_notes(*t.dev[2]);
  EXPECT_TRUE(has_note(*t.dev[2], "snapshot was wrong")) << all_notes(*t.dev[2]);
  ASSERT_FALSE(t.dev[2]->desyncs().empty());
  EXPECT_NE(t.dev[2]->desyncs().back().mine, t.dev[2]->desyncs().back().healed) << "both states kept";
}

TEST(NetCatchup, ASnapshotNotSignedByTheHostOrNotReadableIsNotTaken) {  // nor a stranger's
  const KeyPair stranger = KeyPair::from_seed(digest("not of this room"));
  for (int kind : {0, 1, 2}) {
    Table t(catchup_timing());
    int seen = 0;
    t.tamper = [&](int to, int, std::string& bytes) {
      Message m;
      std::string error;
      if (to != 2 || !read_message(bytes, m, error) || m.type != MessageType::kSnapshot) return true;
      ++seen;
      if (kind == 0) {  // Bo's device passes it off as its own
        m.from = t.keys[1].public_key();
        m.sig = t.keys[1].sign(snapshot_text(m));
      } else if (kind == 1) {  // the host's, signed, but its body is junk
        m.snapshot["table"]["seats"] = Json::array({1, 2, 3});
        m.snapshot["chains"] = "no";
        m.sig = t.keys[0].sign(snapshot_text(m));
      } else {  // a stranger's, signed by its own key
        m.from = stranger.public_key();
        m.sig = stranger.sign(snapshot_text(m));
      }
      bytes = write_message(m);
      return true;
    };
    miss_a_long_stretch(t);
    t.run(20000);
    t.run(4000, false);
    EXPECT_GT(seen, 0) << kind;
    EXPECT_EQ(t.dev[2]->snapshots(), 0u) << kind;
    EXPECT_TRUE(has_note(*t.dev[2], kind == 2 ? "no device of this room signed" : "snapshot was not taken"))
        << kind << all_notes(*t.dev[2]);
    EXPECT_TRUE(t.agreed()) << kind << ": the entries were checked one by one instead\n" << all_notes(*t.dev[2]);
  }
}

TEST(NetCatchup, AHostThatGoesWithEveryLinkCannotForeseeTheNextChance) {
  // A host without a seat: nobody's seat goes away with it, so nothing but
  // the change of host spends the links it saw.
  Table t(Timing{}, false);
  // Every link revealed to the host, by device and place in its chain.
  std::set<std::pair<int, uint32_t>> seen;
  std::map<uint64_t, std::set<int>> reveals_for;  // entry -> devices whose link for it the host got
  bool gone = false;
  t.tamper = [&](int to, int from, std::string& bytes) {
    if (gone && (to == 0 || from == 0)) return false;
    Message m;
    std::string error;
    if (to != 0 || !read_message(bytes, m, error) || m.type != MessageType::kReveal) return true;
    seen.insert({m.reveal.device, m.reveal.index});
    // With the last link of an entry in hand, the host goes, as a host that
    // dislikes what it sees would, and writes nothing more.
    std::set<int>& got = reveals_for[m.n];
    got.insert(m.reveal.device);
    if (t.now > 8000 && got.size() == 2) {
      gone = true;
      t.net.set_down("d0", true);
      return false;
    }
    return true;
  };
  t.run(8000);
  for (int i = 0; i < 2000 && !gone; ++i) t.run(25);
  ASSERT_TRUE(gone);
  t.asleep = 0;
  t.run(30000);
  t.run(4000, false);
  ASSERT_TRUE(t.dev[1]->is_host()) << all_notes(*t.dev[1]);
  // The host entry spends the new host's own next link; the first entry
  // after it that needed chance takes a link the old host never saw.
  const std::vector<Entry>& log = t.dev[1]->log();
  std::size_t h = 0;
  while (h < log.size() && log[h].kind != EntryKind::kHost) ++h;
  ASSERT_LT(h, log.size());
  EXPECT_EQ(log[h].reveals.size(), 1u);
  if (log[h].reveals.size() == 1) {
    EXPECT_EQ(log[h].reveals[0].device, 1);
    EXPECT_TRUE(seen.count({1, log[h].reveals[0].index})) << "the link it spends is one the old host saw";
  }
  std::size_t c = h + 1;
  while (c < log.size() && (log[c].kind != EntryKind::kAct || log[c].reveals.empty())) ++c;
  ASSERT_LT(c, log.size());
  bool unseen = false;
  for (const Reveal& r : log[c].reveals) unseen = unseen || (r.device != 0 && !seen.count({r.device, r.index}));
  EXPECT_TRUE(unseen) << "entry " << c << ": every link of its chance was known to the host that went";
  EXPECT_TRUE(t.dev[1]->state_digest() == t.dev[2]->state_digest() && t.dev[1]->entries() == t.dev[2]->entries());
}

}  // namespace
}  // namespace landlord::net
