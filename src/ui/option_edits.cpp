#include "ui/option_edits.h"

namespace landlord::ui {

void OptionEdits::reset(const Options& o) {
  values = options_to_json(o);
  valid = o;
  error.clear();
}

std::string OptionEdits::error_of(const OptionInfo& o) const {
  auto it = values.find(o.name);
  if (it == values.end()) return "missing";
  JsonReader r;
  Options scratch;
  Json one = Json::object();
  one[o.name] = *it;
  if (options_from_json(one, "options", r, scratch)) return "";
  // "options.jail_fine: option \"jail_fine\": expected ..." -> "expected ..."
  const std::string& e = r.error();
  std::size_t colon = e.rfind(": ");
  return colon == std::string::npos ? e : e.substr(colon + 2);
}

void OptionEdits::set(const std::string& name, const Json& value) {
  values[name] = value;
  error.clear();
  for (const OptionInfo& o : option_table()) {
    std::string e = error_of(o);
    if (!e.empty()) {
      error = std::string(o.label) + ": " + e;
      return;
    }
  }
  JsonReader r;
  Options o = valid;
  if (options_from_json(values, "options", r, o)) {
    valid = o;
  } else {
    error = r.error();
  }
}

}  // namespace landlord::ui
