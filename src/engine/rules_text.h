// The rules of a game in plain words, for the Rules screen: what a player
// needs to know to play an edition under given options, written from the
// options themselves (options.def, the same table as docs/rules-options.md)
// and the edition's data, so the text says what the engine does.
//
// Each section is a heading and its points. The last section, "At this
// table" (id "table"), lists every option of the table with its value: the
// settings the engine plays by.
//
// In the language in use (text::use): each point is one sentence of the
// catalogs, the edition's words and sums in that language (English inside
// text::InEnglish).
#pragma once

#include <string>
#include <vector>

#include "engine/edition.h"
#include "engine/options.h"

namespace landlord {

struct RulesPoint {
  std::string text;
  std::string option;  // the option this point gives the value of ("" for none)
};

struct RulesSection {
  std::string title;
  std::vector<RulesPoint> points;
  std::string id;  // the section whatever the language: "ends", "setup", ..., "table"
};

std::vector<RulesSection> rules_text(const Edition& ed, const Options& o);

// An option's value as a player reads it, in the language in use: "$200",
// "3", "yes", "no", or the choice in words ("auctioned", "from the lowest
// printed price").
std::string option_value_words(const Edition& ed, const OptionInfo& info, const Options& o);

}  // namespace landlord
