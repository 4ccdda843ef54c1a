// The rule options as a player edits them on the new-game screen, without
// any drawing (options_editor.cpp draws them): what is typed is kept as
// typed, each value is checked against the engine's options table, and the
// valid set is only taken when every value is in range. No ImGui here, so
// the tests use it directly.
#pragma once

#include <string>

#include "engine/json.h"
#include "engine/options.h"

namespace landlord::ui {

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

}  // namespace landlord::ui
