#include "ai/trade_offers.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <initializer_list>
#include <optional>

#include "ai/tactics.h"
#include "engine/json.h"

namespace landlord::ai {

namespace {

// Rounds between two series of requests for the same group to the same
// player, once the last step of a series was refused.
constexpr uint32_t kQuietRounds = 4;
// Offers in a series: from Style::open_share of the estimated price up to
// the whole estimate.
constexpr int kSteps = 4;

int rivals(const PublicState& s) { return std::max(1, active_players(s) - 1); }

// The part of `t` that `side` hands over (the other side's part left out).
TradeOffer half(const TradeOffer& t, bool proposers_part) {
  TradeOffer h;
  h.from = t.from;
  h.to = t.to;
  if (proposers_part) {
    h.cash_given = t.cash_given;
    h.deeds_given = t.deeds_given;
    h.jail_cards_given = t.jail_cards_given;
  } else {
    h.cash_asked = t.cash_asked;
    h.deeds_asked = t.deeds_asked;
    h.jail_cards_asked = t.jail_cards_asked;
  }
  return h;
}

// Every deed is sold and nobody holds a whole group: nobody can build
// until two players trade a group.
bool table_locked(const Board& b, const PublicState& s, const Holdings& h) {
  if (h.unowned != 0) return false;
  for (int p = 0; p < s.player_count; ++p) {
    if (s.players[p].bankrupt) continue;
    for (int g = 0; g < b.group_count; ++g) {
      uint64_t gm = b.group_mask[g];
      if (gm && (gm & ~h.of[p]) == 0) return false;
    }
  }
  return true;
}

int32_t round_up_10(double x) { return x <= 0 ? 0 : (static_cast<int32_t>(x) / 10 + 1) * 10; }

}  // namespace

namespace {

// judge_trade(), also for many offers on one position: what the position is
// worth to each player before any trade is worked out once, and each offer
// is carried out on one kept copy of the state and undone, instead of a new
// copy of the state and four valuations per offer. The figures are the same
// operations in the same order as judge_trade()'s, so the same doubles.
// The Hard bot weighs up to a few hundred offers a turn, and the Expert's
// look-ahead plays Hard bots: this was most of its time.
class TradeJudge {
 public:
  TradeJudge(const Board& b, const PublicState& s, int me, const Style& st)
      : b_(b), s_(s), me_(me), st_(st), before_(holdings(b, s)), after_(s) {
    me0_ = worth(b, s, before_, me, st);
  }

  TradeJudgement operator()(const TradeOffer& t) { return judge(t, true, true); }
  // One side only: a valuation is most of a judgement's cost.
  double my_gain(const TradeOffer& t) { return judge(t, true, false).my_gain; }
  double their_gain(const TradeOffer& t) { return judge(t, false, true).their_gain; }

 private:
  // The gains asked for (mine, theirs); the other one is left 0.
  TradeJudgement judge(const TradeOffer& t, bool mine, bool theirs) {
    const int other = t.from == me_ ? t.to : t.from;
    if (theirs && !known_[other]) {
      them0_[other] = worth(b_, s_, before_, other, st_);
      known_[other] = true;
    }
    exchange(after_, t);
    // The holdings after the exchange, as holdings(after) would find them:
    // each moved property leaves whoever held it.
    Holdings h1 = before_;
    const uint64_t moved = t.deeds_given | t.deeds_asked;
    for (uint64_t m = moved & b_.properties; m; m &= m - 1) {
      const int i = std::countr_zero(m);
      const uint64_t one = uint64_t{1} << i;
      const int was = s_.deeds[i].owner;
      if (was >= 0) {
        h1.of[was] &= ~one;
      } else {
        h1.unowned &= ~one;
      }
      h1.of[(t.deeds_given & one) ? t.to : t.from] |= one;
    }
    TradeJudgement j;
    if (mine) j.my_gain = worth(b_, after_, h1, me_, st_) - me0_;
    if (theirs) j.their_gain = worth(b_, after_, h1, other, st_) - them0_[other];
    // Undone: exchange() changes the two players and the moved deeds only
    // (and with them the owners' masks, copied back whole: a deed copied
    // back carries its owner past set_owner()).
    after_.players[t.from] = s_.players[t.from];
    after_.players[t.to] = s_.players[t.to];
    for (uint64_t m = moved; m; m &= m - 1) {
      const int i = std::countr_zero(m);
      after_.deeds[i] = s_.deeds[i];
    }
    std::copy(std::begin(s_.owned), std::end(s_.owned), std::begin(after_.owned));
    return j;
  }

