// GameLock natively: two copies of the program sharing a data folder, here
// two locks in one process (flock() locks belong to each open file, so they
// exclude each other as two processes would).
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "platform/game_lock.h"

namespace fs = std::filesystem;
using landlord::platform::GameLock;
using landlord::platform::LockState;

namespace {

class GameLockTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char tmpl[] = "/tmp/landlord-lock-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  // Polls until `lock` reaches `want` (the holder looks a few times a second).
  static LockState wait_for(GameLock& lock, LockState want, double seconds = 3.0) {
    auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    LockState s = lock.state();
    while (s != want && std::chrono::steady_clock::now() < until) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      s = lock.state();
    }
    return s;
  }
  std::string dir_;
};

TEST_F(GameLockTest, OneCopyPlaysAGameAtATime) {
  GameLock a(dir_), b(dir_);
  a.claim("g1");
  EXPECT_EQ(a.state(), LockState::kHeld);
  b.claim("g1");
  EXPECT_EQ(b.state(), LockState::kBusy);
  b.claim("g2");  // another game is free
  EXPECT_EQ(b.state(), LockState::kHeld);
  // Nothing was written into the folder the saves live in.
  for (const auto& e : fs::directory_iterator(dir_)) EXPECT_EQ(e.path().filename(), "locks");
}

TEST_F(GameLockTest, TheListCanTellWhichGamesArePlayedElsewhere) {
  GameLock a(dir_), b(dir_);
  a.claim("g1");
  EXPECT_TRUE(b.played_elsewhere("g1"));
  EXPECT_FALSE(a.played_elsewhere("g1")) << "its own game is not elsewhere";
  EXPECT_FALSE(b.played_elsewhere("g2")) << "a game never opened";
  a.release();
  EXPECT_FALSE(b.played_elsewhere("g1"));
}

TEST_F(GameLockTest, LettingGoOrClosingFreesTheGame) {
  GameLock b(dir_);
  {
    GameLock a(dir_);
    a.claim("g1");
    b.claim("g1");
    EXPECT_EQ(b.state(), LockState::kBusy);
    a.release();
    EXPECT_EQ(a.state(), LockState::kNone);
    b.claim("g1");
    EXPECT_EQ(b.state(), LockState::kHeld);
    b.release();
    a.claim("g1");
    EXPECT_EQ(a.state(), LockState::kHeld);
  }  // a closes, as a program that quits or crashes
  b.claim("g1");
  EXPECT_EQ(b.state(), LockState::kHeld);
}

TEST_F(GameLockTest, PlayHereInsteadSavesThereFirstThenMovesTheGame) {
  GameLock a(dir_), b(dir_);
  int saves_in_a = 0;
  LockState a_while_saving = LockState::kNone;
  a.set_before_let_go([&] {
    ++saves_in_a;
    a_while_saving = a.known();
  });
  a.claim("g1");
  ASSERT_EQ(a.state(), LockState::kHeld);
  b.take("g1");
  EXPECT_EQ(b.state(), LockState::kPending);
  EXPECT_EQ(wait_for(a, LockState::kTaken), LockState::kTaken);
  EXPECT_EQ(saves_in_a, 1);
  EXPECT_EQ(a_while_saving, LockState::kHeld);  // the save was still allowed
  EXPECT_EQ(wait_for(b, LockState::kHeld), LockState::kHeld);
  // The first copy asks for it back the same way.
  int saves_in_b = 0;
  b.set_before_let_go([&] { ++saves_in_b; });
  a.take("g1");
  EXPECT_EQ(wait_for(b, LockState::kTaken), LockState::kTaken);
  EXPECT_EQ(wait_for(a, LockState::kHeld), LockState::kHeld);
  EXPECT_EQ(saves_in_b, 1);
  EXPECT_EQ(saves_in_a, 1);
}

TEST_F(GameLockTest, ARequestLeftByAGoneCopyIsNotObeyed) {
  fs::create_directories(dir_ + "/locks");
  std::ofstream(dir_ + "/locks/g1.take") << "take\n";
  GameLock a(dir_);
  int saves = 0;
  a.set_before_let_go([&] { ++saves; });
  a.claim("g1");
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  EXPECT_EQ(a.state(), LockState::kHeld);
  EXPECT_EQ(saves, 0);
}

TEST_F(GameLockTest, AFolderWithoutLocksStillLetsTheGameBePlayed) {
  std::ofstream(dir_ + "/locks") << "a file where the folder would go\n";
  GameLock a(dir_);
  a.claim("g1");
  EXPECT_EQ(a.state(), LockState::kHeld);
  a.claim("");
  EXPECT_EQ(a.state(), LockState::kNone);
}

}  // namespace
