// Screen routing, layout and the test hooks. See docs/ui.md.
#include "ui/app.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "saves/bundled_editions.h"
#include "text/tr.h"
#include "ui/editions.h"
#include "ui/game_over_view.h"
#include "ui/guide.h"
#include "ui/home_view.h"
#include "platform/page_address.h"
#include "ui/worth_chart.h"
#include "platform/accessibility.h"
#include "ui/theme.h"


namespace landlord::ui {

namespace {

constexpr float kPad = 10.0f;
constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

// The board in a window of its own, `size` square at `origin` (the desktop
// and the landscape phone; the portrait phone draws it inside its column).
void board_window(Frame& f, ImVec2 origin, float size) {
  ImGui::SetNextWindowPos(origin);
  ImGui::SetNextWindowSize(ImVec2(size, size));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##boardwin", nullptr, kPanelFlags | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoScrollWithMouse);
  board_view(f, origin, size);
  ImGui::End();
  ImGui::PopStyleVar();
}

double wall_ms() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

App::App(platform::Storage& storage) : storage_(storage), saves_(storage, session_), online_(storage, session_) {
  saves_.list_online_with([this](std::string* error) { return online_.saved_games(error); });
  OnlinePlay::RoomLock lock;
  lock.claim = [this](const std::string& id, bool take) { saves_.claim_room(id, take); };
  lock.state = [this] { return saves_.room_lock(); };
  lock.release = [this] { saves_.release_room(); };
  online_.use_lock(std::move(lock));
  saves_.on_room_let_go([this] { online_.save_now(); });
}

namespace {
constexpr const char* kGuideName = "guide";
}

bool App::guide_wanted() const {
  platform::StorageRead r = storage_.get(kGuideName);
  return !(r.value && *r.value == "done");
}

void App::guide_remember() {
  view_.guide_step = -1;
  // Not stored (storage full or off): the guide may come once more; nothing else is lost.
  (void)storage_.put(kGuideName, "done");
}

void App::load_editions(bool home_only) {
  auto classic_first = [this] {
    std::stable_sort(form_.editions.begin(), form_.editions.end(),
                     [](const auto& a, const auto& b) { return (a->id == "classic") > (b->id == "classic"); });
  };
  auto read_bundled = [this] {
    for (const saves::BundledEdition& b : saves::bundled_editions()) {
      EditionLoad load = load_edition_text(b.text);
      if (load.edition) form_.editions.push_back(load.edition);
      else form_.editions_error = "editions/" + std::string(b.id) + ".json: " + load.error;
    }
  };
  if (editions_pending() && !home_only) {
    // The frame after the home screen's first shown: now every edition.
    form_.home_edition_name.clear();
    read_bundled();
    if (!form_.editions.empty()) {
      classic_first();
      form_.editions_error.clear();
    }
    saves_.know_editions(form_.editions);
    return;
  }
  if (!form_.editions.empty() || !form_.editions_error.empty() || editions_pending()) return;
  // Compiled in (the web page), else read from the first directory that has any.
  if (home_only) {
    // The home screen needs only Classic's name, compiled in with it: the
    // home screen's frames read nothing (reading Classic was about half of
    // the first frame's own time, docs/performance.md), and the frame after
    // them reads every edition (App::draw).
    for (const saves::BundledEdition& b : saves::bundled_editions()) {
      if (b.id != "classic" || b.name.empty()) continue;
      form_.home_edition_name = std::string(b.name);
      return;
    }
  }
  read_bundled();
  if (!form_.editions.empty()) {
    classic_first();
    form_.editions_error.clear();
    return;
  }
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
    classic_first();
    if (!form_.editions.empty()) {
      form_.editions_error.clear();
      return;
    }
  }
  if (form_.editions_error.empty()) form_.editions_error = "no editions/*.json found";
}

bool App::frame(const platform::FrameContext& ctx) {
  double t0 = wall_ms();
  // A phone held sideways: too short for the desktop panels.
  landscape_ = ctx.height < 500.0f && ctx.width > ctx.height;
  bool phone = ctx.width < 760.0f || ctx.width < ctx.height * 0.9f || landscape_;
  float touch = ctx.width < 600.0f || landscape_ || ctx.touch_screen ? 1.25f : 1.0f;
  if (touch != styled_for_) {
    apply_style(touch);
    styled_for_ = touch;
  }
  language_.start(forced_language_);
  const bool new_words = language_.poll();
  widgets_.begin_frame();
  last_frame_at_ = ctx.time_seconds;
  Frame f{ctx.fonts, session_, widgets_, view_, ctx.time_seconds, ctx.width, ctx.height, phone, touch, &notices_};
  widgets_.focus.begin_frame(ctx.tab_moves, platform::take_accessible_press());
  clear_tooltip_shown();
  keys(f);
  online_.tick(f.now);  // (the time, also for a screen that settles after its room has gone)
  if (online_.elsewhere() && screen_ == Screen::kPlaying) {
    screen_ = Screen::kOnline;  // the room went to another tab: its screen says so
    view_ = ViewState();
  }
  if (online_.in_room()) {
    for (std::string& line : online_.take_notes()) {
      // TRANSLATORS: the title of a notice of the online room over the board (who left, who came back).
      notices_.say(trc("notice", "Online"), std::move(line), f.now);
    }
    online_.chat().take_new(online_.room()->device(), session_, notices_, f.now);
  }
  // A frame more when the editions are still to be read (the home screen's first).
  const Screen was = screen_;
  layout_moved_ = false;
  bool more = draw(f) || editions_pending() || new_words;
  if (!layout_moved_) layout_redraws_ = 0;
  else if (layout_redraws_ < 3) {
    ++layout_redraws_;
    more = true;
  }
  // A screen that changed during the frame (a click, a message from the
  // room) has drawn part of the old one and part of the new: two frames
  // more draw the new one whole, whatever else asks for frames, and the
  // tests' hooks name it once its controls are those published.
  const bool changed = screen_ != was;
  if (changed) redraws_after_change_ = 2;
  if (redraws_after_change_ > 0) {
    --redraws_after_change_;
    more = true;
  }
  if (screen_ == Screen::kPlaying) worth_view(f);
  else view_.show_worth = false;
  rules_view(f, form_.editions, rules_source());
  keys_view(f);
  widgets_.focus.end_frame();
  if (!tooltip_shown().empty()) {
    const ImGuiIO& io = ImGui::GetIO();
    widgets_.show("tooltip", tooltip_shown(), io.MousePos, io.MousePos);
  }
  // The accessible mirror from the second frame on, which follows at once:
  // its first update lays out the page's first text (the browser's fonts),
  // which would hold back the first frame on screen (docs/performance.md).
  // Nor while the language chosen is on its way: a screen reader would
  // say the screen in English first (the language's files wake the page).
  if (frames_total_ > 0 && !language_.loading()) {
    mirror_.update(widgets_, mirror_heading(), screen_ == Screen::kPlaying ? &session_ : nullptr);
  } else if (frames_total_ == 0) {
    more = true;
  }
  widgets_.publish();
  publish(f, !changed);
  publish_scroll_positions();
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
  if (!started_up_) {
    started_up_ = true;
    // The home screen's frames read no edition (only Classic's name,
    // compiled in), unless a saved game waits (the saved games' list names
    // every edition's money); they are read on the frame after the home
    // screen is first shown (the first frame is drawn unseen). On the web
    // page that code is then in the part of the module fetched after the
    // home screen is drawn (cmake/WebSplit.cmake), and input is held until
    // it has come; natively a click in that one frame finds no edition and
    // starts nothing.
    // A room's link: its join screen, whatever else waits.
    const std::string address = platform::page_address();
    const std::string code = room_code_of(address);
    load_editions(!saves_.any_saved() && code.empty());
    screen_ = saves_.start_up(form_.editions);
    if (!code.empty() && !form_.editions.empty()) {
      online_.open_link(code, room_locked_of(address), form_.editions);
      screen_ = Screen::kOnline;
    }
  } else if (editions_pending() && frames_total_ >= 2) {
    load_editions();
  }
  {
    bool fresh = false;
    screen_ = saves_.watch_lock(screen_, fresh);
    if (fresh) view_ = ViewState();
  }
  saves_.prepare_views();
  saves_.views().language = &language_;
  switch (screen_) {
    case Screen::kResume: handle(resume_offer_view(f, saves_.views())); return false;
    case Screen::kSaves: handle(saved_games_view(f, saves_.views())); return false;
    case Screen::kElsewhere: handle(elsewhere_view(f, saves_.views())); return false;
    case Screen::kPaused:
      // Still updated, paused: computer players wait, anything moving settles.
      session_.update(f.now);
      handle(paused_view(f, saves_.views()));
      return false;
    case Screen::kPlaying: return playing(f);
    case Screen::kOnline: return online_screen(f);
    case Screen::kNewGame: break;
  }
  load_editions(true);
  bool autostart = false;
#ifndef __EMSCRIPTEN__
  // Developers' shortcut: LANDLORD_AUTOSTART=1 skips the set-up screen once.
  if (frames_total_ == 0 && std::getenv("LANDLORD_AUTOSTART") && !form_.editions.empty()) {
    init_new_game(form_);
    autostart = true;
  }
#endif
  if (!form_.custom && !autostart) {
    init_new_game(form_);
    HomeChoice choice = home_view(f, form_, language_);
    if (choice == HomeChoice::kCustom) form_.custom = true;
    if (choice == HomeChoice::kOnline) {
      form_.custom = true;
      form_.online = true;
      // A friend to invite in the second seat, as the usual online table.
      form_.seats[1].kind = SeatKind::kHuman;
      form_.here[1] = false;
    }
    if (choice == HomeChoice::kPlay) {
      QuickGame q = quick_game(form_);
      if (q.edition && begin_game(q.edition, q.options, q.seats, random_seed(f.now))) {
        if (guide_wanted()) view_.guide_step = 0;
        return false;
      }
    }
    handle(new_game_overlay(f, saves_.views()));
    return false;
  }
  bool started = new_game_view(f, form_);
  if (form_.back) {
    form_.back = false;
    form_.custom = false;
    if (form_.online) leave_online_form();
  }
  if (started && form_.online) {
    // Where there is no online play, its screen says why.
    std::string why;
    online_.make_room(form_, why);
    screen_ = Screen::kOnline;
    return false;
  }
  if (started || autostart) {
    if (begin_game(form_.editions[form_.edition], form_.options, form_seats(form_), form_seed(form_, f.now))) {
      return false;
    }
  }
  handle(new_game_overlay(f, saves_.views()));
  return false;
}

bool App::playing(Frame& f) {
  bool more = session_.update(f.now);
  if (view_.guide_step >= kGuideSteps) guide_remember();
  notices_.update(session_, f.now);
  view_.compact_players = false;  // wide_layout decides for short windows
  view_.deed_in_column = f.phone;
  view_.deed_wide = landscape_;
  view_.deed_measured = false;
  view_.focus_deed = -1;  // the board sets it
  if (landscape_) landscape_layout(f);
  else if (f.phone) narrow_layout(f);
  else wide_layout(f);
  const bool result_shown = session_.state().phase == Phase::kGameOver && !session_.animating() &&
                            !notices_.holding(f.now) && !view_.board_only_after_game;
  if (result_shown) notices_.drop_all();  // never drawn over the result
  // A window appears one frame after it is first asked for (it measures
  // itself): keep drawing for a moment so the result does come up.
  if (!result_shown) result_since_ = -1.0;
  else if (result_since_ < 0.0) result_since_ = f.now;
  const bool result_appearing = result_shown && f.now - result_since_ < 0.5;
  notices_.draw(f);
  publish_legal(session_);
  trade_dialog(f);
  if (online_.playing() && !result_shown) online_.chat().draw(f, online_.room()->device());
  if (result_shown) {
    switch (game_over_view(f)) {
      case GameOverChoice::kNewGame: leave_game(); break;
      case GameOverChoice::kPlayAgain:
        if (session_.following()) {  // another room, another link: from the home screen
          leave_game();
          break;
        }
        {
        saves_.save_now();
        Game done = session_.game();
        begin_game(done.edition, done.options, session_.seats(),
                   done.seed * 6364136223846793005ull + 1442695040888963407ull);
        break;
      }
      case GameOverChoice::kViewBoard: view_.board_only_after_game = true; break;
      case GameOverChoice::kNone: break;
    }
  }
  if (screen_ == Screen::kPlaying && online_.in_room()) {
    // An online game is the room's: OnlinePlay keeps it (online_saves.h),
    // not the saves of local games, and leaving it hands this device's
    // seats to a computer player until the link is opened again.
    if (pause_asked_) {
      pause_asked_ = false;
      leave_online();
      return false;
    }
    if (!online_.playing()) screen_ = Screen::kOnline;  // stopped, or this device is left out
  } else if (screen_ == Screen::kPlaying) {
    saves_.autosave(f.now);
    saves_.draw_banner(f);
    if (pause_asked_) {
      pause_asked_ = false;
      screen_ = saves_.pause();
      return false;
    }
  }
  const bool moved = view_.deed_moved;  // the deed card changes place on the next frame
  view_.deed_moved = false;
  return more || moved || notices_.busy(f.now) || result_appearing || session_.has_news();
}

// The table, behind the board and the panels: the colour the host clears to.
platform::Rgba App::background() const {
  const ImVec4 c = ImGui::ColorConvertU32ToFloat4(palette().table);
  return {c.x, c.y, c.z, c.w};
}

double App::seconds_until_next_frame() const {
  double clock = screen_ == Screen::kPlaying ? session_.seconds_until_clock_frame() : -1.0;
  double lock = saves_.lock_poll_seconds();  // natively: another window asking for the game
  double room = online_.seconds_until_next_frame();
  double notice = screen_ == Screen::kPlaying ? notices_.seconds_until_change(last_frame_at_) : -1.0;
  double due = screen_ == Screen::kPlaying ? session_.seconds_until_due(last_frame_at_) : -1.0;
  double soonest = -1.0;
  for (double s : {clock, lock, room, notice, due}) {
    if (s >= 0.0 && (soonest < 0.0 || s < soonest)) soonest = s;
  }
  return soonest;
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
    if (button(f, "settings.new", tr("New game"))) leave_game();
  } else {
    // An online game goes on without you.
    // TRANSLATORS: the top bar's button that leaves an online game (which goes on without you).
    const char* pause = session_.following() ? trc("online game", "Leave") : tr("Pause");
    float pw = ImGui::CalcTextSize(pause).x + 2 * ImGui::GetStyle().FramePadding.x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float cw = online_.playing() ? ImGui::CalcTextSize(online_.chat().label().c_str()).x +
                                             2 * ImGui::GetStyle().FramePadding.x + gap
                                       : 0.0f;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX(), f.width - pw - cw - kPad * 1.5f));
    if (online_.playing()) {
      online_.chat().bar_button(f);
      ImGui::SameLine();
    }
    if (button(f, "settings.pause", pause, true, {}, ImVec2(pw, 0))) pause_asked_ = true;
  }
  ImGui::End();
  ImGui::PopStyleVar();
  if (screen_ != Screen::kPlaying) return;

  float avail_h = f.height - bar_h - kPad;
  float board = std::floor(std::min(avail_h - kPad, f.width * 0.62f));
  ImVec2 bo(kPad, bar_h);
  board_window(f, bo, board);

  float x = bo.x + board + kPad, w = f.width - x - kPad;
  float y = bar_h;
  float total = f.height - y - kPad;
  // Each player's row comes before a long decision panel (the property
  // manager open, a player's long list of deeds): the panel scrolls inside
  // itself so that the players' rows keep their height (up to 42% of the
  // column; 60% in a short window such as 900x600, where four rows must
  // stay whole) and the log its last lines.
  const bool short_window = f.height < 700.0f;
  const float log_floor = short_window ? 80.0f : 120.0f;
  const float players_need = std::min(players_h_, total * (short_window ? 0.6f : 0.42f));
  const float act_cap = std::max(120.0f, std::min(total * 0.62f, total - kPad - players_need - log_floor));
  float act_h = std::clamp(actions_h_, 120.0f, act_cap);
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, act_h));
  ImGui::Begin("##actions", nullptr, kPanelFlags & ~ImGuiWindowFlags_NoScrollbar);
  actions_panel(f);
  guide_panel(f);
  keep_height(actions_h_, ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y);
  ImGui::End();
  y += act_h + kPad;
  float rest = f.height - y - kPad;
  // In a short window (900x600) the players come before the log, which
  // keeps its newest line or two (every event is also shown as a notice).
  view_.compact_players = short_window;
  const float log_min = view_.compact_players ? 80.0f : 150.0f;
  float pl_h = std::clamp(players_h_, 100.0f,
                          std::max({100.0f, rest - log_min, std::min(players_need, rest - log_floor)}));
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, pl_h));
  ImGui::Begin("##players", nullptr, kPanelFlags & ~ImGuiWindowFlags_NoScrollbar);
  players_panel(f);
  keep_height(players_h_, ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y - ImGui::GetStyle().ItemSpacing.y);
  ImGui::End();
  y += pl_h + kPad;
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, f.height - y - kPad));
  ImGui::Begin("##logwin", nullptr, kPanelFlags);
  log_view(f, -1.0f);
  ImGui::End();
}

