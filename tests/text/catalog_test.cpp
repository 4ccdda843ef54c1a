#include "text/catalog.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "text/tr.h"

namespace landlord::text {
namespace {

// An MO file as msgfmt writes it (little-endian, no hash table), from
// (original, translation) pairs; the header is the entry with an empty
// original.
std::string mo(std::vector<std::pair<std::string, std::string>> entries) {
  std::sort(entries.begin(), entries.end());
  const uint32_t n = static_cast<uint32_t>(entries.size());
  std::string out(28 + 16 * n, '\0');
  auto put = [&](std::size_t at, uint32_t v) { std::memcpy(&out[at], &v, 4); };
  put(0, 0x950412de);
  put(4, 0);
  put(8, n);
  put(12, 28);
  put(16, 28 + 8 * n);
  for (int pass = 0; pass < 2; ++pass) {
    for (uint32_t i = 0; i < n; ++i) {
      const std::string& s = pass == 0 ? entries[i].first : entries[i].second;
      put(28 + 8u * n * static_cast<uint32_t>(pass) + 8 * i, static_cast<uint32_t>(s.size()));
      put(28 + 8u * n * static_cast<uint32_t>(pass) + 8 * i + 4, static_cast<uint32_t>(out.size()));
      out += s;
      out += '\0';
    }
  }
  return out;
}

const std::string kGermanHeader =
    "Project-Id-Version: landlord\nLanguage: de\nContent-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n";

std::shared_ptr<const Catalog> german() {
  std::string why;
  auto c = Catalog::from_mo(mo({{"", kGermanHeader},
                               {"Roll", "Würfeln"},
                               {std::string("button\x04Trade"), "Handeln"},
                               {"Trade", "Tausch"},
                               {std::string("{n} house\0{n} houses", 20), std::string("ein Haus\0{n} Häuser", 20)},
                               {"{player} pays {amount} to {owner}", "{player} zahlt {owner} {amount}"},
                               {"{player} buys {deed}", "{player} kauft {street}"},
                               {"Untranslated", ""}}),
                            why);
  EXPECT_TRUE(c) << why;
  return c;
}

TEST(Catalog, ReadsWhatMsgfmtWrites) {
  auto c = german();
  ASSERT_TRUE(c);
  EXPECT_EQ(c->language(), "de");
  EXPECT_STREQ(c->find("Roll"), "Würfeln");
  EXPECT_STREQ(c->find(std::string("button\x04Trade")), "Handeln");
  EXPECT_STREQ(c->find("Trade"), "Tausch");
  EXPECT_EQ(c->find("Untranslated"), nullptr);
  EXPECT_EQ(c->find("Never heard of"), nullptr);
  EXPECT_STREQ(c->find_plural("{n} house", 1), "ein Haus");
  EXPECT_STREQ(c->find_plural("{n} house", 3), "{n} Häuser");
}

TEST(Catalog, ATranslationWithOtherPlaceholdersIsRefused) {
  auto c = german();
  ASSERT_TRUE(c);
  EXPECT_EQ(c->find("{player} buys {deed}"), nullptr);
  ASSERT_EQ(c->refused().size(), 1u);
  EXPECT_NE(c->refused()[0].find("{player} buys {deed}"), std::string::npos);
  // Reordered placeholders are the point, and kept.
  EXPECT_STREQ(c->find("{player} pays {amount} to {owner}"), "{player} zahlt {owner} {amount}");
}

TEST(Catalog, HostileBytesAreRefusedWithWhy) {
  const std::string good = mo({{"", kGermanHeader}, {"Roll", "Würfeln"}});
  std::vector<std::string> bad = {"", "not a catalog at all, long enough", good.substr(0, 27), good.substr(0, 40),
                                  good.substr(0, good.size() - 1)};
  std::string huge = good;
  uint32_t lots = 0x7fffffff;
  std::memcpy(&huge[8], &lots, 4);
  bad.push_back(huge);
  std::string past = good;
  uint32_t far = 0xfffffff0;
  std::memcpy(&past[28 + 4], &far, 4);  // the first original's offset
  bad.push_back(past);
  std::string unterminated = good;
  unterminated.back() = 'x';
  bad.push_back(unterminated);
  std::string bad_rule = mo({{"", "Language: xx\nPlural-Forms: nplurals=2; plural=(n;\n"}});
  bad.push_back(bad_rule);
  for (const std::string& b : bad) {
    std::string why;
    EXPECT_EQ(Catalog::from_mo(b, why), nullptr) << b.size();
    EXPECT_FALSE(why.empty());
  }
  std::string why;
  EXPECT_TRUE(Catalog::from_mo(good, why)) << why;
}

TEST(Catalog, Placeholders) {
  std::vector<std::string> names;
  EXPECT_TRUE(placeholders("{b} and {a:>4} and {b} {{literal}}", names));
  EXPECT_EQ(names, (std::vector<std::string>{"a", "b"}));
  EXPECT_FALSE(placeholders("{open", names));
  EXPECT_FALSE(placeholders("close}", names));
  EXPECT_FALSE(placeholders("{a{b}}", names));
}

TEST(Tr, EnglishWithoutACatalogAndTheCatalogsWordsWithOne) {
  use(nullptr);
  EXPECT_STREQ(tr("Roll"), "Roll");
  EXPECT_EQ(trnf("{n} house", "{n} houses", 1, fmt::arg("n", 1)), "1 house");
  EXPECT_EQ(trnf("{n} house", "{n} houses", 2, fmt::arg("n", 2)), "2 houses");
  EXPECT_EQ(trf("{player} pays {amount} to {owner}", fmt::arg("player", "Ada"), fmt::arg("amount", "$50"),
                fmt::arg("owner", "Sam")),
            "Ada pays $50 to Sam");
  use(german());
  EXPECT_STREQ(tr("Roll"), "Würfeln");
  EXPECT_STREQ(trc("button", "Trade"), "Handeln");
  EXPECT_STREQ(tr("Trade"), "Tausch");
  EXPECT_STREQ(tr("Untranslated"), "Untranslated");
  EXPECT_EQ(trnf("{n} house", "{n} houses", 1, fmt::arg("n", 1)), "ein Haus");
  EXPECT_EQ(trnf("{n} house", "{n} houses", 4, fmt::arg("n", 4)), "4 Häuser");
  EXPECT_EQ(trf("{player} pays {amount} to {owner}", fmt::arg("player", "Ada"), fmt::arg("amount", "50 $"),
                fmt::arg("owner", "Sam")),
            "Ada zahlt Sam 50 $");
  EXPECT_EQ(trf("{player} buys {deed}", fmt::arg("player", "Ada"), fmt::arg("deed", "Park Lane")),
            "Ada buys Park Lane");  // the refused translation: English
  use(nullptr);
  EXPECT_STREQ(tr("Roll"), "Roll");
}

}  // namespace
}  // namespace landlord::text
