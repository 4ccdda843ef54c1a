// Arena: seats rotate so every level plays every seat equally, results are
// the same for a seed, capped games go to the richest player, and the
// confidence interval is the Wilson interval.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "ai/arena.h"
#include "ai/table.h"
#include "engine/game.h"
#include "ai_test_support.h"

namespace landlord::ai {
namespace {

using test::classic;

ArenaSetup setup(std::vector<Level> seats, int games, uint64_t seed, uint32_t cap) {
  ArenaSetup s;
  s.edition = classic().get();
  s.options = classic()->defaults;
  s.seats = std::move(seats);
  s.games = games;
  s.seed = seed;
  s.max_turns = cap;
  return s;
}

TEST(Arena, RotatesSeatsAndIsDeterministic) {
  ArenaSetup st = setup({Level::kHard, Level::kEasy, Level::kEasy, Level::kSimple}, 24, 5, 1000);
  ArenaResult a = run_arena(st);
  ASSERT_EQ(a.levels.size(), 3u);
  EXPECT_EQ(a.levels[0].level, Level::kHard);
  EXPECT_EQ(a.levels[0].seats, 24u);
  EXPECT_EQ(a.levels[1].seats, 48u);
  EXPECT_EQ(a.levels[2].seats, 24u);
  uint64_t wins = 0;
  for (const ArenaLevel& lv : a.levels) {
    wins += lv.wins;
    EXPECT_GT(lv.decisions, 0u);
    EXPECT_LE(lv.median_us, lv.p95_us);
    EXPECT_LE(lv.p95_us, lv.max_us);
    EXPECT_GT(lv.mean_us, 0.0);
    EXPECT_LE(lv.mean_us, lv.max_us);
    EXPECT_LE(lv.ci_low, lv.share);
    EXPECT_GE(lv.ci_high, lv.share);
  }
  EXPECT_EQ(a.stopped, 0);
  EXPECT_EQ(a.fallbacks, 0u);
  EXPECT_EQ(wins, 24u);  // every game has a winner, capped ones by valuation
  ArenaResult b = run_arena(st);
  for (std::size_t k = 0; k < a.levels.size(); ++k) EXPECT_EQ(a.levels[k].wins, b.levels[k].wins);
  // Each rotation of a deal is one game: game g seats level seats[(i+g)%n]
  // at seat i, so the hard bot's seat in game g is (n - g % n) % n.
  for (int g = 0; g < 8; ++g) {
    ArenaGame one = arena_game(st, g);
    EXPECT_FALSE(one.decision_us[0].empty()) << g;  // hard decided in every game
  }
}

// A searching level reports what its look-ahead played; the others report
// nothing, and a seed gives the same counts as it gives the same games.
TEST(Arena, SearchCostsOfTheSearchingLevel) {
  ArenaSetup st = setup({Level::kExpert, Level::kHard}, 2, 3, 60);
  ArenaResult a = run_arena(st);
  ASSERT_EQ(a.levels.size(), 2u);
  const ArenaLevel& expert = a.levels[0];
  const ArenaLevel& hard = a.levels[1];
  ASSERT_EQ(expert.level, Level::kExpert);
  EXPECT_GT(expert.search.searched, 0u);
  EXPECT_LE(expert.search.searched, expert.decisions);
  // Every searched decision weighs two candidates or more on eight futures
  // each at least (the race's first look), at most sixteen (32 for a
  // decision with a group at stake), and a future is one action or more.
  EXPECT_GE(expert.search.futures, 2 * 8 * expert.search.searched);
  EXPECT_LE(expert.search.futures, 8 * 16 * expert.search.searched + 8 * 16 * expert.search.wide);
  EXPECT_GE(expert.search.actions, expert.search.futures);
  EXPECT_GT(expert.futures_per_s, 0.0);
  EXPECT_GT(expert.actions_per_s, expert.futures_per_s);
  EXPECT_EQ(hard.search.searched, 0u);
  EXPECT_EQ(hard.search.futures, 0u);
  EXPECT_EQ(hard.search.actions, 0u);
  EXPECT_EQ(hard.futures_per_s, 0.0);
  // The same games, and the same search, when played again.
  ArenaResult b = run_arena(st);
  EXPECT_EQ(b.levels[0].wins, expert.wins);
  EXPECT_EQ(b.levels[0].search.futures, expert.search.futures);
  EXPECT_EQ(b.levels[0].search.actions, expert.search.actions);
}

TEST(Arena, CappedGamesGoToTheRichest) {
  // A cap of 30 player-turns: no game ends, every game is scored by
  // valuation, and each still has exactly one winner.
  ArenaSetup st = setup({Level::kSimple, Level::kSimple, Level::kEasy}, 30, 9, 30);
  ArenaResult r = run_arena(st);
  EXPECT_EQ(r.capped, 30);
  uint64_t wins = 0;
  for (const ArenaLevel& lv : r.levels) wins += lv.wins;
  EXPECT_EQ(wins, 30u);
  // The winner of a capped game is the seat with the highest valuation:
  // replay game g (seat i plays seats[(i + g) % 3]) with play_match.
  ArenaSetup three = setup({Level::kSimple, Level::kEasy, Level::kHard}, 6, 9, 30);
  for (int g = 0; g < 6; ++g) {
    MatchSetup m;
    m.edition = three.edition;
    m.options = three.options;
    m.players = 3;
    m.seed = game_seed(9, static_cast<uint64_t>(g / 3));
    m.max_turns = 30;
    for (int i = 0; i < 3; ++i) m.skills[i] = Skill{three.seats[static_cast<std::size_t>((i + g) % 3)]};
    MatchResult mr = play_match(m);
    ASSERT_EQ(mr.end, MatchEnd::kTurnCap);
    int richest = 0;
    for (int p = 1; p < 3; ++p) {
      if (mr.valuation[p] > mr.valuation[richest]) richest = p;
    }
    ArenaGame one = arena_game(three, g);
    EXPECT_EQ(one.end, MatchEnd::kTurnCap);
    EXPECT_EQ(one.winner_level, (richest + g) % 3) << "game " << g;
  }
}

// How games turn on colour groups: every win is counted once by how the
// winner's first group came, and deals appear only where a level trades.
TEST(Arena, WinsByHowTheFirstGroupCame) {
  auto check = [](const ArenaResult& r, int games) {
    uint64_t firsts = 0;
    for (const ArenaLevel& lv : r.levels) {
      uint64_t by = 0;
      for (uint64_t n : lv.won_by) by += n;
      EXPECT_EQ(by, lv.wins) << level_name(lv.level);
      uint64_t with = 0;
      for (uint64_t n : lv.won_with) with += n;
      EXPECT_EQ(with, lv.wins - lv.won_by[static_cast<int>(GroupSource::kNone)]) << level_name(lv.level);
      uint64_t from = 0;
      for (uint64_t n : lv.won_by_deal_from) from += n;
      EXPECT_EQ(from, lv.won_by[static_cast<int>(GroupSource::kTheirTrade)]) << level_name(lv.level);
      EXPECT_LE(lv.first_to_group_won, lv.first_to_group);
      EXPECT_LE(lv.first_to_group_won, lv.wins);
      firsts += lv.first_to_group;
    }
    EXPECT_LE(firsts, static_cast<uint64_t>(games));
    return firsts;
  };
  // Simple bots never propose a deal: their groups come from the Bank.
  ArenaResult plain = run_arena(setup({Level::kSimple, Level::kSimple, Level::kSimple, Level::kSimple}, 40, 3, 1000));
  EXPECT_GT(check(plain, 40), 0u);
  const ArenaLevel& simple = plain.levels[0];
  EXPECT_EQ(simple.won_by[static_cast<int>(GroupSource::kOwnTrade)], 0u);
  EXPECT_EQ(simple.won_by[static_cast<int>(GroupSource::kTheirTrade)], 0u);
  EXPECT_GT(simple.won_by[static_cast<int>(GroupSource::kPurchase)] + simple.won_by[static_cast<int>(GroupSource::kAuction)], 0u);
  // Hard completes most of its groups in deals it proposes.
  ArenaResult traded = run_arena(setup({Level::kHard, Level::kFpA, Level::kFpB, Level::kFpC}, 40, 3, 1000));
  EXPECT_GT(check(traded, 40), 0u);
  EXPECT_GT(traded.levels[0].won_by[static_cast<int>(GroupSource::kOwnTrade)], 0u);
  EXPECT_GT(traded.levels[0].first_to_group, 0u);
}

TEST(Arena, WilsonInterval) {
  double lo = 0, hi = 0;
  wilson95(50, 100, lo, hi);
  EXPECT_NEAR(lo, 0.4038, 1e-3);
  EXPECT_NEAR(hi, 0.5962, 1e-3);
  wilson95(0, 20, lo, hi);
  EXPECT_EQ(lo, 0.0);
  EXPECT_NEAR(hi, 0.1611, 1e-3);
  wilson95(0, 0, lo, hi);
  EXPECT_EQ(lo, 0.0);
  EXPECT_EQ(hi, 1.0);
}

// Every level is known by its name, to the arena and to a seat list (the
// CLI's --seats, a saved game's seat kinds), and the list the messages give
// names each of them once.
TEST(Arena, EveryLevelByName) {
  const std::string names = level_names();
  std::size_t listed = 0;
  for (int i = 0; i <= static_cast<int>(Level::kGnomeC); ++i) {
    Level l = static_cast<Level>(i);
    std::string name = level_name(l);
    Level back = Level::kSimple;
    EXPECT_TRUE(level_from_name(name, back)) << name;
    EXPECT_EQ(back, l) << name;
    SeatPlayer seat;
    EXPECT_TRUE(seat_player_from_name(name, seat)) << name;
    EXPECT_TRUE(seat.computer);
    EXPECT_EQ(seat.skill.level, l) << name;
    EXPECT_NE(names.find(name), std::string::npos) << name << " missing from: " << names;
    ++listed;
  }
  EXPECT_EQ(std::count(names.begin(), names.end(), ','), static_cast<std::ptrdiff_t>(listed - 1)) << names;
  Level none;
  EXPECT_FALSE(level_from_name("grandmaster", none));
  EXPECT_FALSE(level_from_name("", none));
}

}  // namespace
}  // namespace landlord::ai
