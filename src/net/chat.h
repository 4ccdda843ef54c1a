// Chat at an online table: short texts and reactions between the people
// of a room, beside the game and never part of it (no entry, no state,
// no save). Each line is a `chat` message broadcast by the device whose
// person says it, signed with that device's key; every receiver checks
// the signature, that the device is one of the room's, that the text is
// plain text of at most kMaxBytes, that it is not a copy of a line seen
// already (a replay) or said long ago, and that the device keeps to the
// rate (a burst of kBurst, then one a second). What fails is dropped with
// a reason. The screens show the text as text, never as markup.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <string>

#include "net/crypto.h"

namespace landlord::net {

struct ChatLine {
  PublicKey from{};
  std::string name;  // the device's name in the room
  std::string text;
  bool mine = false;  // said at this device
};

// The reactions a person can send with one press: lines like any other.
inline constexpr const char* kReactions[] = {"Good luck!", "Nice!", "Ouch!", "Well played!", "Your turn!", "Ha ha!"};

class Chat {
 public:
  static constexpr std::size_t kMaxBytes = 200;  // of UTF-8
  static constexpr double kPerSecond = 1.0;      // lines a device may say, after a burst
  static constexpr double kBurst = 5.0;
  static constexpr std::size_t kKept = 64;       // lines kept to show
  static constexpr uint64_t kStaleEntries = 256;  // a line said this many entries before the log's end is old

  // Whether `text` can be said: 1 to kMaxBytes bytes, no control
  // characters (a line break, a tab, an escape); false with `why`.
  static bool readable(const std::string& text, std::string* why);

  // This device's person says `text` at `now_ms`: false with `why` when it
  // is not readable or comes too fast; else the line is kept, to be sent.
  bool say(const PublicKey& me, const std::string& name, const std::string& text, uint64_t now_ms, std::string* why);
  // A line from another device, its signature and membership checked by
  // the caller: `said_at` the entries its sender held, `held` this
  // device's; `id` the digest of what was signed. False with `why` when
  // it is dropped.
  bool take(const PublicKey& from, const std::string& name, const std::string& text, uint64_t said_at, uint64_t held,
            const Digest& id, uint64_t now_ms, std::string& why);

  const std::deque<ChatLine>& lines() const { return lines_; }
  uint64_t added() const { return added_; }  // lines ever kept: the newest added() - k are new to one who saw k

 private:
  bool rate_ok(const PublicKey& from, uint64_t now_ms);
  void keep(ChatLine line);
  struct Bucket {
    double tokens = kBurst;
    uint64_t at = 0;
  };
  std::map<PublicKey, Bucket> buckets_;
  std::deque<Digest> seen_;  // the latest lines' digests, for copies
  std::deque<ChatLine> lines_;
  uint64_t added_ = 0;
};

}  // namespace landlord::net
