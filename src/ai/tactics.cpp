#include "ai/tactics.h"

#include <algorithm>
#include <bit>

namespace landlord::ai {

int best_build_site(const Board& b, const PublicState& s, int player, uint32_t full, int budget,
                    bool cash_now) {
  const Edition& ed = *b.ed;
  int best = -1;
  double best_score = 0;
  for (uint64_t ranks = b.ranks_of(full); ranks; ranks &= ranks - 1) {
    int i = b.sites_by_cost[std::countr_zero(ranks)];
    // The cost against the budget before the rules' checks: most calls come
    // with less cash to spend than any building costs (the search's default
    // players ask at every turn). A hotel already there is the limit.
    const NextBuilding next = next_building(ed, s, i);
    if (!next.possible || next.cost > budget) continue;
    if (check_build(ed, s, player, i, cash_now) != Rejection::kNone) continue;
    Money now = ed.spaces[static_cast<std::size_t>(i)].rent[static_cast<std::size_t>(building_level(s, i))];
    double score = static_cast<double>(next.rent_after - now) / std::max(next.cost, 1);
    if (best < 0 || score > best_score) {
      best = i;
      best_score = score;
    }
  }
  return best;
}

Action raise_cash_step(const Board& b, const PublicState& s, int player, uint64_t mine) {
  const Edition& ed = *b.ed;
  if (may_declare_bankruptcy(ed, s, player)) {
    return Action::make(ActionType::kDeclareBankruptcy, player);
  }
  uint32_t full = complete_groups(b, mine);
  // Mortgage: deeds outside completed groups first, cheapest mortgage last
  // among equals is not worth the bookkeeping; board order keeps it stable.
  int fallback_mortgage = -1;
  for (uint64_t m = mine; m;) {
    int i = std::countr_zero(m);
    m &= m - 1;
    if (s.deeds[i].mortgaged) continue;
    int g = b.group_of[i];
    if (g >= 0) {
      if (group_has_buildings(ed, s, g)) continue;
      if (full & (1u << g)) {
        if (fallback_mortgage < 0) fallback_mortgage = i;
        continue;
      }
    }
    return Action::make(ActionType::kMortgage, player, i);
  }
  // Sell a building: the group with the lowest top rent goes first.
  int best = -1;
  int best_rent = 0;
  for (uint64_t m = mine; m;) {
    int i = std::countr_zero(m);
    m &= m - 1;
    if (b.group_of[i] < 0 || building_level(s, i) == 0) continue;
    if (check_sell(ed, s, player, i) != Rejection::kNone) continue;
    int rent = rent_due(ed, s, i, 7);
    if (best < 0 || rent < best_rent) {
      best = i;
      best_rent = rent;
    }
  }
  if (best >= 0) return Action::make(ActionType::kSellBuilding, player, best);
  if (fallback_mortgage >= 0) return Action::make(ActionType::kMortgage, player, fallback_mortgage);
  // Nothing left to raise although bankruptcy is not allowed: cannot happen
  // when the rules are consistent; bankruptcy is the least wrong answer.
  return Action::make(ActionType::kDeclareBankruptcy, player);
}

Action place_building(const Board& b, const PublicState& s, int player, uint64_t mine) {
  const Edition& ed = *b.ed;
  bool hotel = s.placing == BuildingKind::kHotel;
  for (int k = 0; k < b.site_count; ++k) {
    int i = b.sites_by_cost[k];
    if (!(mine & bit(i))) continue;
    if (check_build(ed, s, player, i, false) != Rejection::kNone) continue;
    if ((building_level(s, i) == s.options.houses_per_hotel) != hotel) continue;
    return Action::make(ActionType::kBuild, player, i);
  }
  return Action::make(ActionType::kBuild, player, -1);
}

int building_site_for_auction(const Board& b, const PublicState& s, int player, uint64_t mine) {
  const Edition& ed = *b.ed;
  if (s.auction.requester == player) return s.auction.target;
  bool hotel = s.auction.building == BuildingKind::kHotel;
  for (int k = 0; k < b.site_count; ++k) {
    int i = b.sites_by_cost[k];
    if (!(mine & bit(i))) continue;
    if (check_build(ed, s, player, i, false) != Rejection::kNone) continue;
    if ((building_level(s, i) == s.options.houses_per_hotel) != hotel) continue;
    return i;
  }
  return -1;
}

Action building_wish(const Board& b, const PublicState& s, int player, uint64_t mine) {
  int site = building_site_for_auction(b, s, player, mine);
  bool want = false;
  if (site >= 0) {
    const Space& sp = b.ed->spaces[static_cast<std::size_t>(site)];
    int price = s.auction.building == BuildingKind::kHotel && sp.hotel_cost > 0 ? sp.hotel_cost : sp.house_cost;
    want = s.players[player].cash >= price;
  }
  return Action::make(want ? ActionType::kWantBuilding : ActionType::kPassBuilding, player);
}

Action leave_jail_or_roll(const Edition& ed, const PublicState& s, int player) {
  // Whether a card or the fine may be used now is the engine's to say
  // (jail_fine_turns, cash, cards held): ask it.
  for (int d = 0; d < kMaxDecks; ++d) {
    Action card = Action::make(ActionType::kUseJailCard, player, -1, d);
    if (validate(ed, s, card) == Rejection::kNone) return card;
  }
  Action pay = Action::make(ActionType::kPayJailFine, player);
  if (validate(ed, s, pay) == Rejection::kNone) return pay;
  return Action::make(ActionType::kRoll, player);
}

Money next_bid(const PublicState& s, Money limit) {
  Money cash = s.players[s.decider].cash;
  limit = std::min(limit, cash);
  Money bid = s.auction.bid;
  if (limit <= bid || limit < 1) return 0;
  Money step = std::max<Money>(1, limit / 8);
  return std::min(limit, bid + step);
}

Action tax_choice(const Edition& ed, const PublicState& s, int player) {
  int space = s.pending_space;
  int flat = ed.spaces[static_cast<std::size_t>(space)].tax;
  Money worth = worth_tax_due(ed, s, player, space);
  return Action::make(worth < flat ? ActionType::kPayWorthTax : ActionType::kPayFlatTax, player);
}

}  // namespace landlord::ai
