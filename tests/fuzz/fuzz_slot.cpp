// Fuzz target: the slot records as the save shelf finds them in storage
// (the meta record, the two copies and the current-game pointer), through
// listing, loading, exporting and saving over them.
//
// Input: the four records, separated by NUL bytes. Whatever they hold, the
// shelf answers with a message rather than crashing, and a game it loads
// can be saved back into its slot and loaded again.
#include <map>

#include "tests/fuzz/fuzz_support.h"
#include "saves/shelf.h"

namespace {

using namespace landlord;

class Store final : public saves::ShelfStore {
 public:
  std::map<std::string, std::string, std::less<>> data;
  platform::StorageError put(std::string_view name, std::string_view value) override {
    data[std::string(name)] = std::string(value);
    return {};
  }
  platform::StorageRead get(std::string_view name) const override {
    platform::StorageRead r;
    auto it = data.find(name);
    if (it == data.end()) r.error = {platform::StorageErrorCode::kNotFound, "not found"};
    else r.value = it->second;
    return r;
  }
  platform::StorageError remove(std::string_view name) override {
    auto it = data.find(name);
    if (it != data.end()) data.erase(it);
    return {};
  }
  std::vector<std::string> list(platform::StorageError*) const override {
    std::vector<std::string> names;
    for (const auto& [k, v] : data) names.push_back(k);
    return names;
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  static const saves::EditionLookup editions = saves::editions_in({fuzz::editions_dir()});
  std::string_view in = fuzz::text(data, size);
  std::string_view parts[4];
  for (int i = 0; i < 4; ++i) {
    std::size_t cut = in.find('\0');
    parts[i] = in.substr(0, cut);
    in = cut == std::string_view::npos ? std::string_view() : in.substr(cut + 1);
  }
  Store store;
  store.data[saves::SaveShelf::meta_name("g1")] = std::string(parts[0]);
  store.data[saves::SaveShelf::copy_name("g1", 'a')] = std::string(parts[1]);
  if (!parts[2].empty()) store.data[saves::SaveShelf::copy_name("g1", 'b')] = std::string(parts[2]);
  if (!parts[3].empty()) store.data["games.current"] = std::string(parts[3]);

  saves::SaveShelf shelf(store, editions);
  std::string error;
  std::vector<saves::SlotInfo> slots = shelf.list(&error);
  (void)shelf.current();
  for (const saves::SlotInfo& slot : slots) {
    saves::LoadedGame loaded = shelf.load(slot.id);
    if (!loaded.ok) {
      if (loaded.message.empty()) __builtin_trap();
      continue;
    }
    (void)shelf.export_slot(slot.id);
    saves::SaveOutcome saved = shelf.save(slot.id, loaded.game, loaded.table, 1);
    if (!saved.ok) __builtin_trap();  // the store never fails here
    saves::LoadedGame again = shelf.load(slot.id);
    if (!again.ok || !(again.game.state == loaded.game.state)) __builtin_trap();
  }
  return 0;
}
