// The end of a game: the ranking with each player's valuation.
#pragma once

#include "ui/view.h"

namespace landlord::ui {

enum class GameOverChoice { kNone, kNewGame, kViewBoard };
GameOverChoice game_over_view(Frame& f);

}  // namespace landlord::ui
