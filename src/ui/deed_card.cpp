// Title deeds and drawn cards, drawn like the printed cards: a coloured
// header, the rent table read from the edition, costs, the mortgage value
// and who owns it now.
#include <algorithm>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "text/numbers.h"
#include "text/tr.h"
#include "ui/board_icons.h"
#include "engine/edition_words.h"
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

  // The label on the left, smaller where a long one (a longer language's)
  // would run into the value on the right.
  void row(const std::string& left, const std::string& right, ImU32 col, bool strong = false) {
    ImFont* ft = strong ? bold : font;
    float w = right.empty() ? 0.0f : bold->CalcTextSizeA(size, FLT_MAX, 0, right.c_str()).x;
    const float room = x1 - x0 - (w > 0.0f ? w + size * 0.5f : 0.0f);
    if (ft->CalcTextSizeA(size, FLT_MAX, 0, left.c_str()).x <= room) {
      dl->AddText(ft, size, ImVec2(x0, y), col, left.c_str());
    } else {
      left_fit(ft, left, room, col);
    }
    dl->AddText(bold, size, ImVec2(x1 - w, y), col, right.c_str());
    y += size * 1.28f;
  }
  // `text` at the size that fits `room` in one line, down to 6 px (then cut).
  void left_fit(ImFont* ft, const std::string& text, float room, ImU32 col) {
    const float full = ft->CalcTextSizeA(size, FLT_MAX, 0, text.c_str()).x;
    const float s = std::max(6.0f, size * room / std::max(full, 1.0f));
    const ImVec2 a(x0, y + (size - s) * 0.6f);
    dl->PushClipRect(ImVec2(x0, y), ImVec2(x0 + std::max(room, 1.0f), y + size * 1.28f), true);
    dl->AddText(ft, s, a, col, text.c_str());
    dl->PopClipRect();
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
  return text::money(ed.currency, v, v < 10.0 ? 2 : v < 100.0 ? 1 : 0);
}

// Rounds of the table to earn a step's cost back; a dash where nothing is
// bought (the full set) or nothing is earned.
std::string rounds(double r) {
  if (!std::isfinite(r) || r <= 0.0) return "\xE2\x80\x94";
  if (r < 1.0) return "<1";
  return std::to_string(static_cast<long long>(std::lround(r)));
}

}  // namespace

namespace {

constexpr float kRow = 1.28f;  // a line's height, in text sizes

// What a deed card shows, read once for either layout.
struct DeedFacts {
  const Session& ses;
  const Edition& ed;
  const GameState& s;
  const Space& sp;
  const Deed& d;
  int space;
  std::vector<RentRow> ladder;
  const DeedInsight* earn;

  DeedFacts(const Frame& f, int i)
      : ses(f.session),
        ed(ses.edition()),
        s(ses.state()),
        sp(ed.spaces[static_cast<std::size_t>(i)]),
        d(s.deeds[i]),
        space(i),
        ladder(rent_ladder(ed, s, i)),
        earn(deed_insight_of(ses, i)) {}

