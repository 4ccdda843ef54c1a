// Screen routing, layout and the test hooks. See docs/ui.md.
#include "ui/app.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "ui/game_over_view.h"
#include "ui/theme.h"

#if !defined(__EMSCRIPTEN__) && defined(__linux__)
#include <unistd.h>
#endif

namespace landlord::ui {

namespace {

constexpr float kPad = 10.0f;
constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

std::vector<std::string> edition_dirs() {
  std::vector<std::string> dirs;
#ifdef __EMSCRIPTEN__
  dirs.push_back("/editions");
#else
  if (const char* env = std::getenv("LANDLORD_EDITIONS")) dirs.push_back(env);
#if defined(__linux__)
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n > 0) {
    std::filesystem::path exe(std::string(buf, static_cast<std::size_t>(n)));
    dirs.push_back((exe.parent_path() / "editions").string());
    dirs.push_back((exe.parent_path() / "assets" / "editions").string());
  }
#endif
#ifdef LANDLORD_SOURCE_DIR
  dirs.push_back(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions");
#endif
  dirs.push_back("assets/editions");
#endif
  return dirs;
}

// Wall-clock time for the saves (shown as "saved today at 14:05").
int64_t clock_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

// "Classic: Sam, Ada, Brook +1": a default name for a new game's slot.
std::string slot_name(const Session& s) {
  std::string name = s.edition().name + ": ";
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

double wall_ms() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

App::App(platform::Storage& storage)
    : storage_(storage), store_(storage_), shelf_(store_, editions_in(edition_dirs())) {}

void App::load_editions() {
  if (!form_.editions.empty() || !form_.editions_error.empty()) return;
  for (const std::string& dir : edition_dirs()) {
    std::error_code ec;
    std::vector<std::string> files;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      if (it->path().extension() == ".json") files.push_back(it->path().string());
    }
    if (files.empty()) continue;
    std::sort(files.begin(), files.end());
    for (const std::string& file : files) {
      EditionLoad load = load_edition_file(file);
      if (load.edition) form_.editions.push_back(load.edition);
      else form_.editions_error = file + ": " + load.error;
    }
    // Classic first.
    std::stable_sort(form_.editions.begin(), form_.editions.end(),
                     [](const auto& a, const auto& b) { return (a->id == "classic") > (b->id == "classic"); });
    if (!form_.editions.empty()) {
      form_.editions_error.clear();
      return;
    }
  }
  if (form_.editions_error.empty()) form_.editions_error = "no editions/*.json found";
}

bool App::frame(const platform::FrameContext& ctx) {
  double t0 = wall_ms();
  bool phone = ctx.width < 760.0f || ctx.width < ctx.height * 0.9f;
  float touch = ctx.width < 600.0f ? 1.25f : 1.0f;
  if (touch != styled_for_) {
    apply_style(touch);
    styled_for_ = touch;
  }
  widgets_.begin_frame();
  Frame f{ctx.fonts, session_, widgets_, view_, ctx.time_seconds, ctx.width, ctx.height, phone, touch};
  ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0, 0), ImVec2(ctx.width, ctx.height), palette().table);
  bool more = draw(f);
  widgets_.publish();
  publish(f);
  double ms = wall_ms() - t0;
  frame_ms_sum_ += ms;
  frame_ms_max_ = std::max(frame_ms_max_, ms);
  ++frame_count_;
  ++frames_total_;
  if (frame_count_ >= 30) {
#ifdef LANDLORD_TEST_HOOKS
    char buf[160];
    std::snprintf(buf, sizeof buf, "{\"avg_ms\":%.3f,\"max_ms\":%.3f,\"frames\":%llu}", frame_ms_sum_ / frame_count_,
                  frame_ms_max_, static_cast<unsigned long long>(frames_total_));
    platform::publish_for_tests("perf", buf);
#endif
#ifndef __EMSCRIPTEN__
    if (std::getenv("LANDLORD_FRAME_STATS")) {
      std::fprintf(stderr, "landlord: App::frame avg %.3f ms, max %.3f ms over %d frames\n",
                   frame_ms_sum_ / frame_count_, frame_ms_max_, frame_count_);
    }
#endif
    frame_ms_sum_ = frame_ms_max_ = 0.0;
    frame_count_ = 0;
  }
  return more;
}

