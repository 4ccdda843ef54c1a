// Random-game property tests: at every step, money and buildings are
// conserved, the state survives a JSON round trip, clones compare equal and
// rejected actions change nothing. Plus saves: round trip and hostile input.
#include <gtest/gtest.h>

#include <bit>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/invariants.h"
#include "engine/json.h"
#include "test_support.h"

namespace landlord {
namespace {

void check_invariants(const Edition& ed, const GameState& s) {
  ASSERT_EQ(money_in_play(s), expected_money_in_play(s));
  int houses = s.bank_houses, hotels = s.bank_hotels;
  for (int i = 0; i < ed.space_count(); ++i) {
    houses += s.deeds[i].houses;
    hotels += s.deeds[i].hotel ? 1 : 0;
    if (s.deeds[i].owner >= 0) {
      ASSERT_FALSE(s.players[s.deeds[i].owner].bankrupt) << "a bankrupt player owns a deed";
    }
  }
  ASSERT_EQ(houses, ed.bank_houses);
  ASSERT_EQ(hotels, ed.bank_hotels);
  ASSERT_EQ(owned_masks_agree(s), "");
  for (int p = 0; p < s.player_count; ++p) {
    if (s.phase != Phase::kRaiseCash) {
      ASSERT_GE(s.players[p].cash, 0);
    }
  }
  // Every card is either in its deck or held as a jail card.
  for (std::size_t d = 0; d < ed.decks.size(); ++d) {
    int held = 0;
    for (int p = 0; p < s.player_count; ++p) held += s.players[p].jail_cards[d];
    ASSERT_EQ(s.decks[d].size + held, static_cast<int>(ed.decks[d].cards.size()));
  }
}

// Picks a random legal action, leaning towards moving the game on; false
// when there is none (a broken rule: the caller fails the test).
bool random_action(const Edition& ed, const GameState& s, Pcg32& rng, Action& out) {
  std::vector<Action> legal = legal_actions(ed, s);
  if (legal.empty()) return false;
  out = rng.below(4) != 0 ? legal[0] : legal[rng.below(static_cast<uint32_t>(legal.size()))];
  return true;
}

// state -> JSON -> state is exact, and the state is in canonical form.
void check_round_trip(const Edition& ed, const GameState& s) {
  ASSERT_EQ(non_canonical(s), "");
  JsonReader reader;
  GameState back;
  ASSERT_TRUE(state_from_json(ed, state_to_json(ed, s), "", reader, back)) << reader.error();
  ASSERT_EQ(back, s);
}

Action random_garbage(const Edition& ed, const GameState& s, Pcg32& rng) {
  Action a;
  a.type = static_cast<ActionType>(rng.below(kActionTypeCount));
  a.player = static_cast<int8_t>(static_cast<int>(rng.below(s.player_count + 2)) - 1);
  a.space = static_cast<int8_t>(static_cast<int>(rng.below(ed.space_count() + 4)) - 2);
  a.amount = static_cast<int32_t>(rng.below(3000)) - 100;
  a.trade.from = a.player;
  a.trade.to = static_cast<int8_t>(rng.below(s.player_count + 1));
  a.trade.cash_given = static_cast<int32_t>(rng.below(200));
  a.trade.deeds_given = uint64_t{1} << rng.below(40);
  a.trade.deeds_asked = uint64_t{1} << rng.below(40);
  return a;
}

// Each player's deed mask follows set_owner(); an owner copied in past it
// (a whole Deed assigned) is caught by the invariants.
TEST(OwnedMasks, FollowTheOwners) {
  auto ed = test::classic();
  Options o = ed->defaults;
  o.deal_deeds = 0;
  GameState s = new_game(*ed, o, 3, 7);
  const int a = std::countr_zero(ed->property_mask);
  const int b = std::countr_zero(ed->property_mask & (ed->property_mask - 1));
  set_owner(s, a, 1);
  set_owner(s, b, 1);
  EXPECT_EQ(s.owned[1], (uint64_t{1} << a) | (uint64_t{1} << b));
  set_owner(s, a, 2);
  EXPECT_EQ(s.owned[1], uint64_t{1} << b);
  EXPECT_EQ(s.owned[2], uint64_t{1} << a);
  set_owner(s, b, kBank);
  EXPECT_EQ(s.owned[1], 0u);
  EXPECT_EQ(owned_masks_agree(s), "");
  EXPECT_EQ(broken_invariant(*ed, s), "");
  GameState other = s;
  set_owner(other, b, 0);
  s.deeds[b] = other.deeds[b];  // the owner without the mask
  EXPECT_EQ(owned_masks_agree(s), "owned[0]");
  EXPECT_NE(broken_invariant(*ed, s).find("deed masks"), std::string::npos);
}

TEST(RandomGames, InvariantsHoldAtEveryStep) {
  auto ed = test::classic();
  Pcg32 rng = Pcg32::seeded(2024);
  for (int game = 0; game < 60; ++game) {
    int players = 2 + static_cast<int>(rng.below(7));
    GameState s = new_game(*ed, ed->defaults, players, 1000 + game);
    for (int step = 0; step < 3000 && s.phase != Phase::kGameOver; ++step) {
      // A rejected action changes nothing.
      GameState before = s;
      Action junk = random_garbage(*ed, s, rng);
      ApplyResult r = apply(*ed, s, junk);
      if (!r.ok()) {
        ASSERT_EQ(s, before) << describe_action(*ed, junk);
        ASSERT_FALSE(r.message.empty());
      }
      check_invariants(*ed, s);
      // Clones are equal and the JSON round trip is exact.
      GameState clone = s;
      ASSERT_EQ(clone, s);
      if (step % 50 == 0) check_round_trip(*ed, s);
      Action a;
      ASSERT_TRUE(random_action(*ed, s, rng, a)) << "no legal action, " << phase_name(s.phase);
      EventLog log;
      ApplyResult res = apply(*ed, s, a, &log);
      ASSERT_TRUE(res.ok()) << describe_action(*ed, a) << ": " << res.message;
      for (const Event& e : log) ASSERT_FALSE(describe(*ed, e).empty());
      check_invariants(*ed, s);
    }
  }
}

// Every edition, standard rules and each published variant, plus the house
// rules switched on together: the same invariants at every step, and a game
// that ends reports why and who is richest.
TEST(RandomGames, EveryEditionAndVariant) {
  struct Setup {
    std::string edition;
    std::string variant;
    bool house_rules;
  };
  std::vector<Setup> setups;
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto load = load_edition_by_id(test::editions_dir(), id);
    ASSERT_TRUE(load.edition) << load.error;
    setups.push_back({id, "", false});
    setups.push_back({id, "", true});
    for (const Variant& v : load.edition->variants) setups.push_back({id, v.id, false});
  }
  Pcg32 rng = Pcg32::seeded(99);
  int ended = 0;
  for (const Setup& setup : setups) {
    auto ed = load_edition_by_id(test::editions_dir(), setup.edition).edition;
    Options o;
    ASSERT_TRUE(edition_options(*ed, setup.variant, o)) << setup.variant;
    if (setup.house_rules) {
      o.free_parking_pot = true;
      o.go_landing_bonus = o.salary;
      o.no_rent_while_in_jail = true;
      o.auctions = false;
      o.start_cash = 1000;
      o.owner_must_claim_rent = true;
    }
    SCOPED_TRACE(setup.edition + "/" + setup.variant + (setup.house_rules ? "/house" : ""));
    for (int game = 0; game < 12; ++game) {
      int players =
          ed->min_players + static_cast<int>(rng.below(ed->max_players - ed->min_players + 1));
      GameState s = new_game(*ed, o, players, 500 + game);
      check_invariants(*ed, s);
      for (int step = 0; step < 4000 && s.phase != Phase::kGameOver; ++step) {
        GameState before = s;
        Action junk = random_garbage(*ed, s, rng);
        if (junk.type == ActionType::kClockTick) junk.amount = 0;  // only a rejected tick here
        ApplyResult r = apply(*ed, s, junk);
        if (!r.ok()) {
          ASSERT_EQ(s, before) << describe_action(*ed, junk);
          ASSERT_FALSE(r.message.empty());
        }
        check_invariants(*ed, s);
        Action a;
        ASSERT_TRUE(random_action(*ed, s, rng, a)) << "no legal action, " << phase_name(s.phase);
        // The host's clock: a minute of play every 20 steps.
        if (o.time_limit_minutes > 0 && step % 20 == 19 && s.decider >= 0) {
          a = Action::make(ActionType::kClockTick, s.decider, -1, 60000);
        }
        EventLog log;
        ApplyResult res = apply(*ed, s, a, &log);
        ASSERT_TRUE(res.ok()) << describe_action(*ed, a) << ": " << res.message;
        for (const Event& e : log) ASSERT_FALSE(describe(*ed, e).empty());
        check_invariants(*ed, s);
        // The state saves exactly (after every action in the property
        // tests, tests/property/random_games_test.cpp).
        if (step % 10 == 0 || s.phase == Phase::kGameOver) check_round_trip(*ed, s);
      }
      if (s.phase == Phase::kGameOver) {
        ++ended;
        ASSERT_NE(s.game_end, GameEnd::kNone);
        ASSERT_GE(s.winner, 0);
        for (int p = 0; p < s.player_count; ++p) {
          ASSERT_LE(valuation(*ed, s, p), valuation(*ed, s, s.winner));
        }
        if (o.time_limit_minutes > 0 && s.game_end == GameEnd::kTimeUp) {
          ASSERT_EQ(s.clock_ms_left, 0u);
        }
      }
    }
  }
  EXPECT_GT(ended, 0);
}

TEST(RandomGames, EventsDoNotChangeTheOutcome) {
  auto ed = test::classic();
  GameState a = new_game(*ed, ed->defaults, 4, 77);
  GameState b = a;
  Pcg32 ra = Pcg32::seeded(5), rb = Pcg32::seeded(5);
  EventLog log;
  for (int i = 0; i < 2000 && a.phase != Phase::kGameOver; ++i) {
    Action x, y;
    ASSERT_TRUE(random_action(*ed, a, ra, x));
    ASSERT_TRUE(random_action(*ed, b, rb, y));
    ASSERT_EQ(x, y);
    apply(*ed, a, x, &log);
    apply(*ed, b, y, nullptr);
    ASSERT_EQ(a, b);
  }
}

Game played_game(int actions, uint64_t seed) {
  auto ed = test::classic();
  Game g = start_game(ed, ed->defaults, {"Ann", "Bo", "Cy"}, seed);
  Pcg32 rng = Pcg32::seeded(seed);
  for (int i = 0; i < actions && g.state.phase != Phase::kGameOver; ++i) {
    Action a;
    if (!random_action(*ed, g.state, rng, a)) {
      ADD_FAILURE() << "no legal action, " << phase_name(g.state.phase);
      break;
    }
    EXPECT_TRUE(play(g, a).ok());
  }
  return g;
}

// A classic game some way in, between rolls: a state play reaches.
GameState between_rolls_state(uint64_t seed) {
  auto ed = test::classic();
  Game g = played_game(300, seed);
  Pcg32 rng = Pcg32::seeded(seed);
  for (int i = 0; i < 200 && g.state.phase != Phase::kAwaitRoll; ++i) {
    Action a;
    if (!random_action(*ed, g.state, rng, a)) break;
    play(g, a);
  }
  EXPECT_EQ(g.state.phase, Phase::kAwaitRoll);
  EXPECT_EQ(broken_invariant(*ed, g.state), "");
  return g.state;
}

int card_of_kind(const Deck& deck, bool jail_free) {
  for (std::size_t c = 0; c < deck.cards.size(); ++c) {
    if ((deck.cards[c].effect.kind == CardKind::kGetOutOfJailFree) == jail_free) return static_cast<int>(c);
  }
  return -1;
}

// Takes card `card` out of deck `d` (as drawing a jail card does).
void take_out(GameState& s, int d, int card) {
  DeckState& deck = s.decks[d];
  int at = 0;
  while (at < deck.size && deck.cards[at] != card) ++at;
  ASSERT_LT(at, deck.size);
  for (int i = at + 1; i < deck.size; ++i) deck.cards[i - 1] = deck.cards[i];
  deck.cards[--deck.size] = 0;
}

// Each card is in its deck or held, once: a jail card held while the deck
// still has it, a card in the deck twice, a card held that is not a jail
// card are all broken (the fuzzer's "deck 0: 16 + 5 held != 16").
TEST(Invariants, EachCardIsInItsDeckOrHeldOnce) {
  auto ed = test::classic();
  const GameState s = between_rolls_state(21);
  const Deck& chance = ed->decks[0];
  const int count = static_cast<int>(chance.cards.size());
  const int jail_free = card_of_kind(chance, true);
  ASSERT_GE(jail_free, 0);
  GameState held = s;  // the whole deck in it, nothing held
  for (int p = 0; p < held.player_count; ++p) held.players[p].jail_cards[0] = 0;
  held.decks[0].size = 0;
  for (int c = 0; c < count; ++c) held.decks[0].cards[held.decks[0].size++] = static_cast<uint8_t>(c);
  ASSERT_EQ(broken_invariant(*ed, held), "");

  GameState twice = held;
  twice.players[1].jail_cards[0] = 5;
  EXPECT_EQ(broken_invariant(*ed, twice),
            "deck 0: " + std::to_string(count) + " + 5 held != " + std::to_string(count));

  GameState drawn = held;  // the jail card drawn and kept: fine
  take_out(drawn, 0, jail_free);
  drawn.players[1].jail_cards[0] = 1;
  EXPECT_EQ(broken_invariant(*ed, drawn), "");

  GameState other = held;  // another card out of the deck, "held"
  take_out(other, 0, card_of_kind(chance, false));
  other.players[1].jail_cards[0] = 1;
  EXPECT_NE(broken_invariant(*ed, other).find("cannot be held"), std::string::npos)
      << broken_invariant(*ed, other);

  GameState doubled = held;  // a card listed twice, another missing
  doubled.decks[0].cards[1] = doubled.decks[0].cards[0];
  EXPECT_NE(broken_invariant(*ed, doubled).find("twice"), std::string::npos)
      << broken_invariant(*ed, doubled);
}

TEST(Invariants, EveryPlayerIsOnTheBoardAndJailedOnlyInJail) {
  auto ed = test::classic();
  const GameState s = between_rolls_state(22);
  GameState off = s;
  off.players[0].position = static_cast<uint8_t>(ed->space_count());
  EXPECT_NE(broken_invariant(*ed, off).find("off the board"), std::string::npos);
  GameState jailed = s;
  jailed.players[0].in_jail = true;
  jailed.players[0].position = static_cast<uint8_t>(ed->jail);
  EXPECT_EQ(broken_invariant(*ed, jailed), "");
  jailed.players[0].position = static_cast<uint8_t>(ed->jail + 1);
  EXPECT_NE(broken_invariant(*ed, jailed).find("in jail on space"), std::string::npos)
      << broken_invariant(*ed, jailed);
}

// The one to decide is a player still in the game, and the one whose
// decision the phase is; nobody decides once the game is over, and only
// then is there a winner.
TEST(Invariants, AValidPlayerDecidesAndTheTurnGoesInOrder) {
  auto ed = test::classic();
  const GameState s = between_rolls_state(23);
  ASSERT_EQ(s.decider, s.current);
  for (int decider : {-1, static_cast<int>(s.player_count), kMaxPlayers - 1}) {
    GameState bad = s;
    bad.decider = static_cast<int8_t>(decider);
    EXPECT_NE(broken_invariant(*ed, bad).find("is not a player still in the game"), std::string::npos)
        << decider << ": " << broken_invariant(*ed, bad);
  }
  GameState other = s;  // another player still in the game
  int q = (s.current + 1) % s.player_count;
  while (s.players[q].bankrupt) q = (q + 1) % s.player_count;
  other.decider = static_cast<int8_t>(q);
  EXPECT_NE(broken_invariant(*ed, other).find("the current player's decision"), std::string::npos)
      << broken_invariant(*ed, other);
  GameState current = s;
  current.current = static_cast<int8_t>(s.player_count);
  EXPECT_NE(broken_invariant(*ed, current).find("no such current player"), std::string::npos);

  GameState contending = s;  // contenders for the first turn mid-game
  contending.opening_contenders = 1;
  EXPECT_NE(broken_invariant(*ed, contending).find("contenders"), std::string::npos);
  GameState opening = new_game(*ed, ed->defaults, 3, 5);
  EXPECT_EQ(broken_invariant(*ed, opening), "");
  opening.opening_contenders = 0b110;  // player 1 rolls, yet is out of it
  EXPECT_NE(broken_invariant(*ed, opening).find("not a contender"), std::string::npos);

  GameState winner = s;
  winner.winner = s.current;
  EXPECT_EQ(broken_invariant(*ed, winner), "a winner before the game is over");
  GameState ended = s;
  ended.game_end = GameEnd::kTimeUp;
  EXPECT_NE(broken_invariant(*ed, ended).find("is not over"), std::string::npos);
  GameState over = s;  // over, with someone still to decide
  over.phase = Phase::kGameOver;
  EXPECT_NE(broken_invariant(*ed, over).find("after the game is over"), std::string::npos);
  over.decider = kNobody;
  over.winner = s.current;
  over.game_end = GameEnd::kTimeUp;
  EXPECT_EQ(broken_invariant(*ed, over), "");
}

TEST(Save, RoundTripChecksOut) {
  Game g = played_game(400, 9);
  std::string text = save_to_text(g);
  SaveLoad load = load_save_text(text, test::editions_dir());
  ASSERT_TRUE(load.ok()) << load.error;
  EXPECT_EQ(load.game.state, g.state);
  EXPECT_EQ(load.game.history, g.history);
  EXPECT_EQ(load.game.names, g.names);
  EXPECT_EQ(save_to_text(load.game), text);
}

// A variant game with a clock, dealt deeds and a tax choice: the save
// replays to the same state, including the time left.
TEST(Save, VariantGameRoundTrip) {
  auto ed = load_edition_by_id(test::editions_dir(), "boutique").edition;
  ASSERT_TRUE(ed);
  Options o;
  ASSERT_TRUE(edition_options(*ed, "time_limit", o));
  o.owner_must_claim_rent = true;
  Game g = start_game(ed, o, {"Ann", "Bo", "Cy"}, 5);
  Pcg32 rng = Pcg32::seeded(5);
  for (int i = 0; i < 600 && g.state.phase != Phase::kGameOver; ++i) {
    Action a;
    ASSERT_TRUE(random_action(*ed, g.state, rng, a)) << phase_name(g.state.phase);
    if (i % 50 == 49) a = Action::make(ActionType::kClockTick, g.state.decider, -1, 1000);
    ASSERT_TRUE(play(g, a).ok());
  }
  EXPECT_LT(g.state.clock_ms_left, 3600000u);
  SaveLoad load = load_save_text(save_to_text(g), test::editions_dir());
  ASSERT_TRUE(load.ok()) << load.error;
  EXPECT_EQ(load.game.state, g.state);
}

TEST(Save, TamperedSnapshotIsAMismatch) {
  Game g = played_game(200, 10);
  Json j = save_to_json(g);
  j["snapshot"]["players"][0]["cash"] = 123456;
  SaveLoad load = load_save_text(dump_json(j), test::editions_dir());
  EXPECT_EQ(load.status, SaveLoad::Status::kMismatch) << load.error;
}

TEST(Save, TamperedHistoryIsAMismatch) {
  Game g = played_game(200, 11);
  Json j = save_to_json(g);
  j["actions"].erase(j["actions"].begin() + 5);
  SaveLoad load = load_save_text(dump_json(j), test::editions_dir());
  EXPECT_NE(load.status, SaveLoad::Status::kOk);
  EXPECT_FALSE(load.error.empty());
}

TEST(Save, HostileSavesGiveMessages) {
  Game g = played_game(50, 12);
  const Json good = save_to_json(g);
  std::vector<std::pair<void (*)(Json&), const char*>> cases = {
      {[](Json& j) { j["format_version"] = 99; }, "format_version"},
      {[](Json& j) { j["edition"] = "../../etc/passwd"; }, "edition"},
      {[](Json& j) { j["edition"] = "nonexistent"; }, "edition"},
      {[](Json& j) { j["seed"] = -1; }, "seed"},
      {[](Json& j) { j["seed"] = "12x"; }, "seed"},
      {[](Json& j) { j["players"] = Json::array(); }, "players"},
      {[](Json& j) { j["players"][0]["name"] = 5; }, "players[0].name"},
      {[](Json& j) { j["options"]["start_cash"] = 1e300; }, "options.start_cash"},
      {[](Json& j) { j["actions"][0]["player"] = 200; }, "actions[0].player"},
      {[](Json& j) { j["actions"][0]["type"] = Json::object(); }, "actions[0].type"},
      {[](Json& j) { j["actions"] = "lots"; }, "actions"},
      {[](Json& j) { j["snapshot"]["players"][0]["position"] = 400; },
       "snapshot.players[0].position"},
      {[](Json& j) { j["snapshot"]["deeds"][0]["houses"] = -3; }, "snapshot.deeds[0].houses"},
      {[](Json& j) { j["snapshot"]["decks"][0][0] = 77; }, "snapshot.decks[0][0]"},
      {[](Json& j) {
         j["snapshot"]["debts"] = Json::array({1, 2, 3});
       },
       "snapshot.debts[0]"},
      {[](Json& j) { j["snapshot"]["rng"]["inc"] = "zz"; }, "snapshot.rng.inc"},
      {[](Json& j) { j["snapshot"]["phase"] = "dancing"; }, "snapshot.phase"},
      {[](Json& j) {
         Json big = Json::array();
         for (int i = 0; i < 100000; ++i) big.push_back(i);
         j["snapshot"]["forced_dice"] = big;
       },
       "snapshot.forced_dice"},
      {[](Json& j) { j.erase("snapshot"); }, "snapshot"},
  };
  for (auto& [mutate, field] : cases) {
    Json j = good;
    mutate(j);
    SaveLoad load = load_save_text(dump_json(j), test::editions_dir());
    EXPECT_EQ(load.status, SaveLoad::Status::kInvalid) << field << ": " << load.error;
    EXPECT_NE(load.error.find(field), std::string::npos) << load.error;
  }
  for (const char* text : {"", "null", "[]", "{}", "{\"format\":\"landlord-save\"}", "\xff\xfe"}) {
    SaveLoad load = load_save_text(text, test::editions_dir());
    EXPECT_EQ(load.status, SaveLoad::Status::kInvalid) << text;
  }
  std::string deep(10000, '[');
  EXPECT_EQ(load_save_text(deep, test::editions_dir()).status, SaveLoad::Status::kInvalid);
}

TEST(Save, ActionJsonRoundTrip) {
  auto ed = test::classic();
  Action a = Action::make(ActionType::kProposeTrade, 1);
  a.trade.from = 1;
  a.trade.to = 2;
  a.trade.cash_given = 30;
  a.trade.deeds_given = uint64_t{1} << 3;
  a.trade.deeds_asked = (uint64_t{1} << 5) | (uint64_t{1} << 39);
  a.trade.jail_cards_asked = 2;
  JsonReader r;
  Action back;
  ASSERT_TRUE(action_from_json(*ed, action_to_json(*ed, a), "a", r, back)) << r.error();
  EXPECT_EQ(back, a);
}

// Whatever the decider picks among its legal actions, the game stays legal:
// here always the first one listed, 300 games, every choice applied and the
// invariants checked at the end of each game.
TEST(FirstChoice, PlayingTheFirstLegalActionAlwaysApplies) {
  auto ed = test::classic();
  std::vector<Action> legal;
  int moved = 0;
  for (int game = 0; game < 300; ++game) {
    GameState s = new_game(*ed, ed->defaults, 4, game);
    uint32_t first_turn = s.turn_number;
    for (int i = 0; i < 20000 && s.phase != Phase::kGameOver; ++i) {
      legal.clear();
      legal_actions_for(*ed, s, s.decider, legal);
      ASSERT_FALSE(legal.empty()) << "game " << game << ", step " << i << ": nothing legal";
      ApplyResult r = apply(*ed, s, legal[0]);
      ASSERT_TRUE(r.ok()) << "game " << game << ": " << describe_action(*ed, legal[0]) << ": " << r.message;
    }
    check_invariants(*ed, s);
    if (s.turn_number > first_turn) ++moved;
  }
  EXPECT_EQ(moved, 300);
}

}  // namespace
}  // namespace landlord

