// Shared helpers of the views: the test-visible widget list, colours,
// tokens, buttons that say why they are disabled, fitted text.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "engine/json.h"
#include "imgui_internal.h"
#include "text/numbers.h"
#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

void Widgets::add(const std::string& id, const std::string& label, ImVec2 min, ImVec2 max,
                  bool enabled, ImVec2 clip_min, ImVec2 clip_max, const std::string& action) {
  Item it;
  it.id = id;
  it.label = label;
  it.action = action;
  it.x = min.x;
  it.y = min.y;
  it.w = max.x - min.x;
  it.h = max.y - min.y;
  ImVec2 a(std::max(min.x, clip_min.x), std::max(min.y, clip_min.y));
  ImVec2 b(std::min(max.x, clip_max.x), std::min(max.y, clip_max.y));
  it.visible = b.x - a.x > 2.0f && b.y - a.y > 2.0f;
  it.cx = it.visible ? (a.x + b.x) * 0.5f : it.x + it.w * 0.5f;
  it.cy = it.visible ? (a.y + b.y) * 0.5f : it.y + it.h * 0.5f;
  it.enabled = enabled;
  items_.push_back(std::move(it));
}

bool Widgets::add_last_item(const std::string& id, const std::string& label, bool enabled,
                            const std::string& action) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  add(id, label, min, max, enabled, dl->GetClipRectMin(), dl->GetClipRectMax(), action);
  const bool input = (GImGui->LastItemData.InFlags & ImGuiItemFlags_Inputable) != 0;
  items_.back().input = input;
  bool pressed = focus.item(id, enabled, min, max, input);
  if (focus.ring_shown() && focus.focused() == id) show("focus-ring", id, min, max);
  return pressed;
}

void Widgets::show(const std::string& kind, const std::string& text, ImVec2 min, ImVec2 max, int space) {
#ifdef LANDLORD_TEST_HOOKS
  // Whole: nothing of it cut off by the window it is drawn in (a row that
  // scrolls out of its panel is not).
  bool whole = true;
  if (const ImGuiWindow* w = GImGui->CurrentWindow) {
    const ImVec2 ca = w->DrawList->GetClipRectMin(), cb = w->DrawList->GetClipRectMax();
    whole = min.x >= ca.x - 0.5f && min.y >= ca.y - 0.5f && max.x <= cb.x + 0.5f && max.y <= cb.y + 0.5f;
  }
  shown_.push_back({kind, text, min.x, min.y, max.x - min.x, max.y - min.y, space, whole});
#else
  (void)kind;
  (void)text;
  (void)min;
  (void)max;
  (void)space;
#endif
}

void Widgets::publish() {
#ifdef LANDLORD_TEST_HOOKS
  Json arr = Json::array();
  auto r = [](float v) { return std::round(v * 10.0f) / 10.0f; };
  for (const Item& it : items_) {
    arr.push_back({{"id", it.id},
                   {"label", it.label},
                   {"x", r(it.x)},
                   {"y", r(it.y)},
                   {"w", r(it.w)},
                   {"h", r(it.h)},
                   {"cx", r(it.cx)},
                   {"cy", r(it.cy)},
                   {"enabled", it.enabled},
                   {"visible", it.visible}});
    if (!it.action.empty()) arr.back()["action"] = it.action;
    if (it.text_w >= 0.0f) arr.back()["text_w"] = r(it.text_w);
  }
  std::string text = dump_json(arr);
  if (text != last_) {
    last_ = text;
    platform::publish_for_tests("widgets", text);
  }
  Json shown = Json::array();
  for (const Shown& s : shown_) {
    shown.push_back({{"kind", s.kind}, {"text", s.text}, {"x", r(s.x)}, {"y", r(s.y)}, {"w", r(s.w)},
                     {"h", r(s.h)}, {"space", s.space}, {"whole", s.whole}});
  }
  text = dump_json(shown);
  if (text != last_shown_) {
    last_shown_ = text;
    platform::publish_for_tests("shown", text);
  }
#endif
}

