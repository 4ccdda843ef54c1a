// Runs every scenario in tests/engine/scenarios through the same runner as
// `landlord-cli scenario`; each file is one test.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/scenario.h"
#include "test_support.h"

namespace landlord {
namespace {

std::vector<std::string> scenario_files() {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(test::scenarios_dir())) {
    if (entry.path().extension() == ".json") files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

class Scenario : public ::testing::TestWithParam<std::string> {};

TEST_P(Scenario, ExpectationsHold) {
  ScenarioReport report = run_scenario_file(GetParam(), test::editions_dir());
  ASSERT_TRUE(report.input_ok) << report.error;
  EXPECT_FALSE(report.rule.empty()) << "every scenario quotes the rule it checks";
  for (const std::string& f : report.failures) ADD_FAILURE() << f << "\n" << report.log;
  EXPECT_EQ(report.exit_code(), 0);
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = std::filesystem::path(info.param).stem().string();
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Files, Scenario, ::testing::ValuesIn(scenario_files()), test_name);

TEST(ScenarioRunner, FailedExpectationExitsOne) {
  const char* text = R"({"format":"landlord-scenario","version":1,"rule":"r","edition":"classic",
    "players":[{"cash":1500},{"cash":1500}],"dice":[[1,2]],"actions":[{"type":"roll","player":0}],
    "expect":{"players":[{"player":0,"position":4}]}})";
  ScenarioReport report = run_scenario_text(text, test::editions_dir());
  ASSERT_TRUE(report.input_ok) << report.error;
  EXPECT_EQ(report.exit_code(), 1);
  ASSERT_EQ(report.failures.size(), 1u);
  EXPECT_NE(report.failures[0].find("expect.players[0].position"), std::string::npos);
}

TEST(ScenarioRunner, UnexpectedRejectionIsAFailure) {
  const char* text = R"({"format":"landlord-scenario","version":1,"edition":"classic",
    "players":[{},{}],"actions":[{"type":"buy","player":0}]})";
  ScenarioReport report = run_scenario_text(text, test::editions_dir());
  ASSERT_TRUE(report.input_ok) << report.error;
  EXPECT_EQ(report.exit_code(), 1);
}

TEST(ScenarioRunner, BadInputExitsTwoAndNamesTheField) {
  struct Case {
    const char* text;
    const char* field;
  } cases[] = {
      {"not json", "not valid JSON"},
      {R"({"format":"landlord-scenario","version":1,"players":[{}]})", "players"},
      {R"({"format":"landlord-scenario","version":1,"players":[{"cash":"lots"},{}]})",
       "players[0].cash"},
      {R"({"format":"landlord-scenario","version":1,"players":[{},{}],"ownership":[{"space":"Nowhere","owner":0}]})",
       "ownership[0].space"},
      {R"({"format":"landlord-scenario","version":1,"players":[{},{}],"ownership":[{"space":3,"owner":5}]})",
       "ownership[0].owner"},
      {R"({"format":"landlord-scenario","version":1,"players":[{},{}],"dice":[[7,1]]})",
       "dice[0][0]"},
      {R"({"format":"landlord-scenario","version":1,"players":[{},{}],"actions":[{"type":"fly","player":0}]})",
       "actions[0].type"},
      {R"({"format":"landlord-scenario","version":1,"players":[{},{}],"edition":"../etc"})",
       "edition"},
      {R"({"format":"landlord-scenario","version":1,"players":[{},{}],"decks":{"chance":["nope"]}})",
       "decks.chance[0]"},
  };
  for (const Case& c : cases) {
    ScenarioReport report = run_scenario_text(c.text, test::editions_dir());
    EXPECT_EQ(report.exit_code(), 2) << c.text;
    EXPECT_NE(report.error.find(c.field), std::string::npos) << report.error;
  }
}

}  // namespace
}  // namespace landlord
