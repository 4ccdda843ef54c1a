// Trades: a human drafts an offer (cash, deeds and jail cards on both
// sides) to any other player; the receiver accepts, rejects or counters,
// and a counter is simply a new proposal back. The engine checks the offer
// when it is proposed and again when it is accepted.
#include <algorithm>
#include <bit>

#include "ai/trade_offers.h"
#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

namespace {

std::string offer_side(const Session& ses, Money cash, uint64_t deeds, uint8_t jail) {
  const Edition& ed = ses.edition();
  std::string out;
  auto add = [&](const std::string& t) { out += (out.empty() ? "" : ", ") + t; };
  if (cash > 0) add(money(ed, cash));
  while (deeds) {
    int i = std::countr_zero(deeds);
    deeds &= deeds - 1;
    add(ses.state().deeds[i].mortgaged ? trf("{space} (mortgaged)", fmt::arg("space", space_name(ed, i)))
                                       : space_name(ed, i));
  }
  for (int d = 0; d < kMaxDecks; ++d) {
    // TRANSLATORS: {deck} is the edition's name of the deck the card came from (Chance, Community Chest).
    if (jail & (1u << d)) add(trf("Get Out of Jail Free card ({deck})", fmt::arg("deck", deck_name(ed, d))));
  }
  // TRANSLATORS: what one side of a trade gives when it gives nothing ("Ann gives: nothing").
  return out.empty() ? std::string(trc("trade", "nothing")) : out;
}

// One side of the draft: cash stepper, deed toggles, jail cards.
void side_editor(Frame& f, const char* tag, int owner, Money& cash, uint64_t& deeds, uint8_t& jail) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  std::string base = std::string("trade.") + tag;
  ImGui::PushID(tag);
  ImGui::PushFont(f.fonts.bold);
  // TRANSLATORS: the heading of one side of a trade being drafted, over its cash, deeds and cards.
  ImGui::TextUnformatted(trf("{player} gives", fmt::arg("player", ses.names()[owner])).c_str());
  ImGui::PopFont();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(trc("trade", "Cash"));
  ImGui::SameLine();
  ImGui::PushFont(f.fonts.bold);
  ImGui::Text("%s", money(ed, cash).c_str());
  ImGui::PopFont();
  // Phones: the steppers get a row of their own, sized to fit.
  float bw = f.phone ? (ImGui::GetContentRegionAvail().x - 3 * ImGui::GetStyle().ItemSpacing.x) / 4.0f : 0.0f;
  const int steps[] = {-100, -10, 10, 100};
  for (int k = 0; k < 4; ++k) {
    if (k > 0 || !f.phone) ImGui::SameLine();
    std::string label = (steps[k] > 0 ? "+" : "") + std::to_string(steps[k]);
    std::string id = base + ".cash" + (steps[k] > 0 ? "+" : "") + std::to_string(steps[k]);
    bool ok = steps[k] > 0 ? cash + steps[k] <= s.players[owner].cash : cash > 0;
    if (button(f, id, label, ok, steps[k] > 0 ? tr("Not that much cash") : "", ImVec2(bw, 0))) {
      cash = std::clamp<Money>(cash + steps[k], 0, s.players[owner].cash);
    }
  }
  // Keys: + / Up and - / Down change this side's cash by 10 while the
  // focus ring is on this side.
  if (f.widgets.focus.ring_shown() && f.widgets.focus.focused().rfind(base + ".", 0) == 0 &&
      !ImGui::GetIO().WantTextInput) {
    if (key_more()) cash = std::clamp<Money>(cash + 10, 0, s.players[owner].cash);
    if (key_less()) cash = std::clamp<Money>(cash - 10, 0, s.players[owner].cash);
  }
  uint64_t mine = deeds_of(ed, s, owner);
  if (!mine) ImGui::TextDisabled("%s", tr("No deeds"));
  while (mine) {
    int i = std::countr_zero(mine);
    mine &= mine - 1;
    bool on = deeds & bit(i);
    const Space& sp = ed.spaces[i];
    ImU32 col = sp.kind == SpaceKind::kSite ? group_colour(ed, sp.group) : IM_COL32(120, 120, 120, 255);
    ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + 4), ImVec2(p.x + 5, p.y + ImGui::GetFrameHeight() - 4), col);
    ImGui::Dummy(ImVec2(7, 1));
    ImGui::SameLine();
    // TRANSLATORS: a deed in the trade dialog; (M): it is mortgaged.
    std::string label = (s.deeds[i].mortgaged ? trf("{space} (M)", fmt::arg("space", space_name(ed, i))) : space_name(ed, i)) + "###" +
                        base + ".deed." + std::to_string(i);
    bool toggled = ImGui::Checkbox(label.c_str(), &on);
    toggled |= f.widgets.add_last_item(base + ".deed." + std::to_string(i), space_name(ed, i), true);
    if (toggled) deeds ^= bit(i);
    if (ImGui::IsItemHovered()) f.view.hovered_space = i;
  }
  for (int d = 0; d < kMaxDecks; ++d) {
    if (s.players[owner].jail_cards[d] == 0) continue;
    bool on = jail & (1u << d);
    // TRANSLATORS: {deck} is the edition's name of the deck the card came from (Chance, Community Chest).
    std::string label = trf("Jail-free card ({deck})", fmt::arg("deck", deck_name(ed, d))) + "###" + base + ".jail." +
                        std::to_string(d);
    bool toggled = ImGui::Checkbox(label.c_str(), &on);
    toggled |= f.widgets.add_last_item(base + ".jail." + std::to_string(d), tr("Get Out of Jail Free card"), true);
    if (toggled) jail = static_cast<uint8_t>(jail ^ (1u << d));
  }
  ImGui::PopID();
}

}  // namespace

