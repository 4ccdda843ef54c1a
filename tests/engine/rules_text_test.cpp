// The Rules screen's text: written from the options the engine plays by,
// so each edition and variant reads as its rulebook does.
#include <gtest/gtest.h>

#include "engine/rules_text.h"
#include "test_support.h"

namespace landlord {
namespace {

std::string all_text(const std::vector<RulesSection>& sections) {
  std::string out;
  for (const RulesSection& s : sections) {
    out += "# " + s.title + "\n";
    for (const RulesPoint& p : s.points) out += p.text + "\n";
  }
  return out;
}

const RulesSection* find_section(const std::vector<RulesSection>& sections, const std::string& title) {
  for (const RulesSection& s : sections) {
    if (s.title == title) return &s;
  }
  return nullptr;
}

std::shared_ptr<const Edition> edition(const char* id) {
  return load_edition_by_id(test::editions_dir(), id).edition;
}

Options options_of(const Edition& ed, const char* variant) {
  Options o;
  EXPECT_TRUE(edition_options(ed, variant, o)) << variant;
  return o;
}

TEST(RulesText, EveryOptionOfEveryEditionAndVariantIsListedWithItsValue) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = edition(id);
    ASSERT_TRUE(ed) << id;
    std::vector<std::string> variants = {""};
    for (const Variant& v : ed->variants) variants.push_back(v.id);
    for (const std::string& variant : variants) {
      Options o = options_of(*ed, variant.c_str());
      auto text = rules_text(*ed, o);
      const RulesSection* table = find_section(text, "At this table");
      ASSERT_TRUE(table) << id << " " << variant;
      ASSERT_EQ(table->points.size(), option_table().size());
      for (std::size_t i = 0; i < option_table().size(); ++i) {
        const OptionInfo& info = option_table()[i];
        EXPECT_EQ(table->points[i].option, info.name);
        const std::string& line = table->points[i].text;
        std::string value = option_value_words(*ed, info, o);
        ASSERT_GE(line.size(), value.size());
        EXPECT_EQ(line.substr(line.size() - value.size()), value) << id << " " << variant << ": " << line;
        EXPECT_EQ(line.find('@'), std::string::npos) << line;
      }
    }
  }
}

TEST(RulesText, ValuesReadAsAPlayerWouldSayThem) {
  auto ed = edition("classic");
  Options o = ed->defaults;
  EXPECT_EQ(option_value_words(*ed, *find_option("salary"), o), "$200");
  EXPECT_EQ(option_value_words(*ed, *find_option("auctions"), o), "yes");
  EXPECT_EQ(option_value_words(*ed, *find_option("free_parking_pot"), o), "no");
  EXPECT_EQ(option_value_words(*ed, *find_option("time_limit_minutes"), o), "none");
  o.time_limit_minutes = 45;
  EXPECT_EQ(option_value_words(*ed, *find_option("time_limit_minutes"), o), "45 minutes");
  o.bankrupt_to_bank = BankruptcyToBank::kReturn;
  EXPECT_EQ(option_value_words(*ed, *find_option("bankrupt_to_bank"), o), "returned to the Bank");
}

TEST(RulesText, TheTravelQuickerGameDealsTwoPaidDeedsAndEndsAtTheSecondBankruptcy) {
  auto ed = edition("travel");
  std::string standard = all_text(rules_text(*ed, options_of(*ed, "")));
  std::string quicker = all_text(rules_text(*ed, options_of(*ed, "quicker_game")));
  EXPECT_NE(quicker.find("two deeds are dealt to each player"), std::string::npos) << quicker;
  EXPECT_NE(quicker.find("pays the Bank the price of the deeds dealt"), std::string::npos);
  EXPECT_NE(quicker.find("when the second player goes bankrupt"), std::string::npos);
  EXPECT_NE(quicker.find("three houses on every site"), std::string::npos) << quicker;
  EXPECT_EQ(standard.find("dealt to each player at the start"), std::string::npos);
  EXPECT_NE(standard.find("The last player left wins"), std::string::npos);
  EXPECT_NE(standard.find("four houses on every site"), std::string::npos);
  EXPECT_NE(standard.find("If your third roll in jail is not a double either, you pay $50"), std::string::npos)
      << standard;
}

TEST(RulesText, BoutiqueNamesItsBuildingsItsShoppingSpreeAndItsTimeLimit) {
  auto ed = edition("boutique");
  std::string standard = all_text(rules_text(*ed, options_of(*ed, "")));
  std::string timed = all_text(rules_text(*ed, options_of(*ed, "time_limit")));
  std::string short_game = all_text(rules_text(*ed, options_of(*ed, "short_game")));
  EXPECT_NE(standard.find(ed->houses), std::string::npos);
  EXPECT_EQ(standard.find(" houses"), std::string::npos) << "Boutique builds " << ed->houses;
  EXPECT_NE(standard.find("% of everything you own"), std::string::npos) << standard;
  EXPECT_EQ(short_game.find("% of everything you own"), std::string::npos) << "the Short Game's flat tax";
  EXPECT_NE(timed.find("after 60 minutes of play"), std::string::npos) << timed;
  EXPECT_NE(standard.find("before rolling on your first two turns in jail"), std::string::npos) << standard;
}

TEST(RulesText, HouseRulesChangeTheTextThatDescribesThem) {
  auto ed = edition("classic");
  Options o = ed->defaults;
  std::string plain = all_text(rules_text(*ed, o));
  EXPECT_NE(plain.find("Free Parking: nothing happens."), std::string::npos);
  EXPECT_NE(plain.find("the Bank auctions it"), std::string::npos);
  o.free_parking_pot = true;
  o.auctions = false;
  o.go_landing_bonus = 200;
  o.salary = 250;
  std::string house = all_text(rules_text(*ed, o));
  EXPECT_NE(house.find("into a pot on Free Parking"), std::string::npos);
  EXPECT_NE(house.find("stays with the Bank (no auction)"), std::string::npos);
  EXPECT_NE(house.find("Landing exactly on GO pays $200 more"), std::string::npos);
  EXPECT_NE(house.find("the Bank pays you $250"), std::string::npos);
}

}  // namespace
}  // namespace landlord
