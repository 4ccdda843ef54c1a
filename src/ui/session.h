// Session: the game being played, without any drawing.
//
// The game itself and its computer players are an ai::Table (ai/table.h):
// it seeds and asks the bots, runs the clock and applies the bot failure
// policy, exactly as landlord-cli and the tests do. The session adds what
// the players watch: the seats (names, tokens, colours), the game log, and
// the pacing: tokens walking space by space, dice tumbling, a computer
// player pausing before it acts, playing time counted only while the game
// is shown. Everything the UI keeps about a game beyond the engine state
// lives here and round-trips through record() and resume(), so an autosave
// can store it next to the engine's own save.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "ai/table.h"
#include "engine/game.h"
#include "saves/table_record.h"

namespace landlord::ui {

// Seats and log lines are what a saved game records (saves/table_record.h).
using saves::LogLine;
using saves::Seat;
using saves::SeatKind;
using saves::kColourCount;
using saves::kTokenCount;
// "Human", "Computer (Easy)", ...: what the seat list shows.
const char* seat_kind_label(SeatKind k);

// A computer player's level as the UI offers it: its seat kind, the word
// of its widget ids ("easy"), its name ("Easy") and one line about it.
struct LevelInfo {
  SeatKind kind;
  const char* id;
  const char* name;   // English: shown through trc("level", name)
  const char* about;  // English: shown through tr(about)
  const char* seat;   // English: a seat's button where there is room, through trc("seat", seat)
};
// The levels offered, weakest first (docs/bots.md measures each against
// the one before it).
const std::vector<LevelInfo>& computer_levels();
// The level of a computer seat; nullptr for a person.
const LevelInfo* level_info(SeatKind k);

// How fast computer players act and tokens walk.
enum class Speed : uint8_t { kSlow, kNormal, kFast, kInstant };
const char* speed_name(Speed s);


// One leg of a token's walk, taken from a kMoved / kSentToJail event.
struct Waypoint {
  int player = 0;
  int space = 0;
  bool jump = false;  // jail: no walk
};

// An event as the players should see it: after the token walk it follows
// (`after_walk`, compared with Session::walk_done()), with the trade it
// settles for kTradeAccepted / kTradeRejected.
struct SeenEvent {
  Event event;
  uint64_t after_walk = 0;
  TradeOffer trade;
  uint32_t turn = 0;
  std::string reason;  // a computer player's answer to a trade: why, in its words
};

// How a seat's person is connected in online play: at their device and
// heard, not heard for a moment, away (a computer player holds the seat),
// or the seat is a computer player's; kNone in a game at this device.
enum class SeatLink : uint8_t { kNone, kHere, kReconnecting, kAway, kComputer };

class Session {
 public:
  Session();
  ~Session();

  bool start(std::shared_ptr<const Edition> edition, const Options& options,
             std::vector<Seat> seats, uint64_t seed);
  // Picks up a game loaded from a save with its table record (record());
  // an empty record seats everyone at this device.
  bool resume(Game game, const saves::TableRecord& table, std::string& error);
  bool active() const { return started_; }
  void clear();

  // Online play: the game is another's table (a net::Device's agreed
  // state), shown here, not this session's own. `mine`: the seats whose
  // person is at this device, the only ones is_human() names (the others'
  // people act on their own devices); a person's action here goes to
  // `send` and comes back as one of the table's events through took_remote();
  // the computer players and the clock are the table's owner's.
  void follow(const ai::Table& table, std::vector<Seat> seats, std::vector<bool> mine,
              std::function<ApplyResult(const Action&)> send);
  bool following() const { return view_ != nullptr; }
  // Online play: how each seat's person is connected, as the room tells
  // (empty for a game at this device); the players panel shows it.
  void set_seat_links(std::vector<SeatLink> links) { links_ = std::move(links); }
  // ... and the round trip to each seat's device in ms (-1: not known).
  void set_seat_latencies(std::vector<int> ms) { latencies_ = std::move(ms); }
  int seat_latency(int p) const {
    return p >= 0 && p < static_cast<int>(latencies_.size()) ? latencies_[static_cast<std::size_t>(p)] : -1;
  }
  // Seconds the decider has had the decision now in front of them.
  double decision_seconds() const { return decision_since_ < 0.0 ? 0.0 : now_ - decision_since_; }
  // Online play: the room's time per decision in seconds (0: none), after
  // which a computer player makes the move.
  void set_decision_limit(int seconds) { decision_limit_ = seconds; }
  int decision_limit() const { return following() ? decision_limit_ : 0; }
  SeatLink seat_link(int p) const {
    return p >= 0 && p < static_cast<int>(links_.size()) ? links_[static_cast<std::size_t>(p)] : SeatLink::kNone;
  }
  // The table to show from now on (its owner may have put another in its
  // place: a rebuild); call before each update().
  void set_view(const ai::Table& table) { view_ = &table; }
  // What one of the table's entries did: its events (and a computer
  // player's reason for a trade), as an action of this session's own would.
  void took_remote(const EventLog& events, const std::string& reason);
  // A line of the online chat into the log: `name` said `text` (`mine`:
  // this device's person). The text stays as it was written; the words
  // around it ("Ann says: ...") are in the language in use, and English
  // in a save.
  void add_chat(std::string name, bool mine, std::string text);
  // The table's state was put in place at once: show it as it stands.
  void replaced();

