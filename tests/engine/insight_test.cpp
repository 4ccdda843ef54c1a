// Landing odds and deed economics (insight.h): the exact Markov chain of
// token movement checked against the engine's own turn flow, driven
// through apply(), on several boards and jail strategies.
#include <gtest/gtest.h>

#include <bit>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/insight.h"
#include "test_support.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> edition(const char* id) {
  return load_edition_by_id(test::editions_dir(), id).edition;
}

std::string edition_text(const char* id) {
  std::ifstream in(test::editions_dir() + "/" + id + ".json", std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Classic with one change to its text (the first occurrence of `from`).
std::shared_ptr<const Edition> classic_with(const std::string& from, const std::string& to) {
  std::string text = edition_text("classic");
  std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at == std::string::npos) return nullptr;
  text.replace(at, from.size(), to);
  EditionLoad load = load_edition_text(text);
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

Options options_of(const Edition& ed, const char* variant = "") {
  Options o;
  EXPECT_TRUE(edition_options(ed, variant, o)) << variant;
  return o;
}

int most(const LandingOdds& odds, const Edition& ed, bool properties_only) {
  int best = -1;
  for (int i = 0; i < ed.space_count(); ++i) {
    if (properties_only && !ed.spaces[static_cast<std::size_t>(i)].is_property()) continue;
    if (best < 0 || odds.spaces[static_cast<std::size_t>(i)].roll_end >
                        odds.spaces[static_cast<std::size_t>(best)].roll_end) {
      best = i;
    }
  }
  return best;
}

TEST(Insight, ProbabilitiesSumToOneOnEveryEditionAndVariant) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = edition(id);
    ASSERT_TRUE(ed) << id;
    std::vector<std::string> variants = {""};
    for (const Variant& v : ed->variants) variants.push_back(v.id);
    for (const std::string& v : variants) {
      Options o = options_of(*ed, v.c_str());
      for (JailStrategy j : {JailStrategy::kPay, JailStrategy::kStay}) {
        for (JailCards c : {JailCards::kInDeck, JailCards::kHeldOut}) {
          LandingOdds odds = landing_odds(*ed, o, {j, c});
          SCOPED_TRACE(std::string(id) + " " + v + " " + jail_strategy_name(j) + " " +
                       jail_cards_name(c));
          ASSERT_EQ(odds.spaces.size(), static_cast<std::size_t>(ed->space_count()));
          double roll = 0, turn = 0, land = 0, turn_land = 0, rent = 0;
          for (int i = 0; i < ed->space_count(); ++i) {
            const SpaceOdds& s = odds.spaces[static_cast<std::size_t>(i)];
            EXPECT_GE(s.roll_end, 0);
            EXPECT_GE(s.turn_end, 0);
            if (i != ed->jail) {
              EXPECT_EQ(s.roll_in_jail, 0);
              EXPECT_EQ(s.turn_in_jail, 0);
            }
            roll += s.roll_end;
            turn += s.turn_end;
            land += s.roll_land;
            turn_land += s.turn_land;
            // Landing on a property never moves the token on.
            if (ed->spaces[static_cast<std::size_t>(i)].is_property()) {
              EXPECT_NEAR(s.roll_land, s.roll_end, 1e-12) << i;
            }
          }
          for (const RentLanding& r : odds.rent_landings) rent += r.per_turn;
          EXPECT_NEAR(roll, 1.0, 1e-9);
          EXPECT_NEAR(turn, 1.0, 1e-9);
          // Doubles add rolls: 1/6 + 1/36 more at most, less from jail.
          EXPECT_GT(odds.rolls_per_turn, 1.0);
          EXPECT_LT(odds.rolls_per_turn, 1.0 + 1.0 / 6 + 1.0 / 36);
          EXPECT_NEAR(turn_land, land * odds.rolls_per_turn, 1e-9);
          // Every landing on a property is one rent landing.
          double props = 0;
          for (int i = 0; i < ed->space_count(); ++i) {
            if (ed->spaces[static_cast<std::size_t>(i)].is_property()) {
              props += odds.spaces[static_cast<std::size_t>(i)].turn_land;
            }
          }
          EXPECT_NEAR(rent, props, 1e-9);
        }
      }
    }
  }
}

