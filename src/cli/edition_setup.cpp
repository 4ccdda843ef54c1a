// The edition and variant set-up that simulate, arena and insight share.
#include <cstdio>

#include "commands.h"

namespace landlord::cli {

bool load_table_edition(const char* command, const std::string& dir, const std::string& id,
                        const std::string& variant, int players, EditionLoad& load,
                        Options& options) {
  load = load_edition_by_id(dir.empty() ? default_editions_dir() : dir, id);
  if (!load.edition) {
    std::fprintf(stderr, "%s: %s: %s\n", command, id.c_str(), load.error.c_str());
    return false;
  }
  const Edition& ed = *load.edition;
  if (players != 0 && (players < ed.min_players || players > ed.max_players)) {
    std::fprintf(stderr, "%s: edition '%s' takes %d to %d players\n", command, ed.id.c_str(),
                 ed.min_players, ed.max_players);
    return false;
  }
  if (!edition_options(ed, variant, options)) {
    std::fprintf(stderr, "%s: edition '%s' has no variant '%s'\n", command, ed.id.c_str(),
                 variant.c_str());
    return false;
  }
  return true;
}

}  // namespace landlord::cli
