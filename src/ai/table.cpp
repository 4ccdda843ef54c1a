#include "ai/table.h"

#include <algorithm>
#include <charconv>
#include <new>
#include <type_traits>
#include <utility>

#include "ai/simple_bot.h"
#include "engine/invariants.h"
#include "engine/json.h"
#include "engine/serialize.h"
#include "engine/rng.h"

namespace landlord::ai {

static_assert(std::is_trivially_destructible_v<Action>, "step_into decides into a Step's action in place");

namespace {

// Playing time goes to the engine in clock_tick actions of about this many
// milliseconds (each one is an entry of the game's history).
constexpr double kClockTickMs = 1000.0;

}  // namespace

uint64_t bot_seed(uint64_t game_seed_value, int seat) {
  return splitmix64(game_seed_value ^ (0xb0b0000000000000ULL + static_cast<uint64_t>(seat)));
}

bool seat_player_from_name(std::string_view name, SeatPlayer& out) {
  if (name == "human") {
    out = SeatPlayer::person();
    return true;
  }
  Level l;
  if (!level_from_name(name, l)) return false;
  out = SeatPlayer::bot(Skill{l, JailPolicy::kLeaveAtOnce});
  return true;
}

const char* seat_player_name(const SeatPlayer& seat) {
  return seat.computer ? level_name(seat.skill.level) : "human";
}

Table::Table(std::shared_ptr<const Edition> edition, const Options& options,
             std::vector<std::string> names, std::vector<SeatPlayer> seats, uint64_t seed,
             bool keep_history)
    : game_(start_game(std::move(edition), options, std::move(names), seed)),
      seats_(std::move(seats)),
      keep_history_(keep_history) {
  seats_.resize(static_cast<std::size_t>(game_.state.player_count));
  make_bots();
}

Table::Table(Game game, std::vector<SeatPlayer> seats, ReplayCheck* check)
    : seats_(std::move(seats)) {
  seats_.resize(game.names.size());
  ReplayCheck c = resume_by_replay(std::move(game));
  if (check) *check = std::move(c);
}

ReplayCheck Table::resume_by_replay(Game loaded) {
  ReplayCheck c = warm_up(loaded);
  if (!c.replayed) make_bots();  // the recorded moves do not lead here: start afresh
  game_ = std::move(loaded);
  return c;
}

Table::Table(Game game, std::vector<SeatPlayer> seats, const Json& memories, std::string* error)
    : seats_(std::move(seats)) {
  seats_.resize(game.names.size());
  game_ = std::move(game);
  make_bots();
  std::string why = "no memories were saved";
  if (memories.is_null() || !restore_memories(memories, why)) {
    if (error) *error = why;
    resume_by_replay(std::move(game_));
  }
}

Json Table::memories() const {
  Json j = Json::array();
  for (const auto& b : bots_) j.push_back(b ? b->memory() : Json());
  return j;
}

bool Table::restore_memories(const Json& memories, std::string& error) {
  JsonReader r;
  const std::string path = "bots";
  if (!r.expect_array(memories, path, bots_.size())) return error = r.error(), false;
  if (memories.size() != bots_.size()) {
    return error = path + ": expected one entry per seat (" + std::to_string(bots_.size()) + ")", false;
  }
  // Into fresh bots first, so that a malformed entry changes nothing.
  std::vector<std::unique_ptr<Bot>> fresh;
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const Json& m = memories[i];
    std::string p = path_index(path, i);
    if (!bots_[i]) {
      if (!m.is_null()) return error = p + ": a person's seat has no memory", false;
      fresh.push_back(nullptr);
      continue;
    }
    fresh.push_back(make_bot(seats_[i].skill, bot_seeds_[i]));
    if (!fresh.back()->restore_memory(m, p, error)) return false;
  }
  for (std::size_t i = 0; i < fresh.size(); ++i) {
    if (fresh[i]) bots_[i] = std::move(fresh[i]);
  }
  tell_seat_levels();
  return true;
}

Table::~Table() = default;
Table::Table(Table&&) noexcept = default;
Table& Table::operator=(Table&&) noexcept = default;

