// Chat at an online table (net/chat.h): lines said in the lobby and in the
// game reach every device of the room with the sayer's name, in order;
// what cannot be said is said why; and a hostile device's lines (forged,
// from outside the room, copies, old, oversized, not one line, a flood)
// are each refused while the game goes on unchanged.
#include <gtest/gtest.h>

#include "tests/net/net_support.h"

namespace landlord::net {
namespace {

using testing::edition;
using testing::editions;
using testing::has_note;

using ChatRoom = testing::SmallRoom;

std::vector<std::string> texts(const Device& d) {
  std::vector<std::string> out;
  for (const ChatLine& l : d.chat().lines()) out.push_back(l.name + ": " + l.text);
  return out;
}

TEST(NetChat, LinesReachEveryoneInTheLobbyAndInTheGameWithTheSayersName) {
  ChatRoom room;
  std::string why;
  ASSERT_TRUE(room.dev[1]->say("Hi all", &why)) << why;
  room.run(500);
  ASSERT_TRUE(room.dev[0]->say(kReactions[0], &why)) << why;
  room.run(500);
  const std::vector<std::string> want = {"Bo: Hi all", "Ann: Good luck!"};
  EXPECT_EQ(texts(*room.dev[0]), want);
  EXPECT_EQ(texts(*room.dev[1]), want);
  EXPECT_TRUE(room.dev[1]->chat().lines()[0].mine);
  EXPECT_FALSE(room.dev[0]->chat().lines()[0].mine);
  EXPECT_TRUE(texts(*room.dev[2]).empty()) << "a device outside the room hears nothing it keeps";
  // In the game too, and the game's state is the same on both.
  room.dev[1]->set_ready(true, 3);
  room.dev[0]->set_ready(true, 0);
  room.run(1000);
  ASSERT_TRUE(room.dev[0]->start_game(&why)) << why;
  room.run(1500);
  ASSERT_TRUE(room.dev[1]->started());
  ASSERT_TRUE(room.dev[1]->say("Roll already, <b>Ann</b> & co", &why)) << why;
  room.run(500);
  EXPECT_EQ(room.dev[0]->chat().lines().back().text, "Roll already, <b>Ann</b> & co") << "text, as typed";
  EXPECT_EQ(room.dev[0]->chat().added(), 3u);
  EXPECT_EQ(room.dev[0]->state_digest(), room.dev[1]->state_digest());
  EXPECT_EQ(room.dev[0]->refused(), 0u);
}

TEST(NetChat, WhatCannotBeSaidIsSaidWhy) {
  ChatRoom room;
  std::string why;
  EXPECT_FALSE(room.dev[1]->say("", &why));
  EXPECT_EQ(why, "Nothing to send.");
  EXPECT_FALSE(room.dev[1]->say(std::string(201, 'a'), &why));
  EXPECT_NE(why.find("200 characters"), std::string::npos) << why;
  EXPECT_TRUE(room.dev[1]->say(std::string(200, 'a'), &why)) << why;
  EXPECT_FALSE(room.dev[1]->say("two\nlines", &why));
  EXPECT_FALSE(room.dev[1]->say("bell\a", &why));
  // A burst of five, then one a second.
  for (int k = 0; k < 4; ++k) EXPECT_TRUE(room.dev[1]->say("line " + std::to_string(k), &why)) << k << why;
  EXPECT_FALSE(room.dev[1]->say("one too many", &why));
  EXPECT_EQ(why, "Slow down: one line a second.");
  room.run(1100);
  EXPECT_TRUE(room.dev[1]->say("and again", &why)) << why;
  room.run(300);
  EXPECT_EQ(room.dev[0]->chat().lines().size(), 6u);
  EXPECT_FALSE(room.dev[2]->say("hello?", &why)) << "not in a room";
  EXPECT_EQ(why, "Not in a room.");
}

TEST(NetChat, AHostileDevicesLinesAreEachRefusedAndTheGameGoesOn) {
  ChatRoom room;
  Device& ann = *room.dev[0];
  const Digest before = ann.state_digest();
  const uint64_t refused = ann.refused();
  // Bo's line signed by Cy's key: forged.
  ann.receive("d2", room.line(1, "I resign", 0, 1, &room.keys[2]));
  // Cy's own line, rightly signed, but Cy is not in the room.
  ann.receive("d2", room.line(2, "let me in", 0, 2));
  // Too long, and not one line: refused as they are read.
  ann.receive("d2", room.line(1, std::string(201, 'x'), 0, 3));
  ann.receive("d2", room.line(1, "a\r\nb", 0, 4));
  EXPECT_TRUE(ann.chat().lines().empty());
  EXPECT_EQ(ann.refused(), refused + 4);
  EXPECT_TRUE(has_note(ann, "did not sign")) << "the first refusal is in the log";
  // Bo's real line, then the same bytes replayed: shown once.
  const std::string real = room.line(1, "gg", 0, 5);
  ann.receive("d1", real);
  ann.receive("d2", real);
  ASSERT_EQ(ann.chat().lines().size(), 1u);
  EXPECT_EQ(ann.refused(), refused + 5);
  // A flood in Bo's name, each line signed: five kept (the burst), the
  // rest dropped until Bo slows down.
  for (uint64_t k = 0; k < 30; ++k) ann.receive("d1", room.line(1, "spam " + std::to_string(k), 0, 100 + k));
  EXPECT_EQ(ann.chat().lines().size(), 5u);
  // Nothing of the game changed, and the lobby still starts.
  EXPECT_EQ(ann.state_digest(), before);
  room.dev[1]->set_ready(true, 3);
  ann.set_ready(true, 0);
  room.run(1500);
  std::string why;
  ASSERT_TRUE(ann.start_game(&why)) << why;
  room.run(1500);
  EXPECT_TRUE(room.dev[1]->started());
  EXPECT_EQ(ann.state_digest(), room.dev[1]->state_digest());
}

TEST(NetChat, ALineSaidLongAgoIsOld) {
  Chat chat;
  std::string why;
  const PublicKey k = KeyPair::from_seed(digest("k")).public_key();
  EXPECT_FALSE(chat.take(k, "Bo", "from the past", 10, 10 + Chat::kStaleEntries + 1, digest("a"), 1000, why));
  EXPECT_EQ(why, "a chat line said long ago");
  EXPECT_TRUE(chat.take(k, "Bo", "from now", 10, 10 + Chat::kStaleEntries, digest("b"), 1000, why)) << why;
  EXPECT_EQ(chat.added(), 1u);
}

}  // namespace
}  // namespace landlord::net
