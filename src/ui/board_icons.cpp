#include "ui/board_icons.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace landlord::ui {

namespace {

const ImU32 kEdge = IM_COL32(28, 30, 34, 255);

bool has_word(const std::string& s, const char* w) {
  std::string low = s;
  for (char& ch : low) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return low.find(w) != std::string::npos;
}

}  // namespace

void draw_space_icon(ImDrawList* dl, const Edition& ed, const Space& sp, ImVec2 c, float s) {
  const float h = s * 0.5f, t = std::max(1.5f, s * 0.07f);
  switch (sp.kind) {
    case SpaceKind::kCard: {
      if (sp.deck == 0) {
        // Chance: a tilted card with a question mark.
        ImU32 col = deck_colour(ed, 0);
        dl->AddRectFilled(ImVec2(c.x - h * 0.7f, c.y - h), ImVec2(c.x + h * 0.7f, c.y + h), col, s * 0.12f);
        dl->AddRect(ImVec2(c.x - h * 0.7f, c.y - h), ImVec2(c.x + h * 0.7f, c.y + h), kEdge, s * 0.12f, 0, t);
        // The "?": an arc, a stem and a dot.
        dl->PathArcTo(ImVec2(c.x, c.y - h * 0.35f), h * 0.32f, 3.3f, 7.3f, 12);
        dl->PathLineTo(ImVec2(c.x, c.y + h * 0.2f));
        dl->PathStroke(IM_COL32(255, 255, 255, 255), 0, t * 1.6f);
        dl->AddCircleFilled(ImVec2(c.x, c.y + h * 0.55f), t * 1.1f, IM_COL32(255, 255, 255, 255), 8);
      } else {
        // Community chest / the second deck: a chest with a lid and clasp.
        ImU32 wood = IM_COL32(190, 120, 50, 255);
        ImVec2 a(c.x - h, c.y - h * 0.45f), b(c.x + h, c.y + h * 0.7f);
        dl->AddRectFilled(ImVec2(a.x, a.y - h * 0.4f), ImVec2(b.x, a.y + h * 0.15f), IM_COL32(160, 96, 36, 255), s * 0.1f,
                          ImDrawFlags_RoundCornersTop);
        dl->AddRectFilled(ImVec2(a.x, a.y + h * 0.15f), b, wood);
        dl->AddRect(ImVec2(a.x, a.y - h * 0.4f), b, kEdge, s * 0.08f, 0, t);
        dl->AddLine(ImVec2(a.x, a.y + h * 0.15f), ImVec2(b.x, a.y + h * 0.15f), kEdge, t);
        dl->AddRectFilled(ImVec2(c.x - h * 0.16f, a.y), ImVec2(c.x + h * 0.16f, a.y + h * 0.45f), IM_COL32(240, 200, 60, 255));
        dl->AddRect(ImVec2(c.x - h * 0.16f, a.y), ImVec2(c.x + h * 0.16f, a.y + h * 0.45f), kEdge, 0, 0, t * 0.7f);
      }
      break;
    }
    case SpaceKind::kTax: {
      // A gold coin with a diamond on it.
      dl->AddCircleFilled(c, h * 0.9f, IM_COL32(236, 190, 60, 255), 24);
      dl->AddCircle(c, h * 0.9f, kEdge, 24, t);
      dl->AddCircle(c, h * 0.68f, IM_COL32(170, 120, 20, 255), 24, t * 0.8f);
      ImVec2 d[4] = {{c.x, c.y - h * 0.42f}, {c.x + h * 0.3f, c.y}, {c.x, c.y + h * 0.42f}, {c.x - h * 0.3f, c.y}};
      dl->AddConvexPolyFilled(d, 4, IM_COL32(170, 120, 20, 255));
      break;
    }
    case SpaceKind::kRailroad: {
      // A locomotive: boiler, cab, chimney, wheels.
      ImU32 body = IM_COL32(48, 52, 60, 255);
      dl->AddRectFilled(ImVec2(c.x - h, c.y - h * 0.2f), ImVec2(c.x + h * 0.35f, c.y + h * 0.45f), body, 2.0f);
      dl->AddRectFilled(ImVec2(c.x + h * 0.3f, c.y - h * 0.7f), ImVec2(c.x + h, c.y + h * 0.45f), body, 2.0f);
      dl->AddRectFilled(ImVec2(c.x + h * 0.45f, c.y - h * 0.55f), ImVec2(c.x + h * 0.85f, c.y - h * 0.2f), IM_COL32(250, 220, 120, 255));
      dl->AddRectFilled(ImVec2(c.x - h * 0.8f, c.y - h * 0.65f), ImVec2(c.x - h * 0.5f, c.y - h * 0.2f), body);
      for (float x : {-0.65f, -0.05f, 0.65f}) {
        dl->AddCircleFilled(ImVec2(c.x + h * x, c.y + h * 0.62f), h * 0.25f, IM_COL32(200, 40, 40, 255), 12);
        dl->AddCircle(ImVec2(c.x + h * x, c.y + h * 0.62f), h * 0.25f, kEdge, 12, t * 0.7f);
      }
      break;
    }
    case SpaceKind::kUtility: {
      if (has_word(sp.name, "water")) {
        // A drop.
        ImU32 blue = IM_COL32(60, 140, 220, 255);
        dl->AddCircleFilled(ImVec2(c.x, c.y + h * 0.25f), h * 0.55f, blue, 20);
        dl->AddTriangleFilled(ImVec2(c.x, c.y - h), ImVec2(c.x - h * 0.5f, c.y + h * 0.05f), ImVec2(c.x + h * 0.5f, c.y + h * 0.05f), blue);
        dl->AddCircleFilled(ImVec2(c.x - h * 0.2f, c.y + h * 0.2f), h * 0.12f, IM_COL32(255, 255, 255, 200), 8);
      } else {
        // A light bulb.
        dl->AddCircleFilled(ImVec2(c.x, c.y - h * 0.2f), h * 0.6f, IM_COL32(255, 226, 90, 255), 20);
        dl->AddCircle(ImVec2(c.x, c.y - h * 0.2f), h * 0.6f, kEdge, 20, t);
        dl->AddRectFilled(ImVec2(c.x - h * 0.28f, c.y + h * 0.38f), ImVec2(c.x + h * 0.28f, c.y + h * 0.85f), IM_COL32(150, 150, 156, 255), 2.0f);
        dl->AddRect(ImVec2(c.x - h * 0.28f, c.y + h * 0.38f), ImVec2(c.x + h * 0.28f, c.y + h * 0.85f), kEdge, 2.0f, 0, t * 0.8f);
        dl->AddLine(ImVec2(c.x - h * 0.15f, c.y - h * 0.1f), ImVec2(c.x + h * 0.15f, c.y - h * 0.1f), IM_COL32(200, 120, 20, 255), t);
      }
      break;
    }
    case SpaceKind::kFreeParking: {
      // A parking sign.
      ImVec2 a(c.x - h * 0.8f, c.y - h * 0.8f), b(c.x + h * 0.8f, c.y + h * 0.8f);
      dl->AddRectFilled(a, b, IM_COL32(40, 90, 190, 255), s * 0.14f);
      dl->AddRect(a, b, IM_COL32(255, 255, 255, 255), s * 0.14f, 0, t);
      float x = c.x - h * 0.25f;
      dl->AddLine(ImVec2(x, c.y - h * 0.5f), ImVec2(x, c.y + h * 0.5f), IM_COL32(255, 255, 255, 255), t * 2.0f);
      dl->PathArcTo(ImVec2(x + h * 0.12f, c.y - h * 0.2f), h * 0.3f, -1.5708f, 1.5708f, 12);
      dl->PathStroke(IM_COL32(255, 255, 255, 255), 0, t * 2.0f);
      dl->AddLine(ImVec2(x, c.y - h * 0.5f), ImVec2(x + h * 0.12f, c.y - h * 0.5f), IM_COL32(255, 255, 255, 255), t * 2.0f);
      dl->AddLine(ImVec2(x, c.y + h * 0.1f), ImVec2(x + h * 0.12f, c.y + h * 0.1f), IM_COL32(255, 255, 255, 255), t * 2.0f);
      break;
    }
    case SpaceKind::kGoToJail: {
      // A barred window with an arrow towards it.
      ImVec2 a(c.x - h * 0.1f, c.y - h * 0.7f), b(c.x + h * 0.9f, c.y + h * 0.7f);
      dl->AddRectFilled(a, b, IM_COL32(240, 150, 60, 255), 3.0f);
      for (int k = 1; k < 4; ++k) {
        float x = a.x + (b.x - a.x) * static_cast<float>(k) / 4.0f;
        dl->AddLine(ImVec2(x, a.y), ImVec2(x, b.y), kEdge, t);
      }
      dl->AddRect(a, b, kEdge, 3.0f, 0, t);
      dl->AddLine(ImVec2(c.x - h, c.y), ImVec2(c.x - h * 0.35f, c.y), IM_COL32(200, 40, 40, 255), t * 2.0f);
      dl->AddTriangleFilled(ImVec2(c.x - h * 0.2f, c.y), ImVec2(c.x - h * 0.45f, c.y - h * 0.25f),
                            ImVec2(c.x - h * 0.45f, c.y + h * 0.25f), IM_COL32(200, 40, 40, 255));
      break;
    }
    default: break;
  }
  (void)ed;
}

