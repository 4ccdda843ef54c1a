// Game files: what a slot copy holds and what Export writes
// ("landlord-game": a summary for the list, the table record and the
// engine's save), with the summary shown in the list of saved games. Every
// reader checks its input; failures are sentences for the player.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "saves/table_record.h"

namespace landlord::saves {

// The game file: what a slot copy holds and what Export writes.
inline constexpr const char* kGameFileFormat = "landlord-game";
inline constexpr int kGameFileVersion = 1;
// Largest game file stored or imported (a 300-turn game is ~0.1 MiB): the
// engine's limit for saves, so that the CLI takes what the browser takes.
inline constexpr std::size_t kMaxGameFileBytes = kMaxSaveBytes;
// Longest slot name, in bytes (UTF-8).
inline constexpr std::size_t kMaxSlotNameBytes = 64;

// Finds an edition by id, or returns nullptr.
using EditionLookup = std::function<std::shared_ptr<const Edition>(const std::string& id)>;
// Looks among the editions compiled in (bundled_editions.h), then in each
// directory in turn for "<id>.json", and caches what it loads.
EditionLookup editions_in(std::vector<std::string> dirs);

struct PlayerSummary {
  std::string name;
  std::string kind;  // the seat's kind ("human", "easy", "hard"), or "" when not recorded
  int64_t cash = 0;
  int64_t net_worth = 0;
  int deeds = 0;
  bool bankrupt = false;
};

// What the list of saved games shows, computed when saving so that listing
// never replays a game.
struct GameSummary {
  std::string edition;       // id
  std::string edition_name;  // e.g. "Classic"
  std::vector<PlayerSummary> players;
  uint32_t turn = 0;  // the engine's turn counter
  std::string phase;  // phase_name(), e.g. "await-roll"
  bool game_over = false;
  int winner = -1;
  uint64_t actions = 0;  // length of the history
};

GameSummary summarize(const Game& game, const TableRecord& table);
Json summary_to_json(const GameSummary& s);
// Reads a summary written by summary_to_json; false on any malformed field.
bool summary_from_json(const Json& j, GameSummary& out);

// A validated game file: the replayed Game plus the table record.
struct GameFile {
  bool ok = false;
  std::string message;  // why not, for the player
  Game game;
  TableRecord table;  // empty for a bare engine save
  std::string name;
  int64_t saved_at_ms = 0;
  uint64_t seq = 0;
  int version = 0;  // the file's format_version (or the engine save's)
  int rules_version = 0;  // the rules version the game was saved under
  bool newer = false;  // not damaged: written by a newer version of Landlord
  // For the player when the game was saved under other rules or edition
  // data and goes on from its snapshot (see engine/save.h), else "".
  std::string note;
};

// Checks and replays a game file ("landlord-game", or a bare engine save
// "landlord-save", whose table record is then empty). Never trusts the file: size,
// nesting, types and versions are checked, and the history is replayed and
// compared with the snapshot.
GameFile parse_game_file(std::string_view text, const EditionLookup& editions);

// The game file's text. `indent` < 0 writes it compact (stored copies).
std::string game_file_text(const Game& game, const TableRecord& table, std::string_view name,
                           int64_t saved_at_ms, uint64_t seq = 0, int indent = 1);

// A slot or file name as stored: control characters become spaces, spaces
// are trimmed, and the name is cut to kMaxSlotNameBytes without splitting a
// UTF-8 sequence.
std::string clean_name(std::string_view name);
// "1234" for messages.
std::string bytes_text(std::size_t bytes);

}  // namespace landlord::saves