void Table::make_bots() {
  bots_.clear();
  bot_seeds_.clear();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    bot_seeds_.push_back(bot_seed(game_.seed, static_cast<int>(i)));
    bots_.push_back(seats_[i].computer ? make_bot(seats_[i].skill, bot_seeds_.back()) : nullptr);
  }
  tell_seat_levels();
}

Json Table::snapshot() const {
  Json seats = Json::array();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    seats.push_back({{"player", seat_player_name(seats_[i])}, {"seed", std::to_string(bot_seeds_[i])}});
  }
  return Json{{"state", state_to_json(*game_.edition, game_.state)},
              {"seats", std::move(seats)},
              {"bots", memories()},
              {"muted", muted_},
              {"stuck", stuck_},
              {"more_offers", more_offers_},
              {"clock_pending", static_cast<int64_t>(clock_pending_)}};
}

bool Table::restore_snapshot(const Json& j, std::string& error) {
  JsonReader r;
  const std::string path = "table";
  const Json* state = nullptr;
  const Json* seats = nullptr;
  const Json* bots = nullptr;
  Table t;
  t.game_ = game_;
  t.game_.history.clear();
  t.game_.from_base = false;
  t.keep_history_ = keep_history_;
  t.report_ = report_;
  if (!r.expect_object(j, path) || !(state = r.member(j, path, "state", true)) ||
      !state_from_json(*game_.edition, *state, path + ".state", r, t.game_.state) ||
      !(seats = r.member(j, path, "seats", true)) || !r.expect_array(*seats, path + ".seats", seats_.size()) ||
      !(bots = r.member(j, path, "bots", true)) || !r.read_int(j, path, "muted", 0, 0xffffffffLL, t.muted_) ||
      !r.read_bool(j, path, "stuck", t.stuck_) ||
      !r.read_int(j, path, "more_offers", 0, 0xffffffffLL, t.more_offers_) ||
      !r.read_int(j, path, "clock_pending", 0, 3600000, t.clock_pending_)) {
    return error = r.error(), false;
  }
  if (seats->size() != seats_.size()) return error = path + ".seats: expected one entry per seat", false;
  for (std::size_t i = 0; i < seats->size(); ++i) {
    const Json& s = (*seats)[i];
    const std::string p = path_index(path + ".seats", i);
    std::string name, seed;
    SeatPlayer who;
    uint64_t value = 0;
    if (!r.expect_object(s, p) || !r.read_string(s, p, "player", 16, name) || !r.read_string(s, p, "seed", 24, seed)) {
      return error = r.error(), false;
    }
    if (!seat_player_from_name(name, who)) return error = p + ".player: no such player: " + name, false;
    auto [end, ec] = std::from_chars(seed.data(), seed.data() + seed.size(), value);
    if (ec != std::errc() || end != seed.data() + seed.size()) return error = p + ".seed: not a number", false;
    t.seats_.push_back(who);
    t.bot_seeds_.push_back(value);
    t.bots_.push_back(who.computer ? make_bot(who.skill, value) : nullptr);
  }
  if (t.game_.state.player_count != static_cast<int>(seats_.size())) {
    return error = path + ".state: another number of players", false;
  }
  if (std::string broken = broken_invariant(*game_.edition, t.game_.state); !broken.empty()) {
    return error = path + ".state: " + broken, false;
  }
  t.tell_seat_levels();
  if (!t.restore_memories(*bots, error)) return false;
  *this = std::move(t);
  return true;
}

void Table::tell_seat_levels() {
  std::vector<Level> levels;
  people_ = 0;
  hears_answers_ = false;
  for (const auto& b : bots_) hears_answers_ = hears_answers_ || (b && b->hears_answers());
  // An offer on the table when the game was resumed: its state is today's.
  if (hears_answers_ && game_.state.phase == Phase::kTradeResponse) {
    offered_ = std::make_unique<PublicState>(game_.state);
  }
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    levels.push_back(seats_[i].computer ? seats_[i].skill.level : Level::kHard);
    if (!seats_[i].computer && i < 32 && !(more_offers_ >> i & 1u)) people_ |= 1u << i;
  }
  for (auto& b : bots_) {
    if (!b) continue;
    b->set_seat_levels(levels);
    b->set_people(people_);
  }
}

