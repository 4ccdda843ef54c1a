// landlord-cli soak: many random games on every edition and variant, with
// every invariant checked after every action.
//
// Each game picks an edition, one of its variants (or the standard game),
// 2 to the edition's most players, and for each seat a bot level (Simple,
// Easy or Hard, more rarely FP-A/B/C or Expert; either jail policy) or
// random legal actions; a third of the
// games also randomise the options. Mixed in with the moves: random trade
// proposals, actions by players other than the decider between rolls,
// clock ticks, and garbage actions that must be refused.
//
// After every action:
//   - an action refused by apply() changed nothing, and no bot's action is
//     ever refused;
//   - broken_invariant(): money conserved, one holder per deed, the building
//     stock complete, even building, no negative cash outside raising cash,
//     each card in its deck or held exactly once, every player on the
//     board and jailed only on the jail space, a player still in the game
//     to decide (the one whose decision the phase is), a winner only once
//     the game is over, the turn order, a copy equals the original (the
//     same check a save's snapshot must pass to be gone on from);
//   - state -> JSON -> state is equal (every reachable state saves);
//   - every action legal_actions() lists is accepted by apply() (on a copy);
// and every --save-every actions and at the end, save -> load gives the
// same state.
//
// Game i is seeded game_seed(--seed, i), so any failure is reproduced with
// `landlord-cli soak --seed S --first i --games 1`. Exit 1 on any violation.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ai/bot.h"
#include "ai/match.h"
#include "args.h"
#include "commands.h"
#include "engine/game.h"
#include "engine/invariants.h"
#include "engine/json.h"

namespace landlord::cli {

namespace {

struct Settings {
  uint64_t games = 200;
  uint64_t first = 0;
  double seconds = 0;  // 0: no time limit
  uint64_t seed = 1;
  int save_every = 150;
  int threads = 1;
  std::string editions;
  bool quiet = false;
};

struct Totals {
  uint64_t games = 0;
  uint64_t finished = 0;
  uint64_t actions = 0;
  uint64_t refused = 0;
  uint64_t trades_accepted = 0;
  uint64_t legal_checked = 0;
  uint64_t saves_checked = 0;
  uint64_t violations = 0;

  void add(const Totals& o) {
    games += o.games;
    finished += o.finished;
    actions += o.actions;
    refused += o.refused;
    trades_accepted += o.trades_accepted;
    legal_checked += o.legal_checked;
    saves_checked += o.saves_checked;
    violations += o.violations;
  }
};

void usage(std::FILE* out) {
  std::fprintf(out,
               "usage: landlord-cli soak [--games N] [--seconds S] [--seed S] [--first I]\n"
               "                         [--save-every K] [--threads T] [--editions DIR] [--quiet]\n"
               "Plays random games on every edition and variant (bots of every level and\n"
               "random legal moves, 2-8 players, options randomised in a third of the games)\n"
               "and checks every invariant after every action. Stops after N games or S\n"
               "seconds, whichever comes first; the games played are always numbered\n"
               "I, I+1, ... without a gap (printed at the end), so a long run can go on\n"
               "from the next number. Exit 1 on any violation.\n");
}

TradeOffer random_trade(const Edition& ed, const GameState& s, Pcg32& rng, int from) {
  TradeOffer t;
  t.from = static_cast<int8_t>(from);
  t.to = static_cast<int8_t>(rng.below(static_cast<uint32_t>(s.player_count)));
  uint64_t mine = deeds_of(ed, s, from);
  uint64_t theirs = deeds_of(ed, s, t.to);
  for (int i = 0; i < kMaxSpaces; ++i) {
    if ((mine & bit(i)) && rng.below(4) == 0) t.deeds_given |= bit(i);
    if ((theirs & bit(i)) && rng.below(4) == 0) t.deeds_asked |= bit(i);
  }
  const int64_t cash = std::max<int64_t>(0, s.players[from].cash);
  if (rng.below(2)) t.cash_given = static_cast<decltype(t.cash_given)>(rng.below(static_cast<uint32_t>(std::min<int64_t>(cash / 2 + 1, 1 << 30))));
  if (rng.below(2)) t.cash_asked = static_cast<decltype(t.cash_asked)>(rng.below(400));
  if (rng.below(8) == 0) t.jail_cards_given = static_cast<uint8_t>(rng.below(4));
  if (rng.below(8) == 0) t.jail_cards_asked = static_cast<uint8_t>(rng.below(4));
  return t;
}

// A third of the games: every option the player can set, randomised within
// what the new-game screen offers (through the options' JSON names, so the
// reader's range checks apply).
Json random_options(Pcg32& rng) {
  Json j = Json::object();
  auto coin = [&](uint32_t n) { return rng.below(n) == 0; };
  if (coin(2)) j["start_cash"] = 100 * (1 + rng.below(40));
  if (coin(3)) j["salary"] = 50 * rng.below(9);
  if (coin(4)) j["go_landing_bonus"] = 200 * rng.below(3);
  if (coin(3)) j["free_parking_pot"] = true;
  if (coin(3)) j["bankrupt_to_bank"] = coin(2) ? "return" : "auction";
  if (coin(5)) j["auctions"] = false;
  if (coin(4)) j["no_rent_while_in_jail"] = true;
  if (coin(4)) j["owner_must_claim_rent"] = true;
  if (coin(4)) j["property_for_debt"] = true;
  if (coin(4)) j["jail_fine_turns"] = rng.below(4);
  if (coin(4)) j["tax_worth_choice"] = true;
  if (coin(4)) j["houses_per_hotel"] = 3 + rng.below(2);
  if (coin(5)) j["end_at_bankruptcy"] = rng.below(3);
  if (coin(6)) j["deal_deeds"] = rng.below(4);
  if (coin(6)) j["dealt_deeds_paid"] = true;
  if (coin(6)) j["time_limit_minutes"] = 1 + rng.below(90);
  return j;
}

class Soak {
 public:
  Soak(const Settings& st, std::vector<std::shared_ptr<const Edition>> editions)
      : st_(st), editions_(std::move(editions)) {}