  const Board& b_;
  const PublicState& s_;
  int me_;
  const Style& st_;
  Holdings before_;
  PublicState after_;
  double me0_ = 0;
  double them0_[kMaxPlayers] = {};
  bool known_[kMaxPlayers] = {};
};

}  // namespace

TradeJudgement judge_trade(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                           const Style& st) {
  return TradeJudge(b, s, me, st)(t);
}

TradeOffer reversed(const TradeOffer& t) {
  TradeOffer r;
  r.from = t.to;
  r.to = t.from;
  r.cash_given = t.cash_asked;
  r.cash_asked = t.cash_given;
  r.deeds_given = t.deeds_asked;
  r.deeds_asked = t.deeds_given;
  r.jail_cards_given = t.jail_cards_asked;
  r.jail_cards_asked = t.jail_cards_given;
  return r;
}

uint32_t groups_completed_for_proposer(const Board& b, const PublicState& s, const TradeOffer& t) {
  if (t.from < 0 || t.deeds_asked == 0) return 0;
  Holdings h = holdings(b, s);
  uint64_t before = h.of[t.from];
  uint64_t after = (before & ~t.deeds_given) | t.deeds_asked;
  uint32_t out = 0;
  for (int g = 0; g < b.group_count; ++g) {
    uint64_t gm = b.group_mask[g];
    if (!gm || !(gm & t.deeds_asked)) continue;
    if ((gm & ~after) == 0 && (gm & ~before) != 0) out |= 1u << g;
  }
  return out;
}

uint32_t groups_blocked(const Board& b, const PublicState& s, int player, uint64_t deeds) {
  Holdings h = holdings(b, s);
  uint32_t out = 0;
  for (int g = 0; g < b.group_count; ++g) {
    uint64_t gm = b.group_mask[g];
    if (!(gm & deeds)) continue;
    for (int r = 0; r < s.player_count; ++r) {
      if (r == player || s.players[r].bankrupt) continue;
      uint64_t lacks = gm & ~h.of[r];
      if (lacks != gm && std::has_single_bit(lacks) && (lacks & deeds)) out |= 1u << g;
    }
  }
  return out;
}

uint32_t groups_short_of_a_bank_deed(const Board& b, const Holdings& h, int player) {
  uint32_t out = 0;
  for (int g = 0; g < b.group_count; ++g) {
    uint64_t lacks = b.group_mask[g] & ~h.of[player];
    if (std::popcount(lacks) == 1 && (lacks & h.unowned)) out |= 1u << g;
  }
  return out;
}

namespace {

// pays_for_group() with the judge of the answering player's position.
bool pays_for_group_judged(TradeJudge& judge, const TradeOffer& t) {
  // What my part is worth to the proposer, and what theirs is worth to me.
  double value_to_them = judge.their_gain(half(t, false));
  double paid_to_me = judge.my_gain(half(t, true));
  return paid_to_me >= value_to_them;
}

}  // namespace

bool pays_for_group(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                    const Style& st) {
  if (groups_completed_for_proposer(b, s, t) == 0) return true;
  TradeJudge judge(b, s, me, st);
  return pays_for_group_judged(judge, t);
}

namespace {

// The valuation of pays_no_more_than_worth(): what the deals surely bring
// (a deed halfway between its mortgage value, what it raises at once, and
// its price, what the Bank asks for it; railroads and utilities by their
// rents; a group they complete by its bonus only as far as the cash left
// pays for three houses a site, develop 1; in a group still open no more
// than what they block, the partial bonus being a promise the Bank's
// deeds may never keep).
Style sure_style(const Style& st) {
  Style sure = st;
  sure.deed = 0.5;
  sure.partial = std::min(st.partial, st.blocking);
  sure.develop = 1.0;
  return sure;
}

// pays_no_more_than_worth() with `sure`, the judge of `me`'s position by
// `sure_st` (sure_style()), built when first needed: find_offer() keeps one
// for all its offers to a holder.
bool pays_no_more_than_worth_judged(const Board& b, const PublicState& s, const TradeOffer& t,
                                    int me, const Style& sure_st,
                                    std::optional<TradeJudge>& sure) {
  const bool receiving = t.to == me;
  const Money paid = receiving ? t.cash_asked - t.cash_given : t.cash_given - t.cash_asked;
  if (paid <= 0) return true;
  // Never its last cash: at least half the Go salary stays for the rents
  // ahead (as the fixed-policy agents keep).
  const Money salary = std::max<Money>(1, static_cast<Money>(s.options.salary));
  if (s.players[me].cash - paid < salary / 2) return false;
  if (!sure) sure.emplace(b, s, me, sure_st);
  return sure->my_gain(t) >= 0;
}

}  // namespace

bool pays_no_more_than_worth(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                             const Style& st) {
  const Style sure_st = sure_style(st);  // outlives the judge, which keeps a reference
  std::optional<TradeJudge> sure;
  return pays_no_more_than_worth_judged(b, s, t, me, sure_st, sure);
}

bool accept_offer(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                  const Style& st) {
  // One judge of this position for the guard and the gains.
  TradeJudge judge(b, s, me, st);
  if (groups_completed_for_proposer(b, s, t) != 0 && !pays_for_group_judged(judge, t)) return false;
  TradeJudgement j = judge(t);
  return j.my_gain > 0 && j.my_gain >= st.accept_ratio * j.their_gain / rivals(s) &&
         pays_no_more_than_worth(b, s, t, me, st);
}

bool fixed_policy_accepts(const Board& b, const PublicState& s, const TradeOffer& t, const Style& st) {
  const Money salary = std::max<Money>(1, static_cast<Money>(s.options.salary));
  const Money net = t.cash_given - t.cash_asked;  // to the one answering
  return s.players[t.to].cash + net >= salary / 2 && accept_offer(b, s, t, t.to, st);
}

bool gnome_accepts(const Board& b, const PublicState& s, const TradeOffer& t) {
  const int me = t.to;
  if (me < 0 || me >= s.player_count || t.from < 0 || t.from >= s.player_count) return false;
  const Money salary = std::max<Money>(1, static_cast<Money>(s.options.salary));
  const Money cash = s.players[me].cash;
  const Money out = t.cash_asked - t.cash_given;  // the cash it pays, net
  const bool offers = t.cash_given > 0 || t.deeds_given != 0 || t.jail_cards_given != 0;
  const bool wants = t.cash_asked > 0 || t.deeds_asked != 0 || t.jail_cards_asked != 0;
  if (!offers && wants) return false;
  if (out > cash) return false;
  Money worth = t.cash_given - t.cash_asked;  // by printed prices and cash
  for (uint64_t m = t.deeds_given | t.deeds_asked; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    if (s.deeds[i].mortgaged) return false;
    worth += (t.deeds_given & bit(i)) ? b.price[i] : -b.price[i];
  }
  const uint64_t held = deeds_of(b, s, me);
  int gained = 0, lost = 0;
  for (uint64_t m = t.deeds_given; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    const int g = b.group_of[i];
    if (g >= 0 && (b.group_mask[g] & ~held & ~bit(i)) == 0) ++gained;
  }
  for (uint64_t m = t.deeds_asked; m; m &= m - 1) {
    const int g = b.group_of[std::countr_zero(m)];
    if (g >= 0 && (b.group_mask[g] & ~held) == 0) ++lost;
  }
  if (lost > gained) return false;
  if (gained > lost) return out < cash;
  if (out >= cash || cash - out < salary / 2) return false;
  return !(cash - out < salary && worth <= 0);
}

uint32_t holdings_fingerprint(const PublicState& s) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a, 64-bit, folded to 32
  auto mix = [&h](uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= (v >> (8 * i)) & 0xFF;
      h *= 1099511628211ull;
    }
  };
  uint64_t mortgaged = 0;
  for (int i = 0; i < kMaxSpaces; ++i) {
    if (s.deeds[i].mortgaged) mortgaged |= uint64_t{1} << i;
  }
  mix(mortgaged);
  for (int p = 0; p < s.player_count; ++p) {
    mix(s.owned[p]);
    mix(s.players[p].bankrupt ? 1 : 0);
  }
  uint32_t r = static_cast<uint32_t>(h ^ (h >> 32));
  return r != 0 ? r : 1;
}