  const Edition& edition() const { return tab().edition(); }
  const GameState& state() const { return tab().state(); }
  const Game& game() const { return tab().game(); }
  const std::vector<Seat>& seats() const { return seats_; }
  const std::vector<std::string>& names() const { return tab().game().names; }
  // Why the computer player who proposed the trade waiting for an answer
  // made it, in its words ("" when a person proposed it), in the language
  // in use.
  const std::string& proposal_reason() const;
  // Counters and computer-player failures (ai::TableReport).
  ai::TableReport table_report() const { return tab().report(); }
  // The log in the language in use: said again, once, after the language
  // changes (the lines of a resumed game from before it was saved, and
  // chat, stay as they were written).
  const std::deque<LogLine>& log() const;
  // Lines ever added to the log (also the restored ones of a resumed game):
  // the newest log_added() - k lines are new to someone who saw k.
  uint64_t log_added() const { return log_added_; }
  // log_added() when the game was last resumed: the lines before it were
  // played before the pause (and heard then).
  uint64_t log_resumed_at() const { return log_resumed_at_; }
  const std::vector<int>& bankrupt_order() const { return bankrupt_order_; }
  // Every seat, best first: the winner, then those still standing by net
  // worth (by the rulebook's valuation when the game ended at a bankruptcy
  // or when the time ran out), then the bankrupt, the last to go out first.
  // The results and the players panel at game over both show this order.
  std::vector<int> ranking() const;
  // Whether ranking() counts the rulebook's valuation rather than net worth.
  bool ranked_by_valuation() const;
  // The figure ranking() orders those still standing by: the valuation or
  // the net worth of `player`.
  int64_t ranked_worth(int player) const;

  bool is_human(int p) const;
  int human_count() const;
  // A person asks the computer players for more offers than one a round
  // (ai::Table::set_more_offers), or for fewer again.
  void set_more_offers(int p, bool more) {
    if (!view_) table_.set_more_offers(p, more);
  }
  bool more_offers(int p) const { return tab().more_offers(p); }
  // The player who must decide now, or kNobody.
  int decider() const;
  // The decider, when a human must act and nothing is still moving.
  int waiting_human() const;

  // Applies a human's action: events go to the log and the animations.
  ApplyResult act(const Action& a);

  // Advances animations and lets computer players act. Returns true while
  // frames are wanted (something moves or a computer player will act).
  bool update(double now);

  // Pacing.
  Speed speed = Speed::kNormal;
  bool paused = false;  // a dialog is open: computer players wait
  // Computer players wait until then (a notice is being read); not at
  // Instant speed.
  double hold_until = 0.0;
  void skip_animations();
  bool animating() const { return !walk_.empty(); }

  // Events since the last call, for the notice layer (kept up to a few
  // hundred when nobody takes them).
  std::vector<SeenEvent> take_events();
  // Events that nobody has taken yet: an action applied after the notices
  // took theirs this frame (a click), so another frame must come for them.
  bool has_news() const { return !seen_.empty(); }
  // What a new game's set-up did before the first roll (deeds dealt, the
  // playing time), as {title, text}, once: the notices show them.
  struct Announcement {
    std::string title, text;
  };
  std::vector<Announcement> take_announcements();
  // Legs of token walks finished so far; an event is due when this
  // reaches its after_walk.
  uint64_t walk_done() const { return walk_done_; }
  // Changes with every new or resumed game.
  uint32_t game_serial() const { return game_serial_; }

  // Where a token is drawn now (space index) while it walks.
  int shown_position(int p) const { return shown_pos_[p]; }
  // The last card drawn this turn (deck, card), or -1.
  int shown_card_deck() const { return card_deck_; }
  int shown_card() const { return card_; }
  int shown_card_player() const { return card_player_; }
  void dismiss_card() { card_deck_ = card_ = -1; }
  double dice_rolled_at() const { return dice_at_; }
  // The dice tumble for kDiceTumbleSeconds after a roll, but at Instant
  // speed, where they show the roll at once: frames are wanted meanwhile.
  static constexpr double kDiceTumbleSeconds = 0.45;
  bool dice_tumbling(double now) const {
    return dice_seen_ && speed != Speed::kInstant && now - dice_at_ < kDiceTumbleSeconds;
  }
  bool dice_rolled() const { return dice_seen_; }

