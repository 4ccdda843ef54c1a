// Random-game property tests: thousands of seeded games played by a mix of
// bots and random legal actions (including random trade proposals and
// building, selling and mortgaging by players other than the decider
// between rolls), with the game's invariants checked after every action.
//
//   after every action: the engine's invariants (engine/invariants.h: money
//   conserved, one holder per deed, 32 houses and 12 hotels in all, even
//   building, no buildings on a mortgaged group, no negative cash outside
//   raising cash, a copy equals the original), a rejected action changed nothing;
//   state -> JSON -> state is equal (the canonical form, state.h);
//   every kSaveEvery actions and at the end: save -> load gives the state.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/game.h"
#include "engine/invariants.h"
#include "source_dir.h"

namespace landlord {
namespace {

constexpr int kSaveEvery = 400;

std::shared_ptr<const Edition> edition(const char* id) {
  return load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", id).edition;
}

std::shared_ptr<const Edition> classic() {
  static std::shared_ptr<const Edition> ed = edition("classic");
  return ed;
}

// Every edition with its standard rules and each published variant.
struct GameSetup {
  std::shared_ptr<const Edition> ed;
  Options options;
  std::string name;
};

const std::vector<GameSetup>& every_edition_and_variant() {
  static const std::vector<GameSetup> setups = [] {
    std::vector<GameSetup> out;
    for (const char* id : {"classic", "travel", "boutique"}) {
      std::shared_ptr<const Edition> ed = edition(id);
      if (!ed) continue;
      std::vector<std::string> variants{""};
      for (const Variant& v : ed->variants) variants.push_back(v.id);
      for (const std::string& v : variants) {
        GameSetup s{ed, ed->defaults, std::string(id) + (v.empty() ? "" : "/" + v)};
        if (edition_options(*ed, v, s.options)) out.push_back(s);
      }
    }
    return out;
  }();
  return setups;
}

TradeOffer random_trade(const Edition& ed, const GameState& s, Pcg32& rng, int from) {
  TradeOffer t;
  t.from = static_cast<int8_t>(from);
  t.to = static_cast<int8_t>(rng.below(s.player_count));
  uint64_t theirs = t.to >= 0 ? deeds_of(ed, s, t.to) : 0;
  uint64_t mine = deeds_of(ed, s, from);
  for (uint64_t m = mine; m;) {
    int i = std::countr_zero(m);
    m &= m - 1;
    if (rng.below(4) == 0) t.deeds_given |= bit(i);
  }
  for (uint64_t m = theirs; m;) {
    int i = std::countr_zero(m);
    m &= m - 1;
    if (rng.below(4) == 0) t.deeds_asked |= bit(i);
  }
  if (rng.below(2)) t.cash_given = static_cast<int32_t>(rng.below(1 + s.players[from].cash / 2 + 1));
  if (rng.below(2)) t.cash_asked = static_cast<int32_t>(rng.below(300));
  if (rng.below(8) == 0) t.jail_cards_given = static_cast<uint8_t>(rng.below(4));
  if (rng.below(8) == 0) t.jail_cards_asked = static_cast<uint8_t>(rng.below(4));
  return t;
}

struct Totals {
  uint64_t actions = 0;
  uint64_t rejected = 0;
  uint64_t trades_accepted = 0;
  int games_over = 0;
  int short_hotel_sales = 0;  // hotels sold while the Bank was short of houses
};

void play_random_game(const GameSetup& setup, uint64_t seed, Totals& totals) {
  SCOPED_TRACE(setup.name);
  std::shared_ptr<const Edition> ed = setup.ed;
  Pcg32 rng = Pcg32::seeded(seed, 99);
  int players =
      ed->min_players + static_cast<int>(rng.below(ed->max_players - ed->min_players + 1));
  Options options = setup.options;
  // Some games use the house rules and variants the engine supports.
  if (rng.below(4) == 0) options.free_parking_pot = true;
  if (rng.below(4) == 0) options.bankrupt_to_bank = BankruptcyToBank::kReturn;
  if (rng.below(6) == 0) options.auctions = false;
  if (rng.below(6) == 0) options.start_cash = 300;  // bankruptcies early
  if (rng.below(6) == 0) options.owner_must_claim_rent = true;
  std::vector<std::string> names;
  // (append, not operator+: GCC 12 warns falsely on "P" + std::to_string)
  for (int p = 0; p < players; ++p) names.push_back(std::string("P").append(std::to_string(p + 1)));
  Game game = start_game(ed, options, names, seed);
  // Per seat: a bot, or nullptr for random legal actions.
  std::unique_ptr<ai::Bot> bots[kMaxPlayers];
  for (int p = 0; p < players; ++p) {
    uint32_t k = rng.below(5);
    if (k < 3) {
      ai::Skill skill{static_cast<ai::Level>(k), rng.below(2) ? ai::JailPolicy::kStayLong
                                                              : ai::JailPolicy::kLeaveAtOnce};
      bots[p] = ai::make_bot(skill, seed + static_cast<uint64_t>(p));
    }
  }
  const int max_actions = 250 + static_cast<int>(rng.below(500));
  std::vector<Action> options_list;
  for (int n = 0; n < max_actions && game.state.phase != Phase::kGameOver; ++n) {
    GameState& s = game.state;
    ASSERT_TRUE(s.decider >= 0 && s.decider < s.player_count)
        << "nobody decides in phase " << phase_name(s.phase);
    Action a;
    bool from_bot = false;
    bool between_rolls = s.phase == Phase::kAwaitRoll || s.phase == Phase::kEndTurn;
    uint32_t roll = rng.below(100);
    if (between_rolls && roll < 6) {
      int from = static_cast<int>(rng.below(s.player_count));
      a = Action::make(ActionType::kProposeTrade, from);
      a.trade = random_trade(*ed, s, rng, from);
    } else if (between_rolls && roll < 20) {
      int who = static_cast<int>(rng.below(s.player_count));
      options_list.clear();
      legal_actions_for(*ed, s, who, options_list);
      if (options_list.empty()) continue;
      a = options_list[rng.below(static_cast<uint32_t>(options_list.size()))];
    } else if (roll < 22) {
      // Anything at all, mostly illegal: must be rejected without change.
      a = Action::make(static_cast<ActionType>(rng.below(kActionTypeCount)),
                       static_cast<int>(rng.below(s.player_count + 1)),
                       static_cast<int>(rng.below(44)) - 2,
                       static_cast<int>(rng.below(600)));
    } else if (s.options.time_limit_minutes > 0 && roll < 24 && s.decider >= 0) {
      // The host's clock: the game may end at any decision, debts pending.
      a = Action::make(ActionType::kClockTick, s.decider, -1, 60000);
    } else if (bots[s.decider]) {
      a = bots[s.decider]->decide(*ed, observe(s, s.decider));
      from_bot = true;
    } else {
      options_list.clear();
      legal_actions_for(*ed, s, s.decider, options_list);
      ASSERT_FALSE(options_list.empty()) << "no legal action, phase " << phase_name(s.phase);
      a = options_list[rng.below(static_cast<uint32_t>(options_list.size()))];
    }
    GameState before = s;
    if (a.type == ActionType::kSellBuilding && a.space >= 0 && a.space < kMaxSpaces &&
        s.deeds[a.space].hotel && s.bank_houses < s.options.houses_per_hotel)
      ++totals.short_hotel_sales;
    bool was_response = s.phase == Phase::kTradeResponse;
    ApplyResult r = play(game, a);
    ++totals.actions;
    if (!r.ok()) {
      ++totals.rejected;
      ASSERT_TRUE(s == before) << "rejected action changed the state: "
                               << describe_action(*ed, a);
      ASSERT_FALSE(from_bot) << "bot action rejected: " << describe_action(*ed, a) << " ("
                             << r.message << ") seed " << seed;
      continue;
    }
    if (was_response && a.type == ActionType::kAcceptTrade) ++totals.trades_accepted;
    // The engine's invariants (engine/invariants.h, as `landlord-cli soak`
    // checks them), the canonical form among them, and every state the
    // engine reaches saves exactly: state -> JSON -> state compares equal.
    ASSERT_EQ(broken_invariant(*ed, s), "") << "after " << describe_action(*ed, a) << ", seed " << seed
                                            << ", action " << n;
    ASSERT_EQ(broken_round_trip(*ed, s), "") << "after " << describe_action(*ed, a) << ", seed " << seed;
    if (n % kSaveEvery == kSaveEvery - 1) {
      SaveLoad load = load_save_text(save_to_text(game), ed);
      ASSERT_TRUE(load.ok()) << load.error << ", seed " << seed;
      ASSERT_TRUE(load.game.state == s) << "save/load differs, seed " << seed;
    }
  }
  SaveLoad load = load_save_text(save_to_text(game), ed);
  ASSERT_TRUE(load.ok()) << load.error << ", seed " << seed;
  ASSERT_TRUE(load.game.state == game.state) << "save/load differs at the end, seed " << seed;
  if (game.state.phase == Phase::kGameOver) ++totals.games_over;
}

TEST(RandomGames, InvariantsHoldAfterEveryAction) {
  ASSERT_TRUE(classic());
  const std::vector<GameSetup>& setups = every_edition_and_variant();
  ASSERT_GE(setups.size(), 6u);
  Totals totals;
  constexpr int kGames = 1000;
  for (int g = 0; g < kGames; ++g) {
    // Every other game classic; the rest every edition and variant in turn.
    const GameSetup& setup = g % 2 == 0 ? setups[0] : setups[static_cast<std::size_t>(g / 2) % setups.size()];
    play_random_game(setup, 0x5eed0000u + static_cast<uint64_t>(g), totals);
    if (HasFatalFailure()) return;
  }
  // The mix must really exercise the engine, not stall in rejections.
  EXPECT_GT(totals.actions, 350000u);
  EXPECT_GT(totals.trades_accepted, 10u);
  EXPECT_GT(totals.games_over, 20);
  std::printf("random games: %d, actions %llu (%llu rejected), trades accepted %llu, "
              "finished %d, hotels sold in a house shortage %d\n",
              kGames, static_cast<unsigned long long>(totals.actions),
              static_cast<unsigned long long>(totals.rejected),
              static_cast<unsigned long long>(totals.trades_accepted), totals.games_over,
              totals.short_hotel_sales);
}

}  // namespace
}  // namespace landlord
