// What online play needs of cryptography, over libsodium: Ed25519 keys and
// signatures (a device's key signs every action of its seats), BLAKE2b-256
// digests (state hashes, the log's links) and the hash chains whose links a
// device reveals, one at each chance event (chance.h).
//
// Ed25519 is what the browser's WebCrypto offers too, so that a page's key
// kept in IndexedDB, which cannot be read out, signs what these functions
// check.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace landlord::net {

using PublicKey = std::array<uint8_t, 32>;
using Signature = std::array<uint8_t, 64>;
using Digest = std::array<uint8_t, 32>;

// Starts libsodium once; false when it cannot (then nothing here works).
bool crypto_ready();

// What signs for a device: its own key pair here, a WebCrypto key in the
// page. The secret never leaves it.
class Signer {
 public:
  virtual ~Signer() = default;
  virtual const PublicKey& public_key() const = 0;
  virtual Signature sign(std::string_view message) const = 0;
};

// An Ed25519 key pair held in memory.
class KeyPair : public Signer {
 public:
  // A new key from the system's random source.
  static KeyPair generate();
  // The key of a 32-byte seed: the same seed, the same key (tests, netsim).
  static KeyPair from_seed(const Digest& seed);

  const PublicKey& public_key() const override { return public_; }
  Signature sign(std::string_view message) const override;

 private:
  PublicKey public_{};
  std::array<uint8_t, 64> secret_{};
};

// True when `signature` is `key`'s signature of `message`.
bool verify(const PublicKey& key, std::string_view message, const Signature& signature);

// BLAKE2b with a 32-byte output.
Digest digest(std::string_view data);
Digest digest(const Digest& d);
// 32 bytes from the system's random source (in the page, the browser's
// crypto.getRandomValues).
Digest random_digest();
// A 32-byte value from a number: test and netsim seeds.
Digest digest_of_number(uint64_t n, std::string_view purpose);

std::string to_hex(const uint8_t* data, std::size_t size);
template <std::size_t N>
std::string to_hex(const std::array<uint8_t, N>& a) {
  return to_hex(a.data(), N);
}
// False unless `hex` is exactly 2N lowercase hex digits.
bool from_hex(std::string_view hex, uint8_t* out, std::size_t size);
template <std::size_t N>
bool from_hex(std::string_view hex, std::array<uint8_t, N>& out) {
  return from_hex(hex, out.data(), N);
}

// A hash chain: link[length] is a secret, each link below is the digest of
// the one above, and link[0], the head, is what the device commits to. At
// its k-th chance event (k = 1, 2, ...) the device reveals link[k]; anyone
// checks that digest(link[k]) == link[k-1], which only the holder of the
// secret could have made, and which was fixed when the head was committed.
class HashChain {
 public:
  HashChain() = default;
  HashChain(const Digest& secret, uint32_t length);

  const Digest& head() const { return links_.front(); }
  uint32_t length() const { return static_cast<uint32_t>(links_.size() - 1); }
  // link[k] for 0 <= k <= length.
  const Digest& link(uint32_t k) const { return links_[k]; }

  // True when `link` is the link after `previous`.
  static bool follows(const Digest& link, const Digest& previous) { return digest(link) == previous; }

 private:
  std::vector<Digest> links_{Digest{}};
};

}  // namespace landlord::net
