#include "net/room.h"

#include <algorithm>

#include "engine/game.h"
#include "text/lists.h"
#include "text/numbers.h"
#include "text/tr.h"

namespace landlord::net {
namespace {

constexpr std::size_t kMaxEarly = 512;

// The outcome of chance for entry `n`: the digest of every link revealed
// for it, in device order, so that one link nobody else knew makes it
// unknowable and no link can be chosen after its head was committed.
ChanceDraw chance_of(const std::string& room, uint64_t n, const std::vector<Reveal>& reveals) {
  std::string text = "landlord-chance:" + room + ":" + std::to_string(n);
  for (const Reveal& r : reveals) {
    text += ':';
    text += std::to_string(r.device);
    text += '=';
    text += to_hex(r.link);
  }
  Digest d = digest(text);
  ChanceDraw c;
  for (int i = 0; i < 8; ++i) {
    c.seed = c.seed << 8 | d[static_cast<std::size_t>(i)];
    c.stream = c.stream << 8 | d[static_cast<std::size_t>(8 + i)];
  }
  return c;
}

uint64_t seed_of(const ChanceDraw& c) { return c.seed ^ splitmix64(c.stream); }

// The text an entry is asked for by, without its reveals.
std::string asked_text(const Entry& e) {
  Entry t = e;
  t.reveals.clear();
  t.host_sig = Signature{};
  return entry_text(t);
}

class NullTransport : public Transport {
 public:
  void send(const std::string&, const std::string&) override {}
  void broadcast(const std::string&) override {}
};

}  // namespace

Device::Device(std::string name, const Signer& signer, HashChain chain, EditionSource editions, Transport& transport,
               Timing timing)
    : name_(std::move(name)),
      signer_(signer),
      chain_(std::move(chain)),
      editions_(std::move(editions)),
      transport_(transport),
      timing_(timing) {}

void Device::note(std::string line) {
  if (!notes_.empty() && notes_.back() == line) return;  // the same again: once is enough to read
  if (notes_.size() < 10000) notes_.push_back(std::move(line));
}

Message Device::message(MessageType t) const {
  Message m;
  m.type = t;
  m.room = room_;
  m.from = signer_.public_key();
  return m;
}

void Device::send_all(const Message& m) { transport_.broadcast(write_message(m)); }
void Device::send_to(const std::string& peer, const Message& m) { transport_.send(peer, write_message(m)); }

void Device::send_to_host(const Message& m) {
  if (hosting_) return;  // the host takes its own directly (act())
  if (host_peer_.empty()) {
    send_all(m);
  } else {
    send_to(host_peer_, m);
  }
}

int Device::device_of(const PublicKey& k) const {
  for (std::size_t i = 0; i < a_.devices.size(); ++i) {
    if (a_.devices[i].key == k) return static_cast<int>(i);
  }
  return -1;
}

std::vector<int> Device::my_seats() const {
  std::vector<int> out;
  int me = device_of(signer_.public_key());
  for (std::size_t s = 0; s < a_.seats.size(); ++s) {
    if (me >= 0 && a_.seats[s].device == me) out.push_back(static_cast<int>(s));
  }
  return out;
}

uint64_t Device::quiet_ms(int seat) const {
  if (!a_.started || seat < 0 || seat >= static_cast<int>(a_.seats.size())) return 0;
  const int d = a_.seats[static_cast<std::size_t>(seat)].device;
  const int me = device_of(signer_.public_key());
  if (d < 0 || d == me) return 0;
  if (hosting_) return d < static_cast<int>(heard_.size()) && now_ > heard_[static_cast<std::size_t>(d)] ? now_ - heard_[static_cast<std::size_t>(d)] : 0;
  if (d == a_.host) return heard_host_ && now_ > host_heard_ ? now_ - host_heard_ : 0;
  return 0;
}

std::string Device::peer_of_seat(int seat) const {
  if (!a_.started || seat < 0 || seat >= static_cast<int>(a_.seats.size())) return "";
  const int d = a_.seats[static_cast<std::size_t>(seat)].device;
  if (d < 0 || d == device_of(signer_.public_key()) || d >= static_cast<int>(peer_of_.size())) return "";
  if (d == a_.host && !hosting_ && !host_peer_.empty()) return host_peer_;
  return peer_of_[static_cast<std::size_t>(d)];
}

std::vector<int> Device::contributors() const {
  std::vector<int> out;
  for (std::size_t d = 0; d < a_.devices.size(); ++d) {
    bool here = false;
    for (std::size_t s = 0; s < a_.seats.size(); ++s) {
      here = here || (a_.seats[s].device == static_cast<int>(d) && !a_.away[s]);
    }
    if (here) out.push_back(static_cast<int>(d));
  }
  return out;
}

Json Device::places_of(const Agreed& a) {
  Json unseen = Json::array();
  for (int d = 0; d < kMaxDecks; ++d) unseen.push_back(a.decks.unseen[d]);
  Json chains = Json::array();
  for (std::size_t d = 0; d < a.devices.size(); ++d) chains.push_back({a.next_link[d], to_hex(a.last_link[d])});
  Json away = Json::array();
  for (std::size_t s = 0; s < a.seats.size(); ++s) away.push_back(a.away[s]);
  return Json{{"unseen", std::move(unseen)}, {"chains", std::move(chains)}, {"away", std::move(away)}};
}

Digest Device::digest_of(const Agreed& a) {
  if (!a.table) return Digest{};
  Json j = places_of(a);
  j["state"] = state_to_json(*a.edition, a.table->state());
  j["log"] = to_hex(a.last);
  return digest(dump_json(j));
}

// ---------------------------------------------------------------- set-up

void Device::host(const RoomPlan& plan, int my_seat) {
  hosting_ = true;
  room_ = plan.room;
  plan_ = plan;
  my_seat_ = my_seat;
  Joiner me;
  me.spec.key = signer_.public_key();
  me.spec.head = chain_.head();
  me.spec.name = name_;
  me.want_seat = my_seat;
  me.ready = true;  // the host starts the game when it is ready
  me.piece = piece_;
  joiners_.push_back(me);
  make_lobby();
}

void Device::join(const std::string& room, int want_seat) {
  joined_ = true;
  room_ = room;
  want_seat_ = want_seat;
  hello_at_ = 0;
}

namespace {
// Who gets which seat: each person's seat at the host goes to the host
// (joiner 0), then each joiner gets the seat it asked for when that is
// free, then the first free one, in the order they said hello; at most
// kMaxDevices devices.
struct Seating {
  std::vector<int> joiner_of_seat;    // per seat: a joiner, or -1
  std::vector<int> device_of_joiner;  // per joiner: its index among the devices, or -1
  std::vector<int> devices;           // the joiners that are devices, in device order
};
template <class Joiners>
Seating seat_joiners_of(const RoomPlan& plan, const Joiners& joiners) {
  Seating out;
  out.joiner_of_seat.assign(plan.seats.size(), -1);
  out.device_of_joiner.assign(joiners.size(), -1);
  auto give = [&](std::size_t j, int seat) {
    if (out.device_of_joiner[j] < 0) {
      if (out.devices.size() >= static_cast<std::size_t>(kMaxDevices)) return;
      out.device_of_joiner[j] = static_cast<int>(out.devices.size());
      out.devices.push_back(static_cast<int>(j));
    }
    out.joiner_of_seat[static_cast<std::size_t>(seat)] = static_cast<int>(j);
  };
  for (std::size_t s = 0; s < plan.seats.size(); ++s) {
    if (plan.seats[s].person && plan.seats[s].at_host && !joiners.empty()) give(0, static_cast<int>(s));
  }
  for (std::size_t j = 0; j < joiners.size(); ++j) {
    int w = joiners[j].want_seat;
    if (w >= 0 && w < static_cast<int>(plan.seats.size()) && plan.seats[static_cast<std::size_t>(w)].person &&
        out.joiner_of_seat[static_cast<std::size_t>(w)] < 0) {
      give(j, w);
    }
  }
  for (std::size_t j = 0; j < joiners.size(); ++j) {
    if (out.device_of_joiner[j] >= 0 || j == 0) continue;
    for (std::size_t s = 0; s < plan.seats.size(); ++s) {
      if (plan.seats[s].person && out.joiner_of_seat[s] < 0) {
        give(j, static_cast<int>(s));
        break;
      }
    }
  }
  return out;
}
}  // namespace

std::vector<int> Device::seat_joiners() const { return seat_joiners_of(plan_, joiners_).joiner_of_seat; }

void Device::start_if_ready() {
  if (!hosting_ || a_.started || pending_) return;
  if (!plan_.start_when_full && !start_asked_) return;  // the host says when
  const Seating seating = seat_joiners_of(plan_, joiners_);
  std::vector<int> owner(plan_.seats.size(), -1);
  std::vector<DeviceSpec> devices;
  for (int j : seating.devices) devices.push_back(joiners_[static_cast<std::size_t>(j)].spec);
  for (std::size_t s = 0; s < plan_.seats.size(); ++s) {
    const int j = seating.joiner_of_seat[s];
    if (j >= 0) owner[s] = seating.device_of_joiner[static_cast<std::size_t>(j)];
  }
  for (std::size_t s = 0; s < plan_.seats.size(); ++s) {
    if (plan_.seats[s].person && owner[s] < 0) return;  // waiting for someone
  }
  if (!plan_.start_when_full) {
    for (std::size_t s = 0; s < plan_.seats.size(); ++s) {
      const int j = seating.joiner_of_seat[s];
      if (j >= 0 && !joiners_[static_cast<std::size_t>(j)].ready) return;  // someone is not ready any more
    }
  }
  if (seating.device_of_joiner.empty() || seating.device_of_joiner[0] != 0) {  // the host is a device of the room even without a seat
    devices.insert(devices.begin(), joiners_[0].spec);
    for (int& o : owner) o = o >= 0 ? o + 1 : o;
  }
  Entry e;
  e.kind = EntryKind::kStart;
  e.room = room_;
  e.edition = plan_.edition->id;
  e.edition_hash = plan_.edition->data_hash;
  e.options = options_to_json(plan_.options);
  e.away_level = plan_.away_level;
  e.decision_s = plan_.decision_s;
  e.devices = devices;
  e.host = 0;
  for (std::size_t s = 0; s < plan_.seats.size(); ++s) {
    SeatSpec spec;
    spec.name = plan_.seats[s].name;
    // A seat for whoever joins is named by the person who took it.
    const int j = seating.joiner_of_seat[s];
    if (spec.name.empty() && j >= 0) spec.name = joiners_[static_cast<std::size_t>(j)].spec.name;
    spec.device = plan_.seats[s].person ? owner[s] : -1;
    spec.level = plan_.seats[s].person ? "" : plan_.seats[s].level;
    e.seats.push_back(spec);
  }
  draft(std::move(e));
}

// ------------------------------------------------------------ the host

void Device::draft(Entry e) {
  e.n = a_.log.size();
  e.prev = a_.last;
  e.reveals.clear();
  bool chance = e.kind == EntryKind::kStart;
  if (e.kind == EntryKind::kAct) {
    Action a;
    JsonReader r;
    if (action_from_json(*a_.edition, e.action, "action", r, a)) chance = needs_chance(*a_.edition, a_.table->state(), a);
  }
  if (!chance) {
    append(std::move(e));
    return;
  }
  e.host_sig = signer_.sign(entry_text(e));
  const std::size_t devices = e.kind == EntryKind::kStart ? e.devices.size() : a_.devices.size();
  pending_reveals_.assign(devices, std::nullopt);
  pending_ = e;
  pending_at_ = now_;
  asked_at_ = now_;
  Message ask = message(MessageType::kAsk);
  ask.n = e.n;
  ask.prev = e.prev;
  ask.entries = {e};
  send_all(ask);
  on_ask(ask);  // the host reveals its own link too
}

void Device::append(Entry e) {
  e.n = a_.log.size();
  e.prev = a_.last;
  e.host_sig = signer_.sign(entry_text(e));
  std::string why;
  if (!apply_entry(e, why)) {
    // TRANSLATORS: the notes of online play (shown over the board); {reason} is a technical detail, in English.
    note(trf("The host could not apply its own entry {entry}: {reason}", fmt::arg("entry", std::to_string(e.n)),
             fmt::arg("reason", why)));
    ++refused_;
    return;
  }
  Message m = message(MessageType::kEntries);
  m.entries = {e};
  send_all(m);
  host_next();
}

void Device::host_next() {
  if (!hosting_ || !a_.started || pending_ || !following()) return;
  if (a_.table->state().phase == Phase::kGameOver) return;
  if (a_.next.acted()) {
    Entry e;
    e.kind = EntryKind::kAct;
    e.seat = a_.next.seat;
    e.computer = true;
    e.action = action_to_json(*a_.edition, a_.next.action);
    draft(std::move(e));
  }
}

void Device::on_hello(const std::string& peer, const Message& m) {
  if (!hosting_ || m.room != room_) return;
  if (!verify(m.from, hello_text(m), m.sig)) {
    ++refused_;
    note(tr("A hello that its device did not sign was refused."));
    return;
  }
  if (!a_.started) {
    for (Joiner& j : joiners_) {
      if (j.spec.key == m.from) {
        if (&j == &joiners_[0]) return;  // the host's own key, from elsewhere
        const bool changed = j.want_seat != m.want_seat || j.ready != m.ready || j.piece != m.piece ||
                             j.spec.name != m.name || j.peer != peer;
        j.peer = peer;
        j.want_seat = m.want_seat;
        j.ready = m.ready;
        j.piece = m.piece;
        j.spec.name = m.name;
        if (j.spec.head != m.head) j.spec.head = m.head;
        if (changed) {
          make_lobby();
          if (!plan_.start_when_full) send_lobby();
        }
        return;
      }
    }
    if (joiners_.size() >= static_cast<std::size_t>(kMaxDevices)) return;
    Joiner j;
    j.peer = peer;
    j.spec.key = m.from;
    j.spec.head = m.head;
    j.spec.name = m.name;
    j.want_seat = m.want_seat;
    j.ready = m.ready;
    j.piece = m.piece;
    joiners_.push_back(j);
    make_lobby();
    if (!plan_.start_when_full) send_lobby();
    return;
  }
  int d = device_of(m.from);
  if (d < 0) return;  // not of this game: a full room
  withheld_.resize(a_.devices.size(), false);
  withheld_[static_cast<std::size_t>(d)] = false;
  heard_[static_cast<std::size_t>(d)] = now_;
  peer_of_[static_cast<std::size_t>(d)] = peer;
  send_entries(peer, m.n);
}

void Device::send_entries(const std::string& peer, uint64_t from) {
  if (from >= a_.log.size()) return;
  if (hosting_ && timing_.snapshot_after > 0 && from + timing_.snapshot_after <= a_.log.size()) {
    send_snapshot(peer);
  }
  Message out = message(MessageType::kEntries);
  for (uint64_t i = from; i < a_.log.size() && out.entries.size() < kMaxEntriesPerMessage; ++i) {
    out.entries.push_back(a_.log[i]);
  }
  std::string bytes = write_message(out);
  while (bytes.size() > kMaxMessageBytes && out.entries.size() > 1) {
    out.entries.resize(out.entries.size() / 2);
    bytes = write_message(out);
  }
  transport_.send(peer, bytes);
}

void Device::on_propose(const std::string& peer, const Message& m) {
  (void)peer;
  if (!hosting_ || !a_.started || m.room != room_) return;
  if (m.n < a_.log.size() || (pending_ && m.n == pending_->n)) {
    ++stale_;  // a copy, or one overtaken by the log
    return;
  }
  auto refuse = [&](const std::string& why) {
    ++refused_;
    note(trf("A proposal for entry {entry} was refused: {reason}", fmt::arg("entry", std::to_string(m.n)),
             fmt::arg("reason", why)));
  };
  if (m.n != a_.log.size() || m.prev != a_.last) return refuse("it is not for the next entry");
  if (pending_) return refuse("another entry waits for its chance");
  if (m.seat < 0 || m.seat >= static_cast<int>(a_.seats.size())) return refuse("no such seat");
  const SeatSpec& seat = a_.seats[static_cast<std::size_t>(m.seat)];
  if (seat.device < 0 || a_.away[m.seat]) return refuse("a computer player has that seat");
  if (device_of(m.from) != seat.device) return refuse("that seat is another device's");
  if (!verify(m.from, proposal_text(room_, m.n, m.prev, m.seat, m.action), m.sig)) {
    return refuse("its signature is not its device's");
  }
  Action a;
  JsonReader r;
  if (!action_from_json(*a_.edition, m.action, "action", r, a)) return refuse(r.error());
  if (a.player != m.seat) return refuse("the action is not that seat's");
  if (a_.next.acted()) return refuse("a computer player moves first");
  Rejection why = validate(*a_.edition, a_.table->state(), a);
  if (why != Rejection::kNone) return refuse(explain(*a_.edition, a_.table->state(), a, why));
  heard_[static_cast<std::size_t>(seat.device)] = now_;
  Entry e;
  e.kind = EntryKind::kAct;
  e.seat = m.seat;
  e.action = m.action;
  e.actor_sig = m.sig;
  draft(std::move(e));
}

void Device::on_reveal(const Message& m) {
  if (!hosting_ || !pending_ || m.room != room_ || m.n != pending_->n) return;
  const Entry& e = *pending_;
  const std::vector<DeviceSpec>& devices = e.kind == EntryKind::kStart ? e.devices : a_.devices;
  int d = -1;
  for (std::size_t i = 0; i < devices.size(); ++i) {
    if (devices[i].key == m.from) d = static_cast<int>(i);
  }
  auto refuse = [&](const std::string& why) {
    ++refused_;
    note(trf("A reveal for entry {entry} was refused: {reason}", fmt::arg("entry", std::to_string(m.n)),
             fmt::arg("reason", why)));
  };
  if (d < 0 || m.reveal.device != d) return refuse("it is not from a device of this room");
  if (pending_reveals_[static_cast<std::size_t>(d)]) {
    ++stale_;
    return;
  }
  const uint32_t index = e.kind == EntryKind::kStart ? 1 : a_.next_link[static_cast<std::size_t>(d)];
  const Digest& last = e.kind == EntryKind::kStart ? devices[static_cast<std::size_t>(d)].head
                                                   : a_.last_link[static_cast<std::size_t>(d)];
  if (m.reveal.index != index || !HashChain::follows(m.reveal.link, last)) {
    return refuse("it is not the next link of that device's chain");
  }
  if (d < static_cast<int>(heard_.size())) heard_[static_cast<std::size_t>(d)] = now_;
  pending_reveals_[static_cast<std::size_t>(d)] = m.reveal;
  std::vector<int> need;
  if (e.kind == EntryKind::kStart) {
    for (std::size_t i = 0; i < devices.size(); ++i) need.push_back(static_cast<int>(i));
  } else {
    need = contributors();
  }
  Entry done = e;
  for (int i : need) {
    if (!pending_reveals_[static_cast<std::size_t>(i)]) return;  // more to come
    done.reveals.push_back(*pending_reveals_[static_cast<std::size_t>(i)]);
  }
  pending_.reset();
  append(std::move(done));
}

void Device::on_status(const std::string& peer, const Message& m) {
  if (!a_.started || m.room != room_) return;
  int d = device_of(m.from);
  if (d < 0) return;
  // Every device passes on the entries another lacks: they are the host's,
  // signed, whoever carries them (while the host is gone, so the device
  // that takes over gets the longest log).
  send_entries(peer, m.n);
  if (!hosting_) return;
  if (pending_) {  // it may have missed the ask
    Message ask = message(MessageType::kAsk);
    ask.n = pending_->n;
    ask.prev = pending_->prev;
    ask.entries = {*pending_};
    if (m.n == pending_->n) send_to(peer, ask);
  }
}

void Device::check_presence() {
  if (!hosting_ || !a_.started || a_.table->state().phase == Phase::kGameOver) return;
  const int me = device_of(signer_.public_key());
  const std::vector<int> need_now = contributors();
  withheld_.resize(a_.devices.size(), false);
  for (std::size_t d = 0; d < a_.devices.size(); ++d) {
    if (static_cast<int>(d) == me) continue;
    // Silent, or holding back its link of a chance event: away until it
    // says hello again (statuses alone do not bring back a device that
    // withheld a reveal).
    const bool contributes = std::find(need_now.begin(), need_now.end(), static_cast<int>(d)) != need_now.end();
    const bool withholding = pending_ && contributes && d < pending_reveals_.size() && !pending_reveals_[d] &&
                             now_ > pending_at_ + timing_.away_ms;
    if (withholding) withheld_[d] = true;
    const bool silent = now_ > heard_[d] + timing_.away_ms || withheld_[d];
    for (std::size_t s = 0; s < a_.seats.size(); ++s) {
      if (a_.seats[s].device != static_cast<int>(d) || a_.away[s] == silent) continue;
      if (a_.timed[s]) continue;  // away for one move: check_decision_time() gives it back
      Entry e;
      e.kind = EntryKind::kSeat;
      e.seat = static_cast<int>(s);
      e.computer = silent;
      if (pending_) {
        // The entry waiting for chance is given up: the links revealed for it
        // are spent (they are in this entry), so none is used twice.
        for (const auto& r : pending_reveals_) {
          if (r) e.reveals.push_back(*r);
        }
        pending_.reset();
      }
      append(std::move(e));
      return;  // one at a time: append() asked what comes next
    }
  }
}

void Device::check_decision_time() {
  if (!hosting_ || !a_.started || a_.decision_s == 0 || pending_ || !following()) return;
  if (a_.table->state().phase == Phase::kGameOver) return;
  const int me = device_of(signer_.public_key());
  auto silent = [&](int d) {
    const std::size_t i = static_cast<std::size_t>(d);
    return d != me && i < heard_.size() && (now_ > heard_[i] + timing_.away_ms || (i < withheld_.size() && withheld_[i]));
  };
  // The move made for them: the seat is its person's again (unless their
  // device has gone silent meanwhile: then it stays away as any other).
  for (std::size_t s = 0; s < a_.seats.size(); ++s) {
    if (!a_.timed[s] || !a_.moved_for[s]) continue;
    Entry e;
    e.kind = EntryKind::kSeat;
    e.seat = static_cast<int>(s);
    e.computer = false;
    if (silent(a_.seats[s].device)) {
      a_.timed[s] = false;  // check_presence() keeps it away until the device is back
      continue;
    }
    append(std::move(e));
    return;
  }
  // The decision being timed: whose it is, since when.
  const int who = decider(a_.table->state());
  if (who != decision_seat_ || a_.decisions != decision_count_) {
    decision_seat_ = who;
    decision_count_ = a_.decisions;
    decision_since_ = now_;
    return;
  }
  if (who < 0 || who >= static_cast<int>(a_.seats.size())) return;
  const SeatSpec& seat = a_.seats[static_cast<std::size_t>(who)];
  if (seat.device < 0 || a_.away[who] || now_ < decision_since_ + uint64_t{a_.decision_s} * 1000) return;
  Entry e;
  e.kind = EntryKind::kSeat;
  e.seat = who;
  e.computer = true;
  e.timeout = true;
  append(std::move(e));
}

// ----------------------------------------------------------- every device

void Device::on_ask(const Message& m) {
  if (m.room != room_ || m.entries.size() != 1) return;
  const Entry& e = m.entries[0];
  if (m.n != a_.log.size() || e.n != m.n || e.prev != a_.last || m.prev != a_.last) {
    if (m.n < a_.log.size()) ++stale_;
    return;
  }
  std::string why;
  bool chance = false;
  Entry unrevealed = e;
  unrevealed.reveals.clear();
  if (!check_entry(unrevealed, why, chance) && why != "reveals") {
    ++refused_;
    note(trf("The host asked for chance for entry {entry}, refused: {reason}", fmt::arg("entry", std::to_string(e.n)),
             fmt::arg("reason", why)));
    return;
  }
  if (!chance) {
    ++refused_;
    note(trf("The host asked for chance for entry {entry}, which needs none: refused.",
             fmt::arg("entry", std::to_string(e.n))));
    return;
  }
  // My place in the room: in the start entry's device list, or the room's.
  const std::vector<DeviceSpec>& devices = e.kind == EntryKind::kStart ? e.devices : a_.devices;
  int me = -1;
  for (std::size_t i = 0; i < devices.size(); ++i) {
    if (devices[i].key == signer_.public_key()) me = static_cast<int>(i);
  }
  if (me < 0) return;  // a device that only watches
  const uint32_t index = e.kind == EntryKind::kStart ? 1 : a_.next_link[static_cast<std::size_t>(me)];
  if (index > chain_.length()) {
    note(tr("This device's chain is used up: it cannot take part in chance any more."));
    return;
  }
  const std::string text = asked_text(e);
  auto it = revealed_for_.find(e.n);
  if (it != revealed_for_.end() && it->second != text) {
    ++refused_;
    note(trf("The host asked for chance for entry {entry} twice, for two different entries: refused.",
             fmt::arg("entry", std::to_string(e.n))));
    return;
  }
  revealed_for_[e.n] = text;
  Message r = message(MessageType::kReveal);
  r.n = e.n;
  r.prev = e.prev;
  r.reveal.device = me;
  r.reveal.index = index;
  r.reveal.link = chain_.link(index);
  if (hosting_) {
    on_reveal(r);
  } else {
    send_to_host(r);
  }
}

bool Device::check_entry(const Entry& e, std::string& why, bool& chance) {
  chance = false;
  if (e.n != a_.log.size()) return why = "not the next entry", false;
  if (e.prev != a_.last) return why = "it does not follow the entry before", false;
  // The host's signature.
  if (e.kind == EntryKind::kStart) {
    if (a_.started) return why = "the game has started already", false;
    if (e.host < 0 || e.host >= static_cast<int>(e.devices.size())) return why = "no such host", false;
    if (!verify(e.devices[static_cast<std::size_t>(e.host)].key, entry_text(e), e.host_sig)) {
      return why = "not signed by its host", false;
    }
  } else if (e.kind == EntryKind::kHost) {
    if (!a_.started) return why = "the game has not started", false;
    if (e.host < 0 || e.host >= static_cast<int>(a_.devices.size()) || e.host == a_.host) {
      return why = "no other device to take over", false;
    }
    if (!verify(a_.devices[static_cast<std::size_t>(e.host)].key, entry_text(e), e.host_sig)) {
      return why = "not signed by the device that takes over", false;
    }
    // A host still heard is not replaced (the host itself, cut off, accepts).
    if (!replaying_ && host_lately()) return why = "the host is still here", false;
    // A device resumed from its save takes no game older than its own.
    if (!replaying_ && resumed_ && !hosting_ && resumed_entries_ > e.n) {
      return why = "the host's game is older than this device's (" + std::to_string(resumed_entries_ - e.n) +
                   " entries would be lost): host it again from the save that has the most", false;
    }
  } else {
    if (!a_.started) return why = "the game has not started", false;
    if (!verify(a_.devices[static_cast<std::size_t>(a_.host)].key, entry_text(e), e.host_sig)) {
      return why = "not signed by the host", false;
    }
  }
  auto asked = revealed_for_.find(e.n);
  if (asked != revealed_for_.end() && e.kind != EntryKind::kSeat && e.kind != EntryKind::kHost &&
      asked_text(e) != asked->second) {
    return why = "the host asked for chance for another entry at this place", false;
  }
  auto check_reveals = [&](const std::vector<int>& need, const std::vector<DeviceSpec>& devices,
                           bool start) -> bool {
    if (e.reveals.size() != need.size()) return why = "reveals", false;
    for (std::size_t i = 0; i < need.size(); ++i) {
      const Reveal& r = e.reveals[i];
      const std::size_t d = static_cast<std::size_t>(need[i]);
      if (r.device != need[i]) return why = "reveals", false;
      const uint32_t index = start ? 1 : a_.next_link[d];
      const Digest& last = start ? devices[d].head : a_.last_link[d];
      if (r.index != index || !HashChain::follows(r.link, last)) {
        return why = "the link revealed by device " + std::to_string(d) + " is not the next of its chain", false;
      }
    }
    return true;
  };
  switch (e.kind) {
    case EntryKind::kStart: {
      chance = true;
      if (!room_.empty() && e.room != room_) return why = "another room's", false;
      std::shared_ptr<const Edition> ed = editions_ ? editions_(e.edition) : nullptr;
      if (!ed) return why = "an edition this device does not have: " + e.edition, false;
      if (ed->data_hash != e.edition_hash) return why = "other data for edition " + e.edition, false;
      Options o;
      JsonReader r;
      if (!options_from_json(e.options, "options", r, o)) return why = r.error(), false;
      if (e.devices.empty()) return why = "no devices", false;
      if (static_cast<int>(e.seats.size()) < ed->min_players || static_cast<int>(e.seats.size()) > ed->max_players ||
          e.seats.size() > static_cast<std::size_t>(kMaxPlayers)) {
        return why = "a number of seats the edition does not play", false;
      }
      ai::SeatPlayer sp;
      if (!ai::seat_player_from_name(e.away_level, sp) || !sp.computer) return why = "no such level: " + e.away_level, false;
      for (const SeatSpec& s : e.seats) {
        if (s.device >= static_cast<int>(e.devices.size())) return why = "a seat of no device", false;
        if (s.device < 0 && (!ai::seat_player_from_name(s.level, sp) || !sp.computer)) {
          return why = "no such level: " + s.level, false;
        }
      }
      for (std::size_t i = 0; i < e.devices.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
          if (e.devices[i].key == e.devices[j].key) return why = "a device listed twice", false;
        }
      }
      if (joined_) {  // a device that asked to join must be there with its own chain
        bool found = false;
        for (const DeviceSpec& d : e.devices) {
          if (d.key == signer_.public_key()) found = d.head == chain_.head();
        }
        if (!found) return why = "this device is not in it, or not with its chain", false;
      }
      std::vector<int> all;
      for (std::size_t i = 0; i < e.devices.size(); ++i) all.push_back(static_cast<int>(i));
      return check_reveals(all, e.devices, true);
    }
    case EntryKind::kAct: {
      if (e.seat < 0 || e.seat >= static_cast<int>(a_.seats.size())) return why = "no such seat", false;
      Action a;
      JsonReader r;
      if (!action_from_json(*a_.edition, e.action, "action", r, a)) return why = r.error(), false;
      if (a.player != e.seat) return why = "the action is not that seat's", false;
      const SeatSpec& seat = a_.seats[static_cast<std::size_t>(e.seat)];
      const bool by_computer = seat.device < 0 || a_.away[e.seat];
      if (e.computer != by_computer) {
        return why = by_computer ? "a person's move for a computer player's seat" : "a computer move for a person's seat", false;
      }
      if (by_computer) {
        if (!a_.next.acted() || a_.next.seat != e.seat || !(a_.next.action == a)) {
          return why = "not the move this device's computer player makes there", false;
        }
      } else {
        if (a_.next.acted()) return why = "a computer player moves first", false;
        const PublicKey& key = a_.devices[static_cast<std::size_t>(seat.device)].key;
        if (!verify(key, proposal_text(a_.log.empty() ? room_ : a_.log[0].room, e.n, e.prev, e.seat, e.action),
                    e.actor_sig)) {
          return why = "not signed by the device of that seat", false;
        }
      }
      Rejection rj = validate(*a_.edition, a_.table->state(), a);
      if (rj != Rejection::kNone) return why = explain(*a_.edition, a_.table->state(), a, rj), false;
      chance = needs_chance(*a_.edition, a_.table->state(), a);
      if (!chance) {
        if (!e.reveals.empty()) return why = "reveals for an entry that needs no chance", false;
        return true;
      }
      return check_reveals(contributors(), a_.devices, false);
    }
    case EntryKind::kSeat: {
      if (e.seat < 0 || e.seat >= static_cast<int>(a_.seats.size())) return why = "no such seat", false;
      if (a_.seats[static_cast<std::size_t>(e.seat)].device < 0) return why = "a computer player's seat", false;
      if (e.computer == a_.away[e.seat]) return why = "the seat is in those hands already", false;
      if (e.timeout && (!e.computer || a_.decision_s == 0)) return why = "a time that ran out in a room without one", false;
      // Links spent on an entry given up: each the next of its device's chain.
      for (std::size_t i = 0; i < e.reveals.size(); ++i) {
        const Reveal& r = e.reveals[i];
        if (r.device < 0 || r.device >= static_cast<int>(a_.devices.size()) || (i > 0 && r.device <= e.reveals[i - 1].device)) {
          return why = "spent links out of order", false;
        }
        const std::size_t d = static_cast<std::size_t>(r.device);
        if (r.index != a_.next_link[d] || !HashChain::follows(r.link, a_.last_link[d])) {
          return why = "a spent link that is not the next of its chain", false;
        }
      }
      return true;
    }
    case EntryKind::kHost: {
      // At most one link, the device's that takes over, spent: the next of its chain.
      if (e.reveals.size() > 1) return why = "reveals for a change of host", false;
      for (const Reveal& r : e.reveals) {
        const std::size_t d = static_cast<std::size_t>(e.host);
        if (r.device != e.host || r.index != a_.next_link[d] || !HashChain::follows(r.link, a_.last_link[d])) {
          return why = "a spent link that is not the next of the new host's chain", false;
        }
      }
      return true;
    }
    case EntryKind::kClock: {
      Action a;
      JsonReader r;
      if (!action_from_json(*a_.edition, e.action, "action", r, a)) return why = r.error(), false;
      if (a.type != ActionType::kClockTick) return why = "not playing time", false;
      if (!e.reveals.empty()) return why = "reveals for playing time", false;
      Rejection rj = validate(*a_.edition, a_.table->state(), a);
      if (rj != Rejection::kNone) return why = explain(*a_.edition, a_.table->state(), a, rj), false;
      return true;
    }
  }
  return why = "unknown entry", false;
}

