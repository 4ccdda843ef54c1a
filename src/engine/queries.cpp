#include "engine/queries.h"

#include <algorithm>
#include <bit>

#include "engine/rules.h"

namespace landlord {

bool between_rolls(const PublicState& s) {
  return s.phase == Phase::kAwaitRoll || s.phase == Phase::kEndTurn;
}

bool may_act(const PublicState& s, int player) {
  if (s.phase == Phase::kGameOver || player < 0 || player >= s.player_count) return false;
  if (s.players[player].bankrupt) return false;
  return s.decider == player || between_rolls(s);
}

bool may_propose_trade(const PublicState& s, int player) {
  if (!may_act(s, player)) return false;
  return between_rolls(s) || (s.phase == Phase::kRaiseCash && s.decider == player);
}

NextBuilding next_building(const Edition& ed, const PublicState& s, int space) {
  NextBuilding out;
  if (space < 0 || space >= ed.space_count()) return out;
  const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
  const Deed& d = s.deeds[space];
  if (sp.kind != SpaceKind::kSite || d.hotel) return out;
  out.possible = true;
  out.kind = d.houses >= s.options.houses_per_hotel ? BuildingKind::kHotel : BuildingKind::kHouse;
  bool hotel = out.kind == BuildingKind::kHotel;
  out.cost = hotel ? sp.hotel_cost : sp.house_cost;
  out.rent_after = sp.rent[hotel ? 5 : d.houses + 1];
  return out;
}

std::vector<RentRow> rent_ladder(const Edition& ed, const PublicState& s, int space) {
  std::vector<RentRow> rows;
  if (space < 0 || space >= ed.space_count()) return rows;
  const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
  const Deed& d = s.deeds[space];
  bool live = d.owner >= 0 && !d.mortgaged;
  switch (sp.kind) {
    case SpaceKind::kSite: {
      bool doubled = live && full_set_doubles_rent(ed, s, space);
      rows.push_back({RentRowKind::kUnimproved, 0, sp.rent[0], 0,
                      live && d.houses == 0 && !d.hotel && !doubled});
      rows.push_back({RentRowKind::kFullSet, 0, Money{sp.rent[0]} * 2, 0, doubled});
      int houses = std::clamp<int>(s.options.houses_per_hotel, 1, 4);
      for (int k = 1; k <= houses; ++k) {
        rows.push_back({RentRowKind::kHouses, k, sp.rent[k], 0, live && !d.hotel && d.houses == k});
      }
      rows.push_back({RentRowKind::kHotel, 0, sp.rent[5], 0, live && d.hotel});
      break;
    }
    case SpaceKind::kRailroad:
    case SpaceKind::kUtility: {
      bool rail = sp.kind == SpaceKind::kRailroad;
      uint64_t mask = rail ? ed.railroad_mask : ed.utility_mask;
      int on_board = std::popcount(mask);
      int listed = static_cast<int>(rail ? ed.railroad_rent.size() : ed.utility_multiplier.size());
      int owned = 0;
      if (live) {
        for (uint64_t m = mask; m; m &= m - 1) {
          owned += s.deeds[std::countr_zero(m)].owner == d.owner ? 1 : 0;
        }
      }
      for (int k = 1; k <= std::min(on_board, listed); ++k) {
        RentRow row{RentRowKind::kOwned, k, 0, 0, live && owned == k};
        if (rail) {
          row.rent = ed.railroad_rent[static_cast<std::size_t>(k - 1)];
        } else {
          row.dice_multiplier = ed.utility_multiplier[static_cast<std::size_t>(k - 1)];
        }
        rows.push_back(row);
      }
      break;
    }
    default:
      break;
  }
  return rows;
}

Money go_landing_pay(const Options& o) {
  return Money{o.salary} + o.go_landing_bonus;
}

bool double_salary_on_go(const Options& o) {
  return o.go_landing_bonus > 0 && o.go_landing_bonus == o.salary;
}

void set_double_salary_on_go(Options& o, bool on) {
  o.go_landing_bonus = on ? o.salary : 0;
}

}  // namespace landlord
