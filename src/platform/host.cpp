// Host implementation. The only file (with storage_web.cpp) that knows
// whether it runs in a browser: the Emscripten main loop, WebGL2 context and
// page hooks on one side, a desktop OpenGL 3 window on the other.
#include "platform/host.h"

#include <SDL.h>

#include <algorithm>
#include <bitset>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "platform/touch_scroll.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#else
#include <SDL_opengl.h>
#endif

extern const unsigned char landlord_font_regular[];
extern const unsigned landlord_font_regular_size;
extern const unsigned char landlord_font_bold[];
extern const unsigned landlord_font_bold_size;

namespace landlord::platform {
namespace {

// Frames drawn after the last input, so hover states and ImGui's own
// two-pass layouts settle before the loop goes idle.
constexpr int kSettleFrames = 4;

struct Host {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  Client* client = nullptr;
  Fonts fonts;
  bool running = true;
  bool animating = true;
  int settle = kSettleFrames;
  double wake_at = -1.0;  // seconds since start of the next timed frame, or < 0
  unsigned long frames = 0;
  Uint64 start_ticks = 0;
  TouchScroll touch;  // finger drags scroll, taps click
  int tab_moves = 0;  // Tab (+1) and Shift+Tab (-1) since the last frame
  // Key releases held back to the next frame: ImGui 1.86 reads keys as
  // held or not per frame, so a key pressed and released between two
  // frames (a quick tap, a key sent by a test) would never be seen pressed.
  std::vector<SDL_Event> held_releases;
};

Host* g_host = nullptr;  // for the Emscripten callbacks, which take no context

float framebuffer_ratio(SDL_Window* window) {
  int w = 0, h = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(window, &w, &h);
  SDL_GL_GetDrawableSize(window, &dw, &dh);
  if (w <= 0) return 1.0f;
  float r = static_cast<float>(dw) / static_cast<float>(w);
  return r < 1.0f ? 1.0f : r;
}

// Rebuilds the font atlas at the framebuffer's density; ImGui then scales
// the glyphs back down, so 16 logical pixels stay 16 but render crisply.
void build_fonts(Host& host, float ratio) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // The same ranges as font_ranges.txt, to which the embedded fonts are
  // subset (tests/fonts checks both agree).
  static const ImWchar kRanges[] = {
      0x0020, 0x00FF,  // Basic Latin + Latin-1
      0x2010, 0x2027,  // dashes, quotes, bullet, ellipsis
      0x2190, 0x2193,  // arrows
      0,
  };
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;  // the bytes are static
  cfg.OversampleH = 2;
  cfg.OversampleV = 1;
  auto add = [&](const unsigned char* data, unsigned size, float px) {
    return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size),
                                          std::round(px * ratio), &cfg, kRanges);
  };
  host.fonts.regular = add(landlord_font_regular, landlord_font_regular_size, 16.0f);
  host.fonts.bold = add(landlord_font_bold, landlord_font_bold_size, 16.0f);
  host.fonts.small = add(landlord_font_regular, landlord_font_regular_size, 12.0f);
  host.fonts.title = add(landlord_font_bold, landlord_font_bold_size, 28.0f);
  io.Fonts->Build();
  io.FontGlobalScale = 1.0f / ratio;
  io.FontDefault = host.fonts.regular;
  host.fonts.pixel_ratio = ratio;
}

#ifdef __EMSCRIPTEN__
// clang-format off
EM_JS(void, ll_page_frame, (unsigned long n), {
  const h = (window.__landlord = window.__landlord || {});
  h.frames = n;
  h.frameWidth = Module.canvas ? Module.canvas.width : 0;  // the size this frame was drawn at
  if (n === 1) {
    h.firstFrameAt = performance.now();
    if (Module.onFirstFrame) Module.onFirstFrame();
  }
  if (Module.onFrameDrawn) Module.onFrameDrawn(n);
});
EM_JS(void, ll_page_fatal, (const char* msg), {
  const text = UTF8ToString(msg);
  if (Module.showFatalError) Module.showFatalError(text); else console.error(text);
});
EM_JS(int, ll_page_touch_only, (), {
  // No fine pointer (no mouse, no trackpad): mouse events are a finger's.
  return window.matchMedia && !window.matchMedia('(any-pointer: fine)').matches ? 1 : 0;
});
EM_JS(void, ll_page_publish, (const char* key, const char* json), {
  const h = (window.__landlord = window.__landlord || {});
  try { h[UTF8ToString(key)] = JSON.parse(UTF8ToString(json)); }
  catch (e) { h[UTF8ToString(key)] = null; }
});
// clang-format on
#endif