bool Device::apply_entry(const Entry& e, std::string& why) {
  bool chance = false;
  if (!check_entry(e, why, chance)) {
    if (why == "reveals") why = "the reveals are not those of the devices at the table";
    return false;
  }
  EventLog events;
  std::string reason;
  auto spend = [&](const std::vector<Reveal>& reveals) {
    for (const Reveal& r : reveals) {
      a_.next_link[static_cast<std::size_t>(r.device)] = r.index + 1;
      a_.last_link[static_cast<std::size_t>(r.device)] = r.link;
    }
  };
  switch (e.kind) {
    case EntryKind::kStart: {
      a_.edition = editions_(e.edition);
      Options o;
      JsonReader r;
      options_from_json(e.options, "options", r, o);
      a_.devices = e.devices;
      a_.seats = e.seats;
      a_.host = e.host;
      a_.away_level = e.away_level;
      a_.decision_s = e.decision_s;
      const ChanceDraw c = chance_of(e.room, e.n, e.reveals);
      a_.seed = seed_of(c);
      std::vector<std::string> names;
      std::vector<ai::SeatPlayer> players;
      for (const SeatSpec& s : e.seats) {
        names.push_back(s.name);
        ai::SeatPlayer p = ai::SeatPlayer::person();
        if (s.device < 0) ai::seat_player_from_name(s.level, p);
        players.push_back(p);
      }
      a_.table = std::make_unique<ai::Table>(a_.edition, o, names, players, a_.seed, false);
      a_.decks = fresh_decks(a_.table->state());
      a_.next_link.assign(e.devices.size(), 1);
      a_.last_link.clear();
      for (const DeviceSpec& d : e.devices) a_.last_link.push_back(d.head);
      spend(e.reveals);
      for (bool& w : a_.away) w = false;
      a_.started = true;
      if (room_.empty()) room_ = e.room;
      heard_.assign(e.devices.size(), now_);
      have_.assign(e.devices.size(), 0);
      host_heard_ = now_;
      peer_of_.assign(e.devices.size(), std::string());
      for (std::size_t d = 0; d < e.devices.size(); ++d) {
        for (const Joiner& j : joiners_) {
          if (j.spec.key == e.devices[d].key) peer_of_[d] = j.peer;
        }
      }
      break;
    }
    case EntryKind::kAct: {
      Action a;
      JsonReader r;
      action_from_json(*a_.edition, e.action, "action", r, a);
      if (chance) a_.table->take_chance(chance_of(a_.log[0].room, e.n, e.reveals), a_.decks);
      if (e.computer) reason = a_.next.reason;
      ApplyResult res = e.computer ? a_.table->apply_step(a_.next, &events) : a_.table->act(a, &events);
      if (!res.ok()) return why = "the engine refused it: " + res.message, false;  // validate() said yes: a defect
      ++a_.decisions;
      if (e.computer && e.seat >= 0 && e.seat < 8 && a_.timed[e.seat]) a_.moved_for[e.seat] = true;
      note_draws(events, a_.decks);
      for (const Event& ev : events) {
        if (ev.type == EventType::kDiceRolled && ev.amount >= 1 && ev.amount <= 6 && ev.extra >= 1 && ev.extra <= 6) {
          ++a_.rolls[static_cast<std::size_t>((ev.amount - 1) * 6 + (ev.extra - 1))];
        }
      }
      spend(e.reveals);
      break;
    }
    case EntryKind::kSeat: {
      spend(e.reveals);
      a_.away[e.seat] = e.computer;
      ai::SeatPlayer p = ai::SeatPlayer::person();
      if (e.computer) ai::seat_player_from_name(a_.away_level, p);
      a_.table->set_seat(e.seat, p, ai::bot_seed(a_.seed, e.seat) ^ e.n);
      const SeatSpec& s = a_.seats[static_cast<std::size_t>(e.seat)];
      const bool was_timed = a_.timed[e.seat];
      a_.timed[e.seat] = e.computer && e.timeout;
      a_.moved_for[e.seat] = false;
      ++a_.decisions;
      if (e.timeout) {
        note(trf("{player}'s time for the move ran out: a computer player makes it for them.",
                 fmt::arg("player", s.name)));
      } else if (!e.computer && was_timed) {
        note(trf("{player} plays again.", fmt::arg("player", s.name)));
      } else if (e.computer) {
        note(trf("{player} is away: a computer player takes the seat until they are back.",
                 fmt::arg("player", s.name)));
      } else {
        note(trf("{player} is back and plays again.", fmt::arg("player", s.name)));
      }
      break;
    }
    case EntryKind::kHost: {
      spend(e.reveals);
      a_.host = e.host;
      const bool me = device_of(signer_.public_key()) == e.host;
      // Links revealed for what the old host asked are not asked for again by
      // it: what the new host asks at those places is another entry.
      revealed_for_.clear();
      if (!replaying_) {
        if (hosting_ && !me) {
          note(tr("Another device took over as host while this one was away; it plays on as any other."));
        }
        hosting_ = me;
        pending_.reset();
        host_heard_ = now_;
        heard_host_ = true;
        host_peer_ = me ? std::string() : peer_of_[static_cast<std::size_t>(e.host)];
        if (me) {
          for (uint64_t& h : heard_) h = now_;
          beat_at_ = 0;
        }
      }
      std::vector<std::string> names;
      for (const SeatSpec& st : a_.seats) {
        if (st.device == e.host) names.push_back(st.name);
      }
      if (names.empty()) {
        note(tr("The host has gone: another device takes over."));
      } else {
        // TRANSLATORS: {players} are the names of the seats played on the device that takes over.
        note(trf("The host has gone: {players}'s device takes over.", fmt::arg("players", text::comma_list(names))));
      }
      break;
    }
    case EntryKind::kClock: {
      Action a;
      JsonReader r;
      action_from_json(*a_.edition, e.action, "action", r, a);
      ApplyResult res = a_.table->act(a, &events);
      if (!res.ok()) return why = "the engine refused it: " + res.message, false;
      break;
    }
  }
  a_.log.push_back(e);
  a_.last = entry_digest(e);
  a_.digest = compute_digest();
  after_entry();
  if (watcher_.applied && !replaying_) watcher_.applied(e, events, reason);
  return true;
}