  Totals totals;

  // Plays game number `index`; false after a violation (reported on stderr).
  bool play(uint64_t index) {
    const uint64_t seed = ai::game_seed(st_.seed, index);
    Pcg32 rng = Pcg32::seeded(seed, 77);
    const std::shared_ptr<const Edition>& ed = editions_[rng.below(static_cast<uint32_t>(editions_.size()))];
    std::string variant;
    const uint32_t pick = rng.below(static_cast<uint32_t>(ed->variants.size() + 1));
    if (pick > 0) variant = ed->variants[pick - 1].id;
    Options options;
    if (!edition_options(*ed, variant, options)) return fail(index, "no variant " + variant);
    std::string options_text = "{}";
    if (rng.below(3) == 0) {
      Json overrides = random_options(rng);
      JsonReader reader;
      Options tried = options;
      if (options_from_json(overrides, "options", reader, tried)) {
        options = tried;
        options_text = dump_json(overrides);
      }
    }
    const int lo = std::max(2, ed->min_players), hi = std::min(kMaxPlayers, ed->max_players);
    const int players = lo + static_cast<int>(rng.below(static_cast<uint32_t>(hi - lo + 1)));
    std::vector<std::string> names;
    for (int p = 0; p < players; ++p) names.push_back(std::string("P").append(std::to_string(p + 1)));
    Game game = start_game(ed, options, names, seed);
    context_ = "game " + std::to_string(index) + " (seed " + std::to_string(seed) + ", " + ed->id +
               (variant.empty() ? "" : " " + variant) + ", " + std::to_string(players) +
               " players, options " + options_text + ")";

    std::unique_ptr<ai::Bot> bots[kMaxPlayers];
    for (int p = 0; p < players; ++p) {
      // Simple, Easy or Hard three times in five; otherwise random moves,
      // or now and then a fixed-policy level or the Expert (whose every
      // important decision is a search: rarer, so that a run still plays
      // many games).
      const uint32_t k = rng.below(5);
      ai::Level level = static_cast<ai::Level>(k);
      bool bot = k < 3;
      if (!bot) {
        const uint32_t r = rng.below(16);
        const ai::Level rare[] = {ai::Level::kFpA,    ai::Level::kFpB,    ai::Level::kFpC,   ai::Level::kExpert,
                                  ai::Level::kGnomeA, ai::Level::kGnomeB, ai::Level::kGnomeC};
        if (r < 7) {
          level = rare[r];
          bot = true;
        }
      }
      if (bot) {
        ai::Skill skill{level, rng.below(2) ? ai::JailPolicy::kStayLong : ai::JailPolicy::kLeaveAtOnce};
        bots[p] = ai::make_bot(skill, ai::bot_seed(seed, p));
      }
    }
    ++totals.games;
    const int max_actions = 300 + static_cast<int>(rng.below(2700));
    std::vector<Action> list;
    for (int n = 0; n < max_actions && game.state.phase != Phase::kGameOver; ++n) {
      GameState& s = game.state;
      Action a;
      const bool between_rolls = s.phase == Phase::kAwaitRoll || s.phase == Phase::kEndTurn;
      const uint32_t roll = rng.below(100);
      bool from_bot = false;
      if (between_rolls && roll < 5) {
        const int from = static_cast<int>(rng.below(static_cast<uint32_t>(s.player_count)));
        a = Action::make(ActionType::kProposeTrade, from);
        a.trade = random_trade(*ed, s, rng, from);
      } else if (between_rolls && roll < 15) {
        const int who = static_cast<int>(rng.below(static_cast<uint32_t>(s.player_count)));
        list.clear();
        legal_actions_for(*ed, s, who, list);
        if (list.empty()) continue;
        a = list[rng.below(static_cast<uint32_t>(list.size()))];
      } else if (roll < 17) {
        // Anything at all, mostly illegal: must be refused without a change.
        // One draw per statement (argument order is unspecified).
        const auto type = static_cast<ActionType>(rng.below(kActionTypeCount));
        const int who = static_cast<int>(rng.below(static_cast<uint32_t>(s.player_count + 1)));
        const int space = static_cast<int>(rng.below(44)) - 2;
        const int amount = static_cast<int>(rng.below(600));
        a = Action::make(type, who, space, amount);
      } else if (roll < 19 && s.options.time_limit_minutes > 0) {
        a = Action::make(ActionType::kClockTick, s.current, -1,
                         static_cast<int>(rng.below(5 * 60 * 1000)));
      } else if (bots[s.decider]) {
        a = bots[s.decider]->decide(*ed, observe(s, s.decider));
        from_bot = true;
      } else {
        list.clear();
        legal_actions_for(*ed, s, s.decider, list);
        if (list.empty()) return fail(index, "no legal action in phase " + std::string(phase_name(s.phase)));
        a = list[rng.below(static_cast<uint32_t>(list.size()))];
      }
      const GameState before = s;
      const bool was_response = s.phase == Phase::kTradeResponse;
      ApplyResult r = landlord::play(game, a);
      ++totals.actions;
      if (!r.ok()) {
        ++totals.refused;
        if (!(s == before)) return fail(index, "a refused action changed the state: " + describe_action(*ed, a));
        if (from_bot) return fail(index, "a bot's action was refused: " + describe_action(*ed, a) + " (" + r.message + ")");
        continue;
      }
      if (was_response && a.type == ActionType::kAcceptTrade) ++totals.trades_accepted;
      const std::string after = " after action " + std::to_string(n) + ": " + describe_action(*ed, a);
      std::string broken = broken_invariant(*ed, s);
      if (!broken.empty()) return fail(index, broken + after);
      broken = broken_round_trip(*ed, s);
      if (!broken.empty()) return fail(index, broken + after);
      list.clear();
      if (s.phase != Phase::kGameOver) {
        for (int p = 0; p < s.player_count; ++p) legal_actions_for(*ed, s, p, list);
      }
      for (const Action& l : list) {
        GameState copy = s;
        ApplyResult lr = apply(*ed, copy, l);
        ++totals.legal_checked;
        if (!lr.ok()) return fail(index, "a listed legal action was refused: " + describe_action(*ed, l) + " (" + lr.message + ")" + after);
      }
      if (st_.save_every > 0 && n % st_.save_every == st_.save_every - 1) {
        if (!check_save(game)) return fail(index, "save -> load differs" + after);
      }
    }
    if (!check_save(game)) return fail(index, "save -> load differs at the end");
    for (int p = 0; p < players; ++p) {
      if (bots[p] && bots[p]->fallbacks() > 0) return fail(index, "a bot fell back to the first legal action");
    }
    if (game.state.phase == Phase::kGameOver) ++totals.finished;
    return true;
  }

