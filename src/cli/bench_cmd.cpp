// landlord-cli bench: fixed seeds, fixed bots, one thread.
//
// Plays kBenchGames classic games between four kSimple bots (seats
// alternate between the two jail policies, swapped every other game) and
// prints a signature, a 64-bit FNV-1a hash over each game's outcome in game
// order (end, winner, player-turns, each player's final cash, as
// little-endian bytes), and the throughput in CPU time. Like Stockfish's
// node count, the signature changes when behaviour changes, and the native
// and WebAssembly builds must print the same one (tests/bench_signature.sh).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>

#include "ai/match.h"
#include "args.h"
#include "commands.h"
#include "engine/game.h"

namespace landlord::cli {

namespace {


constexpr int kBenchGames = 12000;
constexpr int kBenchPlayers = 4;
constexpr uint32_t kBenchTurnCap = 1000;
constexpr uint64_t kBenchSeed = 20261121;

struct Fnv1a {
  uint64_t h = 0xcbf29ce484222325ULL;
  void byte(uint8_t b) {
    h ^= b;
    h *= 0x100000001b3ULL;
  }
  void u32(uint32_t v) {
    for (int i = 0; i < 4; ++i) byte(static_cast<uint8_t>(v >> (8 * i)));
  }
};

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

}  // namespace

int run_bench(int argc, char** argv) {
  std::string editions;
  int games = kBenchGames;
  int warmup = 0;
  ArgReader args("bench", argc, argv);
  while (args.next()) {
    if (args.help()) {
      std::printf(
          "usage: landlord-cli bench [--games N] [--warmup W] [--editions DIR]\n"
          "  Plays %d fixed-seed classic games between %d simple bots (both jail\n"
          "  policies) on one thread; prints the outcome signature and the\n"
          "  throughput. --games changes the signature. --warmup plays the first\n"
          "  W of those games before the clock starts, neither timed nor in the\n"
          "  signature (a WebAssembly engine compiles and tiers up meanwhile).\n",
          kBenchGames, kBenchPlayers);
      return 0;
    }
    if (args.text("--editions", editions) || args.number("--games", 1, 100000000, games) ||
        args.number("--warmup", 0, 100000000, warmup)) {
      continue;
    }
    args.unknown();
  }
  if (args.failed()) return 2;
  if (editions.empty()) editions = default_editions_dir();
  EditionLoad load = load_edition_by_id(editions, "classic");
  if (!load.edition) {
    std::fprintf(stderr, "bench: %s\n", load.error.c_str());
    return 2;
  }
  ai::MatchSetup setup;
  setup.edition = load.edition.get();
  setup.options = load.edition->defaults;
  setup.players = kBenchPlayers;
  setup.max_turns = kBenchTurnCap;

  auto play = [&](int g) {
    setup.seed = ai::game_seed(kBenchSeed, static_cast<uint64_t>(g));
    for (int p = 0; p < kBenchPlayers; ++p) {
      setup.skills[p].level = ai::Level::kSimple;
      setup.skills[p].jail =
          ((p + g) % 2) == 0 ? ai::JailPolicy::kLeaveAtOnce : ai::JailPolicy::kStayLong;
    }
    return ai::play_match(setup);
  };
  // The same games as the timed run's first ones, untimed and uncounted.
  for (int g = 0; g < warmup; ++g) play(g % games);

  Fnv1a sig;
  uint64_t turns = 0;
  uint64_t actions = 0;
  int capped = 0;
  int broken = 0;
  double start = cpu_seconds();
  for (int g = 0; g < games; ++g) {
    ai::MatchResult r = play(g);
    sig.byte(static_cast<uint8_t>(r.end));
    sig.u32(static_cast<uint32_t>(r.winner));
    sig.u32(r.turns);
    for (int p = 0; p < kBenchPlayers; ++p) sig.u32(static_cast<uint32_t>(r.cash[p]));
    turns += r.turns;
    actions += r.actions;
    capped += r.end == ai::MatchEnd::kTurnCap ? 1 : 0;
    broken += (r.end == ai::MatchEnd::kIllegal || r.end == ai::MatchEnd::kActionBudget ||
               r.failures > 0)
                  ? 1
                  : 0;
  }
  double cpu = cpu_seconds() - start;
  if (cpu <= 0) cpu = 1e-9;
  std::printf("bench: %d games, %d simple bots, classic, turn cap %u\n", games, kBenchPlayers,
              kBenchTurnCap);
  if (warmup > 0) std::printf("warm-up: %d games before the clock started\n", warmup);
  std::printf("player-turns: %llu\n", static_cast<unsigned long long>(turns));
  std::printf("actions: %llu\n", static_cast<unsigned long long>(actions));
  std::printf("capped games: %d\n", capped);
  std::printf("signature: 0x%016llx\n", static_cast<unsigned long long>(sig.h));
  std::printf("CPU seconds: %.3f\n", cpu);
  std::printf("games per second: %.0f\n", games / cpu);
  std::printf("player-turns per CPU-second: %.0f\n", static_cast<double>(turns) / cpu);
  if (broken > 0) {
    std::fprintf(stderr, "bench: %d games with a bot failure (ai/table.h) or a looping bot\n",
                 broken);
    return 1;
  }
  return 0;
}

}  // namespace landlord::cli
