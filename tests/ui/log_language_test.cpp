// The game log follows a change of language: each line is said again, once,
// in the language now in use (Session::log()), and a save keeps the log in
// English whatever the language.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/legal.h"
#include "source_dir.h"
#include "text/catalog.h"
#include "text/tr.h"
#include "ui/session.h"
#include "shipped_catalog.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> classic() {
  EditionLoad load = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic");
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

std::shared_ptr<const text::Catalog> catalog(const std::string& code) { return shipped_catalog(code); }

std::vector<std::string> texts(const ui::Session& ses) {
  std::vector<std::string> out;
  for (const ui::LogLine& l : ses.log()) out.push_back(l.text);
  return out;
}

bool has(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

// The person at the table: rolls, ends the turn, refuses deals, else the
// first legal action.
Action person(const Edition& ed, const GameState& s, int p) {
  std::vector<Action> acts;
  legal_actions_for(ed, s, p, acts);
  for (ActionType t : {ActionType::kRejectTrade, ActionType::kRoll, ActionType::kEndTurn, ActionType::kDecline,
                       ActionType::kDropOut}) {
    for (const Action& a : acts) {
      if (a.type == t) return a;
    }
  }
  for (const Action& a : acts) {
    if (a.type != ActionType::kProposeTrade) return a;
  }
  return acts.at(0);
}

// A person and computer players at the Instant speed: rolls, rent,
// auctions and the computer players' trades with reasons; until `lines`
// more lines are in the log.
void play(ui::Session& ses, uint64_t lines, double& now) {
  const uint64_t until = ses.log_added() + lines;
  for (int f = 0; f < 20000 && ses.log_added() < until && ses.state().phase != Phase::kGameOver; ++f) {
    now += 0.1;
    ses.update(now);
    const int h = ses.waiting_human();
    if (h != kNobody) {
      ApplyResult r = ses.act(person(ses.edition(), ses.state(), h));
      EXPECT_TRUE(r.ok()) << r.message;
    }
  }
  EXPECT_NE(ses.state().phase, Phase::kGameOver) << "a longer game is wanted";
}

TEST(LogLanguage, TheWholeLogIsSaidAgainInTheNewLanguage) {
  auto ed = classic();
  ui::Session ses;
  Options o = ed->defaults;
  o.deal_deeds = 2;  // set-up lines too
  ASSERT_TRUE(ses.start(ed, o,
                        {{"Ann", ui::SeatKind::kHuman, 0, 0},
                         {"Bo", ui::SeatKind::kEasy, 1, 1},
                         {"Cy", ui::SeatKind::kHard, 2, 2}},
                        21));
  ses.speed = ui::Speed::kInstant;
  double now = 0;
  play(ses, 300, now);
  const std::vector<std::string> english = texts(ses);
  ASSERT_GT(english.size(), 100u);
  std::size_t reasons = 0;
  for (const std::string& l : english) reasons += has(l, ": \xE2\x80\x9C") ? 1 : 0;

  text::use(catalog("de"));
  const std::vector<std::string> german = texts(ses);
  ASSERT_EQ(german.size(), english.size());
  for (std::size_t i = 0; i < german.size(); ++i) {
    SCOPED_TRACE(english[i]);
    EXPECT_NE(german[i], english[i]);
    EXPECT_FALSE(has(german[i], "{")) << german[i];
    // (a card's text is the edition's: English until the edition is translated)
    if (!has(english[i], " draws ")) {
      EXPECT_FALSE(has(german[i], " rolls ") || has(german[i], " pays ") || has(german[i], " buys ")) << german[i];
    }
    // A computer player's reason, in its words: German words and quotes too.
    if (has(english[i], ": \xE2\x80\x9C")) {
      EXPECT_TRUE(has(german[i], ": \xE2\x80\x9E")) << german[i];
      EXPECT_FALSE(has(german[i], "I'd") || has(german[i], "you'd") || has(german[i], " the ")) << german[i];
    }
  }
  // Said once: the same lines, frame after frame.
  EXPECT_EQ(&ses.log(), &ses.log());
  EXPECT_EQ(texts(ses), german);

  // A save is the same for everyone who opens it: English.
  const saves::TableRecord record = ses.record();
  ASSERT_EQ(record.log.size(), english.size());
  for (std::size_t i = 0; i < english.size(); ++i) EXPECT_EQ(record.log[i].text, english[i]);

  // What happens now is written in German, and saved in English.
  const uint64_t added = ses.log_added();
  play(ses, 20, now);
  const std::vector<std::string> more = texts(ses);
  ASSERT_GT(ses.log_added(), added);
  EXPECT_FALSE(has(more.back(), " rolls ")) << more.back();
  const saves::TableRecord later = ses.record();
  ASSERT_EQ(later.log.size(), more.size());

  // And back to English: every line as it was first written.
  text::use(nullptr);
  const std::vector<std::string> back = texts(ses);
  ASSERT_EQ(back.size(), later.log.size());
  for (std::size_t i = 0; i < back.size(); ++i) EXPECT_EQ(back[i], later.log[i].text);
  for (std::size_t i = 0; i < english.size() && i < back.size(); ++i) EXPECT_EQ(back[i], english[i]);
  EXPECT_GT(reasons, 0u) << "computer players' reasons are in the log";
}

TEST(LogLanguage, AResumedGamesEarlierLinesStayAsSaved) {
  auto ed = classic();
  ui::Session first;
  ASSERT_TRUE(first.start(ed, ed->defaults, {{"Ann", ui::SeatKind::kHuman, 0, 0}, {"Bo", ui::SeatKind::kEasy, 1, 1}}, 5));
  first.speed = ui::Speed::kInstant;
  double now = 0;
  play(first, 100, now);
  const saves::TableRecord record = first.record();
  ui::Session resumed;
  std::string error;
  ASSERT_TRUE(resumed.resume(first.game(), record, error)) << error;
  text::use(catalog("fr"));
  const std::vector<std::string> lines = texts(resumed);
  ASSERT_EQ(lines.size(), record.log.size());
  for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_EQ(lines[i], record.log[i].text);
  // What is played after the resume is French.
  resumed.speed = ui::Speed::kInstant;
  play(resumed, 20, now);
  const std::vector<std::string> after = texts(resumed);
  ASSERT_GT(after.size(), lines.size());
  for (std::size_t i = lines.size(); i < after.size(); ++i) EXPECT_FALSE(has(after[i], " rolls ")) << after[i];
  text::use(nullptr);
}

}  // namespace
}  // namespace landlord
