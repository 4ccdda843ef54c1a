// Insight: where tokens land, exactly, and what each deed earns.
//
// landing_odds() builds the exact Markov chain of one token's movement on
// an edition's board, from the edition data and the game's options: two
// dice, doubles and the third double to jail, the Go To Jail space, every
// card that moves the token (advance to a space, to the nearest railroad
// or utility, move back, go to jail), each deck drawn as a freshly shuffled
// deck (each card with probability 1/N), and the jail strategy. It solves
// for the stationary distribution and reports, per space:
//
//   roll_end   probability that a roll's movement ends on the space, once
//              cards and Go To Jail have been carried out (the token in
//              jail counts on the jail space, also after a failed roll to
//              leave it; see roll_in_jail). Sums to 1 over the board. The
//              Go To Jail space is never ended on. The heat map figure.
//   roll_land  expected landings per roll: how often the space's landing
//              rule applies (rent, tax, drawing a card, being sent by Go To
//              Jail), counting a landing that a card or Go To Jail then
//              moves on from. Being sent to jail and staying in jail are
//              not landings on the jail space (only Just Visiting is).
//              For properties roll_land equals roll_end.
//   turn_end   probability that the token is on the space at the end of a
//              turn (in jail on the jail space, see turn_in_jail). Sums to 1.
//   turn_land  expected landings per turn (roll_land x rolls per turn):
//              for a property, the rent payments an owner can expect from
//              one opponent's turn.
//
// A roll is every throw of the dice for movement: up to three in a turn
// with doubles, one per turn in jail; not the opening roll, not the extra
// throw a utility card asks for.
//
// Everything else a game holds (owners, cash, the opponents) does not move
// tokens, so the figures hold for any position of the game, with two
// caveats the parameters make explicit: how a player leaves jail, and
// whether the Get Out of Jail Free cards are in their decks (drawn and, for
// movement, nothing happens) or held by players (the deck is one card
// shorter, so each moving card comes up a little more often).
//
// deed_insight() turns the landing rates into deed economics with the
// engine's own rent rule (rent_due), row by row of rent_ladder().
//
// simulate_landings() plays the same movement through apply() (players
// with a large purse who never buy), so the tests can check the chain
// against the engine's own turn flow.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/edition.h"
#include "engine/options.h"
#include "engine/queries.h"

namespace landlord {

enum class JailStrategy : uint8_t {
  kPay,   // leave at once: pay the fine (or use a card) at the start of the turn, then roll
  kStay,  // roll for doubles for as long as max_jail_turns allows, then pay
};

enum class JailCards : uint8_t {
  kInDeck,   // every card of a deck is drawn with probability 1/N; drawing a
             // Get Out of Jail Free card does not move the token
  kHeldOut,  // the Get Out of Jail Free cards are held by players: the
             // other N - k cards are drawn with probability 1/(N - k)
};

const char* jail_strategy_name(JailStrategy j);  // "pay", "stay"
const char* jail_cards_name(JailCards c);        // "in_deck", "held_out"

struct InsightParams {
  JailStrategy jail = JailStrategy::kStay;
  JailCards jail_cards = JailCards::kInDeck;
};

struct SpaceOdds {
  double roll_end = 0;
  double roll_in_jail = 0;  // part of roll_end with the token in jail (the jail space only)
  double roll_land = 0;
  double turn_end = 0;
  double turn_in_jail = 0;  // part of turn_end with the token in jail
  double turn_land = 0;
};

// One way an opponent's turn lands on a property, for rent: the card's
// multipliers (1 and 0 for a landing by dice) and the movement roll's total.
struct RentLanding {
  int space = -1;
  int rent_multiplier = 1;
  int dice_multiplier = 0;  // > 0: the lander throws again and pays this x dice
  int dice_total = 0;       // of the roll that moved the token
  double per_turn = 0;      // expected occurrences per turn
};

struct LandingOdds {
  InsightParams params;
  double rolls_per_turn = 0;  // expected rolls in one turn
  std::vector<SpaceOdds> spaces;          // one per space of the board
  std::vector<RentLanding> rent_landings;  // sorted by space, multipliers, dice total
};

// The stationary landing odds of `ed` under `options` (the game's options,
// or a variant's from edition_options()). Of the options only
// max_jail_turns changes movement (under kStay): the rest is the board and
// the decks.
LandingOdds landing_odds(const Edition& ed, const Options& options, const InsightParams& params);

// One row of a deed's rent table (as rent_ladder() lists them) with what it
// earns. Payback figures are +infinity when the row earns nothing.
struct DeedLevel {
  RentRowKind kind = RentRowKind::kUnimproved;
  int count = 0;            // houses, or deeds of the kind owned
  Money rent = 0;           // rent_ladder's figure (utilities: 0, see dice_multiplier)
  int dice_multiplier = 0;  // utilities
  double rent_per_turn = 0;  // expected rent from one opponent's turn (rent_due x landing odds)
  // Sites: price + the buildings standing at this row (a hotel counts the
  // houses traded in); railroads and utilities: the deed's price.
  int invested = 0;
  double payback_turns = 0;   // invested / rent_per_turn: opponent turns to earn it back
  double payback_rounds = 0;  // the same in rounds of the table: / opponents
  // Sites only: the step from the row before (unimproved: buying it, price;
  // full set: 0; each house or the hotel: its cost) and the rounds its
  // extra rent takes to pay it back (0 for the full set, whose cost is the
  // other deeds'). Railroads and utilities: the same as invested and
  // payback_rounds.
  int step_cost = 0;
  double step_payback_rounds = 0;
};

struct DeedInsight {
  int space = -1;
  int price = 0;
  double landings_per_turn = 0;  // = turn_land of the space
  std::vector<DeedLevel> levels;
};

// Every property of the board in board order. `opponents` (1 or more) is
// how many other players take a turn per round.
std::vector<DeedInsight> deed_insight(const Edition& ed, const Options& options,
                                      const LandingOdds& odds, int opponents);

// The engine's own long run: `players` tokens (2 to 8: with fewer the game
// is over at once and nothing is counted) moved through apply() for
// `turns` turns each (plus `burn_in` turns each, not counted), with a
// purse no rent or tax can empty, nobody buying, the jail strategy of
// `jail` (kPay: pay the fine before rolling; kStay: roll), and Get Out of
// Jail Free cards kept, never used (so, after both have been drawn, the
// decks are those of JailCards::kHeldOut). Counts as defined above for
// roll_end and turn_end.
struct LandingCounts {
  uint64_t rolls = 0;
  uint64_t turns = 0;
  std::vector<uint64_t> roll_end;  // per space, in jail included on the jail space
  uint64_t roll_in_jail = 0;
  std::vector<uint64_t> turn_end;
  uint64_t turn_in_jail = 0;
};
LandingCounts simulate_landings(const Edition& ed, const Options& options, JailStrategy jail,
                                int players, int turns, int burn_in, uint64_t seed);

}  // namespace landlord
