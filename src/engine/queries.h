// Derived queries: what the UI and the bots would otherwise work out again
// from the rules, answered once by the engine so that every place that
// shows or uses a rule agrees with apply().
//
//   may_act            who may act now (the decider, or anyone between rolls)
//   may_propose_trade  whether a player may propose a trade now
//   next_building      what the next building on a site is and costs
//   rent_ladder        a deed's rents under the game's options, row by row
//   go_landing_pay     what landing exactly on GO pays, and the "$400 on
//                      GO" house rule as a setting of the options
#pragma once

#include <cstdint>
#include <vector>

#include "engine/edition.h"
#include "engine/state.h"

namespace landlord {

// Between rolls (kAwaitRoll, kEndTurn) every active player, not only the
// decider, may build, sell, mortgage, lift mortgages, propose trades and
// claim rent.
bool between_rolls(const PublicState& s);

// Whether `player` may act now: the decider, or any active (not bankrupt)
// player between rolls. False when the game is over.
bool may_act(const PublicState& s, int player);

// Whether `player` may propose a trade now: any active player between
// rolls, and the debtor while raising cash (validate() agrees).
bool may_propose_trade(const PublicState& s, int player);

// The next building on a site: a house, or the hotel once the site has
// options.houses_per_hotel houses. `possible` is false on a hotel or on a
// space that is not a site; whether building is allowed now is
// check_build()'s business.
struct NextBuilding {
  bool possible = false;
  BuildingKind kind = BuildingKind::kHouse;
  int cost = 0;        // what apply() charges for it
  Money rent_after = 0;  // the site's rent with it built
};
NextBuilding next_building(const Edition& ed, const PublicState& s, int space);

// One row of a deed's rent table under the game's options.
enum class RentRowKind : uint8_t {
  kUnimproved,  // a site without buildings
  kFullSet,     // ... when the owner holds the whole group (doubled)
  kHouses,      // with `count` houses (1 .. options.houses_per_hotel)
  kHotel,       // with a hotel
  kOwned,       // railroads and utilities: `count` of the kind owned
};

struct RentRow {
  RentRowKind kind = RentRowKind::kUnimproved;
  int count = 0;
  Money rent = 0;           // utilities: 0 (rent is the dice total x dice_multiplier)
  int dice_multiplier = 0;  // utilities only
  bool current = false;     // the row that applies now (an owned, unmortgaged deed)
};

// The rows a deed's card shows: for a site its unimproved rent, the full
// set, one row per house up to houses_per_hotel (so no "4 houses" row when
// three houses buy a hotel) and the hotel; for railroads and utilities one
// row per number owned, up to how many the board has. Empty for a space
// that is not a property.
std::vector<RentRow> rent_ladder(const Edition& ed, const PublicState& s, int space);

// What a player landing exactly on GO collects: the salary plus
// options.go_landing_bonus.
Money go_landing_pay(const Options& o);
// The "$400 on GO" house rule: landing exactly on GO pays the salary twice,
// that is go_landing_bonus equal to the salary. Setting it off clears the
// bonus.
bool double_salary_on_go(const Options& o);
void set_double_salary_on_go(Options& o, bool on);

}  // namespace landlord
