// Derived queries (queries.h) agree with what apply() and rent_due() do,
// on every edition and with the options that change them.
#include <gtest/gtest.h>

#include <bit>
#include <string>
#include <vector>

#include "engine/game.h"
#include "test_support.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> edition(const char* id) {
  return load_edition_by_id(test::editions_dir(), id).edition;
}

const RentRow* current_row(const std::vector<RentRow>& rows) {
  const RentRow* found = nullptr;
  for (const RentRow& r : rows) {
    if (r.current) {
      EXPECT_EQ(found, nullptr) << "two current rows";
      found = &r;
    }
  }
  return found;
}

// For every site of every edition, at every building level the options
// allow: the ladder has one row per house up to houses_per_hotel, and its
// current row is the rent rent_due() charges; next_building() costs what
// apply() takes and yields the rent of the next row.
TEST(Queries, RentLadderAndNextBuildingMatchTheRules) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = edition(id);
    ASSERT_TRUE(ed) << id;
    for (int hph : {3, 4}) {
      Options o = ed->defaults;
      o.houses_per_hotel = static_cast<uint8_t>(hph);
      for (const Group& g : ed->groups) {
        GameState s = new_game(*ed, o, 2, 1);
        s.phase = Phase::kEndTurn;
        s.decider = s.current = 0;
        for (uint64_t m = g.mask; m; m &= m - 1) set_owner(s, std::countr_zero(m), 0);
        int site = std::countr_zero(g.mask);
        SCOPED_TRACE(std::string(id) + " " + g.name + " houses_per_hotel " + std::to_string(hph));
        std::vector<RentRow> rows = rent_ladder(*ed, s, site);
        int house_rows = 0;
        for (const RentRow& r : rows) house_rows += r.kind == RentRowKind::kHouses ? 1 : 0;
        EXPECT_EQ(house_rows, hph) << "one row per house up to houses_per_hotel";
        EXPECT_EQ(rows.size(), static_cast<std::size_t>(hph + 3));
        // Build evenly up to a hotel, checking every level on `site`.
        for (int level = 0; level <= hph + 1; ++level) {
          rows = rent_ladder(*ed, s, site);
          const RentRow* now = current_row(rows);
          ASSERT_NE(now, nullptr) << "level " << level;
          EXPECT_EQ(now->rent, rent_due(*ed, s, site, 7)) << "level " << level;
          NextBuilding nb = next_building(*ed, s, site);
          if (level == hph + 1) {
            EXPECT_FALSE(nb.possible);
            break;
          }
          ASSERT_TRUE(nb.possible);
          EXPECT_EQ(nb.kind == BuildingKind::kHotel, level == hph);
          s.players[0].cash = 100000;
          Money before = s.players[0].cash;
          ApplyResult r = apply(*ed, s, Action::make(ActionType::kBuild, 0, site));
          ASSERT_TRUE(r.ok()) << r.message;
          EXPECT_EQ(before - s.players[0].cash, nb.cost);
          EXPECT_EQ(rent_due(*ed, s, site, 7), nb.rent_after);
          // The rest of the group follows, so the next build is even.
          for (uint64_t m = g.mask & (g.mask - 1); m; m &= m - 1) {
            ASSERT_TRUE(apply(*ed, s, Action::make(ActionType::kBuild, 0, std::countr_zero(m))).ok());
          }
        }
      }
    }
  }
}

TEST(Queries, RailroadAndUtilityLaddersFollowWhatIsOwned) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = edition(id);
    ASSERT_TRUE(ed) << id;
    for (uint64_t mask : {ed->railroad_mask, ed->utility_mask}) {
      if (!mask) continue;
      GameState s = new_game(*ed, ed->defaults, 2, 1);
      int first = std::countr_zero(mask);
      EXPECT_EQ(rent_ladder(*ed, s, first).size(), static_cast<std::size_t>(std::popcount(mask)))
          << id << ": one row per deed of the kind on the board";
      std::vector<RentRow> unowned = rent_ladder(*ed, s, first);
      EXPECT_EQ(current_row(unowned), nullptr) << "unowned: no current row";
      int owned = 0;
      for (uint64_t m = mask; m; m &= m - 1) {
        set_owner(s, std::countr_zero(m), 0);
        ++owned;
        std::vector<RentRow> rows = rent_ladder(*ed, s, first);
        const RentRow* now = current_row(rows);
        ASSERT_NE(now, nullptr);
        EXPECT_EQ(now->count, owned);
        Money due = rent_due(*ed, s, first, 7);
        EXPECT_EQ(now->dice_multiplier ? now->dice_multiplier * 7 : now->rent, due) << id;
      }
    }
  }
}

