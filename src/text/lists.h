// Lists in the language in use: "Baltic Avenue, Oriental Avenue and
// $50" (a list that ends with "and"), "Baltic Avenue, $50, a Get Out of
// Jail Free card" (one that does not). Each step is a pattern of the
// catalogs, so that a language puts its own joiner and its own spaces.
#pragma once

#include <string>
#include <vector>

namespace landlord::text {

// "A", "A and B", "A, B and C"; "" for none.
std::string list(const std::vector<std::string>& items);
// "A", "A, B", "A, B, C"; "" for none.
std::string comma_list(const std::vector<std::string>& items);

}  // namespace landlord::text
