// Editions for online play's tests, read from the source tree.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "ai/bot.h"
#include "engine/edition.h"
#include "engine/game.h"
#include "net/room.h"
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

}  // namespace landlord::net::testing
