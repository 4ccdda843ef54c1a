// Players: token, name, cash and net worth, deeds as chips grouped by
// colour (mortgaged ones hollow), jail cards and jail state, and whose turn
// it is. Each row offers a trade with that player when a human may trade.
#include <bit>

#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

namespace {

void deed_chips(Frame& f, int player, float max_w) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  uint64_t mine = deeds_of(ed, s, player);
  if (!mine) {
    ImGui::TextDisabled("No deeds");
    return;
  }
  float chip = 16.0f * (f.touch > 1.0f ? 1.1f : 1.0f), gap = 3.0f, group_gap = 8.0f;
  ImVec2 start = ImGui::GetCursorScreenPos();
  ImVec2 at = start;
  auto place = [&](float needed) {
    if (at.x + needed > start.x + max_w) {
      at.x = start.x;
      at.y += chip + gap;
    }
  };
  auto draw_chip = [&](int i, ImU32 col, const std::string& cue) {
    place(chip);
    ImVec2 b(at.x + chip, at.y + chip);
    const Deed& d = s.deeds[i];
    if (d.mortgaged) {
      dl->AddRectFilled(at, b, IM_COL32(60, 60, 60, 255), 3.0f);
      dl->AddRect(at, b, col, 3.0f, 0, 2.0f);
    } else {
      dl->AddRectFilled(at, b, col, 3.0f);
    }
    draw_text_fit(dl, f.fonts.bold, 9.5f, 6, at, b, d.mortgaged ? "M" : cue, d.mortgaged ? IM_COL32(255, 255, 255, 255) : ink_on(col), true);
    if (d.hotel || d.houses) {
      std::string n = d.hotel ? "H" : std::to_string(d.houses);
      dl->AddCircleFilled(ImVec2(b.x - 1, at.y + 1), 5.0f, d.hotel ? IM_COL32(200, 40, 40, 255) : IM_COL32(40, 160, 70, 255));
      draw_text_fit(dl, f.fonts.bold, 8, 6, ImVec2(b.x - 6, at.y - 4), ImVec2(b.x + 4, at.y + 6), n, IM_COL32(255, 255, 255, 255), true);
    }
    if (ImGui::IsMouseHoveringRect(at, b)) f.view.hovered_space = i;
    at.x += chip + gap;
  };
  for (int g = 0; g < static_cast<int>(ed.groups.size()); ++g) {
    uint64_t m = mine & ed.groups[g].mask;
    if (!m) continue;
    place(static_cast<float>(std::popcount(m)) * (chip + gap));
    while (m) {
      int i = std::countr_zero(m);
      m &= m - 1;
      draw_chip(i, group_colour(ed, g), ed.groups[g].cue);
    }
    at.x += group_gap - gap;
  }
  for (uint64_t m : {mine & ed.railroad_mask, mine & ed.utility_mask}) {
    bool rr = m & ed.railroad_mask;
    if (!m) continue;
    place(static_cast<float>(std::popcount(m)) * (chip + gap));
    while (m) {
      int i = std::countr_zero(m);
      m &= m - 1;
      draw_chip(i, rr ? IM_COL32(70, 70, 70, 255) : IM_COL32(200, 200, 190, 255), rr ? "R" : "U");
    }
    at.x += group_gap - gap;
  }
  ImGui::SetCursorScreenPos(start);
  ImGui::Dummy(ImVec2(max_w, at.y - start.y + chip));
}

}  // namespace

