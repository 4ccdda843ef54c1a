// Host: the window, the GL context, Dear ImGui and the main loop, shared by
// the native app (SDL2 + OpenGL 3) and the web page (SDL2 + WebGL2).
//
// The host draws only when something changes: after input, while the client
// says it is animating, and for a few frames after either so ImGui can
// settle. An idle game costs (almost) nothing.
#pragma once

#include <string>
#include <string_view>

struct ImFont;

namespace landlord::platform {

// Fonts embedded in the program (Inter, from Debian's fonts-inter), rebuilt
// for the display's pixel density so text is sharp on HiDPI screens.
struct Fonts {
  ImFont* regular = nullptr;  // body text
  ImFont* bold = nullptr;     // emphasis, prices, headings
  ImFont* small = nullptr;    // dense labels on the board
  ImFont* title = nullptr;    // screen titles
  float pixel_ratio = 1.0f;   // framebuffer pixels per logical pixel
};

struct FrameContext {
  const Fonts& fonts;
  double time_seconds;  // monotonic, since start
  float width;          // logical size of the window / viewport
  float height;
  int tab_moves = 0;    // Tab presses (+1) and Shift+Tab (-1) since the last frame
  bool touch_screen = false;  // fingers only (no mouse or trackpad): controls of 44 px at least
};

// A colour, each channel 0-1.
struct Rgba {
  float r = 0.09f, g = 0.11f, b = 0.13f, a = 1.0f;
};

class Client {
 public:
  virtual ~Client() = default;
  // Builds one ImGui frame. Returns true while something moves and the next
  // frame is wanted soon (animations, computer players thinking).
  virtual bool frame(const FrameContext& ctx) = 0;
  // When nothing animates but something changes with time (a game clock
  // shown in seconds), the seconds until the next frame is wanted; < 0 for
  // none. Lets the host wake for that frame instead of drawing at full rate.
  virtual double seconds_until_next_frame() const { return -1.0; }
  // Between frames, when none is wanted: work that needs no frame of its
  // own (an online room's messages and beats). True when it changed what a
  // frame shows: one is drawn now.
  virtual bool between_frames(double time_seconds) {
    (void)time_seconds;
    return false;
  }
  // The colour behind everything the frame draws. The host clears the
  // screen to it, so that no layer fills the whole screen a second time:
  // without a GPU (software WebGL) every pixel drawn costs, about a third
  // of a frame's time on a phone for one layer of the whole screen.
  virtual Rgba background() const { return {}; }
  // Asked when the window is closing or the page is hidden: save now.
  virtual void suspend() {}
};

struct HostOptions {
  std::string title = "Landlord";
  int width = 1280;
  int height = 800;
};

// Runs the main loop until the window closes (natively) or forever (web).
int run(Client& client, const HostOptions& options);

// Shows a message to the user outside ImGui (a fatal start-up error): in the
// browser as page text over the canvas, natively on stderr and a message box.
void show_fatal_error(std::string_view message);

// A finger is held still on the screen (a long press): hover tooltips
// show even though nothing was clicked.
bool pointer_long_press();

// Draws the next few frames even though no input came: news from outside the
// frame loop (in the browser, Module._landlord_wake() from the page's scripts).
void wake();

// Test hooks: publishes a JSON value as window.__landlord[key] in the
// browser (no-op natively). Used by the browser tests to find widgets and
// read the game state; compiled in only with LANDLORD_TEST_HOOKS.
void publish_for_tests(std::string_view key, std::string_view json);

}  // namespace landlord::platform
