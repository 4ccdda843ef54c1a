// The first-turn guide: five short cards under the decision panel that walk
// a newcomer through the first turn of a quick game (roll, buy or auction,
// rent, building, trading). Each can be skipped; the first two move on by
// themselves when the player rolls and when the buy is decided, the others
// with Next or at the player's next roll after they appeared. It shows
// only while a human decides, and once finished or skipped it is not shown
// again on this device (the App remembers that in storage).
#pragma once

#include <string>

#include "ui/session.h"
#include "ui/view.h"

namespace landlord::ui {

inline constexpr int kGuideSteps = 5;

// A card's title and text, in the language in use.
struct GuideCard {
  std::string title, text;
};
GuideCard guide_card(const Session& ses, int step);
// "Guide 2 of 5: Buy or auction" (step from 0).
std::string guide_heading(int step, const std::string& title);

// Draws the card for f.view.guide_step (0 to kGuideSteps - 1; anything
// else draws nothing) and moves the step on. Sets f.view.guide_step to
// kGuideSteps when the guide is done or skipped.
void guide_panel(Frame& f);

}  // namespace landlord::ui
