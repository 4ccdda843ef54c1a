#include "saves/table_record.h"

#include "engine/json.h"
#include "engine/json_reader.h"

namespace landlord::saves {

const char* seat_kind_name(SeatKind k) {
  switch (k) {
    case SeatKind::kHuman: return "human";
    case SeatKind::kEasy: return "easy";
    case SeatKind::kHard: return "hard";
    case SeatKind::kExpert: return "expert";
  }
  return "human";
}

bool seat_kind_from_name(std::string_view name, SeatKind& out) {
  for (SeatKind k : {SeatKind::kHuman, SeatKind::kEasy, SeatKind::kHard, SeatKind::kExpert}) {
    if (name == seat_kind_name(k)) {
      out = k;
      return true;
    }
  }
  return false;
}

Json table_to_json(const TableRecord& t) {
  Json j = Json::object();
  Json seats = Json::array();
  for (const Seat& s : t.seats) {
    seats.push_back({{"name", s.name}, {"kind", seat_kind_name(s.kind)}, {"token", s.token}, {"colour", s.colour}});
  }
  j["seats"] = seats;
  j["speed"] = t.speed;
  Json log = Json::array();
  for (const LogLine& l : t.log) log.push_back({{"turn", l.turn}, {"player", l.player}, {"text", l.text}});
  j["log"] = log;
  j["bankrupt_order"] = t.bankrupt_order;
  if (!t.bots->is_null()) j["bots"] = *t.bots;
  j["palette"] = kPaletteVersion;
  return j;
}

std::string fit_log_text(std::string text) {
  if (text.size() <= kMaxLogLineBytes) return text;
  std::size_t n = kMaxLogLineBytes - 3;
  while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
  text.resize(n);
  text += "...";
  return text;
}

int colour_from_palette_1(int colour) {
  // charcoal, white, violet, teal, lime, navy, salmon, silver
  static const int kToday[kColourCount] = {6, 5, 0, 1, 3, 4, 2, 7};
  return colour >= 0 && colour < kColourCount ? kToday[colour] : colour;
}

bool table_from_json(const Json& j, TableRecord& out, std::string& error) {
  JsonReader r;
  TableRecord t;
  if (!r.expect_object(j, "ui")) return error = r.error(), false;
  if (const Json* seats = r.member(j, "ui", "seats", false)) {
    if (!r.expect_array(*seats, "ui.seats", kMaxPlayers)) return error = r.error(), false;
    for (std::size_t i = 0; i < seats->size(); ++i) {
      std::string p = path_index("ui.seats", i);
      Seat s;
      std::string kind;
      if (!r.read_string((*seats)[i], p, "name", kMaxSeatNameBytes, s.name) ||
          !r.read_string((*seats)[i], p, "kind", 16, kind) ||
          !r.read_int((*seats)[i], p, "token", 0, kTokenCount - 1, s.token) ||
          !r.read_int((*seats)[i], p, "colour", 0, kColourCount - 1, s.colour)) {
        return error = r.error(), false;
      }
      if (!seat_kind_from_name(kind, s.kind)) {
        return error = path_key(p, "kind") + ": expected human, easy, hard or expert", false;
      }
      t.seats.push_back(std::move(s));
    }
  }
  if (!r.read_int(j, "ui", "speed", 0, 3, t.speed, false)) return error = r.error(), false;
  t.palette = 0;  // not written before palette 2
  if (!r.read_int(j, "ui", "palette", 1, 1000000, t.palette, false)) return error = r.error(), false;
  if (const Json* l = r.member(j, "ui", "log", false)) {
    if (!r.expect_array(*l, "ui.log", kMaxLogLines)) return error = r.error(), false;
    for (std::size_t i = 0; i < l->size(); ++i) {
      std::string p = path_index("ui.log", i);
      LogLine line;
      if (!r.read_int((*l)[i], p, "turn", 0, 1u << 30, line.turn) ||
          !r.read_int((*l)[i], p, "player", -1, kMaxPlayers - 1, line.player) ||
          !r.read_string((*l)[i], p, "text", kMaxLogLineBytes, line.text)) {
        return error = r.error(), false;
      }
      t.log.push_back(std::move(line));
    }
  }
  if (const Json* b = r.member(j, "ui", "bankrupt_order", false)) {
    if (!r.expect_array(*b, "ui.bankrupt_order", kMaxPlayers)) return error = r.error(), false;
    for (std::size_t i = 0; i < b->size(); ++i) {
      int64_t v = 0;
      if (!r.element_int((*b)[i], "ui.bankrupt_order", i, 0, kMaxPlayers - 1, v)) {
        return error = r.error(), false;
      }
      t.bankrupt_order.push_back(static_cast<int>(v));
    }
  }
  // The bots' memories are not needed to resume (the history replays to
  // them): anything but an array of at most one object (or null) per
  // player is left out rather than refusing the game.
  if (const Json* b = r.member(j, "ui", "bots", false)) {
    bool fits = b->is_array() && b->size() <= static_cast<std::size_t>(kMaxPlayers);
    for (std::size_t i = 0; fits && i < b->size(); ++i) fits = (*b)[i].is_object() || (*b)[i].is_null();
    if (fits) t.bots = *b;
  }
  out = std::move(t);
  return true;
}

TableRecord table_or_humans(const TableRecord& t, const std::vector<std::string>& names) {
  if (!t.empty()) return t;
  TableRecord out = t;
  for (std::size_t i = 0; i < names.size(); ++i) {
    Seat s;
    s.name = names[i].substr(0, kMaxSeatNameBytes);
    s.token = static_cast<int>(i % kTokenCount);
    s.colour = static_cast<int>(i % kColourCount);
    out.seats.push_back(std::move(s));
  }
  return out;
}

}  // namespace landlord::saves
