// Functions the browser tests call through Module.ccall, compiled into test
// builds of the web page only. They go through the same Storage the game
// uses, so a test of them is a test of the real storage path.
#if defined(__EMSCRIPTEN__) && defined(LANDLORD_TEST_HOOKS)
#include <emscripten.h>

#include <nlohmann/json.hpp>
#include <string>

#include "platform/storage.h"

namespace {
std::string g_reply;  // keeps the returned C string alive until the next call

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
}
#endif
