// Placeholder until the engine lands.
#include <cstdio>

#include "commands.h"

int landlord::cli::run_simulate(int, char**) {
  std::fprintf(stderr, "landlord-cli simulate: not implemented yet\n");
  return 2;
}
