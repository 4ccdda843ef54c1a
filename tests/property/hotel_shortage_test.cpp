// Selling a hotel while the Bank is short of houses: whatever the group's
// layout and the Bank's stock, the group stays even, buildings are neither
// created nor lost, and the refund is half the value of what was removed.
#include <gtest/gtest.h>

#include <bit>
#include <memory>
#include <string>

#include "engine/game.h"
#include "source_dir.h"

namespace landlord {
namespace {

int value_of(const Edition& ed, const GameState& s, int space) {
  const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
  const Deed& d = s.deeds[space];
  int hph = s.options.houses_per_hotel;
  return d.hotel ? hph * (sp.house_cost / 2) + sp.hotel_cost / 2 : d.houses * (sp.house_cost / 2);
}

TEST(HotelShortage, SalesKeepGroupsEvenAndConserveBuildings) {
  auto ed = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic").edition;
  ASSERT_TRUE(ed);
  Pcg32 rng = Pcg32::seeded(20261121, 7);
  int sold_down = 0;
  for (int round = 0; round < 3000; ++round) {
    GameState s = new_game(*ed, ed->defaults, 2, round);
    s.phase = Phase::kAwaitRoll;
    s.current = 0;
    s.decider = 0;
    s.roll_again = true;
    // A random colour group owned by player 0, built evenly with at least one hotel.
    int g;
    do {
      g = static_cast<int>(rng.below(static_cast<uint32_t>(ed->groups.size())));
    } while (ed->groups[static_cast<std::size_t>(g)].size < 2 ||
             ed->spaces[static_cast<std::size_t>(std::countr_zero(ed->groups[static_cast<std::size_t>(g)].mask))].kind !=
                 SpaceKind::kSite);
    const Group& group = ed->groups[static_cast<std::size_t>(g)];
    int hph = s.options.houses_per_hotel;
    // Evenness with a hotel means every site has a hotel or hph houses.
    int base = hph;
    int on_board_houses = 0, on_board_hotels = 0;
    bool any_hotel = false;
    for (uint64_t m = group.mask; m; m &= m - 1) {
      int i = std::countr_zero(m);
      int level = base + static_cast<int>(rng.below(2));
      if (base == hph && !any_hotel) level = hph + 1;
      set_owner(s, i, 0);
      Deed& d = s.deeds[i];
      d.hotel = level > hph;
      d.houses = static_cast<uint8_t>(d.hotel ? 0 : level);
      any_hotel = any_hotel || d.hotel;
      on_board_houses += d.houses;
      on_board_hotels += d.hotel ? 1 : 0;
    }
    if (!any_hotel) continue;
    s.bank_houses = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(hph)));  // short
    s.bank_hotels = static_cast<uint8_t>(12 - on_board_hotels);
    // Sell a hotel on one of the group's hotel sites.
    int target = -1;
    for (uint64_t m = group.mask; m && target < 0; m &= m - 1)
      if (s.deeds[std::countr_zero(m)].hotel) target = std::countr_zero(m);
    int value_before = 0;
    for (uint64_t m = group.mask; m; m &= m - 1) value_before += value_of(*ed, s, std::countr_zero(m));
    int houses_before = s.bank_houses + on_board_houses;
    int hotels_before = s.bank_hotels + on_board_hotels;
    Money cash_before = s.players[0].cash;

    ApplyResult r = apply(*ed, s, Action::make(ActionType::kSellBuilding, 0, target));
    ASSERT_TRUE(r.ok()) << r.message;
    ++sold_down;

    int lo = 99, hi = -1, houses_after = s.bank_houses, hotels_after = s.bank_hotels, value_after = 0;
    for (uint64_t m = group.mask; m; m &= m - 1) {
      int i = std::countr_zero(m);
      int level = building_level(s, i);
      lo = std::min(lo, level);
      hi = std::max(hi, level);
      houses_after += s.deeds[i].houses;
      hotels_after += s.deeds[i].hotel ? 1 : 0;
      value_after += value_of(*ed, s, i);
    }
    SCOPED_TRACE("round " + std::to_string(round) + " group " + group.name);
    EXPECT_LE(hi - lo, 1) << "uneven after the sale";
    EXPECT_FALSE(s.deeds[target].hotel) << "the hotel sold is gone";
    EXPECT_EQ(houses_after, houses_before) << "houses created or lost";
    EXPECT_EQ(hotels_after, hotels_before) << "hotels created or lost";
    EXPECT_EQ(s.players[0].cash - cash_before, value_before - value_after) << "refund is half the value removed";
    EXPECT_LT(value_after, value_before);
  }
  EXPECT_EQ(sold_down, 3000);
}

}  // namespace
}  // namespace landlord
