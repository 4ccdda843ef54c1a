// Landlord's entry point, the same for the native app and the web page.
#include <cstdio>
#include <cstdlib>

#include "platform/host.h"
#include "platform/storage.h"
#include "ui/app.h"

int main(int, char**) {
  static landlord::platform::Storage storage;  // static: the web main loop outlives main()
  static landlord::ui::App app(storage);
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