void open_trade(Frame& f, int from, int to) {
  TradeDraft& t = f.view.trade;
  t = TradeDraft();
  t.open = true;
  t.offer.from = static_cast<int8_t>(from);
  t.offer.to = static_cast<int8_t>(to);
}

TradeDraft counter_draft(const TradeOffer& offer) {
  TradeDraft d;
  d.open = true;
  d.counter = true;
  d.offer = ai::reversed(offer);  // the offer turned round
  return d;
}

void trade_response_view(Frame& f) {
  Session& ses = f.session;
  const GameState& s = ses.state();
  const TradeOffer& t = s.trade;
  heading(f, tr("Trade offer"));
  ImGui::PushTextWrapPos(0.0f);
  // TRANSLATORS: over the two sides of a trade offer: {from} offers it to {to}.
  ImGui::TextUnformatted(
      trf("{from} offers {to}:", fmt::arg("from", ses.names()[t.from]), fmt::arg("to", ses.names()[t.to])).c_str());
  ImGui::Bullet();
  // TRANSLATORS: one side of a trade offer; {items} lists cash, deeds and cards ("$100, Park Lane"), or "nothing".
  ImGui::TextUnformatted(trf("{player} gives: {items}", fmt::arg("player", ses.names()[t.from]),
                             fmt::arg("items", offer_side(ses, t.cash_given, t.deeds_given, t.jail_cards_given)))
                             .c_str());
  ImGui::Bullet();
  ImGui::TextUnformatted(trf("{player} gives: {items}", fmt::arg("player", ses.names()[t.to]),
                             fmt::arg("items", offer_side(ses, t.cash_asked, t.deeds_asked, t.jail_cards_asked)))
                             .c_str());
  if (!ses.proposal_reason().empty()) {
    // The computer player's own words: why it asks.
    // TRANSLATORS: a computer player's own words (its reason for the offer), quoted after its name.
    std::string said = trf("{player}: \xE2\x80\x9C{reason}\xE2\x80\x9D", fmt::arg("player", ses.names()[t.from]),
                           fmt::arg("reason", ses.proposal_reason()));
    ImGui::TextColored(ImColor(palette().accent), "%s", said.c_str());
    f.widgets.show("trade.reason", said, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  ImGui::PopTextWrapPos();
  int d = t.to;
  if (!ses.is_human(d)) {
    ImGui::TextUnformatted(trf("{player} is considering the offer\xE2\x80\xA6", fmt::arg("player", ses.names()[d])).c_str());
    return;
  }
  if (ses.human_count() > 1) {
    ImGui::TextDisabled("%s", trf("Pass the device to {player}.", fmt::arg("player", ses.names()[d])).c_str());
  }
  const std::string accept = trc("button", "Accept"), reject = trc("button", "Reject"),
                    counter = trc("button", "Counter\xE2\x80\xA6");
  // Phones: a third of the row each, or where a label does not fit its
  // third (a longer language's), one full-width button a line.
  const float avail = ImGui::GetContentRegionAvail().x;
  const float third = (avail - 2 * ImGui::GetStyle().ItemSpacing.x) / 3.0f;
  const bool rows = f.phone && std::max({button_width(accept), button_width(reject), button_width(counter)}) > third;
  ImVec2 bs(f.phone ? (rows ? avail : third) : 0.0f, f.phone ? 44.0f : 0.0f);
  action_button(f, "trade.accept", accept, Action::make(ActionType::kAcceptTrade, d), bs);
  if (!rows) ImGui::SameLine();
  action_button(f, "trade.reject", reject, Action::make(ActionType::kRejectTrade, d), bs);
  if (!rows) ImGui::SameLine();
  TradeOffer offer = t;
  if (button(f, "trade.counter", counter, ses.waiting_human() == d, "", bs)) {
    if (ses.act(Action::make(ActionType::kRejectTrade, d)).ok()) f.view.trade = counter_draft(offer);
  }
  // Computer players offer a person one deal a round, and a refused one
  // only when something has changed, unless the person asks for more.
  if (!ses.is_human(t.from)) {
    const bool more = ses.more_offers(d);
    if (button(f, "trade.more", more ? tr("Fewer offers: one a round") : tr("More offers, as they come"))) {
      ses.set_more_offers(d, !more);
    }
    if (ImGui::IsItemHovered()) {
      tooltip(more ? tr("Computer players offer you deals whenever they see one.")
                   : tr("Computer players offer you at most one deal a round. Ask for more to hear every deal they see."));
    }
  }
}

void trade_dialog(Frame& f) {
  TradeDraft& t = f.view.trade;
  TradeOffer& o = t.offer;  // the deal as drafted
  Session& ses = f.session;
  if (!t.open || !ses.active()) return;
  const GameState& s = ses.state();
  ses.paused = true;
  float w = f.phone ? f.width - 16.0f : std::min(760.0f, f.width - 40.0f);
  float h = f.phone ? f.height - 16.0f : std::min(620.0f, f.height - 40.0f);
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, h));
  ImGui::SetNextWindowFocus();
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.16f, 0.2f, 0.23f, 0.99f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.0f);
  ImGui::Begin("##trade", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  f.widgets.focus.set_modal("trade.");
  f.widgets.focus.set_default("trade.propose", true);
  ImGui::PushFont(f.fonts.title);
  ImGui::SetWindowFontScale(0.8f);
  ImGui::TextUnformatted(t.counter ? tr("Counter-offer") : tr("Propose a trade"));
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
  ImGui::AlignTextToFramePadding();
  // TRANSLATORS: followed by a button for each other player, the one to trade with chosen among them.
  ImGui::TextUnformatted(trf("{player} trades with", fmt::arg("player", ses.names()[o.from])).c_str());
  for (int p = 0; p < s.player_count; ++p) {
    if (p == o.from || s.players[p].bankrupt) continue;
    same_line_or_wrap(ses.names()[p]);  // a longer language's words: the names wrap
    bool sel = p == o.to;
    if (sel) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.15f, 1.0f));
    if (button(f, "trade.partner." + std::to_string(p), ses.names()[p])) {
      if (p != o.to) {
        o.to = static_cast<int8_t>(p);
        o.deeds_asked = 0;
        o.cash_asked = 0;
        o.jail_cards_asked = 0;
      }
    }
    if (sel) ImGui::PopStyleColor();
  }
  ImGui::Separator();
  float foot = ImGui::GetFrameHeightWithSpacing() * 2.2f + 10.0f;
  ImGui::BeginChild("##sides", ImVec2(0, -foot), false);
  if (!f.phone) {
    ImGui::Columns(2, "##cols", false);
    side_editor(f, "give", o.from, o.cash_given, o.deeds_given, o.jail_cards_given);
    ImGui::NextColumn();
    side_editor(f, "ask", o.to, o.cash_asked, o.deeds_asked, o.jail_cards_asked);
    ImGui::Columns(1);
  } else {
    side_editor(f, "give", o.from, o.cash_given, o.deeds_given, o.jail_cards_given);
    ImGui::Separator();
    side_editor(f, "ask", o.to, o.cash_asked, o.deeds_asked, o.jail_cards_asked);
  }
  ImGui::EndChild();
  ImGui::Separator();
  Action a = Action::make(ActionType::kProposeTrade, o.from);
  a.trade = o;
  Rejection r = validate(ses.edition(), s, a);
  bool empty = !o.cash_given && !o.cash_asked && !o.deeds_given && !o.deeds_asked && !o.jail_cards_given && !o.jail_cards_asked;
  std::string reason = empty                    ? std::string(tr("Add something to the offer"))
                       : r != Rejection::kNone ? explain(ses.edition(), s, a, r, &ses.names())
                                               : std::string();
  if (!reason.empty()) ImGui::TextDisabled("%s", reason.c_str());
  else ImGui::TextDisabled(" ");
  ImVec2 bs(f.phone ? (w - 60.0f) * 0.5f : 160.0f, f.phone ? 44.0f : 0.0f);
  if (button(f, "trade.propose", trc("button", "Propose"), reason.empty(), reason, bs)) {
    ApplyResult res = ses.act(a);
    if (res.ok()) t.open = false;
    else t.message = res.message;
  }
  ImGui::SameLine();
  if (button(f, "trade.cancel", tr("Cancel"), true, {}, bs)) t.open = false;
  if (!t.message.empty()) ImGui::TextColored(ImColor(palette().danger), "%s", t.message.c_str());
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
  if (!t.open) ses.paused = false;
}

}  // namespace landlord::ui
