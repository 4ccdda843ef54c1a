// Languages in the page: navigator.languages, the document's lang
// attribute, and the catalogs fetched from lang/ beside the page (the
// service worker keeps each one fetched, for offline play).
#include <emscripten.h>

#include <string>

#include "platform/language.h"
#include "platform/web_string.h"

namespace landlord::platform {
namespace {

// clang-format off
EM_JS(char*, ll_languages, (), {
  let list = [];
  try { list = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language]; } catch (e) {}
  const s = list.filter(Boolean).join('\n');
  const n = lengthBytesUTF8(s) + 1;
  const p = _malloc(n);
  if (p) stringToUTF8(s, p, n);
  return p;
});
EM_JS(void, ll_show_language, (const char* tag_p), {
  try { document.documentElement.lang = UTF8ToString(tag_p); } catch (e) {}
});
// Starts the fetch (once per file); 0 pending, 1 done, 2 failed.
EM_JS(int, ll_catalog_state, (const char* name_p), {
  const name = UTF8ToString(name_p);
  const all = Module.llCatalogs = Module.llCatalogs || {};
  let c = all[name];
  if (!c) {
    c = all[name] = { state: 0, bytes: null, why: "" };
    fetch('lang/' + encodeURIComponent(name)).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.arrayBuffer();
    }).then(function (b) { c.bytes = new Uint8Array(b); c.state = 1; },
            function (e) { c.why = String((e && e.message) || e); c.state = 2; })
      .then(function () { if (Module._landlord_wake) Module._landlord_wake(); });
  }
  return c.state;
});
EM_JS(int, ll_catalog_size, (const char* name_p), {
  const c = (Module.llCatalogs || {})[UTF8ToString(name_p)];
  return c && c.bytes ? c.bytes.length : 0;
});
EM_JS(void, ll_catalog_take, (const char* name_p, char* out), {
  const name = UTF8ToString(name_p);
  const c = (Module.llCatalogs || {})[name];
  if (c && c.bytes) HEAPU8.set(c.bytes, out);
  delete Module.llCatalogs[name];
});
EM_JS(char*, ll_catalog_why, (const char* name_p), {
  const name = UTF8ToString(name_p);
  const c = (Module.llCatalogs || {})[name];
  const s = c ? c.why : "";
  delete Module.llCatalogs[name];
  const n = lengthBytesUTF8(s) + 1;
  const p = _malloc(n);
  if (p) stringToUTF8(s, p, n);
  return p;
});
// clang-format on

}  // namespace

std::vector<std::string> preferred_languages() {
  std::vector<std::string> out;
  const std::string all = take_js_string(ll_languages());
  std::size_t at = 0;
  while (at < all.size()) {
    std::size_t end = all.find('\n', at);
    if (end == std::string::npos) end = all.size();
    if (end > at) out.push_back(all.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

void show_language(const std::string& tag) { ll_show_language(tag.c_str()); }

CatalogFetch fetch_catalog(const std::string& name, std::string& bytes, std::string& why) {
  switch (ll_catalog_state(name.c_str())) {
    case 0: return CatalogFetch::kPending;
    case 1: {
      bytes.assign(static_cast<std::size_t>(ll_catalog_size(name.c_str())), '\0');
      ll_catalog_take(name.c_str(), bytes.data());
      return CatalogFetch::kDone;
    }
    default:
      why = "lang/" + name + " could not be fetched: " + take_js_string(ll_catalog_why(name.c_str()));
      return CatalogFetch::kFailed;
  }
}

}  // namespace landlord::platform
