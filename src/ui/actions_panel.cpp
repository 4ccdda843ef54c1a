// The decision panel: whose decision it is, what they may do now (only
// what the engine accepts is enabled; the rest says why not), keyboard
// shortcuts for the common actions, and the property manager (build, sell,
// mortgage, lift) with the even-building rule visible as level pips.
#include <bit>

#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

namespace {

// SDL scancodes (USB HID usage ids), which the ImGui SDL backend uses as
// key indices in ImGui 1.86.
constexpr int kKeyA = 4;
constexpr int kKeySpace = 44;
constexpr int key_letter(char c) { return kKeyA + (c - 'a'); }
constexpr int key_digit(int d) { return d == 0 ? 39 : 29 + d; }

bool key_pressed(int scancode) { return ImGui::IsKeyPressed(scancode, false); }

// Applies `a` for a keyboard shortcut when the engine accepts it.
void shortcut(Frame& f, int scancode, const Action& a) {
  if (!key_pressed(scancode)) return;
  if (scancode == kKeySpace && f.widgets.focus.ring_shown()) return;  // Space presses the ring's control
  if (f.session.waiting_human() != a.player) return;
  if (validate(f.session.edition(), f.session.state(), a) != Rejection::kNone) return;
  ApplyResult r = f.session.act(a);
  f.view.last_error = r.ok() ? std::string() : r.message;
}

std::string hint(const Frame& f, const char* key) {
  return f.phone ? std::string() : std::string("  (") + key + ")";
}

std::string cap(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

void prompt(const std::string& text) {
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
}

void level_pips(Frame& f, const Deed& d, int per_hotel) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p = ImGui::GetCursorScreenPos();
  float s = 9.0f * f.touch, gap = 3.0f, y = p.y + (ImGui::GetFrameHeight() - s) * 0.5f;
  if (d.hotel) {
    dl->AddRectFilled(ImVec2(p.x, y), ImVec2(p.x + s * per_hotel + gap * (per_hotel - 1), y + s),
                      IM_COL32(200, 40, 40, 255), 2.0f);
  } else {
    for (int k = 0; k < per_hotel; ++k) {
      ImVec2 a(p.x + static_cast<float>(k) * (s + gap), y);
      if (k < d.houses) dl->AddRectFilled(a, ImVec2(a.x + s, a.y + s), IM_COL32(60, 180, 90, 255), 2.0f);
      else dl->AddRect(a, ImVec2(a.x + s, a.y + s), IM_COL32(120, 130, 136, 255), 2.0f);
    }
  }
  ImGui::Dummy(ImVec2(s * per_hotel + gap * (per_hotel - 1), ImGui::GetFrameHeight()));
}

void deed_row(Frame& f, int player, int i, bool raising_cash) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const Space& sp = ed.spaces[i];
  const Deed& d = s.deeds[i];
  std::string id = "manage." + std::to_string(i);
  ImGui::PushID(i);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p = ImGui::GetCursorScreenPos();
  float fh = ImGui::GetFrameHeight();
  ImU32 col = sp.kind == SpaceKind::kSite ? group_colour(ed, sp.group)
              : sp.kind == SpaceKind::kRailroad ? IM_COL32(70, 70, 70, 255) : IM_COL32(200, 200, 190, 255);
  dl->AddRectFilled(ImVec2(p.x, p.y + 3), ImVec2(p.x + 6, p.y + fh - 3), col, 2.0f);
  ImGui::Dummy(ImVec2(8, fh));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  if (d.mortgaged) {
    ImGui::TextColored(ImColor(palette().danger), "%s",
                       trf("{space} (mortgaged)", fmt::arg("space", space_name(ed, i))).c_str());
  }
  else ImGui::TextUnformatted(space_name(ed, i).c_str());
  if (ImGui::IsItemHovered()) f.view.hovered_space = i;
  if (sp.kind == SpaceKind::kSite) {
    ImGui::SameLine();
    level_pips(f, d, s.options.houses_per_hotel);
  }
  // Buttons on the same line when they fit, else on the next.
  float need = 3 * 110.0f * f.touch;
  if (ImGui::GetContentRegionAvail().x < need) ImGui::Dummy(ImVec2(10, 0));
  else ImGui::SameLine();
  // Each button goes beside the previous one when it fits, else wraps.
  bool any = false;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  auto next = [&](const std::string& label) {
    const ImGuiStyle& st = ImGui::GetStyle();
    float w = ImGui::CalcTextSize(label.c_str()).x + st.FramePadding.x * 2;
    if (any && ImGui::GetItemRectMax().x + st.ItemSpacing.x + w <= right) ImGui::SameLine();
    any = true;
  };
  if (sp.kind == SpaceKind::kSite) {
    if (!raising_cash) {
      const NextBuilding nb = next_building(ed, s, i);
      bool to_hotel = nb.kind == BuildingKind::kHotel;
      std::string label = "+";
      label += cap(to_hotel ? hotel_word(ed) : house_word(ed));
      label += ' ';
      label += money(ed, nb.cost);
      next(label);
      side_action_button(f, id + ".build", label, Action::make(ActionType::kBuild, player, i));
    }
    if (d.hotel || d.houses > 0 || raising_cash) {
      // TRANSLATORS: a button: sell a building back to the Bank for {amount}.
      std::string label = trf("Sell +{amount}", fmt::arg("amount", money(ed, d.hotel ? hotel_refund(ed, i) : house_refund(ed, i))));
      next(label);
      side_action_button(f, id + ".sell", label, Action::make(ActionType::kSellBuilding, player, i));
    }
  }
  if (d.mortgaged) {
    if (!raising_cash) {
      // TRANSLATORS: a button: lift (pay off) the deed's mortgage for {amount}.
      std::string label = trf("Lift -{amount}", fmt::arg("amount", money(ed, unmortgage_cost(ed, i))));
      next(label);
      side_action_button(f, id + ".lift", label, Action::make(ActionType::kUnmortgage, player, i));
    } else {
      const char* mortgaged = trc("deed", "mortgaged");
      next(mortgaged);
      ImGui::TextDisabled("%s", mortgaged);
    }
  } else {
    // TRANSLATORS: a button: mortgage the deed, receiving {amount}.
    std::string label = trf("Mortgage +{amount}", fmt::arg("amount", money(ed, sp.mortgage)));
    next(label);
    side_action_button(f, id + ".mortgage", label, Action::make(ActionType::kMortgage, player, i));
  }
  ImGui::PopID();
}

}  // namespace

