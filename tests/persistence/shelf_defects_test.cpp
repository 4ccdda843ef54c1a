// Defects found from outside in the save shelf (issue 18, points 4-6 and
// 8), each with the case that showed it: a slot of which nothing can be
// read, a game whose first save failed, a summary that says what the game
// does not, and messages that named the wrong thing.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/json.h"
#include "support.h"

namespace landlord {
namespace {

using test::MemoryStore;
using saves::SaveShelf;

constexpr int64_t kT0 = 1700000000000;

TEST(ShelfDefects, ASlotOfWhichNothingCanBeReadIsListedAsDamaged) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game g = test::play_game(10);
  ASSERT_TRUE(shelf.create(g, test::seats_ui(g), "Kept", kT0).ok);
  store.data["game.g7.meta"] = "{not json";
  store.data["game.g7.a"] = "\x01\x02 garbage";
  store.data["game.g7.b"] = "";
  std::vector<saves::SlotInfo> list = shelf.list();
  ASSERT_EQ(list.size(), 2u) << "the damaged slot is listed, not skipped";
  const saves::SlotInfo* bad = nullptr;
  for (const saves::SlotInfo& s : list) {
    if (s.id == "g7") bad = &s;
  }
  ASSERT_NE(bad, nullptr);
  EXPECT_TRUE(bad->damaged);
  EXPECT_NE(bad->problem.find("damaged"), std::string::npos) << bad->problem;
  EXPECT_FALSE(shelf.load("g7").ok);
  // Its records can be sent in, exactly as stored...
  saves::ExportedGame e = shelf.export_records("g7");
  ASSERT_TRUE(e.ok) << e.message;
  EXPECT_EQ(e.filename, "landlord-damaged-g7.json");
  Json j;
  std::string error;
  ASSERT_TRUE(parse_json(e.text, j, error)) << error;
  EXPECT_EQ(j["format"], "landlord-records");
  EXPECT_EQ(j["records"]["game.g7.meta"], "{not json");
  EXPECT_EQ(j["records"]["game.g7.b"], "");
  // ... and deleted, which frees the storage.
  ASSERT_TRUE(shelf.remove("g7").ok);
  EXPECT_EQ(store.data.count("game.g7.a"), 0u);
  ASSERT_EQ(shelf.list().size(), 1u);
  EXPECT_FALSE(shelf.list()[0].damaged);
}

TEST(ShelfDefects, AGameWhoseFirstSaveFailedBecomesCurrentWhenASaveSucceeds) {
  Game g = test::play_game(10);
  saves::TableRecord ui = test::seats_ui(g);
  {  // The note of which game is current could not be written.
    MemoryStore store;
    store.fail_put_only = "games.current";
    SaveShelf shelf(store, test::lookup());
    saves::SaveOutcome s = shelf.create(g, ui, "First", kT0);
    EXPECT_FALSE(s.ok);
    EXPECT_EQ(shelf.current(), "");
    store.fail_put_only.clear();
    Game later = test::play_game(12);
    ASSERT_TRUE(shelf.save(s.id, later, ui, kT0 + 1).ok);
    EXPECT_EQ(shelf.current(), s.id);
  }
  {  // The storage was full when the game started.
    MemoryStore store;
    store.fail_put = true;
    SaveShelf shelf(store, test::lookup());
    saves::SaveOutcome s = shelf.create(g, ui, "First", kT0);
    EXPECT_FALSE(s.ok);
    store.fail_put = false;
    ASSERT_TRUE(shelf.save(s.id, test::play_game(12), ui, kT0 + 1).ok);
    EXPECT_EQ(shelf.current(), s.id);
    ASSERT_EQ(shelf.list().size(), 1u);
    EXPECT_TRUE(shelf.list()[0].current);
  }
  {  // Saving a copy elsewhere does not move the current game.
    MemoryStore store;
    SaveShelf shelf(store, test::lookup());
    ASSERT_TRUE(shelf.create(g, ui, "Playing", kT0).ok);
    ASSERT_TRUE(shelf.create(g, ui, "A copy", kT0, /*make_current=*/false).ok);
    EXPECT_EQ(shelf.current(), "g1");
  }
}

// A game whose first save failed (the storage full) has no record, yet is
// played under its id. A slot made later (an import, once room was made)
// must not be given that id: the next save of the game played went into the
// import's slot, and the one after over the import itself.
TEST(ShelfDefects, AnIdWhoseFirstSaveFailedIsNotGivenOutAgain) {
  Game played = test::play_game(10);
  saves::TableRecord ui = test::seats_ui(played);
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  ASSERT_TRUE(shelf.create(played, ui, "Kept one", kT0).ok);
  ASSERT_TRUE(shelf.create(played, ui, "Kept two", kT0).ok);
  store.fail_put = true;
  saves::SaveOutcome first = shelf.create(played, ui, "Playing", kT0 + 1);
  ASSERT_FALSE(first.ok);
  ASSERT_FALSE(first.id.empty());
  store.fail_put = false;
  // Room is made and a file imported.
  ASSERT_TRUE(shelf.remove("g1").ok);
  Game other = test::play_game(14, 4, 5);
  saves::LoadedGame imported = shelf.import_text(saves::game_file_text(other, test::seats_ui(other), "Imported", kT0), kT0 + 2);
  ASSERT_TRUE(imported.ok) << imported.message;
  EXPECT_NE(imported.id, first.id) << "the import took the id of the game being played";
  // The game played is saved under its own id, twice; the import is intact.
  Game later = test::play_game(12);
  ASSERT_TRUE(shelf.save(first.id, later, ui, kT0 + 3).ok);
  ASSERT_TRUE(shelf.save(first.id, test::play_game(13), ui, kT0 + 4).ok);
  saves::LoadedGame back = shelf.load(imported.id);
  ASSERT_TRUE(back.ok) << back.message;
  EXPECT_TRUE(back.game.state == other.state);
  EXPECT_EQ(back.name, "Imported");
}

// Another tab plays a game whose first save failed there: no record says
// its id is taken, only that tab's lock. A game started here must not be
// given that id (its lock would be refused and the new game shown as
// played elsewhere, and the two tabs' saves would meet in one slot).
TEST(ShelfDefects, AnIdAnotherTabPlaysWithoutARecordIsNotGivenOut) {
  Game played = test::play_game(10);
  saves::TableRecord ui = test::seats_ui(played);
  MemoryStore store;
  SaveShelf other_tab(store, test::lookup());
  ASSERT_TRUE(other_tab.create(played, ui, "Kept", kT0).ok);
  store.fail_put = true;
  saves::SaveOutcome unsaved = other_tab.create(played, ui, "Playing there", kT0 + 1);
  ASSERT_FALSE(unsaved.ok);
  ASSERT_EQ(unsaved.id, "g2");
  store.fail_put = false;

  // Without the lock's word, a shelf gives that id out again.
  {
    SaveShelf unaware(store, test::lookup());
    store.fail_put = true;  // nothing written: only the id is looked at
    EXPECT_EQ(unaware.create(played, ui, "Unaware", kT0 + 2).id, unsaved.id);
    store.fail_put = false;
  }
  SaveShelf here(store, test::lookup());
  std::vector<std::string> asked;
  here.set_played_elsewhere([&](std::string_view id) {
    asked.emplace_back(id);
    return id == unsaved.id;
  });
  saves::SaveOutcome made = here.create(played, ui, "Playing here", kT0 + 2);
  ASSERT_TRUE(made.ok) << made.message;
  EXPECT_NE(made.id, unsaved.id);
  EXPECT_EQ(made.id, "g3");
  EXPECT_NE(std::find(asked.begin(), asked.end(), unsaved.id), asked.end());
}

TEST(ShelfDefects, ASummaryThatDisagreesWithTheVerifiedGameIsRepairedOnLoad) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game g = test::play_game(10);
  ASSERT_TRUE(shelf.create(g, test::seats_ui(g), "Going on", kT0).ok);
  Json meta;
  std::string error;
  ASSERT_TRUE(parse_json(store.data["game.g1.meta"], meta, error));
  meta["summary"]["game_over"] = true;
  meta["summary"]["winner"] = 1;
  store.data["game.g1.meta"] = dump_json(meta);
  ASSERT_TRUE(shelf.list()[0].summary.game_over) << "the list shows the record as it is";
  saves::LoadedGame l = shelf.load("g1");
  ASSERT_TRUE(l.ok) << l.message;
  EXPECT_NE(l.game.state.phase, Phase::kGameOver) << "the verified copy decides";
  EXPECT_FALSE(shelf.list()[0].summary.game_over) << "and the record is repaired";
  EXPECT_EQ(shelf.list()[0].summary.winner, -1);
}

