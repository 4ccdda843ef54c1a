// What the players see happen: the session hands its events to the notice
// layer only as due once the token walk before them has finished (a rent
// or a tax shows when the token lands, not when the dice are thrown), and
// the game-over record replays a whole game into net worth per turn and
// rent collected and paid.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/game.h"
#include "ai/bot.h"
#include "ui/game_record.h"
#include "ui/notices.h"
#include "ui/session.h"
#include "source_dir.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> classic() {
  EditionLoad load = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic");
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

std::vector<ui::Seat> seats(ui::SeatKind a, ui::SeatKind b) {
  return {{"Ann", a, 0, 0}, {"Bo", b, 1, 1}};
}

TEST(Watch, EventsAfterAMoveAreDueOnlyWhenTheTokenHasWalked) {
  auto ed = classic();
  ui::Session s;
  ASSERT_TRUE(s.start(ed, ed->defaults, seats(ui::SeatKind::kHuman, ui::SeatKind::kHuman), 42));
  s.speed = ui::Speed::kNormal;
  double now = 0.0;
  bool checked = false;
  for (int k = 0; k < 40 && !checked; ++k) {
    int d = s.decider();
    ASSERT_NE(d, kNobody);
    Action a = Action::make(ActionType::kRoll, d);
    if (validate(s.edition(), s.state(), a) != Rejection::kNone) {
      a = legal_actions(s.edition(), s.state()).front();
    }
    ASSERT_TRUE(s.act(a).ok());
    std::vector<ui::SeenEvent> ev = s.take_events();
    // The events of a roll that moved a token: everything from the move on
    // waits for the walk.
    std::size_t moved = ev.size();
    for (std::size_t i = 0; i < ev.size(); ++i) {
      if (ev[i].event.type == EventType::kMoved) {
        moved = i;
        break;
      }
    }
    if (moved < ev.size() && s.animating()) {
      for (std::size_t i = 0; i < ev.size(); ++i) {
        if (i < moved) EXPECT_LE(ev[i].after_walk, s.walk_done()) << describe(*ed, ev[i].event);
        else EXPECT_GT(ev[i].after_walk, s.walk_done()) << describe(*ed, ev[i].event);
      }
      uint64_t last = ev.back().after_walk;
      int steps = 0;
      while (s.walk_done() < last && steps < 200) {
        now += 0.2;
        s.update(now);
        ++steps;
      }
      EXPECT_GE(s.walk_done(), last);
      EXPECT_GT(steps, 1) << "the token walked space by space";
      checked = true;
    }
    while (s.animating()) s.update(now += 0.2);
  }
  EXPECT_TRUE(checked);
  // Skipping the animation makes everything due at once: a roll that moves a
  // token, skipped before the walk has begun.
  bool skipped = false;
  for (int k = 0; k < 40 && !skipped && s.state().phase != Phase::kGameOver; ++k) {
    int d = s.decider();
    ASSERT_NE(d, kNobody);
    Action a = Action::make(ActionType::kRoll, d);
    if (validate(s.edition(), s.state(), a) != Rejection::kNone) {
      a = legal_actions(s.edition(), s.state()).front();
    }
    ASSERT_TRUE(s.act(a).ok());
    if (!s.animating()) {
      (void)s.take_events();
      continue;
    }
    uint64_t before = s.walk_done();
    s.skip_animations();
    EXPECT_FALSE(s.animating());
    std::vector<ui::SeenEvent> ev = s.take_events();
    ASSERT_FALSE(ev.empty());
    bool waited = false;
    for (const ui::SeenEvent& e : ev) {
      EXPECT_LE(e.after_walk, s.walk_done()) << describe(*ed, e.event);
      if (e.after_walk > before) waited = true;
    }
    EXPECT_TRUE(waited) << "no event of the roll waited for the walk";
    skipped = true;
  }
  EXPECT_TRUE(skipped);
}

