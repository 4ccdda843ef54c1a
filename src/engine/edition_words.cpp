#include "engine/edition_words.h"

#include "text/tr.h"

namespace landlord {

namespace {

// English's plural of the edition's own words ("railroad", "service provider").
std::string english_plural(const std::string& word) {
  if (word.size() > 1 && word.back() == 'y' && std::string("aeiou").find(word[word.size() - 2]) == std::string::npos) {
    return word.substr(0, word.size() - 1) + "ies";
  }
  return word + "s";
}

std::size_t at(int i) { return static_cast<std::size_t>(i); }

}  // namespace

const EditionWords* edition_words(const Edition& ed) {
  if (ed.translations.empty()) return nullptr;
  return ed.words(text::language());
}

const std::string& edition_name(const Edition& ed) {
  const EditionWords* w = edition_words(ed);
  return w ? w->name : ed.name;
}

const std::string& space_name(const Edition& ed, int space) {
  const EditionWords* w = edition_words(ed);
  return w ? w->spaces[at(space)] : ed.spaces[at(space)].name;
}

const std::string& group_name(const Edition& ed, int group) {
  const EditionWords* w = edition_words(ed);
  return w ? w->groups[at(group)] : ed.groups[at(group)].name;
}

const std::string& group_cue(const Edition& ed, int group) {
  const EditionWords* w = edition_words(ed);
  return w ? w->cues[at(group)] : ed.groups[at(group)].cue;
}

const std::string& deck_name(const Edition& ed, int deck) {
  const EditionWords* w = edition_words(ed);
  return w ? w->decks[at(deck)] : ed.decks[at(deck)].name;
}

const std::string& card_text(const Edition& ed, int deck, int card) {
  const EditionWords* w = edition_words(ed);
  return w ? w->cards[at(deck)][at(card)] : ed.decks[at(deck)].cards[at(card)].text;
}

const std::string& variant_name(const Edition& ed, int variant) {
  const EditionWords* w = edition_words(ed);
  return w ? w->variants[at(variant)] : ed.variants[at(variant)].name;
}

const std::string& variant_rule(const Edition& ed, int variant) {
  const EditionWords* w = edition_words(ed);
  return w ? w->rules[at(variant)] : ed.variants[at(variant)].rule;
}

const std::string& house_word(const Edition& ed) {
  const EditionWords* w = edition_words(ed);
  return w ? w->house : ed.house;
}

const std::string& houses_word(const Edition& ed) {
  const EditionWords* w = edition_words(ed);
  return w ? w->houses : ed.houses;
}

const std::string& hotel_word(const Edition& ed) {
  const EditionWords* w = edition_words(ed);
  return w ? w->hotel : ed.hotel;
}

const std::string& hotels_word(const Edition& ed) {
  const EditionWords* w = edition_words(ed);
  return w ? w->hotels : ed.hotels;
}

const std::string& railroad_word(const Edition& ed) {
  const EditionWords* w = edition_words(ed);
  return w ? w->railroad : ed.railroad;
}

const std::string& utility_word(const Edition& ed) {
  const EditionWords* w = edition_words(ed);
  return w ? w->utility : ed.utility;
}

std::string railroads_word(const Edition& ed) {
  const EditionWords* w = edition_words(ed);
  return w && !w->railroads.empty() ? w->railroads : english_plural(ed.railroad);
}

std::string utilities_word(const Edition& ed) {
  const EditionWords* w = edition_words(ed);
  return w && !w->utilities.empty() ? w->utilities : english_plural(ed.utility);
}

std::string in_capitals(std::string s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c >= 'a' && c <= 'z') {
      s[i] = static_cast<char>(c - 'a' + 'A');
    } else if (c == 0xC3 && i + 1 < s.size()) {
      // U+00E0..U+00FE are U+00C0..U+00DE in capitals, but for U+00F7 (÷).
      auto n = static_cast<unsigned char>(s[i + 1]);
      if (n >= 0xA0 && n <= 0xBE && n != 0xB7) s[i + 1] = static_cast<char>(n - 0x20);
      ++i;
    }
  }
  return s;
}

std::string initial(const std::string& word) {
  std::size_t n = word.empty() ? 0 : 1;
  while (n < word.size() && (static_cast<unsigned char>(word[n]) & 0xC0) == 0x80) ++n;
  return in_capitals(word.substr(0, n));
}

}  // namespace landlord