void manage_view(Frame& f, int player, bool raising_cash) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  uint64_t mine = deeds_of(ed, s, player);
  if (!mine) {
    ImGui::TextDisabled("%s", trf("{player} owns no deeds yet.", fmt::arg("player", ses.names()[player])).c_str());
    return;
  }
  for (int g = 0; g < static_cast<int>(ed.groups.size()); ++g) {
    uint64_t m = mine & ed.groups[g].mask;
    if (!m) continue;
    bool full = owns_whole_group(ed, s, g, player);
    // TRANSLATORS: a colour group of deeds, {group} its name and {cue} its colour, from the edition.
    const std::string heading = full ? trf("{group} ({cue}) \xE2\x80\x94 full set: build evenly",
                                           fmt::arg("group", group_name(ed, g)), fmt::arg("cue", group_cue(ed, g)))
                                     : trf("{group} ({cue})", fmt::arg("group", group_name(ed, g)),
                                           fmt::arg("cue", group_cue(ed, g)));
    ImGui::TextDisabled("%s", heading.c_str());
    while (m) {
      int i = std::countr_zero(m);
      m &= m - 1;
      deed_row(f, player, i, raising_cash);
    }
  }
  uint64_t other = mine & (ed.railroad_mask | ed.utility_mask);
  if (other) {
    // TRANSLATORS: a heading; {railroads} and {utilities} are the edition's words (Railroads, utilities).
    ImGui::TextDisabled("%s", trf("{railroads} and {utilities}", fmt::arg("railroads", capitalised(railroads_word(ed))),
                                  fmt::arg("utilities", utilities_word(ed))).c_str());
  }
  while (other) {
    int i = std::countr_zero(other);
    other &= other - 1;
    deed_row(f, player, i, raising_cash);
  }
}

