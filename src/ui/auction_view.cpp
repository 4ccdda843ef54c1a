// Auctions: what is for sale, the current bid and bidder, who is still in,
// quick raises and dropping out. Humans bid in turn on the shared device;
// computer players bid on their own when their turn to bid comes.
#include <bit>

#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

void auction_view(Frame& f) {
  Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const Auction& au = s.auction;
  const Palette& pal = palette();
  int d = ses.decider();
  // TRANSLATORS: {building} is the edition's word for a house or a hotel.
  const std::string title = au.space >= 0 ? trf("Auction: {space}", fmt::arg("space", space_name(ed, au.space)))
                                          : trf("Auction: a {building}",
                                                fmt::arg("building", au.building == BuildingKind::kHotel ? hotel_word(ed) : house_word(ed)));
  heading(f, title.c_str());
  if (au.space >= 0) f.view.hovered_space = f.view.hovered_space >= 0 ? f.view.hovered_space : au.space;
  if (au.high_bidder >= 0) {
    // One sentence, its amount drawn in bold where the translation puts it.
    const std::string line = trf("Current bid: {amount} by {player}", fmt::arg("amount", "\x01"),
                                 fmt::arg("player", ses.names()[au.high_bidder]));
    const std::size_t at = line.find('\x01');
    const std::string before = line.substr(0, at), after = at == std::string::npos ? "" : line.substr(at + 1);
    if (!before.empty()) {
      ImGui::TextUnformatted(before.c_str());
      ImGui::SameLine(0, 0);
    }
    ImGui::PushFont(f.fonts.bold);
    ImGui::TextColored(ImColor(pal.accent), "%s", money(ed, au.bid).c_str());
    ImGui::PopFont();
    if (!after.empty()) {
      ImGui::SameLine(0, 0);
      ImGui::TextUnformatted(after.c_str());
    }
  } else if (au.bid > 0) {
    ImGui::TextUnformatted(trf("No bids yet: bidding starts at {amount}.", fmt::arg("amount", money(ed, au.bid + 1))).c_str());
  } else {
    ImGui::TextUnformatted(tr("No bids yet."));
  }
  // Who is still in.
  ImGui::TextDisabled("%s", tr("Still bidding:"));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < s.player_count; ++p) {
    if (!(au.in_mask & (1u << p))) continue;
    ImGui::SameLine();
    ImVec2 c = ImGui::GetCursorScreenPos();
    draw_token(dl, ImVec2(c.x + 8, c.y + ImGui::GetFontSize() * 0.55f), 7.0f, ses.seats()[p].token, seat_colour(ses, p));
    ImGui::Dummy(ImVec2(18, 1));
    ImGui::SameLine(0, 2);
    if (p == d) ImGui::TextColored(ImColor(pal.accent), "%s", ses.names()[p].c_str());
    else ImGui::TextUnformatted(ses.names()[p].c_str());
  }
  if (!ses.is_human(d)) {
    ImGui::TextUnformatted(trf("{player} is deciding\xE2\x80\xA6", fmt::arg("player", ses.names()[d])).c_str());
    return;
  }
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(trf("{player}: bid or drop out (cash {cash}).", fmt::arg("player", ses.names()[d]),
                             fmt::arg("cash", money(ed, s.players[d].cash))).c_str());
  ImGui::PopTextWrapPos();
  float w = f.phone ? (ImGui::GetContentRegionAvail().x - 3 * ImGui::GetStyle().ItemSpacing.x) / 4.0f : 0.0f;
  const int steps[] = {1, 10, 50, 100};
  for (int k = 0; k < 4; ++k) {
    if (k) ImGui::SameLine();
    Money amount = au.bid + steps[k];
    std::string label = "+" + std::to_string(steps[k]);
    if (!f.phone) label += " (" + money(ed, amount) + ")";
    action_button(f, "auction.bid+" + std::to_string(steps[k]), label,
                  Action::make(ActionType::kBid, d, -1, amount), ImVec2(w, f.phone ? 44.0f : 0.0f));
  }
  // The shortcut's key (D) stays the letter the game reads.
  const std::string drop = std::string(trc("auction", "Drop out")) + (f.phone ? "" : "  (D)");
  action_button(f, "auction.drop", drop, Action::make(ActionType::kDropOut, d),
                ImVec2(f.phone ? -1.0f : 0.0f, f.phone ? 44.0f : 0.0f));
  if (!ImGui::GetIO().WantTextInput && ses.waiting_human() == d) {
    Action a = Action::make(ActionType::kDropOut, d);
    if (ImGui::IsKeyPressed(4 + ('d' - 'a'), false) && validate(ed, s, a) == Rejection::kNone) ses.act(a);
    // + or Up: bid 10 more.
    Action raise = Action::make(ActionType::kBid, d, -1, au.bid + 10);
    if (key_more() && validate(ed, s, raise) == Rejection::kNone) ses.act(raise);
  }
}

}  // namespace landlord::ui
