#include <gtest/gtest.h>

#include <string>

#include "engine/edition.h"
#include "engine/json_reader.h"
#include "test_support.h"

namespace landlord {
namespace {

Json classic_json() {
  std::string text, error;
  EXPECT_TRUE(read_text_file(test::editions_dir() + "/classic.json", text, error)) << error;
  Json j;
  EXPECT_TRUE(parse_json(text, j, error)) << error;
  return j;
}

std::string load_error(const Json& j) {
  return load_edition_text(dump_json(j)).error;
}

TEST(Edition, ClassicLoads) {
  auto ed = test::classic();
  ASSERT_TRUE(ed);
  EXPECT_EQ(ed->space_count(), 40);
  EXPECT_EQ(ed->groups.size(), 8u);
  ASSERT_EQ(ed->decks.size(), 2u);
  EXPECT_EQ(ed->decks[0].name, "Chance");
  EXPECT_EQ(ed->decks[1].name, "Community Chest");
  EXPECT_EQ(ed->decks[0].cards.size(), 16u);
  EXPECT_EQ(ed->decks[1].cards.size(), 16u);
  EXPECT_EQ(ed->jail, 10);
  EXPECT_EQ(ed->bank_houses, 32);
  EXPECT_EQ(ed->bank_hotels, 12);
  EXPECT_EQ(ed->defaults.start_cash, 1500);
  EXPECT_EQ(ed->spaces[39].name, "Boardwalk");
  EXPECT_EQ(ed->spaces[39].rent[5], 2000);
  EXPECT_EQ(ed->find_space("Illinois Avenue"), 24);
}

TEST(Edition, MalformedFieldsAreNamed) {
  struct Case {
    void (*mutate)(Json&);
    const char* expected;
  } cases[] = {
      {[](Json& j) { j["spaces"][12]["price"] = -5; }, "spaces[12].price"},
      {[](Json& j) {
         j["spaces"][1]["rent"] = Json::array({1, 2});
       },
       "spaces[1].rent"},
      {[](Json& j) { j["spaces"][1]["group"] = "purple"; }, "spaces[1].group"},
      {[](Json& j) { j["spaces"][3]["kind"] = 7; }, "spaces[3].kind"},
      {[](Json& j) { j["spaces"][0]["kind"] = "site"; }, "spaces[0]"},
      {[](Json& j) { j["spaces"][2]["deck"] = "nope"; }, "spaces[2].deck"},
      {[](Json& j) { j["groups"][0]["colour"] = "brown"; }, "groups[0].colour"},
      {[](Json& j) { j["decks"][0]["cards"][3]["effect"]["kind"] = "teleport"; },
       "decks[0].cards[3].effect.kind"},
      {[](Json& j) { j["decks"][0]["cards"][1]["effect"]["space"] = "Atlantis"; },
       "decks[0].cards[1].effect.space"},
      {[](Json& j) { j["decks"][0]["cards"][1]["effect"]["space"] = 99; },
       "decks[0].cards[1].effect.space"},
      {[](Json& j) { j["options"]["salary"] = "200"; }, "options.salary"},
      {[](Json& j) { j["options"]["bogus"] = true; }, "options.bogus"},
      {[](Json& j) { j["bank"]["houses"] = 100000000000000000.0; }, "bank.houses"},
      {[](Json& j) { j["players"]["max"] = 1; }, "players.max"},
      {[](Json& j) { j.erase("railroad_rents"); }, "railroad_rents"},
      {[](Json& j) { j["id"] = "../x"; }, "id"},
      {[](Json& j) { j["spaces"] = Json::array(); }, "spaces"},
  };
  for (const Case& c : cases) {
    Json j = classic_json();
    c.mutate(j);
    std::string error = load_error(j);
    EXPECT_NE(error.find(c.expected), std::string::npos) << "got: " << error;
  }
}

TEST(Edition, HostileTextIsRejected) {
  EXPECT_FALSE(load_edition_text("").error.empty());
  EXPECT_FALSE(load_edition_text("[1,2,3]").error.empty());
  EXPECT_FALSE(load_edition_text(std::string(100000, '[')).error.empty());
  EXPECT_FALSE(
      load_edition_text("{\"format\": \"landlord-edition\", \"version\": 1e400}").error.empty());
  EXPECT_FALSE(load_edition_by_id(test::editions_dir(), "missing").error.empty());
}

}  // namespace
}  // namespace landlord
