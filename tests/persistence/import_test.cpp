// Export and import: a self-contained file that round-trips, and hostile,
// damaged, oversized or unknown files that are refused with a message and
// change nothing.
#include <gtest/gtest.h>

#include "engine/json.h"
#include "support.h"

namespace landlord {
namespace {

using test::MemoryStore;
using saves::SaveShelf;

constexpr int64_t kT0 = 1700000000000;

TEST(Export, RoundTripsThroughImport) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game g = test::play_game(15);
  saves::TableRecord ui = test::seats_ui(g);
  ASSERT_TRUE(shelf.create(g, ui, "Friday night!", kT0).ok);
  saves::ExportedGame e = shelf.export_slot("g1");
  ASSERT_TRUE(e.ok) << e.message;
  EXPECT_EQ(e.filename, "landlord-Friday-night.json");
  EXPECT_NE(e.text.find("\"format\": \"landlord-game\""), std::string::npos);

  saves::LoadedGame l = shelf.import_text(e.text, kT0 + 5);
  ASSERT_TRUE(l.ok) << l.message;
  EXPECT_EQ(l.id, "g2");
  EXPECT_EQ(l.name, "Friday night!");
  EXPECT_TRUE(l.game.state == g.state);
  EXPECT_EQ(l.table, ui);
  EXPECT_EQ(shelf.current(), "g1") << "importing does not switch games";
  ASSERT_EQ(shelf.list().size(), 2u);
  EXPECT_TRUE(shelf.load("g2").game.state == g.state);

