// The screens the App routes between.
#pragma once

namespace landlord::ui {

// kResume: the offer to continue the last game; kSaves: the saved-games
// list; kPaused: the game is packed away (computer players wait);
// kElsewhere: the game is played in another tab or window.
enum class Screen { kNewGame, kPlaying, kResume, kSaves, kPaused, kElsewhere };

}  // namespace landlord::ui
