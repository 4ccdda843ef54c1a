#include "engine/edition_words.h"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>

#include "engine/json.h"
#include "engine/json_reader.h"
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

namespace {

// The words given apart (add_edition_words): each language's JSON by
// edition id, and what was read of it for each edition asked about (by its
// id and data, so that another edition of the same id is read again).
struct Apart {
  std::mutex lock;
  std::map<std::string, std::map<std::string, Json, std::less<>>, std::less<>> given;  // [language][edition id]
  std::map<std::string, std::unique_ptr<EditionWords>, std::less<>> read;  // language/id/data_hash: nullptr if unfit
  std::atomic<bool> any{false};
};

Apart& apart() {
  static Apart a;
  return a;
}

const EditionWords* words_apart(const Edition& ed, std::string_view language) {
  Apart& a = apart();
  if (!a.any.load(std::memory_order_acquire)) return nullptr;
  std::lock_guard<std::mutex> hold(a.lock);
  auto lang = a.given.find(language);
  if (lang == a.given.end()) {
    // "pt_BR" asked, "pt" given (as Edition::words).
    const std::size_t cut = language.find_first_of("_-");
    if (cut == std::string_view::npos) return nullptr;
    lang = a.given.find(language.substr(0, cut));
    if (lang == a.given.end()) return nullptr;
  }
  const std::string key = lang->first + "/" + ed.id + "/" + ed.data_hash;
  auto done = a.read.find(key);
  if (done != a.read.end()) return done->second.get();
  std::unique_ptr<EditionWords> w;
  auto given = lang->second.find(ed.id);
  if (given != lang->second.end()) {
    w = std::make_unique<EditionWords>();
    std::string error;
    if (!read_edition_words(ed, given->second, *w, error)) w.reset();
  }
  return a.read.emplace(key, std::move(w)).first->second.get();
}

}  // namespace

const EditionWords* edition_words(const Edition& ed) {
  if (ed.translations.empty()) return words_apart(ed, text::language());
  return ed.words(text::language());
}

bool add_edition_words(std::string_view language, std::string_view json, std::string& error) {
  Json j;
  if (!parse_json(json, j, error)) return false;
  if (!j.is_object()) {
    error = "the editions' words are not a JSON object";
    return false;
  }
  std::map<std::string, Json, std::less<>> by_id;
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (!it.value().is_object()) {
      error = "the words of edition \"" + it.key() + "\" are not a JSON object";
      return false;
    }
    by_id[it.key()] = it.value();
  }
  Apart& a = apart();
  std::lock_guard<std::mutex> hold(a.lock);
  // Given once: what was read from them may be held by a screen (each word
  // is returned by reference and lives as long as the program).
  a.given.try_emplace(std::string(language), std::move(by_id));
  a.any.store(true, std::memory_order_release);
  return true;
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
