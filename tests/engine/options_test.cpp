// The options table: JSON in and out, errors naming the option, older
// saves' missing options, and docs/rules-options.md generated from it.
#include <gtest/gtest.h>

#include "engine/json.h"
#include "engine/options.h"
#include "engine/options_doc.h"
#include "test_support.h"

namespace landlord {
namespace {

TEST(Options, EveryOptionRoundTripsThroughJson) {
  // A value other than the default for each option, read back from JSON.
  Options o;
  for (const OptionInfo& info : option_table()) {
    int64_t v = info.get(o) == info.hi ? info.lo : info.hi;
    info.set(o, v);
  }
  Json j = options_to_json(o);
  ASSERT_EQ(j.size(), option_table().size());
  Options back;
  JsonReader r;
  ASSERT_TRUE(options_from_json(j, "options", r, back)) << r.error();
  EXPECT_EQ(back, o);
  EXPECT_FALSE(back == Options());
}

TEST(Options, UnknownKeyIsNamed) {
  JsonReader r;
  Options o;
  EXPECT_FALSE(options_from_json(Json{{"jail_fines", 50}}, "options", r, o));
  EXPECT_NE(r.error().find("options.jail_fines"), std::string::npos) << r.error();
  EXPECT_NE(r.error().find("unknown option \"jail_fines\""), std::string::npos) << r.error();
}

TEST(Options, OutOfRangeValueIsNamedAndChangesNothing) {
  JsonReader r;
  Options o;
  o.salary = 300;
  EXPECT_FALSE(options_from_json(Json{{"salary", 100}, {"max_jail_turns", 11}}, "options", r, o));
  EXPECT_EQ(r.error(), "options.max_jail_turns: option \"max_jail_turns\": expected an integer from 1 to 10");
  EXPECT_EQ(o.salary, 300);  // nothing applied from a rejected object

  JsonReader r2;
  EXPECT_FALSE(options_from_json(Json{{"bankrupt_to_bank", "sell"}}, "options", r2, o));
  EXPECT_NE(r2.error().find("bankrupt_to_bank"), std::string::npos) << r2.error();
  EXPECT_NE(r2.error().find("\"auction\" or \"return\""), std::string::npos) << r2.error();

  JsonReader r3;
  EXPECT_FALSE(options_from_json(Json{{"auctions", 1}}, "options", r3, o));
  EXPECT_NE(r3.error().find("auctions\": expected true or false"), std::string::npos) << r3.error();
}

TEST(Options, PartialOverridesKeepTheRest) {
  Options o;
  o.salary = 300;
  JsonReader r;
  ASSERT_TRUE(options_from_json(Json{{"jail_fine", 60}}, "options", r, o)) << r.error();
  EXPECT_EQ(o.salary, 300);
  EXPECT_EQ(o.jail_fine, 60);
}

TEST(Options, SavedOptionsMissingAKeyTakeItsLegacyValue) {
  // A save written before an option existed lacks its key: the option takes
  // the value of the rules that game was played under, not the default.
  for (const OptionInfo& info : option_table()) {
    Options start;
    info.set(start, info.legacy == info.lo ? info.hi : info.lo);
    Json j = options_to_json(start);
    j.erase(info.name);
    // Read over a copy that still holds the value that is not the legacy one
    // (every row's legacy is also its default, so a default-made Options
    // would pass even if the missing key were ignored).
    Options back = start;
    ASSERT_NE(info.get(back), info.legacy) << info.name;
    JsonReader r;
    ASSERT_TRUE(saved_options_from_json(j, "options", r, back)) << r.error();
    EXPECT_EQ(info.get(back), info.legacy) << info.name;
  }
}

TEST(Options, TableRowsAreWellFormed) {
  for (const OptionInfo& info : option_table()) {
    EXPECT_EQ(find_option(info.name), &info);
    EXPECT_TRUE(option_value_error(info, info.def).empty()) << info.name;
    EXPECT_TRUE(option_value_error(info, info.legacy).empty()) << info.name;
    EXPECT_NE(info.label[0], '\0') << info.name;
    EXPECT_NE(info.rule[0], '\0') << info.name;
    if (info.kind == OptionKind::kChoice) {
      for (int64_t i = info.lo; i <= info.hi; ++i) EXPECT_FALSE(option_choice(info, i).empty()) << info.name;
      EXPECT_TRUE(option_choice(info, info.hi + 1).empty()) << info.name;
    }
  }
}

TEST(OptionsDoc, CommittedFileMatchesTheTable) {
  std::vector<std::shared_ptr<const Edition>> eds;
  for (const char* id : kOptionsDocEditions) {
    EditionLoad load = load_edition_by_id(test::editions_dir(), id);
    ASSERT_TRUE(load.edition) << load.error;
    eds.push_back(load.edition);
  }
  std::string text, error;
  ASSERT_TRUE(read_text_file(test::source_dir() + "/docs/rules-options.md", text, error)) << error;
  std::string generated = options_doc(eds);
  EXPECT_EQ(text.substr(0, generated.size()), generated)
      << "docs/rules-options.md is out of date: run landlord-cli options-doc --write docs/rules-options.md";
  for (const OptionInfo& info : option_table()) {
    EXPECT_NE(generated.find(std::string("`") + info.name + "`"), std::string::npos) << info.name;
  }
}

}  // namespace
}  // namespace landlord