void Device::replaced() {
  if (watcher_.replaced) watcher_.replaced();
}

void Device::after_entry() {
  if (resumed_ && !replaying_ && a_.log.size() > resumed_entries_) resumed_ = false;  // in step with a host again
  a_.next = ai::Step{};
  if (a_.table && a_.table->state().phase != Phase::kGameOver) a_.next = a_.table->next_step();
  if (proposal_ && proposal_->n < a_.log.size()) proposal_.reset();  // taken, or overtaken
  revealed_for_.erase(revealed_for_.begin(), revealed_for_.lower_bound(a_.log.size()));
}

void Device::on_entries(const Message& m) {
  if (m.room != room_) return;
  for (const Entry& e : m.entries) {
    if (e.n < a_.log.size() && e.kind == EntryKind::kHost && e.n >= 1 && !(a_.log[e.n] == e) &&
        entry_digest(a_.log[e.n - 1]) == e.prev && e.host >= 0 && e.host < static_cast<int>(a_.devices.size()) &&
        verify(a_.devices[static_cast<std::size_t>(e.host)].key, entry_text(e), e.host_sig)) {
      const Entry& mine = a_.log[e.n];
      if (resumed_ && !hosting_) {
        ++refused_;
        const uint64_t lost = a_.log.size() - e.n;
        note(trnf("The host's game is older than this device's ({count} entry would be lost): host it again from "
                  "the save that has the most.",
                  "The host's game is older than this device's ({count} entries would be lost): host it again "
                  "from the save that has the most.",
                  lost, fmt::arg("count", text::number(static_cast<int64_t>(lost)))));
      } else if (!host_lately() && (mine.kind != EntryKind::kHost || e.host < mine.host)) {
        // Another device took over at entry n while this one went on alone
        // (a host cut off) or followed another: what this one holds from n
        // was never agreed. Of two devices taking over at one place, the
        // first in the room's order does.
        note(trf("Entries {first} to {last} were never agreed: the log goes on from the device that took over.",
                 fmt::arg("first", std::to_string(e.n)), fmt::arg("last", std::to_string(a_.log.size() - 1))));
        rebuild(e.n);
      }
    }
    if (e.n < held()) {
      ++stale_;
      continue;
    }
    if (e.n > a_.log.size()) {
      if (early_.size() < kMaxEarly) early_.emplace(e.n, e);
      continue;
    }
    early_.insert_or_assign(e.n, e);
  }
  if (catchup_) take_catchup();
  while (!early_.empty() && early_.begin()->first <= a_.log.size() && following()) {
    Entry e = early_.begin()->second;
    early_.erase(early_.begin());
    if (e.n < a_.log.size()) continue;
    std::string why;
    if (apply_entry(e, why)) continue;
    // Whose fault: one not signed by the host is someone else's forgery.
    const bool signed_by_host =
        e.kind == EntryKind::kStart
            ? (e.host >= 0 && e.host < static_cast<int>(e.devices.size()) &&
               verify(e.devices[static_cast<std::size_t>(e.host)].key, entry_text(e), e.host_sig))
            : (a_.started && verify(a_.devices[static_cast<std::size_t>(a_.host)].key, entry_text(e), e.host_sig));
    ++refused_;
    if (!signed_by_host) {
      note(tr("An entry not signed by the host was refused."));
      continue;
    }
    if (e.kind == EntryKind::kStart) {
      note(trf("The host's start was refused: {reason}", fmt::arg("reason", why)));
      continue;
    }
    // This device's own state may be what is wrong: rebuilt from the log,
    // does the entry hold?
    heal(false);
    if (apply_entry(e, why)) continue;
    host_refused_ = true;
    note(trf("The host's entry {entry} was refused: {reason}. This device no longer follows the host.",
             fmt::arg("entry", std::to_string(e.n)), fmt::arg("reason", why)));
    early_.clear();
  }
}

