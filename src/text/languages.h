// The languages the game speaks, and which of them a player's system
// prefers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace landlord::text {

struct Language {
  const char* code;   // the catalog's name (po/CODE.po), "en" for the source's English
  const char* tag;    // BCP 47, for the page's lang attribute ("pt-BR")
  const char* name;   // in itself ("Deutsch"), as a language menu lists it
};

// English first, then the others by their own names.
const std::vector<Language>& languages();
// The pseudo-language of the layout tests (en_XA: accented, 40% longer,
// between brackets), never listed but chosen by its code or tag.
const Language& pseudo_language();
// By code or tag, any case, "-" or "_" ("pt-br", "pt_BR", "en-XA");
// nullptr when the game does not speak it.
const Language* find_language(std::string_view code_or_tag);
// The first of `preferred` (BCP 47 tags or POSIX locales, most wanted
// first: navigator.languages, $LANGUAGE) that the game speaks, by the
// whole tag and then by its language alone ("de-AT": Deutsch, "pt-PT":
// the Brazilian catalog); English when none is.
const Language& best_language(const std::vector<std::string>& preferred);

}  // namespace landlord::text