void players_panel(Frame& f) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const Palette& pal = palette();
  int trader = ses.waiting_human();
  bool may_trade = trader >= 0 && (s.phase == Phase::kAwaitRoll || s.phase == Phase::kEndTurn ||
                                   s.phase == Phase::kRaiseCash);
  heading(f, "Players");
  for (int p = 0; p < s.player_count; ++p) {
    const Player& pl = s.players[p];
    const Seat& seat = ses.seats()[p];
    ImGui::PushID(p);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 top = ImGui::GetCursorScreenPos();
    float w = ImGui::GetContentRegionAvail().x;
    bool current = p == s.current && s.phase != Phase::kGameOver;
    bool deciding = p == ses.decider();
    // Row background; the player on turn gets a highlighted edge.
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    ImGui::BeginGroup();
    ImGui::Dummy(ImVec2(1, 2));
    ImGui::Indent(34.0f);
    ImGui::PushFont(f.fonts.bold);
    ImGui::TextUnformatted(seat.name.c_str());
    ImGui::PopFont();
    auto tag = [&](ImU32 col, const std::string& text) {
      ImGui::SameLine();
      ImGui::TextColored(ImColor(col), "%s", text.c_str());
    };
    if (pl.bankrupt) tag(pal.danger, "Bankrupt");
    else if (seat.computer()) tag(pal.muted, seat.kind == SeatKind::kHard ? "Hard" : "Easy");
    if (!pl.bankrupt && pl.in_jail) {
      tag(pal.danger, "In jail (" + std::to_string(pl.jail_turns) + "/" + std::to_string(s.options.max_jail_turns) + ")");
    }
    int cards = 0;
    for (int d = 0; d < kMaxDecks; ++d) cards += pl.jail_cards[d];
    if (cards > 0) tag(pal.good, std::string("Jail-free card") + (cards > 1 ? "s " : " ") + std::to_string(cards));
    // Cash and net worth, right-aligned on the name line.
    std::string cash = money(ed, pl.cash);
    std::string worth = "worth " + money(ed, net_worth(ed, s, p));
    ImGui::PushFont(f.fonts.bold);
    float cw = ImGui::CalcTextSize(cash.c_str()).x;
    ImGui::PopFont();
    float ww = ImGui::CalcTextSize(worth.c_str()).x;
    dl->AddText(f.fonts.bold, ImGui::GetFontSize(), ImVec2(top.x + w - cw - 8, top.y + 4), pal.accent, cash.c_str());
    dl->AddText(f.fonts.regular, ImGui::GetFontSize() * 0.9f,
                ImVec2(top.x + w - ww * 0.9f - 8, top.y + 8 + ImGui::GetFontSize()), pal.muted, worth.c_str());
    ImGui::SetCursorScreenPos(ImVec2(top.x + 34, ImGui::GetCursorScreenPos().y));
    float chips_w = w - 34 - (may_trade && p != trader ? 90.0f * f.touch : 0.0f) - (ww * 0.9f + 16);
    if (!pl.bankrupt) deed_chips(f, p, std::max(80.0f, chips_w));
    ImGui::Unindent(34.0f);
    ImGui::EndGroup();
    ImVec2 bottom(top.x + w, ImGui::GetItemRectMax().y + 6);
    if (may_trade && p != trader && !pl.bankrupt) {
      float bh = ImGui::GetFrameHeight();
      ImGui::SetCursorScreenPos(ImVec2(top.x + w - 84.0f * f.touch, bottom.y - bh - 6));
      if (button(f, "player." + std::to_string(p) + ".trade", "Trade", true, {}, ImVec2(78.0f * f.touch, 0))) {
        open_trade(f, trader, p);
      }
      bottom.y = std::max(bottom.y, ImGui::GetItemRectMax().y + 6);
    }
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(top, bottom, current ? IM_COL32(52, 66, 76, 255) : IM_COL32(40, 49, 57, 255), 8.0f);
    if (current) dl->AddRect(top, bottom, pal.accent, 8.0f, 0, 2.0f);
    else if (deciding) dl->AddRect(top, bottom, IM_COL32(120, 180, 230, 255), 8.0f, 0, 1.5f);
    draw_token(dl, ImVec2(top.x + 18, top.y + 16), 9.0f, seat.token, seat_colour(ses, p));
    if (current) {
      dl->AddTriangleFilled(ImVec2(top.x + 10, bottom.y - 16), ImVec2(top.x + 10, bottom.y - 6),
                            ImVec2(top.x + 18, bottom.y - 11), pal.accent);
    }
    dl->ChannelsMerge();
    ImGui::SetCursorScreenPos(ImVec2(top.x, bottom.y + 5));
    ImGui::Dummy(ImVec2(w, 0));
    ImGui::PopID();
  }
}

}  // namespace landlord::ui
