// The edition data released versions shipped: the fingerprint
// (Edition::data_hash) of every content of every edition file that went
// into a save, from tests/edition-hashes.txt, which the build compiles in.
//
// A save that says it was made under other edition data than today's is
// believed only when that data is one of these (load_save_text); any other
// fingerprint is not a version of Landlord's, so the save is checked as one
// made under today's data. See docs/rules-versions.md.
#pragma once

#include <span>
#include <string_view>

namespace landlord {

struct ShippedEdition {
  std::string_view edition;  // edition id
  std::string_view hash;     // its data_hash, 16 hex digits
};

// Every line of tests/edition-hashes.txt, in its order.
std::span<const ShippedEdition> shipped_editions();

// Whether a released version shipped edition `edition` with data `hash`.
bool shipped_edition_data(std::string_view edition, std::string_view hash);

}  // namespace landlord
