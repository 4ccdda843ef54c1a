// SaveController: when the game being played is saved, and what the save
// screens' requests do. The shelf (saves/shelf.h) does the careful part:
// two copies, verified before switching. Here: the autosave policy (every
// human decision at once, racing computer players at most twice a second),
// which slot the game goes to, the offer to continue at start-up, opening,
// importing, exporting, renaming and deleting, and what to tell the player
// (the banner when a save fails), and keeping a game to one tab or window
// at a time (the lock; "Play here instead"). The App routes to the screen each call
// returns and keeps the layout. See docs/saves.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "platform/file_transfer.h"
#include "platform/game_lock.h"
#include "platform/storage.h"
#include "saves/shelf.h"
#include "ui/saves_view.h"
#include "ui/screen.h"
#include "ui/session.h"

namespace landlord::ui {

class SaveController {
 public:
  SaveController(platform::Storage& storage, Session& session);

  // Once, with the editions known: loads the current slot to offer it, or
  // finds damaged saves. Returns the first screen.
  Screen start_up(const std::vector<std::shared_ptr<const Edition>>& editions);
  // Before start_up: whether any saved game (or a list that cannot be read)
  // is in storage, so that every edition is read before they are shown.
  bool any_saved();
  // The editions read after start_up (the same list, grown).
  void know_editions(const std::vector<std::shared_ptr<const Edition>>& editions);
  // Before the save screens are drawn: the clock and the game in memory.
  void prepare_views();
  SavesUi& views() { return views_; }

  // A new game was started in the session: it gets its own slot.
  void game_started();
  // After the session moved on: saves when something changed.
  void autosave(double now);
  // Saves now if a game is being played. False only when a save was needed
  // and failed.
  bool save_now();
  // The game is over and the player leaves it: a last save, then nothing
  // is played.
  void leave_game();
  // Packs the game away (saved) and fills the paused screen.
  Screen pause();
  // A request from a save screen. `now` is the screen it came from;
  // `trade_open` keeps computer players waiting when going back to a game
  // with the trade dialog open. `fresh` is set when another game was
  // loaded into the session (the App forgets its view state).
  Screen handle(const SaveRequest& r, Screen now, bool trade_open, bool& fresh);

  // Once a frame, before the screen is drawn: whether another tab or
  // window asked for the game being played (it is saved and left here), or
  // plays the one just opened, or has let go of one asked for here. Returns
  // the screen to show; `fresh` as for handle().
  Screen watch_lock(Screen now, bool& fresh);
  // Seconds until watch_lock wants a frame without any input, < 0 for none.
  double lock_poll_seconds() const { return lock_.poll_seconds(); }

  // The online games this device keeps, listed after the others (the
  // App's OnlinePlay knows them).
  void list_online_with(std::function<std::vector<SlotInfo>(std::string*)> list) { online_list_ = std::move(list); }
  // An online game was opened or deleted from the list: the list again,
  // and a line under its title.
  void online_changed(const std::string& line, bool bad);

  // Online play: a room is one tab's at a time too, under the same lock
  // (the page plays one game at a time). `id` is the room's
  // OnlineSaves::slot_id; `take` asks the tab that has it to let go.
  // `let_go` is called when another tab takes the room from this one.
  void claim_room(const std::string& id, bool take);
  platform::LockState room_lock();  // kNone when the lock is not a room's
  void release_room();
  void on_room_let_go(std::function<void()> let_go) { room_let_go_ = std::move(let_go); }

  // The strip that says a save failed (or an earlier save was loaded).
  void draw_banner(Frame& f);
  // Test hooks: the list and the last save's outcome.
  void publish();

 private:
  SaveOutcome save_playing();
  void note_save(const SaveOutcome& s);
  void refresh_slots();
  void notice(std::string text, bool bad);
  Screen open_slot(const std::string& id, Screen now, bool trade_open, bool& fresh);
  bool resume_loaded(LoadedGame& g);
  void imported(const platform::FileTransfer& t);
  void export_file(const ExportedGame& e, const std::string& done);

  // The game being played is this copy's alone (platform/game_lock.h).
  void hold(const std::string& id);
  // The game just opened goes on screen once this copy holds it; until the
  // browser answers the claim it stays off screen, paused (opening_), and
  // when another tab or window plays it the screen says so instead.
  Screen playing_once_held(Screen now, bool& fresh);
  bool may_write() const;
  void left_elsewhere(bool moved);
  // The save made before letting the game go to another tab failed: the
  // game as played here, kept for export (left_elsewhere).
  bool let_go_unsaved_ = false;
  ExportedGame unsaved_;

  // The editions the app read at start-up: saved games use them rather than
  // reading and parsing the same files again (start_up sets it).
  const std::vector<std::shared_ptr<const Edition>>* known_editions_ = nullptr;
  // Set by any_saved(): start_up() uses that listing instead of reading
  // the index again on the first frame.
  bool slots_listed_ = false;
  std::function<std::vector<SlotInfo>(std::string*)> online_list_;
  std::function<void()> room_let_go_;
  bool room_locked() const;  // the lock is a room's
  saves::ShelfStorage store_;
  saves::SaveShelf shelf_;
  Session& session_;
  SavesUi views_;
  platform::GameLock lock_;
  bool taking_ = false;                 // "Play here instead" asked, waiting for the lock
  bool opening_ = false;                // a game opened, waiting for the lock before it shows
  LoadedGame offer_;                    // the current slot, loaded at start-up
  Screen back_to_ = Screen::kNewGame;   // where the list's Back button goes
  std::string playing_id_;              // the autosave slot ("" = not saved)
  std::size_t saved_actions_ = 0;       // what the last save attempt covered
  int saved_speed_ = -1;
  double last_save_at_ = -1.0;
  std::string banner_title_, banner_;   // save failure (or earlier save loaded)
  bool banner_hidden_ = false;
  // For the tests' window.__landlord.save_status.
  bool last_save_ok_ = true;
  std::string last_save_message_;
  uint64_t save_attempts_ = 0, saves_written_ = 0;
  std::string published_saves_, published_status_;
};

}  // namespace landlord::ui