void Device::heal(bool host_differs) {
  // The host's log is this device's log (each entry links to the one
  // before): replayed by a fresh table, it gives the state the host has.
  NullTransport quiet;
  Device copy("replay", signer_, HashChain(), editions_, quiet, timing_);
  copy.room_ = room_;
  copy.replaying_ = true;
  std::string error;
  for (const Entry& e : a_.log) {
    if (!copy.apply_entry(e, error)) break;
  }
  if (copy.a_.log.size() != a_.log.size()) {
    note(trf("This device's log does not replay ({reason}).", fmt::arg("reason", error)));
    return;
  }
  verifier_.reset();  // the whole log was checked again
  Desync d;
  d.at = a_.log.size();
  d.mine = state_to_json(*a_.edition, a_.table->state());
  if (copy.a_.digest != a_.digest) {
    d.healed = state_to_json(*copy.a_.edition, copy.a_.table->state());
    desyncs_.push_back(std::move(d));
    note(tr("This device's state had gone out of step with the host's; it was rebuilt from the log."));
    a_ = std::move(copy.a_);
    replaced();
    return;
  }
  if (host_differs) {
    desyncs_.push_back(std::move(d));
    host_refused_ = true;
    note(tr("This device's state differs from the host's, and the log replays to this device's: "
            "a defect, or a host that breaks the rules. This device stops; both states are kept."));
  }
}

