// The end of a game: the ranking with each player's valuation.
#pragma once

#include "ui/view.h"

namespace landlord::ui {

// kPlayAgain: the same table (edition, options, seats) with a new seed.
enum class GameOverChoice { kNone, kNewGame, kPlayAgain, kViewBoard };
GameOverChoice game_over_view(Frame& f);

}  // namespace landlord::ui
