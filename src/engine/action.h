// Action: one decision by one player, as a small value.
//
// Actions are what the UI, the bots, scenarios and saves all speak. A trade
// proposal carries its whole offer so that any content can be proposed and
// apply() alone decides whether it is valid. Rejections are typed (Rejection)
// with a human-readable message built only when an action is rejected.
#pragma once

#include <cstdint>
#include <string>

#include "engine/json_reader.h"
#include "engine/state.h"

namespace landlord {

enum class ActionType : uint8_t {
  kRoll,          // opening roll, or the turn's roll
  kPayJailFine,   // before rolling, in jail
  kUseJailCard,   // before rolling, in jail; amount = deck index, -1 any
  kBuy,           // buy the property landed on at its price
  kDecline,       // do not buy: the property goes to auction
  kBid,           // amount = total bid
  kDropOut,       // leave the current auction
  kBuild,         // space: add a house, or trade houses for a hotel
  kSellBuilding,  // space: sell one house, or the hotel
  kMortgage,      // space
  kUnmortgage,    // space: pay mortgage + 10%
  kProposeTrade,  // trade
  kAcceptTrade,
  kRejectTrade,
  kLiftMortgage,   // space: a mortgaged deed just received, repaid now
  kKeepMortgaged,  // space: ... kept mortgaged, paying 10% interest now
  kDeclareBankruptcy,
  kEndTurn,
  kPayFlatTax,   // tax_choice: pay the printed tax
  kPayWorthTax,  // tax_choice: pay worth_percent of total worth (rules.h tax_worth)
  kClaimRent,    // space: the owner claims unclaimed rent (owner_must_claim_rent)
  kClockTick,    // amount = milliseconds of playing time elapsed (time_limit_minutes);
                 // applied by the host, any active player; not in legal_actions
  kWantBuilding,  // building shortage: I want to buy one of the scarce buildings too
  kPassBuilding,  // ... I do not
};

inline constexpr int kActionTypeCount = 24;
// The longest clock tick apply() and the action reader accept (27.7 hours).
inline constexpr Money kMaxClockTickMs = 100000000;
const char* action_type_name(ActionType t);

struct Action {
  ActionType type = ActionType::kRoll;
  int8_t player = 0;
  int8_t space = -1;
  Money amount = 0;  // bids: up to kMaxMoney; clock ticks: up to kMaxClockTickMs
  TradeOffer trade;

  bool operator==(const Action&) const = default;

  static Action make(ActionType t, int player, int space = -1, Money amount = 0) {
    Action a;
    a.type = t;
    a.player = static_cast<int8_t>(player);
    a.space = static_cast<int8_t>(space);
    a.amount = amount;
    return a;
  }
};

enum class Rejection : uint8_t {
  kNone,
  kGameOver,
  kNotYourDecision,  // someone else must decide now
  kNotNow,           // this kind of action is not allowed in this phase
  kBadPlayer,
  kBadSpace,
  kNotAProperty,
  kNotOwner,
  kNotEnoughCash,
  kNotInJail,
  kNoJailCard,
  kBidTooLow,
  kIncompleteGroup,
  kGroupMortgaged,
  kUnevenBuilding,
  kBuildingLimit,
  kNoBuildingsLeft,
  kHasBuildings,
  kMortgaged,
  kNotMortgaged,
  kInvalidTrade,
  kBankruptcyNotAllowed,
  kInJail,
  kNoClaim,      // no unclaimed rent for this owner on this space
  kNoTimeLimit,  // clock_tick without a time limit, or a non-positive amount
  kNoLending,    // a trade moving only cash: players may not lend each other money
};

const char* rejection_name(Rejection r);

struct ApplyResult {
  Rejection code = Rejection::kNone;
  std::string message;

  bool ok() const { return code == Rejection::kNone; }
};

Json action_to_json(const Edition& ed, const Action& a);
// The part of action_from_json() that needs no edition: an object with a
// known "type" and a "player" seat; the same messages. Whether a saved
// history is well formed, before any edition is known.
bool action_head_from_json(const Json& j, const std::string& path, JsonReader& reader, Action& out);
// Spaces may be given by index or exact name; checks types and ranges only
// (legality is apply()'s business).
bool action_from_json(const Edition& ed, const Json& j, const std::string& path, JsonReader& reader,
                      Action& out);

// "Player 2: build Baltic Avenue": the action as the saves and the command
// line name it (action_type_name), for golden transcripts, the command
// line's reports and test failures. Never shown to a player, and pinned by
// the golden transcripts: English in every language, not in the catalogs.
std::string describe_action(const Edition& ed, const Action& a);

}  // namespace landlord
