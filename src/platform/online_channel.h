// Online play's channel in the page: WebRTC data channels between the
// devices of a room, found through relays (site/online.js, bundled from
// online_web.mjs and fetched only when a room is opened). It carries text
// and knows nothing of the game (src/net/ does). One room at a time.
// Natively there is none: open() says so.
#pragma once

#include <string>
#include <vector>

namespace landlord::platform {

struct OnlineMessage {
  std::string peer;  // the channel's own name for the device it came from
  std::string text;
};

// Starts fetching the online code (once) and joining `room` through the
// relays of the page's link (`?relay=`) or the built-in ones, with the
// room's password ("" for none). False with `why` where there is no
// channel (natively).
bool online_open(const std::string& room, const std::string& password, std::string& why);
// Whether a room is open (online_open() was called and online_close() not).
bool online_is_open();
// To one device (`peer`), or to every device of the room when `peer` is "".
void online_send(const std::string& peer, const std::string& text);
// What came in since the last call, oldest first.
std::vector<OnlineMessage> online_take();
// Relays open now; -1 while the code loads or relays are still being
// reached; 0 when none could be.
int online_relays_open();
// Why the online code could not be loaded ("" when it could).
std::string online_problem();
// The latest round trip to `peer` in milliseconds (each peer is pinged
// every few seconds), or -1 while none is known.
int online_latency_ms(const std::string& peer);
// Another device of the room answered, and its answer could not be read
// with this device's password: the password is not the room's.
bool online_password_refused();
// Leaves the room.
void online_close();
// `text` (a room's link) as a QR code's rows, '1' for a dark module; empty
// until the online code has come (after the first online_open()), and
// natively.
std::vector<std::string> online_qr(const std::string& text);

}  // namespace landlord::platform
