// Numbers and sums of money as the language in use writes them: its
// thousands separator and where the currency sign stands ("$1,500",
// "1.500 $", "1 500 $", "1500 $" but "15.000 $", "$ 1.500"). One
// function for every amount a player reads; the sign itself is the
// edition's.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace landlord::text {

// How a language writes amounts (CLDR's conventions, each language's own).
struct NumberFormat {
  std::string_view group;   // between groups of three digits
  int min_grouping = 1;     // digits needed before the first group (es: 2, "1500" but "15.000")
  bool sign_first = true;   // "$1,500" or "1.500 $"
  std::string_view space;   // between the sign and the digits
  std::string_view decimal = ".";  // before the cents
};

// For a catalog's language ("de", "pt_BR", "en_XA"); English's for one
// the game does not know.
NumberFormat number_format(std::string_view language);

std::string number(int64_t n, const NumberFormat& f);
std::string money(std::string_view currency, int64_t amount, const NumberFormat& f);
// A sum with `decimals` digits after the decimal separator (an expected
// rent a turn: "$0.45", "0,45 $").
std::string money(std::string_view currency, double amount, int decimals, const NumberFormat& f);

// In the language in use (text::use, tr.h).
std::string number(int64_t n);
std::string money(std::string_view currency, int64_t amount);
std::string money(std::string_view currency, double amount, int decimals);

}  // namespace landlord::text
