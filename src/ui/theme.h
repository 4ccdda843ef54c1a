// The look of the game: one palette and one ImGui style, applied once.
#pragma once

#include "imgui.h"

namespace landlord::ui {

struct Palette {
  ImU32 table = IM_COL32(22, 28, 33, 255);         // behind the board
  ImU32 board = IM_COL32(236, 242, 230, 255);      // the board's light cream-green
  ImU32 board_line = IM_COL32(40, 52, 46, 255);
  ImU32 ink = IM_COL32(24, 30, 28, 255);           // text on the board
  ImU32 panel = IM_COL32(32, 40, 47, 255);
  ImU32 panel_text = IM_COL32(236, 240, 242, 255);
  ImU32 muted = IM_COL32(150, 162, 170, 255);
  ImU32 accent = IM_COL32(236, 178, 46, 255);      // gold: money, highlights
  ImU32 danger = IM_COL32(214, 84, 70, 255);
  ImU32 good = IM_COL32(96, 186, 120, 255);
  ImU32 focus = IM_COL32(96, 196, 255, 255);       // the keyboard's focus ring
};

const Palette& palette();
void apply_style(float touch_scale);

}  // namespace landlord::ui
