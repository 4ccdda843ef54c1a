// Every bot level on every edition and variant (and the house rules that
// add decisions), at every table size from the edition's minimum to its
// maximum: no illegal action and no fallback (a bot's own choice refused
// by the engine), with both jail policies.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ai/match.h"
#include "source_dir.h"

namespace landlord::ai {
namespace {

struct Table {
  std::shared_ptr<const Edition> ed;
  Options options;
  std::string name;
};

std::vector<Table> every_table() {
  std::vector<Table> out;
  const std::string dir = std::string(LANDLORD_SOURCE_DIR) + "/assets/editions";
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = load_edition_by_id(dir, id).edition;
    if (!ed) continue;
    std::vector<std::string> variants{""};
    for (const Variant& v : ed->variants) variants.push_back(v.id);
    for (const std::string& v : variants) {
      Table t{ed, ed->defaults, std::string(id) + "/" + (v.empty() ? "standard" : v)};
      if (edition_options(*ed, v, t.options)) out.push_back(t);
    }
    // The house rules that add decisions or change who may pay what.
    Table house{ed, ed->defaults, std::string(id) + "/house rules"};
    house.options.owner_must_claim_rent = true;
    house.options.property_for_debt = true;
    house.options.free_parking_pot = true;
    house.options.tax_worth_choice = true;
    house.options.jail_fine_turns = 1;
    house.options.houses_per_hotel = 3;
    house.options.start_cash = 800;
    out.push_back(house);
  }
  return out;
}

TEST(EveryTable, EveryLevelEditionVariantAndTableSizeIsLegal) {
  std::vector<Table> tables = every_table();
  ASSERT_GE(tables.size(), 10u);
  int games = 0;
  for (const Table& t : tables) {
    for (int players = t.ed->min_players; players <= t.ed->max_players; ++players) {
      for (int k = 0; k < 6 * 2; ++k) {
        // simple, easy, hard, fp-a, fp-b, fp-c; two games each
        Level level = static_cast<Level>(k % 6);
        MatchSetup setup;
        setup.edition = t.ed.get();
        setup.options = t.options;
        setup.players = players;
        setup.max_turns = 600;
        setup.seed = game_seed(2026, static_cast<uint64_t>(games));
        JailPolicy jail = k / 6 % 2 ? JailPolicy::kStayLong : JailPolicy::kLeaveAtOnce;
        for (int p = 0; p < kMaxPlayers; ++p) setup.skills[p] = Skill{level, jail};
        MatchResult r = play_match(setup);
        SCOPED_TRACE(t.name + ", " + std::to_string(players) + " " + level_name(level) +
                     " bots, seed " + std::to_string(setup.seed));
        EXPECT_NE(r.end, MatchEnd::kIllegal)
            << action_type_name(r.rejected.type) << ": " << rejection_name(r.rejection);
        EXPECT_NE(r.end, MatchEnd::kActionBudget);
        EXPECT_EQ(r.fallbacks, 0u);
        // An action the engine refused is replaced by the first legal one and
        // the game goes on (the table's policy): count them, not only stuck games.
        EXPECT_EQ(r.failures, 0u) << action_type_name(r.rejected.type) << ": "
                                  << rejection_name(r.rejection);
        ++games;
      }
    }
  }
  EXPECT_GE(games, 12 * 10 * 5);
}

// kExpert searches, so it is slow: one short game per table size, two
// Expert seats (so that Experts also answer each other's deals) moving
// round the table, the others kHard.
TEST(EveryTable, ExpertOnEveryEditionVariantAndTableSizeIsLegal) {
  std::vector<Table> tables = every_table();
  int games = 0;
  for (const Table& t : tables) {
    for (int players = t.ed->min_players; players <= t.ed->max_players; ++players) {
      MatchSetup setup;
      setup.edition = t.ed.get();
      setup.options = t.options;
      setup.players = players;
      setup.max_turns = 30;
      setup.seed = game_seed(2027, static_cast<uint64_t>(games));
      for (int p = 0; p < kMaxPlayers; ++p) setup.skills[p] = Skill{Level::kHard, JailPolicy::kLeaveAtOnce};
      int first = games % players;
      setup.skills[first].level = Level::kExpert;
      setup.skills[(first + 1) % players] = Skill{Level::kExpert, JailPolicy::kStayLong};
      MatchResult r = play_match(setup);
      SCOPED_TRACE(t.name + ", " + std::to_string(players) + " players, seed " + std::to_string(setup.seed));
      EXPECT_NE(r.end, MatchEnd::kIllegal)
          << action_type_name(r.rejected.type) << ": " << rejection_name(r.rejection);
      EXPECT_NE(r.end, MatchEnd::kActionBudget);
      EXPECT_EQ(r.fallbacks, 0u);
      EXPECT_EQ(r.failures, 0u);
      ++games;
    }
  }
  EXPECT_GE(games, 10 * 5);
}

}  // namespace
}  // namespace landlord::ai
