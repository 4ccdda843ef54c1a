#include "engine/insight.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

#include "engine/apply.h"
#include "engine/legal.h"
#include "engine/rules.h"
#include "engine/state.h"

namespace landlord {

const char* jail_strategy_name(JailStrategy j) {
  return j == JailStrategy::kPay ? "pay" : "stay";
}

const char* jail_cards_name(JailCards c) {
  return c == JailCards::kHeldOut ? "held_out" : "in_deck";
}

namespace {

constexpr int kInJail = -1;  // an outcome: the token was sent to jail
// Cards that lead to cards (a move back onto a card space, an advance to a
// card space): beyond this depth the rest of the probability (1/N^depth)
// stays where it is.
constexpr int kMaxCardDepth = 12;

struct Ending {
  int end = 0;  // space, or kInJail
  double p = 0;
};

struct Landed {
  int space = 0;
  int rent_multiplier = 1;
  int dice_multiplier = 0;
  double p = 0;
};

// What landing on one space leads to: where the token ends and every
// landing on the way (the first one included).
struct Resolution {
  std::vector<Ending> ends;
  std::vector<Landed> landings;
};

struct Board {
  const Edition& ed;
  InsightParams params;
  int n = 0;
  int jail = 0;
  int max_jail_turns = 3;
  // Per deck: the cards that can be drawn.
  std::vector<std::vector<const Card*>> drawable;

  void land(int q, int rm, int dm, double p, int depth, Resolution& r) const {
    r.landings.push_back({q, rm, dm, p});
    const Space& sp = ed.spaces[static_cast<std::size_t>(q)];
    if (sp.kind == SpaceKind::kGoToJail) {
      r.ends.push_back({kInJail, p});
      return;
    }
    if (sp.kind != SpaceKind::kCard || sp.deck < 0 ||
        drawable[static_cast<std::size_t>(sp.deck)].empty() || depth >= kMaxCardDepth) {
      r.ends.push_back({q, p});
      return;
    }
    const std::vector<const Card*>& cards = drawable[static_cast<std::size_t>(sp.deck)];
    double each = p / static_cast<double>(cards.size());
    for (const Card* c : cards) {
      const CardEffect& f = c->effect;
      switch (f.kind) {
        case CardKind::kAdvanceTo:
          land(f.space, 1, 0, each, depth + 1, r);
          break;
        case CardKind::kAdvanceToNearest: {
          uint64_t mask = f.nearest == SpaceKind::kUtility ? ed.utility_mask : ed.railroad_mask;
          int to = q;  // none on the board: the engine lands again where it is
          for (int step = 1; step <= n; ++step) {
            int k = (q + step) % n;
            if (mask & (uint64_t{1} << k)) {
              to = k;
              break;
            }
          }
          land(to, f.rent_multiplier, f.dice_multiplier, each, depth + 1, r);
          break;
        }
        case CardKind::kMoveBack:
          land(((q - f.amount) % n + n) % n, 1, 0, each, depth + 1, r);
          break;
        case CardKind::kGoToJail:
          r.ends.push_back({kInJail, each});
          break;
        default:
          r.ends.push_back({q, each});
          break;
      }
    }
  }
};

// The chain's states are the moments just before a roll: the token free on
// space p with d doubles already rolled this turn (index d * n + p), or in
// jail after t failed rolls (index 3n + t, kStay only).
struct Chain {
  const Board& b;
  std::vector<Resolution> at;  // resolution of landing on each space
  int states = 0;

  explicit Chain(const Board& board) : b(board) {
    at.resize(static_cast<std::size_t>(b.n));
    for (int q = 0; q < b.n; ++q) b.land(q, 1, 0, 1.0, 0, at[static_cast<std::size_t>(q)]);
    states = 3 * b.n + (b.params.jail == JailStrategy::kStay ? b.max_jail_turns : 0);
  }

  int free_state(int pos, int d) const { return d * b.n + pos; }
  // The state at the start of a turn after being sent to jail.
  int jailed() const {
    return b.params.jail == JailStrategy::kStay ? 3 * b.n : free_state(b.jail, 0);
  }
  bool turn_start(int state) const { return state < b.n || state >= 3 * b.n; }

