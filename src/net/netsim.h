// Whole online games played over the test network (sim_network.h) by
// simulated people and computer players: what online play's property tests
// and `landlord-cli netsim` run. Each device is a Device with its own key,
// chain and table; the people at a device decide with a computer player's
// judgement from that device's own state, and act through it.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "net/room.h"
#include "net/sim_network.h"

namespace landlord::net {

struct SimGame {
  std::shared_ptr<const Edition> edition;
  Options options;
  int seats = 4;
  int devices = 2;    // devices with people; seat s < persons is at device s % devices
  int computers = 1;  // the last seats are computer players
  std::string computer_level = "easy";
  std::string person_level = "easy";  // how the simulated people decide
  std::string away_level = "easy";
  Faults faults;
  uint64_t seed = 1;
  uint32_t turn_cap = 60;          // the people stop acting after this turn
  uint64_t max_ms = 4'000'000;     // simulated time
  Timing timing;
  // A device (not the host) cut off from `drop_from` to `drop_to` ms.
  int drop_device = -1;
  uint64_t drop_from = 0, drop_to = 0;
  // The host cut off from `host_down_from` to `host_down_to` ms (0: never;
  // to UINT64_MAX: for good): another device takes over.
  uint64_t host_down_from = 0, host_down_to = 0;
  // The devices split in two from `split_from` to `split_to` ms (0: never):
  // the host and the devices below `split_at` on one side, the rest on the other.
  uint64_t split_from = 0, split_to = 0;
  int split_at = 1;
  // A device whose state is changed behind its back once, after `corrupt_at` entries.
  int corrupt_device = -1;
  uint64_t corrupt_at = 0;
};

struct SimOutcome {
  bool started = false;
  bool game_over = false;
  bool agreed = false;    // every device ended with the host's entries and state
  bool replayed = false;  // one process replaying the log reaches that state
  uint64_t entries = 0;
  uint64_t actions = 0;   // entries that were actions (person, computer, clock)
  NetCounts net;
  uint64_t faults = 0;    // messages dropped, duplicated or cut off
  uint64_t sim_ms = 0;
  double cpu_seconds = 0;  // of all devices
  std::array<uint64_t, 36> rolls{};  // how often each ordered roll (d1-1)*6+(d2-1) came up
  uint64_t refused = 0;
  uint64_t desyncs = 0;
  uint64_t away_entries = 0;  // seats handed to computer players and back
  uint64_t host_changes = 0;  // devices that took over from a host gone
  uint64_t snapshots = 0;     // devices that caught up from the host's snapshot
  Digest state{};             // the host's game state at the end (the same natively and in WebAssembly)
  std::string error;          // why it did not agree, when it did not
};

SimOutcome play_sim(const SimGame& game, const EditionSource& editions);

}  // namespace landlord::net
