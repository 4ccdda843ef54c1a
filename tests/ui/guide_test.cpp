// The first-turn guide's cards in the player's language: their titles,
// their texts with the edition's buildings, and the heading that counts
// them.
#include <gtest/gtest.h>

#include <string>

#include "engine/game.h"
#include "shipped_catalog.h"
#include "source_dir.h"
#include "text/tr.h"
#include "ui/guide.h"
#include "ui/session.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> edition(const char* id) {
  EditionLoad load = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", id);
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

bool has(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

TEST(Guide, TheCardsSpeakGerman) {
  auto ed = edition("classic");
  ui::Session ses;
  ASSERT_TRUE(ses.start(ed, ed->defaults, {{"Ann", ui::SeatKind::kHuman, 0, 0}, {"Bo", ui::SeatKind::kEasy, 1, 1}}, 3));
  const bool opening = ses.state().phase == Phase::kOpeningRoll;
  const ui::GuideCard english[] = {ui::guide_card(ses, 0), ui::guide_card(ses, 1), ui::guide_card(ses, 2),
                                   ui::guide_card(ses, 3), ui::guide_card(ses, 4)};
  EXPECT_EQ(english[0].title, opening ? "Who starts" : "Roll the dice");
  EXPECT_EQ(english[3].text,
            "Own a whole colour group and its rents double. Then build houses and hotels on it from Manage on your "
            "row under Players: rents climb steeply.");
  EXPECT_EQ(ui::guide_heading(1, english[1].title), "Guide 2 of 5: Buy or auction");

  text::use(shipped_catalog("de"));
  const ui::GuideCard german[] = {ui::guide_card(ses, 0), ui::guide_card(ses, 1), ui::guide_card(ses, 2),
                                  ui::guide_card(ses, 3), ui::guide_card(ses, 4)};
  EXPECT_EQ(german[0].title, opening ? "Wer beginnt" : "Würfeln");
  EXPECT_EQ(german[1].title, "Kaufen oder versteigern");
  EXPECT_EQ(german[2].title, "Miete");
  EXPECT_EQ(german[3].title, "Bauen");
  EXPECT_EQ(german[4].title, "Handeln");
  EXPECT_TRUE(has(german[1].text, "versteigert die Bank es")) << german[1].text;
  EXPECT_TRUE(has(german[3].text, "Dann baue Häuser und Hotels darauf")) << german[3].text;
  EXPECT_TRUE(has(german[4].text, "„Regeln“ oben erklärt den Rest.")) << german[4].text;
  for (const ui::GuideCard& c : german) {
    EXPECT_FALSE(has(c.text, " the ") || has(c.text, " you ") || has(c.text, "{")) << c.text;
  }
  EXPECT_EQ(ui::guide_heading(1, german[1].title), "Anleitung 2 von 5: Kaufen oder versteigern");

  text::use(nullptr);
  EXPECT_EQ(ui::guide_card(ses, 3).text, english[3].text);
}

}  // namespace
}  // namespace landlord
