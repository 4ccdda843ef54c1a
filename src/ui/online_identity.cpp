#include "ui/online_identity.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>

namespace landlord::ui {

namespace {

using Json = nlohmann::json;

constexpr std::size_t kMaxName = 40;
constexpr std::size_t kMaxRooms = 16;  // rooms remembered, the latest first

std::string record(const net::Digest& secret, const std::string& name, int piece,
                   const std::vector<std::string>& rooms, const std::map<std::string, std::string>& passwords) {
  Json j{{"v", 1}, {"secret", net::to_hex(secret)}, {"name", name}, {"piece", piece}, {"rooms", rooms}};
  if (!passwords.empty()) j["passwords"] = passwords;
  return j.dump();
}

}  // namespace

OnlineIdentity::OnlineIdentity(const net::Digest& secret, std::string name, int piece)
    : secret_(secret),
      key_(net::KeyPair::from_seed(net::digest("landlord-device-key:" + net::to_hex(secret)))),
      name_(std::move(name)),
      piece_(piece) {}

std::unique_ptr<OnlineIdentity> OnlineIdentity::load_or_make(platform::Storage& storage, std::string& note) {
  note.clear();
  platform::StorageRead r = storage.get(kStorageName);
  if (r.value) {
    Json j = Json::parse(*r.value, nullptr, false);
    net::Digest secret{};
    if (j.is_object() && j.value("v", 0) == 1 && j.contains("secret") && j["secret"].is_string() &&
        net::from_hex(j["secret"].get<std::string>(), secret)) {
      std::string name = j.contains("name") && j["name"].is_string() ? j["name"].get<std::string>() : "";
      int piece = j.contains("piece") && j["piece"].is_number_integer() ? j["piece"].get<int>() : -1;
      if (name.size() > kMaxName) name.resize(kMaxName);
      if (piece < -1 || piece > 7) piece = -1;
      auto id = std::unique_ptr<OnlineIdentity>(new OnlineIdentity(secret, name, piece));
      if (j.contains("rooms") && j["rooms"].is_array()) {
        for (const Json& c : j["rooms"]) {
          if (c.is_string() && c.get<std::string>().size() <= 16 && id->rooms_.size() < kMaxRooms) {
            id->rooms_.push_back(c.get<std::string>());
          }
        }
      }
      if (j.contains("passwords") && j["passwords"].is_object()) {
        for (auto it = j["passwords"].begin(); it != j["passwords"].end(); ++it) {
          if (it.value().is_string() && it.value().get<std::string>().size() <= kMaxPassword && id->knows_room(it.key())) {
            id->passwords_[it.key()] = it.value().get<std::string>();
          }
        }
      }
      return id;
    }
    note = "This device's online identity was not readable; it has a new one (a paused online game cannot be "
           "resumed from it).";
  }
  const net::Digest secret = net::random_digest();
  auto id = std::unique_ptr<OnlineIdentity>(new OnlineIdentity(secret, "", -1));
  platform::StorageError e = storage.put(kStorageName, record(secret, "", -1, {}, {}));
  if (e) {
    note = (note.empty() ? std::string() : note + " ") + e.message +
           " Online play works for this visit, but this device will not be known again after it.";
  }
  return id;
}

net::HashChain OnlineIdentity::chain_for(const std::string& code) const {
  return net::HashChain(net::digest("landlord-room-chain:" + net::to_hex(secret_) + ":" + code), kChainLength);
}

bool OnlineIdentity::remember(platform::Storage& storage, const std::string& name, int piece, std::string& note) {
  name_ = name.substr(0, kMaxName);
  piece_ = piece >= -1 && piece <= 7 ? piece : -1;
  platform::StorageError e = storage.put(kStorageName, record(secret_, name_, piece_, rooms_, passwords_));
  if (e) {
    note = e.message;
    return false;
  }
  return true;
}

bool OnlineIdentity::knows_room(const std::string& code) const {
  return std::find(rooms_.begin(), rooms_.end(), code) != rooms_.end();
}

bool OnlineIdentity::remember_room(platform::Storage& storage, const std::string& code, std::string& note,
                                   const std::string& password) {
  rooms_.erase(std::remove(rooms_.begin(), rooms_.end(), code), rooms_.end());
  rooms_.insert(rooms_.begin(), code);
  if (rooms_.size() > kMaxRooms) rooms_.resize(kMaxRooms);
  if (password.empty()) passwords_.erase(code);
  else passwords_[code] = password.substr(0, kMaxPassword);
  for (auto it = passwords_.begin(); it != passwords_.end();) {
    it = knows_room(it->first) ? std::next(it) : passwords_.erase(it);
  }
  return remember(storage, name_, piece_, note);
}

void OnlineIdentity::forget_room(platform::Storage& storage, const std::string& code) {
  rooms_.erase(std::remove(rooms_.begin(), rooms_.end(), code), rooms_.end());
  passwords_.erase(code);
  std::string note;
  remember(storage, name_, piece_, note);
}

std::string OnlineIdentity::password_for(const std::string& code) const {
  auto it = passwords_.find(code);
  return it == passwords_.end() ? std::string() : it->second;
}

}  // namespace landlord::ui
