// Title deeds and drawn cards, drawn like the printed cards: a coloured
// header, the rent table read from the edition, costs, the mortgage value
// and who owns it now.
#include <algorithm>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "ui/board_icons.h"
#include "ui/heat_map.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

namespace {

struct Lines {
  ImDrawList* dl;
  ImFont* font;
  ImFont* bold;
  float size;
  float x0, x1, y;

  void row(const std::string& left, const std::string& right, ImU32 col, bool strong = false) {
    ImFont* ft = strong ? bold : font;
    dl->AddText(ft, size, ImVec2(x0, y), col, left.c_str());
    float w = bold->CalcTextSizeA(size, FLT_MAX, 0, right.c_str()).x;
    dl->AddText(bold, size, ImVec2(x1 - w, y), col, right.c_str());
    y += size * 1.28f;
  }
  // A rent row with what it earns: the label, the rent, then in smaller
  // type the expected rent per opponent turn and the rounds to pay back.
  void row4(const std::string& left, const std::string& rent, const std::string& turn, const std::string& back,
            ImU32 col, ImU32 muted, float rent_r, float turn_r) {
    draw_text_fit(dl, font, size, 6.0f, ImVec2(x0, y), ImVec2(rent_r - size * 3.2f, y + size * 1.2f), left, col, false);
    float w = bold->CalcTextSizeA(size, FLT_MAX, 0, rent.c_str()).x;
    dl->AddText(bold, size, ImVec2(rent_r - w, y), col, rent.c_str());
    float small = size * 0.86f, dy = (size - small) * 0.6f;
    w = font->CalcTextSizeA(small, FLT_MAX, 0, turn.c_str()).x;
    dl->AddText(font, small, ImVec2(turn_r - w, y + dy), muted, turn.c_str());
    w = font->CalcTextSizeA(small, FLT_MAX, 0, back.c_str()).x;
    dl->AddText(font, small, ImVec2(x1 - w, y + dy), muted, back.c_str());
    y += size * 1.28f;
  }
  void centre(const std::string& text, ImU32 col, bool strong = false) {
    ImFont* ft = strong ? bold : font;
    float w = ft->CalcTextSizeA(size, FLT_MAX, 0, text.c_str()).x;
    dl->AddText(ft, size, ImVec2((x0 + x1 - w) * 0.5f, y), col, text.c_str());
    y += size * 1.28f;
  }
};

// Expected rent from one opponent's turn: cents where it is small.
std::string per_turn(const Edition& ed, double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, v < 10.0 ? "%.2f" : v < 100.0 ? "%.1f" : "%.0f", v);
  return ed.currency + buf;
}

// Rounds of the table to earn a step's cost back; a dash where nothing is
// bought (the full set) or nothing is earned.
std::string rounds(double r) {
  if (!std::isfinite(r) || r <= 0.0) return "\xE2\x80\x94";
  if (r < 1.0) return "<1";
  return std::to_string(static_cast<long long>(std::lround(r)));
}

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