  bool site() const { return sp.kind == SpaceKind::kSite; }
  bool earnings_known() const { return earn && earn->levels.size() == ladder.size(); }
  // Lines (in text sizes) of the rent table, with the earnings' headings.
  float rent_units(bool earnings) const { return kRow * static_cast<float>(ladder.size()) + (earnings ? kRow : 0.0f); }
  // ... of the costs, price, mortgage and who owns the group.
  float cost_units() const { return (site() ? 0.3f + 2 * kRow : 0.0f) + 0.3f + 3 * kRow + 1.5f; }
  // ... of the owner's lines at the foot.
  static constexpr float kFootUnits = 2.9f;
};

const ImU32 kInk = IM_COL32(24, 28, 30, 255);
const ImU32 kMuted = IM_COL32(90, 98, 104, 255);

// A card's paper, its shadow and edge (a deed's thin and dark, a drawn
// card's in its deck's colour).
void card_paper(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 edge = IM_COL32(30, 30, 30, 255), float thickness = 1.5f) {
  dl->AddRectFilled(ImVec2(a.x + 3, a.y + 4), ImVec2(b.x + 3, b.y + 4), IM_COL32(0, 0, 0, 90), 8.0f);
  dl->AddRectFilled(a, b, IM_COL32(252, 251, 245, 255), 8.0f);
  dl->AddRect(a, b, edge, 8.0f, 0, thickness);
}

// The coloured band with the kind ("TITLE DEED · DB") over the name, from
// `ha` to `hb`.
void card_header(Frame& f, const DeedFacts& k, ImDrawList* dl, ImVec2 ha, ImVec2 hb, float size) {
  ImU32 hc = k.site() ? group_colour(k.ed, k.sp.group) : IM_COL32(225, 225, 215, 255);
  dl->AddRectFilled(ha, hb, hc, 4.0f);
  dl->AddRect(ha, hb, kInk, 4.0f);
  ImU32 hink = ink_on(hc);
  std::string kind;
  if (!k.site()) {
    kind = in_capitals(k.sp.kind == SpaceKind::kRailroad ? railroad_word(k.ed) : utility_word(k.ed));
  } else if (k.sp.group >= 0) {
    // TRANSLATORS: the head of a site's title deed, in capitals; {cue} is its colour group's short name from the edition.
    kind = trf("TITLE DEED \xC2\xB7 {cue}", fmt::arg("cue", group_cue(k.ed, k.sp.group)));
  } else {
    // TRANSLATORS: the head of a site's title deed, in capitals.
    kind = tr("TITLE DEED");
  }
  // The kind's line is as tall as its letters at their smallest (on a
  // phone's board the card is small), so they are never cut at the top.
  const float kind_bottom = ha.y + 3 + std::max(size * 0.8f, 6.0f) + 1;
  draw_text_fit(dl, f.fonts.small, size * 0.8f, 6, ImVec2(ha.x + 4, ha.y + 3), ImVec2(hb.x - 4, kind_bottom), kind,
                hink, false);
  draw_text_fit(dl, f.fonts.bold, size * 1.15f, 7, ImVec2(ha.x + 4, std::max(ha.y + size + 2, kind_bottom)),
                ImVec2(hb.x - 4, hb.y - 2), space_name(k.ed, k.space), hink, true);
}

// The rent table as the engine applies it under this game's options
// (rent_ladder: no "4 houses" row when three houses buy a hotel). With
// `earnings`, beside each rent what it earns from one opponent's turn, on
// average, and the rounds of the table that pay back that step (the deed,
// each house, the hotel), from the engine's landing odds (engine/insight.h).
void rent_rows(Frame& f, const DeedFacts& k, Lines& L, bool earnings) {
  const ImU32 now = IM_COL32(20, 110, 60, 255);
  const float iw = L.x1 - L.x0;
  const float rent_r = earnings ? L.x1 - iw * 0.42f : L.x1, turn_r = L.x1 - iw * 0.19f;
  if (earnings) {
    const bool narrow = iw < 190.0f;  // a phone's card: the short headings
    // TRANSLATORS: the headings of a deed card's columns: the rent, what it earns from one rival's turn on
    // average, and the rounds of the table that pay back its cost. "/turn" and "rds" are the short forms on a
    // phone's small card: keep them as short.
    L.row4("", trc("deed card", "rent"), narrow ? trc("deed card", "/turn") : trc("deed card", "per turn"),
           narrow ? trc("deed card", "rds") : trc("deed card", "rounds"), kMuted, kMuted, rent_r, turn_r);
  }
  for (std::size_t i = 0; i < k.ladder.size(); ++i) {
    const RentRow& row = k.ladder[i];
    ImU32 col = row.current ? now : kInk;
    std::string label, rent = money(k.ed, row.rent);
    const std::string indent = "  ";  // a row under the first rent: its steps
    const auto n = static_cast<uint64_t>(row.count);
    switch (row.kind) {
      case RentRowKind::kUnimproved: label = trc("deed card", "Rent"); break;
      case RentRowKind::kFullSet:
        // TRANSLATORS: the rent when the owner holds the whole colour group, no buildings.
        label = indent + trc("deed card", "full set");
        if (!row.current) col = kMuted;
        break;
      case RentRowKind::kHouses:
        // TRANSLATORS: the rent with {n} houses; {building} is the edition's word (house or houses).
        label = indent + trnf("with {n} {building}", "with {n} {building}", n, fmt::arg("n", row.count),
                              fmt::arg("building", row.count == 1 ? house_word(k.ed) : houses_word(k.ed)));
        break;
      case RentRowKind::kHotel:
        // TRANSLATORS: the rent with a hotel; {hotel} is the edition's word for it.
        label = indent + trf("with {hotel}", fmt::arg("hotel", hotel_word(k.ed)));
        break;
      case RentRowKind::kOwned:
        if (k.sp.kind == SpaceKind::kRailroad) {
          if (row.count == 1) {
            label = trc("deed card", "Rent");
          } else {
            // TRANSLATORS: the rent when the owner holds {n} of the edition's railroads (stations).
            label = indent + trnf("if {n} is owned", "if {n} are owned", n, fmt::arg("n", row.count));
          }
        } else {
          if (row.count == 1) {
            // TRANSLATORS: a utility's rent when the owner holds one of the utilities.
            label = tr("One owned:");
          } else {
            // TRANSLATORS: a utility's rent when the owner holds {n} of the utilities.
            label = trnf("{n} owned:", "{n} owned:", n, fmt::arg("n", row.count));
          }
          // TRANSLATORS: a utility's rent: {n} times the total of the dice thrown.
          rent = trf("{n}\xC3\x97 dice", fmt::arg("n", row.dice_multiplier));
        }
        break;
    }
    if (!earnings) {
      L.row(label, rent, col);
      continue;
    }
    const DeedLevel& lv = k.earn->levels[i];
    std::string turn = per_turn(k.ed, lv.rent_per_turn), back = rounds(lv.step_payback_rounds);
    f.widgets.show("deed.earn", std::to_string(i) + "|" + turn + "|" + back, ImVec2(L.x0, L.y),
                   ImVec2(L.x1, L.y + L.size * 1.2f), k.space);
    L.row4(label, rent, turn, back, col, kMuted, rent_r, turn_r);
  }
}

// What the earnings columns mean, in two lines of small type.
void earnings_note(Frame& f, Lines& L) {
  int opp = insight_opponents(f.session);
  // TRANSLATORS: the note under a deed card's earnings columns ("per turn", "rounds"); {n} rivals at the table.
  std::string note = trnf("Per turn: rent expected from one rival's turn. Rounds: rounds of the table ({n} rival) "
                          "to earn back each purchase.",
                          "Per turn: rent expected from one rival's turn. Rounds: rounds of the table ({n} rivals) "
                          "to earn back each purchase.",
                          static_cast<uint64_t>(std::max(opp, 0)), fmt::arg("n", opp));
  draw_text_fit(L.dl, f.fonts.small, L.size * 0.85f, 7.0f, ImVec2(L.x0, L.y), ImVec2(L.x1, L.y + L.size * 2.3f), note,
                kMuted, false);
  L.y += L.size * 2.4f;
}

// The building costs, the price and mortgage, then who holds the rest of
// its group: "Brook owns 1 of 3".
void cost_rows(Frame& f, const DeedFacts& k, Lines& L) {
  const Edition& ed = k.ed;
  if (k.site()) {
    L.y += L.size * 0.3f;
    // TRANSLATORS: a deed card's row: what one building costs; {houses} is the edition's word
    // (capitalised, plural: "Houses").
    L.row(trf("{houses} cost", fmt::arg("houses", capitalised(houses_word(ed)))), money(ed, k.sp.house_cost), kInk);
    const int per_hotel = k.s.options.houses_per_hotel;
    // TRANSLATORS: a deed card's row: what a hotel costs; {hotel} is the edition's word (capitalised: "Hotel").
    const std::string hotel = trf("{hotel} cost", fmt::arg("hotel", capitalised(hotel_word(ed))));
    // TRANSLATORS: a hotel's price: {amount} and {n} houses given back; {building} is the edition's word.
    const std::string price = trnf("{amount} + {n} {building}", "{amount} + {n} {building}",
                                   static_cast<uint64_t>(per_hotel), fmt::arg("amount", money(ed, k.sp.hotel_cost)),
                                   fmt::arg("n", per_hotel), fmt::arg("building", per_hotel == 1 ? house_word(ed) : houses_word(ed)));
    L.row(hotel, price, kInk);
  }
  L.y += L.size * 0.3f;
  L.row(trc("deed card", "Price"), money(ed, k.sp.price), kInk);
  L.row(tr("Mortgage value"), money(ed, k.sp.mortgage), kInk);
  // TRANSLATORS: a deed card's row: what it costs to lift (pay off) the mortgage.
  L.row(trc("deed card", "Lift mortgage"), money(ed, unmortgage_cost(ed, k.space)), kMuted);
  uint64_t mask = k.site() && k.sp.group >= 0 ? ed.groups[k.sp.group].mask
                  : k.sp.kind == SpaceKind::kRailroad ? ed.railroad_mask
                                                      : ed.utility_mask;
  int total = std::popcount(mask);
  std::string text;
  for (int p = 0; p < k.s.player_count; ++p) {
    int n = 0;
    for (uint64_t m = mask; m; m &= m - 1) n += k.s.deeds[std::countr_zero(m)].owner == p ? 1 : 0;
    if (n == 0) continue;
    if (!text.empty()) text += ", ";
    // TRANSLATORS: on a deed card: {player} holds {n} of the {total} deeds of this one's group.
    text += trnf("{player} owns {n} of {total}", "{player} owns {n} of {total}", static_cast<uint64_t>(n),
                 fmt::arg("player", k.ses.names()[p]), fmt::arg("n", n), fmt::arg("total", total));
  }
  if (text.empty()) {
    // TRANSLATORS: on a deed card: no one holds any of the {n} deeds of this one's group yet.
    text = trnf("None of the {n} owned yet", "None of the {n} owned yet", static_cast<uint64_t>(total),
                fmt::arg("n", total));
  }
  L.y += L.size * 0.2f;
  draw_text_fit(L.dl, f.fonts.bold, L.size, 7, ImVec2(L.x0, L.y), ImVec2(L.x1, L.y + L.size * 1.25f), text,
                IM_COL32(40, 60, 120, 255), false);
  L.y += L.size * 1.3f;
}

// The foot, under a rule from `rule_a` to `rule_b`: the owner (and the
// rent due now), or "For sale by the Bank".
void owner_rows(const DeedFacts& k, Lines& L, float rule_a, float rule_b) {
  const float size = L.size;
  L.dl->AddLine(ImVec2(rule_a, L.y - size * 0.3f), ImVec2(rule_b, L.y - size * 0.3f), IM_COL32(0, 0, 0, 60));
  if (k.d.owner >= 0) {
    std::string who = trf("Owner: {player}", fmt::arg("player", k.ses.names()[k.d.owner]));
    draw_token(L.dl, ImVec2(L.x0 + 2 + size * 0.4f, L.y + size * 0.6f), size * 0.45f, k.ses.seats()[k.d.owner].token,
               seat_colour(k.ses, k.d.owner));
    L.x0 += size * 1.2f;
    L.row(who, k.d.mortgaged ? trc("deed card", "MORTGAGED") : "", k.d.mortgaged ? IM_COL32(170, 30, 30, 255) : kInk, true);
    L.x0 -= size * 1.2f;
    if (!k.d.mortgaged && k.sp.kind != SpaceKind::kUtility) {
      // TRANSLATORS: on a deed card: the rent a player landing on it would pay now.
      L.row(tr("Rent now"), money(k.ed, rent_due(k.ed, k.s, k.space, 7)), kMuted);
    }
  } else {
    L.centre(tr("For sale by the Bank"), kMuted);
  }
}

}  // namespace

