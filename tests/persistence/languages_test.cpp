// The saved games' messages in the player's language (the shipped
// catalogs), and what is written into a save or an exported file, which is
// the same whatever the language.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>

#include "platform/file_transfer.h"
#include "platform/storage.h"
#include "shipped_catalog.h"
#include "support.h"
#include "text/tr.h"

namespace landlord {
namespace {

using saves::SaveShelf;
using test::MemoryStore;

constexpr int64_t kT0 = 1700000000000;  // a wall-clock time in ms
#define NBSP "\u00a0"

// Each test speaks one language at a time, and leaves English behind.
class SavesInLanguages : public test::TempDirTest {
 protected:
  void speak(const std::string& code) { text::use(code == "en" ? nullptr : shipped_catalog(code)); }
  void TearDown() override {
    text::use(nullptr);
    test::TempDirTest::TearDown();
  }
};

TEST_F(SavesInLanguages, ADamagedFileIsRefusedInThePlayersLanguage) {
  const std::map<std::string, std::string> cut_short = {
      {"en", "This file is not a Landlord saved game, or it is damaged or cut short ("},
      {"de", "Diese Datei ist kein gespeichertes Landlord-Spiel, oder sie ist beschädigt oder unvollständig ("},
      {"fr", "Ce fichier n’est pas une partie enregistrée de Landlord, ou il est endommagé ou tronqué ("},
  };
  const std::map<std::string, std::string> not_a_game = {
      {"en", "This file is not a Landlord saved game."},
      {"de", "Diese Datei ist kein gespeichertes Landlord-Spiel."},
      {"fr", "Ce fichier n’est pas une partie enregistrée de Landlord."},
  };
  for (const auto& [code, start] : cut_short) {
    speak(code);
    MemoryStore store;
    SaveShelf shelf(store, test::lookup());
    saves::LoadedGame l = shelf.import_text("{\"format\": \"landlord-game\", \"format_v", kT0);
    EXPECT_FALSE(l.ok);
    EXPECT_EQ(l.message.rfind(start, 0), 0u) << code << ": " << l.message;
    l = shelf.import_text("[1, 2]", kT0);
    EXPECT_EQ(l.message, not_a_game.at(code)) << code;
    EXPECT_TRUE(store.data.empty()) << code << ": nothing is stored";
  }
}

TEST_F(SavesInLanguages, ATooLargeFileSaysItsSizeAsTheLanguageWritesNumbers) {
  const std::string big(saves::kMaxGameFileBytes + 1, ' ');
  speak("en");
  EXPECT_EQ(saves::parse_game_file(big, test::lookup()).message,
            "This file is too large (8388609 bytes): saved games are at most 8388608 bytes (8 MiB).");
  speak("de");
  EXPECT_EQ(saves::parse_game_file(big, test::lookup()).message,
            "Diese Datei ist zu groß (8.388.609 Bytes): Gespeicherte Spiele haben höchstens 8.388.608 Bytes (8 MiB).");
}

TEST_F(SavesInLanguages, AFullStorageSaysWhyTheSaveFailedAndWhatWasKept) {
  const std::map<std::string, std::string> said = {
      {"en",
       "Could not save the game: The browser's storage for this page is full. Delete saved games you no longer "
       "need to make room. The previous save is kept and the game goes on."},
      {"de",
       "Das Spiel konnte nicht gespeichert werden: Der Speicher des Browsers für diese Seite ist voll. Lösche "
       "gespeicherte Spiele, die du nicht mehr brauchst, um Platz zu schaffen. Der vorherige Spielstand bleibt "
       "erhalten, und das Spiel geht weiter."},
      {"fr",
       "Impossible d’enregistrer la partie" NBSP ": Le stockage du navigateur pour cette page est plein. Supprimez "
       "les parties enregistrées dont vous n’avez plus besoin pour faire de la place. La sauvegarde précédente est "
       "gardée et la partie continue."},
  };
  Game a = test::play_game(8);
  Game b = test::play_game(16);
  saves::TableRecord ui = test::seats_ui(a);
  for (const auto& [code, message] : said) {
    speak(code);
    MemoryStore store;
    SaveShelf shelf(store, test::lookup());
    ASSERT_TRUE(shelf.create(a, ui, "Sunday game", kT0).ok);
    store.fail_put = true;  // the storage is full
    saves::SaveOutcome s = shelf.save("g1", b, ui, kT0 + 1);
    EXPECT_FALSE(s.ok);
    EXPECT_EQ(s.message, message) << code;
    store.fail_put = false;
    EXPECT_TRUE(shelf.load("g1").game.state == a.state) << code << ": the previous save is kept";
  }
}

TEST_F(SavesInLanguages, TheListNamesAndExplainsADamagedSavedGame) {
  speak("fr");
  MemoryStore store;
  SaveShelf shelf(store, test::lookup());
  store.data["game.g4.meta"] = "not an index record";
  std::vector<saves::SlotInfo> slots = shelf.list();
  ASSERT_EQ(slots.size(), 1u);
  EXPECT_TRUE(slots[0].damaged);
  EXPECT_EQ(slots[0].name, "Partie enregistrée endommagée");
  EXPECT_EQ(slots[0].problem.rfind("Cette partie enregistrée est endommagée" NBSP ": aucun de ses enregistrements", 0), 0u)
      << slots[0].problem;
  EXPECT_EQ(shelf.load("g4").message,
            "Cette partie enregistrée est introuvable ou endommagée sans remède (son index est endommagé).");
}

TEST_F(SavesInLanguages, StorageAndFileErrorsReachThePlayerInTheirLanguage) {
  speak("de");
  platform::Storage storage(dir_ + "/data");
  EXPECT_EQ(storage.get("games.current").error.message, "Unter games.current ist nichts gespeichert.");
  EXPECT_EQ(storage.put("no/such name", "x").message, "Ungültiger Speichername.");
  speak("fr");
  EXPECT_EQ(platform::read_text_file(dir_).message, dir_ + " est un dossier, pas un fichier.");
  EXPECT_EQ(platform::read_text_file("").message, "Saisissez le chemin du fichier à ouvrir.");
  platform::FileTransfer w = platform::write_text_file(dir_ + "/game.json", "{}\n");
  ASSERT_TRUE(w.ok) << w.message;
  EXPECT_EQ(w.message, "Enregistré dans " + dir_ + "/game.json.");
}

// A save's records, an exported game and a damaged game's exported records
// are written in no language: the same bytes whatever the player reads.
TEST_F(SavesInLanguages, WhatIsWrittenIsTheSameInEveryLanguage) {
  Game a = test::play_game(8);
  Game b = test::play_game(12);
  saves::TableRecord ui = test::seats_ui(a);
  struct Written {
    std::map<std::string, std::string> records;
    std::string exported, damaged_records;
  };
  auto write = [&](const std::string& code) {
    speak(code);
    Written w;
    MemoryStore store;
    SaveShelf shelf(store, test::lookup());
    EXPECT_TRUE(shelf.create(a, ui, "Sunday game", kT0).ok) << code;
    EXPECT_TRUE(shelf.save("g1", b, ui, kT0 + 1).ok) << code;
    w.exported = shelf.export_slot("g1").text;
    store.data["game.g1.a"] = "damaged";
    w.damaged_records = shelf.export_records("g1").text;
    w.records = store.data;
    return w;
  };
  const Written en = write("en");
  ASSERT_EQ(en.records.size(), 4u);  // two copies, the index, the note of the current game
  for (const char* code : {"de", "es", "fr", "pt_BR"}) {
    const Written other = write(code);
    EXPECT_EQ(other.records, en.records) << code;
    EXPECT_EQ(other.exported, en.exported) << code;
    EXPECT_EQ(other.damaged_records, en.damaged_records) << code;
  }
  EXPECT_NE(en.damaged_records.find("The records of a saved game that could not be read, exactly as stored."),
            std::string::npos);
}

}  // namespace
}  // namespace landlord