void Device::rebuild(uint64_t keep) {
  NullTransport quiet;
  Device copy("replay", signer_, HashChain(), editions_, quiet, timing_);
  copy.room_ = room_;
  copy.replaying_ = true;
  std::string error;
  for (uint64_t i = 0; i < keep && i < a_.log.size(); ++i) {
    if (!copy.apply_entry(a_.log[i], error)) break;
  }
  if (copy.a_.log.size() != keep) {
    note(trf("This device's log does not replay ({reason}).", fmt::arg("reason", error)));
    return;
  }
  a_ = std::move(copy.a_);
  verifier_.reset();
  catchup_.reset();
  hosting_ = device_of(signer_.public_key()) == a_.host;
  pending_.reset();
  proposal_.reset();
  early_.clear();
  replaced();
}

Entry Device::host_entry(int me) const {
  Entry e;
  e.kind = EntryKind::kHost;
  e.host = me;
  // The old host saw every link revealed to it for an entry it asked for
  // and never wrote, and they are the next ones of their chains: the new
  // host spends its own here, so that the next chance takes a link of its
  // that nobody has seen and the old host cannot foresee it.
  const uint32_t index = a_.next_link[static_cast<std::size_t>(me)];
  if (index <= chain_.length()) e.reveals.push_back(Reveal{me, index, chain_.link(index)});
  return e;
}

int Device::rank_of(int device) const {
  int best = 100 + device;  // a device without a seat comes after those with one
  for (std::size_t s = 0; s < a_.seats.size(); ++s) {
    if (a_.seats[s].device == device) best = std::min(best, static_cast<int>(s));
  }
  return best;
}

void Device::take_over_if_first() {
  if (hosting_ || !a_.started || !following() || replaying_ || catchup_) return;
  if (now_ < host_heard_ + timing_.host_gone_ms + 2 * timing_.beat_ms) return;
  const int me = device_of(signer_.public_key());
  if (me < 0) return;
  for (std::size_t d = 0; d < a_.devices.size(); ++d) {
    const int dev = static_cast<int>(d);
    if (dev == me || dev == a_.host || now_ > heard_[d] + timing_.host_gone_ms) continue;
    if (rank_of(dev) < rank_of(me)) return;  // that one comes first
    if (have_[d] > a_.log.size()) return;     // it holds more: wait for it (statuses ask)
  }
  append(host_entry(me));
}

void Device::learn_peer(const std::string& peer, const Message& m) {
  if (!a_.started) return;
  const int d = device_of(m.from);
  if (d < 0) return;
  heard_[static_cast<std::size_t>(d)] = now_;
  if (!peer.empty()) peer_of_[static_cast<std::size_t>(d)] = peer;
  if (m.type == MessageType::kStatus || m.type == MessageType::kBeat || m.type == MessageType::kHello) {
    have_[static_cast<std::size_t>(d)] = m.n;
  }
}

void Device::on_beat(const std::string& peer, const Message& m) {
  if (!a_.started || m.room != room_) return;
  if (m.from != a_.devices[static_cast<std::size_t>(a_.host)].key) {
    // A device that thinks it hosts, and is not the host: one cut off while
    // another took over. It is sent the log from the last change of host.
    uint64_t from = m.n;
    for (uint64_t i = a_.log.size(); i-- > 0;) {
      if (a_.log[i].kind == EntryKind::kHost) {
        from = std::min<uint64_t>(from, i);
        break;
      }
    }
    if (from < a_.log.size()) send_entries(peer, from);
    return;
  }
  if (hosting_) return;
  host_heard_ = now_;
  heard_host_ = true;
  if (m.n < a_.log.size()) send_entries(peer, m.n);  // a host resumed from an older save catches up
  if (m.n > held()) {
    status_at_ = 0;  // ask at once
  } else if (!catchup_ && m.n == a_.log.size() && m.state != a_.digest) {
    heal(true);
  }
}

bool Device::rate_ok(const std::string& peer) {
  Bucket& b = buckets_[peer];
  if (b.at == 0 && b.tokens == 0) b.tokens = timing_.rate_burst;
  if (now_ > b.at) {
    b.tokens = std::min<double>(timing_.rate_burst,
                                b.tokens + static_cast<double>(now_ - b.at) * timing_.rate_per_s / 1000.0);
    b.at = now_;
  }
  if (b.tokens < 1.0) {
    if (!b.warned) note(tr("A device sends more messages than a game needs: the rest are dropped for now."));
    b.warned = true;
    ++refused_;
    return false;
  }
  b.tokens -= 1.0;
  if (b.tokens > timing_.rate_burst / 2.0) b.warned = false;
  return true;
}

void Device::receive(const std::string& peer, std::string_view bytes) {
  if (!rate_ok(peer)) return;
  Message m;
  std::string error;
  if (!read_message(bytes, m, error)) {
    ++refused_;
    note(trf("A message was refused: {reason}", fmt::arg("reason", error)));
    return;
  }
  if (m.room != room_) return;  // another room's traffic on a shared channel
  if ((m.type == MessageType::kStatus || m.type == MessageType::kBeat) && !verify(m.from, status_text(m), m.sig)) {
    ++refused_;
    note(tr("A status that its device did not sign was refused."));
    return;
  }
  // Who was heard: the signed messages (hello is checked where it is read).
  if (m.type == MessageType::kStatus || m.type == MessageType::kBeat ||
      (m.type == MessageType::kHello && verify(m.from, hello_text(m), m.sig))) {
    learn_peer(peer, m);
  }
  if (a_.started && !hosting_ && m.from == a_.devices[static_cast<std::size_t>(a_.host)].key) {
    host_peer_ = peer;
    // Only what a host sends as host: a host that handed over (it was cut
    // off) still passes on entries, and is not heard as host for that.
    if (m.type == MessageType::kBeat || m.type == MessageType::kAsk) {
      host_heard_ = now_;
      heard_host_ = true;
    }
  }
  switch (m.type) {
    case MessageType::kHello: on_hello(peer, m); break;
    case MessageType::kPropose: on_propose(peer, m); break;
    case MessageType::kAsk: {
      // Only the host asks: its signature on the entry says so.
      if (m.entries.size() == 1 && !hosting_) {
        const Entry& e = m.entries[0];
        const PublicKey* host = nullptr;
        if (e.kind == EntryKind::kStart && e.host >= 0 && e.host < static_cast<int>(e.devices.size())) {
          host = &e.devices[static_cast<std::size_t>(e.host)].key;
        } else if (a_.started) {
          host = &a_.devices[static_cast<std::size_t>(a_.host)].key;
        }
        if (host && *host == m.from) {
          host_peer_ = peer;
          on_ask(m);
        }
      }
      break;
    }
    case MessageType::kReveal: on_reveal(m); break;
    case MessageType::kEntries: on_entries(m); break;
    case MessageType::kStatus: on_status(peer, m); break;
    case MessageType::kBeat: on_beat(peer, m); break;
    case MessageType::kSnapshot: on_snapshot(m); break;
    case MessageType::kLobby: on_lobby(m); break;
    case MessageType::kChat: on_chat(m); break;
  }
}

std::optional<std::string> Device::member_name(const PublicKey& k) const {
  if (a_.started) {
    const int d = device_of(k);
    if (d < 0) return std::nullopt;
    return a_.devices[static_cast<std::size_t>(d)].name;
  }
  if (k == key()) return name_;
  if (hosting_) {
    for (const Joiner& j : joiners_) {
      if (j.spec.key == k) return j.spec.name;
    }
    return std::nullopt;
  }
  for (const Lobby::Person& p : lobby_.people) {
    if (p.key == k) return p.name;
  }
  return std::nullopt;
}

