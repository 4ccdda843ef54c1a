// Arena: levels measured against each other over many games.
//
// The seats list gives one level per seat (for example hard,easy,easy,easy).
// Game g is played with the list rotated by g mod n (seat i takes
// seats[(i + g) mod n]), so over any multiple of n games every level plays
// every seat equally often; the n rotations of one deal share one game seed
// (game_seed(seed, g / n)), so each deal is played from every seat. Every
// game goes through play_match (match.h), with decisions timed.
//
// Scoring: a game won under the rules counts one win for the winner's
// level. A game that reaches the turn cap is scored for the richest player
// by valuation() (rules.h: cash, deeds at price, half when mortgaged,
// buildings at cost), the same measure the rules use when a short or timed
// game ends, ties to the lowest seat; it is counted in `capped`. A game
// stopped by an illegal action or a looping bot has no winner and is
// counted apart (and makes the command fail).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/match.h"

namespace landlord::ai {

struct ArenaSetup {
  const Edition* edition = nullptr;
  Options options;
  std::vector<Level> seats;   // one level per seat, 2 to kMaxPlayers
  int games = 1000;
  uint64_t seed = 1;
  uint32_t max_turns = 1000;  // player-turns per game (0: no cap)
  JailPolicy jail = JailPolicy::kLeaveAtOnce;
};

struct ArenaLevel {
  Level level = Level::kSimple;
  uint64_t seats = 0;  // seat-games played by this level
  uint64_t wins = 0;
  double share = 0;             // wins / seats
  double ci_low = 0, ci_high = 0;  // 95% Wilson interval of the share
  double median_us = 0, p95_us = 0, max_us = 0;  // per decision
  double mean_us = 0;                              // per decision: 1e6 / mean_us decisions a second
  uint64_t decisions = 0;
  // A searching level: what its look-ahead played, in all, and how fast,
  // per second of its decisions' time (every decision counted, searched or
  // not, so these rates are a floor).
  SearchStats search;
  double futures_per_s = 0, actions_per_s = 0;
  // How games turn on the colour groups (match.h, GroupSource): the games
  // in which this level held a complete group before anyone else, and won
  // of those; and for each game it won, how its first group came
  // (won_by[GroupSource], kNone: it won without one) and which group that
  // was (won_with[group index in the edition]).
  uint64_t first_to_group = 0;
  uint64_t first_to_group_won = 0;
  uint64_t won_by[kGroupSources] = {};
  std::vector<uint64_t> won_with;
  // Of the wins by a deal proposed to it (kTheirTrade): by the proposer's
  // level (index into ArenaResult::levels).
  std::vector<uint64_t> won_by_deal_from;
};

struct ArenaResult {
  int games = 0;
  int capped = 0;       // reached the turn cap, scored by valuation
  int stopped = 0;      // illegal action or looping bot: no winner
  uint64_t fallbacks = 0;
  std::vector<ArenaLevel> levels;  // in order of first appearance in seats
};

// 95% Wilson score interval for `wins` out of `n`.
void wilson95(uint64_t wins, uint64_t n, double& low, double& high);

// One game of the arena, as played by arena_game().
struct ArenaGame {
  MatchEnd end = MatchEnd::kGameOver;
  int8_t winner_level = -1;  // index into ArenaResult::levels, -1: none
  uint64_t fallbacks = 0;
  std::vector<float> decision_us[kMaxPlayers];  // per index into levels
  SearchStats search[kMaxPlayers];              // per index into levels
  int8_t first_to_group_level = -1;  // who held a group first, -1: no one
  GroupSource winner_source = GroupSource::kNone;  // the winner's first group
  int8_t winner_group = -1;
  int8_t winner_deal_from_level = -1;  // kTheirTrade: the proposer's level
};

// The levels of the arena, distinct, in order of first appearance.
std::vector<Level> arena_levels(const ArenaSetup& setup);
// Plays game number `g` (0-based) of the arena.
ArenaGame arena_game(const ArenaSetup& setup, int g);
// Adds up games (index = game number; `games` may be consumed).
ArenaResult summarize_arena(const ArenaSetup& setup, std::vector<ArenaGame>& games);
// All games on this thread, then the summary.
ArenaResult run_arena(const ArenaSetup& setup);

}  // namespace landlord::ai
