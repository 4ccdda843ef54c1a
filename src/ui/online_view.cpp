// Online play's screens: join, reaching, lobby, and the sentences for
// what stops a room (no relay, nobody there, full, stopped).
#include "ui/online_view.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "platform/online_channel.h"
#include "platform/page_address.h"
#include "engine/edition_words.h"
#include "text/numbers.h"
#include "text/tr.h"
#include "ui/theme.h"

namespace landlord::ui {

namespace {

constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize;

// How far the room's clock has been moved on (move_online_clock).
uint64_t g_clock_ahead_ms = 0;

uint64_t wall_ms() {
  using namespace std::chrono;
  return static_cast<uint64_t>(duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count()) +
         g_clock_ahead_ms;
}

int64_t clock_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

// How often a room's game is kept while it goes on (and at once when the
// page is hidden or the room is left).
constexpr double kKeepEvery = 2.0;

uint64_t random64() {
  const net::Digest d = net::random_digest();
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v = (v << 8) | d[static_cast<std::size_t>(i)];
  return v;
}

// A centred card, as the home screen's; `inner` is its content width.
float begin_card(Frame& f, const char* id, float widest = 560.0f) {
  float w = std::min(f.width - 24.0f, widest);
  float pad = f.phone ? 20.0f : 28.0f;
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, f.height - 24.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad, pad));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 12.0f);
  ImGui::Begin(id, nullptr, kFlags);
  return w - 2 * pad;
}

void end_card() {
  ImGui::End();
  ImGui::PopStyleVar(2);
}

void title(Frame& f, const std::string& text) {
  ImGui::PushFont(f.fonts.title);
  ImGui::TextColored(ImColor(palette().accent), "%s", text.c_str());
  ImGui::PopFont();
}

void wrapped(const std::string& text, bool muted = true) {
  ImGui::PushTextWrapPos(0.0f);
  if (muted) ImGui::TextDisabled("%s", text.c_str());
  else ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
}

}  // namespace

OnlinePlay::OnlinePlay(platform::Storage& storage, Session& shown_in)
    : storage_(storage), shown_in_(shown_in), saves_(storage) {}

OnlinePlay::~OnlinePlay() = default;

bool OnlinePlay::identity_ready() {
  if (!identity_) identity_ = OnlineIdentity::load_or_make(storage_, identity_note_);
  return identity_ != nullptr;
}

void OnlinePlay::open_link(const std::string& code, bool locked,
                           const std::vector<std::shared_ptr<const Edition>>& editions) {
  leave();
  editions_ = editions;
  code_ = code;
  locked_ = locked;
  password_[0] = '\0';
  joining_ = true;
  problem_.clear();
  if (identity_ready()) {
    std::snprintf(name_, sizeof name_, "%s", identity_->name().c_str());
    piece_ = std::clamp(identity_->piece(), 0, kTokenCount - 1);
    // A room this device was in (a reload, the link opened again): back in
    // at once, as the person it was.
    const std::string password = identity_->password_for(code);
    std::snprintf(password_, sizeof password_, "%s", password.c_str());
    if (identity_->knows_room(code) && !identity_->name().empty() && (!locked || !password.empty())) {
      joining_ = false;
      enter(code, identity_->name(), password);
      if (room_) room_->join(code);
      else joining_ = true;
    }
  }
}

void OnlinePlay::enter(const std::string& code, const std::string& name, const std::string& password) {
  std::string why;
  room_.reset();
  auto channel = OnlineRoom::page_channel(code, password, why);
  if (!channel) {
    problem_ = why.empty() ? why : std::string(tr(why.c_str()));  // (the native build's sentence is a catalog's)
    return;
  }
  problem_.clear();
  kept_entries_ = 0;
  kept_at_ = -1.0;
  kept_here_ = saves_.has_unfinished(code);
  name_used_ = name;
  password_used_ = password;
  locked_ = !password.empty();
  auto editions = editions_;
  net::EditionSource source = [editions](const std::string& id) -> std::shared_ptr<const Edition> {
    for (const auto& e : editions) {
      if (e && e->id == id) return e;
    }
    return nullptr;
  };
  room_ = std::make_unique<OnlineRoom>(std::move(channel), identity_->key(), identity_->chain_for(code), source, name,
                                       net::Timing{}, &shown_in_);
  // Nothing is sent before this tab has the room (tick() waits).
  const std::string id = OnlineSaves::slot_id(code);
  if (locked_id_ != id || lock_state() != platform::LockState::kHeld) {
    if (lock_.claim) lock_.claim(id, false);
    locked_id_ = id;
  }
  lock_wait_ = true;
  elsewhere_ = Elsewhere::kNo;
  platform::show_room_in_address(code, locked_);
  link_ = platform::room_link(code, locked_);
}

