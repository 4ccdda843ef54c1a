// Rules as pure queries on a state: rent, and whether a player may buy,
// build, sell, mortgage, unmortgage or trade.
//
// apply() enforces exactly these functions and legal_actions() lists with
// them, so bots asking "can I build here?" get the same answer the engine
// would give. They return a Rejection code only; the message is produced by
// explain() when someone needs to read it.
#pragma once

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/edition.h"
#include "engine/state.h"

namespace landlord {

inline uint64_t bit(int space) {
  return uint64_t{1} << space;
}

// Deeds owned by a player, as a bitmask of spaces.
uint64_t deeds_of(const Edition& ed, const PublicState& s, int player);
bool owns_whole_group(const Edition& ed, const PublicState& s, int group, int player);
bool group_has_mortgage(const Edition& ed, const PublicState& s, int group);
bool group_has_buildings(const Edition& ed, const PublicState& s, int group);
// Building level of a site: houses, or houses_per_hotel + 1 for a hotel.
int building_level(const PublicState& s, int space);

// Whether an owned site without buildings earns double rent because its
// owner holds the whole group (and, with rent_double_requires_no_mortgage,
// none of the group is mortgaged).
bool full_set_doubles_rent(const Edition& ed, const PublicState& s, int space);

namespace rules_detail {

// How many deeds of `mask` `owner` holds: a player's from the mask of
// what they own, the Bank's deed by deed.
inline int count_owned(const PublicState& s, uint64_t mask, int owner) {
  if (owner >= 0 && owner < kMaxPlayers) return std::popcount(mask & s.owned[owner]);
  int n = 0;
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    n += s.deeds[i].owner == owner ? 1 : 0;
  }
  return n;
}

// full_set_doubles_rent() for a site without buildings owned by a player
// (`owner` >= 0): the whole group theirs (owns_whole_group, from their
// mask) and, under the rule, none of it mortgaged (group_has_mortgage).
inline bool whole_group_doubles(const Edition& ed, const PublicState& s, const Space& sp, int owner) {
  const uint64_t group = ed.groups[static_cast<std::size_t>(sp.group)].mask;
  if (owner >= kMaxPlayers || (group & ~s.owned[owner]) != 0) return false;
  if (!s.options.rent_double_requires_no_mortgage) return true;
  for (uint64_t m = group; m; m &= m - 1) {
    if (s.deeds[std::countr_zero(m)].mortgaged) return false;
  }
  return true;
}

}  // namespace rules_detail

// Rent a visitor owes for landing on `space` now (0 when unowned, mortgaged
// or rent-free). Cards may multiply railroad rent or charge dice x N.
// Inline: every landing on another's deed asks it, and computer players
// that look ahead ask it by the million.
inline int rent_due(const Edition& ed, const PublicState& s, int space, int dice_total,
                    int rent_multiplier = 1, int dice_multiplier = 0) {
  const Deed& d = s.deeds[space];
  if (d.owner < 0 || d.mortgaged) return 0;
  if (s.options.no_rent_while_in_jail && s.players[d.owner].in_jail) return 0;
  const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
  switch (sp.kind) {
    case SpaceKind::kSite: {
      if (d.hotel) return sp.rent[5];
      if (d.houses > 0) return sp.rent[d.houses];
      return rules_detail::whole_group_doubles(ed, s, sp, d.owner) ? sp.rent[0] * 2 : sp.rent[0];  // full_set_doubles_rent
    }
    case SpaceKind::kRailroad: {
      int n = rules_detail::count_owned(s, ed.railroad_mask, d.owner);
      return ed.railroad_rent[static_cast<std::size_t>(n - 1)] * rent_multiplier;
    }
    case SpaceKind::kUtility: {
      if (dice_multiplier > 0) return dice_total * dice_multiplier;
      int n = rules_detail::count_owned(s, ed.utility_mask, d.owner);
      return ed.utility_multiplier[static_cast<std::size_t>(n - 1)] * dice_total;
    }
    default:
      return 0;
  }
}