namespace {

// Rent claims (owner_must_claim_rent) of human owners: a button each while
// the engine lists the claim; computer owners claim in Session.
void claims_strip(Frame& f) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  bool any = false;
  for (int k = 0; k < s.claim_count; ++k) {
    const RentClaim& c = s.claims[k];
    if (!ses.is_human(c.creditor) || c.debtor < 0 || c.space < 0) continue;
    if (!any) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette().accent));
      ImGui::TextUnformatted(tr("Rent to claim before the next player rolls:"));
      ImGui::PopStyleColor();
      any = true;
    }
    const std::string owed = money(ed, c.amount);  // fmt::arg keeps a reference: no temporary
    const auto amount = fmt::arg("amount", owed);
    const auto debtor = fmt::arg("debtor", ses.names()[c.debtor]);
    std::string label = ses.human_count() > 1
                            ? trf("{creditor}: claim {amount} rent from {debtor}",
                                  fmt::arg("creditor", ses.names()[c.creditor]), amount, debtor)
                            : trf("Claim {amount} rent from {debtor}", amount, debtor);
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.78f, 0.52f, 0.10f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.88f, 0.62f, 0.16f, 1.0f));
    side_action_button(f, "claim." + std::to_string(c.space), label,
                       Action::make(ActionType::kClaimRent, c.creditor, c.space),
                       ImVec2(f.phone ? ImGui::GetContentRegionAvail().x : 0.0f, f.phone ? 44.0f : 0.0f));
    ImGui::PopStyleColor(2);
    if (ImGui::IsItemHovered()) tooltip(space_name(ed, c.space));
  }
  if (any) ImGui::Separator();
}

void tax_choice_view(Frame& f, int d) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  int i = s.pending_space;
  const Space* sp = i >= 0 ? &ed.spaces[i] : nullptr;
  int flat = sp ? sp->tax : 0;
  int pct = sp ? sp->worth_percent : 10;
  // The rulebook: decide before adding up your worth, so no amount is shown.
  // fmt::arg keeps a reference to what it names: named strings, no temporaries.
  const std::string flat_text = money(ed, flat), houses_text = houses_word(ed), hotels_text = hotels_word(ed);
  const auto amount = fmt::arg("amount", flat_text);
  const auto percent = fmt::arg("percent", pct);
  const auto houses = fmt::arg("houses", houses_text);
  const auto hotels = fmt::arg("hotels", hotels_text);
  // TRANSLATORS: {houses} and {hotels} are the edition's words for its buildings, in the plural.
  // xgettext:no-c-format
  prompt(sp ? trf("{space}: pay {amount}, or {percent}% of your total worth (cash, deeds at their printed price, "
                  "{houses} and {hotels}). Decide before adding it up.",
                  fmt::arg("space", space_name(ed, i)), amount, percent, houses, hotels)
            // xgettext:no-c-format
            : trf("Pay {amount}, or {percent}% of your total worth (cash, deeds at their printed price, "
                  "{houses} and {hotels}). Decide before adding it up.",
                  amount, percent, houses, hotels));
  // Phones: one full-width button each, so the labels never clip.
  ImVec2 bs(f.phone ? ImGui::GetContentRegionAvail().x : 0.0f, f.phone ? 44.0f : 0.0f);
  action_button(f, "action.flat_tax", trf("Pay {amount}", amount), Action::make(ActionType::kPayFlatTax, d), bs);
  if (!f.phone) ImGui::SameLine();
  // xgettext:no-c-format
  action_button(f, "action.worth_tax", trf("Pay {percent}% of my worth", percent),
                Action::make(ActionType::kPayWorthTax, d), bs);
}

