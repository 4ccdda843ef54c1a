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

std::string read(const std::string& code) {
  std::ifstream in(std::string(LANDLORD_CATALOG_DIR) + "/" + code + ".mo", std::ios::binary);
  std::ostringstream all;
  all << in.rdbuf();
  return all.str();
}

// Every language but English has its catalog, read as the game reads it,
// with no translation refused (placeholders the English text does not
// have), and its header's language its own.
TEST(ShippedCatalogs, EachLanguageReadsWholly) {
  for (const Language& l : languages()) {
    if (std::string(l.code) == "en") continue;
    std::string why;
    auto c = Catalog::from_mo(read(l.code), why);
    ASSERT_TRUE(c) << l.code << ": " << why;
    EXPECT_EQ(c->language(), l.code);
    EXPECT_GT(c->size(), 10u) << l.code;
    EXPECT_TRUE(c->refused().empty()) << l.code << ": " << c->refused().front();
  }
}

TEST(ShippedCatalogs, ThePseudoLanguageIsAccentedLongerAndBracketed) {
  std::string why;
  auto c = Catalog::from_mo(read(pseudo_language().code), why);
  ASSERT_TRUE(c) << why;
  use(c);
  const std::string play = trc("button", "Play");
  EXPECT_EQ(play.front(), '[');
  EXPECT_EQ(play.back(), ']');
  EXPECT_NE(play.find("Plåý"), std::string::npos) << play;
  const std::string line = trf("You against three computer players, {edition} rules.", fmt::arg("edition", "Classic"));
  EXPECT_NE(line.find("Classic"), std::string::npos) << "the placeholder kept: " << line;
  use(nullptr);
}

}  // namespace
}  // namespace landlord::text
