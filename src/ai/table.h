// Table: one game and the computer players sitting at it.
//
// Every host that lets bots play goes through a Table: the UI session (which
// adds only pacing and animation on top), play_match (simulate, bench, the
// arena, the tests), the golden games and `landlord-cli replay`. The table
// owns the engine Game, makes and seeds the computer players (bot_seed), asks
// them between rolls and for their decisions, runs the game clock of timed
// games, and applies the one failure policy below. Persons' actions come from
// the host through act(). See docs/engine.md ("The table").
//
// Order of questions (step()): first every computer player, in seat order,
// is offered a between-rolls action (Bot::between_rolls: claiming rent, so
// only while a rent claim is open); the first one the engine accepts is
// applied. Otherwise, when the decider
// is a computer player, its bot decides and the action is applied.
//
// Failure policy: a computer player's action that the engine refuses is a
// bot failure. It is counted (TableReport::failures), the first one is kept
// with its reason (TableReport::first_failure), and the game goes on:
//   - a refused decision is replaced by the engine's first legal action for
//     that player (Step::Kind::kFallback), so a table never stalls;
//   - a refused between-rolls request is dropped, and that player is not
//     offered the between-rolls turn again until some action is applied.
// When the decider is a computer player with no legal action at all, the
// table is stuck (an engine defect): step() does nothing and stuck() is true.
// Hosts report failures: play_match returns them, the CLI prints them, the
// UI writes them to the game log. Tests require there to be none.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/bot.h"
#include "engine/chance.h"
#include "engine/game.h"

namespace landlord::ai {

// Seed of the computer player at `seat` in a game seeded `game_seed`: the
// only bot seeding there is, so every host plays the same moves.
uint64_t bot_seed(uint64_t game_seed, int seat);

// Who plays a seat: a person (the host applies their actions) or a bot.
struct SeatPlayer {
  bool computer = false;
  Skill skill;

  static SeatPlayer person() { return {}; }
  static SeatPlayer bot(Skill skill) { return {true, skill}; }
};

// "human" or a level's name (level_name(): "simple", "easy", "hard",
// "expert", "fp-a", "fp-b", "fp-c"; the UI's seat kinds, as saved, are
// among them); the jail policy is the default one, as in the UI. False for
// anything else.
bool seat_player_from_name(std::string_view name, SeatPlayer& out);
const char* seat_player_name(const SeatPlayer& seat);

struct BotFailure {
  int seat = kNobody;
  uint32_t turn = 0;
  uint64_t at_action = 0;      // actions applied before it
  bool between_rolls = false;  // a between-rolls request, else a decision
  Action refused;
  Rejection rejection = Rejection::kNone;
};

struct TableReport {
  uint64_t actions = 0;        // accepted actions, whoever took them
  uint64_t bot_actions = 0;    // computer players' decisions applied (fallbacks included)
  uint64_t between_rolls = 0;  // between-rolls requests applied
  uint64_t clock_ticks = 0;    // clock_tick actions applied
  uint64_t failures = 0;       // computer players' actions the engine refused
  uint64_t bot_fallbacks = 0;  // summed Bot::fallbacks(): the bots' own checks failed
  BotFailure first_failure;    // valid when failures > 0
};

// What one step() did.
struct Step {
  enum class Kind : uint8_t {
    kNone,          // no computer player acts now (a person decides, or game over)
    kBetweenRolls,  // a computer player's between-rolls request was applied
    kDecision,      // the deciding computer player's choice was applied
    kFallback,      // its choice was refused; the first legal action was applied
    kStuck,         // a computer player must decide and has no legal action
  };
  Kind kind = Kind::kNone;
  int seat = kNobody;
  Action action;                           // what was applied
  Rejection refused = Rejection::kNone;    // kFallback: why the choice was refused
  Action refused_action;                   // kFallback: the choice itself (else unspecified)
  std::string reason;  // kDecision on a trade (propose, accept, reject): the bot's sentence (Bot::reason)
  std::shared_ptr<const TradeReasonFacts> reason_facts;  // ... and what it is written from (Bot::reason_facts)

