// Notices: events shown on the board as they happen (see notices.h).
#include "ui/notices.h"

#include <algorithm>
#include <cfloat>
#include <bit>
#include <cmath>

#include "engine/edition_words.h"
#include "text/lists.h"
#include "text/tr.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {

namespace {

constexpr std::size_t kMaxToasts = 4;
constexpr double kFloatSeconds = 1.8;

// What an event moves into (+) or out of (-) `player`'s cash.
Money cash_delta(const SeenEvent& se, int player) {
  const Event& e = se.event;
  Money d = 0;
  auto from = [&](int p, Money m) { if (p == player) d -= m; };
  auto to = [&](int p, Money m) { if (p == player) d += m; };
  switch (e.type) {
    case EventType::kRentPaid:
    case EventType::kPaid:
      from(e.player, e.amount);
      to(e.other, e.amount);
      break;
    case EventType::kTaxPaid:
    case EventType::kBought:
    case EventType::kAuctionWon:
    case EventType::kBuilt:
    case EventType::kUnmortgaged:
    case EventType::kInterestPaid:
      from(e.player, e.amount);
      break;
    case EventType::kSalary:
    case EventType::kSold:
    case EventType::kMortgaged:
    case EventType::kFreeParking:
      to(e.player, e.amount);
      break;
    case EventType::kTradeAccepted: {
      const TradeOffer& t = se.trade;
      from(t.from, t.cash_given);
      to(t.to, t.cash_given);
      from(t.to, t.cash_asked);
      to(t.from, t.cash_asked);
      break;
    }
    default: break;
  }
  return d;
}

const char* kind_tag(int kind) {
  static const char* kTags[] = {"plain", "money", "card", "jail", "trade", "bankrupt", "gameover"};
  return kTags[kind];
}

}  // namespace

void Notices::toast(Kind kind, int player, std::string title, std::string text, double now, double life, bool rent) {
  toasts_.push_back({kind, player, std::move(title), std::move(text), now, life * pace_, rent});
  // Too many at once (fast play): the oldest ordinary ones go first.
  while (toasts_.size() > kMaxToasts) {
    auto it = std::find_if(toasts_.begin(), toasts_.end(), [](const Toast& t) {
      return t.kind != Kind::kBankrupt && t.kind != Kind::kGameOver;
    });
    if (it == toasts_.end()) it = toasts_.begin();
    toasts_.erase(it);
  }
}

void Notices::money(int player, int space, Money amount, double now) {
  if (amount == 0) return;
  floats_.push_back({player, space, amount, now});
  if (floats_.size() > 24) floats_.erase(floats_.begin());
}

