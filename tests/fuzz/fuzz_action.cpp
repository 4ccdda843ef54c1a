// Fuzz target: the action JSON reader (action_from_json) and apply().
//
// Input: one byte picks the edition, one byte how far a seeded game is
// played before the action, and the rest is the action's JSON. An action
// that reads must write back to the same action; applied to the game, it is
// either accepted, or rejected with a reason and leaves the state exactly
// as it was.
#include "engine/json.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace landlord;
  static const std::shared_ptr<const Edition> editions[] = {
      fuzz::edition("classic"), fuzz::edition("travel"), fuzz::edition("boutique")};
  if (size < 2) return 0;
  const std::shared_ptr<const Edition>& ed = editions[data[0] % 3];
  const int steps = data[1];

  Json j;
  std::string error;
  if (!parse_json(fuzz::text(data + 2, size - 2), j, error)) return 0;
  JsonReader reader;
  Action action;
  if (!action_from_json(*ed, j, "action", reader, action)) {
    if (reader.error().empty()) __builtin_trap();
    return 0;
  }
  JsonReader again_reader;
  Action again;
  if (!action_from_json(*ed, action_to_json(*ed, action), "action", again_reader, again))
    __builtin_trap();
  if (!(again == action)) __builtin_trap();

  Game g = start_game(ed, ed->defaults, {"Ann", "Bo", "Cy", "Di"}, 1000 + data[0]);
  uint64_t pick = 12345;
  for (int i = 0; i < steps * 4 && g.state.phase != Phase::kGameOver; ++i) {
    std::vector<Action> legal = legal_actions(*ed, g.state);
    if (legal.empty()) break;
    pick = pick * 6364136223846793005ull + 1442695040888963407ull;
    if (!play(g, legal[(pick >> 33) % legal.size()]).ok()) __builtin_trap();
  }
  const GameState before = g.state;
  ApplyResult r = apply(*ed, g.state, action);
  if (!r.ok() && !(g.state == before)) __builtin_trap();
  return 0;
}
