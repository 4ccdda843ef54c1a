// Search: judging candidate actions by playing possible futures.
//
// A searching bot never looks at the real game: from its Observation it
// draws whole states with sample_state() (decks shuffled and a dice
// generator seeded afresh for every look-ahead), plays each candidate on
// them, lets a fast default policy (a bot of each seat's level, kHard in the
// searching player's own seat and where the level is not known) play on
// for a few rounds and scores where that leaves it by the evaluation
// (evaluate.h, plus the rent its deeds charge): its share of the table's
// worth, or 1 / 0 when the game ended. Every candidate is played on the
// same sampled futures (common random numbers), so the comparison
// measures the action, not the luck of the draw. The budget is counted in simulated actions, never in time, so a
// decision is the same for a seed natively and in WebAssembly.
#pragma once

#include <cstdint>

#include "ai/bot.h"
#include "ai/evaluate.h"
#include "engine/game.h"

namespace landlord::ai {

struct SearchBudget {
  int rollouts = 10;       // sampled futures per candidate
  int rounds = 6;          // horizon: times round the table
  int max_steps = 20000;   // simulated actions per decision, all candidates
};

// What a candidate does after its first action, in the same turn: nothing
// more (the default policy plays on), build wherever the cash above a floor
// pays for the best next building, or first mortgage every deed outside
// completed groups and then build so.
enum class Plan : uint8_t { kNone, kBuildAll, kMortgageBuild };

struct Candidate {
  Action first;
  Plan plan = Plan::kNone;
  int floor = 0;  // cash kept back by a building plan
};

// Carries out c.plan for `player` on `s` after c.first was applied.
void follow_plan(const Board& b, GameState& s, int player, const Candidate& c);

// Scores `n` candidates (their first action legal on o.state) as below.
// `models`, if given, holds the level of each seat's player (index = seat):
// the rollouts play each other seat with that level's policy (an Expert
// seat, and the searching player's own, as kHard); without it, kHard in
// every seat.
int score_plans(const Edition& ed, const Board& b, const Observation& o, const Candidate* cands,
                int n, uint64_t seed, const SearchBudget& budget, double* out,
                const Level* models = nullptr);

// Scores `n` candidate actions of o.viewer (each legal on o.state) by
// rollouts from sampled states; out[i] is the mean score of cands[i] in
// [0, 1]. Deterministic for `seed`. Returns the simulated actions used.
int score_candidates(const Edition& ed, const Board& b, const Observation& o, const Action* cands,
                     int n, uint64_t seed, const SearchBudget& budget, double* out);

// The score of a position for `player` (the search's leaf evaluation): 1 if
// they won, 0 if they are out, else their share of the active players'
// worth: kHard's valuation plus the rent their deeds charge now, weighted
// (what a built group will earn after the horizon).
double position_score(const Board& b, const PublicState& s, int player);

}  // namespace landlord::ai