// may_act and may_propose_trade agree with validate() in every phase that
// random games reach.
TEST(Queries, WhoMayActAgreesWithValidate) {
  auto ed = edition("boutique");
  ASSERT_TRUE(ed);
  Options o = ed->defaults;
  o.owner_must_claim_rent = true;
  o.start_cash = 600;
  Pcg32 rng = Pcg32::seeded(17);
  int between = 0, raising = 0;
  for (int game = 0; game < 20; ++game) {
    GameState s = new_game(*ed, o, 4, 300 + game);
    for (int step = 0; step < 1500 && s.phase != Phase::kGameOver; ++step) {
      between += between_rolls(s) ? 1 : 0;
      raising += s.phase == Phase::kRaiseCash ? 1 : 0;
      for (int p = 0; p < s.player_count; ++p) {
        std::vector<Action> mine;
        legal_actions_for(*ed, s, p, mine);
        if (!mine.empty()) {
          EXPECT_TRUE(may_act(s, p)) << phase_name(s.phase) << " player " << p;
        }
        if (!may_act(s, p)) {
          EXPECT_TRUE(mine.empty());
        }
        int to = (p + 1) % s.player_count;
        if (s.players[to].bankrupt || s.players[p].bankrupt) continue;
        Action t = Action::make(ActionType::kProposeTrade, p);
        t.trade.from = static_cast<int8_t>(p);
        t.trade.to = static_cast<int8_t>(to);
        t.trade.cash_given = std::min<Money>(1, s.players[p].cash);
        t.trade.cash_asked = t.trade.cash_given == 0 ? std::min<Money>(1, s.players[to].cash) : 0;
        if (t.trade.cash_given == 0 && t.trade.cash_asked == 0) continue;
        Rejection r = validate(*ed, s, t);
        bool phase_allows = r != Rejection::kNotNow && r != Rejection::kNotYourDecision;
        EXPECT_EQ(may_propose_trade(s, p), phase_allows)
            << phase_name(s.phase) << " player " << p << ": " << rejection_name(r);
      }
      std::vector<Action> legal = legal_actions(*ed, s);
      ASSERT_FALSE(legal.empty()) << phase_name(s.phase);
      Action a = rng.below(3) ? legal[0] : legal[rng.below(static_cast<uint32_t>(legal.size()))];
      ASSERT_TRUE(apply(*ed, s, a).ok());
    }
  }
  EXPECT_GT(between, 100);
  EXPECT_GT(raising, 0);
}

// The "$400 on GO" house rule: landing exactly on GO pays go_landing_pay().
TEST(Queries, DoubleSalaryOnGoIsWhatLandingPays) {
  auto ed = test::classic();
  Options o = ed->defaults;
  EXPECT_FALSE(double_salary_on_go(o));
  set_double_salary_on_go(o, true);
  EXPECT_TRUE(double_salary_on_go(o));
  EXPECT_EQ(go_landing_pay(o), 2 * Money{o.salary});
  GameState s = new_game(*ed, o, 2, 1);
  s.phase = Phase::kAwaitRoll;
  s.decider = s.current = 0;
  s.players[0].position = static_cast<uint8_t>(ed->space_count() - 3);
  ASSERT_TRUE(force_dice(s, 1, 2));
  Money before = s.players[0].cash;
  ASSERT_TRUE(apply(*ed, s, Action::make(ActionType::kRoll, 0)).ok());
  EXPECT_EQ(s.players[0].position, 0);
  EXPECT_EQ(s.players[0].cash - before, go_landing_pay(o));
  set_double_salary_on_go(o, false);
  EXPECT_EQ(o.go_landing_bonus, 0);
  EXPECT_EQ(go_landing_pay(o), o.salary);
}

}  // namespace
// The valuation lines the game-over screen shows add up to net_worth, and
// each line counts what the rulebook counts: deeds at price (half when
// mortgaged), houses at cost, a hotel at cost with the houses traded in.
TEST(Queries, WorthPartsAddUpToNetWorth) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  GameState s = new_game(*ed, ed->defaults, 2, 1);
  const Group& g = ed->groups[0];
  std::vector<int> sites;
  for (uint64_t m = g.mask; m; m &= m - 1) sites.push_back(std::countr_zero(m));
  ASSERT_GE(sites.size(), 2u);
  for (int i : sites) set_owner(s, i, 0);
  s.deeds[sites[0]].hotel = true;
  s.deeds[sites[1]].houses = 2;
  int rail = -1;
  for (int i = 0; i < ed->space_count(); ++i) {
    if (ed->spaces[i].kind == SpaceKind::kRailroad) { rail = i; break; }
  }
  ASSERT_GE(rail, 0);
  set_owner(s, rail, 0);
  s.deeds[rail].mortgaged = true;
  WorthParts w = worth_parts(*ed, s, 0);
  EXPECT_EQ(w.cash, s.players[0].cash);
  EXPECT_EQ(w.deeds, static_cast<int>(sites.size()) + 1);
  EXPECT_EQ(w.mortgaged, 1);
  EXPECT_EQ(w.hotels, 1);
  EXPECT_EQ(w.houses, 2);
  int64_t deeds = ed->spaces[rail].price / 2;
  for (int i : sites) deeds += ed->spaces[i].price;
  EXPECT_EQ(w.deed_value, deeds);
  const Space& h = ed->spaces[sites[0]];
  EXPECT_EQ(w.building_value, h.hotel_cost + int64_t{s.options.houses_per_hotel} * h.house_cost +
                                  2 * int64_t{ed->spaces[sites[1]].house_cost});
  EXPECT_EQ(w.total(), net_worth(*ed, s, 0));
  EXPECT_EQ(worth_parts(*ed, s, 1).total(), net_worth(*ed, s, 1));
}

}  // namespace landlord
