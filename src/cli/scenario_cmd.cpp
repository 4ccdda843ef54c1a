// landlord-cli scenario FILE [--editions DIR]: runs one scenario through the
// engine's scenario runner and prints each action's result, its events and
// the final state. Exit 0 when every expectation holds, 1 when one fails,
// 2 for bad input.
#include <cstdio>
#include <cstring>
#include <string>

#include "commands.h"
#include "engine/scenario.h"

namespace landlord::cli {

int run_scenario(int argc, char** argv) {
  std::string file;
  std::string editions;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
      std::printf(
          "usage: landlord-cli scenario FILE [--editions DIR]\n"
          "  Sets up the position in FILE, applies its actions, checks its expectations\n"
          "  and prints the final state as JSON. DIR defaults to the repository's\n"
          "  assets/editions. Exit 0 ok, 1 an expectation failed, 2 bad input.\n");
      return 0;
    }
    if (std::strcmp(argv[i], "--editions") == 0 && i + 1 < argc) {
      editions = argv[++i];
    } else if (argv[i][0] == '-') {
      std::fprintf(stderr, "scenario: unknown option '%s'\n", argv[i]);
      return 2;
    } else if (file.empty()) {
      file = argv[i];
    } else {
      std::fprintf(stderr, "scenario: only one FILE may be given\n");
      return 2;
    }
  }
  if (file.empty()) {
    std::fprintf(stderr, "usage: landlord-cli scenario FILE [--editions DIR]\n");
    return 2;
  }
  if (editions.empty()) editions = default_editions_dir();
  landlord::ScenarioReport report = landlord::run_scenario_file(file, editions);
  if (!report.input_ok) {
    std::fprintf(stderr, "scenario: %s\n", report.error.c_str());
    return 2;
  }
  if (!report.rule.empty()) std::printf("rule: %s\n", report.rule.c_str());
  std::fputs(report.log.c_str(), stdout);
  std::printf("final state:\n%s\n", landlord::dump_json(report.final_state, 2).c_str());
  for (const std::string& f : report.failures) std::printf("FAILED %s\n", f.c_str());
  std::printf("%s\n", report.failures.empty() ? "all expectations hold" : "expectations failed");
  return report.exit_code();
}

}  // namespace landlord::cli
