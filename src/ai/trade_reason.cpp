#include "ai/trade_reason.h"

#include <algorithm>
#include <bit>

#include "ai/trade_offers.h"
#include "text/lists.h"
#include "text/numbers.h"
#include "text/tr.h"

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

// "Orange", "Orange and Red": the edition's names of `groups` as it spells
// them, in a list of the language in use; each sentence says "group" or
// "groups" itself, by their number.
std::string group_names(const Edition& ed, uint32_t groups) {
  std::vector<std::string> names;
  for (uint32_t m = groups; m; m &= m - 1) names.push_back(ed.groups[static_cast<std::size_t>(std::countr_zero(m))].name);
  return text::list(names);
}

// How many groups a sentence names, for its plural ("group" for none, as for one).
uint64_t group_count(uint32_t groups) { return std::popcount(groups) > 1 ? static_cast<uint64_t>(std::popcount(groups)) : 1; }

// "New York Avenue", "Baltic Avenue and Oriental Avenue".
std::string deed_names(const Edition& ed, uint64_t deeds) {
  std::vector<std::string> names;
  for (uint64_t m = deeds; m; m &= m - 1) names.push_back(ed.spaces[static_cast<std::size_t>(std::countr_zero(m))].name);
  return text::list(names);
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

// Two clauses of the catalogs, joined by a pattern of theirs: why `me`
// wants the deal ({want}), and what it offers for it ({offer}); each a
// whole clause, the edition's names in lists of the language in use.
std::string proposal(const Board& b, const PublicState& s, const TradeOffer& t) {
  const Edition& ed = *b.ed;
  auto money = [&](Money m) { return text::money(ed.currency, m); };
  std::string want;
  // What is asked, as the offer names it: the deeds, or "it" / "them"
  // after a clause that names them already.
  std::string asked = deed_names(ed, t.deeds_asked);
  // TRANSLATORS: a computer player's reason for a trade it proposes, said to the player it asks;
  // {groups} lists the edition's colour groups ("Orange", "Orange and Red").
  if (uint32_t mine = groups_completed_for_proposer(b, s, t)) {
    want = trnf("I'd complete the {groups} group", "I'd complete the {groups} groups", group_count(mine),
                fmt::arg("groups", group_names(ed, mine)));
  } else if (uint32_t kept = groups_kept_from_others(b, s, t)) {
    // The deed another player lacks to complete a group (the Expert's
    // blocking purchase).
    want = trnf("I'd keep the {groups} group from being completed", "I'd keep the {groups} groups from being completed",
                group_count(kept), fmt::arg("groups", group_names(ed, kept)));
  } else if (uint32_t broken = groups_kept_from_receiver(b, s, t)) {
    want = trnf("I'd keep the {groups} group from being completed", "I'd keep the {groups} groups from being completed",
                group_count(broken), fmt::arg("groups", group_names(ed, broken)));
  } else if (uint32_t gathered = groups_of(b, t.deeds_asked)) {
    // A group split over three or more players: one holder at a time.
    want = trnf("I'd hold more of the {groups} group", "I'd hold more of the {groups} groups", group_count(gathered),
                fmt::arg("groups", group_names(ed, gathered)));
  } else {
    // Not a deal of the bots' search (they ask for colour groups only).
    // TRANSLATORS: {deeds} lists the deeds asked for ("Baltic Avenue and Oriental Avenue").
    want = trf("I'd like {deeds}", fmt::arg("deeds", asked));
    // TRANSLATORS: the deeds just named, asked for in the same reason ("I'd like X; I offer $50 for it.").
    asked = std::popcount(t.deeds_asked) > 1 ? trc("deeds asked", "them") : trc("deeds asked", "it");
  }
  if (t.cash_asked > 0) {
    // TRANSLATORS: what a computer player asks for: deeds ({deeds}: their names, or "it", "them") and cash.
    asked = trcf("deeds asked", "{deeds} and {cash}", fmt::arg("deeds", asked), fmt::arg("cash", money(t.cash_asked)));
  }
  std::string offer;
  if (uint32_t theirs = groups_completed_for(b, s, t.to, t.deeds_asked, t.deeds_given)) {
    const uint64_t n = group_count(theirs);
    const std::string groups = group_names(ed, theirs);
    // TRANSLATORS: what the player asked gets from a computer player's proposal: a colour group of
    // theirs completed ({groups}), and cash ({cash}) or for cash ({price}).
    if (t.cash_given > 0 && t.cash_asked > 0) {
      offer = trnf("you'd complete the {groups} group and get {cash} for {price}",
                   "you'd complete the {groups} groups and get {cash} for {price}", n, fmt::arg("groups", groups),
                   fmt::arg("cash", money(t.cash_given)), fmt::arg("price", money(t.cash_asked)));
    } else if (t.cash_given > 0) {
      offer = trnf("you'd complete the {groups} group and get {cash}", "you'd complete the {groups} groups and get {cash}",
                   n, fmt::arg("groups", groups), fmt::arg("cash", money(t.cash_given)));
    } else if (t.cash_asked > 0) {
      offer = trnf("you'd complete the {groups} group for {price}", "you'd complete the {groups} groups for {price}", n,
                   fmt::arg("groups", groups), fmt::arg("price", money(t.cash_asked)));
    } else {
      offer = trnf("you'd complete the {groups} group", "you'd complete the {groups} groups", n,
                   fmt::arg("groups", groups));
    }
  } else if (t.deeds_given != 0) {
    // TRANSLATORS: what a computer player offers ({deeds}, {cash}) for what it asks ({asked}: deeds,
    // "it" or "them", and perhaps cash).
    if (t.cash_given > 0) {
      offer = trf("I offer {deeds} and {cash} for {asked}", fmt::arg("deeds", deed_names(ed, t.deeds_given)),
                  fmt::arg("cash", money(t.cash_given)), fmt::arg("asked", asked));
    } else {
      offer = trf("I offer {deeds} for {asked}", fmt::arg("deeds", deed_names(ed, t.deeds_given)), fmt::arg("asked", asked));
    }
  } else if (t.cash_given > 0) {
    offer = trf("I offer {cash} for {asked}", fmt::arg("cash", money(t.cash_given)), fmt::arg("asked", asked));
  } else {
    // They gain enough without payment, by our estimate.
    // TRANSLATORS: what a computer player asks for ({asked}: deeds, "it" or "them", and perhaps cash)
    // is worth little to the player asked.
    offer = trf("{asked} would do little for you", fmt::arg("asked", asked));
  }
  // TRANSLATORS: a computer player's proposal: why it wants the deal, then what it offers.
  return trcf("trade reason", "{want}; {offer}.", fmt::arg("want", want), fmt::arg("offer", offer));
}

std::string answer(const Board& b, const PublicState& s, const TradeOffer& t, int me, const Style& st,
                   bool accepts, Money keep_cash) {
  const Edition& ed = *b.ed;
  // TRANSLATORS: a computer player's answer to a trade offered to it, said to the player who offered it.
  if (accepts) {
    // Only a bot that looks ahead accepts what its valuation would refuse,
    // and never past the guard.
    if (!accept_offer(b, s, t, me, st)) return tr("Looking a few rounds ahead, it works out for me.");
    if (uint32_t mine = groups_completed_for(b, s, me, t.deeds_asked, t.deeds_given)) {
      return trnf("It completes my {groups} group.", "It completes my {groups} groups.", group_count(mine),
                  fmt::arg("groups", group_names(ed, mine)));
    }
    return tr("A fair deal: it leaves me better placed than before.");
  }
  if (!pays_for_group(b, s, t, me, st)) {
    uint32_t theirs = groups_completed_for_proposer(b, s, t);
    return trnf("That would complete your {groups} group, and what you offer is worth less to me than that group is to you.",
                "That would complete your {groups} groups, and what you offer is worth less to me than those groups are to you.",
                group_count(theirs), fmt::arg("groups", group_names(ed, theirs)));
  }
  TradeJudgement j = judge_trade(b, s, t, me, st);
  if (j.my_gain <= 0) return tr("I'd come out behind: what you ask is worth more to me than what you give.");
  int rivals = std::max(1, active_players(s) - 1);  // accept_offer()'s standing rule
  if (j.my_gain < st.accept_ratio * j.their_gain / rivals) return tr("You'd gain far more from this than I would.");
  if (!pays_no_more_than_worth(b, s, t, me, st)) {  // accept_offer()'s buyer's check
    const Money salary = std::max<Money>(1, static_cast<Money>(s.options.salary));
    const Money paid = t.to == me ? t.cash_asked - t.cash_given : t.cash_given - t.cash_asked;
    if (s.players[me].cash - paid < salary / 2) return tr("It would leave me too short of cash.");
    return tr("That is more cash than what I'd get would surely bring me.");
  }
  if (s.players[me].cash + t.cash_given - t.cash_asked < keep_cash) return tr("It would leave me too short of cash.");
  if (Rejection r = check_trade(ed, s, t); r != Rejection::kNone) {
    if (r == Rejection::kNotEnoughCash) {
      return t.cash_asked > s.players[me].cash ? tr("I haven't the cash you ask for.")
                                               : tr("You haven't the cash you offer.");
    }
    return tr("The rules don't allow this deal as it stands.");
  }
  return tr("Looking a few rounds ahead, I expect to do better without it.");
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
  TradeChoice choice = TradeChoice::kReject;
  TradeOffer trade;
  switch (a.type) {
    case ActionType::kProposeTrade:
      choice = TradeChoice::kPropose;
      trade = a.trade;
      trade.from = a.player;  // as the engine reads a proposal
      break;
    case ActionType::kAcceptTrade:
    case ActionType::kRejectTrade:
      choice = a.type == ActionType::kAcceptTrade ? TradeChoice::kAccept : TradeChoice::kReject;
      trade = s.trade;
      break;
    default:
      set_ = false;
      return;
  }
  set_ = true;
  if (!kept_ || kept_.use_count() > 1) kept_ = std::make_shared<TradeReasonFacts>();
  TradeReasonFacts& f = *kept_;
  f.choice = choice;
  f.trade = trade;
  f.me = a.player;
  f.keep_cash = keep_cash;
  f.board = b;
  f.style = st;
  f.state = s;
}

const std::string& TradeReasonNote::text() const {
  if (set_ && !written_) {
    text_ = kept_->text();
    written_ = true;
  }
  return text_;
}

}  // namespace landlord::ai
