// A save written by a newer version of Landlord (its index, or its latest
// copy): not damage. It is said in words, never loaded from an older copy,
// never "repaired", and never written over; the records stay as they are.
#include <gtest/gtest.h>

#include <map>

#include "engine/json.h"
#include "support.h"

namespace landlord {
namespace {

using test::MemoryStore;
using saves::SaveShelf;

constexpr int64_t kT0 = 1700000000000;

// Bumps format_version (and the engine save's, when there is one) of a record.
std::string from_the_future(const std::string& text) {
  Json j;
  std::string error;
  EXPECT_TRUE(parse_json(text, j, error)) << error;
  j["format_version"] = 99;
  if (j.contains("save") && j["save"].is_object()) j["save"]["format_version"] = 99;
  return dump_json(j);
}

// A slot with two saved copies (a and b), the later one pointed to.
std::string two_saves(MemoryStore& store, SaveShelf& shelf) {
  Game g = test::play_game(10);
  saves::SaveOutcome s = shelf.create(g, test::seats_ui(g), "Later", kT0);
  EXPECT_TRUE(s.ok) << s.message;
  Game more = test::play_game(16);
  EXPECT_TRUE(shelf.save(s.id, more, test::seats_ui(more), kT0 + 1000).ok);
  EXPECT_EQ(store.data.count("game." + s.id + ".a") + store.data.count("game." + s.id + ".b"), 2u);
  return s.id;
}

TEST(ShelfNewer, ANewerIndexIsSaidAndNothingIsRebuiltOrLoadedFromAnOlderCopy) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  std::string id = two_saves(store, shelf);
  std::string meta = "game." + id + ".meta";
  store.data[meta] = from_the_future(store.data[meta]);
  std::map<std::string, std::string> before = store.data;

  saves::LoadedGame g = shelf.load(id);
  EXPECT_FALSE(g.ok) << "an older copy must not stand in for a newer version's save";
  EXPECT_NE(g.message.find("newer version of Landlord"), std::string::npos) << g.message;
  EXPECT_EQ(g.message.find("damaged"), std::string::npos) << g.message;
  std::vector<saves::SlotInfo> list = shelf.list();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_NE(list[0].problem.find("newer version"), std::string::npos) << list[0].problem;
  EXPECT_EQ(list[0].problem.find("rebuilt"), std::string::npos) << list[0].problem;
  EXPECT_FALSE(list[0].damaged);
  EXPECT_EQ(store.data, before) << "nothing was written";
}

// A tab of an older page (where the one-tab lock is missing) that saves
// the game after a newer version wrote it: refused in words, nothing
// written over the newer save or its index.
TEST(ShelfNewer, AnOlderTabDoesNotWriteOverANewerVersionsSave) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  std::string id = two_saves(store, shelf);
  std::string meta = "game." + id + ".meta";
  store.data[meta] = from_the_future(store.data[meta]);
  std::map<std::string, std::string> before = store.data;
  Game more = test::play_game(20);
  saves::SaveOutcome s = shelf.save(id, more, test::seats_ui(more), kT0 + 2000);
  EXPECT_FALSE(s.ok);
  EXPECT_NE(s.message.find("newer version of Landlord"), std::string::npos) << s.message;
  EXPECT_EQ(store.data, before) << "nothing was written";
}

// The same when only the latest copy is a newer version's, and another
// shelf (another tab) writes next.
TEST(ShelfNewer, AnOlderTabDoesNotWriteOverANewerLatestCopy) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  std::string id = two_saves(store, shelf);
  Json meta;
  std::string error;
  ASSERT_TRUE(parse_json(store.data["game." + id + ".meta"], meta, error)) << error;
  std::string latest = "game." + id + "." + meta["copy"].get<std::string>();
  store.data[latest] = from_the_future(store.data[latest]);
  std::map<std::string, std::string> before = store.data;
  SaveShelf other(store, test::lookup());
  Game more = test::play_game(20);
  saves::SaveOutcome s = other.save(id, more, test::seats_ui(more), kT0 + 2000);
  EXPECT_FALSE(s.ok);
  EXPECT_NE(s.message.find("newer version of Landlord"), std::string::npos) << s.message;
  EXPECT_EQ(store.data, before) << "nothing was written";
}

TEST(ShelfNewer, ANewerLatestCopyIsSaidAndTheOlderCopyIsNotLoadedInItsPlace) {
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  std::string id = two_saves(store, shelf);
  Json meta;
  std::string error;
  ASSERT_TRUE(parse_json(store.data["game." + id + ".meta"], meta, error));
  std::string latest = "game." + id + "." + meta["copy"].get<std::string>();
  store.data[latest] = from_the_future(store.data[latest]);
  std::map<std::string, std::string> before = store.data;

  saves::LoadedGame g = shelf.load(id);
  EXPECT_FALSE(g.ok);
  EXPECT_FALSE(g.fell_back);
  EXPECT_NE(g.message.find("newer version of Landlord"), std::string::npos) << g.message;
  EXPECT_EQ(store.data, before) << "the newer copy was neither written over nor unpointed";
}

TEST(ShelfNewer, ADamagedLatestCopyStillFallsBackToTheEarlierOne) {
  // The other side of the rule above: damage is not a newer version.
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  std::string id = two_saves(store, shelf);
  Json meta;
  std::string error;
  ASSERT_TRUE(parse_json(store.data["game." + id + ".meta"], meta, error));
  store.data["game." + id + "." + meta["copy"].get<std::string>()] = "{\"format\": 7";
  saves::LoadedGame g = shelf.load(id);
  EXPECT_TRUE(g.ok) << g.message;
  EXPECT_TRUE(g.fell_back);
}

}  // namespace
}  // namespace landlord