void draw_house(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  float w = b.x - a.x, h = b.y - a.y;
  ImVec2 p[5] = {{a.x, a.y + h * 0.42f}, {a.x + w * 0.5f, a.y}, {b.x, a.y + h * 0.42f}, {b.x, b.y}, {a.x, b.y}};
  dl->AddConvexPolyFilled(p, 5, IM_COL32(40, 165, 80, 255));
  dl->AddPolyline(p, 5, kEdge, ImDrawFlags_Closed, 1.5f);
}

void draw_hotel(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  float w = b.x - a.x, h = b.y - a.y;
  ImVec2 p[5] = {{a.x, a.y + h * 0.3f}, {a.x + w * 0.5f, a.y}, {b.x, a.y + h * 0.3f}, {b.x, b.y}, {a.x, b.y}};
  dl->AddConvexPolyFilled(p, 5, IM_COL32(205, 40, 40, 255));
  dl->AddPolyline(p, 5, kEdge, ImDrawFlags_Closed, 1.8f);
  // Windows, so the hotel reads as a building, not a bar.
  for (int k = 0; k < 3; ++k) {
    float x = a.x + w * (0.2f + 0.25f * static_cast<float>(k));
    dl->AddRectFilled(ImVec2(x, a.y + h * 0.5f), ImVec2(x + w * 0.12f, a.y + h * 0.72f), IM_COL32(255, 230, 150, 255));
  }
}