  // Visits every outcome of one roll from `state`:
  //   end(p, where, in_jail, next_state, turn_ends)
  //   landed(p, landing, dice_total)
  template <typename End, typename Land>
  void roll(int state, End&& end, Land&& landed) const {
    for (int d1 = 1; d1 <= 6; ++d1) {
      for (int d2 = 1; d2 <= 6; ++d2) {
        double p = 1.0 / 36.0;
        int total = d1 + d2;
        bool doubles = d1 == d2;
        int from = 0;
        bool extra_roll = false;
        if (state < 3 * b.n) {
          int d = state / b.n;
          from = state % b.n;
          if (doubles && d == 2) {  // the third double: to jail, no move
            end(p, b.jail, true, jailed(), true);
            continue;
          }
          extra_roll = doubles;
          if (doubles) {
            move(from, total, p, d + 1, extra_roll, end, landed);
            continue;
          }
        } else {
          int t = state - 3 * b.n;
          from = b.jail;
          if (!doubles && t + 1 < b.max_jail_turns) {  // stays in jail
            end(p, b.jail, true, state + 1, true);
            continue;
          }
          // Doubles leave with no extra roll; the last failed roll pays and moves.
        }
        move(from, total, p, 0, false, end, landed);
      }
    }
  }

  template <typename End, typename Land>
  void move(int from, int total, double p, int next_d, bool extra_roll, End&& end,
            Land&& landed) const {
    const Resolution& r = at[static_cast<std::size_t>((from + total) % b.n)];
    for (const Landed& l : r.landings) landed(p * l.p, l, total);
    for (const Ending& e : r.ends) {
      if (e.end == kInJail) {
        end(p * e.p, b.jail, true, jailed(), true);
      } else if (extra_roll) {
        end(p * e.p, e.end, false, free_state(e.end, next_d), false);
      } else {
        end(p * e.p, e.end, false, free_state(e.end, 0), true);
      }
    }
  }
};

// Solves pi = pi P with sum(pi) = 1 (Gaussian elimination, partial pivoting).
std::vector<double> stationary(const std::vector<double>& P, int m) {
  // A = P^T - I, last row replaced by ones; b = e_last.
  std::vector<double> a(static_cast<std::size_t>(m) * (m + 1), 0.0);
  auto at = [&](int i, int j) -> double& { return a[static_cast<std::size_t>(i) * (m + 1) + j]; };
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < m; ++j) at(i, j) = P[static_cast<std::size_t>(j) * m + i] - (i == j ? 1 : 0);
  }
  for (int j = 0; j < m; ++j) at(m - 1, j) = 1.0;
  at(m - 1, m) = 1.0;
  for (int c = 0; c < m; ++c) {
    int pivot = c;
    for (int i = c + 1; i < m; ++i) {
      if (std::fabs(at(i, c)) > std::fabs(at(pivot, c))) pivot = i;
    }
    if (pivot != c) {
      for (int j = 0; j <= m; ++j) std::swap(at(c, j), at(pivot, j));
    }
    double d = at(c, c);
    if (d == 0) continue;
    for (int i = 0; i < m; ++i) {
      if (i == c || at(i, c) == 0) continue;
      double f = at(i, c) / d;
      for (int j = c; j <= m; ++j) at(i, j) -= f * at(c, j);
    }
  }
  std::vector<double> pi(static_cast<std::size_t>(m), 0.0);
  double sum = 0;
  for (int i = 0; i < m; ++i) {
    double v = at(i, i) == 0 ? 0.0 : at(i, m) / at(i, i);
    v = std::max(v, 0.0);  // rounding noise on unreachable states
    pi[static_cast<std::size_t>(i)] = v;
    sum += v;
  }
  for (double& v : pi) v /= sum;
  return pi;
}

}  // namespace

