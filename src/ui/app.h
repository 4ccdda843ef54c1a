// The game's user interface: one ImGui client that reads state every frame
// and changes it only through the engine's actions. App routes between the
// new-game screen and the table, lays the views out for the window (board
// beside the panels on wide screens, board on top of scrolling panels on
// phones) and publishes what the browser tests need. Saving is the
// SaveController's (save_controller.h).
#pragma once

#include <string>

#include "platform/file_transfer.h"
#include "platform/host.h"
#include "platform/storage.h"
#include "ui/language_choice.h"
#include "ui/accessible_mirror.h"
#include "ui/new_game_view.h"
#include "ui/notices.h"
#include "ui/online_view.h"
#include "ui/rules_view.h"
#include "ui/save_controller.h"
#include "ui/screen.h"
#include "ui/session.h"
#include "ui/view.h"

namespace landlord::ui {

class App : public platform::Client {
 public:
  explicit App(platform::Storage& storage);
  bool frame(const platform::FrameContext& ctx) override;
  double seconds_until_next_frame() const override;
  bool between_frames(double time_seconds) override { return online_.between_frames(time_seconds); }
  platform::Rgba background() const override;
  // The window closes or the page is hidden: save the game being played.
  void suspend() override;
  // Saves the game being played now (the page's update offer calls this
  // through landlord_save_now). False only when a save was needed and failed.
  bool save_now();
  // The language to show whatever the player chose before (a code or tag:
  // the native build's --lang); before the first frame.
  void force_language(std::string code) { forced_language_ = std::move(code); }

 private:
  bool draw(Frame& f);
  bool playing(Frame& f);
  void wide_layout(Frame& f);
  void narrow_layout(Frame& f);
  void landscape_layout(Frame& f);
  // Keeps a panel's height as measured this frame, for the next frame's
  // layout, and notes whether it moved (layout_moved_).
  void keep_height(float& kept, float measured);
  // The top bar of the phone layouts: settings, then Pause (or New game)
  // on the right of the same row when it fits.
  void top_bar_compact(Frame& f);
  // The phone layouts' scrolled column: the decision, the players, the log.
  void phone_column(Frame& f);
  // The phone's scrolling column at `pos`, `size`, opened with its top bar:
  // true while a game is on (the caller draws the rest and ends it), false
  // when it is already closed.
  bool begin_phone_window(Frame& f, ImVec2 pos, ImVec2 size);
  // Reads the editions once. With `home_only` on the page (editions
  // compiled in), none: the home screen shows Classic by the name compiled
  // in with it; a later call without it reads them all.
  void load_editions(bool home_only = false);
  // No edition read yet: the home screen shows Classic by its name alone.
  bool editions_pending() const { return !form_.home_edition_name.empty(); }
  // The tests' hooks; the screen's name only when `screen_whole` (the
  // screen did not change during the frame: its controls are those drawn).
  void publish(const Frame& f, bool screen_whole);
  // Esc and `?`: close what is on top, open the list of keys.
  void keys(Frame& f);
  // What the Rules screen shows from here: this game, the set-up, or a pick.
  RulesSource rules_source() const;
  // What the accessible mirror's controls are for, on this screen.
  std::string mirror_heading() const;

  // A request from a save screen, routed to the screen it leads to.
  void handle(const SaveRequest& r);
  void leave_game();
  // Online play: the room's screens, and what they lead to.
  bool online_screen(Frame& f);
  void leave_online();
  // Play on / Delete of an online game in the saves list.
  void handle_online(const SaveRequest& r);
  // Back from online play's form to the local one.
  void leave_online_form();
  // Starts a new game at the table and gives it its save slot.
  bool begin_game(std::shared_ptr<const Edition> edition, const Options& options, std::vector<Seat> seats,
                  uint64_t seed);

  // The first-turn guide (guide.h): wanted for a quick game until it has
  // been finished or skipped on this device; remembered in storage.
  bool guide_wanted() const;
  void guide_remember();

  platform::Storage& storage_;
  LanguageChoice language_{storage_};
  std::string forced_language_;  // the native build's --lang
  Session session_;
  SaveController saves_;
  OnlinePlay online_;  // online play's room and screens (shows its game in session_)
  bool started_up_ = false;
  bool pause_asked_ = false;
  bool landscape_ = false;  // a phone held sideways
  float styled_for_ = 0.0f;  // touch scale the style was built for
  Screen screen_ = Screen::kNewGame;
  int redraws_after_change_ = 0;  // frames still to draw after the screen changed
  Notices notices_;
  double last_frame_at_ = 0.0;  // the host's time of the last frame (seconds_until_next_frame)
  double result_since_ = -1.0;  // when the game-over screen came up
  Widgets widgets_;
  AccessibleMirror mirror_;
  ViewState view_;
  NewGameForm form_;
  float actions_h_ = 200.0f;   // measured heights of the wide layout's panels
  float players_h_ = 240.0f;
  // The panels' heights are last frame's: a frame whose content measured
  // otherwise is drawn again (a few times at most), so that the screen left
  // at rest is laid out for what it shows.
  bool layout_moved_ = false;
  int layout_redraws_ = 0;
  bool bar_tight_ = false;  // the phone's top bar with narrower buttons (top_bar_compact)

  // Test hooks and performance read-out.
  std::string published_screen_, published_session_, published_focus_, published_online_, published_layout_;
  GameState published_state_;
  [[maybe_unused]] bool state_published_ = false;  // read only with test hooks
  double frame_ms_sum_ = 0.0, frame_ms_max_ = 0.0;
  int frame_count_ = 0;
  uint64_t frames_total_ = 0;
};

}  // namespace landlord::ui
