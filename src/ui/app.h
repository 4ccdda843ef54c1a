// The game's user interface: one ImGui client that reads state every frame
// and changes it only through the engine's actions. App routes between the
// new-game screen and the table, lays the views out for the window (board
// beside the panels on wide screens, board on top of scrolling panels on
// phones) and publishes what the browser tests need.
#pragma once

#include <string>

#include "platform/file_transfer.h"
#include "platform/host.h"
#include "platform/storage.h"
#include "ui/new_game_view.h"
#include "ui/save_shelf.h"
#include "ui/saves_view.h"
#include "ui/session.h"
#include "ui/view.h"

namespace landlord::ui {

// kResume: the offer to continue the last game; kSaves: the saved-games
// list; kPaused: the game is packed away (computer players wait).
enum class Screen { kNewGame, kPlaying, kResume, kSaves, kPaused };

class App : public platform::Client {
 public:
  explicit App(platform::Storage& storage);
  bool frame(const platform::FrameContext& ctx) override;
  double seconds_until_next_frame() const override;
  // The window closes or the page is hidden: save the game being played.
  void suspend() override;
  // Saves the game being played now (the page's update offer calls this
  // through landlord_save_now). False only when a save was needed and failed.
  bool save_now();

 private:
  bool draw(Frame& f);
  bool playing(Frame& f);
  void wide_layout(Frame& f);
  void narrow_layout(Frame& f);
  void load_editions();
  void publish(const Frame& f);

  // Saving (see docs/saves.md, "What the UI calls, and when").
  void start_up();
  void refresh_slots();
  void autosave(double now);
  SaveOutcome save_playing();
  void note_save(const SaveOutcome& s);
  void new_slot();
  void pause();
  void handle(const SaveRequest& r);
  void open_slot(const std::string& id);
  bool resume_loaded(LoadedGame& g);
  void imported(const platform::FileTransfer& t);
  void notice(std::string text, bool bad);
  void publish_saves();

  platform::Storage& storage_;
  ShelfStorage store_;
  SaveShelf shelf_;
  SavesUi saves_;
  bool started_up_ = false;
  LoadedGame offer_;             // the current slot, loaded at start-up
  Screen back_to_ = Screen::kNewGame;  // where the list's Back button goes
  bool pause_asked_ = false;
  std::string playing_id_;       // the autosave slot ("" = not saved)
  std::size_t saved_actions_ = 0;  // what the last save attempt covered
  int saved_speed_ = -1;
  double last_save_at_ = -1.0;
  std::string banner_title_, banner_;  // save failure (or earlier save loaded)
  bool banner_hidden_ = false;
  // For the tests' window.__landlord.save_status.
  bool last_save_ok_ = true;
  std::string last_save_message_;
  uint64_t save_attempts_ = 0, saves_written_ = 0;
  std::string published_saves_, published_status_;
  float styled_for_ = 0.0f;  // touch scale the style was built for
  Screen screen_ = Screen::kNewGame;
  Session session_;
  Widgets widgets_;
  ViewState view_;
  NewGameForm form_;
  float actions_h_ = 200.0f;   // measured heights of the wide layout's panels
  float players_h_ = 240.0f;

  // Test hooks and performance read-out.
  std::string published_screen_, published_session_;
  GameState published_state_;
  bool state_published_ = false;
  double frame_ms_sum_ = 0.0, frame_ms_max_ = 0.0;
  int frame_count_ = 0;
  uint64_t frames_total_ = 0;
};

}  // namespace landlord::ui
