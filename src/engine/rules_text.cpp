#include "engine/rules_text.h"

#include <algorithm>
#include <cstring>

namespace landlord {

namespace {

bool is_money(std::string_view name) {
  return name == "start_cash" || name == "salary" || name == "go_landing_bonus" || name == "jail_fine";
}

std::string number_words(int n) {
  static const char* kWords[] = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
  return n >= 0 && n <= 10 ? kWords[n] : std::to_string(n);
}

std::string ordinal(int n) {
  static const char* kWords[] = {"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh"};
  return n >= 1 && n <= 7 ? kWords[n] : std::to_string(n) + "th";
}

std::string plural(int n, const std::string& one, const std::string& many) {
  return number_words(n) + " " + (n == 1 ? one : many);
}

// The board's tax spaces, by name, and whether one offers a share of worth.
std::vector<const Space*> taxes(const Edition& ed) {
  std::vector<const Space*> out;
  for (const Space& sp : ed.spaces) {
    if (sp.kind == SpaceKind::kTax) out.push_back(&sp);
  }
  return out;
}

}  // namespace

std::string option_value_words(const Edition& ed, const OptionInfo& info, const Options& o) {
  int64_t v = info.get(o);
  std::string_view name = info.name;
  switch (info.kind) {
    case OptionKind::kBool: return v ? "yes" : "no";
    case OptionKind::kInt:
      if (is_money(name)) return ed.money(v);
      if (name == "time_limit_minutes") return v ? std::to_string(v) + " minutes" : "none";
      if (name == "end_at_bankruptcy") return v ? "the " + ordinal(static_cast<int>(v)) : "when one player is left";
      return std::to_string(v);
    case OptionKind::kChoice: {
      std::string choice = option_choice(info, v);
      if (name == "bankrupt_to_bank") return choice == "auction" ? "auctioned" : "returned to the Bank";
      if (name == "building_auction_start") {
        return choice == "one" ? "from " + ed.money(1) : "from the lowest printed price";
      }
      if (name == "claim_rent_deadline") {
        return choice == "next_roll" ? "before the next player rolls" : "before the second player after rolls";
      }
      std::replace(choice.begin(), choice.end(), '_', ' ');
      return choice;
    }
  }
  return "";
}

std::vector<RulesSection> rules_text(const Edition& ed, const Options& o) {
  std::vector<RulesSection> out;
  auto section = [&](const std::string& title) -> RulesSection& {
    out.push_back(RulesSection{title, {}});
    return out.back();
  };
  auto add = [](RulesSection& s, std::string text, const char* option = "") {
    s.points.push_back(RulesPoint{std::move(text), option});
  };
  const std::string house = ed.house, houses = ed.houses, hotel = ed.hotel, hotels = ed.hotels;

  {
    RulesSection& s = section("How the game ends");
    if (o.end_at_bankruptcy > 0) {
      add(s,
          "The game ends when the " + ordinal(o.end_at_bankruptcy) +
              " player goes bankrupt. The richest player then wins: cash, plus the printed price of every deed "
              "(half of it if mortgaged) and of every " + house + " and " + hotel + ".",
          "end_at_bankruptcy");
    } else {
      add(s, "Players who cannot pay their debts go bankrupt and leave the game. The last player left wins.",
          "end_at_bankruptcy");
    }
    if (o.time_limit_minutes > 0) {
      add(s,
          "Time limit: after " + std::to_string(o.time_limit_minutes) +
              " minutes of play the game ends and the richest player wins.",
          "time_limit_minutes");
    }
  }
  {
    RulesSection& s = section("Setting up");
    add(s, "Each player starts with " + ed.money(o.start_cash) + ". The Bank holds every deed, " +
               std::to_string(ed.bank_houses) + " " + houses + " and " + std::to_string(ed.bank_hotels) + " " +
               hotels + ".",
        "start_cash");
    if (o.deal_deeds > 0) {
      add(s,
          "The title deeds are shuffled and " + plural(o.deal_deeds, "deed is", "deeds are") +
              " dealt to each player at the start. " +
              (o.dealt_deeds_paid ? "Each player pays the Bank the price of the deeds dealt to them."
                                  : "They are free."),
          "deal_deeds");
    }
  }
  {
    RulesSection& s = section("Your turn");
    add(s, "Roll two dice and move your token that many spaces clockwise. Doubles: roll again after your move. "
           "A third double in one turn sends you to jail.");
    add(s, "Each time you pass or land on GO, the Bank pays you " + ed.money(o.salary) + ".", "salary");
    if (o.go_landing_bonus > 0) {
      add(s, "Landing exactly on GO pays " + ed.money(o.go_landing_bonus) + " more.", "go_landing_bonus");
    }
    add(s, "Between rolls you may build, mortgage, lift mortgages, sell buildings back and trade.");
  }
  {
    RulesSection& s = section("Buying");
    if (o.auctions) {
      add(s,
          "Land on a deed nobody owns and you may buy it at its printed price. If you do not, the Bank auctions it "
          "at once: every player may bid, from " + ed.money(1) +
              ", never more than their cash. If nobody bids it stays with the Bank.",
          "auctions");
    } else {
      add(s, "Land on a deed nobody owns and you may buy it at its printed price. If you do not, it stays with the "
             "Bank (no auction).",
          "auctions");
    }
  }
  {
    RulesSection& s = section("Rent");
    add(s, "Land on a deed another player owns and you pay its rent, unless it is mortgaged.");
    add(s,
        std::string("Owning a whole colour group doubles the rent of its sites without buildings") +
            (o.rent_double_requires_no_mortgage ? ", but only while none of the group is mortgaged."
                                                : "; a mortgaged site in the group does not stop it."),
        "rent_double_requires_no_mortgage");
    {
      std::string rr, ut;
      for (std::size_t i = 0; i < ed.railroad_rent.size(); ++i) rr += (i ? ", " : "") + ed.money(ed.railroad_rent[i]);
      for (std::size_t i = 0; i < ed.utility_multiplier.size(); ++i) {
        ut += (i ? (i + 1 == ed.utility_multiplier.size() ? " or " : ", ") : "") +
              std::to_string(ed.utility_multiplier[i]);
      }
      if (!rr.empty()) {
        add(s, "A " + ed.railroad + "'s rent grows with how many the owner has: " + rr + ".");
      }
      if (!ut.empty()) {
        add(s, "A " + ed.utility + "'s rent is the dice rolled times " + ut + ", by how many the owner has.");
      }
    }
    if (o.owner_must_claim_rent) {
      std::string when = o.claim_rent_deadline == ClaimRentDeadline::kNextRoll
                             ? "before the next player rolls"
                             : "before the second player after you rolls";
      add(s, "The owner must ask for the rent " + when + "; rent not asked for in time is not owed.",
          "owner_must_claim_rent");
    }
    if (o.no_rent_while_in_jail) add(s, "An owner in jail collects no rent.", "no_rent_while_in_jail");
  }
  {
    RulesSection& s = section("Building");
    add(s, "Own every site of a colour group, none of them mortgaged, and you may buy " + houses +
               " for them at the price on the deed, evenly: no site may have two more than another in its group.");
    add(s,
        "With " + plural(o.houses_per_hotel, house, houses) + " on every site of the group, a site's " +
            plural(o.houses_per_hotel, house, houses) + " can be traded in for a " + hotel + " (one " + hotel +
            " per site).",
        "houses_per_hotel");
    add(s, "Buildings sell back to the Bank at half their price, evenly too.");
    add(s,
        "When the Bank has no more " + houses + " (or " + hotels +
            ") left than there are players able to build one now, each is auctioned among them " +
            (o.building_auction_start == BuildingAuctionStart::kOne
                 ? "from " + ed.money(1)
                 : std::string("from the lowest printed price among the bidders' sites")) +
            ", and the winner places it.",
        "building_auction_start");
  }
  {
    RulesSection& s = section("Jail");
    add(s, "You go to jail by landing on Go to Jail, by a card, or with a third double. You do not pass GO or "
           "collect your salary on the way. Landing on the jail space by a roll is just visiting.");
    std::string fine = ed.money(o.jail_fine);
    if (o.jail_fine_turns > 0) {
      add(s,
          "To get out: roll a double (you move by it), use a Get Out of Jail Free card, or pay " + fine +
              " before rolling on your " +
              (o.jail_fine_turns == 1 ? std::string("first turn")
                                      : "first " + plural(o.jail_fine_turns, "turn", "turns")) +
              " in jail.",
          "jail_fine_turns");
    } else {
      add(s, "To get out: roll a double (you move by it), use a Get Out of Jail Free card, or pay " + fine +
                 " before rolling.",
          "jail_fine");
    }
    std::string last = o.max_jail_turns == 1
                           ? std::string("If your first roll in jail is not a double")
                           : "If your " + ordinal(o.max_jail_turns) + " roll in jail is not a double either";
    add(s, last + ", you pay " + fine + " and move by that roll.", "max_jail_turns");
  }
  {
    RulesSection& s = section("Taxes, cards and Free Parking");
    std::vector<const Space*> tax = taxes(ed);
    for (const Space* sp : tax) {
      if (sp->worth_percent > 0 && o.tax_worth_choice) {
        add(s,
            sp->name + ": pay " + ed.money(sp->tax) + " or " + std::to_string(sp->worth_percent) +
                "% of everything you own, chosen before you count it.",
            "tax_worth_choice");
      } else {
        add(s, sp->name + ": pay " + ed.money(sp->tax) + " to the Bank.");
      }
    }
    add(s, "A card space: draw the top card and do what it says. A Get Out of Jail Free card is kept until it is "
           "used or sold.");
    if (o.free_parking_pot) {
      add(s, "Taxes and fees paid to the Bank go into a pot on Free Parking; whoever lands there takes it.",
          "free_parking_pot");
    } else {
      add(s, "Free Parking: nothing happens.", "free_parking_pot");
    }
  }
  {
    RulesSection& s = section("Trading and money trouble");
    add(s, "Players may trade deeds, cash and Get Out of Jail Free cards at any time, at any price they agree. A "
           "site can only change hands once its group has no buildings.");
    add(s, "Short of money: sell buildings back, mortgage deeds (the Bank pays the mortgage value; lifting it "
           "costs that plus 10%), or trade. A mortgaged deed that changes hands costs its new owner 10% at once.");
    if (o.property_for_debt) {
      add(s, "A creditor may accept property instead of money owed: in a trade between them, cash asked of the "
             "creditor comes off the debt.",
          "property_for_debt");
    }
    add(s,
        std::string("Owing more than you can raise makes you bankrupt. Owing another player, they get your cash, "
                    "deeds and cards") +
            (o.bankrupt_mortgages_all ? ", every deed mortgaged, paying 10% on each or lifting it"
                                      : ", and pay 10% on any mortgaged deed or lift it") +
            ". Owing the Bank, your deeds are " +
            (o.bankrupt_to_bank == BankruptcyToBank::kAuction ? "auctioned by the Bank." : "returned to the Bank."),
        "bankrupt_to_bank");
  }
  {
    RulesSection& s = section("At this table");
    for (const OptionInfo& info : option_table()) {
      std::string label = info.label;
      for (auto [from, to] : {std::pair<const char*, const std::string*>{"@houses", &houses}, {"@hotel", &hotel}}) {
        for (std::size_t at; (at = label.find(from)) != std::string::npos;) {
          std::string word = *to;
          if (at == 0 && !word.empty() && 'a' <= word[0] && word[0] <= 'z') {
            word[0] = static_cast<char>(word[0] - 32);  // at the start of the label
          }
          label.replace(at, std::strlen(from), word);
        }
      }
      add(s, label + ": " + option_value_words(ed, info, o), info.name);
    }
  }
  return out;
}

}  // namespace landlord
