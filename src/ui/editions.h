// Where the edition files are: /editions in the page's file system; next to
// the program, LANDLORD_EDITIONS or the source tree natively.
#pragma once

#include <string>
#include <vector>

namespace landlord::ui {

std::vector<std::string> edition_dirs();

}  // namespace landlord::ui
