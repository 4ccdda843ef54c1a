// The parts of online play below the room: keys and signatures, hash
// chains, chance from outside, and the messages' reader.
#include <gtest/gtest.h>

#include "engine/game.h"
#include "net/crypto.h"
#include "net/message.h"
#include "tests/net/net_support.h"

namespace landlord::net {
namespace {

using testing::edition;

TEST(NetCrypto, ASignatureHoldsForItsMessageAndKeyOnly) {
  KeyPair a = KeyPair::from_seed(digest("a")), b = KeyPair::from_seed(digest("b"));
  Signature s = a.sign("roll");
  EXPECT_TRUE(verify(a.public_key(), "roll", s));
  EXPECT_FALSE(verify(a.public_key(), "rolL", s));
  EXPECT_FALSE(verify(b.public_key(), "roll", s));
  s[10] ^= 1;
  EXPECT_FALSE(verify(a.public_key(), "roll", s));
  EXPECT_EQ(KeyPair::from_seed(digest("a")).public_key(), a.public_key());
  EXPECT_NE(KeyPair::generate().public_key(), KeyPair::generate().public_key());
}

TEST(NetCrypto, EachLinkOfAChainFollowsTheOneBeforeAndNoOther) {
  HashChain c(digest("secret"), 100);
  EXPECT_EQ(c.length(), 100u);
  for (uint32_t k = 1; k <= 100; ++k) EXPECT_TRUE(HashChain::follows(c.link(k), c.link(k - 1)));
  EXPECT_FALSE(HashChain::follows(c.link(2), c.link(0)));  // a link skipped
  EXPECT_FALSE(HashChain::follows(c.link(1), c.link(1)));
  HashChain other(digest("other"), 100);
  EXPECT_FALSE(HashChain::follows(other.link(1), c.link(0)));
}

TEST(NetCrypto, HexRoundTripsAndRefusesWhatIsNotHex) {
  Digest d = digest("x");
  Digest back{};
  EXPECT_TRUE(from_hex(to_hex(d), back));
  EXPECT_EQ(back, d);
  EXPECT_FALSE(from_hex(to_hex(d).substr(2), back));
  std::string upper = to_hex(d);
  upper[0] = 'G';
  EXPECT_FALSE(from_hex(upper, back));
}

TEST(NetChance, OnlyActionsThatRollOrDrawNeedChance) {
  auto ed = edition("classic");
  GameState s = new_game(*ed, ed->defaults, 2, 7);
  // The opening roll rolls.
  std::vector<Action> legal = legal_actions(*ed, s);
  ASSERT_FALSE(legal.empty());
  EXPECT_TRUE(needs_chance(*ed, s, legal.front()));
  // Something refused needs none.
  EXPECT_FALSE(needs_chance(*ed, s, Action::make(ActionType::kEndTurn, 1)));
  // Buying needs none: play until a player may buy.
  Game g = start_game(ed, ed->defaults, {"A", "B"}, 7);
  bool saw_buy = false;
  for (int i = 0; i < 400 && !saw_buy; ++i) {
    std::vector<Action> l = legal_actions(*ed, g.state);
    for (const Action& a : l) {
      if (a.type == ActionType::kBuy) {
        EXPECT_FALSE(needs_chance(*ed, g.state, a));
        saw_buy = true;
      }
    }
    ASSERT_TRUE(play(g, l.front()).ok());
  }
  EXPECT_TRUE(saw_buy);
}

TEST(NetChance, AnAgreedDrawSetsTheDiceAndShufflesOnlyUnseenCards) {
  auto ed = edition("classic");
  GameState s = new_game(*ed, ed->defaults, 2, 7);
  DeckCursor c = fresh_decks(s);
  ASSERT_GT(c.unseen[0], 4);
  c.unseen[0] = 4;  // the rest of deck 0 has been seen
  GameState a = s, b = s;
  take_chance(a, ChanceDraw{1, 2}, c);
  take_chance(b, ChanceDraw{1, 2}, c);
  EXPECT_EQ(a, b);  // the same draw, the same outcome everywhere
  for (int i = 4; i < s.decks[0].size; ++i) EXPECT_EQ(a.decks[0].cards[i], s.decks[0].cards[i]) << i;
  GameState other = s;
  take_chance(other, ChanceDraw{1, 3}, c);
  EXPECT_FALSE(other.rng == a.rng);
  // Over many draws every unseen card comes to the top about as often.
  int top[16] = {};
  for (uint64_t k = 0; k < 4000; ++k) {
    GameState t = s;
    take_chance(t, ChanceDraw{k, 9}, c);
    for (int i = 0; i < 16; ++i) top[i] += t.decks[0].cards[0] == s.decks[0].cards[i];
  }
  for (int i = 0; i < 4; ++i) EXPECT_NEAR(top[i], 1000, 150) << i;
  for (int i = 4; i < 16; ++i) EXPECT_EQ(top[i], 0) << i;
}

TEST(NetChance, DrawsAreSeenOnceTheyAreDrawn) {
  DeckCursor c;
  c.unseen[1] = 3;
  EventLog events;
  Event e;
  e.type = EventType::kCardDrawn;
  e.deck = 1;
  events.push_back(e);
  note_draws(events, c);
  EXPECT_EQ(c.unseen[1], 2);
  EXPECT_EQ(c.unseen[0], 0);
}

Entry sample_entry() {
  Entry e;
  e.n = 5;
  e.kind = EntryKind::kAct;
  e.prev = digest("prev");
  e.seat = 1;
  e.action = Json{{"type", "end_turn"}, {"player", 1}};
  e.actor_sig = KeyPair::from_seed(digest("k")).sign("x");
  e.reveals.push_back(Reveal{0, 3, digest("l")});
  e.host_sig = KeyPair::from_seed(digest("h")).sign(entry_text(e));
  return e;
}

TEST(NetMessages, EveryKindReadsBackAsItWasWritten) {
  std::vector<Message> all;
  Message m;
  m.room = "ABCD";
  m.from = KeyPair::from_seed(digest("f")).public_key();
  m.type = MessageType::kHello;
  m.name = "Ann";
  m.head = digest("head");
  m.want_seat = 2;
  m.n = 4;
  m.sig = KeyPair::from_seed(digest("f")).sign(hello_text(m));
  all.push_back(m);
  Message p = m;
  p = Message{};
  p.room = "ABCD";
  p.type = MessageType::kPropose;
  p.n = 9;
  p.prev = digest("p");
  p.seat = 3;
  p.action = Json{{"type", "roll"}, {"player", 3}};
  all.push_back(p);
  Message r;
  r.room = "ABCD";
  r.type = MessageType::kReveal;
  r.n = 2;
  r.reveal = Reveal{1, 7, digest("z")};
  all.push_back(r);
  Message en;
  en.room = "ABCD";
  en.type = MessageType::kEntries;
  en.entries = {sample_entry(), sample_entry()};
  all.push_back(en);
  Message ask = en;
  ask.type = MessageType::kAsk;
  ask.entries.resize(1);
  ask.n = 5;
  all.push_back(ask);
  Message st;
  st.room = "ABCD";
  st.type = MessageType::kStatus;
  st.n = 12;
  st.state = digest("s");
  all.push_back(st);
  st.type = MessageType::kBeat;
  all.push_back(st);
  for (const Message& x : all) {
    Message back;
    std::string error;
    ASSERT_TRUE(read_message(write_message(x), back, error)) << message_type_name(x.type) << ": " << error;
    // Fields a kind does not carry are not written: compare what it does.
    EXPECT_EQ(write_message(back), write_message(x)) << message_type_name(x.type);
  }
  Entry s;
  s.kind = EntryKind::kStart;
  s.room = "ABCD";
  s.edition = "classic";
  s.edition_hash = "0123456789abcdef";
  s.options = options_to_json(edition("classic")->defaults);
  s.devices = {DeviceSpec{m.from, digest("h1"), "Ann"}};
  s.seats = {SeatSpec{"Ann", 0, ""}, SeatSpec{"Bo", -1, "hard"}};
  JsonReader reader;
  Entry back;
  ASSERT_TRUE(entry_from_json(entry_to_json(s), "e", reader, back)) << reader.error();
  EXPECT_EQ(back, s);
}

TEST(NetMessages, WhatDoesNotFitIsRefusedWithItsReason) {
  std::string error;
  Message m;
  EXPECT_FALSE(read_message(std::string(kMaxMessageBytes + 1, ' '), m, error));
  EXPECT_NE(error.find("limit"), std::string::npos) << error;
  EXPECT_FALSE(read_message("{\"v\":2,\"t\":\"beat\"}", m, error));
  EXPECT_NE(error.find("version"), std::string::npos) << error;
  EXPECT_FALSE(read_message("not json", m, error));
  EXPECT_FALSE(read_message("[]", m, error));
  Message st;
  st.type = MessageType::kStatus;
  std::string ok = write_message(st);
  EXPECT_TRUE(read_message(ok, m, error)) << error;
  std::string bad = ok;
  bad.replace(bad.find("\"status\""), 8, "\"statuz\"");
  EXPECT_FALSE(read_message(bad, m, error));
  EXPECT_NE(error.find("message.t"), std::string::npos) << error;
  Message en;
  en.type = MessageType::kEntries;
  en.entries.assign(kMaxEntriesPerMessage + 1, sample_entry());
  EXPECT_FALSE(read_message(write_message(en), m, error));
  Message ask;
  ask.type = MessageType::kAsk;
  EXPECT_FALSE(read_message(write_message(ask), m, error));  // asks for no entry
}

}  // namespace
}  // namespace landlord::net
