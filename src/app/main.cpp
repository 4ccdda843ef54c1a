// Landlord's entry point, the same for the native app and the web page.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "platform/host.h"
#include "platform/storage.h"
#include "ui/app.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define LANDLORD_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define LANDLORD_EXPORT
#endif

namespace {
landlord::ui::App* g_app = nullptr;
}  // namespace

// Saves the game being played at once. The page calls it before it reloads
// for a new version (web/update.js, which does not reload on 0 without
// asking again). Returns 1 when saved (or there was nothing to save), 0 when
// the save failed.
extern "C" LANDLORD_EXPORT int landlord_save_now() { return g_app && !g_app->save_now() ? 0 : 1; }

int main(int argc, char** argv) {
  static landlord::platform::Storage storage;  // static: the web main loop outlives main()
  static landlord::ui::App app(storage);
  g_app = &app;
  // --lang de (or --lang=pt-BR): the language shown, whatever the system
  // prefers or was chosen before (natively; the page follows the browser).
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--lang" && i + 1 < argc) app.force_language(argv[++i]);
    else if (arg.rfind("--lang=", 0) == 0) app.force_language(arg.substr(7));
  }
  landlord::platform::HostOptions options;
#ifndef __EMSCRIPTEN__
  // LANDLORD_WINDOW=390x844 opens a phone-sized window (layout checks).
  if (const char* size = std::getenv("LANDLORD_WINDOW")) {
    int w = 0, h = 0;
    if (std::sscanf(size, "%dx%d", &w, &h) == 2 && w >= 320 && h >= 320) {
      options.width = w;
      options.height = h;
    }
  }
#endif
  return landlord::platform::run(app, options);
}
