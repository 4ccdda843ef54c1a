// Raising cash: what is owed and to whom, how far short the debtor is, and
// everything that can still be sold or mortgaged with its value.
// Bankruptcy is offered only when the engine allows it.
#include "text/tr.h"
#include "engine/edition_words.h"
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
  const auto who = fmt::arg("player", ses.names()[p]);
  const std::string owed_text = money(ed, debt.amount);  // fmt::arg keeps a reference
  const auto owed = fmt::arg("amount", owed_text);
  std::string owes;
  if (debt.creditor >= 0) {
    const auto to = fmt::arg("creditor", ses.names()[debt.creditor]);
    switch (debt.reason) {
      case DebtReason::kRent: owes = trf("{player} owes {amount} to {creditor} for rent.", who, owed, to); break;
      case DebtReason::kTax: owes = trf("{player} owes {amount} to {creditor} for tax.", who, owed, to); break;
      case DebtReason::kCard: owes = trf("{player} owes {amount} to {creditor} for a card.", who, owed, to); break;
      case DebtReason::kJailFine: owes = trf("{player} owes {amount} to {creditor} for the jail fine.", who, owed, to); break;
      case DebtReason::kInterest: owes = trf("{player} owes {amount} to {creditor} for mortgage interest.", who, owed, to); break;
    }
  } else {
    switch (debt.reason) {
      case DebtReason::kRent: owes = trf("{player} owes {amount} to the Bank for rent.", who, owed); break;
      case DebtReason::kTax: owes = trf("{player} owes {amount} to the Bank for tax.", who, owed); break;
      case DebtReason::kCard: owes = trf("{player} owes {amount} to the Bank for a card.", who, owed); break;
      case DebtReason::kJailFine: owes = trf("{player} owes {amount} to the Bank for the jail fine.", who, owed); break;
      case DebtReason::kInterest: owes = trf("{player} owes {amount} to the Bank for mortgage interest.", who, owed); break;
    }
  }
  heading(f, tr("Raise cash"));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(owes.c_str());
  ImGui::PopTextWrapPos();
  int64_t cash = s.players[p].cash;
  // TRANSLATORS: the debtor's cash, followed on the same line by "short by {amount}".
  ImGui::TextUnformatted(trf("Cash {amount}", fmt::arg("amount", money(ed, cash))).c_str());
  ImGui::SameLine();
  ImGui::TextColored(ImColor(pal.danger), "%s", trf("short by {amount}", fmt::arg("amount", money(ed, debt.amount - cash))).c_str());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", trf("Selling every building and mortgaging every deed would raise {amount}.",
                                fmt::arg("amount", money(ed, liquidation_value(ed, s, p)))).c_str());
  ImGui::PopTextWrapPos();
  if (!ses.is_human(p)) {
    ImGui::TextUnformatted(trf("{player} is deciding\xE2\x80\xA6", who).c_str());
    return;
  }
  auto bankruptcy_button = [&] {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.2f, 0.17f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.72f, 0.26f, 0.22f, 1.0f));
    action_button(f, "debt.bankrupt", tr("Declare bankruptcy"), Action::make(ActionType::kDeclareBankruptcy, p));
    ImGui::PopStyleColor(2);
  };
  // When nothing can cover the debt, the way out goes first, where it is
  // seen without scrolling past deeds that can no longer help.
  if (may_declare_bankruptcy(ed, s, p)) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImColor(pal.danger), "%s", tr("Even selling and mortgaging everything cannot cover this debt."));
    ImGui::PopTextWrapPos();
    bankruptcy_button();
    ImGui::Separator();
    manage_view(f, p, true);
    return;
  }
  ImGui::PushTextWrapPos(0.0f);
  // TRANSLATORS: {houses} is the edition's word for its houses, in the plural.
  ImGui::TextDisabled("%s", trf("Sell {houses}, mortgage deeds, or trade with another player.",
                                fmt::arg("houses", houses_word(ed))).c_str());
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  manage_view(f, p, true);
  ImGui::Separator();
  bankruptcy_button();
}

}  // namespace landlord::ui
