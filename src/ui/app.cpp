// The title screen. The board, panels and dialogs are added view by view.
#include "ui/app.h"

#include "ui/theme.h"

namespace landlord::ui {

App::App(platform::Storage& storage) : storage_(storage) {}

bool App::frame(const platform::FrameContext& ctx) {
  // Phones (narrow viewports) get larger touch targets.
  float touch = ctx.width < 600.0f ? 1.25f : 1.0f;
  if (touch != styled_for_) {
    apply_style(touch);
    styled_for_ = touch;
  }
  const Palette& pal = palette();
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  bg->AddRectFilled(ImVec2(0, 0), ImVec2(ctx.width, ctx.height), pal.table);

  ImGui::SetNextWindowPos(ImVec2(ctx.width * 0.5f, ctx.height * 0.45f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(ctx.width < 460.0f ? ctx.width - 24.0f : 420.0f, 0));
  ImGui::Begin("##title", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::PushFont(ctx.fonts.title);
  ImGui::TextColored(ImColor(pal.accent), "Landlord");
  ImGui::PopFont();
  ImGui::TextWrapped("A property-trading board game: buy, build, trade and bankrupt your rivals.");
  ImGui::End();
  return false;
}

}  // namespace landlord::ui
