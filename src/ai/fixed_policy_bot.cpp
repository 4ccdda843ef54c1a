// FixedPolicyBot (Level::kFpA, kFpB, kFpC): the fixed-policy benchmark
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
// mortgaging, then selling buildings (tactics.h); propose deals that
// complete its groups and answer deals by their net worth to it, never
// selling a group below its worth to the buyer (the guard of
// trade_offers.h).
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

namespace landlord::ai {

namespace {

class FixedPolicyBot final : public Bot {
 public:
  FixedPolicyBot(Level level, JailPolicy jail) : level_(level), jail_(jail) {}

  Action decide(const Edition& ed, const Observation& o) override {
    const GameState& s = o.state;
    int p = o.viewer;
    if (!board_.ready_for(ed)) prepare(ed);
    salary_ = std::max<Money>(1, static_cast<Money>(s.options.salary));
    style_.reserve_floor = static_cast<int>(std::min<Money>(salary_ / 2, 100000));
    Action a = choose(ed, s, p);
    if (validate(ed, s, a) != Rejection::kNone) {
      ++fallbacks_;
      std::vector<Action> options;
      legal_actions_for(ed, s, p, options);
      if (!options.empty()) a = options[0];
    }
    reason_.record(board_, s, a, style_, salary_ / 2);  // the cash it keeps when accepting
    return a;
  }

  uint64_t fallbacks() const override { return fallbacks_; }
  std::string reason() const override { return reason_.text(); }
  Json memory() const override { return offer_memory_to_json(memory_); }
  bool restore_memory(const Json& j, const std::string& path, std::string& error) override {
    return offer_memory_from_json(j, path, memory_, error);
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

  uint64_t mine(const GameState& s, int p) const {
    uint64_t out = 0;
    for (int k = 0; k < board_.property_count; ++k) {
      int i = board_.property_list[k];
      if (s.deeds[i].owner == p) out |= bit(i);
    }
    return out;
  }

  bool completes_group(const GameState& s, int p, int space) const {
    int g = board_.group_of[space];
    if (g < 0) return false;
    uint64_t gm = board_.group_mask[g];
    return (gm & ~mine(s, p) & ~bit(space)) == 0;
  }

  Action choose(const Edition& ed, const GameState& s, int p) {
    switch (s.phase) {
      case Phase::kOpeningRoll:
        return Action::make(ActionType::kRoll, p);
      case Phase::kAwaitRoll: {
        if (s.current == p) {
          TradeOffer t;
          if (find_offer(board_, s, p, style_, style_.reserve_floor, memory_, t)) {
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
        bool yes = fixed_policy_accepts(board_, s, s.trade, style_) &&
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

  // Raising cash: mortgage the deed of lowest priority first (unwanted,
  // then ordinary, then favoured deeds; none in a completed group or a
  // group with buildings), then as every bot does (tactics.h).
  Action raise_cash(const Edition& ed, const GameState& s, int p) const {
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

  Action buy_or_not(const Edition& ed, const GameState& s, int p) const {
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

  Action bid(const Edition& ed, const GameState& s, int p) const {
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
  bool develop(const Edition& ed, const GameState& s, int p, Action& out) const {
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
    for (int k = 0; k < board_.site_count; ++k) {
      int i = board_.sites_by_cost[k];
      int g = board_.group_of[i];
      if (!(full & (1u << g))) continue;
      if (check_build(ed, s, p, i, true) != Rejection::kNone) continue;
      if (cash - next_building(ed, s, i).cost < salary_) continue;
      out = Action::make(ActionType::kBuild, p, i);
      return true;
    }
    return false;
  }

  Level level_;
  JailPolicy jail_;
  Board board_;
  Style style_;
  OfferMemory memory_;
  TradeReasonNote reason_;
  uint64_t favoured_ = 0;
  uint64_t unwanted_ = 0;
  Money salary_ = 200;
  uint64_t fallbacks_ = 0;
};

}  // namespace

std::unique_ptr<Bot> make_fixed_policy_bot(Level level, JailPolicy jail) {
  return std::make_unique<FixedPolicyBot>(level, jail);
}

}  // namespace landlord::ai
