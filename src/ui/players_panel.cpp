// Players: token, name, cash and net worth, deeds as chips grouped by
// colour (mortgaged ones hollow), jail cards and jail state, and whose turn
// it is. Each row offers a trade with that player when a human may trade,
// and a human who is not deciding may open their properties ("Manage") to
// build, sell, mortgage or trade between rolls.
#include <algorithm>
#include <bit>
#include <vector>

#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/notices.h"
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
    ImGui::TextDisabled("%s", tr("No deeds"));
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
    // TRANSLATORS: the one-letter badge of a mortgaged deed (board, deed chips).
    draw_text_fit(dl, f.fonts.bold, 9.5f, 6, at, b, d.mortgaged ? trc("badge", "M") : cue,
                  d.mortgaged ? IM_COL32(255, 255, 255, 255) : ink_on(col), true);
    if (d.hotel || d.houses) {
      // TRANSLATORS: the one-letter badge of a hotel on a player's deed chip (a number counts houses).
      std::string n = d.hotel ? std::string(trc("badge", "H")) : std::to_string(d.houses);
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
      draw_chip(i, group_colour(ed, g), group_cue(ed, g));
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
      draw_chip(i, rr ? IM_COL32(70, 70, 70, 255) : IM_COL32(200, 200, 190, 255),
                initial(rr ? railroad_word(ed) : utility_word(ed)));
    }
    at.x += group_gap - gap;
  }
  ImGui::SetCursorScreenPos(start);
  ImGui::Dummy(ImVec2(max_w, at.y - start.y + chip));
}

}  // namespace

namespace {

// Whether human `p`, who is not deciding now, may act between rolls:
// build, sell, mortgage, lift or propose a trade.
bool may_manage(const Session& ses, int p) {
  const GameState& s = ses.state();
  if (!ses.is_human(p) || s.players[p].bankrupt || p == ses.waiting_human()) return false;
  if (!between_rolls(s) || !may_act(s, p)) return false;
  std::vector<Action> acts;
  legal_actions_for(ses.edition(), s, p, acts);
  for (const Action& a : acts) {
    switch (a.type) {
      case ActionType::kBuild:
      case ActionType::kSellBuilding:
      case ActionType::kMortgage:
      case ActionType::kUnmortgage:
      case ActionType::kProposeTrade: return true;
      default: break;
    }
  }
  // Trades are proposed from the dialog (not listed): any deed or cash will do.
  return deeds_of(ses.edition(), s, p) != 0;
}

}  // namespace

