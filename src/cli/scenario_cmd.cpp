// Placeholder until the engine lands.
#include <cstdio>

#include "commands.h"

int landlord::cli::run_scenario(int, char**) {
  std::fprintf(stderr, "landlord-cli scenario: not implemented yet\n");
  return 2;
}
