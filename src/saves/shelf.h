// SaveShelf: the saved games of one player, kept in Storage (localStorage in
// the browser, files in the data directory natively). No drawing here: the
// views call it and show what it returns. See docs/saves.md.
//
// Each game lives in a slot with three records:
//
//   game.<id>.a, game.<id>.b   two copies of the game file ("landlord-game":
//                              the engine save + the UI's own JSON)
//   game.<id>.meta             which copy is current, the slot's name, when
//                              it was saved and a summary for the list
//   games.current              the id of the game being played (autosaves)
//
// A save writes the copy the meta record does NOT point to, reads it back,
// replays it, and only then switches the meta record to it. Whatever fails
// (quota, storage disabled, a crash, a damaged read), the copy the meta
// record points to is never touched, so the previous good save survives.
// Loading replays the pointed copy and falls back to the other copy, with a
// message, when it is damaged.
//
// Every failure is returned as a sentence the player can read; nothing
// throws and nothing aborts on hostile input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "platform/storage.h"
#include "saves/game_file.h"

namespace landlord::saves {

// The meta record of a slot.
inline constexpr const char* kSlotFormat = "landlord-slot";
inline constexpr int kSlotFormatVersion = 1;

// Where the shelf keeps its records. ShelfStorage adapts platform::Storage;
// tests substitute doubles that fail on demand.
class ShelfStore {
 public:
  virtual ~ShelfStore() = default;
  virtual platform::StorageError put(std::string_view name, std::string_view value) = 0;
  virtual platform::StorageRead get(std::string_view name) const = 0;
  virtual platform::StorageError remove(std::string_view name) = 0;
  virtual std::vector<std::string> list(platform::StorageError* error) const = 0;
};

class ShelfStorage final : public ShelfStore {
 public:
  explicit ShelfStorage(platform::Storage& storage) : storage_(storage) {}
  platform::StorageError put(std::string_view name, std::string_view value) override {
    return storage_.put(name, value);
  }
  platform::StorageRead get(std::string_view name) const override { return storage_.get(name); }
  platform::StorageError remove(std::string_view name) override { return storage_.remove(name); }
  std::vector<std::string> list(platform::StorageError* error) const override {
    return storage_.list(error);
  }

 private:
  platform::Storage& storage_;
};

struct SlotInfo {
  std::string id;
  std::string name;
  int64_t saved_at_ms = 0;  // the wall-clock time the caller passed when saving
  uint64_t seq = 0;         // number of saves written to this slot
  std::size_t bytes = 0;    // size of the current copy
  bool current = false;     // the game being played (autosaves go here)
  GameSummary summary;
  // Non-empty when the meta record was missing or damaged and the entry was
  // rebuilt from a copy (the slot still loads; the next save repairs it),
  // or when nothing of the slot can be read (`damaged`).
  std::string problem;
  // Neither the meta record nor a copy can be read: the slot cannot be
  // opened, only deleted or its raw records exported (export_records).
  bool damaged = false;
};

struct ShelfResult {
  bool ok = false;
  std::string message;  // for the player; empty on success
};

struct SaveOutcome {
  bool ok = false;
  std::string id;       // the slot
  std::string message;  // for the player when !ok: what failed, and that the previous save is kept
  bool skipped = false; // nothing changed since the last save: nothing written
  std::size_t bytes = 0;
};

struct LoadedGame {
  bool ok = false;
  std::string id;
  std::string name;
  Game game;
  TableRecord table;
  int64_t saved_at_ms = 0;
  // !ok: why nothing could be loaded. ok: empty, or a warning when the
  // latest copy was damaged and an earlier one was loaded (fell_back).
  std::string message;
  bool fell_back = false;
  // The game was saved under other rules or edition data and goes on from
  // its snapshot: what to tell the player ("" otherwise).
  std::string note;
};

struct ExportedGame {
  bool ok = false;
  std::string message;
  std::string filename;  // suggested, e.g. "landlord-Sunday-game.json"
  std::string text;
};

class SaveShelf {
 public:
  struct Settings {
    // Replay every copy after writing it, before switching to it. Costs
    // about as much as loading the game; off, the copy is only read back
    // and compared byte for byte.
    bool replay_after_write = true;
  };

  SaveShelf(ShelfStore& store, EditionLookup editions);
  SaveShelf(ShelfStore& store, EditionLookup editions, Settings settings);

  // Every slot, newest first, from the meta records only (no replay).
  std::vector<SlotInfo> list(std::string* error = nullptr) const;

