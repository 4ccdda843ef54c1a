// Auctions of deeds and of scarce buildings.
//
// Bidding goes round the table from the player whose turn it is; each
// player in turn bids more than the current bid (at least 1, at most their
// cash: bids are cash only, so a winner can always pay) or drops out for
// good. When everyone but the high bidder has dropped out, the high bidder
// buys. If every player drops out without a bid, the deed stays with the
// Bank (and may come up again when someone lands on it).
//
// Building shortage: when a player asks to build while the Bank holds no
// more buildings of that kind than there are other players who could build
// one too, that one building is auctioned among them all; the winner pays
// the bid instead of the listed price and places it at once. The opening
// bid is $1, or with building_auction_start = "price" (Travel: "starting at
// the lowest price shown on the relevant Title Deed card(s)") the lowest
// printed price of that building on a site where a bidder could place it:
// the auction then starts with `bid` one below it and no high bidder.
//
// Before that, "two or more players wish to buy" is asked, not assumed:
// each of those other players is asked in turn from the requester's left
// (kBuildingDemand: want_building or pass_building). The auction is held
// among the requester and those who want one when the Bank has no more
// than they want; otherwise the requester builds at the listed price.
#include <algorithm>
#include <bit>

#include "engine/flow.h"
#include "engine/rules.h"

