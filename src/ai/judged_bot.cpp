// JudgedBot (Level::kEasy and Level::kHard): decisions by evaluation.
//
// Both levels share the code and differ in their Style (evaluate.h): how
// much a colour group is worth, how much cash to keep back, how eagerly to
// trade. kHard keeps a reserve against the rent ahead, values deeds by what
// they do for its groups (and against its opponents'), mortgages to buy a
// deed that completes a group, bids up to that value, proposes trades that
// complete its groups (opening low and raising its offer after a refusal)
// and counts a group's bonus fully only with the cash to build on it. kEasy
// keeps a flat reserve, bids a little under the printed price (with some
// randomness from its own seeded generator), offers its full estimate at
// once, and accepts deals more readily. Both mortgage deeds outside their
// completed groups to build on them, judge for themselves when to stay in
// jail (the seat's jail policy is for kSimple and the fixed-policy
// levels), answer trades by their standing against the table and never
// sell a group for less than it is worth to the buyer by their own
// valuation (trade_offers.h). Every choice is validated before it is
// returned; a failure falls back to the first legal action and is counted
// (Bot::fallbacks), which the tests require to stay 0.
#include <algorithm>
#include <bit>
#include <vector>

#include "ai/bots.h"
#include "ai/evaluate.h"
#include "ai/tactics.h"
#include "ai/trade_offers.h"
#include "ai/trade_reason.h"
#include "ai/trading_bot.h"

namespace landlord::ai {

Style style_for(Level level) {
  Style st;
  level = fixed_policy_base(level);
  if (level == Level::kSimple || level == Level::kFpA || level == Level::kFpB ||
      level == Level::kFpC) {
    // The plain valuation kSimple and the fixed-policy levels judge trades
    // by: groups worth little more than their deeds' prices.
    st.monopoly = 0.35;
    st.partial = 0.08;
    st.blocking = 0.02;
    st.railroad = 0.3;
    st.key = level == Level::kSimple ? 0.15 : 0.1;
    st.accept_ratio = level == Level::kSimple ? 0.6 : 0.0;
    st.open_share = 1.0;
    st.develop = 0.0;
    st.reserve_scale = 0.0;
    return st;
  }
  if (level == Level::kEasy) {
    st.monopoly = 0.4;
    st.partial = 0.08;
    st.blocking = 0.02;
    st.railroad = 0.3;
    st.key = 0.2;
    st.accept_ratio = 0.6;
    st.propose_ratio = 1.0;
    st.open_share = 0.7;
    st.develop = 0.0;
    st.reserve_scale = 0.0;
    st.reserve_floor = 120;
  }
  return st;
}

namespace {

class JudgedBot final : public TradingBot {
 public:
  JudgedBot(Level level, uint64_t seed) : level_(level), style_(style_for(level)), seed_(seed) {}

  Action decide(const Edition& ed, const Observation& o) override {
    const PublicState& s = o.state();
    int p = o.viewer;
    if (!board_.ready_for(ed)) board_.prepare(ed);
    Action a = checked(ed, s, p, choose(ed, s, p));
    reason_.record(board_, s, a, style_);
    return a;
  }

 private:
  bool hard() const { return level_ == Level::kHard; }

  Action choose(const Edition& ed, const PublicState& s, int p) {
    Holdings h = holdings(board_, s);
    switch (s.phase) {
      case Phase::kOpeningRoll:
        return Action::make(ActionType::kRoll, p);
      case Phase::kAwaitRoll: {
        int reserve = -1;  // the offer's and the building's, worked out once
        // (not when this turn's offer was made: find_offer() would look no
        // further, and the building may not need the reserve)
        if (s.current == p && memory_.last_proposal_turn != s.turn_number) {
          TradeOffer t;
          reserve = cash_reserve(board_, s, h, p, style_);
          if (find_offer(board_, s, p, style_, reserve, memory_, t)) {
            Action a = Action::make(ActionType::kProposeTrade, p);
            a.trade = t;
            return a;
          }
        }
        Action a;
        if (develop(ed, s, h, p, a, reserve)) return a;
        return jail_or_roll(ed, s, p, jail_policy(s, h, p));
      }
      case Phase::kEndTurn: {
        Action a;
        if (develop(ed, s, h, p, a)) return a;
        return Action::make(ActionType::kEndTurn, p);
      }
      case Phase::kBuyOrAuction:
        return buy_or_not(ed, s, h, p);
      case Phase::kAuction:
        return bid(ed, s, h, p);
      case Phase::kTradeResponse: {
        bool yes = accept_offer(board_, s, s.trade, p, style_) &&
                   validate(ed, s, Action::make(ActionType::kAcceptTrade, p)) == Rejection::kNone;
        return Action::make(yes ? ActionType::kAcceptTrade : ActionType::kRejectTrade, p);
      }
      case Phase::kRaiseCash:
        return raise_cash_step(board_, s, p, h.of[p]);
      case Phase::kMortgagedDeedReceived: {
        int i = std::countr_zero(s.mortgaged_received);
        int reserve = cash_reserve(board_, s, h, p, style_);
        bool lift = s.players[p].cash - unmortgage_cost(ed, i) >= reserve;
        return Action::make(lift ? ActionType::kLiftMortgage : ActionType::kKeepMortgaged, p, i);
      }
      case Phase::kPlaceBuilding:
        return place_building(board_, s, p, h.of[p]);
      case Phase::kTaxChoice:
        return tax_choice(ed, s, p);
      case Phase::kBuildingDemand:
        return building_wish(board_, s, p, h.of[p]);
      case Phase::kGameOver:
        break;
    }
    return Action::make(ActionType::kEndTurn, p);
  }

