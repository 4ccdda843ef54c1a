#include "ai/evaluate.h"

#include <algorithm>
#include <bit>

namespace landlord::ai {

namespace {

// True when every deed of `m` (not empty) has the same owner.
bool single_owner(const PublicState& s, uint64_t m) {
  int owner = s.deeds[std::countr_zero(m)].owner;
  for (; m; m &= m - 1) {
    if (s.deeds[std::countr_zero(m)].owner != owner) return false;
  }
  return true;
}

// Ways to roll each total with two dice, out of 36.
constexpr int kWays[13] = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

}  // namespace

void Board::prepare(const Edition& edition) {
  ed = &edition;
  space_count = edition.space_count();
  group_count = static_cast<int>(std::min<std::size_t>(edition.groups.size(), kMaxGroups));
  properties = edition.property_mask;
  sites = 0;
  site_groups = 0;
  site_count = 0;
  property_count = 0;
  for (int g = 0; g < kMaxGroups; ++g) {
    group_mask[g] = 0;
    group_size[g] = 0;
    group_price[g] = 0;
    group_rent3[g] = 0;
  }
  for (int i = 0; i < kMaxSpaces; ++i) {
    group_of[i] = -1;
    price[i] = mortgage[i] = mortgaged_value[i] = house_cost[i] = hotel_cost[i] = tax[i] = 0;
  }
  for (int i = 0; i < space_count && i < kMaxSpaces; ++i) {
    const Space& sp = edition.spaces[static_cast<std::size_t>(i)];
    price[i] = sp.price;
    mortgage[i] = sp.mortgage;
    mortgaged_value[i] = sp.mortgage - mortgage_interest(edition, i);
    house_cost[i] = sp.house_cost;
    hotel_cost[i] = sp.hotel_cost;
    tax[i] = sp.kind == SpaceKind::kTax ? sp.tax : 0;
    if (sp.kind == SpaceKind::kSite) sites |= bit(i);
    if (sp.is_property()) property_list[property_count++] = static_cast<int8_t>(i);
    if (sp.kind != SpaceKind::kSite || sp.group < 0 || sp.group >= group_count) continue;
    int g = sp.group;
    group_of[i] = static_cast<int8_t>(g);
    group_mask[g] |= bit(i);
    group_size[g]++;
    group_price[g] += sp.price;
    group_rent3[g] += sp.rent[3];
    sites_by_cost[site_count++] = static_cast<int8_t>(i);
  }
  for (int g = 0; g < group_count; ++g) {
    if (group_mask[g]) site_groups |= 1u << g;
  }
  // Cheapest building first, board order among equals: an insertion sort,
  // stable like std::stable_sort without its buffer (a few dozen sites,
  // sorted for every computer player of every game).
  for (int k = 1; k < site_count; ++k) {
    const int8_t site = sites_by_cost[k];
    int j = k;
    for (; j > 0 && house_cost[sites_by_cost[j - 1]] > house_cost[site]; --j) sites_by_cost[j] = sites_by_cost[j - 1];
    sites_by_cost[j] = site;
  }
  for (int g = 0; g < kMaxGroups; ++g) group_ranks[g] = 0;
  for (int k = 0; k < site_count; ++k) group_ranks[group_of[sites_by_cost[k]]] |= uint64_t{1} << k;
}

// From the players' masks: a property none of them holds is the Bank's.
Holdings holdings(const Board& b, const PublicState& s) {
  Holdings h;
  uint64_t held = 0;
  for (int p = 0; p < kMaxPlayers; ++p) {
    h.of[p] = s.owned[p] & b.properties;
    held |= h.of[p];
  }
  h.unowned = b.properties & ~held;
  return h;
}

double worth(const Board& b, const PublicState& s, const Holdings& h, int player,
             const Style& st) {
  const Edition& ed = *b.ed;
  double v = s.players[player].cash;
  uint64_t mine = h.of[player];
  for (uint64_t m = mine; m;) {
    int i = std::countr_zero(m);
    m &= m - 1;
    const Deed& d = s.deeds[i];
    v += d.mortgaged ? b.mortgaged_value[i] : b.mortgage[i] + st.deed * (b.price[i] - b.mortgage[i]);
    // Without buildings the term is exactly zero, and adding +0.0 changes
    // no sum: skipped (the same double either way).
    if (d.hotel || d.houses != 0) {
      int houses = d.hotel ? s.options.houses_per_hotel : d.houses;
      v += st.building * (houses * b.house_cost[i] + (d.hotel ? b.hotel_cost[i] : 0));
    }
  }
  uint64_t others = b.properties & ~mine & ~h.unowned;
  for (int g = 0; g < b.group_count; ++g) {
    uint64_t gm = b.group_mask[g];
    if (!gm) continue;
    int n = std::popcount(mine & gm);
    if (n == 0) continue;
    double full = st.monopoly * b.group_rent3[g];
    if (n == b.group_size[g]) {
      double dev = 1.0;
      if (st.develop > 0) {
        // A group earns its bonus once built: without the cash to reach
        // three houses per site, part of it is only a promise.
        int need = 0;
        for (uint64_t m = gm; m; m &= m - 1) {
          int i = std::countr_zero(m);
          int level = s.deeds[i].hotel ? 5 : s.deeds[i].houses;
          if (level < 3) need += (3 - level) * b.house_cost[i];
        }
        if (need > 0) {
          double have = std::clamp(static_cast<double>(s.players[player].cash) / need, 0.0, 1.0);
          dev = 1.0 - st.develop * (1.0 - have);
        }
      }
      v += full * dev;
    } else if ((others & gm) == 0) {
      v += full * st.partial * n;
    } else if ((gm & ~mine & h.unowned) == 0 && single_owner(s, gm & ~mine)) {
      // Everything else in the group is one opponent's: my deeds are what
      // they lack, and worth a share of what the group would be to them.
      v += full * st.key;
    } else {
      v += full * st.blocking * n;
    }
  }
  int rails = std::popcount(mine & ed.railroad_mask);
  if (rails > 0 && !ed.railroad_rent.empty()) {
    int idx = std::min<int>(rails, static_cast<int>(ed.railroad_rent.size())) - 1;
    v += st.railroad * rails * ed.railroad_rent[static_cast<std::size_t>(idx)];
  }
  int utils = std::popcount(mine & ed.utility_mask);
  if (utils > 1) v += 10.0 * utils;
  for (int d = 0; d < kMaxDecks; ++d) {
    if (s.players[player].jail_cards[d] != 0) v += 30.0 * s.players[player].jail_cards[d];
  }
  return v;
}

int cash_reserve(const Board& b, const PublicState& s, const Holdings& h, int player,
                 const Style& st) {
  const Edition& ed = *b.ed;
  int pos = s.players[player].position;
  double expected = 0;
  int worst_ahead = 0;
  const uint64_t theirs = b.properties & ~h.of[player] & ~h.unowned;
  int q = pos + 1 < b.space_count ? pos + 1 : 0;  // the space d steps ahead, d from 2
  for (int d = 2; d <= 12; ++d) {
    if (++q == b.space_count) q = 0;
    int due = b.tax[q];
    if (theirs & bit(q)) due = rent_due(ed, s, q, d);
    // A space that charges nothing adds +0.0, which changes no sum: skipped
    // (the same double either way, without a division).
    if (due != 0) expected += due * kWays[d] / 36.0;
    worst_ahead = std::max(worst_ahead, due);
  }
  int steepest = 0;
  for (uint64_t m = theirs & b.sites; m; m &= m - 1) {
    steepest = std::max(steepest, rent_due(ed, s, std::countr_zero(m), 7));
  }
  double r = expected + 0.25 * worst_ahead + 0.2 * steepest;
  r = r * st.reserve_scale + st.reserve_floor;
  return static_cast<int>(std::min(r, 2000.0));
}

double deed_value_for(const Board& b, const PublicState& s, const Holdings& h, int player,
                      int space, const Style& st) {
  const Edition& ed = *b.ed;
  const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
  double v = sp.price;
  int g = b.group_of[space];
  if (g >= 0) {
    uint64_t gm = b.group_mask[g];
    double full = st.monopoly * b.group_rent3[g];
    int n = std::popcount(h.of[player] & gm);
    uint64_t others = gm & ~h.of[player] & ~h.unowned & ~bit(space);
    if (n + 1 == b.group_size[g]) {
      v += full;  // completes my group
    } else if (others == 0) {
      v += full * st.partial * (n + 1);
    }
    // Keeping it from an opponent who would complete the group with it.
    for (int q = 0; q < s.player_count; ++q) {
      if (q == player || s.players[q].bankrupt) continue;
      if (std::popcount(h.of[q] & gm) + 1 == b.group_size[g]) v += full * 0.5;
    }
  } else if (sp.kind == SpaceKind::kRailroad) {
    int rails = std::popcount(h.of[player] & ed.railroad_mask);
    v += 25.0 * rails;
  }
  return v;
}

}  // namespace landlord::ai
