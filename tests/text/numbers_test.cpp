// Sums of money as each language writes them (CLDR's conventions): the
// thousands separator, the place of the sign, the space between them.
#include "text/numbers.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "text/catalog.h"
#include "text/languages.h"
#include "text/tr.h"
#include "source_dir.h"

namespace landlord::text {
namespace {

const std::string kNbsp = "\xC2\xA0";

std::string in(const char* language, int64_t amount) { return money("$", amount, number_format(language)); }

TEST(Numbers, EachLanguageWritesMoneyItsWay) {
  EXPECT_EQ(in("en", 1500), "$1,500");
  EXPECT_EQ(in("en", 200), "$200");
  EXPECT_EQ(in("en", 1234567), "$1,234,567");
  EXPECT_EQ(in("de", 1500), "1.500" + kNbsp + "$");
  EXPECT_EQ(in("fr", 1500), "1" + kNbsp + "500" + kNbsp + "$");
  // Spanish groups only from five digits on.
  EXPECT_EQ(in("es", 1500), "1500" + kNbsp + "$");
  EXPECT_EQ(in("es", 15000), "15.000" + kNbsp + "$");
  EXPECT_EQ(in("pt_BR", 1500), "$" + kNbsp + "1.500");
  // The pseudo-language and a language the game does not know: English's.
  EXPECT_EQ(in("en_XA", 1500), "$1,500");
  EXPECT_EQ(in("xx", 1500), "$1,500");
}

TEST(Numbers, NegativeAndSmallAmounts) {
  EXPECT_EQ(in("en", -1500), "-$1,500");
  EXPECT_EQ(in("de", -50), "-50" + kNbsp + "$");
  EXPECT_EQ(in("pt_BR", -2000), "-$" + kNbsp + "2.000");
  EXPECT_EQ(in("en", 0), "$0");
  EXPECT_EQ(number(999, number_format("de")), "999");
  EXPECT_EQ(number(1000, number_format("de")), "1.000");
  EXPECT_EQ(number(-1000000, number_format("en")), "-1,000,000");
}

TEST(Numbers, CentsWithTheLanguagesDecimalSeparator) {
  auto cents = [](const char* language, double v, int d) { return money("$", v, d, number_format(language)); };
  EXPECT_EQ(cents("en", 0.45, 2), "$0.45");
  EXPECT_EQ(cents("en", 1234.5, 1), "$1,234.5");
  EXPECT_EQ(cents("en", 12.0, 0), "$12");
  EXPECT_EQ(cents("de", 0.45, 2), "0,45" + kNbsp + "$");
  EXPECT_EQ(cents("fr", 1234.5, 1), "1" + kNbsp + "234,5" + kNbsp + "$");
  EXPECT_EQ(cents("pt_BR", 12.25, 2), "$" + kNbsp + "12,25");
  EXPECT_EQ(cents("en", -2.5, 1), "-$2.5");
  EXPECT_EQ(cents("en", -0.001, 2), "$0.00");
}

std::string read(const std::string& code) {
  std::ifstream file(std::string(LANDLORD_CATALOG_DIR) + "/" + code + ".mo", std::ios::binary);
  std::ostringstream all;
  all << file.rdbuf();
  return all.str();
}

// The catalog in use decides: the language its header names.
TEST(Numbers, TheCatalogInUseDecides) {
  EXPECT_EQ(money("$", 1500), "$1,500");
  std::string why;
  auto de = Catalog::from_mo(read("de"), why);
  ASSERT_TRUE(de) << why;
  use(de);
  EXPECT_EQ(language(), "de");
  EXPECT_EQ(money("$", 1500), "1.500" + kNbsp + "$");
  EXPECT_EQ(number(2500), "2.500");
  use(nullptr);
  EXPECT_EQ(language(), "en");
  EXPECT_EQ(money("$", 1500), "$1,500");
}

}  // namespace
}  // namespace landlord::text