// What a computer player is about to decide, in words.
void computer_doing(Frame& f, int d) {
  const Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const auto who = fmt::arg("player", ses.names()[d]);
  std::string text;
  switch (s.phase) {
    case Phase::kOpeningRoll: text = trf("{player} rolls to see who starts.", who); break;
    case Phase::kAwaitRoll:
      text = s.players[d].in_jail ? trf("{player} is in jail: rolling for doubles, paying or using a card.", who)
                                  : trf("{player} is about to roll.", who);
      break;
    case Phase::kBuyOrAuction:
      if (s.pending_space >= 0) {
        text = trf("{player} is deciding whether to buy {space} for {amount}.", who,
                   fmt::arg("space", space_name(ed, s.pending_space)),
                   fmt::arg("amount", money(ed, ed.spaces[s.pending_space].price)));
      }
      break;
    case Phase::kEndTurn: text = trf("{player} may build, mortgage or trade before ending the turn.", who); break;
    case Phase::kTaxChoice: text = trf("{player} is choosing how to pay the tax.", who); break;
    case Phase::kRaiseCash:
      text = trf("{player} must raise {amount}: selling, mortgaging or going bankrupt.", who,
                 fmt::arg("amount", money(ed, s.debt_count ? s.debts[0].amount : 0)));
      break;
    case Phase::kTradeResponse:
      text = trf("{player} is considering a trade from {from}.", who, fmt::arg("from", ses.names()[s.trade.from]));
      break;
    case Phase::kMortgagedDeedReceived: text = trf("{player} is deciding about a mortgaged deed received.", who); break;
    case Phase::kBuildingDemand: text = trf("{player} is answering whether it wants to build too.", who); break;
    case Phase::kPlaceBuilding: text = trf("{player} is placing the building it won.", who); break;
    default: text = trf("{player} is deciding.", who); break;
  }
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextColored(ImColor(palette().muted), "%s", text.c_str());
  ImGui::PopTextWrapPos();
  const bool remote_person = ses.following() && d >= 0 && d < static_cast<int>(ses.seats().size()) &&
                             !ses.seats()[static_cast<std::size_t>(d)].computer();
  if (remote_person) {
    // Whose move it is, and for how long they have had it.
    const int secs = static_cast<int>(ses.decision_seconds());
    const int limit = ses.decision_limit();
    std::string line;
    if (limit > 0) {
      // TRANSLATORS: {used} and {limit} are times such as 0:42 and 1:00.
      line = trf("They play on their own device: {used} of {limit}.",
                 fmt::arg("used", clock_text(static_cast<int64_t>(std::min(secs, limit)) * 1000)),
                 fmt::arg("limit", clock_text(static_cast<int64_t>(limit) * 1000)));
    } else if (secs >= 5) {
      line = trf("They play on their own device: {time} so far.",
                 fmt::arg("time", clock_text(static_cast<int64_t>(secs) * 1000)));
    } else {
      line = tr("They play on their own device.");
    }
    ImGui::TextColored(ImColor(palette().muted), "%s", line.c_str());
    f.widgets.show("remote-turn", line, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  } else if (ses.human_count() > 0) {
    ImGui::TextColored(ImColor(palette().muted), "%s",
                       ses.animating() ? tr("Moving\xE2\x80\xA6") : tr("Watch the board: it plays on by itself."));
  }
}

// The panel's heading: the player's token (none for player < 0), then the title.
void panel_heading(Frame& f, int player, const std::string& title) {
  const Session& ses = f.session;
  if (player >= 0) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 p = ImGui::GetCursorScreenPos();
    float r = 10.0f;
    draw_token(dl, ImVec2(p.x + r + 2, p.y + ImGui::GetFontSize() * 0.75f), r, ses.seats()[player].token,
               seat_colour(ses, player));
    ImGui::Dummy(ImVec2(2 * r + 8, 1));
    ImGui::SameLine();
  }
  ImGui::PushFont(f.fonts.title);
  ImGui::SetWindowFontScale(0.72f);
  ImGui::TextUnformatted(title.c_str());
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
}

}  // namespace

