// Lists in the language in use (text/lists.h), and the English scope
// (text::InEnglish) that writes English whatever catalog is in use.
#include "text/lists.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "text/catalog.h"
#include "text/numbers.h"
#include "text/tr.h"
#include "source_dir.h"

namespace landlord::text {
namespace {

std::shared_ptr<const Catalog> catalog(const std::string& code) {
  std::ifstream file(std::string(LANDLORD_CATALOG_DIR) + "/" + code + ".mo", std::ios::binary);
  std::ostringstream all;
  all << file.rdbuf();
  std::string why;
  auto c = Catalog::from_mo(all.str(), why);
  EXPECT_TRUE(c) << code << ": " << why;
  return c;
}

TEST(Lists, EnglishWithoutACatalog) {
  EXPECT_EQ(list({}), "");
  EXPECT_EQ(list({"A"}), "A");
  EXPECT_EQ(list({"A", "B"}), "A and B");
  EXPECT_EQ(list({"A", "B", "C"}), "A, B and C");
  EXPECT_EQ(comma_list({"A", "B", "C"}), "A, B, C");
}

TEST(Lists, TheLanguagesJoiners) {
  use(catalog("de"));
  EXPECT_EQ(list({"A", "B", "C"}), "A, B und C");
  EXPECT_EQ(comma_list({"A", "B"}), "A, B");
  use(catalog("fr"));
  EXPECT_EQ(list({"A", "B"}), "A et B");
  use(nullptr);
}

TEST(InEnglish, EnglishWordsAndNumbersOnItsThreadOnly) {
  use(catalog("de"));
  {
    InEnglish english;
    EXPECT_EQ(language(), "en");
    EXPECT_EQ(list({"A", "B"}), "A and B");
    EXPECT_EQ(money("$", 1500), "$1,500");
    {
      InEnglish again;  // nested: still English after the inner one ends
    }
    EXPECT_EQ(list({"A", "B"}), "A and B");
    // Another thread reads the catalog in use.
    std::string there;
    std::thread([&] { there = list({"A", "B"}); }).join();
    EXPECT_EQ(there, "A und B");
  }
  EXPECT_EQ(language(), "de");
  EXPECT_EQ(list({"A", "B"}), "A und B");
  use(nullptr);
}

}  // namespace
}  // namespace landlord::text
