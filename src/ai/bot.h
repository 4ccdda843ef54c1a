// Computer players: see what their player sees, return an action.
//
// A bot uses the engine only (legal moves, rules queries, apply on copies);
// it never holds a rule of its own. It decides from an Observation
// (engine/observe.h), never from the whole GameState: the deck order and the
// dice generator are hidden from it, so it cannot play on the future. A bot
// that looks ahead samples the unknown dice and card orders afresh
// (sample_state). It is asked only when its player must decide
// (landlord::decider(state) == player) and returns exactly one action,
// so the UI can pace a computer player's turn action by action. Bots are
// deterministic for a given seed, so simulations and the bench signature
// are reproducible natively and in WebAssembly.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/json_reader.h"

namespace landlord::ai {

struct TradeReasonFacts;  // ai/trade_reason.h

enum class Level : uint8_t {
  kSimple,  // buys what it can afford, builds, pays; the bench and simulate bot
  kEasy,    // a gentle opponent for new players
  kHard,    // values groups, keeps reserves, bids and trades with judgement
  // The fixed-policy benchmark agents of the literature (fixed_policy_bot.cpp,
  // docs/bots.md): arena levels, not offered in the UI.
  kFpA,     // buys whatever it lands on, every deed alike
  kFpB,     // favours railroads and dark blue, utilities last
  kFpC,     // favours railroads, orange and light blue
  // Last, so that no existing value changes meaning.
  kExpert,  // kHard's judgement checked by look-ahead over sampled futures (expert_bot.cpp)
  // The same three agents answering offers by GNOME's rule as written
  // (gnome_accepts in trade_offers.h): any deal that completes one of their
  // groups, whatever it costs them. A second benchmark family for the
  // arena (docs/bots.md), never offered in the UI.
  kGnomeA,
  kGnomeB,
  kGnomeC,
};

// The fixed-policy agent a level plays as (kFpA for kGnomeA, ...), else the level.
constexpr Level fixed_policy_base(Level l) {
  return l == Level::kGnomeA ? Level::kFpA : l == Level::kGnomeB ? Level::kFpB : l == Level::kGnomeC ? Level::kFpC : l;
}
constexpr bool is_fixed_policy(Level l) {
  Level b = fixed_policy_base(l);
  return b == Level::kFpA || b == Level::kFpB || b == Level::kFpC;
}
constexpr bool is_gnome_literal(Level l) { return l == Level::kGnomeA || l == Level::kGnomeB || l == Level::kGnomeC; }

enum class JailPolicy : uint8_t {
  kLeaveAtOnce,  // pay or use a card before the first roll in jail
  kStayLong,     // roll for doubles as long as the rules allow
};

struct Skill {
  Level level = Level::kSimple;
  JailPolicy jail = JailPolicy::kLeaveAtOnce;
};

// What a searching bot has spent on looking ahead (search.h): decisions it
// searched (and of them, those searched wider and further: a group at
// stake), sampled futures it played (one per candidate and draw) and the
// simulated actions in them. Zero for the levels that do not search.
struct SearchStats {
  uint64_t searched = 0;
  uint64_t wide = 0;
  uint64_t futures = 0;
  uint64_t actions = 0;

