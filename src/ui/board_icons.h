// The board's own pictures, drawn with ImDrawList primitives: icons for
// the special spaces, house and hotel shapes, and each edition's look
// (board colour and the centre's title), so that the three editions do
// not look alike.
#pragma once

#include <string>

#include "engine/edition.h"
#include "imgui.h"

namespace landlord::ui {

// An icon for a space kind (chance / chest by deck index, tax, railroad,
// utility, free parking, go to jail), centred on `c`, `s` across.
void draw_space_icon(ImDrawList* dl, const Edition& ed, const Space& sp, ImVec2 c, float s);

// A house (pentagon with a roof) or a hotel, inside [a, b].
void draw_house(ImDrawList* dl, ImVec2 a, ImVec2 b);
void draw_hotel(ImDrawList* dl, ImVec2 a, ImVec2 b);

struct BoardLook {
  ImU32 board;        // the spaces' ground
  ImU32 centre;       // the centre's ground
  ImU32 title_bg, title_ink, accent;
  std::string title;  // the centre's title
  int pattern = 0;    // 0 none, 1 diagonal stripes (Boutique), 2 route dots (Travel)
  ImU32 deck[2] = {0, 0};  // the two decks' backs
};
BoardLook board_look(const Edition& ed);
// The back of a deck (0 or 1) in the edition's look.
ImU32 deck_colour(const Edition& ed, int deck);

}  // namespace landlord::ui
