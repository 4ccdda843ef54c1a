// What every view gets for one frame, and the few drawing and widget
// helpers they share: buttons that explain why they are disabled and record
// themselves for the browser tests, player tokens, money text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "imgui.h"
#include "platform/host.h"
#include "ui/focus_ring.h"
#include "ui/session.h"

namespace landlord::ui {

// Clickable items of the frame: the keyboard's focus order, the page's
// accessible mirror, and window.__landlord.widgets for the tests.
class Widgets {
 public:
  struct Item {
    std::string id, label, action;
    float x, y, w, h;       // whole item
    float cx, cy;           // centre of its visible part
    bool enabled, visible;
    bool input = false;     // a text field
    float text_w = -1.0f;   // a button's label with its padding (-1: not a button)
  };
  // The width the last item's label needs (a button's), for the tests:
  // a label wider than its button is cut.
  void last_text_width(float w) {
    if (!items_.empty()) items_.back().text_w = w;
  }
  void begin_frame() {
    items_.clear();
    shown_.clear();
  }
  // Records ImGui's last item under a stable id, gives it its place in the
  // keyboard's focus order, and returns true when the keyboard or the
  // accessible mirror pressed it (treat it as clicked).
  // `action` (optional): the engine action the item applies, "type:player:space",
  // so that tests can check every action drawn against legal_actions().
  bool add_last_item(const std::string& id, const std::string& label, bool enabled,
                     const std::string& action = {});
  void add(const std::string& id, const std::string& label, ImVec2 min, ImVec2 max, bool enabled,
           ImVec2 clip_min, ImVec2 clip_max, const std::string& action = {});
  // Things drawn that tests look for (notices, the deed in focus, owner
  // marks, the game-over chart): window.__landlord.shown.
  void show(const std::string& kind, const std::string& text, ImVec2 min, ImVec2 max, int space = -1);
  // Publishes the list when it differs from the last published one.
  void publish();
  const std::vector<Item>& items() const { return items_; }

  FocusRing focus;