  SearchStats& operator+=(const SearchStats& o) {
    searched += o.searched;
    wide += o.wide;
    futures += o.futures;
    actions += o.actions;
    return *this;
  }
};

class Bot {
 public:
  virtual ~Bot() = default;
  // The action the observer `o.viewer` takes now, seen from their seat
  // (o = observe(s, player)). Precondition: decider(s) == player. The
  // returned action is legal (apply() accepts it on s).
  virtual Action decide(const Edition& ed, const Observation& o) = 0;
  // How many times the bot's own choice failed validation and it fell back
  // to the first legal action instead. Always 0 unless the bot has a bug;
  // the tests assert it.
  virtual uint64_t fallbacks() const { return 0; }
  // The one-sentence reason, in plain words for the table, for the trade
  // decision the bot's last decide() returned (a kProposeTrade,
  // kAcceptTrade or kRejectTrade action), drawn from its own valuation
  // (trade_reason.h); empty for any other action. Asking for it changes no
  // decision.
  virtual std::string reason() const { return {}; }
  // What that reason is written from, to write it again in another
  // language (nullptr when there is none).
  virtual std::shared_ptr<const TradeReasonFacts> reason_facts() const { return nullptr; }
  // Something the observer wants to do now although someone else must
  // decide (between rolls): claiming rent under the owner_must_claim_rent
  // house rule. Returns true and sets `out` to a legal action, or false.
  // Hosts ask every computer player before each decision while a claim is
  // pending (GameState::claim_count > 0).
  virtual bool between_rolls(const Edition& ed, const Observation& o, Action& out);
  // What the bot remembers from its earlier decisions (the offers it made
  // and how often each was refused), saved with the game so that a resumed
  // game plays on exactly as it would have: a JSON object, empty when the
  // bot remembers nothing. Everything else a bot uses is its seed and what
  // it sees.
  virtual Json memory() const;
  // Takes back what memory() returned. False, with a message naming the
  // field (under `path`) and the bot unchanged, for anything malformed.
  virtual bool restore_memory(const Json& j, const std::string& path, std::string& error);
  // The level of every seat's player, index = seat, as the table shows
  // them (a person's seat as kHard): public, so nothing new is saved. The
  // Table tells each bot after seating it; a bot that models its opponents
  // may use it (the Expert's rollouts play each seat with its own level's
  // policy). Ignored by default.
  virtual void set_seat_levels(const std::vector<Level>& levels) { (void)levels; }
  // The player has proposed a deal on turn `turn`, or has had its chance
  // to on that turn (public: the table saw it): a bot that proposes at most
  // one deal a turn proposes no other on that turn. The search tells the
  // bots it makes afresh for every sampled future, which remember nothing.
  // Ignored by default (a bot that never proposes).
  virtual void note_proposal(uint32_t turn) { (void)turn; }
  // The seats a person plays (bit = seat), public: the Table tells each bot
  // after seating it, with the levels. A bot that proposes deals offers a
  // person fewer of them (offer_welcome() in trade_offers.h).
  virtual void set_people(uint32_t people) { (void)people; }
  // A deal was offered at the table (`s`: the state with it on the table,
  // s.trade == t): the Table tells every bot of every proposal, so that
  // each knows when a person was last offered one. Remembered (memory()).
  virtual void note_offer(const PublicState& s, const TradeOffer& t) { (void)s, (void)t; }
  // Whether the bot wants to hear every answer to a deal (note_answer()):
  // the Table keeps the state of each offer only when one of its bots does.
  virtual bool hears_answers() const { return false; }
  // A deal was answered at the table: `s` is the state with the offer on
  // it (s.trade), `accepted` the answer. Public; a bot that learns what
  // each player accepts remembers it (memory()).
  virtual void note_answer(const Edition& ed, const PublicState& s, bool accepted) {
    (void)ed, (void)s, (void)accepted;
  }
  // Whether this bot, at seat `me`, would offer `to` a deal now
  // (offer_welcome()); true for a bot that never proposes.
  virtual bool welcomes_offer(const PublicState& s, int me, int to) const {
    (void)s, (void)me, (void)to;
    return true;
  }
  // What its look-ahead has cost so far (all zero for a bot that does not
  // search); counting changes no decision.
  virtual SearchStats search_stats() const { return {}; }
};

std::unique_ptr<Bot> make_bot(const Skill& skill, uint64_t seed);

const char* level_name(Level level);
// The level named `name` (level_name()); false if there is none.
bool level_from_name(std::string_view name, Level& level);
// Every level's name, for messages: "simple, easy, hard, ...".
std::string level_names();

}  // namespace landlord::ai
