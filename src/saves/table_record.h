// TableRecord: what a saved game keeps about the table beyond the engine's
// own save: who sits where (name, human or computer level, token, colour),
// the pace, the game log and the order players went bankrupt in. The UI
// session builds one to save and restores from one to resume; the shelf
// reads the seats' levels from it for the list of saved games. Stored as
// the game file's "ui" object (docs/saves.md), read field by field with
// errors, never probed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/game.h"

namespace landlord::saves {

enum class SeatKind : uint8_t { kHuman, kEasy, kHard, kExpert };
// "human", "easy", "hard", "expert": the words stored in saves (and the
// names of the computer players' levels, ai::seat_player_from_name).
const char* seat_kind_name(SeatKind k);
// The inverse; false for any other word.
bool seat_kind_from_name(std::string_view name, SeatKind& out);

inline constexpr int kTokenCount = 8;
inline constexpr int kColourCount = 8;
// The order of the colour palette that seats' colour indices refer to. 1:
// the first releases (charcoal, white, violet, teal, lime, navy, salmon,
// silver), written by rules versions 1 and 2 without a "palette" field; 2:
// today's (violet, teal, salmon, lime, navy, white, charcoal, silver).
inline constexpr int kPaletteVersion = 2;
// A colour index of palette 1 in today's palette.
int colour_from_palette_1(int colour);
inline constexpr std::size_t kMaxSeatNameBytes = 64;
inline constexpr std::size_t kMaxLogLines = 100000;
inline constexpr std::size_t kMaxLogLineBytes = 1000;
// `text` cut to what a saved log line may hold (kMaxLogLineBytes), never
// inside a UTF-8 character, ending in "..." when cut: a line longer than
// that (an edition's long card text, long names in a trade) would make
// every save fail to read back.
std::string fit_log_text(std::string text);

struct Seat {
  std::string name;
  SeatKind kind = SeatKind::kHuman;
  int token = 0;   // shape, 0..kTokenCount-1
  int colour = 0;  // palette index, 0..kColourCount-1

  bool computer() const { return kind != SeatKind::kHuman; }
  bool operator==(const Seat&) const = default;
};

struct LogLine {
  uint32_t turn = 0;
  int player = -1;
  std::string text;
  bool operator==(const LogLine&) const = default;
};

struct TableRecord {
  std::vector<Seat> seats;  // empty: a bare engine save (no table recorded)
  int speed = 1;            // the UI's Speed, 0 (slow) .. 3 (instant)
  std::vector<LogLine> log;
  std::vector<int> bankrupt_order;
  // What each computer player remembers (ai::Table::memories): an array
  // with one entry per seat, kept as read (the table checks it and, when
  // it does not fit, replays the history instead). Null when not recorded
  // (files written before memories were saved, bare engine saves).
  JsonValue bots;
  // The palette the seats' colours index (kPaletteVersion when written
  // now; 0 when read from a record written before the field existed).
  int palette = kPaletteVersion;
  bool operator==(const TableRecord&) const = default;

  bool empty() const { return seats.empty(); }
};

Json table_to_json(const TableRecord& t);
// Reads what table_to_json wrote (unknown keys are ignored, so that a later
// version's extra fields do not stop an older reader). False with a
// message naming the field on any malformed value.
bool table_from_json(const Json& j, TableRecord& out, std::string& error);

// The record a game is resumed with: `t` itself, or for a bare engine save
// (no seats recorded) everyone playing at this device, one token and colour
// each.
TableRecord table_or_humans(const TableRecord& t, const std::vector<std::string>& names);

}  // namespace landlord::saves
