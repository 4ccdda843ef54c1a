// One online game at this device, for the screens that show it: the
// room's net::Device over a channel (online.js in the page, the test
// network in the tests), the stage the room is at (reaching the relays,
// the lobby, the game, full, no relay), the session that shows the game
// once it starts, and each seat's connection. No drawing here.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "net/room.h"
#include "ui/session.h"

namespace landlord::ui {

// A room's code: 10 letters and digits a person can read aloud and type
// (no 0/O, 1/I/L), drawn from `random` (64 random bits).
std::string make_room_code(uint64_t random);
// "ABCDE FGHJK": a code shown to be read aloud, in two halves.
std::string spaced_code(const std::string& code);
// The room code in a link (`...?room=CODE...`, `#room=CODE`), or "" when
// the link names none or a malformed one.
std::string room_code_of(std::string_view link);
// The link says its room has a password (`lock=1`): the join screen asks
// for it.
bool room_locked_of(std::string_view link);

class OnlineRoom {
 public:
  // What carries the room's messages: a net::Transport that also hands
  // over what came in and says how many of its relays are open.
  class Channel : public net::Transport {
   public:
    struct Incoming {
      std::string peer, bytes;
    };
    virtual std::vector<Incoming> take() = 0;  // messages since the last call
    virtual int relays_open() const = 0;       // relays open now; -1 while still trying
    virtual std::string problem() const { return ""; }  // why it cannot carry messages, if known
    // A device of the room answered with what this password cannot read.
    virtual bool password_refused() const { return false; }
    // The latest round trip to `peer` in ms, -1 while none is known.
    virtual int latency_ms(const std::string& peer) const { (void)peer; return -1; }
  };

  // The page's channel (platform/online_channel.h) for room `code`;
  // nullptr with `why` where there is none (natively).
  static std::unique_ptr<Channel> page_channel(const std::string& code, const std::string& password,
                                               std::string& why);

  enum class Stage : uint8_t {
    kReaching,  // looking for the room through the relays
    kNoRelay,   // no relay could be reached: a message and a retry
    kNoHost,    // relays reached, but nobody has answered for the room for a while
    kLobby,     // the room's table, before the start
    kFull,      // no seat left for this device's person
    kPlaying,   // the game (session() shows it)
    kStopped,   // the host broke a rule: this device no longer follows it
    kWrongPassword,  // the room's devices answered, with another password than this device's
  };
  // How a seat's person is connected, as this device can tell.
  using Link = SeatLink;  // kHere, kReconnecting, kAway or kComputer

  // `show_in`: the session the game is shown in once it starts (the
  // App's, so that its table views draw it), else one of the room's own.
  // It is cleared when the room goes.
  OnlineRoom(std::unique_ptr<Channel> channel, const net::Signer& key, net::HashChain chain,
             net::EditionSource editions, std::string name, net::Timing timing = {}, Session* show_in = nullptr);
  ~OnlineRoom();
  OnlineRoom(const OnlineRoom&) = delete;
  OnlineRoom& operator=(const OnlineRoom&) = delete;

  void host(net::RoomPlan plan, int my_seat);  // the plan's start_when_full is turned off
  void join(const std::string& code, int want_seat = -1);
  // The game of room `saved` (net::Device::save(), OnlineSaves) goes on
  // from this device: shown at once, hosted again here unless a host of
  // the room is heard within a few seconds of the relays opening. `pieces`:
  // each seat's piece as last shown (may be empty). False with `error`
  // when the save does not hold (the room then has no game).
  bool resume(const Json& saved, std::vector<int> pieces, std::string& error);

  // Takes what came in, moves the room on, and starts showing the game
  // once it has started. `now_ms`: the room's clock; `now_s`: the screen's.
  void tick(uint64_t now_ms, double now_s);

  Stage stage() const;
  const std::string& code() const { return device_->room(); }
  net::Device& device() { return *device_; }
  const net::Device& device() const { return *device_; }
  const net::Lobby& lobby() const { return device_->lobby(); }
  Session& session() { return *session_; }
  const Session& session() const { return *session_; }
  // No relay has been reachable for a while (kNoRelay's condition, which a
  // host in its lobby is told of there).
  bool unreachable() const;
  // Why the channel could not carry the room ("" when nothing is known).
  std::string channel_problem() const;
  Link link(int seat) const;
  // The round trip to the device of a person's seat in ms, as this device
  // measured it (-1: not known, this device's own seat, a computer's).
  int latency_ms(int seat) const;
  // Lines to show as notices and in the log (who left, who came back, a
  // change of host, what was refused), each once.
  std::vector<std::string> take_notes();
  // What the screens show of the room, as a number that changes whenever
  // any of it does (the stage, the log, the lobby, each seat's link, the
  // notes, the chat, the relays open): between frames a frame is drawn
  // only when it changed (OnlinePlay::between_frames).
  uint64_t shown() const;

 private:
  void show_game();

  void watch_device();

  std::unique_ptr<Channel> channel_;
  const net::Signer& key_;
  net::EditionSource editions_;
  net::Timing timing_;
  std::unique_ptr<net::Device> device_;
  std::vector<int> pieces_;          // each seat's piece when resumed from a save
  uint64_t relays_open_since_ = 0;   // a resumed device: since when a relay is open (0: none yet)
  Session own_session_;
  Session* session_;
  uint64_t now_ms_ = 0, reaching_since_ = 0;
  bool reaching_started_ = false;
  std::size_t notes_seen_ = 0;
};

// The stage's name for the test hooks ("no-relay", "wrong-password", ...).
const char* stage_name(OnlineRoom::Stage stage);

}  // namespace landlord::ui
