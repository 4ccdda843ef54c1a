// Options: every rule variant the game supports, in one documented struct.
//
// Each edition file carries its defaults ("options" object); a game, a
// scenario or a save may override any of them. The struct is plain data and
// lives inside GameState, so rules read it without indirection.
//
//   field                              classic  meaning
//   start_cash                         1500     cash each player starts with
//   salary                             200      paid when passing or landing on GO
//   go_landing_bonus                   0        extra paid for landing exactly on GO
//   jail_fine                          50       fine to leave jail
//   max_jail_turns                     3        failed doubles attempts before paying
//   houses_per_hotel                   4        houses traded in for a hotel
//   end_at_bankruptcy                  0        game ends at the Nth bankruptcy (0: last
//                                               player standing); richest player wins
//   rent_double_requires_no_mortgage   true     unimproved rent doubles on a full group
//                                               only when none of it is mortgaged
//   bankrupt_to_bank                   auction  "auction": the Bank auctions every deed
//                                               unmortgaged; "return": deeds go back to
//                                               the Bank unowned
//   auctions                           true     declined property is auctioned
//   free_parking_pot                   false    taxes and fines pile up on Free Parking
//                                               and go to whoever lands there
//   no_rent_while_in_jail              false    owners in jail collect no rent
//   owner_must_claim_rent              false    (not supported yet: rent is automatic)
#pragma once

#include <cstdint>
#include <string>

#include "engine/json_reader.h"

namespace landlord {

enum class BankruptcyToBank : uint8_t { kAuction, kReturn };

struct Options {
  int32_t start_cash = 1500;
  int32_t salary = 200;
  int32_t go_landing_bonus = 0;
  int32_t jail_fine = 50;
  uint8_t max_jail_turns = 3;
  uint8_t houses_per_hotel = 4;
  uint8_t end_at_bankruptcy = 0;
  bool rent_double_requires_no_mortgage = true;
  BankruptcyToBank bankrupt_to_bank = BankruptcyToBank::kAuction;
  bool auctions = true;
  bool free_parking_pot = false;
  bool no_rent_while_in_jail = false;
  bool owner_must_claim_rent = false;

  bool operator==(const Options&) const = default;
};

Json options_to_json(const Options& o);

// Overrides the fields present in `j` (an object); absent fields keep their
// value in `out`. Unknown fields are rejected so that typos are noticed.
bool options_from_json(const Json& j, const std::string& path, JsonReader& reader, Options& out);

}  // namespace landlord
