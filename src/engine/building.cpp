// Buildings and mortgages: the state changes behind Build, SellBuilding,
// Mortgage and Unmortgage, once rules.h has allowed them.
//
// Selling a hotel needs houses_per_hotel houses from the Bank to put back.
// When the Bank has fewer, the whole group comes down to the highest even
// layout the Bank's houses allow (buildings are sold evenly, and the houses
// already in the group go back into the count), everything removed selling
// at half price. An even layout always exists (no buildings at all), so a
// player raising cash is never stuck with an unsellable hotel, and the group
// never ends up uneven.
#include <algorithm>
#include <bit>

#include "engine/flow.h"
#include "engine/queries.h"
#include "engine/rules.h"

namespace landlord {

void Flow::build(int p, int space, bool pay) {
  Deed& d = s.deeds[space];
  int hph = s.options.houses_per_hotel;
  const NextBuilding next = next_building(ed, s, space);
  bool hotel = next.kind == BuildingKind::kHotel;
  int cost = next.cost;
  if (hotel) {
    s.bank_hotels--;
    s.bank_houses = static_cast<uint8_t>(s.bank_houses + hph);
    d.houses = 0;
    d.hotel = true;
  } else {
    s.bank_houses--;
    d.houses++;
  }
  if (pay) pays_bank(p, cost, false);
  emit(EventType::kBuilt, p, -1, space, pay ? cost : 0, hotel ? 1 : 0);
}

void Flow::sell_group_down(int p, int space) {
  const int hph = s.options.houses_per_hotel;
  const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
  int sites[kMaxSpaces];
  int old_level[kMaxSpaces];
  int n = 0;
  int available = s.bank_houses;  // the group's own houses count too
  for (uint64_t m = ed.groups[static_cast<std::size_t>(sp.group)].mask; m; m &= m - 1) {
    int i = std::countr_zero(m);
    sites[n] = i;
    old_level[n] = building_level(s, i);
    if (!s.deeds[i].hotel) available += s.deeds[i].houses;
    ++n;
  }
  // Even layouts use two neighbouring levels, base and base + 1. Keep the
  // most buildings; on a tie, take the lowest level on the site being sold.
  int best[kMaxSpaces] = {};
  int best_total = -1, best_here = 0;
  const uint32_t subsets = n < 16 ? (1u << n) : (1u << 16);
  for (int base = 0; base <= hph; ++base) {
    for (uint32_t up = 0; up < subsets; ++up) {
      int total = 0, houses = 0, here = 0;
      int level[kMaxSpaces];
      bool ok = true;
      for (int k = 0; k < n && ok; ++k) {
        level[k] = base + static_cast<int>((up >> k) & 1u);
        int cap = sites[k] == space ? std::min(old_level[k], hph) : old_level[k];
        ok = level[k] <= cap;
        total += level[k];
        houses += level[k] <= hph ? level[k] : 0;
        if (sites[k] == space) here = level[k];
      }
      if (!ok || houses > available) continue;
      if (total > best_total || (total == best_total && here < best_here)) {
        best_total = total;
        best_here = here;
        std::copy(level, level + n, best);
      }
    }
  }
  int houses_used = 0;
  for (int k = 0; k < n; ++k) {
    int i = sites[k];
    Deed& d = s.deeds[i];
    int to = best[k];
    houses_used += to <= hph ? to : 0;
    if (to == old_level[k]) continue;
    bool was_hotel = d.hotel;
    int refund = was_hotel ? hotel_refund(ed, i) + (hph - to) * house_refund(ed, i)
                           : (old_level[k] - to) * house_refund(ed, i);
    if (was_hotel) s.bank_hotels++;
    d.hotel = false;
    d.houses = static_cast<uint8_t>(to);
    bank_pays(p, refund);
    emit(EventType::kSold, p, -1, i, refund, was_hotel ? 1 : 0);
  }
  s.bank_houses = static_cast<uint8_t>(available - houses_used);
}

void Flow::sell_building(int p, int space) {
  Deed& d = s.deeds[space];
  int refund = 0;
  bool hotel = d.hotel;
  if (hotel) {
    int hph = s.options.houses_per_hotel;
    if (s.bank_houses < hph) {
      sell_group_down(p, space);
      return;
    }
    s.bank_hotels++;
    s.bank_houses = static_cast<uint8_t>(s.bank_houses - hph);
    d.hotel = false;
    d.houses = static_cast<uint8_t>(hph);
    refund = hotel_refund(ed, space);
  } else {
    d.houses--;
    s.bank_houses++;
    refund = house_refund(ed, space);
  }
  bank_pays(p, refund);
  emit(EventType::kSold, p, -1, space, refund, hotel ? 1 : 0);
}

void Flow::mortgage(int p, int space) {
  int value = ed.spaces[static_cast<std::size_t>(space)].mortgage;
  s.deeds[space].mortgaged = true;
  bank_pays(p, value);
  emit(EventType::kMortgaged, p, -1, space, value);
}

void Flow::unmortgage(int p, int space) {
  int cost = unmortgage_cost(ed, space);
  s.deeds[space].mortgaged = false;
  pays_bank(p, cost, false);
  emit(EventType::kUnmortgaged, p, -1, space, cost);
}

}  // namespace landlord