bool OnlinePlay::make_room(const NewGameForm& form, std::string& why) {
  leave();
  if (form.editions.empty() || !identity_ready()) {
    why = tr("No edition to play.");
    return false;
  }
  editions_ = form.editions;
  code_ = make_room_code(random64());
  const std::string me = form.names[0][0] ? form.names[0] : "Host";
  enter(code_, me, form.password);
  if (!room_) {
    why = problem_;
    return false;
  }
  net::RoomPlan plan;
  plan.room = code_;
  plan.edition = form.editions[static_cast<std::size_t>(form.edition)];
  plan.options = form.options;
  plan.decision_s = static_cast<uint32_t>(std::max(0, form.decision_s));
  for (int k = 0; k < form.count; ++k) {
    const Seat& s = form.seats[k];
    net::RoomPlan::Seat seat;
    if (k == 0 || (s.kind == SeatKind::kHuman && form.here[k])) {
      seat = {form.names[k][0] ? form.names[k] : "Player " + std::to_string(k + 1), true, true, ""};
    } else if (s.kind == SeatKind::kHuman) {
      seat = {"", true, false, ""};  // the friend's name when they come
    } else {
      seat = {form.names[k][0] ? form.names[k] : "Computer", false, false, saves::seat_kind_name(s.kind)};
    }
    plan.seats.push_back(seat);
  }
  room_->host(plan, 0);
  room_->device().set_ready(true, form.seats[0].token);
  std::string note;
  identity_->remember(storage_, me, form.seats[0].token, note);
  identity_->remember_room(storage_, code_, note, form.password);
  return true;
}

void move_online_clock(uint64_t ms) { g_clock_ahead_ms += ms; }

void OnlinePlay::tick(double now_s) {
  now_ = now_s;
  ticked_at_ = now_s;
  if (lock_allows()) {
    if (room_) room_->tick(wall_ms(), now_s);
    keep(false);
  }
  drawn_ = shown();  // a frame follows: it shows what is there now
}

bool OnlinePlay::between_frames(double now_s) {
  if (!room_ && !taking_ && !lock_wait_) return false;
  if (ticked_at_ >= 0.0 && now_s - ticked_at_ < kTickSeconds) return false;
  now_ = now_s;
  ticked_at_ = now_s;
  if (lock_allows()) {
    if (room_) room_->tick(wall_ms(), now_s);
    keep(false);
  }
  return shown() != drawn_;
}

uint64_t OnlinePlay::shown() const {
  uint64_t h = room_ ? room_->shown() : 0;
  auto mix = [&h](uint64_t v) { h = (h ^ v) * 1099511628211ull; };
  mix(static_cast<uint64_t>(elsewhere_));
  mix(taking_);
  mix(lock_wait_);
  mix(std::hash<std::string>{}(problem_));
  mix(room_ != nullptr);
  return h;
}

bool OnlinePlay::lock_allows() {
  if (taking_) {
    // Play here instead: once the other tab has let go, back in.
    const platform::LockState st = lock_state();
    if (st == platform::LockState::kHeld) {
      taking_ = false;
      elsewhere_ = Elsewhere::kNo;
      reopen();
    } else if (st != platform::LockState::kPending) {
      taking_ = false;  // (refused: the screen offers it again)
    }
    return false;
  }
  if (!room_) return true;
  switch (lock_state()) {
    case platform::LockState::kHeld:
      lock_wait_ = false;
      return true;
    case platform::LockState::kBusy:
    case platform::LockState::kTaken: {
      // Played in another tab: this one says so and sends nothing more.
      const bool had = !lock_wait_;
      if (had) keep(true);
      room_.reset();
      lock_wait_ = false;
      elsewhere_ = had ? Elsewhere::kTaken : Elsewhere::kBusy;
      return false;
    }
    case platform::LockState::kPending:
    case platform::LockState::kNone: return !lock_wait_;
  }
  return true;
}

