// landlord-cli simulate: many bot games, statistics about them.
//
// Game i is seeded game_seed(--seed, i) (ai/match.h) and its bots
// bot_seed(game, seat) (ai/table.h), so a run is the same whatever
// --threads says: threads only pick which games they play, per-game summaries are stored by index and
// landing counts are sums. Landing frequencies count one landing per dice
// roll, where the roller's token rests once the roll has fully resolved
// (cards and Go To Jail included; In Jail apart from Just Visiting; a failed
// roll to leave jail counts as In Jail), observed on the state after each
// action (see play_match in ai/match.cpp).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#ifdef LANDLORD_HAVE_THREADS
#include <atomic>
#include <mutex>
#include <thread>
#endif

#include "ai/match.h"
#include "args.h"
#include "commands.h"
#include "engine/game.h"
#include "engine/json.h"

namespace landlord::cli {

namespace {


struct Summary {
  int8_t winner = kNobody;
  ai::MatchEnd end = ai::MatchEnd::kGameOver;
  uint32_t turns = 0;
  uint32_t rounds = 0;
  uint64_t fallbacks = 0;
  uint64_t failures = 0;
};

struct Settings {
  int games = 1000;
  int players = 4;
  uint64_t seed = 1;
  int threads = 1;
  ai::JailPolicy jail = ai::JailPolicy::kLeaveAtOnce;
  ai::Level level = ai::Level::kSimple;
  std::string edition = "classic";
  std::string variant;       // "" = the edition's standard game
  Json option_overrides = Json::object();  // --option name=value
  std::string editions;
  uint32_t max_turns = 1000;
  bool json = false;
};

void usage(std::FILE* out) {
  std::fprintf(out,
               "usage: landlord-cli simulate [--games N] [--players P] [--seed S] [--threads T]\n"
               "         [--jail at-once|stay-long] [--bot simple|easy|hard|expert] [--edition ID]\n"
               "         [--variant ID] [--option NAME=VALUE]... [--editions DIR] [--max-turns M] [--json]\n"
               "  Plays N games (default 1000) of P players (2-8, default 4) with bots of one\n"
               "  level and one jail policy; M caps each game in player-turns (default 1000,\n"
               "  0 = no cap). Results do not depend on T.\n");
}

int parse(int argc, char** argv, Settings& st) {
  ArgReader args("simulate", argc, argv);
  while (args.next()) {
    if (args.help()) {
      usage(stdout);
      return 0;
    }
    std::string kv;
    if (args.text("--option", kv)) {
      // NAME=VALUE; VALUE is JSON (true, 400, "return") or else a plain string.
      std::size_t eq = kv.find('=');
      if (args.failed()) continue;
      if (eq == std::string::npos || eq == 0) {
        args.refuse("--option takes NAME=VALUE");
        continue;
      }
      Json value = Json::parse(kv.substr(eq + 1), nullptr, false);
      if (value.is_discarded()) value = kv.substr(eq + 1);
      st.option_overrides[kv.substr(0, eq)] = value;
      continue;
    }
    if (args.flag("--json", st.json) || args.number("--games", 1, 100000000, st.games) ||
        args.number("--players", 2, 8, st.players) || args.number("--seed", 0, UINT64_MAX, st.seed) ||
        args.number("--threads", 1, 256, st.threads) ||
        args.number("--max-turns", 0, 100000000, st.max_turns) ||
        args.choice<ai::JailPolicy>("--jail",
                                    {{"at-once", ai::JailPolicy::kLeaveAtOnce},
                                     {"stay-long", ai::JailPolicy::kStayLong}},
                                    st.jail) ||
        args.choice<ai::Level>("--bot",
                               {{"simple", ai::Level::kSimple},
                                {"easy", ai::Level::kEasy},
                                {"hard", ai::Level::kHard},
                                {"expert", ai::Level::kExpert}},
                               st.level) ||
        args.text("--edition", st.edition) || args.text("--editions", st.editions) ||
        args.text("--variant", st.variant)) {
      continue;
    }
    args.unknown();
  }
  return args.failed() ? 2 : -1;
}

// Plays games first, first + stride, ...; each thread has its own landing counts.
void play_some(const ai::MatchSetup& base, const Settings& st, std::vector<Summary>& out,
               std::vector<uint64_t>& landings, int first, int stride) {
  ai::MatchSetup setup = base;
  for (int g = first; g < st.games; g += stride) {
    setup.seed = ai::game_seed(st.seed, static_cast<uint64_t>(g));
    ai::MatchResult r = ai::play_match(setup);
    Summary& s = out[static_cast<std::size_t>(g)];
    s.winner = static_cast<int8_t>(r.winner);
    s.end = r.end;
    s.turns = r.turns;
    s.rounds = r.rounds;
    s.fallbacks = r.fallbacks;
    s.failures = r.failures;
    for (std::size_t i = 0; i < r.landings.size(); ++i) landings[i] += r.landings[i];
  }
}

double percentile(std::vector<uint32_t> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  std::size_t k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(k, v.size() - 1)];
}

double mean(const std::vector<uint32_t>& v) {
  if (v.empty()) return 0;
  double t = 0;
  for (uint32_t x : v) t += x;
  return t / static_cast<double>(v.size());
}

}  // namespace