TEST(Watch, TradeEventsCarryTheOffer) {
  auto ed = classic();
  ui::Session s;
  ASSERT_TRUE(s.start(ed, ed->defaults, seats(ui::SeatKind::kHuman, ui::SeatKind::kHuman), 7));
  s.speed = ui::Speed::kInstant;
  // Play (buying what is landed on) until the decider owns a deed and may trade.
  for (int k = 0; k < 400; ++k) {
    int d = s.decider();
    if (may_propose_trade(s.state(), d) && deeds_of(*ed, s.state(), d)) break;
    Action a = Action::make(ActionType::kBuy, d);
    if (validate(*ed, s.state(), a) != Rejection::kNone) a = legal_actions(*ed, s.state()).front();
    ASSERT_TRUE(s.act(a).ok());
  }
  int from = s.decider(), to = 1 - from;
  ASSERT_TRUE(may_propose_trade(s.state(), from));
  Action offer = Action::make(ActionType::kProposeTrade, from);
  offer.trade.from = static_cast<int8_t>(from);
  offer.trade.to = static_cast<int8_t>(to);
  offer.trade.cash_given = 120;
  offer.trade.deeds_given = deeds_of(*ed, s.state(), from) & (~deeds_of(*ed, s.state(), from) + 1);
  ApplyResult r = s.act(offer);
  ASSERT_TRUE(r.ok()) << r.message << " in " << phase_name(s.state().phase);
  ASSERT_TRUE(s.act(Action::make(ActionType::kAcceptTrade, to)).ok());
  bool seen = false;
  for (const ui::SeenEvent& e : s.take_events()) {
    if (e.event.type != EventType::kTradeAccepted) continue;
    seen = true;
    EXPECT_EQ(e.trade.from, from);
    EXPECT_EQ(e.trade.to, to);
    EXPECT_EQ(e.trade.cash_given, 120);
    EXPECT_EQ(e.trade.deeds_given, offer.trade.deeds_given);
  }
  EXPECT_TRUE(seen);
}

TEST(Watch, GameRecordReplaysAWholeGame) {
  auto ed = classic();
  ui::Session s;
  ASSERT_TRUE(s.start(ed, ed->defaults, seats(ui::SeatKind::kEasy, ui::SeatKind::kHard), 11));
  s.speed = ui::Speed::kInstant;
  double now = 0.0;
  for (int k = 0; k < 200000 && s.state().phase != Phase::kGameOver; ++k) s.update(now += 0.001);
  ASSERT_EQ(s.state().phase, Phase::kGameOver);
  ui::GameRecord r = ui::record_game(s.game());
  ASSERT_TRUE(r.ok);
  ASSERT_EQ(r.worth.size(), 2u);
  EXPECT_GT(r.turns.size(), 10u);
  for (const auto& line : r.worth) EXPECT_EQ(line.size(), r.turns.size());
  EXPECT_EQ(r.worth[0].front(), s.state().options.start_cash);
  int w = s.state().winner;
  ASSERT_GE(w, 0);
  EXPECT_EQ(r.worth[static_cast<std::size_t>(w)].back(), net_worth(*ed, s.state(), w));
  EXPECT_EQ(r.worth[static_cast<std::size_t>(1 - w)].back(), 0) << "the loser went bankrupt";
  EXPECT_EQ(r.rent_in[0] + r.rent_in[1], r.rent_out[0] + r.rent_out[1]);
  EXPECT_GT(r.rent_in[0] + r.rent_in[1], 0);
  ASSERT_GE(r.best_space, 0);
  EXPECT_TRUE(ed->spaces[static_cast<std::size_t>(r.best_space)].is_property());
  EXPECT_LE(r.best_rent, r.rent_in[0] + r.rent_in[1]);
}

// The end of the game is one notice across the board, alone: the last
// rent, card or trade still showing gives way to it (the log keeps them),
// and the bankruptcies still showing are named in it.
TEST(Watch, TheEndOfTheGameIsTheOnlyNoticeShowing) {
  auto ed = classic();
  int ends = 0, crowded = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    ui::Session s;
    std::vector<ui::Seat> table = {{"Ann", ui::SeatKind::kHard, 0, 0},
                                   {"Bo", ui::SeatKind::kEasy, 1, 1},
                                   {"Cy", ui::SeatKind::kHard, 2, 2}};
    ASSERT_TRUE(s.start(ed, ed->defaults, table, seed));
    s.speed = ui::Speed::kFast;
    ui::Notices notices;
    double now = 0.0;
    std::size_t before_end = 0;
    bool ended = false;
    for (int k = 0; k < 3000000 && !ended; ++k) {
      s.update(now += 1.0 / 60.0);
      std::size_t showing = notices.titles().size();
      notices.update(s, now);
      std::vector<std::string> titles = notices.titles();
      bool end_shown = std::any_of(titles.begin(), titles.end(),
                                   [](const std::string& t) { return t.ends_with(" wins!") || t == "Game over"; });
      if (!end_shown) continue;
      ended = true;
      ++ends;
      before_end = showing;
      EXPECT_EQ(titles.size(), 1u) << "seed " << seed << ": " << titles.front() << " beside the end";
    }
    crowded += before_end > 0;
  }
  ASSERT_GE(ends, 3) << "too few games ended to judge";
  // The check means something only if some ends came while other notices showed.
  EXPECT_GT(crowded, 0);
}

