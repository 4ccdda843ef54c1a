#include "engine/json.h"

#include <cstdio>

namespace landlord {

namespace {

// Depth scan outside strings: the parser itself would accept any depth, and
// very deep documents are only ever hostile.
bool nesting_ok(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  bool escape = false;
  for (char c : text) {
    if (in_string) {
      if (escape) {
        escape = false;
      } else if (c == '\\') {
        escape = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return false;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}

const Json& null_json() {
  static const Json kNull;
  return kNull;
}

}  // namespace

JsonValue::JsonValue() = default;
JsonValue::JsonValue(const Json& j) : v_(std::make_unique<Json>(j)) {}
JsonValue::JsonValue(Json&& j) : v_(std::make_unique<Json>(std::move(j))) {}
JsonValue::JsonValue(const JsonValue& o) : v_(o.v_ ? std::make_unique<Json>(*o.v_) : nullptr) {}
JsonValue::JsonValue(JsonValue&& o) noexcept = default;
JsonValue& JsonValue::operator=(const JsonValue& o) {
  if (this != &o) v_ = o.v_ ? std::make_unique<Json>(*o.v_) : nullptr;
  return *this;
}
JsonValue& JsonValue::operator=(JsonValue&& o) noexcept = default;
JsonValue::~JsonValue() = default;

const Json& JsonValue::get() const { return v_ ? *v_ : null_json(); }
Json& JsonValue::get() {
  if (!v_) v_ = std::make_unique<Json>();
  return *v_;
}
JsonValue JsonValue::array() { return JsonValue(Json::array()); }
bool operator==(const JsonValue& a, const JsonValue& b) { return a.get() == b.get(); }

bool parse_json(std::string_view text, Json& out, std::string& error) {
  if (text.size() > kMaxJsonBytes) {
    error = "document is too large";
    return false;
  }
  if (!nesting_ok(text)) {
    error = "document is nested more than " + std::to_string(kMaxJsonDepth) + " levels deep";
    return false;
  }
  out = Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (out.is_discarded()) {
    error = "not valid JSON";
    return false;
  }
  return true;
}

bool read_text_file(const std::string& path, std::string& out, std::string& error, std::size_t max_bytes) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) {
    error = "cannot open " + path;
    return false;
  }
  const std::string too_large = path + ": file is too large (the limit is " +
                                std::to_string(max_bytes / (1024 * 1024)) + " MiB)";
  out.clear();
  // A regular file's size is known before reading it: a file over the
  // limit costs nothing to refuse. Pipes and other streams are read up to
  // the limit and refused there.
  if (std::fseek(f, 0, SEEK_END) == 0) {
    long size = std::ftell(f);
    if (size >= 0 && static_cast<unsigned long>(size) > max_bytes) {
      std::fclose(f);
      error = too_large;
      return false;
    }
    std::rewind(f);
    if (size > 0) out.reserve(static_cast<std::size_t>(size));
  } else {
    std::clearerr(f);
  }
  char buf[65536];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    if (out.size() + n > max_bytes) {
      std::fclose(f);
      out.clear();
      error = too_large;
      return false;
    }
    out.append(buf, n);
  }
  bool bad = std::ferror(f) != 0;
  std::fclose(f);
  if (bad) {
    error = "cannot read " + path;
    return false;
  }
  return true;
}

std::string dump_json(const Json& j, int indent) {
  return j.dump(indent, ' ', false, Json::error_handler_t::replace);
}

std::string content_hash(std::string_view text) {
  uint64_t h = 14695981039346656037ull;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string path_key(const std::string& path, std::string_view key) {
  std::string r = path;
  if (!r.empty()) r += '.';
  r += key;
  return r;
}

std::string path_index(const std::string& path, std::size_t index) {
  return path + "[" + std::to_string(index) + "]";
}

bool JsonReader::fail(const std::string& path, std::string_view message) {
  if (error_.empty()) {
    error_ = path.empty() ? std::string(message) : path + ": " + std::string(message);
  }
  return false;
}

bool JsonReader::expect_object(const Json& v, const std::string& path) {
  if (!v.is_object()) return fail(path, "expected an object");
  return true;
}

bool JsonReader::expect_array(const Json& v, const std::string& path, std::size_t max_size) {
  if (!v.is_array()) return fail(path, "expected an array");
  if (v.size() > max_size) {
    return fail(path, "expected at most " + std::to_string(max_size) + " elements");
  }
  return true;
}

const Json* JsonReader::member(const Json& obj, const std::string& path, std::string_view key,
                               bool required) {
  if (!obj.is_object()) {
    fail(path, "expected an object");
    return nullptr;
  }
  auto it = obj.find(key);
  if (it == obj.end()) {
    if (required) fail(path_key(path, key), "missing");
    return nullptr;
  }
  return &*it;
}

namespace {

// The message for an integer out of range, built only when one is.
std::string range_message(int64_t lo, int64_t hi) {
  return "expected an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
}

// The integer in `v` if it lies in [lo, hi]; everything read from saves and
// edition files passes here, so the success path allocates nothing.
bool int_in_range(const Json& v, int64_t lo, int64_t hi, int64_t& out) {
  if (v.is_number_unsigned()) {
    uint64_t u = v.get<uint64_t>();
    if (hi < 0 || u > static_cast<uint64_t>(hi)) return false;
    int64_t x = static_cast<int64_t>(u);
    if (x < lo) return false;
    out = x;
    return true;
  }
  if (v.is_number_integer()) {
    int64_t x = v.get<int64_t>();
    if (x < lo || x > hi) return false;
    out = x;
    return true;
  }
  return false;
}

}  // namespace

bool JsonReader::as_int(const Json& v, const std::string& path, int64_t lo, int64_t hi,
                        int64_t& out) {
  if (int_in_range(v, lo, hi, out)) return true;
  return fail(path, range_message(lo, hi));
}

bool JsonReader::element_int(const Json& v, const std::string& path, std::size_t index, int64_t lo,
                             int64_t hi, int64_t& out) {
  if (int_in_range(v, lo, hi, out)) return true;
  return fail(path_index(path, index), range_message(lo, hi));
}

bool JsonReader::member_int(const Json& v, const std::string& path, std::string_view key, int64_t lo,
                            int64_t hi, int64_t& out) {
  if (int_in_range(v, lo, hi, out)) return true;
  return fail(path_key(path, key), range_message(lo, hi));
}

bool JsonReader::as_uint64(const Json& v, const std::string& path, uint64_t& out) {
  if (v.is_number_unsigned()) {
    out = v.get<uint64_t>();
    return true;
  }
  if (v.is_number_integer() && v.get<int64_t>() >= 0) {
    out = static_cast<uint64_t>(v.get<int64_t>());
    return true;
  }
  // Large values are also accepted as decimal strings, which survive tools
  // that read JSON numbers as doubles.
  if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    if (s.empty() || s.size() > 20) return fail(path, "expected a non-negative integer");
    uint64_t x = 0;
    for (char c : s) {
      if (c < '0' || c > '9') return fail(path, "expected a non-negative integer");
      uint64_t d = static_cast<uint64_t>(c - '0');
      if (x > (UINT64_MAX - d) / 10) return fail(path, "integer is too large");
      x = x * 10 + d;
    }
    out = x;
    return true;
  }
  return fail(path, "expected a non-negative integer");
}

bool JsonReader::as_bool(const Json& v, const std::string& path, bool& out) {
  if (!v.is_boolean()) return fail(path, "expected true or false");
  out = v.get<bool>();
  return true;
}

bool JsonReader::as_string(const Json& v, const std::string& path, std::size_t max_len,
                           std::string& out) {
  if (!v.is_string()) return fail(path, "expected a string");
  const std::string& s = v.get_ref<const std::string&>();
  if (s.size() > max_len) {
    return fail(path, "expected a string of at most " + std::to_string(max_len) + " bytes");
  }
  out = s;
  return true;
}

bool JsonReader::read_bool(const Json& obj, const std::string& path, std::string_view key,
                           bool& out, bool required) {
  const Json* v = member(obj, path, key, required);
  if (!v) return !failed();
  if (v->is_boolean()) {
    out = v->get<bool>();
    return true;
  }
  return as_bool(*v, path_key(path, key), out);
}

bool JsonReader::read_string(const Json& obj, const std::string& path, std::string_view key,
                             std::size_t max_len, std::string& out, bool required) {
  const Json* v = member(obj, path, key, required);
  if (!v) return !failed();
  if (v->is_string() && v->get_ref<const std::string&>().size() <= max_len) {
    out = v->get_ref<const std::string&>();
    return true;
  }
  return as_string(*v, path_key(path, key), max_len, out);
}

}  // namespace landlord
