#include "ai/trade_offers.h"

#include <algorithm>
#include <bit>

#include "ai/tactics.h"

namespace landlord::ai {

namespace {

// Rounds between two requests for the same group to the same player.
constexpr uint32_t kQuietRounds = 4;

}  // namespace

TradeJudgement judge_trade(const Board& b, const GameState& s, const TradeOffer& t, int me,
                           const Style& st) {
  int other = t.from == me ? t.to : t.from;
  Holdings before = holdings(b, s);
  double me0 = worth(b, s, before, me, st);
  double them0 = worth(b, s, before, other, st);
  GameState after = s;
  exchange(after, t);
  Holdings h1 = holdings(b, after);
  TradeJudgement j;
  j.my_gain = worth(b, after, h1, me, st) - me0;
  j.their_gain = worth(b, after, h1, other, st) - them0;
  return j;
}

bool accept_offer(const Board& b, const GameState& s, const TradeOffer& t, int me,
                  const Style& st) {
  TradeJudgement j = judge_trade(b, s, t, me, st);
  return j.my_gain > 0 && j.my_gain >= st.accept_ratio * j.their_gain;
}

bool find_offer(const Board& b, const GameState& s, int me, const Style& st, int reserve,
                OfferMemory& memory, TradeOffer& out) {
  if (memory.last_proposal_turn == s.turn_number) return false;
  memory.last_proposal_turn = s.turn_number;
  const Edition& ed = *b.ed;
  Holdings h = holdings(b, s);
  uint64_t mine = h.of[me];
  int my_cash = bot_cash(s, me);
  bool found = false;
  double best_score = 0;
  int best_group = -1;
  for (int g = 0; g < b.group_count; ++g) {
    uint64_t gm = b.group_mask[g];
    int have = std::popcount(mine & gm);
    if (!gm || have == 0 || have == b.group_size[g]) continue;
    uint64_t missing = gm & ~mine;
    if (missing & h.unowned) continue;  // still to be bought
    int holder = s.deeds[std::countr_zero(missing)].owner;
    if (holder < 0 || holder == me || s.players[holder].bankrupt) continue;
    if ((missing & ~h.of[holder]) != 0) continue;  // spread over several players
    if (group_has_buildings(ed, s, g)) continue;
    if (s.turn_number < memory.quiet_until[holder][g]) continue;

    // What to give: nothing, the deeds the holder lacks for one of its
    // groups, or one spare deed (not in a group of ours that is open).
    uint64_t gives[12];
    int give_count = 0;
    gives[give_count++] = 0;
    for (int g2 = 0; g2 < b.group_count && give_count < 6; ++g2) {
      uint64_t gm2 = b.group_mask[g2];
      if (g2 == g || !gm2) continue;
      uint64_t need = gm2 & ~h.of[holder];
      if (need == gm2 || (need & ~mine) != 0) continue;
      if (group_has_buildings(ed, s, g2)) continue;
      gives[give_count++] = need;
    }
    for (uint64_t m = mine & ~gm; m && give_count < 12;) {
      int i = std::countr_zero(m);
      m &= m - 1;
      int g2 = b.group_of[i];
      if (g2 >= 0) {
        uint64_t gm2 = b.group_mask[g2];
        bool open_for_me = (gm2 & ~mine & ~h.unowned) == 0;  // only Bank or me
        if (open_for_me || group_has_buildings(ed, s, g2)) continue;
      }
      gives[give_count++] = bit(i);
    }
    // Worth moves one for one with cash, so the cash that balances a deal
    // follows from its gains without cash: give just enough for the holder
    // to accept, or ask just enough for us to want it.
    const double ar = st.accept_ratio;
    const double pr = st.propose_ratio;
    for (int k = 0; k < give_count; ++k) {
      TradeOffer t;
      t.from = static_cast<int8_t>(me);
      t.to = static_cast<int8_t>(holder);
      t.deeds_asked = missing;
      t.deeds_given = gives[k];
      TradeJudgement j0 = judge_trade(b, s, t, me, st);
      double m0 = j0.my_gain, t0 = j0.their_gain;
      if (t0 < ar * m0) {
        double c = (ar * m0 - t0) / (1 + ar);
        t.cash_given = (static_cast<int32_t>(c) / 10 + 1) * 10;
        if (t.cash_given > my_cash - reserve) continue;
      } else if (m0 < pr * t0) {
        double x = (pr * t0 - m0) / (1 + pr);
        t.cash_asked = (static_cast<int32_t>(x) / 10 + 1) * 10;
        if (t.cash_asked > s.players[holder].cash) continue;
      }
      if (check_trade(ed, s, t) != Rejection::kNone) continue;
      TradeJudgement j = judge_trade(b, s, t, me, st);
      bool mine_ok = j.my_gain > 0 && j.my_gain >= pr * j.their_gain;
      bool theirs_ok = j.their_gain > 0 && j.their_gain >= ar * j.my_gain;
      if (!mine_ok || !theirs_ok) continue;
      double score = j.my_gain - j.their_gain;
      if (!found || score > best_score) {
        found = true;
        best_score = score;
        best_group = g;
        out = t;
      }
    }
  }
  if (found) {
    memory.quiet_until[out.to][best_group] =
        s.turn_number + kQuietRounds * static_cast<uint32_t>(s.player_count);
  }
  return found;
}

}  // namespace landlord::ai