void players_panel(Frame& f) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const Palette& pal = palette();
  int& managing = f.view.manage_player;
  if (managing >= 0 && !may_manage(ses, managing)) managing = -1;
  // Who may propose a trade now: the human deciding, or a human managing
  // their properties between rolls.
  int trader = managing >= 0 ? managing : ses.waiting_human();
  bool may_trade = trader >= 0 && may_propose_trade(s, trader);
  heading(f, tr("Players"));
  {
    // One tap to the net-worth chart, at the heading's right.
    const char* label = tr("Worth chart");
    float bw = ImGui::CalcTextSize(label).x + 2 * ImGui::GetStyle().FramePadding.x;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 8.0f, ImGui::GetWindowContentRegionMax().x - bw));
    if (button(f, "players.worth", label)) f.view.show_worth = true;
  }
  const bool compact = f.view.compact_players;
  const float pad = compact ? 3.0f : 5.0f, left = 30.0f;
  // Fingers get the 44 px a touch target needs; a mouse, a compact button.
  const float small_h = f.touch > 1.0f ? 44.0f : ImGui::GetFontSize() + 6.0f;
  // Seat order, the bankrupt after those still playing (on a phone the
  // rows that matter come first); once the game is over the ranking of the
  // results (Session::ranking), so the final board shows the winner's row
  // however short the screen.
  int order[kMaxPlayers];
  int rows = 0;
  if (s.phase == Phase::kGameOver) {
    for (int p : ses.ranking()) order[rows++] = p;
  } else {
    for (int pass = 0; pass < 2; ++pass) {
      for (int p = 0; p < s.player_count; ++p) {
        if (s.players[p].bankrupt == (pass == 1)) order[rows++] = p;
      }
    }
  }
  for (int row = 0; row < rows; ++row) {
    const int p = order[row];
    const Player& pl = s.players[p];
    const Seat& seat = ses.seats()[p];
    ImGui::PushID(p);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 top = ImGui::GetCursorScreenPos();
    float w = ImGui::GetContentRegionAvail().x;
    bool current = p == s.current && s.phase != Phase::kGameOver;
    bool deciding = p == ses.decider();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    // Line 1: name and tags on the left, cash and worth on the right.
    ImGui::SetCursorScreenPos(ImVec2(top.x + left, top.y + pad));
    ImGui::PushFont(f.fonts.bold);
    ImGui::TextUnformatted(seat.name.c_str());
    ImGui::PopFont();
    auto tag = [&](ImU32 col, const std::string& text) {
      ImGui::SameLine(0, 6);
      ImGui::TextColored(ImColor(col), "%s", text.c_str());
    };
    if (pl.bankrupt) tag(pal.danger, tr("Bankrupt"));
    else if (const LevelInfo* l = level_info(seat.kind)) tag(pal.muted, trc("level", l->name));
    // Online play: the person's connection.
    switch (pl.bankrupt ? SeatLink::kNone : ses.seat_link(p)) {
      case SeatLink::kHere: {
        tag(pal.good, trc("connection", "online"));
        // Hover, or a long press: the round trip to their device.
        const int ms = ses.seat_latency(p);
        if (ImGui::IsItemHovered()) {
          tooltip(ms >= 0 ? trf("Connected: {ms} ms to their device and back.", fmt::arg("ms", ms))
                          : std::string(tr("Connected.")));
        }
        if (ms >= 0) f.widgets.show("latency", std::to_string(ms), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), p);
        break;
      }
      case SeatLink::kReconnecting: tag(pal.accent, tr("reconnecting\xE2\x80\xA6")); break;
      case SeatLink::kAway: tag(pal.danger, tr("away: the computer plays")); break;
      case SeatLink::kNone:
      case SeatLink::kComputer: break;
    }
    if (!pl.bankrupt && pl.in_jail) {
      // TRANSLATORS: the turns a player has spent in jail, of the most allowed.
      tag(pal.danger, trf("In jail {turns}/{most}", fmt::arg("turns", pl.jail_turns),
                          fmt::arg("most", s.options.max_jail_turns)));
    }
    int cards = 0;
    for (int d = 0; d < kMaxDecks; ++d) cards += pl.jail_cards[d];
    if (cards > 0) {
      tag(pal.good, cards > 1 ? trnf("{n} jail-free card", "{n} jail-free cards", static_cast<uint64_t>(cards),
                                     fmt::arg("n", cards))
                              : std::string(tr("Jail-free card")));
    }
    float line1 = ImGui::GetItemRectMax().y;
    float tags_end = ImGui::GetItemRectMax().x;
    // Cash as the players have seen it: a payment shows when the token lands.
    std::string cash = money(ed, pl.cash - (f.notices ? f.notices->unshown_cash(p) : 0));
    std::string worth = trf("worth {amount}", fmt::arg("amount", money(ed, net_worth(ed, s, p))));
    float fs = ImGui::GetFontSize();
    float cw = f.fonts.bold->CalcTextSizeA(fs, FLT_MAX, 0, cash.c_str()).x;
    float ww = f.fonts.regular->CalcTextSizeA(fs * 0.9f, FLT_MAX, 0, worth.c_str()).x;
    float right = top.x + w - 8;
    const ImVec2 cash_at(right - cw, top.y + pad + fs * 0.5f);
    if (!pl.bankrupt) {
      dl->AddText(f.fonts.bold, fs, ImVec2(right - cw, top.y + pad), pal.accent, cash.c_str());
      f.widgets.show("cash", cash, ImVec2(right - cw, top.y + pad), ImVec2(right, top.y + pad + fs), p);
      // Worth only where it does not run into the tags (narrow panels), and
      // not while a +$/-$ stands in its place beside the cash.
      const bool money_showing = f.notices && f.notices->row_money_showing(p);
      if (!money_showing && tags_end + 8.0f < right - cw - 10 - ww) {
        dl->AddText(f.fonts.regular, fs * 0.9f, ImVec2(right - cw - 10 - ww, top.y + pad + fs * 0.08f), pal.muted,
                    worth.c_str());
      }
    }
    // Line 2: deed chips, then the row's buttons on the right.
    std::vector<std::pair<std::string, int>> buttons;  // label, kind (0 trade, 1 manage)
    bool can_manage = may_manage(ses, p);
    if (may_trade && p != trader && !pl.bankrupt) buttons.push_back({trc("button", "Trade"), 0});
    if (can_manage) buttons.push_back({managing == p ? trc("button", "Done") : trc("button", "Manage"), 1});
    float bw = 0.0f;
    auto button_w = [&](const std::string& label) {
      return std::max(ImGui::CalcTextSize(label.c_str()).x + 16.0f * f.touch, f.touch > 1.0f ? 64.0f : 0.0f);
    };
    for (auto& b : buttons) bw += button_w(b.first) + 6.0f;
    float y2 = line1 + 3.0f;
    ImGui::SetCursorScreenPos(ImVec2(top.x + left, y2));
    if (!pl.bankrupt) deed_chips(f, p, std::max(80.0f, w - left - bw - 12.0f));
    float bottom_y = std::max(ImGui::GetItemRectMax().y, y2);
    if (!buttons.empty()) {
      float x = right - bw + 6.0f;
      ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8.0f * f.touch, 3.0f * f.touch));
      for (auto& b : buttons) {
        ImGui::SetCursorScreenPos(ImVec2(x, y2));
        float bwid = button_w(b.first);
        if (b.second == 0) {
          if (button(f, "player." + std::to_string(p) + ".trade", b.first, true, {}, ImVec2(bwid, small_h))) {
            open_trade(f, trader, p);
          }
        } else if (button(f, "player." + std::to_string(p) + ".manage", b.first, true, {}, ImVec2(bwid, small_h))) {
          managing = managing == p ? -1 : p;
        }
        if (b.second == 1 && ImGui::IsItemHovered()) {
          tooltip(tr("Build, sell, mortgage or trade now, before the next roll."));
        }
        bottom_y = std::max(bottom_y, ImGui::GetItemRectMax().y);
        x += bwid + 6.0f;
      }
      ImGui::PopStyleVar();
    }
    ImVec2 bottom(top.x + w, bottom_y + pad);
    f.widgets.show("player", seat.name, top, bottom, p);
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(top, bottom, current ? IM_COL32(52, 66, 76, 255) : IM_COL32(40, 49, 57, 255), 7.0f);
    if (current) dl->AddRect(top, bottom, pal.accent, 7.0f, 0, 2.0f);
    else if (deciding) dl->AddRect(top, bottom, IM_COL32(120, 180, 230, 255), 7.0f, 0, 1.5f);
    draw_token(dl, ImVec2(top.x + 15, top.y + pad + fs * 0.55f), 8.0f, seat.token, seat_colour(ses, p));
    if (current) {
      dl->AddTriangleFilled(ImVec2(top.x + 9, bottom.y - 14), ImVec2(top.x + 9, bottom.y - 5),
                            ImVec2(top.x + 16, bottom.y - 9.5f), pal.accent);
    }
    dl->ChannelsMerge();
    // Money floats on the row only while the row is in view.
    if (f.notices) {
      ImVec2 cmin = dl->GetClipRectMin(), cmax = dl->GetClipRectMax();
      float cy = (top.y + bottom.y) * 0.5f;
      if (cy > cmin.y && cy < cmax.y) f.notices->set_row(p, top.x, cash_at);
    }
    ImGui::SetCursorScreenPos(ImVec2(top.x, bottom.y + (compact ? -3.0f : 4.0f)));
    ImGui::Dummy(ImVec2(w, 0));
    if (managing == p) {
      // The properties of a human who is not deciding, between rolls.
      ImGui::Indent(12.0f);
      manage_view(f, p, false);
      ImGui::Unindent(12.0f);
      ImGui::Spacing();
    }
    ImGui::PopID();
  }
}

}  // namespace landlord::ui