void OnlinePlay::reopen() {
  problem_.clear();
  if (saves_.has_unfinished(code_)) {
    std::string why;
    if (!resume_here(code_, why)) problem_ = why;
    return;
  }
  enter(code_, name_used_, password_used_);
  if (room_) room_->join(code_);
}

void OnlinePlay::keep(bool now) {
  if (!room_ || !room_->device().started()) return;
  const net::Device& d = room_->device();
  if (d.entries() == kept_entries_) return;
  const bool over = d.table().state().phase == Phase::kGameOver;
  if (!now && !over && kept_at_ >= 0.0 && now_ < kept_at_ + kKeepEvery) return;
  saves::TableRecord table;
  if (room_->session().active()) table.seats = room_->session().seats();
  const OnlineSaves::Outcome out = saves_.save(d, table, clock_ms());
  kept_at_ = now_;
  if (out.ok) {
    kept_entries_ = d.entries();
    save_problem_.clear();
  } else {
    save_problem_ = out.message;
  }
}

bool OnlinePlay::resume_saved(const std::string& code, const std::vector<std::shared_ptr<const Edition>>& editions,
                              std::string& why) {
  leave();
  if (editions.empty()) {
    why = tr("No edition to play.");
    return false;
  }
  editions_ = editions;
  return resume_here(code, why);
}

bool OnlinePlay::resume_here(const std::string& code, std::string& why) {
  const OnlineSaves::Loaded saved = saves_.load(code);
  if (!saved.ok) {
    why = saved.message;
    return false;
  }
  if (!identity_ready()) {
    why = tr("No edition to play.");
    return false;
  }
  code_ = code;
  const std::string name = saved.saved.contains("name") && saved.saved["name"].is_string()
                               ? saved.saved["name"].get<std::string>()
                               : identity_->name();
  enter(code, name, identity_->password_for(code));
  if (!room_) {
    why = problem_;
    return false;
  }
  if (!room_->resume(saved.saved, saved.pieces, why)) {
    room_.reset();
    why = trf("This online game cannot go on from this device: {reason}.", fmt::arg("reason", why));
    problem_ = why;
    return false;
  }
  kept_entries_ = room_->device().entries();
  kept_at_ = now_;
  std::string note;
  identity_->remember_room(storage_, code, note, password_used_);
  return true;
}

saves::ShelfResult OnlinePlay::forget_saved(const std::string& code) {
  if (code == code_ && room_) {
    saves::ShelfResult r;
    r.message = tr("This online game is being played: leave it first.");
    return r;
  }
  return saves_.remove(code);
}

void OnlinePlay::leave() {
  keep(true);
  room_.reset();
  if (!locked_id_.empty() && lock_.release) lock_.release();
  locked_id_.clear();
  lock_wait_ = false;
  taking_ = false;
  elsewhere_ = Elsewhere::kNo;
  kept_entries_ = 0;
  kept_at_ = -1.0;
  save_problem_.clear();
  chat_ = ChatBox();
  joining_ = false;
  if (!code_.empty()) platform::show_room_in_address("");
  code_.clear();
  link_.clear();
  password_used_.clear();
  qr_.clear();
  problem_.clear();
}

std::vector<std::string> OnlinePlay::take_notes() { return room_ ? room_->take_notes() : std::vector<std::string>{}; }

