// Game over: the winner, then everyone still standing by net worth, then
// the bankrupt in reverse order of going out, with cash and valuations.
// When the game ended early (at a bankruptcy in the short games, or when
// the time ran out) the ranking is by the rulebook's valuation, and the
// screen says what it counts.
#include "ui/game_over_view.h"

#include <algorithm>
#include <bit>

#include "ui/theme.h"

namespace landlord::ui {

GameOverChoice game_over_view(Frame& f) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  GameOverChoice choice = GameOverChoice::kNone;
  std::vector<int> order;
  if (s.winner >= 0) order.push_back(s.winner);
  std::vector<int> standing;
  for (int p = 0; p < s.player_count; ++p) {
    if (p != s.winner && !s.players[p].bankrupt) standing.push_back(p);
  }
  const bool valued = s.game_end == GameEnd::kBankruptcies || s.game_end == GameEnd::kTimeUp;
  auto worth = [&](int p) { return valued ? valuation(ed, s, p) : net_worth(ed, s, p); };
  std::stable_sort(standing.begin(), standing.end(), [&](int a, int b) { return worth(a) > worth(b); });
  order.insert(order.end(), standing.begin(), standing.end());
  const auto& out = ses.bankrupt_order();
  for (auto it = out.rbegin(); it != out.rend(); ++it) {
    if (std::find(order.begin(), order.end(), *it) == order.end()) order.push_back(*it);
  }
  for (int p = 0; p < s.player_count; ++p) {
    if (std::find(order.begin(), order.end(), p) == order.end()) order.push_back(p);
  }

  // Dim the table behind the result.
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(f.width, f.height));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.0f, 0.0f, 0.0f, 0.5f));
  ImGui::Begin("##dim", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                     ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::End();
  ImGui::PopStyleColor();
  float w = std::min(f.width - 16.0f, 640.0f);
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.0f);
  ImGui::Begin("##gameover", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::PushFont(f.fonts.title);
  std::string title = s.winner >= 0 ? ses.names()[s.winner] + " wins!" : std::string("Game over");
  ImGui::TextColored(ImColor(palette().accent), "%s", title.c_str());
  ImGui::PopFont();
  ImGui::PushTextWrapPos(0.0f);
  if (s.game_end == GameEnd::kTimeUp) {
    ImGui::TextUnformatted("Time is up: the richest player wins.");
  } else if (s.game_end == GameEnd::kBankruptcies) {
    int n = s.options.end_at_bankruptcy;
    std::string why = n <= 1 ? std::string("The game ends when one player goes bankrupt")
                             : "The game ends at bankruptcy number " + std::to_string(n);
    why += ": the richest player wins.";
    ImGui::TextUnformatted(why.c_str());
  }
  if (valued) {
    ImGui::TextDisabled("Valuation: cash, title deeds at their printed price (half when mortgaged), %s and %s at cost.",
                        ed.houses.c_str(), ed.hotels.c_str());
  }
  ImGui::PopTextWrapPos();
  ImGui::TextDisabled("After %u turns.", s.turn_number);
  ImGui::Spacing();
  if (ImGui::BeginTable("##rank", f.phone ? 4 : 6, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, 24.0f);
    ImGui::TableSetupColumn("Player");
    ImGui::TableSetupColumn(valued ? "Valuation" : "Net worth");
    if (!f.phone) {
      ImGui::TableSetupColumn("Cash");
      ImGui::TableSetupColumn(valued ? "Deeds and buildings" : "Deeds");
    }
    ImGui::TableSetupColumn("");
    ImGui::TableHeadersRow();

    int rank = 1;
    for (int p : order) {
      const Player& pl = s.players[p];
      ImGui::TableNextRow(0, ImGui::GetFrameHeight());
      ImGui::TableNextColumn();
      ImGui::Text("%d", rank++);
      ImGui::TableNextColumn();
      ImVec2 c = ImGui::GetCursorScreenPos();
      draw_token(ImGui::GetWindowDrawList(), ImVec2(c.x + 8, c.y + ImGui::GetFontSize() * 0.55f), 7.0f,
                 ses.seats()[p].token, seat_colour(ses, p));
      ImGui::Dummy(ImVec2(18, 1));
      ImGui::SameLine();
      ImGui::TextUnformatted(ses.names()[p].c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(pl.bankrupt ? "\xE2\x80\x94" : money(ed, worth(p)).c_str());
      if (!f.phone) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(money(ed, pl.cash).c_str());
        ImGui::TableNextColumn();
        if (valued && !pl.bankrupt) {
          ImGui::Text("%d: %s", std::popcount(deeds_of(ed, s, p)), money(ed, worth(p) - pl.cash).c_str());
        } else {
          ImGui::Text("%d", std::popcount(deeds_of(ed, s, p)));
        }
      }
      ImGui::TableNextColumn();
      if (p == s.winner) ImGui::TextColored(ImColor(palette().accent), "Winner");
      else if (pl.bankrupt) ImGui::TextColored(ImColor(palette().danger), "Bankrupt");
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  ImVec2 bs(f.phone ? (w - 50.0f) * 0.5f : 180.0f, f.phone ? 44.0f : 0.0f);
  if (button(f, "gameover.new", "New game", true, {}, bs)) choice = GameOverChoice::kNewGame;
  ImGui::SameLine();
  if (button(f, "gameover.board", "See the board", true, {}, bs)) choice = GameOverChoice::kViewBoard;
  ImGui::End();
  ImGui::PopStyleVar();
  return choice;
}

}  // namespace landlord::ui
