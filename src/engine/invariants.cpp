#include "engine/invariants.h"

#include <algorithm>
#include <bit>

#include "engine/json.h"
#include "engine/rules.h"
#include "engine/serialize.h"

namespace landlord {

namespace {

std::string player_name(int p) { return "player " + std::to_string(p + 1); }

// Each card of each deck is in its deck once or, a Get Out of Jail Free
// card, held by one player: the deck and the cards held add up to the
// edition's deck, and only such cards are out of it.
std::string broken_decks(const Edition& ed, const GameState& s) {
  for (int d = 0; d < kMaxDecks; ++d) {
    const DeckState& deck = s.decks[d];
    int held = 0;
    for (int p = 0; p < s.player_count; ++p) held += s.players[p].jail_cards[d];
    const std::string name = "deck " + std::to_string(d);
    if (static_cast<std::size_t>(d) >= ed.decks.size()) {
      if (deck.size != 0 || held != 0) return name + ": the edition has no such deck";
      continue;
    }
    const std::vector<Card>& cards = ed.decks[static_cast<std::size_t>(d)].cards;
    const int count = static_cast<int>(cards.size());
    if (deck.size + held != count) {
      return name + ": " + std::to_string(deck.size) + " + " + std::to_string(held) +
             " held != " + std::to_string(count);
    }
    uint64_t in_deck = 0;
    for (int i = 0; i < deck.size; ++i) {
      const int c = deck.cards[i];
      if (c >= count) return name + ": no card " + std::to_string(c);
      if (in_deck & (uint64_t{1} << c)) return name + ": card " + std::to_string(c) + " in it twice";
      in_deck |= uint64_t{1} << c;
    }
    for (int c = 0; c < count; ++c) {
      if (!(in_deck & (uint64_t{1} << c)) &&
          cards[static_cast<std::size_t>(c)].effect.kind != CardKind::kGetOutOfJailFree) {
        return name + ": card " + std::to_string(c) + " is out of the deck but cannot be held";
      }
    }
  }
  return "";
}

// Who decides, whose turn it is, and who has won, against the phase.
std::string broken_turn(const GameState& s) {
  const int n = s.player_count;
  auto active = [&](int p) { return p >= 0 && p < n && !s.players[p].bankrupt; };
  if (s.current < 0 || s.current >= n) return "no such current player " + std::to_string(s.current);
  const bool over = s.phase == Phase::kGameOver;
  if (over) {
    if (s.decider != kNobody) return "a decider (" + player_name(s.decider) + ") after the game is over";
    if (s.winner != kNobody && !active(s.winner)) return "the winner is not a player still in the game";
    return "";
  }
  if (s.winner != kNobody) return "a winner before the game is over";
  if (s.game_end != GameEnd::kNone) return "the game ended (" + std::string(game_end_name(s.game_end)) +
                                           ") but is not over";
  if (!active(s.decider)) {
    return "decider " + std::to_string(s.decider) + " is not a player still in the game";
  }
  const std::string phase = std::string(" in phase ") + phase_name(s.phase);
  const bool opening = s.phase == Phase::kOpeningRoll;
  if (opening != (s.opening_contenders != 0)) {
    return opening ? "nobody left to roll for the first turn" : "contenders for the first turn" + phase;
  }
  if (opening && !(s.opening_contenders & (1u << s.decider))) {
    return player_name(s.decider) + " rolls for the first turn but is not a contender";
  }
  switch (s.phase) {
    case Phase::kAwaitRoll:
    case Phase::kEndTurn:
    case Phase::kBuyOrAuction:
    case Phase::kTaxChoice:
      if (s.decider != s.current) {
        return player_name(s.decider) + " decides" + phase + ", the current player's decision (" +
               player_name(s.current) + ")";
      }
      break;
    case Phase::kRaiseCash:
      if (s.debt_count == 0 || s.debts[0].debtor != s.decider) {
        return player_name(s.decider) + " raises cash without owing the first debt";
      }
      break;
    case Phase::kAuction:
    case Phase::kBuildingDemand:
      if (s.auction.to_act != s.decider) return player_name(s.decider) + " decides" + phase + " out of turn";
      break;
    case Phase::kTradeResponse:
      if (s.trade.to != s.decider || !active(s.trade.from) || s.trade.from == s.trade.to) {
        return player_name(s.decider) + " answers a trade not offered to them";
      }
      break;
    case Phase::kMortgagedDeedReceived:
      if (s.mortgaged_received == 0 ||
          s.deeds[std::countr_zero(s.mortgaged_received)].owner != s.decider) {
        return player_name(s.decider) + " decides on a mortgaged deed they did not receive";
      }
      break;
    default:
      break;
  }
  return "";
}

}  // namespace

std::string broken_invariant(const Edition& ed, const GameState& s) {
  if (money_in_play(s) != expected_money_in_play(s)) {
    return "money: " + std::to_string(money_in_play(s)) + " in play, expected " +
           std::to_string(expected_money_in_play(s));
  }
  if (money_in_play(s) > kMaxMoney) return "money in play above kMaxMoney (money.h)";
  if (std::string slot = non_canonical(s); !slot.empty()) {
    return "not in canonical form (state.h): " + slot + " is not cleared";
  }
  if (s.player_count < 1 || s.player_count > kMaxPlayers) return "bad player count";
  if (std::string why = owned_masks_agree(s); !why.empty()) {
    return "deed masks out of step with the owners (state.h): " + why;
  }
  int houses = s.bank_houses;
  int hotels = s.bank_hotels;
  if (houses < 0 || hotels < 0) return "negative building stock in the Bank";
  for (int i = 0; i < kMaxSpaces; ++i) {
    const Deed& d = s.deeds[i];
    bool property = i < ed.space_count() && ed.spaces[static_cast<std::size_t>(i)].is_property();
    if (!property) {
      if (d.owner != kBank || d.houses || d.hotel || d.mortgaged) return "non-property owned";
      continue;
    }
    if (d.owner < kBank || d.owner >= s.player_count) return "bad owner";
    if (d.owner >= 0 && s.players[d.owner].bankrupt && s.phase != Phase::kGameOver) {
      return "deed held by a bankrupt player";
    }
    if (d.owner == kBank && (d.houses || d.hotel || d.mortgaged)) return "Bank deed improved";
    if (d.hotel && d.houses) return "hotel with houses";
    if ((d.houses || d.hotel) && d.mortgaged) return "mortgaged site with buildings";
    if (d.houses > s.options.houses_per_hotel)
      return "more houses than a hotel costs on " + ed.spaces[static_cast<std::size_t>(i)].name;
    houses += d.houses;
    hotels += d.hotel ? 1 : 0;
  }
  if (houses != ed.bank_houses) return "houses: " + std::to_string(houses);
  if (hotels != ed.bank_hotels) return "hotels: " + std::to_string(hotels);
  for (const Group& g : ed.groups) {
    int lo = 99, hi = -1;
    int owner = -2;
    bool same_owner = true;
    bool mortgaged = false;
    for (uint64_t m = g.mask; m;) {
      int i = std::countr_zero(m);
      m &= m - 1;
      int level = building_level(s, i);
      lo = std::min(lo, level);
      hi = std::max(hi, level);
      if (owner == -2) owner = s.deeds[i].owner;
      same_owner = same_owner && s.deeds[i].owner == owner;
      mortgaged = mortgaged || s.deeds[i].mortgaged;
    }
    if (hi - lo > 1) return "uneven building in " + g.name;
    if (hi > 0 && (!same_owner || owner < 0)) return "buildings on a split group " + g.name;
    if (hi > 0 && mortgaged) return "buildings on a group with a mortgage: " + g.name;
  }
  if (s.phase != Phase::kRaiseCash) {
    for (int p = 0; p < s.player_count; ++p) {
      if (s.players[p].cash < 0) return "negative cash, player " + std::to_string(p + 1);
    }
  }
  for (int p = 0; p < s.player_count; ++p) {
    const Player& pl = s.players[p];
    if (pl.position >= ed.space_count()) {
      return player_name(p) + " on space " + std::to_string(pl.position) + ", off the board";
    }
    if (pl.in_jail && pl.position != ed.jail) {
      return player_name(p) + " in jail on space " + std::to_string(pl.position) +
             ", not the jail space " + std::to_string(ed.jail);
    }
  }
  if (std::string why = broken_decks(ed, s); !why.empty()) return why;
  if (std::string why = broken_turn(s); !why.empty()) return why;
  GameState copy = s;
  if (!(copy == s)) return "copy differs";
  return "";
}

std::string broken_round_trip(const Edition& ed, const GameState& s) {
  Json j = state_to_json(ed, s);
  GameState back;
  JsonReader reader;
  if (!state_from_json(ed, j, "state", reader, back)) return "state JSON refused: " + reader.error();
  if (!(back == s)) return "state JSON read back differs from the state";
  return "";
}

}  // namespace landlord
