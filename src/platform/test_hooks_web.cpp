// Functions the browser tests call through Module.ccall, compiled into test
// builds of the web page only. The storage ones go through the same Storage
// the game uses, so a test of them is a test of the real storage path; the
// drawn texts are every text ImGui drew (the test build's ImGui calls
// landlord_drawn_text, cmake/ImGui.cmake), frame by frame.
#if defined(__EMSCRIPTEN__) && defined(LANDLORD_TEST_HOOKS)
#include <emscripten.h>

#include <nlohmann/json.hpp>
#include <string>
#include <unordered_set>
#include <vector>

#include "imgui.h"
#include "platform/storage.h"

extern void (*landlord_drawn_text)(const char* begin, const char* end);

namespace {
std::string g_reply;  // keeps the returned C string alive until the next call

// The texts of each frame that differed from every frame before it, since
// the last take, in the order drawn.
struct DrawnTexts {
  int frame = -1;
  std::vector<std::string> current;
  std::vector<std::vector<std::string>> frames;
  std::unordered_set<std::string> seen;  // each kept frame's texts, joined
  int dropped = 0;                       // frames beyond the limit, not kept
};
DrawnTexts g_drawn;
constexpr std::size_t kMaxDrawnFrames = 4000;

void end_drawn_frame() {
  if (g_drawn.current.empty()) return;
  std::string key;
  for (const std::string& t : g_drawn.current) key += t + '\x1f';
  if (g_drawn.seen.insert(key).second) {
    if (g_drawn.frames.size() < kMaxDrawnFrames) g_drawn.frames.push_back(std::move(g_drawn.current));
    else ++g_drawn.dropped;
  }
  g_drawn.current.clear();
}

void drawn(const char* begin, const char* end) {
  const int frame = ImGui::GetFrameCount();
  if (frame != g_drawn.frame) {
    end_drawn_frame();
    g_drawn.frame = frame;
  }
  g_drawn.current.emplace_back(begin, end);
}

const char* reply(const landlord::platform::StorageError& err, const std::string* value) {
  nlohmann::json j;
  j["ok"] = !err;
  j["code"] = landlord::platform::to_string(err.code);
  j["message"] = err.message;
  if (value) j["value"] = *value;
  g_reply = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return g_reply.c_str();
}
}  // namespace

extern "C" {
EMSCRIPTEN_KEEPALIVE const char* landlord_test_storage_put(const char* name, const char* value) {
  landlord::platform::Storage storage;
  return reply(storage.put(name, value), nullptr);
}

EMSCRIPTEN_KEEPALIVE const char* landlord_test_storage_get(const char* name) {
  landlord::platform::Storage storage;
  auto r = storage.get(name);
  return reply(r.error, r.value ? &*r.value : nullptr);
}

EMSCRIPTEN_KEEPALIVE const char* landlord_test_storage_remove(const char* name) {
  landlord::platform::Storage storage;
  return reply(storage.remove(name), nullptr);
}

// From now on, each frame's texts are kept (until taken).
EMSCRIPTEN_KEEPALIVE const char* landlord_test_drawn_texts_start() {
  g_drawn = DrawnTexts{};
  landlord_drawn_text = drawn;
  g_reply = "{\"ok\":true}";
  return g_reply.c_str();
}

// {"frames": [[text, ...], ...], "dropped": n}: the frames kept since the
// start or the last take (the frame being drawn included), then forgotten.
EMSCRIPTEN_KEEPALIVE const char* landlord_test_drawn_texts_take() {
  end_drawn_frame();
  nlohmann::json j;
  j["frames"] = g_drawn.frames;
  j["dropped"] = g_drawn.dropped;
  g_drawn.frames.clear();
  g_drawn.dropped = 0;
  g_reply = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return g_reply.c_str();
}
}
#endif