bool App::draw(Frame& f) {
  if (!started_up_) start_up();
  saves_.now_ms = clock_ms();
  saves_.playing_id = playing_id_;
  saves_.session_active = session_.active();
  switch (screen_) {
    case Screen::kResume: handle(resume_offer_view(f, saves_)); return false;
    case Screen::kSaves: handle(saved_games_view(f, saves_)); return false;
    case Screen::kPaused:
      // Still updated, paused: computer players wait, anything moving settles.
      session_.update(f.now);
      handle(paused_view(f, saves_));
      return false;
    case Screen::kPlaying: return playing(f);
    case Screen::kNewGame: break;
  }
  load_editions();
  bool autostart = false;
#ifndef __EMSCRIPTEN__
  // Developers' shortcut: LANDLORD_AUTOSTART=1 skips the set-up screen once.
  if (frames_total_ == 0 && std::getenv("LANDLORD_AUTOSTART") && !form_.editions.empty()) {
    init_new_game(form_);
    autostart = true;
  }
#endif
  if (new_game_view(f, form_) || autostart) {
    const auto& ed = form_.editions[form_.edition];
    if (session_.start(ed, form_.options, form_seats(form_), form_seed(form_, f.now))) {
      view_ = ViewState();
      screen_ = Screen::kPlaying;
      new_slot();
      return false;
    }
  }
  handle(new_game_overlay(f, saves_));
  return false;
}

bool App::playing(Frame& f) {
  bool more = session_.update(f.now);
  if (f.phone) narrow_layout(f);
  else wide_layout(f);
  trade_dialog(f);
  if (session_.state().phase == Phase::kGameOver && !session_.animating() && !view_.board_only_after_game) {
    switch (game_over_view(f)) {
      case GameOverChoice::kNewGame:
        autosave(f.now);
        session_.clear();
        playing_id_.clear();
        screen_ = Screen::kNewGame;
        break;
      case GameOverChoice::kViewBoard: view_.board_only_after_game = true; break;
      case GameOverChoice::kNone: break;
    }
  }
  if (screen_ == Screen::kPlaying) {
    autosave(f.now);
    if (!banner_.empty() && !banner_hidden_ && save_banner(f, banner_title_, banner_)) banner_hidden_ = true;
    if (pause_asked_) {
      pause_asked_ = false;
      pause();
      return false;
    }
  }
  return more || session_.animating();
}

double App::seconds_until_next_frame() const {
  return screen_ == Screen::kPlaying ? session_.seconds_until_clock_frame() : -1.0;
}

