#include "ai/search.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

#include "ai/bots.h"
#include "ai/tactics.h"
#include "engine/rng.h"

namespace landlord::ai {

namespace {

// The weight of rent_potential() in a leaf position's worth, in rolls
// (measured with the arena, docs/bots.md).
constexpr double kRentWeight = 3.0;

// Plays on from `s` (a sampled future) with the default policy until the
// horizon, the end of the game or `steps` actions; returns the actions
// played.
int play_on(const Edition& ed, GameState& s, std::unique_ptr<Bot>* bots, uint32_t last_turn,
            int steps) {
  int used = 0;
  while (used < steps && s.phase != Phase::kGameOver && s.turn_number < last_turn) {
    if (s.claim_count > 0) {
      bool claimed = false;
      for (int q = 0; q < s.player_count && !claimed; ++q) {
        Action c;
        if (bots[q]->between_rolls(ed, observe(s, q), c) && apply(ed, s, c).ok()) claimed = true;
      }
      if (claimed) {
        ++used;
        continue;
      }
    }
    int d = decider(s);
    Action a = bots[d]->decide(ed, observe(s, d));
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
double rent_potential(const Board& b, const PublicState& s, uint64_t deeds) {
  double r = 0;
  for (uint64_t m = deeds; m;) {
    int i = std::countr_zero(m);
    m &= m - 1;
    r += rent_due(*b.ed, s, i, 7);
  }
  return r;
}

}  // namespace

double position_score(const Board& b, const PublicState& s, int player) {
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

void follow_plan(const Board& b, GameState& s, int player, const Candidate& c) {
  if (c.plan == Plan::kNone) return;
  const Edition& ed = *b.ed;
  for (int guard = 0; guard < 96; ++guard) {
    if (s.phase != Phase::kAwaitRoll && s.phase != Phase::kEndTurn) return;
    if (s.current != player || decider(s) != player) return;
    Holdings h = holdings(b, s);
    uint64_t mine = h.of[player];
    uint32_t full = complete_groups(b, mine);
    if (!full) return;
    if (c.plan == Plan::kMortgageBuild) {
      int spare = -1;
      for (uint64_t m = mine; m && spare < 0;) {
        int i = std::countr_zero(m);
        m &= m - 1;
        int g = b.group_of[i];
        if (g >= 0 && (full & (1u << g))) continue;
        if (check_mortgage(ed, s, player, i) == Rejection::kNone) spare = i;
      }
      if (spare >= 0) {
        if (!apply(ed, s, Action::make(ActionType::kMortgage, player, spare)).ok()) return;
        continue;
      }
    }
    int site = best_build_site(b, s, player, full, bot_cash(s, player) - c.floor);
    if (site < 0) return;
    if (!apply(ed, s, Action::make(ActionType::kBuild, player, site)).ok()) return;
  }
}

namespace {

// The bot that plays seat q in the future drawn from `draw`: the seat's
// model (models[q]; kHard for o.viewer, an Expert or without models).
std::unique_ptr<Bot> seat_bot(const Observation& o, const Level* models, int q, uint64_t draw) {
  Level l = models && q != o.viewer ? models[q] : Level::kHard;
  if (l == Level::kExpert) l = Level::kHard;
  return make_bot(Skill{l, JailPolicy::kLeaveAtOnce}, splitmix64(draw + static_cast<uint64_t>(q)));
}

// Plays candidate c on the future drawn from `draw` and then each seat's
// bot (seat_bot); the score where that leaves o.viewer.
double rollout(const Edition& ed, const Board& b, const Observation& o, const Candidate& c,
               uint64_t draw, uint32_t last_turn, int steps, const Level* models, int& used) {
  const int me = o.viewer;
  const int players = o.state().player_count;
  std::unique_ptr<Bot> bots[kMaxPlayers];
  GameState future = sample_state(o, draw);
  for (int q = 0; q < players; ++q) bots[q] = seat_bot(o, models, q, draw);
  // What the fresh bots cannot remember: a player answering a deal was
  // proposed it this turn, and the searching player, on its own turn, has
  // had kHard's chance to propose (its own bot asked kHard before the
  // search). Without this the proposer would offer again at once after a
  // refusal (a refusal scored as the deal itself) and kHard would propose
  // again in our seat after the candidate.
  const PublicState& now = o.state();
  if (now.phase == Phase::kTradeResponse && now.trade.from >= 0 && now.trade.from < players) {
    bots[now.trade.from]->note_proposal(now.turn_number);
  }
  if (now.current == me) bots[me]->note_proposal(now.turn_number);
  if (!apply(ed, future, c.first).ok()) return 0.0;  // the caller passes legal actions only
  follow_plan(b, future, me, c);
  used += 1 + play_on(ed, future, bots, last_turn, steps);
  return position_score(b, future, me);
}

}  // namespace

int pick_plan(const Candidate* cands, const double* score, int n, double margin, const bool* out) {
  int best = -1;
  for (int i = 0; i < n; ++i) {
    if (out && out[i]) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    double need = (best == 0 ? margin : 0.0) + cands[i].handicap;
    if (score[i] > score[best] + need) best = i;
  }
  return std::max(best, 0);
}

namespace {

// What candidate i must score over candidate `lead` (a positive need) or
// may score under it (a negative one) to be chosen before it: pick_plan()'s
// comparison of the two, the later one displacing the earlier.
double race_need(const Candidate* cands, int i, int lead, double margin) {
  if (i > lead) return (lead == 0 ? margin : 0.0) + cands[i].handicap;
  return -((i == 0 ? margin : 0.0) + cands[lead].handicap);
}

}  // namespace

int race_look(const Candidate* cands, int n, const double* scores, int played, double margin,
              const SearchBudget& budget, bool* left) {
  n = std::clamp(n, 0, kMaxPlans);
  if (played < 2) {
    int others = -1;
    for (int i = 0; i < n; ++i) others += !left[i];
    return std::max(0, others);
  }
  auto at = [&](int r, int i) { return scores[static_cast<std::size_t>(r * n + i)]; };
  // The leader by the futures so far, and each other candidate's
  // difference from it future by future (the same draws: common random
  // numbers), with its standard error.
  double mean_of[kMaxPlans] = {};
  for (int i = 0; i < n; ++i) {
    if (left[i]) continue;
    for (int k = 0; k < played; ++k) mean_of[i] += at(k, i);
    mean_of[i] /= played;
  }
  const int lead = pick_plan(cands, mean_of, n, margin, left);
  int before = 0;
  double closeness[kMaxPlans] = {};  // how near each challenger is to being chosen, in errors
  for (int i = 0; i < n; ++i) {
    if (left[i]) continue;
    ++before;
    if (i == lead) continue;
    double mean = 0;
    for (int k = 0; k < played; ++k) mean += at(k, i) - at(k, lead);
    mean /= played;
    double var = 0;
    for (int k = 0; k < played; ++k) {
      double d = at(k, i) - at(k, lead) - mean;
      var += d * d;
    }
    const double se = std::sqrt(var / (played - 1) / played);
    const double short_by = race_need(cands, i, lead, margin) - mean;
    if (short_by >= budget.race_z * se) {
      left[i] = true;
      continue;
    }
    closeness[i] = se > 0 ? -short_by / se : std::numeric_limits<double>::infinity();
  }
  // Successive halving: at most half the field (the leader and at least
  // one challenger) plays on, the challengers nearest to being chosen.
  int alive = 0;
  for (int i = 0; i < n; ++i) alive += !left[i] && i != lead;
  const int keep = budget.race_halving ? std::max(1, (before + 1) / 2 - 1) : alive;
  while (alive > keep) {
    int worst = -1;
    for (int i = 0; i < n; ++i) {
      if (left[i] || i == lead) continue;
      if (worst < 0 || closeness[i] <= closeness[worst]) worst = i;  // the later one on a tie
    }
    left[worst] = true;
    --alive;
  }
  return alive;
}

SearchResult search_plans(const Edition& ed, const Board& b, const Observation& o,
                          const Candidate* cands, int n, uint64_t seed, const SearchBudget& budget,
                          double margin, double* out, const Level* models) {
  SearchResult result;
  n = std::clamp(n, 0, kMaxPlans);
  const int players = o.state().player_count;
  const uint32_t last_turn =
      o.state().turn_number + static_cast<uint32_t>(budget.rounds * std::max(1, players));
  // Every future is played as it would be without the race: the step cap
  // is shared out over every candidate and future.
  const int per_rollout = std::max(1, budget.max_steps / std::max(1, n * budget.rollouts));
  const int rollouts = std::max(0, budget.rollouts);
  std::vector<double> scores(static_cast<std::size_t>(n * rollouts));
  auto at = [&](int r, int i) -> double& { return scores[static_cast<std::size_t>(r * n + i)]; };
  bool left[kMaxPlans] = {};  // out of the race
  int count[kMaxPlans] = {};  // futures played: the first count[i] rows of i's column
  auto draw_of = [&](int r) { return splitmix64(seed ^ (0x5eed000000000000ULL + static_cast<uint64_t>(r))); };
  if (budget.merge_refused && rollouts > 0) {
    // A proposal its receiver refuses (the receiver's model, as the futures
    // play it, answers from the public state alone) gives back the table it
    // was made at: every such proposal plays the futures of the first one.
    const GameState probe = sample_state(o, draw_of(0));
    int first_refused = -1;
    for (int i = 0; i < n; ++i) {
      if (cands[i].first.type != ActionType::kProposeTrade) continue;
      GameState g = probe;
      if (!apply(ed, g, cands[i].first).ok() || g.phase != Phase::kTradeResponse) continue;
      const int to = decider(g);
      if (to < 0 || to >= players || to == o.viewer) continue;
      if (seat_bot(o, models, to, draw_of(0))->decide(ed, observe(g, to)).type != ActionType::kRejectTrade) continue;
      if (first_refused < 0) {
        first_refused = i;
      } else {
        left[i] = true;
        result.merged++;
      }
    }
  }
  for (int r = 0; r < rollouts; ++r) {
    uint64_t draw = draw_of(r);
    for (int i = 0; i < n; ++i) {
      if (left[i]) continue;
      at(r, i) = rollout(ed, b, o, cands[i], draw, last_turn, per_rollout, models, result.actions);
      count[i]++;
      result.futures++;
    }
    const int played = r + 1;
    if (budget.race_every <= 0 || played % budget.race_every != 0 || played >= rollouts) continue;
    if (race_look(cands, n, scores.data(), played, margin, budget, left) == 0) break;
  }
  for (int i = 0; i < n; ++i) {
    double sum = 0.0;  // (added in the order the futures were played)
    for (int r = 0; r < count[i]; ++r) sum += at(r, i);
    out[i] = count[i] > 0 ? sum / count[i] : 0.0;
  }
  result.chosen = pick_plan(cands, out, n, margin, left);
  return result;
}

}  // namespace landlord::ai
