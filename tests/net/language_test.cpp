// Online play in the players' languages: what a device says to its own
// player (why the host cannot start, why a chat line or an action is
// refused, its notes) is in the language in use there; what goes over the
// wire is not. Two devices in different languages play together: every
// byte they send is the byte they send in English.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "net/sim_network.h"
#include "shipped_catalog.h"
#include "tests/net/net_support.h"
#include "text/tr.h"

namespace landlord::net {
namespace {

using testing::edition;
using testing::editions;

// The catalog in use for the life of a test, English again after it.
struct InLanguage {
  explicit InLanguage(const std::string& code) { text::use(shipped_catalog(code)); }
  ~InLanguage() { text::use(nullptr); }
};

TEST(NetLanguage, TheLobbySaysWhoItWaitsForInTheLanguageInUse) {
  Lobby l;
  EXPECT_EQ(l.waiting_for(), "Waiting for the host.");
  l.known = true;
  l.seats = {{"Ann", true, "", 0}, {"", true, "", -1}};
  l.people = {{PublicKey{}, "Ann", 0, true, true, 0}};
  {
    InLanguage de("de");
    EXPECT_EQ(l.waiting_for(), "Warte auf einen Spieler für einen Platz.");
    l.seats[1].name = "Bo";
    EXPECT_EQ(l.waiting_for(), "Warte auf einen Spieler für den Platz von Bo.");
    l.seats[1].who = 1;
    l.people.push_back({PublicKey{}, "Bo", 3, false, false, 1});
    EXPECT_EQ(l.waiting_for(), "Warte, bis Bo bereit ist.");
    EXPECT_FALSE(l.can_start());
  }
  {
    InLanguage fr("fr");
    EXPECT_EQ(l.waiting_for(), "En attente du feu vert de Bo.");
    Lobby unknown;
    EXPECT_EQ(unknown.waiting_for(), "En attente de l’hôte.");
  }
  EXPECT_EQ(l.waiting_for(), "Waiting for Bo to be ready.");
  l.people[1].ready = true;
  EXPECT_TRUE(l.can_start());
}

TEST(NetLanguage, AChatLineIsRefusedInTheLanguageInUse) {
  Chat chat;
  const PublicKey me{};
  std::string why;
  {
    InLanguage fr("fr");
    EXPECT_FALSE(chat.say(me, "Ann", "", 1000, &why));
    EXPECT_EQ(why, "Rien à envoyer.");
    EXPECT_FALSE(chat.say(me, "Ann", std::string(Chat::kMaxBytes + 1, 'a'), 1000, &why));
    EXPECT_EQ(why, "C’est trop long pour le chat\u00a0: 200 caractères au plus.");
  }
  {
    InLanguage de("de");
    EXPECT_FALSE(chat.say(me, "Ann", "two\nlines", 1000, &why));
    EXPECT_EQ(why, "Eine Chatzeile ist eine einzige Textzeile.");
  }
  EXPECT_FALSE(chat.say(me, "Ann", "", 1000, &why));
  EXPECT_EQ(why, "Nothing to send.");
}

// Ann hosts (her device in German), Bo joins (his in French), a Hard
// computer player has the third seat; the two people play until turn
// `turns`. `languages` empty: both in English. Every message delivered is
// kept, in order.
struct TwoLanguages {
  static constexpr int kDevices = 2;
  SimNetwork net{9, Faults{0.05, 0.02, 1, 40}};
  KeyPair keys[kDevices] = {KeyPair::from_seed(digest("w0")), KeyPair::from_seed(digest("w1"))};
  std::unique_ptr<Device> dev[kDevices];
  std::unique_ptr<ai::Bot> people[kDevices];
  std::shared_ptr<const text::Catalog> language[kDevices];
  std::vector<std::string> wire;
  std::vector<std::string> notes[kDevices];
  uint64_t now = 1;

