// Saving the game being played, and the save screens' requests. See
// save_controller.h and docs/saves.md ("What the UI calls, and when").
#include "ui/save_controller.h"

#include <chrono>
#include <utility>

#include "engine/json.h"
#include "text/tr.h"
#include "engine/edition_words.h"
#include "ui/editions.h"

namespace landlord::ui {

namespace {

// The failed save's banner title (said through tr() where it is drawn).
constexpr const char* kNotSaved = tr_noop("Not saved");

// Wall-clock time for the saves (shown as "Saved today at 14:05").
int64_t clock_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

// "Classic: Sam, Ada, Brook +1": a default name for a new game's slot.
std::string slot_name(const Session& s) {
  std::string name = edition_name(s.edition()) + ": ";
  std::size_t shown = 0;
  for (const Seat& seat : s.seats()) {
    std::string next = (shown ? ", " : "") + seat.name;
    if (name.size() + next.size() > 54) break;
    name += next;
    ++shown;
  }
  if (shown < s.seats().size()) name += " +" + std::to_string(s.seats().size() - shown);
  return name;
}

}  // namespace

SaveController::SaveController(platform::Storage& storage, Session& session)
    : store_(storage),
      shelf_(store_,
             [this, from_disk = saves::editions_in(edition_dirs())](const std::string& id) {
               if (known_editions_) {
                 for (const auto& ed : *known_editions_) {
                   if (ed && ed->id == id) return ed;
                 }
               }
               return from_disk(id);
             }),
      session_(session),
      lock_(storage.location()) {
  // Another tab or window asked for the game: its last moves are saved here
  // before it goes (the browser calls this even while this tab is hidden).
  // If that save fails (the storage full), the game as played here is kept
  // for export when it has gone (left_elsewhere).
  lock_.set_before_let_go([this] {
    if (room_locked()) {
      if (room_let_go_) room_let_go_();
      return;
    }
    let_go_unsaved_ = session_.active() && !save_now();
  });
  // A new game never takes the id of a game another tab plays, even one
  // with no record yet (its first save failed there).
  shelf_.set_played_elsewhere([this](std::string_view id) {
    std::string s(id);
    return s != lock_.id() && lock_.played_elsewhere(s);
  });
}

void SaveController::hold(const std::string& id) {
  if (lock_.id() == id && lock_.known() == platform::LockState::kHeld) return;
  lock_.claim(id);
}

Screen SaveController::playing_once_held(Screen now, bool& fresh) {
  switch (lock_.state()) {
    case platform::LockState::kPending:
      // Nothing of it is shown, and nothing played, before the answer:
      // watch_lock() shows it when held, or says where it is played.
      opening_ = true;
      session_.paused = true;
      return now;
    case platform::LockState::kBusy:
      opening_ = false;
      left_elsewhere(false);
      return Screen::kElsewhere;
    default:
      opening_ = false;
      fresh = true;
      return Screen::kPlaying;
  }
}

bool SaveController::may_write() const {
  // Pending: the browser has not answered yet; the next autosave catches up.
  return lock_.known() == platform::LockState::kHeld;
}

void SaveController::left_elsewhere(bool moved) {
  views_.elsewhere = SlotInfo();
  views_.elsewhere.id = lock_.id();
  refresh_slots();
  for (const SlotInfo& slot : views_.slots) {
    if (slot.id == lock_.id()) views_.elsewhere = slot;
  }
  views_.elsewhere_moved = moved;
  views_.elsewhere_waiting = false;
  views_.elsewhere_unsaved = moved && let_go_unsaved_ && session_.active();
  if (views_.elsewhere_unsaved) {
    // TRANSLATORS: the name of a game exported without one (it becomes the file's name).
    const std::string name = views_.elsewhere.name.empty() ? trc("a game's name", "Game") : views_.elsewhere.name;
    unsaved_ = saves::SaveShelf::export_game(session_.game(), session_.record(), name, clock_ms());
  }
  let_go_unsaved_ = false;
  notice({}, false);
  session_.clear();
  playing_id_.clear();
  offer_ = LoadedGame();
  banner_.clear();
}

bool SaveController::room_locked() const { return lock_.id().rfind("online.", 0) == 0; }

void SaveController::claim_room(const std::string& id, bool take) {
  if (take) lock_.take(id);
  else lock_.claim(id);
}

platform::LockState SaveController::room_lock() {
  return room_locked() ? lock_.state() : platform::LockState::kNone;
}

void SaveController::release_room() {
  if (room_locked()) lock_.release();
}

Screen SaveController::watch_lock(Screen now, bool& fresh) {
  if (lock_.id().empty() || room_locked()) return now;  // (a room's: OnlinePlay watches it)
  switch (lock_.state()) {
    case platform::LockState::kBusy:
      if (taking_ || lock_.id() != playing_id_) return now;
      opening_ = false;
      left_elsewhere(false);
      return Screen::kElsewhere;
    case platform::LockState::kTaken:
      opening_ = false;
      left_elsewhere(true);
      lock_.release();
      return Screen::kElsewhere;
    case platform::LockState::kHeld: {
      if (opening_) {  // the game opened here is this copy's: on screen now
        opening_ = false;
        if (lock_.id() != playing_id_ || !session_.active()) return now;
        session_.paused = false;
        fresh = true;
        return Screen::kPlaying;
      }
      if (!taking_) return now;
      // The other one saved and let go: play on from its last move.
      taking_ = false;
      views_.elsewhere_waiting = false;
      LoadedGame g = shelf_.load(lock_.id());
      if (!g.ok) {
        notice(g.message, true);
        return now;
      }
      if (!resume_loaded(g)) return now;
      fresh = true;
      return Screen::kPlaying;
    }
    case platform::LockState::kPending:
    case platform::LockState::kNone: return now;
  }
  return now;
}

bool SaveController::any_saved() {
  refresh_slots();
  slots_listed_ = true;
  return !views_.slots.empty() || !views_.online.empty() || !views_.list_error.empty();
}

void SaveController::know_editions(const std::vector<std::shared_ptr<const Edition>>& editions) {
  known_editions_ = &editions;
  for (const auto& ed : editions) {
    views_.currency[ed->id] = ed->currency;
    views_.editions[ed->id] = ed;
  }
}

Screen SaveController::start_up(const std::vector<std::shared_ptr<const Edition>>& editions) {
  know_editions(editions);
  // any_saved() may have listed them a moment ago, on this same frame.
  if (!slots_listed_) refresh_slots();
  slots_listed_ = false;
  // The current game; without a note of it (its write failed), the newest
  // unfinished one.
  std::string cur = shelf_.resume_candidate(views_.slots);
  for (const SlotInfo& slot : views_.slots) {
    if (slot.id != cur) continue;
    // Loaded now, so that a damaged save is found before the offer is made,
    // and the offer is decided by the verified copy, never by the summary
    // in the slot's index record (which could be edited or damaged).
    offer_ = shelf_.load(cur);
    if (offer_.ok && offer_.game.state.phase == Phase::kGameOver) {
      offer_ = LoadedGame();
      refresh_slots();
      break;
    }
    views_.offer_id = cur;
    views_.offer_ok = offer_.ok;
    views_.offer_message = offer_.message;
    if (offer_.ok && offer_.fell_back) {
      views_.offer_message += " " + saved_when(offer_.saved_at_ms, clock_ms()) + ".";
    }
    if (offer_.ok && !offer_.note.empty()) {
      views_.offer_message += (views_.offer_message.empty() ? "" : " ") + offer_.note;
    }
    refresh_slots();  // a fall-back repoints the slot: its summary changed
    return Screen::kResume;
  }
  // A saved game that cannot be read at all is said at once, where it can
  // be deleted or its records exported, not left to be found.
  for (const SlotInfo& slot : views_.slots) {
    if (!slot.damaged) continue;
    back_to_ = Screen::kNewGame;
    notice(tr("A saved game is damaged and cannot be opened: delete it, or export its records to send them in."),
           true);
    return Screen::kSaves;
  }
  return Screen::kNewGame;
}

void SaveController::prepare_views() {
  views_.elsewhere_ids.clear();
  for (const SlotInfo& slot : views_.slots) {
    if (lock_.played_elsewhere(slot.id)) views_.elsewhere_ids.push_back(slot.id);
  }
  views_.now_ms = clock_ms();
  views_.playing_id = playing_id_;
  views_.session_active = session_.active();
}

void SaveController::refresh_slots() {
  lock_.look_for_others();
  std::string error;
  views_.slots = shelf_.list(&error);
  views_.online.clear();
  if (online_list_ && error.empty()) views_.online = online_list_(&error);
  views_.list_error =
      error.empty() ? std::string() : trf("The saved games could not be listed: {why}", fmt::arg("why", error));
}

void SaveController::online_changed(const std::string& line, bool bad) {
  views_.delete_id.clear();
  refresh_slots();
  notice(line, bad);
}

void SaveController::notice(std::string text, bool bad) {
  views_.notice = std::move(text);
  views_.notice_bad = bad;
}

void SaveController::note_save(const SaveOutcome& s) {
  ++save_attempts_;
  if (s.ok && !s.skipped) ++saves_written_;
  last_save_ok_ = s.ok;
  last_save_message_ = s.message;
  if (s.ok) {
    if (banner_title_ == kNotSaved) banner_.clear();
    return;
  }
  if (banner_ != s.message) banner_hidden_ = false;
  banner_title_ = kNotSaved;
  banner_ = s.message;
}

SaveOutcome SaveController::save_playing() {
  SaveOutcome s = shelf_.save(playing_id_, session_.game(), session_.record(), clock_ms());
  note_save(s);
  return s;
}

void SaveController::game_started() {
  SaveOutcome s = shelf_.create(session_.game(), session_.record(), slot_name(session_), clock_ms());
  note_save(s);
  playing_id_ = s.id;
  if (!s.id.empty()) hold(s.id);
  saved_actions_ = session_.game().history.size();
  saved_speed_ = static_cast<int>(session_.speed);
  refresh_slots();
}

void SaveController::autosave(double now) {
  if (playing_id_.empty() || !session_.active() || !may_write()) return;
  std::size_t actions = session_.game().history.size();
  int speed = static_cast<int>(session_.speed);
  if (actions == saved_actions_ && speed == saved_speed_) return;
  // Computer players at Instant speed act many times a frame: save them at
  // most twice a second; every human decision is saved at once.
  int d = session_.decider();
  bool computers_racing = session_.speed == Speed::kInstant && d >= 0 &&
                          d < static_cast<int>(session_.seats().size()) && session_.seats()[d].computer();
  if (computers_racing && last_save_at_ >= 0.0 && now - last_save_at_ < 0.5) return;
  saved_actions_ = actions;
  saved_speed_ = speed;
  last_save_at_ = now;
  save_playing();
}

bool SaveController::save_now() {
  if (!session_.active() || playing_id_.empty() || !may_write()) return true;
  saved_actions_ = session_.game().history.size();
  saved_speed_ = static_cast<int>(session_.speed);
  return save_playing().ok;
}

void SaveController::leave_game() {
  save_now();
  session_.clear();
  playing_id_.clear();
  lock_.release();
  lock_.look_for_others();  // the games other tabs play now: a new one takes none of their ids
}

Screen SaveController::pause() {
  session_.paused = true;
  if (playing_id_.empty()) {
    game_started();  // the game's slot was deleted: pausing keeps it again
  } else {
    save_now();
  }
  refresh_slots();
  views_.paused = SlotInfo();
  views_.paused.id = playing_id_;
  for (const SlotInfo& slot : views_.slots) {
    if (slot.id == playing_id_) views_.paused = slot;
  }
  if (views_.paused.name.empty()) views_.paused.name = slot_name(session_);
  views_.paused.summary = saves::summarize(session_.game(), session_.record());
  views_.paused_saved = last_save_ok_;
  views_.paused_message = last_save_message_;
  notice({}, false);
  return Screen::kPaused;
}

bool SaveController::resume_loaded(LoadedGame& g) {
  std::string error;
  if (!session_.resume(std::move(g.game), g.table, error)) {
    notice(trf("This game cannot be continued: {why}", fmt::arg("why", error)), true);
    return false;
  }
  shelf_.set_current(g.id);
  playing_id_ = g.id;
  hold(g.id);
  saved_actions_ = session_.game().history.size();
  saved_speed_ = static_cast<int>(session_.speed);
  last_save_at_ = -1.0;
  banner_.clear();
  if (g.fell_back) {
    banner_title_ = tr_noop("An earlier save was loaded");
    banner_ = g.message;
    banner_hidden_ = false;
  } else if (!g.note.empty()) {
    banner_title_ = tr_noop("Rules updated");
    banner_ = g.note;
    banner_hidden_ = false;
  }
  notice({}, false);
  refresh_slots();
  return true;
}

Screen SaveController::open_slot(const std::string& id, Screen now, bool trade_open, bool& fresh) {
  if (id == playing_id_ && session_.active()) {
    session_.paused = trade_open;
    return Screen::kPlaying;
  }
  LoadedGame g = shelf_.load(id);
  refresh_slots();
  if (!g.ok) {
    notice(g.message, true);
    return now;
  }
  if (session_.active()) save_now();  // the game being left keeps its last moves
  if (!resume_loaded(g)) return now;
  return playing_once_held(now, fresh);
}

void SaveController::imported(const platform::FileTransfer& t) {
  if (!t.ok) {
    if (!t.cancelled) notice(t.message, true);
    return;
  }
  LoadedGame g = shelf_.import_text(t.text, clock_ms());
  if (!g.ok) {
    notice(trf("\"{name}\" was not imported: {why}", fmt::arg("name", t.name), fmt::arg("why", g.message)), true);
    return;
  }
  refresh_slots();
  notice(trf("\"{name}\" was imported. Open it to play on.", fmt::arg("name", g.name)) +
             (g.note.empty() ? "" : " " + g.note),
         false);
}

void SaveController::export_file(const ExportedGame& e, const std::string& done) {
  if (!e.ok) {
    notice(e.message, true);
    return;
  }
  platform::FileTransfer t = platform::offer_download(e.filename, e.text);
  if (!t.ok) notice(t.message, true);
  else notice(t.message.empty() ? done : t.message, false);
}

Screen SaveController::handle(const SaveRequest& r, Screen now, bool trade_open, bool& fresh) {
  switch (r.kind) {
    case SaveRequest::kNone: return now;
    case SaveRequest::kOpenOnline:
    case SaveRequest::kDeleteOnline: return now;  // the App's OnlinePlay keeps those
    case SaveRequest::kContinue:
      if (now == Screen::kResume) {
        // Read again: the offer was loaded at start-up, and another tab
        // or window may have played on (and saved) since. A slot that
        // cannot be read now is not replaced by what was read then.
        LoadedGame g = shelf_.load(views_.offer_id);
        if (g.ok && offer_.fell_back && !g.fell_back && g.saved_at_ms == offer_.saved_at_ms) {
          // The first load fell back and pointed the slot at the earlier
          // copy: this is that copy, and the player is still told so.
          g.fell_back = true;
          g.message = offer_.message;
        }
        offer_ = LoadedGame();
        bool resumed = g.ok && resume_loaded(g);
        if (!g.ok) notice(g.message, true);
        if (resumed) return playing_once_held(now, fresh);
        views_.offer_ok = false;
        views_.offer_message = views_.notice;
        return now;
      }
      if (session_.active()) {
        session_.paused = trade_open;
        return Screen::kPlaying;
      }
      return now;
    case SaveRequest::kOpen: taking_ = false; return open_slot(r.id, now, trade_open, fresh);
    case SaveRequest::kPlayHere:
      // Asks the tab or window playing it to save and let go; watch_lock
      // opens the game once it has.
      taking_ = true;
      views_.elsewhere_waiting = true;
      lock_.take(r.id);
      return Screen::kElsewhere;
    case SaveRequest::kNewGame:
      if (session_.active()) save_now();
      opening_ = false;
      session_.clear();
      playing_id_.clear();
      lock_.release();
      taking_ = false;
      offer_ = LoadedGame();
      banner_.clear();
      lock_.look_for_others();  // the games other tabs play now: a new one takes none of their ids
      return Screen::kNewGame;
    case SaveRequest::kSavedGames:
      if (now == Screen::kElsewhere && taking_) {  // no longer asking for it
        taking_ = false;
        views_.elsewhere_waiting = false;
        lock_.release();
      }
      back_to_ = now;
      refresh_slots();
      notice({}, false);
      views_.rename_id.clear();
      views_.delete_id.clear();
      return Screen::kSaves;
    case SaveRequest::kBack: {
      Screen to = back_to_;
      if (to == Screen::kPaused && !session_.active()) to = Screen::kNewGame;
      if (to == Screen::kResume) {
        bool listed = false;
        for (const SlotInfo& s : views_.slots) listed = listed || s.id == views_.offer_id;
        if (!listed) to = Screen::kNewGame;
      }
      return to == Screen::kPaused ? pause() : to;  // pause() refreshes the name and summary
    }
    case SaveRequest::kExportSlot: {
      ExportedGame e = shelf_.export_slot(r.id);
      export_file(e, trf("Exported as {file}.", fmt::arg("file", e.filename)));
      return now;
    }
    case SaveRequest::kExportPlaying: {
      ExportedGame e = saves::SaveShelf::export_game(session_.game(), session_.record(), views_.paused.name,
                                                     clock_ms());
      export_file(e, trf("Exported as {file}.", fmt::arg("file", e.filename)));
      return now;
    }
    case SaveRequest::kExportUnsaved: {
      export_file(unsaved_, trf("Exported as {file}: Saved games can import it.", fmt::arg("file", unsaved_.filename)));
      return now;
    }
    case SaveRequest::kExportRecords: {
      ExportedGame e = shelf_.export_records(r.id);
      export_file(e, trf("The records were exported as {file}.", fmt::arg("file", e.filename)));
      return now;
    }
    case SaveRequest::kPickFile:
      // Called from the click's frame: browsers open pickers only right after a gesture.
      platform::pick_text_file([this](platform::FileTransfer t) { imported(t); });
      return now;
    case SaveRequest::kImportPath: imported(platform::read_text_file(r.text)); return now;
    case SaveRequest::kRename: {
      ShelfResult res = shelf_.rename(r.id, r.text);
      if (!res.ok) {
        notice(res.message, true);
        return now;
      }
      views_.rename_id.clear();
      refresh_slots();
      notice({}, false);
      return now;
    }
    case SaveRequest::kDelete: {
      if (r.id != playing_id_ && lock_.played_elsewhere(r.id)) {
        views_.delete_id.clear();
        notice(tr("That game is being played in another tab or window: close it there first."), true);
        return now;
      }
      ShelfResult res = shelf_.remove(r.id);
      views_.delete_id.clear();
      refresh_slots();
      if (!res.ok) {
        notice(res.message, true);
        return now;
      }
      if (r.id == playing_id_) {
        playing_id_.clear();  // no more autosaves into it
        lock_.release();
      }
      if (r.id == views_.offer_id) {
        views_.offer_id.clear();
        offer_ = LoadedGame();
      }
      notice(tr("The saved game was deleted."), false);
      return now;
    }
  }
  return now;
}

void SaveController::draw_banner(Frame& f) {
  // The titles are kept in English (tr_noop) and said in the player's language.
  if (!banner_.empty() && !banner_hidden_ && save_banner(f, tr(banner_title_.c_str()), banner_)) banner_hidden_ = true;
}

void SaveController::publish() {
#ifdef LANDLORD_TEST_HOOKS
  Json list = Json::array();
  for (const SlotInfo& s : views_.slots) {
    list.push_back({{"id", s.id},
                    {"name", s.name},
                    {"saved_at", s.saved_at_ms},
                    {"seq", s.seq},
                    {"current", s.current},
                    {"problem", s.problem},
                    {"damaged", s.damaged},
                    {"summary", saves::summary_to_json(s.summary)}});
  }
  std::string text = dump_json(list);
  if (text != published_saves_) {
    published_saves_ = text;
    platform::publish_for_tests("saves", text);
  }
  Json st = {{"ok", last_save_ok_},
             {"message", last_save_message_},
             {"id", playing_id_},
             {"attempts", save_attempts_},
             {"written", saves_written_},
             {"actions", saved_actions_},
             {"banner", banner_hidden_ ? std::string() : banner_},
             {"notice", views_.notice},
             {"notice_bad", views_.notice_bad},
             {"offer", views_.offer_message}};
  text = dump_json(st);
  if (text != published_status_) {
    published_status_ = text;
    platform::publish_for_tests("save_status", text);
  }
#endif
}

}  // namespace landlord::ui
