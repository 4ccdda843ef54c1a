#include "engine/invariants.h"

#include <algorithm>
#include <bit>

#include "engine/rules.h"
#include "engine/serialize.h"

namespace landlord {

std::string broken_invariant(const Edition& ed, const GameState& s) {
  if (money_in_play(s) != expected_money_in_play(s)) {
    return "money: " + std::to_string(money_in_play(s)) + " in play, expected " +
           std::to_string(expected_money_in_play(s));
  }
  if (money_in_play(s) > kMaxMoney) return "money in play above kMaxMoney (money.h)";
  if (std::string slot = non_canonical(s); !slot.empty()) {
    return "not in canonical form (state.h): " + slot + " is not cleared";
  }
  if (s.player_count < 1 || s.player_count > kMaxPlayers) return "bad player count";
  if (std::string why = owned_masks_agree(s); !why.empty()) {
    return "deed masks out of step with the owners (state.h): " + why;
  }
  int houses = s.bank_houses;
  int hotels = s.bank_hotels;
  if (houses < 0 || hotels < 0) return "negative building stock in the Bank";
  for (int i = 0; i < kMaxSpaces; ++i) {
    const Deed& d = s.deeds[i];
    bool property = i < ed.space_count() && ed.spaces[static_cast<std::size_t>(i)].is_property();
    if (!property) {
      if (d.owner != kBank || d.houses || d.hotel || d.mortgaged) return "non-property owned";
      continue;
    }
    if (d.owner < kBank || d.owner >= s.player_count) return "bad owner";
    if (d.owner >= 0 && s.players[d.owner].bankrupt && s.phase != Phase::kGameOver) {
      return "deed held by a bankrupt player";
    }
    if (d.owner == kBank && (d.houses || d.hotel || d.mortgaged)) return "Bank deed improved";
    if (d.hotel && d.houses) return "hotel with houses";
    if ((d.houses || d.hotel) && d.mortgaged) return "mortgaged site with buildings";
    if (d.houses > s.options.houses_per_hotel)
      return "more houses than a hotel costs on " + ed.spaces[static_cast<std::size_t>(i)].name;
    houses += d.houses;
    hotels += d.hotel ? 1 : 0;
  }
  if (houses != ed.bank_houses) return "houses: " + std::to_string(houses);
  if (hotels != ed.bank_hotels) return "hotels: " + std::to_string(hotels);
  for (const Group& g : ed.groups) {
    int lo = 99, hi = -1;
    int owner = -2;
    bool same_owner = true;
    bool mortgaged = false;
    for (uint64_t m = g.mask; m;) {
      int i = std::countr_zero(m);
      m &= m - 1;
      int level = building_level(s, i);
      lo = std::min(lo, level);
      hi = std::max(hi, level);
      if (owner == -2) owner = s.deeds[i].owner;
      same_owner = same_owner && s.deeds[i].owner == owner;
      mortgaged = mortgaged || s.deeds[i].mortgaged;
    }
    if (hi - lo > 1) return "uneven building in " + g.name;
    if (hi > 0 && (!same_owner || owner < 0)) return "buildings on a split group " + g.name;
    if (hi > 0 && mortgaged) return "buildings on a group with a mortgage: " + g.name;
  }
  if (s.phase != Phase::kRaiseCash) {
    for (int p = 0; p < s.player_count; ++p) {
      if (s.players[p].cash < 0) return "negative cash, player " + std::to_string(p + 1);
    }
  }
  GameState copy = s;
  if (!(copy == s)) return "copy differs";
  return "";
}

std::string broken_round_trip(const Edition& ed, const GameState& s) {
  Json j = state_to_json(ed, s);
  GameState back;
  JsonReader reader;
  if (!state_from_json(ed, j, "state", reader, back)) return "state JSON refused: " + reader.error();
  if (!(back == s)) return "state JSON read back differs from the state";
  return "";
}

}  // namespace landlord
