// SimpleBot (Level::kSimple): the bench and simulation player.
//
// Buys whatever it lands on when it has the cash, bids up to the printed
// price, builds whenever it can pay (evenly, cheapest buildings first),
// raises cash by mortgaging and selling, goes bankrupt only when the rules
// say nothing else could cover the debt, and never proposes a trade. A
// trade offered to it is judged by a plain valuation (style_for(kSimple)),
// the standing rule and the guard of trade_offers.h; in games of Simple
// bots only (the bench) no trade is ever offered. It has no state but its
// jail policy, the board facts and the note of its last trade answer
// (trade_reason.h), and answers with direct rules queries:
// no legal_actions(), no allocation per decision. Speed matters here
// because bench measures the engine through this bot.
#include <bit>

#include "ai/bots.h"
#include "ai/evaluate.h"
#include "ai/tactics.h"
#include "ai/trade_offers.h"
#include "ai/trade_reason.h"

namespace landlord::ai {

namespace {

class SimpleBot final : public Bot {
 public:
  explicit SimpleBot(JailPolicy jail) : jail_(jail) {}

  Action decide(const Edition& ed, const Observation& o) override {
    if (!board_.ready_for(ed)) board_.prepare(ed);
    // The roll and the end of a turn, nearly every decision, asked here;
    // the rest from choose(), out of line so that this path stays short.
    const PublicState& s = o.state();
    Action a = s.phase == Phase::kAwaitRoll ? jail_or_roll(ed, s, o.viewer, jail_)
               : s.phase == Phase::kEndTurn ? end_of_turn(ed, s, o.viewer)
                                            : choose(ed, s, o.viewer);
    // Only a trade answer keeps a copy of the state; anything else clears a flag.
    reason_.record(board_, o.state(), a, style_);
    return a;
  }

  std::string reason() const override { return reason_.text(); }

 private:
  [[gnu::noinline]] Action choose(const Edition& ed, const PublicState& s, int p) const {
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

  uint64_t mine(const PublicState& s, int p) const { return deeds_of(board_, s, p); }

  Action bid(const Edition& ed, const PublicState& s, int p) const {
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

  // Lift mortgages in completed groups, then build; end the turn when
  // neither is possible. Most turns own no completed group and stop at
  // the first test.
  Action end_of_turn(const Edition& ed, const PublicState& s, int p) const {
    uint32_t full = complete_groups_of(board_, s, p);
    return full ? develop(ed, s, p, full) : Action::make(ActionType::kEndTurn, p);
  }

  // end_of_turn() with completed groups (`full`).
  [[gnu::noinline]] Action develop(const Edition& ed, const PublicState& s, int p, uint32_t full) const {
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
    for (int k = 0; k < board_.site_count; ++k) {
      int i = board_.sites_by_cost[k];
      int g = board_.group_of[i];
      if (!(full & (1u << g))) continue;
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

  JailPolicy jail_;
  Board board_;
  // How it judges a trade offered to it (style_for(kSimple)): a plain
  // valuation, the standing rule and the guard of trade_offers.h.
  Style style_ = style_for(Level::kSimple);
  TradeReasonNote reason_;
};

}  // namespace

std::unique_ptr<Bot> make_simple_bot(JailPolicy jail) { return std::make_unique<SimpleBot>(jail); }

}  // namespace landlord::ai
