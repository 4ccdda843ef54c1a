#include "ai/search.h"

#include <algorithm>
#include <bit>
#include <memory>

#include "ai/bots.h"
#include "engine/rng.h"

namespace landlord::ai {

namespace {

// The weight of rent_potential() in a leaf position's worth, in rolls
// (measured with the arena, docs/bots.md).
constexpr double kRentWeight = 3.0;

// Plays on from sim.state with the default policy until the horizon, the
// end of the game or `steps` actions; returns the actions played.
int play_on(const Edition& ed, Observation& sim, std::unique_ptr<Bot>* bots, uint32_t last_turn,
            int steps) {
  GameState& s = sim.state;
  int used = 0;
  while (used < steps && s.phase != Phase::kGameOver && s.turn_number < last_turn) {
    if (s.claim_count > 0) {
      bool claimed = false;
      for (int q = 0; q < s.player_count && !claimed; ++q) {
        Action c;
        sim.viewer = static_cast<int8_t>(q);
        if (bots[q]->between_rolls(ed, sim, c) && apply(ed, s, c).ok()) claimed = true;
      }
      if (claimed) {
        ++used;
        continue;
      }
    }
    int d = decider(s);
    sim.viewer = static_cast<int8_t>(d);
    Action a = bots[d]->decide(ed, sim);
    ++used;
    if (!apply(ed, s, a).ok()) break;  // never expected: judge the position as it stands
  }
  return used;
}

// What the rollouts cannot see beyond their horizon: the rent a player's
// deeds charge now (a roll of 7 for utilities), summed. A developed group
// earns for the rest of the game, which worth() (buildings at 90% of their
// cost, a fixed bonus per group) leaves out, so without this a search
// judges building by the few rounds it plays and builds too little.
double rent_potential(const Board& b, const GameState& s, uint64_t deeds) {
  double r = 0;
  for (uint64_t m = deeds; m;) {
    int i = std::countr_zero(m);
    m &= m - 1;
    r += rent_due(*b.ed, s, i, 7);
  }
  return r;
}

}  // namespace

double position_score(const Board& b, const GameState& s, int player) {
  if (s.phase == Phase::kGameOver) return s.winner == player ? 1.0 : 0.0;
  if (s.players[player].bankrupt) return 0.0;
  static const Style hard = style_for(Level::kHard);
  Holdings h = holdings(b, s);
  double mine = 0, total = 0;
  for (int q = 0; q < s.player_count; ++q) {
    if (s.players[q].bankrupt) continue;
    double w = worth(b, s, h, q, hard) + kRentWeight * rent_potential(b, s, h.of[q]);
    w = std::max(1.0, w);
    total += w;
    if (q == player) mine = w;
  }
  return total > 0 ? mine / total : 0.0;
}

int score_candidates(const Edition& ed, const Board& b, const Observation& o, const Action* cands,
                     int n, uint64_t seed, const SearchBudget& budget, double* out) {
  const int me = o.viewer;
  const int players = o.state.player_count;
  const uint32_t last_turn =
      o.state.turn_number + static_cast<uint32_t>(budget.rounds * std::max(1, players));
  const int per_rollout = std::max(1, budget.max_steps / std::max(1, n * budget.rollouts));
  std::unique_ptr<Bot> bots[kMaxPlayers];
  Observation sim;
  int used = 0;
  for (int i = 0; i < n; ++i) out[i] = 0;
  for (int r = 0; r < budget.rollouts; ++r) {
    uint64_t draw = splitmix64(seed ^ (0x5eed000000000000ULL + static_cast<uint64_t>(r)));
    for (int i = 0; i < n; ++i) {
      sim.state = sample_state(o, draw);
      for (int q = 0; q < players; ++q) {
        bots[q] = make_judged_bot(Level::kHard, JailPolicy::kLeaveAtOnce, splitmix64(draw + static_cast<uint64_t>(q)));
      }
      double score;
      if (!apply(ed, sim.state, cands[i]).ok()) {
        score = 0.0;  // the caller passes legal actions only
      } else {
        used += 1 + play_on(ed, sim, bots, last_turn, per_rollout);
        score = position_score(b, sim.state, me);
      }
      out[i] += score;
    }
  }
  for (int i = 0; i < n; ++i) out[i] /= budget.rollouts;
  return used;
}

}  // namespace landlord::ai
