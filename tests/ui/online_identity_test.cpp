// This device's identity in online play: made once and kept, the same key
// and the same chain for a room at every visit, another for another room
// or device; the person's name and piece kept; an unreadable record
// replaced and said; no storage: it works for the visit and says so.
#include <gtest/gtest.h>


#include "ui/online_identity.h"
#include "temp_dir.h"

namespace landlord {
namespace {

using ui::OnlineIdentity;

std::string temp_dir(const std::string& name) { return landlord_test_temp_dir("identity-" + name); }

TEST(OnlineIdentity, MadeOnceKeptAndTheSameAtTheNextVisit) {
  platform::Storage storage(temp_dir("a"));
  std::string note;
  auto first = OnlineIdentity::load_or_make(storage, note);
  EXPECT_EQ(note, "");
  auto again = OnlineIdentity::load_or_make(storage, note);
  EXPECT_EQ(note, "");
  EXPECT_EQ(first->key().public_key(), again->key().public_key());
  EXPECT_EQ(first->chain_for("ABCDEFGHJK").head(), again->chain_for("ABCDEFGHJK").head());
  EXPECT_NE(first->chain_for("ABCDEFGHJK").head(), first->chain_for("ABCDEFGHJM").head()) << "a chain per room";
  EXPECT_EQ(first->chain_for("ABCDEFGHJK").length(), OnlineIdentity::kChainLength);
  // Another device (another storage): another key.
  platform::Storage other(temp_dir("b"));
  auto stranger = OnlineIdentity::load_or_make(other, note);
  EXPECT_NE(stranger->key().public_key(), first->key().public_key());
  EXPECT_NE(stranger->chain_for("ABCDEFGHJK").head(), first->chain_for("ABCDEFGHJK").head());
  // The person's name and piece, kept with it.
  EXPECT_EQ(first->name(), "");
  EXPECT_EQ(first->piece(), -1);
  ASSERT_TRUE(first->remember(storage, "Bo", 3, note)) << note;
  auto third = OnlineIdentity::load_or_make(storage, note);
  EXPECT_EQ(third->name(), "Bo");
  EXPECT_EQ(third->piece(), 3);
  EXPECT_EQ(third->key().public_key(), first->key().public_key());
  // And the key signs as a key should.
  net::Signature s = third->key().sign("hello");
  EXPECT_TRUE(net::verify(first->key().public_key(), "hello", s));
}

TEST(OnlineIdentity, TheRoomsItWasInAreKeptTheLatestSixteen) {
  platform::Storage storage(temp_dir("rooms"));
  std::string note;
  auto id = OnlineIdentity::load_or_make(storage, note);
  ASSERT_TRUE(id->remember(storage, "Cy", 2, note)) << note;
  EXPECT_FALSE(id->knows_room("ABCDEFGHJK"));
  ASSERT_TRUE(id->remember_room(storage, "ABCDEFGHJK", note)) << note;
  for (int k = 0; k < 15; ++k) ASSERT_TRUE(id->remember_room(storage, "ROOM" + std::to_string(k), note));
  auto again = OnlineIdentity::load_or_make(storage, note);
  EXPECT_TRUE(again->knows_room("ABCDEFGHJK")) << "the sixteenth latest is kept";
  EXPECT_TRUE(again->knows_room("ROOM14"));
  EXPECT_EQ(again->name(), "Cy") << "the rooms do not lose the name";
  ASSERT_TRUE(again->remember_room(storage, "ROOM15", note));
  EXPECT_FALSE(again->knows_room("ABCDEFGHJK")) << "the seventeenth is forgotten";
  // A record from before the rooms were kept still reads.
  ASSERT_FALSE(storage.put(OnlineIdentity::kStorageName,
                           std::string(R"({"v":1,"secret":")") + std::string(64, 'a') + R"(","name":"Di","piece":1})"));
  auto old = OnlineIdentity::load_or_make(storage, note);
  EXPECT_EQ(note, "");
  EXPECT_EQ(old->name(), "Di");
  EXPECT_FALSE(old->knows_room("ROOM15"));
}

TEST(OnlineIdentity, ARoomsPasswordIsKeptWithItAndGoesWithIt) {
  platform::Storage storage(temp_dir("passwords"));
  std::string note;
  auto id = OnlineIdentity::load_or_make(storage, note);
  ASSERT_TRUE(id->remember_room(storage, "ABCDEFGHJK", note, "open sesame")) << note;
  ASSERT_TRUE(id->remember_room(storage, "BCDEFGHJKM", note)) << note;
  auto again = OnlineIdentity::load_or_make(storage, note);
  EXPECT_EQ(again->password_for("ABCDEFGHJK"), "open sesame");
  EXPECT_EQ(again->password_for("BCDEFGHJKM"), "") << "a room without one";
  EXPECT_EQ(again->password_for("CDEFGHJKMN"), "") << "a room never seen";
  // Refused by the room: forgotten, and asked for again next time.
  again->forget_room(storage, "ABCDEFGHJK");
  auto third = OnlineIdentity::load_or_make(storage, note);
  EXPECT_FALSE(third->knows_room("ABCDEFGHJK"));
  EXPECT_EQ(third->password_for("ABCDEFGHJK"), "");
  EXPECT_TRUE(third->knows_room("BCDEFGHJKM"));
  // A room pushed out of the latest sixteen takes its password along.
  ASSERT_TRUE(third->remember_room(storage, "ABCDEFGHJK", note, "again"));
  for (int k = 0; k < 16; ++k) ASSERT_TRUE(third->remember_room(storage, "ROOM" + std::to_string(k), note));
  auto fourth = OnlineIdentity::load_or_make(storage, note);
  EXPECT_EQ(fourth->password_for("ABCDEFGHJK"), "");
  // A stored password for a room not in the list, or not a string, is not taken.
  ASSERT_FALSE(storage.put(OnlineIdentity::kStorageName,
                           std::string(R"({"v":1,"secret":")") + std::string(64, 'a') +
                               R"(","name":"Di","piece":1,"rooms":["ABCDEFGHJK"],)"
                               R"("passwords":{"ABCDEFGHJK":7,"ZZZZZZZZZZ":"x"}})"));
  auto odd = OnlineIdentity::load_or_make(storage, note);
  EXPECT_EQ(note, "");
  EXPECT_TRUE(odd->knows_room("ABCDEFGHJK"));
  EXPECT_EQ(odd->password_for("ABCDEFGHJK"), "");
  EXPECT_EQ(odd->password_for("ZZZZZZZZZZ"), "");
}

TEST(OnlineIdentity, AnUnreadableRecordIsReplacedAndSaid) {
  platform::Storage storage(temp_dir("c"));
  std::string note;
  auto first = OnlineIdentity::load_or_make(storage, note);
  for (const char* bad : {"not json", R"({"v":1,"secret":"xyz"})", R"({"v":2,"secret":"00"})", "[]"}) {
    ASSERT_FALSE(storage.put(OnlineIdentity::kStorageName, bad));
    auto next = OnlineIdentity::load_or_make(storage, note);
    EXPECT_NE(note.find("not readable"), std::string::npos) << bad;
    EXPECT_NE(next->key().public_key(), first->key().public_key()) << bad;
    auto kept = OnlineIdentity::load_or_make(storage, note);
    EXPECT_EQ(note, "") << "the new one was kept";
    EXPECT_EQ(kept->key().public_key(), next->key().public_key());
  }
}

TEST(OnlineIdentity, WithoutStorageItWorksForTheVisitAndSaysSo) {
  platform::Storage storage("/proc/landlord-no-such-dir");
  std::string note;
  auto id = OnlineIdentity::load_or_make(storage, note);
  ASSERT_NE(id, nullptr);
  EXPECT_NE(note.find("this visit"), std::string::npos) << note;
  EXPECT_EQ(id->chain_for("ABCDEFGHJK").length(), OnlineIdentity::kChainLength);
}

}  // namespace
}  // namespace landlord
