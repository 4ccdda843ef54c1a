// Why a computer player proposed, accepted or refused a trade: one sentence
// in plain words for the table, drawn from the figures the decision was made
// by (trade_offers.h): the gains of both sides by the bot's own valuation,
// the guard against selling a group cheaply, and the groups the deal
// completes. The sentence explains a decision; it never makes one, so
// asking for it changes no game.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "ai/evaluate.h"

namespace landlord::ai {

enum class TradeChoice : uint8_t {
  kPropose,  // `me` proposes the offer (t.from == me)
  kAccept,   // `me` accepts the offer it received (t.to == me)
  kReject,   // `me` refuses it
};

// The reason `me` gives for `choice` on `t` in `s`, judged with `st`.
// `keep_cash` is the cash the bot will not go below by accepting (the
// fixed-policy levels keep half the Go salary; 0 for the others). For an
// answer, the first of these that holds: the guard refuses (the deal
// completes the proposer's group below its worth to them), `me` would lose,
// the proposer would gain far more than the standing rule allows, the cash
// left would be too short, the rules forbid the deal now; or, when none
// holds (a bot that looks ahead overruled its valuation), that look-ahead.
// An acceptance names the group it completes for `me`, if any, or points to
// the look-ahead when the valuation alone would have refused. A proposal
// names the group it completes (or gathers) for `me` and what is offered
// for it: cash, deeds that complete a group of the other player, or a
// spare deed.
std::string trade_reason(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                         const Style& st, TradeChoice choice, Money keep_cash = 0);

// What a reason is written from, kept whole so that its sentence can be
// written again later, in the language then in use (the game log after a
// change of language).
struct TradeReasonFacts {
  Board board;
  Style style;
  PublicState state;
  TradeOffer trade;
  int me = 0;
  TradeChoice choice = TradeChoice::kReject;
  Money keep_cash = 0;

  std::string text() const { return trade_reason(board, state, trade, me, style, choice, keep_cash); }
};

// A bot's last trade decision, kept so that the sentence is written only
// when someone asks for it: the bots of a look-ahead (search.h) decide many
// trades that nobody reads.
class TradeReasonNote {
 public:
  // Records the action `a` just returned on `s`: a proposal, an acceptance
  // or a refusal is kept for text(); any other action clears the note.
  // Inline: every decision of every bot passes here, and nearly none is a
  // trade answer.
  void record(const Board& b, const PublicState& s, const Action& a, const Style& st,
              Money keep_cash = 0) {
    const bool trade = a.type == ActionType::kProposeTrade || a.type == ActionType::kAcceptTrade ||
                       a.type == ActionType::kRejectTrade;
    if (trade || set_) record_slow(b, s, a, st, keep_cash);  // else nothing is kept and nothing to clear
  }
  // The sentence for the recorded decision; empty when there is none.
  const std::string& text() const;
  // What it is written from (nullptr when there is none): the next record
  // leaves it as it is.
  std::shared_ptr<const TradeReasonFacts> facts() const { return set_ ? kept_ : nullptr; }

 private:
  void record_slow(const Board& b, const PublicState& s, const Action& a, const Style& st, Money keep_cash);

  bool set_ = false;
  // What the sentence is drawn from, copied at each trade decision: made
  // at the first one, so that a bot that never trades (the bench's) is
  // made without it, and made anew only when someone still holds the last
  // (facts()).
  std::shared_ptr<TradeReasonFacts> kept_;
  mutable bool written_ = false;
  mutable std::string text_;
};

}  // namespace landlord::ai
