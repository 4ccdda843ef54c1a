// TradingBot: what the bots that propose and answer deals by their own
// judgement (kEasy and kHard, FP-A/B/C) share: the memory of their offers,
// saved with the game (Bot::memory), the sentence on their last deal
// (Bot::reason), and the count of their own checks the engine refused.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/trade_offers.h"
#include "ai/trade_reason.h"
#include "engine/legal.h"

namespace landlord::ai {

class TradingBot : public Bot {
 public:
  uint64_t fallbacks() const override { return fallbacks_; }
  std::string reason() const override { return reason_.text(); }
  std::shared_ptr<const TradeReasonFacts> reason_facts() const override { return reason_.facts(); }
  Json memory() const override;
  void note_proposal(uint32_t turn) override { memory_.last_proposal_turn = turn; }
  void set_people(uint32_t people) override { memory_.people = people; }
  void note_offer(const PublicState& s, const TradeOffer& t) override { ai::note_offer(memory_, s, t); }
  bool welcomes_offer(const PublicState& s, int me, int to) const override {
    return offer_welcome(s, memory_, me, to);
  }
  bool restore_memory(const Json& j, const std::string& path, std::string& error) override {
    return offer_memory_from_json(j, path, memory_, error);
  }

 protected:
  // `a` when the engine takes it; else, counted as a fallback (a defect of
  // the bot's own checks), the first legal action of `player`.
  Action checked(const Edition& ed, const PublicState& s, int player, Action a) {
    if (validate(ed, s, a) != Rejection::kNone) {
      ++fallbacks_;
      std::vector<Action> options;
      legal_actions_for(ed, s, player, options);
      if (!options.empty()) a = options[0];
    }
    return a;
  }

  OfferMemory memory_;
  TradeReasonNote reason_;
  uint64_t fallbacks_ = 0;
};

}  // namespace landlord::ai
