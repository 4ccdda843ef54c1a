// GameState <-> JSON, complete (RNG, decks, queues, pending decisions), so
// that a state read back compares equal (==) to the one written.
//
// Reading checks every type and range against the edition and names the
// faulty field; it does not prove that the state is reachable in play,
// which is why saves are verified by replaying their history instead.
#pragma once

#include <string>

#include "engine/edition.h"
#include "engine/json_reader.h"
#include "engine/state.h"

namespace landlord {

Json state_to_json(const Edition& ed, const GameState& s);
bool state_from_json(const Edition& ed, const Json& j, const std::string& path, JsonReader& reader,
                     GameState& out);

}  // namespace landlord
