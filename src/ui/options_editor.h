// The rule options on the new-game screen, drawn from the engine's options
// table (engine/options.def): house rules first, the edition's rules under
// "Advanced". What the player types is kept as typed; a value out of range
// is shown with the table's error under its field and blocks the start
// until it is fixed, never dropped.
#pragma once

#include <string>

#include "engine/edition.h"
#include "engine/json_reader.h"
#include "engine/options.h"

namespace landlord::ui {

struct Frame;

// The options as being edited (possibly invalid) and the last valid set.
struct OptionEdits {
  Json values = Json::object();  // every option, as typed
  Options valid;                 // the options when `error` is empty
  std::string error;             // "Fine to leave jail: expected ..." or ""

  // Starts over from a complete, valid set.
  void reset(const Options& o);
  // Sets one option (a bool, a number or a choice's name) and checks the
  // whole set again.
  void set(const std::string& name, const Json& value);
  // The table's error for one option as it stands ("" when valid).
  std::string error_of(const OptionInfo& o) const;
};

// The house rules, and the edition's rules under a collapsing "Advanced"
// header (`advanced` keeps it open). Returns true when something changed.
bool options_editor(Frame& f, OptionEdits& edits, const Edition& ed, bool& advanced);
// The minutes of a timed game (options with a time limit only).
bool time_limit_editor(Frame& f, OptionEdits& edits);

}  // namespace landlord::ui