bool offer_welcome(const PublicState& s, const OfferMemory& m, int me, int to) {
  if (to < 0 || to >= kMaxPlayers || (m.people & (1u << to)) == 0) return true;
  if (m.offered_turn[to] != 0) {
    uint32_t last = m.offered_turn[to] - 1;
    if (s.turn_number >= last && s.turn_number - last < static_cast<uint32_t>(std::max(1, active_players(s)))) {
      return false;
    }
  }
  if (me < 0 || me >= kMaxPlayers) return true;
  return m.offered_at[me][to] == 0 || m.offered_at[me][to] != holdings_fingerprint(s);
}

void note_offer(OfferMemory& m, const PublicState& s, const TradeOffer& t) {
  if (t.to < 0 || t.to >= kMaxPlayers || t.from < 0 || t.from >= kMaxPlayers) return;
  m.offered_turn[t.to] = s.turn_number + 1;
  m.offered_at[t.from][t.to] = holdings_fingerprint(s);
}

bool find_offer(const Board& b, const PublicState& s, int me, const Style& st, int reserve,
                OfferMemory& memory, TradeOffer& out) {
  if (memory.last_proposal_turn == s.turn_number) return false;
  memory.last_proposal_turn = s.turn_number;
  const Edition& ed = *b.ed;
  Holdings h = holdings(b, s);
  uint64_t mine = h.of[me];
  int my_cash = bot_cash(s, me);
  const double n = rivals(s);
  const bool locked = table_locked(b, s, h);
  TradeJudge judge(b, s, me, st);
  const Style sure_st = sure_style(st);  // for the holders' judges below
  bool found = false;
  bool found_completes = false;  // a deal completing a group beats one gathering it
  double best_score = 0;
  int best_group = -1;
  for (int g = 0; g < b.group_count; ++g) {
    uint64_t gm = b.group_mask[g];
    int have = std::popcount(mine & gm);
    if (!gm || have == 0 || have == b.group_size[g]) continue;
    uint64_t all_missing = gm & ~mine;
    if (all_missing & h.unowned) continue;  // still to be bought
    if (group_has_buildings(ed, s, g)) continue;
    // Ask each holder of missing deeds for their part: the whole of what is
    // missing completes the group; a part of it (a group split over three
    // or more players) gathers it, leaving one holder to deal with next.
    for (int holder = 0; holder < s.player_count; ++holder) {
    uint64_t missing = all_missing & h.of[holder];
    if (!missing || holder == me || s.players[holder].bankrupt) continue;
    if (s.turn_number < memory.quiet_until[holder][g]) continue;
    if (!offer_welcome(s, memory, me, holder)) continue;
    int step = std::min<int>(memory.asked[holder][g], kSteps - 1);
    double share = st.open_share + (1.0 - st.open_share) * step / (kSteps - 1);

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
    // What the holder's deeds are worth to me: the same for every offer
    // below (their asked part, before any cash is set).
    TradeOffer asked_part;
    asked_part.from = static_cast<int8_t>(me);
    asked_part.to = static_cast<int8_t>(holder);
    asked_part.deeds_asked = missing;
    const double value_to_me = judge.my_gain(asked_part);
    // The holder's judge of what cash asked of it surely buys it (built
    // when first needed, then kept for every offer to this holder).
    std::optional<TradeJudge> sure_judge;
    for (int k = 0; k < give_count; ++k) {
      TradeOffer t;
      t.from = static_cast<int8_t>(me);
      t.to = static_cast<int8_t>(holder);
      t.deeds_asked = missing;
      t.deeds_given = gives[k];
      // The holder's price as I estimate it (worth moves one for one with
      // cash): enough for the guard (what I give is worth to them what
      // their deeds are worth to me) and for their standing.
      // Giving nothing is worth exactly nothing to them (the same valuation
      // of the same position, less itself).
      double gives_to_them = gives[k] == 0 ? 0.0 : judge.their_gain(half(t, true));
      double for_guard = value_to_me - gives_to_them;
      // The price is at least the guard's: where that much cash is more
      // than I can spare, the offer is passed over below whatever the
      // standing asks, so it is passed over before the deal is judged
      // (most offers of a player short of cash; the same offers are made).
      if (for_guard > 0 && round_up_10(share * for_guard) > my_cash - reserve) continue;
      TradeJudgement j0 = judge(t);
      double for_standing = (st.accept_ratio * j0.my_gain / n - j0.their_gain) /
                            (1 + st.accept_ratio / n);
      double price = std::max(for_guard, for_standing);
      if (price > 0) {
        t.cash_given = round_up_10(share * price);
        if (t.cash_given > my_cash - reserve) continue;
      } else {
        // They gain enough without cash: ask for half of the margin.
        int32_t ask = round_up_10(-price / 2) - 10;
        t.cash_asked = std::min(std::max(ask, 0), std::max(0, bot_cash(s, holder)));
        // No more than the holder pays for what the deeds surely bring to
        // it (pays_no_more_than_worth, judged as I would judge it).
        while (t.cash_asked > 0 &&
               !pays_no_more_than_worth_judged(b, s, t, holder, sure_st, sure_judge)) {
          t.cash_asked = t.cash_asked > 40 ? (t.cash_asked / 2) / 10 * 10 : 0;
        }
      }
      if (check_trade(ed, s, t) != Rejection::kNone) continue;
      // No cash either way: the deal j0 judged.
      TradeJudgement j = t.cash_given == 0 && t.cash_asked == 0 ? j0 : judge(t);
      double standing = j.my_gain - j.their_gain / n;
      if (locked) {
        // A locked table: whoever builds first leads, so the group is
        // worth its full price (the guard's) even without a gain over the
        // partner, as long as it is no loss before building.
        Style flat = st;
        flat.develop = 0;
        if (judge_trade(b, s, t, me, flat).my_gain < -10) continue;
      } else if (j.my_gain <= 0 || j.my_gain < st.propose_ratio * j.their_gain / n) {
        continue;
      }
      bool completes = missing == all_missing;
      if (!found || (completes && !found_completes) ||
          (completes == found_completes && standing > best_score)) {
        found = true;
        found_completes = completes;
        best_score = standing;
        best_group = g;
        out = t;
      }
    }
    }
  }
  if (found) {
    uint8_t& asked = memory.asked[out.to][best_group];
    if (asked + 1 >= kSteps) {
      asked = 0;
      memory.quiet_until[out.to][best_group] =
          s.turn_number + kQuietRounds * static_cast<uint32_t>(s.player_count);
    } else {
      asked++;
      memory.quiet_until[out.to][best_group] = s.turn_number + 1;
    }
  }
  return found;
}

