// A dark table with a light board on it: the panels recede, the board and
// money stand out. Rounded, padded widgets large enough for fingers.
#include "ui/theme.h"

namespace landlord::ui {

const Palette& palette() {
  static const Palette p;
  return p;
}

void apply_style(float touch_scale) {
  ImGuiStyle& s = ImGui::GetStyle();
  s = ImGuiStyle();
  ImGui::StyleColorsDark(&s);
  s.WindowRounding = 10.0f;
  s.ChildRounding = 8.0f;
  s.FrameRounding = 8.0f;
  s.PopupRounding = 8.0f;
  s.GrabRounding = 8.0f;
  s.TabRounding = 8.0f;
  s.ScrollbarRounding = 8.0f;
  s.WindowBorderSize = 0.0f;
  s.FrameBorderSize = 0.0f;
  s.WindowPadding = ImVec2(16, 14);
  s.FramePadding = ImVec2(14, 8);
  s.ItemSpacing = ImVec2(10, 8);
  s.ItemInnerSpacing = ImVec2(8, 6);
  s.ScrollbarSize = 14.0f;
  s.WindowTitleAlign = ImVec2(0.5f, 0.5f);
  s.DisabledAlpha = 0.5f;  // disabled buttons read as such (see button())
  ImVec4* c = s.Colors;
  auto rgb = [](int r, int g, int b, float a = 1.0f) {
    return ImVec4(r / 255.0f, g / 255.0f, b / 255.0f, a);
  };
  c[ImGuiCol_WindowBg] = rgb(32, 40, 47);
  c[ImGuiCol_ChildBg] = rgb(26, 33, 39);
  c[ImGuiCol_PopupBg] = rgb(38, 47, 55);
  c[ImGuiCol_Text] = rgb(236, 240, 242);
  c[ImGuiCol_TextDisabled] = rgb(128, 140, 148);
  c[ImGuiCol_Button] = rgb(52, 104, 86);
  c[ImGuiCol_ButtonHovered] = rgb(66, 128, 106);
  c[ImGuiCol_ButtonActive] = rgb(42, 88, 72);
  c[ImGuiCol_FrameBg] = rgb(46, 56, 65);
  c[ImGuiCol_FrameBgHovered] = rgb(56, 68, 78);
  c[ImGuiCol_FrameBgActive] = rgb(62, 76, 88);
  c[ImGuiCol_Header] = rgb(52, 64, 74);
  c[ImGuiCol_HeaderHovered] = rgb(62, 76, 88);
  c[ImGuiCol_HeaderActive] = rgb(70, 86, 98);
  c[ImGuiCol_CheckMark] = rgb(236, 178, 46);
  c[ImGuiCol_SliderGrab] = rgb(236, 178, 46);
  c[ImGuiCol_SliderGrabActive] = rgb(250, 196, 70);
  c[ImGuiCol_Separator] = rgb(58, 70, 80);
  c[ImGuiCol_TitleBg] = rgb(26, 33, 39);
  c[ImGuiCol_TitleBgActive] = rgb(26, 33, 39);
  c[ImGuiCol_ModalWindowDimBg] = rgb(0, 0, 0, 0.55f);
  s.ScaleAllSizes(touch_scale);
  // Fingers: every button, field and check box 44 px tall (16 px text).
  if (touch_scale > 1.0f) s.FramePadding.y = 14.0f;
}

}  // namespace landlord::ui
