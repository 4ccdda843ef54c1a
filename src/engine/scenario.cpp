#include "engine/scenario.h"

#include <bit>
#include <memory>

#include "engine/apply.h"
#include "engine/events.h"
#include "engine/json.h"
#include "engine/legal.h"
#include "engine/rules.h"
#include "engine/serialize.h"
#include "engine/state.h"
#include "text/tr.h"

namespace landlord {

namespace {

constexpr std::size_t kMaxScenarioActions = 100000;

struct Runner {
  ScenarioReport report;
  JsonReader r;
  std::shared_ptr<const Edition> edition;
  GameState s;
  std::vector<std::string> names;
  std::string all_events;  // every event's text, one per line

  bool bad() {
    report.input_ok = false;
    report.error = r.error();
    return false;
  }

  void fail(const std::string& path, const std::string& what) {
    report.failures.push_back(path + ": " + what);
  }

  bool read_space(const Json& v, const std::string& path, int& out) {
    return read_space_ref(r, *edition, v, path, out);
  }

  bool read_deck_ids(const Json& v, const std::string& path, std::vector<int>& decks) {
    if (!r.expect_array(v, path, kMaxCards)) return false;
    for (std::size_t i = 0; i < v.size(); ++i) {
      std::string id;
      if (!r.as_string(v[i], path_index(path, i), 64, id)) return false;
      int d = edition->find_deck(id);
      if (d < 0) return r.fail(path_index(path, i), "no deck has id \"" + id + "\"");
      decks.push_back(d);
    }
    return true;
  }

