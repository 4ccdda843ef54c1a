// The edition's words as the screens ask for them: in the language of the
// catalog in use, English without one and in the pseudo-language.
#include "engine/edition_words.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "engine/json.h"
#include "engine/json_reader.h"
#include "source_dir.h"
#include "text/catalog.h"
#include "text/languages.h"
#include "text/tr.h"
#include "shipped_catalog.h"

namespace landlord::ui {
namespace {

std::shared_ptr<const Edition> edition(const char* id) {
  EditionLoad load = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", id);
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

std::shared_ptr<const text::Catalog> catalog(const std::string& code) { return shipped_catalog(code); }

// Puts a catalog in use for one test and English back after it.
struct InLanguage {
  explicit InLanguage(const std::string& code) { text::use(catalog(code)); }
  ~InLanguage() { text::use(nullptr); }
};

TEST(EditionWords, EnglishWithoutACatalog) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  EXPECT_EQ(text::language(), "en");
  EXPECT_EQ(edition_words(*ed), nullptr);
  EXPECT_EQ(edition_name(*ed), "Classic");
  EXPECT_EQ(space_name(*ed, 0), "GO");
  EXPECT_EQ(space_name(*ed, 10), "Jail");
  EXPECT_EQ(group_name(*ed, 0), "Brown");
  EXPECT_EQ(group_cue(*ed, 1), "LB");
  EXPECT_EQ(deck_name(*ed, 0), "Chance");
  EXPECT_EQ(card_text(*ed, 0, 0), ed->decks[0].cards[0].text);
  EXPECT_EQ(house_word(*ed), "house");
  EXPECT_EQ(houses_word(*ed), "houses");
  EXPECT_EQ(hotel_word(*ed), "hotel");
  EXPECT_EQ(hotels_word(*ed), "hotels");
  EXPECT_EQ(railroads_word(*ed), "railroads");
  EXPECT_EQ(utilities_word(*ed), "utilities");
  auto boutique = edition("boutique");
  ASSERT_TRUE(boutique);
  EXPECT_EQ(railroads_word(*boutique), "transportation spaces");
  EXPECT_EQ(utilities_word(*boutique), "service providers");
  EXPECT_EQ(variant_name(*boutique, 0), "Short Game");
}

TEST(EditionWords, TheGermanCatalogGivesTheGermanWords) {
  auto ed = edition("classic");
  auto travel = edition("travel");
  ASSERT_TRUE(ed && travel);
  InLanguage de("de");
  ASSERT_EQ(text::language(), "de");
  EXPECT_EQ(edition_name(*ed), "Klassisch");
  EXPECT_EQ(space_name(*ed, 0), "Los");
  EXPECT_EQ(space_name(*ed, 10), "Gefängnis");
  EXPECT_EQ(space_name(*ed, 20), "Frei Parken");
  EXPECT_EQ(space_name(*ed, 7), "Ereignisfeld");
  EXPECT_EQ(space_name(*ed, 39), "Boardwalk");
  EXPECT_EQ(group_name(*ed, 0), "Braun");
  EXPECT_EQ(group_cue(*ed, 1), "HB");
  EXPECT_EQ(deck_name(*ed, 1), "Gemeinschaftsfeld");
  EXPECT_EQ(card_text(*ed, 0, 0), "Rücke vor bis auf Los und ziehe dein Gehalt ein.");
  EXPECT_EQ(house_word(*ed), "Haus");
  EXPECT_EQ(houses_word(*ed), "Häuser");
  EXPECT_EQ(hotel_word(*ed), "Hotel");
  EXPECT_EQ(hotels_word(*ed), "Hotels");
  EXPECT_EQ(railroad_word(*ed), "Bahnhof");
  EXPECT_EQ(railroads_word(*ed), "Bahnhöfe");
  EXPECT_EQ(utilities_word(*ed), "Werke");
  EXPECT_EQ(variant_name(*travel, 0), "Schnelleres Spiel");
  // The engine's English is untouched.
  EXPECT_EQ(ed->spaces[0].name, "GO");
}

TEST(EditionWords, EachLanguageItsOwn) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  {
    InLanguage fr("fr");
    EXPECT_EQ(space_name(*ed, 0), "Départ");
    EXPECT_EQ(houses_word(*ed), "maisons");
  }
  {
    InLanguage es("es");
    EXPECT_EQ(space_name(*ed, 10), "Cárcel");
    EXPECT_EQ(hotels_word(*ed), "hoteles");
  }
  {
    InLanguage pt("pt_BR");
    EXPECT_EQ(space_name(*ed, 10), "Prisão");
    EXPECT_EQ(hotels_word(*ed), "hotéis");
  }
}

TEST(EditionWords, ThePseudoLanguageKeepsTheEnglishWords) {
  auto ed = edition("classic");
  ASSERT_TRUE(ed);
  InLanguage xa(text::pseudo_language().code);
  ASSERT_EQ(text::language(), "en_XA");
  EXPECT_EQ(space_name(*ed, 0), "GO");
  EXPECT_EQ(deck_name(*ed, 1), "Community Chest");
  EXPECT_EQ(houses_word(*ed), "houses");
  EXPECT_EQ(edition_name(*ed), "Classic");
}

// The languages an edition may carry are the game's, English aside.
TEST(EditionWords, EditionLanguagesAreTheCatalogs) {
  std::vector<std::string> catalogs, editions;
  for (const text::Language& l : text::languages()) {
    if (std::string(l.code) != "en") catalogs.emplace_back(l.code);
  }
  for (std::string_view l : edition_languages()) editions.emplace_back(l);
  EXPECT_EQ(editions, catalogs);
}

TEST(EditionWords, Capitals) {
  EXPECT_EQ(in_capitals("Gefängnis"), "GEFÄNGNIS");
  EXPECT_EQ(in_capitals("Départ"), "DÉPART");
  EXPECT_EQ(in_capitals("Cárcel ÷ ß"), "CÁRCEL ÷ ß");
  EXPECT_EQ(in_capitals("Go To Jail"), "GO TO JAIL");
  EXPECT_EQ(initial("électricité"), "É");
  EXPECT_EQ(initial("railroad"), "R");
  EXPECT_EQ(initial(""), "");
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream all;
  all << in.rdbuf();
  return all.str();
}

// The edition `id` as the page compiles it in: its file without its
// "translations" (cmake/BundleEditions.cmake).
std::shared_ptr<const Edition> compiled_in(const char* id) {
  Json j;
  std::string error;
  EXPECT_TRUE(parse_json(read(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions/" + id + ".json"), j, error));
  j.erase("translations");
  EditionLoad load = load_edition_text(dump_json(j));
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

// The page's editions carry no words in other languages; each language's
// come with its catalog (lang/CODE.editions.json, made by the build from
// the edition files) and are read against each edition when asked for.
TEST(EditionWords, AnEditionWithoutTranslationsTakesTheWordsGivenApart) {
  auto full = edition("classic");
  auto bare = compiled_in("classic");
  auto travel = compiled_in("travel");
  ASSERT_TRUE(full && bare && travel);
  EXPECT_EQ(bare->data_hash, full->data_hash);  // the same edition, for saves and rooms
  InLanguage de("de");
  // Before the words have come: English.
  EXPECT_EQ(space_name(*bare, 10), "Jail");
  std::string error;
  // Not words of editions: refused, and nothing changes.
  EXPECT_FALSE(add_edition_words("de", "[1, 2]", error));
  EXPECT_FALSE(error.empty());
  EXPECT_FALSE(add_edition_words("de", "{\"classic\": 3}", error));
  EXPECT_EQ(space_name(*bare, 10), "Jail");
  // Words that do not fit the edition (no such space) leave it in English.
  ASSERT_TRUE(add_edition_words("fr", "{\"travel\": {\"spaces\": {\"Nowhere Street\": \"Rue de nulle part\"}}}", error))
      << error;
  // The build's German words of every edition.
  const std::string words = read(std::string(LANDLORD_CATALOG_DIR) + "/de.editions.json");
  ASSERT_FALSE(words.empty());
  ASSERT_TRUE(add_edition_words("de", words, error)) << error;
  EXPECT_EQ(space_name(*bare, 10), space_name(*full, 10));
  EXPECT_NE(space_name(*bare, 10), "Jail");
  EXPECT_EQ(edition_name(*bare), edition_name(*full));
  EXPECT_EQ(card_text(*bare, 0, 0), card_text(*full, 0, 0));
  EXPECT_EQ(houses_word(*bare), houses_word(*full));
  EXPECT_NE(space_name(*travel, 0), travel->spaces[0].name);
  {
    InLanguage fr("fr");
    EXPECT_EQ(space_name(*travel, 0), travel->spaces[0].name);  // the French words did not fit it
  }
  // In English, the file's own.
  text::use(nullptr);
  EXPECT_EQ(space_name(*bare, 10), "Jail");
}

}  // namespace
}  // namespace landlord::ui
