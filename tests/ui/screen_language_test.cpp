// The words over the board and for a screen reader follow the language in
// use: a trade's answer in a notice, a variant's set-up announced, the
// pending decision in words, the mirror's labels, a line of the chat in
// the log (in English in a save), a saved game that cannot be continued.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/legal.h"
#include "source_dir.h"
#include "text/tr.h"
#include "ui/accessible_mirror.h"
#include "ui/notices.h"
#include "ui/session.h"
#include "shipped_catalog.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> classic() {
  EditionLoad load = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic");
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

// English again after each test, whatever it checked.
class ScreenLanguage : public ::testing::Test {
 protected:
  void TearDown() override { text::use(nullptr); }
};

std::vector<ui::Seat> two_people() {
  return {{"Ann", ui::SeatKind::kHuman, 0, 0}, {"Bo", ui::SeatKind::kHuman, 1, 1}};
}

std::vector<ui::Seat> person_and_computer() {
  return {{"Ann", ui::SeatKind::kHuman, 0, 0}, {"Bo", ui::SeatKind::kHard, 1, 1}};
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// Two people at the Instant speed, playing (buying what is landed on)
// until the one deciding owns a deed and may propose a trade.
void play_until_a_trade_may_be_offered(ui::Session& s) {
  const Edition& ed = s.edition();
  for (int k = 0; k < 400; ++k) {
    int d = s.decider();
    if (may_propose_trade(s.state(), d) && deeds_of(ed, s.state(), d)) return;
    Action a = Action::make(ActionType::kBuy, d);
    if (validate(ed, s.state(), a) != Rejection::kNone) a = legal_actions(ed, s.state()).front();
    ASSERT_TRUE(s.act(a).ok());
  }
  FAIL() << "nobody could trade";
}

// `from` offers $120 and a deed to the other, who answers.
void offer_and_answer(ui::Session& s, bool accept) {
  const Edition& ed = s.edition();
  const int from = s.decider(), to = 1 - from;
  Action offer = Action::make(ActionType::kProposeTrade, from);
  offer.trade.from = static_cast<int8_t>(from);
  offer.trade.to = static_cast<int8_t>(to);
  offer.trade.cash_given = 120;
  offer.trade.deeds_given = deeds_of(ed, s.state(), from) & (~deeds_of(ed, s.state(), from) + 1);
  ApplyResult r = s.act(offer);
  ASSERT_TRUE(r.ok()) << r.message;
  ASSERT_TRUE(s.act(Action::make(accept ? ActionType::kAcceptTrade : ActionType::kRejectTrade, to)).ok());
}

TEST_F(ScreenLanguage, ATradesAnswerIsNoticedInTheLanguageInUse) {
  auto ed = classic();
  ui::Session s;
  ASSERT_TRUE(s.start(ed, ed->defaults, two_people(), 7));
  s.speed = ui::Speed::kInstant;  // trades are noticed even so
  play_until_a_trade_may_be_offered(s);
  const std::string from = s.names()[static_cast<std::size_t>(s.decider())];
  const std::string to = s.names()[static_cast<std::size_t>(1 - s.decider())];
  ui::Notices notices;
  double now = 1.0;

  // Refused, in English: as it always read.
  offer_and_answer(s, false);
  notices.update(s, now);
  ASSERT_EQ(notices.titles().size(), 1u);
  EXPECT_EQ(notices.titles().back(), "Trade rejected by " + to);
  EXPECT_TRUE(starts_with(notices.texts().back(), "Offered: " + from + " gives ")) << notices.texts().back();
  EXPECT_NE(notices.texts().back().find("$120"), std::string::npos) << notices.texts().back();

  // Refused, in French: the title, "Offered" and the terms.
  text::use(shipped_catalog("fr"));
  offer_and_answer(s, false);
  notices.update(s, now += 0.5);
  ASSERT_EQ(notices.titles().size(), 2u);
  EXPECT_EQ(notices.titles().back(), to + " refuse l\xE2\x80\x99\xC3\xA9" "change");
  EXPECT_TRUE(starts_with(notices.texts().back(), "Propos\xC3\xA9\xC2\xA0: " + from)) << notices.texts().back();
  EXPECT_NE(notices.texts().back().find("120\xC2\xA0$"), std::string::npos) << notices.texts().back();

  // Accepted, in German.
  text::use(shipped_catalog("de"));
  offer_and_answer(s, true);
  notices.update(s, now += 0.5);
  ASSERT_EQ(notices.titles().size(), 3u);
  EXPECT_EQ(notices.titles().back(), to + " nimmt den Handel an");
  EXPECT_EQ(notices.texts().back().find("Offered"), std::string::npos) << notices.texts().back();
  EXPECT_EQ(notices.texts().back().find(" gives "), std::string::npos) << notices.texts().back();
  EXPECT_NE(notices.texts().back().find("120\xC2\xA0$"), std::string::npos) << notices.texts().back();
}

TEST_F(ScreenLanguage, TheDecisionAndTheMirrorsLabelsAreSaidInTheLanguageInUse) {
  auto ed = classic();
  ui::Session s;
  ASSERT_TRUE(s.start(ed, ed->defaults, person_and_computer(), 5));
  ASSERT_EQ(s.state().phase, Phase::kOpeningRoll);
  ASSERT_EQ(s.waiting_human(), 0);
  using M = ui::AccessibleMirror;
  ui::Widgets::Item trade{};
  trade.id = "player.1.trade";
  trade.enabled = trade.visible = true;
  ui::Widgets::Item seat = trade;
  seat.id = "seat.1.hard";

  EXPECT_EQ(M::decision(s), "Ann, your move: roll to see who starts. Cash $1,500.");
  trade.label = "Trade";
  EXPECT_EQ(M::spoken_label(trade, &s), "Trade with Bo");

  text::use(shipped_catalog("de"));
  EXPECT_EQ(M::decision(s), "Ann, du bist dran: W\xC3\xBCrfle aus, wer beginnt. Bargeld 1.500\xC2\xA0$.");
  trade.label = trc("button", "Trade");
  EXPECT_EQ(M::spoken_label(trade, &s), "Handeln mit Bo");
  seat.label = "Computer (schwer)";
  EXPECT_EQ(M::spoken_label(seat, nullptr), "Platz 2: Computer (schwer)");

  text::use(shipped_catalog("fr"));
  EXPECT_EQ(M::decision(s), "Ann, \xC3\xA0 vous de jouer\xC2\xA0: lancez les d\xC3\xA9s pour savoir qui commence. "
                            "Argent\xC2\xA0: 1\xC2\xA0" "500\xC2\xA0$.");
}

TEST_F(ScreenLanguage, AVariantsDealIsAnnouncedWithItsPlural) {
  auto ed = classic();
  for (int deeds : {1, 2}) {
    Options o = ed->defaults;
    o.deal_deeds = deeds;
    o.dealt_deeds_paid = false;
    for (const char* lang : {"de", "fr"}) {
      text::use(shipped_catalog(lang));
      ui::Session s;
      ASSERT_TRUE(s.start(ed, o, person_and_computer(), 9));
      ui::Notices notices;
      notices.update(s, 1.0);
      ASSERT_FALSE(notices.titles().empty()) << lang;
      const std::string title = notices.titles().front();
      const std::string n = std::to_string(deeds);
      if (std::string(lang) == "de") {
        EXPECT_EQ(title, n + (deeds == 1 ? " Besitzrechtkarte an jeden Spieler ausgeteilt (kostenlos)"
                                         : " Besitzrechtkarten an jeden Spieler ausgeteilt (kostenlos)"));
      } else {
        EXPECT_EQ(title, n + (deeds == 1 ? " titre distribu\xC3\xA9 \xC3\xA0 chaque joueur (gratuit)"
                                         : " titres distribu\xC3\xA9s \xC3\xA0 chaque joueur (gratuits)"));
      }
    }
  }
}

// A line of the chat in the log: the words around it in the language in
// use, the line as it was written, and English in a save.
TEST_F(ScreenLanguage, AChatLineInTheLogIsFramedInTheLanguageInUse) {
  auto ed = classic();
  ui::Session s;
  ASSERT_TRUE(s.start(ed, ed->defaults, two_people(), 3));
  s.add_chat("Bo", false, "Good game {all}");
  s.add_chat("Ann", true, "Thanks");
  EXPECT_EQ(s.log()[s.log().size() - 2].text, "Bo says: \"Good game {all}\"");
  EXPECT_EQ(s.log().back().text, "You say: \"Thanks\"");
  text::use(shipped_catalog("de"));
  EXPECT_EQ(s.log()[s.log().size() - 2].text, "Bo sagt: \xE2\x80\x9EGood game {all}\xE2\x80\x9C");
  EXPECT_EQ(s.log().back().text, "Du sagst: \xE2\x80\x9EThanks\xE2\x80\x9C");
  const saves::TableRecord record = s.record();
  EXPECT_EQ(record.log.back().text, "You say: \"Thanks\"");
}

// Why a saved game cannot be continued, with its plural.
TEST_F(ScreenLanguage, ASavedTableThatDoesNotFitItsGameIsSaidWithItsPlural) {
  auto ed = classic();
  ui::Session first;
  ASSERT_TRUE(first.start(ed, ed->defaults, two_people(), 3));
  auto why = [&](std::size_t seats) {
    saves::TableRecord record = first.record();
    record.seats.resize(seats, record.seats.front());
    ui::Session again;
    std::string error;
    EXPECT_FALSE(again.resume(first.game(), record, error));
    return error;
  };
  EXPECT_EQ(why(1), "the saved table seats 1 player at a game of 2");
  EXPECT_EQ(why(3), "the saved table seats 3 players at a game of 2");
  text::use(shipped_catalog("de"));
  EXPECT_EQ(why(1), "am gespeicherten Tisch sitzt 1 Spieler, das Spiel hat aber 2");
  EXPECT_EQ(why(3), "am gespeicherten Tisch sitzen 3 Spieler, das Spiel hat aber 2");
  text::use(shipped_catalog("fr"));
  EXPECT_EQ(why(1), "la table enregistr\xC3\xA9" "e compte 1 joueur pour une partie de 2");
  EXPECT_EQ(why(3), "la table enregistr\xC3\xA9" "e compte 3 joueurs pour une partie de 2");
}

}  // namespace
}  // namespace landlord
