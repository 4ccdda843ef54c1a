// docs/rules-options.md, generated from the options table (options.def)
// and the edition files: `landlord-cli options-doc`.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/edition.h"

namespace landlord {

// The line that ends the generated part of docs/rules-options.md; what
// follows it is written by hand and kept when the file is regenerated.
inline constexpr const char* kOptionsDocEnd = "<!-- end of the generated part: landlord-cli options-doc -->";

// The generated part, ending with kOptionsDocEnd and a newline.
std::string options_doc(const std::vector<std::shared_ptr<const Edition>>& editions);

// The editions the document describes, in its column order.
inline const char* const kOptionsDocEditions[] = {"classic", "travel", "boutique"};

}  // namespace landlord
