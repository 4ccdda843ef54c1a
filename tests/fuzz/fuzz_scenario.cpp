// Fuzz target: the scenario loader and runner (run_scenario_text), the code
// behind `landlord-cli scenario`.
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace landlord;
  static const std::string dir = fuzz::editions_dir();
  ScenarioReport report = run_scenario_text(fuzz::text(data, size), dir);
  if (!report.input_ok && report.error.empty()) __builtin_trap();  // a refusal says why
  return 0;
}
