// Editions for online play's tests, read from the source tree.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "engine/edition.h"
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

}  // namespace landlord::net::testing
