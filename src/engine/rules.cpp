#include "engine/rules.h"

#include <bit>
#include <cctype>

#include "engine/queries.h"
#include "text/numbers.h"
#include "text/tr.h"

namespace landlord {

namespace {

const Space& space_of(const Edition& ed, int s) {
  return ed.spaces[static_cast<std::size_t>(s)];
}

bool valid_space(const Edition& ed, int s) {
  return s >= 0 && s < ed.space_count();
}

bool valid_player(const PublicState& s, int p) {
  return p >= 0 && p < s.player_count;
}

using rules_detail::count_owned;

std::string name_of(const Edition& ed, int s) {
  return valid_space(ed, s) ? space_of(ed, s).name : std::string("?");
}

}  // namespace

uint64_t deeds_of(const Edition& ed, const PublicState& s, int player) {
  if (player >= 0 && player < kMaxPlayers) return s.owned[player] & ed.property_mask;
  uint64_t out = 0;
  uint64_t mask = ed.property_mask;
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    if (s.deeds[i].owner == player) out |= bit(i);
  }
  return out;
}

bool owns_whole_group(const Edition& ed, const PublicState& s, int group, int player) {
  const Group& g = ed.groups[static_cast<std::size_t>(group)];
  // A player's: no deed of the group outside their mask (g.size counts
  // g.mask's bits, edition.cpp).
  if (player >= 0 && player < kMaxPlayers) return (g.mask & ~s.owned[player]) == 0;
  return count_owned(s, g.mask, player) == g.size;
}

bool group_has_mortgage(const Edition& ed, const PublicState& s, int group) {
  uint64_t mask = ed.groups[static_cast<std::size_t>(group)].mask;
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    if (s.deeds[i].mortgaged) return true;
  }
  return false;
}

bool group_has_buildings(const Edition& ed, const PublicState& s, int group) {
  uint64_t mask = ed.groups[static_cast<std::size_t>(group)].mask;
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    if (s.deeds[i].houses > 0 || s.deeds[i].hotel) return true;
  }
  return false;
}

int building_level(const PublicState& s, int space) {
  const Deed& d = s.deeds[space];
  return d.hotel ? s.options.houses_per_hotel + 1 : d.houses;
}


bool full_set_doubles_rent(const Edition& ed, const PublicState& s, int space) {
  const Deed& d = s.deeds[space];
  const Space& sp = space_of(ed, space);
  if (sp.kind != SpaceKind::kSite || d.owner < 0 || d.houses > 0 || d.hotel) return false;
  return rules_detail::whole_group_doubles(ed, s, sp, d.owner);
}



int house_refund(const Edition& ed, int space) {
  return space_of(ed, space).house_cost / 2;
}
int hotel_refund(const Edition& ed, int space) {
  return space_of(ed, space).hotel_cost / 2;
}

Rejection check_buy(const Edition& ed, const PublicState& s, int player) {
  if (s.phase != Phase::kBuyOrAuction) return Rejection::kNotNow;
  if (player != s.decider) return Rejection::kNotYourDecision;
  if (s.players[player].cash < space_of(ed, s.pending_space).price) {
    return Rejection::kNotEnoughCash;
  }
  return Rejection::kNone;
}

Rejection check_build(const Edition& ed, const PublicState& s, int player, int space,
                      bool check_cash) {
  if (!valid_player(s, player)) return Rejection::kBadPlayer;
  if (!valid_space(ed, space)) return Rejection::kBadSpace;
  const Space& sp = space_of(ed, space);
  if (sp.kind != SpaceKind::kSite) return Rejection::kNotAProperty;
  if (s.deeds[space].owner != player) return Rejection::kNotOwner;
  if (!owns_whole_group(ed, s, sp.group, player)) return Rejection::kIncompleteGroup;
  if (group_has_mortgage(ed, s, sp.group)) return Rejection::kGroupMortgaged;
  int level = building_level(s, space);
  int hph = s.options.houses_per_hotel;
  if (level > hph) return Rejection::kBuildingLimit;
  uint64_t mask = ed.groups[static_cast<std::size_t>(sp.group)].mask;
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    if (building_level(s, i) < level) return Rejection::kUnevenBuilding;
  }
  const NextBuilding next = next_building(ed, s, space);
  bool hotel = next.kind == BuildingKind::kHotel;
  if (hotel ? s.bank_hotels == 0 : s.bank_houses == 0) return Rejection::kNoBuildingsLeft;
  if (check_cash && s.players[player].cash < next.cost) {
    return Rejection::kNotEnoughCash;
  }
  return Rejection::kNone;
}