ImU32 player_colour(int index) {
  // None of them is a colour-group colour of any edition (brown, light
  // blue, pink, orange, red, yellow, green, dark blue), so an owner's mark
  // never vanishes into a band; each player also has a token shape.
  static const ImU32 kColours[kColourCount] = {
      IM_COL32(136, 70, 210, 255),   // violet
      IM_COL32(0, 178, 178, 255),    // teal
      IM_COL32(252, 168, 150, 255),  // salmon
      IM_COL32(176, 226, 60, 255),   // lime
      IM_COL32(34, 40, 112, 255),    // navy
      IM_COL32(248, 248, 244, 255),  // white
      IM_COL32(34, 34, 38, 255),     // charcoal
      IM_COL32(150, 154, 166, 255),  // silver
  };
  return kColours[((index % kColourCount) + kColourCount) % kColourCount];
}

const char* player_colour_name(int index) {
  static const char* kNames[kColourCount] = {
      trc_noop("colour", "Violet"), trc_noop("colour", "Teal"),  trc_noop("colour", "Salmon"),
      trc_noop("colour", "Lime"),   trc_noop("colour", "Navy"),  trc_noop("colour", "White"),
      trc_noop("colour", "Charcoal"), trc_noop("colour", "Silver")};
  return trc("colour", kNames[((index % kColourCount) + kColourCount) % kColourCount]);
}

const char* token_name(int index) {
  static const char* kNames[kTokenCount] = {
      trc_noop("token", "Disc"), trc_noop("token", "Square"),  trc_noop("token", "Triangle"),
      trc_noop("token", "Diamond"), trc_noop("token", "Star"), trc_noop("token", "Hexagon"),
      trc_noop("token", "Cross"), trc_noop("token", "Ring")};
  return trc("token", kNames[((index % kTokenCount) + kTokenCount) % kTokenCount]);
}

ImU32 seat_colour(const Session& s, int player) {
  if (player < 0 || player >= static_cast<int>(s.seats().size())) return IM_COL32(160, 160, 160, 255);
  return player_colour(s.seats()[player].colour);
}

void draw_token(ImDrawList* dl, ImVec2 c, float r, int token, ImU32 col, bool outline) {
  // Dark tokens get a light edge, so they show on the dark panels too.
  const ImU32 edge = ink_on(col) == IM_COL32(255, 255, 255, 255) ? IM_COL32(225, 228, 232, 255) : IM_COL32(20, 24, 28, 255);
  const float t = std::max(1.0f, r * 0.18f);
  auto poly = [&](int n, float rot, float rr) {
    ImVec2 pts[12];
    for (int i = 0; i < n; ++i) {
      float a = rot + 6.2831853f * static_cast<float>(i) / static_cast<float>(n);
      pts[i] = ImVec2(c.x + std::cos(a) * rr, c.y + std::sin(a) * rr);
    }
    dl->AddConvexPolyFilled(pts, n, col);
    if (outline) dl->AddPolyline(pts, n, edge, ImDrawFlags_Closed, t);
  };
  switch (((token % kTokenCount) + kTokenCount) % kTokenCount) {
    case 0:
      dl->AddCircleFilled(c, r, col, 24);
      if (outline) dl->AddCircle(c, r, edge, 24, t);
      break;
    case 1: poly(4, 0.785398f, r * 1.15f); break;
    case 2: poly(3, -1.570796f, r * 1.2f); break;
    case 3: poly(4, 0.0f, r * 1.2f); break;
    case 4: {
      ImVec2 pts[10];
      for (int i = 0; i < 10; ++i) {
        float a = -1.570796f + 6.2831853f * static_cast<float>(i) / 10.0f;
        float rr = (i % 2 == 0) ? r * 1.25f : r * 0.55f;
        pts[i] = ImVec2(c.x + std::cos(a) * rr, c.y + std::sin(a) * rr);
      }
      // A star is not convex: fill it as five triangles plus the centre.
      for (int i = 0; i < 10; i += 2) {
        dl->AddTriangleFilled(pts[i], pts[(i + 1) % 10], pts[(i + 9) % 10], col);
      }
      dl->AddCircleFilled(c, r * 0.58f, col, 12);
      if (outline) dl->AddPolyline(pts, 10, edge, ImDrawFlags_Closed, t);
      break;
    }
    case 5: poly(6, 0.0f, r * 1.1f); break;
    case 6: {
      float a = r * 0.38f, b = r * 1.05f;
      ImVec2 p[12] = {{c.x - a, c.y - b}, {c.x + a, c.y - b}, {c.x + a, c.y - a}, {c.x + b, c.y - a},
                      {c.x + b, c.y + a}, {c.x + a, c.y + a}, {c.x + a, c.y + b}, {c.x - a, c.y + b},
                      {c.x - a, c.y + a}, {c.x - b, c.y + a}, {c.x - b, c.y - a}, {c.x - a, c.y - a}};
      dl->AddRectFilled(ImVec2(c.x - a, c.y - b), ImVec2(c.x + a, c.y + b), col);
      dl->AddRectFilled(ImVec2(c.x - b, c.y - a), ImVec2(c.x + b, c.y + a), col);
      if (outline) dl->AddPolyline(p, 12, edge, ImDrawFlags_Closed, t);
      break;
    }
    default:
      dl->AddCircle(c, r * 0.8f, col, 24, r * 0.5f);
      if (outline) {
        dl->AddCircle(c, r * 1.05f, edge, 24, t);
        dl->AddCircle(c, r * 0.55f, edge, 24, t);
      }
      break;
  }
}

