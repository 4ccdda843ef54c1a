// Match: one whole game between bots, as simulate, bench and the tests
// play it.
//
// The runner asks the decider's bot for an action, applies it, and stops at
// game over, at the turn cap (player-turns, a game with no trading can go
// on for ever when every colour group is split) or, as a guard against a
// bot stuck in a loop, after an action budget. It also counts where each
// roll leaves the roller's token (see count_landing in match.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "ai/bot.h"

namespace landlord::ai {

struct MatchSetup {
  const Edition* edition = nullptr;
  Options options;
  int players = 4;
  uint64_t seed = 1;
  Skill skills[kMaxPlayers];
  uint32_t max_turns = 1000;    // player-turns; 0: no cap
  bool count_landings = false;
  bool time_decisions = false;  // fill MatchResult::decision_us
};

enum class MatchEnd : uint8_t {
  kGameOver,      // a winner was decided by the rules
  kTurnCap,       // max_turns player-turns were played
  kActionBudget,  // too many actions without reaching the cap: a bot loops
  kIllegal,       // a bot returned an action apply() rejected
};

const char* match_end_name(MatchEnd e);

struct MatchResult {
  MatchEnd end = MatchEnd::kGameOver;
  int winner = kNobody;        // kNobody unless end == kGameOver
  uint32_t turns = 0;          // player-turns started
  uint32_t rounds = 0;         // times the turn went round the table
  uint64_t actions = 0;
  Money cash[kMaxPlayers] = {};
  int64_t valuation[kMaxPlayers] = {};  // valuation() (rules.h) at the end
  uint64_t fallbacks = 0;      // summed Bot::fallbacks()
  Action rejected;             // end == kIllegal: the action refused
  Rejection rejection = Rejection::kNone;
  // Landing counts: index = space, index space_count = In Jail.
  std::vector<uint32_t> landings;
  // time_decisions: how long each bot decision took (Bot::decide and
  // between_rolls, observation included), in microseconds, per seat.
  std::vector<float> decision_us[kMaxPlayers];
};

// Seed for the bot of `seat` in a game seeded `game_seed`.
uint64_t bot_seed(uint64_t game_seed, int seat);
// Seed of game number `index` of a run seeded `run_seed` (SplitMix64).
uint64_t game_seed(uint64_t run_seed, uint64_t index);

MatchResult play_match(const MatchSetup& setup);

}  // namespace landlord::ai
