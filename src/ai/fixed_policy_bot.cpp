// FixedPolicyBot (Level::kFpA, kFpB, kFpC, and kGnomeA, kGnomeB, kGnomeC
// that answer offers by GNOME's rule as written): the fixed-policy benchmark
// agents of the Monopoly reinforcement-learning literature (Bonjour, Haliem
// et al., "Decision Making in Monopoly using a Hybrid Deep Reinforcement
// Learning Approach", IEEE TETCI 2022; Haliem et al. 2021, arXiv
// 2103.00683), built on the rule-based background agent of the GNOME
// Monopoly simulator. Our reading of them, and its sources, is in
// docs/bots.md. They are arena levels, not offered in the UI.
//
// Common to the three (the GNOME background agent): buy a deed when the
// cash left afterwards is at least the Go salary, or when it completes a
// colour group and the cash covers it; bid in an auction by halving the gap
// to the printed price, and above the price only for a deed that completes
// a group (a quarter of the gap to its cash); leave jail at once (card
// first, then the fine) when cash is at least the Go salary; lift
// mortgages when the cash left stays at least the Go salary; build on
// completed groups, evenly, keeping the Go salary back; raise cash by
// mortgaging, then selling buildings (tactics.h); propose deals as that
// agent does (gnome_offer: lone sites only, at its prices) and answer
// deals by their net worth to it, never selling a group below its worth
// to the buyer (the guard of trade_offers.h).
//
// What tells them apart is which deeds they want (priority):
// FP-A treats every deed alike and buys whatever it lands on when its cash
// covers the price; FP-B favours the railroads and the dark blue group
// (bought whenever the cash covers them) and buys utilities last (only
// with twice the Go salary left over); FP-C favours the railroads, the
// orange and the light blue groups. Groups are named by their place on
// the board (light blue the second group, orange the fourth, dark blue the
// last), which is where those colours sit on every edition we ship.
#include <algorithm>
#include <bit>

#include "ai/bots.h"
#include "ai/evaluate.h"
#include "ai/tactics.h"
#include "ai/trade_offers.h"
#include "ai/trade_reason.h"
#include "ai/trading_bot.h"

namespace landlord::ai {

namespace {

class FixedPolicyBot final : public TradingBot {
 public:
  FixedPolicyBot(Level level, JailPolicy jail)
      : level_(fixed_policy_base(level)), literal_(is_gnome_literal(level)), jail_(jail) {}

  Action decide(const Edition& ed, const Observation& o) override {
    const PublicState& s = o.state();
    int p = o.viewer;
    if (!board_.ready_for(ed)) prepare(ed);
    salary_ = std::max<Money>(1, static_cast<Money>(s.options.salary));
    style_.reserve_floor = static_cast<int>(std::min<Money>(salary_ / 2, 100000));
    Action a = checked(ed, s, p, choose(ed, s, p));
    reason_.record(board_, s, a, style_, salary_ / 2);  // the cash it keeps when accepting
    return a;
  }

 private:
  void prepare(const Edition& ed) {
    board_.prepare(ed);
    favoured_ = 0;
    unwanted_ = 0;
    int last = board_.group_count - 1;
    auto group = [&](int g) { return g >= 0 && g < board_.group_count ? board_.group_mask[g] : 0; };
    if (level_ == Level::kFpB) {
      favoured_ = ed.railroad_mask | group(last);
      unwanted_ = ed.utility_mask;
    } else if (level_ == Level::kFpC) {
      favoured_ = ed.railroad_mask | group(3) | group(1);
    }
    style_ = style_for(level_);
  }

  uint64_t mine(const PublicState& s, int p) const { return deeds_of(board_, s, p); }

  bool completes_group(const PublicState& s, int p, int space) const {
    int g = board_.group_of[space];
    if (g < 0) return false;
    uint64_t gm = board_.group_mask[g];
    return (gm & ~mine(s, p) & ~bit(space)) == 0;
  }

