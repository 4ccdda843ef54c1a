#include "ui/session.h"

#include <algorithm>
#include <chrono>

#include "ai/trade_reason.h"
#include "engine/json.h"
#include "text/lists.h"
#include "text/tr.h"
#include "engine/edition_words.h"

namespace landlord::ui {

namespace {

constexpr std::size_t kMaxLogLines = 600;
// How often a running clock redraws when nothing else moves: often enough
// that run_clock counts the time (gaps of a second or more are not play).
constexpr double kClockFrameSeconds = 0.25;

double step_seconds(Speed s) {
  switch (s) {
    case Speed::kSlow: return 0.22;
    case Speed::kNormal: return 0.12;
    case Speed::kFast: return 0.05;
    case Speed::kInstant: return 0.0;
  }
  return 0.1;
}

double bot_delay(Speed s) {
  switch (s) {
    case Speed::kSlow: return 1.3;
    case Speed::kNormal: return 0.7;
    case Speed::kFast: return 0.22;
    case Speed::kInstant: return 0.0;
  }
  return 0.5;
}

double wall_seconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

const char* seat_kind_label(SeatKind k) {
  switch (k) {
    case SeatKind::kHuman: return "Human";
    case SeatKind::kEasy: return "Computer (Easy)";
    case SeatKind::kHard: return "Computer (Hard)";
    case SeatKind::kExpert: return "Computer (Expert)";
  }
  return "?";
}

const std::vector<LevelInfo>& computer_levels() {
  static const std::vector<LevelInfo> levels = {
      {SeatKind::kEasy, "easy", trc_noop("level", "Easy"),
       tr_noop("Gentle: buys plainly, trades readily, offers fair prices. Good for a first game."),
       // TRANSLATORS: a seat's button on the new-game screen: a computer player of this level.
       trc_noop("seat", "Computer Easy")},
      {SeatKind::kHard, "hard", trc_noop("level", "Hard"),
       tr_noop("Shrewd: bargains hard, keeps cash to build, never sells a group cheaply."),
       trc_noop("seat", "Computer Hard")},
      {SeatKind::kExpert, "expert", trc_noop("level", "Expert"),
       tr_noop("Thinks ahead: plays out the next rounds before every big decision. The strongest."),
       trc_noop("seat", "Computer Expert")},
  };
  return levels;
}

const LevelInfo* level_info(SeatKind k) {
  for (const LevelInfo& l : computer_levels()) {
    if (l.kind == k) return &l;
  }
  return nullptr;
}

const char* speed_name(Speed s) {
  switch (s) {
    case Speed::kSlow: return trc_noop("speed", "Slow");
    case Speed::kNormal: return trc_noop("speed", "Normal");
    case Speed::kFast: return trc_noop("speed", "Fast");
    case Speed::kInstant: return trc_noop("speed", "Instant");
  }
  return "?";
}

Session::Session() = default;
Session::~Session() = default;

void Session::clear() {
  started_ = false;
  table_ = ai::Table();
  view_ = nullptr;
  mine_.clear();
  send_ = nullptr;
  links_.clear();
  decision_since_ = -1.0;
  seats_.clear();
  log_.clear();
  log_sources_.clear();
  bankrupt_order_.clear();
  decision_ms_.clear();
  walk_.clear();
  card_deck_ = card_ = card_player_ = -1;
  bot_at_ = -1.0;
  dice_seen_ = false;
  actions_ = 0;
  paused = false;
  hold_until = 0.0;
  clock_at_ = -1.0;
  seen_.clear();
  announcements_.clear();
  walk_pushed_ = walk_done_ = 0;
  trade_ = TradeOffer();
  proposal_reason_.clear();
  proposal_reason_facts_.reset();
  step_reason_facts_.reset();
}

std::vector<SeenEvent> Session::take_events() {
  std::vector<SeenEvent> out;
  out.swap(seen_);
  return out;
}

std::vector<ai::SeatPlayer> Session::table_seats(const std::vector<Seat>& seats) {
  std::vector<ai::SeatPlayer> out;
  for (const Seat& seat : seats) {
    // The saved words are the levels' names.
    ai::SeatPlayer p;
    ai::seat_player_from_name(saves::seat_kind_name(seat.kind), p);
    out.push_back(p);
  }
  return out;
}

bool Session::start(std::shared_ptr<const Edition> edition, const Options& options,
                    std::vector<Seat> seats, uint64_t seed) {
  clear();
  if (!edition || seats.size() < 2 || seats.size() > kMaxPlayers) return false;
  std::vector<std::string> names;
  for (const Seat& s : seats) names.push_back(s.name);
  table_ = ai::Table(std::move(edition), options, std::move(names), table_seats(seats), seed);
  seats_ = std::move(seats);
  for (int p = 0; p < kMaxPlayers; ++p) shown_pos_[p] = 0;
  started_ = true;
  ++game_serial_;
  add_log(0, -1, [](const Session& ses) {
    // TRANSLATORS: the first line of the game log; {edition} is the edition's name.
    return trf("A new game of {edition} begins: everyone rolls to see who starts.",
               fmt::arg("edition", edition_name(ses.edition())));
  });
  announce_setup();
  return true;
}

void Session::follow(const ai::Table& table, std::vector<Seat> seats, std::vector<bool> mine,
                     std::function<ApplyResult(const Action&)> send) {
  clear();
  view_ = &table;
  seats_ = std::move(seats);
  mine_ = std::move(mine);
  mine_.resize(seats_.size(), false);
  send_ = std::move(send);
  started_ = true;
  ++game_serial_;
  add_log(0, -1, [](const Session& ses) {
    return trf("A new game of {edition} begins online: everyone rolls to see who starts.",
               fmt::arg("edition", edition_name(ses.edition())));
  });
  announce_setup();
  skip_animations();
}

void Session::took_remote(const EventLog& events, const std::string& reason) {
  if (!started_) return;
  ++actions_;
  step_reason_ = reason;  // written by this device's computer player in the language then in use
  absorb(events);
  step_reason_.clear();
  bot_at_ = -1.0;
}

void Session::replaced() {
  if (!started_) return;
  card_deck_ = card_ = card_player_ = -1;
  trade_ = state().trade;
  skip_animations();
}

void Session::announce_setup() {
  const GameState& s = state();
  const Edition& ed = edition();
  if (s.options.deal_deeds > 0) {
    std::vector<std::string> all;
    const bool paid = s.options.dealt_deeds_paid;
    for (int p = 0; p < s.player_count; ++p) {
      // The log line and the announcement in the language in use (the
      // line again in another when the language changes).
      std::vector<int> spaces;
      std::vector<std::string> shown;
      for (int sp = 0; sp < static_cast<int>(ed.spaces.size()); ++sp) {
        if (s.deeds[sp].owner != p) continue;
        spaces.push_back(sp);
        shown.push_back(space_name(ed, sp));
      }
      if (spaces.empty()) continue;
      add_log(0, p, [p, spaces, paid](const Session& ses) {
        const std::string& name = ses.names()[static_cast<std::size_t>(p)];
        std::vector<std::string> deeds;
        for (int sp : spaces) deeds.push_back(space_name(ses.edition(), sp));
        // TRANSLATORS: a variant deals deeds before the first roll; {deeds} lists them.
        if (paid) {
          return trf("{player} is dealt {deeds}, paying the Bank their price.", fmt::arg("player", name),
                     fmt::arg("deeds", text::list(deeds)));
        }
        return trf("{player} is dealt {deeds}, free.", fmt::arg("player", name), fmt::arg("deeds", text::list(deeds)));
      });
      // TRANSLATORS: one player's deeds dealt before the first roll, in a notice listing every player's.
      all.push_back(trcf("dealt", "{player}: {deeds}", fmt::arg("player", names()[p]), fmt::arg("deeds", text::list(shown))));
    }
    if (!all.empty()) {
      const int n = s.options.deal_deeds;
      std::string title = paid ? trnf("{n} deed dealt to each player (paid for)", "{n} deeds dealt to each player (paid for)",
                                      static_cast<uint64_t>(n), fmt::arg("n", n))
                               : trnf("{n} deed dealt to each player (free)", "{n} deeds dealt to each player (free)",
                                      static_cast<uint64_t>(n), fmt::arg("n", n));
      std::string text;
      for (const std::string& one : all) text += (text.empty() ? "" : "; ") + one;
      announcements_.push_back({std::move(title), std::move(text)});
    }
  }
  if (s.options.time_limit_minutes > 0) {
    const int mins = s.options.time_limit_minutes;
    add_log(0, -1, [mins](const Session&) {
      return trnf("This game is played for {n} minute: when the time is up, the richest player wins.",
                  "This game is played for {n} minutes: when the time is up, the richest player wins.",
                  static_cast<uint64_t>(mins), fmt::arg("n", mins));
    });
    announcements_.push_back({trnf("{n} minute of play", "{n} minutes of play", static_cast<uint64_t>(mins), fmt::arg("n", mins)),
                              tr("When the time is up, the richest player wins.")});
  }
}

std::vector<Session::Announcement> Session::take_announcements() {
  std::vector<Announcement> out;
  out.swap(announcements_);
  return out;
}

bool Session::resume(Game game, const saves::TableRecord& record, std::string& error) {
  clear();
  saves::TableRecord table = saves::table_or_humans(record, game.names);
  if (table.seats.size() != game.names.size() || table.speed < 0 || table.speed > 3) {
    // TRANSLATORS: why a saved game cannot be continued: its table and its game do not have the same players.
    error = trnf("the saved table seats {seats} player at a game of {players}",
                 "the saved table seats {seats} players at a game of {players}", table.seats.size(),
                 fmt::arg("seats", table.seats.size()), fmt::arg("players", game.names.size()));
    return false;
  }
  seats_ = table.seats;
  speed = static_cast<Speed>(table.speed);
  log_.assign(table.log.begin(), table.log.end());
  // Saved as words only: they stay as they were written.
  for (const LogLine& l : log_) log_sources_.push_back({l.text, nullptr});
  log_added_ += log_.size();
  log_resumed_at_ = log_added_;
  bankrupt_order_ = table.bankrupt_order;
  // The computer players take back what they remembered, so that they go
  // on as if the game had never stopped; for a file without their memories
  // the table replays the history with them instead.
  table_ = ai::Table(std::move(game), table_seats(seats_), *table.bots);
  started_ = true;
  ++game_serial_;
  skip_animations();
  return true;
}

bool Session::ranked_by_valuation() const {
  const GameState& s = state();
  return s.game_end == GameEnd::kBankruptcies || s.game_end == GameEnd::kTimeUp;
}

int64_t Session::ranked_worth(int player) const {
  return ranked_by_valuation() ? valuation(edition(), state(), player) : net_worth(edition(), state(), player);
}

std::vector<int> Session::ranking() const {
  const GameState& s = state();
  std::vector<int> order;
  if (s.winner >= 0 && s.winner < s.player_count) order.push_back(s.winner);
  std::vector<int> standing;
  for (int p = 0; p < s.player_count; ++p) {
    if (p != s.winner && !s.players[p].bankrupt) standing.push_back(p);
  }
  std::stable_sort(standing.begin(), standing.end(), [&](int a, int b) { return ranked_worth(a) > ranked_worth(b); });
  order.insert(order.end(), standing.begin(), standing.end());
  for (auto it = bankrupt_order_.rbegin(); it != bankrupt_order_.rend(); ++it) {
    if (*it >= 0 && *it < s.player_count && std::find(order.begin(), order.end(), *it) == order.end()) order.push_back(*it);
  }
  for (int p = 0; p < s.player_count; ++p) {
    if (std::find(order.begin(), order.end(), p) == order.end()) order.push_back(p);
  }
  return order;
}

bool Session::is_human(int p) const {
  if (p < 0 || p >= static_cast<int>(seats_.size())) return false;
  return view_ ? static_cast<bool>(mine_[static_cast<std::size_t>(p)]) : !seats_[p].computer();
}

int Session::human_count() const {
  int n = 0;
  for (int p = 0; p < static_cast<int>(seats_.size()); ++p) n += is_human(p) ? 1 : 0;
  return n;
}

int Session::decider() const { return started_ ? tab().decider() : kNobody; }

int Session::waiting_human() const {
  int d = decider();
  if (d == kNobody || !is_human(d) || animating()) return kNobody;
  return d;
}

ApplyResult Session::act(const Action& a) {
  if (view_) {
    // Online: proposed to the host; its events come back with the entry.
    if (!send_) return {Rejection::kNotYourDecision, tr("not connected to the room")};
    return send_(a);
  }
  EventLog events;
  ApplyResult r = table_.act(a, &events);
  if (r.ok()) {
    ++actions_;
    absorb(events);
    bot_at_ = -1.0;
  }
  return r;
}

void Session::absorb(const EventLog& events) {
  const Edition& ed = edition();
  const GameState& s = state();
  bool instant = speed == Speed::kInstant;
  for (const Event& e : events) {
    switch (e.type) {
      case EventType::kTurnStarted:
        if (e.player != card_player_) card_deck_ = card_ = card_player_ = -1;
        break;
      case EventType::kDiceRolled:
        dice_at_ = now_;
        dice_seen_ = true;
        break;
      case EventType::kMoved:
        if (e.player >= 0 && e.space >= 0) {
          walk_.push_back({e.player, e.space, false});
          ++walk_pushed_;
        }
        break;
      case EventType::kSentToJail:
        if (e.player >= 0 && ed.jail >= 0) {
          walk_.push_back({e.player, ed.jail, true});
          ++walk_pushed_;
        }
        break;
      case EventType::kTradeProposed:
        trade_ = s.trade;
        proposal_reason_ = step_reason_;
        proposal_reason_facts_ = step_reason_facts_;
        proposal_reason_language_ = std::string(text::language());
        break;
      case EventType::kCardDrawn:
        card_deck_ = e.deck;
        card_ = e.card;
        card_player_ = e.player;
        break;
      case EventType::kBankrupt:
        bankrupt_order_.push_back(e.player);
        break;
      default:
        break;
    }
    // An offer says its terms: what each side gives.
    if (e.type == EventType::kTradeProposed) {
      add_log(s.turn_number, e.player, [e, trade = trade_](const Session& ses) {
        // TRANSLATORS: the game log: a trade proposed ({event}: "Ann proposes a trade to Bob"), then its
        // terms ({terms}: "Ann gives $90; Bob gives Baltic Avenue.").
        return trf("{event}: {terms}", fmt::arg("event", describe(ses.edition(), e, &ses.names())),
                   fmt::arg("terms", describe_trade_terms(ses.edition(), trade, &ses.names())));
      });
    } else {
      add_log(s.turn_number, e.player, [e](const Session& ses) { return describe(ses.edition(), e, &ses.names()); });
    }
    // A computer player's trade, in its own words, after what it did.
    std::string reason;
    if (!step_reason_.empty() && (e.type == EventType::kTradeProposed || e.type == EventType::kTradeAccepted ||
                                  e.type == EventType::kTradeRejected)) {
      reason = step_reason_;
      int who = e.type == EventType::kTradeProposed ? trade_.from : trade_.to;
      if (who >= 0 && who < static_cast<int>(names().size())) {
        add_log(s.turn_number, who, [who, reason, facts = step_reason_facts_](const Session& ses) {
          // TRANSLATORS: a computer player's own words (its reason for the offer), quoted after its name.
          return trf("{player}: \xE2\x80\x9C{reason}\xE2\x80\x9D", fmt::arg("player", ses.names()[static_cast<std::size_t>(who)]),
                     fmt::arg("reason", facts ? facts->text() : reason));
        });
      }
    }
    if (e.type == EventType::kTradeAccepted || e.type == EventType::kTradeRejected) {
      proposal_reason_.clear();
      proposal_reason_facts_.reset();
    }
    seen_.push_back({e, walk_pushed_, trade_, s.turn_number, reason});
  }
  while (log_.size() > kMaxLogLines) {
    log_.pop_front();
    log_sources_.pop_front();
  }
  if (seen_.size() > 400) seen_.erase(seen_.begin(), seen_.begin() + static_cast<std::ptrdiff_t>(seen_.size() - 400));
  if (instant) skip_animations();
}

void Session::add_log(LogLine line) {
  line.text = saves::fit_log_text(std::move(line.text));
  log_sources_.push_back({line.text, nullptr});
  log_.push_back(std::move(line));
  ++log_added_;
}

void Session::add_log(uint32_t turn, int player, Say say) {
  if (log_language_ != text::language()) (void)log();  // the lines before it in the same language
  std::string text = saves::fit_log_text(say(*this));
  std::string english;
  if (log_language_ == "en") {
    english = text;
  } else {
    text::InEnglish in_english;
    english = saves::fit_log_text(say(*this));
  }
  log_sources_.push_back({std::move(english), std::move(say)});
  log_.push_back({turn, player, std::move(text)});
  ++log_added_;
}

void Session::add_chat(std::string name, bool mine, std::string text) {
  const auto turn = static_cast<uint32_t>(state().turn_number);
  add_log(turn, -1, [name = std::move(name), mine, text = std::move(text)](const Session&) {
    // TRANSLATORS: the game log: a line of the online chat said by this device's person, quoted.
    if (mine) return trf("You say: \"{text}\"", fmt::arg("text", text));
    // TRANSLATORS: the game log: a line of the online chat said by another person, quoted.
    return trf("{player} says: \"{text}\"", fmt::arg("player", name), fmt::arg("text", text));
  });
}

const std::string& Session::proposal_reason() const {
  if (proposal_reason_facts_ && proposal_reason_language_ != text::language()) {
    proposal_reason_language_ = std::string(text::language());
    proposal_reason_ = proposal_reason_facts_->text();
  }
  return proposal_reason_;
}

const std::deque<LogLine>& Session::log() const {
  const std::string_view now = text::language();
  if (log_language_ != now) {
    // Said again, once, in the language now in use.
    log_language_ = std::string(now);
    for (std::size_t i = 0; i < log_.size() && i < log_sources_.size(); ++i) {
      const LogSource& src = log_sources_[i];
      if (src.say) log_[i].text = saves::fit_log_text(src.say(*this));
    }
  }
  return log_;
}

void Session::skip_animations() {
  walk_.clear();
  walk_done_ = walk_pushed_;
  const GameState& s = state();
  for (int p = 0; p < s.player_count; ++p) shown_pos_[p] = s.players[p].position;
}

void Session::took(const ai::Step& step, const EventLog& events) {
  if (!step.acted()) return;
  ++actions_;
  step_reason_ = step.reason;
  step_reason_facts_ = step.reason_facts;
  if (step.kind == ai::Step::Kind::kFallback) {
    // Never silent: the table counts it, the log says it.
    add_log(state().turn_number, step.seat, [seat = step.seat, refused = step.refused](const Session& ses) {
      // TRANSLATORS: the game log, should a computer player fail; {code} names the rule it broke (not_owner).
      return trf("({player}'s computer player chose an action the rules refuse ({code}): it plays the first "
                 "allowed action instead)",
                 fmt::arg("player", ses.names()[static_cast<std::size_t>(seat)]), fmt::arg("code", rejection_name(refused)));
    });
  }
  absorb(events);
  step_reason_.clear();
  step_reason_facts_.reset();
}

bool Session::bots_between_rolls() {
  if (!started_) return false;
  EventLog events;
  ai::Step st = table_.between_rolls(&events);
  took(st, events);
  return st.acted();
}

bool Session::human_claim_pending() const { return started_ && tab().person_claim_pending(); }

double Session::seconds_until_due(double now) const { return due_at_ < 0.0 ? -1.0 : std::max(0.0, due_at_ - now); }

double Session::seconds_until_clock_frame() const {
  return clock_running() ? kClockFrameSeconds : -1.0;
}

bool Session::clock_running() const { return started_ && !paused && tab().clock_running(); }

int64_t Session::clock_ms_left() const { return started_ ? tab().clock_ms_left() : 0; }

void Session::run_clock(double now) {
  if (view_ || !clock_running()) {  // online, the host counts the time
    clock_at_ = -1.0;
    return;
  }
  // A long gap means no frames were drawn (the page was hidden, the game
  // screen was not shown): that is not playing time.
  double ms = 0.0;
  if (clock_at_ >= 0.0 && now - clock_at_ > 0.0 && now - clock_at_ < 1.0) ms = (now - clock_at_) * 1000.0;
  clock_at_ = now;
  EventLog events;
  if (table_.add_play_time(ms, &events)) absorb(events);
}

std::vector<double> Session::decision_ms(SeatKind level) const {
  std::vector<double> out;
  for (const auto& [kind, ms] : decision_ms_) {
    if (kind == level) out.push_back(ms);
  }
  return out;
}

void Session::bot_act() {
  if (!started_) return;
  EventLog events;
  double t0 = wall_seconds();
  ai::Step st = table_.step(&events);
  if (st.kind == ai::Step::Kind::kDecision || st.kind == ai::Step::Kind::kFallback) {
    if (decision_ms_.size() >= kDecisionTimesKept) decision_ms_.pop_front();
    decision_ms_.emplace_back(seats_[static_cast<std::size_t>(st.seat)].kind,
                              static_cast<float>((wall_seconds() - t0) * 1000.0));
  }
  took(st, events);
  if (st.acted()) bot_at_ = -1.0;
}

bool Session::update(double now) {
  now_ = now;
  if (!started_) return false;
  const GameState& s = state();
  {
    // A new decision (another decider or phase, or something happened)
    // starts its time.
    const std::pair<int, uint64_t> d{decider(), log_added_};
    if (d != decision_ || s.phase != decision_phase_ || decision_since_ < 0.0) {
      decision_ = d;
      decision_phase_ = s.phase;
      decision_since_ = now;
    }
  }
  if (speed == Speed::kInstant && !walk_.empty()) skip_animations();

  // The time counts even while tokens walk. A running clock does not need
  // full-rate frames: App asks the host for one every kClockFrameSeconds
  // (seconds_until_next_frame), which keeps the display and the count going.
  run_clock(now);
  due_at_ = -1.0;

  // Tokens walk one space per step; between steps nothing moves, and the
  // next step's frame is asked for (seconds_until_due) rather than drawn
  // at full rate meanwhile.
  if (!walk_.empty()) {
    if (now < next_step_at_) {
      due_at_ = next_step_at_;
      return dice_tumbling(now);
    }
    {
      Waypoint& w = walk_.front();
      int n = edition().space_count();
      int& at = shown_pos_[w.player];
      if (w.jump) {
        at = w.space;
      } else if (at != w.space) {
        int forward = (w.space - at + n) % n;
        at = forward <= n * 7 / 10 ? (at + 1) % n : (at - 1 + n) % n;
      }
      if (at == w.space) {
        walk_.pop_front();
        ++walk_done_;
      }
      next_step_at_ = now + step_seconds(speed);
    }
    if (walk_.empty()) {
      // Settle on the engine's truth (a walk may have been cut short).
      for (int p = 0; p < s.player_count; ++p) shown_pos_[p] = s.players[p].position;
    }
    return true;
  }

  // Online, the table's owner moves its computer players.
  if (view_) return dice_tumbling(now);
  if (!paused) bots_between_rolls();

  int d = decider();
  if (d == kNobody || paused) return dice_tumbling(now);
  if (!seats_[d].computer()) {
    bot_at_ = -1.0;
    return dice_tumbling(now);
  }
  // A human owner may claim rent before the next roll: computer players
  // give them a moment even at Instant speed.
  if (speed == Speed::kInstant && !human_claim_pending()) {
    // Fast-forward: as many computer decisions as fit in a frame's budget.
    double t0 = wall_seconds();
    do {
      bot_act();
    } while (table_.computer_to_act() && wall_seconds() - t0 < 0.012);
    return true;
  }
  // A notice being read, then the computer player's pause: the frame
  // that ends the wait is asked for, none drawn meanwhile (but for the
  // dice tumbling).
  if (now < hold_until) {
    due_at_ = hold_until;
    return dice_tumbling(now);
  }
  if (bot_at_ < 0.0) bot_at_ = now + std::max(bot_delay(speed), human_claim_pending() ? 1.5 : 0.0);
  if (now < bot_at_) {
    due_at_ = bot_at_;
    return dice_tumbling(now);
  }
  bot_at_ = -1.0;
  bot_act();
  return true;
}

saves::TableRecord Session::record() const {
  saves::TableRecord t;
  t.seats = seats_;
  t.speed = static_cast<int>(speed);
  // The log in English, whatever the language in use: a save is the same
  // for everyone who opens it.
  t.log.assign(log_.begin(), log_.end());
  for (std::size_t i = 0; i < t.log.size() && i < log_sources_.size(); ++i) t.log[i].text = log_sources_[i].english;
  t.bankrupt_order = bankrupt_order_;
  t.bots = tab().memories();
  return t;
}

}  // namespace landlord::ui
