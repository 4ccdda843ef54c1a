// Raising cash: what is owed and to whom, how far short the debtor is, and
// everything that can still be sold or mortgaged with its value.
// Bankruptcy is offered only when the engine allows it.
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

void raise_cash_view(Frame& f) {
  Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const Palette& pal = palette();
  const Debt& debt = s.debts[0];
  int p = debt.debtor;
  if (p < 0) return;
  std::string to = debt.creditor >= 0 ? ses.names()[debt.creditor] : std::string("the Bank");
  const char* why = "";
  switch (debt.reason) {
    case DebtReason::kRent: why = "rent"; break;
    case DebtReason::kTax: why = "tax"; break;
    case DebtReason::kCard: why = "a card"; break;
    case DebtReason::kJailFine: why = "the jail fine"; break;
    case DebtReason::kInterest: why = "mortgage interest"; break;
  }
  heading(f, "Raise cash");
  ImGui::PushTextWrapPos(0.0f);
  ImGui::Text("%s owes %s to %s for %s.", ses.names()[p].c_str(), money(ed, debt.amount).c_str(), to.c_str(), why);
  ImGui::PopTextWrapPos();
  int64_t cash = s.players[p].cash;
  ImGui::Text("Cash %s", money(ed, cash).c_str());
  ImGui::SameLine();
  ImGui::TextColored(ImColor(pal.danger), "short by %s", money(ed, debt.amount - cash).c_str());
  ImGui::TextDisabled("Selling every building and mortgaging every deed would raise %s.",
                      money(ed, liquidation_value(ed, s, p)).c_str());
  if (!ses.is_human(p)) {
    ImGui::Text("%s is deciding\xE2\x80\xA6", ses.names()[p].c_str());
    return;
  }
  auto bankruptcy_button = [&] {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.2f, 0.17f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.72f, 0.26f, 0.22f, 1.0f));
    action_button(f, "debt.bankrupt", "Declare bankruptcy", Action::make(ActionType::kDeclareBankruptcy, p));
    ImGui::PopStyleColor(2);
  };
  // When nothing can cover the debt, the way out goes first, where it is
  // seen without scrolling past deeds that can no longer help.
  if (may_declare_bankruptcy(ed, s, p)) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImColor(pal.danger), "Even selling and mortgaging everything cannot cover this debt.");
    ImGui::PopTextWrapPos();
    bankruptcy_button();
    ImGui::Separator();
    manage_view(f, p, true);
    return;
  }
  ImGui::TextDisabled("Sell %s, mortgage deeds, or trade with another player.", ed.houses.c_str());
  ImGui::Separator();
  manage_view(f, p, true);
  ImGui::Separator();
  bankruptcy_button();
}

}  // namespace landlord::ui
