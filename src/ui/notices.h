// The notice layer: what happens, shown where the eye is. It takes the
// engine's events from the session (Session::take_events) and shows each
// one once the token walk before it has finished (payments when the token
// lands, not before): money as a +$/-$ beside the player's cash and floating
// up from the space, a short notice on the board for rent, tax, cards, jail,
// auctions, trades (itemised, also between computer players), mortgages,
// and a bankruptcy or the end of the game across the whole board (the end
// folds the bankruptcies still showing into one notice, and every other
// notice gives way to it). Each
// fades after a few seconds; the log keeps the full record.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/session.h"

namespace landlord::ui {

struct Frame;

class Notices {
 public:
  // Takes new events from the session and lets due ones appear.
  void update(Session& s, double now);
  // Where things are this frame: set by the board and the players panel.
  void set_space(int space, ImVec2 min, ImVec2 max);
  // The board's centre, and the depth of the strip along its edges where
  // the tokens stand, which the ordinary notices keep clear of.
  void set_board(ImVec2 inner_min, ImVec2 inner_max, float token_strip);
  // A player's row: its left edge, and where its cash figure starts (x)
  // on its first line (y, the line's middle): the row's +$/-$ sits just
  // left of the cash, in the place of the worth figure, so the new cash
  // stays in view.
  void set_row(int player, float left, ImVec2 cash_at);
  // A +$/-$ is showing at this player's row: the panel leaves out the
  // worth figure it stands in for.
  bool row_money_showing(int player) const;
  // Draws over everything (foreground), after the views; records what it
  // drew for the tests.
  void draw(Frame& f);
  // Money of `player` that events already moved but the notices have not
  // shown yet: the players panel shows cash minus this, so cash changes
  // when the token lands.
  Money unshown_cash(int player) const;
  // A bankruptcy or the end of the game is being shown: the game-over
  // screen waits for it.
  bool holding(double now) const;
  // The game-over screen is up: every notice gives way to it (the log
  // keeps them all), so nothing is drawn over the result.
  void drop_all();
  // The titles of the notices showing, oldest first (the money floats
  // apart).
  std::vector<std::string> titles() const;
  // Their texts, in the same order.
  std::vector<std::string> texts() const;
  // A notice of the table rather than of the game (online play: who left,
  // who came back, a change of host).
  void say(std::string title, std::string text, double now) {
    toast(Kind::kPlain, -1, std::move(title), std::move(text), now, 4.0);
  }
  // Something moves or changes now (a notice fading in or out, money
  // floating up, events waiting to be shown): keep drawing frames. A
  // notice that stands still between its fades needs none.
  bool busy(double now) const;
  // Seconds until a notice standing still starts to fade, or -1 if none:
  // the host draws that frame then (App::seconds_until_next_frame).
  double seconds_until_change(double now) const;
  // When the last notice worth reading (rent, tax, a card, jail, an
  // auction won, a trade, a bankruptcy) appeared, or -1.
  double last_readable_at() const { return last_readable_at_; }

 private:
  enum class Kind : uint8_t { kPlain, kMoney, kCard, kJail, kTrade, kBankrupt, kGameOver };
  struct Toast {
    Kind kind = Kind::kPlain;
    int player = -1;
    std::string title, text;
    double born = 0.0, life = 3.0;
    bool rent = false;  // a rent paid (the tests find it by its own id)
  };
  struct Float {
    int player = -1, space = -1;
    Money amount = 0;
    double born = 0.0;
  };
  void show(Session& s, const SeenEvent& e, double now);
  void toast(Kind kind, int player, std::string title, std::string text, double now, double life, bool rent = false);
  void money(int player, int space, Money amount, double now);

  uint32_t serial_ = 0;
  std::deque<SeenEvent> waiting_;
  std::deque<Toast> toasts_;
  std::vector<Float> floats_;
  double pace_ = 1.0;  // notices last longer at Slow, shorter at Fast
  ImVec2 space_min_[kMaxSpaces], space_max_[kMaxSpaces];
  bool space_set_[kMaxSpaces] = {};
  float row_left_[kMaxPlayers] = {};
  ImVec2 row_cash_[kMaxPlayers];
  bool row_set_[kMaxPlayers] = {};
  ImVec2 inner_min_, inner_max_;
  float token_strip_ = 0.0f;
  bool board_set_ = false;
  double now_ = 0.0;
  double last_readable_at_ = -1.0;
};

}  // namespace landlord::ui
