#include "net/message.h"

#include "net/chat.h"

namespace landlord::net {
namespace {

constexpr std::size_t kMaxName = 64;
constexpr std::size_t kMaxRoom = 64;

const char* entry_kind_name(EntryKind k) {
  switch (k) {
    case EntryKind::kStart: return "start";
    case EntryKind::kAct: return "act";
    case EntryKind::kSeat: return "seat";
    case EntryKind::kClock: return "clock";
    case EntryKind::kHost: return "host";
  }
  return "act";
}

template <std::size_t N>
bool read_hex(JsonReader& r, const Json& obj, const std::string& path, std::string_view key,
              std::array<uint8_t, N>& out) {
  std::string s;
  if (!r.read_string(obj, path, key, 2 * N, s)) return false;
  if (!from_hex(s, out)) return r.fail(path_key(path, key), "expected " + std::to_string(2 * N) + " hex digits");
  return true;
}

bool read_u64(JsonReader& r, const Json& obj, const std::string& path, std::string_view key, uint64_t& out) {
  const Json* v = r.member(obj, path, key, true);
  return v && r.as_uint64(*v, path_key(path, key), out);
}

bool read_action_object(JsonReader& r, const Json& obj, const std::string& path, std::string_view key, Json& out) {
  const Json* v = r.member(obj, path, key, true);
  if (!v || !r.expect_object(*v, path_key(path, key))) return false;
  out = *v;
  return true;
}

Json reveal_to_json(const Reveal& v) {
  return Json{{"device", v.device}, {"index", v.index}, {"link", to_hex(v.link)}};
}

bool reveal_from_json(JsonReader& r, const Json& j, const std::string& path, Reveal& out) {
  if (!r.expect_object(j, path)) return false;
  return r.read_int(j, path, "device", 0, kMaxDevices - 1, out.device) &&
         r.read_int(j, path, "index", 1, 1 << 30, out.index) && read_hex(r, j, path, "link", out.link);
}

}  // namespace

const char* message_type_name(MessageType t) {
  switch (t) {
    case MessageType::kHello: return "hello";
    case MessageType::kPropose: return "propose";
    case MessageType::kAsk: return "ask";
    case MessageType::kReveal: return "reveal";
    case MessageType::kEntries: return "entries";
    case MessageType::kStatus: return "status";
    case MessageType::kBeat: return "beat";
    case MessageType::kSnapshot: return "snapshot";
    case MessageType::kLobby: return "lobby";
    case MessageType::kChat: return "chat";
  }
  return "status";
}

Json entry_to_json(const Entry& e) {
  Json j = {{"n", e.n}, {"kind", entry_kind_name(e.kind)}, {"prev", to_hex(e.prev)}};
  switch (e.kind) {
    case EntryKind::kStart: {
      j["room"] = e.room;
      j["edition"] = e.edition;
      j["edition_hash"] = e.edition_hash;
      j["options"] = e.options;
      j["away_level"] = e.away_level;
      j["host"] = e.host;
      if (e.decision_s) j["decision_s"] = e.decision_s;  // (only when set: older entries read the same)
      Json devices = Json::array();
      for (const DeviceSpec& d : e.devices) {
        devices.push_back({{"key", to_hex(d.key)}, {"head", to_hex(d.head)}, {"name", d.name}});
      }
      j["devices"] = std::move(devices);
      Json seats = Json::array();
      for (const SeatSpec& s : e.seats) seats.push_back({{"name", s.name}, {"device", s.device}, {"level", s.level}});
      j["seats"] = std::move(seats);
      break;
    }
    case EntryKind::kAct:
      j["seat"] = e.seat;
      j["action"] = e.action;
      j["computer"] = e.computer;
      if (!e.computer) j["actor_sig"] = to_hex(e.actor_sig);
      break;
    case EntryKind::kSeat:
      j["seat"] = e.seat;
      j["computer"] = e.computer;
      if (e.timeout) j["timeout"] = true;
      break;
    case EntryKind::kClock:
      j["action"] = e.action;
      break;
    case EntryKind::kHost:
      j["host"] = e.host;
      break;
  }
  if (!e.reveals.empty()) {
    Json rs = Json::array();
    for (const Reveal& v : e.reveals) rs.push_back(reveal_to_json(v));
    j["reveals"] = std::move(rs);
  }
  j["host_sig"] = to_hex(e.host_sig);
  return j;
}

bool entry_from_json(const Json& j, const std::string& path, JsonReader& r, Entry& out) {
  out = Entry{};
  if (!r.expect_object(j, path)) return false;
  std::string kind;
  if (!read_u64(r, j, path, "n", out.n) || !r.read_string(j, path, "kind", 8, kind) ||
      !read_hex(r, j, path, "prev", out.prev) || !read_hex(r, j, path, "host_sig", out.host_sig)) {
    return false;
  }
  if (kind == "start") {
    out.kind = EntryKind::kStart;
    if (!r.read_string(j, path, "room", kMaxRoom, out.room) || !r.read_string(j, path, "edition", kMaxName, out.edition) ||
        !r.read_string(j, path, "edition_hash", 16, out.edition_hash) ||
        !r.read_string(j, path, "away_level", 16, out.away_level) ||
        !r.read_int(j, path, "host", 0, kMaxDevices - 1, out.host)) {
      return false;
    }
    if (j.contains("decision_s")) {
      int64_t s = 0;
      if (!r.read_int(j, path, "decision_s", 1, 3600, s)) return false;
      out.decision_s = static_cast<uint32_t>(s);
    }
    const Json* o = r.member(j, path, "options", true);
    if (!o || !r.expect_object(*o, path_key(path, "options"))) return false;
    out.options = *o;
    const std::string dp = path_key(path, "devices");
    const Json* ds = r.member(j, path, "devices", true);
    if (!ds || !r.expect_array(*ds, dp, kMaxDevices)) return false;
    for (std::size_t i = 0; i < ds->size(); ++i) {
      const std::string p = path_index(dp, i);
      DeviceSpec d;
      if (!r.expect_object((*ds)[i], p) || !read_hex(r, (*ds)[i], p, "key", d.key) ||
          !read_hex(r, (*ds)[i], p, "head", d.head) || !r.read_string((*ds)[i], p, "name", kMaxName, d.name)) {
        return false;
      }
      out.devices.push_back(d);
    }
    const std::string sp = path_key(path, "seats");
    const Json* ss = r.member(j, path, "seats", true);
    if (!ss || !r.expect_array(*ss, sp, 8)) return false;
    for (std::size_t i = 0; i < ss->size(); ++i) {
      const std::string p = path_index(sp, i);
      SeatSpec s;
      if (!r.expect_object((*ss)[i], p) || !r.read_string((*ss)[i], p, "name", kMaxName, s.name) ||
          !r.read_int((*ss)[i], p, "device", -1, kMaxDevices - 1, s.device) ||
          !r.read_string((*ss)[i], p, "level", 16, s.level)) {
        return false;
      }
      out.seats.push_back(s);
    }
  } else if (kind == "act") {
    out.kind = EntryKind::kAct;
    if (!r.read_int(j, path, "seat", 0, 7, out.seat) || !read_action_object(r, j, path, "action", out.action) ||
        !r.read_bool(j, path, "computer", out.computer)) {
      return false;
    }
    if (!out.computer && !read_hex(r, j, path, "actor_sig", out.actor_sig)) return false;
  } else if (kind == "seat") {
    out.kind = EntryKind::kSeat;
    if (!r.read_int(j, path, "seat", 0, 7, out.seat) || !r.read_bool(j, path, "computer", out.computer)) return false;
    if (j.contains("timeout") && !r.read_bool(j, path, "timeout", out.timeout)) return false;
  } else if (kind == "clock") {
    out.kind = EntryKind::kClock;
    if (!read_action_object(r, j, path, "action", out.action)) return false;
  } else if (kind == "host") {
    out.kind = EntryKind::kHost;
    if (!r.read_int(j, path, "host", 0, kMaxDevices - 1, out.host)) return false;
  } else {
    return r.fail(path_key(path, "kind"), "expected start, act, seat, clock or host");
  }
  if (const Json* rs = r.member(j, path, "reveals", false)) {
    const std::string rp = path_key(path, "reveals");
    if (!r.expect_array(*rs, rp, kMaxDevices)) return false;
    for (std::size_t i = 0; i < rs->size(); ++i) {
      Reveal v;
      if (!reveal_from_json(r, (*rs)[i], path_index(rp, i), v)) return false;
      out.reveals.push_back(v);
    }
  }
  return !r.failed();
}

std::string entry_text(const Entry& e) {
  Entry unsigned_entry = e;
  unsigned_entry.host_sig = Signature{};
  return "landlord-entry:" + dump_json(entry_to_json(unsigned_entry));
}

Digest entry_digest(const Entry& e) { return digest(entry_text(e) + to_hex(e.host_sig)); }

std::string proposal_text(const std::string& room, uint64_t n, const Digest& prev, int seat, const Json& action) {
  return "landlord-act:" + dump_json(Json{{"room", room}, {"n", n}, {"prev", to_hex(prev)}, {"seat", seat}, {"action", action}});
}

std::string hello_text(const Message& m) {
  Json j{{"room", m.room}, {"from", to_hex(m.from)}, {"name", m.name}, {"head", to_hex(m.head)}, {"want_seat", m.want_seat}};
  // A lobby's readiness and piece, only when said (a hello without them
  // is the same text as before they were).
  if (m.ready || m.piece >= 0) {
    j["ready"] = m.ready;
    j["piece"] = m.piece;
  }
  return "landlord-hello:" + dump_json(j);
}

std::string lobby_text(const Message& m) {
  return "landlord-lobby:" + dump_json(Json{{"room", m.room}, {"from", to_hex(m.from)},
                                            {"body", to_hex(digest(dump_json(m.snapshot)))}});
}

std::string chat_text(const Message& m) {
  return "landlord-chat:" + dump_json(Json{{"room", m.room}, {"from", to_hex(m.from)}, {"n", m.n}, {"nonce", m.nonce},
                                           {"text", m.text}});
}

std::string status_text(const Message& m) {
  return std::string("landlord-") + message_type_name(m.type) + ":" +
         dump_json(Json{{"room", m.room}, {"from", to_hex(m.from)}, {"n", m.n}, {"state", to_hex(m.state)}});
}

std::string snapshot_text(const Message& m) {
  return "landlord-snapshot:" + dump_json(Json{{"room", m.room},
                                               {"from", to_hex(m.from)},
                                               {"n", m.n},
                                               {"prev", to_hex(m.prev)},
                                               {"state", to_hex(m.state)},
                                               {"body", to_hex(digest(dump_json(m.snapshot)))}});
}

std::string write_message(const Message& m) {
  Json j = {{"v", kProtocolVersion}, {"t", message_type_name(m.type)}, {"room", m.room}, {"from", to_hex(m.from)}};
  switch (m.type) {
    case MessageType::kHello:
      j["name"] = m.name;
      j["head"] = to_hex(m.head);
      j["want_seat"] = m.want_seat;
      j["have"] = m.n;
      if (m.ready || m.piece >= 0) {
        j["ready"] = m.ready;
        j["piece"] = m.piece;
      }
      j["sig"] = to_hex(m.sig);
      break;
    case MessageType::kPropose:
      j["n"] = m.n;
      j["prev"] = to_hex(m.prev);
      j["seat"] = m.seat;
      j["action"] = m.action;
      j["sig"] = to_hex(m.sig);
      break;
    case MessageType::kAsk: {
      j["n"] = m.n;
      j["prev"] = to_hex(m.prev);
      Json list = Json::array();
      for (const Entry& e : m.entries) list.push_back(entry_to_json(e));
      j["entries"] = std::move(list);
      break;
    }
    case MessageType::kReveal:
      j["n"] = m.n;
      j["prev"] = to_hex(m.prev);
      j["reveal"] = reveal_to_json(m.reveal);
      break;
    case MessageType::kEntries: {
      Json list = Json::array();
      for (const Entry& e : m.entries) list.push_back(entry_to_json(e));
      j["entries"] = std::move(list);
      break;
    }
    case MessageType::kStatus:
    case MessageType::kBeat:
      j["n"] = m.n;
      j["state"] = to_hex(m.state);
      j["sig"] = to_hex(m.sig);
      break;
    case MessageType::kSnapshot:
      j["n"] = m.n;
      j["prev"] = to_hex(m.prev);
      j["state"] = to_hex(m.state);
      j["snapshot"] = m.snapshot;
      j["sig"] = to_hex(m.sig);
      break;
    case MessageType::kLobby:
      j["lobby"] = m.snapshot;
      j["sig"] = to_hex(m.sig);
      break;
    case MessageType::kChat:
      j["n"] = m.n;
      j["nonce"] = m.nonce;
      j["text"] = m.text;
      j["sig"] = to_hex(m.sig);
      break;
  }
  return dump_json(j);
}

bool read_message(std::string_view bytes, Message& out, std::string& error) {
  out = Message{};
  if (bytes.size() > kMaxMessageBytes) {
    error = "message of " + std::to_string(bytes.size()) + " bytes: the limit is " + std::to_string(kMaxMessageBytes);
    return false;
  }
  Json j;
  if (!parse_json(bytes, j, error)) return false;
  JsonReader r;
  const std::string path = "message";
  int64_t v = 0;
  std::string t;
  if (!r.expect_object(j, path) || !r.read_int(j, path, "v", 0, 1 << 20, v)) {
    error = r.error();
    return false;
  }
  if (v != kProtocolVersion) {
    error = "message of protocol version " + std::to_string(v) + ": this game speaks version " +
            std::to_string(kProtocolVersion);
    return false;
  }
  if (!r.read_string(j, path, "t", 16, t) || !r.read_string(j, path, "room", kMaxRoom, out.room) ||
      !read_hex(r, j, path, "from", out.from)) {
    error = r.error();
    return false;
  }
  bool ok = true;
  if (t == "hello") {
    out.type = MessageType::kHello;
    ok = r.read_string(j, path, "name", kMaxName, out.name) && read_hex(r, j, path, "head", out.head) &&
         r.read_int(j, path, "want_seat", -1, 7, out.want_seat) && read_u64(r, j, path, "have", out.n) &&
         read_hex(r, j, path, "sig", out.sig);
    if (ok && j.contains("ready")) {
      ok = r.read_bool(j, path, "ready", out.ready) && r.read_int(j, path, "piece", -1, 7, out.piece);
    }
  } else if (t == "propose") {
    out.type = MessageType::kPropose;
    ok = read_u64(r, j, path, "n", out.n) && read_hex(r, j, path, "prev", out.prev) &&
         r.read_int(j, path, "seat", 0, 7, out.seat) && read_action_object(r, j, path, "action", out.action) &&
         read_hex(r, j, path, "sig", out.sig);
  } else if (t == "ask" || t == "entries") {
    out.type = t == "ask" ? MessageType::kAsk : MessageType::kEntries;
    if (out.type == MessageType::kAsk) ok = read_u64(r, j, path, "n", out.n) && read_hex(r, j, path, "prev", out.prev);
    const Json* list = ok ? r.member(j, path, "entries", true) : nullptr;
    const std::string lp = path_key(path, "entries");
    ok = list && r.expect_array(*list, lp, out.type == MessageType::kAsk ? 1 : kMaxEntriesPerMessage);
    for (std::size_t i = 0; ok && i < list->size(); ++i) {
      Entry e;
      ok = entry_from_json((*list)[i], path_index(lp, i), r, e);
      if (ok) out.entries.push_back(std::move(e));
    }
    if (ok && out.type == MessageType::kAsk && out.entries.size() != 1) ok = r.fail(lp, "expected the one entry asked for");
  } else if (t == "reveal") {
    out.type = MessageType::kReveal;
    const Json* rv = nullptr;
    ok = read_u64(r, j, path, "n", out.n) && read_hex(r, j, path, "prev", out.prev) &&
         (rv = r.member(j, path, "reveal", true)) != nullptr && reveal_from_json(r, *rv, path_key(path, "reveal"), out.reveal);
  } else if (t == "status" || t == "beat") {
    out.type = t == "status" ? MessageType::kStatus : MessageType::kBeat;
    ok = read_u64(r, j, path, "n", out.n) && read_hex(r, j, path, "state", out.state) &&
         read_hex(r, j, path, "sig", out.sig);
  } else if (t == "snapshot") {
    out.type = MessageType::kSnapshot;
    const Json* body = nullptr;
    ok = read_u64(r, j, path, "n", out.n) && read_hex(r, j, path, "prev", out.prev) &&
         read_hex(r, j, path, "state", out.state) && (body = r.member(j, path, "snapshot", true)) != nullptr &&
         r.expect_object(*body, path_key(path, "snapshot")) && read_hex(r, j, path, "sig", out.sig);
    if (ok) out.snapshot = *body;
    if (ok && out.n == 0) ok = r.fail(path_key(path, "n"), "a snapshot follows at least the start");
  } else if (t == "lobby") {
    out.type = MessageType::kLobby;
    const Json* body = nullptr;
    ok = (body = r.member(j, path, "lobby", true)) != nullptr && r.expect_object(*body, path_key(path, "lobby")) &&
         read_hex(r, j, path, "sig", out.sig);
    if (ok) out.snapshot = *body;
  } else if (t == "chat") {
    out.type = MessageType::kChat;
    ok = read_u64(r, j, path, "n", out.n) && read_u64(r, j, path, "nonce", out.nonce) &&
         r.read_string(j, path, "text", Chat::kMaxBytes, out.text) && read_hex(r, j, path, "sig", out.sig);
    std::string why;
    if (ok && !Chat::readable(out.text, &why)) ok = r.fail(path_key(path, "text"), why);
  } else {
    r.fail(path_key(path, "t"), "unknown message type");
    ok = false;
  }
  if (!ok) {
    error = r.error().empty() ? "message: not readable" : r.error();
    return false;
  }
  return true;
}

}  // namespace landlord::net