  Action buy_or_not(const Edition& ed, const PublicState& s, const Holdings& h, int p) {
    int space = s.pending_space;
    int price = ed.spaces[static_cast<std::size_t>(space)].price;
    int cash = bot_cash(s, p);
    int reserve = cash_reserve(board_, s, h, p, style_);
    double value = deed_value_for(board_, s, h, p, space, style_);
    bool strategic = value >= 1.5 * price;
    if (cash >= price && (cash - price >= reserve || strategic)) {
      return Action::make(ActionType::kBuy, p);
    }
    if (hard() && strategic && cash < price) {
      // Mortgage a deed outside any group we could complete to afford it.
      int64_t raisable = 0;
      int pick = -1;
      for (uint64_t m = h.of[p]; m;) {
        int i = std::countr_zero(m);
        m &= m - 1;
        if (s.deeds[i].mortgaged || !spare(ed, s, h, p, i)) continue;
        raisable += ed.spaces[static_cast<std::size_t>(i)].mortgage;
        if (pick < 0) pick = i;
      }
      if (pick >= 0 && cash + raisable >= price) return Action::make(ActionType::kMortgage, p, pick);
    }
    return Action::make(ActionType::kDecline, p);
  }

  // Jail, judged by both levels whatever the seat's policy: out of jail a
  // token buys what is left and pays what is built; once most deeds are
  // owned and an opponent holds a whole group, waiting in jail (rolling for
  // doubles) is cheaper.
  JailPolicy jail_policy(const PublicState& s, const Holdings& h, int p) const {
    int unowned = std::popcount(h.unowned);
    if (unowned > board_.property_count / 4) return JailPolicy::kLeaveAtOnce;
    int danger = 0;
    for (int q = 0; q < s.player_count; ++q) {
      if (q == p || s.players[q].bankrupt) continue;
      danger = std::max(danger, static_cast<int>(std::popcount(complete_groups(board_, h.of[q]))));
    }
    return danger > 0 ? JailPolicy::kStayLong : JailPolicy::kLeaveAtOnce;
  }

  // A deed we can give up or mortgage without hurting our own groups.
  bool spare(const Edition& ed, const PublicState& s, const Holdings& h, int p, int i) const {
    int g = board_.group_of[i];
    if (g < 0) return ed.spaces[static_cast<std::size_t>(i)].kind == SpaceKind::kUtility;
    uint64_t gm = board_.group_mask[g];
    if ((gm & ~h.of[p]) == 0) return false;  // a completed group
    if (group_has_buildings(ed, s, g)) return false;
    return (gm & ~h.of[p] & ~h.unowned) != 0;  // someone else holds part of it
  }

  Action bid(const Edition& ed, const PublicState& s, const Holdings& h, int p) {
    int cash = bot_cash(s, p);
    int limit = 0;
    if (s.auction.space >= 0) {
      int price = ed.spaces[static_cast<std::size_t>(s.auction.space)].price;
      int reserve = cash_reserve(board_, s, h, p, style_);
      double value = deed_value_for(board_, s, h, p, s.auction.space, style_);
      if (hard()) {
        limit = std::min(static_cast<int>(value), cash - reserve / 2);
      } else {
        // Up to its valuation, less a share drawn per auction, and never
        // below 60-95% of the printed price.
        int share = easy_share(s);
        limit = std::max(static_cast<int>(value) * (share + 5) / 100, price * share / 100);
        limit = std::min(limit, cash - reserve / 2);
      }
    } else {
      int site = building_site_for_auction(board_, s, p, h.of[p]);
      if (site >= 0) {
        int cost = next_building(ed, s, site).cost;  // the kind auctioned
        limit = hard() ? cost * 3 / 2 : cost;
        int reserve = cash_reserve(board_, s, h, p, style_);
        limit = std::min(limit, cash - reserve);
        // The player who asked to build always bids, so the building is
        // sold and the request cannot repeat forever.
        if (s.auction.requester == p) limit = std::max(limit, std::min(cost, cash));
      }
    }
    Money amount = next_bid(s, limit);
    if (amount <= 0) return Action::make(ActionType::kDropOut, p);
    return Action::make(ActionType::kBid, p, -1, amount);
  }

