// An in-memory network for online play's tests and `landlord-cli netsim`:
// every message is delivered after a random delay (so they overtake each
// other), or dropped, or delivered twice, as a bad phone connection would;
// a device can be cut off (down) or the devices split into two sides that
// do not hear each other. Deterministic for a seed.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <queue>
#include <set>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "net/room.h"

namespace landlord::net {

struct Faults {
  double drop = 0.0;       // share of messages lost
  double duplicate = 0.0;  // share delivered twice
  uint64_t min_delay_ms = 1;
  uint64_t max_delay_ms = 40;
};

struct NetCounts {
  uint64_t sent = 0, bytes = 0, delivered = 0, dropped = 0, duplicated = 0, cut = 0;
};

class SimNetwork {
 public:
  SimNetwork(uint64_t seed, Faults faults);
  ~SimNetwork();

  // The transport of the device called `name` (made on first call).
  Transport& endpoint(const std::string& name);
  void set_now(uint64_t now_ms) { now_ = now_ms; }
  // Hands every message due by now to `deliver(to, from, bytes)`.
  void deliver(const std::function<void(const std::string& to, const std::string& from, const std::string& bytes)>& deliver);

  // A device that is down sends nothing and hears nothing.
  void set_down(const std::string& name, bool down);
  // Devices in `side` hear only each other (and the others only each other)
  // until heal().
  void split(const std::set<std::string>& side) { side_ = side; }
  void heal() { side_.clear(); }

  const NetCounts& counts() const { return counts_; }

 private:
  class Endpoint;
  struct Flight {
    uint64_t due = 0, order = 0;
    std::string to, from, bytes;
    bool operator>(const Flight& o) const { return due != o.due ? due > o.due : order > o.order; }
  };
  void post(const std::string& from, const std::string& to, const std::string& bytes);
  bool apart(const std::string& a, const std::string& b) const;
  double chance() { return rng_.next() / 4294967296.0; }

  Pcg32 rng_;
  Faults faults_;
  uint64_t now_ = 0, order_ = 0;
  std::map<std::string, std::unique_ptr<Endpoint>> endpoints_;
  std::set<std::string> down_, side_;
  std::priority_queue<Flight, std::vector<Flight>, std::greater<Flight>> flights_;
  NetCounts counts_;
};

}  // namespace landlord::net
