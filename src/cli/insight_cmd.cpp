// landlord-cli insight: the exact landing odds of an edition's board (the
// Markov chain of engine/insight.h) and each deed's expected rent and
// payback, as a table or JSON; --simulate compares with the engine's own
// long run of token movement.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"
#include "engine/game.h"
#include "engine/insight.h"
#include "engine/json.h"

namespace landlord::cli {

namespace {

struct Settings {
  std::string edition = "classic";
  std::string variant;
  std::string editions;
  InsightParams params;
  int opponents = 3;
  bool json = false;
  long long simulate = 0;  // turns per player, 0: none
  int players = 4;
  uint64_t seed = 1;
};

void usage(std::FILE* out) {
  std::fprintf(out,
               "usage: landlord-cli insight [--edition ID] [--variant ID] [--jail pay|stay]\n"
               "         [--jail-cards in-deck|held] [--opponents N] [--json] [--editions DIR]\n"
               "         [--simulate TURNS [--players P] [--seed S]]\n"
               "  Exact landing odds of the board (Markov chain: dice, doubles, jail, cards) and\n"
               "  each deed's expected rent per opponent turn and payback in rounds against N\n"
               "  opponents (default 3). --jail: stay (default) rolls for doubles, pay leaves at\n"
               "  once. --jail-cards held: Get Out of Jail Free cards out of their decks.\n"
               "  --simulate TURNS also moves P tokens (default 4) TURNS turns each through the\n"
               "  engine and prints the observed shares next to the chain's (held cards).\n");
}

std::string json_number(double v) {
  if (!std::isfinite(v)) return "null";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.10g", v);
  return buf;
}

std::string json_string(const std::string& s) {
  return Json(s).dump();
}

const char* row_name(const DeedLevel& l, const Edition& ed) {
  static std::string text;
  switch (l.kind) {
    case RentRowKind::kUnimproved:
      return "unimproved";
    case RentRowKind::kFullSet:
      return "full set";
    case RentRowKind::kHouses:
      text = std::to_string(l.count) + " " + (l.count == 1 ? ed.house : ed.houses);
      return text.c_str();
    case RentRowKind::kHotel:
      return ed.hotel.c_str();
    case RentRowKind::kOwned:
      text = std::to_string(l.count) + " owned";
      return text.c_str();
  }
  return "";
}

const char* row_kind(RentRowKind k) {
  switch (k) {
    case RentRowKind::kUnimproved:
      return "unimproved";
    case RentRowKind::kFullSet:
      return "full_set";
    case RentRowKind::kHouses:
      return "houses";
    case RentRowKind::kHotel:
      return "hotel";
    case RentRowKind::kOwned:
      return "owned";
  }
  return "";
}

std::string rounds_text(double v) {
  if (!std::isfinite(v)) return "-";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f", v);
  return buf;
}

void print_json(const Edition& ed, const Settings& st, const LandingOdds& odds,
                const std::vector<DeedInsight>& deeds) {
  std::string o = "{\"edition\": " + json_string(ed.id) + ", \"variant\": " +
                  json_string(st.variant.empty() ? "standard" : st.variant) +
                  ", \"jail\": " + json_string(jail_strategy_name(st.params.jail)) +
                  ", \"jail_cards\": " + json_string(jail_cards_name(st.params.jail_cards)) +
                  ", \"opponents\": " + std::to_string(st.opponents) +
                  ", \"rolls_per_turn\": " + json_number(odds.rolls_per_turn) + ",\n \"spaces\": [";
  for (int i = 0; i < ed.space_count(); ++i) {
    const SpaceOdds& s = odds.spaces[static_cast<std::size_t>(i)];
    o += std::string(i ? ",\n  " : "\n  ") + "{\"space\": " + std::to_string(i) +
         ", \"name\": " + json_string(ed.spaces[static_cast<std::size_t>(i)].name) +
         ", \"roll_end\": " + json_number(s.roll_end) +
         ", \"roll_in_jail\": " + json_number(s.roll_in_jail) +
         ", \"roll_land\": " + json_number(s.roll_land) +
         ", \"turn_end\": " + json_number(s.turn_end) +
         ", \"turn_in_jail\": " + json_number(s.turn_in_jail) +
         ", \"turn_land\": " + json_number(s.turn_land) + "}";
  }
  o += "],\n \"deeds\": [";
  bool first = true;
  for (const DeedInsight& d : deeds) {
    o += std::string(first ? "\n  " : ",\n  ") + "{\"space\": " + std::to_string(d.space) +
         ", \"name\": " + json_string(ed.spaces[static_cast<std::size_t>(d.space)].name) +
         ", \"price\": " + std::to_string(d.price) +
         ", \"landings_per_turn\": " + json_number(d.landings_per_turn) + ", \"levels\": [";
    first = false;
    bool lf = true;
    for (const DeedLevel& l : d.levels) {
      o += std::string(lf ? "" : ", ") + "{\"kind\": \"" + row_kind(l.kind) +
           "\", \"count\": " + std::to_string(l.count) + ", \"rent\": " + std::to_string(l.rent) +
           ", \"dice_multiplier\": " + std::to_string(l.dice_multiplier) +
           ", \"rent_per_turn\": " + json_number(l.rent_per_turn) +
           ", \"invested\": " + std::to_string(l.invested) +
           ", \"payback_turns\": " + json_number(l.payback_turns) +
           ", \"payback_rounds\": " + json_number(l.payback_rounds) +
           ", \"step_cost\": " + std::to_string(l.step_cost) +
           ", \"step_payback_rounds\": " + json_number(l.step_payback_rounds) + "}";
      lf = false;
    }
    o += "]}";
  }
  o += "]}\n";
  std::fputs(o.c_str(), stdout);
}

void print_text(const Edition& ed, const Settings& st, const LandingOdds& odds,
                const std::vector<DeedInsight>& deeds) {
  std::printf("%s%s%s, jail: %s, Get Out of Jail Free cards: %s; %.4f rolls per turn\n\n",
              ed.name.c_str(), st.variant.empty() ? "" : ", variant ", st.variant.c_str(),
              jail_strategy_name(st.params.jail),
              st.params.jail_cards == JailCards::kHeldOut ? "held out of the decks" : "in the decks",
              odds.rolls_per_turn);
  std::printf("%3s %-26s %9s %9s %9s %9s\n", "#", "space", "roll end", "(in jail)", "landed",
              "turn end");
  for (int i = 0; i < ed.space_count(); ++i) {
    const SpaceOdds& s = odds.spaces[static_cast<std::size_t>(i)];
    std::string jail = s.roll_in_jail > 0 ? std::to_string(s.roll_in_jail * 100).substr(0, 5) + "%"
                                          : std::string();
    std::printf("%3d %-26.26s %8.3f%% %9s %8.3f%% %8.3f%%\n", i,
                ed.spaces[static_cast<std::size_t>(i)].name.c_str(), s.roll_end * 100,
                jail.c_str(), s.roll_land * 100, s.turn_end * 100);
  }
  std::printf(
      "\nroll end: share of rolls whose movement ends on the space (cards and Go To Jail\n"
      "carried out; in jail counted on the jail space). landed: landings per roll, a\n"
      "landing a card or Go To Jail moves on from included. turn end: where turns end.\n");
  std::printf("\nExpected rent per opponent turn, and rounds to pay back (%d opponent%s):\n",
              st.opponents, st.opponents == 1 ? "" : "s");
  for (const DeedInsight& d : deeds) {
    std::printf("\n%s (%s, landed on %.3f times per turn)\n",
                ed.spaces[static_cast<std::size_t>(d.space)].name.c_str(),
                ed.money(d.price).c_str(), d.landings_per_turn);
    for (const DeedLevel& l : d.levels) {
      std::string rent = l.dice_multiplier > 0 ? std::to_string(l.dice_multiplier) + "x dice"
                                               : ed.money(l.rent);
      std::printf("  %-14s rent %-9s %8.2f per turn, invested %-7s pays back in %5s rounds",
                  row_name(l, ed), rent.c_str(), l.rent_per_turn, ed.money(l.invested).c_str(),
                  rounds_text(l.payback_rounds).c_str());
      if (l.kind == RentRowKind::kHouses || l.kind == RentRowKind::kHotel) {
        std::printf(" (this one %s: %s)", ed.money(l.step_cost).c_str(),
                    rounds_text(l.step_payback_rounds).c_str());
      }
      std::printf("\n");
    }
  }
}

int simulate(const Edition& ed, const Options& options, const Settings& st) {
  InsightParams held = st.params;
  held.jail_cards = JailCards::kHeldOut;
  LandingOdds odds = landing_odds(ed, options, held);
  LandingCounts c = simulate_landings(ed, options, st.params.jail, st.players,
                                      static_cast<int>(st.simulate), 100, st.seed);
  std::printf("%s, jail: %s; %llu rolls and %llu turns of %d tokens through the engine\n"
              "(100 turns each not counted), against the chain with the cards held out:\n\n",
              ed.name.c_str(), jail_strategy_name(st.params.jail),
              static_cast<unsigned long long>(c.rolls), static_cast<unsigned long long>(c.turns),
              st.players);
  std::printf("%3s %-26s %9s %9s %7s %9s %9s\n", "#", "space", "chain", "engine", "z", "turn ch.",
              "turn eng.");
  double chi2 = 0;
  int cells = 0;
  for (int i = 0; i < ed.space_count(); ++i) {
    const SpaceOdds& s = odds.spaces[static_cast<std::size_t>(i)];
    double seen = c.rolls ? static_cast<double>(c.roll_end[static_cast<std::size_t>(i)]) /
                                static_cast<double>(c.rolls)
                          : 0;
    double seen_turn = c.turns ? static_cast<double>(c.turn_end[static_cast<std::size_t>(i)]) /
                                     static_cast<double>(c.turns)
                               : 0;
    double se = std::sqrt(s.roll_end * (1 - s.roll_end) / static_cast<double>(c.rolls));
    double z = se > 0 ? (seen - s.roll_end) / se : 0;
    if (s.roll_end > 0) {
      chi2 += z * z;
      ++cells;
    }
    std::printf("%3d %-26.26s %8.4f%% %8.4f%% %7.2f %8.4f%% %8.4f%%\n", i,
                ed.spaces[static_cast<std::size_t>(i)].name.c_str(), s.roll_end * 100,
                seen * 100, z, s.turn_end * 100, seen_turn * 100);
  }
  std::printf("\nsum of z^2 over %d spaces: %.1f (z uses the binomial error of independent\n"
              "rolls; successive rolls of one token are correlated, so expect somewhat more\n"
              "than the number of spaces)\n",
              cells, chi2);
  return 0;
}

}  // namespace

int run_insight(int argc, char** argv) {
  Settings st;
  ArgReader args("insight", argc, argv);
  while (args.next()) {
    if (args.help()) {
      usage(stdout);
      return 0;
    }
    if (args.flag("--json", st.json) || args.text("--edition", st.edition) ||
        args.text("--variant", st.variant) || args.text("--editions", st.editions) ||
        args.choice<JailStrategy>("--jail", {{"pay", JailStrategy::kPay}, {"stay", JailStrategy::kStay}},
                                  st.params.jail) ||
        args.choice<JailCards>("--jail-cards",
                               {{"in-deck", JailCards::kInDeck}, {"held", JailCards::kHeldOut}},
                               st.params.jail_cards) ||
        args.number("--opponents", 1, 7, st.opponents) ||
        args.number("--simulate", 1, 100000000, st.simulate) ||
        args.number("--players", 2, 8, st.players) || args.number("--seed", 0, UINT64_MAX, st.seed)) {
      continue;
    }
    args.unknown();
  }
  if (args.failed()) return 2;
  EditionLoad load;
  Options options;
  if (!load_table_edition("insight", st.editions, st.edition, st.variant, 0, load, options)) {
    return 2;
  }
  const Edition& ed = *load.edition;
  if (st.simulate > 0) return simulate(ed, options, st);
  LandingOdds odds = landing_odds(ed, options, st.params);
  std::vector<DeedInsight> deeds = deed_insight(ed, options, odds, st.opponents);
  if (st.json) {
    print_json(ed, st, odds, deeds);
  } else {
    print_text(ed, st, odds, deeds);
  }
  return 0;
}

}  // namespace landlord::cli