Rejection check_sell(const Edition& ed, const PublicState& s, int player, int space) {
  if (!valid_player(s, player)) return Rejection::kBadPlayer;
  if (!valid_space(ed, space)) return Rejection::kBadSpace;
  const Space& sp = space_of(ed, space);
  if (sp.kind != SpaceKind::kSite) return Rejection::kNotAProperty;
  if (s.deeds[space].owner != player) return Rejection::kNotOwner;
  int level = building_level(s, space);
  if (level == 0) return Rejection::kBuildingLimit;
  uint64_t mask = ed.groups[static_cast<std::size_t>(sp.group)].mask;
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    if (building_level(s, i) > level) return Rejection::kUnevenBuilding;
  }
  return Rejection::kNone;
}

Rejection check_mortgage(const Edition& ed, const PublicState& s, int player, int space) {
  if (!valid_player(s, player)) return Rejection::kBadPlayer;
  if (!valid_space(ed, space)) return Rejection::kBadSpace;
  const Space& sp = space_of(ed, space);
  if (!sp.is_property()) return Rejection::kNotAProperty;
  if (s.deeds[space].owner != player) return Rejection::kNotOwner;
  if (s.deeds[space].mortgaged) return Rejection::kMortgaged;
  if (sp.kind == SpaceKind::kSite && group_has_buildings(ed, s, sp.group)) {
    return Rejection::kHasBuildings;
  }
  return Rejection::kNone;
}

Rejection check_unmortgage(const Edition& ed, const PublicState& s, int player, int space) {
  if (!valid_player(s, player)) return Rejection::kBadPlayer;
  if (!valid_space(ed, space)) return Rejection::kBadSpace;
  if (!space_of(ed, space).is_property()) return Rejection::kNotAProperty;
  if (s.deeds[space].owner != player) return Rejection::kNotOwner;
  if (!s.deeds[space].mortgaged) return Rejection::kNotMortgaged;
  if (s.players[player].cash < unmortgage_cost(ed, space)) return Rejection::kNotEnoughCash;
  return Rejection::kNone;
}

Money debt_set_off(const PublicState& s, const TradeOffer& t) {
  if (!s.options.property_for_debt || s.debt_count == 0) return 0;
  const Debt& d = s.debts[0];
  if (d.creditor < 0) return 0;  // owed to the Bank
  if (t.from == d.debtor && t.to == d.creditor) return std::min(t.cash_asked, d.amount);
  if (t.from == d.creditor && t.to == d.debtor) return std::min(t.cash_given, d.amount);
  return 0;
}

