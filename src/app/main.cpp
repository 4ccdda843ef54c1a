// Landlord's entry point, the same for the native app and the web page.
#include "platform/host.h"
#include "platform/storage.h"
#include "ui/app.h"

int main(int, char**) {
  static landlord::platform::Storage storage;  // static: the web main loop outlives main()
  static landlord::ui::App app(storage);
  return landlord::platform::run(app, landlord::platform::HostOptions{});
}
