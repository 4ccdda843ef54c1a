// landlord-cli golden [--check DIR] [--editions DIR]: plays the golden games
// (ai/golden.h: Easy, Hard and simple bots on the same ai::Table as the UI)
// and prints each one's transcript signature and a combined signature. With
// --check, compares each transcript line by line with DIR/<file> (the
// pinned tests/golden/transcripts). tests/bench_signature.sh runs it natively
// and under node: the bots people play against must play the same games in
// WebAssembly. Exit 0 all good, 1 a transcript differs, 2 bad usage.
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "ai/golden.h"
#include "args.h"
#include "commands.h"
#include "engine/game.h"

namespace landlord::cli {

int run_golden(int argc, char** argv) {
  std::string editions;
  std::string check;
  ArgReader args("golden", argc, argv);
  while (args.next()) {
    if (args.help()) {
      std::printf(
          "usage: landlord-cli golden [--check DIR] [--editions DIR]\n"
          "  Plays the golden games (fixed seeds, Easy, Hard and simple bots) and prints\n"
          "  their transcript signatures. --check DIR compares each transcript with the\n"
          "  file of the same name in DIR (tests/golden/transcripts). Exit 0 all match,\n"
          "  1 a transcript differs, 2 bad usage.\n");
      return 0;
    }
    if (args.text("--editions", editions) || args.text("--check", check)) continue;
    args.unknown();
  }
  if (args.failed()) return 2;
  if (editions.empty()) editions = default_editions_dir();
  EditionLoad load = load_edition_by_id(editions, "classic");
  if (!load.edition) {
    std::fprintf(stderr, "golden: %s\n", load.error.c_str());
    return 2;
  }
  std::vector<std::string> all;
  int differ = 0;
  for (const ai::GoldenGame& g : ai::golden_games()) {
    std::vector<std::string> lines = ai::golden_transcript(*load.edition, g);
    uint64_t sig = ai::transcript_signature(lines);
    std::printf("%s: %zu lines, %s, signature 0x%016llx\n", g.file, lines.size(),
                lines.back().c_str() + 2, static_cast<unsigned long long>(sig));
    all.insert(all.end(), lines.begin(), lines.end());
    if (check.empty()) continue;
    std::string text, error;
    std::string path = check + "/" + g.file;
    if (!read_text_file(path, text, error)) {
      std::fprintf(stderr, "golden: %s\n", error.c_str());
      return 2;
    }
    std::vector<std::string> want;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) want.push_back(l);
    std::size_t n = std::min(lines.size(), want.size());
    std::size_t at = n;
    for (std::size_t i = 0; i < n && at == n; ++i) {
      if (lines[i] != want[i]) at = i;
    }
    if (at == n && lines.size() == want.size()) continue;
    ++differ;
    std::printf("  differs from %s at line %zu:\n    pinned: %s\n    played: %s\n", path.c_str(), at + 1,
                at < want.size() ? want[at].c_str() : "(end)", at < lines.size() ? lines[at].c_str() : "(end)");
  }
  std::printf("signature: 0x%016llx\n", static_cast<unsigned long long>(ai::transcript_signature(all)));
  if (!check.empty()) {
    if (differ) {
      std::printf("golden: %d transcript(s) differ\n", differ);
      return 1;
    }
    std::printf("golden: every transcript matches\n");
  }
  return 0;
}

}  // namespace landlord::cli