  bool acted() const { return kind != Kind::kNone && kind != Kind::kStuck; }
};

// Result of re-asking the computer players along a recorded history.
struct ReplayCheck {
  bool replayed = false;      // the history replays to the game's state
  std::string error;          // why not, when !replayed
  uint64_t actions = 0;       // actions in the history
  uint64_t asked = 0;         // computer players' actions re-asked
  uint64_t differ = 0;        // where the bots choose otherwise today
  int64_t first_difference = -1;  // index in the history
  Action recorded, chosen;    // at first_difference
};

class Table {
 public:
  Table() = default;  // no game; assign one before use
  // A new game. `seats` has one entry per player. keep_history records
  // every accepted action in game().history (saves need it; play_match does
  // without).
  Table(std::shared_ptr<const Edition> edition, const Options& options,
        std::vector<std::string> names, std::vector<SeatPlayer> seats, uint64_t seed,
        bool keep_history = true);
  // A game loaded from a save. Its history is replayed, re-asking the
  // computer players at each of their actions, so that they go on exactly
  // as if the game had never stopped (their generators and memories are
  // where they were). When the history does not replay to the loaded state
  // (a save from older rules), the bots start afresh from the loaded state.
  // `check` (optional) receives what the replay found.
  Table(Game game, std::vector<SeatPlayer> seats, ReplayCheck* check = nullptr);
  // A game loaded with the memories its computer players had when it was
  // saved (memories()): the bots are made from their seeds and given them,
  // without replaying the history, so that a long game of searching bots
  // resumes at once. When `memories` is missing (null) or does not fit
  // these seats, as the constructor above (the history is replayed);
  // `error` (optional) then says what did not fit.
  Table(Game game, std::vector<SeatPlayer> seats, const Json& memories,
        std::string* error = nullptr);
  ~Table();
  Table(Table&&) noexcept;
  Table& operator=(Table&&) noexcept;

  const Edition& edition() const { return *game_.edition; }
  const GameState& state() const { return game_.state; }
  const Game& game() const { return game_; }
  const std::vector<SeatPlayer>& seats() const { return seats_; }
  bool computer(int seat) const;
  // Seats another computer player (a bot under test, an arena entrant) at a
  // computer seat, in place of the one make_bot() gave it.
  void replace_bot(int seat, std::unique_ptr<Bot> bot);
  // What the computer player in `seat` has spent on searching (zero for a
  // person's seat and for the levels that do not search).
  SearchStats search_stats(int seat) const;

  // The deciding player, or kNobody at game over.
  int decider() const;
  // The decider is a computer player (step() will act).
  bool computer_to_act() const;
  // A rent claim of a person is waiting (owner_must_claim_rent).
  bool person_claim_pending() const;

  // A person's (or any host's) action. Counted when accepted.
  ApplyResult act(const Action& a, EventLog* events = nullptr);
  // Offers the between-rolls turn to the computer players; applies the
  // first accepted request. kNone when nobody wants anything.
  Step between_rolls(EventLog* events = nullptr);
  // between_rolls(), else the decision of a deciding computer player.
  Step step(EventLog* events = nullptr);
  // The same into `st`, for a host that steps a whole game: one Step kept
  // across the game instead of a new one for every action. What step()
  // would return, but for refused_action, which only a kFallback sets.
  void step_into(Step& st, EventLog* events = nullptr);
  bool stuck() const { return stuck_; }

  // For a host that must put something in place before a computer player's
  // action is applied (online play draws its chance then, src/net/): what
  // step() would apply now, asked of the computer players but not applied
  // (kind kNone when no computer player acts, kStuck when one must and
  // cannot). Ask once before each apply_step(): the players remember being
  // asked, as they do in step().
  Step next_step();
  // Applies what next_step() returned, counted as step() counts it.
  ApplyResult apply_step(const Step& st, EventLog* events = nullptr);
  // A seat changes hands during the game: a computer player of `skill`
  // (seeded `seed`) takes a person's seat while the person is away, or the
  // person takes it back (a person's SeatPlayer).
  void set_seat(int seat, const SeatPlayer& who, uint64_t seed);
  // A person who asks for more offers: the computer players offer them
  // deals as they would to one another (no more one a round, and refused
  // deals may come again); false goes back to that courtesy
  // (offer_welcome()). For the seats a person plays; not saved.
  void set_more_offers(int seat, bool more);
  bool more_offers(int seat) const { return seat >= 0 && seat < 32 && (more_offers_ >> seat & 1u); }
  // Chance agreed from outside, put in place before the action that needs
  // it (engine/chance.h: take_chance).
  void take_chance(const ChanceDraw& draw, const DeckCursor& decks) { landlord::take_chance(game_.state, draw, decks); }

  // For a host that only watches computer players play (play_match with
  // nothing to note at each action: the bench, simulations): step_into()
  // again and again, in one loop, until the game is over, a step does
  // nothing (a person decides, or the table is stuck), the turn number
  // passes `turn_cap`, or `run.actions` reaches `max_actions`. The same
  // actions in the same order as step_into() would take (no events, no
  // trade reasons kept). Counts into `run` as it goes.
  struct Run {
    uint64_t actions = 0;  // steps taken (each applied one action)
    uint32_t rounds = 0;   // times the turn came back round to a seat at or before the last one, up to turn_cap
    uint32_t last_turn = 0;
    int last_seat = kNobody;

