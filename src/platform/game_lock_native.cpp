// GameLock on the desktop: flock() on <data folder>/locks/<id>.lock (the
// lock goes with the process, so a crashed program never keeps a game),
// and <id>.take as the request to let go.
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "platform/game_lock.h"
#include "platform/storage.h"

namespace landlord::platform {

namespace fs = std::filesystem;

namespace {

double now_s() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

constexpr double kLookEvery = 0.25;  // seconds between looks for a request

}  // namespace

GameLock::GameLock(std::string dir) : dir_(dir.empty() ? Storage().location() : std::move(dir)) {}

GameLock::~GameLock() { release(); }

static std::string lock_dir(const std::string& dir) { return dir + "/locks"; }

void GameLock::claim(const std::string& id) {
  release();
  id_ = id;
  taking_ = false;
  if (id.empty() || !Storage::valid_name(id) || dir_.empty()) {
    // Nothing to lock with (no data folder): the game is played here alone.
    state_ = id.empty() ? LockState::kNone : LockState::kHeld;
    return;
  }
  std::error_code ec;
  fs::create_directories(lock_dir(dir_), ec);
  std::string path = lock_dir(dir_) + "/" + id + ".lock";
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd_ < 0) {
    state_ = LockState::kHeld;  // a folder we cannot lock in: the saves' own guard still holds
    return;
  }
  if (::flock(fd_, LOCK_EX | LOCK_NB) == 0) {
    state_ = LockState::kHeld;
    // A request left by a copy that has gone is not addressed to us.
    fs::remove(lock_dir(dir_) + "/" + id + ".take", ec);
    next_look_ = now_s() + kLookEvery;
  } else {
    state_ = LockState::kBusy;
  }
}

void GameLock::take(const std::string& id) {
  claim(id);
  if (state_ != LockState::kBusy) return;
  taking_ = true;
  state_ = LockState::kPending;
  std::ofstream(lock_dir(dir_) + "/" + id + ".take") << "take\n";
  next_look_ = now_s() + kLookEvery;
}

void GameLock::release() {
  if (fd_ >= 0) {
    ::flock(fd_, LOCK_UN);
    ::close(fd_);
    fd_ = -1;
  }
  state_ = LockState::kNone;
  taking_ = false;
}

void GameLock::let_go_now() {
  if (state_ != LockState::kHeld) return;
  if (before_let_go_) before_let_go_();
  if (fd_ >= 0) {
    ::flock(fd_, LOCK_UN);
    ::close(fd_);
    fd_ = -1;
  }
  state_ = LockState::kTaken;
}

bool GameLock::played_elsewhere(const std::string& id) const {
  if (id == id_ && state_ == LockState::kHeld) return false;
  if (!Storage::valid_name(id) || dir_.empty()) return false;
  int fd = ::open((lock_dir(dir_) + "/" + id + ".lock").c_str(), O_RDWR | O_CLOEXEC);
  if (fd < 0) return false;  // never locked
  bool busy = ::flock(fd, LOCK_EX | LOCK_NB) != 0;
  if (!busy) ::flock(fd, LOCK_UN);
  ::close(fd);
  return busy;
}

void GameLock::look_for_others() {}  // played_elsewhere() looks each time

double GameLock::poll_seconds() const {
  bool waiting = state_ == LockState::kHeld || (state_ == LockState::kPending && taking_);
  return fd_ >= 0 && waiting ? kLookEvery : -1.0;
}

LockState GameLock::state() {
  double t = now_s();
  if (fd_ < 0 || t < next_look_) return state_;
  next_look_ = t + kLookEvery;
  std::string take_path = lock_dir(dir_) + "/" + id_ + ".take";
  std::error_code ec;
  if (state_ == LockState::kHeld) {
    if (fs::exists(take_path, ec)) let_go_now();
  } else if (state_ == LockState::kPending && taking_) {
    if (::flock(fd_, LOCK_EX | LOCK_NB) == 0) {
      state_ = LockState::kHeld;
      taking_ = false;
      fs::remove(take_path, ec);
    } else {
      // (Again and again: the holder removes a request it finds as it claims.)
      std::ofstream(take_path) << "take\n";
    }
  }
  return state_;
}

}  // namespace landlord::platform