Rejection check_trade(const Edition& ed, const PublicState& s, const TradeOffer& t) {
  if (!valid_player(s, t.from) || !valid_player(s, t.to) || t.from == t.to) {
    return Rejection::kBadPlayer;
  }
  const Player& a = s.players[t.from];
  const Player& b = s.players[t.to];
  if (a.bankrupt || b.bankrupt) return Rejection::kBadPlayer;
  if (t.cash_given < 0 || t.cash_asked < 0) return Rejection::kInvalidTrade;
  // Cash set off against a debt between the two players is not paid.
  Money cash_given = t.cash_given, cash_asked = t.cash_asked;
  if (Money set_off = debt_set_off(s, t); set_off > 0)
    (t.to == s.debts[0].creditor ? cash_asked : cash_given) -= set_off;
  if (cash_given > a.cash || cash_asked > b.cash) return Rejection::kNotEnoughCash;
  if ((t.deeds_given | t.deeds_asked) & ~ed.property_mask) return Rejection::kNotAProperty;
  if (t.deeds_given & t.deeds_asked) return Rejection::kInvalidTrade;
  // Each deed of the deal belongs to its side (only the deal's deeds are
  // looked at: the bots' trade searches check thousands of deals a move).
  for (uint64_t m = t.deeds_given | t.deeds_asked; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    if (s.deeds[i].owner != ((t.deeds_given >> i) & 1 ? t.from : t.to)) return Rejection::kNotOwner;
  }
  int64_t interest_a = 0;  // paid by `from` on mortgaged deeds received
  int64_t interest_b = 0;
  uint64_t all = t.deeds_given | t.deeds_asked;
  while (all) {
    int i = std::countr_zero(all);
    all &= all - 1;
    const Space& sp = space_of(ed, i);
    if (sp.kind == SpaceKind::kSite && group_has_buildings(ed, s, sp.group)) {
      return Rejection::kHasBuildings;
    }
    if (s.deeds[i].mortgaged) {
      ((t.deeds_given & bit(i)) ? interest_b : interest_a) += mortgage_interest(ed, i);
    }
  }
  for (int d = 0; d < kMaxDecks; ++d) {
    if ((t.jail_cards_given & (1u << d)) && a.jail_cards[d] == 0) return Rejection::kNoJailCard;
    if ((t.jail_cards_asked & (1u << d)) && b.jail_cards[d] == 0) return Rejection::kNoJailCard;
  }
  if ((t.jail_cards_given | t.jail_cards_asked) >> kMaxDecks) return Rejection::kNoJailCard;
  bool empty = t.cash_given == 0 && t.cash_asked == 0 && t.deeds_given == 0 && t.deeds_asked == 0 &&
               t.jail_cards_given == 0 && t.jail_cards_asked == 0;
  if (empty) return Rejection::kInvalidTrade;
  // "players may never loan each other money" (all three rulebooks): cash
  // alone never changes hands; something else must move with it.
  if ((t.deeds_given | t.deeds_asked) == 0 && (t.jail_cards_given | t.jail_cards_asked) == 0) {
    return Rejection::kNoLending;
  }
  // Whoever receives a mortgaged deed must at least be able to pay the 10%.
  if (int64_t{a.cash} - cash_given + cash_asked < interest_a ||
      int64_t{b.cash} - cash_asked + cash_given < interest_b) {
    return Rejection::kNotEnoughCash;
  }
  return Rejection::kNone;
}

int64_t liquidation_value(const Edition& ed, const PublicState& s, int player) {
  int64_t total = 0;
  uint64_t mask = deeds_of(ed, s, player);
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    const Deed& d = s.deeds[i];
    if (d.hotel) {
      total += hotel_refund(ed, i) + int64_t{s.options.houses_per_hotel} * house_refund(ed, i);
    }
    total += int64_t{d.houses} * house_refund(ed, i);
    if (!d.mortgaged) total += space_of(ed, i).mortgage;
  }
  return total;
}

bool may_declare_bankruptcy(const Edition& ed, const PublicState& s, int player) {
  if (s.phase != Phase::kRaiseCash || s.debt_count == 0) return false;
  if (s.debts[0].debtor != player) return false;
  return s.players[player].cash + liquidation_value(ed, s, player) < s.debts[0].amount;
}

namespace {

// Cash, deeds at their printed price (mortgaged ones at half, or in full
// for the Shopping Spree's total worth) and buildings at cost.
WorthParts parts(const Edition& ed, const PublicState& s, int player, bool mortgaged_at_half) {
  WorthParts w;
  w.cash = s.players[player].cash;
  for (uint64_t mask = deeds_of(ed, s, player); mask; mask &= mask - 1) {
    int i = std::countr_zero(mask);
    const Space& sp = space_of(ed, i);
    const Deed& d = s.deeds[i];
    ++w.deeds;
    if (d.mortgaged) ++w.mortgaged;
    w.deed_value += d.mortgaged && mortgaged_at_half ? sp.price / 2 : sp.price;
    if (d.hotel) {
      ++w.hotels;
      w.building_value += sp.hotel_cost + int64_t{s.options.houses_per_hotel} * sp.house_cost;
    }
    w.houses += d.houses;
    w.building_value += int64_t{d.houses} * sp.house_cost;
  }
  return w;
}

int64_t worth(const Edition& ed, const PublicState& s, int player, bool mortgaged_at_half) {
  return parts(ed, s, player, mortgaged_at_half).total();
}

}  // namespace

int64_t net_worth(const Edition& ed, const PublicState& s, int player) {
  return worth(ed, s, player, true);
}

