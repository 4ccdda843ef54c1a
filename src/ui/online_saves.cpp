#include "ui/online_saves.h"

#include <algorithm>

#include "engine/json_reader.h"
#include "saves/game_file.h"
#include "text/tr.h"
#include "ui/online_room.h"

namespace landlord::ui {

namespace {

constexpr const char* kMetaFormat = "landlord-online-meta";
constexpr const char* kMetaSuffix = ".meta";

std::string log_name(const std::string& code) { return OnlineSaves::kPrefix + code; }
std::string meta_name(const std::string& code) { return OnlineSaves::kPrefix + code + kMetaSuffix; }

}  // namespace

std::string OnlineSaves::code_of(std::string_view slot_id) {
  constexpr std::string_view kId = "online.";
  if (slot_id.substr(0, kId.size()) != kId) return "";
  std::string code(slot_id.substr(kId.size()));
  return valid_code(code) ? code : "";
}

bool OnlineSaves::valid_code(std::string_view code) {
  if (code.empty() || code.size() > 64) return false;
  for (char c : code) {
    if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) return false;
  }
  return true;
}

std::vector<std::string> OnlineSaves::codes(std::string* error) const {
  platform::StorageError e;
  std::vector<std::string> out;
  const std::string prefix = kPrefix;
  const std::string suffix = kMetaSuffix;
  for (const std::string& name : storage_.list(&e)) {
    if (name.size() <= prefix.size() + suffix.size() || name.compare(0, prefix.size(), prefix) != 0 ||
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0) {
      continue;
    }
    std::string code = name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
    if (valid_code(code)) out.push_back(std::move(code));
  }
  if (e && error) *error = e.message;
  return out;
}

bool OnlineSaves::read_meta(const std::string& code, Meta& out, std::string& error) const {
  platform::StorageRead r = storage_.get(meta_name(code));
  if (!r.value) {
    error = r.error.message;
    return false;
  }
  const Json j = Json::parse(*r.value, nullptr, false);
  JsonReader rd;
  Meta m;
  m.code = code;
  std::string format;
  int64_t entries = 0, bytes = 0;
  const Json* summary = nullptr;
  if (!rd.expect_object(j, "meta") || !rd.read_string(j, "meta", "format", 32, format) || format != kMetaFormat ||
      !rd.read_int(j, "meta", "saved_at_ms", 0, int64_t{1} << 52, m.saved_at_ms) ||
      !rd.read_int(j, "meta", "entries", 0, int64_t{1} << 40, entries) ||
      !rd.read_int(j, "meta", "bytes", 0, int64_t{1} << 40, bytes) ||
      !(summary = rd.member(j, "meta", "summary", true)) || !saves::summary_from_json(*summary, m.summary)) {
    // TRANSLATORS: why a kept online game cannot be read; it ends "This online game cannot be read: {reason}."
    error = tr("its note is damaged");
    return false;
  }
  m.entries = static_cast<uint64_t>(entries);
  m.bytes = static_cast<std::size_t>(bytes);
  if (const Json* pieces = rd.member(j, "meta", "pieces", false); pieces && pieces->is_array()) {
    for (const Json& p : *pieces) m.pieces.push_back(p.is_number_integer() ? p.get<int>() : -1);
  }
  out = std::move(m);
  return true;
}

void OnlineSaves::make_room_for_one_more(const std::string& code) {
  std::vector<Meta> kept;
  for (const std::string& c : codes(nullptr)) {
    if (c == code) return;  // this room is kept already: no more rooms
    Meta m;
    std::string error;
    if (!read_meta(c, m, error)) m.code = c;  // a damaged one goes first (saved_at 0)
    kept.push_back(std::move(m));
  }
  if (kept.size() < kKeep) return;
  // The finished games first, then the oldest.
  std::sort(kept.begin(), kept.end(), [](const Meta& a, const Meta& b) {
    if (a.summary.game_over != b.summary.game_over) return a.summary.game_over;
    return a.saved_at_ms < b.saved_at_ms;
  });
  for (std::size_t i = 0; i + kKeep <= kept.size(); ++i) remove(kept[i].code);
}