TEST(ShelfDefects, AnOversizedImportSaysSoAndNothingAboutAGameGoingOn) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game g = test::play_game(10);
  Json file;
  std::string error;
  ASSERT_TRUE(parse_json(SaveShelf::export_game(g, test::seats_ui(g), "Big", kT0).text, file, error));
  // Just under the limit as a file; over it once stored with its summary.
  file.erase("summary");
  Json& log = file["ui"]["log"];
  const Json line = {{"turn", 1}, {"player", 0}, {"text", std::string(500, 'n')}};
  const std::size_t per = dump_json(line).size() + 1;
  const std::size_t lines = (saves::kMaxGameFileBytes - dump_json(file).size()) / per - 1;
  for (std::size_t i = 0; i < lines; ++i) log.push_back(line);
  // The last line brings the file to 20 bytes under the limit.
  Json last = line;
  last["text"] = "";
  log.push_back(last);
  std::size_t size = dump_json(file).size();
  log.back()["text"] = std::string(saves::kMaxGameFileBytes - size - 20, 'n');
  std::string text = dump_json(file);
  ASSERT_LE(text.size(), saves::kMaxGameFileBytes);
  saves::LoadedGame l = shelf.import_text(text, kT0);
  EXPECT_FALSE(l.ok);
  EXPECT_NE(l.message.find("too large to import"), std::string::npos) << l.message;
  EXPECT_NE(l.message.find("8388608"), std::string::npos) << l.message;
  EXPECT_EQ(l.message.find("goes on"), std::string::npos) << l.message;
  EXPECT_EQ(l.message.find("Could not save the game"), std::string::npos) << l.message;
  EXPECT_TRUE(store.data.empty());
}

