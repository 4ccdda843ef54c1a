// GameState: everything that changes during a game, as one plain value.
//
// Fixed-size arrays only, no pointers and no heap: copying a state is a
// memcpy, so bots can search by cloning, and `==` is a field-by-field
// comparison used by saves and tests.
//
// One canonical form: every slot past a count (players past player_count,
// debts past debt_count, rent claims past claim_count, cards past a deck's
// size, forced dice past forced_count) holds its default value, and the
// forced dice queue starts at slot 0. Whoever shrinks a count clears the
// slots it gives up. So `==` compares exactly what state_to_json writes
// (and the players' deed masks, which follow from the owners and are
// rebuilt on load), and a saved snapshot equals the replayed state
// (non_canonical() checks). The Edition and player names live
// outside. Every decision anyone must make is explicit: `phase` says which
// kind and `decider` says who.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/edition.h"
#include "engine/money.h"
#include "engine/options.h"
#include "engine/rng.h"

namespace landlord {

inline constexpr int kMaxPlayers = 8;
inline constexpr int kMaxForcedDice = 64;
inline constexpr int kMaxDebts = 16;
inline constexpr int kBank = -1;
inline constexpr int kNobody = -1;

enum class Phase : uint8_t {
  kOpeningRoll,            // each contender rolls; highest total starts
  kAwaitRoll,              // current player rolls (or leaves jail first)
  kBuyOrAuction,           // current player landed on an unowned property
  kAuction,                // a deed or a scarce building is being auctioned
  kTradeResponse,          // trade.to must accept or reject
  kRaiseCash,              // debts[0].debtor must raise cash or go bankrupt
  kMortgagedDeedReceived,  // owner of the lowest space in mortgaged_received
                           // lifts it now or pays 10% interest
  kPlaceBuilding,          // a building-auction winner places the building
  kEndTurn,                // current player may still act, then ends the turn
  kGameOver,
  kTaxChoice,  // current player landed on a tax space with a worth_percent
               // (option tax_worth_choice): flat tax or percent of worth
  kBuildingDemand,  // auction.to_act, who could build too, says whether they
                    // want to buy the scarce building auction.requester asked for
};

inline constexpr int kPhaseCount = 12;

// Why the game ended (GameState::game_end).
enum class GameEnd : uint8_t {
  kNone,          // still playing
  kLastPlayer,    // everyone else went bankrupt
  kBankruptcies,  // options.end_at_bankruptcy bankruptcies: richest wins
  kTimeUp,        // options.time_limit_minutes used up: richest wins
};

const char* game_end_name(GameEnd e);

const char* phase_name(Phase p);

struct Player {
  Money cash = 0;
  uint8_t position = 0;
  bool in_jail = false;
  uint8_t jail_turns = 0;              // failed attempts to roll doubles in jail
  uint8_t doubles = 0;                 // doubles rolled in a row this turn
  uint8_t jail_cards[kMaxDecks] = {};  // Get Out of Jail Free cards held, per deck
  bool bankrupt = false;
  uint8_t opening_roll = 0;

  bool operator==(const Player&) const = default;
};

struct PublicState;
void set_owner(PublicState& s, int space, int owner);

// Who holds a deed: reads as the player's index (kBank for the Bank), but
// only set_owner() may change it, since each player's deeds are also kept
// as a mask in the state (PublicState::owned) and the two must agree.
class DeedOwner {
 public:
  constexpr DeedOwner() = default;
  constexpr operator int() const { return v_; }
  bool operator==(const DeedOwner&) const = default;

 private:
  friend void set_owner(PublicState& s, int space, int owner);
  int8_t v_ = kBank;
};

// Ownership of one space (only meaningful for properties).
struct Deed {
  DeedOwner owner;  // set with set_owner()
  uint8_t houses = 0;  // 0..houses_per_hotel; 0 when there is a hotel
  bool hotel = false;
  bool mortgaged = false;

  bool operator==(const Deed&) const = default;
};

// Top of the deck is cards[0]; a drawn card goes back to cards[size - 1]
// unless it is a Get Out of Jail Free card, which stays out until used.
struct DeckState {
  uint8_t cards[kMaxCards] = {};
  uint8_t size = 0;

  bool operator==(const DeckState&) const = default;
};

enum class DebtReason : uint8_t { kRent, kTax, kCard, kJailFine, kInterest };

struct Debt {
  int8_t debtor = kNobody;
  int8_t creditor = kBank;
  DebtReason reason = DebtReason::kRent;
  int8_t space = -1;
  Money amount = 0;

  bool operator==(const Debt&) const = default;
};

enum class BuildingKind : uint8_t { kHouse, kHotel };

struct Auction {
  int8_t space = -1;  // deed auctioned, or -1 for a building
  BuildingKind building = BuildingKind::kHouse;
  int8_t requester = kNobody;  // building auctions: who asked to build
  int8_t target = -1;          // ... and on which site
  Money bid = 0;
  int8_t high_bidder = kNobody;
  int8_t to_act = kNobody;
  uint8_t in_mask = 0;  // players still bidding (kBuildingDemand: still to answer)
  uint8_t wanting = 0;  // kBuildingDemand: players who want to buy too

