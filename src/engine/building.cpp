// Buildings and mortgages: the state changes behind Build, SellBuilding,
// Mortgage and Unmortgage, once rules.h has allowed them.
//
// Selling a hotel needs houses_per_hotel houses from the Bank to put back.
// When the Bank has fewer, the site gets what the Bank has and the missing
// houses are sold with the hotel at half price, so a player raising cash is
// never stuck with an unsellable hotel.
#include "engine/flow.h"
#include "engine/rules.h"

namespace landlord {

void Flow::build(int p, int space, bool pay) {
  Deed& d = s.deeds[space];
  const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
  int hph = s.options.houses_per_hotel;
  bool hotel = d.houses == hph;
  int cost = hotel ? sp.hotel_cost : sp.house_cost;
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

void Flow::sell_building(int p, int space) {
  Deed& d = s.deeds[space];
  int refund = 0;
  bool hotel = d.hotel;
  if (hotel) {
    int hph = s.options.houses_per_hotel;
    int back = s.bank_houses < hph ? s.bank_houses : hph;
    s.bank_hotels++;
    s.bank_houses = static_cast<uint8_t>(s.bank_houses - back);
    d.hotel = false;
    d.houses = static_cast<uint8_t>(back);
    refund = hotel_refund(ed, space) + (hph - back) * house_refund(ed, space);
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
