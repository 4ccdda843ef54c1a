// The page's address, the clipboard and the share sheet (web).
#include <emscripten.h>

#include <string>

#include "platform/page_address.h"
#include "platform/web_string.h"

namespace landlord::platform {
namespace {

// clang-format off
EM_JS(char*, ll_page_address, (), {
  const s = String(location.href);
  const n = lengthBytesUTF8(s) + 1;
  const p = _malloc(n);
  if (p) stringToUTF8(s, p, n);
  return p;
});
EM_JS(char*, ll_room_link, (const char* code_p, int locked), {
  const code = UTF8ToString(code_p);
  const url = new URL(location.href);
  const keep = new URLSearchParams();
  for (const v of url.searchParams.getAll('relay')) keep.append('relay', v);
  keep.set('room', code);
  if (locked) keep.set('lock', '1');
  url.search = keep.toString();
  url.hash = "";
  const s = url.toString();
  const n = lengthBytesUTF8(s) + 1;
  const p = _malloc(n);
  if (p) stringToUTF8(s, p, n);
  return p;
});
EM_JS(void, ll_show_room, (const char* code_p, int locked), {
  const code = UTF8ToString(code_p);
  try {
    const url = new URL(location.href);
    if (code) url.searchParams.set('room', code); else url.searchParams.delete('room');
    if (code && locked) url.searchParams.set('lock', '1'); else url.searchParams.delete('lock');
    if (url.href !== location.href) history.replaceState(history.state, "", url.href);
  } catch (e) {}
});
EM_JS(int, ll_copy_text, (const char* text_p), {
  const text = UTF8ToString(text_p);
  if (!navigator.clipboard || !navigator.clipboard.writeText) return 0;
  navigator.clipboard.writeText(text).catch(function () {});
  return 1;
});
EM_JS(int, ll_can_share, (), {
  return navigator.share ? 1 : 0;
});
EM_JS(void, ll_share_link, (const char* title_p, const char* url_p), {
  if (!navigator.share) return;
  navigator.share({ title: UTF8ToString(title_p), url: UTF8ToString(url_p) }).catch(function () {});
});
// clang-format on

}  // namespace

std::string page_address() { return take_js_string(ll_page_address()); }
std::string room_link(const std::string& code, bool locked) {
  return take_js_string(ll_room_link(code.c_str(), locked ? 1 : 0));
}
void show_room_in_address(const std::string& code, bool locked) { ll_show_room(code.c_str(), locked ? 1 : 0); }
bool copy_text(const std::string& text) { return ll_copy_text(text.c_str()) != 0; }
bool can_share() { return ll_can_share() != 0; }
void share_link(const std::string& title, const std::string& url) { ll_share_link(title.c_str(), url.c_str()); }

}  // namespace landlord::platform