OnlinePlay::Step OnlinePlay::draw(Frame& f) {
  Step step = Step::kStay;
  if (elsewhere_ != Elsewhere::kNo) {
    elsewhere_screen(f, step);
    return step;
  }
  if (joining_) {
    join_screen(f, step);
    return step;
  }
  if (!room_) {
    message_screen(f, step, tr("No online play here"),
                   problem_.empty() ? std::string(tr("The room could not be opened.")) : problem_, false);
    return step;
  }
  const std::string code = spaced_code(code_);
  // Until this tab has the room's lock (a moment: the browser answers the
  // claim at once), the room is still being reached.
  const OnlineRoom::Stage stage = lock_wait_ ? OnlineRoom::Stage::kReaching : room_->stage();
  if (stage == OnlineRoom::Stage::kNoHost && locked_) {
    // A wrong password looks the same from here as an empty room (the
    // room's devices answer only every minute or two, with what this
    // password cannot read): both are said, with a way back to the field.
    message_screen(f, step, tr("Nobody is in this room"),
                   trf("Nobody has answered for room {code} with this password. Check the password with the friend "
                       "who sent the link; or the game may have ended, or its host's device may be asleep or offline.",
                       fmt::arg("code", code)),
                   true, true);
    return step;
  }
  switch (stage) {
    case OnlineRoom::Stage::kReaching: {
      float inner = begin_card(f, "##online-reaching");
      (void)inner;
      title(f, tr("Looking for the room"));
      // TRANSLATORS: dots follow, one to three, while the room is looked for.
      wrapped(trf("Finding room {code} and its players", fmt::arg("code", code)) +
                  std::string(static_cast<std::size_t>(now_ * 2) % 4, '.'),
              false);
      ImGui::Dummy(ImVec2(1, 8));
      if (button(f, "online.leave", tr("Cancel"), true, {}, ImVec2(inner, 44.0f))) step = Step::kLeave;
      end_card();
      break;
    }
    case OnlineRoom::Stage::kNoRelay: {
      std::string why = room_->channel_problem();
      message_screen(f, step, tr("No connection"),
                     why.empty() ? std::string(tr("None of the relays that bring players together could be reached. "
                                                  "Check this device's connection and try again."))
                                 // TRANSLATORS: {problem} is what the browser said, in its words.
                                 : trf("None of the relays that bring players together could be reached. Check this "
                                       "device's connection and try again. ({problem})",
                                       fmt::arg("problem", why)),
                     true);
      break;
    }
    case OnlineRoom::Stage::kNoHost:
      if (kept_here_) {
        // Everyone left a game this device keeps: it can host it again.
        message_screen(f, step, tr("Nobody is in this room"),
                       trf("Nobody has answered for room {code}. This device has the game as it last saw it: host "
                           "it from here, and the others come back through the link.",
                           fmt::arg("code", code)),
                       true, false, true);
        break;
      }
      message_screen(f, step, tr("Nobody is in this room"),
                     trf("Nobody has answered for room {code}. The game may have ended, or its host's device may "
                         "be asleep or offline: ask for a new link, or try again.",
                         fmt::arg("code", code)),
                     true);
      break;
    case OnlineRoom::Stage::kFull:
      message_screen(f, step, tr("This game is full"),
                     trf("Every seat in room {code} is taken.", fmt::arg("code", code)), false);
      break;
    case OnlineRoom::Stage::kStopped:
      message_screen(f, step, tr("This game stopped"),
                     tr("The host's device broke the rules of the game, so this device no longer follows it."), false);
      break;
    case OnlineRoom::Stage::kWrongPassword: {
      // Back to the join screen, saying so; the password kept for the room
      // (if any) is forgotten, so that a reload asks again.
      if (identity_) identity_->forget_room(storage_, code_);
      room_.reset();
      joining_ = true;
      locked_ = true;
      problem_ = trf("That password does not open room {code}: check it with the friend who sent the link.",
                     fmt::arg("code", code));
      settle_until_ = now_ + 0.5;
      join_screen(f, step);
      break;
    }
    case OnlineRoom::Stage::kLobby: lobby_screen(f, step); break;
    case OnlineRoom::Stage::kPlaying: step = Step::kGame; break;
  }
  return step;
}

