// The online games this device has played, kept in storage as they go, so
// that a game everyone left can be hosted again from the saves screen
// (docs/online.md, "Pause and resume"). Each room has two records:
//
//   online-game.<CODE>        what net::Device::save() gives: the room,
//                             this device's key and chain, the signed log
//   online-game.<CODE>.meta   when it was kept, how many entries, the
//                             summary the saves screen shows, the pieces
//
// A write never takes a room's record back: one holding more entries than
// the device's is kept (and said). Each record is written whole (one
// localStorage item, one atomic file natively), the log before its meta,
// so a failed write leaves the last good pair readable. The newest kKeep
// rooms are kept; the oldest go when a new one would be more.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "net/room.h"
#include "platform/storage.h"
#include "saves/shelf.h"

namespace landlord::ui {

class OnlineSaves {
 public:
  explicit OnlineSaves(platform::Storage& storage) : storage_(storage) {}

  struct Outcome {
    bool ok = false;
    bool skipped = false;  // nothing new since the last write: nothing written
    std::string message;   // for the player when !ok
  };
  // Keeps what `device` holds of its game (started, and not halfway
  // through checking a snapshot), with each seat's piece.
  Outcome save(const net::Device& device, const saves::TableRecord& table, int64_t now_ms);

  // Every room kept, newest first, as the saves screen lists games: the
  // id is slot_id(code), the name "Online room ABCDE FGHJK".
  std::vector<saves::SlotInfo> list(std::string* error = nullptr) const;

  struct Loaded {
    bool ok = false;
    std::string message;  // why not, for the player
    Json saved;           // for net::Device::resume
    std::vector<int> pieces;  // per seat, as last kept (may be empty)
  };
  Loaded load(const std::string& code) const;
  // This device keeps room `code`'s game, unfinished.
  bool has_unfinished(const std::string& code) const;
  saves::ShelfResult remove(const std::string& code);

  // The saves screen's id for a room ("online.CODE"), and the room of such
  // an id ("" for a local game's).
  static std::string slot_id(const std::string& code) { return "online." + code; }
  static std::string code_of(std::string_view slot_id);

  static constexpr const char* kPrefix = "online-game.";
  static constexpr std::size_t kKeep = 8;

 private:
  struct Meta {
    std::string code;
    int64_t saved_at_ms = 0;
    uint64_t entries = 0;
    std::size_t bytes = 0;
    saves::GameSummary summary;
    std::vector<int> pieces;
  };
  bool read_meta(const std::string& code, Meta& out, std::string& error) const;
  std::vector<std::string> codes(std::string* error) const;
  // Room codes as kept (the storage lists only names that it can hold).
  static bool valid_code(std::string_view code);
  void make_room_for_one_more(const std::string& code);

  platform::Storage& storage_;
};

}  // namespace landlord::ui