bool App::begin_phone_window(Frame& f, ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  ImGui::Begin("##main", nullptr, (kPanelFlags & ~ImGuiWindowFlags_NoScrollbar) | ImGuiWindowFlags_NoBackground);
  top_bar_compact(f);
  if (screen_ == Screen::kPlaying) return true;
  ImGui::End();
  ImGui::PopStyleVar();
  return false;
}

void App::narrow_layout(Frame& f) {
  if (!begin_phone_window(f, ImVec2(0, 0), ImVec2(f.width, f.height))) return;
  float board = std::floor(ImGui::GetContentRegionAvail().x);
  ImVec2 bo = ImGui::GetCursorScreenPos();
  board_view(f, bo, board);
  ImGui::Dummy(ImVec2(1, 4));
  phone_column(f);
  ImGui::End();
  ImGui::PopStyleVar();
}

void App::landscape_layout(Frame& f) {
  // The board on the left, as tall as the screen; beside it one column that
  // a finger scrolls: the top bar, the decision, the players, the log.
  const float pad = 6.0f;
  float board = std::floor(std::min(f.height - 2 * pad, f.width * 0.55f));
  ImVec2 bo(pad, std::floor((f.height - board) * 0.5f));
  board_window(f, bo, board);

  float x = bo.x + board + pad;
  if (!begin_phone_window(f, ImVec2(x, 0), ImVec2(f.width - x, f.height))) return;
  phone_column(f);
  ImGui::End();
  ImGui::PopStyleVar();
}

