// Flow: the internal machinery that carries a game from one decision to the
// next (moving, landing, cards, debts, auctions, bankruptcy, turn order).
//
// Not part of the public API: apply.cpp validates an action with the rules
// queries and then calls into Flow, which mutates the state. advance() is
// the one place that decides what the next pending decision is, from the
// queues in the state (received mortgaged deeds, debts, auctions) and the
// turn's progress.
#pragma once

#include "engine/action.h"
#include "engine/edition.h"
#include "engine/events.h"
#include "engine/state.h"

namespace landlord {

struct Flow {
  const Edition& ed;
  GameState& s;
  EventLog* log;

  // Only a host that shows the game passes a log: without one, emit() is a
  // test and nothing more, and the push is out of line (turn.cpp), so that
  // the functions which emit keep their registers for the game.
  void emit(EventType t, int player = -1, int other = -1, int space = -1, Money amount = 0,
            int extra = 0) {
    if (log) [[unlikely]] push_event(*log, t, player, other, space, amount, extra);
  }
  [[gnu::noinline, gnu::cold]] static void push_event(EventLog& log, EventType t, int player, int other,
                                                      int space, Money amount, int extra);

  // Money.
  // The Bank pays at most what keeps the money in play within kMaxMoney
  // (money.h).
  void bank_pays(int p, Money amount);
  void pays_bank(int p, Money amount, bool to_pot);
  void pays_player(int from, int to, Money amount);

  // Turn (turn.cpp).
  void roll_dice(uint8_t& d1, uint8_t& d2);
  void opening_roll(int p);
  void turn_roll(int p);
  // turn_roll() on a Flow of its own (apply_action's path for the roll,
  // nearly every other action of a game): flattened (turn.cpp), with that
  // Flow never leaving it, so that the edition, the state and the log stay
  // in registers. It answers Rejection::kNone, which apply_action passes on
  // (a tail call).
  static Rejection take_roll(const Edition& ed, GameState& s, EventLog* log, int p);
  // next_turn() the same way (apply_action's path for the end of a turn).
  static Rejection take_end_of_turn(const Edition& ed, GameState& s, EventLog* log);
  // A copy to call out of line with (the calls turn_roll does not inline:
  // cards, the end of the game, auctions, lapsed claims), so that a
  // flattened caller's Flow is never seen outside it.
  Flow detached() const { return *this; }
  void start_turn(int p);
  void next_turn();
  void advance();
  // Ends the game when its end has come (end_game). Asked after every
  // step: the common answer, two or more playing on with no other end set,
  // is inline.
  bool check_game_over() {
    if (s.options.end_at_bankruptcy == 0 && s.options.time_limit_minutes == 0 && two_playing()) return false;
    return detached().end_game();
  }
  // active_players(s) > 1, reading the players only up to the second one
  // still playing.
  bool two_playing() const {
    for (int p = 0, n = 0; p < s.player_count; ++p) {
      if (!s.players[p].bankrupt && ++n == 2) return true;
    }
    return false;
  }
  bool end_game();
  void move_steps(int p, int steps);
  void advance_to(int p, int target);
  // Returns true when the landing needs a buy-or-auction decision.
  bool land(int p, int rent_multiplier, int dice_multiplier);
  bool draw_card(int p, int deck);
  void send_to_jail(int p);
  void return_jail_card(int deck);
  void add_debt(int debtor, int creditor, Money amount, DebtReason reason, int space);
  void settle(const Debt& d);
  void pop_debt(int index);
  // owner_must_claim_rent: claims lapse at their deadline's roll.
  void expire_claims();
  void drop_claims_of(int player);
  void claim_rent(int owner, int index);
  void choose_tax(int p, bool worth);
  void clock_tick(int ms);

  // Auctions (auction.cpp).
  void start_next_auction();
  void start_building_auction(int requester, int target, uint8_t bidders);
  // Building shortage: ask `rivals` in turn whether they want to buy too,
  // then build at the listed price or auction (auction.cpp).
  void start_building_demand(int requester, int target, uint8_t rivals);
  void answer_building_demand(int p, bool want);
  void next_bidder();
  void finish_auction();
  // Other players who could build the same kind of building right now.
  uint8_t building_rivals(int requester, int target) const;

  // Buildings and mortgages (building.cpp).
  void build(int p, int space, bool pay);
  void sell_building(int p, int space);
  // Selling a hotel while the Bank is short of houses (see building.cpp).
  void sell_group_down(int p, int space);
  void mortgage(int p, int space);
  void unmortgage(int p, int space);

  // Trades (trade.cpp).
  void propose_trade(const TradeOffer& t);
  void accept_trade();
  void reject_trade();
  void lift_received(int p, int space);
  void keep_received(int p, int space);

  // Bankruptcy (bankruptcy.cpp).
  void go_bankrupt(int p);
};

}  // namespace landlord
