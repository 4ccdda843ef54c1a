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
//   owner_must_claim_rent              false    rent is owed only when the owner claims it
//                                               (claim_rent) before the next player rolls
//   property_for_debt                  false    a creditor may accept property instead of
//                                               money owed: cash asked from the creditor in
//                                               a trade with the debtor is set off against
//                                               the debt instead of being paid
//   deal_deeds                         0        deeds dealt to each player at the start
//                                               (shuffled with the game's RNG)
//   dealt_deeds_paid                   false    players pay the Bank for dealt deeds
//   jail_fine_turns                    0        0: the fine may be paid before rolling on
//                                               any turn in jail; N: only on the first N
//   tax_worth_choice                   false    on a tax space with a worth_percent, the
//                                               player chooses the flat tax or that
//                                               percentage of total worth (tax_choice)
//   time_limit_minutes                 0        0: no limit; else the game ends when the
//                                               host's clock_tick actions use up this time
//                                               and the richest player wins
//
// docs/rules-options.md lists every option with its default per edition and
// the rulebook sentence it comes from.
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
  bool property_for_debt = false;
  uint8_t deal_deeds = 0;
  bool dealt_deeds_paid = false;
  uint8_t jail_fine_turns = 0;
  bool tax_worth_choice = false;
  int32_t time_limit_minutes = 0;

  bool operator==(const Options&) const = default;
};

Json options_to_json(const Options& o);

// Overrides the fields present in `j` (an object); absent fields keep their
// value in `out`. Unknown fields are rejected so that typos are noticed.
bool options_from_json(const Json& j, const std::string& path, JsonReader& reader, Options& out);

}  // namespace landlord
