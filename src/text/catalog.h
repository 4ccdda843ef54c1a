// One language's messages: a gettext catalog compiled by msgfmt (the MO
// format) from po/LANG.po. Messages are looked up by their English text
// (with its context, where one word has two meanings); a translation whose
// placeholders ({player}, {amount}) are not the English text's is refused
// at load, so that formatting can never fail on a translator's slip.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "text/plural.h"

namespace landlord::text {

class Catalog {
 public:
  // From the bytes of an MO file; nullptr with `why` when they are not
  // one (a damaged download, another file).
  static std::shared_ptr<const Catalog> from_mo(std::string bytes, std::string& why);

  // The translation of `key` (the English text, or "context\x04text"), or
  // nullptr when the catalog has none. Valid while the catalog lives.
  const char* find(std::string_view key) const;
  // The plural form for count `n` of the message whose singular is `key`,
  // or nullptr.
  const char* find_plural(std::string_view key, uint64_t n) const;

  // The header's Language ("de", "pt_BR").
  const std::string& language() const { return language_; }
  std::size_t size() const { return entries_.size(); }
  // Messages whose translation was refused, each with why.
  const std::vector<std::string>& refused() const { return refused_; }

 private:
  Catalog() = default;
  struct Entry {
    std::vector<const char*> forms;  // one, or one per plural form
  };
  std::string bytes_;
  std::unordered_map<std::string_view, Entry> entries_;
  PluralRule plural_;
  std::string language_;
  std::vector<std::string> refused_;
};

// The names between braces in a message ("{player} pays {amount}": amount,
// player), sorted; false when its braces are unbalanced. "{{" and "}}"
// are braces written out, not placeholders.
bool placeholders(std::string_view text, std::vector<std::string>& names);

}  // namespace landlord::text
