#include "engine/action.h"

#include "engine/json.h"

namespace landlord {

namespace {

const char* const kActionNames[kActionTypeCount] = {
    "roll",
    "pay_jail_fine",
    "use_jail_card",
    "buy",
    "decline",
    "bid",
    "drop_out",
    "build",
    "sell_building",
    "mortgage",
    "unmortgage",
    "propose_trade",
    "accept_trade",
    "reject_trade",
    "lift_mortgage",
    "keep_mortgaged",
    "declare_bankruptcy",
    "end_turn",
    "pay_flat_tax",
    "pay_worth_tax",
    "claim_rent",
    "clock_tick",
    "want_building",
    "pass_building",
};

bool takes_space(ActionType t) {
  switch (t) {
    case ActionType::kBuild:
    case ActionType::kSellBuilding:
    case ActionType::kMortgage:
    case ActionType::kUnmortgage:
    case ActionType::kLiftMortgage:
    case ActionType::kKeepMortgaged:
    case ActionType::kClaimRent:
      return true;
    default:
      return false;
  }
}

Json space_list(const Edition& ed, uint64_t mask) {
  Json a = Json::array();
  for (int i = 0; i < ed.space_count(); ++i) {
    if (mask & (uint64_t{1} << i)) a.push_back(ed.spaces[static_cast<std::size_t>(i)].name);
  }
  return a;
}

Json deck_list(const Edition& ed, uint8_t mask) {
  Json a = Json::array();
  for (std::size_t d = 0; d < ed.decks.size(); ++d) {
    if (mask & (1u << d)) a.push_back(ed.decks[d].id);
  }
  return a;
}

bool read_space_mask(const Edition& ed, const Json& obj, const std::string& path, const char* key,
                     JsonReader& r, uint64_t& out) {
  const Json* v = r.member(obj, path, key, false);
  if (!v) return !r.failed();
  std::string p = path_key(path, key);
  if (!r.expect_array(*v, p, kMaxSpaces)) return false;
  out = 0;
  for (std::size_t i = 0; i < v->size(); ++i) {
    int s = 0;
    if (!read_space_ref(r, ed, (*v)[i], path_index(p, i), s)) return false;
    out |= uint64_t{1} << s;
  }
  return true;
}

bool read_deck_mask(const Edition& ed, const Json& obj, const std::string& path, const char* key,
                    JsonReader& r, uint8_t& out) {
  const Json* v = r.member(obj, path, key, false);
  if (!v) return !r.failed();
  std::string p = path_key(path, key);
  if (!r.expect_array(*v, p, kMaxDecks)) return false;
  out = 0;
  for (std::size_t i = 0; i < v->size(); ++i) {
    std::string id;
    if (!r.as_string((*v)[i], path_index(p, i), 64, id)) return false;
    int d = ed.find_deck(id);
    if (d < 0) return r.fail(path_index(p, i), "no deck has id \"" + id + "\"");
    out = static_cast<uint8_t>(out | (1u << d));
  }
  return true;
}

}  // namespace

const char* action_type_name(ActionType t) {
  auto i = static_cast<std::size_t>(t);
  return i < kActionTypeCount ? kActionNames[i] : "?";
}

const char* rejection_name(Rejection r) {
  switch (r) {
    case Rejection::kNone:
      return "none";
    case Rejection::kGameOver:
      return "game_over";
    case Rejection::kNotYourDecision:
      return "not_your_decision";
    case Rejection::kNotNow:
      return "not_now";
    case Rejection::kBadPlayer:
      return "bad_player";
    case Rejection::kBadSpace:
      return "bad_space";
    case Rejection::kNotAProperty:
      return "not_a_property";
    case Rejection::kNotOwner:
      return "not_owner";
    case Rejection::kNotEnoughCash:
      return "not_enough_cash";
    case Rejection::kNotInJail:
      return "not_in_jail";
    case Rejection::kNoJailCard:
      return "no_jail_card";
    case Rejection::kBidTooLow:
      return "bid_too_low";
    case Rejection::kIncompleteGroup:
      return "incomplete_group";
    case Rejection::kGroupMortgaged:
      return "group_mortgaged";
    case Rejection::kUnevenBuilding:
      return "uneven_building";
    case Rejection::kBuildingLimit:
      return "building_limit";
    case Rejection::kNoBuildingsLeft:
      return "no_buildings_left";
    case Rejection::kHasBuildings:
      return "has_buildings";
    case Rejection::kMortgaged:
      return "mortgaged";
    case Rejection::kNotMortgaged:
      return "not_mortgaged";
    case Rejection::kInvalidTrade:
      return "invalid_trade";
    case Rejection::kBankruptcyNotAllowed:
      return "bankruptcy_not_allowed";
    case Rejection::kInJail:
      return "in_jail";
    case Rejection::kNoClaim:
      return "no_claim";
    case Rejection::kNoTimeLimit:
      return "no_time_limit";
    case Rejection::kNoLending:
      return "no_lending";
  }
  return "?";
}

Json action_to_json(const Edition& ed, const Action& a) {
  Json j = Json::object();
  j["type"] = action_type_name(a.type);
  j["player"] = a.player;
  if (takes_space(a.type) && a.space >= 0 && a.space < ed.space_count()) {
    j["space"] = ed.spaces[static_cast<std::size_t>(a.space)].name;
  }
  if (a.type == ActionType::kBid || a.type == ActionType::kClockTick) j["amount"] = a.amount;
  if (a.type == ActionType::kUseJailCard && a.amount >= 0 &&
      a.amount < static_cast<int>(ed.decks.size())) {
    j["deck"] = ed.decks[static_cast<std::size_t>(a.amount)].id;
  }
  if (a.type == ActionType::kProposeTrade) {
    Json t = Json::object();
    t["to"] = a.trade.to;
    t["cash_given"] = a.trade.cash_given;
    t["cash_asked"] = a.trade.cash_asked;
    t["deeds_given"] = space_list(ed, a.trade.deeds_given);
    t["deeds_asked"] = space_list(ed, a.trade.deeds_asked);
    t["jail_cards_given"] = deck_list(ed, a.trade.jail_cards_given);
    t["jail_cards_asked"] = deck_list(ed, a.trade.jail_cards_asked);
    j["trade"] = t;
  }
  return j;
}

bool action_head_from_json(const Json& j, const std::string& path, JsonReader& r, Action& out) {
  if (!r.expect_object(j, path)) return false;
  out = Action();
  std::string type;
  if (!r.read_string(j, path, "type", 64, type)) return false;
  bool found = false;
  for (int i = 0; i < kActionTypeCount; ++i) {
    if (type == kActionNames[i]) {
      out.type = static_cast<ActionType>(i);
      found = true;
    }
  }
  if (!found) return r.fail(path_key(path, "type"), "unknown action \"" + type + "\"");
  return r.read_int(j, path, "player", 0, kMaxPlayers - 1, out.player);
}

bool action_from_json(const Edition& ed, const Json& j, const std::string& path, JsonReader& r,
                      Action& out) {
  if (!action_head_from_json(j, path, r, out)) return false;
  if (takes_space(out.type)) {
    const Json* s = r.member(j, path, "space", true);
    int space = 0;
    if (!s || !read_space_ref(r, ed, *s, path_key(path, "space"), space)) return false;
    out.space = static_cast<int8_t>(space);
  }
  if (out.type == ActionType::kBid) {
    if (!r.read_int(j, path, "amount", 0, kMaxMoney, out.amount)) return false;
  }
  if (out.type == ActionType::kClockTick) {
    if (!r.read_int(j, path, "amount", 0, kMaxClockTickMs, out.amount)) return false;
  }
  if (out.type == ActionType::kUseJailCard) {
    out.amount = -1;
    std::string deck;
    if (!r.read_string(j, path, "deck", 64, deck, false)) return false;
    if (!deck.empty()) {
      out.amount = ed.find_deck(deck);
      if (out.amount < 0) return r.fail(path_key(path, "deck"), "no deck has id \"" + deck + "\"");
    }
  }
  if (out.type == ActionType::kProposeTrade) {
    const Json* t = r.member(j, path, "trade", true);
    if (!t) return false;
    std::string tp = path_key(path, "trade");
    if (!r.expect_object(*t, tp)) return false;
    out.trade.from = out.player;
    if (!r.read_int(*t, tp, "to", 0, kMaxPlayers - 1, out.trade.to)) return false;
    if (!r.read_int(*t, tp, "cash_given", 0, kMaxMoney, out.trade.cash_given, false)) return false;
    if (!r.read_int(*t, tp, "cash_asked", 0, kMaxMoney, out.trade.cash_asked, false)) return false;
    if (!read_space_mask(ed, *t, tp, "deeds_given", r, out.trade.deeds_given)) return false;
    if (!read_space_mask(ed, *t, tp, "deeds_asked", r, out.trade.deeds_asked)) return false;
    if (!read_deck_mask(ed, *t, tp, "jail_cards_given", r, out.trade.jail_cards_given)) {
      return false;
    }
    if (!read_deck_mask(ed, *t, tp, "jail_cards_asked", r, out.trade.jail_cards_asked)) {
      return false;
    }
  }
  return true;
}

std::string describe_action(const Edition& ed, const Action& a) {
  // Built by appending: GCC 12 warns falsely (-Wrestrict) on "literal" + temporary.
  std::string s = "Player ";
  s += std::to_string(a.player + 1);
  s += ": ";
  s += action_type_name(a.type);
  if (takes_space(a.type) && a.space >= 0 && a.space < ed.space_count()) {
    s += ' ';
    s += ed.spaces[static_cast<std::size_t>(a.space)].name;
  }
  if (a.type == ActionType::kBid) {
    s += ' ';
    s += ed.money(a.amount);
  }
  if (a.type == ActionType::kProposeTrade) {
    s += " to Player ";
    s += std::to_string(a.trade.to + 1);
  }
  return s;
}

}  // namespace landlord