void deed_card(Frame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, int space, float min_text) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const Space& sp = ed.spaces[space];
  const Deed& d = s.deeds[space];
  const ImU32 ink = IM_COL32(24, 28, 30, 255);
  const ImU32 muted = IM_COL32(90, 98, 104, 255);
  float w = b.x - a.x, h = b.y - a.y;

  dl->AddRectFilled(ImVec2(a.x + 3, a.y + 4), ImVec2(b.x + 3, b.y + 4), IM_COL32(0, 0, 0, 90), 8.0f);
  dl->AddRectFilled(a, b, IM_COL32(252, 251, 245, 255), 8.0f);
  dl->AddRect(a, b, IM_COL32(30, 30, 30, 255), 8.0f, 0, 1.5f);

  // The text size that fits every line in the card's height: the header,
  // the rent rows, costs, price and mortgage, who owns the group, the owner.
  const std::vector<RentRow> ladder = rent_ladder(ed, s, space);
  const DeedInsight* earn = deed_insight_of(ses, space);
  // The earnings columns, then their note, only where the card is tall
  // enough for them at a readable size (a phone's board is small).
  const float base = 3.4f + 0.6f + 1.28f * static_cast<float>(ladder.size()) +
                     (sp.kind == SpaceKind::kSite ? 0.3f + 2 * 1.28f : 0.0f) + 0.3f + 3 * 1.28f + 1.5f + 2.9f;
  const float room = h - 10.0f;
  bool earnings = earn && earn->levels.size() == ladder.size() && room / (base + 1.28f) >= min_text;
  const bool note_shown = earnings && room / (base + 1.28f + 2.4f) >= min_text + 1.5f;
  float units = base + (earnings ? 1.28f : 0.0f) + (note_shown ? 2.4f : 0.0f);
  float size = std::clamp(room / units, 6.5f, 14.0f);
  f.widgets.show("deed.text", std::to_string(size), a, b, space);
  float head = size * 3.4f;
  ImVec2 ha(a.x + 8, a.y + 8), hb(b.x - 8, a.y + 8 + head);
  ImU32 hc = sp.kind == SpaceKind::kSite ? group_colour(ed, sp.group) : IM_COL32(225, 225, 215, 255);
  dl->AddRectFilled(ha, hb, hc, 4.0f);
  dl->AddRect(ha, hb, ink, 4.0f);
  ImU32 hink = ink_on(hc);
  std::string kind = sp.kind == SpaceKind::kSite
                         ? "TITLE DEED" + (sp.group >= 0 ? " \xC2\xB7 " + ed.groups[sp.group].cue : std::string())
                         : sp.kind == SpaceKind::kRailroad ? upper(ed.railroad) : upper(ed.utility);
  // The kind's line is as tall as its letters at their smallest (on a
  // phone's board the card is small), so they are never cut at the top.
  const float kind_bottom = ha.y + 3 + std::max(size * 0.8f, 6.0f) + 1;
  draw_text_fit(dl, f.fonts.small, size * 0.8f, 6, ImVec2(ha.x + 4, ha.y + 3), ImVec2(hb.x - 4, kind_bottom), kind,
                hink, false);
  draw_text_fit(dl, f.fonts.bold, size * 1.15f, 7, ImVec2(ha.x + 4, std::max(ha.y + size + 2, kind_bottom)),
                ImVec2(hb.x - 4, hb.y - 2), sp.name, hink, true);

  Lines L{dl, f.fonts.regular, f.fonts.bold, size, a.x + 14, b.x - 14, hb.y + size * 0.6f};
  // The rent table as the engine applies it under this game's options
  // (rent_ladder: no "4 houses" row when three houses buy a hotel).
  const ImU32 now = IM_COL32(20, 110, 60, 255);
  // Beside each rent: what it earns from one opponent's turn, on average,
  // and the rounds of the table that pay back that step (the deed, each
  // house, the hotel), from the engine's landing odds (engine/insight.h).
  const float iw = L.x1 - L.x0;
  const float rent_r = earnings ? L.x1 - iw * 0.42f : L.x1, turn_r = L.x1 - iw * 0.19f;
  if (earnings) {
    const bool narrow = iw < 190.0f;  // a phone's card: the short headings
    L.row4("", "rent", narrow ? "/turn" : "per turn", narrow ? "rds" : "rounds", muted, muted, rent_r, turn_r);
  }
  for (std::size_t i = 0; i < ladder.size(); ++i) {
    const RentRow& row = ladder[i];
    ImU32 col = row.current ? now : ink;
    std::string label, rent = money(ed, row.rent);
    switch (row.kind) {
      case RentRowKind::kUnimproved: label = "Rent"; break;
      case RentRowKind::kFullSet:
        label = "  full set";
        if (!row.current) col = muted;
        break;
      case RentRowKind::kHouses:
        label = "  with " + std::to_string(row.count) + " " + (row.count == 1 ? ed.house : ed.houses);
        break;
      case RentRowKind::kHotel: label = "  with " + ed.hotel; break;
      case RentRowKind::kOwned:
        if (sp.kind == SpaceKind::kRailroad) {
          label = row.count == 1 ? "Rent" : "  if " + std::to_string(row.count) + " are owned";
        } else {
          label = row.count == 1 ? "One owned:" : std::to_string(row.count) + " owned:";
          rent = std::to_string(row.dice_multiplier) + "\xC3\x97 dice";
        }
        break;
    }
    if (!earnings) {
      L.row(label, rent, col);
      continue;
    }
    const DeedLevel& lv = earn->levels[i];
    std::string turn = per_turn(ed, lv.rent_per_turn), back = rounds(lv.step_payback_rounds);
    f.widgets.show("deed.earn", std::to_string(i) + "|" + turn + "|" + back, ImVec2(L.x0, L.y),
                   ImVec2(L.x1, L.y + size * 1.2f), space);
    L.row4(label, rent, turn, back, col, muted, rent_r, turn_r);
  }
  if (note_shown) {
    int opp = insight_opponents(ses);
    std::string note = "Per turn: rent expected from one rival's turn. Rounds: rounds of the table (" +
                       std::to_string(opp) + (opp == 1 ? " rival" : " rivals") + ") to earn back each purchase.";
    draw_text_fit(dl, f.fonts.small, size * 0.85f, 7.0f, ImVec2(L.x0, L.y), ImVec2(L.x1, L.y + size * 2.3f), note,
                  muted, false);
    L.y += size * 2.4f;
  }
  if (sp.kind == SpaceKind::kSite) {
    L.y += size * 0.3f;
    L.row(capitalised(ed.houses) + " cost", money(ed, sp.house_cost), ink);
    L.row(capitalised(ed.hotel) + " cost",
          money(ed, sp.hotel_cost) + " + " + std::to_string(s.options.houses_per_hotel) + " " + ed.houses, ink);
  }
  L.y += size * 0.3f;
  L.row("Price", money(ed, sp.price), ink);
  L.row("Mortgage value", money(ed, sp.mortgage), ink);
  L.row("Lift mortgage", money(ed, unmortgage_cost(ed, space)), muted);
  // Who holds the rest of its group: "Brook owns 1 of 3".
  {
    uint64_t mask = sp.kind == SpaceKind::kSite && sp.group >= 0 ? ed.groups[sp.group].mask
                    : sp.kind == SpaceKind::kRailroad            ? ed.railroad_mask
                                                                 : ed.utility_mask;
    int total = std::popcount(mask);
    std::string text;
    for (int p = 0; p < s.player_count; ++p) {
      int n = 0;
      for (uint64_t m = mask; m; m &= m - 1) n += s.deeds[std::countr_zero(m)].owner == p ? 1 : 0;
      if (n == 0) continue;
      if (!text.empty()) text += ", ";
      text += ses.names()[p] + " owns " + std::to_string(n) + " of " + std::to_string(total);
    }
    if (text.empty()) text = "None of the " + std::to_string(total) + " owned yet";
    L.y += size * 0.2f;
    draw_text_fit(dl, f.fonts.bold, size, 7, ImVec2(L.x0, L.y), ImVec2(L.x1, L.y + size * 1.25f), text,
                  IM_COL32(40, 60, 120, 255), false);
    L.y += size * 1.3f;
  }
  L.y = std::max(L.y, b.y - size * 2.9f);
  dl->AddLine(ImVec2(a.x + 10, L.y - size * 0.3f), ImVec2(b.x - 10, L.y - size * 0.3f), IM_COL32(0, 0, 0, 60));
  if (d.owner >= 0) {
    std::string who = "Owner: " + ses.names()[d.owner];
    draw_token(dl, ImVec2(a.x + 16 + size * 0.4f, L.y + size * 0.6f), size * 0.45f, ses.seats()[d.owner].token,
               seat_colour(ses, d.owner));
    L.x0 += size * 1.2f;
    L.row(who, d.mortgaged ? "MORTGAGED" : "", d.mortgaged ? IM_COL32(170, 30, 30, 255) : ink, true);
    L.x0 -= size * 1.2f;
    if (!d.mortgaged && sp.kind != SpaceKind::kUtility) {
      L.row("Rent now", money(ed, rent_due(ed, s, space, 7)), muted);
    }
  } else {
    L.centre("For sale by the Bank", muted);
  }
  (void)w;
}

