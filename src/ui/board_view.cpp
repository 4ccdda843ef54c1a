// The board, drawn with ImDrawList to fit any square: the spaces with
// their group colour bands (plus the group's letter cue for colour-blind
// players), names, prices, owners' marks, buildings and mortgages; the
// tokens as they walk; the decks, dice and the card just drawn in the
// centre. Hovering or tapping a space shows its title deed in the centre.
#include <algorithm>
#include <cmath>

#include "engine/edition_words.h"
#include "text/tr.h"
#include "ui/board_icons.h"
#include "ui/heat_map.h"
#include "ui/notices.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

namespace {

struct Geometry {
  ImVec2 o;
  float size = 0, corner = 0, cell = 0;
  int n = 40, k = 10;

  // Tokens, in token radii: how far inside the board from its space a
  // token stands, the distance between tokens sharing a space, and the
  // halo round the current player's.
  static constexpr float kTokenInset = 1.6f, kTokenPitch = 2.3f, kTokenHalo = 1.55f;
  // The radius of a token on this board.
  float token_radius() const { return std::max(5.0f, std::min(cell, corner) * 0.16f); }
  // Columns of the tokens sharing a space (count of them).
  static int token_cols(int count) { return count <= 2 ? count : (count <= 4 ? 2 : 3); }
  // Rows of them.
  static int token_rows(int count) {
    int cols = token_cols(count);
    return cols > 0 ? (count + cols - 1) / cols : 1;
  }
  // How deep into the centre the tokens standing beside the spaces reach
  // with `players` in the game (all on one space at worst), the current
  // player's halo included: what the centre keeps clear along its edges.
  // Tokens sharing a space stand in rows down the screen and columns
  // across it, so beside the side columns (and the corners) the columns
  // give the depth, beside the top and bottom rows the rows do.
  float token_strip(int players) const {
    int deep = std::max(token_rows(players), token_cols(players));
    return token_radius() * (kTokenInset + kTokenPitch * 0.5f * static_cast<float>(deep - 1) + kTokenHalo);
  }

  // Which side a space is on: 0 bottom, 1 left, 2 top, 3 right.
  int side(int i) const { return std::min(3, i / k); }
  bool is_corner(int i) const { return i % k == 0; }