LandingOdds landing_odds(const Edition& ed, const Options& options, const InsightParams& params) {
  Board b{ed, params};
  b.n = ed.space_count();
  b.jail = ed.jail;
  b.max_jail_turns = std::max<int>(1, options.max_jail_turns);
  for (const Deck& d : ed.decks) {
    std::vector<const Card*> cards;
    for (const Card& c : d.cards) {
      if (params.jail_cards == JailCards::kHeldOut &&
          c.effect.kind == CardKind::kGetOutOfJailFree) {
        continue;
      }
      cards.push_back(&c);
    }
    b.drawable.push_back(cards);
  }
  Chain chain(b);
  int m = chain.states;
  std::vector<double> P(static_cast<std::size_t>(m) * m, 0.0);
  for (int s = 0; s < m; ++s) {
    chain.roll(
        s,
        [&](double p, int, bool, int next, bool) { P[static_cast<std::size_t>(s) * m + next] += p; },
        [](double, const Landed&, int) {});
  }
  std::vector<double> pi = stationary(P, m);

  LandingOdds out;
  out.params = params;
  out.spaces.assign(static_cast<std::size_t>(b.n), SpaceOdds{});
  double starts = 0;
  for (int s = 0; s < m; ++s) {
    if (chain.turn_start(s)) starts += pi[static_cast<std::size_t>(s)];
  }
  out.rolls_per_turn = 1.0 / starts;
  double rho = out.rolls_per_turn;
  std::map<std::tuple<int, int, int, int>, double> rent;
  for (int s = 0; s < m; ++s) {
    double w = pi[static_cast<std::size_t>(s)];
    if (w == 0) continue;
    chain.roll(
        s,
        [&](double p, int where, bool in_jail, int, bool turn_ends) {
          SpaceOdds& o = out.spaces[static_cast<std::size_t>(where)];
          o.roll_end += w * p;
          if (in_jail) o.roll_in_jail += w * p;
          if (turn_ends) {
            o.turn_end += w * p * rho;
            if (in_jail) o.turn_in_jail += w * p * rho;
          }
        },
        [&](double p, const Landed& l, int total) {
          out.spaces[static_cast<std::size_t>(l.space)].roll_land += w * p;
          if (ed.spaces[static_cast<std::size_t>(l.space)].is_property()) {
            rent[{l.space, l.rent_multiplier, l.dice_multiplier, total}] += w * p * rho;
          }
        });
  }
  for (SpaceOdds& o : out.spaces) o.turn_land = o.roll_land * rho;
  for (const auto& [key, per_turn] : rent) {
    RentLanding r;
    std::tie(r.space, r.rent_multiplier, r.dice_multiplier, r.dice_total) = key;
    r.per_turn = per_turn;
    out.rent_landings.push_back(r);
  }
  return out;
}

namespace {

// A position where player 0 owns what a rent row describes.
GameState owner_state(const Edition& ed, const Options& options, int space, const RentRow& row) {
  Options o = options;
  o.deal_deeds = 0;
  GameState s = new_game(ed, o, 2, 1);
  const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
  set_owner(s, space, 0);
  if (sp.kind == SpaceKind::kSite) {
    if (row.kind != RentRowKind::kUnimproved) {
      uint64_t mask = ed.groups[static_cast<std::size_t>(sp.group)].mask;
      for (int i = 0; i < ed.space_count(); ++i) {
        if (mask & bit(i)) set_owner(s, i, 0);
      }
    }
    if (row.kind == RentRowKind::kHouses) s.deeds[space].houses = static_cast<uint8_t>(row.count);
    if (row.kind == RentRowKind::kHotel) s.deeds[space].hotel = true;
  } else {
    uint64_t mask = sp.kind == SpaceKind::kRailroad ? ed.railroad_mask : ed.utility_mask;
    int more = row.count - 1;
    for (int i = 0; i < ed.space_count() && more > 0; ++i) {
      if (i != space && (mask & bit(i))) {
        set_owner(s, i, 0);
        --more;
      }
    }
  }
  return s;
}

double expected_rent(const Edition& ed, const PublicState& s, const LandingOdds& odds, int space) {
  double sum = 0;
  for (const RentLanding& r : odds.rent_landings) {
    if (r.space != space) continue;
    if (r.dice_multiplier > 0) {  // the lander throws the dice again
      double e = 0;
      for (int d1 = 1; d1 <= 6; ++d1) {
        for (int d2 = 1; d2 <= 6; ++d2) {
          e += rent_due(ed, s, space, d1 + d2, r.rent_multiplier, r.dice_multiplier) / 36.0;
        }
      }
      sum += r.per_turn * e;
    } else {
      sum += r.per_turn * rent_due(ed, s, space, r.dice_total, r.rent_multiplier, 0);
    }
  }
  return sum;
}

double ratio(double cost, double per) {
  if (cost <= 0) return 0;
  return per > 0 ? cost / per : std::numeric_limits<double>::infinity();
}

}  // namespace

