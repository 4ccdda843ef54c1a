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
// decision is the same for a seed natively and in WebAssembly. A search
// may race its candidates: at each look, those the futures so far show
// unable to be chosen stop playing (SearchBudget::race_every).
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
  // Racing: after every `race_every` futures (0: never), a candidate whose
  // futures so far make it clearly unable to be chosen (its mean difference
  // from the leading candidate, future by future, short of what it needs by
  // more than `race_z` standard errors) plays no more futures.
  // With race_halving, at most half of the candidates still in the race
  // (the leader and at least one other) play on after a look, the others
  // nearest to being chosen (successive halving).
  int race_every = 0;
  double race_z = 2.5;
  bool race_halving = false;
  // Proposals that the receivers' models refuse, after the first of them,
  // play no futures: each would play the first one's.
  bool merge_refused = false;
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
  double handicap = 0;  // what more it must score than the candidate it displaces
};

// The most candidates a search compares.
constexpr int kMaxPlans = 16;

// The choice among scored candidates, in their order: the choice so far
// (at first the first candidate) gives way to a later one that scores more
// than it by that one's handicap, plus `margin` while the choice is still
// the first. Candidates with out[i] set (out of the race) are passed over.
int pick_plan(const Candidate* cands, const double* score, int n, double margin,
              const bool* out = nullptr);

// What a search did: the candidate chosen (pick_plan over those still in
// the race and not merged), the futures played and the simulated actions.
struct SearchResult {
  int chosen = 0;
  int futures = 0;
  int actions = 0;
  int merged = 0;  // refused proposals left out (SearchBudget::merge_refused)
};

// Carries out c.plan for `player` on `s` after c.first was applied.
void follow_plan(const Board& b, GameState& s, int player, const Candidate& c);

// One look at the race after `played` futures of every candidate not yet
// `left` (scores[r * n + i]: future r of candidate i): marks in `left` the
// candidates that play no more (budget.race_z, budget.race_halving; with
// `margin`, pick_plan()'s) and returns how many besides the leader play on.
int race_look(const Candidate* cands, int n, const double* scores, int played, double margin,
              const SearchBudget& budget, bool* left);

// Scores `n` candidates (their first action legal on o.state) as below and
// picks one (pick_plan with `margin`). `models`, if given, holds the level
// of each seat's player (index = seat): the rollouts play each other seat
// with that level's policy (an Expert seat, and the searching player's own,
// as kHard); without it, kHard in every seat. Each candidate is played on
// the same sampled futures, in the same order, from sampled states; out[i]
// is the mean score of cands[i] in [0, 1] over the futures it played (all
// of them unless it left the race). Deterministic for `seed`.
SearchResult search_plans(const Edition& ed, const Board& b, const Observation& o,
                          const Candidate* cands, int n, uint64_t seed, const SearchBudget& budget,
                          double margin, double* out, const Level* models = nullptr);

// The score of a position for `player` (the search's leaf evaluation): 1 if
// they won, 0 if they are out, else their share of the active players'
// worth: kHard's valuation plus the rent their deeds charge now, weighted
// (what a built group will earn after the horizon).
double position_score(const Board& b, const PublicState& s, int player);

}  // namespace landlord::ai
