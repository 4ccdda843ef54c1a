// The parts of file transfer shared by the browser and native versions.
#include "platform/file_transfer.h"

namespace landlord::platform {

std::string clean_filename(std::string_view name) {
  std::string out;
  for (char c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '_' || c == '-';
    out.push_back(ok ? c : '_');
  }
  while (!out.empty() && out.front() == '.') out.erase(out.begin());
  if (out.empty()) out = "landlord-game.json";
  if (out.size() > 120) out = out.substr(out.size() - 120);
  return out;
}

}  // namespace landlord::platform