bool Device::say(const std::string& text, std::string* why) {
  if (room_.empty() || !(hosting_ || joined_)) {
    if (why) *why = tr("Not in a room.");
    return false;
  }
  if (!chat_.say(key(), name_, text, now_, why)) return false;
  Message m = message(MessageType::kChat);
  m.n = held();
  const Digest r = random_digest();
  for (int i = 0; i < 8; ++i) m.nonce = (m.nonce << 8) | r[static_cast<std::size_t>(i)];
  m.nonce >>= 11;  // (53 bits: a JSON number every reader keeps exact)
  m.text = text;
  m.sig = signer_.sign(chat_text(m));
  send_all(m);
  return true;
}

void Device::on_chat(const Message& m) {
  if (m.from == key()) return;  // its own line, come back
  const std::optional<std::string> name = member_name(m.from);
  std::string why;
  if (!name) {
    why = "a chat line from a device that is not in the room";
  } else if (!verify(m.from, chat_text(m), m.sig)) {
    why = "a chat line that its device did not sign";
  } else if (chat_.take(m.from, *name, m.text, m.n, held(), digest(chat_text(m)), now_, why)) {
    return;
  }
  ++refused_;
  // One line in the log every 10 s at most: a flood of bad lines is not
  // to flood the log in turn.
  if (chat_noted_at_ == 0 || now_ >= chat_noted_at_ + 10000) {
    chat_noted_at_ = std::max<uint64_t>(now_, 1);
    note(trf("A chat line was refused: {reason}.", fmt::arg("reason", why)));
  }
}

bool Device::act(const Action& a, std::string* why) {
  auto no = [&](const std::string& w) {
    if (why) *why = w;
    return false;
  };
  // TRANSLATORS: why an action of a person online is refused, shown where they act.
  if (!a_.started) return no(tr("the game has not started"));
  if (!following()) return no(tr("this device no longer follows the host"));
  if (proposal_ || pending_) return no(tr("an action is on its way"));
  std::vector<int> mine = my_seats();
  if (std::find(mine.begin(), mine.end(), a.player) == mine.end()) return no(tr("not a seat of this device"));
  if (a_.away[a.player]) return no(tr("a computer player has the seat while you are away"));
  if (a_.next.acted()) return no(tr("a computer player moves first"));
  Rejection r = validate(*a_.edition, a_.table->state(), a);
  if (r != Rejection::kNone) return no(explain(*a_.edition, a_.table->state(), a, r));
  Message m = message(MessageType::kPropose);
  m.n = a_.log.size();
  m.prev = a_.last;
  m.seat = a.player;
  m.action = action_to_json(*a_.edition, a);
  m.sig = signer_.sign(proposal_text(room_, m.n, m.prev, m.seat, m.action));
  if (hosting_) {
    const uint64_t before = a_.log.size();
    on_propose("", m);
    if (a_.log.size() == before && !pending_) {
      return no(trf("refused: {reason}", fmt::arg("reason", notes_.empty() ? std::string() : notes_.back())));
    }
    return true;
  }
  proposal_ = m;
  proposal_at_ = now_;
  send_to_host(m);
  return true;
}

// ------------------------------------------------------------ the lobby

bool Lobby::can_start() const { return known && waiting_for().empty(); }

std::string Lobby::waiting_for() const {
  // The lobby's words are this device's: shown on its screen, never sent.
  if (!known) return tr("Waiting for the host.");
  for (const Seat& s : seats) {
    if (s.person && s.who < 0) {
      return s.name.empty() ? std::string(tr("Waiting for a player for a seat."))
                            : trf("Waiting for a player for {player}'s seat.", fmt::arg("player", s.name));
    }
  }
  for (const Person& p : people) {
    if (p.seat >= 0 && !p.ready) return trf("Waiting for {player} to be ready.", fmt::arg("player", p.name));
  }
  return "";
}

void Device::say_hello() {
  hello_at_ = now_ + 1;
  Message h = message(MessageType::kHello);
  h.name = name_;
  h.head = chain_.head();
  h.want_seat = want_seat_;
  h.ready = ready_;
  h.piece = piece_;
  h.n = 0;
  h.sig = signer_.sign(hello_text(h));
  send_all(h);
}

void Device::set_ready(bool ready, int piece) {
  ready_ = ready;
  piece_ = piece >= -1 && piece <= 7 ? piece : -1;
  if (a_.started) return;
  if (hosting_) {
    if (!joiners_.empty()) joiners_[0].piece = piece_;  // the host is always ready: it starts the game
    make_lobby();
    if (!plan_.start_when_full) send_lobby();
  } else if (joined_) {
    say_hello();
  }
}

void Device::make_lobby() {
  Lobby l;
  l.known = true;
  l.edition = plan_.edition ? plan_.edition->id : std::string();
  l.options = options_to_json(plan_.options);
  const std::vector<int> seat_of = seat_joiners();
  for (std::size_t j = 0; j < joiners_.size(); ++j) {
    Lobby::Person p;
    p.key = joiners_[j].spec.key;
    p.name = joiners_[j].spec.name;
    p.piece = joiners_[j].piece;
    p.ready = joiners_[j].ready;
    p.host = j == 0;
    l.people.push_back(p);
  }
  for (std::size_t s = 0; s < plan_.seats.size(); ++s) {
    Lobby::Seat seat;
    seat.person = plan_.seats[s].person;
    seat.level = seat.person ? "" : plan_.seats[s].level;
    seat.who = seat.person ? seat_of[s] : -1;
    seat.name = plan_.seats[s].name;
    if (seat.who >= 0) {
      l.people[static_cast<std::size_t>(seat.who)].seat = static_cast<int>(s);
      if (seat.name.empty()) seat.name = l.people[static_cast<std::size_t>(seat.who)].name;
    }
    l.seats.push_back(seat);
  }
  lobby_ = std::move(l);
}

namespace {
Json lobby_to_json(const Lobby& l) {
  Json seats = Json::array(), people = Json::array();
  for (const Lobby::Seat& s : l.seats) {
    seats.push_back(Json{{"name", s.name}, {"person", s.person}, {"level", s.level}, {"who", s.who}});
  }
  for (const Lobby::Person& p : l.people) {
    people.push_back(Json{{"key", to_hex(p.key)}, {"name", p.name}, {"piece", p.piece}, {"ready", p.ready},
                          {"host", p.host}, {"seat", p.seat}});
  }
  return Json{{"edition", l.edition}, {"options", l.options}, {"seats", seats}, {"people", people}};
}

bool lobby_from_json(const Json& j, Lobby& out, std::string& error) {
  JsonReader r;
  const std::string path = "lobby";
  const Json* seats = nullptr;
  const Json* people = nullptr;
  const Json* options = nullptr;
  bool ok = r.expect_object(j, path) && r.read_string(j, path, "edition", 64, out.edition) &&
            (options = r.member(j, path, "options", true)) != nullptr && r.expect_object(*options, path + ".options") &&
            (seats = r.member(j, path, "seats", true)) != nullptr && r.expect_array(*seats, path + ".seats", kMaxPlayers) &&
            (people = r.member(j, path, "people", true)) != nullptr &&
            r.expect_array(*people, path + ".people", static_cast<std::size_t>(kMaxDevices));
  if (ok) out.options = *options;
  for (std::size_t i = 0; ok && i < seats->size(); ++i) {
    const Json& x = (*seats)[i];
    const std::string p = path + ".seats[" + std::to_string(i) + "]";
    Lobby::Seat s;
    ok = r.expect_object(x, p) && r.read_string(x, p, "name", 64, s.name) && r.read_bool(x, p, "person", s.person) &&
         r.read_string(x, p, "level", 16, s.level) && r.read_int(x, p, "who", -1, kMaxDevices - 1, s.who);
    if (ok) out.seats.push_back(s);
  }
  for (std::size_t i = 0; ok && i < people->size(); ++i) {
    const Json& x = (*people)[i];
    const std::string p = path + ".people[" + std::to_string(i) + "]";
    Lobby::Person q;
    std::string key;
    ok = r.expect_object(x, p) && r.read_string(x, p, "key", 64, key) && r.read_string(x, p, "name", 64, q.name) &&
         r.read_int(x, p, "piece", -1, 7, q.piece) && r.read_bool(x, p, "ready", q.ready) &&
         r.read_bool(x, p, "host", q.host) && r.read_int(x, p, "seat", -1, kMaxPlayers - 1, q.seat);
    if (ok && !from_hex(key, q.key)) ok = r.fail(p + ".key", "expected 64 hex digits");
    if (ok) out.people.push_back(q);
  }
  for (std::size_t i = 0; ok && i < out.seats.size(); ++i) {
    if (out.seats[i].who >= static_cast<int>(out.people.size())) ok = r.fail(path + ".seats", "a seat names nobody in the lobby");
  }
  if (!ok) error = r.error();
  out.known = ok;
  return ok;
}
}  // namespace

void Device::send_lobby() {
  if (!hosting_ || a_.started) return;
  lobby_at_ = now_ + 1;
  Message m = message(MessageType::kLobby);
  m.snapshot = lobby_to_json(lobby_);
  m.sig = signer_.sign(lobby_text(m));
  send_all(m);
}

void Device::on_lobby(const Message& m) {
  if (hosting_ || a_.started || m.room != room_ || !joined_) return;
  if (!verify(m.from, lobby_text(m), m.sig)) {
    ++refused_;
    note(tr("A lobby that its device did not sign was refused."));
    return;
  }
  Lobby l;
  std::string error;
  if (!lobby_from_json(m.snapshot, l, error)) {
    ++refused_;
    note(trf("A lobby that could not be read was refused ({reason}).", fmt::arg("reason", error)));
    return;
  }
  // The host is the one its lobby says it is.
  bool from_host = false;
  for (const Lobby::Person& p : l.people) from_host = from_host || (p.host && p.key == m.from);
  if (!from_host) {
    ++refused_;
    note(tr("A lobby sent by a device that does not host it was refused."));
    return;
  }
  lobby_ = std::move(l);
}

bool Device::left_out() const {
  if (a_.started) return device_of(signer_.public_key()) < 0;
  if (!lobby_.known) return false;
  for (const Lobby::Person& p : lobby_.people) {
    if (p.key == signer_.public_key()) return p.seat < 0;
  }
  return false;  // not in it yet
}

