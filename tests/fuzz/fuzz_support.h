// Shared set-up for the fuzz targets: the editions, loaded once.
//
// Each target defines LLVMFuzzerTestOneInput. Built with clang and
// -fsanitize=fuzzer (scripts/fuzz.sh) it is a libFuzzer binary; built with
// the native test build it is linked with replay_main.cpp instead and
// replays the seed corpus and the regression inputs under ctest.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "engine/game.h"
#include "source_dir.h"

namespace landlord::fuzz {

inline std::string editions_dir() { return std::string(LANDLORD_SOURCE_DIR) + "/assets/editions"; }

inline std::shared_ptr<const Edition> edition(const char* id) {
  EditionLoad load = load_edition_by_id(editions_dir(), id);
  if (!load.edition) __builtin_trap();  // the project's own files must load
  return load.edition;
}

inline std::string_view text(const uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace landlord::fuzz
