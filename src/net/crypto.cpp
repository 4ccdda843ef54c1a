#include "net/crypto.h"

#include <sodium.h>

#include <cstring>

namespace landlord::net {

bool crypto_ready() {
  static const bool ready = sodium_init() >= 0;
  return ready;
}

KeyPair KeyPair::generate() {
  crypto_ready();
  KeyPair k;
  crypto_sign_keypair(k.public_.data(), k.secret_.data());
  return k;
}

Digest random_digest() {
  crypto_ready();
  Digest d{};
  randombytes_buf(d.data(), d.size());
  return d;
}

KeyPair KeyPair::from_seed(const Digest& seed) {
  crypto_ready();
  KeyPair k;
  crypto_sign_seed_keypair(k.public_.data(), k.secret_.data(), seed.data());
  return k;
}

Signature KeyPair::sign(std::string_view message) const {
  Signature sig{};
  crypto_sign_detached(sig.data(), nullptr, reinterpret_cast<const unsigned char*>(message.data()), message.size(),
                       secret_.data());
  return sig;
}

bool verify(const PublicKey& key, std::string_view message, const Signature& signature) {
  if (!crypto_ready()) return false;
  return crypto_sign_verify_detached(signature.data(), reinterpret_cast<const unsigned char*>(message.data()),
                                     message.size(), key.data()) == 0;
}

Digest digest(std::string_view data) {
  crypto_ready();
  Digest d{};
  crypto_generichash(d.data(), d.size(), reinterpret_cast<const unsigned char*>(data.data()), data.size(), nullptr, 0);
  return d;
}

Digest digest(const Digest& d) {
  return digest(std::string_view(reinterpret_cast<const char*>(d.data()), d.size()));
}

Digest digest_of_number(uint64_t n, std::string_view purpose) {
  std::string text(purpose);
  text += ':';
  text += std::to_string(n);
  return digest(text);
}

std::string to_hex(const uint8_t* data, std::size_t size) {
  static const char* kDigits = "0123456789abcdef";
  std::string out(size * 2, '0');
  for (std::size_t i = 0; i < size; ++i) {
    out[2 * i] = kDigits[data[i] >> 4];
    out[2 * i + 1] = kDigits[data[i] & 15];
  }
  return out;
}

bool from_hex(std::string_view hex, uint8_t* out, std::size_t size) {
  if (hex.size() != size * 2) return false;
  auto value = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
  };
  for (std::size_t i = 0; i < size; ++i) {
    int hi = value(hex[2 * i]), lo = value(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return false;
    out[i] = static_cast<uint8_t>(hi << 4 | lo);
  }
  return true;
}

HashChain::HashChain(const Digest& secret, uint32_t length) {
  links_.assign(static_cast<std::size_t>(length) + 1, Digest{});
  links_[length] = secret;
  for (uint32_t k = length; k > 0; --k) links_[k - 1] = digest(links_[k]);
}

}  // namespace landlord::net