TEST(ShelfDefects, AStorageThatCannotBeReadIsNamedWithWhatToDo) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  Game g = test::play_game(10);
  store.fail_get = true;  // as when localStorage.getItem throws
  saves::SaveOutcome s = shelf.create(g, test::seats_ui(g), "Blocked", kT0);
  EXPECT_FALSE(s.ok);
  EXPECT_EQ(s.message.find("did not keep what was written"), std::string::npos) << s.message;
  EXPECT_NE(s.message.find("cannot be read"), std::string::npos) << s.message;
  EXPECT_NE(s.message.find("Allow this site"), std::string::npos) << s.message;
}

}  // namespace
// The note of which game is current cannot be written (the storage refuses
// that key or is full): every save says so, as the failed save it is, and
// says it again until the note is written; the game itself is kept.
TEST(ShelfDefects, AFailedNoteOfTheCurrentGameIsAFailedSave) {
  Game g = test::play_game(10);
  saves::TableRecord ui = test::seats_ui(g);
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  saves::SaveOutcome first = shelf.create(g, ui, "Playing", kT0);
  ASSERT_TRUE(first.ok);
  // A second game, whose note cannot be written.
  store.fail_put_only = "games.current";
  saves::SaveOutcome s = shelf.create(test::play_game(14, 3, 9), ui, "Second", kT0 + 1);
  EXPECT_FALSE(s.ok);
  Game later = test::play_game(16, 3, 9);
  saves::SaveOutcome next = shelf.save(s.id, later, ui, kT0 + 2);
  EXPECT_FALSE(next.ok) << "a save whose note of the current game failed said it succeeded";
  EXPECT_NE(next.message.find("current game"), std::string::npos) << next.message;
  // The same game again (nothing new to write): the note is still missing.
  saves::SaveOutcome again = shelf.save(s.id, later, ui, kT0 + 3);
  EXPECT_FALSE(again.ok) << "an unchanged save hid the missing note";
  // The game itself was written: it loads.
  EXPECT_TRUE(shelf.load(s.id).ok);
  // Once the key can be written, the next save writes the note.
  store.fail_put_only.clear();
  saves::SaveOutcome fixed = shelf.save(s.id, later, ui, kT0 + 4);
  EXPECT_TRUE(fixed.ok) << fixed.message;
  EXPECT_EQ(shelf.current(), s.id);
}

// Without a note of the current game, or with one that names a game that
// is gone, start-up offers the newest unfinished game, never a finished one
// or one another tab plays.
TEST(ShelfDefects, WithoutANoteTheNewestUnfinishedGameIsOffered) {
  saves::TableRecord ui = test::seats_ui(test::play_game(1));
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  EXPECT_EQ(shelf.resume_candidate(shelf.list()), "");
  ASSERT_TRUE(shelf.create(test::play_game(10, 3, 7), ui, "Older", kT0).ok);       // g1
  ASSERT_TRUE(shelf.create(test::play_game(12, 3, 8), ui, "Newer", kT0 + 5).ok);   // g2
  EXPECT_EQ(shelf.resume_candidate(shelf.list()), "g2");
  ASSERT_TRUE(shelf.set_current("g1").ok);
  EXPECT_EQ(shelf.resume_candidate(shelf.list()), "g1") << "the note is followed when it names a game";
  // The note is lost.
  store.data.erase("games.current");
  EXPECT_EQ(shelf.resume_candidate(shelf.list()), "g2");
  // The note names a game that is gone.
  store.data["games.current"] = "g99";
  EXPECT_EQ(shelf.resume_candidate(shelf.list()), "g2");
  // Another tab plays the newest: the next one is offered.
  shelf.set_played_elsewhere([](std::string_view id) { return id == "g2"; });
  EXPECT_EQ(shelf.resume_candidate(shelf.list()), "g1");
  shelf.set_played_elsewhere({});
  // A finished game (its summary says so; start-up then loads the verified
  // copy) or one that cannot be opened is never offered.
  std::vector<saves::SlotInfo> slots = shelf.list();
  ASSERT_EQ(slots.size(), 2u);
  ASSERT_EQ(slots[0].id, "g2");
  slots[0].summary.game_over = true;
  EXPECT_EQ(shelf.resume_candidate(slots), "g1");
  slots[1].damaged = true;
  EXPECT_EQ(shelf.resume_candidate(slots), "");
}

}  // namespace landlord
