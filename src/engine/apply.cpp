#include "engine/apply.h"

#include <bit>

#include "engine/flow.h"
#include "engine/queries.h"
#include "engine/rules.h"

namespace landlord {

namespace {

bool decides(const PublicState& s, int p) {
  return s.decider == p;
}

// What validate() asks of a player's decision: an active player, whose
// decision it is.
bool decides_now(const PublicState& s, int p) {
  return p >= 0 && p < s.player_count && !s.players[p].bankrupt && decides(s, p);
}

// Between rolls, anyone may build, sell, mortgage, unmortgage and trade.
// While deciding to buy, the decider may sell or mortgage to afford it;
// while raising cash, the debtor may sell, mortgage and trade.
Rejection may_manage(const PublicState& s, int p, ActionType t) {
  if (between_rolls(s)) return Rejection::kNone;
  switch (s.phase) {
    case Phase::kBuyOrAuction:
      if (t != ActionType::kSellBuilding && t != ActionType::kMortgage) return Rejection::kNotNow;
      return decides(s, p) ? Rejection::kNone : Rejection::kNotYourDecision;
    case Phase::kRaiseCash:
      if (t == ActionType::kBuild || t == ActionType::kUnmortgage) return Rejection::kNotNow;
      return decides(s, p) ? Rejection::kNone : Rejection::kNotYourDecision;
    default:
      return Rejection::kNotNow;
  }
}

Rejection in_phase(const PublicState& s, int p, Phase phase) {
  if (s.phase != phase) return Rejection::kNotNow;
  return decides(s, p) ? Rejection::kNone : Rejection::kNotYourDecision;
}

Rejection check_received(const Edition& ed, const PublicState& s, const Action& a) {
  if (Rejection r = in_phase(s, a.player, Phase::kMortgagedDeedReceived); r != Rejection::kNone) {
    return r;
  }
  if (a.space < 0 || a.space >= ed.space_count()) return Rejection::kBadSpace;
  if (!(s.mortgaged_received & bit(a.space))) return Rejection::kBadSpace;
  if (s.deeds[a.space].owner != a.player) return Rejection::kNotOwner;
  return Rejection::kNone;
}

}  // namespace

Rejection validate(const Edition& ed, const PublicState& s, const Action& a) {
  if (s.phase == Phase::kGameOver) return Rejection::kGameOver;
  int p = a.player;
  if (p < 0 || p >= s.player_count || s.players[p].bankrupt) return Rejection::kBadPlayer;
  const Player& pl = s.players[p];
  switch (a.type) {
    case ActionType::kRoll:
      if (s.phase != Phase::kOpeningRoll && s.phase != Phase::kAwaitRoll) return Rejection::kNotNow;
      return decides(s, p) ? Rejection::kNone : Rejection::kNotYourDecision;
    case ActionType::kPayJailFine:
    case ActionType::kUseJailCard: {
      if (Rejection r = in_phase(s, p, Phase::kAwaitRoll); r != Rejection::kNone) return r;
      if (!pl.in_jail) return Rejection::kNotInJail;
      if (a.type == ActionType::kPayJailFine) {
        // Older wording: the fine may be paid before rolling only on the
        // first jail_fine_turns turns in jail.
        if (s.options.jail_fine_turns > 0 && pl.jail_turns >= s.options.jail_fine_turns) {
          return Rejection::kNotNow;
        }
        return pl.cash >= s.options.jail_fine ? Rejection::kNone : Rejection::kNotEnoughCash;
      }
      if (a.amount >= 0) {
        if (a.amount >= kMaxDecks || pl.jail_cards[a.amount] == 0) return Rejection::kNoJailCard;
        return Rejection::kNone;
      }
      for (int d = 0; d < kMaxDecks; ++d) {
        if (pl.jail_cards[d] > 0) return Rejection::kNone;
      }
      return Rejection::kNoJailCard;
    }
    case ActionType::kBuy:
      return check_buy(ed, s, p);
    case ActionType::kDecline:
      return in_phase(s, p, Phase::kBuyOrAuction);
    case ActionType::kBid:
      if (Rejection r = in_phase(s, p, Phase::kAuction); r != Rejection::kNone) return r;
      if (a.amount <= s.auction.bid || a.amount < 1) return Rejection::kBidTooLow;
      return a.amount <= pl.cash ? Rejection::kNone : Rejection::kNotEnoughCash;
    case ActionType::kDropOut:
      return in_phase(s, p, Phase::kAuction);
    case ActionType::kBuild:
      if (s.phase == Phase::kPlaceBuilding) {
        if (!decides(s, p)) return Rejection::kNotYourDecision;
        if (Rejection r = check_build(ed, s, p, a.space, false); r != Rejection::kNone) return r;
        bool hotel = building_level(s, a.space) == s.options.houses_per_hotel;
        return hotel == (s.placing == BuildingKind::kHotel) ? Rejection::kNone
                                                            : Rejection::kBadSpace;
      }
      if (Rejection r = may_manage(s, p, a.type); r != Rejection::kNone) return r;
      return check_build(ed, s, p, a.space, true);
    case ActionType::kSellBuilding:
      if (Rejection r = may_manage(s, p, a.type); r != Rejection::kNone) return r;
      return check_sell(ed, s, p, a.space);
    case ActionType::kMortgage:
      if (Rejection r = may_manage(s, p, a.type); r != Rejection::kNone) return r;
      return check_mortgage(ed, s, p, a.space);
    case ActionType::kUnmortgage:
      if (Rejection r = may_manage(s, p, a.type); r != Rejection::kNone) return r;
      return check_unmortgage(ed, s, p, a.space);
    case ActionType::kProposeTrade: {
      if (Rejection r = may_manage(s, p, a.type); r != Rejection::kNone) return r;
      TradeOffer t = a.trade;
      t.from = static_cast<int8_t>(p);
      return check_trade(ed, s, t);
    }
    case ActionType::kAcceptTrade:
      if (Rejection r = in_phase(s, p, Phase::kTradeResponse); r != Rejection::kNone) return r;
      return check_trade(ed, s, s.trade);
    case ActionType::kRejectTrade:
      return in_phase(s, p, Phase::kTradeResponse);
    case ActionType::kLiftMortgage:
      if (Rejection r = check_received(ed, s, a); r != Rejection::kNone) return r;
      return pl.cash >= unmortgage_cost(ed, a.space) ? Rejection::kNone : Rejection::kNotEnoughCash;
    case ActionType::kKeepMortgaged:
      return check_received(ed, s, a);
    case ActionType::kDeclareBankruptcy:
      if (Rejection r = in_phase(s, p, Phase::kRaiseCash); r != Rejection::kNone) return r;
      return may_declare_bankruptcy(ed, s, p) ? Rejection::kNone : Rejection::kBankruptcyNotAllowed;
    case ActionType::kEndTurn:
      return in_phase(s, p, Phase::kEndTurn);
    case ActionType::kPayFlatTax:
    case ActionType::kPayWorthTax:
      return in_phase(s, p, Phase::kTaxChoice);
    case ActionType::kClaimRent:
      if (!s.options.owner_must_claim_rent) return Rejection::kNotNow;
      if (!between_rolls(s)) return Rejection::kNotNow;
      return find_rent_claim(s, p, a.space) >= 0 ? Rejection::kNone : Rejection::kNoClaim;
    case ActionType::kClockTick:
      if (s.options.time_limit_minutes <= 0 || a.amount <= 0 || a.amount > kMaxClockTickMs) {
        return Rejection::kNoTimeLimit;
      }
      return Rejection::kNone;
    case ActionType::kWantBuilding:
    case ActionType::kPassBuilding:
      return in_phase(s, p, Phase::kBuildingDemand);
  }
  return Rejection::kNotNow;
}

ApplyResult apply(const Edition& ed, GameState& s, const Action& a, EventLog* events) {
  ApplyResult result;
  result.code = apply_action(ed, s, a, events);
  // A refused action changed nothing: explained on the state it was refused on.
  if (result.code != Rejection::kNone) result.message = explain(ed, s, a, result.code);
  return result;
}

namespace {

// apply_action() but for its common cases.
[[gnu::noinline]] Rejection apply_other(const Edition& ed, GameState& s, const Action& a, EventLog* events) {
  Flow f{ed, s, events};
  const int p = a.player;
  if (Rejection r = validate(ed, s, a); r != Rejection::kNone) return r;
  switch (a.type) {
    case ActionType::kRoll:
      if (s.phase == Phase::kOpeningRoll) {
        f.opening_roll(p);
      } else {
        f.turn_roll(p);
      }
      break;
    case ActionType::kPayJailFine:
      f.pays_bank(p, s.options.jail_fine, true);
      s.players[p].in_jail = false;
      s.players[p].jail_turns = 0;
      f.emit(EventType::kPaid, p, kBank, -1, s.options.jail_fine);
      f.emit(EventType::kLeftJail, p, -1, -1, 0, 0);
      break;
    case ActionType::kUseJailCard: {
      int deck = a.amount;
      if (deck < 0) {
        for (int d = kMaxDecks - 1; d >= 0; --d) {
          if (s.players[p].jail_cards[d] > 0) deck = d;
        }
      }
      s.players[p].jail_cards[deck]--;
      f.return_jail_card(deck);
      s.players[p].in_jail = false;
      s.players[p].jail_turns = 0;
      f.emit(EventType::kLeftJail, p, -1, -1, 0, 1);
      break;
    }
    case ActionType::kBuy: {
      int space = s.pending_space;
      int price = ed.spaces[static_cast<std::size_t>(space)].price;
      f.pays_bank(p, price, false);
      set_owner(s, space, p);
      s.pending_space = -1;
      f.emit(EventType::kBought, p, -1, space, price);
      f.advance();
      break;
    }
    case ActionType::kDecline:
      if (s.options.auctions) s.auction_queue |= bit(s.pending_space);
      s.pending_space = -1;
      f.advance();
      break;
    case ActionType::kBid:
      s.auction.bid = a.amount;
      s.auction.high_bidder = static_cast<int8_t>(p);
      f.emit(EventType::kBid, p, -1, s.auction.space, a.amount);
      f.next_bidder();
      break;
    case ActionType::kDropOut:
      s.auction.in_mask = static_cast<uint8_t>(s.auction.in_mask & ~(1u << p));
      f.emit(EventType::kDroppedOut, p);
      f.next_bidder();
      break;
    case ActionType::kBuild:
      if (s.phase == Phase::kPlaceBuilding) {
        f.build(p, a.space, false);
        f.advance();
        break;
      }
      {
        bool hotel = building_level(s, a.space) == s.options.houses_per_hotel;
        int stock = hotel ? s.bank_hotels : s.bank_houses;
        // Rivals can only outnumber the Bank's stock when it is shorter
        // than the other players are many: only then are they looked for
        // (every other player's every deed, a dozen rules checks each).
        uint8_t rivals = stock <= s.player_count - 1 ? f.building_rivals(p, a.space) : uint8_t{0};
        if (rivals != 0 && stock <= std::popcount(rivals)) {
          f.start_building_demand(p, a.space, rivals);
        } else {
          f.build(p, a.space, true);
        }
      }
      break;
    case ActionType::kSellBuilding:
      f.sell_building(p, a.space);
      if (s.phase == Phase::kRaiseCash) f.advance();
      break;
    case ActionType::kMortgage:
      f.mortgage(p, a.space);
      if (s.phase == Phase::kRaiseCash) f.advance();
      break;
    case ActionType::kUnmortgage:
      f.unmortgage(p, a.space);
      break;
    case ActionType::kProposeTrade: {
      TradeOffer t = a.trade;
      t.from = static_cast<int8_t>(p);
      f.propose_trade(t);
      break;
    }
    case ActionType::kAcceptTrade:
      f.accept_trade();
      break;
    case ActionType::kRejectTrade:
      f.reject_trade();
      break;
    case ActionType::kLiftMortgage:
      f.lift_received(p, a.space);
      break;
    case ActionType::kKeepMortgaged:
      f.keep_received(p, a.space);
      break;
    case ActionType::kDeclareBankruptcy:
      f.go_bankrupt(p);
      break;
    case ActionType::kEndTurn:
      f.next_turn();
      break;
    case ActionType::kPayFlatTax:
    case ActionType::kPayWorthTax:
      f.choose_tax(p, a.type == ActionType::kPayWorthTax);
      break;
    case ActionType::kClaimRent:
      f.claim_rent(p, find_rent_claim(s, p, a.space));
      break;
    case ActionType::kClockTick:
      f.clock_tick(static_cast<int>(a.amount));
      break;
    case ActionType::kWantBuilding:
    case ActionType::kPassBuilding:
      f.answer_building_demand(p, a.type == ActionType::kWantBuilding);
      break;
  }
  return Rejection::kNone;
}

}  // namespace

Rejection apply_action(const Edition& ed, GameState& s, const Action& a, EventLog* events) {
  const int p = a.player;
  // Nearly every action of a game is a turn's roll or its end. Both are
  // accepted here when an active player takes them as the decider in their
  // own phase, which is exactly when validate() accepts them (not game
  // over: that is another phase), and applied at once; anything else, and
  // any refusal, goes through validate() in apply_other(). That one is
  // kept out of line, so that this path saves few registers on the way.
  if (a.type == ActionType::kRoll && s.phase == Phase::kAwaitRoll && decides_now(s, p)) {
    return Flow::take_roll(ed, s, events, p);
  }
  if (a.type == ActionType::kEndTurn && s.phase == Phase::kEndTurn && decides_now(s, p)) {
    return Flow::take_end_of_turn(ed, s, events);
  }
  return apply_other(ed, s, a, events);
}

}  // namespace landlord
