// The rule options as the new-game screen words them: one row for each row
// of the engine's options table, with its English label and help, and a
// label for each value of a choice; and what is wrong with a value typed,
// said from the option's range.
#include <gtest/gtest.h>

#include "ui/option_words.h"

namespace landlord::ui {
namespace {

TEST(OptionWords, EveryOptionOfTheEngineIsWordedAsTheEngineWordsIt) {
  for (const OptionInfo& o : option_table()) {
    SCOPED_TRACE(o.name);
    OptionWordsCheck c = option_words_check(o);
    ASSERT_TRUE(c.found) << "a row for it in src/ui/option_words.cpp";
    EXPECT_EQ(c.engine_label, o.label);
    EXPECT_EQ(c.engine_help, o.help);
    EXPECT_TRUE(c.every_choice_labelled);
  }
}

TEST(OptionWords, LabelsTakeTheEditionsBuildingWords) {
  const OptionInfo& o = *find_option("houses_per_hotel");
  EXPECT_EQ(option_label(o, "Boutiques", "mall"), "Boutiques for a mall");
  EXPECT_EQ(option_choice_label(*find_option("claim_rent_deadline"), "second_roll"), "Second roll");
  EXPECT_EQ(option_help(*find_option("jail_fine")), "");
}

TEST(OptionWords, AValueOutOfRangeSaysTheRange) {
  OptionEdits e;
  e.reset(Options());
  EXPECT_EQ(options_problem(e, "Houses", "hotel"), "");
  e.set("max_jail_turns", 12);
  EXPECT_EQ(option_problem(e, *find_option("max_jail_turns")), "A whole number from 1 to 10.");
  EXPECT_EQ(option_problem(e, *find_option("salary")), "");
  EXPECT_EQ(options_problem(e, "Houses", "hotel"), "Tries at doubles before the fine: a whole number from 1 to 10");
}

}  // namespace
}  // namespace landlord::ui
