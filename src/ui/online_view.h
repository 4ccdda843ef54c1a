// Online play's screens around the game: the join screen that a room's
// link opens (the person's name and piece), the room while it is being
// reached, the lobby (the link to send, who sits where, who is ready, the
// host's Start), and the sentences for no relay, a room nobody answers
// for and a full room, each with a way on. The host's form is the
// new-game form (NewGameForm::online); the game is drawn by the App's
// table views from the session the room shows it in (OnlineRoom).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "platform/game_lock.h"
#include "platform/storage.h"
#include "ui/chat_view.h"
#include "ui/new_game_view.h"
#include "ui/online_identity.h"
#include "ui/online_room.h"
#include "ui/online_saves.h"
#include "ui/view.h"

namespace landlord::ui {

class OnlinePlay {
 public:
  // What the App does after a frame of these screens.
  enum class Step { kStay, kLeave, kGame };

  // `shown_in`: the App's session, where the room's game is shown.
  OnlinePlay(platform::Storage& storage, Session& shown_in);
  ~OnlinePlay();

  // A room is played in one tab of a browser at a time, as a saved game
  // is (platform/game_lock.h): how this one claims a room by its id
  // (OnlineSaves::slot_id), asks for it (`take`), hears how that stands,
  // and lets it go. Without one (the tests of the table), every room is
  // this tab's.
  struct RoomLock {
    std::function<void(const std::string& id, bool take)> claim;
    std::function<platform::LockState()> state;
    std::function<void()> release;
  };
  void use_lock(RoomLock lock) { lock_ = std::move(lock); }

  // The join screen for room `code` (a link was opened); `locked`: the
  // link says the room has a password, which the join screen asks for.
  void open_link(const std::string& code, bool locked, const std::vector<std::shared_ptr<const Edition>>& editions);
  // A room for the table set in `form` (form.online), hosted by this
  // device; false with `why` where there is no online play (natively).
  bool make_room(const NewGameForm& form, std::string& why);
  // Every frame while in a room, the game's too: what came in, the room
  // moved on.
  void tick(double now_s);
  // These screens (not the game's).
  Step draw(Frame& f);
  // Leaves the room: a computer player holds this device's seats until it
  // comes back through the link.
  void leave();

  // The online games this device keeps (online_saves.h), for the saves
  // screen; one of them goes on from here (hosted again when nobody hosts
  // its room), or is forgotten.
  std::vector<saves::SlotInfo> saved_games(std::string* error = nullptr) const { return saves_.list(error); }
  bool resume_saved(const std::string& code, const std::vector<std::shared_ptr<const Edition>>& editions,
                    std::string& why);
  saves::ShelfResult forget_saved(const std::string& code);
  // Keeps the room's game now (the page is hidden, the window closes).
  void save_now() { keep(true); }
  // The entries of the room's log kept in storage (0: none yet).
  uint64_t kept_entries() const { return kept_entries_; }
  // Why this device's last keeping of the game failed ("" when it did not).
  const std::string& save_problem() const { return save_problem_; }

  bool in_room() const { return room_ != nullptr; }
  // The room's chat: its window in the lobby (here) and in the game (the App's).
  ChatBox& chat() { return chat_; }
  bool playing() const { return room_ && room_->stage() == OnlineRoom::Stage::kPlaying; }
  OnlineRoom* room() { return room_.get(); }
  const std::string& code() const { return code_; }
  const std::string& link() const { return link_; }  // the room's link ("" natively)
  bool joining() const { return joining_; }          // the join screen is up
  // The room is played in another tab of this browser (it was, or it went
  // there): the screen says so, with Play here instead.
  bool elsewhere() const { return elsewhere_ != Elsewhere::kNo; }
  const std::string& problem() const { return problem_; }  // what the screen says went wrong ("" when nothing)
  // Lines for the notices: who left, who came back, a change of host.
  std::vector<std::string> take_notes();
  // Between frames, while in a room (or taking it from another tab): the
  // room moved on as tick() does, at most every kTickSeconds; true when
  // what the screens show changed since the last frame (one is drawn then).
  // Without a GPU a frame of the game costs 60-70 ms of a phone's or a
  // test machine's CPU, and the room's beats come twice a second.
  bool between_frames(double now_s);
  // In a room, a frame at least this often, for what counts the time (a
  // seat away for so long, a decision's clock). After the room has gone
  // with a sentence (a wrong password), a few frames more, for the card to
  // take its new size.
  double seconds_until_next_frame() const {
    return now_ < settle_until_ ? 0.1 : room_ ? kRedrawSeconds : -1.0;
  }
  static constexpr double kTickSeconds = 0.05, kRedrawSeconds = 0.5;

