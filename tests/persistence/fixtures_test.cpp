// Files written by earlier versions keep loading. tests/persistence/fixtures
// holds one file of each format at each version (named <format>-v<N>...):
//
//   engine-save-v1.json   a bare engine save ("landlord-save" 1)
//   engine-save-v2.json   the same in version 2 (rules version, edition data)
//   game-v1.json          an exported game ("landlord-game" 1)
//   shelf-v1/             the records of one slot ("landlord-slot" 1 meta,
//                         two "landlord-game" 1 copies, games.current)
//
// and one exported game made under each rules version (rules-v<N>.json,
// see docs/rules-versions.md): every one must still resume.
//
// When a format changes, add the new version's files next to the old ones:
// LANDLORD_WRITE_FIXTURES=1 persistence_tests --gtest_filter=Fixtures.*
// writes the files that are missing and never overwrites existing ones.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/edition_hashes.h"
#include "engine/json.h"
#include "support.h"

namespace landlord {
namespace {

namespace fs = std::filesystem;
using test::MemoryStore;
using saves::SaveShelf;

constexpr int64_t kFixtureTime = 1704067200000;  // 2024-01-01T00:00:00Z

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void write_if_missing(const fs::path& p, const std::string& text) {
  if (fs::exists(p)) return;
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

Game fixture_game() { return test::play_game(25, 3, 5); }
Game fixture_game_earlier() { return test::play_game(20, 3, 5); }

TEST(Fixtures, WriteMissingFixtures) {
  if (!std::getenv("LANDLORD_WRITE_FIXTURES")) GTEST_SKIP() << "set LANDLORD_WRITE_FIXTURES=1";
  const fs::path dir = test::fixtures_dir();
  Game g = fixture_game();
  saves::TableRecord ui = test::seats_ui(g);
  write_if_missing(dir / "engine-save-v1.json", save_to_text(g));
  write_if_missing(dir / ("engine-save-v" + std::to_string(kSaveFormatVersion) + ".json"), save_to_text(g));
  write_if_missing(dir / ("rules-v" + std::to_string(kRulesVersion) + ".json"),
                   SaveShelf::export_game(g, ui, "Rules version " + std::to_string(kRulesVersion),
                                          kFixtureTime).text);
  write_if_missing(dir / "game-v1.json",
                   SaveShelf::export_game(g, ui, "Fixture game", kFixtureTime).text);
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  ASSERT_TRUE(shelf.create(fixture_game_earlier(), ui, "Fixture slot", kFixtureTime).ok);
  ASSERT_TRUE(shelf.save("g1", g, ui, kFixtureTime + 60000).ok);
  for (const auto& [name, value] : store.data) write_if_missing(dir / "shelf-v1" / name, value);
}

TEST(Fixtures, EngineSaveV1Loads) {
  std::string text = read_file(fs::path(test::fixtures_dir()) / "engine-save-v1.json");
  ASSERT_FALSE(text.empty());
  SaveLoad l = load_save_text(text, test::editions_dir());
  ASSERT_TRUE(l.ok()) << l.error;
  saves::GameFile f = saves::parse_game_file(text, test::lookup());
  ASSERT_TRUE(f.ok) << f.message;
  EXPECT_EQ(f.version, 1);
  EXPECT_EQ(f.game.names, (std::vector<std::string>{"Ann", "Bo", "Cy"}));
  EXPECT_GT(f.game.history.size(), 0u);
}

TEST(Fixtures, EngineSaveV2Loads) {
  std::string text = read_file(fs::path(test::fixtures_dir()) / "engine-save-v2.json");
  ASSERT_FALSE(text.empty());
  SaveLoad l = load_save_text(text, test::editions_dir());
  ASSERT_TRUE(l.ok()) << l.error;
  EXPECT_EQ(l.rules_version, 1);
  EXPECT_EQ(l.game.names, (std::vector<std::string>{"Ann", "Bo", "Cy"}));
}

// A game saved under every rules version so far still resumes: exactly
// under today's rules, from its snapshot under later ones if it no longer
// replays. A missing fixture for a version fails too.
TEST(Fixtures, ASaveFromEveryRulesVersionResumes) {
  for (int v = 1; v <= kRulesVersion; ++v) {
    SCOPED_TRACE("rules version " + std::to_string(v));
    fs::path p = fs::path(test::fixtures_dir()) / ("rules-v" + std::to_string(v) + ".json");
    ASSERT_TRUE(fs::exists(p)) << p << " is missing: scripts/new-rules-version.sh writes it";
    std::string text = read_file(p);
    Json j;
    std::string error;
    ASSERT_TRUE(parse_json(text, j, error)) << error;
    EXPECT_EQ(j["save"]["rules_version"], v);
    saves::GameFile f = saves::parse_game_file(text, test::lookup());
    ASSERT_TRUE(f.ok) << f.message;
    EXPECT_GT(f.game.state.turn_number, 0u);
    if (v == kRulesVersion) {
      EXPECT_TRUE(f.note.empty()) << "a save of today's rules must replay exactly";
      EXPECT_FALSE(f.game.from_base);
      EXPECT_GT(f.game.history.size(), 0u);
    }
    MemoryStore store;
    SaveShelf shelf(store, test::lookup());
    saves::LoadedGame l = shelf.import_text(text, kFixtureTime);
    ASSERT_TRUE(l.ok) << l.message;
    EXPECT_TRUE(l.game.state == f.game.state);
    // And it plays on.
    std::vector<Action> legal = legal_actions(*l.game.edition, l.game.state);
    ASSERT_FALSE(legal.empty());
    EXPECT_TRUE(play(l.game, legal[0]).ok());
    EXPECT_TRUE(shelf.save(l.id, l.game, l.table, kFixtureTime + 1).ok);
  }
  EXPECT_FALSE(fs::exists(fs::path(test::fixtures_dir()) /
                          ("rules-v" + std::to_string(kRulesVersion + 1) + ".json")))
      << "a fixture for a rules version this code does not have";
}

TEST(Fixtures, ExportedGameV1Loads) {
  std::string text = read_file(fs::path(test::fixtures_dir()) / "game-v1.json");
  ASSERT_FALSE(text.empty());
  saves::GameFile f = saves::parse_game_file(text, test::lookup());
  ASSERT_TRUE(f.ok) << f.message;
  EXPECT_EQ(f.version, 1);
  EXPECT_EQ(f.name, "Fixture game");
  EXPECT_EQ(f.saved_at_ms, kFixtureTime);
  ASSERT_FALSE(f.table.seats.empty());
  EXPECT_EQ(f.table.seats[0].kind, saves::SeatKind::kHuman);
  EXPECT_EQ(f.game.names, (std::vector<std::string>{"Ann", "Bo", "Cy"}));
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  saves::LoadedGame l = shelf.import_text(text, kFixtureTime);
  ASSERT_TRUE(l.ok) << l.message;
  EXPECT_TRUE(l.game.state == f.game.state);
}

// Files of the first releases (rules 1 and 2) index the palette of then
// (charcoal, white, violet, ...): their seats keep those colours, and a file
// written again keeps them too instead of being mapped a second time. Files
// of rules 3 and later index today's palette.
TEST(Fixtures, SeatsKeepTheColoursTheyWereSavedWith) {
  const std::vector<int> written = {0, 1, 2};  // as the fixtures hold them
  const std::vector<int> first_palette = {6, 5, 0};  // charcoal, white, violet today
  for (const char* name : {"game-v1.json", "rules-v1.json", "rules-v2.json", "rules-v3.json", "rules-v4.json"}) {
    SCOPED_TRACE(name);
    std::string text = read_file(fs::path(test::fixtures_dir()) / name);
    ASSERT_FALSE(text.empty());
    saves::GameFile f = saves::parse_game_file(text, test::lookup());
    ASSERT_TRUE(f.ok) << f.message;
    ASSERT_EQ(f.table.seats.size(), 3u);
    std::vector<int> colours;
    for (const saves::Seat& s : f.table.seats) colours.push_back(s.colour);
    const bool first_releases = f.rules_version <= 2;
    EXPECT_EQ(colours, first_releases ? first_palette : written) << "rules version " << f.rules_version;
    EXPECT_EQ(f.table.palette, saves::kPaletteVersion);
    // Written again (as an autosave would) and read back: the same colours.
    std::string again = saves::game_file_text(f.game, f.table, f.name, kFixtureTime + 5);
    EXPECT_NE(again.find("\"palette\""), std::string::npos);
    saves::GameFile g = saves::parse_game_file(again, test::lookup());
    ASSERT_TRUE(g.ok) << g.message;
    std::vector<int> after;
    for (const saves::Seat& s : g.table.seats) after.push_back(s.colour);
    EXPECT_EQ(after, colours);
  }
}

// Every edition_hash a fixture holds (its save's, and each earlier
// stretch's in a record) is edition data tests/edition-hashes.txt lists for
// that edition: saves of the released versions are believed when they say
// they were made under other data.
void collect_hashes(const Json& j, std::string edition,
                    std::vector<std::pair<std::string, std::string>>& out) {
  if (j.is_object()) {
    if (auto e = j.find("edition"); e != j.end() && e->is_string()) edition = e->get<std::string>();
    if (auto h = j.find("edition_hash"); h != j.end() && h->is_string()) {
      out.emplace_back(edition, h->get<std::string>());
    }
  }
  if (j.is_structured()) {
    for (const Json& v : j) collect_hashes(v, edition, out);
  }
}

TEST(Fixtures, EveryFixturesEditionDataIsListed) {
  std::vector<std::pair<std::string, std::string>> found;
  for (const auto& e : fs::recursive_directory_iterator(test::fixtures_dir())) {
    if (!e.is_regular_file()) continue;
    const std::string text = read_file(e.path());
    if (text.empty() || text[0] != '{') continue;  // games.current: a slot id
    Json j;
    std::string error;
    ASSERT_TRUE(parse_json(text, j, error)) << e.path() << ": " << error;
    const std::size_t before = found.size();
    collect_hashes(j, "", found);
    for (std::size_t i = before; i < found.size(); ++i) {
      EXPECT_TRUE(shipped_edition_data(found[i].first, found[i].second))
          << e.path().filename() << ": " << found[i].first << " " << found[i].second
          << " is not in tests/edition-hashes.txt";
    }
  }
  EXPECT_GE(found.size(), 8u) << "every format 2 fixture records its edition data";
}

TEST(Fixtures, ShelfV1Loads) {
  const fs::path dir = fs::path(test::fixtures_dir()) / "shelf-v1";
  MemoryStore store;
  for (const auto& e : fs::directory_iterator(dir)) {
    store.data[e.path().filename().string()] = read_file(e.path());
  }
  ASSERT_EQ(store.data.size(), 4u);
  SaveShelf shelf(store, test::lookup());
  EXPECT_EQ(shelf.current(), "g1");
  std::vector<saves::SlotInfo> list = shelf.list();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].name, "Fixture slot");
  EXPECT_EQ(list[0].saved_at_ms, kFixtureTime + 60000);
  EXPECT_TRUE(list[0].problem.empty());
  ASSERT_EQ(list[0].summary.players.size(), 3u);
  EXPECT_EQ(list[0].summary.players[1].kind, "hard");
  saves::LoadedGame l = shelf.load("g1");
  ASSERT_TRUE(l.ok) << l.message;
  EXPECT_FALSE(l.fell_back);
  EXPECT_EQ(l.game.state.turn_number, list[0].summary.turn);
  // The older copy loads too (it is the fallback).
  saves::GameFile other = saves::parse_game_file(store.data["game.g1.a"], test::lookup());
  ASSERT_TRUE(other.ok) << other.message;
  EXPECT_LT(other.game.history.size(), l.game.history.size());
  // And the slot keeps saving in the current format.
  ASSERT_TRUE(shelf.save("g1", fixture_game(), l.table, kFixtureTime + 120000).ok);
}

}  // namespace
}  // namespace landlord