void App::phone_column(Frame& f) {
  view_.column_scroll = ImGui::GetScrollY();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 10));
  ImGui::BeginChild("##actions", ImVec2(0, std::max(120.0f, actions_h_)), true, ImGuiWindowFlags_NoScrollbar);
  actions_panel(f);
  guide_panel(f);
  keep_height(actions_h_, ImGui::GetCursorPosY() + 6.0f);
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::Spacing();
  players_panel(f);
  ImGui::Spacing();
  log_view(f, 320.0f);
}

void App::keep_height(float& kept, float measured) {
  layout_moved_ |= std::abs(measured - kept) > 0.5f;
  kept = measured;
}

void App::top_bar_compact(Frame& f) {
  // Longer words (German's "Überspringen") would put Pause on a row of its
  // own: the buttons then keep their height and lose some of their sides.
  const float pad_x = ImGui::GetStyle().FramePadding.x;
  const float tight_x = std::max(6.0f, std::floor(pad_x * 0.5f));
  if (bar_tight_) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(tight_x, ImGui::GetStyle().FramePadding.y));
  const size_t first = widgets_.items().size();
  settings_bar(f);
  // An online game goes on without you.
  const char* pause = session_.following() ? trc("online game", "Leave") : tr("Pause");
  float pw = ImGui::CalcTextSize(session_.state().phase == Phase::kGameOver ? tr("New game") : pause).x +
             2 * ImGui::GetStyle().FramePadding.x;
  const bool chat = online_.playing() && session_.state().phase != Phase::kGameOver;
  const float cw = chat ? ImGui::CalcTextSize(online_.chat().label().c_str()).x + 2 * ImGui::GetStyle().FramePadding.x +
                              ImGui::GetStyle().ItemSpacing.x
                        : 0.0f;
  const float room = ImGui::GetWindowContentRegionMax().x;
  float right = room - pw - cw;
  ImGui::SameLine(0, 4);
  const float row_end = ImGui::GetCursorPosX() + pw + cw;
  if (ImGui::GetCursorPosX() <= right) ImGui::SetCursorPosX(right);
  else ImGui::NewLine();
  if (chat) {
    online_.chat().bar_button(f);
    ImGui::SameLine();
  }
  if (session_.state().phase == Phase::kGameOver) {
    if (button(f, "settings.new", tr("New game"), true, {}, ImVec2(pw, 0))) leave_game();
  } else if (button(f, "settings.pause", pause, true, {}, ImVec2(pw, 0))) {
    pause_asked_ = true;
  }
  if (bar_tight_) ImGui::PopStyleVar();
  // The next frame's sides: tight while the row would not fit without.
  const float buttons = static_cast<float>(widgets_.items().size() - first);
  const float wide_end = bar_tight_ ? row_end + buttons * 2.0f * (pad_x - tight_x) : row_end;
  const bool tight = wide_end > room;
  if (tight != bar_tight_) {
    bar_tight_ = tight;
    layout_moved_ = true;
  }
}

