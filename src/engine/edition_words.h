// The edition's words in the language in use (text::language()): the
// names of its spaces, groups, decks and variants, its cards' texts and
// its words for buildings and kinds of property, from the edition file's
// "translations" and English where it has none (English itself and the
// pseudo-language en_XA: the file's own words). What the screens and the
// log show (inside text::InEnglish, English); the rules text keeps the
// English members of Edition.
//
// Each returns a reference into the edition (which outlives a frame), so
// that fmt::arg may keep it; only railroads() and utilities() make a
// string.
#pragma once

#include <string>

#include "engine/edition.h"

namespace landlord {

// The words of the language in use, or nullptr for the file's English.
const EditionWords* edition_words(const Edition& ed);

const std::string& edition_name(const Edition& ed);
const std::string& space_name(const Edition& ed, int space);
const std::string& group_name(const Edition& ed, int group);
const std::string& group_cue(const Edition& ed, int group);
const std::string& deck_name(const Edition& ed, int deck);
const std::string& card_text(const Edition& ed, int deck, int card);
const std::string& variant_name(const Edition& ed, int variant);
const std::string& variant_rule(const Edition& ed, int variant);
const std::string& house_word(const Edition& ed);
const std::string& houses_word(const Edition& ed);
const std::string& hotel_word(const Edition& ed);
const std::string& hotels_word(const Edition& ed);
// The special kinds of property ("railroad", "utility"), one and several.
const std::string& railroad_word(const Edition& ed);
const std::string& utility_word(const Edition& ed);
std::string railroads_word(const Edition& ed);
std::string utilities_word(const Edition& ed);

// `s` in capitals, the accented letters of Latin-1 too ("Gefängnis":
// "GEFÄNGNIS"), for the board's corners.
std::string in_capitals(std::string s);
// The first letter of `word` in capitals, a whole UTF-8 character
// ("Werk": "W", "électricité": "É").
std::string initial(const std::string& word);

}  // namespace landlord
