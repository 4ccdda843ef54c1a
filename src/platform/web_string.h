// The page's strings handed to C++: a JavaScript helper (EM_JS) that
// returns text writes it into memory it _malloc()ed, which C++ takes over.
#pragma once

#include <cstdlib>
#include <string>

namespace landlord::platform {

// The text at `p` (nullptr: none, ""), and `p` freed.
inline std::string take_js_string(char* p) {
  if (!p) return "";
  std::string s(p);
  std::free(p);
  return s;
}

}  // namespace landlord::platform