void Table::note_applied(const Action& a) {
  if (a.type == ActionType::kAcceptTrade || a.type == ActionType::kRejectTrade) {
    if (!offered_) return;
    for (auto& b : bots_) {
      if (b && b->hears_answers()) b->note_answer(*game_.edition, *offered_, a.type == ActionType::kAcceptTrade);
    }
    offered_.reset();
    return;
  }
  if (a.type != ActionType::kProposeTrade) return;
  if (hears_answers_) offered_ = std::make_unique<PublicState>(game_.state);
  // Only where a person sits: a table of computer players remembers no
  // more than it did before persons were spared (offer_welcome()).
  if (people_ == 0) return;
  for (auto& b : bots_) {
    if (b) b->note_offer(game_.state, game_.state.trade);
  }
}

bool Table::computer(int seat) const {
  return seat >= 0 && seat < static_cast<int>(bots_.size()) && bots_[static_cast<std::size_t>(seat)];
}

void Table::replace_bot(int seat, std::unique_ptr<Bot> bot) {
  if (computer(seat) && bot) {
    bots_[static_cast<std::size_t>(seat)] = std::move(bot);
    tell_seat_levels();
  }
}

int Table::decider() const { return landlord::decider(game_.state); }

bool Table::computer_to_act() const { return !stuck_ && computer(decider()); }

bool Table::person_claim_pending() const {
  const GameState& s = game_.state;
  for (int i = 0; i < s.claim_count; ++i) {
    int c = s.claims[i].creditor;
    if (c >= 0 && c < static_cast<int>(seats_.size()) && !computer(c)) return true;
  }
  return false;
}

ApplyResult Table::apply_counted(const Action& a, EventLog* events) {
  ApplyResult r;
  r.code = apply_code(a, events);
  if (!r.ok()) r.message = explain(*game_.edition, game_.state, a, r.code);  // nothing changed
  return r;
}

Rejection Table::apply_code(const Action& a, EventLog* events) {
  // play() (save.h) without the message: the history keeps what is applied.
  Rejection r = apply_action(*game_.edition, game_.state, a, events);
  if (r == Rejection::kNone) {
    note_applied(a);
    if (keep_history_) game_.history.push_back(a);
    ++report_.actions;
    muted_ = 0;
    stuck_ = false;
  }
  return r;
}

ApplyResult Table::act(const Action& a, EventLog* events) {
  ApplyResult r = apply_counted(a, events);
  if (r.ok() && a.type == ActionType::kClockTick) ++report_.clock_ticks;
  return r;
}

void Table::fail(int seat, const Action& a, Rejection why, bool between) {
  if (report_.failures++ == 0) {
    BotFailure& f = report_.first_failure;
    f.seat = seat;
    f.turn = game_.state.turn_number;
    f.at_action = report_.actions;
    f.between_rolls = between;
    f.refused = a;
    f.rejection = why;
  }
}

const Observation& Table::seen(int seat) { return observer_(game_.state, seat); }

bool Table::offer_between_rolls(Action& out, int& seat) {
  const GameState& s = game_.state;
  if (s.claim_count == 0 || s.phase == Phase::kGameOver) return false;
  for (int q = 0; q < s.player_count && q < static_cast<int>(bots_.size()); ++q) {
    if (!bots_[static_cast<std::size_t>(q)] || !may_act(s, q) || (muted_ >> q & 1u)) continue;
    Action a;
    if (!bots_[static_cast<std::size_t>(q)]->between_rolls(*game_.edition, seen(q), a)) continue;
    Rejection why = validate(*game_.edition, s, a);
    if (why != Rejection::kNone || a.player != q) {
      fail(q, a, why == Rejection::kNone ? Rejection::kNotYourDecision : why, true);
      muted_ |= 1u << q;
      continue;
    }
    out = a;
    seat = q;
    return true;
  }
  return false;
}