namespace landlord {

namespace {

uint8_t active_mask(const PublicState& s) {
  uint8_t m = 0;
  for (int p = 0; p < s.player_count; ++p) {
    if (!s.players[p].bankrupt) m = static_cast<uint8_t>(m | (1u << p));
  }
  return m;
}

int first_from(const PublicState& s, int start, uint8_t mask) {
  for (int i = 0; i < s.player_count; ++i) {
    int q = (start + i) % s.player_count;
    if (mask & (1u << q)) return q;
  }
  return kNobody;
}

// The lowest printed price of the building `hotel` names on the sites where
// one of `bidders` could place it now, `target` included.
int lowest_building_price(const Edition& ed, const PublicState& s, uint8_t bidders, int target, bool hotel) {
  auto price = [&](int i) {
    const Space& sp = ed.spaces[static_cast<std::size_t>(i)];
    return hotel && sp.hotel_cost > 0 ? sp.hotel_cost : sp.house_cost;
  };
  int lowest = price(target);
  for (int q = 0; q < s.player_count; ++q) {
    if (!(bidders & (1u << q))) continue;
    for (uint64_t mask = deeds_of(ed, s, q); mask; mask &= mask - 1) {
      int i = std::countr_zero(mask);
      if (check_build(ed, s, q, i, false) != Rejection::kNone) continue;
      if ((building_level(s, i) == s.options.houses_per_hotel) != hotel) continue;
      lowest = std::min(lowest, price(i));
    }
  }
  return lowest;
}

}  // namespace

void Flow::start_next_auction() {
  int space = std::countr_zero(s.auction_queue);
  s.auction_queue &= ~bit(space);
  Auction a;
  a.space = static_cast<int8_t>(space);
  a.in_mask = active_mask(s);
  a.to_act = static_cast<int8_t>(first_from(s, s.current, a.in_mask));
  s.auction = a;
  s.phase = Phase::kAuction;
  s.decider = a.to_act;
  emit(EventType::kAuctionStarted, -1, -1, space);
}

void Flow::start_building_auction(int requester, int target, uint8_t bidders) {
  Auction a;
  a.space = -1;
  a.building = building_level(s, target) == s.options.houses_per_hotel ? BuildingKind::kHotel
                                                                       : BuildingKind::kHouse;
  a.requester = static_cast<int8_t>(requester);
  a.target = static_cast<int8_t>(target);
  a.in_mask = static_cast<uint8_t>(bidders | (1u << requester));
  a.to_act = static_cast<int8_t>(requester);
  if (s.options.building_auction_start == BuildingAuctionStart::kPrice) {
    int lowest = lowest_building_price(ed, s, a.in_mask, target, a.building == BuildingKind::kHotel);
    a.bid = std::max(0, lowest - 1);  // the first bid must reach the lowest price
  }
  s.auction = a;
  s.phase = Phase::kAuction;
  s.decider = a.to_act;
  emit(EventType::kAuctionStarted, requester, -1, -1, 0, a.building == BuildingKind::kHotel);
}

void Flow::start_building_demand(int requester, int target, uint8_t rivals) {
  Auction a;
  a.space = -1;
  bool hotel = building_level(s, target) == s.options.houses_per_hotel;
  a.building = hotel ? BuildingKind::kHotel : BuildingKind::kHouse;
  a.requester = static_cast<int8_t>(requester);
  a.target = static_cast<int8_t>(target);
  a.in_mask = rivals;
  a.to_act = static_cast<int8_t>(first_from(s, (requester + 1) % s.player_count, rivals));
  s.auction = a;
  s.phase = Phase::kBuildingDemand;
  s.decider = a.to_act;
  emit(EventType::kBuildingShortage, requester, -1, target, hotel ? s.bank_hotels : s.bank_houses, hotel);
}

void Flow::answer_building_demand(int p, bool want) {
  Auction& a = s.auction;
  emit(EventType::kBuildingWish, p, a.requester, a.target, 0, want);
  if (want) a.wanting = static_cast<uint8_t>(a.wanting | (1u << p));
  a.in_mask = static_cast<uint8_t>(a.in_mask & ~(1u << p));
  if (a.in_mask) {
    a.to_act = static_cast<int8_t>(first_from(s, (p + 1) % s.player_count, a.in_mask));
    s.decider = a.to_act;
    return;
  }
  // Everyone asked: an auction only when the Bank cannot sell one to the
  // requester and to each player who wants one.
  int requester = a.requester, target = a.target;
  uint8_t wanting = a.wanting;
  int stock = a.building == BuildingKind::kHotel ? s.bank_hotels : s.bank_houses;
  s.auction = Auction();
  if (wanting != 0 && stock <= std::popcount(wanting)) {
    start_building_auction(requester, target, wanting);
    return;
  }
  build(requester, target, true);
  advance();
}

uint8_t Flow::building_rivals(int requester, int target) const {
  bool hotel = building_level(s, target) == s.options.houses_per_hotel;
  uint8_t rivals = 0;
  for (int q = 0; q < s.player_count; ++q) {
    if (q == requester || s.players[q].bankrupt || s.players[q].cash < 1) continue;
    uint64_t mask = deeds_of(ed, s, q);
    while (mask) {
      int i = std::countr_zero(mask);
      mask &= mask - 1;
      if (check_build(ed, s, q, i, false) != Rejection::kNone) continue;
      if ((building_level(s, i) == s.options.houses_per_hotel) == hotel) {
        rivals = static_cast<uint8_t>(rivals | (1u << q));
        break;
      }
    }
  }
  return rivals;
}

void Flow::next_bidder() {
  Auction& a = s.auction;
  uint8_t others = a.in_mask;
  if (a.high_bidder >= 0) others = static_cast<uint8_t>(others & ~(1u << a.high_bidder));
  if (others == 0) {
    finish_auction();
    return;
  }
  a.to_act = static_cast<int8_t>(first_from(s, (a.to_act + 1) % s.player_count, others));
  s.decider = a.to_act;
}

void Flow::finish_auction() {
  Auction a = s.auction;
  s.auction = Auction();
  if (a.high_bidder < 0) {
    emit(EventType::kAuctionUnsold, -1, -1, a.space);
    advance();
    return;
  }
  int w = a.high_bidder;
  pays_bank(w, a.bid, false);
  emit(EventType::kAuctionWon, w, -1, a.space, a.bid);
  if (a.space >= 0) {
    set_owner(s, a.space, w);
    s.deeds[a.space].mortgaged = false;
    advance();
    return;
  }
  if (w == a.requester) {
    build(w, a.target, false);
    advance();
    return;
  }
  s.phase = Phase::kPlaceBuilding;
  s.decider = static_cast<int8_t>(w);
  s.placing = a.building;
}

}  // namespace landlord