    // After an action on `s`: a new turn that came back round counts a
    // round (play_match's noting loop counts with it too).
    void count_round(const GameState& s, uint32_t turn_cap) {
      if (s.turn_number != last_turn) {
        if (last_seat != kNobody && s.current <= last_seat && s.turn_number <= turn_cap) ++rounds;
        last_seat = s.current;
        last_turn = s.turn_number;
      }
    }
  };
  enum class RunEnd : uint8_t { kGameOver, kTurnCap, kMaxActions, kNoStep };
  RunEnd play_on(Run& run, uint32_t turn_cap, uint64_t max_actions);

  // The clock of timed games (option time_limit_minutes). The host says how
  // much playing time passed; it is sent to the engine as clock_tick
  // actions of about a second (each one an entry of the history), and the
  // rest waits. The UI passes wall time while the game is shown and not
  // paused; play_match can pass a fixed time per action.
  bool timed() const;
  bool clock_running() const;  // timed, time left, not over
  int64_t clock_ms_left() const;  // including what is not sent yet
  // True when a clock_tick was applied.
  bool add_play_time(double ms, EventLog* events = nullptr);

  // What every computer player remembers (Bot::memory), to be saved with
  // the game: an array with one entry per seat, null for a person.
  Json memories() const;
  // Gives the computer players what memories() returned; false (nothing
  // changed) with a message naming the field when it does not fit.
  bool restore_memories(const Json& memories, std::string& error);

  // The table as it stands, for a device of an online game that catches up
  // without replaying a long log (src/net/): the state, who sits at each
  // seat and with which seed, what each computer player remembers, and the
  // table's own flags of the moment (between-rolls requests just refused,
  // a stuck decider, persons who asked for more offers, playing time not
  // yet sent). The game's edition, options, names and seed are not in it:
  // they are the table's it is restored onto. No history.
  Json snapshot() const;
  // Takes back what snapshot() returned onto a table of the same game (the
  // same edition, options, names and seed). False, with `error` naming the
  // field and nothing changed, when it does not fit or its state breaks an
  // invariant of the rules (broken_invariant). The history is emptied.
  bool restore_snapshot(const Json& j, std::string& error);

  // Counters and failures; bot_fallbacks is summed when asked.
  TableReport report() const;
  uint64_t actions() const { return report_.actions; }

 private:
  void make_bots();
  // Tells every bot the seats' levels (Bot::set_seat_levels).
  void tell_seat_levels();
  // Tells every bot of a deal just proposed (Bot::note_offer), where a
  // person sits.
  void note_applied(const Action& a);
  bool offer_between_rolls(Action& out, int& seat);
  // The deciding computer player's action after the failure policy, not
  // applied (the replay check).
  Step choose(int seat);
  // Counts the refused choice; the first legal action instead, or kStuck.
  Step fall_back(int seat, const Action& refused, Rejection why);
  // step_into() when the decider's choice (st.action) was refused: the
  // fallback applied into `st`, or the table stuck.
  void refused_decision(Step& st, int seat, Rejection why, EventLog* events);
  ApplyResult apply_counted(const Action& a, EventLog* events);
  // The same without the refusal's message (apply_action): the steps.
  Rejection apply_code(const Action& a, EventLog* events);
  void fail(int seat, const Action& a, Rejection why, bool between);
  ReplayCheck warm_up(const Game& loaded);
  // Replays `loaded`'s history with fresh bots (warm_up) and takes it as the
  // game; bots start afresh when the history does not reach its state.
  ReplayCheck resume_by_replay(Game loaded);
  // What `seat` sees now (observe()), in a buffer the table keeps: bots
  // decide at every step, and a new state each time costs more than the
  // rules. Valid until the next call.
  const Observation& seen(int seat);

  Game game_;
  std::vector<SeatPlayer> seats_;
  std::vector<std::unique_ptr<Bot>> bots_;
  std::vector<uint64_t> bot_seeds_;  // the seed each seat's computer player was made with
  bool keep_history_ = true;
  bool stuck_ = false;
  uint32_t muted_ = 0;  // seats whose between-rolls request was just refused
  // The state with the last offer on it, kept while it awaits its answer
  // when a bot hears answers (Bot::hears_answers()).
  std::unique_ptr<PublicState> offered_;
  bool hears_answers_ = false;
  uint32_t people_ = 0;  // seats a person plays and spared too many offers (bit = seat)
  uint32_t more_offers_ = 0;  // persons who asked for more offers (set_more_offers)
  double clock_pending_ = 0.0;  // ms counted, not yet sent
  TableReport report_;
  std::vector<Action> scratch_;
  Observer observer_;
};

}  // namespace landlord::ai
