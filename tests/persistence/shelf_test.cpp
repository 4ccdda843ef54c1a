// The save shelf: round trips, autosave with failures injected, damaged
// copies, slots (list, rename, delete, current) and the cost of saving.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "platform/storage.h"
#include "support.h"

namespace landlord {
namespace {

using test::MemoryStore;
using saves::SaveShelf;
namespace fs = std::filesystem;

constexpr int64_t kT0 = 1700000000000;  // a wall-clock time in ms

TEST(Shelf, CreateListLoadRoundTrip) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game g = test::play_game(12);
  saves::TableRecord ui = test::seats_ui(g);
  saves::SaveOutcome s = shelf.create(g, ui, "Sunday game", kT0);
  ASSERT_TRUE(s.ok) << s.message;
  EXPECT_EQ(shelf.current(), s.id);

  std::vector<saves::SlotInfo> list = shelf.list();
  ASSERT_EQ(list.size(), 1u);
  const saves::SlotInfo& info = list[0];
  EXPECT_EQ(info.id, s.id);
  EXPECT_EQ(info.name, "Sunday game");
  EXPECT_EQ(info.saved_at_ms, kT0);
  EXPECT_TRUE(info.current);
  EXPECT_TRUE(info.problem.empty());
  EXPECT_EQ(info.summary.edition, "classic");
  EXPECT_FALSE(info.summary.edition_name.empty());
  EXPECT_EQ(info.summary.turn, g.state.turn_number);
  EXPECT_EQ(info.summary.actions, g.history.size());
  EXPECT_FALSE(info.summary.game_over);
  ASSERT_EQ(info.summary.players.size(), 3u);
  EXPECT_EQ(info.summary.players[0].name, "Ann");
  EXPECT_EQ(info.summary.players[0].kind, "human");
  EXPECT_EQ(info.summary.players[1].kind, "hard");
  EXPECT_EQ(info.summary.players[2].cash, g.state.players[2].cash);

  saves::LoadedGame l = shelf.load(s.id);
  ASSERT_TRUE(l.ok) << l.message;
  EXPECT_FALSE(l.fell_back);
  EXPECT_TRUE(l.message.empty());
  EXPECT_EQ(l.name, "Sunday game");
  EXPECT_EQ(l.saved_at_ms, kT0);
  EXPECT_TRUE(l.game.state == g.state);
  EXPECT_EQ(l.game.history.size(), g.history.size());
  EXPECT_EQ(l.game.names, g.names);
  EXPECT_EQ(l.game.seed, g.seed);
  EXPECT_EQ(l.table, ui);
}

TEST(Shelf, AutosaveAlternatesCopiesAndSkipsUnchangedGames) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game g = test::play_game(3);
  saves::TableRecord ui = test::seats_ui(g);
  saves::SaveOutcome s = shelf.create(g, ui, "", kT0);
  ASSERT_TRUE(s.ok) << s.message;
  EXPECT_EQ(shelf.list()[0].name, "Game 1");
  EXPECT_TRUE(store.data.count("game.g1.a"));
  EXPECT_FALSE(store.data.count("game.g1.b"));

  int puts = store.puts;
  saves::SaveOutcome again = shelf.save(s.id, g, ui, kT0 + 1);
  EXPECT_TRUE(again.ok);
  EXPECT_TRUE(again.skipped);
  EXPECT_EQ(store.puts, puts);

  Game g2 = test::play_game(6);
  ASSERT_TRUE(shelf.save(s.id, g2, ui, kT0 + 2).ok);
  EXPECT_TRUE(store.data.count("game.g1.b"));
  EXPECT_EQ(shelf.list()[0].seq, 2u);
  Game g3 = test::play_game(9);
  ASSERT_TRUE(shelf.save(s.id, g3, ui, kT0 + 3).ok);
  EXPECT_EQ(shelf.list()[0].seq, 3u);
  EXPECT_EQ(shelf.list()[0].saved_at_ms, kT0 + 3);
  // A change in the table record alone is saved too (e.g. the pace).
  saves::TableRecord ui2 = ui;
  ui2.speed = 3;
  saves::SaveOutcome u = shelf.save(s.id, g3, ui2, kT0 + 4);
  EXPECT_TRUE(u.ok);
  EXPECT_FALSE(u.skipped);
  saves::LoadedGame l = shelf.load(s.id);
  ASSERT_TRUE(l.ok) << l.message;
  EXPECT_TRUE(l.game.state == g3.state);
  EXPECT_EQ(l.table.speed, 3);
  EXPECT_EQ(l.table, ui2);
}