// Lifting a mortgage costs the mortgage value plus 10% interest, rounded
// up to a whole unit of money.
inline int mortgage_interest(const Edition& ed, int space) {
  return (ed.spaces[static_cast<std::size_t>(space)].mortgage + 9) / 10;
}
inline int unmortgage_cost(const Edition& ed, int space) {
  return ed.spaces[static_cast<std::size_t>(space)].mortgage + mortgage_interest(ed, space);
}
// A building's resale price: half its price, rounded down.
int house_refund(const Edition& ed, int space);
int hotel_refund(const Edition& ed, int space);

Rejection check_buy(const Edition& ed, const PublicState& s, int player);
Rejection check_build(const Edition& ed, const PublicState& s, int player, int space,
                      bool check_cash = true);
Rejection check_sell(const Edition& ed, const PublicState& s, int player, int space);
Rejection check_mortgage(const Edition& ed, const PublicState& s, int player, int space);
Rejection check_unmortgage(const Edition& ed, const PublicState& s, int player, int space);
Rejection check_trade(const Edition& ed, const PublicState& s, const TradeOffer& t);
// Option property_for_debt: how much of the cash a trade moves towards the
// debtor of the first pending debt, from that debt's creditor, is set off
// against the debt instead of being paid (the creditor accepts property
// instead of money). 0 when the option is off or the trade is not between
// the two.
Money debt_set_off(const PublicState& s, const TradeOffer& t);
// Moves a trade's cash, deeds and jail cards between its two players and
// nothing else (no phase, no interest): what accepting does to holdings,
// and what a computer player looks at when weighing an offer.
void exchange(PublicState& s, const TradeOffer& t);

// Cash a player could raise by selling every building and mortgaging every
// unmortgaged deed.
int64_t liquidation_value(const Edition& ed, const PublicState& s, int player);
// Bankruptcy is allowed only to the debtor of debts[0] while raising cash,
// and only when even selling everything could not cover that debt.
bool may_declare_bankruptcy(const Edition& ed, const PublicState& s, int player);
// Cash + deeds at price (half when mortgaged) + buildings at cost.
int64_t net_worth(const Edition& ed, const PublicState& s, int player);
// The lines of net_worth, for a player to read: their sum is net_worth.
struct WorthParts {
  int64_t cash = 0;
  int deeds = 0;             // title deeds held
  int mortgaged = 0;         // of which mortgaged
  int64_t deed_value = 0;    // at printed price, half when mortgaged
  int houses = 0;            // houses standing (not counting hotels)
  int hotels = 0;
  int64_t building_value = 0;  // at cost, a hotel with the houses traded in
  int64_t total() const { return cash + deed_value + building_value; }
};
WorthParts worth_parts(const Edition& ed, const PublicState& s, int player);

// The richest-player valuation used when a game ends early (short, quicker
// and time-limit games): cash, deeds at printed price (half when
// mortgaged), houses at cost, hotels at cost including the houses traded in.
// Same as net_worth; 0 for a bankrupt player.
int64_t valuation(const Edition& ed, const PublicState& s, int player);
// "Total worth" for a percentage tax (Shopping Spree): cash, printed price
// of every deed mortgaged or not, cost of every building.
int64_t tax_worth(const Edition& ed, const PublicState& s, int player);
// What the worth option of a tax space would cost the player now: its
// worth_percent of tax_worth, rounded down.
Money worth_tax_due(const Edition& ed, const PublicState& s, int player, int space);
// Claim rent (owner_must_claim_rent): index of the pending claim of
// `player` on `space` in s.claims, or -1.
int find_rent_claim(const PublicState& s, int player, int space);

// The readable reason behind a rejection of `a` in state `s`.
// With `names`, players are called by name instead of "Player N".
std::string explain(const Edition& ed, const PublicState& s, const Action& a, Rejection r,
                    const std::vector<std::string>* names = nullptr);

}  // namespace landlord
