// GameLock in the browser: a Web Lock per game, and a BroadcastChannel
// through which "Play here instead" asks the holding tab to let go (and
// which stands in for Web Locks where a browser has none). The page keeps
// one lock at a time in window.__landlordTabs; its state is read by state().
#include <emscripten.h>

#include "platform/game_lock.h"

namespace landlord::platform {

namespace {

GameLock* g_lock = nullptr;  // the page's lock: the one the channel's requests reach

// States as numbers, shared with the script below.
LockState from_js(int s) {
  switch (s) {
    case 1: return LockState::kPending;
    case 2: return LockState::kHeld;
    case 3: return LockState::kBusy;
    case 4: return LockState::kTaken;
    default: return LockState::kNone;
  }
}

// (No // comments in these bodies: each is one line of the page's script.)
EM_JS(void, lock_js_setup, (), {
  if (window.__landlordTabs) return;
  var t = { id: "", gen: 0, release: null, tab: Math.random().toString(36).slice(2) };
  window.__landlordTabs = t;
  var state = 0;
  Object.defineProperty(t, 'state', {
    get: function () { return state; },
    set: function (v) {
      if (v === state) return;
      state = v;
      /* The game draws only when something changes: this is a change. */
      if (Module._landlord_wake) Module._landlord_wake();
    },
  });
  t.locks = !!(navigator.locks && navigator.locks.request);
  t.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('landlord-games') : null;
  t.letGo = function () { var r = t.release; t.release = null; if (r) r(); };
  t.claim = function (id, wait, again) {
    t.letGo();
    var gen = ++t.gen;
    t.id = id;
    t.state = id ? 1 : 0;
    if (!id) return;
    if (t.locks) {
      navigator.locks.request('landlord-game:' + id, wait ? {} : { ifAvailable: true }, function (lock) {
        if (gen !== t.gen) return undefined;
        if (!lock && !again) {
          /* Just reloaded: the page before may not have let go yet. Once more. */
          setTimeout(function () { if (gen === t.gen) t.claim(id, false, true); }, 400);
          return undefined;
        }
        if (!lock) { t.state = 3; return undefined; }
        t.state = 2;
        return new Promise(function (resolve) { t.release = resolve; });
      }).catch(function (e) {
        console.warn('the game could not be locked to this tab: ' + e);
        if (gen === t.gen) t.state = 2;
      });
      if (wait && t.channel) t.channel.postMessage({ type: 'take', id: id, from: t.tab });
    } else if (t.channel) {
      /* Without Web Locks: ask the other tabs, and play when none answers. */
      t.channel.postMessage({ type: wait ? 'take' : 'who', id: id, from: t.tab });
      setTimeout(function () { if (gen === t.gen && t.state === 1) t.state = 2; }, wait ? 1500 : 300);
    } else {
      t.state = 2;
    }
  };
  t.held = [];
  t.lookForOthers = function () {
    if (!t.locks || !navigator.locks.query) return;
    navigator.locks.query().then(function (s) {
      t.held = (s.held || []).map(function (l) { return l.name; });
      if (Module._landlord_wake) Module._landlord_wake();
    }).catch(function () {});
  };
  /* The last moves are saved before the lock goes: pagehide comes before
     the hidden page's own save (visibilitychange), and another tab may be
     granted the game the moment it is let go. */
  window.addEventListener('pagehide', function () {
    try { if (t.state === 2 && Module._landlord_save_now) Module._landlord_save_now(); } catch (e) {}
    t.letGo();
  });
  window.addEventListener('pageshow', function (e) { if (e.persisted && t.id) t.claim(t.id, false); });
  if (!t.channel) return;
  t.channel.onmessage = function (e) {
    var m = e.data || {};
    if (m.from === t.tab || m.id !== t.id) return;
    if (m.type === 'who' && t.state === 2) {
      t.channel.postMessage({ type: 'mine', id: t.id, from: t.tab });
    } else if (m.type === 'mine' && t.state === 1 && !t.locks) {
      t.state = 3;
    } else if (m.type === 'gone' && t.state === 1 && !t.locks) {
      t.state = 2;
    } else if (m.type === 'take' && t.state === 2) {
      /* Saved here and now: a hidden tab draws no frames. */
      try { Module._landlord_game_lock_let_go(); } catch (err) { console.warn('could not save before letting go: ' + err); }
      t.state = 4;
      t.letGo();
      t.channel.postMessage({ type: 'gone', id: t.id, from: t.tab });
    }
  };
});

EM_JS(void, lock_js_claim, (const char* id, int wait), {
  window.__landlordTabs.claim(UTF8ToString(id), !!wait);
});

EM_JS(int, lock_js_held, (const char* id), {
  var t = window.__landlordTabs;
  return t && t.held.indexOf('landlord-game:' + UTF8ToString(id)) >= 0 ? 1 : 0;
});

EM_JS(void, lock_js_look, (), {
  if (window.__landlordTabs) window.__landlordTabs.lookForOthers();
});

EM_JS(int, lock_js_state, (), {
  return window.__landlordTabs ? window.__landlordTabs.state : 0;
});

}  // namespace

GameLock::GameLock(std::string dir) : dir_(std::move(dir)) {
  lock_js_setup();
  g_lock = this;
}

GameLock::~GameLock() {
  release();
  if (g_lock == this) g_lock = nullptr;
}

void GameLock::claim(const std::string& id) {
  id_ = id;
  lock_js_claim(id.c_str(), 0);
  state_ = from_js(lock_js_state());
}

void GameLock::take(const std::string& id) {
  id_ = id;
  lock_js_claim(id.c_str(), 1);
  state_ = from_js(lock_js_state());
}

void GameLock::release() {
  lock_js_claim("", 0);
  state_ = LockState::kNone;
}

void GameLock::let_go_now() {
  if (state_ != LockState::kHeld && from_js(lock_js_state()) != LockState::kHeld) return;
  state_ = LockState::kHeld;
  if (before_let_go_) before_let_go_();
  state_ = LockState::kTaken;
}

double GameLock::poll_seconds() const { return -1.0; }

bool GameLock::played_elsewhere(const std::string& id) const {
  if (id == id_ && state_ == LockState::kHeld) return false;  // the lock the page lists is ours
  return lock_js_held(id.c_str()) != 0;
}

void GameLock::look_for_others() { lock_js_look(); }

LockState GameLock::state() {
  state_ = from_js(lock_js_state());
  return state_;
}

}  // namespace landlord::platform

extern "C" EMSCRIPTEN_KEEPALIVE void landlord_game_lock_let_go() {
  if (landlord::platform::g_lock) landlord::platform::g_lock->let_go_now();
}
