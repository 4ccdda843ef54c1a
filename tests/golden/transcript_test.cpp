// Golden transcripts: whole games between fixed bots with fixed seeds,
// their full event log compared line by line with the files in
// tests/golden/transcripts/. Any change in rules, dice, decks or bot
// behaviour shows up as a diff. After an intended change, regenerate with
//   LANDLORD_UPDATE_GOLDEN=1 build/<dir>/tests/golden/golden_tests
// and review the diff before committing it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/game.h"

namespace landlord {
namespace {

struct GoldenGame {
  const char* file;
  uint64_t seed;
  ai::Skill skills[4];
  int players;
};

const GoldenGame kGames[] = {
    {"hard-vs-easy-seed1.txt", 1,
     {{ai::Level::kHard, ai::JailPolicy::kLeaveAtOnce},
      {ai::Level::kEasy, ai::JailPolicy::kStayLong}},
     2},
    {"three-levels-seed7.txt", 7,
     {{ai::Level::kSimple, ai::JailPolicy::kLeaveAtOnce},
      {ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce},
      {ai::Level::kHard, ai::JailPolicy::kStayLong}},
     3},
    {"four-hard-seed42.txt", 42,
     {{ai::Level::kHard, ai::JailPolicy::kLeaveAtOnce},
      {ai::Level::kHard, ai::JailPolicy::kStayLong},
      {ai::Level::kHard, ai::JailPolicy::kLeaveAtOnce},
      {ai::Level::kHard, ai::JailPolicy::kStayLong}},
     4},
};

constexpr int kActionLimit = 20000;

std::string dir() { return std::string(LANDLORD_SOURCE_DIR) + "/tests/golden/transcripts/"; }

std::vector<std::string> transcript(const GoldenGame& g) {
  std::shared_ptr<const Edition> ed =
      load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic").edition;
  std::vector<std::string> names;
  for (int p = 0; p < g.players; ++p) names.push_back("Player " + std::to_string(p + 1));
  Game game = start_game(ed, ed->defaults, names, g.seed);
  std::unique_ptr<ai::Bot> bots[4];
  for (int p = 0; p < g.players; ++p) bots[p] = ai::make_bot(g.skills[p], g.seed * 10 + p);
  std::vector<std::string> lines;
  EventLog events;
  for (int n = 0; n < kActionLimit && game.state.phase != Phase::kGameOver; ++n) {
    int p = game.state.decider;
    Action a = bots[p]->decide(*ed, observe(game.state, p));
    events.clear();
    ApplyResult r = play(game, a, &events);
    lines.push_back("> " + describe_action(*ed, a));
    if (!r.ok()) {
      lines.push_back("! rejected: " + r.message);
      break;
    }
    for (const Event& e : events) lines.push_back(describe(*ed, e, &names));
  }
  lines.push_back("= " + std::string(phase_name(game.state.phase)) + " after " +
                  std::to_string(game.state.turn_number) + " turns");
  return lines;
}

TEST(Golden, TranscriptsMatch) {
  bool update = std::getenv("LANDLORD_UPDATE_GOLDEN") != nullptr &&
                std::string(std::getenv("LANDLORD_UPDATE_GOLDEN")) == "1";
  for (const GoldenGame& g : kGames) {
    std::vector<std::string> got = transcript(g);
    std::string path = dir() + g.file;
    if (update) {
      std::ofstream out(path, std::ios::binary);
      for (const std::string& l : got) out << l << '\n';
      ASSERT_TRUE(out.good()) << "cannot write " << path;
      continue;
    }
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in.good()) << path << " is missing; run with LANDLORD_UPDATE_GOLDEN=1";
    std::vector<std::string> want;
    for (std::string l; std::getline(in, l);) want.push_back(l);
    std::size_t n = std::min(got.size(), want.size());
    for (std::size_t i = 0; i < n; ++i) {
      ASSERT_EQ(got[i], want[i]) << g.file << " line " << (i + 1);
    }
    ASSERT_EQ(got.size(), want.size()) << g.file << ": transcript length differs";
    EXPECT_EQ(got.back().rfind("= game_over", 0), 0u) << g.file << " did not finish";
  }
}

}  // namespace
}  // namespace landlord
