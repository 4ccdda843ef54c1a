#include "net/netsim.h"

#include <time.h>

#include <cstdio>
#include <cstdlib>
#include <set>

#include "ai/bot.h"
#include "engine/game.h"

namespace landlord::net {
namespace {

double thread_cpu() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

SimOutcome play_sim(const SimGame& g, const EditionSource& editions) {
  SimOutcome out;
  SimNetwork net(g.seed, g.faults);
  const int persons = g.seats - g.computers;
  const int ndev = std::max(1, std::min(g.devices, persons));
  std::vector<std::unique_ptr<KeyPair>> keys;
  std::vector<std::unique_ptr<Device>> devices;
  std::vector<std::string> names;
  for (int d = 0; d < ndev; ++d) {
    names.push_back("d" + std::to_string(d));
    keys.push_back(std::make_unique<KeyPair>(KeyPair::from_seed(digest_of_number(g.seed * 64 + d, "key"))));
    HashChain chain(digest_of_number(g.seed * 64 + d, "chain"), 8192);
    devices.push_back(std::make_unique<Device>("Device " + std::to_string(d + 1), *keys.back(), std::move(chain),
                                               editions, net.endpoint(names.back()), g.timing));
  }
  RoomPlan plan;
  plan.room = "sim-" + std::to_string(g.seed);
  plan.edition = g.edition;
  plan.options = g.options;
  plan.away_level = g.away_level;
  for (int s = 0; s < g.seats; ++s) {
    RoomPlan::Seat seat;
    seat.name = "P" + std::to_string(s + 1);
    seat.person = s < persons;
    seat.at_host = seat.person && (s == 0 || s >= ndev);
    seat.level = g.computer_level;
    plan.seats.push_back(seat);
  }
  devices[0]->host(plan, 0);
  for (int d = 1; d < ndev; ++d) devices[static_cast<std::size_t>(d)]->join(plan.room, d);
  // The people: their seats' choices, each from their own device's state.
  ai::SeatPlayer how;
  ai::seat_player_from_name(g.person_level, how);
  std::vector<std::unique_ptr<ai::Bot>> people;
  for (int s = 0; s < g.seats; ++s) {
    people.push_back(s < persons ? ai::make_bot(how.skill, splitmix64(g.seed * 131 + static_cast<uint64_t>(s))) : nullptr);
  }
  std::vector<double> cpu(static_cast<std::size_t>(ndev), 0.0);
  auto off = [&](int d, uint64_t at) {
    if (d == g.drop_device && at >= g.drop_from && at < g.drop_to) return true;
    return d == 0 && g.host_down_to > 0 && at >= g.host_down_from && at < g.host_down_to;
  };
  // The host now: the device that hosts among those switched on.
  auto host_now = [&](uint64_t at) -> Device& {
    for (std::size_t d = 0; d < devices.size(); ++d) {
      if (devices[d]->is_host() && !off(static_cast<int>(d), at)) return *devices[d];
    }
    return *devices[0];
  };
  bool corrupted = false;
  uint64_t quiet_since = 0, last_entries = 0;
  const uint64_t step = 5;
  uint64_t t = 0;
  for (; t < g.max_ms; t += step) {
    net.set_now(t);
    if (g.drop_device > 0 && g.drop_device < ndev) {
      net.set_down(names[static_cast<std::size_t>(g.drop_device)], t >= g.drop_from && t < g.drop_to);
    }
    if (g.host_down_to > 0) net.set_down(names[0], off(0, t));
    if (g.split_to > 0) {
      if (t >= g.split_from && t < g.split_to) {
        std::set<std::string> side;
        for (int d = 0; d < g.split_at && d < ndev; ++d) side.insert(names[static_cast<std::size_t>(d)]);
        net.split(side);
      } else {
        net.heal();
      }
    }
    net.deliver([&](const std::string& to, const std::string& from, const std::string& bytes) {
      const std::size_t d = static_cast<std::size_t>(std::stoi(to.substr(1)));
      double c0 = thread_cpu();
      devices[d]->receive(from, bytes);
      cpu[d] += thread_cpu() - c0;
    });
    for (std::size_t d = 0; d < devices.size(); ++d) {
      if (off(static_cast<int>(d), t)) continue;  // switched off
      double c0 = thread_cpu();
      devices[d]->tick(t);
      cpu[d] += thread_cpu() - c0;
    }
    Device& host = host_now(t);
    if (!host.started()) {
      if (t > 120000) break;  // nobody came
      continue;
    }
    const GameState& hs = host.table().state();
    if (g.corrupt_device > 0 && g.corrupt_device < ndev && !corrupted) {
      Device& c = *devices[static_cast<std::size_t>(g.corrupt_device)];
      if (c.started() && c.entries() >= g.corrupt_at) {
        c.corrupt_for_test();
        corrupted = true;
      }
    }
    const bool people_act = hs.turn_number <= g.turn_cap && hs.phase != Phase::kGameOver;
    for (std::size_t d = 0; people_act && d < devices.size(); ++d) {
      Device& dev = *devices[d];
      if (!dev.started() || !dev.following() || dev.proposing()) continue;
      if (off(static_cast<int>(d), t)) continue;
      const GameState& s = dev.table().state();
      const int who = decider(s);
      for (int seat : dev.my_seats()) {
        if (seat != who || dev.seat_away(seat) || !people[static_cast<std::size_t>(seat)]) continue;
        double c0 = thread_cpu();
        Action a = people[static_cast<std::size_t>(seat)]->decide(*g.edition, observe(s, seat));
        dev.act(a);
        cpu[d] += thread_cpu() - c0;
      }
    }
    // Done when the log has not grown for a while and every device holds it.
    if (host.entries() != last_entries) {
      last_entries = host.entries();
      quiet_since = t;
    }
    const bool over = hs.phase == Phase::kGameOver || hs.turn_number > g.turn_cap;
    const uint64_t back = std::max({g.drop_to, g.host_down_to == UINT64_MAX ? 0 : g.host_down_to, g.split_to});
    if (over && t > quiet_since + 3 * g.timing.away_ms && t > back) {
      bool all = true;
      for (std::size_t d = 0; d < devices.size(); ++d) {
        const Device& dev = *devices[d];
        if (off(static_cast<int>(d), t)) continue;
        all = all && (!dev.following() || (dev.entries() == host.entries() && dev.state_digest() == host.state_digest()));
      }
      if (all) break;
    }
  }
  out.sim_ms = t;
  Device& host = host_now(t);
  out.started = host.started();
  out.entries = host.entries();
  out.net = net.counts();
  out.faults = out.net.dropped + out.net.duplicated + out.net.cut;
  for (double c : cpu) out.cpu_seconds += c;
  if (!out.started) {
    out.error = "the game did not start";
    return out;
  }
  out.game_over = host.table().state().phase == Phase::kGameOver;
  out.agreed = true;
  for (std::size_t d = 0; d < devices.size(); ++d) {
    const Device& dev = *devices[d];
    if (off(static_cast<int>(d), t)) continue;  // gone for good: nothing to compare
    out.refused += dev.refused();
    out.desyncs += dev.desyncs().size();
    out.snapshots += dev.snapshots();
    if (!dev.following() || dev.entries() != host.entries() || dev.state_digest() != host.state_digest()) {
      out.agreed = false;
      if (out.error.empty()) {
        out.error = "device " + std::to_string(d) + " ended at entry " + std::to_string(dev.entries()) + " of " +
                    std::to_string(host.entries()) + (dev.following() ? "" : ", no longer following") +
                    (dev.notes().empty() ? "" : " (" + dev.notes().back() + ")");
      }
    }
  }
  for (const Entry& e : host.log()) {
    if (e.kind == EntryKind::kAct || e.kind == EntryKind::kClock) ++out.actions;
    if (e.kind == EntryKind::kSeat) ++out.away_entries;
    if (e.kind == EntryKind::kHost) ++out.host_changes;
  }
  Digest replayed{};
  std::string error;
  out.replayed = Device::replay(host.log(), editions, replayed, error) && replayed == host.state_digest();
  if (!out.replayed && out.error.empty()) out.error = "the replay " + (error.empty() ? "reached another state" : error);
  out.rolls = host.rolls();
  out.state = host.state_digest();
  if (std::getenv("LANDLORD_NETSIM_NOTES")) {
    for (std::size_t d = 0; d < devices.size(); ++d) {
      for (const std::string& n : devices[d]->notes()) std::fprintf(stderr, "d%zu: %s\n", d, n.c_str());
      std::fprintf(stderr, "d%zu: %llu entries, host %d\n", d, static_cast<unsigned long long>(devices[d]->entries()),
                   devices[d]->is_host());
    }
  }
  return out;
}

}  // namespace landlord::net