void OnlinePlay::join_screen(Frame& f, Step& step) {
  // A phone held sideways: the label beside the field, the two buttons
  // side by side, so that all of it is on the screen.
  const bool short_screen = f.height < 560.0f;
  float inner = begin_card(f, "##online-join");
  title(f, tr("Join a game"));
  wrapped(trf("A friend invited you to room {code}.", fmt::arg("code", spaced_code(code_))), false);
  if (!short_screen) ImGui::Dummy(ImVec2(1, 6));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Your name"));
  if (short_screen) ImGui::SameLine();
  ImGui::SetNextItemWidth(short_screen ? -1.0f : inner);
  ImGui::InputTextWithHint("##online-name", tr("a name the others will see"), name_, sizeof name_);
  f.widgets.add_last_item("online.name", tr("Your name"), true);
  if (locked_) {
    if (!short_screen) ImGui::Dummy(ImVec2(1, 4));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Room password"));
    if (short_screen) ImGui::SameLine();
    ImGui::SetNextItemWidth(short_screen ? -1.0f : inner);
    ImGui::InputTextWithHint("##online-password", tr("the password your friend gave you"), password_,
                             sizeof password_);
    f.widgets.add_last_item("online.password", tr("Room password"), true);
  }
  if (!short_screen) ImGui::Dummy(ImVec2(1, 4));
  ImGui::TextUnformatted(tr("Your piece"));
  const float fh = std::max(44.0f, ImGui::GetFrameHeight());
  // One row of eight, else two of four.
  const int per_row = inner + 6.0f >= 8 * (fh + 6.0f) ? 8 : 4;
  for (int t = 0; t < kTokenCount; ++t) {
    if (t % per_row) ImGui::SameLine(0, 6.0f);
    ImGui::PushID(t);
    ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##piece", ImVec2(fh, fh));
    bool pick = ImGui::IsItemClicked();
    pick |= f.widgets.add_last_item("online.piece." + std::to_string(t),
                                    trf("Piece: {piece}", fmt::arg("piece", token_name(t))), true);
    if (pick) piece_ = t;
    if (ImGui::IsItemHovered()) tooltip(token_name(t));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const bool on = piece_ == t;
    dl->AddRect(p, ImVec2(p.x + fh, p.y + fh), on ? palette().accent : IM_COL32(120, 126, 136, 160), 8.0f, 0,
                on ? 3.0f : 1.0f);
    draw_token(dl, ImVec2(p.x + fh * 0.5f, p.y + fh * 0.5f), fh * 0.3f, t, player_colour(t));
    ImGui::PopID();
  }
  ImGui::Dummy(ImVec2(1, short_screen ? 2 : 8));
  if (!problem_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().danger);
    wrapped(problem_, false);
    ImGui::PopStyleColor();
  }
  const bool named = name_[0] != '\0' && (!locked_ || password_[0] != '\0');
  const float bw = short_screen ? (inner - ImGui::GetStyle().ItemSpacing.x) * 0.5f : inner;
  f.widgets.focus.set_default("online.join");
  ImGui::PushFont(f.fonts.bold);
  if (button(f, "online.join", tr("Join the game"), named,
             name_[0] ? tr("Type the room's password first") : tr("Give yourself a name first"), ImVec2(bw, 48.0f))) {
    std::string note;
    identity_->remember(storage_, name_, piece_, note);
    identity_->remember_room(storage_, code_, note, locked_ ? password_ : "");
    joining_ = false;
    enter(code_, name_, locked_ ? password_ : "");
    if (room_) {
      room_->join(code_);
    } else {
      joining_ = true;  // the problem is said above
    }
  }
  ImGui::PopFont();
  if (short_screen) ImGui::SameLine();
  if (button(f, "online.local", short_screen ? tr("Play on this device") : tr("Play on this device instead"), true, {},
             ImVec2(bw, short_screen ? 48.0f : 44.0f))) {
    step = Step::kLeave;
  }
  end_card();
}

