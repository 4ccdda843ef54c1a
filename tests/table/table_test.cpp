// The table (src/ai/table.h): one driver for computer players, shared by the
// UI session, play_match and landlord-cli. These tests play the same game
// through the different hosts and check they agree move for move, that an
// exported game with computer seats replays in `landlord-cli replay` with
// the same bot moves, that a resumed game's bots go on as if it had never
// stopped, and the failure policy and the clock.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "ai/match.h"
#include "ai/table.h"
#include "engine/game.h"
#include "engine/json.h"
#include "engine/rng.h"
#include "saves/shelf.h"
#include "ui/session.h"
#include "build_paths.h"
#include "source_dir.h"

namespace landlord {
namespace {

using saves::editions_in;
using saves::ExportedGame;
using saves::GameFile;
using saves::parse_game_file;
using saves::SaveShelf;

std::string editions_dir() {
  return std::string(LANDLORD_SOURCE_DIR) + "/assets/editions";
}

std::shared_ptr<const Edition> edition(const char* id = "classic") {
  EditionLoad load = load_edition_by_id(editions_dir(), id);
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

std::vector<ai::SeatPlayer> seats_of(std::initializer_list<const char*> kinds) {
  std::vector<ai::SeatPlayer> out;
  for (const char* k : kinds) {
    ai::SeatPlayer s;
    EXPECT_TRUE(ai::seat_player_from_name(k, s)) << k;
    out.push_back(s);
  }
  return out;
}

std::vector<ui::Seat> ui_seats(std::initializer_list<ui::SeatKind> kinds) {
  std::vector<ui::Seat> out;
  int i = 0;
  for (ui::SeatKind k : kinds) {
    ui::Seat s;
    s.name = "P" + std::to_string(++i);
    s.kind = k;
    s.token = i - 1;
    s.colour = i - 1;
    out.push_back(s);
  }
  return out;
}

// Plays a table to the end with computer players only.
std::vector<Action> play_out(ai::Table& t, int limit = 20000) {
  for (int n = 0; n < limit && t.state().phase != Phase::kGameOver; ++n) {
    ai::Step st = t.step();
    EXPECT_TRUE(st.acted());
    if (!st.acted()) break;
  }
  return t.game().history;
}

// A person who picks among the legal actions with a seeded generator,
// preferring to get on with the game.
Action person_move(const Edition& ed, const GameState& s, int p, Pcg32& rng) {
  std::vector<Action> acts;
  legal_actions_for(ed, s, p, acts);
  EXPECT_FALSE(acts.empty());
  for (const Action& a : acts) {
    if (a.type == ActionType::kRoll || a.type == ActionType::kEndTurn) {
      if (rng.below(4) != 0) return a;
    }
  }
  return acts[rng.below(static_cast<uint32_t>(acts.size()))];
}

// Runs the UI session at the Instant speed, as the browser does, with a
// person at each human seat, until game over or `actions` are played.
void run_session(ui::Session& ses, Pcg32& rng, uint64_t actions, double& now) {
  ses.speed = ui::Speed::kInstant;
  for (int frame = 0; frame < 200000 && ses.game().history.size() < actions; ++frame) {
    if (ses.state().phase == Phase::kGameOver) break;
    now += 0.1;
    ses.update(now);
    int h = ses.waiting_human();
    if (h != kNobody) {
      ApplyResult r = ses.act(person_move(ses.edition(), ses.state(), h, rng));
      EXPECT_TRUE(r.ok()) << r.message;
    }
  }
}

// A Classic game played in the UI session (persons moved by person_move
// with `rng`) until `actions` are played, exported as the app exports it.
ExportedGame play_and_export(std::initializer_list<ui::SeatKind> kinds, uint64_t seed, Pcg32& rng,
                             double& now, uint64_t actions, const char* name, int64_t saved_at) {
  auto ed = edition();
  ui::Session ses;
  EXPECT_TRUE(ses.start(ed, ed->defaults, ui_seats(kinds), seed));
  run_session(ses, rng, actions, now);
  return SaveShelf::export_game(ses.game(), ses.record(), name, saved_at);
}

TEST(Table, TheUiSessionAndTheTablePlayTheSameGame) {
  auto ed = edition();
  ui::Session ses;
  ASSERT_TRUE(ses.start(ed, ed->defaults,
                        ui_seats({ui::SeatKind::kHard, ui::SeatKind::kEasy, ui::SeatKind::kEasy}),
                        31));
  Pcg32 rng = Pcg32::seeded(1);
  double now = 0;
  run_session(ses, rng, 100000, now);
  ASSERT_EQ(ses.state().phase, Phase::kGameOver);
  EXPECT_GT(ses.game().history.size(), 300u);

  ai::Table t(ed, ed->defaults, ses.names(), seats_of({"hard", "easy", "easy"}), 31);
  std::vector<Action> h = play_out(t);
  ASSERT_EQ(h.size(), ses.game().history.size());
  for (std::size_t i = 0; i < h.size(); ++i)
    ASSERT_EQ(h[i], ses.game().history[i]) << "action " << i;
  EXPECT_EQ(t.report().failures, 0u);
  EXPECT_EQ(ses.table_report().failures, 0u);
}

TEST(Table, PlayMatchIsTheTable) {
  auto ed = edition();
  ai::MatchSetup setup;
  setup.edition = ed.get();
  setup.options = ed->defaults;
  setup.players = 3;
  setup.seed = 77;
  setup.max_turns = 0;
  ai::Skill easy{ai::Level::kEasy, ai::JailPolicy::kLeaveAtOnce};
  ai::Skill hard{ai::Level::kHard, ai::JailPolicy::kLeaveAtOnce};
  setup.skills[0] = easy;
  setup.skills[1] = hard;
  setup.skills[2] = easy;
  ai::MatchResult r = ai::play_match(setup);
  ASSERT_EQ(r.end, ai::MatchEnd::kGameOver);

  ai::Table t(ed, ed->defaults, {"a", "b", "c"}, seats_of({"easy", "hard", "easy"}), 77);
  play_out(t);
  EXPECT_EQ(t.state().winner, r.winner);
  EXPECT_EQ(t.game().history.size(), r.actions);
  for (int p = 0; p < 3; ++p) EXPECT_EQ(t.state().players[p].cash, r.cash[p]);
}

// Table::play_on, the loop play_match runs when it notes nothing at each
// action, takes the very steps of step(): the same history, stopped at the
// same turn cap, and play_match counts the same actions and rounds through
// it as through its noting loop (here: counting landings).
TEST(Table, PlayOnTakesTheStepsOfStep) {
  auto ed = edition();
  for (uint64_t seed : {5u, 6u, 7u}) {
    const uint32_t cap = 90;
    ai::Table stepped(ed, ed->defaults, {"a", "b", "c", "d"}, seats_of({"simple", "easy", "simple", "hard"}), seed);
    while (stepped.state().phase != Phase::kGameOver && stepped.state().turn_number <= cap) {
      ASSERT_TRUE(stepped.step().acted());
    }
    ai::Table looped(ed, ed->defaults, {"a", "b", "c", "d"}, seats_of({"simple", "easy", "simple", "hard"}), seed);
    ai::Table::Run run;
    run.last_turn = looped.state().turn_number;
    ai::Table::RunEnd end = looped.play_on(run, cap, 1000000);
    EXPECT_EQ(end, stepped.state().phase == Phase::kGameOver ? ai::Table::RunEnd::kGameOver
                                                             : ai::Table::RunEnd::kTurnCap);
    ASSERT_EQ(looped.game().history.size(), stepped.game().history.size()) << "seed " << seed;
    for (std::size_t i = 0; i < looped.game().history.size(); ++i) {
      ASSERT_EQ(looped.game().history[i], stepped.game().history[i]) << "seed " << seed << ", action " << i;
    }
    EXPECT_EQ(run.actions, looped.game().history.size());
    EXPECT_TRUE(looped.state() == stepped.state());
    // A budget of actions stops it too, and it goes on from there.
    ai::Table halted(ed, ed->defaults, {"a", "b", "c", "d"}, seats_of({"simple", "easy", "simple", "hard"}), seed);
    ai::Table::Run part;
    EXPECT_EQ(halted.play_on(part, cap, 100), ai::Table::RunEnd::kMaxActions);
    EXPECT_EQ(part.actions, 100u);
    halted.play_on(part, cap, 1000000);
    EXPECT_TRUE(halted.state() == stepped.state());

    ai::MatchSetup setup;
    setup.edition = ed.get();
    setup.options = ed->defaults;
    setup.players = 4;
    setup.seed = seed;
    setup.max_turns = cap;
    for (int p = 0; p < 4; ++p) setup.skills[p] = ai::Skill{ai::Level::kSimple, ai::JailPolicy::kStayLong};
    ai::MatchResult lean = ai::play_match(setup);
    setup.count_landings = true;
    ai::MatchResult noting = ai::play_match(setup);
    EXPECT_EQ(lean.end, noting.end);
    EXPECT_EQ(lean.actions, noting.actions);
    EXPECT_EQ(lean.turns, noting.turns);
    EXPECT_EQ(lean.rounds, noting.rounds);
    EXPECT_GT(lean.rounds, 10u);
  }
}

// The test of issue 15: a game with computer seats, played in the UI
// session, exported as the app exports it, replays in `landlord-cli replay`
// with the same bot moves. It was paused and resumed on the way, as a
// browser game is when the page is reloaded.
TEST(Table, ExportedGameReplaysInTheCliWithTheSameBotMoves) {
  Pcg32 rng = Pcg32::seeded(9);
  double now = 0;
  // Save, load and resume, as after a reload.
  ExportedGame mid = play_and_export({ui::SeatKind::kHuman, ui::SeatKind::kEasy, ui::SeatKind::kHard,
                                      ui::SeatKind::kEasy},
                                     2024, rng, now, 400, "mid", 0);
  ASSERT_TRUE(mid.ok) << mid.message;
  GameFile file = parse_game_file(mid.text, editions_in({editions_dir()}));
  ASSERT_TRUE(file.ok) << file.message;
  ui::Session resumed;
  std::string error;
  ASSERT_TRUE(resumed.resume(std::move(file.game), file.table, error)) << error;
  run_session(resumed, rng, 1600, now);
  ExportedGame out = SaveShelf::export_game(resumed.game(), resumed.record(), "test", 0);
  ASSERT_TRUE(out.ok) << out.message;

  std::string path = std::string(LANDLORD_TEST_TMP) + "/table-export.json";
  {
    std::ofstream f(path, std::ios::binary);
    f << out.text;
  }
  std::string cli = std::string(LANDLORD_CLI) + " replay " + path + " --editions " + editions_dir();
  EXPECT_EQ(std::system((cli + " > " + path + ".out").c_str()), 0);
  std::string said, err;
  ASSERT_TRUE(read_text_file(path + ".out", said, err)) << err;
  EXPECT_NE(said.find("are the bots' choices"), std::string::npos) << said;

  // The same check in process, and it can fail: other bots at the seats
  // would have played otherwise.
  GameFile again = parse_game_file(out.text, editions_in({editions_dir()}));
  ASSERT_TRUE(again.ok);
  ai::ReplayCheck same, other;
  ai::Table ok(again.game, seats_of({"human", "easy", "hard", "easy"}), &same);
  EXPECT_TRUE(same.replayed) << same.error;
  EXPECT_GT(same.asked, 300u);
  EXPECT_EQ(same.differ, 0u);
  ai::Table swapped(again.game, seats_of({"human", "hard", "easy", "easy"}), &other);
  EXPECT_TRUE(other.replayed);
  EXPECT_GT(other.differ, 0u);
  EXPECT_NE(std::system((cli + " --seats human,hard,easy,easy > " + path + ".out").c_str()), 0);
  std::remove(path.c_str());
  std::remove((path + ".out").c_str());
}

// A game stopped anywhere and resumed goes on exactly as the uninterrupted
// one: the table re-asks its bots along the history, so Easy's generator and
// the bots' memories of offers are where they were.
TEST(Table, ResumedBotsGoOnAsIfNeverStopped) {
  auto ed = edition();
  auto seats = seats_of({"easy", "easy", "hard", "easy"});
  int differ_fresh = 0;
  for (uint64_t seed : {5u, 6u, 7u, 8u, 9u, 10u}) {
    ai::Table whole(ed, ed->defaults, {"a", "b", "c", "d"}, seats, seed);
    std::vector<Action> h = play_out(whole);
    ASSERT_EQ(whole.state().phase, Phase::kGameOver);
    for (std::size_t cut : {h.size() / 5, h.size() / 3, h.size() / 2, h.size() * 4 / 5}) {
      Game g = start_game(ed, ed->defaults, {"a", "b", "c", "d"}, seed);
      for (std::size_t i = 0; i < cut; ++i) ASSERT_TRUE(play(g, h[i]).ok());
      Game copy = g;
      ai::ReplayCheck check;
      ai::Table t(std::move(g), seats, &check);
      ASSERT_TRUE(check.replayed) << check.error;
      EXPECT_EQ(check.differ, 0u);
      std::vector<Action> rest = play_out(t);
      ASSERT_EQ(rest.size(), h.size()) << "cut at " << cut;
      for (std::size_t i = cut; i < h.size(); ++i)
        ASSERT_EQ(rest[i], h[i]) << "cut at " << cut << ", action " << i;

      // Bots started afresh at the cut (what the app did before the table):
      // a game without its history resumes from its state alone.
      copy.history.clear();
      ai::ReplayCheck none;
      ai::Table fresh(std::move(copy), seats, &none);
      EXPECT_FALSE(none.replayed);
      std::vector<Action> tail = play_out(fresh);
      bool same = tail.size() == h.size() - cut;
      for (std::size_t i = 0; same && i < tail.size(); ++i) same = tail[i] == h[cut + i];
      differ_fresh += same ? 0 : 1;
    }
  }
  // Which is why the replay is needed: fresh bots play another game.
  EXPECT_GT(differ_fresh, 0);
}

// Plays `t` with computer players only until its history holds `n` actions.
void play_to(ai::Table& t, std::size_t n) {
  while (t.game().history.size() < n && t.state().phase != Phase::kGameOver) {
    ai::Step st = t.step();
    ASSERT_TRUE(st.acted());
  }
}

// The memories a game saves (Table::memories) are all a bot carries from
// one decision to the next: a game resumed from them, with no history to
// replay, plays on exactly as the whole game did; and replaying the history
// gives the bots those same memories.
TEST(Table, ResumedFromSavedMemoriesBotsGoOnAsIfNeverStopped) {
  auto ed = edition();
  struct Case {
    std::vector<ai::SeatPlayer> seats;
    std::vector<uint64_t> seeds;
  };
  const Case cases[] = {
      {seats_of({"easy", "hard", "fp-b", "hard"}), {5, 6, 7, 8}},
      {seats_of({"expert", "hard", "human", "easy"}), {9}},
  };
  int remembered = 0;
  for (const Case& c : cases) {
    // The person at a human seat is played by the table's own first legal
    // action here: only computer seats have bots and memories.
    for (uint64_t seed : c.seeds) {
      std::vector<ai::SeatPlayer> all_bots = c.seats;
      for (auto& s : all_bots) {
        if (!s.computer) ai::seat_player_from_name("hard", s);
      }
      ai::Table whole(ed, ed->defaults, {"a", "b", "c", "d"}, all_bots, seed);
      std::vector<Action> h = play_out(whole, 6000);
      for (std::size_t cut : {h.size() / 4, h.size() * 3 / 5}) {
        ai::Table first(ed, ed->defaults, {"a", "b", "c", "d"}, all_bots, seed);
        play_to(first, cut);
        // Through text, as a save keeps it.
        Json saved = Json::parse(first.memories().dump());
        ASSERT_EQ(saved.size(), 4u);
        for (const Json& m : saved) remembered += m.is_object() && !m.value("asked", Json::array()).empty();

        Game g = first.game();
        Game without_history = g;
        without_history.history.clear();
        std::string error;
        ai::Table resumed(std::move(without_history), all_bots, saved, &error);
        EXPECT_TRUE(error.empty()) << error;
        EXPECT_EQ(resumed.memories(), saved);
        std::vector<Action> rest = play_out(resumed, 6000 - static_cast<int>(cut));
        ASSERT_EQ(rest.size(), h.size() - cut) << "seed " << seed << ", cut at " << cut;
        for (std::size_t i = 0; i < rest.size(); ++i) {
          ASSERT_EQ(rest[i], h[cut + i]) << "seed " << seed << ", cut at " << cut << ", action " << cut + i;
        }

        // The replay of the history reaches the same memories.
        ai::ReplayCheck check;
        ai::Table replayed(std::move(g), all_bots, &check);
        ASSERT_TRUE(check.replayed) << check.error;
        EXPECT_EQ(replayed.memories(), saved) << "seed " << seed << ", cut at " << cut;
      }
    }
  }
  // The memories held refused offers to remember, so they mattered.
  EXPECT_GT(remembered, 0);
}

// Memories that do not fit the seats (or are malformed) are refused with a
// message naming the field, and the game resumes by replaying its history.
TEST(Table, MalformedMemoriesFallBackToTheReplay) {
  auto ed = edition();
  auto seats = seats_of({"hard", "easy", "hard"});
  ai::Table whole(ed, ed->defaults, {"a", "b", "c"}, seats, 12);
  std::vector<Action> h = play_out(whole, 3000);
  std::size_t cut = h.size() / 2;
  ai::Table first(ed, ed->defaults, {"a", "b", "c"}, seats, 12);
  play_to(first, cut);
  Json good = first.memories();
  const std::pair<Json, const char*> bad[] = {
      {Json::array({good[0], good[1]}), "one entry per seat"},
      {Json::object(), "bots"},
      {Json::array({good[0], Json{{"quiet", Json::array({Json::array({1, 99, 3})})}}, good[2]}), "bots[1].quiet[0][1]"},
      {Json::array({good[0], Json{{"asked", Json::array({Json::array({1, 2})})}}, good[2]}), "bots[1].asked[0]"},
      {Json::array({good[0], good[1], Json{{"last_proposal_turn", "soon"}}}), "bots[2].last_proposal_turn"},
      {Json::array({good[0], good[1], Json::array()}), "bots[2]"},
  };
  for (const auto& [memories, where] : bad) {
    std::string error;
    ai::Table t(first.game(), seats, memories, &error);
    EXPECT_NE(error.find(where), std::string::npos) << "got: " << error;
    EXPECT_EQ(t.memories(), good) << "the replay gives the bots their memories: " << where;
    std::vector<Action> rest = play_out(t, 3000);
    ASSERT_EQ(rest.size(), h.size()) << where;
    for (std::size_t i = cut; i < h.size(); ++i) ASSERT_EQ(rest[i], h[i]) << where << ", action " << i;
  }
}

// A game saved with an Expert seat and the computer players' memories
// (tests/persistence/fixtures/game-v1-bots.json, the first files to record
// them) resumes in the UI session with those memories and plays on. Written
// once with LANDLORD_WRITE_FIXTURES=1 (never overwritten).
TEST(Table, ASavedGameWithTheBotsMemoriesResumes) {
  auto ed = edition();
  const std::string path = std::string(LANDLORD_SOURCE_DIR) + "/tests/persistence/fixtures/game-v1-bots.json";
  std::string text, err;
  if (std::getenv("LANDLORD_WRITE_FIXTURES") && !read_text_file(path, text, err)) {
    Pcg32 rng = Pcg32::seeded(4);
    double now = 0;
    ExportedGame e = play_and_export({ui::SeatKind::kHuman, ui::SeatKind::kEasy, ui::SeatKind::kHard,
                                      ui::SeatKind::kExpert},
                                     2026, rng, now, 350, "Bots' memories", 1704067200000);
    ASSERT_TRUE(e.ok) << e.message;
    std::ofstream(path, std::ios::binary) << e.text;
  }
  ASSERT_TRUE(read_text_file(path, text, err)) << err;
  GameFile file = parse_game_file(text, editions_in({editions_dir()}));
  ASSERT_TRUE(file.ok) << file.message;
  ASSERT_EQ(file.table.seats.size(), 4u);
  EXPECT_EQ(file.table.seats[3].kind, ui::SeatKind::kExpert);
  const Json saved = *file.table.bots;
  ASSERT_TRUE(saved.is_array());
  ASSERT_EQ(saved.size(), 4u);
  EXPECT_TRUE(saved[0].is_null());
  int asked = 0;
  for (std::size_t i = 1; i < 4; ++i) {
    const Json& m = i == 3 ? saved[i]["hard"] : saved[i];
    asked += static_cast<int>(m.value("asked", Json::array()).size());
  }
  EXPECT_GT(asked, 0) << "the fixture should hold refused offers: " << saved.dump();

  ui::Session resumed;
  std::string error;
  ASSERT_TRUE(resumed.resume(std::move(file.game), file.table, error)) << error;
  EXPECT_EQ(*resumed.record().bots, saved);
  EXPECT_EQ(resumed.seats()[3].kind, ui::SeatKind::kExpert);
  Pcg32 rng = Pcg32::seeded(5);
  double now = 0;
  std::size_t before = resumed.game().history.size();
  ASSERT_NE(resumed.state().phase, Phase::kGameOver);
  run_session(resumed, rng, before + 300, now);
  EXPECT_TRUE(resumed.state().phase == Phase::kGameOver || resumed.game().history.size() >= before + 300);
  EXPECT_GT(resumed.game().history.size(), before + 100);
  EXPECT_EQ(resumed.table_report().failures, 0u);
}

// A computer player that answers with an action the rules refuse.
class WrongBot final : public ai::Bot {
 public:
  Action decide(const Edition&, const Observation& o) override {
    return Action::make(ActionType::kUnmortgage, o.viewer, 1);
  }
  bool between_rolls(const Edition&, const Observation& o, Action& out) override {
    if (o.state().claim_count == 0) return false;
    out = Action::make(ActionType::kClaimRent, o.viewer, 0);  // Go is never owed rent
    ++asked;
    return true;
  }
  int asked = 0;
};

TEST(Table, RefusedDecisionsFallBackAndAreCounted) {
  auto ed = edition();
  ai::Table t(ed, ed->defaults, {"a", "b"}, seats_of({"hard", "easy"}), 3);
  t.replace_bot(1, std::make_unique<WrongBot>());
  int fallbacks = 0;
  ai::Step first;
  for (int n = 0; n < 400 && t.state().phase != Phase::kGameOver; ++n) {
    ai::Step st = t.step();
    ASSERT_TRUE(st.acted());
    if (st.kind == ai::Step::Kind::kFallback) {
      if (fallbacks++ == 0) first = st;
      EXPECT_EQ(st.seat, 1);
      EXPECT_EQ(st.refused_action.type, ActionType::kUnmortgage);
      EXPECT_NE(st.refused, Rejection::kNone);
    }
  }
  ai::TableReport r = t.report();
  EXPECT_GT(fallbacks, 0);
  EXPECT_EQ(r.failures, static_cast<uint64_t>(fallbacks));
  EXPECT_EQ(r.first_failure.seat, 1);
  EXPECT_EQ(r.first_failure.refused, first.refused_action);
  EXPECT_FALSE(r.first_failure.between_rolls);
  EXPECT_GT(r.bot_actions, 0u);
}

TEST(Table, RefusedBetweenRollsRequestsAreCountedOnceAndDropped) {
  auto ed = edition();
  Options o = ed->defaults;
  o.owner_must_claim_rent = true;
  ai::Table t(ed, o, {"a", "b", "c"}, seats_of({"easy", "hard", "easy"}), 8);
  auto wrong = std::make_unique<WrongBot>();
  WrongBot* w = wrong.get();
  t.replace_bot(0, std::move(wrong));
  uint64_t claims = 0;
  for (int n = 0; n < 3000 && t.state().phase != Phase::kGameOver; ++n) {
    ai::Step st = t.step();
    ASSERT_TRUE(st.acted());
    if (st.kind == ai::Step::Kind::kBetweenRolls) ++claims;
  }
  ai::TableReport r = t.report();
  EXPECT_GT(claims, 0u) << "the other owners claimed their rent";
  EXPECT_EQ(r.between_rolls, claims);
  ASSERT_GT(w->asked, 0);
  // Each refusal is counted, and the bot is asked again only after the game
  // moved on: never more refusals than actions.
  EXPECT_GE(r.failures, static_cast<uint64_t>(w->asked));
  EXPECT_LE(static_cast<uint64_t>(w->asked), r.actions);
}

TEST(Table, PlayingTimeEndsATimedGame) {
  auto ed = edition("travel");
  ASSERT_TRUE(ed);
  Options o = ed->defaults;
  o.time_limit_minutes = 2;
  ai::Table t(ed, o, {"a", "b", "c"}, seats_of({"hard", "easy", "hard"}), 4);
  ASSERT_TRUE(t.timed());
  EXPECT_EQ(t.clock_ms_left(), 120000);
  EXPECT_FALSE(t.add_play_time(400));  // less than a tick: waits
  EXPECT_EQ(t.clock_ms_left(), 119600);
  EXPECT_EQ(t.state().clock_ms_left, 120000u);
  EXPECT_TRUE(t.add_play_time(600));
  EXPECT_EQ(t.state().clock_ms_left, 119000u);
  for (int n = 0; n < 100000 && t.state().phase != Phase::kGameOver; ++n) {
    t.add_play_time(2000);  // slow players: the time runs out first
    if (t.computer_to_act()) {
      ASSERT_TRUE(t.step().acted());
    }
  }
  EXPECT_EQ(t.state().phase, Phase::kGameOver);
  EXPECT_EQ(t.state().clock_ms_left, 0u);
  EXPECT_GT(t.report().clock_ticks, 50u);

  ai::MatchSetup setup;
  setup.edition = ed.get();
  setup.options = o;
  setup.players = 3;
  setup.seed = 4;
  setup.max_turns = 0;
  for (auto& s : setup.skills) s = ai::Skill{ai::Level::kSimple, ai::JailPolicy::kLeaveAtOnce};
  setup.ms_per_action = 500;
  ai::MatchResult m = ai::play_match(setup);
  EXPECT_EQ(m.end, ai::MatchEnd::kGameOver);
}

// `landlord-cli simulate --bot` takes every level offered in the UI,
// the searching Expert included, and refuses a name it does not know.
TEST(Table, SimulateTakesEveryOfferedLevel) {
  std::string out = std::string(LANDLORD_TEST_TMP) + "/simulate-levels.out";
  for (const char* level : {"simple", "easy", "hard", "expert"}) {
    std::string cli = std::string(LANDLORD_CLI) + " simulate --bot " + level +
                      " --games 2 --players 3 --max-turns 60 --json --editions " + editions_dir();
    ASSERT_EQ(std::system((cli + " > " + out).c_str()), 0) << level;
    std::string said, err;
    ASSERT_TRUE(read_text_file(out, said, err)) << err;
    EXPECT_NE(said.find(std::string("\"") + level + "\""), std::string::npos) << said;
  }
  std::string bad = std::string(LANDLORD_CLI) + " simulate --bot genius --games 1 --editions " +
                    editions_dir() + " > " + out + " 2>&1";
  EXPECT_NE(std::system(bad.c_str()), 0);
  std::remove(out.c_str());
}

}  // namespace
}  // namespace landlord