WorthParts worth_parts(const Edition& ed, const PublicState& s, int player) {
  return parts(ed, s, player, true);
}

int64_t valuation(const Edition& ed, const PublicState& s, int player) {
  if (player < 0 || player >= s.player_count || s.players[player].bankrupt) return 0;
  return net_worth(ed, s, player);
}

int64_t tax_worth(const Edition& ed, const PublicState& s, int player) {
  return worth(ed, s, player, false);
}

Money worth_tax_due(const Edition& ed, const PublicState& s, int player, int space) {
  if (!valid_space(ed, space)) return 0;
  return tax_worth(ed, s, player) * space_of(ed, space).worth_percent / 100;
}

int find_rent_claim(const PublicState& s, int player, int space) {
  for (int i = 0; i < s.claim_count; ++i) {
    if (s.claims[i].creditor == player && s.claims[i].space == space) return i;
  }
  return -1;
}

namespace {

// What the game waits for in each phase, in the players' words: of the
// player `who` (a name), or of the player reading it (`you`). `opening`:
// the words begin a sentence ("Not now: An auction is under way"), and a
// name there begins with a capital letter.
enum class Whose : uint8_t { kName, kYou, kOpening };

std::string awaited(const Edition& ed, const PublicState& s, std::string who, Whose whose) {
  const bool you = whose == Whose::kYou;
  const bool opening = whose == Whose::kOpening;
  if (opening && !who.empty()) who[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(who[0])));
  const std::string space = name_of(ed, s.pending_space);
  switch (s.phase) {
    case Phase::kOpeningRoll:
      // TRANSLATORS: why an action is refused now; after "Not now:" (a capital letter where your language
      // writes one after a colon).
      if (opening) return trc("refused", "Everyone rolls first to see who starts");
      // TRANSLATORS: why an action is refused now, after "You cannot roll now:".
      return trc("refused", "everyone rolls first to see who starts");
    case Phase::kAwaitRoll:
      if (you) return trc("refused", "you must roll the dice first");
      return trcf("refused", "{player} must roll the dice first", fmt::arg("player", who));
    case Phase::kBuyOrAuction:
      if (you) return trcf("refused", "you must first buy {space} or put it up for auction", fmt::arg("space", space));
      return trcf("refused", "{player} must first buy {space} or put it up for auction", fmt::arg("player", who),
                  fmt::arg("space", space));
    case Phase::kAuction:
      if (opening) return trc("refused", "An auction is under way");
      return trc("refused", "an auction is under way");
    case Phase::kTradeResponse:
      if (you) return trc("refused", "a trade offer is waiting for your answer");
      if (opening) return trcf("refused", "A trade offer is waiting for {player}'s answer", fmt::arg("player", who));
      return trcf("refused", "a trade offer is waiting for {player}'s answer", fmt::arg("player", who));
    case Phase::kRaiseCash:
      if (you) return trc("refused", "you must first pay a debt");
      return trcf("refused", "{player} must first pay a debt", fmt::arg("player", who));
    case Phase::kMortgagedDeedReceived:
      if (you) return trc("refused", "you must first lift or keep the mortgage on a deed just received");
      return trcf("refused", "{player} must first lift or keep the mortgage on a deed just received",
                  fmt::arg("player", who));
    case Phase::kPlaceBuilding:
      if (you) return trc("refused", "you must first place the building won at auction");
      return trcf("refused", "{player} must first place the building won at auction", fmt::arg("player", who));
    case Phase::kEndTurn:
      if (you) return trc("refused", "the dice have been rolled: you can end the turn");
      if (opening) return trcf("refused", "The dice have been rolled: {player} can end the turn", fmt::arg("player", who));
      return trcf("refused", "the dice have been rolled: {player} can end the turn", fmt::arg("player", who));
    case Phase::kTaxChoice:
      // TRANSLATORS: {space} is the tax space ("Income Tax").
      if (you) return trcf("refused", "you must first choose how to pay {space}", fmt::arg("space", space));
      return trcf("refused", "{player} must first choose how to pay {space}", fmt::arg("player", who),
                  fmt::arg("space", space));
    case Phase::kBuildingDemand:
      if (opening) return trc("refused", "The Bank is short of buildings: players are asked whether they want to buy");
      return trc("refused", "the Bank is short of buildings: players are asked whether they want to buy");
    case Phase::kGameOver:
      if (opening) return tr("The game is over");
      return trc("refused", "the game is over");
  }
  return phase_name(s.phase);
}

