// Languages natively: the environment's locale, catalogs from a folder.
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "platform/language.h"

namespace landlord::platform {

std::vector<std::string> preferred_languages() {
  std::vector<std::string> out;
  if (const char* list = std::getenv("LANGUAGE")) {  // GNU: a list, "de:fr:en"
    std::string s = list;
    std::size_t at = 0;
    while (at <= s.size()) {
      std::size_t end = s.find(':', at);
      if (end == std::string::npos) end = s.size();
      if (end > at) out.push_back(s.substr(at, end - at));
      at = end + 1;
    }
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* v = std::getenv(name);
    if (v && *v) out.emplace_back(v);
  }
  return out;
}

void show_language(const std::string&) {}

CatalogFetch fetch_catalog(const std::string& name, std::string& bytes, std::string& why) {
  // $LANDLORD_CATALOGS, else the build's own folder of compiled catalogs.
  const char* env = std::getenv("LANDLORD_CATALOGS");
#ifdef LANDLORD_CATALOG_DIR
  const std::string dir = env && *env ? env : LANDLORD_CATALOG_DIR;
#else
  const std::string dir = env && *env ? env : "lang";
#endif
  const std::string path = dir + "/" + name;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    why = "no file at " + path;
    return CatalogFetch::kFailed;
  }
  std::ostringstream all;
  all << in.rdbuf();
  bytes = all.str();
  return CatalogFetch::kDone;
}

}  // namespace landlord::platform
