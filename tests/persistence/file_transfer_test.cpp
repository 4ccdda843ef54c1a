// Native file transfer: exported files written atomically and read back
// with a size limit.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "platform/file_transfer.h"
#include "support.h"

namespace landlord {
namespace {

namespace fs = std::filesystem;

using FileTransferTest = test::TempDirTest;

TEST_F(FileTransferTest, WriteThenReadBack) {
  platform::FileTransfer w = platform::write_text_file(dir_ + "/sub/game.json", "{\"a\":1}\n");
  ASSERT_TRUE(w.ok) << w.message;
  EXPECT_EQ(w.name, "game.json");
  EXPECT_NE(w.message.find(dir_), std::string::npos);
  platform::FileTransfer r = platform::read_text_file(dir_ + "/sub/game.json");
  ASSERT_TRUE(r.ok) << r.message;
  EXPECT_EQ(r.text, "{\"a\":1}\n");
  EXPECT_EQ(r.name, "game.json");
  for (const auto& e : fs::directory_iterator(dir_ + "/sub"))
    EXPECT_EQ(e.path().filename(), "game.json") << "no temporary file is left";
}

TEST_F(FileTransferTest, FailuresAreSentences) {
  EXPECT_FALSE(platform::read_text_file(dir_ + "/missing.json").ok);
  EXPECT_FALSE(platform::read_text_file("").ok);
  EXPECT_FALSE(platform::read_text_file(dir_).ok);
  EXPECT_FALSE(platform::write_text_file(dir_, "x").ok);
  { std::ofstream(dir_ + "/big.json") << std::string(2000, 'x'); }
  platform::FileTransfer big = platform::read_text_file(dir_ + "/big.json", 1000);
  EXPECT_FALSE(big.ok);
  EXPECT_NE(big.message.find("too large"), std::string::npos) << big.message;
  EXPECT_TRUE(platform::read_text_file(dir_ + "/big.json", 2000).ok);
}

TEST_F(FileTransferTest, DownloadsGoToTheExportDirectoryNatively) {
  setenv("XDG_DOWNLOAD_DIR", dir_.c_str(), 1);
  EXPECT_EQ(platform::export_dir(), dir_);
  platform::FileTransfer d = platform::offer_download("my game/../x.json", "text");
  unsetenv("XDG_DOWNLOAD_DIR");
  ASSERT_TRUE(d.ok) << d.message;
  EXPECT_EQ(fs::path(d.path).parent_path(), fs::path(dir_));
  EXPECT_EQ(d.name.find('/'), std::string::npos);
  EXPECT_FALSE(platform::file_picker_available());
  bool called = false;
  platform::pick_text_file([&](platform::FileTransfer t) {
    called = true;
    EXPECT_FALSE(t.ok);
    EXPECT_FALSE(t.message.empty());
  });
  EXPECT_TRUE(called);
}

}  // namespace
}  // namespace landlord
