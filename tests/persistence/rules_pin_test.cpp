// The behaviour of each rules version is pinned in tests/rules-versions.txt
// (docs/rules-versions.md): the bench signature (checked by
// tests/rules_pin.sh) and the digest of the golden transcripts (here). A
// change to either must come with a new rules version, which
// scripts/new-rules-version.sh adds together with its fixture save.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "support.h"

namespace landlord {
namespace {

namespace fs = std::filesystem;

struct Pin {
  int version = 0;
  std::string signature, digest, why;
};

std::string pins_path() { return test::source_dir() + "/tests/rules-versions.txt"; }

std::vector<Pin> read_pins() {
  std::ifstream in(pins_path());
  EXPECT_TRUE(in.good()) << pins_path() << " is missing";
  std::vector<Pin> pins;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ls(line);
    Pin p;
    ls >> p.version >> p.signature >> p.digest;
    std::getline(ls, p.why);
    EXPECT_TRUE(ls || !p.why.empty()) << "malformed line: " << line;
    pins.push_back(p);
  }
  return pins;
}

bool hex64(const std::string& s) {
  return s.size() == 18 && s.rfind("0x", 0) == 0 &&
         std::all_of(s.begin() + 2, s.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

// Every golden transcript, by name, in one fingerprint.
std::string golden_digest() {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(test::source_dir() + "/tests/golden/transcripts")) {
    if (e.is_regular_file()) files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  std::string all;
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    all += f.filename().string() + "\n" + ss.str() + "\n";
  }
  return "0x" + content_hash(all);
}

TEST(RulesPin, OneLinePerVersionUpToTodays) {
  std::vector<Pin> pins = read_pins();
  ASSERT_FALSE(pins.empty());
  for (std::size_t i = 0; i < pins.size(); ++i) {
    EXPECT_EQ(pins[i].version, static_cast<int>(i) + 1) << "versions are numbered 1, 2, 3...";
    EXPECT_TRUE(hex64(pins[i].signature)) << pins[i].signature;
    EXPECT_TRUE(hex64(pins[i].digest)) << pins[i].digest;
    EXPECT_NE(pins[i].why.find_first_not_of(' '), std::string::npos) << "say what changed";
  }
  EXPECT_EQ(pins.back().version, kRulesVersion)
      << "the last line of tests/rules-versions.txt is today's rules version "
         "(src/engine/rules_version.h); scripts/new-rules-version.sh keeps them together";
}

TEST(RulesPin, GoldenTranscriptsAreThosePinnedForTodaysRules) {
  std::vector<Pin> pins = read_pins();
  ASSERT_FALSE(pins.empty());
  EXPECT_EQ(golden_digest(), pins.back().digest)
      << "the golden transcripts changed under rules version " << pins.back().version
      << ": how the game plays has changed. If that is intended, add a rules version with "
         "scripts/new-rules-version.sh \"what changed\" (docs/rules-versions.md).";
}

// For scripts/new-rules-version.sh: LANDLORD_PRINT_PIN=1 prints the digest.
TEST(RulesPin, PrintGoldenDigest) {
  if (!std::getenv("LANDLORD_PRINT_PIN")) GTEST_SKIP() << "set LANDLORD_PRINT_PIN=1";
  std::printf("golden digest: %s\n", golden_digest().c_str());
}

}  // namespace
}  // namespace landlord
