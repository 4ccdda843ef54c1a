#include "ui/heat_map.h"

#include <algorithm>
#include <cstdio>

#include "text/numbers.h"
#include "text/tr.h"
#include "ui/theme.h"

namespace landlord::ui {

namespace {

struct Cache {
  uint32_t serial = 0;
  const Edition* edition = nullptr;
  bool valid = false;
  LandingOdds odds;
  double max_end = 0;
  int opponents = 0;  // of `deeds`
  std::vector<DeedInsight> deeds;
};

Cache& cache() {
  static Cache c;
  return c;
}

const Cache& cached(const Session& s) {
  Cache& c = cache();
  if (!c.valid || c.serial != s.game_serial() || c.edition != &s.edition()) {
    c.odds = landing_odds(s.edition(), s.state().options, InsightParams{});
    c.max_end = 0;
    for (const SpaceOdds& o : c.odds.spaces) c.max_end = std::max(c.max_end, o.roll_end);
    c.serial = s.game_serial();
    c.edition = &s.edition();
    c.valid = true;
    c.opponents = 0;
    c.deeds.clear();
  }
  return c;
}

std::string percent(double p) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f", p * 100.0);
  std::string n = buf;
  // The language's decimal separator ("12,5").
  if (std::size_t dot = n.find('.'); dot != std::string::npos) {
    n.replace(dot, 1, text::number_format(text::language()).decimal);
  }
  // TRANSLATORS: a share of rolls on a board's space ("12.5%"): the language's way of writing a percentage
  // (a no-break space before % where it takes one).
  return trf("{n}%", fmt::arg("n", n));
}

}  // namespace

const LandingOdds& landing_odds_of(const Session& s) { return cached(s).odds; }

int insight_opponents(const Session& s) {
  const GameState& st = s.state();
  int alive = 0;
  for (int p = 0; p < st.player_count; ++p) alive += st.players[p].bankrupt ? 0 : 1;
  return std::max(1, alive - 1);
}

const DeedInsight* deed_insight_of(const Session& s, int space) {
  cached(s);
  Cache& c = cache();
  int opponents = insight_opponents(s);
  if (c.opponents != opponents) {
    c.deeds = deed_insight(s.edition(), s.state().options, c.odds, opponents);
    c.opponents = opponents;
  }
  for (const DeedInsight& d : c.deeds) {
    if (d.space == space) return &d;
  }
  return nullptr;
}

void heat_map_toggle(Frame& f, ImVec2 pos) {
  ImGui::SetCursorScreenPos(pos);
  bool on = f.view.show_heat;
  if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
  // TRANSLATORS: the board's toggle of the landing odds overlay, off and on.
  if (button(f, "board.odds", on ? trc("button", "Odds: on") : trc("button", "Odds"))) f.view.show_heat = !on;
  if (on) ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) tooltip(tr("How often a roll ends on each space, worked out exactly from this board, its cards and its rules."));
}

void heat_map_space(Frame& f, ImDrawList* dl, int space, ImVec2 a, ImVec2 b) {
  if (!f.view.show_heat || !f.session.active()) return;
  const Cache& c = cached(f.session);
  if (space < 0 || space >= static_cast<int>(c.odds.spaces.size()) || c.max_end <= 0) return;
  double p = c.odds.spaces[static_cast<std::size_t>(space)].roll_end;
  float t = static_cast<float>(std::clamp(p / c.max_end, 0.0, 1.0));
  // Cool (rarely) to hot (often): a translucent wash, strongest where most landed.
  ImU32 col = ImGui::ColorConvertFloat4ToU32(ImVec4(0.95f, 0.25f + 0.55f * (1.0f - t), 0.10f, 0.12f + 0.55f * t));
  dl->AddRectFilled(a, b, col);
  std::string text = percent(p);
  float h = b.y - a.y, w = b.x - a.x;
  float fs = std::clamp(std::min(w, h) * 0.26f, 8.0f, 15.0f);
  ImVec2 ts = f.fonts.bold->CalcTextSizeA(fs, FLT_MAX, 0, text.c_str());
  ImVec2 at((a.x + b.x - ts.x) * 0.5f, (a.y + b.y - ts.y) * 0.5f);
  dl->AddRectFilled(ImVec2(at.x - 2, at.y - 1), ImVec2(at.x + ts.x + 2, at.y + ts.y + 1), IM_COL32(20, 24, 28, 210), 3.0f);
  dl->AddText(f.fonts.bold, fs, at, IM_COL32(255, 255, 255, 255), text.c_str());
  f.widgets.show("odds", text, a, b, space);
}

void heat_map_legend(Frame& f, ImDrawList* dl, ImVec2 a, ImVec2 b) {
  if (!f.view.show_heat) return;
  draw_text_fit(dl, f.fonts.regular, 14.0f, 8.0f, a, b,
                tr("Where a roll ends: the share of rolls that end on each space (a player in jail rolls for doubles)."),
                palette().ink, false);
}

}  // namespace landlord::ui