void App::publish(const Frame& f, bool screen_whole) {
#ifdef LANDLORD_TEST_HOOKS
  saves_.publish();
  const char* screen = screen_ == Screen::kNewGame   ? "newgame"
                       : screen_ == Screen::kResume  ? "resume"
                       : screen_ == Screen::kSaves   ? "saves"
                       : screen_ == Screen::kPaused  ? "paused"
                       : screen_ == Screen::kElsewhere ? "elsewhere"
                       : screen_ == Screen::kOnline    ? "online"
                       : session_.state().phase == Phase::kGameOver ? "gameover"
                                                                    : "playing";
  {
    const FocusRing& fr = widgets_.focus;
    Json focus = {{"id", fr.focused()}, {"shown", fr.ring_shown()}, {"default", fr.default_control()},
                 {"typing", ImGui::GetIO().WantTextInput}, {"text", typed_text()}};
    std::string text = dump_json(focus);
    if (text != published_focus_) {
      published_focus_ = text;
      platform::publish_for_tests("focus", text);
    }
  }
  {
    // Whether this frame was laid out with the heights it measured (a test
    // that checks what fits waits for one that was).
    std::string text = layout_moved_ ? "{\"settled\":false}" : "{\"settled\":true}";
    if (text != published_layout_) {
      published_layout_ = text;
      platform::publish_for_tests("layout", text);
    }
  }
  if (screen_whole && published_screen_ != screen) {
    published_screen_ = screen;
    platform::publish_for_tests("screen", std::string("\"") + screen + "\"");
  }
  {
    // Online play: the room's stage, code and link, and who sits where.
    Json o = Json::object();
    if (OnlineRoom* room = online_.room()) {
      o["stage"] = stage_name(room->stage());
      o["host"] = room->device().is_host();
      o["entries"] = room->device().entries();
      o["kept"] = online_.kept_entries();
      Json seats = Json::array();
      for (const net::Lobby::Seat& s : room->lobby().seats) {
        seats.push_back({{"name", s.name}, {"person", s.person}, {"who", s.who}});
      }
      o["seats"] = seats;
      Json links = Json::array();
      for (int p = 0; room->device().started() && p < room->device().table().state().player_count; ++p) {
        static const char* kLinks[] = {"none", "here", "reconnecting", "away", "computer"};
        links.push_back(kLinks[static_cast<int>(room->link(p))]);
      }
      o["links"] = links;
    } else if (online_.elsewhere()) {
      o["stage"] = "elsewhere";
    } else if (online_.joining()) {
      o["stage"] = "join";
    }
    o["code"] = online_.code();
    o["problem"] = online_.problem();
    o["link"] = online_.link();
    std::string text = dump_json(o);
    if (text != published_online_) {
      published_online_ = text;
      platform::publish_for_tests("online", text);
    }
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
    seats.push_back({{"name", seat.name}, {"kind", saves::seat_kind_name(seat.kind)}});
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
  // The computer players' decision times by level (median, 95th
  // percentile, slowest), read by scripts/browser-bot-times.mjs.
  Json times = Json::object();
  for (const LevelInfo& l : computer_levels()) {
    std::vector<double> ms = session_.decision_ms(l.kind);
    if (ms.empty()) continue;
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size())))]; };
    // And how many took each whole number of milliseconds ([ms, count],
    // those that occur), so that several games' times can be pooled.
    Json counts = Json::array();
    for (std::size_t i = 0; i < ms.size();) {
      const int whole = static_cast<int>(ms[i]);
      std::size_t k = i;
      while (k < ms.size() && static_cast<int>(ms[k]) == whole) ++k;
      counts.push_back({whole, k - i});
      i = k;
    }
    times[l.id] = {{"count", ms.size()}, {"median_ms", at(0.5)}, {"p95_ms", at(0.95)}, {"max_ms", ms.back()},
                   {"by_ms", std::move(counts)}};
  }
  j["decision_ms"] = std::move(times);
  j["paused"] = session_.paused;
  j["phone"] = f.phone;
  std::string text = dump_json(j);
  if (text != published_session_) {
    published_session_ = text;
    platform::publish_for_tests("session", text);
  }
