// The game's user interface: one ImGui client that reads state every frame
// and changes it only through the engine's actions. App routes between the
// new-game screen and the table, lays the views out for the window (board
// beside the panels on wide screens, board on top of scrolling panels on
// phones) and publishes what the browser tests need.
#pragma once

#include <string>

#include "platform/host.h"
#include "platform/storage.h"
#include "ui/new_game_view.h"
#include "ui/session.h"
#include "ui/view.h"

namespace landlord::ui {

enum class Screen { kNewGame, kPlaying };

class App : public platform::Client {
 public:
  explicit App(platform::Storage& storage);
  bool frame(const platform::FrameContext& ctx) override;

 private:
  bool draw(Frame& f);
  bool playing(Frame& f);
  void wide_layout(Frame& f);
  void narrow_layout(Frame& f);
  void load_editions();
  void publish(const Frame& f);

  [[maybe_unused]] platform::Storage& storage_;  // for autosave (later)
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