TEST(Insight, ClassicKnownFacts) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  Options o = options_of(*ed);
  int illinois = ed->find_space("Illinois Avenue");
  int go_to_jail = ed->find_space("Go To Jail");
  for (JailStrategy j : {JailStrategy::kPay, JailStrategy::kStay}) {
    for (JailCards c : {JailCards::kInDeck, JailCards::kHeldOut}) {
      SCOPED_TRACE(std::string(jail_strategy_name(j)) + " " + jail_cards_name(c));
      LandingOdds odds = landing_odds(*ed, o, {j, c});
      const SpaceOdds& jail = odds.spaces[static_cast<std::size_t>(ed->jail)];
      EXPECT_EQ(most(odds, *ed, false), ed->jail);
      EXPECT_EQ(most(odds, *ed, true), illinois);
      // Nobody ends a roll on Go To Jail, but one lands there about as
      // often as on its neighbours.
      const SpaceOdds& gtj = odds.spaces[static_cast<std::size_t>(go_to_jail)];
      EXPECT_EQ(gtj.roll_end, 0);
      EXPECT_EQ(gtj.turn_end, 0);
      EXPECT_GT(gtj.roll_land, 0.02);
      EXPECT_LT(gtj.roll_land, 0.03);
      // Just Visiting is landed on; being in jail is not a landing.
      EXPECT_NEAR(jail.roll_land, jail.roll_end - jail.roll_in_jail, 1e-12);
      // Chance sends most drawers elsewhere, Community Chest few.
      for (int i = 0; i < ed->space_count(); ++i) {
        const Space& sp = ed->spaces[static_cast<std::size_t>(i)];
        if (sp.kind != SpaceKind::kCard) continue;
        const SpaceOdds& s = odds.spaces[static_cast<std::size_t>(i)];
        double stays = s.roll_end / s.roll_land;
        if (ed->decks[static_cast<std::size_t>(sp.deck)].id == "chance") {
          EXPECT_LT(stays, 0.5) << i;
        } else {
          EXPECT_GT(stays, 0.8) << i;
        }
      }
    }
  }
  // Staying in jail keeps tokens there longer.
  LandingOdds stay = landing_odds(*ed, o, {JailStrategy::kStay, JailCards::kInDeck});
  LandingOdds pay = landing_odds(*ed, o, {JailStrategy::kPay, JailCards::kInDeck});
  auto jail_of = [&](const LandingOdds& l) { return l.spaces[static_cast<std::size_t>(ed->jail)]; };
  EXPECT_GT(jail_of(stay).roll_in_jail, 2 * jail_of(pay).roll_in_jail);
  EXPECT_LT(stay.rolls_per_turn, pay.rolls_per_turn);
  // With the jail cards held out, the moving Chance cards come up more
  // often: more tokens reach Illinois Avenue by card.
  LandingOdds held = landing_odds(*ed, o, {JailStrategy::kStay, JailCards::kHeldOut});
  EXPECT_GT(held.spaces[static_cast<std::size_t>(illinois)].roll_end,
            stay.spaces[static_cast<std::size_t>(illinois)].roll_end);
}