#else
  (void)f;
  (void)screen_whole;
#endif
}

RulesSource App::rules_source() const {
  RulesSource r;
  if (screen_ == Screen::kPlaying && session_.active()) {
    r.edition = &session_.edition();
    r.options = session_.state().options;
    r.title = "Rules of this game";
  } else if (screen_ == Screen::kNewGame && form_.custom && !form_.editions.empty()) {
    r.edition = form_.editions[static_cast<std::size_t>(form_.edition)].get();
    r.options = form_.options;
    r.title = "Rules of this set-up";
  } else {
    r.pick = true;
  }
  return r;
}

void App::keys(Frame& f) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  constexpr int kF1 = 58;  // SDL scancode
  // `?` as typed (whatever the keyboard layout), or F1.
  bool question = std::find(io.InputQueueCharacters.begin(), io.InputQueueCharacters.end(), ImWchar('?')) !=
                  io.InputQueueCharacters.end();
  if (question || ImGui::IsKeyPressed(kF1, false)) {
    view_.show_keys = !view_.show_keys;
    widgets_.focus.clear();
    return;
  }
  if (!ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) return;
  // The topmost thing closes.
  if (view_.show_keys) {
    view_.show_keys = false;
  } else if (view_.show_rules) {
    view_.show_rules = false;
  } else if (view_.show_worth) {
    view_.show_worth = false;
  } else if (view_.trade.open) {
    view_.trade.open = false;
    session_.paused = false;
  } else if (view_.show_manage) {
    view_.show_manage = false;
  } else if (view_.selected_space >= 0) {
    view_.selected_space = -1;
  } else if (screen_ == Screen::kNewGame && form_.custom && !widgets_.focus.ring_shown()) {
    form_.custom = false;  // back to Play and Custom game
    leave_online_form();
  }
  widgets_.focus.clear();
  (void)f;
}