  bool setup(const Json& j, const std::string& editions_dir);
  bool run_actions(const Json& j);
  bool check_expectations(const Json& j);
};

bool Runner::setup(const Json& j, const std::string& editions_dir) {
  if (!r.expect_object(j, "")) return false;
  std::string format;
  if (!r.read_string(j, "", "format", 64, format)) return false;
  if (format != "landlord-scenario") return r.fail("format", "expected \"landlord-scenario\"");
  int version = 0;
  if (!r.read_int(j, "", "version", 1, 1, version)) return false;
  if (!r.read_string(j, "", "rule", 4000, report.rule, false)) return false;
  std::string edition_id = "classic";
  if (!r.read_string(j, "", "edition", 64, edition_id, false)) return false;
  EditionLoad load = load_edition_by_id(editions_dir, edition_id);
  if (!load.edition) return r.fail("edition", load.error);
  edition = load.edition;
  const Edition& ed = *edition;

  Options options = ed.defaults;
  std::string variant;
  if (!r.read_string(j, "", "variant", 64, variant, false)) return false;
  if (!edition_options(ed, variant, options)) {
    return r.fail("variant", "the edition has no variant \"" + variant + "\"");
  }
  if (const Json* o = r.member(j, "", "options", false)) {
    if (!options_from_json(*o, "options", r, options)) return false;
  }
  uint64_t seed = 1;
  if (const Json* sd = r.member(j, "", "seed", false)) {
    if (!r.as_uint64(*sd, "seed", seed)) return false;
  }
  const Json* players = r.member(j, "", "players", true);
  if (!players || !r.expect_array(*players, "players", kMaxPlayers)) return false;
  int n = static_cast<int>(players->size());
  if (n < ed.min_players || n > ed.max_players) {
    return r.fail("players", "this edition is for " + std::to_string(ed.min_players) + " to " +
                                 std::to_string(ed.max_players) + " players");
  }
  s = new_game(ed, options, n, seed);
  // Deeds dealt (and maybe paid for) by new_game stay; the position's money
  // is counted from the players' cash below.
  s.money_at_start = 0;
  s.bank_taken_in = 0;
  s.bank_paid_out = 0;
  std::vector<std::vector<int>> held(static_cast<std::size_t>(n));
  for (int p = 0; p < n; ++p) {
    const Json& pj = (*players)[static_cast<std::size_t>(p)];
    std::string path = path_index("players", static_cast<std::size_t>(p));
    if (!r.expect_object(pj, path)) return false;
    std::string name = "Player " + std::to_string(p + 1);
    r.read_string(pj, path, "name", 64, name, false);
    names.push_back(name);
    Player& pl = s.players[p];
    r.read_int(pj, path, "cash", 0, kMaxMoney, pl.cash, false);
    if (const Json* pos = r.member(pj, path, "position", false)) {
      int space = 0;
      if (!read_space(*pos, path_key(path, "position"), space)) return false;
      pl.position = static_cast<uint8_t>(space);
    }
    r.read_bool(pj, path, "in_jail", pl.in_jail, false);
    r.read_int(pj, path, "jail_turns", 0, options.max_jail_turns - 1, pl.jail_turns, false);
    if (r.failed()) return false;
    if (pl.in_jail) pl.position = static_cast<uint8_t>(ed.jail);
    if (const Json* jc = r.member(pj, path, "jail_cards", false)) {
      if (!read_deck_ids(*jc, path_key(path, "jail_cards"), held[static_cast<std::size_t>(p)])) {
        return false;
      }
    }
    s.money_at_start += pl.cash;
  }
  if (s.money_at_start > kMaxMoney) {
    return r.fail("players", "the players' cash together exceeds " + std::to_string(kMaxMoney));
  }

  if (const Json* own = r.member(j, "", "ownership", false)) {
    if (!r.expect_array(*own, "ownership", kMaxSpaces)) return false;
    for (std::size_t i = 0; i < own->size(); ++i) {
      const Json& oj = (*own)[i];
      std::string path = path_index("ownership", i);
      const Json* sp = r.member(oj, path, "space", true);
      int space = 0;
      if (!sp || !read_space(*sp, path_key(path, "space"), space)) return false;
      if (!ed.spaces[static_cast<std::size_t>(space)].is_property()) {
        return r.fail(path_key(path, "space"), "not a property");
      }
      Deed& d = s.deeds[space];
      int owner = d.owner;
      if (r.read_int(oj, path, "owner", 0, n - 1, owner)) set_owner(s, space, owner);
      r.read_int(oj, path, "houses", 0, options.houses_per_hotel, d.houses, false);
      r.read_bool(oj, path, "hotel", d.hotel, false);
      r.read_bool(oj, path, "mortgaged", d.mortgaged, false);
      if (r.failed()) return false;
      bool site = ed.spaces[static_cast<std::size_t>(space)].kind == SpaceKind::kSite;
      if ((d.houses || d.hotel) && (!site || d.mortgaged)) {
        return r.fail(path, "only unmortgaged sites can have buildings");
      }
      if (d.hotel && d.houses) return r.fail(path, "give either houses or a hotel");
      if (d.houses > s.bank_houses) return r.fail(path_key(path, "houses"), "the Bank has run out");
      if (d.hotel && s.bank_hotels == 0)
        return r.fail(path_key(path, "hotel"), "the Bank has run out");
      s.bank_houses = static_cast<uint8_t>(s.bank_houses - d.houses);
      if (d.hotel) s.bank_hotels--;
    }
  }
  if (const Json* bank = r.member(j, "", "bank", false)) {
    r.read_int(*bank, "bank", "houses", 0, 255, s.bank_houses, false);
    r.read_int(*bank, "bank", "hotels", 0, 255, s.bank_hotels, false);
    if (r.failed()) return false;
  }

  // Decks: listed cards on top in order, the rest below in edition order.
  if (const Json* decks = r.member(j, "", "decks", false)) {
    if (!r.expect_object(*decks, "decks")) return false;
    for (auto it = decks->begin(); it != decks->end(); ++it) {
      std::string path = path_key("decks", it.key());
      int d = ed.find_deck(it.key());
      if (d < 0) return r.fail(path, "no deck has this id");
      if (!r.expect_array(*it, path, kMaxCards)) return false;
      const std::vector<Card>& cards = ed.decks[static_cast<std::size_t>(d)].cards;
      std::vector<bool> used(cards.size(), false);
      DeckState& ds = s.decks[d];
      ds = DeckState();
      for (std::size_t i = 0; i < it->size(); ++i) {
        std::string id;
        if (!r.as_string((*it)[i], path_index(path, i), 64, id)) return false;
        int c = ed.find_card(d, id);
        if (c < 0) return r.fail(path_index(path, i), "no card has id \"" + id + "\"");
        if (used[static_cast<std::size_t>(c)]) return r.fail(path_index(path, i), "listed twice");
        used[static_cast<std::size_t>(c)] = true;
        ds.cards[ds.size++] = static_cast<uint8_t>(c);
      }
      for (std::size_t c = 0; c < cards.size(); ++c) {
        if (!used[c]) ds.cards[ds.size++] = static_cast<uint8_t>(c);
      }
    }
  }
  // Jail cards held by players are out of their decks.
  for (int p = 0; p < n; ++p) {
    for (int d : held[static_cast<std::size_t>(p)]) {
      DeckState& ds = s.decks[d];
      bool taken = false;
      for (int i = 0; i < ds.size && !taken; ++i) {
        const Card& c = ed.decks[static_cast<std::size_t>(d)].cards[ds.cards[i]];
        if (c.effect.kind != CardKind::kGetOutOfJailFree) continue;
        for (int k = i + 1; k < ds.size; ++k) ds.cards[k - 1] = ds.cards[k];
        ds.size--;
        ds.cards[ds.size] = 0;
        taken = true;
      }
      if (!taken) {
        return r.fail(path_key(path_index("players", static_cast<std::size_t>(p)), "jail_cards"),
                      "no Get Out of Jail Free card is left in that deck");
      }
      s.players[p].jail_cards[d]++;
    }
  }

  if (const Json* dice = r.member(j, "", "dice", false)) {
    if (!r.expect_array(*dice, "dice", kMaxForcedDice)) return false;
    for (std::size_t i = 0; i < dice->size(); ++i) {
      const Json& pair = (*dice)[i];
      std::string path = path_index("dice", i);
      if (!pair.is_array() || pair.size() != 2) return r.fail(path, "expected [die, die]");
      int64_t a = 0, b = 0;
      if (!r.element_int(pair[0], path, 0, 1, 6, a)) return false;
      if (!r.element_int(pair[1], path, 1, 1, 6, b)) return false;
      force_dice(s, static_cast<int>(a), static_cast<int>(b));
    }
  }

  std::string phase = "await_roll";
  if (!r.read_string(j, "", "phase", 32, phase, false)) return false;
  if (phase == "opening_roll") {
    // new_game() already set up the opening rolls.
  } else if (phase == "await_roll") {
    int current = 0;
    if (!r.read_int(j, "", "current_player", 0, n - 1, current, false)) return false;
    s.phase = Phase::kAwaitRoll;
    s.current = static_cast<int8_t>(current);
    s.decider = static_cast<int8_t>(current);
    s.roll_again = true;
    s.opening_contenders = 0;
    s.turn_number = 1;
  } else {
    return r.fail("phase", "expected \"await_roll\" or \"opening_roll\"");
  }
  return true;
}

bool Runner::run_actions(const Json& j) {
  const Json* actions = r.member(j, "", "actions", false);
  if (!actions) return !r.failed();
  if (!r.expect_array(*actions, "actions", kMaxScenarioActions)) return false;
  const Edition& ed = *edition;
  EventLog events;
  for (std::size_t i = 0; i < actions->size(); ++i) {
    const Json& aj = (*actions)[i];
    std::string path = path_index("actions", i);
    Action a;
    if (!action_from_json(ed, aj, path, r, a)) return false;
    std::string expected;
    if (!r.read_string(aj, path, "expect_rejection", 64, expected, false)) return false;
    events.clear();
    GameState before = s;
    ApplyResult res = apply(ed, s, a, &events);
    report.log += "> " + dump_json(action_to_json(ed, a)) + "\n";
    if (res.ok()) {
      report.log += "  ok\n";
    } else {
      report.log +=
          std::string("  rejected (") + rejection_name(res.code) + "): " + res.message + "\n";
      if (!(s == before)) fail(path, "a rejected action changed the state");
    }
    for (const Event& e : events) {
      std::string text = describe(ed, e, &names);
      report.log += "  - " + text + "\n";
      all_events += text + "\n";
    }
    if (!expected.empty()) {
      if (res.ok()) {
        fail(path, "expected rejection \"" + expected + "\" but the action was accepted");
      } else if (expected != rejection_name(res.code)) {
        fail(path, "expected rejection \"" + expected + "\", got \"" + rejection_name(res.code) +
                       "\": " + res.message);
      }
    } else if (!res.ok()) {
      fail(path, std::string("rejected (") + rejection_name(res.code) + "): " + res.message);
    }
    if (money_in_play(s) != expected_money_in_play(s)) {
      fail(path, "money was created or lost");
    }
  }
  return true;
}

bool Runner::check_expectations(const Json& j) {
  const Json* ex = r.member(j, "", "expect", false);
  if (!ex) return !r.failed();
  if (!r.expect_object(*ex, "expect")) return false;
  const Edition& ed = *edition;
  auto check = [&](const std::string& path, int64_t want, int64_t got) {
    if (want != got) {
      fail(path, "expected " + std::to_string(want) + ", got " + std::to_string(got));
    }
  };
  auto check_int = [&](const Json& obj, const std::string& path, const char* key, int64_t lo,
                       int64_t hi, int64_t got) {
    int64_t want = 0;
    const Json* v = r.member(obj, path, key, false);
    if (!v) return !r.failed();
    if (!r.as_int(*v, path_key(path, key), lo, hi, want)) return false;
    check(path_key(path, key), want, got);
    return true;
  };
  auto check_bool = [&](const Json& obj, const std::string& path, const char* key, bool got) {
    const Json* v = r.member(obj, path, key, false);
    if (!v) return !r.failed();
    bool want = false;
    if (!r.as_bool(*v, path_key(path, key), want)) return false;
    if (want != got) {
      fail(path_key(path, key), std::string("expected ") + (want ? "true" : "false"));
    }
    return true;
  };
  const int64_t kBig = kMaxMoney;
  const int n = s.player_count;

  if (const Json* players = r.member(*ex, "expect", "players", false)) {
    if (!r.expect_array(*players, "expect.players", 64)) return false;
    for (std::size_t i = 0; i < players->size(); ++i) {
      const Json& pj = (*players)[i];
      std::string path = path_index("expect.players", i);
      int p = 0;
      if (!r.read_int(pj, path, "player", 0, n - 1, p)) return false;
      const Player& pl = s.players[p];
      path = "expect.players[" + std::to_string(p) + "]";
      if (!check_int(pj, path, "cash", -kBig, kBig, pl.cash)) return false;
      if (const Json* pos = r.member(pj, path, "position", false)) {
        int space = 0;
        if (!read_space(*pos, path_key(path, "position"), space)) return false;
        check(path_key(path, "position"), space, pl.position);
      }
      if (!check_bool(pj, path, "in_jail", pl.in_jail)) return false;
      if (!check_int(pj, path, "jail_turns", 0, 255, pl.jail_turns)) return false;
      if (!check_bool(pj, path, "bankrupt", pl.bankrupt)) return false;
      int cards = 0;
      for (int d = 0; d < kMaxDecks; ++d) cards += pl.jail_cards[d];
      if (!check_int(pj, path, "jail_cards", 0, 64, cards)) return false;
      if (!check_int(pj, path, "doubles", 0, 3, pl.doubles)) return false;
      if (!check_int(pj, path, "deeds", 0, kMaxSpaces, std::popcount(deeds_of(ed, s, p)))) {
        return false;
      }
    }
  }
  if (const Json* own = r.member(*ex, "expect", "ownership", false)) {
    if (!r.expect_array(*own, "expect.ownership", 64)) return false;
    for (std::size_t i = 0; i < own->size(); ++i) {
      const Json& oj = (*own)[i];
      std::string path = path_index("expect.ownership", i);
      const Json* sp = r.member(oj, path, "space", true);
      int space = 0;
      if (!sp || !read_space(*sp, path_key(path, "space"), space)) return false;
      const Deed& d = s.deeds[space];
      path = "expect.ownership[" + ed.spaces[static_cast<std::size_t>(space)].name + "]";
      if (!check_int(oj, path, "owner", -1, n - 1, d.owner)) return false;
      if (!check_int(oj, path, "houses", 0, 4, d.houses)) return false;
      if (!check_bool(oj, path, "hotel", d.hotel)) return false;
      if (!check_bool(oj, path, "mortgaged", d.mortgaged)) return false;
    }
  }
  std::string phase;
  if (!r.read_string(*ex, "expect", "phase", 64, phase, false)) return false;
  if (!phase.empty() && phase != phase_name(s.phase)) {
    fail("expect.phase", "expected \"" + phase + "\", got \"" + phase_name(s.phase) + "\"");
  }
  if (!check_int(*ex, "expect", "decider", -1, n - 1, decider(s))) return false;
  if (!check_int(*ex, "expect", "current_player", 0, n - 1, s.current)) return false;
  if (!check_int(*ex, "expect", "winner", -1, n - 1, s.winner)) return false;
  if (!check_int(*ex, "expect", "bank_houses", 0, 255, s.bank_houses)) return false;
  if (!check_int(*ex, "expect", "bank_hotels", 0, 255, s.bank_hotels)) return false;
  if (!check_int(*ex, "expect", "free_parking_pot", 0, kBig, s.free_parking_pot)) return false;
  if (!check_int(*ex, "expect", "pending_space", -1, 63, s.pending_space)) return false;
  if (!check_int(*ex, "expect", "debt_count", 0, kMaxDebts, s.debt_count)) return false;
  if (!check_bool(*ex, "expect", "roll_again", s.roll_again)) return false;
  if (!check_int(*ex, "expect", "claim_count", 0, kMaxRentClaims, s.claim_count)) return false;
  if (!check_int(*ex, "expect", "clock_ms_left", 0, kBig, s.clock_ms_left)) return false;
  std::string end;
  if (!r.read_string(*ex, "expect", "game_end", 32, end, false)) return false;
  if (!end.empty() && end != game_end_name(s.game_end)) {
    fail("expect.game_end", "expected \"" + end + "\", got \"" + game_end_name(s.game_end) + "\"");
  }
  if (const Json* v = r.member(*ex, "expect", "valuations", false)) {
    if (!r.expect_array(*v, "expect.valuations", kMaxPlayers)) return false;
    for (std::size_t i = 0; i < v->size() && static_cast<int>(i) < n; ++i) {
      int64_t want = 0;
      if (!r.element_int((*v)[i], "expect.valuations", i, 0, kBig, want)) return false;
      check(path_index("expect.valuations", i), want, valuation(ed, s, static_cast<int>(i)));
    }
  }
  if (const Json* v = r.member(*ex, "expect", "tax_worth", false)) {
    if (!r.expect_array(*v, "expect.tax_worth", kMaxPlayers)) return false;
    for (std::size_t i = 0; i < v->size() && static_cast<int>(i) < n; ++i) {
      int64_t want = 0;
      if (!r.element_int((*v)[i], "expect.tax_worth", i, 0, kBig, want)) return false;
      check(path_index("expect.tax_worth", i), want, tax_worth(ed, s, static_cast<int>(i)));
    }
  }
  if (const Json* a = r.member(*ex, "expect", "auction", false)) {
    if (!r.expect_object(*a, "expect.auction")) return false;
    if (!check_int(*a, "expect.auction", "bid", 0, kBig, s.auction.bid)) return false;
    if (!check_int(*a, "expect.auction", "high_bidder", -1, n - 1, s.auction.high_bidder)) {
      return false;
    }
    if (!check_int(*a, "expect.auction", "to_act", -1, n - 1, s.auction.to_act)) return false;
  }
  if (const Json* d = r.member(*ex, "expect", "debt", false)) {
    if (!r.expect_object(*d, "expect.debt")) return false;
    if (s.debt_count == 0) {
      fail("expect.debt", "no debt is pending");
    } else {
      const Debt& debt = s.debts[0];
      if (!check_int(*d, "expect.debt", "debtor", 0, n - 1, debt.debtor)) return false;
      if (!check_int(*d, "expect.debt", "creditor", -1, n - 1, debt.creditor)) return false;
      if (!check_int(*d, "expect.debt", "amount", 0, kBig, debt.amount)) return false;
    }
  }
  for (const char* key : {"deck_top", "deck_bottom"}) {
    const Json* v = r.member(*ex, "expect", key, false);
    if (!v) continue;
    std::string path = path_key("expect", key);
    if (!r.expect_object(*v, path)) return false;
    for (auto it = v->begin(); it != v->end(); ++it) {
      int d = ed.find_deck(it.key());
      if (d < 0) return r.fail(path_key(path, it.key()), "no deck has this id");
      std::string id;
      if (!r.as_string(*it, path_key(path, it.key()), 64, id)) return false;
      const DeckState& ds = s.decks[d];
      std::string got = "(empty)";
      if (ds.size > 0) {
        int c = std::string(key) == "deck_top" ? ds.cards[0] : ds.cards[ds.size - 1];
        got = ed.decks[static_cast<std::size_t>(d)].cards[static_cast<std::size_t>(c)].id;
      }
      if (got != id) fail(path_key(path, it.key()), "expected \"" + id + "\", got \"" + got + "\"");
    }
  }
  if (const Json* v = r.member(*ex, "expect", "deck_size", false)) {
    if (!r.expect_object(*v, "expect.deck_size")) return false;
    for (auto it = v->begin(); it != v->end(); ++it) {
      int d = ed.find_deck(it.key());
      if (d < 0) return r.fail(path_key("expect.deck_size", it.key()), "no deck has this id");
      if (!check_int(*v, "expect.deck_size", it.key().c_str(), 0, kMaxCards, s.decks[d].size)) {
        return false;
      }
    }
  }
  for (const char* key : {"events", "no_events"}) {
    const Json* v = r.member(*ex, "expect", key, false);
    if (!v) continue;
    std::string path = path_key("expect", key);
    if (!r.expect_array(*v, path, 256)) return false;
    for (std::size_t i = 0; i < v->size(); ++i) {
      std::string text;
      if (!r.as_string((*v)[i], path_index(path, i), 1000, text)) return false;
      bool found = all_events.find(text) != std::string::npos;
      bool want = std::string(key) == "events";
      if (found != want) {
        fail(path_index(path, i),
             std::string(want ? "no event mentions" : "an event mentions") + " \"" + text + "\"");
      }
    }
  }
  for (const char* key : {"legal", "not_legal"}) {
    const Json* v = r.member(*ex, "expect", key, false);
    if (!v) continue;
    std::string path = path_key("expect", key);
    if (!r.expect_array(*v, path, 64)) return false;
    std::vector<Action> legal = legal_actions(ed, s);
    for (std::size_t i = 0; i < v->size(); ++i) {
      std::string name;
      if (!r.as_string((*v)[i], path_index(path, i), 64, name)) return false;
      bool found = false;
      for (const Action& a : legal) found = found || name == action_type_name(a.type);
      bool want = std::string(key) == "legal";
      if (found != want) {
        fail(path_index(path, i), "\"" + name + "\" is " + (found ? "" : "not ") + "legal");
      }
    }
  }
  return !r.failed();
}

}  // namespace

ScenarioReport run_scenario_text(std::string_view text, const std::string& editions_dir) {
  // A scenario's expectations and its report are the events' English.
  text::InEnglish english;
  Runner run;
  Json j;
  std::string error;
  if (!parse_json(text, j, error)) {
    run.report.error = error;
    return run.report;
  }
  if (!run.setup(j, editions_dir) || !run.run_actions(j) || !run.check_expectations(j)) {
    run.bad();
    return run.report;
  }
  run.report.input_ok = true;
  run.report.final_state = state_to_json(*run.edition, run.s);
  return run.report;
}

ScenarioReport run_scenario_file(const std::string& path, const std::string& editions_dir) {
  std::string text;
  ScenarioReport report;
  if (!read_text_file(path, text, report.error)) return report;
  report = run_scenario_text(text, editions_dir);
  if (!report.input_ok) report.error = path + ": " + report.error;
  return report;
}

std::string find_editions_dir(const char* argv0) {
  std::vector<std::string> candidates;
  std::string exe = argv0 ? argv0 : "";
  std::size_t slash = exe.find_last_of('/');
  if (slash != std::string::npos) {
    std::string dir = exe.substr(0, slash);
    for (const char* up : {"/", "/../", "/../../", "/../../../", "/../../../../"}) {
      candidates.push_back(dir + up + "assets/editions");
    }
  }
  candidates.push_back("assets/editions");
  candidates.push_back("../assets/editions");
  candidates.push_back("../../assets/editions");
  for (const std::string& c : candidates) {
    std::string text;
    std::string error;
    if (read_text_file(c + "/classic.json", text, error)) return c;
  }
  return "assets/editions";
}

}  // namespace landlord
