#include "engine/state.h"

namespace landlord {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::kOpeningRoll:
      return "opening_roll";
    case Phase::kAwaitRoll:
      return "await_roll";
    case Phase::kBuyOrAuction:
      return "buy_or_auction";
    case Phase::kAuction:
      return "auction";
    case Phase::kTradeResponse:
      return "trade_response";
    case Phase::kRaiseCash:
      return "raise_cash";
    case Phase::kMortgagedDeedReceived:
      return "mortgaged_deed_received";
    case Phase::kPlaceBuilding:
      return "place_building";
    case Phase::kEndTurn:
      return "end_turn";
    case Phase::kGameOver:
      return "game_over";
    case Phase::kTaxChoice:
      return "tax_choice";
    case Phase::kBuildingDemand:
      return "building_demand";
  }
  return "?";
}

const char* game_end_name(GameEnd e) {
  switch (e) {
    case GameEnd::kNone:
      return "none";
    case GameEnd::kLastPlayer:
      return "last_player";
    case GameEnd::kBankruptcies:
      return "bankruptcies";
    case GameEnd::kTimeUp:
      return "time_up";
  }
  return "?";
}

GameState new_game(const Edition& ed, const Options& options, int player_count, uint64_t seed) {
  GameState s;
  s.options = options;
  if (player_count < 1) player_count = 1;
  if (player_count > kMaxPlayers) player_count = kMaxPlayers;
  s.player_count = static_cast<uint8_t>(player_count);
  for (int p = 0; p < player_count; ++p) s.players[p].cash = options.start_cash;
  s.money_at_start = static_cast<int64_t>(options.start_cash) * player_count;
  s.bank_houses = static_cast<uint8_t>(ed.bank_houses);
  s.bank_hotels = static_cast<uint8_t>(ed.bank_hotels);
  s.rng = Pcg32::seeded(seed);
  for (std::size_t d = 0; d < ed.decks.size() && d < kMaxDecks; ++d) {
    DeckState& deck = s.decks[d];
    deck.size = static_cast<uint8_t>(ed.decks[d].cards.size());
    for (uint8_t i = 0; i < deck.size; ++i) deck.cards[i] = i;
    for (int i = deck.size - 1; i > 0; --i) {
      int j = static_cast<int>(s.rng.below(static_cast<uint32_t>(i + 1)));
      uint8_t t = deck.cards[i];
      deck.cards[i] = deck.cards[j];
      deck.cards[j] = t;
    }
  }
  // Deeds dealt at the start (short / quicker / time-limit games): shuffle
  // the property spaces, deal round the table in seat order.
  if (options.deal_deeds > 0) {
    int order[kMaxSpaces];
    int count = 0;
    for (int i = 0; i < ed.space_count(); ++i) {
      if (ed.spaces[static_cast<std::size_t>(i)].is_property()) order[count++] = i;
    }
    for (int i = count - 1; i > 0; --i) {
      int j = static_cast<int>(s.rng.below(static_cast<uint32_t>(i + 1)));
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    int next = 0;
    for (int round = 0; round < options.deal_deeds; ++round) {
      for (int p = 0; p < player_count && next < count; ++p) {
        int space = order[next++];
        int price = ed.spaces[static_cast<std::size_t>(space)].price;
        if (options.dealt_deeds_paid) {
          // A deed the player cannot pay for stays with the Bank.
          if (s.players[p].cash < price) continue;
          s.players[p].cash -= price;
          s.bank_taken_in += price;
        }
        set_owner(s, space, p);
      }
    }
  }
  s.clock_ms_left = static_cast<uint32_t>(options.time_limit_minutes) * 60000u;
  s.phase = Phase::kOpeningRoll;
  s.opening_contenders = static_cast<uint8_t>((1u << player_count) - 1u);
  s.decider = 0;
  s.current = 0;
  return s;
}

bool force_dice(GameState& s, int d1, int d2) {
  if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6) return false;
  if (s.forced_count >= kMaxForcedDice) return false;
  s.forced_dice[s.forced_count][0] = static_cast<uint8_t>(d1);
  s.forced_dice[s.forced_count][1] = static_cast<uint8_t>(d2);
  s.forced_count++;
  return true;
}

bool pop_forced_dice(GameState& s, uint8_t& d1, uint8_t& d2) {
  if (s.forced_count == 0) return false;
  d1 = s.forced_dice[0][0];
  d2 = s.forced_dice[0][1];
  for (int i = 1; i < s.forced_count; ++i) {
    s.forced_dice[i - 1][0] = s.forced_dice[i][0];
    s.forced_dice[i - 1][1] = s.forced_dice[i][1];
  }
  s.forced_count--;
  s.forced_dice[s.forced_count][0] = s.forced_dice[s.forced_count][1] = 0;
  return true;
}

std::string owned_masks_agree(const PublicState& s) {
  uint64_t owned[kMaxPlayers] = {};
  for (int i = 0; i < kMaxSpaces; ++i) {
    const int o = s.deeds[i].owner;
    if (o >= kMaxPlayers) return "deeds[" + std::to_string(i) + "].owner";
    if (o >= 0) owned[o] |= uint64_t{1} << i;
  }
  for (int p = 0; p < kMaxPlayers; ++p) {
    if (owned[p] != s.owned[p]) return "owned[" + std::to_string(p) + "]";
  }
  return "";
}

std::string non_canonical(const GameState& s) {
  for (int p = s.player_count; p < kMaxPlayers; ++p) {
    if (!(s.players[p] == Player())) return "players[" + std::to_string(p) + "]";
  }
  for (int i = s.debt_count; i < kMaxDebts; ++i) {
    if (!(s.debts[i] == Debt())) return "debts[" + std::to_string(i) + "]";
  }
  for (int i = s.claim_count; i < kMaxRentClaims; ++i) {
    if (!(s.claims[i] == RentClaim())) return "claims[" + std::to_string(i) + "]";
  }
  for (int d = 0; d < kMaxDecks; ++d) {
    for (int i = s.decks[d].size; i < kMaxCards; ++i) {
      if (s.decks[d].cards[i] != 0) {
        return "decks[" + std::to_string(d) + "].cards[" + std::to_string(i) + "]";
      }
    }
  }
  for (int i = s.forced_count; i < kMaxForcedDice; ++i) {
    if (s.forced_dice[i][0] != 0 || s.forced_dice[i][1] != 0) {
      return "forced_dice[" + std::to_string(i) + "]";
    }
  }
  return "";
}

int64_t money_in_play(const PublicState& s) {
  int64_t total = s.free_parking_pot;
  for (int p = 0; p < s.player_count; ++p) total += s.players[p].cash;
  return total;
}

int64_t expected_money_in_play(const PublicState& s) {
  return s.money_at_start + s.bank_paid_out - s.bank_taken_in;
}

}  // namespace landlord