void OnlinePlay::link_row(Frame& f, float inner) {
  ImGui::TextUnformatted(tr("Send your friends this link:"));
  ImGui::PushStyleColor(ImGuiCol_Text, palette().accent);
  wrapped(link_.empty() ? trf("room {code}", fmt::arg("code", spaced_code(code_))) : link_, false);
  ImGui::PopStyleColor();
  const bool share = platform::can_share();
  const float bw = share ? (inner - 8.0f) * 0.5f : inner;
  if (button(f, "online.copy", now_ - copied_at_ < 2.0 && copied_at_ >= 0.0 ? tr("Copied") : tr("Copy the link"),
             !link_.empty(), tr("The link is made in the web page"), ImVec2(bw, 44.0f))) {
    if (platform::copy_text(link_)) copied_at_ = now_;
  }
  if (share) {
    ImGui::SameLine(0, 8.0f);
    if (button(f, "online.share", tr("Share..."), true, {}, ImVec2(bw, 44.0f))) platform::share_link("Landlord", link_);
  }
  // A phone held sideways has no room for it.
  if (f.height >= 560.0f) qr_code(f, inner);
}

void OnlinePlay::qr_code(Frame& f, float inner) {
  if (qr_.empty() && !link_.empty()) qr_ = platform::online_qr(link_);
  const int n = static_cast<int>(qr_.size());
  if (n == 0) return;
  // Whole pixels per module, four modules of quiet zone around.
  const float side = std::min(inner, f.phone ? 196.0f : 212.0f);
  const float unit = std::floor(side / static_cast<float>(n + 8));
  if (unit < 2.0f) return;
  const float total = unit * static_cast<float>(n + 8);
  ImGui::Dummy(ImVec2(1, 4));
  ImVec2 p = ImGui::GetCursorScreenPos();
  p.x = std::floor(p.x + (inner - total) * 0.5f);
  p.y = std::floor(p.y);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(p, ImVec2(p.x + total, p.y + total), IM_COL32(255, 255, 255, 255), 6.0f);
  for (int r = 0; r < n; ++r) {
    const std::string& row = qr_[static_cast<std::size_t>(r)];
    for (int c = 0; c < n && c < static_cast<int>(row.size()); ++c) {
      if (row[static_cast<std::size_t>(c)] != '1') continue;
      const ImVec2 a(p.x + unit * static_cast<float>(c + 4), p.y + unit * static_cast<float>(r + 4));
      dl->AddRectFilled(a, ImVec2(a.x + unit, a.y + unit), IM_COL32(0, 0, 0, 255));
    }
  }
  f.widgets.show("qr", link_, ImVec2(p.x + unit * 4, p.y + unit * 4),
                 ImVec2(p.x + unit * static_cast<float>(n + 4), p.y + unit * static_cast<float>(n + 4)), n);
  ImGui::Dummy(ImVec2(inner, total));
  ImGui::PushTextWrapPos(0.0f);
  const char* caption = tr("Or let a friend's phone camera read the link from this screen.");
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, (inner - ImGui::CalcTextSize(caption).x) * 0.5f));
  ImGui::TextDisabled("%s", caption);
  ImGui::PopTextWrapPos();
}

void OnlinePlay::seats_list(Frame& f, float inner) {
  const net::Lobby& l = room_->lobby();
  const float fh = ImGui::GetFrameHeight();
  for (std::size_t s = 0; s < l.seats.size(); ++s) {
    const net::Lobby::Seat& seat = l.seats[s];
    const net::Lobby::Person* who =
        seat.who >= 0 && seat.who < static_cast<int>(l.people.size()) ? &l.people[static_cast<std::size_t>(seat.who)] : nullptr;
    ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(fh, fh));
    int token = who && who->piece >= 0 ? who->piece : static_cast<int>(s);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (seat.person && !who) {
      dl->AddCircle(ImVec2(p.x + fh * 0.5f, p.y + fh * 0.5f), fh * 0.3f, IM_COL32(150, 156, 166, 200), 16, 1.5f);
    } else {
      draw_token(dl, ImVec2(p.x + fh * 0.5f, p.y + fh * 0.5f), fh * 0.3f, token, player_colour(static_cast<int>(s)));
    }
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    // TRANSLATORS: a seat of the room that a friend has not taken yet.
    std::string name = seat.name.empty() ? std::string(tr("A friend")) : seat.name;
    std::string status;
    const bool you = who && who->key == room_->device().key();
    if (!seat.person) {
      const LevelInfo* info = nullptr;
      SeatKind k = SeatKind::kHard;
      if (saves::seat_kind_from_name(seat.level, k)) info = level_info(k);
      // TRANSLATORS: a seat's state in the room, after its name: {level} is Easy, Hard...
      status = info ? trcf("room seat", "computer player, {level}", fmt::arg("level", trc("level", info->name)))
                    : std::string(trc("room seat", "computer player"));
    } else if (!who) {
      status = trc("room seat", "waiting for a friend to join");
    } else if (who->host) {
      // TRANSLATORS: the seat of the device that hosts the room (a noun).
      status = you ? trc("room seat", "host, you") : trc("room seat", "host");
    } else if (who->ready) {
      status = you ? trc("room seat", "ready (you)") : trc("room seat", "ready");
    } else {
      status = you ? trc("room seat", "not ready yet (you)") : trc("room seat", "not ready yet");
    }
    ImGui::TextUnformatted(name.c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("%s", status.c_str());
    // TRANSLATORS: what a screen reader says of a seat in the room: its name, then its state.
    f.widgets.show("online-seat", trf("{name}: {status}", fmt::arg("name", name), fmt::arg("status", status)), p,
                   ImVec2(p.x + inner, p.y + fh));
  }
}

