// Building shortage: the Bank has fewer buildings than could be wanted, so
// each player who could build one too is asked whether they want to buy
// (kBuildingDemand). A human answers here; computer players answer at once.
#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

void building_demand_view(Frame& f) {
  Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const Auction& au = s.auction;
  bool hotel = au.building == BuildingKind::kHotel;
  int stock = hotel ? s.bank_hotels : s.bank_houses;
  int d = ses.decider();
  // TRANSLATORS: {buildings} is the edition's word for its houses or hotels, in the plural.
  heading(f, trf("Short of {buildings}", fmt::arg("buildings", hotel ? hotels_word(ed) : houses_word(ed))).c_str());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(trnf("{player} wants to build on {space}; the Bank has only {n} left. When two or more "
                              "players want to buy it, it is auctioned.",
                              "{player} wants to build on {space}; the Bank has only {n} left. When two or more "
                              "players want to buy them, they are auctioned.",
                              stock, fmt::arg("player", ses.names()[au.requester]),
                              fmt::arg("space", space_name(ed, au.target)),
                              fmt::arg("n", stock)).c_str());
  ImGui::PopTextWrapPos();
  if (!ses.is_human(d)) {
    ImGui::TextUnformatted(trf("{player} is deciding\xE2\x80\xA6", fmt::arg("player", ses.names()[d])).c_str());
    return;
  }
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(trf("{player}: do you want to buy one too (cash {cash})?", fmt::arg("player", ses.names()[d]),
                             fmt::arg("cash", money(ed, s.players[d].cash))).c_str());
  ImGui::PopTextWrapPos();
  // TRANSLATORS: {building} is the edition's word for a house or a hotel.
  const std::string want = trf("Yes, I want a {building}", fmt::arg("building", hotel ? hotel_word(ed) : house_word(ed)));
  const std::string no = trc("answer", "No");
  action_button(f, "demand.want", want, Action::make(ActionType::kWantBuilding, d));
  same_line_or_wrap(no);
  action_button(f, "demand.pass", no, Action::make(ActionType::kPassBuilding, d));
}

}  // namespace landlord::ui
