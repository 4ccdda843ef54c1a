// Pcg32: the game's only source of randomness.
//
// The generator's state lives inside GameState so that a game is a pure
// function of its seed and its actions, on every platform. We map raw 32-bit
// outputs to ranges ourselves (Lemire's multiply-shift with rejection)
// because std:: distributions differ between standard libraries.
#pragma once

#include <cstdint>

namespace landlord {

// SplitMix64's finaliser: spreads a 64-bit key (a seed, a seed combined
// with an index) over all 64 bits, so that nearby keys give unrelated
// seeds. Used to derive game, bot and search seeds.
constexpr uint64_t splitmix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

struct Pcg32 {
  uint64_t state = 0x853c49e6748fea9bULL;
  uint64_t inc = 0xda3e39cb94b95bdbULL;

  static Pcg32 seeded(uint64_t seed, uint64_t stream = 0x14057b7ef767814fULL) {
    Pcg32 r;
    r.state = 0;
    r.inc = (stream << 1) | 1u;
    r.next();
    r.state += seed;
    r.next();
    return r;
  }

  uint32_t next() {
    uint64_t old = state;
    state = old * 6364136223846793005ULL + inc;
    uint32_t xorshifted = static_cast<uint32_t>(((old >> 18) ^ old) >> 27);
    uint32_t rot = static_cast<uint32_t>(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((0u - rot) & 31u));
  }

  // Uniform integer in [0, bound); bound must be at least 1. Unbiased.
  uint32_t below(uint32_t bound) {
    uint64_t m = static_cast<uint64_t>(next()) * bound;
    uint32_t low = static_cast<uint32_t>(m);
    if (low < bound) {
      uint32_t threshold = (0u - bound) % bound;
      while (low < threshold) {
        m = static_cast<uint64_t>(next()) * bound;
        low = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }

  bool operator==(const Pcg32&) const = default;
};

}  // namespace landlord
