// The options table (options.def) as descriptors, and JSON in and out.
#include "engine/options.h"

#include <array>

#include "engine/json.h"

namespace landlord {

namespace {

constexpr OptionInfo kTable[] = {
#define LANDLORD_OPTION(name_, type, kind_, def, lo_, hi_, choices_, legacy_, group_, label_, help_, rule_) \
  OptionInfo{#name_,                                                                                  \
             OptionKind::kind_,                                                                       \
             static_cast<int64_t>(def),                                                               \
             int64_t{lo_},                                                                            \
             int64_t{hi_},                                                                            \
             choices_,                                                                                \
             static_cast<int64_t>(legacy_),                                                           \
             OptionGroup::group_,                                                                     \
             label_,                                                                                  \
             help_,                                                                                   \
             rule_,                                                                                   \
             [](const Options& o) { return static_cast<int64_t>(o.name_); },                          \
             [](Options& o, int64_t v) { o.name_ = static_cast<type>(v); }},
#include "engine/options.def"
#undef LANDLORD_OPTION
};

std::string json_type_error(const OptionInfo& o) {
  switch (o.kind) {
    case OptionKind::kBool:
      return "expected true or false";
    case OptionKind::kInt:
      return option_value_error(o, o.hi + 1);
    case OptionKind::kChoice: {
      std::string names;
      for (int64_t i = o.lo; i <= o.hi; ++i) {
        names += (i == o.lo ? "" : i == o.hi ? " or " : ", ") + ("\"" + option_choice(o, i) + "\"");
      }
      return "expected " + names;
    }
  }
  return "bad value";
}

bool read_option(const OptionInfo& o, const Json& v, const std::string& path, JsonReader& r,
                 Options& out) {
  int64_t value = 0;
  bool ok = false;
  switch (o.kind) {
    case OptionKind::kBool:
      ok = v.is_boolean();
      if (ok) value = v.get<bool>() ? 1 : 0;
      break;
    case OptionKind::kInt:
      ok = v.is_number_integer();
      if (ok) value = v.is_number_unsigned() && v.get<uint64_t>() > INT64_MAX ? INT64_MAX : v.get<int64_t>();
      break;
    case OptionKind::kChoice:
      ok = v.is_string();
      if (ok) value = option_choice_index(o, v.get_ref<const std::string&>());
      break;
  }
  std::string error = ok ? option_value_error(o, value) : json_type_error(o);
  // The path is built only for a refused value, not for every option of
  // every load (nor in the soak's round trip after every action).
  if (!error.empty()) {
    return r.fail(path_key(path, o.name), std::string("option \"") + o.name + "\": " + error);
  }
  o.set(out, value);
  return true;
}

bool read_options(const Json& j, const std::string& path, JsonReader& r, Options& out, bool saved) {
  if (!r.expect_object(j, path)) return false;
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (!find_option(it.key())) {
      return r.fail(path_key(path, it.key()), "unknown option \"" + it.key() + "\"");
    }
  }
  Options o = out;
  for (const OptionInfo& info : kTable) {
    auto it = j.find(info.name);
    if (it == j.end()) {
      if (saved) info.set(o, info.legacy);
      continue;
    }
    if (!read_option(info, *it, path, r, o)) return false;
  }
  out = o;
  return true;
}

}  // namespace

std::span<const OptionInfo> option_table() { return kTable; }

const OptionInfo* find_option(std::string_view name) {
  for (const OptionInfo& o : kTable) {
    if (name == o.name) return &o;
  }
  return nullptr;
}

std::string option_choice(const OptionInfo& o, int64_t index) {
  std::string_view all = o.choices ? o.choices : "";
  for (int64_t i = 0; i < index && !all.empty(); ++i) {
    std::size_t bar = all.find('|');
    all = bar == std::string_view::npos ? std::string_view() : all.substr(bar + 1);
  }
  if (index < 0 || all.empty()) return "";
  return std::string(all.substr(0, all.find('|')));
}

int64_t option_choice_index(const OptionInfo& o, std::string_view name) {
  for (int64_t i = o.lo; i <= o.hi; ++i) {
    if (option_choice(o, i) == name) return i;
  }
  return -1;
}

std::string option_value_error(const OptionInfo& o, int64_t value) {
  if (value >= o.lo && value <= o.hi) return "";
  switch (o.kind) {
    case OptionKind::kBool:
      return "expected true or false";
    case OptionKind::kInt:
      return "expected an integer from " + std::to_string(o.lo) + " to " + std::to_string(o.hi);
    case OptionKind::kChoice:
      return json_type_error(o);
  }
  return "bad value";
}

Json option_value_json(const OptionInfo& o, int64_t value) {
  switch (o.kind) {
    case OptionKind::kBool:
      return value != 0;
    case OptionKind::kInt:
      return value;
    case OptionKind::kChoice:
      return option_choice(o, value);
  }
  return nullptr;
}

Json options_to_json(const Options& o) {
  Json j = Json::object();
  for (const OptionInfo& info : kTable) j[info.name] = option_value_json(info, info.get(o));
  return j;
}

bool options_from_json(const Json& j, const std::string& path, JsonReader& r, Options& out) {
  return read_options(j, path, r, out, false);
}

bool saved_options_from_json(const Json& j, const std::string& path, JsonReader& r, Options& out) {
  return read_options(j, path, r, out, true);
}

}  // namespace landlord
