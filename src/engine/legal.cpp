#include "engine/legal.h"

#include <bit>

#include "engine/apply.h"
#include "engine/queries.h"
#include "engine/rules.h"

namespace landlord {

namespace {

void try_add(const Edition& ed, const PublicState& s, const Action& a, std::vector<Action>& out) {
  if (validate(ed, s, a) == Rejection::kNone) out.push_back(a);
}

void claim_actions(const PublicState& s, int p, std::vector<Action>& out) {
  for (int i = 0; i < s.claim_count; ++i) {
    if (s.claims[i].creditor == p)
      out.push_back(Action::make(ActionType::kClaimRent, p, s.claims[i].space));
  }
}

void manage_actions(const Edition& ed, const PublicState& s, int p, std::vector<Action>& out) {
  uint64_t mask = deeds_of(ed, s, p);
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    try_add(ed, s, Action::make(ActionType::kBuild, p, i), out);
    try_add(ed, s, Action::make(ActionType::kSellBuilding, p, i), out);
    try_add(ed, s, Action::make(ActionType::kMortgage, p, i), out);
    try_add(ed, s, Action::make(ActionType::kUnmortgage, p, i), out);
  }
}

}  // namespace

void legal_actions_for(const Edition& ed, const PublicState& s, int p, std::vector<Action>& out) {
  if (s.phase == Phase::kGameOver || p < 0 || p >= s.player_count || s.players[p].bankrupt) {
    return;
  }
  bool decider = s.decider == p;
  switch (s.phase) {
    case Phase::kOpeningRoll:
      if (decider) out.push_back(Action::make(ActionType::kRoll, p));
      return;
    case Phase::kAwaitRoll:
      if (decider) {
        out.push_back(Action::make(ActionType::kRoll, p));
        try_add(ed, s, Action::make(ActionType::kPayJailFine, p), out);
        for (int d = 0; d < kMaxDecks; ++d) {
          try_add(ed, s, Action::make(ActionType::kUseJailCard, p, -1, d), out);
        }
      }
      claim_actions(s, p, out);
      manage_actions(ed, s, p, out);
      return;
    case Phase::kEndTurn:
      if (decider) out.push_back(Action::make(ActionType::kEndTurn, p));
      claim_actions(s, p, out);
      manage_actions(ed, s, p, out);
      return;
    case Phase::kBuildingDemand:
      if (!decider) return;
      out.push_back(Action::make(ActionType::kWantBuilding, p));
      out.push_back(Action::make(ActionType::kPassBuilding, p));
      return;
    case Phase::kTaxChoice:
      if (!decider) return;
      out.push_back(Action::make(ActionType::kPayFlatTax, p));
      out.push_back(Action::make(ActionType::kPayWorthTax, p));
      return;
    case Phase::kBuyOrAuction:
      if (!decider) return;
      try_add(ed, s, Action::make(ActionType::kBuy, p), out);
      out.push_back(Action::make(ActionType::kDecline, p));
      manage_actions(ed, s, p, out);
      return;
    case Phase::kAuction: {
      if (!decider) return;
      Money cash = s.players[p].cash;
      Money base = s.auction.bid;
      for (int step : {1, 10, 100}) {
        if (base + step <= cash) {
          out.push_back(Action::make(ActionType::kBid, p, -1, base + step));
        }
      }
      out.push_back(Action::make(ActionType::kDropOut, p));
      return;
    }
    case Phase::kTradeResponse:
      if (!decider) return;
      try_add(ed, s, Action::make(ActionType::kAcceptTrade, p), out);
      out.push_back(Action::make(ActionType::kRejectTrade, p));
      return;
    case Phase::kRaiseCash:
      if (!decider) return;
      manage_actions(ed, s, p, out);
      try_add(ed, s, Action::make(ActionType::kDeclareBankruptcy, p), out);
      return;
    case Phase::kMortgagedDeedReceived: {
      if (!decider) return;
      int i = std::countr_zero(s.mortgaged_received);
      try_add(ed, s, Action::make(ActionType::kLiftMortgage, p, i), out);
      out.push_back(Action::make(ActionType::kKeepMortgaged, p, i));
      return;
    }
    case Phase::kPlaceBuilding: {
      if (!decider) return;
      uint64_t mask = deeds_of(ed, s, p);
      while (mask) {
        int i = std::countr_zero(mask);
        mask &= mask - 1;
        try_add(ed, s, Action::make(ActionType::kBuild, p, i), out);
      }
      return;
    }
    case Phase::kGameOver:
      return;
  }
}

std::vector<Action> legal_actions(const Edition& ed, const PublicState& s) {
  std::vector<Action> out;
  if (s.phase == Phase::kGameOver) return out;
  // The decider first, so that out[0] is always a valid way forward.
  legal_actions_for(ed, s, s.decider, out);
  if (between_rolls(s)) {
    for (int p = 0; p < s.player_count; ++p) {
      if (p != s.decider && may_act(s, p)) legal_actions_for(ed, s, p, out);
    }
  }
  return out;
}

}  // namespace landlord
