// Subcommands of landlord-cli. Each takes its own argv (argv[0] is the
// command's name) and returns the process exit code: 0 success, 1 a check
// failed (e.g. a replay that does not match), 2 bad usage or bad input.
#pragma once

namespace landlord::cli {
int run_scenario(int argc, char** argv);
int run_simulate(int argc, char** argv);
int run_replay(int argc, char** argv);
int run_bench(int argc, char** argv);
}  // namespace landlord::cli
