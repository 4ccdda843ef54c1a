// Shared helpers for the engine tests: where the repository's files are.
#pragma once

#include <memory>
#include <string>

#include "engine/edition.h"
#include "source_dir.h"

namespace landlord::test {

inline std::string source_dir() {
  return LANDLORD_SOURCE_DIR;
}
inline std::string editions_dir() {
  return source_dir() + "/assets/editions";
}
inline std::string scenarios_dir() {
  return source_dir() + "/tests/engine/scenarios";
}

inline std::shared_ptr<const Edition> classic() {
  static std::shared_ptr<const Edition> ed = load_edition_by_id(editions_dir(), "classic").edition;
  return ed;
}

}  // namespace landlord::test