// The chain follows the edition data, not a built-in board.
TEST(Insight, FollowsTheEditionData) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  Options o = ed->defaults;
  InsightParams params{JailStrategy::kStay, JailCards::kInDeck};
  LandingOdds base = landing_odds(*ed, o, params);
  int illinois = ed->find_space("Illinois Avenue");
  int boardwalk = ed->find_space("Boardwalk");
  int go_to_jail = ed->find_space("Go To Jail");

  auto no_gtj = classic_with("\"kind\": \"go_to_jail\"", "\"kind\": \"free_parking\"");
  ASSERT_TRUE(no_gtj);
  ASSERT_EQ(no_gtj->spaces[static_cast<std::size_t>(go_to_jail)].kind, SpaceKind::kFreeParking);
  LandingOdds free = landing_odds(*no_gtj, o, params);
  EXPECT_GT(free.spaces[static_cast<std::size_t>(go_to_jail)].roll_end, 0.02);
  EXPECT_LT(free.spaces[static_cast<std::size_t>(ed->jail)].roll_in_jail,
            base.spaces[static_cast<std::size_t>(ed->jail)].roll_in_jail / 2);

  auto moved = classic_with("\"space\": \"Illinois Avenue\"", "\"space\": \"Boardwalk\"");
  ASSERT_TRUE(moved);
  LandingOdds m = landing_odds(*moved, o, params);
  EXPECT_LT(m.spaces[static_cast<std::size_t>(illinois)].roll_end,
            base.spaces[static_cast<std::size_t>(illinois)].roll_end - 0.002);
  EXPECT_GT(m.spaces[static_cast<std::size_t>(boardwalk)].roll_end,
            base.spaces[static_cast<std::size_t>(boardwalk)].roll_end + 0.002);

  // One try at doubles (Boutique's Short Game) empties the jail faster.
  Options one = o;
  one.max_jail_turns = 1;
  LandingOdds quick = landing_odds(*ed, one, params);
  EXPECT_LT(quick.spaces[static_cast<std::size_t>(ed->jail)].roll_in_jail,
            base.spaces[static_cast<std::size_t>(ed->jail)].roll_in_jail / 2);
}

// How far the engine's long run is from the chain. The games (each its
// own deck order, 4 tokens) are the independent samples: the standard
// error of each share comes from their spread, which includes the
// correlation of a token's successive rolls and of the decks' fixed order.
struct Agreement {
  double max_abs_z = 0;
  double mean_z2 = 0;
  int cells = 0;
  std::string worst;
};

Agreement agreement(const Edition& ed, const Options& o, JailStrategy sim_jail,
                    const LandingOdds& odds, int games, int turns) {
  int n = ed.space_count();
  // Cells: roll_end per space, roll in jail, turn_end per space, turn in jail.
  int cells = 2 * (n + 1);
  std::vector<double> sum(static_cast<std::size_t>(cells), 0), sq(sum), chain(sum);
  for (int i = 0; i < n; ++i) {
    const SpaceOdds& s = odds.spaces[static_cast<std::size_t>(i)];
    chain[static_cast<std::size_t>(i)] = s.roll_end;
    chain[static_cast<std::size_t>(n + 1 + i)] = s.turn_end;
  }
  chain[static_cast<std::size_t>(n)] = odds.spaces[static_cast<std::size_t>(ed.jail)].roll_in_jail;
  chain[static_cast<std::size_t>(2 * n + 1)] =
      odds.spaces[static_cast<std::size_t>(ed.jail)].turn_in_jail;
  Agreement a;
  for (int g = 0; g < games; ++g) {
    LandingCounts c = simulate_landings(ed, o, sim_jail, 4, turns, 100, 1000 + g);
    EXPECT_EQ(c.turns, static_cast<uint64_t>(4 * turns));
    std::vector<double> share(static_cast<std::size_t>(cells), 0);
    for (int i = 0; i < n; ++i) {
      share[static_cast<std::size_t>(i)] =
          static_cast<double>(c.roll_end[static_cast<std::size_t>(i)]) / c.rolls;
      share[static_cast<std::size_t>(n + 1 + i)] =
          static_cast<double>(c.turn_end[static_cast<std::size_t>(i)]) / c.turns;
    }
    share[static_cast<std::size_t>(n)] = static_cast<double>(c.roll_in_jail) / c.rolls;
    share[static_cast<std::size_t>(2 * n + 1)] = static_cast<double>(c.turn_in_jail) / c.turns;
    for (int k = 0; k < cells; ++k) {
      sum[static_cast<std::size_t>(k)] += share[static_cast<std::size_t>(k)];
      sq[static_cast<std::size_t>(k)] += share[static_cast<std::size_t>(k)] * share[static_cast<std::size_t>(k)];
    }
  }
  double z2 = 0;
  for (int k = 0; k < cells; ++k) {
    double mean = sum[static_cast<std::size_t>(k)] / games;
    double var = (sq[static_cast<std::size_t>(k)] / games - mean * mean) * games / (games - 1);
    double expect = chain[static_cast<std::size_t>(k)];
    if (expect == 0) {
      EXPECT_EQ(mean, 0) << "cell " << k << ": the chain says never";
      continue;
    }
    double se = std::sqrt(std::max(var, 0.0) / games);
    double z = (mean - expect) / se;
    z2 += z * z;
    a.cells++;
    if (std::fabs(z) > a.max_abs_z) {
      a.max_abs_z = std::fabs(z);
      int i = k % (n + 1);
      a.worst = std::string(k > n ? "turn end " : "roll end ") +
                (i == n ? "in jail" : ed.spaces[static_cast<std::size_t>(i)].name) +
                ": chain " + std::to_string(expect) + ", engine " + std::to_string(mean) +
                " +- " + std::to_string(se);
    }
  }
  a.mean_z2 = z2 / a.cells;
  return a;
}

