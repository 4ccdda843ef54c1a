#include "ai/arena.h"

#include <algorithm>
#include <cmath>

namespace landlord::ai {

void wilson95(uint64_t wins, uint64_t n, double& low, double& high) {
  if (n == 0) {
    low = 0;
    high = 1;
    return;
  }
  const double z = 1.959963984540054;
  double nn = static_cast<double>(n);
  double p = static_cast<double>(wins) / nn;
  double d = 1 + z * z / nn;
  double centre = (p + z * z / (2 * nn)) / d;
  double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / d;
  low = std::max(0.0, centre - half);
  high = std::min(1.0, centre + half);
}

std::vector<Level> arena_levels(const ArenaSetup& setup) {
  std::vector<Level> out;
  for (Level l : setup.seats) {
    if (std::find(out.begin(), out.end(), l) == out.end()) out.push_back(l);
  }
  return out;
}

namespace {

int index_of(const std::vector<Level>& levels, Level l) {
  return static_cast<int>(std::find(levels.begin(), levels.end(), l) - levels.begin());
}

double quantile(std::vector<float>& v, double q) {
  if (v.empty()) return 0;
  std::size_t k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
  k = std::min(k, v.size() - 1);
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
  return v[k];
}

}  // namespace

ArenaGame arena_game(const ArenaSetup& setup, int g) {
  std::vector<Level> levels = arena_levels(setup);
  int n = static_cast<int>(setup.seats.size());
  MatchSetup m;
  m.edition = setup.edition;
  m.options = setup.options;
  m.players = n;
  m.seed = game_seed(setup.seed, static_cast<uint64_t>(g / n));
  m.max_turns = setup.max_turns;
  m.time_decisions = true;
  m.track_groups = true;
  int rotation = g % n;
  int level_of_seat[kMaxPlayers] = {};
  for (int i = 0; i < n; ++i) {
    Level l = setup.seats[static_cast<std::size_t>((i + rotation) % n)];
    m.skills[i] = Skill{l, setup.jail};
    level_of_seat[i] = index_of(levels, l);
  }
  MatchResult r = play_match(m);
  ArenaGame out;
  out.end = r.end;
  out.fallbacks = r.fallbacks;
  int winner = kNobody;
  if (r.end == MatchEnd::kGameOver) {
    winner = r.winner;
  } else if (r.end == MatchEnd::kTurnCap) {
    for (int i = 0; i < n; ++i) {
      if (winner == kNobody || r.valuation[i] > r.valuation[winner]) winner = i;
    }
  }
  if (winner >= 0 && winner < n) {
    out.winner_level = static_cast<int8_t>(level_of_seat[winner]);
    out.winner_source = r.first_group[winner].source;
    out.winner_group = r.first_group[winner].group;
    int from = r.first_group[winner].proposer;
    if (from >= 0 && from < n) out.winner_deal_from_level = static_cast<int8_t>(level_of_seat[from]);
  }
  if (r.first_to_group >= 0 && r.first_to_group < n) {
    out.first_to_group_level = static_cast<int8_t>(level_of_seat[r.first_to_group]);
  }
  for (int i = 0; i < n; ++i) {
    std::vector<float>& to = out.decision_us[level_of_seat[i]];
    to.insert(to.end(), r.decision_us[i].begin(), r.decision_us[i].end());
    out.search[level_of_seat[i]] += r.search[i];
  }
  return out;
}

ArenaResult summarize_arena(const ArenaSetup& setup, std::vector<ArenaGame>& games) {
  std::vector<Level> levels = arena_levels(setup);
  int n = static_cast<int>(setup.seats.size());
  ArenaResult out;
  out.games = static_cast<int>(games.size());
  out.levels.resize(levels.size());
  std::vector<std::vector<float>> times(levels.size());
  for (std::size_t k = 0; k < levels.size(); ++k) {
    out.levels[k].level = levels[k];
    out.levels[k].won_with.assign(setup.edition ? setup.edition->groups.size() : 0, 0);
    out.levels[k].won_by_deal_from.assign(levels.size(), 0);
  }
  for (int g = 0; g < out.games; ++g) {
    ArenaGame& game = games[static_cast<std::size_t>(g)];
    int rotation = g % n;
    for (int i = 0; i < n; ++i) {
      Level l = setup.seats[static_cast<std::size_t>((i + rotation) % n)];
      out.levels[static_cast<std::size_t>(index_of(levels, l))].seats++;
    }
    if (game.end == MatchEnd::kTurnCap) out.capped++;
    if (game.end == MatchEnd::kIllegal || game.end == MatchEnd::kActionBudget) out.stopped++;
    out.fallbacks += game.fallbacks;
    if (game.winner_level >= 0) {
      ArenaLevel& w = out.levels[static_cast<std::size_t>(game.winner_level)];
      w.wins++;
      w.won_by[static_cast<int>(game.winner_source)]++;
      if (game.winner_group >= 0 && static_cast<std::size_t>(game.winner_group) < w.won_with.size()) {
        w.won_with[static_cast<std::size_t>(game.winner_group)]++;
      }
      if (game.winner_deal_from_level >= 0) w.won_by_deal_from[static_cast<std::size_t>(game.winner_deal_from_level)]++;
    }
    if (game.first_to_group_level >= 0) {
      ArenaLevel& f = out.levels[static_cast<std::size_t>(game.first_to_group_level)];
      f.first_to_group++;
      if (game.winner_level == game.first_to_group_level) f.first_to_group_won++;
    }
    for (std::size_t k = 0; k < levels.size(); ++k) {
      times[k].insert(times[k].end(), game.decision_us[k].begin(), game.decision_us[k].end());
      std::vector<float>().swap(game.decision_us[k]);
      out.levels[k].search += game.search[k];
    }
  }
  for (std::size_t k = 0; k < levels.size(); ++k) {
    ArenaLevel& lv = out.levels[k];
    lv.share = lv.seats ? static_cast<double>(lv.wins) / static_cast<double>(lv.seats) : 0.0;
    wilson95(lv.wins, lv.seats, lv.ci_low, lv.ci_high);
    lv.decisions = times[k].size();
    lv.median_us = quantile(times[k], 0.5);
    lv.p95_us = quantile(times[k], 0.95);
    lv.max_us = times[k].empty() ? 0.0 : *std::max_element(times[k].begin(), times[k].end());
    double sum = 0;
    for (float t : times[k]) sum += t;
    lv.mean_us = times[k].empty() ? 0.0 : sum / static_cast<double>(times[k].size());
    if (sum > 0) {
      lv.futures_per_s = static_cast<double>(lv.search.futures) * 1e6 / sum;
      lv.actions_per_s = static_cast<double>(lv.search.actions) * 1e6 / sum;
    }
  }
  return out;
}

ArenaResult run_arena(const ArenaSetup& setup) {
  std::vector<ArenaGame> games(static_cast<std::size_t>(setup.games));
  for (int g = 0; g < setup.games; ++g) games[static_cast<std::size_t>(g)] = arena_game(setup, g);
  return summarize_arena(setup, games);
}

}  // namespace landlord::ai
