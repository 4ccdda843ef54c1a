// Keeps the page's accessible mirror (platform/accessibility.h) in step
// with the game: after each frame, the controls a player can press now
// (from the frame's widgets, in the order they are drawn) under a heading
// that says what is asked and of whom, and each new log line and each new
// pending decision announced in the live region.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ui/session.h"
#include "ui/view.h"

namespace landlord::ui {

class AccessibleMirror {
 public:
  // `heading`: what the controls are for now. `session`: the game shown,
  // or nullptr on the set-up and save screens.
  void update(const Widgets& widgets, const std::string& heading, const Session* session);

  // What a screen reader is given for a control: its label without the
  // keyboard hint ("Roll  (R)" -> "Roll"), and where the same label stands
  // on several controls, what each is for: "Trade with Bo" (a player's
  // row), "Baltic Avenue: Mortgage +$30" (the property manager), "Seat 2:
  // Computer Hard" (the set-up form). `session`: the game shown, for the
  // names, or nullptr. Empty for controls not mirrored (board spaces, text
  // fields, disabled ones).
  static std::string spoken_label(const Widgets::Item& item, const Session* session = nullptr);
  // The pending decision in words: "Ann, your move: roll the dice. Cash $1,500."
  static std::string decision(const Session& session);
  // The log lines added since the last call, every one, oldest first (a
  // computer player's whole turn can come in one frame at the fastest
  // speed); none of a resumed game's earlier play.
  std::vector<std::string> take_new_lines(const Session& session);

 private:
  std::string last_controls_;
  std::string last_heading_;
  uint64_t log_seen_ = 0;
};

}  // namespace landlord::ui