void App::wide_layout(Frame& f) {
  float bar_h = ImGui::GetFrameHeight() + 2 * kPad;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(f.width, bar_h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kPad * 1.5f, kPad));
  ImGui::Begin("##bar", nullptr, kPanelFlags);
  settings_bar(f);
  if (session_.state().phase == Phase::kGameOver) {
    ImGui::SameLine();
    if (button(f, "settings.new", "New game")) {
      autosave(f.now);
      session_.clear();
      playing_id_.clear();
      screen_ = Screen::kNewGame;
    }
  } else {
    float pw = ImGui::CalcTextSize("Pause").x + 2 * ImGui::GetStyle().FramePadding.x;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX(), f.width - pw - kPad * 1.5f));
    if (button(f, "settings.pause", "Pause", true, {}, ImVec2(pw, 0))) pause_asked_ = true;
  }
  ImGui::End();
  ImGui::PopStyleVar();
  if (screen_ != Screen::kPlaying) return;

  float avail_h = f.height - bar_h - kPad;
  float board = std::floor(std::min(avail_h - kPad, f.width * 0.62f));
  ImVec2 bo(kPad, bar_h);
  ImGui::SetNextWindowPos(bo);
  ImGui::SetNextWindowSize(ImVec2(board, board));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##boardwin", nullptr, kPanelFlags | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoScrollWithMouse);
  board_view(f, bo, board);
  ImGui::End();
  ImGui::PopStyleVar();

  float x = bo.x + board + kPad, w = f.width - x - kPad;
  float y = bar_h;
  float total = f.height - y - kPad;
  float act_h = std::clamp(actions_h_, 120.0f, total * 0.62f);
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, act_h));
  ImGui::Begin("##actions", nullptr, kPanelFlags & ~ImGuiWindowFlags_NoScrollbar);
  actions_panel(f);
  actions_h_ = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
  ImGui::End();
  y += act_h + kPad;
  float rest = f.height - y - kPad;
  float pl_h = std::clamp(players_h_, 100.0f, std::max(100.0f, rest - 150.0f));
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, pl_h));
  ImGui::Begin("##players", nullptr, kPanelFlags & ~ImGuiWindowFlags_NoScrollbar);
  players_panel(f);
  players_h_ = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y - ImGui::GetStyle().ItemSpacing.y;
  ImGui::End();
  y += pl_h + kPad;
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, f.height - y - kPad));
  ImGui::Begin("##logwin", nullptr, kPanelFlags);
  log_view(f, -1.0f);
  ImGui::End();
}

void App::narrow_layout(Frame& f) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(f.width, f.height));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::Begin("##main", nullptr, (kPanelFlags & ~ImGuiWindowFlags_NoScrollbar) | ImGuiWindowFlags_NoBackground);
  settings_bar(f);
  if (session_.state().phase != Phase::kGameOver) {
    float pw = ImGui::CalcTextSize("Pause").x + 2 * ImGui::GetStyle().FramePadding.x;
    float right = ImGui::GetWindowContentRegionMax().x - pw;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() <= right) ImGui::SetCursorPosX(right);
    else ImGui::NewLine();
    if (button(f, "settings.pause", "Pause", true, {}, ImVec2(pw, 0))) pause_asked_ = true;
  }
  if (session_.state().phase == Phase::kGameOver) {
    if (button(f, "settings.new", "New game")) {
      autosave(f.now);
      session_.clear();
      playing_id_.clear();
      screen_ = Screen::kNewGame;
      ImGui::End();
      ImGui::PopStyleVar();
      return;
    }
  }
  float board = std::floor(ImGui::GetContentRegionAvail().x);
  ImVec2 bo = ImGui::GetCursorScreenPos();
  board_view(f, bo, board);
  ImGui::Dummy(ImVec2(1, 4));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 10));
  ImGui::BeginChild("##actions", ImVec2(0, std::max(120.0f, actions_h_)), true, ImGuiWindowFlags_NoScrollbar);
  actions_panel(f);
  actions_h_ = ImGui::GetCursorPosY() + 6.0f;
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::Spacing();
  players_panel(f);
  ImGui::Spacing();
  log_view(f, 320.0f);
  ImGui::End();
  ImGui::PopStyleVar();
}

