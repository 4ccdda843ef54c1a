// Native Storage: round trips, atomic replacement, and errors that reach the
// caller instead of vanishing.
#include <gtest/gtest.h>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "platform/storage.h"

namespace fs = std::filesystem;
using landlord::platform::Storage;
using landlord::platform::StorageErrorCode;

namespace {

class StorageTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char tmpl[] = "/tmp/landlord-storage-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override {
    std::error_code ec;
    fs::permissions(dir_, fs::perms::owner_all, ec);
    fs::remove_all(dir_, ec);
  }
  std::string dir_;
};

TEST_F(StorageTest, PutGetRemoveRoundTrip) {
  Storage s(dir_ + "/data");  // created on first write
  ASSERT_FALSE(s.put("game.autosave", "{\"turn\": 12}"));
  auto r = s.get("game.autosave");
  ASSERT_FALSE(r.error) << r.error.message;
  EXPECT_EQ(*r.value, "{\"turn\": 12}");
  ASSERT_FALSE(s.put("game.autosave", "second"));
  EXPECT_EQ(*s.get("game.autosave").value, "second");
  EXPECT_EQ(s.list(), std::vector<std::string>{"game.autosave"});
  ASSERT_FALSE(s.remove("game.autosave"));
  EXPECT_EQ(s.get("game.autosave").error.code, StorageErrorCode::kNotFound);
  EXPECT_FALSE(s.remove("game.autosave")) << "removing a missing name is not an error";
}

TEST_F(StorageTest, BinaryAndLargeValuesSurvive) {
  Storage s(dir_);
  std::string v(3 * 1024 * 1024, '\0');
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<char>(i * 131 % 251);
  ASSERT_FALSE(s.put("big", v));
  EXPECT_EQ(*s.get("big").value, v);
}

TEST_F(StorageTest, NamesCannotEscapeTheDirectory) {
  // The store one level down, so that its parent is this test's own
  // directory and "../x" would land where nothing else can be.
  Storage s(dir_ + "/data");
  for (const char* bad : {"../x", "a/b", "", ".", "..", "sp ace", "ü"}) {
    EXPECT_EQ(s.put(bad, "v").code, StorageErrorCode::kBadName) << bad;
    EXPECT_EQ(s.get(bad).error.code, StorageErrorCode::kBadName) << bad;
  }
  EXPECT_EQ(s.put(std::string(101, 'a'), "v").code, StorageErrorCode::kBadName);
  EXPECT_FALSE(fs::exists(fs::path(dir_) / "x"));
}

TEST_F(StorageTest, AFailedWriteKeepsTheOldValueAndSaysWhy) {
  if (geteuid() == 0) GTEST_SKIP() << "root ignores directory permissions";
  Storage s(dir_);
  ASSERT_FALSE(s.put("save", "good"));
  fs::permissions(dir_, fs::perms::owner_read | fs::perms::owner_exec);
  auto err = s.put("save", "new");
  fs::permissions(dir_, fs::perms::owner_all);
  EXPECT_TRUE(err);
  EXPECT_FALSE(err.message.empty());
  EXPECT_EQ(*s.get("save").value, "good");
}

// The same for root, whom directory permissions do not stop: a file size
// limit binds every user, and with SIGXFSZ ignored the write fails (EFBIG).
TEST_F(StorageTest, AWriteCutShortKeepsTheOldValueAndSaysWhy) {
  Storage s(dir_);
  ASSERT_FALSE(s.put("save", "good"));
  rlimit before{};
  ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &before), 0);
  rlimit small = before;
  small.rlim_cur = 16;
  auto old_handler = std::signal(SIGXFSZ, SIG_IGN);
  ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &small), 0);
  auto err = s.put("save", std::string(4096, 'n'));
  setrlimit(RLIMIT_FSIZE, &before);
  std::signal(SIGXFSZ, old_handler);
  EXPECT_TRUE(err);
  EXPECT_FALSE(err.message.empty());
  ASSERT_TRUE(s.get("save").value);
  EXPECT_EQ(*s.get("save").value, "good");
}

TEST_F(StorageTest, AFailedRenameKeepsTheOldValue) {
  // A directory where the file should be makes the final rename fail even
  // for root: the old content (here: the directory) stays, no temp is left.
  Storage s(dir_);
  fs::create_directories(dir_ + "/slot/inner");
  auto err = s.put("slot", "new");
  EXPECT_TRUE(err);
  EXPECT_FALSE(err.message.empty());
  EXPECT_TRUE(fs::is_directory(dir_ + "/slot/inner"));
  for (auto& e : fs::directory_iterator(dir_))
    EXPECT_EQ(e.path().filename().string().find(".tmp-"), std::string::npos) << e.path();
}

TEST_F(StorageTest, UnusableDataDirectoryIsReported) {
  std::ofstream(dir_ + "/file") << "not a directory";
  Storage s(dir_ + "/file/sub");
  auto err = s.put("x", "v");
  EXPECT_TRUE(err);
  EXPECT_NE(err.code, StorageErrorCode::kNone);
  EXPECT_FALSE(err.message.empty());
}

TEST_F(StorageTest, InterruptedWritesAreNotListed) {
  Storage s(dir_);
  ASSERT_FALSE(s.put("a", "1"));
  std::ofstream(dir_ + "/a.tmp-123456") << "partial";
  EXPECT_EQ(s.list(), std::vector<std::string>{"a"});
}

TEST_F(StorageTest, DefaultLocationHonoursTheEnvironment) {
  setenv("LANDLORD_DATA_DIR", dir_.c_str(), 1);
  Storage s;
  EXPECT_EQ(s.location(), dir_);
  unsetenv("LANDLORD_DATA_DIR");
  setenv("XDG_DATA_HOME", "/tmp/xdg-test", 1);
  EXPECT_EQ(Storage().location(), "/tmp/xdg-test/landlord");
  unsetenv("XDG_DATA_HOME");
}

}  // namespace