  Action choose(const Edition& ed, const PublicState& s, int p) {
    switch (s.phase) {
      case Phase::kOpeningRoll:
        return Action::make(ActionType::kRoll, p);
      case Phase::kAwaitRoll: {
        if (s.current == p) {
          TradeOffer t;
          if (memory_.last_proposal_turn != s.turn_number && gnome_offer(ed, s, p, t)) {
            memory_.last_proposal_turn = s.turn_number;
            Action a = Action::make(ActionType::kProposeTrade, p);
            a.trade = t;
            return a;
          }
        }
        Action a;
        if (develop(ed, s, p, a)) return a;
        bool leave = s.players[p].cash >= salary_ || jail_ == JailPolicy::kLeaveAtOnce;
        if (s.players[p].in_jail && s.players[p].cash < salary_) leave = false;
        return jail_or_roll(ed, s, p, leave ? JailPolicy::kLeaveAtOnce : JailPolicy::kStayLong);
      }
      case Phase::kEndTurn: {
        Action a;
        if (develop(ed, s, p, a)) return a;
        return Action::make(ActionType::kEndTurn, p);
      }
      case Phase::kBuyOrAuction:
        return buy_or_not(ed, s, p);
      case Phase::kAuction:
        return bid(ed, s, p);
      case Phase::kTradeResponse: {
        bool yes = (literal_ ? gnome_accepts(board_, s, s.trade) : fixed_policy_accepts(board_, s, s.trade, style_)) &&
                   validate(ed, s, Action::make(ActionType::kAcceptTrade, p)) == Rejection::kNone;
        return Action::make(yes ? ActionType::kAcceptTrade : ActionType::kRejectTrade, p);
      }
      case Phase::kRaiseCash:
        return raise_cash(ed, s, p);
      case Phase::kMortgagedDeedReceived: {
        int i = std::countr_zero(s.mortgaged_received);
        bool lift = s.players[p].cash - unmortgage_cost(ed, i) >= salary_;
        return Action::make(lift ? ActionType::kLiftMortgage : ActionType::kKeepMortgaged, p, i);
      }
      case Phase::kPlaceBuilding:
        return place_building(board_, s, p, mine(s, p));
      case Phase::kTaxChoice:
        return tax_choice(ed, s, p);
      case Phase::kBuildingDemand:
        return building_wish(board_, s, p, mine(s, p));
      case Phase::kGameOver:
        break;
    }
    return Action::make(ActionType::kEndTurn, p);
  }