double seconds_since_start(const Host& host) {
  return static_cast<double>(SDL_GetPerformanceCounter() - host.start_ticks) /
         static_cast<double>(SDL_GetPerformanceFrequency());
}

void render_frame(Host& host) {
  float ratio = framebuffer_ratio(host.window);
  if (std::fabs(ratio - host.fonts.pixel_ratio) > 0.01f) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    build_fonts(host, ratio);
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  host.touch.before_new_frame();
  ImGui::NewFrame();
  const ImGuiIO& io = ImGui::GetIO();
  double t = seconds_since_start(host);
  host.touch.after_new_frame(t);
  FrameContext ctx{host.fonts, t, io.DisplaySize.x, io.DisplaySize.y, host.tab_moves, host.touch.mouse_is_touch()};
  host.tab_moves = 0;
  host.animating = host.client->frame(ctx) || io.WantTextInput || host.touch.active();
  // A press or a release this frame (a tap that the touch layer gave to
  // ImGui after the finger's own events, among others) may have changed
  // what the next frames show: they are drawn, whatever else asks for them.
  for (int b = 0; b < IM_ARRAYSIZE(io.MouseClicked); ++b) {
    if (io.MouseClicked[b] || io.MouseReleased[b]) host.settle = std::max(host.settle, 3);
  }
  double wait = host.client->seconds_until_next_frame();
  host.wake_at = wait >= 0.0 ? t + wait : -1.0;
  ImGui::Render();
  int dw = 0, dh = 0;
  SDL_GL_GetDrawableSize(host.window, &dw, &dh);
  glViewport(0, 0, dw, dh);
  const Rgba bg = host.client->background();
  glClearColor(bg.r, bg.g, bg.b, bg.a);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(host.window);
  ++host.frames;
#ifdef __EMSCRIPTEN__
  ll_page_frame(host.frames);
#endif
}

// One turn of the loop: drain input, then draw only if something changed.
void iterate(Host& host) {
  SDL_Event e;
  bool had_event = false;
  int win_w = 0, win_h = 0;
  SDL_GetWindowSize(host.window, &win_w, &win_h);
  for (SDL_Event& r : host.held_releases) {
    ImGui_ImplSDL2_ProcessEvent(&r);
    had_event = true;
  }
  host.held_releases.clear();
  std::bitset<SDL_NUM_SCANCODES> went_down;
  while (SDL_PollEvent(&e)) {
    if (e.type == SDL_KEYDOWN && e.key.keysym.scancode < SDL_NUM_SCANCODES) went_down.set(e.key.keysym.scancode);
    if (e.type == SDL_KEYUP && e.key.keysym.scancode < SDL_NUM_SCANCODES && went_down.test(e.key.keysym.scancode)) {
      host.held_releases.push_back(e);
      had_event = true;
      continue;
    }
    if (e.type == SDL_KEYDOWN && e.key.keysym.scancode == SDL_SCANCODE_TAB &&
        !(e.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) {
      // Tab moves the UI's focus ring, not ImGui's.
      host.tab_moves += (e.key.keysym.mod & KMOD_SHIFT) ? -1 : 1;
      had_event = true;
      continue;
    }
    if (!host.touch.process(e, static_cast<float>(win_w), static_cast<float>(win_h))) ImGui_ImplSDL2_ProcessEvent(&e);
    had_event = true;
    if (e.type == SDL_QUIT) {
      host.client->suspend();
      host.running = false;
    } else if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE &&
               e.window.windowID == SDL_GetWindowID(host.window)) {
      host.client->suspend();
      host.running = false;
    } else if (e.type == SDL_APP_WILLENTERBACKGROUND) {
      host.client->suspend();
    }
  }
  if (had_event) host.settle = kSettleFrames;
  bool due = host.wake_at >= 0.0 && seconds_since_start(host) >= host.wake_at;
  if (!host.animating && host.settle <= 0 && !due && !host.client->between_frames(seconds_since_start(host))) return;
  render_frame(host);
  if (host.settle > 0) --host.settle;
}