void OnlinePlay::lobby_screen(Frame& f, Step& step) {
  // A phone held sideways: the link on the left, the seats and the
  // buttons on the right, so that all of it is on the screen.
  const bool short_screen = f.height < 560.0f;
  float inner = begin_card(f, "##online-lobby", short_screen ? 820.0f : 560.0f);
  float col = inner;
  if (short_screen) {
    const float gap = 24.0f;
    col = (inner - gap) * 0.5f;
    ImGui::BeginTable("##lobby-columns", 2, ImGuiTableFlags_None);
    ImGui::TableSetupColumn("link", ImGuiTableColumnFlags_WidthFixed, col + gap);
    ImGui::TableSetupColumn("seats", ImGuiTableColumnFlags_WidthFixed, col);
    ImGui::TableNextColumn();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col);
  }
  title(f, trf("Room {code}", fmt::arg("code", spaced_code(code_))));
  const net::Lobby& l = room_->lobby();
  std::string edition = l.edition;
  for (const auto& e : editions_) {
    if (e && e->id == l.edition) edition = edition_name(*e);
  }
  wrapped(trnf("{edition} rules, {count} player.", "{edition} rules, {count} players.", l.seats.size(),
               fmt::arg("edition", edition), fmt::arg("count", text::number(static_cast<int64_t>(l.seats.size())))));
  ImGui::Dummy(ImVec2(1, 6));
  link_row(f, col);
  if (room_->unreachable()) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().danger);
    wrapped(tr("No relay can be reached from this device yet: your friends cannot join until it is back online."),
            false);
    ImGui::PopStyleColor();
  }
  if (short_screen) {
    ImGui::PopTextWrapPos();
    ImGui::TableNextColumn();
    col = ImGui::GetContentRegionAvail().x;  // (the cell's own width, its padding taken)
  } else {
    ImGui::Dummy(ImVec2(1, 6));
    ImGui::Separator();
  }
  seats_list(f, col);
  ImGui::Separator();
  ImGui::Dummy(ImVec2(1, 6));
  net::Device& d = room_->device();
  if (d.is_host()) {
    const bool can = l.can_start();
    f.widgets.focus.set_default("online.start");
    ImGui::PushFont(f.fonts.bold);
    if (can) {
      if (primary_button(f, "online.start", tr("Start the game"), ImVec2(col, 48.0f))) d.start_game();
    } else {
      button(f, "online.start", tr("Start the game"), false, l.waiting_for(), ImVec2(col, 48.0f));
    }
    ImGui::PopFont();
    wrapped(can ? std::string(tr("Everyone is here and ready.")) : l.waiting_for());
  } else {
    bool ready = false;
    for (const net::Lobby::Person& p : l.people) {
      if (p.key == d.key()) ready = p.ready;
    }
    f.widgets.focus.set_default("online.ready");
    // TRANSLATORS: a guest's toggle in the room: "I'm ready" until pressed, then "Ready".
    if (choice_button(f, "online.ready", ready ? trc("button", "Ready") : tr("I'm ready"), ready)) {
      d.set_ready(!ready, identity_ ? identity_->piece() : -1);
    }
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", ready ? tr("The host starts the game.") : tr("Say when you are ready to play."));
  }
  ImGui::Dummy(ImVec2(1, 4));
  // Talk while waiting: the same chat window as in the game.
  const float lw = col - ImGui::CalcTextSize(chat_.label().c_str()).x - 2 * ImGui::GetStyle().FramePadding.x -
                   ImGui::GetStyle().ItemSpacing.x;
  if (button(f, "online.leave", tr("Leave the room"), true, {}, ImVec2(lw, 44.0f))) step = Step::kLeave;
  ImGui::SameLine();
  chat_.bar_button(f, 44.0f);
  if (short_screen) ImGui::EndTable();
  end_card();
  chat_.draw(f, room_->device());
}

