// landlord-cli arena: levels against each other, seats rotated, win shares
// with confidence intervals and decision times (see ai/arena.h).
//
// Games are seeded by index and their results stored by index, so a run is
// the same whatever --threads says (decision times aside: they are clocks).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#ifdef LANDLORD_HAVE_THREADS
#include <thread>
#endif

#include "ai/arena.h"
#include "args.h"
#include "commands.h"
#include "engine/game.h"
#include "engine/json.h"

namespace landlord::cli {

namespace {

struct Settings {
  std::vector<ai::Level> seats;
  int games = 1000;
  uint64_t seed = 1;
  int threads = 1;
  std::string edition = "classic";
  std::string variant;
  std::string editions;
  uint32_t max_turns = 1000;
  bool json = false;
};

void usage(std::FILE* out) {
  std::fprintf(out,
               "usage: landlord-cli arena --seats LEVEL,LEVEL,... [--games N] [--seed S]\n"
               "         [--edition ID] [--variant ID] [--max-turns M] [--threads T] [--json]\n"
               "         [--editions DIR]\n"
               "  Plays N games (default 1000) with one seat per listed level (simple, easy,\n"
               "  hard, expert, fp-a, fp-b, fp-c; 2-8 seats), rotating the seating each game\n"
               "  so that every level plays every seat equally (use a multiple of the seat\n"
               "  count). Reports per level\n"
               "  the seats played, wins, win share with a 95%% confidence interval, and\n"
               "  decision times in microseconds. A game reaching the cap of M player-turns\n"
               "  (default 1000, 0 = none) goes to the richest player by valuation.\n"
               "  Results do not depend on T (decision times aside).\n");
}

// How the games turned on the colour groups: who held one first, and how
// each level's wins began (match.h, GroupSource).
void print_groups(const Edition& ed, const ai::ArenaResult& r) {
  std::printf("colour groups: the first complete group of the game, and how each win's first group came\n");
  std::printf("%-8s %8s %8s %9s %8s %9s %11s %6s %5s  %s\n", "level", "first", "won", "purchase", "auction",
              "own deal", "their deal", "other", "none", "won most with");
  for (const ai::ArenaLevel& lv : r.levels) {
    auto n = [&](ai::GroupSource g) { return static_cast<unsigned long long>(lv.won_by[static_cast<int>(g)]); };
    std::vector<std::size_t> order;
    for (std::size_t g = 0; g < lv.won_with.size(); ++g) {
      if (lv.won_with[g]) order.push_back(g);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return lv.won_with[a] > lv.won_with[b]; });
    std::string most;
    for (std::size_t k = 0; k < order.size() && k < 3; ++k) {
      most += (k ? ", " : "") + ed.groups[order[k]].name + " " + std::to_string(lv.won_with[order[k]]);
    }
    std::printf("%-8s %8llu %8llu %9llu %8llu %9llu %11llu %6llu %5llu  %s\n", ai::level_name(lv.level),
                static_cast<unsigned long long>(lv.first_to_group),
                static_cast<unsigned long long>(lv.first_to_group_won), n(ai::GroupSource::kPurchase),
                n(ai::GroupSource::kAuction), n(ai::GroupSource::kOwnTrade), n(ai::GroupSource::kTheirTrade),
                n(ai::GroupSource::kOther), n(ai::GroupSource::kNone), most.c_str());
  }
  for (const ai::ArenaLevel& lv : r.levels) {
    std::string from;
    for (std::size_t k = 0; k < lv.won_by_deal_from.size(); ++k) {
      if (!lv.won_by_deal_from[k]) continue;
      from += std::string(from.empty() ? "" : ", ") + ai::level_name(r.levels[k].level) + " " +
              std::to_string(lv.won_by_deal_from[k]);
    }
    if (!from.empty()) std::printf("%s's wins by a deal proposed to it, by the proposer: %s\n", ai::level_name(lv.level), from.c_str());
  }
}

int parse(int argc, char** argv, Settings& st) {
  ArgReader args("arena", argc, argv);
  while (args.next()) {
    if (args.help()) {
      usage(stdout);
      return 0;
    }
    if (args.list("--seats", 2, kMaxPlayers, "--seats lists 2 to 8 levels among " + ai::level_names(), st.seats,
                  [](const std::string& w, ai::Level& l) { return ai::level_from_name(w, l); })) {
      continue;
    }
    if (args.flag("--json", st.json) || args.number("--games", 1, 10000000, st.games) ||
        args.number("--seed", 0, UINT64_MAX, st.seed) || args.number("--threads", 1, 256, st.threads) ||
        args.number("--max-turns", 0, 100000000, st.max_turns) || args.text("--edition", st.edition) ||
        args.text("--editions", st.editions) || args.text("--variant", st.variant)) {
      continue;
    }
    args.unknown();
  }
  if (args.failed()) return 2;
  if (st.seats.empty()) {
    std::fprintf(stderr, "arena: --seats is required\n");
    usage(stderr);
    return 2;
  }
  return -1;
}

void play_some(const ai::ArenaSetup& setup, std::vector<ai::ArenaGame>& out, int first,
               int stride) {
  for (int g = first; g < setup.games; g += stride) {
    out[static_cast<std::size_t>(g)] = ai::arena_game(setup, g);
  }
}

}  // namespace

