// Match: one whole game between bots, as simulate, bench, the arena and the
// tests play it.
//
// The runner drives an ai::Table (ai/table.h) with a computer player in
// every seat, step by step, and stops at game over, at the turn cap
// (player-turns, a game with no trading can go on for ever when every
// colour group is split) or, as a guard against a bot stuck in a loop,
// after an action budget. Bot failures follow the table's policy (the first
// legal action instead, counted): MatchResult::failures reports them. It
// also counts where each roll leaves the roller's token (see play_match in
// match.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "ai/bot.h"
#include "ai/table.h"

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
  bool track_groups = false;    // fill MatchResult::first_group
  // Timed games: playing time counted after each action, in ms (0: the
  // clock does not run, a timed game ends at the turn cap).
  uint32_t ms_per_action = 0;
  // Optional: called once the table is set, before the first action (for
  // example to seat a bot under test with Table::replace_bot).
  std::function<void(Table&)> prepare;
};

enum class MatchEnd : uint8_t {
  kGameOver,      // a winner was decided by the rules
  kTurnCap,       // max_turns player-turns were played
  kActionBudget,  // too many actions without reaching the cap: a bot loops
  kIllegal,       // the table is stuck: a bot's action was refused and no
                  // legal action was left to fall back on (an engine defect)
};

const char* match_end_name(MatchEnd e);

// How a player came to hold its first complete colour group: the action
// after which it held one.
enum class GroupSource : uint8_t {
  kNone,        // it never held one
  kPurchase,    // it bought the last deed it lacked on landing
  kAuction,     // it won the last deed at an auction
  kOwnTrade,    // a deal it proposed
  kTheirTrade,  // a deal another player proposed to it
  kOther,       // deeds taken over from a bankrupt player, a card, ...
};
inline constexpr int kGroupSources = static_cast<int>(GroupSource::kOther) + 1;
const char* group_source_name(GroupSource g);

struct FirstGroup {
  GroupSource source = GroupSource::kNone;
  int8_t group = -1;     // the edition's group (the lowest, if several at once)
  int8_t proposer = -1;  // kTheirTrade: the seat that proposed the deal
};

struct MatchResult {
  MatchEnd end = MatchEnd::kGameOver;
  int winner = kNobody;        // kNobody unless end == kGameOver
  uint32_t turns = 0;          // player-turns started
  uint32_t rounds = 0;         // times the turn went round the table
  uint64_t actions = 0;
  Money cash[kMaxPlayers] = {};
  int64_t valuation[kMaxPlayers] = {};  // valuation() (rules.h) at the end
  uint64_t fallbacks = 0;      // summed Bot::fallbacks()
  uint64_t failures = 0;       // bots' actions the engine refused (TableReport)
  BotFailure first_failure;    // failures > 0
  Action rejected;             // failures > 0: the first action refused
  Rejection rejection = Rejection::kNone;
  // Landing counts: index = space, index space_count = In Jail.
  std::vector<uint32_t> landings;
  // time_decisions: how long each bot decision took (the table's step:
  // Bot::decide or between_rolls, the observation, and apply()), in
  // microseconds, per seat.
  std::vector<float> decision_us[kMaxPlayers];
  // What each seat's bot spent on searching (Bot::search_stats()).
  SearchStats search[kMaxPlayers];
  // track_groups: each seat's first complete group, and the seat that held
  // one first (kNobody when no one did; the lower seat when two came in the
  // same deal).
  FirstGroup first_group[kMaxPlayers];
  int first_to_group = kNobody;
};

// bot_seed(game_seed, seat), the seed of each bot, is in ai/table.h.
// Seed of game number `index` of a run seeded `run_seed` (SplitMix64).
uint64_t game_seed(uint64_t run_seed, uint64_t index);

MatchResult play_match(const MatchSetup& setup);

}  // namespace landlord::ai