void App::publish(const Frame& f) {
#ifdef LANDLORD_TEST_HOOKS
  publish_saves();
  const char* screen = screen_ == Screen::kNewGame   ? "newgame"
                       : screen_ == Screen::kResume  ? "resume"
                       : screen_ == Screen::kSaves   ? "saves"
                       : screen_ == Screen::kPaused  ? "paused"
                       : session_.state().phase == Phase::kGameOver ? "gameover"
                                                                    : "playing";
  if (published_screen_ != screen) {
    published_screen_ = screen;
    platform::publish_for_tests("screen", std::string("\"") + screen + "\"");
  }
  if (!session_.active()) {
    state_published_ = false;
    return;
  }
  const GameState& s = session_.state();
  if (!state_published_ || !(s == published_state_)) {
    published_state_ = s;
    state_published_ = true;
    platform::publish_for_tests("state", dump_json(state_to_json(session_.edition(), s)));
  }
  Json j = Json::object();
  Json seats = Json::array();
  for (const Seat& seat : session_.seats()) {
    seats.push_back({{"name", seat.name}, {"kind", seat.kind == SeatKind::kHuman ? "human" : seat.kind == SeatKind::kEasy ? "easy" : "hard"}});
  }
  j["seats"] = seats;
  j["phase"] = phase_name(s.phase);
  j["decider"] = session_.decider();
  j["waiting_human"] = session_.waiting_human();
  j["animating"] = session_.animating();
  j["speed"] = speed_name(session_.speed);
  j["turn"] = s.turn_number;
  j["log_lines"] = session_.log().size();
  j["trade_open"] = view_.trade.open;
  j["actions"] = session_.actions_applied();
  j["history"] = session_.game().history.size();
  j["bot_failures"] = session_.table_report().failures;
  j["paused"] = session_.paused;
  j["phone"] = f.phone;
  std::string text = dump_json(j);
  if (text != published_session_) {
    published_session_ = text;
    platform::publish_for_tests("session", text);
  }
#else
  (void)f;
#endif
}

// ---------------------------------------------------------------------------
// Saving. The shelf does the careful part (two copies, verified before
// switching); here: when to save, and what to tell the player.

void App::start_up() {
  started_up_ = true;
  load_editions();
  for (const auto& ed : form_.editions) saves_.currency[ed->id] = ed->currency;
  refresh_slots();
  std::string cur = shelf_.current();
  for (const SlotInfo& slot : saves_.slots) {
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
    saves_.offer_id = cur;
    saves_.offer_ok = offer_.ok;
    saves_.offer_message = offer_.message;
    if (offer_.ok && offer_.fell_back) {
      saves_.offer_message += " It was saved " + when_text(offer_.saved_at_ms, clock_ms()) + ".";
    }
    if (offer_.ok && !offer_.note.empty()) {
      saves_.offer_message += (saves_.offer_message.empty() ? "" : " ") + offer_.note;
    }
    refresh_slots();  // a fall-back repoints the slot: its summary changed
    screen_ = Screen::kResume;
    break;
  }
  if (screen_ != Screen::kNewGame) return;
  // A saved game that cannot be read at all is said at once, where it can
  // be deleted or its records exported, not left to be found.
  for (const SlotInfo& slot : saves_.slots) {
    if (!slot.damaged) continue;
    back_to_ = Screen::kNewGame;
    notice("A saved game is damaged and cannot be opened: delete it, or export its records to "
           "send them in.",
           true);
    screen_ = Screen::kSaves;
    break;
  }
}

void App::refresh_slots() {
  std::string error;
  saves_.slots = shelf_.list(&error);
  saves_.list_error = error.empty() ? std::string() : "The saved games could not be listed: " + error;
}

void App::notice(std::string text, bool bad) {
  saves_.notice = std::move(text);
  saves_.notice_bad = bad;
}

void App::note_save(const SaveOutcome& s) {
  ++save_attempts_;
  if (s.ok && !s.skipped) ++saves_written_;
  last_save_ok_ = s.ok;
  last_save_message_ = s.message;
  if (s.ok) {
    if (banner_title_ == "Not saved") banner_.clear();
    return;
  }
  if (banner_ != s.message) banner_hidden_ = false;
  banner_title_ = "Not saved";
  banner_ = s.message;
}

SaveOutcome App::save_playing() {
  SaveOutcome s = shelf_.save(playing_id_, session_.game(), session_.to_json(), clock_ms());
  note_save(s);
  return s;
}

void App::new_slot() {
  SaveOutcome s = shelf_.create(session_.game(), session_.to_json(), slot_name(session_), clock_ms());
  note_save(s);
  playing_id_ = s.id;
  saved_actions_ = session_.game().history.size();
  saved_speed_ = static_cast<int>(session_.speed);
  refresh_slots();
}

