#include "platform/touch_scroll.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include <string>

#include "imgui.h"
#include "imgui_internal.h"
#include "platform/host.h"

namespace landlord::platform {
namespace {

constexpr float kSlop = 9.0f;           // CSS px a finger may wander and still tap
constexpr float kMaxVelocity = 6000.0f; // px/s
constexpr float kStopVelocity = 25.0f;  // px/s: the glide ends below this
constexpr double kGlideTau = 0.35;      // s: velocity falls by e each tau
constexpr Uint32 kStaleMs = 90;         // a finger still this long before lifting: no glide
constexpr Uint32 kLongPressMs = 450;    // a finger held still this long: hover, not tap

// The window a vertical drag at `w` scrolls: itself or its nearest parent
// that has something to scroll and takes mouse-wheel scrolling.
ImGuiWindow* scrollable(ImGuiWindow* w) {
  for (; w; w = w->ParentWindow) {
    if (w->ScrollMax.y > 0.5f && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return w;
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;
  }
  return nullptr;
}

// Scrolls by the finger's movement `dy` (content follows the finger), the
// window first and, once it reaches its end, its scrollable parents.
// Returns the movement no window could take.
float scroll_chain(ImGuiWindow* w, float dy) {
  while (w && std::fabs(dy) > 0.01f) {
    if (w->ScrollMax.y > 0.5f && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) {
      float from = w->Scroll.y;
      float to = std::clamp(from - dy, 0.0f, w->ScrollMax.y);
      if (to != from) ImGui::SetScrollY(w, to);
      dy -= from - to;
    }
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;
    w = w->ParentWindow;
  }
  return dy;
}

}  // namespace

bool TouchScroll::process(const SDL_Event& e, float w, float h) {
  switch (e.type) {
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
      const SDL_TouchFingerEvent& t = e.tfinger;
      if (t.touchId == SDL_MOUSE_TOUCHID) return true;  // made from the mouse: handled as mouse
      float x = t.x * w, y = t.y * h;
      if (e.type == SDL_FINGERDOWN) {
        if (phase_ != Phase::kIdle) return true;  // a second finger: ignored
        finger_ = static_cast<long long>(t.fingerId);
        press(x, y, t.timestamp);
      } else if (static_cast<long long>(t.fingerId) == finger_) {
        if (e.type == SDL_FINGERMOTION) move(x, y, t.timestamp);
        else {
          release(x, y, t.timestamp);
          finger_ = -1;
        }
      }
      return true;
    }
    case SDL_MOUSEMOTION:
      if (e.motion.which == SDL_TOUCH_MOUSEID) return true;
      if (mouse_down_) {
        move(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y), e.motion.timestamp);
        return true;
      }
      if (phase_ == Phase::kIdle && click_frames_ == 0) owns_pointer_ = false;  // a real mouse moved
      return false;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
      const SDL_MouseButtonEvent& b = e.button;
      if (b.which == SDL_TOUCH_MOUSEID) return true;
      if (!mouse_is_touch_ || b.button != SDL_BUTTON_LEFT) return false;
      float x = static_cast<float>(b.x), y = static_cast<float>(b.y);
      if (e.type == SDL_MOUSEBUTTONDOWN) {
        if (phase_ != Phase::kIdle) return true;
        mouse_down_ = true;
        press(x, y, b.timestamp);
      } else if (mouse_down_) {
        mouse_down_ = false;
        release(x, y, b.timestamp);
      }
      return true;
    }
    case SDL_MOUSEWHEEL:
      if (e.wheel.which == SDL_TOUCH_MOUSEID) return true;
      return false;
    default: return false;
  }
}

void TouchScroll::press(float x, float y, Uint32 ms) {
  owns_pointer_ = true;
  hide_pointer_ = true;  // nothing hovers under a finger until it is a long press
  press_ms_ = SDL_GetTicks();
  long_press_ = false;
  phase_ = Phase::kPressed;
  x_ = start_x_ = x;
  y_ = start_y_ = y;
  pending_dy_ = 0;
  velocity_ = 0;
  gliding_ = false;  // a finger on a gliding list stops it
  last_ms_ = ms;
  pick_target_ = true;
  target_ = 0;
}