// A four-seat game at Normal speed (a person played by a Simple bot, and
// three computer players) watched frame by frame as a person follows it:
// how long each computer turn takes, and how long after each notice worth
// reading the next computer move comes.
struct PacedGame {
  std::shared_ptr<const Edition> ed = classic();
  ui::Session s;
  ui::Notices notices;
  std::unique_ptr<ai::Bot> human = ai::make_bot({ai::Level::kSimple, ai::JailPolicy::kLeaveAtOnce}, 3);
  Observer seen;
  int turn_of = 0;
  double turn_began = 0.0;
  std::vector<double> computer_turns;
  uint64_t actions = 0;
  double readable_due = -1.0;  // when the last event worth reading appeared
  double shortest_read = 1e9;
  int reads = 0;
  bool asked = false;  // the last frame's session update asked for another frame
  bool input = false;  // the person acted in the last frame

  void start() {
    std::vector<ui::Seat> table = {{"Ann", ui::SeatKind::kHuman, 0, 0},
                                   {"Bo", ui::SeatKind::kEasy, 1, 1},
                                   {"Cy", ui::SeatKind::kEasy, 2, 2},
                                   {"Di", ui::SeatKind::kHard, 3, 3}};
    ASSERT_TRUE(s.start(ed, ed->defaults, table, 11));
    s.speed = ui::Speed::kNormal;
    turn_of = s.state().current;
    actions = s.actions_applied();
  }
  bool going() const { return computer_turns.size() < 24 && s.state().phase != Phase::kGameOver; }
  // One frame at `now`: the session and the notices move on, what happened
  // is counted, and the person decides when it is theirs to.
  void frame(double now) {
    asked = s.update(now);
    double shown_before = notices.last_readable_at();
    notices.update(s, now);
    if (s.actions_applied() != actions) {
      actions = s.actions_applied();
      if (readable_due >= 0.0 && s.decider() != kNobody && !s.is_human(s.state().current)) {
        shortest_read = std::min(shortest_read, now - readable_due);
        ++reads;
        readable_due = -1.0;
      }
    }
    if (notices.last_readable_at() != shown_before) readable_due = now;
    if (s.state().current != turn_of) {
      if (!s.is_human(turn_of)) computer_turns.push_back(now - turn_began);
      turn_of = s.state().current;
      turn_began = now;
    }
    input = false;
    int h = s.waiting_human();
    if (h >= 0) {
      ASSERT_TRUE(s.act(human->decide(s.edition(), seen(s.state(), h))).ok());
      actions = s.actions_applied();
      readable_due = -1.0;
      input = true;
    }
  }
  double median() {
    std::sort(computer_turns.begin(), computer_turns.end());
    return computer_turns[computer_turns.size() / 2];
  }
};

}  // namespace
// At Normal speed a computer player's turn can be followed: it takes a few
// seconds, not a blink and not an age, and after each event worth reading
// (rent, tax, a card, jail, an auction won, a trade) the next computer move
// waits long enough to read it. Played on the session's own clock with the
// notice layer, as the page does, one frame every 1/60 s.
TEST(Watch, ComputerTurnsAtNormalSpeedTakeAFewSecondsAndLeaveTimeToRead) {
  PacedGame w;
  ASSERT_NO_FATAL_FAILURE(w.start());
  const double frame = 1.0 / 60.0;
  double now = 0.0;
  for (int k = 0; k < 60 * 60 * 20 && w.going(); ++k) {
    now += frame;
    ASSERT_NO_FATAL_FAILURE(w.frame(now));
  }
  ASSERT_GE(w.computer_turns.size(), 12u);
  double median = w.median();
  std::printf("%zu computer turns: median %.2f s, longest %.2f s; %d notices read, shortest %.2f s\n",
              w.computer_turns.size(), median, w.computer_turns.back(), w.reads, w.shortest_read);
  EXPECT_GE(median, 1.0) << "a computer turn at Normal speed goes by too fast to follow";
  EXPECT_LE(median, 8.0) << "a computer turn at Normal speed drags";
  EXPECT_LE(w.computer_turns.back(), 30.0);
  ASSERT_GT(w.reads, 0);
  EXPECT_GE(w.shortest_read, 0.85) << "a notice was followed by the next computer move too soon";
}