std::vector<DeedInsight> deed_insight(const Edition& ed, const Options& options,
                                      const LandingOdds& odds, int opponents) {
  std::vector<DeedInsight> out;
  opponents = std::max(1, opponents);
  Options o = options;
  o.deal_deeds = 0;
  GameState blank = new_game(ed, o, 2, 1);
  for (int space = 0; space < ed.space_count(); ++space) {
    const Space& sp = ed.spaces[static_cast<std::size_t>(space)];
    if (!sp.is_property()) continue;
    DeedInsight d;
    d.space = space;
    d.price = sp.price;
    if (static_cast<std::size_t>(space) < odds.spaces.size()) {
      d.landings_per_turn = odds.spaces[static_cast<std::size_t>(space)].turn_land;
    }
    double previous = 0;
    int houses_per_hotel = std::clamp<int>(options.houses_per_hotel, 1, 4);
    for (const RentRow& row : rent_ladder(ed, blank, space)) {
      GameState s = owner_state(ed, options, space, row);
      DeedLevel l;
      l.kind = row.kind;
      l.count = row.count;
      l.rent = row.rent;
      l.dice_multiplier = row.dice_multiplier;
      l.rent_per_turn = expected_rent(ed, s, odds, space);
      l.invested = sp.price;
      l.step_cost = sp.price;
      if (sp.kind == SpaceKind::kSite) {
        switch (row.kind) {
          case RentRowKind::kFullSet:
            l.step_cost = 0;
            break;
          case RentRowKind::kHouses:
            l.invested += row.count * sp.house_cost;
            l.step_cost = sp.house_cost;
            break;
          case RentRowKind::kHotel:
            l.invested += houses_per_hotel * sp.house_cost + sp.hotel_cost;
            l.step_cost = sp.hotel_cost;
            break;
          default:
            break;
        }
      }
      l.payback_turns = ratio(l.invested, l.rent_per_turn);
      l.payback_rounds = l.payback_turns / opponents;
      if (sp.kind == SpaceKind::kSite) {
        l.step_payback_rounds = ratio(l.step_cost, (l.rent_per_turn - previous) * opponents);
        previous = l.rent_per_turn;
      } else {
        l.step_payback_rounds = l.payback_rounds;
      }
      d.levels.push_back(l);
    }
    out.push_back(d);
  }
  return out;
}

LandingCounts simulate_landings(const Edition& ed, const Options& options, JailStrategy jail,
                                int players, int turns, int burn_in, uint64_t seed) {
  Options o = options;
  o.start_cash = 1000000;  // no rent, tax or fine can empty it
  o.deal_deeds = 0;        // nobody owns anything: no rent, no debts
  o.auctions = false;      // a declined deed simply stays with the Bank
  o.time_limit_minutes = 0;
  o.tax_worth_choice = false;
  GameState s = new_game(ed, o, players, seed);
  LandingCounts c;
  c.roll_end.assign(static_cast<std::size_t>(ed.space_count()), 0);
  c.turn_end.assign(static_cast<std::size_t>(ed.space_count()), 0);
  int64_t total_turns = static_cast<int64_t>(players) * (turns + burn_in);
  int64_t counted_from = static_cast<int64_t>(players) * burn_in;
  int64_t done = 0;
  auto act = [&](ActionType t, int p) { return apply(ed, s, Action::make(t, p)).ok(); };
  while (done < total_turns && s.phase != Phase::kGameOver) {
    int p = s.decider;
    bool counting = done >= counted_from;
    switch (s.phase) {
      case Phase::kAwaitRoll: {
        if (s.players[p].in_jail && jail == JailStrategy::kPay &&
            act(ActionType::kPayJailFine, p)) {
          break;
        }
        if (!act(ActionType::kRoll, p)) return c;
        if (counting) {
          const Player& pl = s.players[p];
          c.rolls++;
          c.roll_end[pl.position]++;
          if (pl.in_jail) c.roll_in_jail++;
        }
        break;
      }
      case Phase::kEndTurn: {
        if (counting) {
          const Player& pl = s.players[p];
          c.turns++;
          c.turn_end[pl.position]++;
          if (pl.in_jail) c.turn_in_jail++;
        }
        if (!act(ActionType::kEndTurn, p)) return c;
        ++done;
        break;
      }
      case Phase::kBuyOrAuction:
        if (!act(ActionType::kDecline, p)) return c;
        break;
      case Phase::kTaxChoice:
        if (!act(ActionType::kPayFlatTax, p)) return c;
        break;
      default: {  // the opening rolls; nothing else comes up
        std::vector<Action> moves = legal_actions(ed, s);
        if (moves.empty() || !apply(ed, s, moves[0]).ok()) return c;
        break;
      }
    }
  }
  return c;
}

}  // namespace landlord