int run_arena(int argc, char** argv) {
  Settings st;
  int rc = parse(argc, argv, st);
  if (rc >= 0) return rc;
  EditionLoad load;
  ai::ArenaSetup setup;
  if (!load_table_edition("arena", st.editions, st.edition, st.variant,
                          static_cast<int>(st.seats.size()), load, setup.options)) {
    return 2;
  }
  const Edition& ed = *load.edition;
  setup.edition = &ed;
#ifndef LANDLORD_HAVE_THREADS
  st.threads = 1;
#endif
  setup.seats = st.seats;
  setup.games = st.games;
  setup.seed = st.seed;
  setup.max_turns = st.max_turns;

  std::vector<ai::ArenaGame> games(static_cast<std::size_t>(st.games));
#ifdef LANDLORD_HAVE_THREADS
  if (st.threads > 1) {
    std::vector<std::thread> pool;
    for (int t = 0; t < st.threads; ++t) {
      pool.emplace_back(play_some, std::cref(setup), std::ref(games), t, st.threads);
    }
    for (std::thread& t : pool) t.join();
  } else {
    play_some(setup, games, 0, 1);
  }
#else
  play_some(setup, games, 0, 1);
#endif
  ai::ArenaResult r = ai::summarize_arena(setup, games);

  std::string seats;
  for (ai::Level l : st.seats) seats += std::string(seats.empty() ? "" : ",") + ai::level_name(l);
  if (st.json) {
    Json j;
    j["edition"] = ed.id;
    j["variant"] = st.variant.empty() ? "standard" : st.variant;
    j["seats"] = seats;
    j["seed"] = st.seed;
    j["max_turns"] = st.max_turns;
    j["games"] = r.games;
    j["capped"] = r.capped;
    j["stopped"] = r.stopped;
    j["fallbacks"] = r.fallbacks;
    Json levels = Json::array();
    for (const ai::ArenaLevel& lv : r.levels) {
      levels.push_back({{"level", ai::level_name(lv.level)},
                        {"seats", lv.seats},
                        {"wins", lv.wins},
                        {"share", lv.share},
                        {"ci95", Json::array({lv.ci_low, lv.ci_high})},
                        {"decisions", lv.decisions},
                        {"decision_us",
                         {{"median", lv.median_us}, {"p95", lv.p95_us}, {"max", lv.max_us}, {"mean", lv.mean_us}}},
                        {"decisions_per_second", lv.mean_us > 0 ? 1e6 / lv.mean_us : 0.0}});
      Json won_by = Json::object();
      for (int g = 0; g < ai::kGroupSources; ++g) {
        won_by[ai::group_source_name(static_cast<ai::GroupSource>(g))] = lv.won_by[g];
      }
      Json won_with = Json::object();
      for (std::size_t g = 0; g < lv.won_with.size(); ++g) {
        if (lv.won_with[g]) won_with[ed.groups[g].name] = lv.won_with[g];
      }
      Json deal_from = Json::object();
      for (std::size_t k = 0; k < lv.won_by_deal_from.size(); ++k) {
        if (lv.won_by_deal_from[k]) deal_from[ai::level_name(r.levels[k].level)] = lv.won_by_deal_from[k];
      }
      levels.back()["groups"] = {{"first_to_group", lv.first_to_group},
                                 {"first_to_group_won", lv.first_to_group_won},
                                 {"won_by", won_by},
                                 {"their_trade_from", deal_from},
                                 {"won_with", won_with}};
      if (lv.search.searched > 0) {
        levels.back()["search"] = {{"searched", lv.search.searched},
                                   {"futures", lv.search.futures},
                                   {"simulated_actions", lv.search.actions},
                                   {"futures_per_second", lv.futures_per_s},
                                   {"simulated_actions_per_second", lv.actions_per_s}};
      }
    }
    j["levels"] = levels;
    std::printf("%s\n", dump_json(j, 2).c_str());
  } else {
    std::printf("arena: %d games, seats %s (rotated), edition %s%s%s, seed %llu, cap %u turns\n",
                r.games, seats.c_str(), ed.id.c_str(), st.variant.empty() ? "" : " variant ",
                st.variant.c_str(), static_cast<unsigned long long>(st.seed), st.max_turns);
    std::printf("%-8s %8s %8s %8s %17s %10s %10s %10s %12s\n", "level", "seats", "wins", "share",
                "95% CI", "median us", "p95 us", "max us", "decisions/s");
    for (const ai::ArenaLevel& lv : r.levels) {
      std::printf("%-8s %8llu %8llu %7.1f%% [%5.1f%%, %5.1f%%] %10.2f %10.2f %10.1f %12.0f\n",
                  ai::level_name(lv.level), static_cast<unsigned long long>(lv.seats),
                  static_cast<unsigned long long>(lv.wins), 100 * lv.share, 100 * lv.ci_low,
                  100 * lv.ci_high, lv.median_us, lv.p95_us, lv.max_us, lv.mean_us > 0 ? 1e6 / lv.mean_us : 0.0);
    }
    for (const ai::ArenaLevel& lv : r.levels) {
      if (lv.search.searched == 0) continue;
      const double per = static_cast<double>(lv.search.futures) / static_cast<double>(lv.search.searched);
      std::printf("%s searched %llu decisions: %llu futures (%.1f a decision), %llu simulated actions;"
                  " %.0f futures and %.0f simulated actions a second of its thinking\n",
                  ai::level_name(lv.level), static_cast<unsigned long long>(lv.search.searched),
                  static_cast<unsigned long long>(lv.search.futures), per,
                  static_cast<unsigned long long>(lv.search.actions), lv.futures_per_s, lv.actions_per_s);
    }
    print_groups(ed, r);
    std::printf("games at the turn cap (scored by valuation): %d\n", r.capped);
    if (r.stopped || r.fallbacks) {
      std::printf("PROBLEMS: %d games stopped (illegal action or looping bot), %llu fallbacks\n",
                  r.stopped, static_cast<unsigned long long>(r.fallbacks));
    }
  }
  return r.stopped ? 1 : 0;
}

}  // namespace landlord::cli
