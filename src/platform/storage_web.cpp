// Browser Storage: localStorage, with every exception (storage disabled,
// quota exceeded, security errors in sandboxed frames) turned into a
// StorageError. localStorage.setItem replaces a value atomically: on failure
// the old value is untouched.
#include <emscripten.h>

#include <algorithm>
#include <cstdlib>

#include "platform/storage.h"
#include "text/tr.h"

namespace landlord::platform {
namespace {

// Status codes shared with the JavaScript below.
constexpr int kOk = 0, kMissing = 1, kDisabled = 2, kQuota = 3, kOther = 4;

// clang-format off
EM_JS(int, ll_storage_put, (const char* key, const char* value, int value_len), {
  let s;
  try { s = window.localStorage; if (!s) return 2; } catch (e) { return 2; }
  try {
    s.setItem(UTF8ToString(key), UTF8ToString(value, value_len));
    return 0;
  } catch (e) {
    if (e && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
              e.code === 22 || e.code === 1014)) return 3;
    if (e && e.name === 'SecurityError') return 2;
    return 4;
  }
});

// Returns a malloc'ed UTF-8 copy of the value, or 0 with *status set.
EM_JS(char*, ll_storage_get, (const char* key, int* status), {
  let v;
  try {
    const s = window.localStorage;
    if (!s) { HEAP32[status >> 2] = 2; return 0; }
    v = s.getItem(UTF8ToString(key));
  } catch (e) { HEAP32[status >> 2] = 2; return 0; }
  if (v === null) { HEAP32[status >> 2] = 1; return 0; }
  const n = lengthBytesUTF8(v) + 1;
  const p = _malloc(n);
  if (!p) { HEAP32[status >> 2] = 4; return 0; }
  stringToUTF8(v, p, n);
  HEAP32[status >> 2] = 0;
  return p;
});

EM_JS(int, ll_storage_remove, (const char* key), {
  try {
    const s = window.localStorage;
    if (!s) return 2;
    s.removeItem(UTF8ToString(key));
    return 0;
  } catch (e) { return 2; }
});

// Newline-separated keys that start with the prefix (prefix stripped).
EM_JS(char*, ll_storage_keys, (const char* prefix, int* status), {
  let out = [];
  try {
    const s = window.localStorage;
    if (!s) { HEAP32[status >> 2] = 2; return 0; }
    const p = UTF8ToString(prefix);
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k !== null && k.startsWith(p)) out.push(k.substring(p.length));
    }
  } catch (e) { HEAP32[status >> 2] = 2; return 0; }
  const v = out.join('\n');
  const n = lengthBytesUTF8(v) + 1;
  const ptr = _malloc(n);
  stringToUTF8(v, ptr, n);
  HEAP32[status >> 2] = 0;
  return ptr;
});
// clang-format on

StorageError status_error(int status, std::string_view name) {
  switch (status) {
    case kOk: return {};
    case kMissing:
      return {StorageErrorCode::kNotFound, trf("Nothing is stored under {name}.", fmt::arg("name", name))};
    case kDisabled:
      return {StorageErrorCode::kUnavailable,
              tr("The browser does not allow this page to store data (private mode or blocked site data).")};
    case kQuota:
      return {StorageErrorCode::kQuotaExceeded, tr("The browser's storage for this page is full.")};
    default:
      return {StorageErrorCode::kIoError, tr("The browser's storage reported an error.")};
  }
}

}  // namespace

Storage::Storage(std::string dir) : location_(dir.empty() ? "landlord." : std::move(dir)) {}

StorageError Storage::put(std::string_view name, std::string_view value) {
  if (!valid_name(name)) return {StorageErrorCode::kBadName, tr("Invalid storage name.")};
  std::string key = location_ + std::string(name);
  std::string v(value);
  return status_error(ll_storage_put(key.c_str(), v.c_str(), static_cast<int>(v.size())), name);
}

StorageRead Storage::get(std::string_view name) const {
  StorageRead r;
  if (!valid_name(name)) {
    r.error = {StorageErrorCode::kBadName, tr("Invalid storage name.")};
    return r;
  }
  std::string key = location_ + std::string(name);
  int status = kOther;
  char* p = ll_storage_get(key.c_str(), &status);
  if (p) {
    r.value = std::string(p);
    std::free(p);
  } else {
    r.error = status_error(status == kOk ? kOther : status, name);
  }
  return r;
}

StorageError Storage::remove(std::string_view name) {
  if (!valid_name(name)) return {StorageErrorCode::kBadName, tr("Invalid storage name.")};
  std::string key = location_ + std::string(name);
  return status_error(ll_storage_remove(key.c_str()), name);
}

std::vector<std::string> Storage::list(StorageError* err) const {
  std::vector<std::string> names;
  int status = kOther;
  char* p = ll_storage_keys(location_.c_str(), &status);
  if (!p) {
    if (err) *err = status_error(status, "");
    return names;
  }
  std::string all(p);
  std::free(p);
  size_t start = 0;
  while (start <= all.size() && !all.empty()) {
    size_t end = all.find('\n', start);
    if (end == std::string::npos) end = all.size();
    std::string n = all.substr(start, end - start);
    if (valid_name(n)) names.push_back(n);
    start = end + 1;
  }
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace landlord::platform
