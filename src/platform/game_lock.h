// GameLock: one tab, window or copy of the program plays a given saved game
// at a time.
//
// Browser: a Web Lock named after the game (navigator.locks), asked for
// without waiting; where Web Locks are missing, a question on a
// BroadcastChannel that the holding tab answers. "Play here instead" (take)
// posts a request on the channel: the holding tab saves at once (from the
// message, so even a hidden tab whose frames have stopped does), lets go,
// and the asking tab is granted the lock.
//
// Native: an flock()ed file per game under <data folder>/locks/, and a
// request file next to it that asks the holder to let go; the holder looks
// for it a few times a second from state().
//
// In both, the holder saves before it lets go (the callback given to
// set_before_let_go), and state() then says kTaken: the game goes on
// elsewhere and this copy must not write it again.
#pragma once

#include <functional>
#include <string>

namespace landlord::platform {

enum class LockState {
  kNone,     // no game claimed
  kPending,  // asked; the answer has not come yet (the browser answers asynchronously)
  kHeld,     // this copy plays the game and may save it
  kBusy,     // another tab, window or program plays it
  kTaken,    // held until another one asked for it: saved and let go
};

class GameLock {
 public:
  // Native: `dir` is the data folder (Storage::location()). Browser: unused;
  // the page has one lock at a time.
  explicit GameLock(std::string dir = {});
  ~GameLock();
  GameLock(const GameLock&) = delete;
  GameLock& operator=(const GameLock&) = delete;

  // Claims game `id` without waiting for it, letting go of any other first.
  void claim(const std::string& id);
  // Asks whoever holds `id` to save and let go, then holds it.
  void take(const std::string& id);
  // Lets go of the game (leaving it, or starting another).
  void release();
  // Looks for news (the answer to a claim, a request to let go) and says
  // where things stand.
  LockState state();
  // The last known state, without looking for news.
  LockState known() const { return state_; }
  const std::string& id() const { return id_; }
  // Seconds until state() should be asked again, or < 0 when news comes by
  // itself (the browser wakes the game) or cannot come (nothing held).
  double poll_seconds() const;

  // Whether another tab, window or program plays game `id` now (for the
  // list of saved games). In the browser the answer comes from the last
  // look_for_others(), asynchronously.
  bool played_elsewhere(const std::string& id) const;
  void look_for_others();

  // Called just before this copy lets go of the game for another one.
  void set_before_let_go(std::function<void()> save) { before_let_go_ = std::move(save); }
  // Browser: the page's message handler calls this (see game_lock_web.cpp).
  void let_go_now();

 private:
  std::string dir_;
  std::string id_;
  LockState state_ = LockState::kNone;
  std::function<void()> before_let_go_;
#ifndef __EMSCRIPTEN__
  int fd_ = -1;
  bool taking_ = false;
  double next_look_ = 0.0;
#endif
};

inline const char* to_string(LockState s) {
  switch (s) {
    case LockState::kNone: return "none";
    case LockState::kPending: return "pending";
    case LockState::kHeld: return "held";
    case LockState::kBusy: return "busy";
    case LockState::kTaken: return "taken";
  }
  return "?";
}

}  // namespace landlord::platform
