// Saves outlive changes to the rules and the edition files: a save records
// the rules version and the edition data it was made under; one made under
// other rules or data whose history no longer replays goes on from its
// snapshot (checked to hold together), with a note for the player, and
// keeps its history for the record. A save made under today's rules must
// still replay exactly.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/invariants.h"
#include "support.h"

namespace landlord {
namespace {

using test::MemoryStore;
using saves::SaveShelf;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Classic with the rent of every site raised by 1: other edition data with
// the same id, as after a correction of the edition file.
std::shared_ptr<const Edition> classic_with_other_rents() {
  Json j;
  std::string error;
  EXPECT_TRUE(parse_json(read_file(test::editions_dir() + "/classic.json"), j, error)) << error;
  int changed = 0;
  for (Json& space : j["spaces"]) {
    if (!space.contains("rent") || !space["rent"].is_array()) continue;
    for (Json& r : space["rent"]) r = r.get<int>() + 1;
    ++changed;
  }
  EXPECT_GT(changed, 10);
  EditionLoad ed = load_edition_text(dump_json(j));
  EXPECT_TRUE(ed.edition) << ed.error;
  return ed.edition;
}

// A game long enough that rents were paid (so other rents part the replay).
Game rent_paying_game() {
  Game g = test::play_game(40, 3, 5);
  EXPECT_GT(g.history.size(), 100u);
  return g;
}

TEST(RulesVersions, SavesRecordTheRulesVersionAndTheEditionData) {
  Game g = test::play_game(5);
  Json j = save_to_json(g);
  EXPECT_EQ(j["format_version"], kSaveFormatVersion);
  EXPECT_EQ(j["rules_version"], kRulesVersion);
  const std::string hash = j["edition_hash"];
  EXPECT_EQ(hash.size(), 16u);
  EXPECT_EQ(hash, g.edition->data_hash);
  // The fingerprint follows the content, not the layout of the file.
  auto again = load_edition_by_id(test::editions_dir(), "classic").edition;
  EXPECT_EQ(again->data_hash, hash);
  Json e;
  std::string error;
  ASSERT_TRUE(parse_json(read_file(test::editions_dir() + "/classic.json"), e, error));
  EXPECT_EQ(load_edition_text(dump_json(e, 4)).edition->data_hash, hash);
  EXPECT_NE(classic_with_other_rents()->data_hash, hash);
  EXPECT_NE(load_edition_by_id(test::editions_dir(), "travel").edition->data_hash, hash);
}

TEST(RulesVersions, ASaveUnderOtherEditionDataGoesOnFromItsSnapshot) {
  Game g = rent_paying_game();
  std::string text = save_to_text(g);
  auto other = classic_with_other_rents();
  SaveLoad l = load_save_text(text, other);
  ASSERT_TRUE(l.ok()) << l.error;
  EXPECT_TRUE(l.from_snapshot);
  EXPECT_FALSE(l.note.empty());
  EXPECT_TRUE(l.game.state == g.state) << "the game goes on where it was saved";
  EXPECT_TRUE(l.game.from_base);
  EXPECT_TRUE(l.game.history.empty());
  // Its history is kept for the record.
  ASSERT_EQ(l.game.record.size(), 1u);
  EXPECT_EQ(l.game.record[0]["rules_version"], kRulesVersion);
  EXPECT_EQ(l.game.record[0]["edition_hash"], g.edition->data_hash);
  EXPECT_EQ(l.game.record[0]["actions"].size(), g.history.size());

  // It plays on under the new data, and from then on replays exactly.
  Game& h = l.game;
  for (int k = 0; k < 30 && h.state.phase != Phase::kGameOver; ++k) {
    std::vector<Action> legal = legal_actions(*h.edition, h.state);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(play(h, legal[0]).ok());
  }
  std::string again = save_to_text(h);
  SaveLoad l2 = load_save_text(again, other);
  ASSERT_TRUE(l2.ok()) << l2.error;
  EXPECT_FALSE(l2.from_snapshot);
  EXPECT_TRUE(l2.game.state == h.state);
  EXPECT_EQ(l2.game.history.size(), h.history.size());
  EXPECT_TRUE(l2.game.base == g.state);
  EXPECT_EQ(l2.game.record, l.game.record);
  EXPECT_TRUE(initial_state(l2.game) == g.state);
  // A damaged snapshot of the new save is still found by the replay.
  Json bad = save_to_json(h);
  bad["snapshot"]["players"][0]["cash"] = bad["snapshot"]["players"][0]["cash"].get<int>() + 1;
  EXPECT_EQ(load_save_text(dump_json(bad), other).status, SaveLoad::Status::kMismatch);
}

TEST(RulesVersions, TheShelfTellsThePlayerAndKeepsTheGame) {
  Game g = rent_paying_game();
  saves::TableRecord ui = test::seats_ui(g);
  std::string file = SaveShelf::export_game(g, ui, "Before the fix", 1000).text;
  auto other = classic_with_other_rents();
  saves::EditionLookup lookup = [other](const std::string& id) {
    return id == "classic" ? other : std::shared_ptr<const Edition>();
  };
  saves::GameFile f = saves::parse_game_file(file, lookup);
  ASSERT_TRUE(f.ok) << f.message;
  EXPECT_NE(f.note.find("earlier version of Landlord"), std::string::npos) << f.note;
  MemoryStore store;
  SaveShelf shelf(store, lookup);
  saves::LoadedGame imported = shelf.import_text(file, 2000);
  ASSERT_TRUE(imported.ok) << imported.message;
  EXPECT_FALSE(imported.note.empty());
  saves::LoadedGame loaded = shelf.load(imported.id);
  ASSERT_TRUE(loaded.ok) << loaded.message;
  EXPECT_TRUE(loaded.note.empty()) << "stored again under today's data, it replays";
  EXPECT_TRUE(loaded.game.state == g.state);
  EXPECT_EQ(loaded.game.record.size(), 1u);
}

TEST(RulesVersions, TodaysSavesMustStillReplayExactly) {
  Game g = rent_paying_game();
  Json j = save_to_json(g);
  j["snapshot"]["players"][1]["cash"] = j["snapshot"]["players"][1]["cash"].get<int>() + 50;
  SaveLoad l = load_save_text(dump_json(j), g.edition);
  EXPECT_EQ(l.status, SaveLoad::Status::kMismatch) << l.error;
  // Version 1 saves (no rules version, no edition data) are rules version 1.
  Json v1 = save_to_json(g);
  v1["format_version"] = 1;
  v1.erase("rules_version");
  v1.erase("edition_hash");
  SaveLoad l1 = load_save_text(dump_json(v1), g.edition);
  ASSERT_TRUE(l1.ok()) << l1.error;
  EXPECT_EQ(l1.rules_version, 1);
  // A snapshot whose money does not add up is refused whatever its version:
  // under today's rules the replay differs, under later ones the snapshot
  // fails the engine's invariants.
  v1["snapshot"]["players"][1]["cash"] = v1["snapshot"]["players"][1]["cash"].get<int>() + 50;
  EXPECT_EQ(load_save_text(dump_json(v1), g.edition).status, SaveLoad::Status::kMismatch);
}

TEST(RulesVersions, ASnapshotThatDoesNotHoldTogetherIsRefused) {
  Game g = rent_paying_game();
  auto other = classic_with_other_rents();
  Json j = save_to_json(g);
  j["snapshot"]["players"][0]["cash"] = j["snapshot"]["players"][0]["cash"].get<int>() + 5000;
  SaveLoad l = load_save_text(dump_json(j), other);
  EXPECT_EQ(l.status, SaveLoad::Status::kMismatch);
  EXPECT_NE(l.error.find("money"), std::string::npos) << l.error;
  Json b = save_to_json(g);
  b["base"] = b["snapshot"];
  b["base"]["bank_houses"] = 3;
  SaveLoad lb = load_save_text(dump_json(b), g.edition);
  EXPECT_EQ(lb.status, SaveLoad::Status::kInvalid);
  EXPECT_EQ(lb.error.rfind("base: ", 0), 0u) << lb.error;
}

TEST(RulesVersions, NewerRulesAreRefusedWithAMessage) {
  Game g = test::play_game(5);
  Json j = save_to_json(g);
  j["rules_version"] = kRulesVersion + 1;
  SaveLoad l = load_save_text(dump_json(j), g.edition);
  EXPECT_EQ(l.status, SaveLoad::Status::kInvalid);
  EXPECT_TRUE(l.newer);
  saves::GameFile f = saves::parse_game_file(dump_json(j), test::lookup());
  EXPECT_FALSE(f.ok);
  EXPECT_NE(f.message.find("newer version of Landlord"), std::string::npos) << f.message;
  j = save_to_json(g);
  j["format_version"] = kSaveFormatVersion + 1;
  EXPECT_TRUE(load_save_text(dump_json(j), g.edition).newer);
}

// The check a snapshot must pass holds in every state play can reach, in
// every edition and variant, and finds what damage breaks.
TEST(RulesVersions, EveryReachableStateHoldsTogether) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = load_edition_by_id(test::editions_dir(), id).edition;
    ASSERT_TRUE(ed) << id;
    std::vector<Options> variants{ed->defaults};
    for (const Variant& v : ed->variants) {
      Options o;
      ASSERT_TRUE(edition_options(*ed, v.id, o));
      variants.push_back(o);
    }
    for (std::size_t v = 0; v < variants.size(); ++v) {
      for (int players = ed->min_players; players <= ed->max_players; players += 3) {
        GameState s = new_game(*ed, variants[v], players, 100 + v * 10 + static_cast<uint64_t>(players));
        Pcg32 rng = Pcg32::seeded(7 + v);
        for (int step = 0; step < 1500 && s.phase != Phase::kGameOver; ++step) {
          std::vector<Action> legal = legal_actions(*ed, s);
          ASSERT_FALSE(legal.empty());
          Action a = rng.below(3) ? legal[0] : legal[rng.below(static_cast<uint32_t>(legal.size()))];
          ASSERT_TRUE(apply(*ed, s, a).ok());
          ASSERT_EQ(broken_invariant(*ed, s), "") << id << " variant " << v << " step " << step;
        }
        GameState damaged = s;
        damaged.bank_houses = static_cast<uint8_t>(damaged.bank_houses + 1);
        EXPECT_NE(broken_invariant(*ed, damaged), "");
        damaged = s;
        damaged.players[0].cash += 1;
        EXPECT_NE(broken_invariant(*ed, damaged), "");
      }
    }
  }
}

}  // namespace
}  // namespace landlord
