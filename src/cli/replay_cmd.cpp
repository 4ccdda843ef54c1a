// Placeholder until the engine lands.
#include <cstdio>

#include "commands.h"

int landlord::cli::run_replay(int, char**) {
  std::fprintf(stderr, "landlord-cli replay: not implemented yet\n");
  return 2;
}