// Every way a write can fail leaves the previous save loadable.
TEST(Shelf, AFailedAutosaveNeverDestroysThePreviousSave) {
  struct Failure {
    const char* what;
    void (*inject)(MemoryStore&);
  };
  const Failure failures[] = {
      {"quota on every write", [](MemoryStore& m) { m.fail_put = true; }},
      {"storage disabled",
       [](MemoryStore& m) {
         m.fail_put = true;
         m.put_code = platform::StorageErrorCode::kUnavailable;
       }},
      {"copy b cannot be written", [](MemoryStore& m) { m.fail_put_only = "game.g1.b"; }},
      {"meta cannot be written", [](MemoryStore& m) { m.fail_put_only = "game.g1.meta"; }},
      {"read back differs", [](MemoryStore& m) { m.corrupt_reads = true; }},
      // Nothing reads back, not even the records of the good copy: the copy
      // this shelf verified is still the one kept.
      {"nothing reads back", [](MemoryStore& m) { m.garbage_reads = true; }},
  };
  Game before = test::play_game(10);
  Game after = test::play_game(20);
  for (const Failure& f : failures) {
    SCOPED_TRACE(f.what);
    MemoryStore store;
    SaveShelf shelf(store, test::lookup());
    saves::TableRecord ui = test::seats_ui(before);
    ASSERT_TRUE(shelf.create(before, ui, "Game", kT0).ok);
    f.inject(store);
    saves::SaveOutcome s = shelf.save("g1", after, ui, kT0 + 5);
    EXPECT_FALSE(s.ok);
    EXPECT_NE(s.message.find("previous save is kept"), std::string::npos) << s.message;
    // The failure clears; a fresh shelf (as after a restart) finds the old game.
    store.fail_put = false;
    store.fail_put_only.clear();
    store.corrupt_reads = false;
    store.garbage_reads = false;
    SaveShelf fresh(store, test::lookup());
    saves::LoadedGame l = fresh.load("g1");
    ASSERT_TRUE(l.ok) << l.message;
    EXPECT_FALSE(l.fell_back) << l.message;
    EXPECT_TRUE(l.game.state == before.state);
    EXPECT_EQ(fresh.list()[0].summary.turn, before.state.turn_number);
    // ... and the same shelf saves again once storage works.
    saves::SaveOutcome retry = shelf.save("g1", after, ui, kT0 + 6);
    EXPECT_TRUE(retry.ok) << retry.message;
    saves::LoadedGame l2 = fresh.load("g1");
    ASSERT_TRUE(l2.ok) << l2.message;
    EXPECT_TRUE(l2.game.state == after.state);
  }
}

TEST(Shelf, AFullStorageDropsTheStaleCopyToMakeRoom) {
  Game a = test::play_game(8);
  Game b = test::play_game(16);
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  saves::TableRecord ui = test::seats_ui(a);
  ASSERT_TRUE(shelf.create(a, ui, "G", kT0).ok);
  ASSERT_TRUE(shelf.save("g1", b, ui, kT0 + 1).ok);  // copies a and b both exist
  std::size_t one = store.data["game.g1.b"].size();
  // Room for one copy and a half: the stale copy (a) must go first.
  std::size_t used = 0;
  for (const auto& kv : store.data) used += kv.second.size();
  store.quota = used + one / 2;
  Game c = test::play_game(24);
  saves::SaveOutcome s = shelf.save("g1", c, ui, kT0 + 2);
  ASSERT_TRUE(s.ok) << s.message;
  EXPECT_TRUE(shelf.load("g1").game.state == c.state);
  // Now nothing fits at all: the message says so and the last save stays.
  store.quota = 10;
  Game d = test::play_game(30);
  s = shelf.save("g1", d, ui, kT0 + 3);
  EXPECT_FALSE(s.ok);
  EXPECT_NE(s.message.find("full"), std::string::npos) << s.message;
  EXPECT_NE(s.message.find("Delete saved games"), std::string::npos) << s.message;
  store.quota = 0;
  EXPECT_TRUE(SaveShelf(store, test::lookup()).load("g1").game.state == c.state);
}

