#include "ui/editions.h"

#include <cstdlib>
#include <filesystem>

#if !defined(__EMSCRIPTEN__) && defined(__linux__)
#include <unistd.h>
#endif

namespace landlord::ui {

std::vector<std::string> edition_dirs() {
  std::vector<std::string> dirs;
#ifdef __EMSCRIPTEN__
  // None: the page's editions are compiled in (saves/bundled_editions.h).
#else
  if (const char* env = std::getenv("LANDLORD_EDITIONS")) dirs.push_back(env);
#if defined(__linux__)
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n > 0) {
    std::filesystem::path exe(std::string(buf, static_cast<std::size_t>(n)));
    dirs.push_back((exe.parent_path() / "editions").string());
    dirs.push_back((exe.parent_path() / "assets" / "editions").string());
  }
#endif
#ifdef LANDLORD_SOURCE_DIR
  dirs.push_back(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions");
#endif
  dirs.push_back("assets/editions");
#endif
  return dirs;
}

}  // namespace landlord::ui
