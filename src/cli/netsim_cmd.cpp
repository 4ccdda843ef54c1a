// landlord-cli netsim: online games over the test network (src/net/
// netsim.h), every edition and variant in turn unless told, under a random
// fault schedule; prints messages and bytes per action, CPU per action per
// device, the faults survived and whether every device ended in one state.
#include <array>
#include <cstdio>
#include <map>

#include "args.h"
#include "commands.h"
#include "engine/rng.h"
#include "net/netsim.h"

namespace landlord::cli {
namespace {

void usage(std::FILE* out) {
  std::fprintf(out,
               "usage: landlord-cli netsim [--games N] [--seed S] [--edition ID] [--variant ID]\n"
               "         [--turns T] [--drop PERCENT] [--json] [--editions DIR]\n"
               "  Online games over an in-memory network that drops (default 8%%), delays,\n"
               "  duplicates and reorders messages, with a device that drops out in every\n"
               "  third game and a host that goes for 22 s in every fourth: 2-6 seats, 2-4\n"
               "  devices, people and computer players, every\n"
               "  edition and variant in turn unless told. Each game ends with every device's\n"
               "  state compared, and with a replay of the agreed log. Exit 1 when any diverged.\n");
}

}  // namespace

int run_netsim(int argc, char** argv) {
  uint64_t games = 12, seed = 1, turns = 40, drop = 8;
  bool json = false;
  std::string edition_id, variant, dir;
  ArgReader args("netsim", argc, argv);
  while (args.next()) {
    if (args.help()) return usage(stdout), 0;
    if (args.number("--games", 1, 100000, games) || args.number("--seed", 0, UINT64_MAX, seed) ||
        args.number("--turns", 1, 100000, turns) || args.number("--drop", 0, 90, drop) ||
        args.flag("--json", json) || args.text("--edition", edition_id) || args.text("--variant", variant) ||
        args.text("--editions", dir)) {
      continue;
    }
    args.unknown();
  }
  if (args.failed()) return 2;
  // The tables to play: one edition's, or every edition's, each with its
  // variants.
  struct Table {
    std::string name;
    std::shared_ptr<const Edition> edition;
    Options options;
  };
  std::vector<Table> tables;
  std::map<std::string, std::shared_ptr<const Edition>> loaded;
  for (const char* id : {"classic", "travel", "boutique"}) {
    if (!edition_id.empty() && edition_id != id) continue;
    EditionLoad load;
    Options options;
    if (!load_table_edition("netsim", dir, id, "", 0, load, options)) return 2;
    loaded[id] = load.edition;
    if (variant.empty() || variant == "default") tables.push_back({id, load.edition, load.edition->defaults});
    for (const Variant& v : load.edition->variants) {
      if (variant.empty() || variant == v.id) tables.push_back({std::string(id) + "/" + v.id, load.edition, v.options});
    }
  }
  if (!edition_id.empty() && loaded.empty()) {
    EditionLoad load;
    Options options;
    if (!load_table_edition("netsim", dir, edition_id, variant, 0, load, options)) return 2;
    loaded[edition_id] = load.edition;
    tables.push_back({edition_id + (variant.empty() ? "" : "/" + variant), load.edition, options});
  }
  if (tables.empty()) {
    std::fprintf(stderr, "netsim: no variant '%s'\n", variant.c_str());
    return 2;
  }
  net::EditionSource editions = [&](const std::string& id) {
    auto it = loaded.find(id);
    return it == loaded.end() ? nullptr : it->second;
  };

  uint64_t actions = 0, entries = 0, messages = 0, bytes = 0, faults = 0, diverged = 0, finished = 0, away = 0;
  uint64_t refused = 0, desyncs = 0, device_actions = 0, hosts = 0, snapshots = 0;
  double cpu = 0;
  std::array<uint64_t, 36> rolls{};
  std::string states;  // every game's final state digest, in hex
  Pcg32 pick = Pcg32::seeded(seed, 0x6e6574u);
  for (uint64_t g = 0; g < games; ++g) {
    const Table& t = tables[g % tables.size()];
    net::SimGame sg;
    sg.edition = t.edition;
    sg.options = t.options;
    sg.seed = seed * 1000003 + g;
    sg.seats = std::min(t.edition->max_players, 2 + static_cast<int>(pick.below(5)));
    sg.computers = static_cast<int>(pick.below(static_cast<uint32_t>(sg.seats - 1)));
    sg.devices = 2 + static_cast<int>(pick.below(3));
    sg.faults.drop = static_cast<double>(drop) / 100.0;
    sg.faults.duplicate = 0.05;
    sg.faults.max_delay_ms = 150;
    sg.turn_cap = static_cast<uint32_t>(turns);
    if (g % 3 == 2) {  // a device away for 20 s, or (every other time) asleep for 90 s: it catches up from a snapshot
      sg.drop_device = 1;
      sg.drop_from = 5000;
      sg.drop_to = g % 6 == 5 ? 95000 : 25000;
    }
    if (g % 4 == 3) {  // the host goes at 8 s and comes back at 30 s
      sg.host_down_from = 8000;
      sg.host_down_to = 30000;
    }
    net::SimOutcome r = net::play_sim(sg, editions);
    const int ndev = std::max(1, std::min(sg.devices, sg.seats - sg.computers));
    actions += r.actions;
    entries += r.entries;
    messages += r.net.sent;
    bytes += r.net.bytes;
    faults += r.faults;
    cpu += r.cpu_seconds;
    device_actions += r.actions * static_cast<uint64_t>(ndev);
    finished += r.game_over;
    away += r.away_entries;
    hosts += r.host_changes;
    refused += r.refused;
    desyncs += r.desyncs;
    snapshots += r.snapshots;
    const bool ok = r.agreed && r.replayed;
    diverged += ok ? 0 : 1;
    for (int i = 0; i < 36; ++i) rolls[static_cast<std::size_t>(i)] += r.rolls[static_cast<std::size_t>(i)];
    states += net::to_hex(r.state);
    if (!json) {
      std::printf("game %3llu  %-22s %d seats (%d computer), %d devices: %5llu actions, %6llu messages, "
                  "%5llu faults%s%s\n",
                  static_cast<unsigned long long>(g), t.name.c_str(), sg.seats, sg.computers, ndev,
                  static_cast<unsigned long long>(r.actions), static_cast<unsigned long long>(r.net.sent),
                  static_cast<unsigned long long>(r.faults), r.game_over ? ", over" : "",
                  ok ? "" : (", DIVERGED: " + r.error).c_str());
    }
  }
  // Every game's final state in one digest: native and WebAssembly builds
  // must print the same (tests/netsim_signature.sh).
  const std::string signature = net::to_hex(net::digest(states)).substr(0, 16);
  const double per = actions ? 1.0 / static_cast<double>(actions) : 0.0;
  const double cpu_us = device_actions ? cpu * 1e6 / static_cast<double>(device_actions) : 0.0;
  if (json) {
    std::string r = "[";
    for (int i = 0; i < 36; ++i) r += (i ? "," : "") + std::to_string(rolls[static_cast<std::size_t>(i)]);
    r += "]";
    std::printf("{\"games\": %llu, \"actions\": %llu, \"entries\": %llu, \"faults\": %llu, \"diverged\": %llu, "
                "\"finished\": %llu, \"host_changes\": %llu, \"away_changes\": %llu, \"snapshots\": %llu, \"refused\": %llu, \"desyncs\": %llu, "
                "\"messages_per_action\": %.3f, \"bytes_per_action\": %.1f, \"cpu_us_per_action_per_device\": %.1f, "
                "\"roll_counts\": %s, \"signature\": \"%s\"}\n",
                static_cast<unsigned long long>(games), static_cast<unsigned long long>(actions),
                static_cast<unsigned long long>(entries), static_cast<unsigned long long>(faults),
                static_cast<unsigned long long>(diverged), static_cast<unsigned long long>(finished),
                static_cast<unsigned long long>(hosts), static_cast<unsigned long long>(away),
                static_cast<unsigned long long>(snapshots), static_cast<unsigned long long>(refused),
                static_cast<unsigned long long>(desyncs), static_cast<double>(messages) * per,
                static_cast<double>(bytes) * per, cpu_us, r.c_str(), signature.c_str());
  } else {
    std::printf("\n%llu games, %llu actions (%llu finished), %llu faults survived, %llu diverged\n"
                "hosts replaced: %llu; devices caught up from a snapshot: %llu\n"
                "messages per action %.2f, bytes per action %.0f, CPU per action per device %.0f us\n"
                "signature: %s\n",
                static_cast<unsigned long long>(games), static_cast<unsigned long long>(actions),
                static_cast<unsigned long long>(finished), static_cast<unsigned long long>(faults),
                static_cast<unsigned long long>(diverged), static_cast<unsigned long long>(hosts),
                static_cast<unsigned long long>(snapshots), static_cast<double>(messages) * per,
                static_cast<double>(bytes) * per, cpu_us, signature.c_str());
  }
  return diverged ? 1 : 0;
}

}  // namespace landlord::cli
