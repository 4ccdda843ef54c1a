// The game's user interface: one ImGui client that reads state every frame
// and changes it only through the engine's actions.
#pragma once

#include "platform/host.h"
#include "platform/storage.h"

namespace landlord::ui {

class App : public platform::Client {
 public:
  explicit App(platform::Storage& storage);
  bool frame(const platform::FrameContext& ctx) override;

 private:
  platform::Storage& storage_;
  float styled_for_ = 0.0f;  // touch scale the style was built for
};

}  // namespace landlord::ui
