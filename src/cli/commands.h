// Subcommands of landlord-cli. Each takes its own argv (argv[0] is the
// command's name) and returns the process exit code: 0 success, 1 a check
// failed (e.g. a replay that does not match), 2 bad usage or bad input.
#pragma once

#include <cstdint>
#include <string>

#include "engine/edition.h"

namespace landlord::cli {

// Where the edition files are when --editions is not given: next to the
// executable (found through /proc/self/exe, since the subcommands' argv[0]
// is their own name), else relative to the current directory.
std::string default_editions_dir();

// A command-line number: digits only (no sign, no spaces, nothing after),
// within 64 bits; base 0 also takes 0x hexadecimal. False otherwise.
bool parse_u64(const char* s, uint64_t& out, int base = 10);

// The edition `id` from `dir` (default_editions_dir() when empty) and the
// options of its `variant`, for a table of `players` seats (0: any). On bad
// input prints "COMMAND: why" on stderr and returns false.
bool load_table_edition(const char* command, const std::string& dir, const std::string& id,
                        const std::string& variant, int players, EditionLoad& load,
                        Options& options);

int run_scenario(int argc, char** argv);
int run_simulate(int argc, char** argv);
int run_replay(int argc, char** argv);
int run_bench(int argc, char** argv);
int run_soak(int argc, char** argv);
int run_arena(int argc, char** argv);
int run_golden(int argc, char** argv);
int run_options_doc(int argc, char** argv);
int run_insight(int argc, char** argv);
int run_netsim(int argc, char** argv);  // native only: online play needs libsodium
}  // namespace landlord::cli