// What the action would have done, after "You cannot ... now".
const char* action_verb(ActionType t) {
  // TRANSLATORS: what a player tried to do, in "You cannot {action} now: ..." (as your language says
  // it there: an infinitive in most).
  switch (t) {
    case ActionType::kRoll: return trc("cannot now", "roll");
    case ActionType::kPayJailFine: return trc("cannot now", "pay the jail fine");
    case ActionType::kUseJailCard: return trc("cannot now", "use a Get Out of Jail Free card");
    case ActionType::kBuy: return trc("cannot now", "buy");
    case ActionType::kDecline: return trc("cannot now", "put it up for auction");
    case ActionType::kBid: return trc("cannot now", "bid");
    case ActionType::kDropOut: return trc("cannot now", "drop out");
    case ActionType::kBuild: return trc("cannot now", "build");
    case ActionType::kSellBuilding: return trc("cannot now", "sell buildings");
    case ActionType::kMortgage: return trc("cannot now", "mortgage");
    case ActionType::kUnmortgage: return trc("cannot now", "lift a mortgage");
    case ActionType::kProposeTrade: return trc("cannot now", "propose a trade");
    case ActionType::kAcceptTrade: return trc("cannot now", "accept a trade");
    case ActionType::kRejectTrade: return trc("cannot now", "reject a trade");
    case ActionType::kLiftMortgage: return trc("cannot now", "lift the mortgage");
    case ActionType::kKeepMortgaged: return trc("cannot now", "keep it mortgaged");
    case ActionType::kDeclareBankruptcy: return trc("cannot now", "declare bankruptcy");
    case ActionType::kEndTurn: return trc("cannot now", "end the turn");
    case ActionType::kPayFlatTax: return trc("cannot now", "pay the flat tax");
    case ActionType::kPayWorthTax: return trc("cannot now", "pay a share of your worth");
    case ActionType::kClaimRent: return trc("cannot now", "claim rent");
    case ActionType::kClockTick: return trc("cannot now", "run the clock");
    case ActionType::kWantBuilding: return trc("cannot now", "ask to buy the scarce building");
    case ActionType::kPassBuilding: return trc("cannot now", "let the scarce building go");
  }
  return action_type_name(t);
}

}  // namespace

