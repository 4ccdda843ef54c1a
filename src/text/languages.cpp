#include "text/languages.h"

#include <cctype>

namespace landlord::text {
namespace {

// "pt-BR", "pt_br.UTF-8", "de_DE@euro" -> "pt_br", "de_de".
std::string normal(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '.' || c == '@') break;
    out += c == '-' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::string primary(std::string_view s) {
  const std::string n = normal(s);
  return n.substr(0, n.find('_'));
}

}  // namespace

const std::vector<Language>& languages() {
  static const std::vector<Language> kAll = {
      {"en", "en", "English"},       {"de", "de", "Deutsch"},
      {"es", "es", "Español"},       {"fr", "fr", "Français"},
      {"pt_BR", "pt-BR", "Português (Brasil)"},
  };
  return kAll;
}

const Language& pseudo_language() {
  static const Language kPseudo = {"en_XA", "en-XA", "[Pséüdö]"};
  return kPseudo;
}

const Language* find_language(std::string_view code_or_tag) {
  const std::string want = normal(code_or_tag);
  if (want.empty()) return nullptr;
  if (want == normal(pseudo_language().code)) return &pseudo_language();
  for (const Language& l : languages()) {
    if (want == normal(l.code)) return &l;
  }
  return nullptr;
}

const Language& best_language(const std::vector<std::string>& preferred) {
  for (const std::string& p : preferred) {
    if (const Language* l = find_language(p)) return *l;
    // By the language alone: the first catalog of that language.
    const std::string want = primary(p);
    if (want == "c" || want == "posix") continue;  // a system with no language set
    for (const Language& l : languages()) {
      if (want == primary(l.code)) return l;
    }
  }
  return languages().front();
}

}  // namespace landlord::text
