// landlord-cli: the headless face of the engine.
//
// Each subcommand lives in its own file (scenario_cmd.cpp, simulate_cmd.cpp,
// replay_cmd.cpp, bench_cmd.cpp, soak_cmd.cpp, arena_cmd.cpp,
// golden_cmd.cpp,
// options_doc_cmd.cpp, insight_cmd.cpp) and is declared in commands.h. This file only
// dispatches, so that the subcommands can grow independently.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string_view>
#include <system_error>

#include "commands.h"
#include "engine/scenario.h"

std::string landlord::cli::default_editions_dir() {
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return landlord::find_editions_dir(ec ? "" : exe.string().c_str());
}

namespace {

struct Command {
  const char* name;
  int (*run)(int argc, char** argv);
  const char* summary;
};

const Command kCommands[] = {
    {"scenario", landlord::cli::run_scenario, "set up a position from JSON, apply actions, print the state"},
    {"simulate", landlord::cli::run_simulate, "play many games between bots of one level and report statistics"},
    {"replay", landlord::cli::run_replay, "replay a save (and its computer players' moves) and check it"},
    {"bench", landlord::cli::run_bench, "fixed seeds and bots: print a signature and throughput"},
    {"soak", landlord::cli::run_soak, "random games on every edition, invariants checked after every action"},
    {"arena", landlord::cli::run_arena, "levels against each other, seats rotated: win shares and decision times"},
    {"golden", landlord::cli::run_golden, "play the golden games (Simple, Easy and Hard bots), check their transcripts"},
    {"options-doc", landlord::cli::run_options_doc, "print the rule options table (docs/rules-options.md)"},
    {"insight", landlord::cli::run_insight, "exact landing odds of the board, expected rent and payback of each deed"},
#ifdef LANDLORD_HAVE_NET
    {"netsim", landlord::cli::run_netsim, "online games over a faulty in-memory network: agreement, messages, CPU"},
#endif
};

void print_usage(std::FILE* out) {
  std::fprintf(out, "usage: landlord-cli <command> [options]\n\ncommands:\n");
  for (const Command& c : kCommands) std::fprintf(out, "  %-11s %s\n", c.name, c.summary);
  std::fprintf(out, "\n'landlord-cli <command> --help' describes a command's options.\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    print_usage(stderr);
    return 2;
  }
  std::string_view name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    print_usage(stdout);
    return 0;
  }
  for (const Command& c : kCommands) {
    if (name == c.name) return c.run(argc - 1, argv + 1);
  }
  std::fprintf(stderr, "landlord-cli: unknown command '%s'\n\n", argv[1]);
  print_usage(stderr);
  return 2;
}