  // The deal GNOME's background agent proposes (agent_helper_functions.py:
  // identify_property_trade_offer_to_player, ..._wanted_from_player and
  // curate_trade_offer_multiple_players), one deed each way at most, only
  // sites that are "lone" (the only one of its group its holder owns) and
  // not mortgaged:
  // - to sell: a lone site of ours that completes another player's group,
  //   for 1.5x its price, or half the buyer's cash if that is more (never
  //   more than the buyer's cash);
  // - to buy: a lone site of another player that completes our group, at
  //   0.75x its price in a swap, 1.125x when bought for cash alone (with
  //   more than half the Go salary left);
  // - short of cash (less than the Go salary): the dearest sale; otherwise
  //   a swap with the holder of the cheapest site we want when we have a
  //   sale for that same player, else that purchase, else the dearest sale.
  // GNOME makes such offers to several players at once; ours is the first.
  bool gnome_offer(const Edition& ed, const PublicState& s, int p, TradeOffer& out) const {
    struct Deal {
      int other = -1;
      int deed = -1;
      Money price = 0;
    };
    Deal sales[kMaxSpaces];
    Deal wants[kMaxSpaces];
    int ns = 0, nw = 0;
    Holdings h = holdings(board_, s);
    auto lone = [&](int q, int i) {
      int g = board_.group_of[i];
      // A group of one site is whole, never lone (GNOME skips whole groups).
      return g >= 0 && board_.group_size[g] > 1 && !s.deeds[i].mortgaged &&
             (board_.group_mask[g] & h.of[q]) == bit(i);
    };
    auto completes = [&](int q, int i) {
      int g = board_.group_of[i];
      return g >= 0 && (board_.group_mask[g] & ~h.of[q]) == bit(i);
    };
    Money cash = s.players[p].cash;
    for (int k = 0; k < board_.property_count; ++k) {
      int i = board_.property_list[k];
      int owner = s.deeds[i].owner;
      if (owner < 0 || s.players[owner].bankrupt) continue;
      Money price = ed.spaces[static_cast<std::size_t>(i)].price;
      if (owner == p) {
        if (!lone(p, i)) continue;
        for (int q = 0; q < s.player_count; ++q) {
          if (q == p || s.players[q].bankrupt || !completes(q, i)) continue;
          Money ask = price * 3 / 2;
          Money their = s.players[q].cash;
          if (ask < their / 2) {
            ask = their / 2;
          } else if (ask > their) {
            continue;
          }
          sales[ns++] = Deal{q, i, ask};
          if (ns == kMaxSpaces) break;
        }
      } else if (lone(owner, i) && completes(p, i) && price * 3 / 4 <= cash && nw < kMaxSpaces) {
        wants[nw++] = Deal{owner, i, price * 3 / 4};
      }
    }
    std::stable_sort(sales, sales + ns, [](const Deal& a, const Deal& b) { return a.price > b.price; });
    std::stable_sort(wants, wants + nw, [](const Deal& a, const Deal& b) { return a.price < b.price; });
    auto propose = [&](const Deal* sale, const Deal* want, Money paid) {
      TradeOffer t;
      t.from = static_cast<int8_t>(p);
      t.to = static_cast<int8_t>(sale ? sale->other : want->other);
      Money net = (sale ? sale->price : 0) - paid;  // cash to us
      if (sale) t.deeds_given = bit(sale->deed);
      if (want) t.deeds_asked = bit(want->deed);
      if (net > 0) {
        t.cash_asked = net;
      } else {
        t.cash_given = -net;
      }
      Action a = Action::make(ActionType::kProposeTrade, p);
      a.trade = t;
      if (validate(ed, s, a) != Rejection::kNone || !offer_welcome(s, memory_, p, t.to)) return false;
      out = t;
      return true;
    };
    if (cash < salary_) return ns > 0 && propose(&sales[0], nullptr, 0);
    for (int w = 0; w < nw; ++w) {
      bool seen = false;
      for (int e = 0; e < w && !seen; ++e) seen = wants[e].other == wants[w].other;
      if (seen) continue;
      for (int k = 0; k < ns; ++k) {
        if (sales[k].other == wants[w].other && propose(&sales[k], &wants[w], wants[w].price)) return true;
      }
    }
    if (nw > 0) {
      Money pay = wants[0].price * 3 / 2;
      if (cash - pay > salary_ / 2) return propose(nullptr, &wants[0], pay);
      return false;
    }
    return ns > 0 && propose(&sales[0], nullptr, 0);
  }

  // Raising cash: mortgage the deed of lowest priority first (unwanted,
  // then ordinary, then favoured deeds; none in a completed group or a
  // group with buildings), then as every bot does (tactics.h).
  Action raise_cash(const Edition& ed, const PublicState& s, int p) const {
    uint64_t owned = mine(s, p);
    if (may_declare_bankruptcy(ed, s, p)) return Action::make(ActionType::kDeclareBankruptcy, p);
    uint32_t full = complete_groups(board_, owned);
    int pick = -1, pick_rank = 3;
    for (uint64_t m = owned; m;) {
      int i = std::countr_zero(m);
      m &= m - 1;
      if (s.deeds[i].mortgaged) continue;
      int g = board_.group_of[i];
      if (g >= 0 && ((full & (1u << g)) || group_has_buildings(ed, s, g))) continue;
      int rank = (unwanted_ & bit(i)) ? 0 : (favoured_ & bit(i)) ? 2 : 1;
      if (rank < pick_rank) {
        pick = i;
        pick_rank = rank;
      }
    }
    if (pick >= 0) return Action::make(ActionType::kMortgage, p, pick);
    return raise_cash_step(board_, s, p, owned);
  }

