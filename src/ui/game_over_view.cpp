// Game over: the winner, then everyone still standing by net worth, then
// the bankrupt in reverse order of going out, with cash and valuations.
// When the game ended early (at a bankruptcy in the short games, or when
// the time ran out) the ranking is by the rulebook's valuation, and the
// screen says what it counts.
#include "ui/game_over_view.h"

#include <algorithm>
#include <bit>

#include "ui/game_record.h"
#include "ui/theme.h"
#include "ui/worth_chart.h"

namespace landlord::ui {

GameOverChoice game_over_view(Frame& f) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  GameOverChoice choice = GameOverChoice::kNone;
  const std::vector<int> order = ses.ranking();
  const bool valued = ses.ranked_by_valuation();
  auto worth = [&](int p) { return ses.ranked_worth(p); };

  // Dim the table behind the result.
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(f.width, f.height));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.0f, 0.0f, 0.0f, 0.5f));
  ImGui::Begin("##dim", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                     ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::End();
  ImGui::PopStyleColor();
  float w = std::min(f.width - 16.0f, 640.0f);
  float bw3 = f.phone ? (w - 60.0f) / 3.0f : 170.0f;
  ImVec2 bs(bw3, f.phone ? 44.0f : ImGui::GetFrameHeight() * 1.2f);
  // The buttons stay at the foot of the panel, on screen however short the
  // screen (a phone held sideways): the results above them scroll when
  // they do not fit. The panel is as tall as the results measured last
  // frame, up to the screen's height.
  const ImGuiStyle& st = ImGui::GetStyle();
  const float foot = bs.y + st.ItemSpacing.y * 2.0f;
  const float most = std::max(120.0f, f.height - 16.0f);
  float& body_h = f.view.gameover_body_h;
  const float h = body_h > 0.0f ? std::min(most, body_h + foot + st.WindowPadding.y * 2.0f) : most;
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.0f);
  ImGui::Begin("##gameover", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0, 0, 0, 0));
  ImGui::BeginChild("##results", ImVec2(0, -foot), false, f.touch > 1.0f ? ImGuiWindowFlags_NoScrollbar : 0);
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
      // Rows as tall as a button (a finger's height on a phone), the text
      // centred in them.
      ImGui::TableNextRow(0, ImGui::GetFrameHeight());
      ImGui::TableNextColumn();
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%d", rank++);
      ImGui::TableNextColumn();
      ImVec2 c = ImGui::GetCursorScreenPos();
      const float mid = c.y + ImGui::GetFrameHeight() * 0.5f;
      f.widgets.show("result", ses.names()[p], c, ImVec2(c.x + 18, c.y + ImGui::GetFrameHeight()), p);
      draw_token(ImGui::GetWindowDrawList(), ImVec2(c.x + 8, mid), 7.0f, ses.seats()[p].token, seat_colour(ses, p));
      ImGui::Dummy(ImVec2(18, 1));
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(ses.names()[p].c_str());
      ImGui::TableNextColumn();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(pl.bankrupt ? "\xE2\x80\x94" : money(ed, worth(p)).c_str());
      if (!f.phone) {
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(money(ed, pl.cash).c_str());
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        if (valued && !pl.bankrupt) {
          ImGui::Text("%d: %s", std::popcount(deeds_of(ed, s, p)), money(ed, worth(p) - pl.cash).c_str());
        } else {
          ImGui::Text("%d", std::popcount(deeds_of(ed, s, p)));
        }
      }
      ImGui::TableNextColumn();
      ImGui::AlignTextToFramePadding();
      if (p == s.winner) ImGui::TextColored(ImColor(palette().accent), "Winner");
      else if (pl.bankrupt) ImGui::TextColored(ImColor(palette().danger), "Bankrupt");
    }
    ImGui::EndTable();
  }
  // Each player's valuation lines: what the figure is made of. Wrapped at
  // a fixed width (the window sizes itself to its content).
  {
    const float wrap = w - 2.0f * ImGui::GetStyle().WindowPadding.x;
    ImGui::PushFont(f.fonts.small);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
    for (int p : order) {
      if (s.players[p].bankrupt) continue;
      const WorthParts wp = worth_parts(ed, s, p);
      std::string lines = ses.names()[p] + ": cash " + money(ed, wp.cash);
      if (wp.deeds > 0) {
        lines += " + " + std::to_string(wp.deeds) + (wp.deeds == 1 ? " deed " : " deeds ") + money(ed, wp.deed_value);
        if (wp.mortgaged > 0) lines += " (" + std::to_string(wp.mortgaged) + " mortgaged, at half)";
      }
      if (wp.houses + wp.hotels > 0) {
        std::string what;
        if (wp.houses > 0) what = std::to_string(wp.houses) + " " + (wp.houses == 1 ? ed.house : ed.houses);
        if (wp.hotels > 0) {
          what += (what.empty() ? "" : ", ") + std::to_string(wp.hotels) + " " + (wp.hotels == 1 ? ed.hotel : ed.hotels);
        }
        lines += " + " + what + " " + money(ed, wp.building_value);
      }
      lines += " = " + money(ed, wp.total());
      ImGui::TextUnformatted(lines.c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::PopFont();
  }
  // The game told again: net worth over time, rent, the best space.
  const GameRecord& rec = record_of(ses);
  if (rec.ok) {
    ImGui::Spacing();
    heading(f, "Net worth over the game");
    worth_chart(f, rec, ImGui::GetContentRegionAvail().x, f.phone ? 130.0f : 170.0f);
    ImGui::PushTextWrapPos(0.0f);
    for (int p : order) {
      if (p >= static_cast<int>(rec.rent_in.size())) continue;
      ImGui::Text("%s: rent collected %s, paid %s", ses.names()[p].c_str(), money(ed, rec.rent_in[p]).c_str(),
                  money(ed, rec.rent_out[p]).c_str());
    }
    if (rec.best_space >= 0) {
      int owner = s.deeds[rec.best_space].owner;
      ImGui::TextColored(ImColor(palette().accent), "Most profitable space: %s, %s in rent%s",
                         ed.spaces[rec.best_space].name.c_str(), money(ed, rec.best_rent).c_str(),
                         owner >= 0 ? (" (now " + ses.names()[owner] + "'s)").c_str() : "");
    }
    ImGui::PopTextWrapPos();
  }
  body_h = ImGui::GetCursorPosY();
  // More below: the foot of the results fades out, a hint to scroll.
  if (ImGui::GetScrollY() < ImGui::GetScrollMaxY() - 1.0f) {
    ImVec2 lo = ImGui::GetWindowPos(), hi(lo.x + ImGui::GetWindowWidth(), lo.y + ImGui::GetWindowHeight());
    ImU32 bg = ImGui::GetColorU32(ImGuiCol_WindowBg), clear = bg & ~IM_COL32_A_MASK;
    ImGui::GetWindowDrawList()->AddRectFilledMultiColor(ImVec2(lo.x, hi.y - 28.0f), hi, clear, clear, bg, bg);
  }
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.86f, 0.62f, 0.12f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.08f, 0.09f, 0.10f, 1.0f));
  f.widgets.focus.set_default("gameover.again", true);
  if (button(f, "gameover.again", "Play again", true, {}, bs)) choice = GameOverChoice::kPlayAgain;
  ImGui::PopStyleColor(2);
  ImGui::SameLine();
  if (button(f, "gameover.new", "New game", true, {}, bs)) choice = GameOverChoice::kNewGame;
  ImGui::SameLine();
  if (button(f, "gameover.board", f.phone ? "Board" : "See the board", true, {}, bs)) choice = GameOverChoice::kViewBoard;
  ImGui::End();
  ImGui::PopStyleVar();
  return choice;
}

}  // namespace landlord::ui
