// Finger scrolling for Dear ImGui: a drag scrolls the scrollable window under
// the finger (content follows the finger, then glides on with decaying
// momentum); a tap is handed to ImGui as a click only once the finger is
// lifted without having moved further than a small slop, so a drag never
// presses a button. ImGui (1.86) polls the mouse state every frame, so the
// gesture owns io.MousePos / io.MouseDown while a finger was the last pointer.
//
// Touches arrive as SDL_FINGER* events (SDL's touch-to-mouse synthesis is
// turned off by the host, so nothing is handled twice). On a device whose
// only pointer is coarse (a phone whose browser sends mouse events), left
// mouse drags are treated like fingers too; a desktop mouse is left alone
// (the wheel and the scrollbar scroll, a drag selects as before).
//
// A finger held still for about half a second is a long press: the pointer
// then hovers where the finger is, so a tooltip shows what a mouse would
// see, and lifting the finger presses nothing. Before that, a finger down
// hovers nothing (no tooltip flashes under every tap).
#pragma once

#include <SDL.h>

namespace landlord::platform {

class TouchScroll {
 public:
  // Whether a left-button mouse is a finger (touch-only devices).
  void set_mouse_is_touch(bool on) { mouse_is_touch_ = on; }
  bool mouse_is_touch() const { return mouse_is_touch_; }
  // Feeds one event. Returns true when the event is the gesture's, and so
  // must not reach ImGui's backend. `w`, `h`: window size in logical pixels.
  bool process(const SDL_Event& e, float w, float h);
  // Between the backend's NewFrame and ImGui::NewFrame: the pointer ImGui sees.
  void before_new_frame();
  // After ImGui::NewFrame (hovered window known): scrolls. `now` in seconds.
  void after_new_frame(double now);
  // True while something moves, a finger is down or a tap is still being delivered.
  bool active() const;
  // A finger has been held still long enough to show what hovering shows
  // (tooltips); lifting it then presses nothing.
  bool long_press() const { return long_press_; }

 private:
  enum class Phase { kIdle, kPressed, kDragging };
  void press(float x, float y, Uint32 ms);
  void move(float x, float y, Uint32 ms);
  void release(float x, float y, Uint32 ms);

  bool mouse_is_touch_ = false;
  bool owns_pointer_ = false;  // a finger was the last pointer
  bool mouse_down_ = false;    // the gesture comes from a coarse mouse
  long long finger_ = -1;      // the finger followed (others are ignored)
  Phase phase_ = Phase::kIdle;
  float x_ = 0, y_ = 0;            // pointer now
  float start_x_ = 0, start_y_ = 0;
  float pending_dy_ = 0;           // finger movement not yet applied
  float velocity_ = 0;             // px/s, + = finger moving down
  Uint32 last_ms_ = 0;
  bool pick_target_ = false;       // find the window under the finger next frame
  unsigned target_ = 0;            // ImGuiID of the window scrolled
  bool gliding_ = false;
  double last_frame_ = -1.0;
  int click_frames_ = 0;           // 2: press next frame, 1: release, 0: none
  bool hide_pointer_ = false;      // after a drag, and while a finger is down: nothing hovered
  Uint32 press_ms_ = 0;            // when the finger went down (SDL ticks)
  bool long_press_ = false;        // held still past kLongPressMs: hover at the finger
  // What lifted fingers came to, for the browser tests (window.__landlord.touch):
  // a tap can only be told from a long press by the page's own clock.
  unsigned taps_ = 0, long_presses_ = 0;
  void publish_gestures() const;
};

}  // namespace landlord::platform
