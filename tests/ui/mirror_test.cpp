// The accessible mirror's live log (src/ui/accessible_mirror.h): a
// screen-reader player hears every line of every turn, in order, however
// many lines one frame brings (at the fastest speed a computer player's
// whole turn, and often a whole round, comes in one frame), nothing of a
// resumed game's earlier play; and buttons that do different things say
// different things.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/game.h"
#include "saves/table_record.h"
#include "source_dir.h"
#include "ui/accessible_mirror.h"
#include "ui/session.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> classic() {
  EditionLoad load = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic");
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

std::vector<ui::Seat> table() {
  return {{"Ann", ui::SeatKind::kHuman, 0, 0},
          {"Bo", ui::SeatKind::kHard, 1, 1},
          {"Cy", ui::SeatKind::kEasy, 2, 2},
          {"Di", ui::SeatKind::kHard, 3, 3}};
}

// The person: rolls, ends the turn, refuses deals, else the first legal
// action.
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

// Plays `frames` frames at the Instant speed; returns what the mirror gave
// to be heard, line by line.
std::vector<std::string> heard(ui::Session& ses, ui::AccessibleMirror& mirror, int frames, double& now) {
  std::vector<std::string> out;
  for (int f = 0; f < frames && ses.state().phase != Phase::kGameOver; ++f) {
    now += 0.1;
    ses.update(now);
    for (std::string& line : mirror.take_new_lines(ses)) out.push_back(std::move(line));
    int h = ses.waiting_human();
    if (h != kNobody) {
      ApplyResult r = ses.act(person(ses.edition(), ses.state(), h));
      EXPECT_TRUE(r.ok()) << r.message;
    }
  }
  return out;
}

std::size_t rolls_of(const std::vector<std::string>& lines, const std::string& who) {
  std::size_t n = 0;
  for (const std::string& l : lines) n += l.rfind(who + " rolls ", 0) == 0 ? 1 : 0;
  return n;
}

TEST(Mirror, EveryRollOfEveryTurnIsHeardInOrder) {
  auto ed = classic();
  ui::Session ses;
  ASSERT_TRUE(ses.start(ed, ed->defaults, table(), 11));
  ses.speed = ui::Speed::kInstant;
  ui::AccessibleMirror mirror;
  double now = 0;
  std::vector<std::string> lines = heard(ses, mirror, 400, now);
  // Each roll action of a player is one "<name> rolls a and b" line.
  const char* names[] = {"Ann", "Bo", "Cy", "Di"};
  std::size_t computer_rolls = 0;
  for (int p = 0; p < 4; ++p) {
    std::size_t rolls = 0;
    for (const Action& a : ses.game().history) rolls += a.type == ActionType::kRoll && a.player == p ? 1 : 0;
    // (a card can roll the dice too: at least one line per roll action)
    EXPECT_GE(rolls_of(lines, names[p]), rolls) << names[p];
    if (p > 0) computer_rolls += rolls;
  }
  EXPECT_GT(computer_rolls, 30u);
  // In the order the log has them: the newest lines heard are the log's.
  const auto& log = ses.log();
  ASSERT_GE(lines.size(), log.size() < 50 ? log.size() : 50);
  for (std::size_t k = 1; k <= 50 && k <= log.size(); ++k) {
    EXPECT_EQ(lines[lines.size() - k], log[log.size() - k].text);
  }
}

TEST(Mirror, AResumedGameSaysNothingOfItsEarlierPlay) {
  auto ed = classic();
  ui::Session first;
  ASSERT_TRUE(first.start(ed, ed->defaults, table(), 12));
  first.speed = ui::Speed::kInstant;
  ui::AccessibleMirror mirror;
  double now = 0;
  heard(first, mirror, 60, now);
  ASSERT_GT(first.log().size(), 20u);

  ui::Session resumed;
  std::string error;
  ASSERT_TRUE(resumed.resume(first.game(), first.record(), error)) << error;
  ui::AccessibleMirror fresh;  // a new page: nothing heard yet
  EXPECT_TRUE(fresh.take_new_lines(resumed).empty());
  // What is played after the resume is heard.
  std::vector<std::string> after = heard(resumed, fresh, 40, now);
  EXPECT_FALSE(after.empty());
}

ui::Widgets::Item item(const std::string& id, const std::string& label) {
  ui::Widgets::Item it{};
  it.id = id;
  it.label = label;
  it.enabled = it.visible = true;
  return it;
}

// Buttons that do different things say different things: the same drawn
// label on several rows, manager lines or seats says which one.
TEST(Mirror, ButtonsWithOneDrawnLabelSayWhatEachIsFor) {
  auto ed = classic();
  ui::Session ses;
  ASSERT_TRUE(ses.start(ed, ed->defaults, table(), 5));
  using M = ui::AccessibleMirror;
  EXPECT_EQ(M::spoken_label(item("player.1.trade", "Trade"), &ses), "Trade with Bo");
  EXPECT_EQ(M::spoken_label(item("player.3.trade", "Trade"), &ses), "Trade with Di");
  const int baltic = ed->find_space("Baltic Avenue");
  ASSERT_GE(baltic, 0);
  EXPECT_EQ(M::spoken_label(item("manage." + std::to_string(baltic) + ".mortgage", "Mortgage +$30"), &ses),
            "Baltic Avenue: Mortgage +$30");
  EXPECT_EQ(M::spoken_label(item("seat.1.hard", "Computer Hard"), nullptr), "Seat 2: Computer Hard");
  EXPECT_EQ(M::spoken_label(item("seat.0.human", "Human"), nullptr), "Seat 1: Human");
  // Others keep their label, without the keyboard hint.
  EXPECT_EQ(M::spoken_label(item("action.roll", "Roll  (R)"), &ses), "Roll");
  EXPECT_EQ(M::spoken_label(item("players.worth", "Worth chart"), &ses), "Worth chart");
  // Not mirrored: board spaces.
  EXPECT_EQ(M::spoken_label(item("space.3", "Baltic Avenue"), &ses), "");
}

}  // namespace
}  // namespace landlord
