#include "text/numbers.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "text/tr.h"

namespace landlord::text {
namespace {

// A no-break space: a sum is never split at the end of a line.
constexpr std::string_view kNbsp = "\xC2\xA0";

}  // namespace

NumberFormat number_format(std::string_view language) {
  const std::string_view lang = language.substr(0, language.find_first_of("_-"));
  if (lang == "de") return {".", 1, false, kNbsp, ","};
  if (lang == "es") return {".", 2, false, kNbsp, ","};
  // French groups with a space that does not break (CLDR's narrow one is
  // not among the fonts' glyphs; the ordinary no-break space is usual too).
  if (lang == "fr") return {kNbsp, 1, false, kNbsp, ","};
  if (lang == "pt") return {".", 1, true, kNbsp, ","};
  return {",", 1, true, "", "."};
}

std::string number(int64_t n, const NumberFormat& f) {
  const uint64_t magnitude = n < 0 ? 0 - static_cast<uint64_t>(n) : static_cast<uint64_t>(n);
  const std::string digits = std::to_string(magnitude);
  const std::size_t len = digits.size();
  const bool grouped = len > 3 && static_cast<int>(len - 3) >= f.min_grouping;
  std::string out = n < 0 ? "-" : "";
  for (std::size_t i = 0; i < len; ++i) {
    out += digits[i];
    if (grouped && (len - i - 1) % 3 == 0 && i + 1 != len) out += f.group;
  }
  return out;
}

std::string money(std::string_view currency, int64_t amount, const NumberFormat& f) {
  std::string digits = number(amount, f);
  if (amount < 0) digits.erase(0, 1);
  std::string out = amount < 0 ? "-" : "";
  if (f.sign_first) {
    out += currency;
    out += f.space;
    out += digits;
  } else {
    out += digits;
    out += f.space;
    out += currency;
  }
  return out;
}

std::string money(std::string_view currency, double amount, int decimals, const NumberFormat& f) {
  decimals = std::clamp(decimals, 0, 6);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, std::fabs(amount));
  const std::string_view all(buf);
  const std::size_t dot = all.find('.');
  const std::string_view whole = all.substr(0, dot);
  int64_t units = 0;
  for (char c : whole) units = units * 10 + (c - '0');
  std::string out = money(currency, amount < 0 && std::atof(buf) != 0.0 ? -units : units, f);
  if (dot == std::string_view::npos) return out;
  // The cents go right after the digits: before a sign that follows them.
  const std::string digits = number(units, f);
  std::size_t at = out.rfind(digits);
  out.insert(at + digits.size(), std::string(f.decimal) + std::string(all.substr(dot + 1)));
  return out;
}

std::string number(int64_t n) { return number(n, number_format(language())); }
std::string money(std::string_view currency, int64_t amount) {
  return money(currency, amount, number_format(language()));
}
std::string money(std::string_view currency, double amount, int decimals) {
  return money(currency, amount, decimals, number_format(language()));
}

}  // namespace landlord::text
