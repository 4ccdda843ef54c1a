// Keyboard focus for the whole UI: Tab and Shift+Tab move a visible ring
// through the controls in the order they are drawn (top bar, decision panel,
// players, dialogs), Enter or Space presses the control under the ring, and
// with no ring shown Enter presses the screen's default control (the
// expected next step, drawn in the accent colour). Presses from the page's
// accessible mirror (platform/accessibility.h) arrive here too, so a control
// behaves the same whether it is clicked, pressed from the keyboard or
// pressed by a screen reader.
//
// Dear ImGui's own keyboard navigation is off (host.cpp): it reaches only
// text fields with Tab. The ring is drawn only after the keyboard moved it,
// like the browser's :focus-visible; a mouse click or a tap hides it.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"

namespace landlord::ui {

class FocusRing {
 public:
  // Reads this frame's keys. `tab_moves`: Tab presses (+1) and Shift+Tab
  // presses (-1) since the last frame, kept from ImGui by the host.
  // `press`: a control pressed through the accessible mirror, or empty.
  void begin_frame(int tab_moves, const std::string& press);
  // After an item is drawn: draws the ring round it when it has the focus,
  // and returns true when the keyboard or the mirror pressed it (only when
  // `enabled`). `input`: a text field, which takes the typing when focused.
  bool item(const std::string& id, bool enabled, ImVec2 min, ImVec2 max, bool input);
  // The screen's default control this frame (Enter presses it when no ring
  // is shown). The first one drawn wins, unless `over` (a dialog on top).
  void set_default(const std::string& id, bool over = false);
  // A dialog is open: Tab stays among the controls whose ids start with
  // `prefix` (this frame's call holds for the next frame's keys).
  void set_modal(const std::string& prefix) { next_modal_ = prefix; }
  // Ends the frame: remembers the order of the focusable controls drawn.
  void end_frame();

  // The focused control, shown or not ("" for none).
  const std::string& focused() const { return focused_; }
  bool ring_shown() const { return shown_ && !focused_.empty(); }
  // The default control of the last frame ("" for none).
  const std::string& default_control() const { return default_; }
  // Enter or Space went to the ring this frame (shortcuts on those keys
  // stand aside).
  bool took_keys() const { return took_keys_; }
  // Hides the ring and forgets the focus (Esc, a click, a new screen).
  void clear();

 private:
  struct Entry {
    std::string id;
    bool enabled;
  };
  std::vector<Entry> order_, drawing_;  // last frame's, this frame's
  std::string focused_;
  std::string pending_;        // to press when drawn this frame
  std::string default_, next_default_;
  std::string next_modal_;
  bool shown_ = false;
  bool took_keys_ = false;
  bool focus_input_ = false;   // give the text field the typing once drawn
  bool scroll_ = false;        // bring the newly focused control into view
};

}  // namespace landlord::ui
