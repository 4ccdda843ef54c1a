#include "engine/serialize.h"

#include <bit>
#include <cstdio>
#include <utility>

#include "engine/json.h"
#include "engine/rules.h"

namespace landlord {

namespace {

const char* const kDebtReasons[] = {"rent", "tax", "card", "jail_fine", "interest"};

std::string hex64(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

bool parse_hex64(JsonReader& r, const Json& j, const std::string& path, const char* key,
                 uint64_t& out) {
  std::string s;
  if (!r.read_string(j, path, key, 16, s)) return false;
  if (s.empty()) return r.fail(path_key(path, key), "expected 1 to 16 hex digits");
  uint64_t v = 0;
  for (char c : s) {
    int d = (c >= '0' && c <= '9')   ? c - '0'
            : (c >= 'a' && c <= 'f') ? c - 'a' + 10
            : (c >= 'A' && c <= 'F') ? c - 'A' + 10
                                     : -1;
    if (d < 0) return r.fail(path_key(path, key), "expected 1 to 16 hex digits");
    v = (v << 4) | static_cast<uint64_t>(d);
  }
  out = v;
  return true;
}

Json mask_to_json(uint64_t mask) {
  Json a = Json::array();
  while (mask) {
    int i = std::countr_zero(mask);
    mask &= mask - 1;
    a.push_back(i);
  }
  return a;
}

bool mask_from_json(JsonReader& r, const Edition& ed, const Json& j, const std::string& path,
                    const char* key, uint64_t& out) {
  const Json* v = r.member(j, path, key, true);
  if (!v) return false;
  std::string p = path_key(path, key);
  if (!r.expect_array(*v, p, kMaxSpaces)) return false;
  out = 0;
  for (std::size_t i = 0; i < v->size(); ++i) {
    int64_t x = 0;
    if (!r.element_int((*v)[i], p, i, 0, ed.space_count() - 1, x)) return false;
    if (!(ed.property_mask & (uint64_t{1} << x))) {
      return r.fail(path_index(p, i), "not a property");
    }
    out |= uint64_t{1} << x;
  }
  return true;
}

bool read_phase(JsonReader& r, const Json& j, const std::string& path, Phase& out) {
  std::string name;
  if (!r.read_string(j, path, "phase", 64, name)) return false;
  for (int i = 0; i < kPhaseCount; ++i) {
    if (name == phase_name(static_cast<Phase>(i))) {
      out = static_cast<Phase>(i);
      return true;
    }
  }
  return r.fail(path_key(path, "phase"), "unknown phase \"" + name + "\"");
}

bool read_building(JsonReader& r, const Json& j, const std::string& path, const char* key,
                   BuildingKind& out) {
  std::string name;
  if (!r.read_string(j, path, key, 16, name)) return false;
  if (name == "house") {
    out = BuildingKind::kHouse;
  } else if (name == "hotel") {
    out = BuildingKind::kHotel;
  } else {
    return r.fail(path_key(path, key), "expected \"house\" or \"hotel\"");
  }
  return true;
}

}  // namespace

Json state_to_json(const Edition& ed, const GameState& s) {
  Json j = Json::object();
  j["options"] = options_to_json(s.options);
  Json players = Json::array();
  for (int p = 0; p < s.player_count; ++p) {
    const Player& pl = s.players[p];
    Json pj = Json::object();
    pj["cash"] = pl.cash;
    pj["position"] = pl.position;
    pj["in_jail"] = pl.in_jail;
    pj["jail_turns"] = pl.jail_turns;
    pj["doubles"] = pl.doubles;
    Json cards = Json::array();
    for (int d = 0; d < kMaxDecks; ++d) cards.push_back(pl.jail_cards[d]);
    pj["jail_cards"] = std::move(cards);
    pj["bankrupt"] = pl.bankrupt;
    pj["opening_roll"] = pl.opening_roll;
    players.push_back(std::move(pj));
  }
  j["players"] = std::move(players);
  Json deeds = Json::array();
  for (int i = 0; i < ed.space_count(); ++i) {
    const Deed& d = s.deeds[i];
    if (!(ed.property_mask & (uint64_t{1} << i))) continue;
    Json dj = Json::object();
    dj["space"] = i;
    dj["owner"] = static_cast<int>(d.owner);
    dj["houses"] = d.houses;
    dj["hotel"] = d.hotel;
    dj["mortgaged"] = d.mortgaged;
    deeds.push_back(std::move(dj));
  }
  j["deeds"] = std::move(deeds);
  Json decks = Json::array();
  for (std::size_t d = 0; d < ed.decks.size(); ++d) {
    Json cards = Json::array();
    for (int i = 0; i < s.decks[d].size; ++i) cards.push_back(s.decks[d].cards[i]);
    decks.push_back(std::move(cards));
  }
  j["decks"] = std::move(decks);
  j["bank_houses"] = s.bank_houses;
  j["bank_hotels"] = s.bank_hotels;
  j["free_parking_pot"] = s.free_parking_pot;
  j["rng"] = Json{{"state", hex64(s.rng.state)}, {"inc", hex64(s.rng.inc)}};
  Json dice = Json::array();
  for (int i = 0; i < s.forced_count; ++i) {
    dice.push_back(Json::array({s.forced_dice[i][0], s.forced_dice[i][1]}));
  }
  j["forced_dice"] = std::move(dice);
  j["phase"] = phase_name(s.phase);
  j["decider"] = s.decider;
  j["current"] = s.current;
  j["roll_again"] = s.roll_again;
  j["move_from_jail"] = s.move_from_jail;
  j["dice"] = Json::array({s.dice[0], s.dice[1]});
  j["pending_space"] = s.pending_space;
  j["opening_contenders"] = s.opening_contenders;
  Json debts = Json::array();
  for (int i = 0; i < s.debt_count; ++i) {
    const Debt& d = s.debts[i];
    debts.push_back(Json{{"debtor", d.debtor},
                         {"creditor", d.creditor},
                         {"reason", kDebtReasons[static_cast<int>(d.reason)]},
                         {"space", d.space},
                         {"amount", d.amount}});
  }
  j["debts"] = std::move(debts);
  j["auction_queue"] = mask_to_json(s.auction_queue);
  const Auction& a = s.auction;
  j["auction"] = Json{{"space", a.space},
                      {"building", a.building == BuildingKind::kHotel ? "hotel" : "house"},
                      {"requester", a.requester},
                      {"target", a.target},
                      {"bid", a.bid},
                      {"high_bidder", a.high_bidder},
                      {"to_act", a.to_act},
                      {"in_mask", a.in_mask},
                      {"wanting", a.wanting}};
  const TradeOffer& t = s.trade;
  j["trade"] = Json{{"from", t.from},
                    {"to", t.to},
                    {"cash_given", t.cash_given},
                    {"cash_asked", t.cash_asked},
                    {"deeds_given", mask_to_json(t.deeds_given)},
                    {"deeds_asked", mask_to_json(t.deeds_asked)},
                    {"jail_cards_given", t.jail_cards_given},
                    {"jail_cards_asked", t.jail_cards_asked}};
  j["mortgaged_received"] = mask_to_json(s.mortgaged_received);
  j["placing"] = s.placing == BuildingKind::kHotel ? "hotel" : "house";
  j["winner"] = s.winner;
  j["turn_number"] = s.turn_number;
  j["bank_paid_out"] = s.bank_paid_out;
  j["bank_taken_in"] = s.bank_taken_in;
  j["money_at_start"] = s.money_at_start;
  j["game_end"] = game_end_name(s.game_end);
  Json claims = Json::array();
  for (int i = 0; i < s.claim_count; ++i) {
    const RentClaim& c = s.claims[i];
    claims.push_back(Json{
        {"debtor", c.debtor}, {"creditor", c.creditor}, {"space", c.space}, {"amount", c.amount}, {"turn", c.turn}});
  }
  j["rent_claims"] = std::move(claims);
  j["clock_ms_left"] = s.clock_ms_left;
  // Derived, for readers (ignored when loading): each player's valuation
  // (rules.h valuation), the basis of a richest-player win.
  Json values = Json::array();
  for (int p = 0; p < s.player_count; ++p) values.push_back(valuation(ed, s, p));
  j["final_valuations"] = std::move(values);
  return j;
}

bool state_from_json(const Edition& ed, const Json& j, const std::string& path, JsonReader& r,
                     GameState& out) {
  GameState s;
  if (!r.expect_object(j, path)) return false;
  const Json* o = r.member(j, path, "options", true);
  if (!o || !saved_options_from_json(*o, path_key(path, "options"), r, s.options)) return false;
  const Money kMoney = kMaxMoney;
  const int last_space = ed.space_count() - 1;

  const Json* players = r.member(j, path, "players", true);
  std::string pp = path_key(path, "players");
  if (!players || !r.expect_array(*players, pp, kMaxPlayers)) return false;
  if (players->size() < 2) return r.fail(pp, "expected at least 2 players");
  s.player_count = static_cast<uint8_t>(players->size());
  for (std::size_t i = 0; i < players->size(); ++i) {
    const Json& pj = (*players)[i];
    std::string p = path_index(pp, i);
    Player& pl = s.players[i];
    r.read_int(pj, p, "cash", -kMoney, kMoney, pl.cash);
    r.read_int(pj, p, "position", 0, last_space, pl.position);
    r.read_bool(pj, p, "in_jail", pl.in_jail);
    r.read_int(pj, p, "jail_turns", 0, 255, pl.jail_turns);
    r.read_int(pj, p, "doubles", 0, 3, pl.doubles);
    r.read_bool(pj, p, "bankrupt", pl.bankrupt);
    r.read_int(pj, p, "opening_roll", 0, 12, pl.opening_roll);
    if (r.failed()) return false;
    const Json* cards = r.member(pj, p, "jail_cards", true);
    std::string cp = path_key(p, "jail_cards");
    if (!cards || !r.expect_array(*cards, cp, kMaxDecks)) return false;
    for (std::size_t d = 0; d < cards->size(); ++d) {
      int64_t n = 0;
      if (!r.element_int((*cards)[d], cp, d, 0, kMaxCards, n)) return false;
      pl.jail_cards[d] = static_cast<uint8_t>(n);
    }
  }

  const Json* deeds = r.member(j, path, "deeds", true);
  std::string dp = path_key(path, "deeds");
  if (!deeds || !r.expect_array(*deeds, dp, kMaxSpaces)) return false;
  for (std::size_t i = 0; i < deeds->size(); ++i) {
    const Json& dj = (*deeds)[i];
    std::string p = path_index(dp, i);
    int space = 0;
    if (!r.read_int(dj, p, "space", 0, last_space, space)) return false;
    if (!ed.spaces[static_cast<std::size_t>(space)].is_property()) {
      return r.fail(path_key(p, "space"), "not a property");
    }
    Deed& d = s.deeds[space];
    int owner = d.owner;
    if (r.read_int(dj, p, "owner", -1, s.player_count - 1, owner)) set_owner(s, space, owner);
    r.read_int(dj, p, "houses", 0, s.options.houses_per_hotel, d.houses);
    r.read_bool(dj, p, "hotel", d.hotel);
    r.read_bool(dj, p, "mortgaged", d.mortgaged);
    if (r.failed()) return false;
    bool site = ed.spaces[static_cast<std::size_t>(space)].kind == SpaceKind::kSite;
    if ((d.houses > 0 || d.hotel) && (!site || d.owner < 0 || d.mortgaged)) {
      return r.fail(p, "only owned, unmortgaged sites can have buildings");
    }
    if (d.hotel && d.houses > 0) return r.fail(p, "a site with a hotel has no houses");
  }

  const Json* decks = r.member(j, path, "decks", true);
  std::string kp = path_key(path, "decks");
  if (!decks || !r.expect_array(*decks, kp, kMaxDecks)) return false;
  if (decks->size() != ed.decks.size()) return r.fail(kp, "expected one list per deck");
  for (std::size_t d = 0; d < decks->size(); ++d) {
    const Json& cards = (*decks)[d];
    std::string p = path_index(kp, d);
    std::size_t count = ed.decks[d].cards.size();
    if (!r.expect_array(cards, p, count)) return false;
    uint64_t seen = 0;
    for (std::size_t c = 0; c < cards.size(); ++c) {
      int64_t id = 0;
      if (!r.element_int(cards[c], p, c, 0, static_cast<int64_t>(count) - 1, id)) {
        return false;
      }
      if (seen & (uint64_t{1} << id)) return r.fail(path_index(p, c), "card listed twice");
      seen |= uint64_t{1} << id;
      s.decks[d].cards[c] = static_cast<uint8_t>(id);
    }
    s.decks[d].size = static_cast<uint8_t>(cards.size());
  }

  r.read_int(j, path, "bank_houses", 0, 255, s.bank_houses);
  r.read_int(j, path, "bank_hotels", 0, 255, s.bank_hotels);
  r.read_int(j, path, "free_parking_pot", 0, kMoney, s.free_parking_pot);
  if (r.failed()) return false;
  if (money_in_play(s) > kMaxMoney) {
    return r.fail(path_key(path, "players"),
                  "the money in play exceeds " + std::to_string(kMaxMoney) + " (money.h)");
  }
  const Json* rng = r.member(j, path, "rng", true);
  if (!rng) return false;
  if (!parse_hex64(r, *rng, path_key(path, "rng"), "state", s.rng.state)) return false;
  if (!parse_hex64(r, *rng, path_key(path, "rng"), "inc", s.rng.inc)) return false;
  if ((s.rng.inc & 1u) == 0) return r.fail(path_key(path, "rng.inc"), "must be odd");

  const Json* forced = r.member(j, path, "forced_dice", true);
  std::string fp = path_key(path, "forced_dice");
  if (!forced || !r.expect_array(*forced, fp, kMaxForcedDice)) return false;
  for (std::size_t i = 0; i < forced->size(); ++i) {
    const Json& pair = (*forced)[i];
    std::string p = path_index(fp, i);
    if (!r.expect_array(pair, p, 2) || pair.size() != 2) return r.fail(p, "expected [die, die]");
    int64_t a = 0, b = 0;
    if (!r.element_int(pair[0], p, 0, 1, 6, a)) return false;
    if (!r.element_int(pair[1], p, 1, 1, 6, b)) return false;
    force_dice(s, static_cast<int>(a), static_cast<int>(b));
  }

  if (!read_phase(r, j, path, s.phase)) return false;
  const int last_player = s.player_count - 1;
  r.read_int(j, path, "decider", -1, last_player, s.decider);
  r.read_int(j, path, "current", 0, last_player, s.current);
  r.read_bool(j, path, "roll_again", s.roll_again);
  r.read_bool(j, path, "move_from_jail", s.move_from_jail);
  r.read_int(j, path, "pending_space", -1, last_space, s.pending_space);
  r.read_int(j, path, "opening_contenders", 0, (1 << s.player_count) - 1, s.opening_contenders);
  if (r.failed()) return false;
  if (s.phase != Phase::kGameOver && s.decider < 0) {
    return r.fail(path_key(path, "decider"), "someone must decide unless the game is over");
  }
  if (s.phase == Phase::kBuyOrAuction &&
      (s.pending_space < 0 ||
       !ed.spaces[static_cast<std::size_t>(s.pending_space)].is_property())) {
    return r.fail(path_key(path, "pending_space"), "expected the property landed on");
  }
  const Json* dice = r.member(j, path, "dice", true);
  if (!dice || !r.expect_array(*dice, path_key(path, "dice"), 2) || dice->size() != 2) {
    return r.fail(path_key(path, "dice"), "expected [die, die]");
  }
  for (std::size_t i = 0; i < 2; ++i) {
    int64_t v = 0;
    if (!r.element_int((*dice)[i], path_key(path, "dice"), i, 0, 6, v)) return false;
    s.dice[i] = static_cast<uint8_t>(v);
  }

  const Json* debts = r.member(j, path, "debts", true);
  std::string bp = path_key(path, "debts");
  if (!debts || !r.expect_array(*debts, bp, kMaxDebts)) return false;
  for (std::size_t i = 0; i < debts->size(); ++i) {
    const Json& dj = (*debts)[i];
    std::string p = path_index(bp, i);
    Debt& d = s.debts[i];
    r.read_int(dj, p, "debtor", 0, last_player, d.debtor);
    r.read_int(dj, p, "creditor", -1, last_player, d.creditor);
    r.read_int(dj, p, "space", -1, last_space, d.space);
    r.read_int(dj, p, "amount", 1, kMoney, d.amount);
    std::string reason;
    r.read_string(dj, p, "reason", 16, reason);
    if (r.failed()) return false;
    bool found = false;
    for (int k = 0; k < 5; ++k) {
      if (reason == kDebtReasons[k]) {
        d.reason = static_cast<DebtReason>(k);
        found = true;
      }
    }
    if (!found) return r.fail(path_key(p, "reason"), "unknown debt reason");
    if (d.creditor == d.debtor) return r.fail(p, "a player cannot owe themselves");
  }
  s.debt_count = static_cast<uint8_t>(debts->size());
  if (s.phase == Phase::kRaiseCash && (s.debt_count == 0 || s.debts[0].debtor != s.decider)) {
    return r.fail(bp, "raise_cash needs the decider's debt first");
  }

  if (!mask_from_json(r, ed, j, path, "auction_queue", s.auction_queue)) return false;
  const Json* aj = r.member(j, path, "auction", true);
  std::string ap = path_key(path, "auction");
  if (!aj) return false;
  Auction& a = s.auction;
  r.read_int(*aj, ap, "space", -1, last_space, a.space);
  read_building(r, *aj, ap, "building", a.building);
  r.read_int(*aj, ap, "requester", -1, last_player, a.requester);
  r.read_int(*aj, ap, "target", -1, last_space, a.target);
  r.read_int(*aj, ap, "bid", 0, kMoney, a.bid);
  r.read_int(*aj, ap, "high_bidder", -1, last_player, a.high_bidder);
  r.read_int(*aj, ap, "to_act", -1, last_player, a.to_act);
  r.read_int(*aj, ap, "in_mask", 0, (1 << s.player_count) - 1, a.in_mask);
  if (r.failed()) return false;
  r.read_int(*aj, ap, "wanting", 0, (1 << s.player_count) - 1, a.wanting, false);
  if (r.failed()) return false;
  if (s.phase == Phase::kAuction || s.phase == Phase::kBuildingDemand) {
    bool deed = a.space >= 0 && ed.spaces[static_cast<std::size_t>(a.space)].is_property();
    bool building = a.space < 0 && a.requester >= 0 && a.target >= 0 &&
                    ed.spaces[static_cast<std::size_t>(a.target)].kind == SpaceKind::kSite;
    if (!deed && !building) return r.fail(ap, "no valid item is being auctioned");
    if (a.to_act < 0 || a.to_act != s.decider) return r.fail(ap, "to_act must be the decider");
  }

  const Json* tj = r.member(j, path, "trade", true);
  std::string tp = path_key(path, "trade");
  if (!tj) return false;
  TradeOffer& t = s.trade;
  r.read_int(*tj, tp, "from", -1, last_player, t.from);
  r.read_int(*tj, tp, "to", -1, last_player, t.to);
  r.read_int(*tj, tp, "cash_given", 0, kMoney, t.cash_given);
  r.read_int(*tj, tp, "cash_asked", 0, kMoney, t.cash_asked);
  mask_from_json(r, ed, *tj, tp, "deeds_given", t.deeds_given);
  mask_from_json(r, ed, *tj, tp, "deeds_asked", t.deeds_asked);
  r.read_int(*tj, tp, "jail_cards_given", 0, (1 << kMaxDecks) - 1, t.jail_cards_given);
  r.read_int(*tj, tp, "jail_cards_asked", 0, (1 << kMaxDecks) - 1, t.jail_cards_asked);
  if (r.failed()) return false;
  if (s.phase == Phase::kTradeResponse && (t.from < 0 || t.to < 0 || t.to != s.decider)) {
    return r.fail(tp, "the trade's receiver must be the decider");
  }

  if (!mask_from_json(r, ed, j, path, "mortgaged_received", s.mortgaged_received)) return false;
  if (!read_building(r, j, path, "placing", s.placing)) return false;
  r.read_int(j, path, "winner", -1, last_player, s.winner);
  r.read_int(j, path, "turn_number", 0, int64_t{1} << 31, s.turn_number);
  r.read_int(j, path, "bank_paid_out", 0, kMaxBankTotal, s.bank_paid_out);
  r.read_int(j, path, "bank_taken_in", 0, kMaxBankTotal, s.bank_taken_in);
  r.read_int(j, path, "money_at_start", 0, kMaxMoney, s.money_at_start);
  if (r.failed()) return false;

  // Fields added with the Travel and Boutique rules: optional, so that
  // older snapshots still load.
  std::string end = "none";
  if (!r.read_string(j, path, "game_end", 32, end, false)) return false;
  bool end_found = false;
  for (int k = 0; k <= static_cast<int>(GameEnd::kTimeUp); ++k) {
    if (end == game_end_name(static_cast<GameEnd>(k))) {
      s.game_end = static_cast<GameEnd>(k);
      end_found = true;
    }
  }
  if (!end_found) return r.fail(path_key(path, "game_end"), "unknown game end \"" + end + "\"");
  if (const Json* cl = r.member(j, path, "rent_claims", false)) {
    std::string cp = path_key(path, "rent_claims");
    if (!r.expect_array(*cl, cp, kMaxRentClaims)) return false;
    for (std::size_t i = 0; i < cl->size(); ++i) {
      const Json& cj = (*cl)[i];
      std::string p = path_index(cp, i);
      RentClaim& c = s.claims[i];
      r.read_int(cj, p, "debtor", 0, last_player, c.debtor);
      r.read_int(cj, p, "creditor", 0, last_player, c.creditor);
      r.read_int(cj, p, "space", 0, last_space, c.space);
      r.read_int(cj, p, "amount", 1, kMoney, c.amount);
      c.turn = s.turn_number;  // older states: claims only lived within their turn
      r.read_int(cj, p, "turn", 0, s.turn_number, c.turn, false);
      if (r.failed()) return false;
      if (!ed.spaces[static_cast<std::size_t>(c.space)].is_property()) {
        return r.fail(path_key(p, "space"), "not a property");
      }
    }
    s.claim_count = static_cast<uint8_t>(cl->size());
  }
  r.read_int(j, path, "clock_ms_left", 0, int64_t{1} << 31, s.clock_ms_left, false);
  if (r.failed()) return false;
  if (s.phase == Phase::kTaxChoice &&
      (s.pending_space < 0 ||
       ed.spaces[static_cast<std::size_t>(s.pending_space)].kind != SpaceKind::kTax)) {
    return r.fail(path_key(path, "pending_space"), "expected the tax space landed on");
  }
  out = s;
  return true;
}

}  // namespace landlord
