#include "net/sim_network.h"

namespace landlord::net {

class SimNetwork::Endpoint : public Transport {
 public:
  Endpoint(SimNetwork& net, std::string name) : net_(net), name_(std::move(name)) {}
  void send(const std::string& peer, const std::string& bytes) override { net_.post(name_, peer, bytes); }
  void broadcast(const std::string& bytes) override {
    for (const auto& [other, e] : net_.endpoints_) {
      if (other != name_) net_.post(name_, other, bytes);
    }
  }

 private:
  SimNetwork& net_;
  std::string name_;
};

SimNetwork::SimNetwork(uint64_t seed, Faults faults) : rng_(Pcg32::seeded(seed, 0x4e45u)), faults_(faults) {}
SimNetwork::~SimNetwork() = default;

Transport& SimNetwork::endpoint(const std::string& name) {
  auto& e = endpoints_[name];
  if (!e) e = std::make_unique<Endpoint>(*this, name);
  return *e;
}

bool SimNetwork::apart(const std::string& a, const std::string& b) const {
  if (down_.count(a) || down_.count(b)) return true;
  return !side_.empty() && (side_.count(a) > 0) != (side_.count(b) > 0);
}

void SimNetwork::post(const std::string& from, const std::string& to, const std::string& bytes) {
  ++counts_.sent;
  counts_.bytes += bytes.size();
  if (apart(from, to)) {
    ++counts_.cut;
    return;
  }
  if (chance() < faults_.drop) {
    ++counts_.dropped;
    return;
  }
  const int copies = chance() < faults_.duplicate ? 2 : 1;
  if (copies == 2) ++counts_.duplicated;
  for (int c = 0; c < copies; ++c) {
    const uint64_t span = faults_.max_delay_ms > faults_.min_delay_ms ? faults_.max_delay_ms - faults_.min_delay_ms : 0;
    const uint64_t delay = faults_.min_delay_ms + (span ? rng_.below(static_cast<uint32_t>(span + 1)) : 0);
    flights_.push(Flight{now_ + delay, order_++, to, from, bytes});
  }
}

void SimNetwork::deliver(
    const std::function<void(const std::string& to, const std::string& from, const std::string& bytes)>& deliver) {
  while (!flights_.empty() && flights_.top().due <= now_) {
    Flight f = flights_.top();
    flights_.pop();
    if (apart(f.from, f.to)) {  // cut off while it was on its way
      ++counts_.cut;
      continue;
    }
    ++counts_.delivered;
    deliver(f.to, f.from, f.bytes);
  }
}

void SimNetwork::set_down(const std::string& name, bool down) {
  if (down) {
    down_.insert(name);
  } else {
    down_.erase(name);
  }
}

}  // namespace landlord::net
