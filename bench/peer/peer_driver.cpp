// Runs the public MC-DeltaT/monopoly-simulation on one thread and prints its
// speed in the units of `landlord-cli bench`: player-turns per CPU-second
// (std::clock). Compiled by scripts/peer-bench.sh against a local copy of
// that simulator's sources, given by path; nothing of it is kept here.
//
// Its own main() runs a million games on every core and times each thread
// by wall clock, which a machine shared with other work would distort; this
// driver runs `games` games (default 100,000) with its default strategies,
// a 100-round cap as in its main(), and a fixed seed.
#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "simulation.hpp"

int main(int argc, char** argv) {
  using namespace monopoly;
  const std::size_t games = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 100000;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20261124;
  random_t random{seed};
  player_strategies_t strategies{};
  const std::clock_t start = std::clock();
  run_simulations(strategies, random, games, 100u);
  const double cpu = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  unsigned long long turns = 0;
  for (auto const p : players) turns += stat_counters.turns_played[p];
  const unsigned long long rounds = stat_counters.rounds;
  std::printf("peer: %zu games, 4 players, 100-round cap\n", games);
  std::printf("player-turns: %llu (rolls after doubles counted as turns)\n", turns);
  std::printf("rounds: %llu\n", rounds);
  std::printf("CPU seconds: %.3f\n", cpu);
  std::printf("player-turns per CPU-second: %.0f\n", turns / cpu);
  return 0;
}
