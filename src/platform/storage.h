// Storage: named strings that outlive the program.
//
// In the browser they live in localStorage; natively, one file per name in
// the user's data directory ($LANDLORD_DATA_DIR, else $XDG_DATA_HOME/landlord,
// else ~/.local/share/landlord). Every failure comes back as a StorageError
// the caller can show to the player; nothing is silently lost. Native writes
// are atomic: the new content goes to a temporary file that is flushed and
// then renamed over the old one, so a crash mid-write keeps the old value.
//
// Names are restricted to [A-Za-z0-9._-] (1-100 characters) so that a name
// can never escape the data directory or clash between the two back-ends.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace landlord::platform {

enum class StorageErrorCode {
  kNone,
  kBadName,      // the name has characters outside [A-Za-z0-9._-] or is too long
  kNotFound,     // no value stored under this name
  kUnavailable,  // storage is disabled (private mode, blocked cookies, no data dir)
  kQuotaExceeded,
  kIoError,      // an unreadable or unwritable file, or another back-end failure
};

struct StorageError {
  StorageErrorCode code = StorageErrorCode::kNone;
  std::string message;  // a sentence for the player, e.g. "The browser's storage is full."
  explicit operator bool() const { return code != StorageErrorCode::kNone; }
};

struct StorageRead {
  std::optional<std::string> value;  // set on success
  StorageError error;                // set on failure (kNotFound when absent)
};

class Storage {
 public:
  // Native: `dir` overrides the data directory (tests use a temporary one).
  // Browser: `dir` is a key prefix inside localStorage ("landlord." by default).
  explicit Storage(std::string dir = {});

  StorageError put(std::string_view name, std::string_view value);
  StorageRead get(std::string_view name) const;
  StorageError remove(std::string_view name);  // removing a missing name is not an error
  // Names stored so far, sorted; an error leaves the list empty.
  std::vector<std::string> list(StorageError* error = nullptr) const;

  // Where values go: a directory path natively, the key prefix in the browser.
  const std::string& location() const { return location_; }

  static bool valid_name(std::string_view name);

 private:
  std::string location_;
};

const char* to_string(StorageErrorCode code);

}  // namespace landlord::platform
