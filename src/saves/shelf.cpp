#include "saves/shelf.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "engine/json.h"
#include "text/tr.h"

namespace landlord::saves {

namespace {

// A slot whose index was written by a newer version: not damage, so
// nothing is rebuilt or written over.
constexpr const char* kNewerSaid =
    tr_noop("This game was saved by a newer version of Landlord. Update the game to open it (reload the page, or "
            "install the newer version); it is kept as it is.");

using platform::StorageErrorCode;

constexpr const char* kCurrentName = "games.current";
constexpr std::size_t kMaxIdBytes = 32;

char other(char copy) { return copy == 'a' ? 'b' : 'a'; }

// A file name made of the slot name's plain characters.
std::string file_stem(std::string_view name) {
  std::string out;
  for (char c : name) {
    bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (plain) out.push_back(c);
    else if (!out.empty() && out.back() != '-') out.push_back('-');
    if (out.size() >= 40) break;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "game" : out;
}

// The storage's sentence (in the language in use, platform/storage.h),
// and what the player can do about it, a sentence of its own.
std::string storage_failure(const platform::StorageError& e) {
  switch (e.code) {
    case StorageErrorCode::kQuotaExceeded:
      return e.message + " " + tr("Delete saved games you no longer need to make room.");
    case StorageErrorCode::kUnavailable:
      return e.message + " " +
             tr("Allow this site to keep data in the browser's settings (cookies and site data) to save games; "
                "meanwhile Export keeps a copy as a file.");
    default:
      return e.message;
  }
}

std::string too_large_to_import(std::size_t size) {
  const std::string bytes = bytes_text(size), limit = bytes_text(kMaxGameFileBytes);
  return trf("This file is too large to import: the game in it takes {bytes} bytes once stored, and saved games "
             "are at most {limit} bytes (8 MiB). Nothing was imported.",
             fmt::arg("bytes", bytes), fmt::arg("limit", limit));
}

// The sentence after a failed save's: what became of the game. Joined
// with a space.
std::string after_failure(bool importing, bool previous) {
  const char* said = importing ? tr("Nothing was imported.")
                     : previous ? tr("The previous save is kept and the game goes on.")
                                : tr("The game goes on.");
  return std::string(" ") + said;
}

std::string no_such_game() { return tr("There is no such saved game."); }

// A new slot's name when none is given ("Game 3"): the player's to rename.
std::string default_name(std::string_view id) { return trf("Game {n}", fmt::arg("n", id.substr(1))); }

}  // namespace

// ---------------------------------------------------------------------------
// The shelf

SaveShelf::SaveShelf(ShelfStore& store, EditionLookup editions)
    : SaveShelf(store, std::move(editions), Settings{}) {}

SaveShelf::SaveShelf(ShelfStore& store, EditionLookup editions, Settings settings)
    : store_(store), editions_(std::move(editions)), settings_(settings) {}

bool SaveShelf::valid_id(std::string_view id) {
  if (id.empty() || id.size() > kMaxIdBytes) return false;
  for (char c : id) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
  }
  return true;
}

std::string SaveShelf::meta_name(std::string_view id) {
  return "game." + std::string(id) + ".meta";
}

std::string SaveShelf::copy_name(std::string_view id, char copy) {
  return "game." + std::string(id) + "." + std::string(1, copy);
}

std::string SaveShelf::meta_text(const Meta& m) const {
  Json j = {{"format", kSlotFormat},
            {"format_version", kSlotFormatVersion},
            {"id", m.id},
            {"name", m.name},
            {"copy", std::string(1, m.copy)},
            {"seq", m.seq},
            {"saved_at", m.saved_at_ms},
            {"bytes", m.bytes},
            {"summary", summary_to_json(m.summary)}};
  return dump_json(j, -1);
}

bool SaveShelf::read_meta(std::string_view id, Meta& out, MetaProblem* problem) const {
  MetaProblem unused;
  MetaProblem& why = problem ? *problem : unused;
  why = MetaProblem();
  platform::StorageRead read = store_.get(meta_name(id));
  if (!read.value) {
    if (read.error.code == StorageErrorCode::kNotFound) {
      why.fault = MetaFault::kMissing;
    } else {
      why.fault = MetaFault::kUnreadable;
      why.storage = read.error.message;
    }
    return false;
  }
  Json j;
  std::string perr;
  if (read.value->size() > 64 * 1024 || !parse_json(*read.value, j, perr) || !j.is_object()) {
    why.fault = MetaFault::kDamaged;
    return false;
  }
  JsonReader r;
  std::string format, copy;
  int version = 0;
  Meta m;
  if (!r.read_string(j, "", "format", 32, format) || format != kSlotFormat ||
      !r.read_int(j, "", "format_version", 1, 1000000, version) ||
      !r.read_string(j, "", "id", kMaxIdBytes, m.id) || m.id != id ||
      !r.read_string(j, "", "name", 4 * kMaxSlotNameBytes, m.name) ||
      !r.read_string(j, "", "copy", 1, copy) || (copy != "a" && copy != "b") ||
      !r.read_int(j, "", "seq", 0, int64_t{1} << 53, m.seq) ||
      !r.read_int(j, "", "saved_at", 0, int64_t{1} << 53, m.saved_at_ms) ||
      !r.read_int(j, "", "bytes", 0, int64_t{1} << 40, m.bytes)) {
    why.fault = MetaFault::kDamaged;
    return false;
  }
  if (version > kSlotFormatVersion) {
    why.fault = MetaFault::kNewer;
    return false;
  }
  const Json* summary = r.member(j, "", "summary", true);
  if (!summary || !summary_from_json(*summary, m.summary)) {
    why.fault = MetaFault::kDamaged;
    return false;
  }
  m.copy = copy[0];
  m.name = clean_name(m.name);
  out = std::move(m);
  return true;
}

bool SaveShelf::meta_from_copies(std::string_view id, Meta& out) const {
  bool found = false;
  for (char c : {'a', 'b'}) {
    platform::StorageRead read = store_.get(copy_name(id, c));
    if (!read.value || read.value->size() > kMaxGameFileBytes) continue;
    Json j;
    std::string err;
    if (!parse_json(*read.value, j, err) || !j.is_object()) continue;
    JsonReader r;
    std::string format, name;
    Meta m;
    m.id = std::string(id);
    m.copy = c;
    m.bytes = read.value->size();
    if (!r.read_string(j, "", "format", 32, format) || format != kGameFileFormat ||
        !r.read_string(j, "", "name", 4 * kMaxSlotNameBytes, name, false) ||
        !r.read_int(j, "", "saved_at", 0, int64_t{1} << 53, m.saved_at_ms, false) ||
        !r.read_int(j, "", "seq", 0, int64_t{1} << 53, m.seq, false)) {
      continue;
    }
    const Json* summary = r.member(j, "", "summary", false);
    if (!summary || !summary_from_json(*summary, m.summary)) continue;
    m.name = clean_name(name);
    if (!found || m.seq > out.seq) out = std::move(m);
    found = true;
  }
  return found;
}

std::vector<std::string> SaveShelf::slot_ids(std::string* error) const {
  platform::StorageError err;
  std::vector<std::string> names = store_.list(&err);
  if (err && error) *error = err.message;
  std::vector<std::string> ids;
  for (const std::string& n : names) {
    if (n.size() < 7 || n.compare(0, 5, "game.") != 0) continue;
    std::size_t dot = n.find('.', 5);
    if (dot == std::string::npos) continue;
    std::string id = n.substr(5, dot - 5);
    std::string rest = n.substr(dot + 1);
    if (!valid_id(id) || (rest != "meta" && rest != "a" && rest != "b")) continue;
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  return ids;
}

std::vector<SlotInfo> SaveShelf::list(std::string* error) const {
  std::vector<SlotInfo> out;
  std::string cur = current();
  for (const std::string& id : slot_ids(error)) {
    Meta m;
    MetaProblem meta;
    std::string problem;
    bool damaged = false;
    if (read_meta(id, m, &meta)) {
      problem.clear();
    } else if (meta.fault == MetaFault::kNewer) {
      meta_from_copies(id, m);  // for the name and the standings, if an older copy says them
      problem = tr(kNewerSaid);
    } else if (meta_from_copies(id, m)) {
      problem = meta.fault == MetaFault::kMissing
                    ? tr("The index of this saved game was missing; it was rebuilt from the saved game.")
                    : tr("The index of this saved game was damaged; it was rebuilt from the saved game.");
    } else {
      // Nothing readable: listed all the same, so that it can be deleted
      // (its records use the storage) or sent in.
      damaged = true;
      problem = tr("This saved game is damaged: none of its records can be read. Delete it to free the space, or "
                   "export its records to send them in.");
    }
    SlotInfo s;
    s.id = id;
    s.name = damaged ? tr("Damaged saved game") : m.name.empty() ? tr("Saved game") : m.name;
    s.damaged = damaged;
    s.saved_at_ms = m.saved_at_ms;
    s.seq = m.seq;
    s.bytes = m.bytes;
    s.current = id == cur;
    s.summary = std::move(m.summary);
    s.problem = std::move(problem);
    out.push_back(std::move(s));
  }
  std::stable_sort(out.begin(), out.end(), [](const SlotInfo& a, const SlotInfo& b) {
    if (a.saved_at_ms != b.saved_at_ms) return a.saved_at_ms > b.saved_at_ms;
    return a.id < b.id;
  });
  return out;
}

std::string SaveShelf::current() const {
  platform::StorageRead read = store_.get(kCurrentName);
  if (!read.value) return {};
  std::string id = *read.value;
  while (!id.empty() && (id.back() == '\n' || id.back() == ' ')) id.pop_back();
  if (!valid_id(id)) return {};
  return id;
}

ShelfResult SaveShelf::set_current(std::string_view id) {
  if (!valid_id(id)) return {false, no_such_game()};
  platform::StorageError e = store_.put(kCurrentName, id);
  if (e) return {false, trf("Could not remember the current game: {reason}", fmt::arg("reason", storage_failure(e)))};
  return {true, {}};
}

std::string SaveShelf::resume_candidate(const std::vector<SlotInfo>& slots) const {
  std::string cur = current();
  for (const SlotInfo& slot : slots) {
    if (!cur.empty() && slot.id == cur) return cur;
  }
  for (const SlotInfo& slot : slots) {  // newest first
    if (slot.damaged || slot.summary.game_over || (played_elsewhere_ && played_elsewhere_(slot.id))) continue;
    return slot.id;
  }
  return {};
}

ShelfResult SaveShelf::clear_current() {
  platform::StorageError e = store_.remove(kCurrentName);
  if (e) return {false, e.message};
  return {true, {}};
}

bool SaveShelf::id_in_use(std::string_view id) const {
  for (const std::string& name : {copy_name(id, 'a'), copy_name(id, 'b'), meta_name(id)}) {
    platform::StorageRead r = store_.get(name);
    // A record that exists but cannot be read now counts as used; a storage
    // that reads nothing at all (disabled) refuses the write anyway.
    if (r.value || (r.error.code != platform::StorageErrorCode::kNotFound &&
                    r.error.code != platform::StorageErrorCode::kUnavailable)) {
      return true;
    }
  }
  return false;
}

std::string SaveShelf::new_id() {
  uint64_t next = next_id_;
  for (const std::string& id : slot_ids(nullptr)) {
    if (id.size() > 1 && id[0] == 'g' && id.size() < 18) {
      uint64_t n = std::strtoull(id.c_str() + 1, nullptr, 10);
      if (n >= next) next = n + 1;
    }
  }
  // The list can miss a slot (a list that failed, a record written by
  // another tab since): an id with any record is never handed out. A few
  // tries at most; a storage that cannot be read refuses the write anyway.
  // Nor is an id that another tab plays without a record (its first save
  // failed).
  for (int tries = 0; tries < 16; ++tries) {
    std::string id = "g" + std::to_string(next);
    if (!id_in_use(id) && !(played_elsewhere_ && played_elsewhere_(id))) break;
    ++next;
  }
  next_id_ = next + 1;
  return "g" + std::to_string(next);
}

SaveOutcome SaveShelf::create(const Game& game, const TableRecord& table, std::string_view name,
                              int64_t now_ms, bool make_current, bool importing) {
  std::string id = new_id();
  std::string n = clean_name(name);
  if (n.empty()) n = default_name(id);
  SaveOutcome out = write(id, game, table, n, now_ms, importing);
  if (out.ok && make_current) {
    ShelfResult cur = set_current(id);
    if (!cur.ok) {
      out.ok = false;
      out.message = cur.message;
    }
  }
  return out;
}

SaveOutcome SaveShelf::save(std::string_view id, const Game& game, const TableRecord& table, int64_t now_ms) {
  if (!valid_id(id)) return {false, std::string(id), no_such_game(), false, 0};
  auto last = last_write_.find(id);
  std::string name;
  Meta m;
  if (last != last_write_.end()) {
    name = last->second.name;
    const LastWrite& w = last->second;
    if (w.seed == game.seed && w.actions == game.history.size() && w.state == game.state &&
        w.table == table) {
      // Written already; the note of which game is current may still be
      // missing (its write failed last time): it is tried again.
      if (current() == id) return {true, std::string(id), {}, true, 0};
      ShelfResult cur = set_current(id);
      if (!cur.ok) return {false, std::string(id), cur.message, false, 0};
      return {true, std::string(id), {}, true, 0};
    }
  }
  if (read_meta(id, m) || meta_from_copies(id, m)) name = m.name;
  if (name.empty()) name = default_name(id);
  SaveOutcome out = write(id, game, table, name, now_ms);
  // Any game saved is the one being played: a game whose first save (or
  // the note of which game is current) failed is still offered for resume.
  // A note that cannot be written is a failed save: after a reload the
  // home screen would not know which game to offer.
  if (out.ok && current() != id) {
    ShelfResult cur = set_current(id);
    if (!cur.ok) {
      out.ok = false;
      out.message = cur.message;
    }
  }
  return out;
}

std::string SaveShelf::newer_elsewhere(std::string_view id, char copy, const Game& game) const {
  platform::StorageRead read = store_.get(copy_name(id, copy));
  if (!read.value) return {};
  GameFile stored = parse_game_file(*read.value, editions_);
  if (!stored.ok && stored.newer) {  // not damage: never written over
    return trf("Could not save the game: {reason}", fmt::arg("reason", tr(kNewerSaid)));
  }
  if (!stored.ok) return {};  // damaged: written over like any stale copy
  const std::vector<Action>& theirs = stored.game.history;
  const std::vector<Action>& ours = game.history;
  bool same_game = stored.game.seed == game.seed && stored.game.names == game.names &&
                   stored.game.from_base == game.from_base &&
                   (!game.from_base || stored.game.base == game.base);
  bool extends = same_game && theirs.size() <= ours.size() &&
                 std::equal(theirs.begin(), theirs.end(), ours.begin());
  if (extends) return {};
  if (same_game && theirs.size() > ours.size() && std::equal(ours.begin(), ours.end(), theirs.begin())) {
    // TRANSLATORS: {there} and {here}: how many moves the game has in the other tab or window, and here.
    return trnf("Could not save the game: this game was saved further on in another tab or window ({there} move "
                "there, {here} here). That save is kept: open the game from Saved games to play on from there.",
                "Could not save the game: this game was saved further on in another tab or window ({there} moves "
                "there, {here} here). That save is kept: open the game from Saved games to play on from there.",
                theirs.size(), fmt::arg("there", theirs.size()), fmt::arg("here", ours.size()));
  }
  return tr("Could not save the game: this game was saved differently in another tab or window since it was "
            "opened here. That save is kept: open the game from Saved games to play on from there.");
}

SaveOutcome SaveShelf::write(std::string_view id, const Game& game, const TableRecord& table,
                             std::string name, int64_t now_ms, bool importing) {
  SaveOutcome out;
  out.id = std::string(id);
  if (!game.edition) {
    out.message = tr("There is no game to save.");
    return out;
  }
  // Why the save failed, a sentence of its own for each failure, then what
  // became of the game (after_failure()).
  auto failed = [importing](const std::string& reason) {
    return importing ? trf("Could not store the imported game: {reason}", fmt::arg("reason", reason))
                     : trf("Could not save the game: {reason}", fmt::arg("reason", reason));
  };
  // Which copy is good now. The meta record is read again before every
  // write: it is the truth unless it is exactly as this shelf last left it
  // (then the copy this shelf verified stands, even where a repair of the
  // record failed). Else the newest readable copy.
  Meta meta;
  MetaProblem problem;
  bool have_meta = read_meta(id, meta, &problem);
  // Saved by a newer version since (another tab of a newer page, where the
  // one-tab lock is missing): nothing is written over it.
  if (!have_meta && problem.fault == MetaFault::kNewer && !importing) {
    out.message = failed(tr(kNewerSaid));
    return out;
  }
  bool have_copy = have_meta || meta_from_copies(id, meta);
  auto known = verified_.find(id);
  bool unchanged = known != verified_.end() && known->second.had_meta == have_meta &&
                   (!have_meta || known->second.seq == meta.seq);
  // Nothing readable now (storage failing on reads): the copy this shelf
  // last verified is still the one to keep, so the write goes to the other.
  char good = unchanged                   ? known->second.copy
              : have_copy                 ? meta.copy
              : known != verified_.end()  ? known->second.copy
                                          : 0;
  if (have_copy && !unchanged && !importing) {
    // Written by someone else since (another tab or window, another copy
    // of the program): never replace a longer or different history.
    std::string why = newer_elsewhere(id, meta.copy, game);
    if (!why.empty()) {
      out.message = why;
      return out;
    }
  }
  char target = good ? other(good) : 'a';
  uint64_t seq = (have_copy ? meta.seq : 0) + 1;
  const std::string note = after_failure(importing, good != 0);

  std::string text = game_file_text(game, table, name, now_ms, seq, -1);
  if (text.size() > kMaxGameFileBytes) {
    if (importing) {
      out.message = too_large_to_import(text.size());
    } else {
      const std::string bytes = bytes_text(text.size()), limit = bytes_text(kMaxGameFileBytes);
      out.message = trf("Could not save the game: it has grown too large ({bytes} bytes; saved games are at most "
                        "{limit} bytes).",
                        fmt::arg("bytes", bytes), fmt::arg("limit", limit)) +
                    note;
    }
    return out;
  }
  const std::string target_name = copy_name(id, target);
  platform::StorageError e = store_.put(target_name, text);
  if (e.code == StorageErrorCode::kQuotaExceeded) {
    // The stale copy is not needed (the good copy is elsewhere): drop it to
    // make room and try once more.
    store_.remove(target_name);
    e = store_.put(target_name, text);
  }
  if (e) {
    out.message = failed(storage_failure(e)) + note;
    return out;
  }
  platform::StorageRead back = store_.get(target_name);
  if (!back.value && back.error.code != StorageErrorCode::kNotFound) {
    // The write went through but nothing can be read: storage blocked for
    // reading (site data blocked, some private windows) or failing.
    const std::string reason = storage_failure(back.error);
    out.message =
        (importing ? trf("Could not store the imported game: the browser's storage cannot be read back. {reason}",
                         fmt::arg("reason", reason))
                   : trf("Could not save the game: the browser's storage cannot be read back. {reason}",
                         fmt::arg("reason", reason))) +
        note;
    return out;
  }
  if (!back.value || *back.value != text) {
    out.message = (importing ? tr("Could not store the imported game: the storage did not keep what was written.")
                             : tr("Could not save the game: the storage did not keep what was written.")) +
                  note;
    return out;
  }
  if (settings_.replay_after_write) {
    std::shared_ptr<const Edition> ed = game.edition;
    EditionLookup same = [ed](const std::string& eid) {
      return eid == ed->id ? ed : std::shared_ptr<const Edition>();
    };
    GameFile check = parse_game_file(*back.value, same);
    if (!check.ok) {
      out.message =
          (importing ? trf("Could not store the imported game: the saved copy does not load back ({reason}).",
                           fmt::arg("reason", check.message))
                     : trf("Could not save the game: the saved copy does not load back ({reason}).",
                           fmt::arg("reason", check.message))) +
          note;
      return out;
    }
    if (!(check.game.state == game.state)) {
      out.message =
          (importing ? tr("Could not store the imported game: the saved copy does not load back (different state).")
                     : tr("Could not save the game: the saved copy does not load back (different state).")) +
          note;
      return out;
    }
  }
  Meta next;
  next.id = std::string(id);
  next.name = name;
  next.copy = target;
  next.seq = seq;
  next.saved_at_ms = now_ms;
  next.bytes = text.size();
  next.summary = summarize(game, table);
  e = store_.put(meta_name(id), meta_text(next));
  if (e) {
    out.message = failed(storage_failure(e)) + note;
    return out;
  }
  verified_[std::string(id)] = {target, seq, true};
  LastWrite& w = last_write_[std::string(id)];
  w.seed = game.seed;
  w.actions = game.history.size();
  w.state = game.state;
  w.table = table;
  w.name = name;
  out.ok = true;
  out.bytes = text.size();
  return out;
}

LoadedGame SaveShelf::load(std::string_view id) {
  LoadedGame out;
  out.id = std::string(id);
  if (!valid_id(id)) {
    out.message = no_such_game();
    return out;
  }
  Meta meta;
  MetaProblem problem;
  bool have_meta = read_meta(id, meta, &problem);
  if (!have_meta && problem.fault == MetaFault::kNewer) {
    out.message = tr(kNewerSaid);  // neither loaded from an older copy nor repaired
    return out;
  }
  if (!have_meta && !meta_from_copies(id, meta)) {
    switch (problem.fault) {
      case MetaFault::kMissing:
        out.message = tr("This saved game cannot be found or is damaged beyond repair (its index record is missing).");
        break;
      case MetaFault::kUnreadable:
        out.message = trf("This saved game cannot be found or is damaged beyond repair ({reason}).",
                          fmt::arg("reason", problem.storage));
        break;
      default:
        out.message = tr("This saved game cannot be found or is damaged beyond repair (its index record is damaged).");
        break;
    }
    return out;
  }
  char first = meta.copy;
  std::string first_error;   // why the latest copy did not load
  bool first_missing = false;  // ... it is not there
  for (char c : {first, other(first)}) {
    platform::StorageRead read = store_.get(copy_name(id, c));
    GameFile f;
    if (!read.value && c == first && read.error.code != StorageErrorCode::kNotFound) {
      // The storage failed to read the latest save, which may be whole: an
      // earlier copy loaded now would be saved over it on the next move.
      out.message = trf("The latest save of this game could not be read just now ({reason}). Nothing was changed: "
                        "try again.",
                        fmt::arg("reason", read.error.message));
      return out;
    }
    if (!read.value) {
      if (c == first && read.error.code == StorageErrorCode::kNotFound) first_missing = true;
      f.message = read.error.message;
    } else {
      f = parse_game_file(*read.value, editions_);
    }
    if (!f.ok) {
      if (c == first && f.newer) {
        // The latest save is a newer version's: not damage to fall back from.
        out.message = f.message;
        return out;
      }
      if (c == first) first_error = f.message;
      continue;
    }
    out.ok = true;
    out.game = std::move(f.game);
    out.table = std::move(f.table);
    out.name = meta.name.empty() ? f.name : meta.name;
    out.saved_at_ms = f.saved_at_ms;
    out.note = f.note;
    last_write_.erase(std::string(id));
    if (c != first) {
      out.fell_back = true;
      out.message = first_missing
                        ? tr("The latest save of this game could not be loaded (it is missing). An earlier save was "
                             "loaded instead.")
                        : trf("The latest save of this game could not be loaded ({reason}). An earlier save was "
                              "loaded instead.",
                              fmt::arg("reason", first_error));
    }
    // The summary the list shows is only trusted once it agrees with the
    // copy that was verified (an edited meta record could claim the game
    // is over, or show other standings).
    bool summary_wrong = have_meta && summary_to_json(meta.summary) !=
                                          summary_to_json(summarize(out.game, out.table));
    if (c != first || !have_meta || summary_wrong) {
      // Point the meta record at the copy that loads, so the next save
      // writes over the damaged one, with the summary of what loaded. Best
      // effort: the copy verified here is remembered below, and used while
      // the record stays as it is now.
      Meta fixed = meta;
      fixed.copy = c;
      fixed.saved_at_ms = f.saved_at_ms;
      fixed.seq = std::max(meta.seq, f.seq);
      fixed.bytes = read.value->size();
      fixed.summary = summarize(out.game, out.table);
      if (fixed.name.empty()) fixed.name = f.name;
      store_.put(meta_name(id), meta_text(fixed));
    }
    Meta now;
    bool have_now = read_meta(id, now);
    verified_[std::string(id)] = {c, have_now ? now.seq : 0, have_now};
    return out;
  }
  out.message = first_missing ? tr("This saved game is damaged and cannot be loaded (it is missing).")
                              : trf("This saved game is damaged and cannot be loaded ({reason}).",
                                    fmt::arg("reason", first_error));
  return out;
}

ShelfResult SaveShelf::rename(std::string_view id, std::string_view name) {
  std::string n = clean_name(name);
  if (n.empty()) return {false, tr("A saved game needs a name.")};
  Meta m;
  if (!valid_id(id) || (!read_meta(id, m) && !meta_from_copies(id, m))) return {false, no_such_game()};
  m.name = n;
  platform::StorageError e = store_.put(meta_name(id), meta_text(m));
  if (e) return {false, trf("Could not rename the saved game: {reason}", fmt::arg("reason", storage_failure(e)))};
  if (auto it = last_write_.find(id); it != last_write_.end()) it->second.name = n;
  return {true, {}};
}

ShelfResult SaveShelf::remove(std::string_view id) {
  if (!valid_id(id)) return {false, no_such_game()};
  // Copies first, the meta record last: a failure half-way leaves a slot
  // that is still listed and can be deleted again.
  for (const std::string& n : {copy_name(id, 'a'), copy_name(id, 'b'), meta_name(id)}) {
    platform::StorageError e = store_.remove(n);
    if (e) return {false, trf("Could not delete the saved game: {reason}", fmt::arg("reason", e.message))};
  }
  verified_.erase(std::string(id));
  last_write_.erase(std::string(id));
  if (current() == id) clear_current();
  return {true, {}};
}

ExportedGame SaveShelf::export_game(const Game& game, const TableRecord& table, std::string_view name,
                                    int64_t now_ms) {
  ExportedGame out;
  if (!game.edition) {
    out.message = tr("There is no game to export.");
    return out;
  }
  std::string n = clean_name(name);
  if (n.empty()) n = tr("Landlord game");
  out.text = game_file_text(game, table, n, now_ms, 0, 1);
  out.filename = "landlord-" + file_stem(n) + ".json";
  out.ok = true;
  return out;
}

ExportedGame SaveShelf::export_records(std::string_view id) const {
  ExportedGame out;
  if (!valid_id(id)) {
    out.message = no_such_game();
    return out;
  }
  Json records = Json::object();
  for (const std::string& n : {meta_name(id), copy_name(id, 'a'), copy_name(id, 'b')}) {
    platform::StorageRead read = store_.get(n);
    if (read.value) records[n] = *read.value;
    else records[n] = nullptr;
  }
  Json j = {{"format", "landlord-records"},
            {"format_version", 1},
            {"id", std::string(id)},
            // In the file, for whoever reads it: the same in every language.
            {"note", "The records of a saved game that could not be read, exactly as stored."},
            {"records", records}};
  out.text = dump_json(j, 1) + "\n";
  out.filename = "landlord-damaged-" + std::string(id) + ".json";
  out.ok = true;
  return out;
}

ExportedGame SaveShelf::export_slot(std::string_view id) {
  LoadedGame g = load(id);
  if (!g.ok) {
    ExportedGame out;
    out.message = g.message;
    return out;
  }
  return export_game(g.game, g.table, g.name, g.saved_at_ms);
}

LoadedGame SaveShelf::import_text(std::string_view text, int64_t now_ms) {
  LoadedGame out;
  GameFile f = parse_game_file(text, editions_);
  if (!f.ok) {
    out.message = f.message;
    return out;
  }
  SaveOutcome saved = create(f.game, f.table, f.name, now_ms, /*make_current=*/false, /*importing=*/true);
  if (!saved.ok) {
    // Leave nothing behind.
    store_.remove(copy_name(saved.id, 'a'));
    store_.remove(copy_name(saved.id, 'b'));
    store_.remove(meta_name(saved.id));
    verified_.erase(saved.id);
    last_write_.erase(saved.id);
    out.message = saved.message;
    return out;
  }
  out.ok = true;
  out.id = saved.id;
  out.name = f.name;
  out.game = std::move(f.game);
  out.table = std::move(f.table);
  out.saved_at_ms = now_ms;
  out.note = f.note;
  return out;
}

}  // namespace landlord::saves

// ---------------------------------------------------------------------------
// Browser test hooks: the tests read and damage the shelf through the same
// Storage the game uses.
#if defined(__EMSCRIPTEN__) && defined(LANDLORD_TEST_HOOKS)
#include <emscripten.h>

namespace {

std::string g_shelf_reply;

landlord::saves::SaveShelf& test_shelf() {
  static landlord::platform::Storage storage;
  static landlord::saves::ShelfStorage store(storage);
  static landlord::saves::SaveShelf shelf(store, landlord::saves::editions_in({}));
  return shelf;
}

const char* shelf_reply(const landlord::Json& j) {
  g_shelf_reply = landlord::dump_json(j, -1);
  return g_shelf_reply.c_str();
}

}  // namespace

extern "C" {

// [{id, name, saved_at, seq, bytes, current, problem, summary}], newest first.
EMSCRIPTEN_KEEPALIVE const char* landlord_test_shelf_list() {
  std::string error;
  landlord::Json slots = landlord::Json::array();
  for (const landlord::saves::SlotInfo& s : test_shelf().list(&error)) {
    slots.push_back({{"id", s.id},
                     {"name", s.name},
                     {"saved_at", s.saved_at_ms},
                     {"seq", s.seq},
                     {"bytes", s.bytes},
                     {"current", s.current},
                     {"problem", s.problem},
                     {"summary", landlord::saves::summary_to_json(s.summary)}});
  }
  return shelf_reply({{"ok", error.empty()}, {"message", error}, {"slots", slots}});
}

// {ok, message, fell_back, name, turn, actions, ui}: a full load (replay).
EMSCRIPTEN_KEEPALIVE const char* landlord_test_shelf_load(const char* id) {
  landlord::saves::LoadedGame g = test_shelf().load(id ? id : "");
  landlord::Json j = {{"ok", g.ok}, {"message", g.message}, {"fell_back", g.fell_back}};
  if (g.ok) {
    j["name"] = g.name;
    j["turn"] = g.game.state.turn_number;
    j["actions"] = g.game.history.size();
    j["ui"] = landlord::saves::table_to_json(g.table);
  }
  return shelf_reply(j);
}

// {ok, id}: the current (autosave) slot.
EMSCRIPTEN_KEEPALIVE const char* landlord_test_shelf_current() {
  return shelf_reply({{"ok", true}, {"id", test_shelf().current()}});
}

// {ok, message, filename, text}: the slot as an exported file.
EMSCRIPTEN_KEEPALIVE const char* landlord_test_shelf_export(const char* id) {
  landlord::saves::ExportedGame e = test_shelf().export_slot(id ? id : "");
  return shelf_reply({{"ok", e.ok}, {"message", e.message}, {"filename", e.filename}, {"text", e.text}});
}

// {ok, message, id}: imports a file's text into a new slot.
EMSCRIPTEN_KEEPALIVE const char* landlord_test_shelf_import(const char* text, double now_ms) {
  landlord::saves::LoadedGame g =
      test_shelf().import_text(text ? text : "", static_cast<int64_t>(now_ms));
  return shelf_reply({{"ok", g.ok}, {"message", g.message}, {"id", g.id}});
}

// {ok, message}: deletes a slot.
EMSCRIPTEN_KEEPALIVE const char* landlord_test_shelf_remove(const char* id) {
  landlord::saves::ShelfResult r = test_shelf().remove(id ? id : "");
  return shelf_reply({{"ok", r.ok}, {"message", r.message}});
}

}  // extern "C"
#endif
