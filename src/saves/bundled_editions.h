// The edition files compiled into the program. The web page has no file
// system: its editions (assets/editions/*.json) are built into it, each
// under its file name without ".json". Empty where the program reads the
// files from disk (natively), so that an edited file needs no rebuild.
#pragma once

#include <span>
#include <string_view>

namespace landlord::saves {

struct BundledEdition {
  std::string_view id;    // the file name without ".json"
  std::string_view name;  // the edition's "name", read at build time
  std::string_view text;  // the file's JSON
};

// In file-name order.
std::span<const BundledEdition> bundled_editions();

}  // namespace landlord::saves