// Across the phone's column, right under the decision's buttons and above
// the guide's card, which speaks of it: text of about 10 px, where the
// board's small centre left it at 7 (the earnings columns only where they
// leave it at 10). As tall as the screen leaves it with the column
// scrolled to the top, so that the whole card is in view as the decision
// comes up, from 240 to 320 px (at most 0.9 of the column's width).
void column_deed_card(Frame& f, int space) {
  ImGui::Spacing();
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;  // the card's shadow
  const float top = ImGui::GetCursorScreenPos().y + f.view.column_scroll;
  const float most = std::min(w * 0.9f, 320.0f);  // a column narrower than 267 px: less than 240
  const float h = std::floor(std::clamp(f.height - top - 10.0f, std::min(240.0f, most), most));
  ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + w, a.y + h);
  deed_card(f, ImGui::GetWindowDrawList(), a, b, space, 10.0f);
  f.widgets.show("deed", f.session.edition().spaces[static_cast<std::size_t>(space)].name, a, b, space);
  ImGui::Dummy(ImVec2(w, h + 4.0f));
}

void card_face(Frame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, int deck, int card) {
  const Edition& ed = f.session.edition();
  if (deck < 0 || deck >= static_cast<int>(ed.decks.size())) return;
  const Deck& dk = ed.decks[deck];
  if (card < 0 || card >= static_cast<int>(dk.cards.size())) return;
  ImU32 back = deck_colour(ed, deck);
  dl->AddRectFilled(ImVec2(a.x + 3, a.y + 4), ImVec2(b.x + 3, b.y + 4), IM_COL32(0, 0, 0, 90), 8.0f);
  dl->AddRectFilled(a, b, IM_COL32(252, 251, 245, 255), 8.0f);
  dl->AddRect(a, b, back, 8.0f, 0, 4.0f);
  float h = b.y - a.y;
  float head = std::min(26.0f, h * 0.22f);
  dl->AddRectFilled(ImVec2(a.x + 2, a.y + 2), ImVec2(b.x - 2, a.y + head), back, 7.0f, ImDrawFlags_RoundCornersTop);
  std::string title = dk.name;
  int who = f.session.shown_card_player();
  if (who >= 0 && who < static_cast<int>(f.session.names().size())) title += " \xE2\x80\x94 " + f.session.names()[who];
  draw_text_fit(dl, f.fonts.bold, 14, 7, ImVec2(a.x + 6, a.y + 3), ImVec2(b.x - 6, a.y + head - 1), title,
                IM_COL32(20, 24, 28, 255), true);
  draw_text_fit(dl, f.fonts.regular, 16, 8, ImVec2(a.x + 12, a.y + head + 8), ImVec2(b.x - 12, b.y - 10),
                dk.cards[card].text, IM_COL32(20, 24, 28, 255), true);
}

}  // namespace landlord::ui
