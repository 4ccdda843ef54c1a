// Bots decide from what their player can see: a state and its twin that
// differs only in hidden information (deck order, dice generator, forced
// dice) get the same decision from every level, at every decision of whole
// games on every edition.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ai/bot.h"
#include "ai/match.h"
#include "engine/game.h"
#include "source_dir.h"

namespace landlord::ai {
namespace {

std::shared_ptr<const Edition> edition(const char* id) {
  return load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", id).edition;
}

// The twin: same public state, decks in another order, another generator.
GameState twin_of(const GameState& s, uint64_t salt) {
  GameState t = sample_state(observe(s, 0), salt);
  force_dice(t, 1 + static_cast<int>(salt % 6), 1 + static_cast<int>(salt / 6 % 6));
  return t;
}

TEST(Observation, HiddenInformationNeverChangesADecision) {
  const Level levels[] = {Level::kSimple, Level::kEasy, Level::kHard,
                         Level::kFpA,    Level::kFpB, Level::kFpC};
  for (const char* id : {"classic", "travel", "boutique"}) {
    std::shared_ptr<const Edition> ed = edition(id);
    ASSERT_TRUE(ed) << id;
    for (Level level : levels) {
      for (int g = 0; g < 3; ++g) {
        uint64_t seed = game_seed(31, static_cast<uint64_t>(g));
        int players = 2 + g;
        GameState s = new_game(*ed, ed->defaults, players, seed);
        // Two bots per seat with the same seed: one sees the real game,
        // the other its twin.
        std::unique_ptr<Bot> real[kMaxPlayers], seen_twin[kMaxPlayers];
        for (int p = 0; p < players; ++p) {
          real[p] = make_bot(Skill{level, JailPolicy::kLeaveAtOnce}, bot_seed(seed, p));
          seen_twin[p] = make_bot(Skill{level, JailPolicy::kLeaveAtOnce}, bot_seed(seed, p));
        }
        int compared = 0;
        for (int n = 0; n < 4000 && s.phase != Phase::kGameOver && s.turn_number < 300; ++n) {
          int p = s.decider;
          GameState t = twin_of(s, static_cast<uint64_t>(n) * 7 + 1);
          ASSERT_NE(s, t);
          Action a = real[p]->decide(*ed, observe(s, p));
          Action b = seen_twin[p]->decide(*ed, observe(t, p));
          ASSERT_EQ(a, b) << id << " " << level_name(level) << " game " << g << " action " << n
                          << ": " << describe_action(*ed, a) << " vs " << describe_action(*ed, b);
          ++compared;
          ASSERT_TRUE(apply(*ed, s, a).ok()) << describe_action(*ed, a);
        }
        EXPECT_GT(compared, 100) << id << " " << level_name(level);
      }
    }
  }
}

// kExpert plays on sampled futures: the same test, shorter (it is slow),
// counting the decisions it searched (those with alternatives to kHard's
// choice: buying, auctions, trades answered).
TEST(Observation, HiddenInformationNeverChangesAnExpertDecision) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    std::shared_ptr<const Edition> ed = edition(id);
    ASSERT_TRUE(ed) << id;
    uint64_t seed = game_seed(37, 0);
    const int players = 3;
    GameState s = new_game(*ed, ed->defaults, players, seed);
    std::unique_ptr<Bot> real[kMaxPlayers], seen_twin[kMaxPlayers];
    for (int p = 0; p < players; ++p) {
      real[p] = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, bot_seed(seed, p));
      seen_twin[p] = make_bot(Skill{Level::kExpert, JailPolicy::kLeaveAtOnce}, bot_seed(seed, p));
    }
    int searched = 0;
    for (int n = 0; n < 400 && s.phase != Phase::kGameOver; ++n) {
      int p = s.decider;
      GameState t = twin_of(s, static_cast<uint64_t>(n) * 11 + 3);
      ASSERT_NE(s, t);
      if (s.phase == Phase::kBuyOrAuction || s.phase == Phase::kAuction ||
          s.phase == Phase::kTradeResponse) {
        ++searched;
      }
      Action a = real[p]->decide(*ed, observe(s, p));
      Action b = seen_twin[p]->decide(*ed, observe(t, p));
      ASSERT_EQ(a, b) << id << " action " << n << ": " << describe_action(*ed, a) << " vs "
                      << describe_action(*ed, b);
      ASSERT_TRUE(apply(*ed, s, a).ok()) << describe_action(*ed, a);
    }
    EXPECT_GT(searched, 10) << id;
  }
}

}  // namespace
}  // namespace landlord::ai