void deed_card(Frame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, int space, float min_text) {
  const DeedFacts k(f, space);
  card_paper(dl, a, b);
  // The text size that fits every line in the card's height: the header,
  // the rent rows, costs, price and mortgage, who owns the group, the owner.
  // The earnings columns, then their note, only where the card is tall
  // enough for them at a readable size (a phone's board is small).
  const float base = 3.4f + 0.6f + k.rent_units(false) + k.cost_units() + DeedFacts::kFootUnits;
  const float room = b.y - a.y - 10.0f;
  bool earnings = k.earnings_known() && room / (base + kRow) >= min_text;
  const bool note_shown = earnings && room / (base + kRow + 2.4f) >= min_text + 1.5f;
  float units = base + (earnings ? kRow : 0.0f) + (note_shown ? 2.4f : 0.0f);
  float size = std::clamp(room / units, 6.5f, 14.0f);
  f.widgets.show("deed.text", std::to_string(size), a, b, space);
  ImVec2 ha(a.x + 8, a.y + 8), hb(b.x - 8, a.y + 8 + size * 3.4f);
  card_header(f, k, dl, ha, hb, size);
  Lines L{dl, f.fonts.regular, f.fonts.bold, size, a.x + 14, b.x - 14, hb.y + size * 0.6f};
  rent_rows(f, k, L, earnings);
  if (note_shown) earnings_note(f, L);
  cost_rows(f, k, L);
  L.y = std::max(L.y, b.y - size * DeedFacts::kFootUnits);
  owner_rows(k, L, a.x + 10, b.x - 10);
}

