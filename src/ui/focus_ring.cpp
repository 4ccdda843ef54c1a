#include "ui/focus_ring.h"

#include <algorithm>

#include "imgui_internal.h"
#include "ui/theme.h"

namespace landlord::ui {

namespace {

bool key(ImGuiKey k) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(k), false); }

bool enter_pressed() {
  constexpr int kKeypadEnter = 88;  // SDL_SCANCODE_KP_ENTER
  return key(ImGuiKey_Enter) || ImGui::IsKeyPressed(kKeypadEnter, false);
}

}  // namespace

void FocusRing::clear() {
  focused_.clear();
  shown_ = false;
  focus_input_ = false;
}

void FocusRing::begin_frame(int tab_moves, const std::string& press) {
  took_keys_ = false;
  pending_ = press;
  const ImGuiIO& io = ImGui::GetIO();
  // A click or a tap: the pointer is in charge again.
  if (ImGui::IsMouseClicked(0) && shown_) {
    clear();
    return;
  }
  if (tab_moves != 0) {
    std::vector<const std::string*> ids;
    for (const Entry& e : order_) {
      if (e.enabled) ids.push_back(&e.id);
    }
    if (!ids.empty()) {
      // Leave a text field: typing stops going there.
      if (io.WantTextInput) ImGui::ClearActiveID();
      auto at = std::find_if(ids.begin(), ids.end(), [&](const std::string* s) { return *s == focused_; });
      int n = static_cast<int>(ids.size());
      int i;
      if (at != ids.end() && shown_) {
        i = static_cast<int>(at - ids.begin()) + tab_moves;
      } else {
        // First Tab: the default control, else the first (Shift+Tab: the last).
        auto def = std::find_if(ids.begin(), ids.end(), [&](const std::string* s) { return *s == default_; });
        if (def != ids.end()) i = static_cast<int>(def - ids.begin()) + (tab_moves > 0 ? tab_moves - 1 : tab_moves);
        else i = tab_moves > 0 ? tab_moves - 1 : n + tab_moves;
      }
      i = ((i % n) + n) % n;
      focused_ = *ids[static_cast<std::size_t>(i)];
      shown_ = true;
      focus_input_ = true;
      scroll_ = true;
    }
  }
  if (io.WantTextInput) return;  // Enter and Space belong to the text field
  if (ring_shown() && (enter_pressed() || key(ImGuiKey_Space))) {
    pending_ = focused_;
    took_keys_ = true;
  } else if (!ring_shown() && enter_pressed() && !default_.empty()) {
    pending_ = default_;
    took_keys_ = true;
  }
}

bool FocusRing::item(const std::string& id, bool enabled, ImVec2 min, ImVec2 max, bool input) {
  drawing_.push_back({id, enabled});
  // A text field that took the typing late (its focus request lands a frame
  // or two after the ring arrived) while the ring has moved on: let go.
  if (input && shown_ && id != focused_ && ImGui::IsItemActive()) ImGui::ClearActiveID();
  if (shown_ && id == focused_) {
    if (scroll_) {
      ImGui::ScrollToItem(ImGuiScrollFlags_KeepVisibleEdgeY);
      scroll_ = false;
    }
    if (input && focus_input_) ImGui::SetKeyboardFocusHere(-1);
    focus_input_ = false;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRectFullScreen();
    const float r = ImGui::GetStyle().FrameRounding + 3.0f;
    dl->AddRect(ImVec2(min.x - 4, min.y - 4), ImVec2(max.x + 4, max.y + 4), IM_COL32(20, 24, 28, 255), r, 0, 5.0f);
    dl->AddRect(ImVec2(min.x - 4, min.y - 4), ImVec2(max.x + 4, max.y + 4), palette().focus, r, 0, 3.0f);
    dl->PopClipRect();
  }
  if (!pending_.empty() && id == pending_) {
    pending_.clear();
    return enabled;
  }
  return false;
}

void FocusRing::set_default(const std::string& id, bool over) {
  if (next_default_.empty() || over) next_default_ = id;
}

void FocusRing::end_frame() {
  order_.swap(drawing_);
  drawing_.clear();
  if (!next_modal_.empty()) {
    std::erase_if(order_, [&](const Entry& e) { return e.id.rfind(next_modal_, 0) != 0; });
    next_modal_.clear();
  }
  default_ = next_default_;
  next_default_.clear();
  pending_.clear();
  if (!focused_.empty() &&
      std::none_of(order_.begin(), order_.end(), [&](const Entry& e) { return e.id == focused_ && e.enabled; })) {
    // The control went away (it was pressed, or the screen changed): the
    // next Tab starts again from the default control.
    clear();
  }
}

}  // namespace landlord::ui