  bool operator==(const Auction&) const = default;
};

// What each side gives. Jail cards: bit d set = one card of deck d.
struct TradeOffer {
  int8_t from = kNobody;
  int8_t to = kNobody;
  Money cash_given = 0;  // from -> to
  Money cash_asked = 0;  // to -> from
  uint64_t deeds_given = 0;
  uint64_t deeds_asked = 0;
  uint8_t jail_cards_given = 0;
  uint8_t jail_cards_asked = 0;

  bool operator==(const TradeOffer&) const = default;
};

// Rent owed but not yet claimed (option owner_must_claim_rent): the owner
// may claim it until the next player rolls (turn `turn` + 1), or with
// claim_rent_deadline = second_roll the second player following (+ 2).
inline constexpr int kMaxRentClaims = 4;
struct RentClaim {
  int8_t debtor = kNobody;
  int8_t creditor = kNobody;
  int8_t space = -1;
  Money amount = 0;
  uint32_t turn = 0;  // turn_number when the rent became claimable

  bool operator==(const RentClaim&) const = default;
};

// Everything any player at the table can see: the whole state but the order
// of the cards in each deck and the dice generator (with any forced dice),
// which GameState adds below. Rules queries that only read the table take a
// PublicState, so a computer player handed one (observe.h) can ask them
// about the game in place, and cannot read what no player sees.
struct PublicState {
  Options options;
  uint8_t player_count = 0;
  Player players[kMaxPlayers];
  Deed deeds[kMaxSpaces];
  uint8_t bank_houses = 0;
  uint8_t bank_hotels = 0;
  Money free_parking_pot = 0;

  Phase phase = Phase::kOpeningRoll;
  int8_t decider = 0;
  int8_t current = 0;
  bool roll_again = true;       // the current player still has a roll to make
  bool move_from_jail = false;  // after the jail fine is paid, move by `dice`
  uint8_t dice[2] = {};         // last roll
  int8_t pending_space = -1;    // kBuyOrAuction: the space landed on
  uint8_t opening_contenders = 0;

  Debt debts[kMaxDebts];
  uint8_t debt_count = 0;
  uint64_t auction_queue = 0;  // deeds waiting to be auctioned
  Auction auction;
  TradeOffer trade;
  uint64_t mortgaged_received = 0;              // deeds whose new owner must lift or pay interest
  BuildingKind placing = BuildingKind::kHouse;  // kPlaceBuilding

  int8_t winner = kNobody;
  uint32_t turn_number = 0;
  int64_t bank_paid_out = 0;
  int64_t bank_taken_in = 0;

  int64_t money_at_start = 0;  // players' cash when the position was set up

  // Added with the Travel and Boutique rules.
  GameEnd game_end = GameEnd::kNone;
  uint8_t claim_count = 0;
  RentClaim claims[kMaxRentClaims];
  uint32_t clock_ms_left = 0;  // time_limit_minutes: playing time left

  // Each player's deeds, bit i for space i: deeds[i].owner seen from the
  // players' side, kept in step by set_owner(), the only writer of an
  // owner. Never saved; whatever builds a state sets owners through
  // set_owner(), so it holds from the default state on (owned_masks_agree()
  // checks, and check_invariants with it).
  uint64_t owned[kMaxPlayers] = {};

  bool operator==(const PublicState&) const = default;
};

// Gives space `space` to `owner` (a player, or kBank), keeping
// PublicState::owned in step.
inline void set_owner(PublicState& s, int space, int owner) {
  const uint64_t one = uint64_t{1} << space;
  const int was = s.deeds[space].owner.v_;
  if (was >= 0) s.owned[was] &= ~one;
  if (owner >= 0) s.owned[owner] |= one;
  s.deeds[space].owner.v_ = static_cast<int8_t>(owner);
}

// "" when PublicState::owned matches the deeds' owners, else which player
// or space disagrees.
std::string owned_masks_agree(const PublicState& s);

// The whole state: the public part and what chance still hides. Which cards
// are in a deck is public (the Get Out of Jail Free cards held are on the
// table); their order is not.
struct GameState : PublicState {
  DeckState decks[kMaxDecks];
  Pcg32 rng;
  uint8_t forced_dice[kMaxForcedDice][2] = {};  // next roll first
  uint8_t forced_count = 0;

  bool operator==(const GameState&) const = default;
};

// A new game: start cash, decks shuffled with `seed`, all deeds with the
// Bank (or options.deal_deeds dealt to each player, shuffled with the same
// RNG), phase kOpeningRoll.
GameState new_game(const Edition& ed, const Options& options, int player_count, uint64_t seed);

// Pushes a pair of dice to be used before the RNG (tests and scenarios).
bool force_dice(GameState& s, int d1, int d2);
// Takes the next forced pair off the queue (false when it is empty).
bool pop_forced_dice(GameState& s, uint8_t& d1, uint8_t& d2);

// "" when `s` is in the canonical form described at the top of this file,
// else which slot is not cleared. Every state apply() returns passes.
std::string non_canonical(const GameState& s);

// Sum of cash held by players and the Free Parking pot; with the bank
// counters this checks that money is neither created nor lost.
int64_t money_in_play(const PublicState& s);
int64_t expected_money_in_play(const PublicState& s);

// Players not bankrupt. Inline: the turn asks after every step whether the
// game is over.
inline int active_players(const PublicState& s) {
  int n = 0;
  for (int p = 0; p < s.player_count; ++p) n += s.players[p].bankrupt ? 0 : 1;
  return n;
}

}  // namespace landlord
