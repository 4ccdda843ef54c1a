// The canonical form of a state (state.h): every state the engine reaches
// writes to JSON, reads back and compares equal, so that every game that
// was played can be saved, loaded and replayed.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json.h"
#include "test_support.h"

namespace landlord {
namespace {

void expect_saves_and_replays(const Game& game) {
  const Edition& ed = *game.edition;
  // state -> JSON -> state
  JsonReader reader;
  GameState back;
  ASSERT_TRUE(state_from_json(ed, state_to_json(ed, game.state), "", reader, back))
      << reader.error();
  EXPECT_EQ(back, game.state);
  // save (also what Export writes) -> load, which replays the history and
  // compares the result with the snapshot
  SaveLoad load = load_save_text(save_to_text(game), game.edition);
  ASSERT_TRUE(load.ok()) << load.error;
  EXPECT_EQ(load.game.state, game.state);
  EXPECT_EQ(load.game.history, game.history);
  // and the loaded game saves again to the same text
  EXPECT_EQ(save_to_text(load.game), save_to_text(game));
  EXPECT_EQ(non_canonical(game.state), "");
}

// Boutique's Time Limit game: time runs out while a player is raising cash.
// The game ends with the debt unpaid; it must still save, load and replay
// (the debt list used to keep its slots while its count went to 0).
TEST(CanonicalState, TimeRunsOutWhileRaisingCash) {
  auto ed = load_edition_by_id(test::editions_dir(), "boutique").edition;
  ASSERT_TRUE(ed);
  Options o;
  ASSERT_TRUE(edition_options(*ed, "time_limit", o));
  ASSERT_GT(o.time_limit_minutes, 0);
  int reached = 0;
  for (uint64_t seed = 1; seed <= 40 && reached < 3; ++seed) {
    Game game = start_game(ed, o, {"Ann", "Bo", "Cy"}, seed);
    // Everyone buys whatever they can (legal_actions()[0] is the decider's
    // first choice: roll, buy, end the turn), so rents soon exceed cash.
    for (int step = 0; step < 20000 && game.state.phase != Phase::kRaiseCash; ++step) {
      if (game.state.phase == Phase::kGameOver) break;
      std::vector<Action> legal = legal_actions(*ed, game.state);
      ASSERT_FALSE(legal.empty()) << phase_name(game.state.phase);
      ASSERT_TRUE(play(game, legal[0]).ok());
      // A second of play per action, never the last one.
      if (game.state.phase != Phase::kGameOver && game.state.clock_ms_left > 1000) {
        ASSERT_TRUE(play(game, Action::make(ActionType::kClockTick, game.state.decider, -1, 1000))
                        .ok());
      }
    }
    if (game.state.phase != Phase::kRaiseCash) continue;
    ASSERT_GT(game.state.debt_count, 0);
    ++reached;
    int debtor = game.state.decider;
    uint32_t left = game.state.clock_ms_left;
    ASSERT_GT(left, 0u);
    ASSERT_TRUE(play(game, Action::make(ActionType::kClockTick, debtor, -1,
                                        static_cast<int>(left)))
                    .ok());
    ASSERT_EQ(game.state.phase, Phase::kGameOver);
    ASSERT_EQ(game.state.game_end, GameEnd::kTimeUp);
    EXPECT_EQ(game.state.debt_count, 0);
    SCOPED_TRACE("seed " + std::to_string(seed));
    expect_saves_and_replays(game);
  }
  EXPECT_EQ(reached, 3) << "no game reached raising cash under the time limit";
}

// The forced dice queue starts at slot 0 whatever was rolled before, so a
// state with forced dice left round-trips too.
TEST(CanonicalState, ForcedDiceLeftOverRoundTrip) {
  auto ed = test::classic();
  Game game = start_game(ed, ed->defaults, {"Ann", "Bo"}, 7);
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(force_dice(game.state, 1 + i, 2));
  ASSERT_TRUE(play(game, Action::make(ActionType::kRoll, 0)).ok());
  ASSERT_TRUE(play(game, Action::make(ActionType::kRoll, 1)).ok());
  ASSERT_EQ(game.state.forced_count, 3);
  EXPECT_EQ(game.state.forced_dice[0][0], 3);
  EXPECT_EQ(non_canonical(game.state), "");
  JsonReader reader;
  GameState back;
  ASSERT_TRUE(state_from_json(*ed, state_to_json(*ed, game.state), "", reader, back))
      << reader.error();
  EXPECT_EQ(back, game.state);
}

TEST(CanonicalState, NonCanonicalNamesTheSlot) {
  GameState s = new_game(*test::classic(), test::classic()->defaults, 2, 1);
  EXPECT_EQ(non_canonical(s), "");
  s.debts[3].amount = 5;
  EXPECT_EQ(non_canonical(s), "debts[3]");
  s.debts[3] = Debt();
  s.claims[0].amount = 5;
  EXPECT_EQ(non_canonical(s), "claims[0]");
  s.claims[0] = RentClaim();
  s.players[5].cash = 1;
  EXPECT_EQ(non_canonical(s), "players[5]");
}

}  // namespace
}  // namespace landlord