bool Device::start_game(std::string* why) {
  auto no = [&](const std::string& w) {
    if (why) *why = w;
    return false;
  };
  if (!hosting_) return no(tr("Only the host starts the game."));
  if (a_.started) return no(tr("The game has started."));
  make_lobby();
  if (!lobby_.can_start()) return no(lobby_.waiting_for());
  start_asked_ = true;
  start_if_ready();
  return true;
}

void Device::tick(uint64_t now_ms) {
  now_ = std::max(now_, now_ms);
  if (verifier_) check_skipped();
  if (hosting_) {
    if (!a_.started) {
      if (!plan_.start_when_full && now_ >= lobby_at_ + timing_.beat_ms) send_lobby();
      start_if_ready();
      if (pending_ && now_ >= asked_at_ + timing_.resend_ms) {
        asked_at_ = now_;
        Message ask = message(MessageType::kAsk);
        ask.n = pending_->n;
        ask.prev = pending_->prev;
        ask.entries = {*pending_};
        send_all(ask);
      }
      return;
    }
    if (now_ >= beat_at_ + timing_.beat_ms) {
      beat_at_ = now_;
      Message b = message(MessageType::kBeat);
      b.n = a_.log.size();
      b.state = a_.digest;
      b.sig = signer_.sign(status_text(b));
      send_all(b);
    }
    if (pending_ && now_ >= asked_at_ + timing_.resend_ms) {
      asked_at_ = now_;
      Message ask = message(MessageType::kAsk);
      ask.n = pending_->n;
      ask.prev = pending_->prev;
      ask.entries = {*pending_};
      send_all(ask);
    }
    check_presence();
    check_decision_time();
    if (a_.table->timed() && a_.table->clock_running() && !pending_ && now_ >= clock_at_ + timing_.clock_ms) {
      const uint64_t elapsed = clock_at_ == 0 ? timing_.clock_ms : now_ - clock_at_;
      clock_at_ = now_;
      const GameState& s = a_.table->state();
      int who = decider(s);
      if (who == kNobody) who = s.current;
      const int amount = static_cast<int>(std::min<uint64_t>(elapsed, s.clock_ms_left));
      if (amount > 0) {
        Entry e;
        e.kind = EntryKind::kClock;
        e.action = action_to_json(*a_.edition, Action::make(ActionType::kClockTick, who, -1, amount));
        append(std::move(e));
      }
    }
    host_next();
    return;
  }
  if (!joined_ && !a_.started) return;  // (a host that handed over plays on as a joiner)
  if (!a_.started) {
    if (now_ >= hello_at_ + timing_.resend_ms || hello_at_ == 0) say_hello();
    return;
  }
  bool away = false;
  for (int s : my_seats()) away = away || a_.away[s];
  if (away && following() && now_ >= hello_at_ + timing_.away_ms / 2) {  // back: say so
    hello_at_ = now_;
    Message h = message(MessageType::kHello);
    h.name = name_;
    h.head = chain_.head();
    h.want_seat = want_seat_;
    h.n = held();
    h.sig = signer_.sign(hello_text(h));
    send_to_host(h);
  }
  const bool host_gone = now_ > host_heard_ + timing_.host_gone_ms;
  if (now_ >= status_at_ + timing_.beat_ms || status_at_ == 0) {
    status_at_ = now_ + 1;
    Message s = message(MessageType::kStatus);
    s.n = held();
    s.state = a_.digest;
    s.sig = signer_.sign(status_text(s));
    if (host_gone) {
      send_all(s);  // to whoever takes over
    } else {
      send_to_host(s);
    }
  }
  // Gone as this device sees it for a while more, so that a device that was
  // itself away first hears whether the host is still there.
  if (!host_gone) {
    gone_since_ = 0;
  } else if (gone_since_ == 0) {
    gone_since_ = now_;
  } else if (now_ >= gone_since_ + timing_.host_gone_ms) {
    take_over_if_first();
    if (hosting_) return;
  }
  if (proposal_ && now_ >= proposal_at_ + timing_.resend_ms) {
    proposal_at_ = now_;
    send_to_host(*proposal_);
  }
}

void Device::corrupt_for_test() {
  if (!a_.table) return;
  // Chance nobody agreed on: the unseen cards shuffled and the dice
  // generator seeded where only this device sees it.
  ChanceDraw wrong;
  wrong.seed = 0x5eed;
  wrong.stream = a_.log.size();
  a_.table->take_chance(wrong, a_.decks);
  a_.digest = compute_digest();
}

bool Device::host_lately() const {
  return !hosting_ && heard_host_ && now_ < host_heard_ + timing_.host_gone_ms / 2;
}

// --------------------------------------------------- catching up

Json Device::agreed_to_json() const {
  Json rolls = Json::array();
  for (uint64_t r : a_.rolls) rolls.push_back(r);
  Json next = {{"kind", static_cast<int>(a_.next.kind)}, {"seat", a_.next.seat}};
  if (a_.next.acted()) next["action"] = action_to_json(*a_.edition, a_.next.action);
  Json j = places_of(a_);
  j["table"] = a_.table->snapshot();
  j["host"] = a_.host;
  j["rolls"] = std::move(rolls);
  j["next"] = std::move(next);
  return j;
}

bool Device::agreed_from_json(const Json& j, Agreed& out, std::string& error) const {
  // What the start entry fixed comes from this device's own log; the rest
  // from the snapshot, every field checked.
  out.started = true;
  out.edition = a_.edition;
  out.devices = a_.devices;
  out.seats = a_.seats;
  out.away_level = a_.away_level;
  out.seed = a_.seed;
  const Game& g = a_.table->game();
  std::vector<ai::SeatPlayer> players(a_.seats.size());
  out.table = std::make_unique<ai::Table>(a_.edition, g.options, g.names, players, a_.seed, false);
  JsonReader r;
  const std::string path = "snapshot";
  const Json* table = r.member(j, path, "table", true);
  if (!table) return error = r.error(), false;
  if (!out.table->restore_snapshot(*table, error)) return false;
  const Json* unseen = r.member(j, path, "unseen", true);
  const Json* chains = r.member(j, path, "chains", true);
  const Json* away = r.member(j, path, "away", true);
  const Json* rolls = r.member(j, path, "rolls", true);
  const Json* next = r.member(j, path, "next", true);
  if (!unseen || !chains || !away || !rolls || !next || !r.expect_array(*unseen, path + ".unseen", kMaxDecks) ||
      !r.expect_array(*chains, path + ".chains", a_.devices.size()) ||
      !r.expect_array(*away, path + ".away", a_.seats.size()) || !r.expect_array(*rolls, path + ".rolls", 36) ||
      !r.expect_object(*next, path + ".next") || !r.read_int(j, path, "host", 0, static_cast<int64_t>(a_.devices.size()) - 1, out.host)) {
    return error = r.error(), false;
  }
  if (unseen->size() != static_cast<std::size_t>(kMaxDecks) || chains->size() != a_.devices.size() ||
      away->size() != a_.seats.size() || rolls->size() != 36) {
    return error = path + ": a list of another length than the room's", false;
  }
  for (int d = 0; d < kMaxDecks; ++d) {
    int64_t v = 0;
    if (!r.element_int((*unseen)[static_cast<std::size_t>(d)], path + ".unseen", static_cast<std::size_t>(d), 0, 255, v)) return error = r.error(), false;
    out.decks.unseen[d] = static_cast<uint8_t>(v);
  }
  for (std::size_t d = 0; d < chains->size(); ++d) {
    const Json& c = (*chains)[d];
    const std::string p = path_index(path + ".chains", d);
    int64_t index = 0;
    std::string link;
    Digest l{};
    if (!r.expect_array(c, p, 2) || c.size() != 2 || !r.element_int(c[0], p, 0, 1, 1 << 24, index) ||
        !r.as_string(c[1], p, 64, link) || !from_hex(link, l)) {
      return error = r.error().empty() ? p + ": not a chain's place" : r.error(), false;
    }
    // A chain only goes forward: never behind this device's own count.
    if (static_cast<uint64_t>(index) < a_.next_link[d]) return error = p + ": a chain gone back", false;
    out.next_link.push_back(static_cast<uint32_t>(index));
    out.last_link.push_back(l);
  }
  for (std::size_t s = 0; s < away->size(); ++s) {
    bool b = false;
    if (!r.as_bool((*away)[s], path_index(path + ".away", s), b)) return error = r.error(), false;
    out.away[s] = b;
  }
  for (std::size_t i = 0; i < 36; ++i) {
    uint64_t v = 0;
    if (!r.as_uint64((*rolls)[i], path_index(path + ".rolls", i), v)) return error = r.error(), false;
    out.rolls[i] = v;
  }
  int64_t kind = 0;
  if (!r.read_int(*next, path + ".next", "kind", 0, 4, kind) ||
      !r.read_int(*next, path + ".next", "seat", kNobody, kMaxPlayers - 1, out.next.seat)) {
    return error = r.error(), false;
  }
  out.next.kind = static_cast<ai::Step::Kind>(kind);
  if (out.next.acted()) {
    const Json* a = r.member(*next, path + ".next", "action", true);
    if (!a || !action_from_json(*a_.edition, *a, path + ".next.action", r, out.next.action)) return error = r.error(), false;
  }
  return true;
}

void Device::send_snapshot(const std::string& peer) {
  SnapshotSent& sent = snapshot_sent_[peer];
  // Once for each stretch of the log, and again when it may have been lost
  // (the device still asks from far behind).
  if (sent.at != 0 && sent.n + timing_.snapshot_after > a_.log.size() && now_ < sent.at + 2 * timing_.resend_ms) return;
  Message m = message(MessageType::kSnapshot);
  m.n = a_.log.size();
  m.prev = a_.last;
  m.state = a_.digest;
  m.snapshot = agreed_to_json();
  m.sig = signer_.sign(snapshot_text(m));
  std::string bytes = write_message(m);
  if (bytes.size() > kMaxMessageBytes) return;  // the entries alone, then
  sent.n = m.n;
  sent.at = now_;
  transport_.send(peer, bytes);
}

void Device::on_snapshot(const Message& m) {
  if (!a_.started || hosting_ || replaying_ || !following() || m.room != room_) return;
  // Only for a device behind (the host sends it to one far behind), one at a time.
  if (verifier_ || (catchup_ && catchup_->snap.n >= m.n) || m.n <= held()) {
    ++stale_;
    return;
  }
  const int from = device_of(m.from);
  if (from < 0 || !verify(m.from, snapshot_text(m), m.sig)) {
    ++refused_;
    note(tr("A snapshot that no device of this room signed was refused."));
    return;
  }
  if (!catchup_) {
    catchup_ = Catchup{};
    catchup_->last = a_.last;
  }
  catchup_->snap = m;  // a later one replaces it: the entries before it still come
  status_at_ = 0;      // ask for them at once
  take_catchup();
}