int env_int(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v ? std::atoi(v) : fallback;
}

void expect_agreement(const std::string& label, const Edition& ed, const Options& o, JailStrategy j) {
  // LANDLORD_INSIGHT_GAMES / _TURNS make a longer run (the figures in
  // docs/insight.md); the defaults take a fraction of a second.
  int games = env_int("LANDLORD_INSIGHT_GAMES", 40);
  int turns = env_int("LANDLORD_INSIGHT_TURNS", 10000);
  // The tokens keep the Get Out of Jail Free cards they draw.
  LandingOdds odds = landing_odds(ed, o, {j, JailCards::kHeldOut});
  Agreement a = agreement(ed, o, j, odds, games, turns);
  SCOPED_TRACE(label + " " + jail_strategy_name(j));
  // About 80 cells, t with 39 degrees of freedom: |t| > 5 has odds of about
  // 1e-5 each.
  EXPECT_LT(a.max_abs_z, 5.0) << a.worst;
  EXPECT_LT(a.mean_z2, 2.0);
  if (std::getenv("LANDLORD_INSIGHT_GAMES")) {
    std::printf("%s %s: %d games x 4 tokens x %d turns, max |z| %.2f (%s), mean z^2 %.2f over %d\n",
                label.c_str(), jail_strategy_name(j), games, turns, a.max_abs_z, a.worst.c_str(),
                a.mean_z2, a.cells);
  }
}

TEST(Insight, ClassicChainMatchesTheEnginesLongRun) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  for (JailStrategy j : {JailStrategy::kStay, JailStrategy::kPay}) expect_agreement("classic", *ed, ed->defaults, j);
}

TEST(Insight, OtherBoardsAndVariantsMatchTheEnginesLongRun) {
  // Boutique's Short Game: one try at doubles, its own names and decks.
  auto boutique = edition("boutique");
  ASSERT_TRUE(boutique);
  expect_agreement("boutique short_game", *boutique, options_of(*boutique, "short_game"),
                   JailStrategy::kStay);
  // A board without Go To Jail: the jail is reached by cards and doubles only.
  auto changed = classic_with("\"kind\": \"go_to_jail\"", "\"kind\": \"free_parking\"");
  ASSERT_TRUE(changed);
  expect_agreement("classic without Go To Jail", *changed, changed->defaults, JailStrategy::kStay);
}

