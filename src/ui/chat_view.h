// Chat at an online table, on screen: the top bar's Chat button (with the
// lines not read yet), and the chat window: the latest lines as text,
// a field to type one (Enter sends), Send, and the reactions, each a line
// with one press. The lines come from the room's device (net/chat.h);
// each new one also goes in the game's log, which the accessible mirror
// reads out, and, while the window is closed, in a notice.
#pragma once

#include <cstdint>
#include <string>

#include "net/room.h"
#include "ui/notices.h"
#include "ui/session.h"
#include "ui/view.h"

namespace landlord::ui {

class ChatBox {
 public:
  // The new lines of `device` since the last call: into the session's log
  // and, while the window is closed, the notices.
  void take_new(const net::Device& device, Session& session, Notices& notices, double now);
  // The top bar's button ("Chat", "Chat (2)"); opens and closes the window.
  void bar_button(Frame& f, float height = 0.0f);
  // The window, when open: over the table at the bottom of the screen.
  void draw(Frame& f, net::Device& device);
  bool open() const { return open_; }
  void close() { open_ = false; }
  // The button's label at the moment, for its width.
  std::string label() const;

 private:
  const net::Device* device_ = nullptr;  // the room's device the lines are taken from
  bool open_ = false;
  uint64_t seen_ = 0;    // lines taken (device.chat().added())
  uint64_t unread_ = 0;  // of them, those that came while the window was closed
  char text_[net::Chat::kMaxBytes + 1] = {};
  std::string why_;      // why the last line could not be said
  bool focus_text_ = false;
};

}  // namespace landlord::ui
