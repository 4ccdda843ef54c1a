#include "engine/rules_text.h"

#include <algorithm>
#include <cstring>

#include "engine/edition_words.h"
#include "text/lists.h"
#include "text/numbers.h"
#include "text/tr.h"

namespace landlord {

// Each point is one whole sentence (or two, of one message) of the
// catalogs: the edition's words (buildings, kinds of property, tax
// spaces) and sums are placeholders in the language in use, counts are
// chosen by trn(), and a count or an ordinal that English writes in words
// is a word of the catalogs made for the noun it goes with.

namespace {

bool is_money(std::string_view name) {
  return name == "start_cash" || name == "salary" || name == "go_landing_bonus" || name == "jail_fine";
}

// A count the rules spell out ("two deeds", "four houses"); digits above ten.
std::string count_words(int n) {
  static const char* kWords[] = {
      "",
      // TRANSLATORS: a count the rules text writes in words ("two deeds are dealt", "four houses on every
      // site", "your first two turns in jail"); write a digit where your language's word changes with the
      // noun it counts.
      trc_noop("count", "one"),
      trc_noop("count", "two"),
      trc_noop("count", "three"),
      trc_noop("count", "four"),
      trc_noop("count", "five"),
      trc_noop("count", "six"),
      trc_noop("count", "seven"),
      trc_noop("count", "eight"),
      trc_noop("count", "nine"),
      trc_noop("count", "ten"),
  };
  return n >= 1 && n <= 10 ? trc("count", kWords[n]) : text::number(n);
}

// The player whose bankruptcy ends the game: "the {ordinal} player".
std::string bankruptcy_ordinal(int n) {
  static const char* kWords[] = {
      "",
      // TRANSLATORS: "The game ends when the second player goes bankrupt": the ordinal as it stands
      // before "player" in that sentence.
      trc_noop("ordinal of the player", "first"),
      trc_noop("ordinal of the player", "second"),
      trc_noop("ordinal of the player", "third"),
      trc_noop("ordinal of the player", "fourth"),
      trc_noop("ordinal of the player", "fifth"),
      trc_noop("ordinal of the player", "sixth"),
      trc_noop("ordinal of the player", "seventh"),
  };
  if (n >= 1 && n <= 7) return trc("ordinal of the player", kWords[n]);
  // TRANSLATORS: the ordinal of a player, in digits ("the 8th player goes bankrupt").
  return trcf("ordinal of the player", "{n}th", fmt::arg("n", text::number(n)));
}

// A roll in jail: "your {ordinal} roll in jail", from the second.
std::string roll_ordinal(int n) {
  static const char* kWords[] = {
      "",
      "",
      // TRANSLATORS: "If your third roll in jail is not a double either": the ordinal as it stands before
      // "roll" in that sentence.
      trc_noop("ordinal of the roll", "second"),
      trc_noop("ordinal of the roll", "third"),
      trc_noop("ordinal of the roll", "fourth"),
      trc_noop("ordinal of the roll", "fifth"),
      trc_noop("ordinal of the roll", "sixth"),
      trc_noop("ordinal of the roll", "seventh"),
      trc_noop("ordinal of the roll", "8th"),
      trc_noop("ordinal of the roll", "9th"),
      trc_noop("ordinal of the roll", "10th"),
  };
  if (n >= 2 && n <= 10) return trc("ordinal of the roll", kWords[n]);
  // TRANSLATORS: the ordinal of a roll in jail, in digits ("your 11th roll in jail").
  return trcf("ordinal of the roll", "{n}th", fmt::arg("n", text::number(n)));
}

// The bankruptcy that ends the game, as the value of its option.
std::string bankruptcy_value(int n) {
  static const char* kWords[] = {
      "",
      // TRANSLATORS: the value of the option "End at this bankruptcy": the game ends at the second
      // bankruptcy.
      trc_noop("the bankruptcy that ends the game", "the first"),
      trc_noop("the bankruptcy that ends the game", "the second"),
      trc_noop("the bankruptcy that ends the game", "the third"),
      trc_noop("the bankruptcy that ends the game", "the fourth"),
      trc_noop("the bankruptcy that ends the game", "the fifth"),
      trc_noop("the bankruptcy that ends the game", "the sixth"),
      trc_noop("the bankruptcy that ends the game", "the seventh"),
  };
  if (n >= 1 && n <= 7) return trc("the bankruptcy that ends the game", kWords[n]);
  // TRANSLATORS: the value of the option "End at this bankruptcy", in digits ("the 8th").
  return trcf("the bankruptcy that ends the game", "the {n}th", fmt::arg("n", text::number(n)));
}

// An option's label as the new-game screen words it: the catalogs' message
// of ui/option_words.cpp, which OptionWords.* keeps the same as
// options.def's label ("@houses" there is "{houses}" here).
std::string option_label_words(const Edition& ed, const OptionInfo& info) {
  std::string label = info.label;
  for (auto [from, to] : {std::pair<const char*, const char*>{"@houses", "{houses}"}, {"@hotel", "{hotel}"}}) {
    for (std::size_t at; (at = label.find(from)) != std::string::npos;) label.replace(at, std::strlen(from), to);
  }
  std::string out = fmt::format(fmt::runtime(tr(label.c_str())), fmt::arg("houses", houses_word(ed)),
                                fmt::arg("hotel", hotel_word(ed)));
  if (!out.empty() && 'a' <= out[0] && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 32);  // "Houses for a hotel"
  return out;
}

}  // namespace

std::string option_value_words(const Edition& ed, const OptionInfo& info, const Options& o) {
  int64_t v = info.get(o);
  std::string_view name = info.name;
  switch (info.kind) {
    // TRANSLATORS: the value of a rule option that is on or off, after its label ("Auction property a
    // player declines to buy: yes").
    case OptionKind::kBool: return v ? trc("rule value", "yes") : trc("rule value", "no");
    case OptionKind::kInt:
      if (is_money(name)) return text::money(ed.currency, v);
      if (name == "time_limit_minutes") {
        // TRANSLATORS: the value of "Time limit in minutes" when there is none.
        if (!v) return trc("time limit", "none");
        return trnf("{n} minute", "{n} minutes", static_cast<uint64_t>(v), fmt::arg("n", text::number(v)));
      }
      if (name == "end_at_bankruptcy") {
        // TRANSLATORS: the value of "End at this bankruptcy" when the game goes on to the last player.
        return v ? bankruptcy_value(static_cast<int>(v)) : std::string(tr("when one player is left"));
      }
      return text::number(v);
    case OptionKind::kChoice: {
      std::string choice = option_choice(info, v);
      if (name == "bankrupt_to_bank") {
        // TRANSLATORS: what happens to the deeds of a player bankrupt to the Bank.
        return choice == "auction" ? trc("deeds of a player bankrupt to the Bank", "auctioned")
                                   : trc("deeds of a player bankrupt to the Bank", "returned to the Bank");
      }
      if (name == "building_auction_start") {
        // TRANSLATORS: the opening bid when scarce buildings are auctioned.
        return choice == "one" ? trf("from {amount}", fmt::arg("amount", text::money(ed.currency, 1)))
                               : std::string(tr("from the lowest printed price"));
      }
      if (name == "claim_rent_deadline") {
        // TRANSLATORS: the deadline to ask for rent.
        return choice == "next_roll" ? std::string(tr("before the next player rolls"))
                                     : std::string(tr("before the second player after rolls"));
      }
      std::replace(choice.begin(), choice.end(), '_', ' ');
      return choice;
    }
  }
  return "";
}

std::vector<RulesSection> rules_text(const Edition& ed, const Options& o) {
  std::vector<RulesSection> out;
  auto section = [&](const char* id, const char* title) -> RulesSection& {
    out.push_back(RulesSection{title, {}, id});
    return out.back();
  };
  auto add = [](RulesSection& s, std::string text, const char* option = "") {
    s.points.push_back(RulesPoint{std::move(text), option});
  };
  const std::string& house = house_word(ed);
  const std::string& houses = houses_word(ed);
  const std::string& hotel = hotel_word(ed);
  const std::string& hotels = hotels_word(ed);
  auto money = [&](int64_t amount) { return text::money(ed.currency, amount); };

  {
    RulesSection& s = section("ends", trc("rules heading", "How the game ends"));
    if (o.end_at_bankruptcy > 0) {
      const std::string ordinal = bankruptcy_ordinal(o.end_at_bankruptcy);
      add(s,
          // TRANSLATORS: {ordinal} is "second" (of the player), {house} and {hotel} the edition's
          // buildings ("house", "hotel"; "boutique", "mall").
          trf("The game ends when the {ordinal} player goes bankrupt. The richest player then wins: cash, plus "
              "the printed price of every deed (half of it if mortgaged) and of every {house} and {hotel}.",
              fmt::arg("ordinal", ordinal), fmt::arg("house", house), fmt::arg("hotel", hotel)),
          "end_at_bankruptcy");
    } else {
      add(s, tr("Players who cannot pay their debts go bankrupt and leave the game. The last player left wins."),
          "end_at_bankruptcy");
    }
    if (o.time_limit_minutes > 0) {
      add(s,
          trnf("Time limit: after {n} minute of play the game ends and the richest player wins.",
               "Time limit: after {n} minutes of play the game ends and the richest player wins.",
               static_cast<uint64_t>(o.time_limit_minutes), fmt::arg("n", text::number(o.time_limit_minutes))),
          "time_limit_minutes");
    }
  }
  {
    RulesSection& s = section("setup", trc("rules heading", "Setting up"));
    add(s,
        // TRANSLATORS: {n_houses} {houses} and {n_hotels} {hotels}: the Bank's buildings ("32 houses and
        // 12 hotels").
        trf("Each player starts with {cash}. The Bank holds every deed, {n_houses} {houses} and {n_hotels} "
            "{hotels}.",
            fmt::arg("cash", money(o.start_cash)), fmt::arg("n_houses", text::number(ed.bank_houses)),
            fmt::arg("houses", houses), fmt::arg("n_hotels", text::number(ed.bank_hotels)),
            fmt::arg("hotels", hotels)),
        "start_cash");
    if (o.deal_deeds > 0) {
      const std::string count = count_words(o.deal_deeds);
      const auto n = static_cast<uint64_t>(o.deal_deeds);
      add(s,
          o.dealt_deeds_paid
              // TRANSLATORS: {count} is the number of deeds dealt, in words ("two").
              ? trnf("The title deeds are shuffled and {count} deed is dealt to each player at the start. Each "
                     "player pays the Bank the price of the deeds dealt to them.",
                     "The title deeds are shuffled and {count} deeds are dealt to each player at the start. Each "
                     "player pays the Bank the price of the deeds dealt to them.",
                     n, fmt::arg("count", count))
              : trnf("The title deeds are shuffled and {count} deed is dealt to each player at the start. They "
                     "are free.",
                     "The title deeds are shuffled and {count} deeds are dealt to each player at the start. They "
                     "are free.",
                     n, fmt::arg("count", count)),
          "deal_deeds");
    }
  }
  {
    RulesSection& s = section("turn", trc("rules heading", "Your turn"));
    add(s, tr("Roll two dice and move your token that many spaces clockwise. Doubles: roll again after your move. "
              "A third double in one turn sends you to jail."));
    add(s, trf("Each time you pass or land on GO, the Bank pays you {salary}.", fmt::arg("salary", money(o.salary))),
        "salary");
    if (o.go_landing_bonus > 0) {
      add(s, trf("Landing exactly on GO pays {amount} more.", fmt::arg("amount", money(o.go_landing_bonus))),
          "go_landing_bonus");
    }
    add(s, tr("Between rolls you may build, mortgage, lift mortgages, sell buildings back and trade."));
  }
  {
    RulesSection& s = section("buying", trc("rules heading", "Buying"));
    if (o.auctions) {
      add(s,
          trf("Land on a deed nobody owns and you may buy it at its printed price. If you do not, the Bank "
              "auctions it at once: every player may bid, from {amount}, never more than their cash. If nobody "
              "bids it stays with the Bank.",
              fmt::arg("amount", money(1))),
          "auctions");
    } else {
      add(s,
          tr("Land on a deed nobody owns and you may buy it at its printed price. If you do not, it stays with the "
             "Bank (no auction)."),
          "auctions");
    }
  }
  {
    RulesSection& s = section("rent", trc("rules heading", "Rent"));
    add(s, tr("Land on a deed another player owns and you pay its rent, unless it is mortgaged."));
    add(s,
        o.rent_double_requires_no_mortgage
            ? tr("Owning a whole colour group doubles the rent of its sites without buildings, but only while none "
                 "of the group is mortgaged.")
            : tr("Owning a whole colour group doubles the rent of its sites without buildings; a mortgaged site in "
                 "the group does not stop it."),
        "rent_double_requires_no_mortgage");
    {
      std::vector<std::string> rents;
      for (int64_t r : ed.railroad_rent) rents.push_back(money(r));
      std::string times;
      for (std::size_t i = 0; i < ed.utility_multiplier.size(); ++i) {
        const std::string n = text::number(ed.utility_multiplier[i]);
        if (i == 0) {
          times = n;
        } else if (i + 1 == ed.utility_multiplier.size()) {
          // TRANSLATORS: the last of a list of choices ("4 or 10"): {list} is the items before it.
          times = trcf("list", "{list} or {item}", fmt::arg("list", times), fmt::arg("item", n));
        } else {
          times = trcf("list", "{list}, {item}", fmt::arg("list", times), fmt::arg("item", n));
        }
      }
      if (!rents.empty()) {
        const std::string rent_list = text::comma_list(rents);
        // TRANSLATORS: {railroad} is the edition's word ("railroad", "transportation space"); {rents} the
        // rents for one, two, three and four of them ("$25, $50, $100, $200").
        add(s, trf("A {railroad}'s rent grows with how many the owner has: {rents}.",
                   fmt::arg("railroad", railroad_word(ed)), fmt::arg("rents", rent_list)));
      }
      if (!times.empty()) {
        // TRANSLATORS: {utility} is the edition's word ("utility", "service provider"); {multipliers} the
        // multipliers for one and two of them ("4 or 10").
        add(s, trf("A {utility}'s rent is the dice rolled times {multipliers}, by how many the owner has.",
                   fmt::arg("utility", utility_word(ed)), fmt::arg("multipliers", times)));
      }
    }
    if (o.owner_must_claim_rent) {
      add(s,
          o.claim_rent_deadline == ClaimRentDeadline::kNextRoll
              ? tr("The owner must ask for the rent before the next player rolls; rent not asked for in time is not "
                   "owed.")
              : tr("The owner must ask for the rent before the second player after you rolls; rent not asked for in "
                   "time is not owed."),
          "owner_must_claim_rent");
    }
    if (o.no_rent_while_in_jail) add(s, tr("An owner in jail collects no rent."), "no_rent_while_in_jail");
  }
  {
    RulesSection& s = section("building", trc("rules heading", "Building"));
    // TRANSLATORS: {houses} is the edition's word ("houses", "boutiques").
    add(s, trf("Own every site of a colour group, none of them mortgaged, and you may buy {houses} for them at the "
               "price on the deed, evenly: no site may have two more than another in its group.",
               fmt::arg("houses", houses)));
    const std::string count = count_words(o.houses_per_hotel);
    add(s,
        // TRANSLATORS: {count} is how many of the edition's small buildings ({house}, {houses}) make its big
        // one ({hotel}), in words ("four").
        trnf("With {count} {house} on every site of the group, a site's {count} {house} can be traded in for a "
             "{hotel} (one {hotel} per site).",
             "With {count} {houses} on every site of the group, a site's {count} {houses} can be traded in for a "
             "{hotel} (one {hotel} per site).",
             static_cast<uint64_t>(o.houses_per_hotel), fmt::arg("count", count), fmt::arg("house", house),
             fmt::arg("houses", houses), fmt::arg("hotel", hotel)),
        "houses_per_hotel");
    add(s, tr("Buildings sell back to the Bank at half their price, evenly too."));
    add(s,
        o.building_auction_start == BuildingAuctionStart::kOne
            // TRANSLATORS: {houses} and {hotels} are the edition's words ("houses", "hotels").
            ? trf("When the Bank has no more {houses} (or {hotels}) left than there are players able to build one "
                  "now, each is auctioned among them from {amount}, and the winner places it.",
                  fmt::arg("houses", houses), fmt::arg("hotels", hotels), fmt::arg("amount", money(1)))
            : trf("When the Bank has no more {houses} (or {hotels}) left than there are players able to build one "
                  "now, each is auctioned among them from the lowest printed price among the bidders' sites, and "
                  "the winner places it.",
                  fmt::arg("houses", houses), fmt::arg("hotels", hotels)),
        "building_auction_start");
  }
  {
    RulesSection& s = section("jail", trc("rules heading", "Jail"));
    add(s, tr("You go to jail by landing on Go to Jail, by a card, or with a third double. You do not pass GO or "
              "collect your salary on the way. Landing on the jail space by a roll is just visiting."));
    const std::string fine = money(o.jail_fine);
    if (o.jail_fine_turns > 0) {
      const std::string count = count_words(o.jail_fine_turns);
      add(s,
          // TRANSLATORS: {count} is how many turns, in words ("two").
          trnf("To get out: roll a double (you move by it), use a Get Out of Jail Free card, or pay {fine} before "
               "rolling on your first turn in jail.",
               "To get out: roll a double (you move by it), use a Get Out of Jail Free card, or pay {fine} before "
               "rolling on your first {count} turns in jail.",
               static_cast<uint64_t>(o.jail_fine_turns), fmt::arg("fine", fine), fmt::arg("count", count)),
          "jail_fine_turns");
    } else {
      add(s,
          trf("To get out: roll a double (you move by it), use a Get Out of Jail Free card, or pay {fine} before "
              "rolling.",
              fmt::arg("fine", fine)),
          "jail_fine");
    }
    if (o.max_jail_turns == 1) {
      add(s, trf("If your first roll in jail is not a double, you pay {fine} and move by that roll.",
                 fmt::arg("fine", fine)),
          "max_jail_turns");
    } else {
      const std::string ordinal = roll_ordinal(o.max_jail_turns);
      add(s,
          // TRANSLATORS: {ordinal} is "third" (of the roll).
          trf("If your {ordinal} roll in jail is not a double either, you pay {fine} and move by that roll.",
              fmt::arg("ordinal", ordinal), fmt::arg("fine", fine)),
          "max_jail_turns");
    }
  }
  {
    RulesSection& s = section("taxes", trc("rules heading", "Taxes, cards and Free Parking"));
    for (int i = 0; i < ed.space_count(); ++i) {
      const Space& sp = ed.spaces[static_cast<std::size_t>(i)];
      if (sp.kind != SpaceKind::kTax) continue;
      const std::string amount = money(sp.tax);
      if (sp.worth_percent > 0 && o.tax_worth_choice) {
        add(s,
            // TRANSLATORS: {space} is a tax space's name ("Shopping Spree").
            // xgettext:no-c-format
            trf("{space}: pay {amount} or {percent}% of everything you own, chosen before you count it.",
                fmt::arg("space", space_name(ed, i)), fmt::arg("amount", amount),
                fmt::arg("percent", text::number(sp.worth_percent))),
            "tax_worth_choice");
      } else {
        // TRANSLATORS: {space} is a tax space's name ("Income Tax").
        add(s, trf("{space}: pay {amount} to the Bank.", fmt::arg("space", space_name(ed, i)),
                   fmt::arg("amount", amount)));
      }
    }
    add(s, tr("A card space: draw the top card and do what it says. A Get Out of Jail Free card is kept until it is "
              "used or sold."));
    if (o.free_parking_pot) {
      add(s, tr("Taxes and fees paid to the Bank go into a pot on Free Parking; whoever lands there takes it."),
          "free_parking_pot");
    } else {
      add(s, tr("Free Parking: nothing happens."), "free_parking_pot");
    }
  }
  {
    RulesSection& s = section("trading", trc("rules heading", "Trading and money trouble"));
    add(s, tr("Players may trade deeds, cash and Get Out of Jail Free cards at any time, at any price they agree. A "
              "site can only change hands once its group has no buildings."));
    // xgettext:no-c-format
    add(s, tr("Short of money: sell buildings back, mortgage deeds (the Bank pays the mortgage value; lifting it "
              "costs that plus 10%), or trade. A mortgaged deed that changes hands costs its new owner 10% at once."));
    if (o.property_for_debt) {
      add(s, tr("A creditor may accept property instead of money owed: in a trade between them, cash asked of the "
                "creditor comes off the debt."),
          "property_for_debt");
    }
    const bool auction = o.bankrupt_to_bank == BankruptcyToBank::kAuction;
    const char* text;
    if (o.bankrupt_mortgages_all) {
      text = auction
                 // xgettext:no-c-format
                 ? tr("Owing more than you can raise makes you bankrupt. Owing another player, they get your cash, "
                      "deeds and cards, every deed mortgaged, paying 10% on each or lifting it. Owing the Bank, your "
                      "deeds are auctioned by the Bank.")
                 // xgettext:no-c-format
                 : tr("Owing more than you can raise makes you bankrupt. Owing another player, they get your cash, "
                      "deeds and cards, every deed mortgaged, paying 10% on each or lifting it. Owing the Bank, your "
                      "deeds are returned to the Bank.");
    } else {
      text = auction
                 // xgettext:no-c-format
                 ? tr("Owing more than you can raise makes you bankrupt. Owing another player, they get your cash, "
                      "deeds and cards, and pay 10% on any mortgaged deed or lift it. Owing the Bank, your deeds are "
                      "auctioned by the Bank.")
                 // xgettext:no-c-format
                 : tr("Owing more than you can raise makes you bankrupt. Owing another player, they get your cash, "
                      "deeds and cards, and pay 10% on any mortgaged deed or lift it. Owing the Bank, your deeds are "
                      "returned to the Bank.");
    }
    add(s, text, "bankrupt_to_bank");
  }
  {
    RulesSection& s = section("table", trc("rules heading", "At this table"));
    for (const OptionInfo& info : option_table()) {
      const std::string label = option_label_words(ed, info);
      const std::string value = option_value_words(ed, info, o);
      // TRANSLATORS: a rule option and its value at this table ("Salary for passing GO: $200").
      add(s, trf("{option}: {value}", fmt::arg("option", label), fmt::arg("value", value)), info.name);
    }
  }
  return out;
}

}  // namespace landlord