// The comparison can fail: the engine's tokens that stay in jail match
// neither the chain of tokens that pay at once nor the chain with the Get
// Out of Jail Free cards in the decks.
TEST(Insight, TheComparisonTellsStrategiesApart) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  LandingOdds pay = landing_odds(*ed, ed->defaults, {JailStrategy::kPay, JailCards::kHeldOut});
  Agreement a = agreement(*ed, ed->defaults, JailStrategy::kStay, pay, 24, 6000);
  EXPECT_GT(a.max_abs_z, 20.0) << a.worst;
  // With the cards in the decks, a drawer of the Get Out of Jail Free card
  // stays on Chance: the engine's tokens, who keep it, end there less.
  LandingOdds in_deck =
      landing_odds(*ed, ed->defaults, {JailStrategy::kStay, JailCards::kInDeck});
  Agreement b = agreement(*ed, ed->defaults, JailStrategy::kStay, in_deck, 40, 10000);
  EXPECT_GT(b.max_abs_z, 10.0) << b.worst;
}

// The Classic table of docs/insight.md is what the chain says.
TEST(Insight, DocumentedClassicFiguresMatch) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  LandingOdds stay = landing_odds(*ed, ed->defaults, {JailStrategy::kStay, JailCards::kInDeck});
  LandingOdds pay = landing_odds(*ed, ed->defaults, {JailStrategy::kPay, JailCards::kInDeck});
  std::ifstream in(test::source_dir() + "/docs/insight.md");
  ASSERT_TRUE(in);
  std::string line;
  int rows = 0;
  auto percent = [](const std::string& cell) { return std::atof(cell.c_str()) / 100; };
  while (std::getline(in, line)) {
    // | # | space | roll end, stay | roll end, pay | landed per roll, stay | turn end, stay |
    if (line.size() < 3 || line[0] != '|' || !std::isdigit(static_cast<unsigned char>(line[2]))) {
      continue;
    }
    std::vector<std::string> cells;
    std::stringstream ss(line.substr(1));
    std::string cell;
    while (std::getline(ss, cell, '|')) cells.push_back(cell);
    ASSERT_GE(cells.size(), 6u) << line;
    int i = std::atoi(cells[0].c_str());
    ASSERT_GE(i, 0);
    ASSERT_LT(i, ed->space_count());
    EXPECT_NE(cells[1].find(ed->spaces[static_cast<std::size_t>(i)].name), std::string::npos) << line;
    const SpaceOdds& s = stay.spaces[static_cast<std::size_t>(i)];
    const SpaceOdds& p = pay.spaces[static_cast<std::size_t>(i)];
    EXPECT_NEAR(percent(cells[2]), s.roll_end, 0.0000051) << line;
    EXPECT_NEAR(percent(cells[3]), p.roll_end, 0.0000051) << line;
    EXPECT_NEAR(percent(cells[4]), s.roll_land, 0.0000051) << line;
    EXPECT_NEAR(percent(cells[5]), s.turn_end, 0.0000051) << line;
    ++rows;
  }
  EXPECT_EQ(rows, ed->space_count());
}