ImU32 group_colour(const Edition& ed, int group) {
  if (group < 0 || group >= static_cast<int>(ed.groups.size())) return IM_COL32(200, 200, 200, 255);
  const std::string& c = ed.groups[group].colour;
  unsigned r = 200, g = 200, b = 200;
  if (c.size() == 7 && c[0] == '#') std::sscanf(c.c_str() + 1, "%02x%02x%02x", &r, &g, &b);
  return IM_COL32(r, g, b, 255);
}

ImU32 ink_on(ImU32 bg) {
  float r = static_cast<float>((bg >> IM_COL32_R_SHIFT) & 0xFF);
  float g = static_cast<float>((bg >> IM_COL32_G_SHIFT) & 0xFF);
  float b = static_cast<float>((bg >> IM_COL32_B_SHIFT) & 0xFF);
  float lum = 0.299f * r + 0.587f * g + 0.114f * b;
  return lum > 150.0f ? IM_COL32(20, 24, 28, 255) : IM_COL32(255, 255, 255, 255);
}

// In the language in use: its thousands separator, the sign where it puts it.
std::string money(const Edition& ed, int64_t amount) { return text::money(ed.currency, amount); }

std::string capitalised(std::string s) {
  // The first character whole (UTF-8): "électricité" gives "Électricité".
  const auto lead = s.empty() ? 0u : static_cast<unsigned char>(s[0]);
  const std::size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
  if (s.empty() || n > s.size()) return s;
  return in_capitals(s.substr(0, n)) + s.substr(n);
}

std::string short_tag(const std::string& name) {
  std::string tag;
  bool start = true;
  int words = 0;
  for (char c : name) {
    if (c == ' ') {
      start = true;
      continue;
    }
    if (start) {
      tag += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      ++words;
    }
    start = false;
  }
  if (words >= 2) return tag.substr(0, 3);
  if (name.size() >= 2) return capitalised(name.substr(0, 2));
  return capitalised(name);
}