OnlineSaves::Outcome OnlineSaves::save(const net::Device& device, const saves::TableRecord& table, int64_t now_ms) {
  Outcome out;
  const std::string& code = device.room();
  if (!device.started() || device.checking_snapshot() || !valid_code(code)) {
    out.skipped = true;
    out.ok = true;
    return out;
  }
  Meta old;
  std::string error;
  if (read_meta(code, old, error)) {
    if (old.entries == device.entries()) {
      out.ok = out.skipped = true;
      return out;
    }
    if (old.entries > device.entries()) {
      // This device came back with less than it kept (a snapshot, a
      // rejoin): the longer game stays until this one has caught up.
      out.ok = out.skipped = true;
      return out;
    }
  } else {
    make_room_for_one_more(code);
  }
  const std::string text = device.save().dump();
  if (platform::StorageError e = storage_.put(log_name(code), text)) {
    // TRANSLATORS: {reason} is what the browser's storage said.
    out.message = trf("This device could not keep the online game ({reason}). The game goes on; the other devices "
                      "keep theirs.",
                      fmt::arg("reason", e.message));
    return out;
  }
  Json pieces = Json::array();
  for (const saves::Seat& s : table.seats) pieces.push_back(s.token);
  Json meta{{"format", kMetaFormat},
            {"room", code},
            {"saved_at_ms", now_ms},
            {"entries", device.entries()},
            {"bytes", text.size()},
            {"summary", saves::summary_to_json(saves::summarize(device.table().game(), table))},
            {"pieces", pieces}};
  if (platform::StorageError e = storage_.put(meta_name(code), meta.dump())) {
    // TRANSLATORS: {reason} is what the browser's storage said.
    out.message = trf("This device could not keep the online game ({reason}). The game goes on; the other devices "
                      "keep theirs.",
                      fmt::arg("reason", e.message));
    return out;
  }
  out.ok = true;
  return out;
}

std::vector<saves::SlotInfo> OnlineSaves::list(std::string* error) const {
  std::vector<saves::SlotInfo> out;
  for (const std::string& code : codes(error)) {
    saves::SlotInfo slot;
    slot.id = slot_id(code);
    slot.name = trf("Online room {code}", fmt::arg("code", spaced_code(code)));
    Meta m;
    std::string why;
    if (read_meta(code, m, why)) {
      slot.saved_at_ms = m.saved_at_ms;
      slot.seq = m.entries;
      slot.bytes = m.bytes;
      slot.summary = std::move(m.summary);
    } else {
      slot.damaged = true;
      slot.problem = trf("This online game cannot be read: {reason}.", fmt::arg("reason", why));
    }
    out.push_back(std::move(slot));
  }
  std::sort(out.begin(), out.end(),
            [](const saves::SlotInfo& a, const saves::SlotInfo& b) { return a.saved_at_ms > b.saved_at_ms; });
  return out;
}

OnlineSaves::Loaded OnlineSaves::load(const std::string& code) const {
  Loaded out;
  if (!valid_code(code)) {
    out.message = tr("There is no such online game.");
    return out;
  }
  platform::StorageRead r = storage_.get(log_name(code));
  if (!r.value) {
    // TRANSLATORS: {reason} is what the browser's storage said.
    out.message = trf("This online game could not be read: {reason}", fmt::arg("reason", r.error.message));
    return out;
  }
  out.saved = Json::parse(*r.value, nullptr, false);
  if (out.saved.is_discarded() || !out.saved.is_object()) {
    out.message = tr("This online game's record is damaged: it cannot be hosted again from this device.");
    out.saved = Json();
    return out;
  }
  Meta m;
  std::string why;
  if (read_meta(code, m, why)) out.pieces = m.pieces;
  out.ok = true;
  return out;
}

bool OnlineSaves::has_unfinished(const std::string& code) const {
  Meta m;
  std::string error;
  return valid_code(code) && read_meta(code, m, error) && !m.summary.game_over;
}

saves::ShelfResult OnlineSaves::remove(const std::string& code) {
  saves::ShelfResult out;
  if (!valid_code(code)) {
    out.message = tr("There is no such online game.");
    return out;
  }
  // The note first: a log without its note is not listed.
  platform::StorageError e = storage_.remove(meta_name(code));
  if (!e) e = storage_.remove(log_name(code));
  if (e) {
    // TRANSLATORS: {reason} is what the browser's storage said.
    out.message = trf("The online game could not be deleted: {reason}", fmt::arg("reason", e.message));
    return out;
  }
  out.ok = true;
  return out;
}

}  // namespace landlord::ui
