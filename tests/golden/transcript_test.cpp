// Golden transcripts: whole games between fixed bots with fixed seeds,
// played on the same ai::Table as every other host (ai/golden.h), their full
// event log compared line by line with the files in
// tests/golden/transcripts/. Any change in rules, dice, decks, bot behaviour
// or bot seeding shows up as a diff. After an intended change, regenerate with
//   LANDLORD_UPDATE_GOLDEN=1 build/<dir>/tests/golden/golden_tests
// and review the diff before committing it. `landlord-cli golden --check`
// runs the same comparison, natively and under node (bench_signature.sh).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "ai/golden.h"
#include "engine/game.h"
#include "source_dir.h"

namespace landlord {
namespace {

std::string dir() { return std::string(LANDLORD_SOURCE_DIR) + "/tests/golden/transcripts/"; }

TEST(Golden, TranscriptsMatch) {
  bool update = std::getenv("LANDLORD_UPDATE_GOLDEN") != nullptr &&
                std::string(std::getenv("LANDLORD_UPDATE_GOLDEN")) == "1";
  std::shared_ptr<const Edition> ed =
      load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", "classic").edition;
  ASSERT_TRUE(ed);
  for (const ai::GoldenGame& g : ai::golden_games()) {
    std::vector<std::string> got = ai::golden_transcript(*ed, g);
    std::string path = dir() + g.file;
    if (update) {
      std::ofstream out(path, std::ios::binary);
      for (const std::string& l : got) out << l << '\n';
      ASSERT_TRUE(out.good()) << "cannot write " << path;
      continue;
    }
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in.good()) << path << " is missing; run with LANDLORD_UPDATE_GOLDEN=1";
    std::vector<std::string> want;
    for (std::string l; std::getline(in, l);) want.push_back(l);
    std::size_t n = std::min(got.size(), want.size());
    for (std::size_t i = 0; i < n; ++i) {
      ASSERT_EQ(got[i], want[i]) << g.file << " line " << (i + 1);
    }
    ASSERT_EQ(got.size(), want.size()) << g.file << ": transcript length differs";
    EXPECT_EQ(got.back().rfind("= game_over", 0), 0u) << g.file << " did not finish";
  }
}

}  // namespace
}  // namespace landlord