Step Table::between_rolls(EventLog* events) {
  Step st;
  Action a;
  int seat = kNobody;
  if (!offer_between_rolls(a, seat)) return st;
  ApplyResult r = apply_counted(a, events);
  if (!r.ok()) {  // validate() accepted it: only an engine defect gets here
    fail(seat, a, r.code, true);
    muted_ |= 1u << seat;
    return st;
  }
  ++report_.between_rolls;
  st.kind = Step::Kind::kBetweenRolls;
  st.seat = seat;
  st.action = a;
  return st;
}

Step Table::fall_back(int seat, const Action& refused, Rejection why) {
  Step st;
  st.seat = seat;
  fail(seat, refused, why, false);
  st.refused = why;
  st.refused_action = refused;
  scratch_.clear();
  legal_actions_for(*game_.edition, game_.state, seat, scratch_);
  if (scratch_.empty()) {
    st.kind = Step::Kind::kStuck;
    return st;
  }
  st.kind = Step::Kind::kFallback;
  st.action = scratch_.front();
  return st;
}

Step Table::choose(int seat) {
  const GameState& s = game_.state;
  Action a = bots_[static_cast<std::size_t>(seat)]->decide(*game_.edition, seen(seat));
  Rejection why = a.player != seat ? Rejection::kNotYourDecision : validate(*game_.edition, s, a);
  if (why != Rejection::kNone) return fall_back(seat, a, why);
  Step st;
  st.kind = Step::Kind::kDecision;
  st.seat = seat;
  st.action = a;
  return st;
}

Step Table::next_step() {
  Step st;
  Action a;
  int seat = kNobody;
  if (game_.state.claim_count > 0 && offer_between_rolls(a, seat)) {
    st.kind = Step::Kind::kBetweenRolls;
    st.seat = seat;
    st.action = a;
    return st;
  }
  if (stuck_) return st;
  int d = decider();
  if (!computer(d)) return st;
  st = choose(d);
  if (st.kind == Step::Kind::kStuck) stuck_ = true;
  if (st.kind == Step::Kind::kDecision) {
    const ActionType t = st.action.type;
    if (t == ActionType::kProposeTrade || t == ActionType::kAcceptTrade || t == ActionType::kRejectTrade) {
      st.reason = bots_[static_cast<std::size_t>(d)]->reason();
      st.reason_facts = bots_[static_cast<std::size_t>(d)]->reason_facts();
    }
  }
  return st;
}

ApplyResult Table::apply_step(const Step& st, EventLog* events) {
  ApplyResult r;
  if (!st.acted()) {
    r.code = Rejection::kNotYourDecision;
    r.message = "no computer player's step to apply";
    return r;
  }
  r = apply_counted(st.action, events);
  if (!r.ok()) {
    fail(st.seat, st.action, r.code, st.kind == Step::Kind::kBetweenRolls);
    if (st.kind == Step::Kind::kBetweenRolls) muted_ |= 1u << st.seat;
    return r;
  }
  if (st.kind == Step::Kind::kBetweenRolls) {
    ++report_.between_rolls;
  } else {
    ++report_.bot_actions;
  }
  return r;
}

void Table::set_more_offers(int seat, bool more) {
  if (seat < 0 || seat >= 32 || seat >= static_cast<int>(seats_.size())) return;
  if (more) {
    more_offers_ |= 1u << seat;
  } else {
    more_offers_ &= ~(1u << seat);
  }
  tell_seat_levels();
}

