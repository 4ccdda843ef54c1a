#include "args.h"

#include <cctype>
#include <cerrno>
#include <cstdio>
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

std::vector<std::string> split_commas(const std::string& list) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (true) {
    std::size_t comma = list.find(',', at);
    if (comma == std::string::npos) break;
    out.push_back(list.substr(at, comma - at));
    at = comma + 1;
  }
  out.push_back(list.substr(at));
  return out;
}

bool ArgReader::next() {
  if (failed_ || at_ + 1 >= argc_) return false;
  name_ = argv_[++at_];
  return true;
}

bool ArgReader::flag(const char* name, bool& out) {
  if (!is(name)) return false;
  out = true;
  return true;
}

bool ArgReader::value(const char*& out) {
  if (at_ + 1 >= argc_) {
    refuse("'" + name_ + "' needs a value");
    return false;
  }
  // No value of ours starts with "--" (counts and seeds are digits, lists
  // are words): "--seats --editions DIR" lacks its list rather than having
  // "--editions" for one, and the option after it is not swallowed.
  const char* v = argv_[at_ + 1];
  if (v[0] == '-' && v[1] == '-' && v[2] != '\0') {
    refuse("'" + name_ + "' needs a value, not the option '" + v + "'");
    return false;
  }
  out = argv_[++at_];
  return true;
}

bool ArgReader::text(const char* name, std::string& out) {
  if (!is(name)) return false;
  const char* v = nullptr;
  if (value(v)) out = v;
  return true;
}

bool ArgReader::number_value(const char* name, uint64_t lo, uint64_t hi, uint64_t& out, int base) {
  if (!is(name)) return false;
  const char* v = nullptr;
  if (!value(v)) return false;
  uint64_t n = 0;
  if (!parse_u64(v, n, base) || n < lo || n > hi) {
    std::string range = hi == UINT64_MAX ? (lo == 0 ? "a whole number" : "a whole number from " + std::to_string(lo))
                                         : "a number from " + std::to_string(lo) + " to " + std::to_string(hi);
    refuse(std::string(name) + " is " + range + ", not '" + v + "'");
    return false;
  }
  out = n;
  return true;
}

bool ArgReader::seconds(const char* name, double& out) {
  if (!is(name)) return false;
  const char* v = nullptr;
  if (!value(v)) return true;
  char* end = nullptr;
  double x = std::strtod(v, &end);
  if (end == v || *end != '\0' || !(x >= 0)) {
    refuse(std::string(name) + " is a number of seconds, 0 or more, not '" + v + "'");
  } else {
    out = x;
  }
  return true;
}

void ArgReader::unknown() { refuse("unknown option '" + name_ + "'"); }

void ArgReader::refuse(const std::string& message) {
  if (failed_) return;
  std::fprintf(stderr, "%s: %s\n", command_, message.c_str());
  failed_ = true;
}

}  // namespace landlord::cli
