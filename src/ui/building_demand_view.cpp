// Building shortage: the Bank has fewer buildings than could be wanted, so
// each player who could build one too is asked whether they want to buy
// (kBuildingDemand). A human answers here; computer players answer at once.
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
  heading(f, (std::string("Short of ") + (hotel ? ed.hotels : ed.houses)).c_str());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::Text("%s wants to build on %s; the Bank has only %d left. When two or more players want to buy "
              "them, they are auctioned.",
              ses.names()[au.requester].c_str(), ed.spaces[static_cast<std::size_t>(au.target)].name.c_str(), stock);
  ImGui::PopTextWrapPos();
  if (!ses.is_human(d)) {
    ImGui::Text("%s is deciding\xE2\x80\xA6", ses.names()[d].c_str());
    return;
  }
  ImGui::Text("%s: do you want to buy one too (cash %s)?", ses.names()[d].c_str(),
              money(ed, s.players[d].cash).c_str());
  action_button(f, "demand.want", std::string("Yes, I want a ") + (hotel ? ed.hotel : ed.house),
                Action::make(ActionType::kWantBuilding, d));
  ImGui::SameLine();
  action_button(f, "demand.pass", "No", Action::make(ActionType::kPassBuilding, d));
}

}  // namespace landlord::ui
