#include "ai/trade_reason.h"

#include <algorithm>
#include <bit>

#include "ai/trade_offers.h"

namespace landlord::ai {

namespace {

// Groups that `player` owns whole after handing over `lose` and receiving
// `gain`, but not before (bit g for group g).
uint32_t groups_completed_for(const Board& b, const PublicState& s, int player, uint64_t lose, uint64_t gain) {
  if (player < 0 || gain == 0) return 0;
  uint64_t before = holdings(b, s).of[player];
  uint64_t after = (before & ~lose) | gain;
  uint32_t out = 0;
  for (int g = 0; g < b.group_count; ++g) {
    uint64_t gm = b.group_mask[g];
    if (gm && (gm & gain) && (gm & ~after) == 0 && (gm & ~before) != 0) out |= 1u << g;
  }
  return out;
}

// "Orange group", "Orange and Red groups": the edition's names as it
// spells them, after "the", "my" or "your".
std::string group_names(const Edition& ed, uint32_t groups) {
  std::string out;
  int n = std::popcount(groups);
  int k = 0;
  for (uint32_t m = groups; m; m &= m - 1, ++k) {
    if (k > 0) out += k + 1 == n ? " and " : ", ";
    out += ed.groups[static_cast<std::size_t>(std::countr_zero(m))].name;
  }
  return out + (n > 1 ? " groups" : " group");
}

// "New York Avenue", "Baltic Avenue and Oriental Avenue".
std::string deed_names(const Edition& ed, uint64_t deeds) {
  std::string out;
  int n = std::popcount(deeds);
  int k = 0;
  for (uint64_t m = deeds; m; m &= m - 1, ++k) {
    if (k > 0) out += k + 1 == n ? " and " : ", ";
    out += ed.spaces[static_cast<std::size_t>(std::countr_zero(m))].name;
  }
  return out;
}

// Groups any of `deeds` belongs to.
uint32_t groups_of(const Board& b, uint64_t deeds) {
  uint32_t out = 0;
  for (int g = 0; g < b.group_count; ++g) {
    if (b.group_mask[g] & deeds) out |= 1u << g;
  }
  return out;
}

// Groups that the deeds asked would complete for a third player (neither
// side of the deal), who holds every other deed of the group.
uint32_t groups_kept_from_others(const Board& b, const PublicState& s, const TradeOffer& t) {
  uint32_t out = 0;
  for (int g = 0; g < b.group_count; ++g) {
    uint64_t asked = b.group_mask[g] & t.deeds_asked;
    if (!asked || asked == b.group_mask[g]) continue;
    for (int r = 0; r < s.player_count; ++r) {
      if (r == t.from || r == t.to) continue;
      bool rest = true;
      for (uint64_t m = b.group_mask[g] & ~asked; m && rest; m &= m - 1) {
        rest = s.deeds[std::countr_zero(m)].owner == r;
      }
      if (rest) out |= 1u << g;
    }
  }
  return out;
}

// Groups of which the receiver holds every deed but one, the Bank's, and
// gives one up: landing on the Bank's deed would have completed them (the
// Expert's breaking offer).
uint32_t groups_kept_from_receiver(const Board& b, const PublicState& s, const TradeOffer& t) {
  if (t.to < 0) return 0;
  const Holdings h = holdings(b, s);
  return groups_short_of_a_bank_deed(b, h, t.to) & groups_of(b, t.deeds_asked & h.of[t.to]);
}

std::string proposal(const Board& b, const PublicState& s, const TradeOffer& t) {
  const Edition& ed = *b.ed;
  std::string out;
  std::string asked = deed_names(ed, t.deeds_asked);
  if (uint32_t mine = groups_completed_for_proposer(b, s, t)) {
    out = "I'd complete the " + group_names(ed, mine);
  } else if (uint32_t kept = groups_kept_from_others(b, s, t)) {
    // The deed another player lacks to complete a group (the Expert's
    // blocking purchase).
    out = "I'd keep the " + group_names(ed, kept) + " from being completed";
  } else if (uint32_t broken = groups_kept_from_receiver(b, s, t)) {
    out = "I'd keep the " + group_names(ed, broken) + " from being completed";
  } else if (uint32_t gathered = groups_of(b, t.deeds_asked)) {
    // A group split over three or more players: one holder at a time.
    out = "I'd hold more of the " + group_names(ed, gathered);
  } else {
    // Not a deal of the bots' search (they ask for colour groups only).
    out = "I'd like " + asked;
    asked = std::popcount(t.deeds_asked) > 1 ? "them" : "it";
  }
  if (t.cash_asked > 0) asked += " and " + ed.money(t.cash_asked);
  if (uint32_t theirs = groups_completed_for(b, s, t.to, t.deeds_asked, t.deeds_given)) {
    out += "; you'd complete the " + group_names(ed, theirs);
    if (t.cash_given > 0) out += " and get " + ed.money(t.cash_given);
    if (t.cash_asked > 0) out += " for " + ed.money(t.cash_asked);
    return out + ".";
  }
  if (t.deeds_given != 0) {
    out += "; I offer " + deed_names(ed, t.deeds_given);
    if (t.cash_given > 0) out += " and " + ed.money(t.cash_given);
    return out + " for " + asked + ".";
  }
  if (t.cash_given > 0) return out + "; I offer " + ed.money(t.cash_given) + " for " + asked + ".";
  // They gain enough without payment, by our estimate.
  return out + "; " + asked + " would do little for you.";
}

std::string answer(const Board& b, const PublicState& s, const TradeOffer& t, int me, const Style& st,
                   bool accepts, Money keep_cash) {
  const Edition& ed = *b.ed;
  if (accepts) {
    // Only a bot that looks ahead accepts what its valuation would refuse,
    // and never past the guard.
    if (!accept_offer(b, s, t, me, st)) return "Looking a few rounds ahead, it works out for me.";
    if (uint32_t mine = groups_completed_for(b, s, me, t.deeds_asked, t.deeds_given)) {
      return "It completes my " + group_names(ed, mine) + ".";
    }
    return "A fair deal: it leaves me better placed than before.";
  }
  if (!pays_for_group(b, s, t, me, st)) {
    uint32_t theirs = groups_completed_for_proposer(b, s, t);
    bool several = std::popcount(theirs) > 1;
    return "That would complete your " + group_names(ed, theirs) + ", and what you offer is worth less to me than " +
           (several ? "those groups are" : "that group is") + " to you.";
  }
  TradeJudgement j = judge_trade(b, s, t, me, st);
  if (j.my_gain <= 0) return "I'd come out behind: what you ask is worth more to me than what you give.";
  int rivals = std::max(1, active_players(s) - 1);  // accept_offer()'s standing rule
  if (j.my_gain < st.accept_ratio * j.their_gain / rivals) return "You'd gain far more from this than I would.";
  if (!pays_no_more_than_worth(b, s, t, me, st)) {  // accept_offer()'s buyer's check
    const Money salary = std::max<Money>(1, static_cast<Money>(s.options.salary));
    const Money paid = t.to == me ? t.cash_asked - t.cash_given : t.cash_given - t.cash_asked;
    if (s.players[me].cash - paid < salary / 2) return "It would leave me too short of cash.";
    return "That is more cash than what I'd get would surely bring me.";
  }
  if (s.players[me].cash + t.cash_given - t.cash_asked < keep_cash) return "It would leave me too short of cash.";
  if (Rejection r = check_trade(ed, s, t); r != Rejection::kNone) {
    if (r == Rejection::kNotEnoughCash) {
      return t.cash_asked > s.players[me].cash ? "I haven't the cash you ask for."
                                               : "You haven't the cash you offer.";
    }
    return "The rules don't allow this deal as it stands.";
  }
  return "Looking a few rounds ahead, I expect to do better without it.";
}

}  // namespace

std::string trade_reason(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                         const Style& st, TradeChoice choice, Money keep_cash) {
  if (choice == TradeChoice::kPropose) return proposal(b, s, t);
  return answer(b, s, t, me, st, choice == TradeChoice::kAccept, keep_cash);
}

void TradeReasonNote::record_slow(const Board& b, const PublicState& s, const Action& a, const Style& st,
                                  Money keep_cash) {
  written_ = false;
  text_.clear();
  switch (a.type) {
    case ActionType::kProposeTrade:
      choice_ = TradeChoice::kPropose;
      trade_ = a.trade;
      trade_.from = a.player;  // as the engine reads a proposal
      break;
    case ActionType::kAcceptTrade:
    case ActionType::kRejectTrade:
      choice_ = a.type == ActionType::kAcceptTrade ? TradeChoice::kAccept : TradeChoice::kReject;
      trade_ = s.trade;
      break;
    default:
      set_ = false;
      return;
  }
  set_ = true;
  me_ = a.player;
  keep_cash_ = keep_cash;
  if (!kept_) kept_ = std::make_unique<Kept>();
  kept_->board = b;
  kept_->style = st;
  kept_->state = s;
}

const std::string& TradeReasonNote::text() const {
  if (set_ && !written_) {
    text_ = trade_reason(kept_->board, kept_->state, trade_, me_, kept_->style, choice_, keep_cash_);
    written_ = true;
  }
  return text_;
}

}  // namespace landlord::ai
