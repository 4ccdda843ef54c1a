#include "net/chat.h"

#include <algorithm>

#include "text/tr.h"

namespace landlord::net {

namespace {
constexpr std::size_t kSeenKept = 512;
}  // namespace

bool Chat::readable(const std::string& text, std::string* why) {
  auto no = [&](const char* w) {
    if (why) *why = w;
    return false;
  };
  // (Words for this device's own screen: none of them goes over the wire.)
  if (text.empty()) return no(tr("Nothing to send."));
  if (text.size() > kMaxBytes) return no(tr("That is too long for the chat: 200 characters at most."));
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) return no(tr("A chat line is one line of text."));
  }
  return true;
}

bool Chat::rate_ok(const PublicKey& from, uint64_t now_ms) {
  Bucket& b = buckets_[from];
  if (now_ms > b.at) {
    b.tokens = std::min(kBurst, b.tokens + static_cast<double>(now_ms - b.at) * kPerSecond / 1000.0);
    b.at = now_ms;
  }
  if (b.tokens < 1.0) return false;
  b.tokens -= 1.0;
  return true;
}

void Chat::keep(ChatLine line) {
  lines_.push_back(std::move(line));
  if (lines_.size() > kKept) lines_.pop_front();
  ++added_;
}

bool Chat::say(const PublicKey& me, const std::string& name, const std::string& text, uint64_t now_ms,
               std::string* why) {
  if (!readable(text, why)) return false;
  if (!rate_ok(me, now_ms)) {
    if (why) *why = tr("Slow down: one line a second.");
    return false;
  }
  keep({me, name, text, true});
  return true;
}

bool Chat::take(const PublicKey& from, const std::string& name, const std::string& text, uint64_t said_at,
                uint64_t held, const Digest& id, uint64_t now_ms, std::string& why) {
  if (!readable(text, &why)) return false;
  if (std::find(seen_.begin(), seen_.end(), id) != seen_.end()) {
    why = "a copy of a chat line already shown";
    return false;
  }
  if (said_at + kStaleEntries < held) {
    why = "a chat line said long ago";
    return false;
  }
  if (!rate_ok(from, now_ms)) {
    why = "more chat than one line a second";
    return false;
  }
  seen_.push_back(id);
  if (seen_.size() > kSeenKept) seen_.pop_front();
  keep({from, name, text, false});
  return true;
}

}  // namespace landlord::net
