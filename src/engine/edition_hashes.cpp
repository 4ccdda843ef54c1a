#include "engine/edition_hashes.h"

#include <algorithm>
#include <iterator>

namespace landlord {

namespace {

constexpr ShippedEdition kShipped[] = {
#include "edition_hashes_table.inc"
};

}  // namespace

std::span<const ShippedEdition> shipped_editions() { return kShipped; }

bool shipped_edition_data(std::string_view edition, std::string_view hash) {
  return std::any_of(std::begin(kShipped), std::end(kShipped), [&](const ShippedEdition& s) {
    return s.edition == edition && s.hash == hash;
  });
}

}  // namespace landlord
