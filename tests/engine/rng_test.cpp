#include <gtest/gtest.h>

#include "engine/rng.h"

namespace landlord {
namespace {

TEST(Pcg32, MatchesReferenceSequence) {
  // pcg32_srandom_r(&rng, 42u, 54u) from the PCG reference implementation.
  Pcg32 r = Pcg32::seeded(42u, 54u);
  const uint32_t expected[] = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u,
                               0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};
  for (uint32_t e : expected) EXPECT_EQ(r.next(), e);
}

TEST(Pcg32, BelowStaysInRange) {
  Pcg32 r = Pcg32::seeded(7);
  for (uint32_t bound : {1u, 2u, 3u, 6u, 7u, 1000u, 0x80000001u, 0xffffffffu}) {
    for (int i = 0; i < 2000; ++i) EXPECT_LT(r.below(bound), bound);
  }
}

TEST(Pcg32, DiceAreRoughlyUniform) {
  Pcg32 r = Pcg32::seeded(123);
  int counts[6] = {};
  const int n = 600000;
  for (int i = 0; i < n; ++i) counts[r.below(6)]++;
  for (int c : counts) {
    EXPECT_GT(c, n / 6 - 2000);
    EXPECT_LT(c, n / 6 + 2000);
  }
}

TEST(Pcg32, SameSeedSameSequence) {
  Pcg32 a = Pcg32::seeded(99), b = Pcg32::seeded(99), c = Pcg32::seeded(100);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    uint32_t x = a.next();
    EXPECT_EQ(x, b.next());
    differs = differs || x != c.next();
  }
  EXPECT_TRUE(differs);
}

}  // namespace
}  // namespace landlord