void Notices::show(Session& ses, const SeenEvent& se, double now) {
  const Edition& ed = ses.edition();
  const Event& e = se.event;
  const std::string text = describe(ed, e, &ses.names());
  auto name = [&](int p) {
    return p >= 0 && p < static_cast<int>(ses.names().size()) ? ses.names()[p] : std::string(trc("party", "the Bank"));
  };
  // Instant speed is a fast-forward: only what changes the table for good
  // (trades, bankruptcies, the end) is shown.
  if (ses.speed == Speed::kInstant && e.type != EventType::kTradeAccepted && e.type != EventType::kTradeRejected &&
      e.type != EventType::kBankrupt && e.type != EventType::kGameOver) {
    return;
  }
  // Money first: at the player's row and at the space.
  for (int p = 0; p < static_cast<int>(ses.seats().size()); ++p) {
    Money d = cash_delta(se, p);
    if (d != 0) money(p, p == e.player ? e.space : -1, d, now);
  }
  switch (e.type) {
    // TRANSLATORS: the title of a notice over the board: a player paid rent (the notice says who and how much).
    case EventType::kRentPaid: toast(Kind::kMoney, e.player, trc("notice", "Rent"), text, now, 3.2, true); break;
    // TRANSLATORS: the title of a notice over the board: a player paid a tax.
    case EventType::kTaxPaid: toast(Kind::kMoney, e.player, trc("notice", "Tax"), text, now, 3.0); break;
    case EventType::kCardDrawn:
      if (e.deck >= 0 && e.deck < static_cast<int>(ed.decks.size()) && e.card >= 0 &&
          e.card < static_cast<int>(ed.decks[e.deck].cards.size())) {
        // TRANSLATORS: the title of a notice over the board; {deck} is the deck's name ("Chance"), the card's
        // text follows below.
        toast(Kind::kCard, e.player, trf("{player} draws {deck}", fmt::arg("player", name(e.player)),
                                         fmt::arg("deck", deck_name(ed, e.deck))),
              card_text(ed, e.deck, e.card), now, 4.0);
      }
      break;
    case EventType::kSentToJail:
      // TRANSLATORS: the title of a notice over the board: a player is sent to jail.
      toast(Kind::kJail, e.player, trc("notice", "Jail"),
            trf("{player} goes to jail", fmt::arg("player", name(e.player))), now, 3.0);
      break;
    case EventType::kAuctionWon: toast(Kind::kMoney, e.player, trc("notice", "Auction won"), text, now, 3.2); break;
    // TRANSLATORS: the title of a notice over the board: an auction ended without a buyer.
    case EventType::kAuctionUnsold: toast(Kind::kPlain, -1, trc("notice", "Auction"), text, now, 2.5); break;
    // TRANSLATORS: the title of a notice over the board: a player bought a deed.
    case EventType::kBought: toast(Kind::kMoney, e.player, trc("notice", "Bought"), text, now, 2.5); break;
    case EventType::kBuilt:
    case EventType::kSold:
    case EventType::kUnmortgaged:
    case EventType::kFreeParking:
    case EventType::kLeftJail:
    case EventType::kDebtSetOff:
    case EventType::kRentLost:
    case EventType::kTimeUp:
      toast(Kind::kPlain, e.player, "", text, now, 2.6);
      break;
    case EventType::kMortgaged:
      toast(Kind::kMoney, e.player, trc("notice", "Mortgage received"),
            e.space >= 0 ? trf("{player} receives {amount} for mortgaging {space}", fmt::arg("player", name(e.player)),
                               fmt::arg("amount", ::landlord::ui::money(ed, e.amount)),
                               fmt::arg("space", space_name(ed, e.space)))
                         : trf("{player} receives {amount} for mortgaging a deed", fmt::arg("player", name(e.player)),
                               fmt::arg("amount", ::landlord::ui::money(ed, e.amount))),
            now, 3.0);
      break;
    case EventType::kMustRaiseCash:
      // TRANSLATORS: the title of a notice over the board: a player owes more than their cash.
      toast(Kind::kPlain, e.player, trc("notice", "Debt"), text, now, 3.0);
      break;
    case EventType::kTradeAccepted:
    case EventType::kTradeRejected: {
      const TradeOffer& t = se.trade;
      bool ok = e.type == EventType::kTradeAccepted;
      const std::string terms = describe_trade_terms(ed, t, &ses.names());
      // TRANSLATORS: a notice of a trade refused; {terms} is what each side would have given.
      std::string body = ok ? terms : trf("Offered: {terms}", fmt::arg("terms", terms));
      if (!se.reason.empty()) {
        // TRANSLATORS: a computer player's own words (its reason for the offer), quoted after its name.
        body += "\n" + trf("{player}: \xE2\x80\x9C{reason}\xE2\x80\x9D", fmt::arg("player", name(t.to)),
                           fmt::arg("reason", se.reason));
      }
      toast(Kind::kTrade, t.from,
            ok ? trf("Trade accepted by {player}", fmt::arg("player", name(t.to)))
               : trf("Trade rejected by {player}", fmt::arg("player", name(t.to))),
            body, now, (ok ? 4.5 : 3.5) + (se.reason.empty() ? 0.0 : 1.5));
      break;
    }
    case EventType::kBankrupt:
      toast(Kind::kBankrupt, e.player, trf("{player} is bankrupt", fmt::arg("player", name(e.player))),
            e.other >= 0 ? trf("Everything {player} had goes to {other}.", fmt::arg("player", name(e.player)),
                               fmt::arg("other", name(e.other)))
                         : trf("What {player} had goes back to the Bank.", fmt::arg("player", name(e.player))),
            now, 5.0);
      break;
    case EventType::kGameOver: {
      // One notice for the end: the bankruptcies still showing (fast play
      // ends a game with a few at once) are folded into it instead of
      // filling the board one under the other, and the last rent, card or
      // trade gives way to it; the log keeps each.
      std::vector<int> broke;
      std::string last;
      for (const Toast& t : toasts_) {
        if (t.kind != Kind::kBankrupt) continue;
        broke.push_back(t.player);
        last = t.text;
      }
      toasts_.clear();
      std::string body = tr("The game is over.");
      if (broke.size() == 1) {
        // TRANSLATORS: the end of the game after one bankruptcy; {what} says where the player's things go
        // ("Everything Ann had goes to Bo.").
        body = trf("{player} is bankrupt. {what}", fmt::arg("player", name(broke[0])), fmt::arg("what", last));
      } else if (!broke.empty()) {
        std::vector<std::string> names;
        for (int p : broke) names.push_back(name(p));
        // TRANSLATORS: the end of the game after several bankruptcies at once; {players} lists two or more names.
        body = trf("{players} are bankrupt.", fmt::arg("players", text::list(names)));
      }
      toast(Kind::kGameOver, e.player,
            e.player >= 0 ? trf("{player} wins!", fmt::arg("player", name(e.player))) : tr("Game over"), body, now,
            broke.empty() ? 3.0 : 4.0);
      break;
    }
    default: break;
  }
  // Something worth reading: computer players give it a moment (about a
  // second at Normal speed) before their next move.
  switch (e.type) {
    case EventType::kRentPaid:
    case EventType::kTaxPaid:
    case EventType::kCardDrawn:
    case EventType::kSentToJail:
    case EventType::kAuctionWon:
    case EventType::kTradeAccepted:
    case EventType::kTradeRejected:
    case EventType::kBankrupt:
      last_readable_at_ = now;
      ses.hold_until = std::max(ses.hold_until, now + (e.type == EventType::kBankrupt ? 2.0 : 0.9) * pace_);
      break;
    default: break;
  }
}

