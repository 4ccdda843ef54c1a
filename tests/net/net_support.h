// Editions for online play's tests, read from the source tree.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "ai/bot.h"
#include "engine/edition.h"
#include "engine/game.h"
#include "net/room.h"
#include "net/sim_network.h"
#include "source_dir.h"

namespace landlord::net::testing {

inline std::shared_ptr<const Edition> edition(const std::string& id) {
  static std::map<std::string, std::shared_ptr<const Edition>> loaded;
  auto& e = loaded[id];
  if (!e) e = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", id).edition;
  return e;
}

inline EditionSource editions() {
  return [](const std::string& id) { return edition(id); };
}

// Whether a line of d's log holds `part`.
inline bool has_note(const Device& d, const std::string& part) {
  for (const std::string& n : d.notes()) {
    if (n.find(part) != std::string::npos) return true;
  }
  return false;
}

// Every device follows the host and holds the first one's entries and state.
template <std::size_t N>
bool agreed(const std::unique_ptr<Device> (&dev)[N]) {
  for (const auto& d : dev) {
    if (!d->following() || d->entries() != dev[0]->entries() || d->state_digest() != dev[0]->state_digest()) {
      return false;
    }
  }
  return true;
}

// The person at device d plays seat d of a game of `edition_id`: when that
// seat decides, before turn `turn_cap`, as `people[d]` judges from that
// device's state. A device `skip` (asleep) does nothing.
template <std::size_t N>
void people_act(std::unique_ptr<Device> (&dev)[N], std::unique_ptr<ai::Bot> (&people)[N],
                const std::string& edition_id, uint32_t turn_cap, int skip = -1) {
  for (int d = 0; d < static_cast<int>(N); ++d) {
    Device& x = *dev[d];
    if (d == skip || !x.started() || x.proposing() || x.seat_away(d)) continue;
    const GameState& s = x.table().state();
    if (decider(s) == d && s.phase != Phase::kGameOver && s.turn_number < turn_cap) {
      x.act(people[d]->decide(*edition(edition_id), observe(s, d)));
    }
  }
}

// A room of three devices on a network without faults: Ann hosts and
// plays seat 0, Bo joins the friend's seat 1, a Hard computer player has
// seat 2; Cy is on the network but not in the room. `plan_change` edits
// the host's plan first.
struct SmallRoom {
  static constexpr int kDevices = 3;
  SimNetwork net{5, Faults{}};
  KeyPair keys[kDevices] = {KeyPair::from_seed(digest("c0")), KeyPair::from_seed(digest("c1")),
                            KeyPair::from_seed(digest("c2"))};
  std::unique_ptr<Device> dev[kDevices];
  uint64_t now = 1;

  explicit SmallRoom(const std::function<void(RoomPlan&)>& plan_change = {}) {
    const char* names[kDevices] = {"Ann", "Bo", "Cy"};
    for (int d = 0; d < kDevices; ++d) {
      dev[d] = std::make_unique<Device>(names[d], keys[d], HashChain(digest_of_number(static_cast<uint64_t>(d), "chat"), 512),
                                        editions(), net.endpoint("d" + std::to_string(d)));
    }
    RoomPlan plan;
    plan.room = "CHATROOM";
    plan.edition = edition("classic");
    plan.options = plan.edition->defaults;
    plan.seats = {{"Ann", true, true, ""}, {"", true, false, ""}, {"Robo", false, false, "hard"}};
    plan.start_when_full = false;
    if (plan_change) plan_change(plan);
    dev[0]->host(plan, 0);
    dev[1]->join("CHATROOM", -1);
    run(1500);
  }
  void run(uint64_t ms) {
    for (uint64_t end = now + ms; now < end; now += 5) {
      net.set_now(now);
      net.deliver([&](const std::string& to, const std::string& from, const std::string& bytes) {
        dev[to[1] - '0']->receive(from, bytes);
      });
      for (auto& d : dev) d->tick(now);
    }
  }
  // Both people ready, the host starts: the game is on at both.
  bool start() {
    dev[1]->set_ready(true, 3);
    dev[0]->set_ready(true, 0);
    run(1000);
    if (!dev[0]->start_game()) return false;
    run(1500);
    return dev[1]->started();
  }
  // A chat message as device `d` would sign it (or `signer` instead).
  std::string line(int d, const std::string& text, uint64_t n, uint64_t nonce, const KeyPair* signer = nullptr) const {
    Message m;
    m.type = MessageType::kChat;
    m.room = "CHATROOM";
    m.from = keys[d].public_key();
    m.n = n;
    m.nonce = nonce;
    m.text = text;
    m.sig = (signer ? *signer : keys[d]).sign(chat_text(m));
    return write_message(m);
  }
};


}  // namespace landlord::net::testing
