// The landing-odds overlay: a toggle on the board ("Odds") tints each space
// by the chance that a roll ends there, from the engine's exact Markov chain
// of this game's board, decks and rules (engine/insight.h), with the figure
// on the space. Worked out once per game.
#pragma once

#include "engine/insight.h"
#include "ui/view.h"

namespace landlord::ui {

// The odds of the game on screen (a player rolling for doubles in jail),
// computed when first asked for in a game.
const LandingOdds& landing_odds_of(const Session& s);
// What each deed of the game on screen earns (engine deed_insight) with as
// many opponents as there are other players still in the game.
const DeedInsight* deed_insight_of(const Session& s, int space);
int insight_opponents(const Session& s);
// Draws the "Odds" toggle with its top-left at `pos`.
void heat_map_toggle(Frame& f, ImVec2 pos);
// While the overlay is on: tints the space [a, b] and writes its figure.
void heat_map_space(Frame& f, ImDrawList* dl, int space, ImVec2 a, ImVec2 b);
// While the overlay is on: what the tints mean, in the board's centre.
void heat_map_legend(Frame& f, ImDrawList* dl, ImVec2 a, ImVec2 b);

}  // namespace landlord::ui
