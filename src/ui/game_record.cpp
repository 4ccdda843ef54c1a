#include "ui/game_record.h"

namespace landlord::ui {

GameRecord record_game(const Game& game) {
  GameRecord r;
  if (!game.edition) return r;
  const Edition& ed = *game.edition;
  GameState s = initial_state(game);
  const int n = s.player_count;
  r.worth.assign(static_cast<std::size_t>(n), {});
  r.rent_in.assign(static_cast<std::size_t>(n), 0);
  r.rent_out.assign(static_cast<std::size_t>(n), 0);
  std::vector<Money> by_space(static_cast<std::size_t>(ed.space_count()), 0);
  auto sample = [&]() {
    r.turns.push_back(s.turn_number);
    for (int p = 0; p < n; ++p) r.worth[static_cast<std::size_t>(p)].push_back(s.players[p].bankrupt ? 0 : net_worth(ed, s, p));
  };
  sample();
  EventLog events;
  for (const Action& a : game.history) {
    events.clear();
    if (!apply(ed, s, a, &events).ok()) return r;  // not this game: no record
    bool turn = false;
    for (const Event& e : events) {
      if (e.type == EventType::kRentPaid) {
        if (e.player >= 0 && e.player < n) r.rent_out[static_cast<std::size_t>(e.player)] += e.amount;
        if (e.other >= 0 && e.other < n) r.rent_in[static_cast<std::size_t>(e.other)] += e.amount;
        if (e.space >= 0 && e.space < ed.space_count()) by_space[static_cast<std::size_t>(e.space)] += e.amount;
      }
      turn = turn || e.type == EventType::kTurnStarted || e.type == EventType::kGameOver;
    }
    if (turn) sample();
  }
  sample();
  for (int i = 0; i < ed.space_count(); ++i) {
    if (by_space[static_cast<std::size_t>(i)] > r.best_rent) {
      r.best_rent = by_space[static_cast<std::size_t>(i)];
      r.best_space = i;
    }
  }
  r.ok = true;
  return r;
}

}  // namespace landlord::ui
