// Placeholder until the engine lands.
#include <cstdio>

#include "commands.h"

int landlord::cli::run_bench(int, char**) {
  std::fprintf(stderr, "landlord-cli bench: not implemented yet\n");
  return 2;
}
