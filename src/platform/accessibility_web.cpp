// The page's accessible mirror (see accessibility.h). The elements are in
// shell/shell.html: #a11y-log (a polite live log), #a11y-heading and
// #a11y-controls (the buttons).
#include <SDL.h>
#include <emscripten.h>

#include <string>
#include <nlohmann/json.hpp>
#include "platform/accessibility.h"

namespace landlord::platform {

namespace {

std::string g_pressed;

std::string dump(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// clang-format off
EM_JS(void, ll_a11y_show, (), {
  const main = document.getElementById('a11y');
  if (main && main.hidden) main.hidden = false;
});
EM_JS(void, ll_a11y_controls, (const char* heading, const char* json), {
  const box = document.getElementById('a11y-controls');
  const title = document.getElementById('a11y-heading');
  if (!box || !title) return;
  title.textContent = UTF8ToString(heading);
  let list;
  try { list = JSON.parse(UTF8ToString(json)); } catch (e) { return; }
  // Keep the buttons that stay (a screen reader's place is not lost).
  const old = new Map();
  for (const b of Array.from(box.children)) old.set(b.dataset.id, b);
  const keep = [];
  for (const c of list) {
    let b = old.get(c.id);
    if (!b) {
      b = document.createElement('button');
      b.type = 'button';
      b.dataset.id = c.id;
      b.addEventListener('click', () => {
        const n = lengthBytesUTF8(b.dataset.id) + 1;
        const p = _malloc(n);
        stringToUTF8(b.dataset.id, p, n);
        _landlord_a11y_press(p);
        _free(p);
      });
    }
    if (b.textContent !== c.label) b.textContent = c.label;
    old.delete(c.id);
    keep.push(b);
  }
  for (const b of old.values()) b.remove();
  keep.forEach((b, i) => { if (box.children[i] !== b) box.insertBefore(b, box.children[i] || null); });
});
EM_JS(void, ll_a11y_announce, (const char* json), {
  const log = document.getElementById('a11y-log');
  if (!log) return;
  let lines;
  try { lines = JSON.parse(UTF8ToString(json)); } catch (e) { return; }
  for (const text of lines) {
    const p = document.createElement('p');
    p.textContent = text;
    log.appendChild(p);
  }
  /* The older lines go, never those just added: a line removed before the
     live region is read is never heard. */
  while (log.children.length > Math.max(30, lines.length)) log.firstElementChild.remove();
});
// clang-format on

}  // namespace

void accessibility_controls(const std::string& heading, const std::vector<AccessibleControl>& controls) {
  nlohmann::json arr = nlohmann::json::array();
  for (const AccessibleControl& c : controls) arr.push_back({{"id", c.id}, {"label", c.label}});
  std::string text = dump(arr);
  ll_a11y_show();
  ll_a11y_controls(heading.c_str(), text.c_str());
}

void accessibility_announce(const std::vector<std::string>& lines) {
  if (lines.empty()) return;
  std::string text = dump(nlohmann::json(lines));
  ll_a11y_show();
  ll_a11y_announce(text.c_str());
}

std::string take_accessible_press() {
  std::string out;
  out.swap(g_pressed);
  return out;
}

}  // namespace landlord::platform

// Called by the mirror's buttons: the press is taken at the next frame,
// which this event wakes (an idle page draws nothing otherwise).
extern "C" EMSCRIPTEN_KEEPALIVE void landlord_a11y_press(const char* id) {
  landlord::platform::g_pressed = id ? id : "";
  SDL_Event e{};
  e.type = SDL_USEREVENT;
  SDL_PushEvent(&e);
}
