// The engine (and so landlord-cli replay) takes what the browser takes: a
// save over the browser's 8 MiB limit, or one carrying members the game
// does not know, is refused before any replay.
#include <gtest/gtest.h>


#include "engine/json.h"
#include "support.h"

namespace landlord {
namespace {

TEST(SaveLimits, UnknownTopLevelMembersAreRefused) {
  Game g = test::play_game(10);
  Json j = save_to_json(g);
  j["comment"] = "hello";
  SaveLoad l = load_save_text(dump_json(j), test::editions_dir());
  EXPECT_EQ(l.status, SaveLoad::Status::kInvalid);
  EXPECT_NE(l.error.find("comment"), std::string::npos) << l.error;
  // Members of version 2 are unknown in a version 1 save.
  Json v1 = save_to_json(g);
  v1["format_version"] = 1;
  EXPECT_EQ(load_save_text(dump_json(v1), test::editions_dir()).status, SaveLoad::Status::kInvalid);
  v1.erase("rules_version");
  v1.erase("edition_hash");
  EXPECT_TRUE(load_save_text(dump_json(v1), test::editions_dir()).ok());
}

TEST(SaveLimits, ASaveOverTheBrowsersLimitIsRefusedQuickly) {
  Game g = test::play_game(10);
  Json j = save_to_json(g);
  // 31 MB, its bulk an unknown member: once taken in 3 s and 600 MB.
  j["bulk"] = std::string(31u * 1000u * 1000u, 'x');
  std::string text = dump_json(j);
  SaveLoad l = load_save_text(text, test::editions_dir());
  EXPECT_EQ(l.status, SaveLoad::Status::kInvalid);
  EXPECT_NE(l.error.find("too large"), std::string::npos) << l.error;
  // Quickly: the size is judged before anything is parsed, so text that is
  // not even JSON is refused as too large, not as malformed.
  SaveLoad junk = load_save_text(std::string(31u * 1000u * 1000u, '{'), test::editions_dir());
  EXPECT_EQ(junk.status, SaveLoad::Status::kInvalid);
  EXPECT_NE(junk.error.find("too large"), std::string::npos) << junk.error;
  // Just over the limit is refused, and a save at the limit is read.
  EXPECT_EQ(kMaxSaveBytes, saves::kMaxGameFileBytes) << "the browser's limit and the engine's agree";
  Json small = save_to_json(g);
  std::string base = dump_json(small);
  small["bulk"] = std::string(kMaxSaveBytes - base.size() - 10, 'x');
  std::string at_limit = dump_json(small);
  ASSERT_LE(at_limit.size(), kMaxSaveBytes);
  SaveLoad near = load_save_text(at_limit, test::editions_dir());
  EXPECT_NE(near.error.find("bulk"), std::string::npos) << "read, then refused for the member";
  small["bulk"] = std::string(kMaxSaveBytes - base.size(), 'x');
  EXPECT_NE(load_save_text(dump_json(small), test::editions_dir()).error.find("too large"),
            std::string::npos);
}

}  // namespace
}  // namespace landlord
