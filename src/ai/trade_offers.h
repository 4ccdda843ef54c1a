// Trades: judging an offer received and searching for one worth making.
//
// Both sides of a deal are valued with worth() (evaluate.h) before and after
// the deeds and cash change hands. A receiver accepts when its own gain is
// positive and at least `accept_ratio` times the proposer's gain, so a deal
// that completes the proposer's colour group must bring back something of
// comparable value. The search looks only at deals that complete one of the
// proposer's groups: ask for the missing deeds from their single holder and
// offer cash, the deeds that would complete the holder's own group, or a
// spare deed, with the cash that balances the deal (worth is linear in cash). The bot limits itself to
// one proposal per turn and does not ask the same player for the same
// group again for a few rounds (OfferMemory).
#pragma once

#include <cstdint>

#include "ai/evaluate.h"

namespace landlord::ai {

struct TradeJudgement {
  double my_gain = 0;
  double their_gain = 0;
};

// Gains of `me` and of the other party if `t` is carried out.
TradeJudgement judge_trade(const Board& b, const GameState& s, const TradeOffer& t, int me,
                           const Style& st);

bool accept_offer(const Board& b, const GameState& s, const TradeOffer& t, int me,
                  const Style& st);

// Remembers, per opponent and colour group, until which turn the bot will
// not ask again.
struct OfferMemory {
  uint32_t quiet_until[kMaxPlayers][kMaxGroups] = {};
  uint32_t last_proposal_turn = UINT32_MAX;
};

// A deal for `me` to propose now, or false. Records the attempt in `memory`.
bool find_offer(const Board& b, const GameState& s, int me, const Style& st, int reserve,
                OfferMemory& memory, TradeOffer& out);

}  // namespace landlord::ai
