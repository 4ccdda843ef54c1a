// Scenarios: a position set up from JSON, a list of actions, and the
// expectations they must meet. This is how every rule is tested, by the
// test suite and by `landlord-cli scenario`, through this one runner.
// The format is described in docs/scenario-format.md.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/json_reader.h"

namespace landlord {

struct ScenarioReport {
  bool input_ok = false;              // false: the file or its edition is malformed
  std::string error;                  // why input_ok is false
  std::string rule;                   // the rulebook sentence the scenario checks
  std::string log;                    // each action, its result and its events
  std::vector<std::string> failures;  // expectations that did not hold
  JsonValue final_state;

  // 0 all expectations hold, 1 an expectation failed, 2 bad input.
  int exit_code() const { return !input_ok ? 2 : (failures.empty() ? 0 : 1); }
};

ScenarioReport run_scenario_text(std::string_view text, const std::string& editions_dir);
ScenarioReport run_scenario_file(const std::string& path, const std::string& editions_dir);

// assets/editions next to the executable's tree or under the current
// directory (the first one holding classic.json); "assets/editions" if none.
std::string find_editions_dir(const char* argv0);

}  // namespace landlord
