// The rule options in the player's language. The engine's options table
// (engine/options.def) keeps each option's English label and help for
// docs/rules-options.md and the command line; the new-game screen shows
// the same words from the catalogs, marked here, one row per option (a
// test keeps the two tables in step). No ImGui here.
#pragma once

#include <string>

#include "engine/options.h"
#include "ui/option_edits.h"

namespace landlord::ui {

// The option's label, with the edition's building words ("Houses for a
// hotel", "Boutiques for a mall").
std::string option_label(const OptionInfo& o, const std::string& houses, const std::string& hotel);
// One sentence more ("" when the option has none).
std::string option_help(const OptionInfo& o);
// The label of one of a choice option's values ("auction" -> "Auction").
std::string option_choice_label(const OptionInfo& o, const std::string& choice);
// What is wrong with the option's value as typed ("" when it is valid):
// "A whole number from 1 to 10."
std::string option_problem(const OptionEdits& edits, const OptionInfo& o);
// The first problem of the whole set, with the option's label ("" when
// none): what blocks the start.
std::string options_problem(const OptionEdits& edits, const std::string& houses, const std::string& hotel);

// The English of the table above, for the test that keeps it in step with
// the engine's: the label as the engine writes it ("@houses for a
// @hotel"), the help, and whether each choice has its label.
struct OptionWordsCheck {
  std::string engine_label, engine_help;
  bool every_choice_labelled = false;
  bool found = false;
};
OptionWordsCheck option_words_check(const OptionInfo& o);

}  // namespace landlord::ui
