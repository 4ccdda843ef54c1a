// The player's languages as the system states them, the page told which
// one it shows, and the catalogs (site/lang/CODE.mo and the editions'
// words CODE.editions.json in the page, fetched when a language is chosen;
// natively read from the catalogs' folder).
#pragma once

#include <string>
#include <vector>

namespace landlord::platform {

// Most wanted first: the browser's navigator.languages; natively
// $LANGUAGE (colon-separated), $LC_ALL, $LC_MESSAGES, $LANG.
std::vector<std::string> preferred_languages();

// The page's lang attribute (a BCP 47 tag), so that screen readers speak
// the language shown. Natively nothing.
void show_language(const std::string& tag);

enum class CatalogFetch { kPending, kDone, kFailed };
// A language's file `name` from the catalogs' folder: its catalog
// ("de.mo") or its editions' words ("de.editions.json"). The first call
// starts fetching it, later calls say how it went; once kDone, `bytes`
// holds the file (and the fetch is forgotten), on kFailed `why` says why.
CatalogFetch fetch_catalog(const std::string& name, std::string& bytes, std::string& why);

}  // namespace landlord::platform