  Action buy_or_not(const Edition& ed, const PublicState& s, int p) const {
    int space = s.pending_space;
    Money price = ed.spaces[static_cast<std::size_t>(space)].price;
    Money cash = s.players[p].cash;
    bool buy = false;
    if (cash >= price) {
      if (level_ == Level::kFpA || (favoured_ & bit(space))) {
        buy = true;
      } else if (unwanted_ & bit(space)) {
        buy = cash - price >= 2 * salary_;
      } else {
        buy = cash - price >= salary_ || completes_group(s, p, space);
      }
    }
    if (buy && check_buy(ed, s, p) == Rejection::kNone) return Action::make(ActionType::kBuy, p);
    return Action::make(ActionType::kDecline, p);
  }

  Action bid(const Edition& ed, const PublicState& s, int p) const {
    Money cash = s.players[p].cash;
    Money current = s.auction.bid;
    Money amount = 0;
    if (s.auction.space >= 0) {
      int space = s.auction.space;
      Money price = ed.spaces[static_cast<std::size_t>(space)].price;
      if (unwanted_ & bit(space)) price /= 2;
      if (current < price) {
        amount = current + std::max<Money>(1, (price - current) / 2);
      } else if (completes_group(s, p, space) || (favoured_ & bit(space))) {
        amount = current + std::max<Money>(1, (cash - current) / 4);
      }
    } else {
      int site = building_site_for_auction(board_, s, p, mine(s, p));
      if (site >= 0) {
        Money cost = next_building(ed, s, site).cost;
        if (current < cost) amount = current + std::max<Money>(1, (cost - current) / 2);
        if (s.auction.requester == p && amount <= current && current < cash) amount = current + 1;
      }
    }
    if (amount <= current || amount > cash) return Action::make(ActionType::kDropOut, p);
    return Action::make(ActionType::kBid, p, -1, amount);
  }

  // Lift mortgages in completed groups, then build evenly (cheapest
  // buildings first), keeping the Go salary back.
  bool develop(const Edition& ed, const PublicState& s, int p, Action& out) const {
    uint64_t owned = mine(s, p);
    uint32_t full = complete_groups(board_, owned);
    Money cash = s.players[p].cash;
    for (uint64_t m = owned; m;) {
      int i = std::countr_zero(m);
      m &= m - 1;
      if (!s.deeds[i].mortgaged) continue;
      int g = board_.group_of[i];
      bool in_full = g >= 0 && (full & (1u << g));
      if (cash - unmortgage_cost(ed, i) >= (in_full ? salary_ : 2 * salary_)) {
        out = Action::make(ActionType::kUnmortgage, p, i);
        return true;
      }
    }
    if (!full) return false;
    for (uint64_t ranks = board_.ranks_of(full); ranks; ranks &= ranks - 1) {
      int i = board_.sites_by_cost[std::countr_zero(ranks)];
      if (check_build(ed, s, p, i, true) != Rejection::kNone) continue;
      if (cash - next_building(ed, s, i).cost < salary_) continue;
      out = Action::make(ActionType::kBuild, p, i);
      return true;
    }
    return false;
  }

  Level level_;   // kFpA, kFpB or kFpC: which deeds it wants
  bool literal_;  // answers offers by GNOME's rule as written (kGnomeA/B/C)
  JailPolicy jail_;
  Board board_;
  Style style_;
  // Of its offer memory (TradingBot::memory_) only the turn of its last
  // proposal counts now; the rest is what saves from before gnome_offer
  // hold, read and written back unchanged.

  uint64_t favoured_ = 0;
  uint64_t unwanted_ = 0;
  Money salary_ = 200;
};

}  // namespace

std::unique_ptr<Bot> make_fixed_policy_bot(Level level, JailPolicy jail) {
  return std::make_unique<FixedPolicyBot>(level, jail);
}

}  // namespace landlord::ai