TEST(Insight, DeedEconomicsUseTheEnginesRent) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  Options o = ed->defaults;
  LandingOdds odds = landing_odds(*ed, o, {JailStrategy::kStay, JailCards::kInDeck});
  std::vector<DeedInsight> three = deed_insight(*ed, o, odds, 3);
  std::vector<DeedInsight> one = deed_insight(*ed, o, odds, 1);
  ASSERT_EQ(three.size(), static_cast<std::size_t>(std::popcount(ed->property_mask)));
  ASSERT_EQ(one.size(), three.size());
  double nearest_rail = 0;  // landings by "nearest railroad" cards (pay double)
  for (const RentLanding& r : odds.rent_landings) {
    if (r.rent_multiplier == 2) nearest_rail += r.per_turn;
  }
  EXPECT_GT(nearest_rail, 0);
  for (std::size_t k = 0; k < three.size(); ++k) {
    const DeedInsight& d = three[k];
    const Space& sp = ed->spaces[static_cast<std::size_t>(d.space)];
    SCOPED_TRACE(sp.name);
    EXPECT_EQ(d.price, sp.price);
    EXPECT_NEAR(d.landings_per_turn, odds.spaces[static_cast<std::size_t>(d.space)].turn_land, 1e-15);
    ASSERT_EQ(d.levels.size(), one[k].levels.size());
    for (std::size_t l = 0; l < d.levels.size(); ++l) {
      const DeedLevel& x = d.levels[l];
      EXPECT_GT(x.rent_per_turn, 0);
      EXPECT_NEAR(x.payback_turns, x.invested / x.rent_per_turn, 1e-9);
      EXPECT_NEAR(x.payback_rounds * 3, one[k].levels[l].payback_rounds, 1e-9);
    }
    if (sp.kind == SpaceKind::kSite) {
      int hph = o.houses_per_hotel;
      ASSERT_EQ(d.levels.size(), static_cast<std::size_t>(hph + 3));
      // Sites: the landing rate times the printed rent of each row.
      EXPECT_NEAR(d.levels[0].rent_per_turn, d.landings_per_turn * sp.rent[0], 1e-12);
      EXPECT_NEAR(d.levels[1].rent_per_turn, d.landings_per_turn * sp.rent[0] * 2, 1e-12);
      for (int h = 1; h <= hph; ++h) {
        const DeedLevel& x = d.levels[static_cast<std::size_t>(h + 1)];
        EXPECT_NEAR(x.rent_per_turn, d.landings_per_turn * sp.rent[h], 1e-12);
        EXPECT_EQ(x.invested, sp.price + h * sp.house_cost);
        EXPECT_EQ(x.step_cost, sp.house_cost);
        double extra = x.rent_per_turn - d.levels[static_cast<std::size_t>(h)].rent_per_turn;
        EXPECT_NEAR(x.step_payback_rounds, sp.house_cost / (3 * extra), 1e-9);
      }
      const DeedLevel& hotel = d.levels.back();
      EXPECT_EQ(hotel.kind, RentRowKind::kHotel);
      EXPECT_NEAR(hotel.rent_per_turn, d.landings_per_turn * sp.rent[5], 1e-12);
      EXPECT_EQ(hotel.invested, sp.price + hph * sp.house_cost + sp.hotel_cost);
    } else if (sp.kind == SpaceKind::kRailroad) {
      // The nearest-railroad cards pay double: more than the plain rate.
      double card = 0;
      for (const RentLanding& r : odds.rent_landings) {
        if (r.space == d.space && r.rent_multiplier == 2) card += r.per_turn;
      }
      for (std::size_t l = 0; l < d.levels.size(); ++l) {
        int rent = ed->railroad_rent[l];
        EXPECT_NEAR(d.levels[l].rent_per_turn, (d.landings_per_turn + card) * rent, 1e-12);
      }
    } else {
      // Utilities: dice x 4 or 10 by dice, 10 x a fresh throw by card; the
      // dice that bring a token there are not 7 on average.
      double plain = 0, card = 0, dice = 0;
      for (const RentLanding& r : odds.rent_landings) {
        if (r.space != d.space) continue;
        if (r.dice_multiplier > 0) {
          card += r.per_turn * r.dice_multiplier * 7;
        } else {
          plain += r.per_turn;
          dice += r.per_turn * r.dice_total;
        }
      }
      EXPECT_GT(card, 0);
      EXPECT_GT(std::fabs(dice / plain - 7), 0.05);
      for (std::size_t l = 0; l < d.levels.size(); ++l) {
        EXPECT_NEAR(d.levels[l].rent_per_turn, dice * ed->utility_multiplier[l] + card, 1e-9);
      }
    }
  }
}

}  // namespace
}  // namespace landlord
