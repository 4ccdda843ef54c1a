// Checked access to untrusted JSON (editions, options, scenarios, saves).
//
// The engine is built without exceptions and with JSON_NOEXCEPTION, so any
// nlohmann call that would throw aborts the process instead. Every read of
// outside data therefore goes through JsonReader, which checks the type and
// range first and records the first failure as "path: message", naming the
// field (e.g. "spaces[12].price: expected an integer from 0 to 1000000").
//
// This header names nlohmann::json without defining it (json_fwd.hpp): the
// whole library takes seconds to compile in every file that includes it,
// and most of the files that include this one through the engine's
// headers neither read nor write JSON. A file that does includes
// "engine/json.h"; a struct that holds JSON holds a JsonValue.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

namespace landlord {

using Json = nlohmann::json;

// A JSON value kept by value in a struct whose header must not need the
// whole of nlohmann/json: it lives behind a pointer and is copied deeply.
// A default JsonValue (or one moved from) reads as null.
class JsonValue {
 public:
  JsonValue();
  JsonValue(const Json& j);  // NOLINT(google-explicit-constructor): a value like any other
  JsonValue(Json&& j);       // NOLINT(google-explicit-constructor)
  JsonValue(const JsonValue& o);
  JsonValue(JsonValue&& o) noexcept;
  JsonValue& operator=(const JsonValue& o);
  JsonValue& operator=(JsonValue&& o) noexcept;
  ~JsonValue();

  const Json& get() const;
  Json& get();
  const Json& operator*() const { return get(); }
  Json& operator*() { return get(); }
  const Json* operator->() const { return &get(); }
  Json* operator->() { return &get(); }

  static JsonValue array();

 private:
  std::unique_ptr<Json> v_;  // null reads as a JSON null
};
bool operator==(const JsonValue& a, const JsonValue& b);

// Limits that keep hostile input cheap to reject.
inline constexpr std::size_t kMaxJsonBytes = 32u * 1024u * 1024u;
inline constexpr int kMaxJsonDepth = 48;

// Parses text without exceptions. Rejects oversized or too deeply nested
// documents before handing them to the parser.
bool parse_json(std::string_view text, Json& out, std::string& error);

// Reads a whole file of at most `max_bytes`. A larger file is refused by
// its size before any of it is read ("file is too large").
bool read_text_file(const std::string& path, std::string& out, std::string& error,
                    std::size_t max_bytes = kMaxJsonBytes);

// Serialises without ever throwing (invalid UTF-8 is replaced).
std::string dump_json(const Json& j, int indent = -1);

// FNV-1a 64 of `text` as 16 lower-case hex digits: a content fingerprint
// (edition data in saves, golden transcripts), not a security measure.
std::string content_hash(std::string_view text);

std::string path_key(const std::string& path, std::string_view key);
std::string path_index(const std::string& path, std::size_t index);

class JsonReader {
 public:
  bool failed() const { return !error_.empty(); }
  const std::string& error() const { return error_; }

  // Records the first failure only; always returns false.
  bool fail(const std::string& path, std::string_view message);

  bool expect_object(const Json& v, const std::string& path);
  bool expect_array(const Json& v, const std::string& path, std::size_t max_size);

  // Returns the member or nullptr. A missing required member is a failure.
  const Json* member(const Json& obj, const std::string& path, std::string_view key, bool required);

  bool as_int(const Json& v, const std::string& path, int64_t lo, int64_t hi, int64_t& out);
  // as_int() for element `index` of the array at `path`, whose path is made
  // only for the message, when it fails.
  bool element_int(const Json& v, const std::string& path, std::size_t index, int64_t lo, int64_t hi,
                   int64_t& out);
  bool as_uint64(const Json& v, const std::string& path, uint64_t& out);
  bool as_bool(const Json& v, const std::string& path, bool& out);
  bool as_string(const Json& v, const std::string& path, std::size_t max_len, std::string& out);

  // Member readers: when the member is absent and not required, `out` keeps
  // its value and the call succeeds.
  template <class T>
  bool read_int(const Json& obj, const std::string& path, std::string_view key, int64_t lo,
                int64_t hi, T& out, bool required = true) {
    const Json* v = member(obj, path, key, required);
    if (!v) return !failed();
    int64_t x = 0;
    if (!member_int(*v, path, key, lo, hi, x)) return false;
    out = static_cast<T>(x);
    return true;
  }
  bool read_bool(const Json& obj, const std::string& path, std::string_view key, bool& out,
                 bool required = true);
  bool read_string(const Json& obj, const std::string& path, std::string_view key,
                   std::size_t max_len, std::string& out, bool required = true);

 private:
  // as_int() for member `key` of the object at `path`: the member's path is
  // made only for the message, when it fails.
  bool member_int(const Json& v, const std::string& path, std::string_view key, int64_t lo, int64_t hi,
                  int64_t& out);

  std::string error_;
};

}  // namespace landlord
