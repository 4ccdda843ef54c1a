// Two tabs (or two copies of the program) on one store: the meta record is
// read again before every write, and a save never goes backwards: a write
// that would replace a longer or a different history of the same slot is
// refused with a message, and the other save is kept.
#include <gtest/gtest.h>

#include <algorithm>

#include "support.h"

namespace landlord {
namespace {

using saves::SaveShelf;
using test::MemoryStore;

constexpr int64_t kT0 = 1700000000000;

// `g` with one more action that is not the one `other` took next.
Game diverged_from(Game g, const Game& other) {
  const Action& next = other.history.at(g.history.size());
  for (const Action& a : legal_actions(*g.edition, g.state)) {
    if (a == next) continue;
    if (play(g, a).ok()) return g;
  }
  ADD_FAILURE() << "no other legal action";
  return g;
}

TEST(ShelfTabs, AnOlderTabCannotRollTheGameBack) {
  MemoryStore store;
  Game start = test::play_game(10);
  Game later = test::play_game(30);
  ASSERT_LT(start.history.size(), later.history.size());
  ASSERT_TRUE(std::equal(start.history.begin(), start.history.end(), later.history.begin()));
  saves::TableRecord table = test::seats_ui(start);

  SaveShelf first(store, test::lookup());
  saves::SaveOutcome made = first.create(start, table, "Shared", kT0);
  ASSERT_TRUE(made.ok) << made.message;
  // A second tab opens the same game and plays on.
  SaveShelf second(store, test::lookup());
  ASSERT_TRUE(second.load(made.id).ok);
  ASSERT_TRUE(second.save(made.id, later, table, kT0 + 10).ok);

  // The first tab, still at turn 10, saves: refused, and said.
  Game first_moved = test::play_game(12);
  saves::SaveOutcome back = first.save(made.id, first_moved, table, kT0 + 20);
  EXPECT_FALSE(back.ok);
  EXPECT_NE(back.message.find("another tab or window"), std::string::npos) << back.message;
  EXPECT_NE(back.message.find(std::to_string(later.history.size()) + " moves there"), std::string::npos)
      << back.message;

  // What the second tab saved is what loads, in any tab.
  saves::LoadedGame l = SaveShelf(store, test::lookup()).load(made.id);
  ASSERT_TRUE(l.ok) << l.message;
  EXPECT_EQ(l.game.history.size(), later.history.size());
  EXPECT_TRUE(l.game.state == later.state);
}

TEST(ShelfTabs, ADivergingHistoryIsRefused) {
  MemoryStore store;
  Game base = test::play_game(10);
  Game later = test::play_game(20);
  saves::TableRecord table = test::seats_ui(base);
  SaveShelf first(store, test::lookup());
  saves::SaveOutcome made = first.create(base, table, "Shared", kT0);
  ASSERT_TRUE(made.ok);
  SaveShelf second(store, test::lookup());
  ASSERT_TRUE(second.load(made.id).ok);
  ASSERT_TRUE(second.save(made.id, later, table, kT0 + 10).ok);

  // The first tab went another way from turn 10: longer, but not the same game.
  Game other = diverged_from(base, later);
  for (int i = 0; i < 200 && other.history.size() <= later.history.size(); ++i) {
    std::vector<Action> legal = legal_actions(*other.edition, other.state);
    if (legal.empty() || !play(other, legal.front()).ok()) break;
  }
  ASSERT_GT(other.history.size(), later.history.size());
  saves::SaveOutcome s = first.save(made.id, other, table, kT0 + 20);
  EXPECT_FALSE(s.ok);
  EXPECT_NE(s.message.find("saved differently in another tab"), std::string::npos) << s.message;
  saves::LoadedGame l = SaveShelf(store, test::lookup()).load(made.id);
  ASSERT_TRUE(l.ok);
  EXPECT_TRUE(l.game.state == later.state);
}

TEST(ShelfTabs, ATabThatOpensTheNewerSaveGoesOn) {
  MemoryStore store;
  Game base = test::play_game(10);
  Game later = test::play_game(20);
  Game latest = test::play_game(30);
  saves::TableRecord table = test::seats_ui(base);
  SaveShelf first(store, test::lookup());
  saves::SaveOutcome made = first.create(base, table, "Shared", kT0);
  SaveShelf second(store, test::lookup());
  ASSERT_TRUE(second.load(made.id).ok);
  ASSERT_TRUE(second.save(made.id, later, table, kT0 + 10).ok);
  // The first tab's game extends what is stored (it was reopened there, or
  // the other tab only saved moves it already had): saved.
  saves::SaveOutcome s = first.save(made.id, latest, table, kT0 + 20);
  EXPECT_TRUE(s.ok) << s.message;
  EXPECT_EQ(first.load(made.id).game.history.size(), latest.history.size());
}

TEST(ShelfTabs, TheMetaRecordIsReadAgainBeforeEveryWrite) {
  MemoryStore store;
  Game a = test::play_game(10);
  Game b = test::play_game(20);
  Game c = test::play_game(30);
  saves::TableRecord table = test::seats_ui(a);
  SaveShelf first(store, test::lookup());
  saves::SaveOutcome made = first.create(a, table, "Shared", kT0);  // copy a
  ASSERT_TRUE(made.ok);
  SaveShelf second(store, test::lookup());
  ASSERT_TRUE(second.load(made.id).ok);
  ASSERT_TRUE(second.save(made.id, b, table, kT0 + 10).ok);  // copy b, meta -> b
  const std::string b_text = store.data.at(SaveShelf::copy_name(made.id, 'b'));

  // The first tab last wrote copy a; a write guided by that memory alone
  // would go to b, over the newest save. It must go to a, keeping b.
  ASSERT_TRUE(first.save(made.id, c, table, kT0 + 20).ok);
  EXPECT_EQ(store.data.at(SaveShelf::copy_name(made.id, 'b')), b_text);
  saves::LoadedGame l = second.load(made.id);
  ASSERT_TRUE(l.ok);
  EXPECT_TRUE(l.game.state == c.state);
}

}  // namespace
}  // namespace landlord
