// Every player's net worth over the game as a line chart (the game-over
// screen, and during play the "Worth" window one tap from the players
// panel), from the game's record (game_record.h), worked out once per
// action taken.
#pragma once

#include "ui/game_record.h"
#include "ui/view.h"

namespace landlord::ui {

// The record of the game on screen, replayed again only when the game has
// moved on since the last call.
const GameRecord& record_of(const Session& s);

// The chart, `width` x `height` at the cursor.
void worth_chart(Frame& f, const GameRecord& rec, float width, float height);

// The Worth window, while f.view.show_worth is set: the chart and where
// everyone stands now.
void worth_view(Frame& f);

}  // namespace landlord::ui