  // The slot of the game being played, or "" (none, or it was deleted).
  std::string current() const;
  ShelfResult set_current(std::string_view id);
  ShelfResult clear_current();
  // The game to offer at start-up among `slots` (list()): the current one;
  // when there is no note of it, or the note names a game that is gone
  // (its write failed, or the storage lost it), the newest unfinished game
  // that can be opened and no other tab plays. "" when there is none.
  std::string resume_candidate(const std::vector<SlotInfo>& slots) const;

  // A new slot holding `game`; `make_current` also makes it the autosave
  // target. The id is returned even when the first write fails, so that the
  // next save(id, ...) can create the slot.
  SaveOutcome create(const Game& game, const TableRecord& table, std::string_view name, int64_t now_ms,
                     bool make_current = true, bool importing = false);
  // Saves into an existing slot (or creates it under this id) and makes it
  // the current game if it is not. Cheap to call after every action;
  // identical content is not written twice.
  SaveOutcome save(std::string_view id, const Game& game, const TableRecord& table, int64_t now_ms);

  // Replays the slot's current copy; if it is damaged, the other copy.
  LoadedGame load(std::string_view id);

  // Says whether another tab, window or program plays game `id` now (its
  // lock). New slots are never given such an id: a game whose first save
  // failed there has no record yet, and a second game under its id would
  // be refused its lock and shown as played elsewhere.
  void set_played_elsewhere(std::function<bool(std::string_view)> f) { played_elsewhere_ = std::move(f); }

  ShelfResult rename(std::string_view id, std::string_view name);
  ShelfResult remove(std::string_view id);

  // The slot's records as stored, whatever state they are in, in one JSON
  // file ("landlord-records"): what a player can send in when a saved game
  // is damaged beyond repair.
  ExportedGame export_records(std::string_view id) const;

  // A self-contained game file for a slot (loaded and checked first) or for
  // the game in memory.
  ExportedGame export_slot(std::string_view id);
  static ExportedGame export_game(const Game& game, const TableRecord& table, std::string_view name,
                                  int64_t now_ms);

  // Validates `text` and stores it in a new slot (not made current). On any
  // failure nothing is stored. The loaded game is returned for resuming.
  LoadedGame import_text(std::string_view text, int64_t now_ms);

  static bool valid_id(std::string_view id);
  static std::string meta_name(std::string_view id);
  static std::string copy_name(std::string_view id, char copy);  // copy: 'a' or 'b'

 private:
  struct Meta {
    std::string id, name;
    char copy = 'a';
    uint64_t seq = 0;
    int64_t saved_at_ms = 0;
    std::size_t bytes = 0;
    GameSummary summary;
  };
  // Why read_meta() found no meta record to use.
  enum class MetaFault { kNone, kMissing, kDamaged, kNewer, kUnreadable };
  struct MetaProblem {
    MetaFault fault = MetaFault::kNone;
    std::string storage;  // kUnreadable: the storage's sentence for the player
  };
  bool read_meta(std::string_view id, Meta& out, MetaProblem* problem = nullptr) const;
  std::string meta_text(const Meta& m) const;
  std::vector<std::string> slot_ids(std::string* error) const;
  // Rebuilds a meta record from the newest readable copy (no replay).
  bool meta_from_copies(std::string_view id, Meta& out) const;
  // A slot id no record uses and this shelf has not given out before (a
  // game whose first save failed has no record yet, but keeps its id).
  std::string new_id();
  // Whether any record of slot `id` exists (or cannot be read).
  bool id_in_use(std::string_view id) const;
  // Why `game` must not replace the slot's copy `copy`, written elsewhere
  // since this shelf last saw the slot: that copy holds a longer or a
  // different history of the game (the failed save's message for the
  // player). "" when `game` extends it.
  std::string newer_elsewhere(std::string_view id, char copy, const Game& game) const;
  // `importing`: the messages speak of an import, not of a game going on.
  SaveOutcome write(std::string_view id, const Game& game, const TableRecord& table, std::string name,
                    int64_t now_ms, bool importing = false);

  ShelfStore& store_;
  EditionLookup editions_;
  Settings settings_;
  struct LastWrite {
    uint64_t seed = 0;
    std::size_t actions = 0;
    GameState state;
    TableRecord table;
    std::string name;
  };
  std::map<std::string, LastWrite, std::less<>> last_write_;  // per slot: what was written last
  // Per slot: the copy this shelf last loaded or wrote, and the meta record
  // as it left it (seq, or none), to tell whether anyone wrote since.
  struct Verified {
    char copy = 'a';
    uint64_t seq = 0;
    bool had_meta = false;
  };
  std::map<std::string, Verified, std::less<>> verified_;
  uint64_t next_id_ = 1;  // ids below it were given out by this shelf
  std::function<bool(std::string_view)> played_elsewhere_;
};

}  // namespace landlord::saves
