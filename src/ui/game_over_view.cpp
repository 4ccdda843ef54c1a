// Game over: the winner, then everyone still standing by net worth, then
// the bankrupt in reverse order of going out, with cash and valuations.
// When the game ended early (at a bankruptcy in the short games, or when
// the time ran out) the ranking is by the rulebook's valuation, and the
// screen says what it counts.
#include "ui/game_over_view.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "text/tr.h"
#include "engine/edition_words.h"
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
  // A phone held sideways: the standings and the game's story side by
  // side, each as tall as the screen allows, instead of the chart under
  // the standings where the foot of the panel cut it to a strip.
  const GameRecord& rec = record_of(ses);
  const bool side_by_side = rec.ok && f.height < 500.0f && f.width > f.height * 1.5f;
  float w = std::min(f.width - 16.0f, side_by_side ? 900.0f : 640.0f);
  float bw3 = f.phone ? (w - 60.0f) / 3.0f : 170.0f;
  ImVec2 bs(bw3, f.phone ? 44.0f : ImGui::GetFrameHeight() * 1.2f);
  const std::string again = tr("Play again"), fresh = tr("New game");
  // TRANSLATORS: the game-over screen's button that hides the results to look at the final board
  // (the short form on a phone).
  const std::string board = f.phone ? trc("game over", "Board") : tr("See the board");
  // Three a line; where the words do not fit a third of the panel (a
  // phone, a longer language), Play again across it and the other two
  // under it side by side, or each across it.
  const float across = w - 2.0f * ImGui::GetStyle().WindowPadding.x;
  const float half = std::floor((across - ImGui::GetStyle().ItemSpacing.x) * 0.5f);
  const bool one_line = std::max({button_width(again), button_width(fresh), button_width(board)}) <= bw3;
  const bool pair = std::max(button_width(fresh), button_width(board)) <= half;
  const int rows = one_line ? 1 : pair ? 2 : 3;
  ImVec2 first = bs;  // Play again's size
  if (!one_line) {
    first.x = across;
    bs.x = pair ? half : across;
  }
  // The buttons stay at the foot of the panel, on screen however short the
  // screen (a phone held sideways): the results above them scroll when
  // they do not fit. The panel is as tall as the results measured last
  // frame, up to the screen's height.
  const ImGuiStyle& st = ImGui::GetStyle();
  const float foot = static_cast<float>(rows) * bs.y + static_cast<float>(rows + 1) * st.ItemSpacing.y;
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
  const bool two = side_by_side && ImGui::BeginTable("##sides", 2, ImGuiTableFlags_SizingStretchSame);
  if (two) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
  }
  ImGui::PushFont(f.fonts.title);
  std::string title =
      s.winner >= 0 ? trf("{player} wins!", fmt::arg("player", ses.names()[s.winner])) : std::string(tr("Game over"));
  ImGui::TextColored(ImColor(palette().accent), "%s", title.c_str());
  ImGui::PopFont();
  ImGui::PushTextWrapPos(0.0f);
  if (s.game_end == GameEnd::kTimeUp) {
    ImGui::TextUnformatted(tr("Time is up: the richest player wins."));
  } else if (s.game_end == GameEnd::kBankruptcies) {
    int n = s.options.end_at_bankruptcy;
    std::string why = n <= 1 ? std::string(tr("The game ends when one player goes bankrupt: the richest player wins."))
                             : trf("The game ends at bankruptcy number {n}: the richest player wins.", fmt::arg("n", n));
    ImGui::TextUnformatted(why.c_str());
  }
  if (valued) {
    // TRANSLATORS: {houses} and {hotels} are the edition's words for its buildings.
    const std::string how = trf("Valuation: cash, title deeds at their printed price (half when mortgaged), {houses} "
                                "and {hotels} at cost.",
                                fmt::arg("houses", houses_word(ed)), fmt::arg("hotels", hotels_word(ed)));
    ImGui::TextDisabled("%s", how.c_str());
  }
  ImGui::PopTextWrapPos();
  ImGui::TextDisabled("%s", trnf("After {n} turn.", "After {n} turns.", s.turn_number, fmt::arg("n", s.turn_number)).c_str());
  ImGui::Spacing();
  if (ImGui::BeginTable("##rank", f.phone ? 4 : 6, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, 24.0f);
    ImGui::TableSetupColumn(trc("standings", "Player"));
    ImGui::TableSetupColumn(valued ? trc("standings", "Valuation") : trc("standings", "Net worth"));
    if (!f.phone) {
      ImGui::TableSetupColumn(trc("standings", "Cash"));
      ImGui::TableSetupColumn(valued ? trc("standings", "Deeds and buildings") : trc("standings", "Deeds"));
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
      if (p == s.winner) ImGui::TextColored(ImColor(palette().accent), "%s", tr("Winner"));
      else if (pl.bankrupt) ImGui::TextColored(ImColor(palette().danger), "%s", tr("Bankrupt"));
    }
    ImGui::EndTable();
  }
  // Each player's valuation lines: what the figure is made of. Wrapped at
  // a fixed width (the window sizes itself to its content).
  {
    const float wrap = ImGui::GetContentRegionAvail().x;
    ImGui::PushFont(f.fonts.small);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
    for (int p : order) {
      if (s.players[p].bankrupt) continue;
      const WorthParts wp = worth_parts(ed, s, p);
      // A sum, term by term, each term one message: "Sam: cash $120 + 3
      // deeds $440 (1 mortgaged, at half) + 2 houses, 1 hotel $350 = $910".
      // TRANSLATORS: the first term of a player's valuation, a sum that the next terms continue.
      std::string lines = trf("{player}: cash {amount}", fmt::arg("player", ses.names()[p]),
                              fmt::arg("amount", money(ed, wp.cash)));
      if (wp.deeds > 0) {
        // TRANSLATORS: a term of a player's valuation: the title deeds and what they count for.
        lines += " + " + trnf("{n} deed {amount}", "{n} deeds {amount}", static_cast<uint64_t>(wp.deeds),
                              fmt::arg("n", wp.deeds), fmt::arg("amount", money(ed, wp.deed_value)));
        if (wp.mortgaged > 0) {
          // TRANSLATORS: after the deeds of a player's valuation: how many of them count at half.
          lines += " " + trnf("({n} mortgaged, at half)", "({n} mortgaged, at half)",
                              static_cast<uint64_t>(wp.mortgaged), fmt::arg("n", wp.mortgaged));
        }
      }
      if (wp.houses + wp.hotels > 0) {
        // The edition's building words, in the language in use.
        auto count = [](int n, const std::string& one, const std::string& many) {
          // TRANSLATORS: a number of one of the edition's buildings ("2 houses").
          return trf("{n} {building}", fmt::arg("n", n), fmt::arg("building", n == 1 ? one : many));
        };
        std::string what;
        if (wp.houses > 0) what = count(wp.houses, house_word(ed), houses_word(ed));
        if (wp.hotels > 0) what += (what.empty() ? "" : ", ") + count(wp.hotels, hotel_word(ed), hotels_word(ed));
        // TRANSLATORS: a term of a player's valuation: their buildings ("2 houses, 1 hotel") and what they count for.
        lines += " + " + trf("{buildings} {amount}", fmt::arg("buildings", what),
                             fmt::arg("amount", money(ed, wp.building_value)));
      }
      lines += " = " + money(ed, wp.total());
      ImGui::TextUnformatted(lines.c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::PopFont();
  }
  // The game told again: net worth over time, rent, the best space.
  if (two) ImGui::TableNextColumn();
  if (rec.ok) {
    if (!two) ImGui::Spacing();
    heading(f, tr("Net worth over the game"));
    worth_chart(f, rec, ImGui::GetContentRegionAvail().x, f.phone && !two ? 130.0f : 170.0f);
    ImGui::PushTextWrapPos(0.0f);
    for (int p : order) {
      if (p >= static_cast<int>(rec.rent_in.size())) continue;
      const std::string rent = trf("{player}: rent collected {collected}, paid {paid}", fmt::arg("player", ses.names()[p]),
                                   fmt::arg("collected", money(ed, rec.rent_in[p])),
                                   fmt::arg("paid", money(ed, rec.rent_out[p])));
      ImGui::TextUnformatted(rent.c_str());
    }
    if (rec.best_space >= 0) {
      int owner = s.deeds[rec.best_space].owner;
      auto space = fmt::arg("space", space_name(ed, rec.best_space));
      const std::string rent_text = money(ed, rec.best_rent);  // fmt::arg keeps a reference
      auto amount = fmt::arg("amount", rent_text);
      const std::string best =
          owner >= 0 ? trf("Most profitable space: {space}, {amount} in rent (now {owner}'s)", space, amount,
                           fmt::arg("owner", ses.names()[owner]))
                     : trf("Most profitable space: {space}, {amount} in rent", space, amount);
      ImGui::TextColored(ImColor(palette().accent), "%s", best.c_str());
    }
    ImGui::PopTextWrapPos();
  }
  if (two) ImGui::EndTable();
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
  if (button(f, "gameover.again", again, true, {}, first)) choice = GameOverChoice::kPlayAgain;
  ImGui::PopStyleColor(2);
  if (one_line) ImGui::SameLine();
  if (button(f, "gameover.new", fresh, true, {}, bs)) choice = GameOverChoice::kNewGame;
  if (rows < 3) ImGui::SameLine();
  if (button(f, "gameover.board", board, true, {}, bs)) choice = GameOverChoice::kViewBoard;
  ImGui::End();
  ImGui::PopStyleVar();
  return choice;
}

}  // namespace landlord::ui