int run_simulate(int argc, char** argv) {
  Settings st;
  int rc = parse(argc, argv, st);
  if (rc >= 0) return rc;
  EditionLoad load;
  Options options;
  if (!load_table_edition("simulate", st.editions, st.edition, st.variant, st.players, load,
                          options)) {
    return 2;
  }
  const Edition& ed = *load.edition;
#ifndef LANDLORD_HAVE_THREADS
  st.threads = 1;
#endif
  JsonReader reader;
  if (!options_from_json(st.option_overrides, "option", reader, options)) {
    std::fprintf(stderr, "simulate: %s\n", reader.error().c_str());
    return 2;
  }
  ai::MatchSetup base;
  base.edition = &ed;
  base.options = options;
  base.players = st.players;
  base.max_turns = st.max_turns;
  base.count_landings = true;
  for (int p = 0; p < kMaxPlayers; ++p) base.skills[p] = ai::Skill{st.level, st.jail};

  std::size_t slots = static_cast<std::size_t>(ed.space_count()) + 1;
  std::vector<Summary> games(static_cast<std::size_t>(st.games));
  std::vector<uint64_t> landings(slots, 0);
  double cpu0 = static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
  auto wall0 = std::chrono::steady_clock::now();
#ifdef LANDLORD_HAVE_THREADS
  if (st.threads > 1) {
    std::vector<std::vector<uint64_t>> partial(static_cast<std::size_t>(st.threads),
                                               std::vector<uint64_t>(slots, 0));
    std::vector<std::thread> pool;
    for (int t = 0; t < st.threads; ++t) {
      pool.emplace_back(play_some, std::cref(base), std::cref(st), std::ref(games),
                        std::ref(partial[static_cast<std::size_t>(t)]), t, st.threads);
    }
    for (std::thread& t : pool) t.join();
    for (const auto& part : partial) {
      for (std::size_t i = 0; i < slots; ++i) landings[i] += part[i];
    }
  } else {
    play_some(base, st, games, landings, 0, 1);
  }
#else
  play_some(base, st, games, landings, 0, 1);
#endif
  double cpu = static_cast<double>(std::clock()) / CLOCKS_PER_SEC - cpu0;
  double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  if (cpu <= 0) cpu = 1e-9;
  if (wall <= 0) wall = 1e-9;

  uint64_t total_turns = 0;
  uint64_t fallbacks = 0;
  uint64_t failures = 0;
  int capped = 0, looped = 0, illegal = 0, no_winner = 0;
  std::vector<uint64_t> wins(static_cast<std::size_t>(st.players), 0);
  std::vector<uint32_t> turns, rounds;
  turns.reserve(games.size());
  rounds.reserve(games.size());
  for (const Summary& s : games) {
    total_turns += s.turns;
    fallbacks += s.fallbacks;
    failures += s.failures;
    turns.push_back(s.turns);
    rounds.push_back(s.rounds);
    if (s.end == ai::MatchEnd::kTurnCap) ++capped;
    if (s.end == ai::MatchEnd::kActionBudget) ++looped;
    if (s.end == ai::MatchEnd::kIllegal) ++illegal;
    if (s.winner >= 0) {
      wins[static_cast<std::size_t>(s.winner)]++;
    } else {
      ++no_winner;
    }
  }
  uint64_t rolls = 0;
  for (uint64_t c : landings) rolls += c;

  Json j;
  j["edition"] = ed.id;
  j["bot"] = ai::level_name(st.level);
  j["jail"] = st.jail == ai::JailPolicy::kLeaveAtOnce ? "at-once" : "stay-long";
  j["players"] = st.players;
  j["seed"] = st.seed;
  j["threads"] = st.threads;
  j["max_turns"] = st.max_turns;
  j["games"] = st.games;
  j["player_turns"] = total_turns;
  j["cpu_seconds"] = cpu;
  j["wall_seconds"] = wall;
  j["games_per_second"] = st.games / wall;
  j["player_turns_per_cpu_second"] = static_cast<double>(total_turns) / cpu;
  j["wins_by_seat"] = wins;
  j["no_winner"] = no_winner;
  j["turn_cap_hit"] = capped;
  j["action_budget_hit"] = looped;
  j["illegal_actions"] = illegal;
  j["bot_fallbacks"] = fallbacks;
  j["bot_failures"] = failures;
  j["turns"] = {{"mean", mean(turns)},
                {"median", percentile(turns, 0.5)},
                {"p90", percentile(turns, 0.9)}};
  j["rounds"] = {{"mean", mean(rounds)},
                 {"median", percentile(rounds, 0.5)},
                 {"p90", percentile(rounds, 0.9)}};
  Json spaces = Json::array();
  for (std::size_t i = 0; i < slots; ++i) {
    bool jail = i + 1 == slots;
    std::string name = jail ? "In Jail" : ed.spaces[i].name;
    if (!jail && static_cast<int>(i) == ed.jail) name += " (Just Visiting)";
    double share = rolls ? static_cast<double>(landings[i]) / static_cast<double>(rolls) : 0.0;
    spaces.push_back({{"space", jail ? -1 : static_cast<int>(i)},
                      {"name", name},
                      {"count", landings[i]},
                      {"share", share}});
  }
  j["landings"] = {{"rolls", rolls}, {"spaces", spaces}};

  if (st.json) {
    std::printf("%s\n", dump_json(j, 2).c_str());
  } else {
    std::printf("simulate: %d games, %d %s bots (jail %s), edition %s, seed %llu, %d thread(s)\n",
                st.games, st.players, ai::level_name(st.level),
                st.jail == ai::JailPolicy::kLeaveAtOnce ? "at-once" : "stay-long",
                ed.id.c_str(), static_cast<unsigned long long>(st.seed), st.threads);
    std::printf("player-turns: %llu\n", static_cast<unsigned long long>(total_turns));
    std::printf("games per second: %.0f (wall clock)\n", st.games / wall);
    std::printf("player-turns per CPU-second: %.0f\n", static_cast<double>(total_turns) / cpu);
    std::printf("wins by seat:");
    for (uint64_t w : wins) std::printf(" %llu", static_cast<unsigned long long>(w));
    std::printf("  (no winner: %d)\n", no_winner);
    std::printf("game length in player-turns: mean %.1f, median %.0f, p90 %.0f\n", mean(turns),
                percentile(turns, 0.5), percentile(turns, 0.9));
    std::printf("game length in rounds: mean %.1f, median %.0f, p90 %.0f\n", mean(rounds),
                percentile(rounds, 0.5), percentile(rounds, 0.9));
    std::printf("games hitting the turn cap (%u): %d\n", st.max_turns, capped);
    if (looped || illegal || fallbacks || failures) {
      std::printf("PROBLEMS: %d looping, %d stuck, %llu bot failures, %llu bot fallbacks\n", looped,
                  illegal, static_cast<unsigned long long>(failures),
                  static_cast<unsigned long long>(fallbacks));
    }
    std::printf("landings per roll, where the token rests (%llu rolls):\n",
                static_cast<unsigned long long>(rolls));
    for (const Json& sp : j["landings"]["spaces"]) {
      std::printf("  %-40s %10llu %7.3f%%\n", sp["name"].get<std::string>().c_str(),
                  static_cast<unsigned long long>(sp["count"].get<uint64_t>()),
                  100.0 * sp["share"].get<double>());
    }
  }
  return (looped || illegal || failures) ? 1 : 0;
}

}  // namespace landlord::cli