 private:
  bool identity_ready();
  // What these screens show, as a number (OnlineRoom::shown and this
  // screen's own state): between_frames draws a frame when it changes.
  uint64_t shown() const;
  // resume_saved() without leaving first (the room's lock kept).
  bool resume_here(const std::string& code, std::string& why);
  // Back into the room after taking it from another tab: from this
  // device's record of its game when there is one, else through the link.
  void reopen();
  platform::LockState lock_state() const { return lock_.state ? lock_.state() : platform::LockState::kHeld; }
  // The room's lock, as the room goes on: false when the room must wait
  // for it (or has gone to another tab).
  bool lock_allows();
  void elsewhere_screen(Frame& f, Step& step);
  // Opens the room's channel and device as `name` (room_ stays empty, with
  // problem_, when the page has no online play).
  void enter(const std::string& code, const std::string& name, const std::string& password);
  void join_screen(Frame& f, Step& step);
  void lobby_screen(Frame& f, Step& step);
  // `host_again`: this device keeps the room's game, and offers to host it.
  void message_screen(Frame& f, Step& step, const char* title, const std::string& text, bool retry,
                      bool password_again = false, bool host_again = false);
  void link_row(Frame& f, float inner);
  void qr_code(Frame& f, float inner);
  void seats_list(Frame& f, float inner);
  // Keeps the room's game in saves_ when its log has grown: at most every
  // few seconds, unless `now`.
  void keep(bool now);

  platform::Storage& storage_;
  Session& shown_in_;
  std::vector<std::shared_ptr<const Edition>> editions_;
  std::unique_ptr<OnlineIdentity> identity_;
  std::string identity_note_;
  std::unique_ptr<OnlineRoom> room_;
  std::string code_, link_, name_used_;
  std::vector<std::string> qr_;  // the link's QR code, once the online code has made it
  bool joining_ = false;  // the join screen: name and piece
  bool locked_ = false;   // the room has a password
  std::string password_used_;
  char name_[40] = {};
  char password_[65] = {};
  int piece_ = 0;
  std::string problem_;  // why the room could not be opened
  double copied_at_ = -1.0;
  double now_ = 0.0;
  double settle_until_ = 0.0;
  double ticked_at_ = -1.0;  // the last tick, between frames or in one
  uint64_t drawn_ = 0;       // shown() at the last frame's tick
  ChatBox chat_;
  RoomLock lock_;
  std::string locked_id_;     // the room this tab has claimed ("" for none)
  bool lock_wait_ = false;    // claimed, not answered yet: the room waits
  bool taking_ = false;       // Play here instead: asked of the other tab
  enum class Elsewhere { kNo, kBusy, kTaken } elsewhere_ = Elsewhere::kNo;
  OnlineSaves saves_;
  bool kept_here_ = false;  // this device keeps the room's game (unfinished): it can host it again
  double kept_at_ = -1.0;
  uint64_t kept_entries_ = 0;
  std::string save_problem_;
};

// Moves the clock the room of the page goes by on by `ms`, as if that
// time had passed: for the browser tests (a hook, online_hook.cpp), which
// see what a room says after its waits ("nobody is in this room" after
// 15 s) without sitting through them; the waits themselves are tested
// natively (tests/ui/online_room_test.cpp).
void move_online_clock(uint64_t ms);

}  // namespace landlord::ui
