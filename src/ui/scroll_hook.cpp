// Test hook: where each scrollable window is scrolled, so the browser tests
// can tell that a finger swipe moved the content (window.__landlord.scroll).
#include <cstdio>
#include <string>

#include "imgui.h"
#include "imgui_internal.h"
#include "ui/view.h"

namespace landlord::ui {

#ifdef LANDLORD_TEST_HOOKS
namespace {

// "##main" -> "main", "##main/##log_1A2B3C4D" -> "log".
std::string short_name(const char* name) {
  std::string s(name);
  if (auto slash = s.rfind('/'); slash != std::string::npos) {
    s.erase(0, slash + 1);
    if (auto us = s.rfind('_'); us != std::string::npos && s.size() - us == 9) s.erase(us);
  }
  while (!s.empty() && s[0] == '#') s.erase(0, 1);
  return s;
}

}  // namespace
#endif

void publish_scroll_positions() {
#ifdef LANDLORD_TEST_HOOKS
  static std::string last;
  std::string text = "{";
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (!w->Active || w->ScrollMax.y <= 0.5f) continue;
    char buf[300];
    const ImRect& r = w->OuterRectClipped;  // the part on screen, for a finger to start on
    std::snprintf(buf, sizeof buf,
                  "%s\"%s\":{\"y\":%.1f,\"max\":%.1f,\"rect\":[%.1f,%.1f,%.1f,%.1f]}",
                  text.size() > 1 ? "," : "", short_name(w->Name).c_str(), w->Scroll.y, w->ScrollMax.y, r.Min.x,
                  r.Min.y, r.Max.x, r.Max.y);
    text += buf;
  }
  text += "}";
  if (text != last) {
    last = text;
    platform::publish_for_tests("scroll", text);
  }
#endif
}

}  // namespace landlord::ui