TEST(Shelf, ADamagedCurrentCopyFallsBackToTheOtherOneAndSaysSo) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game a = test::play_game(8);
  Game b = test::play_game(16);
  saves::TableRecord ui = test::seats_ui(a);
  ASSERT_TRUE(shelf.create(a, ui, "G", kT0).ok);       // copy a
  ASSERT_TRUE(shelf.save("g1", b, ui, kT0 + 60000).ok);  // copy b, current
  const std::vector<std::pair<const char*, std::string>> damages = {
      {"edited cash", ""},
      {"cut short", store.data["game.g1.b"].substr(0, 500)},
      {"not JSON", "garbage"},
      {"empty", ""},
  };
  for (const auto& [what, text] : damages) {
    SCOPED_TRACE(what);
    MemoryStore s2{store};
    std::string& copy = s2.data["game.g1.b"];
    if (std::string(what) == "edited cash") {
      std::size_t at = copy.find("\"cash\":");
      ASSERT_NE(at, std::string::npos);
      copy.insert(at + 7, "9");
    } else {
      copy = text;
    }
    SaveShelf shelf2(s2, test::lookup());
    saves::LoadedGame l = shelf2.load("g1");
    ASSERT_TRUE(l.ok) << l.message;
    EXPECT_TRUE(l.fell_back);
    EXPECT_NE(l.message.find("earlier save"), std::string::npos) << l.message;
    EXPECT_TRUE(l.game.state == a.state);
    EXPECT_EQ(l.saved_at_ms, kT0);
    // The meta record now points at the good copy: the next save writes
    // over the damaged one and both loads stay good.
    EXPECT_EQ(shelf2.list()[0].summary.turn, a.state.turn_number);
    Game c = test::play_game(20);
    ASSERT_TRUE(shelf2.save("g1", c, ui, kT0 + 120000).ok);
    EXPECT_EQ(s2.data["game.g1.a"], store.data["game.g1.a"]) << "the good copy was overwritten";
    saves::LoadedGame l2 = SaveShelf(s2, test::lookup()).load("g1");
    ASSERT_TRUE(l2.ok);
    EXPECT_FALSE(l2.fell_back);
    EXPECT_TRUE(l2.game.state == c.state);
  }
}

TEST(Shelf, BothCopiesDamagedGivesAClearMessage) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game a = test::play_game(5);
  ASSERT_TRUE(shelf.create(a, saves::TableRecord{}, "G", kT0).ok);
  ASSERT_TRUE(shelf.save("g1", test::play_game(7), saves::TableRecord{}, kT0 + 1).ok);
  store.data["game.g1.a"] = "{}";
  store.data["game.g1.b"] = "[1,2";
  saves::LoadedGame l = SaveShelf(store, test::lookup()).load("g1");
  EXPECT_FALSE(l.ok);
  EXPECT_NE(l.message.find("damaged"), std::string::npos) << l.message;
  EXPECT_FALSE(shelf.load("nope").ok);
  EXPECT_FALSE(shelf.load("../x").ok);
}

