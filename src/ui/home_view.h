// The first screen: one big Play (you against three computer players,
// Classic rules, at the level chosen under it) and Custom game, which opens
// the full set-up form (new_game_view.h). A player with a game left
// unfinished sees the offer to continue it before this (saves_view.h).
#pragma once

#include <memory>
#include <vector>

#include "ui/new_game_view.h"

namespace landlord::ui {

enum class HomeChoice { kNone, kPlay, kCustom, kOnline };

class LanguageChoice;
// `language`: its control, at the foot of the screen.
HomeChoice home_view(Frame& f, NewGameForm& form, LanguageChoice& language);

// The quick game: the first edition (Classic), its standard rules, the
// form's first name as the player and three computer players of the level
// chosen on the home screen, with the form's tokens and colours.
struct QuickGame {
  std::shared_ptr<const Edition> edition;
  Options options;
  std::vector<Seat> seats;
};
QuickGame quick_game(const NewGameForm& form);

}  // namespace landlord::ui
