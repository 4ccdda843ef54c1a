// The screens the App routes between.
#pragma once

namespace landlord::ui {

// kResume: the offer to continue the last game; kSaves: the saved-games
// list; kPaused: the game is packed away (computer players wait);
// kElsewhere: the game is played in another tab or window; kOnline: online
// play's screens around its game (joining, the lobby; online_view.h).
enum class Screen { kNewGame, kPlaying, kResume, kSaves, kPaused, kElsewhere, kOnline };

}  // namespace landlord::ui
