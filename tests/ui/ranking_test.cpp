// The ranking the game-over results and the final board both show
// (Session::ranking): the winner, those still standing by worth (the
// rulebook's valuation when the game ended at a bankruptcy), then the
// bankrupt, the last to go out first. Played to the end by computer players.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/game.h"
#include "ui/session.h"
#include "source_dir.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> edition(const char* id) {
  EditionLoad load = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", id);
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

std::vector<ui::Seat> four_easy() {
  return {{"Ann", ui::SeatKind::kEasy, 0, 0}, {"Bo", ui::SeatKind::kEasy, 1, 1},
          {"Cy", ui::SeatKind::kEasy, 2, 2}, {"Di", ui::SeatKind::kEasy, 3, 3}};
}

void play_out(ui::Session& s) {
  s.speed = ui::Speed::kInstant;
  double now = 0.0;
  for (int k = 0; k < 400000 && s.state().phase != Phase::kGameOver; ++k) s.update(now += 0.001);
  ASSERT_EQ(s.state().phase, Phase::kGameOver);
}

// Checks the ranking against its definition and returns how many players
// went bankrupt.
std::size_t check_ranking(const ui::Session& s, bool valued) {
  const Edition& ed = s.edition();
  const GameState& st = s.state();
  EXPECT_EQ(s.ranked_by_valuation(), valued);
  std::vector<int> r = s.ranking();
  EXPECT_EQ(r.size(), static_cast<std::size_t>(st.player_count));
  std::vector<int> sorted = r;
  std::sort(sorted.begin(), sorted.end());
  for (int p = 0; p < st.player_count; ++p) EXPECT_EQ(sorted[static_cast<std::size_t>(p)], p) << "every seat once";
  EXPECT_EQ(r.front(), st.winner);
  std::vector<int> out = s.bankrupt_order();
  std::size_t standing = r.size() - out.size();
  for (std::size_t i = 1; i < r.size(); ++i) {
    const int p = r[i];
    if (i < standing) {
      EXPECT_FALSE(st.players[p].bankrupt) << "those still standing come before the bankrupt";
      if (i > 1) {
        const int q = r[i - 1];
        if (valued) EXPECT_GE(valuation(ed, st, q), valuation(ed, st, p));
        else EXPECT_GE(net_worth(ed, st, q), net_worth(ed, st, p));
      }
    } else {
      EXPECT_TRUE(st.players[p].bankrupt);
      EXPECT_EQ(p, out[out.size() - 1 - (i - standing)]) << "the last to go bankrupt comes first";
    }
  }
  return out.size();
}

TEST(Ranking, AFullGameRanksTheWinnerThenTheBankruptLastOutFirst) {
  auto ed = edition("classic");
  ui::Session s;
  ASSERT_TRUE(s.start(ed, ed->defaults, four_easy(), 5));
  play_out(s);
  EXPECT_EQ(check_ranking(s, false), 3u) << "a full game ends with one player left";
}

TEST(Ranking, AShortGameRanksThoseStillStandingByValuation) {
  auto ed = edition("boutique");
  const Variant* v = ed->find_variant("short_game");
  ASSERT_NE(v, nullptr);
  ui::Session s;
  ASSERT_TRUE(s.start(ed, v->options, four_easy(), 7));
  play_out(s);
  ASSERT_EQ(s.state().game_end, GameEnd::kBankruptcies);
  EXPECT_EQ(check_ranking(s, true), 1u) << "the short game ends at the first bankruptcy";
}

}  // namespace
}  // namespace landlord