void Notices::update(Session& s, double now) {
  now_ = now;
  if (s.game_serial() != serial_) {
    serial_ = s.game_serial();
    waiting_.clear();
    toasts_.clear();
    floats_.clear();
  }
  switch (s.speed) {
    case Speed::kSlow: pace_ = 1.4; break;
    case Speed::kNormal: pace_ = 1.0; break;
    default: pace_ = 0.7; break;
  }
  // A variant's set-up (deeds dealt, the playing time), before the first roll.
  for (Session::Announcement& a : s.take_announcements()) {
    toast(Kind::kCard, -1, std::move(a.title), std::move(a.text), now, 7.0);
  }
  for (SeenEvent& e : s.take_events()) waiting_.push_back(std::move(e));
  while (!waiting_.empty() && waiting_.front().after_walk <= s.walk_done()) {
    show(s, waiting_.front(), now);
    waiting_.pop_front();
  }
  while (!toasts_.empty() && now - toasts_.front().born > toasts_.front().life) toasts_.pop_front();
  std::erase_if(toasts_, [&](const Toast& t) { return now - t.born > t.life; });
  std::erase_if(floats_, [&](const Float& fl) { return now - fl.born > kFloatSeconds; });
}

Money Notices::unshown_cash(int player) const {
  Money d = 0;
  for (const SeenEvent& e : waiting_) d += cash_delta(e, player);
  return d;
}

namespace {
// A notice fades in over its first kFadeIn seconds and out over its last
// kFadeOut; a bankruptcy or the end of the game holds the result back for
// its first kHoldSeconds.
constexpr double kFadeIn = 0.15, kFadeOut = 0.6, kHoldSeconds = 2.5;
}  // namespace

bool Notices::busy(double now) const {
  if (!waiting_.empty()) return true;
  auto fading = [&](double age, double life) { return age < kFadeIn || age > life - kFadeOut; };
  for (const Toast& t : toasts_) {
    if (fading(now - t.born, t.life)) return true;
  }
  for (const Float& fl : floats_) {
    if (fl.space >= 0 || fading(now - fl.born, kFloatSeconds)) return true;  // at its space it rises
  }
  return false;
}

double Notices::seconds_until_change(double now) const {
  double soonest = -1.0;
  auto fade_at = [&](double born, double life) {
    double s = born + life - kFadeOut - now;
    if (s >= 0.0 && (soonest < 0.0 || s < soonest)) soonest = s;
  };
  for (const Toast& t : toasts_) fade_at(t.born, t.life);
  for (const Float& fl : floats_) fade_at(fl.born, kFloatSeconds);
  return soonest;
}

bool Notices::holding(double now) const {
  for (const Toast& t : toasts_) {
    if ((t.kind == Kind::kBankrupt || t.kind == Kind::kGameOver) && now - t.born < kHoldSeconds) return true;
  }
  return !waiting_.empty();
}

