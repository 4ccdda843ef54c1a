#include "engine/options.h"

namespace landlord {

Json options_to_json(const Options& o) {
  Json j = Json::object();
  j["start_cash"] = o.start_cash;
  j["salary"] = o.salary;
  j["go_landing_bonus"] = o.go_landing_bonus;
  j["jail_fine"] = o.jail_fine;
  j["max_jail_turns"] = o.max_jail_turns;
  j["houses_per_hotel"] = o.houses_per_hotel;
  j["end_at_bankruptcy"] = o.end_at_bankruptcy;
  j["rent_double_requires_no_mortgage"] = o.rent_double_requires_no_mortgage;
  j["bankrupt_to_bank"] = o.bankrupt_to_bank == BankruptcyToBank::kAuction ? "auction" : "return";
  j["auctions"] = o.auctions;
  j["free_parking_pot"] = o.free_parking_pot;
  j["no_rent_while_in_jail"] = o.no_rent_while_in_jail;
  j["owner_must_claim_rent"] = o.owner_must_claim_rent;
  j["property_for_debt"] = o.property_for_debt;
  j["deal_deeds"] = o.deal_deeds;
  j["dealt_deeds_paid"] = o.dealt_deeds_paid;
  j["jail_fine_turns"] = o.jail_fine_turns;
  j["tax_worth_choice"] = o.tax_worth_choice;
  j["time_limit_minutes"] = o.time_limit_minutes;
  return j;
}

bool options_from_json(const Json& j, const std::string& path, JsonReader& r, Options& o) {
  if (!r.expect_object(j, path)) return false;
  static const char* const kKnown[] = {"start_cash",
                                       "salary",
                                       "go_landing_bonus",
                                       "jail_fine",
                                       "max_jail_turns",
                                       "houses_per_hotel",
                                       "end_at_bankruptcy",
                                       "rent_double_requires_no_mortgage",
                                       "bankrupt_to_bank",
                                       "auctions",
                                       "free_parking_pot",
                                       "no_rent_while_in_jail",
                                       "owner_must_claim_rent",
                                       "property_for_debt",
                                       "deal_deeds",
                                       "dealt_deeds_paid",
                                       "jail_fine_turns",
                                       "tax_worth_choice",
                                       "time_limit_minutes"};
  for (auto it = j.begin(); it != j.end(); ++it) {
    bool known = false;
    for (const char* k : kKnown) known = known || it.key() == k;
    if (!known) return r.fail(path_key(path, it.key()), "unknown option");
  }
  const int64_t kMoney = 1000000;
  r.read_int(j, path, "start_cash", 0, kMoney, o.start_cash, false);
  r.read_int(j, path, "salary", 0, kMoney, o.salary, false);
  r.read_int(j, path, "go_landing_bonus", 0, kMoney, o.go_landing_bonus, false);
  r.read_int(j, path, "jail_fine", 0, kMoney, o.jail_fine, false);
  r.read_int(j, path, "max_jail_turns", 1, 10, o.max_jail_turns, false);
  r.read_int(j, path, "houses_per_hotel", 1, 4, o.houses_per_hotel, false);
  r.read_int(j, path, "end_at_bankruptcy", 0, 7, o.end_at_bankruptcy, false);
  r.read_bool(j, path, "rent_double_requires_no_mortgage", o.rent_double_requires_no_mortgage,
              false);
  std::string policy;
  if (r.read_string(j, path, "bankrupt_to_bank", 16, policy, false) && !policy.empty()) {
    if (policy == "auction") {
      o.bankrupt_to_bank = BankruptcyToBank::kAuction;
    } else if (policy == "return") {
      o.bankrupt_to_bank = BankruptcyToBank::kReturn;
    } else {
      r.fail(path_key(path, "bankrupt_to_bank"), "expected \"auction\" or \"return\"");
    }
  }
  r.read_bool(j, path, "auctions", o.auctions, false);
  r.read_bool(j, path, "free_parking_pot", o.free_parking_pot, false);
  r.read_bool(j, path, "no_rent_while_in_jail", o.no_rent_while_in_jail, false);
  r.read_bool(j, path, "owner_must_claim_rent", o.owner_must_claim_rent, false);
  r.read_bool(j, path, "property_for_debt", o.property_for_debt, false);
  r.read_int(j, path, "deal_deeds", 0, 10, o.deal_deeds, false);
  r.read_bool(j, path, "dealt_deeds_paid", o.dealt_deeds_paid, false);
  r.read_int(j, path, "jail_fine_turns", 0, 10, o.jail_fine_turns, false);
  r.read_bool(j, path, "tax_worth_choice", o.tax_worth_choice, false);
  r.read_int(j, path, "time_limit_minutes", 0, 10000, o.time_limit_minutes, false);
  return !r.failed();
}

}  // namespace landlord