  // Statistics for the performance read-out.
  uint64_t actions_applied() const { return actions_; }
  // How long the computer players of one level took for each of their
  // recent decisions, in milliseconds of wall time (the step of the table:
  // the bot's decision and the engine applying it), oldest first; at most
  // the last kDecisionTimesKept of all levels together.
  static constexpr std::size_t kDecisionTimesKept = 2000;
  std::vector<double> decision_ms(SeatKind level) const;

  // Timed games (option time_limit_minutes): playing time counts only
  // while update() runs (the game screen is shown) and `paused` is off; it
  // is sent to the engine as clock_tick actions about once a second.
  bool timed() const { return started_ && tab().timed(); }
  // Playing time left, including the part not yet sent to the engine.
  int64_t clock_ms_left() const;
  bool clock_running() const;
  // While the clock runs: seconds until the next frame it wants, else -1.
  double seconds_until_clock_frame() const;
  // Seconds until update() has something to do that it waits for now (a
  // token's next step, a computer player's pause, a notice being read), or
  // -1: update() returns false while it waits, and the host draws the
  // frame when it is due (App::seconds_until_next_frame).
  double seconds_until_due(double now) const;
  // A rent claim of a human owner is waiting (owner_must_claim_rent).
  bool human_claim_pending() const;

  // What a save keeps beside the engine's own save: seats, log, pace.
  saves::TableRecord record() const;

 private:
  void absorb(const EventLog& events);
  // One computer-player step of the table (between-rolls requests first).
  void bot_act();
  // Computer owners claim rent between rolls (the table's between_rolls).
  bool bots_between_rolls();
  // A step's events into the log; a bot failure is written there too.
  void took(const ai::Step& step, const EventLog& events);
  // Counts playing time; the table sends it as clock_tick actions.
  void run_clock(double now);
  static std::vector<ai::SeatPlayer> table_seats(const std::vector<Seat>& seats);

  bool started_ = false;
  ai::Table table_;
  // Following another's table (online play): it, the seats played here,
  // and where a person's action goes.
  const ai::Table* view_ = nullptr;
  std::vector<SeatLink> links_;
  std::pair<int, uint64_t> decision_{-1, 0};
  Phase decision_phase_ = Phase::kGameOver;
  double decision_since_ = -1.0;
  std::vector<bool> mine_;
  std::function<ApplyResult(const Action&)> send_;
  const ai::Table& tab() const { return view_ ? *view_ : table_; }
  std::deque<std::pair<SeatKind, float>> decision_ms_;
  std::vector<Seat> seats_;
  int decision_limit_ = 0;
  std::vector<int> latencies_;
  // Each line of the log and what it is said from: the event (with the
  // trade it proposes), a computer player's reason, a set-up step. Saved
  // in English (record()); shown in the language in use, said again when
  // that changes (log()).
  using Say = std::function<std::string(const Session&)>;
  struct LogSource {
    std::string english;
    Say say;  // null: a line said once (chat, a resumed game's earlier lines)
  };
  std::deque<LogSource> log_sources_;
  mutable std::deque<LogLine> log_;
  mutable std::string log_language_;  // the language log_ is in
  uint64_t log_added_ = 0;
  uint64_t log_resumed_at_ = 0;
  void add_log(LogLine line);
  void add_log(uint32_t turn, int player, Say say);
  std::vector<int> bankrupt_order_;
  std::deque<Waypoint> walk_;
  int shown_pos_[kMaxPlayers] = {};
  int card_deck_ = -1, card_ = -1, card_player_ = -1;
  double now_ = 0.0;
  double next_step_at_ = 0.0;
  double bot_at_ = -1.0;  // when the waiting computer player acts
  double dice_at_ = -10.0;
  double due_at_ = -1.0;  // see seconds_until_due
  bool dice_seen_ = false;
  uint64_t actions_ = 0;
  double clock_at_ = -1.0;     // when playing time was last counted
  std::vector<SeenEvent> seen_;
  std::vector<Announcement> announcements_;
  // The set-up steps of a variant, said in the log and announced.
  void announce_setup();
  uint64_t walk_pushed_ = 0, walk_done_ = 0;
  TradeOffer trade_;            // the last trade proposed
  std::string step_reason_;     // the reason of the computer player's step being absorbed
  std::shared_ptr<const ai::TradeReasonFacts> step_reason_facts_;  // ... what it is written from (local play)
  mutable std::string proposal_reason_;  // why a computer player proposed the trade on the table
  mutable std::string proposal_reason_language_;  // ... in this language
  std::shared_ptr<const ai::TradeReasonFacts> proposal_reason_facts_;
  uint32_t game_serial_ = 0;
};

}  // namespace landlord::ui
