// File transfer: getting a text file (an exported game) out of the program
// and back in.
//
// Browser: offer_download() hands the text to the browser as a download
// (a Blob behind an <a download> link); pick_text_file() opens the file
// picker (a hidden <input type=file>) and later delivers the chosen file's
// text to a callback, from the browser's event loop.
//
// Native: there is no picker; write_text_file()/read_text_file() work on a
// path the player types, and offer_download() writes into the exports
// directory (export_dir()) and says where.
//
// Every failure comes back as a sentence for the player.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace landlord::platform {

// Largest file read back in (matches the save shelf's limit).
inline constexpr std::size_t kMaxImportFileBytes = 8u * 1024u * 1024u;

struct FileTransfer {
  bool ok = false;
  bool cancelled = false;  // the player closed the picker without choosing
  std::string name;        // file name (picked or written)
  std::string path;        // native: the full path read or written
  std::string text;        // read: the file's content
  std::string message;     // !ok: why, for the player; ok: e.g. "Saved to ..."
};

// True where pick_text_file() opens a real picker (the browser).
bool file_picker_available();

// Browser: starts a download of `text` named `filename` (plain characters
// only: others are replaced). Native: writes export_dir()/filename.
FileTransfer offer_download(std::string_view filename, std::string_view text,
                            std::string_view mime_type = "application/json");

// Browser: opens the picker; `done` is called once, later, with the text of
// the chosen file (at most `max_bytes`) or why not (too large, unreadable,
// cancelled). Browsers that do not report a cancelled picker never call
// `done` in that case, so the UI must not block on it. The call also wakes
// the main loop so the result is drawn. Native: calls `done` at once with an
// error (no picker; use read_text_file with a typed path).
void pick_text_file(std::function<void(FileTransfer)> done,
                    std::size_t max_bytes = kMaxImportFileBytes,
                    std::string_view accept = ".json,application/json,text/plain");

// Native: whole-file read (refusing files over `max_bytes`) and atomic
// write (temporary file, then rename). Browser: not available (message).
FileTransfer read_text_file(std::string_view path, std::size_t max_bytes = kMaxImportFileBytes);
FileTransfer write_text_file(std::string_view path, std::string_view text);

// Native: where offer_download() writes ($XDG_DOWNLOAD_DIR, ~/Downloads if
// it exists, else the data directory's "exports" folder). Browser: "".
std::string export_dir();

// A file name safe on every system and in a download attribute: only
// [A-Za-z0-9._-] (others become '_'), no leading dot, at most 120
// characters; "landlord-game.json" when nothing is left.
std::string clean_filename(std::string_view name);

}  // namespace landlord::platform
