// Fuzz target: the edition loader (load_edition_text).
//
// An edition it accepts must give a playable game: starting one and
// playing a few hundred of its legal actions never crashes, and apply()
// accepts every action legal_actions() lists.
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace landlord;
  EditionLoad load = load_edition_text(fuzz::text(data, size));
  if (!load.edition) {
    if (load.error.empty()) __builtin_trap();
    return 0;
  }
  const Edition& ed = *load.edition;
  Game g = start_game(load.edition, ed.defaults, {"Ann", "Bo", "Cy"}, size);
  uint64_t pick = 0x9E3779B97F4A7C15ull ^ size;
  for (int step = 0; step < 300 && g.state.phase != Phase::kGameOver; ++step) {
    std::vector<Action> legal = legal_actions(ed, g.state);
    if (legal.empty()) break;
    pick = pick * 6364136223846793005ull + 1442695040888963407ull;
    const Action& a = legal[(pick >> 33) % legal.size()];
    if (!play(g, a).ok()) __builtin_trap();
  }
  return 0;
}
