#include "ai/match.h"

#include <chrono>

namespace landlord::ai {

const char* match_end_name(MatchEnd e) {
  switch (e) {
    case MatchEnd::kGameOver: return "game_over";
    case MatchEnd::kTurnCap: return "turn_cap";
    case MatchEnd::kActionBudget: return "action_budget";
    case MatchEnd::kIllegal: return "illegal_action";
  }
  return "?";
}

namespace {

uint64_t splitmix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

uint64_t bot_seed(uint64_t game_seed_value, int seat) {
  return splitmix64(game_seed_value ^ (0xb0b0000000000000ULL + static_cast<uint64_t>(seat)));
}

uint64_t game_seed(uint64_t run_seed, uint64_t index) {
  return splitmix64(run_seed * 0x100000001b3ULL + index);
}

MatchResult play_match(const MatchSetup& setup) {
  const Edition& ed = *setup.edition;
  MatchResult out;
  GameState s = new_game(ed, setup.options, setup.players, setup.seed);
  std::unique_ptr<Bot> bots[kMaxPlayers];
  for (int p = 0; p < s.player_count; ++p) {
    bots[p] = make_bot(setup.skills[p], bot_seed(setup.seed, p));
  }
  int n = ed.space_count();
  if (setup.count_landings) out.landings.assign(static_cast<std::size_t>(n) + 1, 0);
  // A game lasts a few dozen actions per turn at most; ten times that
  // before the cap means a bot is going round in circles.
  uint64_t budget = setup.max_turns ? uint64_t{setup.max_turns} * 400 + 10000 : 100000000;
  int pending_roll = kNobody;  // the roller whose token has not come to rest
  uint32_t last_turn = s.turn_number;
  int last_seat = kNobody;
  uint32_t wraps = 0;
  while (s.phase != Phase::kGameOver) {
    if (setup.max_turns && s.turn_number > setup.max_turns) {
      out.end = MatchEnd::kTurnCap;
      break;
    }
    if (out.actions >= budget) {
      out.end = MatchEnd::kActionBudget;
      break;
    }
    int p = s.decider;
    Action a;
    bool aside = false;
    std::chrono::steady_clock::time_point t0;
    if (setup.time_decisions) t0 = std::chrono::steady_clock::now();
    if (s.claim_count > 0) {  // owners claim rent between rolls
      for (int q = 0; q < s.player_count && !aside; ++q)
        if (may_act(s, q)) aside = bots[q]->between_rolls(ed, observe(s, q), a);
    }
    if (!aside) a = bots[p]->decide(ed, observe(s, p));
    if (setup.time_decisions) {
      std::chrono::duration<float, std::micro> us = std::chrono::steady_clock::now() - t0;
      out.decision_us[aside ? a.player : p].push_back(us.count());
    }
    Phase before = s.phase;
    ApplyResult r = apply(ed, s, a);
    if (!r.ok()) {
      out.end = MatchEnd::kIllegal;
      out.rejected = a;
      out.rejection = r.code;
      break;
    }
    ++out.actions;
    if (setup.count_landings) {
      if (a.type == ActionType::kRoll && before == Phase::kAwaitRoll) pending_roll = a.player;
      // Movement, cards and Go To Jail all resolve inside the roll's
      // apply(); only the move after a third failed jail roll waits until
      // the fine is paid (move_from_jail), possibly after raising cash.
      if (pending_roll != kNobody && !s.move_from_jail) {
        const Player& pl = s.players[pending_roll];
        if (!pl.bankrupt) {
          int at = pl.in_jail ? n : pl.position;
          out.landings[static_cast<std::size_t>(at)]++;
        }
        pending_roll = kNobody;
      }
    }
    if (s.turn_number != last_turn) {
      if (last_seat != kNobody && s.current <= last_seat &&
          (!setup.max_turns || s.turn_number <= setup.max_turns)) {
        ++wraps;
      }
      last_seat = s.current;
      last_turn = s.turn_number;
    }
  }
  out.turns = s.turn_number;
  if (setup.max_turns && out.turns > setup.max_turns) out.turns = setup.max_turns;
  out.rounds = out.turns > 0 ? wraps + 1 : 0;
  if (s.phase == Phase::kGameOver) {
    out.end = MatchEnd::kGameOver;
    out.winner = s.winner;
  }
  for (int p = 0; p < s.player_count; ++p) {
    out.cash[p] = s.players[p].cash;
    out.valuation[p] = valuation(ed, s, p);
    out.fallbacks += bots[p]->fallbacks();
  }
  return out;
}

}  // namespace landlord::ai