std::string App::mirror_heading() const {
  switch (screen_) {
    case Screen::kNewGame:
      // (What a screen reader hears of each screen, before its controls.)
      if (form_.online) return tr("Play online: choose the edition, the players and the rules, then make the room.");
      return form_.custom ? tr("Custom game: choose the edition, the players and the rules, then start the game.")
                          : tr("Landlord. Play starts a game against three computer players; Custom game sets up "
                               "the table.");
    case Screen::kResume: return tr("A game was left unfinished: continue it or start another.");
    case Screen::kSaves: return tr("Saved games.");
    case Screen::kPaused: return tr("The game is paused.");
    case Screen::kElsewhere: return tr("This game is played in another tab or window.");
    case Screen::kOnline: return tr("Online play: the room and its players.");
    case Screen::kPlaying: break;
  }
  if (view_.trade.open) return tr("Propose a trade.");
  return session_.active() ? AccessibleMirror::decision(session_) : std::string();
}

bool App::begin_game(std::shared_ptr<const Edition> edition, const Options& options, std::vector<Seat> seats,
                     uint64_t seed) {
  if (!session_.start(std::move(edition), options, std::move(seats), seed)) return false;
  view_ = ViewState();
  screen_ = Screen::kPlaying;
  saves_.game_started();
  return true;
}

