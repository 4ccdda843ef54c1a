// The blank page: the game's host (SDL2, WebGL2, Dear ImGui, the game's
// fonts and atlas, the same main loop) drawing one window and nothing else.
// scripts/first-frame.mjs loads it beside the game, so the game's first
// frame is measured against the least a page of its kind can do.
#include "imgui.h"
#include "platform/host.h"

namespace {

class Blank final : public landlord::platform::Client {
 public:
  bool frame(const landlord::platform::FrameContext& ctx) override {
    ImGui::SetNextWindowPos(ImVec2(ctx.width * 0.5f, ctx.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::Begin("Blank", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
    ImGui::PushFont(ctx.fonts.title);
    ImGui::TextUnformatted("Blank page");
    ImGui::PopFont();
    ImGui::TextUnformatted("Dear ImGui, SDL2 and WebGL2 with the game's fonts.");
    ImGui::PushFont(ctx.fonts.bold);
    ImGui::TextUnformatted("$200");
    ImGui::PopFont();
    ImGui::PushFont(ctx.fonts.small);
    ImGui::TextUnformatted("small text");
    ImGui::PopFont();
    ImGui::End();
    return false;
  }
};

}  // namespace

int main(int, char**) {
  static Blank blank;  // static: the web main loop outlives main()
  landlord::platform::HostOptions options;
  options.title = "Blank";
  return landlord::platform::run(blank, options);
}
