#include "ui/online_room.h"

#include <algorithm>

#include "platform/online_channel.h"
#include "text/tr.h"

namespace landlord::ui {

namespace {

// Letters and digits that cannot be taken for one another.
constexpr std::string_view kCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
constexpr std::size_t kCodeLength = 10;
// How long a room may take to reach a relay before "no relay" is said.
constexpr uint64_t kNoRelayMs = 8000;
// How long a room's relays may be open with no word from its host before
// "nobody is in this room" is said (the host announces the room at once).
constexpr uint64_t kNoHostMs = 15000;
// A person's device not heard this long is shown as reconnecting.
constexpr uint64_t kReconnectingMs = 2000;
// A game resumed from a save is hosted again here when no host of its room
// is heard this long after a relay opens (a host beats twice a second).
constexpr uint64_t kResumeWaitMs = 3000;

}  // namespace

std::string make_room_code(uint64_t random) {
  std::string out;
  for (std::size_t i = 0; i < kCodeLength; ++i) {
    out += kCodeAlphabet[random % kCodeAlphabet.size()];
    random /= kCodeAlphabet.size();
    random ^= random << 13;  // the 64 bits give out after 12 letters; stir what is left
    random ^= random >> 7;
  }
  return out;
}

std::string spaced_code(const std::string& code) {
  return code.size() == kCodeLength ? code.substr(0, 5) + " " + code.substr(5) : code;
}

std::string room_code_of(std::string_view link) {
  std::size_t at = std::string_view::npos;
  for (std::string_view key : {"?room=", "&room=", "#room="}) {
    at = link.find(key);
    if (at != std::string_view::npos) {
      at += key.size();
      break;
    }
  }
  if (at == std::string_view::npos) return "";
  std::string code;
  while (at < link.size() && link[at] != '&' && link[at] != '#') {
    char c = link[at++];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (kCodeAlphabet.find(c) == std::string_view::npos) return "";
    code += c;
  }
  return code.size() == kCodeLength ? code : "";
}

const char* stage_name(OnlineRoom::Stage stage) {
  static const char* kNames[] = {"reaching", "no-relay", "no-host", "lobby", "full", "playing", "stopped",
                                 "wrong-password"};
  return kNames[static_cast<int>(stage)];
}

bool room_locked_of(std::string_view link) {
  if (room_code_of(link).empty()) return false;
  for (std::string_view key : {"?lock=1", "&lock=1"}) {
    const std::size_t at = link.find(key);
    if (at != std::string_view::npos && (at + key.size() == link.size() || link[at + key.size()] == '&' ||
                                         link[at + key.size()] == '#')) {
      return true;
    }
  }
  return false;
}

namespace {
// The page's channel: online.js through platform/online_channel.h.
class PageChannel : public OnlineRoom::Channel {
 public:
  ~PageChannel() override { platform::online_close(); }
  void send(const std::string& peer, const std::string& bytes) override { platform::online_send(peer, bytes); }
  void broadcast(const std::string& bytes) override { platform::online_send("", bytes); }
  std::vector<Incoming> take() override {
    std::vector<Incoming> out;
    for (platform::OnlineMessage& m : platform::online_take()) out.push_back({std::move(m.peer), std::move(m.text)});
    return out;
  }
  int relays_open() const override { return platform::online_relays_open(); }
  std::string problem() const override { return platform::online_problem(); }
  bool password_refused() const override { return platform::online_password_refused(); }
  int latency_ms(const std::string& peer) const override { return platform::online_latency_ms(peer); }
};
}  // namespace

std::unique_ptr<OnlineRoom::Channel> OnlineRoom::page_channel(const std::string& code, const std::string& password,
                                                              std::string& why) {
  if (!platform::online_open(code, password, why)) return nullptr;
  return std::make_unique<PageChannel>();
}

OnlineRoom::OnlineRoom(std::unique_ptr<Channel> channel, const net::Signer& key, net::HashChain chain,
                       net::EditionSource editions, std::string name, net::Timing timing, Session* show_in)
    : channel_(std::move(channel)),
      key_(key),
      editions_(editions),
      timing_(timing),
      session_(show_in ? show_in : &own_session_) {
  device_ = std::make_unique<net::Device>(std::move(name), key, std::move(chain), std::move(editions), *channel_,
                                          timing);
  watch_device();
}

bool OnlineRoom::resume(const Json& saved, std::vector<int> pieces, std::string& error) {
  std::unique_ptr<net::Device> d = net::Device::resume(saved, key_, editions_, *channel_, timing_, error);
  if (!d) return false;
  if (session_->following()) session_->clear();
  device_ = std::move(d);
  pieces_ = std::move(pieces);
  notes_seen_ = 0;
  relays_open_since_ = 0;
  watch_device();
  return true;
}

void OnlineRoom::watch_device() {
  net::Device::Watcher w;
  w.applied = [this](const net::Entry&, const EventLog& events, const std::string& reason) {
    session_->took_remote(events, reason);
  };
  w.replaced = [this] { session_->replaced(); };
  device_->watch(std::move(w));
}

OnlineRoom::~OnlineRoom() {
  // The session shows this room's table and sends through its device.
  if (session_->following()) session_->clear();
}

void OnlineRoom::host(net::RoomPlan plan, int my_seat) {
  plan.start_when_full = false;
  device_->host(plan, my_seat);
}

void OnlineRoom::join(const std::string& code, int want_seat) { device_->join(code, want_seat); }

void OnlineRoom::tick(uint64_t now_ms, double now_s) {
  now_ms_ = now_ms;
  if (!reaching_started_) {
    reaching_started_ = true;
    reaching_since_ = now_ms;
  }
  for (Channel::Incoming& m : channel_->take()) device_->receive(m.peer, m.bytes);
  device_->tick(now_ms);
  // Resumed from a save: nobody heard hosting the room a few seconds after
  // the relays opened, so this device hosts it again.
  if (device_->waiting_for_host()) {
    if (channel_->relays_open() <= 0) {
      relays_open_since_ = 0;
    } else if (relays_open_since_ == 0) {
      relays_open_since_ = now_ms;
    } else if (now_ms >= relays_open_since_ + kResumeWaitMs) {
      device_->host_again();
    }
  }
  if (device_->started() && !session_->active() && !device_->left_out()) show_game();
  if (session_->active()) {
    session_->set_view(device_->table());
    std::vector<SeatLink> links;
    for (int p = 0; p < session_->state().player_count; ++p) links.push_back(link(p));
    session_->set_seat_links(std::move(links));
    std::vector<int> ms;
    for (int p = 0; p < session_->state().player_count; ++p) ms.push_back(latency_ms(p));
    session_->set_seat_latencies(std::move(ms));
    session_->set_decision_limit(static_cast<int>(device_->decision_seconds()));
    session_->update(now_s);
  }
}

void OnlineRoom::show_game() {
  const net::Device& d = *device_;
  const GameState& s = d.table().state();
  std::vector<Seat> seats;
  std::vector<bool> mine(static_cast<std::size_t>(s.player_count), false);
  for (int seat : d.my_seats()) mine[static_cast<std::size_t>(seat)] = true;
  const net::Lobby& l = d.lobby();
  for (int p = 0; p < s.player_count; ++p) {
    Seat seat;
    seat.name = d.table().game().names[static_cast<std::size_t>(p)];
    seat.kind = SeatKind::kHuman;
    seat.colour = p % kColourCount;
    seat.token = p % kTokenCount;
    if (p < static_cast<int>(pieces_.size()) && pieces_[static_cast<std::size_t>(p)] >= 0) {
      seat.token = pieces_[static_cast<std::size_t>(p)] % kTokenCount;
    }
    const std::vector<net::SeatSpec>& specs = d.seat_specs();
    if (!l.known && p < static_cast<int>(specs.size()) && specs[static_cast<std::size_t>(p)].device < 0) {
      // No lobby heard (resumed, or back in after the start): the start
      // entry says which seats are computer players'.
      SeatKind k = SeatKind::kHard;
      saves::seat_kind_from_name(specs[static_cast<std::size_t>(p)].level, k);
      seat.kind = k;
    } else if (p < static_cast<int>(l.seats.size())) {
      const net::Lobby::Seat& ls = l.seats[static_cast<std::size_t>(p)];
      if (!ls.person) {
        SeatKind k = SeatKind::kHard;
        saves::seat_kind_from_name(ls.level, k);
        seat.kind = k;
      } else if (ls.who >= 0 && ls.who < static_cast<int>(l.people.size()) &&
                 l.people[static_cast<std::size_t>(ls.who)].piece >= 0) {
        seat.token = l.people[static_cast<std::size_t>(ls.who)].piece % kTokenCount;
      }
    }
    seats.push_back(seat);
  }
  session_->follow(d.table(), std::move(seats), std::move(mine), [this](const Action& a) {
    std::string why;
    if (device_->busy()) return ApplyResult{Rejection::kNotYourDecision, tr("an action is on its way")};
    if (!device_->act(a, &why)) return ApplyResult{Rejection::kNotYourDecision, why};
    return ApplyResult{};
  });
}

uint64_t OnlineRoom::shown() const {
  uint64_t h = 14695981039346656037ull;  // FNV-1a 64
  auto mix = [&h](std::string_view bytes) {
    for (unsigned char c : bytes) h = (h ^ c) * 1099511628211ull;
    h = (h ^ 0xFFu) * 1099511628211ull;  // (a separator)
  };
  auto num = [&mix](int64_t v) { mix(std::to_string(v)); };
  const net::Device& d = *device_;
  num(static_cast<int>(stage()));
  num(static_cast<int64_t>(d.entries()));
  num(static_cast<int64_t>(d.notes().size()));
  num(static_cast<int64_t>(d.chat().added()));
  num(channel_->relays_open());
  num(d.is_host());
  mix(channel_->problem());
  const net::Lobby& l = d.lobby();
  num(l.known);
  mix(l.edition);
  mix(l.options.dump());
  for (const net::Lobby::Seat& s : l.seats) {
    mix(s.name);
    num(s.person);
    mix(s.level);
    num(s.who);
  }
  for (const net::Lobby::Person& p : l.people) {
    mix(p.name);
    num(p.piece);
    num(p.ready);
    num(p.host);
    num(p.seat);
  }
  if (d.started()) {
    for (int p = 0; p < d.table().state().player_count; ++p) num(static_cast<int>(link(p)));
  }
  return h;
}

OnlineRoom::Stage OnlineRoom::stage() const {
  if (!device_->following()) return Stage::kStopped;
  if (device_->left_out()) return Stage::kFull;
  if (session_->active()) return Stage::kPlaying;
  if (device_->is_host() || device_->lobby().known) return Stage::kLobby;
  const int relays = channel_->relays_open();
  if (channel_->password_refused()) return Stage::kWrongPassword;
  if (unreachable()) return Stage::kNoRelay;
  if (relays > 0 && now_ms_ >= reaching_since_ + kNoHostMs) return Stage::kNoHost;
  return Stage::kReaching;
}

bool OnlineRoom::unreachable() const {
  return channel_->relays_open() == 0 && now_ms_ >= reaching_since_ + kNoRelayMs;
}

std::string OnlineRoom::channel_problem() const { return channel_->problem(); }

int OnlineRoom::latency_ms(int seat) const {
  const std::string peer = device_->peer_of_seat(seat);
  return peer.empty() ? -1 : channel_->latency_ms(peer);
}

OnlineRoom::Link OnlineRoom::link(int seat) const {
  const net::Device& d = *device_;
  if (!d.started() || seat < 0 || seat >= d.table().state().player_count) return Link::kHere;
  const std::vector<net::SeatSpec>& specs = d.seat_specs();
  if (seat < static_cast<int>(specs.size()) && specs[static_cast<std::size_t>(seat)].device < 0) return Link::kComputer;
  if (d.seat_away(seat)) return Link::kAway;
  return d.quiet_ms(seat) >= kReconnectingMs ? Link::kReconnecting : Link::kHere;
}

std::vector<std::string> OnlineRoom::take_notes() {
  const std::vector<std::string>& all = device_->notes();
  std::vector<std::string> out(all.begin() + static_cast<std::ptrdiff_t>(std::min(notes_seen_, all.size())), all.end());
  notes_seen_ = all.size();
  return out;
}

}  // namespace landlord::ui