std::vector<std::string> Notices::titles() const {
  std::vector<std::string> out;
  for (const Toast& t : toasts_) out.push_back(t.title);
  return out;
}

std::vector<std::string> Notices::texts() const {
  std::vector<std::string> out;
  for (const Toast& t : toasts_) out.push_back(t.text);
  return out;
}

void Notices::drop_all() {
  toasts_.clear();
  floats_.clear();
}

void Notices::set_space(int space, ImVec2 min, ImVec2 max) {
  if (space < 0 || space >= kMaxSpaces) return;
  space_min_[space] = min;
  space_max_[space] = max;
  space_set_[space] = true;
}

void Notices::set_board(ImVec2 inner_min, ImVec2 inner_max, float token_strip) {
  inner_min_ = inner_min;
  inner_max_ = inner_max;
  token_strip_ = token_strip;
  board_set_ = true;
}

void Notices::set_row(int player, float left, ImVec2 cash_at) {
  if (player < 0 || player >= kMaxPlayers) return;
  row_left_[player] = left;
  row_cash_[player] = cash_at;
  row_set_[player] = true;
}

bool Notices::row_money_showing(int player) const {
  for (const Float& fl : floats_) {
    if (fl.player == player) return true;
  }
  return false;
}

void Notices::draw(Frame& f) {
  const Session& ses = f.session;
  if (!ses.active() || !board_set_) return;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const double now = f.now;
  auto alpha_of = [&](double age, double life) {
    double a = std::min({1.0, age / kFadeIn, (life - age) / kFadeOut});
    return static_cast<float>(std::clamp(a, 0.0, 1.0));
  };
  auto with_alpha = [](ImU32 c, float a) {
    ImU32 al = static_cast<ImU32>(static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF) * a);
    return (c & ~IM_COL32_A_MASK) | (al << IM_COL32_A_SHIFT);
  };
  const float iw = inner_max_.x - inner_min_.x;
  const float ih = inner_max_.y - inner_min_.y;

  // A bankruptcy or the end of the game: across the whole board, one
  // under the other when several show (fast play ends a game with a few
  // bankruptcies at once): they share the board's height and never overlap.
  int bigs = 0;
  for (const Toast& t : toasts_) bigs += t.kind == Kind::kBankrupt || t.kind == Kind::kGameOver;
  const float gap = 10.0f;
  const float room = std::max(ih, 120.0f) * 0.92f - gap * static_cast<float>(std::max(0, bigs - 1));
  const float bh = std::max(48.0f, std::min(std::max(96.0f, ih * 0.36f), room / static_cast<float>(std::max(1, bigs))));
  const float block = bh * static_cast<float>(bigs) + gap * static_cast<float>(std::max(0, bigs - 1));
  // Below the board's top third when it fits, inside the board, and on
  // screen when the board has scrolled (phones).
  float top = std::min(inner_min_.y + ih * 0.22f, inner_max_.y - block);
  top = std::max(top, inner_min_.y + 4.0f);
  top = std::clamp(top, 8.0f, std::max(8.0f, f.height - block - 8.0f));
  int big = 0;
  for (const Toast& t : toasts_) {
    if (t.kind != Kind::kBankrupt && t.kind != Kind::kGameOver) continue;
    float a = alpha_of(now - t.born, t.life);
    bool bad = t.kind == Kind::kBankrupt;
    float y0 = top + static_cast<float>(big++) * (bh + gap);
    ImVec2 a0(inner_min_.x - iw * 0.08f, y0), a1(inner_max_.x + iw * 0.08f, y0 + bh);
    a0.x = std::max(a0.x, 4.0f);
    a1.x = std::min(a1.x, f.width - 4.0f);
    dl->AddRectFilled(ImVec2(a0.x + 4, a0.y + 6), ImVec2(a1.x + 4, a1.y + 6), with_alpha(IM_COL32(0, 0, 0, 120), a), 10.0f);
    dl->AddRectFilled(a0, a1, with_alpha(bad ? IM_COL32(176, 28, 36, 245) : IM_COL32(232, 176, 40, 245), a), 10.0f);
    dl->AddRect(a0, a1, with_alpha(IM_COL32(255, 255, 255, 255), a), 10.0f, 0, 3.0f);
    ImU32 ink = with_alpha(bad ? IM_COL32(255, 255, 255, 255) : IM_COL32(24, 20, 10, 255), a);
    float r = bh * 0.2f;
    if (t.player >= 0 && t.player < static_cast<int>(ses.seats().size())) {
      draw_token(dl, ImVec2(a0.x + r * 1.6f, (a0.y + a1.y) * 0.5f), r, ses.seats()[t.player].token,
                 with_alpha(seat_colour(ses, t.player), a));
    }
    ImVec2 ta(a0.x + r * 3.4f, a0.y + 8), tb(a1.x - 10, a0.y + bh * 0.6f);
    draw_text_fit(dl, f.fonts.title, std::min(40.0f, bh * 0.38f), 14, ta, tb, t.title, ink, true);
    draw_text_fit(dl, f.fonts.bold, 16, 11, ImVec2(ta.x, tb.y), ImVec2(tb.x, a1.y - 8), t.text, ink, true);
    f.widgets.show(std::string("notice.") + kind_tag(static_cast<int>(t.kind)), t.title + " \xE2\x80\x94 " + t.text, a0, a1);
  }

  // Ordinary notices: stacked at the top of the board's centre, newest
  // last, inside the strip where the tokens stand along its edges: a token
  // on the top row or the side columns stays in sight.
  const float clear = std::max(6.0f, token_strip_);
  float tw = std::min({iw * 0.94f, iw - 2.0f * clear, 470.0f});
  float x0 = inner_min_.x + (iw - tw) * 0.5f;
  float y = inner_min_.y + clear;
  // The board scrolled out of view (phones): keep them on screen.
  if (y < 6.0f) y = 6.0f;
  const float size = f.phone ? 13.0f : 14.5f;
  for (const Toast& t : toasts_) {
    if (t.kind == Kind::kBankrupt || t.kind == Kind::kGameOver) continue;
    float a = alpha_of(now - t.born, t.life);
    float h = t.title.empty() ? size * 2.6f : size * 3.9f;
    // A long text (the deeds dealt round the table) gets the lines it needs.
    // (and a reason given on a line of its own).
    int lines = 0;
    for (std::size_t from = 0; from <= t.text.size();) {
      std::size_t to = t.text.find('\n', from);
      if (to == std::string::npos) to = t.text.size();
      std::string para = t.text.substr(from, to - from);
      float one_line = f.fonts.regular->CalcTextSizeA(size, FLT_MAX, 0.0f, para.c_str()).x;
      lines += static_cast<int>(one_line / std::max(60.0f, tw - 40.0f)) + 1;
      from = to + 1;
    }
    if (lines > 2) h = std::min(h + (lines - 2) * size * 1.25f, std::max(h, f.height * 0.45f));
    // Never under a bankruptcy or the end of the game: below them instead.
    if (bigs > 0 && y + h > top - 6.0f && y < top + block + 6.0f) y = top + block + 6.0f;
    if (y + h > f.height - 6.0f) break;
    ImVec2 a0(x0, y), a1(x0 + tw, y + h);
    ImU32 edge = t.kind == Kind::kTrade ? IM_COL32(70, 120, 220, 255)
                 : t.kind == Kind::kJail ? IM_COL32(230, 120, 40, 255)
                 : t.kind == Kind::kCard ? IM_COL32(90, 170, 210, 255)
                 : t.kind == Kind::kMoney ? IM_COL32(214, 160, 30, 255)
                                          : IM_COL32(120, 130, 136, 255);
    dl->AddRectFilled(ImVec2(a0.x + 2, a0.y + 3), ImVec2(a1.x + 2, a1.y + 3), with_alpha(IM_COL32(0, 0, 0, 90), a), 8.0f);
    dl->AddRectFilled(a0, a1, with_alpha(IM_COL32(252, 251, 245, 250), a), 8.0f);
    dl->AddRectFilled(a0, ImVec2(a0.x + 7, a1.y), with_alpha(edge, a), 8.0f, ImDrawFlags_RoundCornersLeft);
    dl->AddRect(a0, a1, with_alpha(edge, a), 8.0f, 0, 1.5f);
    float tx = a0.x + 14;
    if (t.player >= 0 && t.player < static_cast<int>(ses.seats().size())) {
      float r = size * 0.62f;
      draw_token(dl, ImVec2(tx + r, a0.y + h * 0.5f), r, ses.seats()[t.player].token, with_alpha(seat_colour(ses, t.player), a));
      tx += r * 2 + 8;
    }
    ImU32 ink = with_alpha(IM_COL32(24, 28, 30, 255), a);
    if (!t.title.empty()) {
      draw_text_fit(dl, f.fonts.bold, size, 10, ImVec2(tx, a0.y + 5), ImVec2(a1.x - 8, a0.y + 5 + size * 1.2f), t.title,
                    with_alpha(IM_COL32(40, 60, 120, 255), a), false);
      draw_text_fit(dl, f.fonts.regular, size, 9, ImVec2(tx, a0.y + 5 + size * 1.25f), ImVec2(a1.x - 8, a1.y - 4), t.text, ink, true);
    } else {
      draw_text_fit(dl, f.fonts.regular, size, 9, ImVec2(tx, a0.y + 4), ImVec2(a1.x - 8, a1.y - 4), t.text, ink, true);
    }
    f.widgets.show(std::string("notice.") + kind_tag(static_cast<int>(t.kind)) + (t.rent ? ".rent" : ""),
                   (t.title.empty() ? "" : t.title + ": ") + t.text, a0, a1);
    y += h + 6.0f;
  }

  // Money beside the player's cash (several at once side by side, the
  // newest nearest the cash) and floating up from the space.
  float row_left[kMaxPlayers];
  for (int p = 0; p < kMaxPlayers; ++p) row_left[p] = row_cash_[p].x - 8.0f;
  for (auto it = floats_.rbegin(); it != floats_.rend(); ++it) {
    const Float& fl = *it;
    double age = now - fl.born;
    float a = alpha_of(age, kFloatSeconds);
    std::string label = (fl.amount > 0 ? "+" : "-") + ::landlord::ui::money(ses.edition(), std::llabs(fl.amount));
    ImU32 col = fl.amount > 0 ? IM_COL32(30, 150, 70, 255) : IM_COL32(200, 40, 40, 255);
    ImFont* font = f.fonts.bold;
    // At the row, the size of the row's own figures, fading where it
    // stands (rising, it would leave the row); at the space, larger and
    // floating up.
    auto pill = [&](ImVec2 c, float fs, float rise) {
      ImVec2 ts = font->CalcTextSizeA(fs, FLT_MAX, 0, label.c_str());
      ImVec2 p0(c.x - ts.x * 0.5f - 6, c.y - ts.y * 0.5f - 1 - rise), p1(c.x + ts.x * 0.5f + 6, c.y + ts.y * 0.5f + 1 - rise);
      dl->AddRectFilled(p0, p1, with_alpha(IM_COL32(255, 255, 255, 235), a), 6.0f);
      dl->AddRect(p0, p1, with_alpha(col, a), 6.0f, 0, 1.5f);
      dl->AddText(font, fs, ImVec2(p0.x + 6, p0.y + 1), with_alpha(col, a), label.c_str());
      return std::pair<ImVec2, ImVec2>(p0, p1);
    };
    if (fl.player >= 0 && fl.player < kMaxPlayers && row_set_[fl.player]) {
      const float row_fs = ImGui::GetFontSize();
      const float label_w = font->CalcTextSizeA(row_fs, FLT_MAX, 0, label.c_str()).x;
      // Not over the name (the row's first 30 px hold the token).
      float right = std::max(row_left[fl.player], row_left_[fl.player] + 30.0f + label_w + 12.0f);
      ImVec2 c(right - label_w * 0.5f - 6, row_cash_[fl.player].y);
      if (c.y > 0 && c.y < f.height) {
        auto r = pill(c, row_fs, 0.0f);
        row_left[fl.player] = r.first.x - 4.0f;
        f.widgets.show("money.row", label, r.first, r.second, fl.player);
      }
    }
    if (fl.space >= 0 && fl.space < kMaxSpaces && space_set_[fl.space]) {
      ImVec2 c((space_min_[fl.space].x + space_max_[fl.space].x) * 0.5f, (space_min_[fl.space].y + space_max_[fl.space].y) * 0.5f);
      auto r = pill(c, f.phone ? 15.0f : 17.0f, static_cast<float>(age / kFloatSeconds) * 26.0f);
      f.widgets.show("money.space", label, r.first, r.second, fl.space);
    }
  }
  for (bool& b : row_set_) b = false;
}

}  // namespace landlord::ui
