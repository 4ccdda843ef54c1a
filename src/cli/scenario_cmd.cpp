// landlord-cli scenario FILE [--editions DIR]: runs one scenario through the
// engine's scenario runner and prints each action's result, its events and
// the final state. Exit 0 when every expectation holds, 1 when one fails,
// 2 for bad input.
#include <cstdio>
#include <string>

#include "args.h"
#include "commands.h"
#include "engine/scenario.h"

namespace landlord::cli {

int run_scenario(int argc, char** argv) {
  std::string file;
  std::string editions;
  ArgReader args("scenario", argc, argv);
  while (args.next()) {
    if (args.help()) {
      std::printf(
          "usage: landlord-cli scenario FILE [--editions DIR]\n"
          "  Sets up the position in FILE, applies its actions, checks its expectations\n"
          "  and prints the final state as JSON. DIR defaults to the repository's\n"
          "  assets/editions. Exit 0 ok, 1 an expectation failed, 2 bad input.\n");
      return 0;
    }
    if (args.text("--editions", editions)) continue;
    if (!args.operand()) {
      args.unknown();
    } else if (file.empty()) {
      file = args.word();
    } else {
      args.refuse("only one FILE may be given");
    }
  }
  if (args.failed()) return 2;
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
  std::printf("final state:\n%s\n", landlord::dump_json(*report.final_state, 2).c_str());
  for (const std::string& f : report.failures) std::printf("FAILED %s\n", f.c_str());
  std::printf("%s\n", report.failures.empty() ? "all expectations hold" : "expectations failed");
  return report.exit_code();
}

}  // namespace landlord::cli
