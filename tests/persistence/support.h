// Shared helpers for the persistence tests: editions, games played to a
// given turn, an in-memory store that fails on demand, and a fixture with
// a fresh temporary directory.
#pragma once

#include <gtest/gtest.h>
#include <stdlib.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "saves/shelf.h"
#include "source_dir.h"
#include "text/tr.h"

namespace landlord::test {

inline std::string source_dir() { return LANDLORD_SOURCE_DIR; }
inline std::string editions_dir() { return source_dir() + "/assets/editions"; }
inline std::string fixtures_dir() { return source_dir() + "/tests/persistence/fixtures"; }

inline std::shared_ptr<const Edition> classic() {
  static std::shared_ptr<const Edition> ed = load_edition_by_id(editions_dir(), "classic").edition;
  return ed;
}

inline saves::EditionLookup lookup() { return saves::editions_in({editions_dir()}); }

// A game between `players` players driven by seeded random legal actions
// (never declaring bankruptcy while another choice exists), until the
// turn counter reaches `turns` or the game ends.
inline Game play_game(uint32_t turns, int players = 3, uint64_t seed = 7) {
  std::vector<std::string> names;
  const char* all[] = {"Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"};
  for (int i = 0; i < players; ++i) names.push_back(all[i]);
  Game g = start_game(classic(), classic()->defaults, names, seed);
  Pcg32 rng = Pcg32::seeded(seed * 31 + 1);
  while (g.state.turn_number < turns && g.state.phase != Phase::kGameOver) {
    std::vector<Action> legal = legal_actions(*g.edition, g.state);
    if (legal.empty()) break;
    // Mostly move the game on; sometimes build, mortgage or bid.
    std::vector<Action> progress, other;
    for (const Action& a : legal) {
      if (a.type == ActionType::kDeclareBankruptcy) continue;
      bool moves = a.type == ActionType::kRoll || a.type == ActionType::kEndTurn ||
                   a.type == ActionType::kBuy || a.type == ActionType::kDropOut ||
                   a.type == ActionType::kPayJailFine;
      (moves ? progress : other).push_back(a);
    }
    std::vector<Action>& pick =
        !progress.empty() && (other.empty() || rng.next() % 4 != 0) ? progress
        : !other.empty()                                            ? other
                                                                    : legal;
    const Action a = pick[rng.next() % pick.size()];
    if (!play(g, a).ok()) break;
  }
  return g;
}

// The table record of a game: the first seat human, the others Hard.
inline saves::TableRecord seats_ui(const Game& g) {
  saves::TableRecord t;
  for (std::size_t i = 0; i < g.names.size(); ++i) {
    saves::Seat s;
    s.name = g.names[i];
    s.kind = i == 0 ? saves::SeatKind::kHuman : saves::SeatKind::kHard;
    s.token = s.colour = static_cast<int>(i);
    t.seats.push_back(s);
  }
  t.log.push_back({1, 0, "Ann rolled 7."});
  return t;
}

// An in-memory ShelfStore. Flags make the next operations fail, with the
// browser's sentences (platform/storage_web.cpp), in the language in use.
class MemoryStore : public saves::ShelfStore {
 public:
  std::map<std::string, std::string> data;
  bool fail_put = false;
  std::string fail_put_only;     // fail puts of this name only
  platform::StorageErrorCode put_code = platform::StorageErrorCode::kQuotaExceeded;
  bool fail_get = false;
  std::string fail_get_only;     // fail gets of this name only (a read error, not damage)
  bool corrupt_reads = false;    // get() returns a changed value
  bool garbage_reads = false;    // get() returns what no reader accepts
  std::size_t quota = 0;         // total bytes allowed (0: unlimited)
  int puts = 0;

  platform::StorageError put(std::string_view name, std::string_view value) override {
    ++puts;
    if (fail_put || (!fail_put_only.empty() && name == fail_put_only)) {
      return {put_code, put_code == platform::StorageErrorCode::kQuotaExceeded
                            ? tr("The browser's storage for this page is full.")
                            : tr("The browser does not allow this page to store data (private mode or blocked "
                                 "site data).")};
    }
    if (quota) {
      std::size_t total = value.size();
      for (const auto& [k, v] : data) {
        if (k != name) total += v.size();
      }
      if (total > quota)
        return {platform::StorageErrorCode::kQuotaExceeded, tr("The browser's storage for this page is full.")};
    }
    data[std::string(name)] = std::string(value);
    return {};
  }
  platform::StorageRead get(std::string_view name) const override {
    platform::StorageRead r;
    if (fail_get) {
      r.error = {platform::StorageErrorCode::kUnavailable, "Storage is disabled."};
      return r;
    }
    if (!fail_get_only.empty() && name == fail_get_only) {
      r.error = {platform::StorageErrorCode::kIoError, "The file could not be read."};
      return r;
    }
    auto it = data.find(std::string(name));
    if (it == data.end()) {
      r.error = {platform::StorageErrorCode::kNotFound, "Nothing is stored."};
      return r;
    }
    r.value = it->second;
    if (corrupt_reads && !r.value->empty()) (*r.value)[r.value->size() / 2] ^= 0x20;
    if (garbage_reads) *r.value = "\x01not what was written";
    return r;
  }
  platform::StorageError remove(std::string_view name) override {
    data.erase(std::string(name));
    return {};
  }
  std::vector<std::string> list(platform::StorageError*) const override {
    std::vector<std::string> out;
    for (const auto& kv : data) out.push_back(kv.first);
    return out;
  }
};

// A test with its own empty directory, removed afterwards.
class TempDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char tmpl[] = "/tmp/landlord-test-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  std::string dir_;
};

}  // namespace landlord::test
