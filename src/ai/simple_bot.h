// SimpleBot (Level::kSimple): the bench and simulation player.
//
// Buys whatever it lands on when it has the cash, bids up to the printed
// price, builds whenever it can pay (evenly, cheapest buildings first),
// raises cash by mortgaging and selling, goes bankrupt only when the rules
// say nothing else could cover the debt, and never proposes a trade. A
// trade offered to it is judged by a plain valuation (style_for(kSimple)),
// the standing rule and the guard of trade_offers.h; in games of Simple
// bots only (the bench) no trade is ever offered. It has no state but its
// jail policy, the board facts and the note of its last trade answer
// (trade_reason.h), and answers with direct rules queries:
// no legal_actions(), no allocation per decision. Speed matters here
// because bench measures the engine through this bot.
//
// Declared here so that a host stepping a table of them (Table::play_on)
// calls decide() directly: the class is final and decide() inline.
#pragma once

#include <cstdint>
#include <string>

#include "ai/bot.h"
#include "ai/evaluate.h"
#include "ai/tactics.h"
#include "ai/trade_reason.h"

namespace landlord::ai {

class SimpleBot final : public Bot {
 public:
  explicit SimpleBot(JailPolicy jail) : jail_(jail) {}

  Action decide(const Edition& ed, const Observation& o) override {
    ready(ed);
    return decide_now(ed, o.state(), o.viewer);
  }

  // What decide_now() reads of the edition (the board facts), prepared,
  // or copied from `like` when it is ready for the same edition (the other
  // Simple bots at a table: the same facts, without working them out again).
  void ready(const Edition& ed, const SimpleBot* like = nullptr) {
    if (board_.ready_for(ed)) return;
    if (like && like->board_.ready_for(ed)) {
      board_ = like->board_;
    } else {
      board_.prepare(ed);
    }
  }
  // decide() for player `p`, who sees the public state `s` (their
  // observation's), once ready(ed): for a host that steps a table of them.
  [[gnu::always_inline]] Action decide_now(const Edition& ed, const PublicState& s, int p) {
    // The roll and the end of a turn, nearly every decision, asked here;
    // the rest from choose(), out of line so that this path stays short.
    Action a = s.phase == Phase::kAwaitRoll ? jail_or_roll(ed, s, p, jail_)
               : s.phase == Phase::kEndTurn ? end_of_turn(ed, s, p)
                                            : choose(ed, s, p);
    // Only a trade answer keeps a copy of the state; anything else clears a flag.
    reason_.record(board_, s, a, style_);
    return a;
  }

  std::string reason() const override { return reason_.text(); }
  std::shared_ptr<const TradeReasonFacts> reason_facts() const override { return reason_.facts(); }

 private:
  [[gnu::noinline]] Action choose(const Edition& ed, const PublicState& s, int p) const;

  uint64_t mine(const PublicState& s, int p) const { return deeds_of(board_, s, p); }

  Action bid(const Edition& ed, const PublicState& s, int p) const;

  // Lift mortgages in completed groups, then build; end the turn when
  // neither is possible. Most turns own no completed group and stop at
  // the first test.
  Action end_of_turn(const Edition& ed, const PublicState& s, int p) const {
    uint32_t full = complete_groups_of(board_, s, p);
    return full ? develop(ed, s, p, full) : Action::make(ActionType::kEndTurn, p);
  }

  // end_of_turn() with completed groups (`full`).
  [[gnu::noinline]] Action develop(const Edition& ed, const PublicState& s, int p, uint32_t full) const;

  JailPolicy jail_;
  Board board_;
  // How it judges a trade offered to it (style_for(kSimple)): a plain
  // valuation, the standing rule and the guard of trade_offers.h.
  Style style_ = style_for(Level::kSimple);
  TradeReasonNote reason_;
};

}  // namespace landlord::ai