TEST(Shelf, ADamagedOrMissingIndexRecordIsRebuiltFromTheCopies) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game a = test::play_game(5);
  Game b = test::play_game(9);
  saves::TableRecord ui = test::seats_ui(a);
  ASSERT_TRUE(shelf.create(a, ui, "Mine", kT0).ok);
  ASSERT_TRUE(shelf.save("g1", b, ui, kT0 + 1).ok);
  for (const char* meta : std::initializer_list<const char*>{"{\"format\":\"landlord-slot\"}", "not json", "", "[]", nullptr}) {
    MemoryStore s2{store};
    if (meta) s2.data["game.g1.meta"] = meta;
    else s2.data.erase("game.g1.meta");
    SaveShelf shelf2(s2, test::lookup());
    std::vector<saves::SlotInfo> list = shelf2.list();
    ASSERT_EQ(list.size(), 1u);
    EXPECT_FALSE(list[0].problem.empty());
    EXPECT_EQ(list[0].name, "Mine");
    EXPECT_EQ(list[0].summary.turn, b.state.turn_number) << "the newest copy wins";
    saves::LoadedGame l = shelf2.load("g1");
    ASSERT_TRUE(l.ok) << l.message;
    EXPECT_TRUE(l.game.state == b.state);
    EXPECT_TRUE(shelf2.list()[0].problem.empty()) << "loading repairs the index";
  }
}

TEST(Shelf, SlotsSideBySideRenameAndDelete) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game a = test::play_game(4, 2, 1);
  Game b = test::play_game(6, 4, 2);
  ASSERT_TRUE(shelf.create(a, saves::TableRecord{}, "First", kT0).ok);
  ASSERT_TRUE(shelf.create(b, saves::TableRecord{}, "Second", kT0 + 10).ok);
  EXPECT_EQ(shelf.current(), "g2");
  std::vector<saves::SlotInfo> list = shelf.list();
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0].name, "Second");  // newest first
  EXPECT_TRUE(list[0].current);
  EXPECT_FALSE(list[1].current);
  EXPECT_EQ(list[1].summary.players.size(), 2u);
  EXPECT_EQ(list[0].summary.players.size(), 4u);

  EXPECT_TRUE(shelf.rename("g1", "  Renamed\tgame  ").ok);
  EXPECT_EQ(shelf.list()[1].name, "Renamed game");
  EXPECT_FALSE(shelf.rename("g1", "   ").ok);
  EXPECT_FALSE(shelf.rename("g9", "x").ok);
  EXPECT_TRUE(shelf.rename("g1", std::string(200, 'x')).ok);
  EXPECT_EQ(shelf.list()[1].name.size(), saves::kMaxSlotNameBytes);
  // The name survives later autosaves.
  ASSERT_TRUE(shelf.save("g1", test::play_game(8, 2, 1), saves::TableRecord{}, kT0 + 20).ok);
  EXPECT_EQ(shelf.list()[0].name, std::string(64, 'x'));

  ASSERT_TRUE(shelf.set_current("g1").ok);
  EXPECT_EQ(shelf.current(), "g1");
  EXPECT_TRUE(shelf.remove("g1").ok);
  EXPECT_EQ(shelf.current(), "");
  list = shelf.list();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].id, "g2");
  for (const auto& kv : store.data) EXPECT_EQ(kv.first.find("game.g1."), std::string::npos) << kv.first;
  // A new slot never reuses a live id.
  EXPECT_EQ(shelf.create(a, saves::TableRecord{}, "Third", kT0 + 30).id, "g3");
  EXPECT_FALSE(shelf.set_current("../etc").ok);
}

TEST(Shelf, DisabledStorageGivesMessagesNotCrashes) {
  MemoryStore store;
  store.fail_put = true;
  store.fail_get = true;
  store.put_code = platform::StorageErrorCode::kUnavailable;
  SaveShelf shelf(store, test::lookup());
  Game a = test::play_game(2);
  saves::SaveOutcome s = shelf.create(a, saves::TableRecord{}, "G", kT0);
  EXPECT_FALSE(s.ok);
  EXPECT_NE(s.message.find("not allow"), std::string::npos) << s.message;
  EXPECT_TRUE(shelf.list().empty());
  EXPECT_EQ(shelf.current(), "");
  EXPECT_FALSE(shelf.load(s.id).ok);
}

using NativeShelf = test::TempDirTest;

