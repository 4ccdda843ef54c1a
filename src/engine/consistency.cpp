#include "engine/consistency.h"

namespace landlord {

std::string state_inconsistency(const Edition& ed, const GameState& s) {
  if (s.player_count < ed.min_players || s.player_count > ed.max_players ||
      s.player_count > kMaxPlayers) {
    return "the number of players does not fit the edition";
  }
  if (money_in_play(s) != expected_money_in_play(s)) {
    return "money: " + std::to_string(money_in_play(s)) + " in play, the Bank's accounts say " +
           std::to_string(expected_money_in_play(s));
  }
  int houses = s.bank_houses, hotels = s.bank_hotels;
  for (int i = 0; i < kMaxSpaces; ++i) {
    const Deed& d = s.deeds[i];
    bool property = i < ed.space_count() && ed.spaces[static_cast<std::size_t>(i)].is_property();
    if (!property) {
      if (d.owner != kBank || d.houses || d.hotel || d.mortgaged) {
        return "space " + std::to_string(i) + " cannot be owned";
      }
      continue;
    }
    if (d.owner < kBank || d.owner >= s.player_count) {
      return "space " + std::to_string(i) + " has no such owner";
    }
    if (d.owner >= 0 && s.players[d.owner].bankrupt && s.phase != Phase::kGameOver) {
      return "space " + std::to_string(i) + " is held by a bankrupt player";
    }
    if (d.owner == kBank && (d.houses || d.hotel || d.mortgaged)) {
      return "space " + std::to_string(i) + " is the Bank's but built on or mortgaged";
    }
    if ((d.hotel && d.houses) || ((d.houses || d.hotel) && d.mortgaged)) {
      return "space " + std::to_string(i) + " has impossible buildings";
    }
    houses += d.houses;
    hotels += d.hotel ? 1 : 0;
  }
  if (houses != ed.bank_houses || hotels != ed.bank_hotels) {
    return "buildings: " + std::to_string(houses) + " houses and " + std::to_string(hotels) +
           " hotels in all, the edition has " + std::to_string(ed.bank_houses) + " and " +
           std::to_string(ed.bank_hotels);
  }
  for (std::size_t d = 0; d < ed.decks.size() && d < static_cast<std::size_t>(kMaxDecks); ++d) {
    int held = 0;
    for (int p = 0; p < s.player_count; ++p) held += s.players[p].jail_cards[d];
    if (s.decks[d].size + held != static_cast<int>(ed.decks[d].cards.size())) {
      return "the " + ed.decks[d].name + " deck has lost or gained cards";
    }
  }
  return {};
}

}  // namespace landlord