// The same game as the page plays it now: a frame only when the last one
// asked for another (something moves), at the time the session or the
// notices said something falls due (a token's next step, a computer
// player's pause, a notice being read, a notice starting to fade), or after
// the human's input. Waiting draws nothing, and the pace is the same: the
// computer turns take as long, every notice worth reading is read, and the
// game never stalls with nothing drawn and nothing due.
TEST(Watch, WaitsAskForTheFrameThatEndsThemInsteadOfDrawingMeanwhile) {
  PacedGame w;
  ASSERT_NO_FATAL_FAILURE(w.start());
  ui::Session& s = w.s;
  ui::Notices& notices = w.notices;
  const double frame = 1.0 / 60.0;
  double now = 0.0, next = frame;
  int frames = 0, still = 0;
  while (w.going() && now < 1200.0) {
    now = next;
    ++frames;
    ASSERT_NO_FATAL_FAILURE(w.frame(now));
    // What App::frame asks of the host; an input draws the frames after it.
    bool more = w.asked || notices.busy(now) || s.has_news() || w.input;
    if (!notices.titles().empty() && !notices.busy(now)) ++still;
    if (more) {
      next = now + frame;
      continue;
    }
    double due = -1.0;
    for (double d : {s.seconds_until_due(now), notices.seconds_until_change(now)}) {
      if (d >= 0.0 && (due < 0.0 || d < due)) due = d;
    }
    ASSERT_GE(due, 0.0) << "nothing drawn and nothing due at " << now << " s: the game would stall";
    next = now + std::max(frame, std::ceil(due / frame) * frame);
  }
  ASSERT_GE(w.computer_turns.size(), 12u);
  double median = w.median();
  std::printf("%zu computer turns: median %.2f s; %d frames in %.0f s (%.1f a second); %d notices read, shortest %.2f s\n",
              w.computer_turns.size(), median, frames, now, frames / now, w.reads, w.shortest_read);
  EXPECT_GE(median, 1.0);
  EXPECT_LE(median, 8.0);
  ASSERT_GT(w.reads, 0);
  EXPECT_GE(w.shortest_read, 0.85) << "a notice was followed by the next computer move too soon";
  EXPECT_GT(still, 0) << "no notice ever stood still between its fades";
  // Money floats up and notices fade for much of a game at Normal speed;
  // the rest is waiting, which is not drawn.
  EXPECT_LT(frames, now * 60.0 * 0.9) << "waits were drawn at full rate";
}

// At Instant speed the dice show the roll at once: nothing tumbles, and a
// human's roll asks for no frames after it (it asked for 0.6 s of them,
// drawn at full rate, before every decision that followed a roll). At
// Normal speed they tumble for a moment.
TEST(Watch, AtInstantSpeedTheDiceShowTheRollAtOnce) {
  auto ed = classic();
  for (ui::Speed speed : {ui::Speed::kInstant, ui::Speed::kNormal}) {
    ui::Session s;
    ASSERT_TRUE(s.start(ed, ed->defaults, seats(ui::SeatKind::kHuman, ui::SeatKind::kHuman), 5));
    s.speed = speed;
    s.update(1.0);
    ASSERT_TRUE(s.act(Action::make(ActionType::kRoll, s.decider())).ok());
    s.update(1.0);  // the roll is seen
    ASSERT_TRUE(s.dice_rolled());
    double now = 1.0;
    bool asked = false;
    while (now < 3.0) {
      now += 1.0 / 60.0;
      asked = s.update(now) || asked;
      if (!s.animating() && s.decider() != kNobody) break;
    }
    if (speed == ui::Speed::kInstant) {
      EXPECT_FALSE(s.dice_tumbling(1.01));
      EXPECT_FALSE(s.update(now + 1.0 / 60.0)) << "a human's decision after an Instant roll asks for frames";
    } else {
      EXPECT_TRUE(s.dice_tumbling(1.01 + 1.0 / 60.0));
      EXPECT_FALSE(s.dice_tumbling(1.0 + ui::Session::kDiceTumbleSeconds + 0.01));
      EXPECT_TRUE(asked);
    }
  }
}

}  // namespace landlord
