// The online games this device keeps, as the saves screen lists them, in
// the language in use: a room's name, why one cannot be read, why one
// cannot be opened; English again without a catalog.
#include <gtest/gtest.h>

#include <string>

#include "platform/storage.h"
#include "shipped_catalog.h"
#include "temp_dir.h"
#include "text/tr.h"
#include "ui/online_saves.h"

namespace landlord {
namespace {

struct InLanguage {
  explicit InLanguage(const std::string& code) { text::use(shipped_catalog(code)); }
  ~InLanguage() { text::use(nullptr); }
};

TEST(OnlineWords, AKeptRoomIsListedAndRefusedInTheLanguageInUse) {
  platform::Storage storage(landlord_test_temp_dir("online-words"));
  ASSERT_FALSE(storage.put(std::string(ui::OnlineSaves::kPrefix) + "ABCDEFGHJK.meta", "{not a note"));
  ui::OnlineSaves saves(storage);
  {
    InLanguage de("de");
    const std::vector<saves::SlotInfo> listed = saves.list();
    ASSERT_EQ(listed.size(), 1u);
    EXPECT_EQ(listed[0].name, "Online-Raum ABCDE FGHJK");
    EXPECT_TRUE(listed[0].damaged);
    EXPECT_EQ(listed[0].problem, "Dieses Online-Spiel kann nicht gelesen werden: seine Notiz ist beschädigt.");
    EXPECT_EQ(saves.load("no such code!").message, "Dieses Online-Spiel gibt es nicht.");
  }
  {
    InLanguage fr("fr");
    EXPECT_EQ(saves.list().at(0).name, "Salle en ligne ABCDE FGHJK");
    EXPECT_EQ(saves.remove("").message, "Cette partie en ligne n’existe pas.");
  }
  const std::vector<saves::SlotInfo> listed = saves.list();
  EXPECT_EQ(listed.at(0).name, "Online room ABCDE FGHJK");
  EXPECT_EQ(listed.at(0).problem, "This online game cannot be read: its note is damaged.");
}

}  // namespace
}  // namespace landlord
