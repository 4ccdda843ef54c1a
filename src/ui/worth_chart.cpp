#include "ui/worth_chart.h"

#include <algorithm>

#include "engine/rules.h"
#include "text/tr.h"
#include "ui/theme.h"

namespace landlord::ui {

const GameRecord& record_of(const Session& ses) {
  static GameRecord rec;
  static std::size_t rec_for = static_cast<std::size_t>(-1);
  static uint32_t rec_serial = 0;
  if (rec_for != ses.game().history.size() || rec_serial != ses.game_serial()) {
    rec = record_game(ses.game());
    rec_for = ses.game().history.size();
    rec_serial = ses.game_serial();
  }
  return rec;
}

// Every player's net worth over the game, one line each in their colour,
// with their token at the end of the line.
void worth_chart(Frame& f, const GameRecord& rec, float width, float height) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 a = ImGui::GetCursorScreenPos();
  ImVec2 b(a.x + width, a.y + height);
  ImGui::Dummy(ImVec2(width, height));
  dl->AddRectFilled(a, b, IM_COL32(246, 244, 236, 255), 6.0f);
  const std::size_t samples = rec.turns.size();
  int64_t top = 1;
  for (const auto& line : rec.worth) {
    for (int64_t v : line) top = std::max(top, v);
  }
  const float lx = a.x + 52.0f, rx = b.x - 16.0f, ty = a.y + 10.0f, by = b.y - 20.0f;
  const ImU32 grid = IM_COL32(200, 200, 190, 255), ink = IM_COL32(60, 64, 70, 255);
  for (int k = 0; k <= 2; ++k) {
    float y = by - (by - ty) * static_cast<float>(k) / 2.0f;
    dl->AddLine(ImVec2(lx, y), ImVec2(rx, y), grid, 1.0f);
    std::string label = money(ed, top * k / 2);
    dl->AddText(f.fonts.small, 12.0f, ImVec2(a.x + 4, y - 7), ink, label.c_str());
  }
  if (samples >= 2) {
    // TRANSLATORS: the net-worth chart's last mark along its time axis: the turn it ends at.
    std::string last = trf("turn {n}", fmt::arg("n", rec.turns.back()));
    float tw = f.fonts.small->CalcTextSizeA(12.0f, FLT_MAX, 0, last.c_str()).x;
    dl->AddText(f.fonts.small, 12.0f, ImVec2(rx - tw, by + 3), ink, last.c_str());
    // TRANSLATORS: the net-worth chart's first mark along its time axis: the start of the game.
    dl->AddText(f.fonts.small, 12.0f, ImVec2(lx, by + 3), ink, trc("chart", "start"));
    const std::size_t points = std::min<std::size_t>(samples, 160);
    for (std::size_t p = 0; p < rec.worth.size(); ++p) {
      std::vector<ImVec2> pts;
      for (std::size_t k = 0; k < points; ++k) {
        std::size_t i = points == 1 ? 0 : k * (samples - 1) / (points - 1);
        float x = lx + (rx - lx) * static_cast<float>(i) / static_cast<float>(samples - 1);
        float y = by - (by - ty) * static_cast<float>(rec.worth[p][i]) / static_cast<float>(top);
        pts.push_back(ImVec2(x, y));
      }
      ImU32 col = seat_colour(ses, static_cast<int>(p));
      dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), IM_COL32(20, 24, 28, 255), 0, 4.5f);
      dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), col, 0, 2.5f);
      draw_token(dl, pts.back(), 6.0f, ses.seats()[p].token, col);
    }
  }
  f.widgets.show("chart", "net worth over " + std::to_string(samples) + " samples", a, b);
}

void worth_view(Frame& f) {
  if (!f.view.show_worth || !f.session.active()) return;
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  float w = std::min(f.width - (f.phone ? 16.0f : 48.0f), 620.0f);
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::SetNextWindowFocus();
  ImGui::Begin("Net worth###worth", nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar);
  f.widgets.focus.set_modal("worth.");
  heading(f, tr("Net worth over the game"));
  const GameRecord& rec = record_of(ses);
  if (rec.ok && rec.turns.size() >= 2) {
    worth_chart(f, rec, ImGui::GetContentRegionAvail().x, f.phone ? 150.0f : 200.0f);
  } else {
    ImGui::TextDisabled("%s", tr("The chart fills in as the game goes on."));
  }
  // Where everyone stands now: the same figure as the players panel.
  std::vector<int> order;
  for (int p = 0; p < s.player_count; ++p) order.push_back(p);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return net_worth(ed, s, a) > net_worth(ed, s, b);
  });
  for (int p : order) {
    ImVec2 at = ImGui::GetCursorScreenPos();
    float r = ImGui::GetFontSize() * 0.4f;
    draw_token(ImGui::GetWindowDrawList(), ImVec2(at.x + r + 2, at.y + ImGui::GetFontSize() * 0.55f), r,
               ses.seats()[p].token, seat_colour(ses, p));
    ImGui::Dummy(ImVec2(2 * r + 6, 1));
    ImGui::SameLine();
    if (s.players[p].bankrupt) {
      // TRANSLATORS: a bankrupt player's line under the net-worth chart.
      ImGui::TextDisabled("%s", trf("{player}: bankrupt", fmt::arg("player", ses.names()[p])).c_str());
    } else {
      // TRANSLATORS: a player's line under the net-worth chart: their net worth, and their cash.
      ImGui::TextUnformatted(trf("{player}: {worth} (cash {cash})", fmt::arg("player", ses.names()[p]),
                                 fmt::arg("worth", money(ed, net_worth(ed, s, p))),
                                 fmt::arg("cash", money(ed, s.players[p].cash))).c_str());
    }
  }
  ImGui::Spacing();
  f.widgets.focus.set_default("worth.close", true);
  if (button(f, "worth.close", tr("Close"), true, {}, ImVec2(-1, f.phone ? 44.0f : 0.0f))) f.view.show_worth = false;
  ImGui::End();
}

}  // namespace landlord::ui