namespace {

// A card wider than tall (a phone held sideways: a column beside the
// board, short): the name's band across the top, the rent table on the
// left, the costs, the group and the owner on the right.
void wide_deed_card(Frame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, int space, float min_text) {
  const DeedFacts k(f, space);
  card_paper(dl, a, b);
  const float room = b.y - a.y - 10.0f;
  const float head = 2.9f, gap = 0.6f;
  const float right = k.cost_units() + DeedFacts::kFootUnits;
  const auto units = [&](bool earn) { return head + gap + std::max(k.rent_units(earn), right); };
  bool earnings = k.earnings_known() && room / units(true) >= min_text;
  float size = std::clamp(room / units(earnings), 6.5f, 13.0f);
  f.widgets.show("deed.text", std::to_string(size), a, b, space);
  ImVec2 ha(a.x + 8, a.y + 8), hb(b.x - 8, a.y + 8 + size * head);
  card_header(f, k, dl, ha, hb, size);
  const float split = a.x + (b.x - a.x) * 0.56f, top = hb.y + size * gap;
  dl->AddLine(ImVec2(split, top), ImVec2(split, b.y - 10), IM_COL32(0, 0, 0, 40));
  Lines left{dl, f.fonts.regular, f.fonts.bold, size, a.x + 14, split - 10, top};
  rent_rows(f, k, left, earnings);
  Lines L{dl, f.fonts.regular, f.fonts.bold, size, split + 10, b.x - 14, top - size * 0.3f};
  cost_rows(f, k, L);
  L.y = std::max(L.y + size * 0.4f, b.y - size * DeedFacts::kFootUnits);
  owner_rows(k, L, split + 6, b.x - 10);
}

}  // namespace

