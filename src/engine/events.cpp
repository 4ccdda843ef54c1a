#include "engine/events.h"

#include <bit>

namespace landlord {

namespace {

std::string who(const std::vector<std::string>* names, int p) {
  if (p < 0) return "the Bank";
  if (names && p < static_cast<int>(names->size())) return (*names)[static_cast<std::size_t>(p)];
  return "Player " + std::to_string(p + 1);
}

std::string space_name(const Edition& ed, int s) {
  if (s < 0 || s >= ed.space_count()) return "?";
  return ed.spaces[static_cast<std::size_t>(s)].name;
}

}  // namespace

std::string describe(const Edition& ed, const Event& e, const std::vector<std::string>* names) {
  const std::string p = who(names, e.player);
  const std::string o = who(names, e.other);
  const std::string sp = space_name(ed, e.space);
  switch (e.type) {
    case EventType::kOpeningRoll:
      return p + " rolls " + std::to_string(e.amount) + " to decide who starts";
    case EventType::kFirstPlayer:
      return p + " rolled highest and goes first";
    case EventType::kTurnStarted:
      return p + "'s turn";
    case EventType::kDiceRolled:
      return p + " rolls " + std::to_string(e.amount) + " and " + std::to_string(e.extra) +
             (e.amount == e.extra ? " (doubles)" : "");
    case EventType::kMoved:
      return p + " moves to " + sp;
    case EventType::kSalary:
      return p + " collects " + ed.money(e.amount) + " salary at " +
             (ed.spaces.empty() ? std::string("GO") : ed.spaces[0].name);
    case EventType::kBought:
      return p + " buys " + sp + " for " + ed.money(e.amount);
    case EventType::kAuctionStarted:
      if (e.space >= 0) return sp + " goes up for auction";
      return std::string("A ") + (e.extra ? ed.hotel : ed.house) +
             " goes up for auction (building shortage)";
    case EventType::kBid:
      return p + " bids " + ed.money(e.amount);
    case EventType::kDroppedOut:
      return p + " drops out of the auction";
    case EventType::kAuctionWon:
      if (e.space >= 0) return p + " wins the auction for " + sp + " at " + ed.money(e.amount);
      return p + " wins the building auction at " + ed.money(e.amount);
    case EventType::kAuctionUnsold:
      if (e.space >= 0) return "No one bids: " + sp + " stays with the Bank";
      return "No one bids: the building stays with the Bank";
    case EventType::kRentPaid:
      return p + " pays " + o + " " + ed.money(e.amount) + " rent for " + sp;
    case EventType::kTaxPaid:
      return p + " pays " + ed.money(e.amount) + " " + sp;
    case EventType::kCardDrawn: {
      std::string text = "?";
      std::string deck = "?";
      if (e.deck >= 0 && e.deck < static_cast<int>(ed.decks.size())) {
        const Deck& d = ed.decks[static_cast<std::size_t>(e.deck)];
        deck = d.name;
        if (e.card >= 0 && e.card < static_cast<int>(d.cards.size())) {
          text = d.cards[static_cast<std::size_t>(e.card)].text;
        }
      }
      return p + " draws " + deck + ": \"" + text + "\"";
    }
    case EventType::kPaid:
      return p + " pays " + o + " " + ed.money(e.amount);
    case EventType::kSentToJail:
      return p + " goes to jail";
    case EventType::kLeftJail:
      if (e.extra == 0) return p + " pays the fine and leaves jail";
      if (e.extra == 1) return p + " uses a Get Out of Jail Free card";
      return p + " rolls doubles and leaves jail";
    case EventType::kBuilt:
      return p + " builds a " + (e.extra ? ed.hotel : ed.house) + " on " + sp + " for " +
             ed.money(e.amount);
    case EventType::kSold: {
      // Several houses can go at once when a hotel shortage evens a group
      // out; each sells for half its cost, so the amount tells how many.
      int each = e.space >= 0 ? ed.spaces[static_cast<std::size_t>(e.space)].house_cost / 2 : 0;
      int count = !e.extra && each > 0 ? e.amount / each : 1;
      std::string what = e.extra ? "a " + ed.hotel
                         : count > 1 ? std::to_string(count) + " " + ed.house + "s"
                                     : "a " + ed.house;
      return p + " sells " + what + " on " + sp + " for " + ed.money(e.amount);
    }
    case EventType::kMortgaged:
      return p + " mortgages " + sp + " for " + ed.money(e.amount);
    case EventType::kUnmortgaged:
      return p + " lifts the mortgage on " + sp + " for " + ed.money(e.amount);
    case EventType::kInterestPaid:
      return p + " pays " + ed.money(e.amount) + " interest to keep " + sp + " mortgaged";
    case EventType::kTradeProposed:
      return p + " proposes a trade to " + o;
    case EventType::kTradeAccepted:
      return p + " accepts the trade from " + o;
    case EventType::kTradeRejected:
      return p + " rejects the trade from " + o;
    case EventType::kMustRaiseCash:
      return p + " owes " + o + " " + ed.money(e.amount) + " and must raise cash";
    case EventType::kBankrupt:
      return p + " is bankrupt (debt to " + o + ")";
    case EventType::kGameOver:
      return "Game over: " + p + " wins";
    case EventType::kFreeParking:
      return p + " collects " + ed.money(e.amount) + " from the pot on " +
             (e.space >= 0 ? sp : std::string("Free Parking"));
    case EventType::kJailCardReturned: {
      std::string deck = "?";
      if (e.deck >= 0 && e.deck < static_cast<int>(ed.decks.size())) {
        deck = ed.decks[static_cast<std::size_t>(e.deck)].name;
      }
      return "A Get Out of Jail Free card returns to the bottom of the " + deck + " deck";
    }
    case EventType::kRentClaimable:
      return o + " may claim " + ed.money(e.amount) + " rent from " + p + " for " + sp +
             (e.extra ? " before the second player following rolls" : " before the next player rolls");
    case EventType::kRentLost:
      return o + " did not claim the " + ed.money(e.amount) + " rent for " + sp + " in time";
    case EventType::kTimeUp:
      return "Time is up: the richest player wins";
    case EventType::kTaxChoice:
      if (e.extra == 0) return p + " chooses to pay the flat amount on " + sp;
      return p + " chooses to pay a percentage of total worth (" + ed.money(e.amount) + ") on " +
             sp;
    case EventType::kDebtSetOff:
      return o + " accepts property instead of " + ed.money(e.amount) + " of " + p + "'s debt";
    case EventType::kBuildingShortage:
      return p + " wants to build, but the Bank has only " + std::to_string(e.amount) + " " +
             (e.extra ? (e.amount == 1 ? ed.hotel : ed.hotels) : (e.amount == 1 ? ed.house : ed.houses)) +
             " left: who else wants to buy?";
    case EventType::kBuildingWish:
      return p + (e.extra ? " wants to buy one too" : " does not want to buy one");
  }
  return "?";
}

namespace {

// "Baltic Avenue, $50, a Get Out of Jail Free card" (or "nothing").
std::string goods(const Edition& ed, Money cash, uint64_t deeds, uint8_t jail) {
  std::string out;
  auto add = [&](const std::string& s) { out += (out.empty() ? "" : ", ") + s; };
  for (uint64_t m = deeds; m; m &= m - 1) add(ed.spaces[static_cast<std::size_t>(std::countr_zero(m))].name);
  if (cash > 0) add(ed.money(cash));
  for (int d = 0; d < kMaxDecks; ++d) {
    if (jail & (1u << d)) add("a Get Out of Jail Free card");
  }
  return out.empty() ? "nothing" : out;
}

}  // namespace

std::string describe_trade_terms(const Edition& ed, const TradeOffer& t, const std::vector<std::string>* names) {
  return who(names, t.from) + " gives " + goods(ed, t.cash_given, t.deeds_given, t.jail_cards_given) + "; " +
         who(names, t.to) + " gives " + goods(ed, t.cash_asked, t.deeds_asked, t.jail_cards_asked) + ".";
}

}  // namespace landlord
