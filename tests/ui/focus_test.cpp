// The keyboard's focus ring (ui/focus_ring.h), driven through real Dear
// ImGui frames without a window: Tab order, wrapping, disabled controls
// skipped, Enter on the ring and on the default control, presses from the
// accessible mirror, dialogs that keep Tab inside, a click that hides it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "imgui.h"
#include "ui/view.h"

namespace landlord::ui {
namespace {

constexpr int kEnterIndex = 40;  // the SDL scancode the host maps Enter to
constexpr int kSpaceIndex = 44;

struct Control {
  std::string id;
  bool enabled = true;
};

class FocusTest : public ::testing::Test {
 protected:
  void SetUp() override {
    IMGUI_CHECKVERSION();
    ctx_ = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(800, 600);
    io.DeltaTime = 1.0f / 60.0f;
    io.KeyMap[ImGuiKey_Enter] = kEnterIndex;
    io.KeyMap[ImGuiKey_Space] = kSpaceIndex;
    unsigned char* px = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
  }
  void TearDown() override { ImGui::DestroyContext(ctx_); }

  // One frame with `controls` drawn as buttons; returns the ids pressed
  // (by the mouse, the keyboard or the mirror).
  std::vector<std::string> frame(const std::vector<Control>& controls, int tabs = 0, int key = -1,
                                 const std::string& press = {}, const std::string& def = {},
                                 const std::string& modal = {}) {
    ImGuiIO& io = ImGui::GetIO();
    for (bool& k : io.KeysDown) k = false;
    if (key >= 0) io.KeysDown[key] = true;
    ImGui::NewFrame();
    widgets_.begin_frame();
    widgets_.focus.begin_frame(tabs, press);
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(800, 600));
    ImGui::Begin("##test");
    std::vector<std::string> pressed;
    for (const Control& c : controls) {
      if (!c.enabled) ImGui::BeginDisabled();
      bool clicked = ImGui::Button((c.id + "###" + c.id).c_str());
      if (!c.enabled) ImGui::EndDisabled();
      if (widgets_.add_last_item(c.id, c.id, c.enabled)) clicked = true;
      if (clicked) pressed.push_back(c.id);
      if (c.id == def) widgets_.focus.set_default(def);
    }
    if (!modal.empty()) widgets_.focus.set_modal(modal);
    ImGui::End();
    widgets_.focus.end_frame();
    ImGui::Render();
    // Release the key for the next frame (a press, not a hold).
    for (bool& k : io.KeysDown) k = false;
    return pressed;
  }

  ImGuiContext* ctx_ = nullptr;
  Widgets widgets_;
};

const std::vector<Control> kBar = {{"a"}, {"b"}, {"off", false}, {"c"}};

TEST_F(FocusTest, TabMovesThroughEnabledControlsInDrawingOrderAndWraps) {
  frame(kBar);
  EXPECT_FALSE(widgets_.focus.ring_shown());
  frame(kBar, +1);
  EXPECT_EQ(widgets_.focus.focused(), "a");
  EXPECT_TRUE(widgets_.focus.ring_shown());
  frame(kBar, +1);
  EXPECT_EQ(widgets_.focus.focused(), "b");
  frame(kBar, +1);
  EXPECT_EQ(widgets_.focus.focused(), "c") << "the disabled control is skipped";
  frame(kBar, +1);
  EXPECT_EQ(widgets_.focus.focused(), "a") << "wraps to the first";
  frame(kBar, -1);
  EXPECT_EQ(widgets_.focus.focused(), "c") << "Shift+Tab wraps to the last";
  frame(kBar, -2);
  EXPECT_EQ(widgets_.focus.focused(), "a");
}

TEST_F(FocusTest, TheFirstTabGoesToTheDefaultControl) {
  frame(kBar, 0, -1, {}, "c");
  frame(kBar, +1, -1, {}, "c");
  EXPECT_EQ(widgets_.focus.focused(), "c");
  frame(kBar, +1, -1, {}, "c");
  EXPECT_EQ(widgets_.focus.focused(), "a");
}

TEST_F(FocusTest, EnterAndSpacePressTheControlInTheRingOnly) {
  frame(kBar);
  frame(kBar, +1);
  frame(kBar, +1);
  ASSERT_EQ(widgets_.focus.focused(), "b");
  EXPECT_EQ(frame(kBar, 0, kEnterIndex), std::vector<std::string>{"b"});
  EXPECT_EQ(frame(kBar, 0, kSpaceIndex), std::vector<std::string>{"b"});
  EXPECT_TRUE(widgets_.focus.took_keys());
  EXPECT_TRUE(frame(kBar).empty()) << "no key, no press";
}

TEST_F(FocusTest, EnterWithNoRingPressesTheDefaultAndNothingWithoutOne) {
  frame(kBar, 0, -1, {}, "b");
  EXPECT_EQ(frame(kBar, 0, kEnterIndex, {}, "b"), std::vector<std::string>{"b"});
  EXPECT_FALSE(widgets_.focus.ring_shown());
  frame(kBar);
  frame(kBar);
  EXPECT_TRUE(frame(kBar, 0, kEnterIndex).empty());
  EXPECT_TRUE(frame(kBar, 0, kSpaceIndex).empty()) << "Space is left to the game's shortcuts";
}

TEST_F(FocusTest, TheMirrorPressesEnabledControlsOnly) {
  frame(kBar);
  EXPECT_EQ(frame(kBar, 0, -1, "c"), std::vector<std::string>{"c"});
  EXPECT_TRUE(frame(kBar, 0, -1, "off").empty()) << "a disabled control cannot be pressed";
  EXPECT_TRUE(frame(kBar, 0, -1, "gone").empty());
}

TEST_F(FocusTest, ADialogKeepsTabInside) {
  std::vector<Control> with_dialog = {{"a"}, {"b"}, {"dlg.ok"}, {"dlg.cancel"}};
  frame(with_dialog, 0, -1, {}, {}, "dlg.");
  for (int k = 0; k < 5; ++k) {
    frame(with_dialog, +1, -1, {}, {}, "dlg.");
    EXPECT_EQ(widgets_.focus.focused().rfind("dlg.", 0), 0u) << widgets_.focus.focused();
  }
}

TEST_F(FocusTest, AControlThatGoesAwayTakesTheRingWithIt) {
  frame(kBar);
  frame(kBar, +1);
  ASSERT_EQ(widgets_.focus.focused(), "a");
  frame({{"b"}, {"c"}});
  EXPECT_FALSE(widgets_.focus.ring_shown());
  frame({{"b"}, {"c"}}, +1);
  EXPECT_EQ(widgets_.focus.focused(), "b");
}

TEST_F(FocusTest, AClickHidesTheRing) {
  frame(kBar);
  frame(kBar, +1);
  ASSERT_TRUE(widgets_.focus.ring_shown());
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(700, 500);
  io.MouseDown[0] = true;
  frame(kBar);
  io.MouseDown[0] = false;
  EXPECT_FALSE(widgets_.focus.ring_shown());
}

}  // namespace
}  // namespace landlord::ui