// Across the phone's column, right under the decision's buttons and above
// the guide's card, which speaks of it: text of about 10 px, where the
// board's small centre left it at 7 (the earnings columns only where they
// leave it at 10). As tall as the screen leaves it with the column
// scrolled to the top, so that the whole card is in view as the decision
// comes up: held upright from 240 to 320 px (at most 0.9 of the column's
// width); held sideways, beside the board, the wide card, as tall as its
// text needs at 10 to 12 px, when the screen has room for it under the
// decision (else the board's centre shows the deed: column_deed_fits).
namespace {
constexpr float kWideLeast = 160.0f, kWideMost = 190.0f;  // the wide card's height

// Screen space under the column's cursor, with the column at its top.
float room_under(const Frame& f) {
  return f.height - (ImGui::GetCursorScreenPos().y + ImGui::GetStyle().ItemSpacing.y + f.view.column_scroll) - 10.0f;
}
}  // namespace

bool column_deed_fits(const Frame& f) { return !f.view.deed_wide || room_under(f) >= kWideLeast; }

void column_deed_card(Frame& f, int space) {
  const float left = room_under(f);
  ImGui::Spacing();
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;  // the card's shadow
  const bool wide = f.view.deed_wide;
  float h;
  if (wide) {
    h = std::floor(std::clamp(left, kWideLeast, kWideMost));
  } else {
    const float most = std::min(w * 0.9f, 320.0f);  // a column narrower than 267 px: less than 240
    h = std::floor(std::clamp(left, std::min(240.0f, most), most));
  }
  ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + w, a.y + h);
  if (wide) wide_deed_card(f, ImGui::GetWindowDrawList(), a, b, space, 10.0f);
  else deed_card(f, ImGui::GetWindowDrawList(), a, b, space, 10.0f);
  f.widgets.show("deed", space_name(f.session.edition(), space), a, b, space);
  ImGui::Dummy(ImVec2(w, h + 4.0f));
}

void card_face(Frame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, int deck, int card) {
  const Edition& ed = f.session.edition();
  if (deck < 0 || deck >= static_cast<int>(ed.decks.size())) return;
  const Deck& dk = ed.decks[deck];
  if (card < 0 || card >= static_cast<int>(dk.cards.size())) return;
  ImU32 back = deck_colour(ed, deck);
  card_paper(dl, a, b, back, 4.0f);
  float h = b.y - a.y;
  float head = std::min(26.0f, h * 0.22f);
  dl->AddRectFilled(ImVec2(a.x + 2, a.y + 2), ImVec2(b.x - 2, a.y + head), back, 7.0f, ImDrawFlags_RoundCornersTop);
  std::string title = deck_name(ed, deck);
  int who = f.session.shown_card_player();
  if (who >= 0 && who < static_cast<int>(f.session.names().size())) title += " \xE2\x80\x94 " + f.session.names()[who];
  draw_text_fit(dl, f.fonts.bold, 14, 7, ImVec2(a.x + 6, a.y + 3), ImVec2(b.x - 6, a.y + head - 1), title,
                IM_COL32(20, 24, 28, 255), true);
  draw_text_fit(dl, f.fonts.regular, 16, 8, ImVec2(a.x + 12, a.y + head + 8), ImVec2(b.x - 12, b.y - 10),
                card_text(ed, deck, card), IM_COL32(20, 24, 28, 255), true);
}

}  // namespace landlord::ui