std::string clock_text(int64_t ms) {
  int64_t t = (std::max<int64_t>(0, ms) + 999) / 1000;
  char buf[32];
  if (t >= 3600) {
    std::snprintf(buf, sizeof buf, "%d:%02d:%02d", static_cast<int>(t / 3600), static_cast<int>(t / 60 % 60),
                  static_cast<int>(t % 60));
  } else {
    std::snprintf(buf, sizeof buf, "%d:%02d", static_cast<int>(t / 60), static_cast<int>(t % 60));
  }
  return buf;
}

namespace {
std::string g_tooltip;  // the tooltip shown this frame (test hook)
}

const std::string& tooltip_shown() { return g_tooltip; }
void clear_tooltip_shown() { g_tooltip.clear(); }

bool tooltip_ok() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.MouseDown[0] || platform::pointer_long_press()) return true;
  // After a tap the pointer stays exactly where the finger was lifted.
  ImVec2 d(io.MousePos.x - io.MouseClickedPos[0].x, io.MousePos.y - io.MouseClickedPos[0].y);
  bool clicked_ever = io.MouseClickedTime[0] > 0.0;
  return !(clicked_ever && d.x * d.x + d.y * d.y < 1.0f);
}

void tooltip(const std::string& text) {
  if (text.empty() || !tooltip_ok()) return;
  g_tooltip = text;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

bool button(Frame& f, const std::string& id, const std::string& label, bool enabled,
            const std::string& reason, ImVec2 size) {
  std::string full = label + "###" + id;
  if (!enabled) {
    // Disabled: a flat grey button with dimmed text, clearly not pressable.
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.24f, 0.27f, 0.30f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.24f, 0.27f, 0.30f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.24f, 0.27f, 0.30f, 1.0f));
    ImGui::BeginDisabled();
  }
  bool clicked = ImGui::Button(full.c_str(), size);
  if (!enabled) {
    ImGui::EndDisabled();
    ImGui::PopStyleColor(3);
  }
  if (f.widgets.add_last_item(id, label, enabled)) clicked = true;
  f.widgets.last_text_width(button_width(label));
  if (!enabled && !reason.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    tooltip(reason);
    // A tap on a disabled button says why in the panel (no hover on touch).
    if (ImGui::IsMouseReleased(0)) f.view.note = reason;
  }
  if (clicked && enabled) f.view.note.clear();
  return clicked && enabled;
}

std::string action_key(const Action& a) {
  return std::string(action_type_name(a.type)) + ":" + std::to_string(a.player) + ":" + std::to_string(a.space);
}

bool legal_now(const Frame& f, const Action& a) {
  return validate(f.session.edition(), f.session.state(), a) == Rejection::kNone;
}

namespace {

// A button pressed only when `ok`; otherwise drawn disabled (true only when
// pressed).
bool gated_button(const std::string& full, bool ok, ImVec2 size) {
  if (ok) return ImGui::Button(full.c_str(), size);
  ImGui::BeginDisabled();
  ImGui::Button(full.c_str(), size);
  ImGui::EndDisabled();
  return false;
}

// Carries out a pressed action button's action: the panel's note goes, and
// the engine's message shows if it refuses.
bool act_pressed(Frame& f, const Action& a) {
  f.view.note.clear();
  ApplyResult res = f.session.act(a);
  f.view.last_error = res.ok() ? std::string() : res.message;
  return res.ok();
}

}  // namespace

bool action_button(Frame& f, const std::string& id, const std::string& label, const Action& a,
                   ImVec2 size, bool primary) {
  const Session& s = f.session;
  if (!legal_now(f, a)) return false;
  bool ok = s.waiting_human() == a.player;
  std::string reason;
  if (!ok) reason = s.animating() ? tr("Wait for the move to finish") : tr("A computer player is deciding");
  if (primary && ok) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.86f, 0.62f, 0.12f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.95f, 0.72f, 0.20f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.76f, 0.54f, 0.08f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.08f, 0.09f, 0.10f, 1.0f));
    ImGui::PushFont(f.fonts.bold);
  }
  bool clicked = gated_button(label + "###" + id, ok, size);
  if (primary && ok) {
    ImGui::PopFont();
    ImGui::PopStyleColor(4);
    f.widgets.focus.set_default(id);
  }
  if (f.widgets.add_last_item(id, label, ok, action_key(a))) clicked = true;
  if (!ok && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) tooltip(reason);
  return clicked && ok && act_pressed(f, a);
}