  saves::ExportedGame mem = SaveShelf::export_game(g, ui, "", kT0);
  ASSERT_TRUE(mem.ok);
  EXPECT_EQ(mem.filename, "landlord-Landlord-game.json");
  saves::GameFile f = saves::parse_game_file(mem.text, test::lookup());
  ASSERT_TRUE(f.ok) << f.message;
  EXPECT_EQ(f.version, saves::kGameFileVersion);
  EXPECT_EQ(f.saved_at_ms, kT0);
}

TEST(Import, ABareEngineSaveIsAccepted) {
  Game g = test::play_game(5);
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  saves::LoadedGame l = shelf.import_text(save_to_text(g), kT0);
  ASSERT_TRUE(l.ok) << l.message;
  EXPECT_TRUE(l.game.state == g.state);
  EXPECT_TRUE(l.table.empty());
  EXPECT_EQ(l.name, "Imported game");
}

TEST(Import, HostileOrDamagedFilesAreRefusedAndChangeNothing) {
  Game g = test::play_game(6);
  saves::TableRecord ui = test::seats_ui(g);
  const std::string good = SaveShelf::export_game(g, ui, "x", kT0).text;
  Json goodj = Json::parse(good, nullptr, false);
  ASSERT_FALSE(goodj.is_discarded());
  auto with = [&](auto edit) {
    Json j = goodj;
    edit(j);
    return dump_json(j, -1);
  };
  std::string deep_ui;
  for (int i = 0; i < 200; ++i) deep_ui += "[";
  std::string huge_array = "[";
  for (int i = 0; i < 5000000; ++i) huge_array += "0,";
  huge_array += "0]";

  const std::vector<std::pair<std::string, std::string>> bad = {
      {"empty", ""},
      {"whitespace", "   \n"},
      {"not JSON", "hello"},
      {"truncated", good.substr(0, good.size() / 2)},
      {"truncated at the end", good.substr(0, good.size() - 3)},
      {"a JSON array", "[]"},
      {"a JSON string", "\"landlord-game\""},
      {"null", "null"},
      {"no format", with([](Json& j) { j.erase("format"); })},
      {"format of another program", with([](Json& j) { j["format"] = "chess-pgn"; })},
      {"format is a number", with([](Json& j) { j["format"] = 5; })},
      {"newer version", with([](Json& j) { j["format_version"] = 2; })},
      {"version zero", with([](Json& j) { j["format_version"] = 0; })},
      {"version a string", with([](Json& j) { j["format_version"] = "1"; })},
      {"version a float", with([](Json& j) { j["format_version"] = 1.5; })},
      {"version huge", with([](Json& j) { j["format_version"] = 1e300; })},
      {"name an array", with([](Json& j) { j["name"] = Json::array({1, 2}); })},
      {"saved_at negative", with([](Json& j) { j["saved_at"] = -5; })},
      {"ui a string", with([](Json& j) { j["ui"] = "seats"; })},
      {"no save", with([](Json& j) { j.erase("save"); })},
      {"save an array", with([](Json& j) { j["save"] = Json::array(); })},
      {"unknown edition", with([](Json& j) { j["save"]["edition"] = "atlantis"; })},
      {"edition path", with([](Json& j) { j["save"]["edition"] = "../../etc/passwd"; })},
      {"edition a number", with([](Json& j) { j["save"]["edition"] = 3; })},
      {"engine save of a newer version", with([](Json& j) { j["save"]["format_version"] = 9; })},
      {"actions not an array", with([](Json& j) { j["save"]["actions"] = Json::object(); })},
      {"action of a wrong type", with([](Json& j) { j["save"]["actions"][0] = "roll"; })},
      {"illegal action", with([](Json& j) {
         j["save"]["actions"].push_back({{"type", "buy"}, {"player", 7}});
       })},
      {"edited cash in the snapshot", with([](Json& j) {
         j["save"]["snapshot"]["players"][0]["cash"] = 999999;
       })},
      {"cash of the wrong type", with([](Json& j) {
         j["save"]["snapshot"]["players"][0]["cash"] = "lots";
       })},
      {"too many players", with([](Json& j) {
         for (int i = 0; i < 20; ++i) j["save"]["players"].push_back({{"name", "x"}});
       })},
      {"seed a float", with([](Json& j) { j["save"]["seed"] = 0.5; })},
      {"deep nesting", "{\"format\":\"landlord-game\",\"format_version\":1,\"ui\":" + deep_ui},
      {"huge array (over the size limit)",
       "{\"format\":\"landlord-game\",\"format_version\":1,\"ui\":{\"a\":" + huge_array + "}}"},
      {"oversized", std::string(saves::kMaxGameFileBytes + 1, ' ')},
      {"NUL bytes", std::string("{\"format\":\0\"landlord-game\"}", 27)},
      {"invalid UTF-8", "{\"format\":\"landlord-game\xff\xfe\",\"format_version\":1}"},
  };
  ASSERT_GE(bad.size(), 15u);
  for (const auto& [what, text] : bad) {
    SCOPED_TRACE(what);
    MemoryStore store;
    SaveShelf shelf(store, test::lookup());
    ASSERT_TRUE(shelf.create(g, ui, "Mine", kT0).ok);
    std::map<std::string, std::string> before = store.data;
    saves::LoadedGame l = shelf.import_text(text, kT0 + 1);
    EXPECT_FALSE(l.ok);
    EXPECT_FALSE(l.message.empty());
    EXPECT_EQ(l.message.find("Could not store"), std::string::npos) << l.message;
    EXPECT_EQ(store.data, before) << "a refused import changed the storage";
    std::cout << "  " << what << ": " << l.message << "\n";
  }
}

TEST(Import, AFailedStoreLeavesNothingBehind) {
  Game g = test::play_game(6);
  const std::string text = SaveShelf::export_game(g, saves::TableRecord{}, "x", kT0).text;
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  store.fail_put_only = "game.g1.meta";
  saves::LoadedGame l = shelf.import_text(text, kT0);
  EXPECT_FALSE(l.ok);
  EXPECT_NE(l.message.find("Could not store"), std::string::npos) << l.message;
  EXPECT_TRUE(store.data.empty());
}

}  // namespace
}  // namespace landlord