void App::leave_game() {
  if (online_.in_room()) {
    leave_online();
    return;
  }
  saves_.leave_game();
  screen_ = Screen::kNewGame;
}

void App::leave_online() {
  online_.leave();  // clears the session that showed its game
  view_ = ViewState();
  form_.custom = false;
  leave_online_form();
  screen_ = Screen::kNewGame;
}

void App::leave_online_form() {
  if (!form_.online) return;
  form_.online = false;
  // The local form's seats: nobody is invited there.
  for (int k = 1; k < kMaxPlayers; ++k) {
    if (form_.seats[k].kind == SeatKind::kHuman && !form_.here[k]) form_.seats[k].kind = SeatKind::kEasy;
  }
}

bool App::online_screen(Frame& f) {
  switch (online_.draw(f)) {
    case OnlinePlay::Step::kStay: break;
    case OnlinePlay::Step::kLeave: leave_online(); break;
    case OnlinePlay::Step::kGame:
      view_ = ViewState();
      screen_ = Screen::kPlaying;
      break;
  }
  return false;
}

bool App::save_now() {
  online_.save_now();
  return saves_.save_now();
}

void App::suspend() {
  saves_.save_now();
  online_.save_now();
}

void App::handle(const SaveRequest& r) {
  if (r.kind == SaveRequest::kNone) return;
  if (r.kind == SaveRequest::kOpenOnline || r.kind == SaveRequest::kDeleteOnline) {
    handle_online(r);
    return;
  }
  bool fresh = false;
  Screen to = saves_.handle(r, screen_, view_.trade.open, fresh);
  if (fresh) view_ = ViewState();
  screen_ = to;
}

void App::handle_online(const SaveRequest& r) {
  const std::string code = OnlineSaves::code_of(r.id);
  if (r.kind == SaveRequest::kDeleteOnline) {
    const saves::ShelfResult res = online_.forget_saved(code);
    saves_.online_changed(res.ok ? std::string(tr("The online game was deleted from this device.")) : res.message,
                          !res.ok);
    return;
  }
  if (online_.in_room() && online_.code() == code) {  // it is this one
    screen_ = online_.playing() ? Screen::kPlaying : Screen::kOnline;
    return;
  }
  // The game in memory is saved and put away, as for a new game.
  bool fresh = false;
  SaveRequest away;
  away.kind = SaveRequest::kNewGame;
  saves_.handle(away, screen_, false, fresh);
  if (online_.in_room()) online_.leave();
  view_ = ViewState();
  load_editions();
  std::string why;
  if (!online_.resume_saved(code, form_.editions, why)) {
    saves_.online_changed(why, true);
    screen_ = Screen::kSaves;
    return;
  }
  screen_ = Screen::kOnline;
}

}  // namespace landlord::ui
