#include "text/plural.h"

#include <gtest/gtest.h>

namespace landlord::text {
namespace {

PluralRule rule(const char* header) {
  PluralRule r;
  std::string why;
  EXPECT_TRUE(PluralRule::parse(header, r, why)) << header << ": " << why;
  return r;
}

TEST(Plural, EnglishByDefault) {
  PluralRule r;
  EXPECT_EQ(r.forms(), 2);
  EXPECT_EQ(r.form(1), 0);
  EXPECT_EQ(r.form(0), 1);
  EXPECT_EQ(r.form(2), 1);
}

// The rules of the catalogs shipped (each po/LANG.po's header).
TEST(Plural, TheShippedLanguagesRules) {
  PluralRule de = rule("nplurals=2; plural=(n != 1);");
  EXPECT_EQ(de.form(1), 0);
  EXPECT_EQ(de.form(0), 1);
  EXPECT_EQ(de.form(5), 1);
  // French and Brazilian Portuguese: 0 and 1 take the singular.
  PluralRule fr = rule("nplurals=2; plural=(n > 1);");
  EXPECT_EQ(fr.form(0), 0);
  EXPECT_EQ(fr.form(1), 0);
  EXPECT_EQ(fr.form(2), 1);
  // Spanish (CLDR's third form for millions, as recent catalogs carry).
  PluralRule es = rule("nplurals=3; plural=n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;");
  EXPECT_EQ(es.forms(), 3);
  EXPECT_EQ(es.form(1), 0);
  EXPECT_EQ(es.form(2000000), 1);
  EXPECT_EQ(es.form(7), 2);
  EXPECT_EQ(es.form(0), 2);
}

TEST(Plural, PrecedenceAndNesting) {
  // Polish: three forms from comparisons, modulo, && and || and nested ?:.
  PluralRule pl = rule(
      "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);");
  EXPECT_EQ(pl.form(1), 0);
  EXPECT_EQ(pl.form(3), 1);
  EXPECT_EQ(pl.form(13), 2);
  EXPECT_EQ(pl.form(22), 1);
  EXPECT_EQ(pl.form(25), 2);
  PluralRule arith = rule("nplurals=4; plural=(n + 2 * 3 - 8) / 2 % 4;");  // * before +, left to right
  EXPECT_EQ(arith.form(2), 0);
  EXPECT_EQ(arith.form(4), 1);
  EXPECT_EQ(rule("nplurals=2; plural=!(n <= 1);").form(0), 0);
  EXPECT_EQ(rule("nplurals=2; plural=n % 0;").form(5), 0);  // no division by zero
  EXPECT_EQ(rule("nplurals=2; plural=n;").form(9), 1);       // past the last form: the last
}

TEST(Plural, ABadRuleIsRefusedWithWhy) {
  for (const char* bad : {"plural=n != 1;", "nplurals=2;", "nplurals=0; plural=0;", "nplurals=2; plural=(n != 1;",
                          "nplurals=2; plural=n ? 1;", "nplurals=2; plural=n = 1;", "nplurals=2; plural=n != x;",
                          "nplurals=2; plural=99999999999999 > n;"}) {
    PluralRule r;
    std::string why;
    EXPECT_FALSE(PluralRule::parse(bad, r, why)) << bad;
    EXPECT_FALSE(why.empty()) << bad;
    EXPECT_EQ(r.form(1), 0) << "left as it was";
  }
  std::string deep = "nplurals=2; plural=";
  for (int i = 0; i < 5000; ++i) deep += "(";
  deep += "n";
  for (int i = 0; i < 5000; ++i) deep += ")";
  PluralRule r;
  std::string why;
  EXPECT_FALSE(PluralRule::parse(deep, r, why));
  EXPECT_NE(why.find("deep"), std::string::npos) << why;
}

}  // namespace
}  // namespace landlord::text
