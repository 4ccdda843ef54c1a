// Fuzz target: the engine's save loader (load_save_text).
//
// Whatever it accepts must also write back and load again to the same game:
// a save the loader takes is a save the player can keep. And the game it
// gives holds together (broken_invariant), whether it was replayed or goes
// on from the save's snapshot.
#include "engine/invariants.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace landlord;
  static const std::string dir = fuzz::editions_dir();
  SaveLoad first = load_save_text(fuzz::text(data, size), dir);
  if (!first.ok()) {
    if (first.error.empty()) __builtin_trap();  // a refusal always says why
    return 0;
  }
  if (!broken_invariant(*first.game.edition, first.game.state).empty()) __builtin_trap();
  SaveLoad again = load_save_text(save_to_text(first.game), first.game.edition);
  if (!again.ok()) __builtin_trap();
  if (!(again.game.state == first.game.state)) __builtin_trap();
  if (again.game.history != first.game.history) __builtin_trap();
  return 0;
}
