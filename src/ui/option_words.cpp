#include "ui/option_words.h"

#include <cstring>

#include "text/tr.h"

namespace landlord::ui {

namespace {

struct Words {
  const char* name;
  const char* label;  // {houses}, {hotel}: the edition's building words
  const char* help;   // "" for none
};

// One row per row of engine/options.def, in its order.
constexpr Words kWords[] = {
    {"start_cash", tr_noop("Starting cash"), tr_noop("Cash each player starts with.")},
    {"salary", tr_noop("Salary for passing GO"), tr_noop("Paid whenever a player passes or lands on GO.")},
    {"go_landing_bonus", tr_noop("Extra for landing exactly on GO"),
     // TRANSLATORS: the popular house rule as players call it; 200 is the amount to type in the field.
     tr_noop("The popular \"$400 on GO\" house rule is the salary again: 200.")},
    {"jail_fine", tr_noop("Fine to leave jail"), ""},
    {"max_jail_turns", tr_noop("Tries at doubles before the fine"),
     tr_noop("Failed rolls in jail before the fine must be paid.")},
    {"jail_fine_turns", tr_noop("Fine only on the first turns in jail"),
     tr_noop("0: the fine may be paid before rolling on any turn in jail.")},
    // TRANSLATORS: how many of the edition's small buildings must stand on a site before its big
    // one; {houses} and {hotel} are the edition's words (Houses and hotel, Boutiques and mall).
    {"houses_per_hotel", tr_noop("{houses} for a {hotel}"), ""},
    {"end_at_bankruptcy", tr_noop("End at this bankruptcy"),
     tr_noop("0: play until one player is left; otherwise the richest player wins at that bankruptcy.")},
    {"rent_double_requires_no_mortgage", tr_noop("Double rent on a full set only without mortgages"), ""},
    {"bankrupt_to_bank", tr_noop("Deeds of a player bankrupt to the Bank"),
     // TRANSLATORS: "auction" and "return" are the two choices of this option: write them as their buttons read.
     tr_noop("auction: the Bank auctions every deed unmortgaged; return: they simply go back to the Bank.")},
    {"bankrupt_mortgages_all", tr_noop("A player bankrupt to another mortgages everything first"),
     // xgettext:no-c-format
     tr_noop("The creditor receives every deed mortgaged, with the mortgage money, and pays 10% on each (or "
             "lifts it).")},
    {"auctions", tr_noop("Auction property a player declines to buy"),
     tr_noop("Off: declined property simply stays with the Bank.")},
    {"building_auction_start", tr_noop("Opening bid when scarce buildings are auctioned"),
     // TRANSLATORS: "one" and "price" are the two choices of this option: write them as their buttons read.
     tr_noop("one: from $1; price: from the lowest printed price of that building on the bidders' sites.")},
    {"free_parking_pot", tr_noop("Free Parking pot: taxes and fees go to whoever lands there"), ""},
    {"no_rent_while_in_jail", tr_noop("No rent while the owner is in jail"), ""},
    {"owner_must_claim_rent", tr_noop("Owners must ask for rent in time (the rulebooks' rule)"),
     tr_noop("Rent is owed only if the owner asks for it before the deadline; off: rent is paid at once.")},
    {"claim_rent_deadline", tr_noop("Deadline to ask for rent"),
     // TRANSLATORS: "next_roll" and "second_roll" are the two choices of this option: write them as their buttons read.
     tr_noop("next_roll: before the next player rolls; second_roll: before the second player following rolls.")},
    {"property_for_debt", tr_noop("A creditor may take property instead of money"),
     tr_noop("Cash asked of the creditor in a trade with the debtor is set off against the debt.")},
    {"deal_deeds", tr_noop("Title deeds dealt to each player"), tr_noop("Shuffled and dealt round the table at the start.")},
    {"dealt_deeds_paid", tr_noop("Players pay the Bank for dealt deeds"), ""},
    {"tax_worth_choice", tr_noop("Tax choice: flat amount or a percentage of worth"),
     // TRANSLATORS: Shopping Spree is a tax space of the Boutique edition, whose names are not translated.
     tr_noop("On tax spaces that offer it (Shopping Spree).")},
    {"time_limit_minutes", tr_noop("Time limit in minutes"),
     tr_noop("0: no limit; when the time is up the richest player wins.")},
};

struct Choice {
  const char* option;
  const char* value;  // as written in JSON
  const char* label;
};

constexpr Choice kChoices[] = {
    // TRANSLATORS: deeds of a player bankrupt to the Bank: the Bank auctions them.
    {"bankrupt_to_bank", "auction", trc_noop("rule choice", "Auction")},
    // TRANSLATORS: deeds of a player bankrupt to the Bank: they go back to the Bank.
    {"bankrupt_to_bank", "return", trc_noop("rule choice", "Return")},
    // TRANSLATORS: the opening bid for scarce buildings: from $1.
    {"building_auction_start", "one", trc_noop("rule choice", "One")},
    // TRANSLATORS: the opening bid for scarce buildings: from the lowest printed price.
    {"building_auction_start", "price", trc_noop("rule choice", "Price")},
    // TRANSLATORS: the deadline to ask for rent: before the next player rolls.
    {"claim_rent_deadline", "next_roll", trc_noop("rule choice", "Next roll")},
    // TRANSLATORS: the deadline to ask for rent: before the second player following rolls.
    {"claim_rent_deadline", "second_roll", trc_noop("rule choice", "Second roll")},
};

const Words* words_of(const OptionInfo& o) {
  for (const Words& w : kWords) {
    if (std::strcmp(w.name, o.name) == 0) return &w;
  }
  return nullptr;
}

const Choice* choice_of(const OptionInfo& o, const std::string& value) {
  for (const Choice& c : kChoices) {
    if (std::strcmp(c.option, o.name) == 0 && value == c.value) return &c;
  }
  return nullptr;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) {
    text.replace(at, from.size(), to);
  }
  return text;
}

}  // namespace