  // kEasy's limit in a deed auction, in percent of the printed price
  // (60-95), drawn from its seed and the auction itself (the turn and the
  // deed), so it is the same at every bid of that auction. The bid alone
  // cannot tell a new auction from one under way (an auction may open
  // above 0, and someone may have bid before us), and nothing from earlier
  // auctions is carried in the bot, so a resumed game bids as it would have.
  int easy_share(const PublicState& s) const {
    uint64_t key = (static_cast<uint64_t>(s.turn_number) << 8) |
                   static_cast<uint8_t>(s.auction.space);
    Pcg32 r = Pcg32::seeded(seed_ ^ (key * 0x9e3779b97f4a7c15ULL));
    return 60 + static_cast<int>(r.below(36));
  }

  // Between rolls: lift mortgages in completed groups, build where the rent
  // gained per unit of money is highest, then lift other mortgages when
  // cash is plentiful. Returns false when nothing is worth doing. `reserve`
  // is cash_reserve()'s figure when the caller has it, otherwise -1.
  bool develop(const Edition& ed, const PublicState& s, const Holdings& h, int p, Action& out,
               int reserve = -1) {
    int cash = bot_cash(s, p);
    uint64_t mine = h.of[p];
    uint32_t full = complete_groups(board_, mine);
    auto spendable = [&]() {
      if (reserve < 0) reserve = cash_reserve(board_, s, h, p, style_);
      return cash - reserve;
    };
    if (full) {
      for (uint64_t m = mine; m;) {
        int i = std::countr_zero(m);
        m &= m - 1;
        int g = board_.group_of[i];
        if (g < 0 || !(full & (1u << g)) || !s.deeds[i].mortgaged) continue;
        if (unmortgage_cost(ed, i) <= spendable()) {
          out = Action::make(ActionType::kUnmortgage, p, i);
          return true;
        }
      }
      int best = best_build_site(board_, s, p, full, spendable());
      if (best >= 0) {
        out = Action::make(ActionType::kBuild, p, best);
        return true;
      }
      if (mortgage_to_build(ed, s, p, mine, full, spendable(), out)) return true;
    }
    for (uint64_t m = mine; m;) {
      int i = std::countr_zero(m);
      m &= m - 1;
      if (!s.deeds[i].mortgaged) continue;
      int cost = unmortgage_cost(ed, i);
      // Twice the reserve kept: spendable() is the cash above it once. (Its
      // call sets `reserve`, so the two are read in this order, not left to
      // the compiler.)
      const int above = spendable();
      if (cost + 200 <= above - reserve) {
        out = Action::make(ActionType::kUnmortgage, p, i);
        return true;
      }
    }
    return false;
  }

  // No building is paid for by the cash above the reserve, but would be
  // with what the deeds outside the completed groups raise mortgaged: the
  // next building earns more than those deeds' rent, so mortgage one (board
  // order) and build once the cash is there, the reserve still kept in cash.
  bool mortgage_to_build(const Edition& ed, const PublicState& s, int p, uint64_t mine,
                         uint32_t full, int spendable, Action& out) const {
    int64_t raisable = 0;
    int pick = -1;
    for (uint64_t m = mine; m;) {
      int i = std::countr_zero(m);
      m &= m - 1;
      int g = board_.group_of[i];
      if (g >= 0 && (full & (1u << g))) continue;
      if (check_mortgage(ed, s, p, i) != Rejection::kNone) continue;  // mortgaged, or built on
      raisable += ed.spaces[static_cast<std::size_t>(i)].mortgage;
      if (pick < 0) pick = i;
    }
    if (pick < 0) return false;
    for (uint64_t ranks = board_.ranks_of(full); ranks; ranks &= ranks - 1) {
      int i = board_.sites_by_cost[std::countr_zero(ranks)];
      if (check_build(ed, s, p, i, false) != Rejection::kNone) continue;  // cash aside
      if (next_building(ed, s, i).cost <= spendable + raisable) {
        out = Action::make(ActionType::kMortgage, p, pick);
        return true;
      }
    }
    return false;
  }

  Level level_;
  Style style_;
  uint64_t seed_;
  Board board_;
};

}  // namespace

std::unique_ptr<Bot> make_judged_bot(Level level, JailPolicy /*jail: judged instead*/, uint64_t seed) {
  return std::make_unique<JudgedBot>(level, seed);
}

}  // namespace landlord::ai
