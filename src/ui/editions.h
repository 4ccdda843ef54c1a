// Where the edition files are natively: LANDLORD_EDITIONS, next to the
// program, or the source tree. None on the web, whose editions are compiled
// in (saves/bundled_editions.h).
#pragma once

#include <string>
#include <vector>

namespace landlord::ui {

std::vector<std::string> edition_dirs();

}  // namespace landlord::ui
