// SimpleBot (simple_bot.h): the decisions other than the roll and the end
// of a turn.
#include "ai/simple_bot.h"

#include <bit>

#include "ai/bots.h"
#include "ai/trade_offers.h"

namespace landlord::ai {

Action SimpleBot::choose(const Edition& ed, const PublicState& s, int p) const {
  switch (s.phase) {
    case Phase::kOpeningRoll:
      return Action::make(ActionType::kRoll, p);
    case Phase::kAwaitRoll:
      return jail_or_roll(ed, s, p, jail_);
    case Phase::kBuyOrAuction:
      return Action::make(
          check_buy(ed, s, p) == Rejection::kNone ? ActionType::kBuy : ActionType::kDecline, p);
    case Phase::kAuction:
      return bid(ed, s, p);
    case Phase::kTradeResponse: {
      bool yes = accept_offer(board_, s, s.trade, p, style_) &&
                 validate(ed, s, Action::make(ActionType::kAcceptTrade, p)) == Rejection::kNone;
      return Action::make(yes ? ActionType::kAcceptTrade : ActionType::kRejectTrade, p);
    }
    case Phase::kRaiseCash:
      return raise_cash_step(board_, s, p, mine(s, p));
    case Phase::kMortgagedDeedReceived: {
      int i = std::countr_zero(s.mortgaged_received);
      bool lift = s.players[p].cash >= unmortgage_cost(ed, i);
      return Action::make(lift ? ActionType::kLiftMortgage : ActionType::kKeepMortgaged, p, i);
    }
    case Phase::kPlaceBuilding:
      return place_building(board_, s, p, mine(s, p));
    case Phase::kEndTurn:
      return end_of_turn(ed, s, p);
    case Phase::kTaxChoice:
      return tax_choice(ed, s, p);
    case Phase::kBuildingDemand:
      return building_wish(board_, s, p, mine(s, p));
    case Phase::kGameOver:
      break;
  }
  return Action::make(ActionType::kEndTurn, p);
}

Action SimpleBot::bid(const Edition& ed, const PublicState& s, int p) const {
  int limit = 0;
  if (s.auction.space >= 0) {
    limit = ed.spaces[static_cast<std::size_t>(s.auction.space)].price;
  } else {
    int site = building_site_for_auction(board_, s, p, mine(s, p));
    if (site >= 0) limit = next_building(ed, s, site).cost;  // the kind auctioned
  }
  Money amount = next_bid(s, limit);
  if (amount <= 0) return Action::make(ActionType::kDropOut, p);
  return Action::make(ActionType::kBid, p, -1, amount);
}

Action SimpleBot::develop(const Edition& ed, const PublicState& s, int p, uint32_t full) const {
  Money cash = s.players[p].cash;
  for (uint32_t gs = full; gs;) {
    int g = std::countr_zero(gs);
    gs &= gs - 1;
    for (uint64_t m = board_.group_mask[g]; m;) {
      int i = std::countr_zero(m);
      m &= m - 1;
      if (s.deeds[i].mortgaged && cash >= unmortgage_cost(ed, i)) {
        return Action::make(ActionType::kUnmortgage, p, i);
      }
    }
  }
  const int hph = s.options.houses_per_hotel;
  // The sites of the completed groups, cheapest building first.
  for (uint64_t ranks = board_.ranks_of(full); ranks; ranks &= ranks - 1) {
    int i = board_.sites_by_cost[std::countr_zero(ranks)];
    // Refusals check_build would give, seen first from the deed alone: a
    // hotel already, none of the next building left in the Bank, less
    // cash than it costs (next_building()). Most sites stop here.
    const Deed& d = s.deeds[i];
    if (d.hotel) continue;
    const bool hotel = d.houses >= hph;
    if (hotel ? s.bank_hotels == 0 : s.bank_houses == 0) continue;
    if (cash < (hotel ? board_.hotel_cost[i] : board_.house_cost[i])) continue;
    if (check_build(ed, s, p, i, true) == Rejection::kNone) {
      return Action::make(ActionType::kBuild, p, i);
    }
  }
  return Action::make(ActionType::kEndTurn, p);
}

std::unique_ptr<Bot> make_simple_bot(JailPolicy jail) { return std::make_unique<SimpleBot>(jail); }

}  // namespace landlord::ai
