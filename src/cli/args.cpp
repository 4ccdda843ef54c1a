#include <cctype>
#include <cerrno>
#include <cstdlib>

#include "commands.h"

namespace landlord::cli {

bool parse_u64(const char* s, uint64_t& out, int base) {
  // strtoull takes a sign and leading spaces ("-1" is 2^64 - 1): a count
  // or a seed is digits only.
  if (!s || !std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  char* end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(s, &end, base);
  if (end == s || *end != '\0' || errno == ERANGE) return false;
  out = v;
  return true;
}

}  // namespace landlord::cli
