// Turn flow: dice, movement, landing, cards, jail and debts.
//
// Debts go through one queue (GameState::debts) so that every payment,
// whether rent, tax, a card or a fine, is settled at once when the debtor
// has the cash and otherwise turns into a RaiseCash decision; the turn then
// resumes in advance() exactly where it stopped.
#include <algorithm>
#include <bit>

#include "engine/flow.h"
#include "engine/rules.h"

namespace landlord {

namespace {

// A card's event (Flow::emit's, for a card), out of line like Flow::push_event.
[[gnu::noinline, gnu::cold]] void push_card_event(EventLog& log, EventType t, int player, int deck, int card) {
  Event e;
  e.type = t;
  e.player = static_cast<int8_t>(player);
  e.deck = static_cast<int8_t>(deck);
  e.card = static_cast<int8_t>(card);
  log.push_back(e);
}

}  // namespace

void Flow::push_event(EventLog& log, EventType t, int player, int other, int space, Money amount,
                      int extra) {
  Event e;
  e.type = t;
  e.player = static_cast<int8_t>(player);
  e.other = static_cast<int8_t>(other);
  e.space = static_cast<int8_t>(space);
  e.amount = amount;
  e.extra = extra;
  log.push_back(e);
}

void Flow::bank_pays(int p, Money amount) {
  amount = std::min(amount, kMaxMoney - money_in_play(s));
  if (amount <= 0) return;
  s.players[p].cash += amount;
  s.bank_paid_out += amount;
}

void Flow::pays_bank(int p, Money amount, bool to_pot) {
  if (amount <= 0) return;
  s.players[p].cash -= amount;
  if (to_pot && s.options.free_parking_pot) {
    s.free_parking_pot += amount;
  } else {
    s.bank_taken_in += amount;
  }
}

void Flow::pays_player(int from, int to, Money amount) {
  if (amount <= 0) return;
  s.players[from].cash -= amount;
  s.players[to].cash += amount;
}

void Flow::roll_dice(uint8_t& d1, uint8_t& d2) {
  if (s.forced_count > 0 && pop_forced_dice(s, d1, d2)) return;  // only tests and scenarios force dice
  d1 = static_cast<uint8_t>(1 + s.rng.below(6));
  d2 = static_cast<uint8_t>(1 + s.rng.below(6));
}

void Flow::opening_roll(int p) {
  uint8_t d1 = 0, d2 = 0;
  roll_dice(d1, d2);
  s.dice[0] = d1;
  s.dice[1] = d2;
  s.players[p].opening_roll = static_cast<uint8_t>(d1 + d2);
  emit(EventType::kDiceRolled, p, -1, -1, d1, d2);
  emit(EventType::kOpeningRoll, p, -1, -1, d1 + d2);
  // Contenders roll in seat order; after the last one, keep the highest.
  for (int q = p + 1; q < s.player_count; ++q) {
    if (s.opening_contenders & (1u << q)) {
      s.decider = static_cast<int8_t>(q);
      return;
    }
  }
  int best = 0;
  for (int q = 0; q < s.player_count; ++q) {
    if (s.opening_contenders & (1u << q)) best = std::max<int>(best, s.players[q].opening_roll);
  }
  uint8_t tied = 0;
  for (int q = 0; q < s.player_count; ++q) {
    if ((s.opening_contenders & (1u << q)) && s.players[q].opening_roll == best) {
      tied = static_cast<uint8_t>(tied | (1u << q));
    }
  }
  s.opening_contenders = tied;
  if (std::popcount(tied) > 1) {
    s.decider = static_cast<int8_t>(std::countr_zero(tied));
    return;
  }
  int first = std::countr_zero(tied);
  s.opening_contenders = 0;
  emit(EventType::kFirstPlayer, first);
  start_turn(first);
}

void Flow::start_turn(int p) {
  s.current = static_cast<int8_t>(p);
  s.decider = static_cast<int8_t>(p);
  s.players[p].doubles = 0;
  s.roll_again = true;
  s.move_from_jail = false;
  s.phase = Phase::kAwaitRoll;
  s.turn_number++;
  emit(EventType::kTurnStarted, p);
}

void Flow::next_turn() {
  int n = s.player_count;
  for (int i = 1; i <= n; ++i) {
    int q = s.current + i;  // (current + i) % n without a division
    if (q >= n) q -= n;
    if (!s.players[q].bankrupt) {
      start_turn(q);
      return;
    }
  }
}

namespace {

// take_roll() with a log (a game shown to someone): turn_roll() as it is.
[[gnu::noinline]] void take_roll_logged(const Edition& ed, GameState& s, EventLog* log, int p) {
  Flow f{ed, s, log};
  f.turn_roll(p);
}

}  // namespace

// Without a log, the compiler sees that no event is ever pushed. Flattened:
// everything turn_roll() calls is inlined here but for draw_card (which
// lands again), end_game and expire_claims, marked [[gnu::noinline]] below,
// and the calls to other files; those go out on a copy (detached()).
[[gnu::flatten]] Rejection Flow::take_roll(const Edition& ed, GameState& s, EventLog* log, int p) {
  if (log) {
    take_roll_logged(ed, s, log, p);
    return Rejection::kNone;
  }
  Flow f{ed, s, nullptr};
  f.turn_roll(p);
  return Rejection::kNone;
}

Rejection Flow::take_end_of_turn(const Edition& ed, GameState& s, EventLog* log) {
  Flow f{ed, s, log};
  f.next_turn();
  return Rejection::kNone;
}

void Flow::turn_roll(int p) {
  if (s.claim_count > 0) detached().expire_claims();
  uint8_t d1 = 0, d2 = 0;
  roll_dice(d1, d2);
  s.dice[0] = d1;
  s.dice[1] = d2;
  emit(EventType::kDiceRolled, p, -1, -1, d1, d2);
  Player& pl = s.players[p];
  bool doubles = d1 == d2;
  if (pl.in_jail) {
    s.roll_again = false;  // leaving jail on doubles gives no extra roll
    if (doubles) {
      pl.in_jail = false;
      pl.jail_turns = 0;
      emit(EventType::kLeftJail, p, -1, -1, 0, 2);
      move_steps(p, d1 + d2);
      if (land(p, 1, 0)) return;
    } else if (++pl.jail_turns >= s.options.max_jail_turns) {
      // The last attempt failed: pay the fine, then move by this roll.
      pl.in_jail = false;
      pl.jail_turns = 0;
      emit(EventType::kLeftJail, p, -1, -1, 0, 0);
      s.move_from_jail = true;
      add_debt(p, kBank, s.options.jail_fine, DebtReason::kJailFine, -1);
    }
    advance();
    return;
  }
  if (doubles) {
    if (++pl.doubles >= 3) {
      send_to_jail(p);
      advance();
      return;
    }
    s.roll_again = true;
  } else {
    s.roll_again = false;
  }
  move_steps(p, d1 + d2);
  if (land(p, 1, 0)) return;
  advance();
}

[[gnu::noinline]] bool Flow::end_game() {
  int active = active_players(s);
  int out = s.player_count - active;
  GameEnd end = GameEnd::kNone;
  if (active <= 1) {
    end = GameEnd::kLastPlayer;
  } else if (s.options.end_at_bankruptcy > 0 && out >= s.options.end_at_bankruptcy) {
    end = GameEnd::kBankruptcies;
  } else if (s.options.time_limit_minutes > 0 && s.clock_ms_left == 0) {
    end = GameEnd::kTimeUp;
  }
  if (end == GameEnd::kNone) return false;
  s.game_end = end;
  int winner = kNobody;
  int64_t best = -1;
  for (int p = 0; p < s.player_count; ++p) {
    if (s.players[p].bankrupt) continue;
    int64_t w = net_worth(ed, s, p);
    if (w > best) {
      best = w;
      winner = p;
    }
  }
  s.winner = static_cast<int8_t>(winner);
  s.phase = Phase::kGameOver;
  s.decider = kNobody;
  while (s.debt_count > 0) pop_debt(s.debt_count - 1);
  s.auction_queue = 0;
  s.mortgaged_received = 0;
  s.pending_space = -1;
  while (s.claim_count > 0) s.claims[--s.claim_count] = RentClaim();
  emit(EventType::kGameOver, winner);
  return true;
}

void Flow::advance() {
  for (;;) {
    if (s.phase == Phase::kGameOver || check_game_over()) return;
    if (s.mortgaged_received) {
      int i = std::countr_zero(s.mortgaged_received);
      s.phase = Phase::kMortgagedDeedReceived;
      s.decider = s.deeds[i].owner;
      return;
    }
    if (s.debt_count > 0) {
      const Debt& d = s.debts[0];
      if (s.players[d.debtor].bankrupt || (d.creditor >= 0 && s.players[d.creditor].bankrupt)) {
        pop_debt(0);
        continue;
      }
      if (s.players[d.debtor].cash >= d.amount) {
        Debt paid = d;
        pop_debt(0);
        settle(paid);
        continue;
      }
      if (s.phase != Phase::kRaiseCash || s.decider != d.debtor) {
        emit(EventType::kMustRaiseCash, d.debtor, d.creditor, d.space, d.amount);
      }
      s.phase = Phase::kRaiseCash;
      s.decider = d.debtor;
      return;
    }
    if (s.auction_queue) {
      detached().start_next_auction();
      return;
    }
    if (s.move_from_jail) {
      s.move_from_jail = false;
      move_steps(s.current, s.dice[0] + s.dice[1]);
      if (land(s.current, 1, 0)) return;
      continue;
    }
    if (s.players[s.current].bankrupt) {
      next_turn();
      return;
    }
    s.decider = s.current;
    s.phase = s.roll_again ? Phase::kAwaitRoll : Phase::kEndTurn;
    return;
  }
}

void Flow::move_steps(int p, int steps) {
  Player& pl = s.players[p];
  int n = ed.space_count();
  int to = pl.position + steps;
  if (to >= n) {
    to -= n;
    bank_pays(p, s.options.salary);
    emit(EventType::kSalary, p, -1, 0, s.options.salary);
  }
  pl.position = static_cast<uint8_t>(to);
  emit(EventType::kMoved, p, -1, to, steps);
}

void Flow::advance_to(int p, int target) {
  int n = ed.space_count();
  int steps = (target - s.players[p].position + n) % n;
  move_steps(p, steps == 0 ? n : steps);
}

bool Flow::land(int p, int rent_multiplier, int dice_multiplier) {
  Player& pl = s.players[p];
  int pos = pl.position;
  const Space& sp = ed.spaces[pos];
  switch (sp.kind) {
    case SpaceKind::kGo:
      if (s.options.go_landing_bonus > 0) {
        bank_pays(p, s.options.go_landing_bonus);
        emit(EventType::kSalary, p, -1, pos, s.options.go_landing_bonus);
      }
      return false;
    case SpaceKind::kSite:
    case SpaceKind::kRailroad:
    case SpaceKind::kUtility: {
      const Deed& d = s.deeds[pos];
      if (d.owner == kBank) {
        if (!s.options.auctions && pl.cash + liquidation_value(ed, s, p) < sp.price) return false;
        s.phase = Phase::kBuyOrAuction;
        s.decider = static_cast<int8_t>(p);
        s.pending_space = static_cast<int8_t>(pos);
        return true;
      }
      if (d.owner == p || d.mortgaged) return false;
      if (s.options.no_rent_while_in_jail && s.players[d.owner].in_jail) return false;
      int dice_total = s.dice[0] + s.dice[1];
      if (sp.kind == SpaceKind::kUtility && dice_multiplier > 0) {
        uint8_t d1 = 0, d2 = 0;
        roll_dice(d1, d2);
        emit(EventType::kDiceRolled, p, -1, -1, d1, d2);
        dice_total = d1 + d2;
      }
      int rent = rent_due(ed, s, pos, dice_total, rent_multiplier, dice_multiplier);
      if (s.options.owner_must_claim_rent) {
        if (rent > 0 && s.claim_count < kMaxRentClaims) {
          RentClaim& c = s.claims[s.claim_count++];
          c.debtor = static_cast<int8_t>(p);
          c.creditor = d.owner;
          c.space = static_cast<int8_t>(pos);
          c.amount = rent;
          c.turn = s.turn_number;
          emit(EventType::kRentClaimable, p, d.owner, pos, rent,
               s.options.claim_rent_deadline == ClaimRentDeadline::kSecondRoll ? 1 : 0);
        }
        return false;
      }
      add_debt(p, d.owner, rent, DebtReason::kRent, pos);
      return false;
    }
    case SpaceKind::kTax:
      if (s.options.tax_worth_choice && sp.worth_percent > 0) {
        s.phase = Phase::kTaxChoice;
        s.decider = static_cast<int8_t>(p);
        s.pending_space = static_cast<int8_t>(pos);
        return true;
      }
      add_debt(p, kBank, sp.tax, DebtReason::kTax, pos);
      return false;
    case SpaceKind::kCard:
      return detached().draw_card(p, sp.deck);
    case SpaceKind::kGoToJail:
      send_to_jail(p);
      return false;
    case SpaceKind::kFreeParking:
      if (s.options.free_parking_pot && s.free_parking_pot > 0) {
        Money pot = s.free_parking_pot;
        s.free_parking_pot = 0;
        pl.cash += pot;
        emit(EventType::kFreeParking, p, -1, pos, pot);
      }
      return false;
    case SpaceKind::kJail:
      return false;
  }
  return false;
}

[[gnu::noinline]] bool Flow::draw_card(int p, int deck) {
  DeckState& ds = s.decks[deck];
  if (ds.size == 0) return false;  // every card is held as a jail card
  uint8_t c = ds.cards[0];
  for (int i = 1; i < ds.size; ++i) ds.cards[i - 1] = ds.cards[i];
  const Card& card = ed.decks[static_cast<std::size_t>(deck)].cards[c];
  if (log) [[unlikely]] push_card_event(*log, EventType::kCardDrawn, p, deck, c);
  if (card.effect.kind == CardKind::kGetOutOfJailFree) {
    ds.size--;
    ds.cards[ds.size] = 0;
    s.players[p].jail_cards[deck]++;
    return false;
  }
  ds.cards[ds.size - 1] = c;
  const CardEffect& f = card.effect;
  Player& pl = s.players[p];
  switch (f.kind) {
    case CardKind::kAdvanceTo:
      advance_to(p, f.space);
      return land(p, 1, 0);
    case CardKind::kAdvanceToNearest: {
      uint64_t mask = f.nearest == SpaceKind::kUtility ? ed.utility_mask : ed.railroad_mask;
      int n = ed.space_count();
      for (int step = 1; step <= n; ++step) {
        int q = (pl.position + step) % n;
        if (mask & bit(q)) {
          advance_to(p, q);
          break;
        }
      }
      return land(p, f.rent_multiplier, f.dice_multiplier);
    }
    case CardKind::kMoveBack: {
      int n = ed.space_count();
      pl.position = static_cast<uint8_t>((pl.position - f.amount + n) % n);
      emit(EventType::kMoved, p, -1, pl.position, -f.amount);
      return land(p, 1, 0);
    }
    case CardKind::kGoToJail:
      send_to_jail(p);
      return false;
    case CardKind::kCollect:
      bank_pays(p, f.amount);
      emit(EventType::kPaid, -1, p, -1, f.amount);
      return false;
    case CardKind::kPay:
      add_debt(p, kBank, f.amount, DebtReason::kCard, -1);
      return false;
    case CardKind::kPayEachPlayer:
      for (int q = 0; q < s.player_count; ++q) {
        if (q != p && !s.players[q].bankrupt) add_debt(p, q, f.amount, DebtReason::kCard, -1);
      }
      return false;
    case CardKind::kCollectFromEachPlayer:
      for (int q = 0; q < s.player_count; ++q) {
        if (q != p && !s.players[q].bankrupt) add_debt(q, p, f.amount, DebtReason::kCard, -1);
      }
      return false;
    case CardKind::kRepairs: {
      int64_t total = 0;
      uint64_t mask = deeds_of(ed, s, p);
      while (mask) {
        int i = std::countr_zero(mask);
        mask &= mask - 1;
        total += s.deeds[i].hotel ? f.per_hotel : int64_t{s.deeds[i].houses} * f.per_house;
      }
      add_debt(p, kBank, static_cast<int>(total), DebtReason::kCard, -1);
      return false;
    }
    case CardKind::kGetOutOfJailFree:
      return false;
  }
  return false;
}

void Flow::send_to_jail(int p) {
  Player& pl = s.players[p];
  pl.position = static_cast<uint8_t>(ed.jail);
  pl.in_jail = true;
  pl.jail_turns = 0;
  pl.doubles = 0;
  if (p == s.current) s.roll_again = false;
  emit(EventType::kSentToJail, p, -1, ed.jail);
}

void Flow::return_jail_card(int deck) {
  DeckState& ds = s.decks[deck];
  const std::vector<Card>& cards = ed.decks[static_cast<std::size_t>(deck)].cards;
  for (std::size_t c = 0; c < cards.size(); ++c) {
    if (cards[c].effect.kind != CardKind::kGetOutOfJailFree) continue;
    bool in_deck = false;
    for (int i = 0; i < ds.size; ++i) in_deck = in_deck || ds.cards[i] == c;
    if (!in_deck && ds.size < kMaxCards) {
      ds.cards[ds.size++] = static_cast<uint8_t>(c);
      if (log) [[unlikely]] push_card_event(*log, EventType::kJailCardReturned, -1, deck, static_cast<int>(c));
      return;
    }
  }
}

void Flow::add_debt(int debtor, int creditor, Money amount, DebtReason reason, int space) {
  if (amount <= 0) return;
  Debt d;
  d.debtor = static_cast<int8_t>(debtor);
  d.creditor = static_cast<int8_t>(creditor);
  d.reason = reason;
  d.space = static_cast<int8_t>(space);
  d.amount = amount;
  if (s.debt_count == 0 && s.players[debtor].cash >= amount) {
    settle(d);
    return;
  }
  if (s.debt_count < kMaxDebts) s.debts[s.debt_count++] = d;
}

void Flow::settle(const Debt& d) {
  if (d.amount == 0) return;  // set off in full by property (property_for_debt)
  if (d.creditor == kBank) {
    pays_bank(d.debtor, d.amount, d.reason != DebtReason::kInterest);
  } else {
    pays_player(d.debtor, d.creditor, d.amount);
  }
  switch (d.reason) {
    case DebtReason::kRent:
      emit(EventType::kRentPaid, d.debtor, d.creditor, d.space, d.amount);
      break;
    case DebtReason::kTax:
      emit(EventType::kTaxPaid, d.debtor, d.creditor, d.space, d.amount);
      break;
    case DebtReason::kInterest:
      emit(EventType::kInterestPaid, d.debtor, d.creditor, d.space, d.amount);
      break;
    default:
      emit(EventType::kPaid, d.debtor, d.creditor, d.space, d.amount);
      break;
  }
}

[[gnu::noinline]] void Flow::expire_claims() {
  // The next player rolls in the turn after the claim's, the second player
  // following in the one after that.
  uint32_t turns = s.options.claim_rent_deadline == ClaimRentDeadline::kSecondRoll ? 2 : 1;
  int kept = 0;
  for (int i = 0; i < s.claim_count; ++i) {
    const RentClaim c = s.claims[i];
    if (s.turn_number < c.turn + turns) {
      s.claims[kept++] = c;
    } else {
      emit(EventType::kRentLost, c.debtor, c.creditor, c.space, c.amount);
    }
  }
  for (int i = kept; i < s.claim_count; ++i) s.claims[i] = RentClaim();
  s.claim_count = static_cast<uint8_t>(kept);
}

void Flow::drop_claims_of(int player) {
  int kept = 0;
  for (int i = 0; i < s.claim_count; ++i) {
    const RentClaim c = s.claims[i];
    if (c.debtor != player && c.creditor != player) s.claims[kept++] = c;
  }
  for (int i = kept; i < s.claim_count; ++i) s.claims[i] = RentClaim();
  s.claim_count = static_cast<uint8_t>(kept);
}

void Flow::claim_rent(int owner, int index) {
  RentClaim c = s.claims[index];
  for (int i = index + 1; i < s.claim_count; ++i) s.claims[i - 1] = s.claims[i];
  s.claim_count--;
  s.claims[s.claim_count] = RentClaim();
  add_debt(c.debtor, owner, c.amount, DebtReason::kRent, c.space);
  advance();
}

void Flow::choose_tax(int p, bool worth) {
  int space = s.pending_space;
  const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
  Money amount = sp.tax;
  if (worth) amount = worth_tax_due(ed, s, p, space);
  emit(EventType::kTaxChoice, p, -1, space, worth ? amount : 0, worth ? 1 : 0);
  s.pending_space = -1;
  s.phase = Phase::kAwaitRoll;  // advance() settles the debt and picks the next phase
  add_debt(p, kBank, amount, DebtReason::kTax, space);
  advance();
}

void Flow::clock_tick(int ms) {
  uint32_t step = static_cast<uint32_t>(ms);
  s.clock_ms_left = step >= s.clock_ms_left ? 0 : s.clock_ms_left - step;
  if (s.clock_ms_left == 0) {
    emit(EventType::kTimeUp);
    advance();
  }
}

void Flow::pop_debt(int index) {
  for (int i = index + 1; i < s.debt_count; ++i) s.debts[i - 1] = s.debts[i];
  s.debt_count--;
  s.debts[s.debt_count] = Debt();
}

}  // namespace landlord
