// The new-game screen's option edits: an out-of-range value is kept as
// typed and reported with the option's label, never clamped or dropped,
// and the game starts with the last valid options only once it is fixed.
#include <gtest/gtest.h>

#include "ui/option_edits.h"

namespace landlord::ui {
namespace {

TEST(OptionEdits, OutOfRangeValueIsKeptAndReported) {
  OptionEdits e;
  Options start;
  start.max_jail_turns = 3;
  e.reset(start);
  EXPECT_TRUE(e.error.empty());

  e.set("max_jail_turns", 12);  // the range is 1-10
  EXPECT_EQ(e.values["max_jail_turns"], 12);  // kept as typed
  EXPECT_EQ(e.error, "Tries at doubles before the fine: expected an integer from 1 to 10");
  EXPECT_EQ(e.error_of(*find_option("max_jail_turns")), "expected an integer from 1 to 10");
  EXPECT_EQ(e.valid.max_jail_turns, 3);  // not clamped into the game

  // Another valid change does not hide the error.
  e.set("salary", 300);
  EXPECT_FALSE(e.error.empty());
  EXPECT_EQ(e.values["max_jail_turns"], 12);

  e.set("max_jail_turns", 2);
  EXPECT_TRUE(e.error.empty()) << e.error;
  EXPECT_EQ(e.valid.max_jail_turns, 2);
  EXPECT_EQ(e.valid.salary, 300);
}

TEST(OptionEdits, NegativeAndChoiceErrorsAreNamed) {
  OptionEdits e;
  e.reset(Options());
  e.set("jail_fine", -5);
  EXPECT_NE(e.error.find("Fine to leave jail"), std::string::npos) << e.error;
  EXPECT_EQ(e.values["jail_fine"], -5);
  e.set("jail_fine", 50);
  e.set("bankrupt_to_bank", "sell");
  EXPECT_NE(e.error.find("\"auction\" or \"return\""), std::string::npos) << e.error;
}

}  // namespace
}  // namespace landlord::ui