void App::autosave(double now) {
  if (playing_id_.empty() || !session_.active()) return;
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

bool App::save_now() {
  if (!session_.active() || playing_id_.empty()) return true;
  saved_actions_ = session_.game().history.size();
  saved_speed_ = static_cast<int>(session_.speed);
  return save_playing().ok;
}

void App::suspend() { save_now(); }

void App::pause() {
  session_.paused = true;
  if (playing_id_.empty()) {
    new_slot();  // the game's slot was deleted: pausing keeps it again
  } else {
    save_now();
  }
  refresh_slots();
  saves_.paused = SlotInfo();
  saves_.paused.id = playing_id_;
  for (const SlotInfo& slot : saves_.slots) {
    if (slot.id == playing_id_) saves_.paused = slot;
  }
  if (saves_.paused.name.empty()) saves_.paused.name = slot_name(session_);
  Json ui = session_.to_json();
  saves_.paused.summary = summarize(session_.game(), ui);
  saves_.paused_saved = last_save_ok_;
  saves_.paused_message = last_save_message_;
  notice({}, false);
  screen_ = Screen::kPaused;
}

bool App::resume_loaded(LoadedGame& g) {
  Json ui = g.ui;
  if (!ui.is_object() || !ui.contains("seats")) {
    // A bare engine save (e.g. from landlord-cli): everyone plays here.
    if (!ui.is_object()) ui = Json::object();
    Json seats = Json::array();
    for (std::size_t i = 0; i < g.game.names.size(); ++i) {
      seats.push_back({{"name", g.game.names[i]},
                       {"kind", "human"},
                       {"token", static_cast<int>(i % kTokenCount)},
                       {"colour", static_cast<int>(i % kColourCount)}});
    }
    ui["seats"] = seats;
  }
  std::string error;
  if (!session_.resume(std::move(g.game), ui, error)) {
    notice("This game cannot be continued: " + error, true);
    return false;
  }
  shelf_.set_current(g.id);
  playing_id_ = g.id;
  saved_actions_ = session_.game().history.size();
  saved_speed_ = static_cast<int>(session_.speed);
  last_save_at_ = -1.0;
  view_ = ViewState();
  banner_.clear();
  if (g.fell_back) {
    banner_title_ = "An earlier save was loaded";
    banner_ = g.message;
    banner_hidden_ = false;
  } else if (!g.note.empty()) {
    banner_title_ = "Rules updated";
    banner_ = g.note;
    banner_hidden_ = false;
  }
  notice({}, false);
  screen_ = Screen::kPlaying;
  refresh_slots();
  return true;
}

void App::open_slot(const std::string& id) {
  if (id == playing_id_ && session_.active()) {
    session_.paused = view_.trade.open;
    screen_ = Screen::kPlaying;
    return;
  }
  LoadedGame g = shelf_.load(id);
  refresh_slots();
  if (!g.ok) {
    notice(g.message, true);
    return;
  }
  if (session_.active()) save_now();  // the game being left keeps its last moves
  resume_loaded(g);
}

void App::imported(const platform::FileTransfer& t) {
  if (!t.ok) {
    if (!t.cancelled) notice(t.message, true);
    return;
  }
  LoadedGame g = shelf_.import_text(t.text, clock_ms());
  if (!g.ok) {
    notice("\"" + t.name + "\" was not imported: " + g.message, true);
    return;
  }
  refresh_slots();
  notice("\"" + g.name + "\" was imported. Open it to play on." + (g.note.empty() ? "" : " " + g.note), false);
}

void App::handle(const SaveRequest& r) {
  switch (r.kind) {
    case SaveRequest::kNone: return;
    case SaveRequest::kContinue:
      if (screen_ == Screen::kResume) {
        if (!resume_loaded(offer_)) {
          saves_.offer_ok = false;
          saves_.offer_message = saves_.notice;
        }
        offer_ = LoadedGame();
      } else if (session_.active()) {
        session_.paused = view_.trade.open;
        screen_ = Screen::kPlaying;
      }
      return;
    case SaveRequest::kOpen: open_slot(r.id); return;
    case SaveRequest::kNewGame:
      if (session_.active()) save_now();
      session_.clear();
      playing_id_.clear();
      offer_ = LoadedGame();
      banner_.clear();
      screen_ = Screen::kNewGame;
      return;
    case SaveRequest::kSavedGames:
      back_to_ = screen_;
      refresh_slots();
      notice({}, false);
      saves_.rename_id.clear();
      saves_.delete_id.clear();
      screen_ = Screen::kSaves;
      return;
    case SaveRequest::kBack: {
      Screen to = back_to_;
      if (to == Screen::kPaused && !session_.active()) to = Screen::kNewGame;
      if (to == Screen::kResume) {
        bool listed = false;
        for (const SlotInfo& s : saves_.slots) listed = listed || s.id == saves_.offer_id;
        if (!listed) to = Screen::kNewGame;
      }
      if (to == Screen::kPaused) {
        pause();  // refreshes the name and summary
      } else {
        screen_ = to;
      }
      return;
    }
    case SaveRequest::kExportSlot:
    case SaveRequest::kExportPlaying: {
      ExportedGame e;
      if (r.kind == SaveRequest::kExportSlot) {
        e = shelf_.export_slot(r.id);
      } else {
        e = SaveShelf::export_game(session_.game(), session_.to_json(), saves_.paused.name, clock_ms());
      }
      if (!e.ok) {
        notice(e.message, true);
        return;
      }
      platform::FileTransfer t = platform::offer_download(e.filename, e.text);
      if (!t.ok) notice(t.message, true);
      else notice(t.message.empty() ? "Exported as " + e.filename + "." : t.message, false);
      return;
    }
    case SaveRequest::kExportRecords: {
      ExportedGame e = shelf_.export_records(r.id);
      if (!e.ok) {
        notice(e.message, true);
        return;
      }
      platform::FileTransfer t = platform::offer_download(e.filename, e.text);
      if (!t.ok) notice(t.message, true);
      else notice(t.message.empty() ? "The records were exported as " + e.filename + "." : t.message, false);
      return;
    }
    case SaveRequest::kPickFile:
      // Called from the click's frame: browsers open pickers only right after a gesture.
      platform::pick_text_file([this](platform::FileTransfer t) { imported(t); });
      return;
    case SaveRequest::kImportPath: imported(platform::read_text_file(r.text)); return;
    case SaveRequest::kRename: {
      ShelfResult res = shelf_.rename(r.id, r.text);
      if (!res.ok) {
        notice(res.message, true);
        return;
      }
      saves_.rename_id.clear();
      refresh_slots();
      notice({}, false);
      return;
    }
    case SaveRequest::kDelete: {
      ShelfResult res = shelf_.remove(r.id);
      saves_.delete_id.clear();
      refresh_slots();
      if (!res.ok) {
        notice(res.message, true);
        return;
      }
      if (r.id == playing_id_) playing_id_.clear();  // no more autosaves into it
      if (r.id == saves_.offer_id) {
        saves_.offer_id.clear();
        offer_ = LoadedGame();
      }
      notice("The saved game was deleted.", false);
      return;
    }
  }
}

void App::publish_saves() {
#ifdef LANDLORD_TEST_HOOKS
  Json list = Json::array();
  for (const SlotInfo& s : saves_.slots) {
    list.push_back({{"id", s.id},
                    {"name", s.name},
                    {"saved_at", s.saved_at_ms},
                    {"seq", s.seq},
                    {"current", s.current},
                    {"problem", s.problem},
                    {"damaged", s.damaged},
                    {"summary", summary_to_json(s.summary)}});
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
             {"notice", saves_.notice},
             {"notice_bad", saves_.notice_bad},
             {"offer", saves_.offer_message}};
  text = dump_json(st);
  if (text != published_status_) {
    published_status_ = text;
    platform::publish_for_tests("save_status", text);
  }
#endif
}

}  // namespace landlord::ui