 private:
  struct Shown {
    std::string kind, text;
    float x, y, w, h;
    int space;
    bool whole;  // wholly inside the clip of the window it is drawn in
  };
  std::vector<Item> items_;
  std::vector<Shown> shown_;
  std::string last_, last_shown_;
};

// A trade being drafted by a human (the trade dialog's state).
struct TradeDraft {
  bool open = false;
  TradeOffer offer;      // the deal being drafted (offer.from proposes)
  bool counter = false;  // a counter-offer to a rejected proposal
  std::string message;   // last rejection from the engine
};

// UI-only choices (not part of the game).
struct ViewState {
  int hovered_space = -1;   // this frame, from the board
  int selected_space = -1;  // tapped / clicked: deed card stays open
  int focus_deed = -1;      // this frame, from the board: the deed in focus (hovered, tapped, for sale), until drawn
  // A phone: the deed in focus is drawn across the column, under the
  // decision, where its text can be read, not in the board's small centre;
  // held sideways (deed_wide), as a card wider than tall beside the board.
  bool deed_in_column = false;
  bool deed_wide = false;
  // Held sideways, the column's short: under a tall decision (an auction's
  // bids) the card would be below the screen, and is drawn in the board's
  // centre instead. The column measures where its card would stand, once a
  // frame (deed_measured); the board reads it on the next frame, which a
  // change of place asks for (deed_moved).
  bool column_deed_fits = true;
  bool deed_measured = false;
  bool deed_moved = false;
  float column_scroll = 0.0f;  // the phone column's scroll, this frame
  int manage_player = -1;   // whose deeds the manage list shows
  // A short desktop window: the players' rows are drawn tighter, so that
  // four of them fit without scrolling beside a shorter log.
  bool compact_players = false;
  bool show_manage = false;
  bool show_log_all = false;
  bool board_only_after_game = false;  // game over: look at the final board
  float gameover_body_h = 0.0f;        // the results' height, measured last frame
  TradeDraft trade;
  std::string last_error;  // the engine's message for a rejected click
  std::string note;        // why a tapped button is disabled (touch screens)
  bool show_keys = false;  // the list of keys (`?`)
  bool show_heat = false;  // the landing-odds overlay on the board
  bool show_rules = false;  // the Rules screen (rules_view.h)
  bool show_worth = false;  // the net-worth chart during play (worth_chart.h)
  int guide_step = -1;      // the first-turn guide (guide.h): -1 off
  bool guide_saw_buy = false;
  int guide_card = -1;            // the card guide_turn belongs to
  uint32_t guide_turn = 0;        // the turn that card first showed on
  int rules_edition = 0;    // chosen on it, when it offers every edition
  int rules_variant = -1;   // -1: the standard game
};

class Notices;

struct Frame {
  const platform::Fonts& fonts;
  Session& session;
  Widgets& widgets;
  ViewState& view;
  double now = 0.0;
  float width = 0.0f, height = 0.0f;
  bool phone = false;        // narrow portrait layout
  float touch = 1.0f;        // size factor for touch targets
  Notices* notices = nullptr;  // the notice layer, while a game is shown
};

// Player colours: distinct hues (Okabe-Ito based) plus a shape per token so
// players are never told apart by colour alone.
ImU32 player_colour(int index);
// The colour's and the token's names, in the player's language.
const char* player_colour_name(int index);
const char* token_name(int index);
ImU32 seat_colour(const Session& s, int player);
void draw_token(ImDrawList* dl, ImVec2 centre, float radius, int token, ImU32 colour,
                bool outline = true);
ImU32 group_colour(const Edition& ed, int group);
// Black or white, whichever reads better on `bg`.
ImU32 ink_on(ImU32 bg);

std::string money(const Edition& ed, int64_t amount);

// Edition words: "Railroad", "railroads", "Service providers"...
std::string capitalised(std::string s);
// A short tag for narrow board cells: initials of a multi-word name
// ("Instant Message" -> "IM"), else its first two letters ("Ch").
std::string short_tag(const std::string& name);
// "mm:ss" (or "h:mm:ss") for a clock.
std::string clock_text(int64_t ms);

// A button recorded for tests. When disabled, it is drawn faded and its
// tooltip gives `reason`. Returns true when clicked (and enabled).
bool button(Frame& f, const std::string& id, const std::string& label, bool enabled = true,
            const std::string& reason = {}, ImVec2 size = ImVec2(0, 0));
// "type:player:space" of an action, as published with the widgets.
std::string action_key(const Action& a);
// Whether the engine accepts `a` now.
bool legal_now(const Frame& f, const Action& a);
// A button for an engine action, drawn only when validate() accepts it
// (returns false and draws nothing otherwise); disabled while a token
// still walks. `primary`: the expected next step, drawn in the accent colour.
bool action_button(Frame& f, const std::string& id, const std::string& label, const Action& a,
                   ImVec2 size = ImVec2(0, 0), bool primary = false);
// An engine action of a player who is not the decider (between rolls:
// claim rent, build, mortgage...): a button when validate() accepts it, the
// player is human and nothing is moving. When the engine refuses it, the
// label is drawn as muted text (not a button) whose hover or tap gives
// explain()'s reason (test id "why.<id>").
bool side_action_button(Frame& f, const std::string& id, const std::string& label, const Action& a,
                        ImVec2 size = ImVec2(0, 0));
// The text of the field that has the keyboard, as it stands this frame
// ("" when none has it): the test hooks' view of what was typed.
std::string typed_text();

// Whether hover tooltips may show: not after a tap that left the pointer
// where it was (touch screens), unless the finger is still down.
bool tooltip_ok();
// A tooltip with wrapped text, when tooltip_ok().
void tooltip(const std::string& text);
// The text of the last tooltip() shown this frame ("" for none), for the tests.
const std::string& tooltip_shown();
void clear_tooltip_shown();
// Keys that raise or lower an amount: + or Up, - or Down (also the keypad's).
bool key_more();
bool key_less();
// A section heading in the panels.
void heading(Frame& f, const char* text);
// A gold button for the main choice of a screen.
bool primary_button(Frame& f, const std::string& id, const std::string& label, ImVec2 size = ImVec2(0, 0));
// The width of a button labelled `label` at its natural size: the label
// (less any "##id") and the frame's padding.
float button_width(const std::string& label);
// Before the next button of a row: beside the last one (`spacing` apart,
// ImGui's own gap when negative), or at the start of the next line when
// the button labelled `label` would not fit beside it (a longer
// language's words, a narrow phone).
void same_line_or_wrap(const std::string& label, float spacing = -1.0f);
// A button of a one-of choice; the chosen one stays gold even under the
// pointer (a finger rests on it after a tap).
bool choice_button(Frame& f, const std::string& id, const std::string& label, bool on);

// Text drawn into a rectangle, wrapped on words and shrunk (down to
// `min_size`) until it fits. Returns the height used.
float draw_text_fit(ImDrawList* dl, ImFont* font, float max_size, float min_size, ImVec2 min,
                    ImVec2 max, const std::string& text, ImU32 colour, bool centre_v = false);

// Views, one per file.
void board_view(Frame& f, ImVec2 origin, float size);
// min_text: the smallest text size (px) the earnings columns may bring the
// card's text down to; without them the text is larger.
void deed_card(Frame& f, ImDrawList* dl, ImVec2 min, ImVec2 max, int space, float min_text = 7.0f);
// The deed in focus across the phone's column, under the decision's
// buttons (a phone): see deed_card.cpp.
void column_deed_card(Frame& f, int space);
// Whether that card, drawn where the column's cursor is, would be wholly on
// the screen with the column scrolled to its top (always, held upright).
bool column_deed_fits(const Frame& f);
void card_face(Frame& f, ImDrawList* dl, ImVec2 min, ImVec2 max, int deck, int card);
void players_panel(Frame& f);
void actions_panel(Frame& f);
void auction_view(Frame& f);
void building_demand_view(Frame& f);
void trade_response_view(Frame& f);
void trade_dialog(Frame& f);
void open_trade(Frame& f, int from, int to);
// The draft of a counter-offer to `offer`, for its receiver to change: the
// same deal from the other side (what was offered is asked back, what was
// asked is offered), from the receiver to the proposer.
TradeDraft counter_draft(const TradeOffer& offer);
void raise_cash_view(Frame& f);
void manage_view(Frame& f, int player, bool raising_cash);
void log_view(Frame& f, float height);
void settings_bar(Frame& f);
void keys_view(Frame& f);
// Test hook: the engine's legal actions (window.__landlord.legal).
void publish_legal(const Session& s);
// Test hook: scroll position of every scrollable window (window.__landlord.scroll).
void publish_scroll_positions();

}  // namespace landlord::ui