bool side_action_button(Frame& f, const std::string& id, const std::string& label, const Action& a,
                        ImVec2 size) {
  const Session& s = f.session;
  Rejection r = validate(s.edition(), s.state(), a);
  if (r != Rejection::kNone) {
    // Not a button: the label, muted, with the engine's reason on hover or tap.
    std::string reason = explain(s.edition(), s.state(), a, r, &s.names());
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(ImColor(palette().muted), "%s", label.c_str());
    f.widgets.add_last_item("why." + id, reason, false);
    if (ImGui::IsItemHovered()) {
      tooltip(reason);
      if (ImGui::IsMouseReleased(0)) f.view.note = reason;
    }
    return false;
  }
  bool ok = s.is_human(a.player) && !s.animating();
  bool clicked = gated_button(label + "###" + id, ok, size);
  if (f.widgets.add_last_item(id, label, ok, action_key(a))) clicked = true;
  if (!ok && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) tooltip(tr("Wait for the move to finish"));
  return clicked && ok && act_pressed(f, a);
}

bool key_more() {
  constexpr int kEquals = 46, kKeypadPlus = 87;  // SDL scancodes; + is Shift and =
  return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_UpArrow)) || ImGui::IsKeyPressed(kKeypadPlus) ||
         ImGui::IsKeyPressed(kEquals);
}

bool key_less() {
  constexpr int kMinus = 45, kKeypadMinus = 86;  // SDL scancodes
  return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_DownArrow)) || ImGui::IsKeyPressed(kKeypadMinus) ||
         ImGui::IsKeyPressed(kMinus);
}

void heading(Frame& f, const char* text) {
  ImGui::PushFont(f.fonts.bold);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette().accent));
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

bool primary_button(Frame& f, const std::string& id, const std::string& label, ImVec2 size) {
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.93f, 0.70f, 0.22f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.76f, 0.55f, 0.12f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.08f, 0.10f, 0.11f, 1.0f));
  ImGui::PushFont(f.fonts.bold);
  bool clicked = button(f, id, label, true, {}, size);
  ImGui::PopFont();
  ImGui::PopStyleColor(4);
  return clicked;
}

float button_width(const std::string& label) {
  return ImGui::CalcTextSize(label.c_str(), nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
}

void same_line_or_wrap(const std::string& label, float spacing) {
  ImGui::SameLine(0, spacing);
  if (ImGui::GetContentRegionAvail().x < button_width(label)) ImGui::NewLine();
}

bool choice_button(Frame& f, const std::string& id, const std::string& label, bool on) {
  if (on) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.92f, 0.70f, 0.22f, 1.0f));
  }
  bool clicked = button(f, id, label, true);
  if (on) ImGui::PopStyleColor(2);
  return clicked;
}

