// The parts of Storage shared by both back-ends.
#include "platform/storage.h"

namespace landlord::platform {

bool Storage::valid_name(std::string_view name) {
  if (name.empty() || name.size() > 100) return false;
  if (name == "." || name == "..") return false;
  for (char c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

const char* to_string(StorageErrorCode code) {
  switch (code) {
    case StorageErrorCode::kNone: return "ok";
    case StorageErrorCode::kBadName: return "bad-name";
    case StorageErrorCode::kNotFound: return "not-found";
    case StorageErrorCode::kUnavailable: return "unavailable";
    case StorageErrorCode::kQuotaExceeded: return "quota-exceeded";
    case StorageErrorCode::kIoError: return "io-error";
  }
  return "unknown";
}

}  // namespace landlord::platform