// Each reason is one whole sentence of the catalogs ({space}: a space as
// the edition names it; {player}: a player's name).
std::string explain(const Edition& ed, const PublicState& s, const Action& a, Rejection r,
                    const std::vector<std::string>* names) {
  const std::string where = name_of(ed, a.space);
  auto name = [&](int p) {
    if (names && p >= 0 && static_cast<std::size_t>(p) < names->size()) return (*names)[static_cast<std::size_t>(p)];
    // TRANSLATORS: a player without a name, numbered from 1.
    return trf("Player {n}", fmt::arg("n", p + 1));
  };
  switch (r) {
    case Rejection::kNone:
      return "";
    case Rejection::kGameOver:
      return tr("The game is over");
    case Rejection::kNotYourDecision:
      // TRANSLATORS: an action refused: another player must decide first; {why} says what the game waits for.
      return trf("Not now: {why}", fmt::arg("why", awaited(ed, s, name(s.decider), Whose::kOpening)));
    case Rejection::kNotNow: {
      const bool you = a.player == s.decider;
      // TRANSLATORS: an action refused at this point of the game: {action} is what was tried ("roll",
      // "build"), {why} what the game waits for.
      return trf("You cannot {action} now: {why}", fmt::arg("action", action_verb(a.type)),
                 fmt::arg("why", awaited(ed, s, you ? std::string() : name(s.decider), you ? Whose::kYou : Whose::kName)));
    }
    case Rejection::kBadPlayer:
      return tr("No such player, or that player is out of the game");
    case Rejection::kBadSpace:
      return a.space >= 0 && a.space < ed.space_count() ? trf("{space} cannot be used for that", fmt::arg("space", where))
                                                        : std::string(tr("No such space"));
    case Rejection::kNotAProperty:
      return trf("{space} is not a property that allows this", fmt::arg("space", where));
    case Rejection::kNotOwner:
      if (a.type == ActionType::kProposeTrade) return tr("A deed in the trade is not owned by its giver");
      return trf("You do not own {space}", fmt::arg("space", where));
    case Rejection::kNotEnoughCash:
      if (a.type == ActionType::kProposeTrade && valid_player(s, a.trade.to) &&
          s.players[a.trade.to].cash < a.trade.cash_asked) {
        return trf("{player} does not have the {amount} this offer asks for", fmt::arg("player", name(a.trade.to)),
                   fmt::arg("amount", text::money(ed.currency, a.trade.cash_asked)));
      }
      return tr("You do not have enough cash");
    case Rejection::kNotInJail:
      return tr("You are not in jail");
    case Rejection::kNoJailCard:
      return tr("No Get Out of Jail Free card to use or trade");
    case Rejection::kBidTooLow:
      return trf("A bid must be more than the current bid of {bid} and at least {least}",
                 fmt::arg("bid", text::money(ed.currency, s.auction.bid)), fmt::arg("least", text::money(ed.currency, 1)));
    case Rejection::kIncompleteGroup:
      return trf("You must own every site of {space}'s group to build there", fmt::arg("space", where));
    case Rejection::kGroupMortgaged:
      return trf("You cannot build on {space}: a site in its group is mortgaged", fmt::arg("space", where));
    case Rejection::kUnevenBuilding: {
      if (a.space >= 0 && a.space < ed.space_count() &&
          space_of(ed, a.space).kind == SpaceKind::kSite) {
        uint64_t mask = ed.groups[static_cast<std::size_t>(space_of(ed, a.space).group)].mask;
        int level = building_level(s, a.space);
        bool building = a.type == ActionType::kBuild;
        while (mask) {
          int i = std::countr_zero(mask);
          mask &= mask - 1;
          int other = building_level(s, i);
          // TRANSLATORS: {other} and {space} are sites of one group; {houses} is the edition's word for
          // several houses ("houses").
          if (building && other < level) {
            return trf("You must build evenly: {other} has fewer {houses} than {space}", fmt::arg("other", name_of(ed, i)),
                       fmt::arg("houses", ed.houses), fmt::arg("space", where));
          }
          if (!building && other > level) {
            return trf("You must sell evenly: {other} has more {houses} than {space}", fmt::arg("other", name_of(ed, i)),
                       fmt::arg("houses", ed.houses), fmt::arg("space", where));
          }
        }
      }
      return tr("You must build and sell evenly");
    }
    case Rejection::kBuildingLimit:
      if (a.type == ActionType::kSellBuilding) return trf("There is nothing to sell on {space}", fmt::arg("space", where));
      // TRANSLATORS: {hotel} is the edition's word for a hotel ("hotel").
      return trf("{space} already has a {hotel}", fmt::arg("space", where), fmt::arg("hotel", ed.hotel));
    case Rejection::kNoBuildingsLeft:
      // TRANSLATORS: {buildings} is the edition's word for several houses or hotels ("houses", "hotels").
      return trf("The Bank has no {buildings} left",
                 fmt::arg("buildings", building_level(s, a.space) == s.options.houses_per_hotel ? ed.hotels : ed.houses));
    case Rejection::kHasBuildings:
      return trf("Sell all buildings in the group first ({space})", fmt::arg("space", where));
    case Rejection::kMortgaged:
      return trf("{space} is already mortgaged", fmt::arg("space", where));
    case Rejection::kNotMortgaged:
      return trf("{space} is not mortgaged", fmt::arg("space", where));
    case Rejection::kInvalidTrade:
      return tr("A trade must exchange something, once per item");
    case Rejection::kBankruptcyNotAllowed:
      return tr("You can still raise enough cash by selling buildings or mortgaging");
    case Rejection::kInJail:
      return tr("You are in jail");
    case Rejection::kNoClaim:
      return trf("No unclaimed rent is owed to you for {space}", fmt::arg("space", where));
    case Rejection::kNoTimeLimit:
      return tr("This game has no time limit (or the time given is not positive)");
    case Rejection::kNoLending:
      return tr("Players may never lend each other money: a trade must include a deed or a Get Out of Jail Free card");
  }
  return tr("Rejected");
}

}  // namespace landlord
