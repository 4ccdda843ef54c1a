// This device in online play: its key, made once and kept in storage, and
// for each room a hash chain drawn from the device's secret and the room's
// code, so that a device that opens a room's link again commits to the
// same chain and plays on as itself (docs/online.md). The person's name
// and piece for online play are kept beside it.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "net/crypto.h"
#include "platform/storage.h"

namespace landlord::ui {

class OnlineIdentity {
 public:
  // The device's identity from `storage`, or a new one (from the system's
  // random source) kept there. `note`: a sentence when it could not be
  // kept (storage full or off): online play then lasts this visit only.
  // A stored identity that is not readable is replaced, and said.
  static std::unique_ptr<OnlineIdentity> load_or_make(platform::Storage& storage, std::string& note);

  const net::KeyPair& key() const { return key_; }
  // The chain this device commits to in room `code`.
  net::HashChain chain_for(const std::string& code) const;

  // The name and piece this device's person plays online under ("" and
  // -1 until chosen), kept for the next room.
  const std::string& name() const { return name_; }
  int piece() const { return piece_; }
  // False with `note` when they could not be kept.
  bool remember(platform::Storage& storage, const std::string& name, int piece, std::string& note);
  // The rooms this device has been in (the latest 16): their link opened
  // again takes it back in without asking its person anything.
  // A room with a password keeps it here, beside the device's secret, so
  // that its link opened again needs nothing typed either.
  bool knows_room(const std::string& code) const;
  bool remember_room(platform::Storage& storage, const std::string& code, std::string& note,
                     const std::string& password = "");
  std::string password_for(const std::string& code) const;  // "" for none
  // The room is not known any more (its password was refused).
  void forget_room(platform::Storage& storage, const std::string& code);

  static constexpr const char* kStorageName = "online-device";
  static constexpr std::size_t kMaxPassword = 64;
  static constexpr uint32_t kChainLength = 8192;  // chance events a device can take part in, per room

 private:
  OnlineIdentity(const net::Digest& secret, std::string name, int piece);
  net::Digest secret_{};
  net::KeyPair key_;
  std::string name_;
  int piece_ = -1;
  std::vector<std::string> rooms_;
  std::map<std::string, std::string> passwords_;  // room code -> its password
};

}  // namespace landlord::ui
