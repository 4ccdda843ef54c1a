// The page's online channel over site/online.js (online_web.mjs): the
// module is imported on the first open (window.__landlordImportOnline, in
// boot.js), messages wait in a queue until the game takes them, and each
// arrival wakes the main loop so that the game takes them at once.
#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "platform/online_channel.h"
#include "platform/web_string.h"

namespace landlord::platform {
namespace {

bool g_open = false;

// clang-format off
EM_JS(void, ll_online_open, (const char* room_p, const char* password_p), {
  const room = UTF8ToString(room_p), password = UTF8ToString(password_p);
  const wake = function () { if (Module._landlord_wake) Module._landlord_wake(); };
  const st = Module.llOnline = { inbox: [], room: null, problem: "", closed: false, latency: {}, pinger: 0 };
  const load = window.__landlordImportOnline;
  if (!load) { st.problem = 'the page has no online code'; wake(); return; }
  // The room left before has gone first: until then Trystero hands a join
  // of the same room the one being left (a password typed again after a
  // wrong one was never tried).
  const left = Promise.resolve(Module.llOnlineLeft).catch(function () {});
  Promise.all([load(), left]).then(function (both) {
    const m = both[0];
    Module.llOnlineCode = m;  // for what else the module offers (the link's QR code)
    if (st.closed) return;
    st.room = m.openRoom({
      room: room, password: password, relays: m.relaysFrom(location.search),
      onMessage: function (peer, text) { st.inbox.push([peer, text]); wake(); },
      onPeer: function () { wake(); },
    });
    // Each peer's round trip, every 3 s, for the seats' connection.
    st.pinger = setInterval(function () {
      if (st.closed || !st.room) return;
      for (const peer of st.room.peers()) {
        Promise.resolve(st.room.ping(peer)).then(function (ms) {
          if (typeof ms === 'number' && isFinite(ms)) st.latency[peer] = Math.round(ms);
        }).catch(function () {});
      }
    }, 3000);
    wake();
  }).catch(function (e) { st.problem = String((e && e.message) || e); wake(); });
});
EM_JS(void, ll_online_send, (const char* peer_p, const char* text_p), {
  const st = Module.llOnline;
  if (!st || !st.room) return;
  const peer = UTF8ToString(peer_p), text = UTF8ToString(text_p);
  if (peer) st.room.send(peer, text); else st.room.broadcast(text);
});
// The oldest message waiting: its text (0 when none), its peer in *peer_out.
EM_JS(char*, ll_online_take_one, (char** peer_out), {
  const st = Module.llOnline;
  if (!st || !st.inbox.length) return 0;
  const m = st.inbox.shift();
  const put = function (s) {
    const n = lengthBytesUTF8(s) + 1;
    const p = _malloc(n);
    if (p) stringToUTF8(s, p, n);
    return p;
  };
  HEAPU32[peer_out >> 2] = put(m[0]);
  return put(m[1]);
});
EM_JS(int, ll_online_relays, (), {
  const st = Module.llOnline;
  if (!st) return 0;
  if (st.problem) return 0;
  if (!st.room) return -1;
  const r = st.room.relayState();
  if (r.open > 0) return r.open;
  return r.connecting > 0 ? -1 : 0;
});
EM_JS(char*, ll_online_problem, (), {
  const st = Module.llOnline;
  const s = (st && st.problem) || "";
  if (!s) return 0;
  const n = lengthBytesUTF8(s) + 1;
  const p = _malloc(n);
  if (p) stringToUTF8(s, p, n);
  return p;
});
EM_JS(int, ll_online_password_refused, (), {
  const st = Module.llOnline;
  if (!st || !st.room || !st.room.problems) return 0;
  return st.room.problems().some(function (p) { return /incorrect room password/.test(p); }) ? 1 : 0;
});
EM_JS(int, ll_online_latency, (const char* peer_p), {
  const st = Module.llOnline;
  const ms = st && st.latency ? st.latency[UTF8ToString(peer_p)] : undefined;
  return typeof ms === 'number' ? Math.min(ms, 1000000) : -1;
});
EM_JS(char*, ll_online_qr, (const char* text_p), {
  const m = Module.llOnlineCode;
  if (!m || !m.qrRows) return 0;
  let s = "";
  try { s = m.qrRows(UTF8ToString(text_p)).join("\n"); } catch (e) { return 0; }
  const n = lengthBytesUTF8(s) + 1;
  const p = _malloc(n);
  if (p) stringToUTF8(s, p, n);
  return p;
});
EM_JS(void, ll_online_close, (), {
  const st = Module.llOnline;
  if (!st) return;
  st.closed = true;
  if (st.pinger) clearInterval(st.pinger);
  if (st.room) { try { Module.llOnlineLeft = st.room.leave(); } catch (e) {} }
  Module.llOnline = null;
});
// clang-format on

}  // namespace

bool online_open(const std::string& room, const std::string& password, std::string& why) {
  (void)why;
  ll_online_close();  // the room open before, if any, leaves first
  ll_online_open(room.c_str(), password.c_str());
  g_open = true;
  return true;
}

bool online_is_open() { return g_open; }

void online_send(const std::string& peer, const std::string& text) {
  if (g_open) ll_online_send(peer.c_str(), text.c_str());
}

std::vector<OnlineMessage> online_take() {
  std::vector<OnlineMessage> out;
  if (!g_open) return out;
  for (;;) {
    char* peer = nullptr;
    char* text = ll_online_take_one(&peer);
    if (!text) {
      std::free(peer);
      break;
    }
    out.push_back({take_js_string(peer), take_js_string(text)});
  }
  return out;
}

int online_relays_open() { return g_open ? ll_online_relays() : 0; }

std::string online_problem() { return g_open ? take_js_string(ll_online_problem()) : ""; }

bool online_password_refused() { return g_open && ll_online_password_refused() != 0; }

int online_latency_ms(const std::string& peer) { return g_open && !peer.empty() ? ll_online_latency(peer.c_str()) : -1; }

std::vector<std::string> online_qr(const std::string& text) {
  std::vector<std::string> rows;
  const std::string all = take_js_string(ll_online_qr(text.c_str()));
  std::size_t at = 0;
  while (at < all.size()) {
    std::size_t end = all.find('\n', at);
    if (end == std::string::npos) end = all.size();
    rows.push_back(all.substr(at, end - at));
    at = end + 1;
  }
  return rows;
}

void online_close() {
  if (!g_open) return;
  ll_online_close();
  g_open = false;
}

}  // namespace landlord::platform