  explicit TwoLanguages(bool translated) {
    if (translated) {
      language[0] = shipped_catalog("de");
      language[1] = shipped_catalog("fr");
    }
    const char* names[kDevices] = {"Ann", "Bo"};
    for (int d = 0; d < kDevices; ++d) {
      text::use(language[d]);
      dev[d] = std::make_unique<Device>(names[d], keys[d],
                                        HashChain(digest_of_number(static_cast<uint64_t>(d), "words"), 512), editions(),
                                        net.endpoint("d" + std::to_string(d)));
      people[d] = ai::make_bot({ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce}, 40 + static_cast<uint64_t>(d));
    }
    text::use(language[0]);
    RoomPlan plan;
    plan.room = "WORDS";
    plan.edition = edition("classic");
    plan.options = plan.edition->defaults;
    plan.seats = {{"Ann", true, true, ""}, {"", true, false, ""}, {"Robo", false, false, "hard"}};
    plan.start_when_full = false;
    dev[0]->host(plan, 0);
    text::use(language[1]);
    dev[1]->join("WORDS", -1);
    run(1500);
    // Ann tries to start before Bo is ready: refused, in her language.
    text::use(language[0]);
    std::string why;
    refusal = dev[0]->start_game(&why) ? std::string() : why;
    text::use(language[1]);
    dev[1]->set_ready(true, 3);
    text::use(language[0]);
    dev[0]->set_ready(true, 0);
    run(1000);
    text::use(language[0]);
    dev[0]->start_game();
    run(1500);
    for (int round = 0; round < 400; ++round) {
      for (int d = 0; d < kDevices; ++d) {
        text::use(language[d]);
        Device& x = *dev[d];
        if (!x.started() || x.proposing()) continue;
        const GameState& s = x.table().state();
        if (decider(s) == d && s.phase != Phase::kGameOver && s.turn_number < 12) {
          x.act(people[d]->decide(*edition("classic"), observe(s, d)));
        }
      }
      run(40);
    }
    text::use(nullptr);
  }
  std::string refusal;

  void run(uint64_t ms) {
    for (uint64_t end = now + ms; now < end; now += 5) {
      net.set_now(now);
      net.deliver([&](const std::string& to, const std::string& from, const std::string& bytes) {
        wire.push_back(to + "<" + from + ":" + bytes);
        const int d = to[1] - '0';
        text::use(language[d]);
        dev[d]->receive(from, bytes);
      });
      for (int d = 0; d < kDevices; ++d) {
        text::use(language[d]);
        dev[d]->tick(now);
      }
    }
    text::use(nullptr);
  }
};

TEST(NetLanguage, DevicesInTwoLanguagesSendWhatTheyWouldInEnglish) {
  TwoLanguages english(false), translated(true);
  EXPECT_EQ(english.refusal, "Waiting for Bo to be ready.");
  EXPECT_EQ(translated.refusal, "Warte, bis Bo bereit ist.") << "said to Ann, in German";
  ASSERT_TRUE(translated.dev[1]->started());
  EXPECT_GT(translated.dev[1]->table().state().turn_number, 3u) << "the game went on";
  ASSERT_GT(english.wire.size(), 100u);
  ASSERT_EQ(english.wire.size(), translated.wire.size());
  for (std::size_t i = 0; i < english.wire.size(); ++i) {
    ASSERT_EQ(english.wire[i], translated.wire[i]) << "message " << i;
  }
  for (int d = 0; d < TwoLanguages::kDevices; ++d) {
    EXPECT_EQ(english.dev[d]->state_digest(), translated.dev[d]->state_digest());
    EXPECT_EQ(english.dev[d]->entries(), translated.dev[d]->entries());
  }
}

TEST(NetLanguage, AnActionRefusedOnThisDeviceIsSaidInItsLanguage) {
  SimNetwork net{3, Faults{}};
  Device d("Ann", KeyPair::from_seed(digest("act")), HashChain(digest_of_number(1, "act"), 64), editions(),
           net.endpoint("d0"));
  InLanguage de("de");
  std::string why;
  EXPECT_FALSE(d.act(Action::make(ActionType::kRoll, 0), &why));
  EXPECT_EQ(why, "das Spiel hat noch nicht begonnen");
  EXPECT_FALSE(d.say("Hallo", &why));
  EXPECT_EQ(why, "Nicht in einem Raum.");
}

}  // namespace
}  // namespace landlord::net