namespace landlord {
namespace {

// A bot that decides without listing legal actions, as simulations do.
Action simple_choice(const Edition& ed, const GameState& s) {
  int p = s.decider;
  const Player& pl = s.players[p];
  switch (s.phase) {
    case Phase::kOpeningRoll:
      return Action::make(ActionType::kRoll, p);
    case Phase::kAwaitRoll:
      if (pl.in_jail && pl.cash >= s.options.jail_fine + 200) {
        return Action::make(ActionType::kPayJailFine, p);
      }
      return Action::make(ActionType::kRoll, p);
    case Phase::kBuyOrAuction:
      if (check_buy(ed, s, p) == Rejection::kNone &&
          pl.cash - ed.spaces[static_cast<std::size_t>(s.pending_space)].price > 100) {
        return Action::make(ActionType::kBuy, p);
      }
      return Action::make(ActionType::kDecline, p);
    case Phase::kAuction:
      return Action::make(ActionType::kDropOut, p);
    case Phase::kTradeResponse:
      return Action::make(ActionType::kRejectTrade, p);
    case Phase::kRaiseCash: {
      uint64_t mask = deeds_of(ed, s, p);
      while (mask) {
        int i = std::countr_zero(mask);
        mask &= mask - 1;
        if (check_sell(ed, s, p, i) == Rejection::kNone) {
          return Action::make(ActionType::kSellBuilding, p, i);
        }
        if (check_mortgage(ed, s, p, i) == Rejection::kNone) {
          return Action::make(ActionType::kMortgage, p, i);
        }
      }
      return Action::make(ActionType::kDeclareBankruptcy, p);
    }
    case Phase::kMortgagedDeedReceived:
      return Action::make(ActionType::kKeepMortgaged, p, std::countr_zero(s.mortgaged_received));
    case Phase::kPlaceBuilding: {
      std::vector<Action> legal;
      legal_actions_for(ed, s, p, legal);
      return legal[0];
    }
    case Phase::kEndTurn: {
      // Build one house where allowed and affordable, then end the turn.
      uint64_t mask = deeds_of(ed, s, p);
      while (mask) {
        int i = std::countr_zero(mask);
        mask &= mask - 1;
        if (ed.spaces[static_cast<std::size_t>(i)].kind == SpaceKind::kSite && pl.cash > 400 &&
            check_build(ed, s, p, i) == Rejection::kNone) {
          return Action::make(ActionType::kBuild, p, i);
        }
      }
      return Action::make(ActionType::kEndTurn, p);
    }
    case Phase::kTaxChoice:
      return Action::make(ActionType::kPayFlatTax, p);
    case Phase::kBuildingDemand:
      return Action::make(pl.cash > 400 ? ActionType::kWantBuilding : ActionType::kPassBuilding, p);
    case Phase::kGameOver:
      break;
  }
  return Action::make(ActionType::kEndTurn, p);
}

// 2,000 games of a bot that asks the rules queries directly: every choice
// applies, the invariants hold, and games end.
TEST(SimpleChoice, TwoThousandGamesStayLegalAndEnd) {
  auto ed = test::classic();
  int finished = 0;
  for (int game = 0; game < 2000; ++game) {
    GameState s = new_game(*ed, ed->defaults, 4, game);
    for (int i = 0; i < 20000 && s.phase != Phase::kGameOver; ++i) {
      ApplyResult r = apply(*ed, s, simple_choice(*ed, s));
      ASSERT_TRUE(r.ok()) << r.message;
    }
    finished += s.phase == Phase::kGameOver ? 1 : 0;
    check_invariants(*ed, s);
  }
  EXPECT_GT(finished, 0);
}

}  // namespace
}  // namespace landlord