float draw_text_fit(ImDrawList* dl, ImFont* font, float max_size, float min_size, ImVec2 min,
                    ImVec2 max, const std::string& text, ImU32 colour, bool centre_v) {
  float width = max.x - min.x, height = max.y - min.y;
  if (width <= 2.0f || height <= 2.0f || text.empty()) return 0.0f;
  // Split into words once.
  std::vector<std::string> words;
  std::string cur;
  for (char ch : text) {
    if (ch == ' ' || ch == '\n') {
      if (!cur.empty()) words.push_back(cur);
      cur.clear();
      if (ch == '\n') words.push_back("\n");  // a line break the text asks for
    } else {
      cur += ch;
    }
  }
  if (!cur.empty()) words.push_back(cur);
  std::vector<std::string> lines;
  bool too_wide = false;
  auto lay_out = [&](float size) {
    lines.clear();
    too_wide = false;
    std::string line;
    for (const std::string& w : words) {
      if (w == "\n") {
        if (!line.empty()) lines.push_back(line);
        line.clear();
        continue;
      }
      std::string trial = line.empty() ? w : line + " " + w;
      if (font->CalcTextSizeA(size, FLT_MAX, 0.0f, trial.c_str()).x <= width) {
        line = trial;
      } else {
        if (!line.empty()) lines.push_back(line);
        line = w;
        if (font->CalcTextSizeA(size, FLT_MAX, 0.0f, w.c_str()).x > width) too_wide = true;
      }
    }
    if (!line.empty()) lines.push_back(line);
  };
  float size = max_size;
  for (;; size -= 0.5f) {
    lay_out(size);
    float h = static_cast<float>(lines.size()) * size;
    if ((!too_wide && h <= height) || size <= min_size) break;
  }
  // Still too big at the smallest size: a little smaller still (to 70% of
  // it) where that makes it fit whole, before any word is broken: a box too
  // short for a second line (the jail's name on a phone's board) keeps its
  // word on one.
  if (too_wide || static_cast<float>(lines.size()) * size > height) {
    const float at_min = size;
    bool fits = false;
    for (float smaller = size - 0.5f; smaller >= std::max(5.0f, min_size * 0.7f); smaller -= 0.5f) {
      lay_out(smaller);
      if (!too_wide && static_cast<float>(lines.size()) * smaller <= height) {
        size = smaller;
        fits = true;
        break;
      }
    }
    if (!fits) {
      size = at_min;
      lay_out(size);
    }
  }
  // A word wider than the box even at the smallest size (a long compound,
  // "Gemeinschaftsfeld" in a board's cell) is broken with a hyphen where
  // the box ends, between whole UTF-8 characters, rather than cut off.
  // One a little too wide ("Pennsylvania" in a phone's cell) loses no
  // more than the edge of a letter on each side, and is kept whole.
  if (too_wide) {
    std::vector<std::string> broken;
    for (const std::string& w : words) {
      std::string rest = w;
      while (w != "\n" && font->CalcTextSizeA(size, FLT_MAX, 0.0f, rest.c_str()).x > width * 1.1f) {
        std::size_t cut = 0;
        for (std::size_t i = 1; i < rest.size(); ++i) {
          if ((static_cast<unsigned char>(rest[i]) & 0xC0) == 0x80) continue;  // inside a character
          if (font->CalcTextSizeA(size, FLT_MAX, 0.0f, (rest.substr(0, i) + "-").c_str()).x > width) break;
          cut = i;
        }
        if (cut == 0) break;  // not even one letter fits
        broken.push_back(rest.substr(0, cut) + "-");
        rest = rest.substr(cut);
      }
      broken.push_back(rest);
    }
    words = std::move(broken);
    lay_out(size);
  }
  float total = static_cast<float>(lines.size()) * size;
  float y = centre_v ? min.y + std::max(0.0f, (height - total) * 0.5f) : min.y;
  dl->PushClipRect(min, max, true);
  for (const std::string& l : lines) {
    float w = font->CalcTextSizeA(size, FLT_MAX, 0.0f, l.c_str()).x;
    dl->AddText(font, size, ImVec2(std::floor(min.x + (width - w) * 0.5f), std::floor(y)), colour,
                l.c_str());
    y += size;
  }
  dl->PopClipRect();
  return total;
}

std::string typed_text() {
  const ImGuiInputTextState* st = ImGui::GetInputTextState(ImGui::GetActiveID());
  if (!st || st->CurLenW <= 0) return {};
  std::string out(static_cast<size_t>(st->CurLenW) * 4 + 1, '\0');
  int n = ImTextStrToUtf8(out.data(), static_cast<int>(out.size()), st->TextW.Data, st->TextW.Data + st->CurLenW);
  out.resize(static_cast<size_t>(n));
  return out;
}

}  // namespace landlord::ui