void Device::take_catchup() {
  while (catchup_ && !early_.empty()) {
    auto it = early_.begin();
    if (it->first < held()) {
      early_.erase(it);
      continue;
    }
    if (it->first != held() || held() >= catchup_->snap.n) break;
    const Entry& e = it->second;
    // Linked to the one before: the snapshot's prev then binds every one of
    // them to what its signer signed. They are checked in full after.
    if (e.prev != catchup_->last) {
      early_.erase(it);
      Catchup c = std::move(*catchup_);
      catchup_.reset();
      give_up_catchup(c, "An entry that does not follow the one before came while catching up: the snapshot is dropped.");
      return;
    }
    catchup_->last = entry_digest(e);
    catchup_->entries.push_back(e);
    early_.erase(it);
  }
  if (catchup_ && held() == catchup_->snap.n) jump();
}

void Device::give_up_catchup(Catchup& c, const std::string& line) {
  ++refused_;
  note(line);
  for (Entry& e : c.entries) early_.insert_or_assign(e.n, std::move(e));
}

void Device::jump() {
  Catchup c = std::move(*catchup_);
  catchup_.reset();
  auto back_to_entries = [&](const std::string& why) {
    give_up_catchup(c, trf("The host's snapshot was not taken ({reason}): the entries are checked one by one instead.",
                           fmt::arg("reason", why)));
  };
  if (c.last != c.snap.prev) return back_to_entries("it does not follow the entries before it");
  // Signed by the device that hosts at its place (a change of host may be
  // among the entries it skips).
  int host = a_.host;
  for (const Entry& e : c.entries) {
    if (e.kind == EntryKind::kHost && e.host >= 0 && e.host < static_cast<int>(a_.devices.size())) host = e.host;
  }
  if (c.snap.from != a_.devices[static_cast<std::size_t>(host)].key) return back_to_entries("not the host's");
  Agreed fresh;
  std::string error;
  if (!agreed_from_json(c.snap.snapshot, fresh, error)) return back_to_entries(error);
  if (fresh.host != host) return back_to_entries("another host than its entries name");
  fresh.log = a_.log;
  fresh.log.insert(fresh.log.end(), c.entries.begin(), c.entries.end());
  fresh.last = c.snap.prev;
  fresh.digest = digest_of(fresh);
  if (fresh.digest != c.snap.state) return back_to_entries("its state is not the one it names");
  const uint64_t from = a_.log.size();
  // The state before the jump replays the skipped entries, a few at each
  // tick, with every check; it must reach the same digest.
  verifier_ = std::make_unique<Device>("check", signer_, HashChain(), editions_, quiet_, timing_);
  verifier_->room_ = room_;
  verifier_->replaying_ = true;
  verifier_->a_ = std::move(a_);
  verify_from_ = from;
  verify_to_ = c.snap.n;
  verify_state_ = c.snap.state;
  snapshot_state_ = c.snap.snapshot;
  a_ = std::move(fresh);
  ++snapshots_;
  if (resumed_ && a_.log.size() > resumed_entries_) resumed_ = false;
  if (proposal_ && proposal_->n < a_.log.size()) proposal_.reset();
  revealed_for_.erase(revealed_for_.begin(), revealed_for_.lower_bound(a_.log.size()));
  if (host != verifier_->a_.host) host_peer_.clear();  // the peer named so far was the old host's
  const uint64_t behind = c.snap.n - from;
  note(trnf("This device was {count} entry behind: it plays on from the host's snapshot at entry {entry} and checks "
            "the entry it skipped meanwhile.",
            "This device was {count} entries behind: it plays on from the host's snapshot at entry {entry} and checks "
            "the entries it skipped meanwhile.",
            behind, fmt::arg("count", text::number(static_cast<int64_t>(behind))),
            fmt::arg("entry", std::to_string(c.snap.n))));
  replaced();
}

void Device::check_skipped() {
  enum class Outcome { kGoing, kDone, kFailed } outcome = Outcome::kGoing;
  std::string why;
  for (uint32_t k = 0; k <= timing_.verify_per_tick && outcome == Outcome::kGoing; ++k) {
    Agreed& v = verifier_->a_;
    if (v.log.size() >= verify_to_) {
      outcome = v.digest == verify_state_ ? Outcome::kDone : Outcome::kFailed;
      if (outcome == Outcome::kFailed) why = "its state is not the one its entries make";
      break;
    }
    if (k == timing_.verify_per_tick) break;  // the rest at the next tick
    const Entry& e = a_.log[v.log.size()];
    if (!verifier_->apply_entry(e, why)) {
      outcome = Outcome::kFailed;
      why = "entry " + std::to_string(e.n) + " does not hold (" + why + ")";
    }
  }
  if (outcome == Outcome::kGoing) return;
  if (outcome == Outcome::kDone) {
    const uint64_t skipped = verify_to_ - verify_from_;
    note(trnf("The {count} entry the snapshot skipped was checked: it makes the state it gave.",
              "The {count} entries the snapshot skipped were checked: they make the state it gave.", skipped,
              fmt::arg("count", text::number(static_cast<int64_t>(skipped)))));
    verifier_.reset();
    return;
  }
  Desync d;
  d.at = verify_to_;
  d.mine = snapshot_state_;
  const Agreed& v = verifier_->a_;
  if (v.table) d.healed = state_to_json(*v.edition, v.table->state());
  desyncs_.push_back(std::move(d));
  verifier_.reset();
  ++refused_;
  host_refused_ = true;
  note(trf("The host's snapshot was wrong: {reason}. The host broke the rules: this device no longer follows it; "
           "both states are kept.",
           fmt::arg("reason", why)));
}

// ------------------------------------------------------------- saves

Json Device::save() const {
  Json log = Json::array();
  for (const Entry& e : a_.log) log.push_back(entry_to_json(e));
  return Json{{"format", "landlord-online"},
              {"version", 1},
              {"room", room_},
              {"name", name_},
              {"key", to_hex(signer_.public_key())},
              {"chain", {{"secret", to_hex(chain_.link(chain_.length()))}, {"length", chain_.length()}}},
              {"want_seat", want_seat_},
              {"log", std::move(log)}};
}

std::unique_ptr<Device> Device::resume(const Json& j, const Signer& signer, EditionSource editions,
                                       Transport& transport, Timing timing, std::string& error) {
  JsonReader r;
  const std::string path = "online";
  std::string format, room, name, key, secret;
  int64_t version = 0, length = 0;
  int want = -1;
  const Json* chain = nullptr;
  const Json* log = nullptr;
  if (!r.expect_object(j, path) || !r.read_string(j, path, "format", 32, format) ||
      !r.read_int(j, path, "version", 1, 1, version) || !r.read_string(j, path, "room", 64, room) ||
      !r.read_string(j, path, "name", 64, name) || !r.read_string(j, path, "key", 64, key) ||
      !r.read_int(j, path, "want_seat", -1, 7, want) || !(chain = r.member(j, path, "chain", true)) ||
      !r.expect_object(*chain, path + ".chain") || !r.read_string(*chain, path + ".chain", "secret", 64, secret) ||
      !r.read_int(*chain, path + ".chain", "length", 1, 1 << 20, length) || !(log = r.member(j, path, "log", true)) ||
      !r.expect_array(*log, path + ".log", 1u << 20)) {
    error = r.error().empty() ? "not an online game" : r.error();
    return nullptr;
  }
  if (format != "landlord-online") {
    error = "not an online game";
    return nullptr;
  }
  PublicKey k{};
  Digest sec{};
  if (!from_hex(key, k) || !from_hex(secret, sec)) {
    error = "online: a key or chain that is not hex";
    return nullptr;
  }
  if (k != signer.public_key()) {
    error = "this online game was saved by another device (its key is not this device's)";
    return nullptr;
  }
  auto d = std::make_unique<Device>(name, signer, HashChain(sec, static_cast<uint32_t>(length)), std::move(editions),
                                    transport, timing);
  d->room_ = room;
  d->joined_ = true;
  d->want_seat_ = want;
  d->replaying_ = true;
  for (std::size_t i = 0; i < log->size(); ++i) {
    Entry e;
    std::string why;
    JsonReader er;
    if (!entry_from_json((*log)[i], path_index(path + ".log", i), er, e)) {
      error = "this online game's save is damaged or edited: " + er.error();
      return nullptr;
    }
    if (!d->apply_entry(e, why)) {
      error = "this online game's save is damaged or edited: entry " + std::to_string(i) + ": " + why;
      return nullptr;
    }
  }
  d->replaying_ = false;
  if (!d->a_.started) {
    error = "this online game's save holds no game";
    return nullptr;
  }
  const int me = d->device_of(signer.public_key());
  if (me < 0 || d->a_.devices[static_cast<std::size_t>(me)].head != d->chain_.head()) {
    error = "this online game's save is damaged or edited: the chain is not this device's";
    return nullptr;
  }
  d->resumed_ = true;
  d->resumed_entries_ = d->a_.log.size();
  d->hosting_ = false;
  d->heard_.assign(d->a_.devices.size(), 0);
  d->have_.assign(d->a_.devices.size(), 0);
  d->peer_of_.assign(d->a_.devices.size(), std::string());
  d->notes_.clear();
  d->note(trf("The game was resumed from this device's save, at entry {entry}.",
              fmt::arg("entry", std::to_string(d->a_.log.size()))));
  return d;
}

void Device::host_again() {
  if (!a_.started) return;
  const int me = device_of(signer_.public_key());
  if (me < 0) return;
  resumed_ = false;
  hosting_ = true;  // so that the change of host below is taken without a host heard
  for (uint64_t& h : heard_) h = now_;
  if (a_.host == me) return;
  append(host_entry(me));
}

bool Device::replay(const std::vector<Entry>& log, const EditionSource& editions, Digest& out, std::string& error,
                    ai::Table* table) {
  NullTransport quiet;
  KeyPair watcher = KeyPair::from_seed(digest("landlord-replay"));
  Device d("replay", watcher, HashChain(), editions, quiet);
  d.replaying_ = true;
  for (const Entry& e : log) {
    if (!d.apply_entry(e, error)) {
      error = "entry " + std::to_string(e.n) + ": " + error;
      return false;
    }
  }
  out = d.a_.digest;
  if (table && d.a_.table) *table = std::move(*d.a_.table);
  return true;
}

}  // namespace landlord::net