void OnlinePlay::elsewhere_screen(Frame& f, Step& step) {
  float inner = begin_card(f, "##online-elsewhere");
  title(f, tr("Open in another tab"));
  const std::string code = spaced_code(code_);
  wrapped(elsewhere_ == Elsewhere::kTaken
              ? trf("You went on with room {code} in another tab or window of this browser: it is played there now.",
                    fmt::arg("code", code))
              : trf("Room {code} is being played in another tab or window of this browser. Play it there, or "
                    "bring it here.",
                    fmt::arg("code", code)),
          false);
  ImGui::Dummy(ImVec2(1, 8));
  if (!problem_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().danger);
    wrapped(problem_, false);
    ImGui::PopStyleColor();
  }
  f.widgets.focus.set_default("online.play-here");
  if (taking_) {
    button(f, "online.play-here", tr("Waiting for the other tab..."), false, {}, ImVec2(inner, 48.0f));
  } else if (primary_button(f, "online.play-here", tr("Play here instead"), ImVec2(inner, 48.0f))) {
    taking_ = true;
    problem_.clear();
    if (lock_.claim) lock_.claim(OnlineSaves::slot_id(code_), true);
    locked_id_ = OnlineSaves::slot_id(code_);
  }
  if (button(f, "online.local", tr("Leave it there"), true, {}, ImVec2(inner, 44.0f))) step = Step::kLeave;
  end_card();
}

void OnlinePlay::message_screen(Frame& f, Step& step, const char* heading_text, const std::string& text, bool retry,
                                bool password_again, bool host_again) {
  float inner = begin_card(f, "##online-message");
  title(f, heading_text);
  wrapped(text, false);
  ImGui::Dummy(ImVec2(1, 8));
  if (password_again &&
      button(f, "online.password-again", tr("Type the password again"), true, {}, ImVec2(inner, 44.0f))) {
    if (identity_) identity_->forget_room(storage_, code_);  // a reload asks for it too
    room_.reset();
    joining_ = true;
    problem_.clear();
    settle_until_ = now_ + 0.5;
    end_card();
    return;
  }
  bool host = false;
  if (host_again) {
    f.widgets.focus.set_default("online.host-again");
    // TRANSLATORS: a button: this device becomes the game's host (a verb).
    host = primary_button(f, "online.host-again", tr("Host the game from here"), ImVec2(inner, 48.0f));
  }
  if (retry) {
    if (!host_again) f.widgets.focus.set_default("online.retry");
    if (host_again ? button(f, "online.retry", tr("Try again"), true, {}, ImVec2(inner, 44.0f))
                   : primary_button(f, "online.retry", tr("Try again"), ImVec2(inner, 48.0f))) {
      const std::string code = code_;
      const bool hosting = room_ && room_->device().is_host();
      if (!hosting) {
        enter(code, name_used_, password_used_);
        if (room_) room_->join(code);
      }
    }
  }
  if (button(f, "online.local", tr("Play on this device"), true, {}, ImVec2(inner, 44.0f))) step = Step::kLeave;
  end_card();
  if (host) {
    const std::string code = code_;
    std::string why;
    if (!resume_saved(code, editions_, why)) problem_ = why;
  }
}

}  // namespace landlord::ui
