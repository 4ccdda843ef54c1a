#include "ai/match.h"

#include <bit>
#include <chrono>
#include <cstdint>
#include <memory>

#include "ai/evaluate.h"
#include "ai/table.h"
#include "ai/tactics.h"
#include "engine/rng.h"

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

const char* group_source_name(GroupSource g) {
  switch (g) {
    case GroupSource::kNone: return "none";
    case GroupSource::kPurchase: return "purchase";
    case GroupSource::kAuction: return "auction";
    case GroupSource::kOwnTrade: return "own_trade";
    case GroupSource::kTheirTrade: return "their_trade";
    case GroupSource::kOther: return "other";
  }
  return "?";
}

namespace {

// Follows, step by step, when each seat first holds a complete group and
// by what action (track_groups).
class GroupWatch {
 public:
  explicit GroupWatch(const Edition& ed) { board_.prepare(ed); }

  // Before a step: who proposed the deal being answered, if one is.
  void before(const GameState& s) {
    proposer_ = s.phase == Phase::kTradeResponse ? s.trade.from : kNobody;
    auction_ = s.phase == Phase::kAuction && s.auction.space >= 0;
  }

  void after(const GameState& s, const Action& a, MatchResult& out) {
    if (done_ == s.player_count) return;
    Holdings h = holdings(board_, s);
    for (int p = 0; p < s.player_count; ++p) {
      FirstGroup& f = out.first_group[p];
      if (f.source != GroupSource::kNone) continue;
      uint32_t full = complete_groups(board_, h.of[p]);
      if (!full) continue;
      ++done_;
      f.group = static_cast<int8_t>(std::countr_zero(full));
      if (a.type == ActionType::kAcceptTrade && proposer_ != kNobody) {
        f.source = proposer_ == p ? GroupSource::kOwnTrade : GroupSource::kTheirTrade;
        if (proposer_ != p) f.proposer = static_cast<int8_t>(proposer_);
      } else if (a.type == ActionType::kBuy && a.player == p) {
        f.source = GroupSource::kPurchase;
      } else if (auction_) {
        f.source = GroupSource::kAuction;
      } else {
        f.source = GroupSource::kOther;
      }
      if (out.first_to_group == kNobody) out.first_to_group = p;
    }
  }

 private:
  Board board_;
  int proposer_ = kNobody;
  bool auction_ = false;
  int done_ = 0;
};

}  // namespace

uint64_t game_seed(uint64_t run_seed, uint64_t index) {
  return splitmix64(run_seed * 0x100000001b3ULL + index);
}

MatchResult play_match(const MatchSetup& setup) {
  const Edition& ed = *setup.edition;
  MatchResult out;
  std::vector<SeatPlayer> seats;
  for (int p = 0; p < setup.players; ++p) seats.push_back(SeatPlayer::bot(setup.skills[p]));
  // The caller keeps the edition alive: a non-owning pointer.
  std::shared_ptr<const Edition> edition(std::shared_ptr<const Edition>(), setup.edition);
  Table table(edition, setup.options, std::vector<std::string>(static_cast<std::size_t>(setup.players)),
              std::move(seats), setup.seed, /*keep_history=*/false);
  if (setup.prepare) setup.prepare(table);
  const GameState& s = table.state();
  int n = ed.space_count();
  if (setup.count_landings) out.landings.assign(static_cast<std::size_t>(n) + 1, 0);
  // A game lasts a few dozen actions per turn at most; ten times that
  // before the cap means a bot is going round in circles.
  uint64_t budget = setup.max_turns ? uint64_t{setup.max_turns} * 400 + 10000 : 100000000;
  int pending_roll = kNobody;  // the roller whose token has not come to rest
  Table::Run run;  // the rounds, counted by either loop below
  run.last_turn = s.turn_number;
  std::unique_ptr<GroupWatch> watch;
  if (setup.track_groups) watch = std::make_unique<GroupWatch>(ed);
  Step step;  // one for the whole game (Table::step_into)
  // A game with nothing to note at each action (the bench, simulate) is
  // played by the table in one loop (Table::play_on): the same stops and
  // counts as the loop below, without its tests of what to note.
  const bool noting = watch || setup.time_decisions || setup.count_landings || setup.ms_per_action;
  const uint32_t cap = setup.max_turns ? setup.max_turns : UINT32_MAX;
  if (!noting) {
    switch (table.play_on(run, cap, budget)) {
      case Table::RunEnd::kGameOver: break;
      case Table::RunEnd::kTurnCap: out.end = MatchEnd::kTurnCap; break;
      case Table::RunEnd::kMaxActions: out.end = MatchEnd::kActionBudget; break;
      case Table::RunEnd::kNoStep: out.end = MatchEnd::kIllegal; break;
    }
    out.actions = run.actions;
  }
  while (noting && s.phase != Phase::kGameOver) {
    if (s.turn_number > cap) {
      out.end = MatchEnd::kTurnCap;
      break;
    }
    if (out.actions >= budget) {
      out.end = MatchEnd::kActionBudget;
      break;
    }
    Phase before = s.phase;
    if (watch) watch->before(s);  // outside the decision's time
    std::chrono::steady_clock::time_point t0;
    if (setup.time_decisions) t0 = std::chrono::steady_clock::now();
    table.step_into(step);
    if (setup.time_decisions && step.acted()) {
      std::chrono::duration<float, std::micro> us = std::chrono::steady_clock::now() - t0;
      out.decision_us[step.seat].push_back(us.count());
    }
    if (!step.acted()) {
      out.end = MatchEnd::kIllegal;
      break;
    }
    const Action& a = step.action;
    ++out.actions;
    if (watch) watch->after(s, a, out);
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
    if (setup.ms_per_action && table.add_play_time(setup.ms_per_action)) ++out.actions;
    run.count_round(s, cap);
  }
  out.turns = s.turn_number;
  if (setup.max_turns && out.turns > setup.max_turns) out.turns = setup.max_turns;
  out.rounds = out.turns > 0 ? run.rounds + 1 : 0;
  if (s.phase == Phase::kGameOver) {
    out.end = MatchEnd::kGameOver;
    out.winner = s.winner;
  }
  for (int p = 0; p < s.player_count; ++p) {
    out.cash[p] = s.players[p].cash;
    out.valuation[p] = valuation(ed, s, p);
    out.search[p] = table.search_stats(p);
  }
  TableReport report = table.report();
  out.fallbacks = report.bot_fallbacks;
  out.failures = report.failures;
  out.first_failure = report.first_failure;
  if (report.failures > 0) {
    out.rejected = report.first_failure.refused;
    out.rejection = report.first_failure.rejection;
  }
  return out;
}

}  // namespace landlord::ai
