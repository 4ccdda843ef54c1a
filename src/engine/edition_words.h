// The edition's words in the language in use (text::language()): the
// names of its spaces, groups, decks and variants, its cards' texts and
// its words for buildings and kinds of property, from the edition file's
// "translations" and English where it has none (English itself and the
// pseudo-language en_XA: the file's own words). What the screens and the
// log and the rules text show (inside text::InEnglish, English).
//
// Each returns a reference into the edition (which outlives a frame), so
// that fmt::arg may keep it; only railroads() and utilities() make a
// string.
#pragma once

#include <string>
#include <string_view>

#include "engine/edition.h"

namespace landlord {

// The words of the language in use, or nullptr for the file's English.
// From the edition file's "translations", or for an edition whose file
// carries none, from words given apart (add_edition_words).
const EditionWords* edition_words(const Edition& ed);

// Words of editions given apart from their files, for `language` (a
// catalog's code, "de"): `json` is an object with a member per edition id,
// each in the form of an edition file's "translations" member for one
// language ({"classic": {"name": ..., "spaces": {...}}}). The page's
// editions are compiled in without their translations (English costs
// nothing), and each language's come with its catalog
// (lang/CODE.editions.json). Each is read against an edition when first
// asked for (checked as strictly as the file's; a member that does not
// fit the edition leaves it in English). False, with `error`, when `json`
// is not such an object. A language's words are given once: given again,
// they are ignored (a screen may hold those read before).
bool add_edition_words(std::string_view language, std::string_view json, std::string& error);

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
