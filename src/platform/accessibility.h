// The game mirrored in the page for assistive technology. The canvas is a
// picture to a screen reader, so the page holds, visually hidden: a live
// region that announces what happens and what is asked now, and a real
// <button> for each control a player can press, which presses the same
// control in the game (ui/focus_ring.h). Natively these do nothing.
#pragma once

#include <string>
#include <vector>

namespace landlord::platform {

struct AccessibleControl {
  std::string id;     // the control's stable id
  std::string label;  // what a screen reader says
};

// Replaces the mirrored controls. `heading`: what the controls are for
// ("Your move, Ann", "New game").
void accessibility_controls(const std::string& heading, const std::vector<AccessibleControl>& controls);
// Announces lines (events, in order) in the live region.
void accessibility_announce(const std::vector<std::string>& lines);
// The id of a control pressed through the mirror since the last call, or "".
std::string take_accessible_press();

}  // namespace landlord::platform