#ifdef __EMSCRIPTEN__
void web_iterate() { iterate(*g_host); }

EM_BOOL on_visibility(int, const EmscriptenVisibilityChangeEvent* e, void*) {
  if (e->hidden && g_host) g_host->client->suspend();
  return EM_FALSE;
}
#endif

}  // namespace

bool pointer_long_press() { return g_host && g_host->touch.long_press(); }

void wake() {
  if (g_host) g_host->settle = kSettleFrames;
}

void show_fatal_error(std::string_view message) {
  std::string m(message);
  std::fprintf(stderr, "landlord: %s\n", m.c_str());
#ifdef __EMSCRIPTEN__
  ll_page_fatal(m.c_str());
#else
  SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Landlord", m.c_str(), nullptr);
#endif
}

void publish_for_tests(std::string_view key, std::string_view json) {
#if defined(__EMSCRIPTEN__) && defined(LANDLORD_TEST_HOOKS)
  std::string k(key), j(json);
  ll_page_publish(k.c_str(), j.c_str());
#else
  (void)key;
  (void)json;
#endif
}

int run(Client& client, const HostOptions& options) {
  // Touches arrive as finger events only, for TouchScroll; SDL's own
  // finger-to-mouse events would click on every drag.
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    show_fatal_error(std::string("Could not start the display: ") + SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  const char* glsl = "#version 300 es";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  const char* glsl = "#version 150";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE |
                                            SDL_WINDOW_ALLOW_HIGHDPI);
  SDL_Window* window =
      SDL_CreateWindow(options.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                       options.width, options.height, flags);
  if (!window) {
    show_fatal_error(std::string("Could not open a window: ") + SDL_GetError());
    return 1;
  }
  SDL_GLContext gl = SDL_GL_CreateContext(window);
  if (!gl) {
#ifdef __EMSCRIPTEN__
    show_fatal_error("This browser cannot draw the game: WebGL 2 is not available or is turned off.");
#else
    show_fatal_error(std::string("OpenGL 3.2 is not available: ") + SDL_GetError());
#endif
    return 1;
  }
  SDL_GL_MakeCurrent(window, gl);
#ifndef __EMSCRIPTEN__
  SDL_GL_SetSwapInterval(1);
#endif

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is the game's, not a user file
  io.LogFilename = nullptr;
  // No ImGuiConfigFlags_NavEnableKeyboard: the UI's own focus ring takes
  // Tab, Enter and Space (ui/focus_ring.h); ImGui's reaches only text fields.
  ImGui_ImplSDL2_InitForOpenGL(window, gl);
  ImGui_ImplOpenGL3_Init(glsl);

  static Host host;
  host.window = window;
  host.gl = gl;
  host.client = &client;
  host.start_ticks = SDL_GetPerformanceCounter();
  g_host = &host;
#ifdef __EMSCRIPTEN__
  host.touch.set_mouse_is_touch(ll_page_touch_only() != 0);
#endif
  build_fonts(host, framebuffer_ratio(window));

#ifdef __EMSCRIPTEN__
  emscripten_set_visibilitychange_callback(nullptr, EM_FALSE, on_visibility);
  emscripten_set_main_loop(web_iterate, 0, true);
#else
  while (host.running) {
    if (!host.animating && host.settle <= 0) {
      int ms = 500;
      if (host.wake_at >= 0.0) {
        double left = (host.wake_at - seconds_since_start(host)) * 1000.0;
        ms = left < 1.0 ? 1 : left > 500.0 ? 500 : static_cast<int>(left);
      }
      SDL_WaitEventTimeout(nullptr, ms);
    }
    iterate(host);
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(gl);
  SDL_DestroyWindow(window);
  SDL_Quit();
#endif
  return 0;
}

}  // namespace landlord::platform

#ifdef __EMSCRIPTEN__
// The page's scripts call this when they have news for the game (another
// tab asked for it, a lock was granted).
extern "C" EMSCRIPTEN_KEEPALIVE void landlord_wake() { landlord::platform::wake(); }
#endif
