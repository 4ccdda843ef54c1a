// Events: what happened during apply(), for the game log and animations.
//
// Events are small typed records; text is produced only on demand by
// describe(). apply() emits them only when given a log, so bots and
// simulations pay nothing for them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/edition.h"
#include "engine/money.h"
#include "engine/state.h"

namespace landlord {

enum class EventType : uint8_t {
  kOpeningRoll,     // player, amount = total
  kFirstPlayer,     // player
  kTurnStarted,     // player
  kDiceRolled,      // player, amount = die 1, extra = die 2
  kMoved,           // player, space = destination
  kSalary,          // player, amount (passing or landing on GO)
  kBought,          // player, space, amount
  kAuctionStarted,  // space (-1 building), extra = building kind
  kBid,             // player, amount
  kDroppedOut,      // player
  kAuctionWon,      // player, space, amount
  kAuctionUnsold,   // space
  kRentPaid,        // player -> other, space, amount
  kTaxPaid,         // player, space, amount
  kCardDrawn,       // player, deck, card
  kPaid,            // player -> other (or Bank), amount
  kSentToJail,      // player
  kLeftJail,        // player, extra: 0 fine, 1 card, 2 doubles
  kBuilt,           // player, space, extra = 1 if hotel, amount = price
  kSold,            // player, space, extra = 1 if hotel, amount = refund
  kMortgaged,       // player, space, amount
  kUnmortgaged,     // player, space, amount
  kInterestPaid,    // player, space, amount
  kTradeProposed,   // player -> other
  kTradeAccepted,   // player (receiver) -> other (proposer)
  kTradeRejected,
  kMustRaiseCash,     // player owes amount to other (or Bank)
  kBankrupt,          // player, other = creditor (or Bank)
  kGameOver,          // player = winner
  kFreeParking,       // player collects amount from the pot
  kJailCardReturned,  // deck
  kRentClaimable,     // player owes other amount for space, if other claims it
  kRentLost,          // other did not claim amount from player for space in time
  kTimeUp,            // the agreed playing time is over
  kTaxChoice,         // player chose: extra 0 flat, 1 percent of worth (amount = worth)
  kDebtSetOff,        // other (creditor) took property for amount of player's debt
  kBuildingShortage,  // player asked to build; the Bank has only amount of them
                      // (extra 1: hotels): the others who could build are asked
  kBuildingWish,      // player answered: extra 1 wants one too, 0 does not
};

struct Event {
  EventType type = EventType::kTurnStarted;
  int8_t player = -1;
  int8_t other = -1;  // -1: the Bank
  int8_t space = -1;
  int8_t deck = -1;
  int8_t card = -1;
  Money amount = 0;
  int32_t extra = 0;
};

using EventLog = std::vector<Event>;

// Human text for the game log. `names` (optional) gives player names;
// otherwise "Player 1", "Player 2", ...
std::string describe(const Edition& ed, const Event& e,
                     const std::vector<std::string>* names = nullptr);

// What each side of a deal gives, in one sentence: "Brook gives $90; Ada
// gives Nicole's Nail Salon." (deeds, cash, Get Out of Jail Free cards, or
// "nothing").
std::string describe_trade_terms(const Edition& ed, const TradeOffer& t,
                                 const std::vector<std::string>* names = nullptr);

}  // namespace landlord