BoardLook board_look(const Edition& ed) {
  BoardLook l;
  if (ed.id == "boutique") {
    l.board = IM_COL32(250, 236, 240, 255);
    l.centre = IM_COL32(246, 226, 232, 255);
    l.title_bg = IM_COL32(24, 22, 26, 255);
    l.title_ink = IM_COL32(226, 190, 110, 255);
    l.accent = IM_COL32(217, 58, 150, 255);
    l.title = "BOUTIQUE";
    l.pattern = 1;
    l.deck[0] = IM_COL32(226, 96, 168, 255);   // rose
    l.deck[1] = IM_COL32(214, 176, 96, 255);   // gold
  } else if (ed.id == "travel") {
    l.board = IM_COL32(246, 238, 218, 255);
    l.centre = IM_COL32(232, 240, 246, 255);
    l.title_bg = IM_COL32(20, 96, 160, 255);
    l.title_ink = IM_COL32(255, 255, 255, 255);
    l.accent = IM_COL32(20, 96, 160, 255);
    l.title = "LANDLORD TRAVEL";
    l.pattern = 2;
    l.deck[0] = IM_COL32(70, 150, 214, 255);   // sky
    l.deck[1] = IM_COL32(120, 186, 120, 255);  // meadow
  } else {
    l.board = IM_COL32(236, 242, 230, 255);
    l.centre = IM_COL32(224, 236, 218, 255);
    l.title_bg = IM_COL32(180, 40, 40, 255);
    l.title_ink = IM_COL32(255, 255, 255, 255);
    l.accent = IM_COL32(180, 40, 40, 255);
    l.title = "LANDLORD";
    l.deck[0] = IM_COL32(90, 170, 210, 255);
    l.deck[1] = IM_COL32(245, 150, 50, 255);
  }
  return l;
}

ImU32 deck_colour(const Edition& ed, int deck) {
  return board_look(ed).deck[deck == 0 ? 0 : 1];
}

}  // namespace landlord::ui