void TouchScroll::move(float x, float y, Uint32 ms) {
  if (phase_ == Phase::kIdle) return;
  float dy = y - y_;
  if (phase_ == Phase::kPressed) {
    float dx = x - start_x_, dys = y - start_y_;
    if (dx * dx + dys * dys <= kSlop * kSlop) {
      return;  // still a tap: the pointer stays where it went down
    }
    phase_ = Phase::kDragging;
    hide_pointer_ = true;  // nothing hovers, no tooltip, while the content moves
    long_press_ = false;
    dy = y - start_y_;     // the slop is scrolled too, so the content meets the finger
  }
  pending_dy_ += dy;
  Uint32 dt_ms = ms - last_ms_;
  if (dt_ms > 0) {
    float v = dy * 1000.0f / static_cast<float>(dt_ms);
    velocity_ = std::clamp(0.7f * v + 0.3f * velocity_, -kMaxVelocity, kMaxVelocity);
    last_ms_ = ms;
  }
  x_ = x;
  y_ = y;
}

void TouchScroll::publish_gestures() const {
  publish_for_tests("touch", "{\"taps\":" + std::to_string(taps_) + ",\"long_presses\":" +
                                 std::to_string(long_presses_) + "}");
}

void TouchScroll::release(float x, float y, Uint32 ms) {
  if (phase_ == Phase::kIdle) return;
  if (phase_ == Phase::kPressed) {
    phase_ = Phase::kIdle;
    if (long_press_) {
      // A long press only looked: the tooltip goes with the finger.
      long_press_ = false;
      hide_pointer_ = true;
      ++long_presses_;
      publish_gestures();
      return;
    }
    // A tap: ImGui gets it as a press and a release where the finger went down.
    x_ = start_x_;
    y_ = start_y_;
    hide_pointer_ = false;
    click_frames_ = 2;
    ++taps_;
    publish_gestures();
    return;
  }
  if (x != x_ || y != y_) move(x, y, ms);
  if (ms - last_ms_ > kStaleMs) velocity_ = 0;  // the finger stopped before lifting
  gliding_ = std::fabs(velocity_) > kStopVelocity && target_ != 0;
  last_frame_ = -1.0;
  phase_ = Phase::kIdle;
}

void TouchScroll::before_new_frame() {
  if (!owns_pointer_) return;
  if (phase_ == Phase::kPressed && !long_press_ && SDL_GetTicks() - press_ms_ >= kLongPressMs) {
    long_press_ = true;
    hide_pointer_ = false;  // hover at the finger: its tooltip shows
  }
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = hide_pointer_ ? ImVec2(-FLT_MAX, -FLT_MAX) : ImVec2(x_, y_);
  io.MouseDown[0] = click_frames_ == 2;
  io.MouseDown[1] = io.MouseDown[2] = false;
  if (click_frames_ > 0) --click_frames_;
}

void TouchScroll::after_new_frame(double now) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (pick_target_) {
    pick_target_ = false;
    // The window under the finger (the pointer itself hovers nothing while
    // a finger is down): the topmost one drawn last frame, as ImGui finds
    // its hovered window. The chain climbs from it to its scrollable parents.
    ImGuiWindow* under = nullptr;
    for (int i = g.Windows.Size - 1; i >= 0 && !under; --i) {
      ImGuiWindow* w = g.Windows[i];
      if (!w->WasActive || w->Hidden || (w->Flags & ImGuiWindowFlags_NoMouseInputs)) continue;
      if (w->OuterRectClipped.Contains(ImVec2(start_x_, start_y_))) under = w;
    }
    ImGuiWindow* s = scrollable(under);
    target_ = s ? under->ID : 0;
  }
  ImGuiWindow* w = target_ ? ImGui::FindWindowByID(target_) : nullptr;
  if (gliding_) {
    double dt = last_frame_ < 0.0 ? 1.0 / 60.0 : std::min(now - last_frame_, 0.1);
    last_frame_ = now;
    pending_dy_ += velocity_ * static_cast<float>(dt);
    velocity_ *= static_cast<float>(std::exp(-dt / kGlideTau));
    if (std::fabs(velocity_) < kStopVelocity) gliding_ = false;
  }
  if (pending_dy_ != 0.0f) {
    float left = w ? scroll_chain(w, pending_dy_) : pending_dy_;
    if (gliding_ && std::fabs(left) > 0.01f) gliding_ = false;  // hit the end
    pending_dy_ = 0.0f;
  }
}

bool TouchScroll::active() const {
  return gliding_ || click_frames_ > 0 || pending_dy_ != 0.0f || phase_ == Phase::kPressed;
}

}  // namespace landlord::platform