TEST_F(NativeShelf, FilesInTheDataDirectoryWithTheSameGuarantees) {
  platform::Storage storage(dir_);
  saves::ShelfStorage store(storage);
  SaveShelf shelf(store, test::lookup());
  Game a = test::play_game(10);
  Game b = test::play_game(20);
  saves::TableRecord ui = test::seats_ui(a);
  ASSERT_TRUE(shelf.create(a, ui, "Native", kT0).ok);
  EXPECT_TRUE(fs::exists(dir_ + "/game.g1.a"));
  EXPECT_TRUE(fs::exists(dir_ + "/game.g1.meta"));
  EXPECT_TRUE(fs::exists(dir_ + "/games.current"));
  // A directory where copy b must go makes the write fail, even for root.
  fs::create_directory(dir_ + "/game.g1.b");
  saves::SaveOutcome s = shelf.save("g1", b, ui, kT0 + 1);
  EXPECT_FALSE(s.ok);
  EXPECT_FALSE(s.message.empty());
  {
    SaveShelf fresh(store, test::lookup());
    saves::LoadedGame l = fresh.load("g1");
    ASSERT_TRUE(l.ok) << l.message;
    EXPECT_TRUE(l.game.state == a.state);
  }
  fs::remove(dir_ + "/game.g1.b");
  ASSERT_TRUE(shelf.save("g1", b, ui, kT0 + 2).ok);
  // Damage the current copy on disk: the earlier one is offered.
  { std::ofstream(dir_ + "/game.g1.b", std::ios::trunc) << "{\"format\":"; }
  SaveShelf fresh(store, test::lookup());
  saves::LoadedGame l = fresh.load("g1");
  ASSERT_TRUE(l.ok) << l.message;
  EXPECT_TRUE(l.fell_back);
  EXPECT_TRUE(l.game.state == a.state);
}

// The figures quoted in docs/saves.md.
TEST(Shelf, SavingA300TurnGameIsCheapEnoughForEveryAction) {
  // 300 turns, and 300 rounds of 4 players (1200 turns).
  for (uint32_t turns : {300u, 1200u})
  for (bool replay : {true, false}) {
  Game g = test::play_game(turns, 4, 11);
  ASSERT_GE(g.state.turn_number, turns) << "the game ended early; pick another seed";
  saves::TableRecord ui = test::seats_ui(g);
  {
    MemoryStore store;
    SaveShelf shelf(store, test::lookup(), SaveShelf::Settings{replay});
    ASSERT_TRUE(shelf.create(g, ui, "Long", kT0).ok);
    Game g2 = g;
    constexpr int kRuns = 10;
    double total_ms = 0;
    std::size_t bytes = 0;
    for (int i = 0; i < kRuns; ++i) {
      // One more action each time, as in play.
      std::vector<Action> legal = legal_actions(*g2.edition, g2.state);
      ASSERT_FALSE(legal.empty());
      ASSERT_TRUE(play(g2, legal[0]).ok());
      auto t0 = std::chrono::steady_clock::now();
      saves::SaveOutcome s = shelf.save("g1", g2, ui, kT0 + i);
      auto t1 = std::chrono::steady_clock::now();
      ASSERT_TRUE(s.ok) << s.message;
      total_ms += std::chrono::duration<double, std::milli>(t1 - t0).count();
      bytes = s.bytes;
    }
    auto t0 = std::chrono::steady_clock::now();
    saves::LoadedGame l = shelf.load("g1");
    auto t1 = std::chrono::steady_clock::now();
    ASSERT_TRUE(l.ok) << l.message;
    EXPECT_TRUE(l.game.state == g2.state);
    EXPECT_EQ(l.game.history.size(), g2.history.size());
    double load_ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
    std::cout << turns << "-turn game: " << g2.history.size() << " actions, " << bytes
              << " bytes per copy; save " << (replay ? "with" : "without") << " replay "
              << total_ms / kRuns << " ms; load " << load_ms << " ms\n";
    // The times are printed for docs/saves.md, not judged here (a loaded
    // machine would fail a bound); the size is a property of the format.
    EXPECT_LT(bytes, saves::kMaxGameFileBytes / 8);
  }
  }
}

}  // namespace
}  // namespace landlord