 private:
  bool check_save(const Game& game) {
    ++totals.saves_checked;
    SaveLoad load = load_save_text(save_to_text(game), game.edition);
    if (!load.ok()) {
      last_save_error_ = load.error;
      return false;
    }
    return load.game.state == game.state;
  }

  bool fail(uint64_t index, const std::string& what) {
    ++totals.violations;
    std::fprintf(stderr, "VIOLATION in %s: %s%s%s\n  reproduce: landlord-cli soak --seed %llu --first %llu --games 1\n",
                 context_.c_str(), what.c_str(), last_save_error_.empty() ? "" : " - ",
                 last_save_error_.c_str(), static_cast<unsigned long long>(st_.seed),
                 static_cast<unsigned long long>(index));
    last_save_error_.clear();
    return false;
  }

  const Settings& st_;
  std::vector<std::shared_ptr<const Edition>> editions_;
  std::string context_;
  std::string last_save_error_;
};

}  // namespace

int run_soak(int argc, char** argv) {
  Settings st;
  ArgReader args("soak", argc, argv);
  while (args.next()) {
    if (args.help()) {
      usage(stdout);
      return 0;
    }
    if (args.flag("--quiet", st.quiet) || args.number("--games", 0, UINT64_MAX, st.games) ||
        args.number("--first", 0, UINT64_MAX, st.first) || args.seconds("--seconds", st.seconds) ||
        args.number("--seed", 0, UINT64_MAX, st.seed, 0) || args.number("--threads", 1, 256, st.threads) ||
        args.number("--save-every", 0, 1000000, st.save_every) || args.text("--editions", st.editions)) {
      continue;
    }
    args.unknown();
  }
  if (args.failed()) {
    usage(stderr);
    return 2;
  }
  if (st.editions.empty()) st.editions = default_editions_dir();
  std::vector<std::shared_ptr<const Edition>> editions;
  for (const char* id : {"classic", "travel", "boutique"}) {
    EditionLoad load = load_edition_by_id(st.editions, id);
    if (!load.edition) {
      std::fprintf(stderr, "soak: %s\n", load.error.c_str());
      return 2;
    }
    editions.push_back(load.edition);
  }
#ifndef LANDLORD_HAVE_THREADS
  st.threads = 1;
#endif
  // Each thread takes the next game number until N games are taken or the
  // time is up; a game once taken is played to its end, so the numbers
  // played are first, first+1, ... with no gap whatever the threads did.
  std::atomic<uint64_t> next{0};
  std::atomic<bool> out_of_time{false};
  std::mutex progress_mutex;
  uint64_t done = 0;
  const auto start = std::chrono::steady_clock::now();
  auto seconds_since_start = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::vector<Totals> per_thread(static_cast<std::size_t>(st.threads));
  auto work = [&](int t) {
    Soak soak(st, editions);
    for (;;) {
      if (out_of_time.load()) break;
      const uint64_t g = next.fetch_add(1);
      if (g >= st.games) break;
      soak.play(st.first + g);
      const double elapsed = seconds_since_start();
      if (st.seconds > 0 && elapsed >= st.seconds) out_of_time.store(true);
      std::lock_guard<std::mutex> lock(progress_mutex);
      ++done;
      if (!st.quiet && done % 1000 == 0)
        std::fprintf(stderr, "  %llu games, %.0f s\n", static_cast<unsigned long long>(done), elapsed);
    }
    per_thread[static_cast<std::size_t>(t)] = soak.totals;
  };
  if (st.threads == 1) {
    work(0);
  } else {
    std::vector<std::thread> pool;
    for (int t = 0; t < st.threads; ++t) pool.emplace_back(work, t);
    for (std::thread& th : pool) th.join();
  }
  const double elapsed = seconds_since_start();
  Totals t;
  for (const Totals& part : per_thread) t.add(part);
  std::printf("soak: %llu games (%llu finished), %llu actions (%llu refused as expected), "
              "%llu listed legal actions applied, %llu saves reloaded, %llu trades accepted\n"
              "      %.1f s, %.0f actions/s, violations: %llu\n",
              static_cast<unsigned long long>(t.games), static_cast<unsigned long long>(t.finished),
              static_cast<unsigned long long>(t.actions), static_cast<unsigned long long>(t.refused),
              static_cast<unsigned long long>(t.legal_checked),
              static_cast<unsigned long long>(t.saves_checked),
              static_cast<unsigned long long>(t.trades_accepted), elapsed,
              elapsed > 0 ? static_cast<double>(t.actions) / elapsed : 0.0,
              static_cast<unsigned long long>(t.violations));
  if (done > 0)
    std::printf("      games %llu to %llu of seed %llu, %d thread%s\n",
                static_cast<unsigned long long>(st.first),
                static_cast<unsigned long long>(st.first + done - 1),
                static_cast<unsigned long long>(st.seed), st.threads, st.threads == 1 ? "" : "s");
  return t.violations ? 1 : 0;
}

}  // namespace landlord::cli