namespace {

// The phone's column deed card: under the decision's buttons when it has
// them, else under whatever the panel shows. Drawn once: it takes the deed
// in focus from the view.
void column_deed(Frame& f) {
  if (!f.view.deed_in_column) return;
  if (!f.view.deed_measured) {
    f.view.deed_measured = true;
    const bool fits = column_deed_fits(f);
    if (fits != f.view.column_deed_fits) f.view.deed_moved = true;
    f.view.column_deed_fits = fits;
  }
  if (f.view.focus_deed < 0) return;
  column_deed_card(f, f.view.focus_deed);
  f.view.focus_deed = -1;
}

void decision_panel(Frame& f) {
  Session& ses = f.session;
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  const Palette& pal = palette();
  int d = ses.decider();
  if (s.phase == Phase::kGameOver) {
    // The last notices are showing before the results: say who won here too,
    // rather than leave the panel empty.
    const int w = s.winner;
    const bool known = w >= 0 && w < static_cast<int>(ses.seats().size());
    panel_heading(f, known ? w : -1,
                  known ? trf("{player} wins!", fmt::arg("player", ses.names()[w])) : std::string(tr("Game over")));
    const auto turns = fmt::arg("n", s.turn_number);
    if (!f.view.board_only_after_game) {
      ImGui::TextColored(ImColor(pal.muted), "%s",
                         trnf("Game over after {n} turn. The results follow.",
                              "Game over after {n} turns. The results follow.", s.turn_number, turns).c_str());
      return;
    }
    ImGui::TextColored(ImColor(pal.muted), "%s",
                       trnf("Game over after {n} turn: the final board.", "Game over after {n} turns: the final board.",
                            s.turn_number, turns).c_str());
    if (button(f, "gameover.results", tr("See the results"))) f.view.board_only_after_game = false;
    return;
  }
  if (d == kNobody) return;
  claims_strip(f);
  const std::string& who = ses.names()[d];
  bool human = ses.is_human(d);

  // Who decides, with their token.
  panel_heading(f, d,
                !human           ? trf("{player} is playing", fmt::arg("player", who))
                : d == s.current ? trf("{player} \xE2\x80\x94 to play", fmt::arg("player", who))
                                 : trf("{player} \xE2\x80\x94 to decide", fmt::arg("player", who)));

  if (human && ses.decision_limit() > 0) {
    // Online, with a time per decision: what is left of it, in the
    // danger colour for the last ten seconds.
    const int left = std::max(0, ses.decision_limit() - static_cast<int>(ses.decision_seconds()));
    ImGui::TextColored(ImColor(left <= 10 ? pal.danger : pal.muted), "%s",
                       trf("{time} left for this move, then a computer player makes it.",
                           fmt::arg("time", clock_text(static_cast<int64_t>(left) * 1000))).c_str());
    f.widgets.show("decision-time", std::to_string(left), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }

  if (!f.view.note.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImColor(pal.muted), "%s", f.view.note.c_str());
    ImGui::PopTextWrapPos();
  }
  switch (s.phase) {
    case Phase::kAuction: auction_view(f); return;
    case Phase::kTradeResponse:
      if (human) {
        trade_response_view(f);
        return;
      }
      break;
    default: break;
  }
  if (!human) {
    // A computer player's turn: what it is doing, not the human's buttons.
    computer_doing(f, d);
    return;
  }
  switch (s.phase) {
    case Phase::kTaxChoice: tax_choice_view(f, d); return;
    case Phase::kBuildingDemand: building_demand_view(f); return;
    case Phase::kRaiseCash: raise_cash_view(f); return;
    default: break;
  }

  const Player& pl = s.players[d];
  if (s.phase == Phase::kMortgagedDeedReceived) {
    int i = std::countr_zero(s.mortgaged_received);
    prompt(trf("You received {space}, which is mortgaged. Lift the mortgage now for {cost}, or pay {interest} "
               "interest and keep it mortgaged.",
               fmt::arg("space", space_name(ed, i)), fmt::arg("cost", money(ed, unmortgage_cost(ed, i))),
               fmt::arg("interest", money(ed, mortgage_interest(ed, i)))));
    const std::string lift_label = tr("Lift mortgage"), keep_label = tr("Keep mortgaged");
    bool lift = action_button(f, "action.lift", lift_label, Action::make(ActionType::kLiftMortgage, d, i));
    (void)lift;
    same_line_or_wrap(keep_label);
    action_button(f, "action.keep", keep_label, Action::make(ActionType::kKeepMortgaged, d, i), ImVec2(0, 0), true);
    return;
  }
  if (s.phase == Phase::kPlaceBuilding) {
    // TRANSLATORS: {building} is the edition's word for a house or a hotel.
    prompt(trf("Choose where to place the {building} you won.",
               fmt::arg("building", s.placing == BuildingKind::kHotel ? hotel_word(ed) : house_word(ed))));
    uint64_t mine = deeds_of(ed, s, d);
    while (mine) {
      int i = std::countr_zero(mine);
      mine &= mine - 1;
      Action a = Action::make(ActionType::kBuild, d, i);
      if (validate(ed, s, a) != Rejection::kNone) continue;
      action_button(f, "place." + std::to_string(i), space_name(ed, i), a);
    }
    return;
  }

  // The turn's prompt.
  std::string text;
  switch (s.phase) {
    case Phase::kOpeningRoll: text = tr("Everyone rolls once: the highest total starts."); break;
    case Phase::kAwaitRoll:
      if (pl.in_jail) {
        const std::string fine_text = money(ed, s.options.jail_fine);  // fmt::arg keeps a reference
        const auto fine = fmt::arg("fine", fine_text);
        text = pl.jail_cards[0] + pl.jail_cards[1] > 0
                   ? trf("In jail: roll for doubles, pay the {fine} fine, or use your Get Out of Jail Free card.", fine)
                   : trf("In jail: roll for doubles, or pay the {fine} fine.", fine);
      } else {
        text = pl.doubles > 0 ? tr("Doubles! Roll again.") : tr("Roll the dice.");
      }
      break;
    case Phase::kBuyOrAuction:
      if (s.pending_space >= 0) {
        const Space& sp = ed.spaces[s.pending_space];
        const auto space = fmt::arg("space", space_name(ed, s.pending_space));
        const std::string price_text = money(ed, sp.price);  // fmt::arg keeps a reference
        const auto price = fmt::arg("price", price_text);
        text = s.options.auctions ? trf("Buy {space} for {price}, or put it up for auction.", space, price)
                                  : trf("Buy {space} for {price}, or leave it.", space, price);
      }
      break;
    case Phase::kEndTurn:
      // TRANSLATORS: {houses} is the edition's word for its houses, in the plural.
      text = trf("Build {houses}, mortgage or trade if you like, then end your turn.",
                 fmt::arg("houses", houses_word(ed)));
      break;
    default: break;
  }
  prompt(text);

  // The buttons: only what the engine accepts now, the expected step first
  // and highlighted.
  struct Choice {
    const char* id;
    std::string label;
    Action a;
  };
  std::vector<Choice> choices;
  auto offer = [&](const char* id, const std::string& label, Action a) {
    if (legal_now(f, a)) choices.push_back({id, label, a});
  };
  std::string buy = s.phase == Phase::kBuyOrAuction && s.pending_space >= 0
                        ? trf("Buy {price}", fmt::arg("price", money(ed, ed.spaces[s.pending_space].price)))
                        : std::string(trc("button", "Buy"));
  // The shortcut's key (R, B, ...) stays the letter the game reads.
  offer("action.roll", trc("button", "Roll") + hint(f, "R"), Action::make(ActionType::kRoll, d));
  offer("action.buy", buy + hint(f, "B"), Action::make(ActionType::kBuy, d));
  offer("action.auction", (s.options.auctions ? trc("button", "Auction") : trc("button", "Decline")) + hint(f, "A"),
        Action::make(ActionType::kDecline, d));
  offer("action.end", trc("button", "End turn") + hint(f, "E"), Action::make(ActionType::kEndTurn, d));
  offer("action.fine", trf("Pay {fine} fine", fmt::arg("fine", money(ed, s.options.jail_fine))) + hint(f, "P"),
        Action::make(ActionType::kPayJailFine, d));
  offer("action.card", trc("button", "Use card") + hint(f, "U"), Action::make(ActionType::kUseJailCard, d, -1, -1));
  float full = ImGui::GetContentRegionAvail().x;
  float half = (full - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  // The property manager ("Build, sell, mortgage"), for the player's own
  // deeds while buying, before or after a roll.
  const bool manage_offered = human &&
                              (s.phase == Phase::kAwaitRoll || s.phase == Phase::kEndTurn ||
                               s.phase == Phase::kBuyOrAuction) &&
                              deeds_of(ed, s, d) != 0;
  auto manage_button = [&](ImVec2 size) {
    std::string label = f.view.show_manage ? tr("Hide properties") : tr("Build, sell, mortgage\xE2\x80\xA6");
    if (button(f, "action.manage", label, true, {}, size)) f.view.show_manage = !f.view.show_manage;
  };
  // A phone held sideways: one choice (roll, end the turn) shares its row
  // with the property manager's button, which leaves the deed card under
  // them room on the screen.
  const bool manage_beside = manage_offered && f.phone && f.view.deed_wide && choices.size() == 1;
  for (std::size_t k = 0; k < choices.size(); ++k) {
    ImVec2 bs(0, f.phone ? 44.0f : ImGui::GetFrameHeight() * 1.25f);
    // A phone: the expected step across the panel and the others in pairs
    // under it; two choices side by side (buy or auction), which leaves
    // the deed card under them room on the screen.
    const bool pairs = choices.size() == 2;
    if (f.phone) bs.x = k == 0 && !pairs && !manage_beside ? full : half;
    if (k == 0 && !f.phone) bs.x = std::max(160.0f, ImGui::CalcTextSize(choices[k].label.c_str()).x + 32.0f);
    if (k > 0) {
      bool fits = f.phone ? (pairs || k % 2 == 0) : ImGui::GetItemRectMax().x + 12 + ImGui::CalcTextSize(choices[k].label.c_str()).x +
                                                   2 * ImGui::GetStyle().FramePadding.x <=
                                               ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
      if (fits) ImGui::SameLine();
    }
    action_button(f, choices[k].id, choices[k].label, choices[k].a, bs, k == 0);
  }
  if (manage_beside) {
    ImGui::SameLine();
    manage_button(ImVec2(half, 44.0f));
  }
  // A phone's deed card stands under the buttons; before or after a roll,
  // when the card is one the player tapped to look at, under the property
  // manager's button instead, which it would otherwise push off the screen.
  const bool card_under_manage = manage_offered && !manage_beside && s.phase != Phase::kBuyOrAuction;
  if (!card_under_manage) column_deed(f);

  if (human) {
    // Keyboard shortcuts, when no text field has the keyboard.
    if (!ImGui::GetIO().WantTextInput && !f.view.trade.open) {
      shortcut(f, key_letter('r'), Action::make(ActionType::kRoll, d));
      shortcut(f, kKeySpace, Action::make(ActionType::kRoll, d));
      shortcut(f, key_letter('b'), Action::make(ActionType::kBuy, d));
      shortcut(f, key_letter('a'), Action::make(ActionType::kDecline, d));
      shortcut(f, key_letter('e'), Action::make(ActionType::kEndTurn, d));
      shortcut(f, key_letter('p'), Action::make(ActionType::kPayJailFine, d));
      shortcut(f, key_letter('u'), Action::make(ActionType::kUseJailCard, d, -1, -1));
    }
    if (!f.view.last_error.empty()) ImGui::TextColored(ImColor(pal.danger), "%s", f.view.last_error.c_str());
    if (manage_offered) {
      if (!manage_beside) {
        ImGui::Spacing();
        manage_button(ImVec2(0, 0));
      }
      if (card_under_manage) column_deed(f);
      if (f.view.show_manage) {
        ImGui::Separator();
        manage_view(f, d, false);
      }
    }
  }
  (void)key_digit;
}

}  // namespace

void actions_panel(Frame& f) {
  decision_panel(f);
  column_deed(f);
}

}  // namespace landlord::ui