  void rect(int i, ImVec2& a, ImVec2& b) const {
    float S = size, c = corner, w = cell;
    int s = side(i), j = i - s * k;
    if (j == 0) {
      // Corners: 0 bottom-right, k bottom-left, 2k top-left, 3k top-right.
      float x = (s == 0 || s == 3) ? S - c : 0;
      float y = (s == 0 || s == 1) ? S - c : 0;
      a = ImVec2(o.x + x, o.y + y);
      b = ImVec2(a.x + c, a.y + c);
      return;
    }
    float off = c + static_cast<float>(j - 1) * w;
    switch (s) {
      case 0: a = ImVec2(o.x + S - off - w, o.y + S - c); b = ImVec2(a.x + w, o.y + S); break;
      case 1: a = ImVec2(o.x, o.y + S - off - w); b = ImVec2(o.x + c, a.y + w); break;
      case 2: a = ImVec2(o.x + off, o.y); b = ImVec2(a.x + w, o.y + c); break;
      default: a = ImVec2(o.x + S - c, o.y + off); b = ImVec2(o.x + S, a.y + w); break;
    }
  }
};

// Splits a space into its colour band (towards the centre), its outer
// strip (owner's mark) and the body between.
void split(const Geometry& g, int i, ImVec2 a, ImVec2 b, float band, ImVec2& band_a,
           ImVec2& band_b, ImVec2& body_a, ImVec2& body_b, ImVec2& outer_a, ImVec2& outer_b) {
  // The owner's mark: at least 8 px (1280x800 gives about 11).
  float strip = std::max(9.0f, g.corner * 0.13f);
  switch (g.side(i)) {
    case 0:
      band_a = a; band_b = ImVec2(b.x, a.y + band);
      outer_a = ImVec2(a.x, b.y - strip); outer_b = b;
      body_a = ImVec2(a.x, a.y + band); body_b = ImVec2(b.x, b.y - strip);
      break;
    case 1:
      band_a = ImVec2(b.x - band, a.y); band_b = b;
      outer_a = a; outer_b = ImVec2(a.x + strip, b.y);
      body_a = ImVec2(a.x + strip, a.y); body_b = ImVec2(b.x - band, b.y);
      break;
    case 2:
      band_a = ImVec2(a.x, b.y - band); band_b = b;
      outer_a = a; outer_b = ImVec2(b.x, a.y + strip);
      body_a = ImVec2(a.x, a.y + strip); body_b = ImVec2(b.x, b.y - band);
      break;
    default:
      band_a = a; band_b = ImVec2(a.x + band, b.y);
      outer_a = ImVec2(b.x - strip, a.y); outer_b = b;
      body_a = ImVec2(a.x + band, a.y); body_b = ImVec2(b.x - strip, b.y);
      break;
  }
}

// Houses and hotels as little buildings filling the colour band, about
// twice the area of the old squares.
void draw_buildings(ImDrawList* dl, ImVec2 a, ImVec2 b, const Deed& d) {
  float w = b.x - a.x, h = b.y - a.y;
  bool horizontal = w >= h;
  float len = horizontal ? w : h, thick = horizontal ? h : w;
  ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  float bh = thick * 0.86f;  // building height across the band
  if (d.hotel) {
    float hw = std::min(len * 0.62f, bh * 1.9f);
    ImVec2 p0 = horizontal ? ImVec2(c.x - hw * 0.5f, c.y - bh * 0.5f) : ImVec2(c.x - bh * 0.5f, c.y - hw * 0.5f);
    ImVec2 p1 = horizontal ? ImVec2(c.x + hw * 0.5f, c.y + bh * 0.5f) : ImVec2(c.x + bh * 0.5f, c.y + hw * 0.5f);
    if (horizontal) draw_hotel(dl, p0, p1);
    else draw_hotel(dl, ImVec2(p0.x, c.y - bh * 0.5f), ImVec2(p1.x, c.y + bh * 0.5f));
    return;
  }
  int n = d.houses;
  float unit = std::min(len / (static_cast<float>(std::max(n, 1)) * 1.08f + 0.1f), bh * 0.9f);
  unit = std::min(unit, len / 4.3f * 1.0f + (4 - n) * 2.0f);
  float step = unit * 1.08f;
  float start = -step * static_cast<float>(n - 1) * 0.5f;
  for (int k = 0; k < n; ++k) {
    float off = start + step * static_cast<float>(k);
    ImVec2 m = horizontal ? ImVec2(c.x + off, c.y) : ImVec2(c.x, c.y + off);
    float hx = horizontal ? unit * 0.5f : bh * 0.5f, hy = horizontal ? bh * 0.5f : unit * 0.5f;
    draw_house(dl, ImVec2(m.x - hx, m.y - hy), ImVec2(m.x + hx, m.y + hy));
  }
}

void draw_die(ImDrawList* dl, ImVec2 a, float s, int value) {
  dl->AddRectFilled(a, ImVec2(a.x + s, a.y + s), IM_COL32(250, 250, 246, 255), s * 0.18f);
  dl->AddRect(a, ImVec2(a.x + s, a.y + s), IM_COL32(40, 40, 40, 255), s * 0.18f, 0, 1.5f);
  static const int kPips[7][7][2] = {
      {},
      {{1, 1}},
      {{0, 0}, {2, 2}},
      {{0, 0}, {1, 1}, {2, 2}},
      {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
      {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
      {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
  };
  value = std::clamp(value, 1, 6);
  for (int k = 0; k < value; ++k) {
    float x = a.x + s * (0.25f + 0.25f * static_cast<float>(kPips[value][k][0]));
    float y = a.y + s * (0.25f + 0.25f * static_cast<float>(kPips[value][k][1]));
    dl->AddCircleFilled(ImVec2(x, y), s * 0.085f, IM_COL32(30, 30, 30, 255), 12);
  }
}

std::string short_name(const std::string& name) {
  // The board's narrow cells read better without the street type.
  // "Park Place" and "Marvin Gardens" stay as they are.
  static const char* kSuffixes[][2] = {{" Avenue", " Ave"}, {" Street", " St"}};
  for (const auto& [suf, abbr] : kSuffixes) {
    std::size_t n = std::char_traits<char>::length(suf);
    if (name.size() > n && name.compare(name.size() - n, n, suf) == 0) return name.substr(0, name.size() - n) + abbr;
  }
  return name;
}

// The tokens, grouped by the space they stand on: just inside the board,
// beside their space (so they never cover its name, price or owner's
// mark), in rows and columns when several share it; in Jail or just
// visiting on the Jail corner; the current player's with a halo.
void draw_tokens(Frame& f, ImDrawList* dl, const Geometry& g) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  float r = g.token_radius();
  for (int i = 0; i < g.n; ++i) {
    int here[kMaxPlayers], count = 0;
    for (int p = 0; p < s.player_count; ++p) {
      if (!s.players[p].bankrupt && ses.shown_position(p) == i) here[count++] = p;
    }
    if (count == 0) continue;
    ImVec2 a, b;
    g.rect(i, a, b);
    ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
    if (!g.is_corner(i)) {
      float off = r * Geometry::kTokenInset;
      switch (g.side(i)) {
        case 0: c.y = a.y - off; break;
        case 1: c.x = b.x + off; break;
        case 2: c.y = b.y + off; break;
        default: c.x = a.x - off; break;
      }
    } else if (i != ed.jail) {
      ImVec2 centre(g.o.x + g.size * 0.5f, g.o.y + g.size * 0.5f);
      c = ImVec2(c.x + (centre.x > c.x ? 1.0f : -1.0f) * (g.corner * 0.5f + r * Geometry::kTokenInset),
                 c.y + (centre.y > c.y ? 1.0f : -1.0f) * (g.corner * 0.5f + r * Geometry::kTokenInset));
    }
    bool jail_space = i == ed.jail;
    const int cols = Geometry::token_cols(count), rows = Geometry::token_rows(count);
    for (int k = 0; k < count; ++k) {
      int p = here[k];
      int row = k / cols, col = k % cols;
      float dx = (static_cast<float>(col) - static_cast<float>(cols - 1) * 0.5f) * r * Geometry::kTokenPitch;
      float dy = (static_cast<float>(row) - static_cast<float>(rows - 1) * 0.5f) * r * Geometry::kTokenPitch;
      if (jail_space) {
        float in = g.corner * 0.34f;
        if (s.players[p].in_jail && !ses.animating()) {
          c = ImVec2(a.x + in + (g.corner - in) * 0.5f, a.y + (g.corner - in) * 0.67f);
        } else {
          c = ImVec2(a.x + in * 0.5f, a.y + g.corner * 0.5f);
          dx *= 0.5f;
        }
      }
      const ImVec2 at(c.x + dx, c.y + dy);
      bool current = p == s.current && s.phase != Phase::kGameOver;
      if (current) dl->AddCircleFilled(at, r * Geometry::kTokenHalo, IM_COL32(255, 255, 255, 90), 20);
      draw_token(dl, at, r, ses.seats()[p].token, seat_colour(ses, p));
      f.widgets.show("token", std::to_string(p), ImVec2(at.x - r, at.y - r), ImVec2(at.x + r, at.y + r), i);
    }
  }
}

}  // namespace

void board_view(Frame& f, ImVec2 origin, float size) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const Palette& pal = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();

  Geometry g;
  g.o = ImVec2(std::floor(origin.x), std::floor(origin.y));
  g.size = std::floor(size);
  g.n = ed.space_count();
  g.k = std::max(2, g.n / 4);
  g.corner = std::floor(g.size * 0.135f);
  g.cell = (g.size - 2.0f * g.corner) / static_cast<float>(g.k - 1);
  const bool compact = g.cell < 46.0f;  // phones: cue letters and prices only
  ImFont* small = f.fonts.small;
  ImFont* bold = f.fonts.bold;

  // Input: one invisible button over the board; the space under the pointer.
  ImGui::SetCursorScreenPos(g.o);
  ImGui::InvisibleButton("##board", ImVec2(g.size, g.size));
  ImGui::SetItemAllowOverlap();  // the Odds toggle sits on the board
  bool clicked = ImGui::IsItemClicked();
  int hovered = -1;
  if (ImGui::IsItemHovered()) {
    ImVec2 m = ImGui::GetIO().MousePos;
    for (int i = 0; i < g.n; ++i) {
      ImVec2 a, b;
      g.rect(i, a, b);
      if (m.x >= a.x && m.x < b.x && m.y >= a.y && m.y < b.y) hovered = i;
    }
  }
  if (clicked) {
    if (hovered >= 0 && ed.spaces[hovered].is_property()) {
      f.view.selected_space = f.view.selected_space == hovered ? -1 : hovered;
    } else {
      f.view.selected_space = -1;
    }
  }
  f.view.hovered_space = hovered;

  // Each edition its own ground, centre and title.
  const BoardLook look = board_look(ed);
  {
    // The ground as the ring round the centre, not under it: without a GPU
    // (software WebGL) every pixel drawn costs, and the centre is more
    // than half the board.
    ImVec2 ca(g.o.x + g.corner, g.o.y + g.corner), cb(g.o.x + g.size - g.corner, g.o.y + g.size - g.corner);
    const ImVec2 end(g.o.x + g.size, g.o.y + g.size);
    dl->AddRectFilled(g.o, ImVec2(end.x, ca.y), look.board, 4.0f, ImDrawFlags_RoundCornersTop);
    dl->AddRectFilled(ImVec2(g.o.x, cb.y), end, look.board, 4.0f, ImDrawFlags_RoundCornersBottom);
    dl->AddRectFilled(ImVec2(g.o.x, ca.y), ImVec2(ca.x, cb.y), look.board);
    dl->AddRectFilled(ImVec2(cb.x, ca.y), ImVec2(end.x, cb.y), look.board);
    dl->AddRectFilled(ca, cb, look.centre);
    dl->PushClipRect(ca, cb, true);
    float span = cb.x - ca.x;
    if (look.pattern == 1) {
      for (float x = -span; x < span; x += 22.0f) {
        dl->AddLine(ImVec2(ca.x + x, cb.y), ImVec2(ca.x + x + span, ca.y), IM_COL32(217, 58, 150, 40), 6.0f);
      }
    } else if (look.pattern == 2) {
      // A dotted route round the centre, with a compass rose.
      float in = span * 0.06f;
      for (float u = 0; u < 1.0f; u += 0.02f) {
        float x = ca.x + in + (span - 2 * in) * u, y = ca.y + in + (span - 2 * in) * u;
        dl->AddCircleFilled(ImVec2(x, ca.y + in), 2.0f, IM_COL32(20, 96, 160, 90), 6);
        dl->AddCircleFilled(ImVec2(x, cb.y - in), 2.0f, IM_COL32(20, 96, 160, 90), 6);
        dl->AddCircleFilled(ImVec2(ca.x + in, y), 2.0f, IM_COL32(20, 96, 160, 90), 6);
        dl->AddCircleFilled(ImVec2(cb.x - in, y), 2.0f, IM_COL32(20, 96, 160, 90), 6);
      }
    }
    dl->PopClipRect();
  }

  for (int i = 0; i < g.n; ++i) {
    const Space& sp = ed.spaces[i];
    ImVec2 a, b;
    g.rect(i, a, b);
    const Deed& d = s.deeds[i];
    float band = g.corner * 0.27f;
    ImVec2 band_a, band_b, body_a, body_b, outer_a, outer_b;
    split(g, i, a, b, sp.kind == SpaceKind::kSite ? band : 0.0f, band_a, band_b, body_a, body_b,
          outer_a, outer_b);
    const ImU32 ink = pal.ink;
    const float pad = 2.0f;

    if (g.is_corner(i)) {
      std::string big, little;
      switch (sp.kind) {
        case SpaceKind::kGo: big = in_capitals(space_name(ed, i)); // TRANSLATORS: under GO on the board: the salary collected there.
          little = trcf("board", "Collect {amount}", fmt::arg("amount", money(ed, s.options.salary)));
          break;
        case SpaceKind::kJail: big = in_capitals(space_name(ed, i)); little = trc("board", "Just visiting"); break;
        case SpaceKind::kFreeParking:
          big = in_capitals(space_name(ed, i));
          // TRANSLATORS: under Free Parking on the board: the money waiting there.
          if (s.options.free_parking_pot) little = trcf("board", "Pot {amount}", fmt::arg("amount", money(ed, s.free_parking_pot)));
          break;
        case SpaceKind::kGoToJail: big = in_capitals(space_name(ed, i)); break;
        default: big = space_name(ed, i); break;
      }
      if (sp.kind == SpaceKind::kJail) {
        // The cell proper sits in the corner's inner part; visitors walk round it.
        float in = g.corner * 0.34f;
        ImVec2 ja(a.x + in, a.y), jb(b.x, b.y - in);
        // The label on top, the barred window below it (where jailed
        // tokens sit), so the bars never cross the text.
        float label_h = (jb.y - ja.y) * 0.34f;
        ImVec2 wa(ja.x, ja.y + label_h);
        dl->AddRectFilled(ja, jb, IM_COL32(240, 150, 60, 255));
        dl->AddRectFilled(ImVec2(wa.x + 3, wa.y), ImVec2(jb.x - 3, jb.y - 3), IM_COL32(214, 120, 40, 255), 2.0f);
        for (int k = 1; k < 4; ++k) {
          float x = wa.x + 3 + (jb.x - wa.x - 6) * static_cast<float>(k) / 4.0f;
          dl->AddLine(ImVec2(x, wa.y), ImVec2(x, jb.y - 3), IM_COL32(40, 40, 40, 200), 1.5f);
        }
        draw_text_fit(dl, bold, 13, 7, ImVec2(ja.x + 2, ja.y + 1), ImVec2(jb.x - 2, wa.y - 1), big, ink, true);
        draw_text_fit(dl, small, 10, 6, ImVec2(a.x + 2, b.y - in + 2), ImVec2(b.x - 2, b.y - 2),
                      little, ink, true);
      } else {
        bool pictured = sp.kind == SpaceKind::kFreeParking || sp.kind == SpaceKind::kGoToJail;
        float h = draw_text_fit(dl, bold, compact ? 12 : 18, 7, ImVec2(a.x + 4, a.y + 4),
                                ImVec2(b.x - 4, pictured ? a.y + g.corner * 0.42f : b.y - g.corner * 0.35f), big, ink, true);
        (void)h;
        if (pictured) {
          draw_space_icon(dl, ed, sp, ImVec2((a.x + b.x) * 0.5f, b.y - g.corner * (little.empty() ? 0.3f : 0.42f)),
                          g.corner * 0.38f);
        }
        if (!little.empty()) {
          // GO's salary stands above its arrow (which takes the corner's
          // last fifth), whatever number of lines it takes.
          const float top = sp.kind == SpaceKind::kFreeParking ? 0.18f : sp.kind == SpaceKind::kGo ? 0.36f : 0.33f;
          const float bottom = sp.kind == SpaceKind::kGo ? g.corner * 0.19f : 3.0f;
          draw_text_fit(dl, small, 11, 7, ImVec2(a.x + 3, b.y - g.corner * top), ImVec2(b.x - 3, b.y - bottom), little,
                        ink, true);
        }
        if (sp.kind == SpaceKind::kGo) {
          ImVec2 m(a.x + g.corner * 0.5f, b.y - g.corner * 0.1f);
          float r = g.corner * 0.08f;
          dl->AddTriangleFilled(ImVec2(m.x - r * 2.5f, m.y), ImVec2(m.x - r * 1.2f, m.y - r),
                                ImVec2(m.x - r * 1.2f, m.y + r), pal.danger);
          dl->AddLine(ImVec2(m.x - r * 1.3f, m.y), ImVec2(m.x + r * 2.5f, m.y), pal.danger, r * 0.7f);
        }
      }
    } else {
      if (sp.kind == SpaceKind::kSite) {
        ImU32 gc = group_colour(ed, sp.group);
        dl->AddRectFilled(band_a, band_b, gc);
        dl->AddLine(g.side(i) == 0 ? ImVec2(band_a.x, band_b.y) : g.side(i) == 2 ? band_a : g.side(i) == 1 ? band_a : ImVec2(band_b.x, band_a.y),
                    g.side(i) == 0 ? band_b : g.side(i) == 2 ? ImVec2(band_b.x, band_a.y) : g.side(i) == 1 ? ImVec2(band_a.x, band_b.y) : band_b,
                    pal.board_line, 1.0f);
        if (d.hotel || d.houses > 0) {
          draw_buildings(dl, band_a, band_b, d);
        } else if (sp.group >= 0) {
          draw_text_fit(dl, bold, 11, 6, band_a, band_b, group_cue(ed, sp.group), ink_on(gc), true);
        }
      }
      // Name above, price at the outer end.
      std::string name = short_name(space_name(ed, i));
      std::string price;
      if (sp.is_property()) price = money(ed, sp.price);
      // A phone's cell has room for the sum only (its icon says it is a tax).
      else if (sp.kind == SpaceKind::kTax) {
        price = compact ? money(ed, sp.tax) : trf("Pay {amount}", fmt::arg("amount", money(ed, sp.tax)));
      }
      bool vertical = g.side(i) == 0 || g.side(i) == 2;  // tall narrow cell
      float price_h = price.empty() ? 0.0f : (compact ? 9.0f : 12.0f);
      ImVec2 na(body_a.x + pad, body_a.y + pad), nb(body_b.x - pad, body_b.y - pad - price_h);
      if (compact) {
        // Phones: names would be unreadable; the space's icon for
        // non-properties (its name is on the deed and in the log).
        if (sp.kind == SpaceKind::kCard || sp.kind == SpaceKind::kTax || sp.kind == SpaceKind::kRailroad ||
            sp.kind == SpaceKind::kUtility) {
          float is = std::min(nb.x - na.x, nb.y - na.y) * 0.9f;
          if (is > 6.0f) draw_space_icon(dl, ed, sp, ImVec2((na.x + nb.x) * 0.5f, (na.y + nb.y) * 0.5f), is);
        }
      } else if (sp.kind == SpaceKind::kCard || sp.kind == SpaceKind::kTax || sp.kind == SpaceKind::kRailroad ||
                 sp.kind == SpaceKind::kUtility) {
        // Name at the top, the space's icon below it.
        float nh = draw_text_fit(dl, small, 12.0f, 11.0f, na, ImVec2(nb.x, na.y + (nb.y - na.y) * 0.5f), name, ink, false);
        ImVec2 ia0(na.x, na.y + nh + 2.0f);
        float is = std::min(nb.x - na.x, nb.y - ia0.y) * 0.85f;
        if (is > 8.0f) {
          draw_space_icon(dl, ed, sp, ImVec2((na.x + nb.x) * 0.5f, (ia0.y + nb.y) * 0.5f), is);
        }
      } else {
        draw_text_fit(dl, small, 12.0f, 11.0f, na, nb, name, ink, !vertical);
      }
      // A mortgaged deed's "M" badge takes the price's place (drawn
      // around the badge, the figure read as "$(M)0").
      if (!price.empty() && !(d.owner >= 0 && d.mortgaged && sp.is_property())) {
        draw_text_fit(dl, compact ? small : bold, compact ? 8.5f : 11.0f, compact ? 6.0f : 10.0f,
                      ImVec2(body_a.x + 1, body_b.y - price_h - 1), ImVec2(body_b.x - 1, body_b.y),
                      price, ink, true);
      }
      if (d.owner >= 0 && sp.is_property()) {
        // The owner's colour and, in its middle, the owner's token shape
        // (told apart without colour); mortgaged: grey, hatched, "M".
        ImU32 oc = seat_colour(ses, d.owner);
        dl->AddRectFilled(outer_a, outer_b, d.mortgaged ? IM_COL32(150, 150, 150, 255) : oc);
        dl->AddRect(outer_a, outer_b, IM_COL32(20, 24, 28, 255), 0.0f, 0, 1.0f);
        {
          ImVec2 oc_mid((outer_a.x + outer_b.x) * 0.5f, (outer_a.y + outer_b.y) * 0.5f);
          float orad = std::min(outer_b.x - outer_a.x, outer_b.y - outer_a.y) * 0.42f;
          draw_token(dl, oc_mid, orad, ses.seats()[d.owner].token, oc, true);
          f.widgets.show("owner", ses.names()[d.owner] + (d.mortgaged ? " (mortgaged)" : ""), outer_a, outer_b, i);
        }
        if (d.mortgaged) {
          // Mortgaged: hatched and marked, readable without colour.
          dl->PushClipRect(body_a, body_b, true);
          for (float t = -g.corner; t < g.corner * 2; t += 7.0f) {
            dl->AddLine(ImVec2(body_a.x + t, body_a.y), ImVec2(body_a.x + t + g.corner, body_a.y + g.corner),
                        IM_COL32(120, 40, 40, 110), 2.0f);
          }
          dl->PopClipRect();
          // The badge stands in the price's place (a mortgaged deed is not
          // for sale), never over the name.
          float r = std::min(body_b.x - body_a.x, body_b.y - body_a.y) * (compact ? 0.24f : 0.17f);
          r = std::max(r, 6.0f);
          ImVec2 c((body_a.x + body_b.x) * 0.5f, body_b.y - r - 1.0f);
          dl->AddCircleFilled(c, r, IM_COL32(170, 30, 30, 235), 16);
          dl->AddCircle(c, r, IM_COL32(255, 255, 255, 220), 16, 1.0f);
          draw_text_fit(dl, bold, r * 1.4f, 6, ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r),
                        // TRANSLATORS: the one-letter badge of a mortgaged deed (board, deed chips).
                        trc("badge", "M"), IM_COL32(255, 255, 255, 255), true);
        }
      }
    }
    dl->AddRect(a, b, pal.board_line, 0.0f, 0, 1.0f);
    if (i == hovered || i == f.view.selected_space) {
      dl->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 1, b.y - 1), pal.accent, 0.0f, 0, 3.0f);
    }
  }
  dl->AddRect(g.o, ImVec2(g.o.x + g.size, g.o.y + g.size), pal.board_line, 4.0f, 0, 2.0f);

  // The centre: title, decks, dice, and a card when there is one to show.
  float c0 = g.corner, inner = g.size - 2.0f * c0;
  ImVec2 ia(g.o.x + c0, g.o.y + c0), ib(ia.x + inner, ia.y + inner);
  const float strip = g.token_strip(s.player_count);  // the tokens' edge of the centre
  ImVec2 mid((ia.x + ib.x) * 0.5f, (ia.y + ib.y) * 0.5f);
  float title_bottom = ia.y;
  {
    ImFont* tf = f.fonts.title;
    float ts = std::min(44.0f, inner * 0.11f);
    const char* title = look.title.c_str();
    float tw = tf->CalcTextSizeA(ts, FLT_MAX, 0, title).x;
    if (tw > inner * 0.86f) {
      ts *= inner * 0.86f / tw;
      tw = tf->CalcTextSizeA(ts, FLT_MAX, 0, title).x;
    }
    float ty = ia.y + inner * 0.1f;
    dl->AddRectFilled(ImVec2(mid.x - tw * 0.5f - 12, ty - 4), ImVec2(mid.x + tw * 0.5f + 12, ty + ts + 4),
                      look.title_bg, 4.0f);
    if (look.pattern == 1) {
      dl->AddRect(ImVec2(mid.x - tw * 0.5f - 8, ty - 1), ImVec2(mid.x + tw * 0.5f + 8, ty + ts + 1), look.title_ink, 2.0f, 0, 1.0f);
    }
    dl->AddText(tf, ts, ImVec2(mid.x - tw * 0.5f, ty), look.title_ink, title);
    title_bottom = ty + ts + 4;
  }
  // Decks: card backs labelled with the deck's name.
  int decks = static_cast<int>(ed.decks.size());
  float dw = inner * 0.26f, dh = inner * 0.17f;
  for (int k = 0; k < decks && k < 2; ++k) {
    ImVec2 da = k == 0 ? ImVec2(ia.x + inner * 0.1f, ia.y + inner * 0.3f)
                       : ImVec2(ib.x - inner * 0.1f - dw, ib.y - inner * 0.3f - dh);
    ImU32 back = look.deck[k];
    for (int layer = 2; layer >= 0; --layer) {
      float o = static_cast<float>(layer) * 2.0f;
      dl->AddRectFilled(ImVec2(da.x + o, da.y + o), ImVec2(da.x + dw + o, da.y + dh + o),
                        layer == 0 ? back : IM_COL32(60, 60, 60, 255), 5.0f);
    }
    dl->AddRect(da, ImVec2(da.x + dw, da.y + dh), IM_COL32(30, 30, 30, 255), 5.0f, 0, 1.5f);
    draw_text_fit(dl, bold, 14, 7, ImVec2(da.x + 4, da.y + 4), ImVec2(da.x + dw - 4, da.y + dh - 4),
                  deck_name(ed, k), IM_COL32(20, 24, 28, 255), true);
  }
  // Dice: the last roll, tumbling for a moment after it is thrown.
  {
    float ds = std::min(56.0f, inner * 0.11f);
    ImVec2 da(mid.x - ds - 6, mid.y - ds * 0.5f);
    int d1 = s.dice[0], d2 = s.dice[1];
    if (ses.dice_tumbling(f.now)) {
      int t = static_cast<int>(f.now * 20.0);
      d1 = 1 + (t * 7 + 3) % 6;
      d2 = 1 + (t * 5 + 1) % 6;
    }
    if (d1 > 0 && d2 > 0) {
      draw_die(dl, da, ds, d1);
      draw_die(dl, ImVec2(mid.x + 6, da.y), ds, d2);
    } else {
      draw_text_fit(dl, small, 12, 8, ImVec2(mid.x - inner * 0.2f, da.y), ImVec2(mid.x + inner * 0.2f, da.y + ds),
                    tr("Roll to start"), pal.ink, true);
    }
  }
  // Free Parking pot, when the house rule is on.
  if (s.options.free_parking_pot) {
    int parking = -1;
    for (int k = 0; k < ed.space_count() && parking < 0; ++k) {
      if (ed.spaces[static_cast<std::size_t>(k)].kind == SpaceKind::kFreeParking) parking = k;
    }
    // TRANSLATORS: the money waiting on Free Parking ({space}, the edition's name for it), in the board's centre.
    std::string pot = trf("{space} pot: {amount}", fmt::arg("space", parking >= 0 ? space_name(ed, parking) : std::string()),
                          fmt::arg("amount", money(ed, s.free_parking_pot)));
    draw_text_fit(dl, bold, 13, 8, ImVec2(ia.x, ib.y - inner * 0.12f), ImVec2(ib.x, ib.y - inner * 0.04f), pot,
                  pal.ink, true);
  }

  // The card in focus: a deed under the pointer or tapped, else the card drawn.
  // After a tap (touch screens) only the tapped selection counts, so a
  // deed closed by a second tap does not stay up under the finger.
  int deed = hovered >= 0 && ed.spaces[hovered].is_property() && tooltip_ok() ? hovered : f.view.selected_space;
  // Deciding to buy or bid: the deed on the table, without hovering.
  if (deed < 0 && !ses.animating()) {
    if (s.phase == Phase::kBuyOrAuction && s.pending_space >= 0) deed = s.pending_space;
    else if (s.phase == Phase::kAuction && s.auction.space >= 0) deed = s.auction.space;
  }
  float cw = std::min(inner * 0.56f, 250.0f), ch = std::min(inner * 0.8f, cw * 1.4f);
  ImVec2 ca(mid.x - cw * 0.5f, mid.y - ch * 0.5f), cb(mid.x + cw * 0.5f, mid.y + ch * 0.5f);
  const bool in_column = f.view.deed_in_column && (!f.view.deed_wide || f.view.column_deed_fits);
  f.view.focus_deed = in_column ? deed : -1;
  if (deed >= 0 && !in_column) {
    // Below the title, never over it; on a small board (a phone) the card
    // needs the room more than the title does.
    float top = inner < 420.0f ? ia.y + 6.0f : std::max(ca.y, title_bottom + 6.0f);
    float bottom = std::min(ib.y - strip - ImGui::GetFrameHeight() - 10.0f, top + ch);  // above the Odds toggle
    deed_card(f, dl, ImVec2(ca.x, top), ImVec2(cb.x, bottom), deed);
    f.widgets.show("deed", space_name(ed, deed), ImVec2(ca.x, top), ImVec2(cb.x, bottom), deed);
  } else if (ses.shown_card_deck() >= 0 && !ses.animating()) {
    float h2 = cw * 0.72f;
    card_face(f, dl, ImVec2(ca.x, mid.y - h2 * 0.5f), ImVec2(cb.x, mid.y + h2 * 0.5f),
              ses.shown_card_deck(), ses.shown_card());
  }

  // The tokens, over the centre: a card shown there (a phone's deed card
  // reaches the strip where the tokens of the top row stand) never hides one.
  draw_tokens(f, dl, g);

  // Spaces for the tests (hover targets), after everything is placed.
  ImVec2 clip_a = dl->GetClipRectMin(), clip_b = dl->GetClipRectMax();
  if (f.notices) f.notices->set_board(ia, ib, strip);
  for (int i = 0; i < g.n; ++i) {
    ImVec2 a, b;
    g.rect(i, a, b);
    heat_map_space(f, dl, i, a, b);
    if (f.notices) f.notices->set_space(i, a, b);
    f.widgets.add("space." + std::to_string(i), space_name(ed, i), a, b, true, clip_a, clip_b);
  }
  // The Odds toggle in the centre's lower left, its legend beside it, both
  // clear of the tokens standing along the centre's edges (drawn before
  // them, a button would hide a token on the spaces next to Jail).
  {
    float bh = ImGui::GetFrameHeight();
    ImVec2 at(ia.x + std::max(8.0f, strip), ib.y - bh - std::max(6.0f, strip));
    heat_map_toggle(f, at);
    float bw = ImGui::GetItemRectSize().x;
    heat_map_legend(f, dl, ImVec2(at.x + bw + 8.0f, at.y), ImVec2(ib.x - std::max(6.0f, strip), at.y + bh + 2.0f));
  }
  ImGui::SetCursorScreenPos(ImVec2(g.o.x, g.o.y + g.size));
}

}  // namespace landlord::ui