std::string option_label(const OptionInfo& o, const std::string& houses, const std::string& hotel) {
  const Words* w = words_of(o);
  if (!w) return o.label;
  return fmt::format(fmt::runtime(tr(w->label)), fmt::arg("houses", houses), fmt::arg("hotel", hotel));
}

std::string option_help(const OptionInfo& o) {
  const Words* w = words_of(o);
  if (!w) return o.help;
  return w->help[0] ? tr(w->help) : "";
}

std::string option_choice_label(const OptionInfo& o, const std::string& choice) {
  if (const Choice* c = choice_of(o, choice)) return trc("rule choice", c->label);
  std::string s = replaced(choice, "_", " ");
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string option_problem(const OptionEdits& edits, const OptionInfo& o) {
  std::string e = edits.error_of(o);
  if (e.empty()) return "";
  if (o.kind == OptionKind::kInt) {
    return trf("A whole number from {min} to {max}.", fmt::arg("min", o.lo), fmt::arg("max", o.hi));
  }
  return e;  // a choice or a switch: the screen's buttons cannot set a wrong one
}

std::string options_problem(const OptionEdits& edits, const std::string& houses, const std::string& hotel) {
  if (edits.error.empty()) return "";
  for (const OptionInfo& o : option_table()) {
    if (edits.error_of(o).empty()) continue;
    if (o.kind == OptionKind::kInt) {
      // TRANSLATORS: {option} is a rule option's label, as on the new-game screen ("Starting cash").
      return trf("{option}: a whole number from {min} to {max}", fmt::arg("option", option_label(o, houses, hotel)),
                 fmt::arg("min", o.lo), fmt::arg("max", o.hi));
    }
    break;
  }
  return edits.error;
}

OptionWordsCheck option_words_check(const OptionInfo& o) {
  OptionWordsCheck c;
  const Words* w = words_of(o);
  if (!w) return c;
  c.found = true;
  c.engine_label = replaced(replaced(w->label, "{houses}", "@houses"), "{hotel}", "@hotel");
  c.engine_help = w->help;
  c.every_choice_labelled = true;
  if (o.kind == OptionKind::kChoice) {
    for (int64_t i = o.lo; i <= o.hi; ++i) c.every_choice_labelled &= choice_of(o, option_choice(o, i)) != nullptr;
  }
  return c;
}

}  // namespace landlord::ui
