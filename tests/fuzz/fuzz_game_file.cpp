// Fuzz target: the game-file reader (parse_game_file), what a slot copy
// holds and what Import reads. A file it accepts must write back and read
// again to the same game, which holds together (broken_invariant).
#include "engine/invariants.h"
#include "tests/fuzz/fuzz_support.h"
#include "saves/shelf.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace landlord;
  static const saves::EditionLookup editions = saves::editions_in({fuzz::editions_dir()});
  saves::GameFile file = saves::parse_game_file(fuzz::text(data, size), editions);
  if (!file.ok) {
    if (file.message.empty()) __builtin_trap();
    return 0;
  }
  if (!broken_invariant(*file.game.edition, file.game.state).empty()) __builtin_trap();
  saves::GameFile again = saves::parse_game_file(
      saves::game_file_text(file.game, file.table, file.name, file.saved_at_ms, file.seq), editions);
  if (!again.ok) __builtin_trap();
  if (!(again.game.state == file.game.state) || again.game.history != file.game.history)
    __builtin_trap();
  return 0;
}