void Table::set_seat(int seat, const SeatPlayer& who, uint64_t seed) {
  if (seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  const std::size_t i = static_cast<std::size_t>(seat);
  seats_[i] = who;
  bot_seeds_[i] = seed;
  bots_[i] = who.computer ? make_bot(who.skill, seed) : nullptr;
  stuck_ = false;
  tell_seat_levels();
}

Step Table::step(EventLog* events) {
  Step st;
  step_into(st, events);
  return st;
}

void Table::step_into(Step& st, EventLog* events) {
  st.kind = Step::Kind::kNone;
  st.seat = kNobody;
  st.refused = Rejection::kNone;
  if (!st.reason.empty()) st.reason.clear();
  if (st.reason_facts) st.reason_facts.reset();
  if (game_.state.claim_count > 0) {  // the only between-rolls requests there are
    st = between_rolls(events);
    if (st.acted()) return;
  }
  if (stuck_) return;
  int d = decider();
  if (!computer(d)) return;
  Bot& bot = *bots_[static_cast<std::size_t>(d)];
  // Decided straight into the step (an Action is trivially destructible:
  // a new one in its place, not a temporary copied over it), and applied
  // here rather than through apply_code(): this is the path of nearly
  // every action of a bots' game (apply_action validates; no separate
  // validate() on the way).
  const Action& a = *new (&st.action) Action(bot.decide(*game_.edition, seen(d)));
  Rejection r = a.player == d ? apply_action(*game_.edition, game_.state, a, events) : Rejection::kNotYourDecision;
  if (r != Rejection::kNone) {
    refused_decision(st, d, r, events);
    return;
  }
  note_applied(a);
  if (keep_history_) game_.history.push_back(a);
  ++report_.actions;
  ++report_.bot_actions;
  muted_ = 0;  // stuck_ is false already
  st.kind = Step::Kind::kDecision;
  st.seat = d;
  if (a.type == ActionType::kProposeTrade || a.type == ActionType::kAcceptTrade ||
      a.type == ActionType::kRejectTrade) {
    st.reason = bot.reason();
    st.reason_facts = bot.reason_facts();
  }
}

Table::RunEnd Table::play_on(Run& run, uint32_t turn_cap, uint64_t max_actions) {
  const GameState& s = game_.state;
  const Edition& ed = *game_.edition;
  // The seats' bots, and which are Simple bots (the bench's): those are
  // asked directly, made ready once, their decide() inline and handed the
  // public state they would see (observe()). A decider is always a seat
  // below kMaxPlayers.
  Bot* seat[kMaxPlayers] = {};
  SimpleBot* simple[kMaxPlayers] = {};
  const SimpleBot* ready = nullptr;
  for (std::size_t i = 0; i < bots_.size() && i < std::size(seat); ++i) {
    seat[i] = bots_[i].get();
    simple[i] = dynamic_cast<SimpleBot*>(seat[i]);
    if (simple[i]) {
      simple[i]->ready(ed, ready);
      ready = simple[i];
    }
  }
  Run r = run;  // counted here, written back when it stops
  RunEnd end = RunEnd::kGameOver;
  Step st;      // for the rare steps taken the long way
  for (;;) {
    if (s.phase == Phase::kGameOver) break;
    if (s.turn_number > turn_cap) {
      end = RunEnd::kTurnCap;
      break;
    }
    if (r.actions >= max_actions) {
      end = RunEnd::kMaxActions;
      break;
    }
    const int d = s.decider;  // not game over: decider()
    Bot* bot = s.claim_count == 0 && !stuck_ && d >= 0 && d < kMaxPlayers ? seat[d] : nullptr;
    if (bot) {  // step_into() for a computer player's decision, without the Step
      Action a = simple[d] ? simple[d]->decide_now(ed, s, d) : bot->decide(ed, seen(d));
      Rejection why = a.player == d ? apply_action(ed, game_.state, a, nullptr) : Rejection::kNotYourDecision;
      if (why == Rejection::kNone) [[likely]] {
        note_applied(a);
        if (keep_history_) game_.history.push_back(a);
        ++report_.actions;
        ++report_.bot_actions;
        muted_ = 0;
      } else {
        st.action = a;
        refused_decision(st, d, why, nullptr);
        if (!st.acted()) {
          end = RunEnd::kNoStep;
          break;
        }
      }
    } else {
      step_into(st);
      if (!st.acted()) {
        end = RunEnd::kNoStep;
        break;
      }
    }
    ++r.actions;
    r.count_round(s, turn_cap);
  }
  run = r;
  return end;
}

void Table::refused_decision(Step& st, int d, Rejection why, EventLog* events) {
  st = fall_back(d, st.action, why);  // assigned once fall_back has read the choice (st.action)
  if (st.kind == Step::Kind::kFallback) {
    if (apply_code(st.action, events) == Rejection::kNone) {
      ++report_.bot_actions;
      return;
    }
    st.kind = Step::Kind::kStuck;  // a listed legal action refused: an engine defect
  }
  stuck_ = true;
}

bool Table::timed() const { return game_.state.options.time_limit_minutes > 0; }

bool Table::clock_running() const {
  return timed() && game_.state.phase != Phase::kGameOver && game_.state.clock_ms_left > 0;
}

int64_t Table::clock_ms_left() const {
  if (!timed()) return 0;
  return std::max<int64_t>(0, static_cast<int64_t>(game_.state.clock_ms_left) - static_cast<int64_t>(clock_pending_));
}

bool Table::add_play_time(double ms, EventLog* events) {
  if (!clock_running()) return false;
  if (ms > 0.0) clock_pending_ += ms;
  bool due = clock_pending_ >= kClockTickMs || clock_pending_ >= static_cast<double>(game_.state.clock_ms_left);
  if (!due || clock_pending_ < 1.0) return false;
  int amount = static_cast<int>(clock_pending_);
  int who = decider();
  if (who == kNobody) who = game_.state.current;
  if (act(Action::make(ActionType::kClockTick, who, -1, amount), events).ok()) {
    clock_pending_ -= amount;
    return true;
  }
  clock_pending_ = 0.0;
  return false;
}

SearchStats Table::search_stats(int seat) const {
  if (seat < 0 || static_cast<std::size_t>(seat) >= bots_.size() || !bots_[static_cast<std::size_t>(seat)]) return {};
  return bots_[static_cast<std::size_t>(seat)]->search_stats();
}

TableReport Table::report() const {
  TableReport r = report_;
  r.bot_fallbacks = 0;
  for (const auto& b : bots_) {
    if (b) r.bot_fallbacks += b->fallbacks();
  }
  return r;
}

// Replays `loaded`'s history from its seed, asking each computer player for
// the actions recorded for it, in the order step() asks: a between-rolls
// request first, else the decider's choice. The bots' answers are compared
// with the record and then the recorded action is applied, so the bots end
// up as they were when the game was saved.
ReplayCheck Table::warm_up(const Game& loaded) {
  ReplayCheck c;
  c.actions = loaded.history.size();
  TableReport kept = report_;
  game_ = start_game(loaded.edition, loaded.options, loaded.names, loaded.seed);
  make_bots();
  bool history = keep_history_;
  keep_history_ = false;
  for (std::size_t i = 0; i < loaded.history.size(); ++i) {
    const Action& a = loaded.history[i];
    if (a.type != ActionType::kClockTick && computer(a.player)) {
      ++c.asked;
      Action chosen;
      bool have = false;
      int seat = kNobody;
      if (offer_between_rolls(chosen, seat) && chosen == a) {
        have = true;
      } else if (decider() == a.player) {
        Step st = choose(a.player);
        chosen = st.action;
        have = st.kind != Step::Kind::kStuck;
      }
      if (!have || !(chosen == a)) {
        if (c.differ++ == 0) {
          c.first_difference = static_cast<int64_t>(i);
          c.recorded = a;
          c.chosen = have ? chosen : Action();
        }
      }
    }
    ApplyResult r = apply_counted(a, nullptr);
    if (!r.ok()) {
      c.error = "action " + std::to_string(i + 1) + " (" + describe_action(*loaded.edition, a) +
                ") is refused: " + r.message;
      break;
    }
  }
  if (c.error.empty() && !(game_.state == loaded.state)) {
    c.error = "the replayed history does not reach the saved state";
  }
  c.replayed = c.error.empty();
  keep_history_ = history;
  report_ = kept;
  muted_ = 0;
  stuck_ = false;
  return c;
}

}  // namespace landlord::ai
