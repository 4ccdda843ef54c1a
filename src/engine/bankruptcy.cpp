// Bankruptcy: the debtor of debts[0] leaves the game.
//
// Buildings go back to the Bank at half price first (as the rulebook's
// "pay whatever money you were able to raise"). To a player creditor: all
// cash, deeds and jail cards go to them; mortgaged deeds then ask the
// creditor to lift or pay 10%. With bankrupt_mortgages_all (Classic 2022:
// "If you still owe more than you have, you are BANKRUPT ... Pay whatever
// money you were able to raise. If the debt is to another player - give
// them all your mortgaged properties") the debtor has raised everything
// first: every deed is mortgaged to the Bank, the mortgage money goes with
// the cash, and the creditor receives the deeds mortgaged (lift or 10%). To the Bank: cash goes to the Bank, jail
// cards to the bottom of their decks, and every deed is auctioned
// unmortgaged (or simply returned, with bankrupt_to_bank = "return").
#include <bit>

#include "engine/flow.h"
#include "engine/rules.h"

namespace landlord {

void Flow::go_bankrupt(int p) {
  int creditor = s.debt_count > 0 ? s.debts[0].creditor : kBank;
  Player& pl = s.players[p];
  uint64_t deeds = deeds_of(ed, s, p);
  uint64_t mask = deeds;
  int hph = s.options.houses_per_hotel;
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    Deed& d = s.deeds[i];
    if (d.hotel) {
      bank_pays(p, hotel_refund(ed, i) + hph * house_refund(ed, i));
      s.bank_hotels++;
      d.hotel = false;
    }
    if (d.houses) {
      bank_pays(p, d.houses * house_refund(ed, i));
      s.bank_houses = static_cast<uint8_t>(s.bank_houses + d.houses);
      d.houses = 0;
    }
  }
  if (creditor >= 0) {
    if (s.options.bankrupt_mortgages_all) {
      for (mask = deeds; mask; mask &= mask - 1) {
        int i = std::countr_zero(mask);
        if (!s.deeds[i].mortgaged) mortgage(p, i);
      }
    }
    pays_player(p, creditor, pl.cash);
    mask = deeds;
    while (mask) {
      int i = std::countr_zero(mask);
      mask &= mask - 1;
      set_owner(s, i, creditor);
      if (s.deeds[i].mortgaged) s.mortgaged_received |= bit(i);
    }
    for (int d = 0; d < kMaxDecks; ++d) {
      s.players[creditor].jail_cards[d] =
          static_cast<uint8_t>(s.players[creditor].jail_cards[d] + pl.jail_cards[d]);
      pl.jail_cards[d] = 0;
    }
  } else {
    pays_bank(p, pl.cash, false);
    mask = deeds;
    while (mask) {
      int i = std::countr_zero(mask);
      mask &= mask - 1;
      set_owner(s, i, kBank);
      s.deeds[i].mortgaged = false;
    }
    if (s.options.bankrupt_to_bank == BankruptcyToBank::kAuction && s.options.auctions) {
      s.auction_queue |= deeds;
    }
    for (int d = 0; d < kMaxDecks; ++d) {
      while (pl.jail_cards[d] > 0) {
        pl.jail_cards[d]--;
        return_jail_card(d);
      }
    }
  }
  pl.bankrupt = true;
  pl.cash = 0;
  pl.in_jail = false;
  pl.jail_turns = 0;
  pl.doubles = 0;
  // Debts owed by the bankrupt player are void.
  for (int i = s.debt_count - 1; i >= 0; --i) {
    if (s.debts[i].debtor == p) pop_debt(i);
  }
  if (s.claim_count > 0) drop_claims_of(p);
  if (p == s.current) {
    s.move_from_jail = false;
    s.roll_again = false;
  }
  emit(EventType::kBankrupt, p, creditor);
  advance();
}

}  // namespace landlord
