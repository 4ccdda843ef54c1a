// The rule options on the new-game screen, drawn from the engine's options
// table (engine/options.def): house rules first, the edition's rules under
// "Advanced". What the player types is kept as typed; a value out of range
// is shown with the table's error under its field and blocks the start
// until it is fixed, never dropped.
#pragma once

#include <functional>

#include "engine/edition.h"
#include "ui/option_edits.h"

namespace landlord::ui {

struct Frame;

// The house rules, and the edition's rules under a collapsing "Advanced"
// header (`advanced` keeps it open). Returns true when something changed.
// `more_first` draws what comes first under the "More" header (the seed).
bool options_editor(Frame& f, OptionEdits& edits, const Edition& ed, bool& advanced,
                    const std::function<void()>& more_first = {});
// The minutes of a timed game (options with a time limit only).
bool time_limit_editor(Frame& f, OptionEdits& edits);

}  // namespace landlord::ui
