// Trades between two players, and the choice owed by whoever receives a
// mortgaged deed (by trade or bankruptcy): lift the mortgage now, or pay
// 10% interest now and keep it mortgaged (lifting later costs the 10% again).
#include <bit>

#include "engine/flow.h"
#include "engine/rules.h"

namespace landlord {

void Flow::propose_trade(const TradeOffer& t) {
  s.trade = t;
  s.phase = Phase::kTradeResponse;
  s.decider = t.to;
  emit(EventType::kTradeProposed, t.from, t.to);
}

void exchange(PublicState& s, const TradeOffer& t) {
  s.players[t.from].cash += t.cash_asked - t.cash_given;
  s.players[t.to].cash += t.cash_given - t.cash_asked;
  for (uint64_t moved = t.deeds_given | t.deeds_asked; moved; moved &= moved - 1) {
    int i = std::countr_zero(moved);
    set_owner(s, i, (t.deeds_given & bit(i)) ? t.to : t.from);
  }
  for (int d = 0; d < kMaxDecks; ++d) {
    if (t.jail_cards_given & (1u << d)) {
      s.players[t.from].jail_cards[d]--;
      s.players[t.to].jail_cards[d]++;
    }
    if (t.jail_cards_asked & (1u << d)) {
      s.players[t.to].jail_cards[d]--;
      s.players[t.from].jail_cards[d]++;
    }
  }
}

void Flow::accept_trade() {
  TradeOffer t = s.trade;
  s.trade = TradeOffer();
  // property_for_debt: the creditor takes property instead of money, so
  // the cash owed towards the debtor is set off against the debt.
  if (Money set_off = debt_set_off(s, t); set_off > 0) {
    Debt& d = s.debts[0];
    (t.to == d.creditor ? t.cash_asked : t.cash_given) -= set_off;
    d.amount -= set_off;
    emit(EventType::kDebtSetOff, d.debtor, d.creditor, -1, set_off);
  }
  exchange(s, t);
  for (uint64_t moved = t.deeds_given | t.deeds_asked; moved; moved &= moved - 1) {
    int i = std::countr_zero(moved);
    if (s.deeds[i].mortgaged) s.mortgaged_received |= bit(i);
  }
  emit(EventType::kTradeAccepted, t.to, t.from);
  advance();
}

void Flow::reject_trade() {
  TradeOffer t = s.trade;
  s.trade = TradeOffer();
  emit(EventType::kTradeRejected, t.to, t.from);
  advance();
}

void Flow::lift_received(int p, int space) {
  s.mortgaged_received &= ~bit(space);
  unmortgage(p, space);
  advance();
}

void Flow::keep_received(int p, int space) {
  s.mortgaged_received &= ~bit(space);
  add_debt(p, kBank, mortgage_interest(ed, space), DebtReason::kInterest, space);
  advance();
}

}  // namespace landlord
