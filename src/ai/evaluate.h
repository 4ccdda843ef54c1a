// Evaluation: what a position is worth to a player, in money.
//
// The judged bots (kEasy, kHard) make every choice by comparing worths:
// buying, bidding, building and above all trading, where a deal is judged by
// how much it changes each side's worth. Completed colour groups carry a
// bonus proportional to the rent they can earn once built, so handing an
// opponent a group costs a lot unless something as valuable comes back.
// Board holds the facts derived once per edition so that no decision has to
// walk the edition's vectors or allocate.
#pragma once

#include <bit>
#include <cstdint>

#include "ai/bot.h"
#include "engine/game.h"

namespace landlord::ai {

// Facts about a board, derived once from an Edition.
struct Board {
  const Edition* ed = nullptr;
  int space_count = 0;
  int group_count = 0;
  uint64_t properties = 0;
  uint64_t group_mask[kMaxGroups] = {};
  uint32_t site_groups = 0;  // bit g for every group with a site (group_mask[g] not empty)
  int group_size[kMaxGroups] = {};
  int group_price[kMaxGroups] = {};   // sum of the group's deed prices
  int group_rent3[kMaxGroups] = {};   // sum of the group's rents with three houses
  int8_t group_of[kMaxSpaces] = {};   // -1 for non-sites
  // Sites in building order: cheapest building first, then board order.
  int8_t sites_by_cost[kMaxSpaces] = {};
  int site_count = 0;
  // For each group, where its sites stand in sites_by_cost (bit k for
  // sites_by_cost[k]): the sites of a few groups in building order, without
  // going through all of them.
  uint64_t group_ranks[kMaxGroups] = {};
  // The ranks (bits of sites_by_cost) of the sites of `groups` (bit g for
  // group g): `for (m = ...; m; m &= m - 1) sites_by_cost[countr_zero(m)]`
  // goes through them cheapest building first.
  uint64_t ranks_of(uint32_t groups) const {
    uint64_t out = 0;
    for (; groups; groups &= groups - 1) out |= group_ranks[std::countr_zero(groups)];
    return out;
  }
  // Properties in board order.
  int8_t property_list[kMaxSpaces] = {};
  int property_count = 0;
  // The edition's figures for each space that worth() reads, side by side
  // (a Space is a large struct with names): the trade searches of kHard,
  // played in the Expert's look-ahead, value positions by the thousand.
  int price[kMaxSpaces] = {};
  int mortgage[kMaxSpaces] = {};
  int mortgaged_value[kMaxSpaces] = {};  // mortgage less the interest to lift it
  int house_cost[kMaxSpaces] = {};
  int hotel_cost[kMaxSpaces] = {};
  // And what cash_reserve reads of the spaces ahead.
  int tax[kMaxSpaces] = {};  // 0 unless a tax space
  uint64_t sites = 0;        // every site (in a group or not)

  void prepare(const Edition& edition);
  bool ready_for(const Edition& edition) const { return ed == &edition; }
};

// Owners of every property, read once per decision.
struct Holdings {
  uint64_t of[kMaxPlayers] = {};  // deeds per player
  uint64_t unowned = 0;           // deeds still with the Bank
};
Holdings holdings(const Board& b, const PublicState& s);

// The deeds `player` holds (one player's part of holdings()).
inline uint64_t deeds_of(const Board& b, const PublicState& s, int player) {
  if (player >= 0 && player < kMaxPlayers) return s.owned[player] & b.properties;
  uint64_t out = 0;
  for (int k = 0; k < b.property_count; ++k) {
    int i = b.property_list[k];
    if (s.deeds[i].owner == player) out |= bit(i);
  }
  return out;
}

// Weights of the evaluation; each level has its own set.
struct Style {
  double monopoly = 0.6;      // completed group: this x the group's 3-house rents
  double partial = 0.12;      // a group still open: share of the monopoly bonus per deed
  double blocking = 0.05;     // a deed that keeps an opponent from a group
  double key = 0.1;           // deeds that are all one opponent lacks for a
                              // group: this share of that group's bonus
  double railroad = 0.5;      // x the railroad rent earned
  double building = 0.9;      // buildings at this share of their cost
  double deed = 1.0;          // an unmortgaged deed at its mortgage value plus
                              // this share of the rest of its price
  // Trades (trade_offers.h): accept when my gain >= accept_ratio x the
  // proposer's gain / (active players - 1); propose when my gain >=
  // propose_ratio x the partner's gain / (active players - 1); open a
  // series of offers at open_share of the price estimated for the partner.
  double accept_ratio = 1.0;
  double propose_ratio = 1.0;
  double open_share = 0.7;
  double develop = 0.5;       // share of a group's bonus that waits for the
                              // cash to build three houses per site
  double reserve_scale = 1.0; // cash kept back against rent
  int reserve_floor = 75;
};

// The weights of a level (judged_bot.cpp): those of kEasy and kHard, and
// the plain valuation kSimple and the fixed-policy levels judge trades by.
Style style_for(Level level);

// Worth of `player`'s position: cash + deeds + buildings + group bonuses.
double worth(const Board& b, const PublicState& s, const Holdings& h, int player, const Style& st);

// Cash worth keeping back on `player`'s next moves: the expected rent and
// tax over the next roll plus a share of the steepest rent on the board.
int cash_reserve(const Board& b, const PublicState& s, const Holdings& h, int player,
                 const Style& st);

// What one more deed is worth to `player` (its price plus what it does for
// their groups), and what it is worth to keep it from `player`'s best-placed
// opponent.
double deed_value_for(const Board& b, const PublicState& s, const Holdings& h, int player,
                      int space, const Style& st);


}  // namespace landlord::ai