Json offer_memory_to_json(const OfferMemory& m) {
  Json j = Json::object();
  if (m.last_proposal_turn != UINT32_MAX) j["last_proposal_turn"] = m.last_proposal_turn;
  Json quiet = Json::array(), asked = Json::array();
  for (int q = 0; q < kMaxPlayers; ++q) {
    for (int g = 0; g < kMaxGroups; ++g) {
      if (m.quiet_until[q][g]) quiet.push_back({q, g, m.quiet_until[q][g]});
      if (m.asked[q][g]) asked.push_back({q, g, m.asked[q][g]});
    }
  }
  j["quiet"] = std::move(quiet);
  j["asked"] = std::move(asked);
  Json offered = Json::array(), at = Json::array();
  for (int q = 0; q < kMaxPlayers; ++q) {
    if (m.offered_turn[q]) offered.push_back({q, m.offered_turn[q]});
    for (int to = 0; to < kMaxPlayers; ++to) {
      if (m.offered_at[q][to]) at.push_back({q, to, m.offered_at[q][to]});
    }
  }
  if (!offered.empty()) j["offered"] = std::move(offered);
  if (!at.empty()) j["offered_at"] = std::move(at);
  return j;
}

bool offer_memory_from_json(const Json& j, const std::string& path, OfferMemory& out,
                            std::string& error) {
  JsonReader r;
  OfferMemory m;
  if (!r.expect_object(j, path)) return error = r.error(), false;
  if (!r.read_int(j, path, "last_proposal_turn", 0, UINT32_MAX - 1, m.last_proposal_turn, false)) {
    return error = r.error(), false;
  }
  // Each list holds rows of numbers, one per pair at most: [player, group,
  // value], [player, 1 + turn] or [proposer, player, fingerprint]; `hi`
  // gives each column's largest value.
  auto rows = [&](std::string_view key, std::size_t max_rows, std::initializer_list<int64_t> hi,
                  const char* shape, auto&& set) {
    const Json* list = r.member(j, path, key, false);
    if (!list) return !r.failed();
    std::string lp = path_key(path, key);
    if (!r.expect_array(*list, lp, max_rows)) return false;
    for (std::size_t i = 0; i < list->size(); ++i) {
      std::string ip = path_index(lp, i);
      const Json& t = (*list)[i];
      if (!r.expect_array(t, ip, hi.size())) return false;
      if (t.size() != hi.size()) return r.fail(ip, std::string("expected ") + shape);
      int64_t v[3] = {};
      std::size_t c = 0;
      for (int64_t top : hi) {
        if (!r.element_int(t[c], ip, c, 0, top, v[c])) return false;
        ++c;
      }
      set(v);
    }
    return true;
  };
  constexpr std::size_t kPairs = static_cast<std::size_t>(kMaxPlayers * kMaxGroups);
  constexpr std::size_t kSeatPairs = static_cast<std::size_t>(kMaxPlayers * kMaxPlayers);
  if (!rows("quiet", kPairs, {kMaxPlayers - 1, kMaxGroups - 1, UINT32_MAX}, "[player, group, value]",
            [&](const int64_t* v) { m.quiet_until[v[0]][v[1]] = static_cast<uint32_t>(v[2]); }) ||
      !rows("asked", kPairs, {kMaxPlayers - 1, kMaxGroups - 1, UINT8_MAX}, "[player, group, value]",
            [&](const int64_t* v) { m.asked[v[0]][v[1]] = static_cast<uint8_t>(v[2]); }) ||
      !rows("offered", kSeatPairs, {kMaxPlayers - 1, UINT32_MAX}, "[player, turn]",
            [&](const int64_t* v) { m.offered_turn[v[0]] = static_cast<uint32_t>(v[1]); }) ||
      !rows("offered_at", kSeatPairs, {kMaxPlayers - 1, kMaxPlayers - 1, UINT32_MAX}, "[proposer, player, fingerprint]",
            [&](const int64_t* v) { m.offered_at[v[0]][v[1]] = static_cast<uint32_t>(v[2]); })) {
    return error = r.error(), false;
  }
  m.people = out.people;  // told by the table, not saved
  out = m;
  return true;
}

}  // namespace landlord::ai
