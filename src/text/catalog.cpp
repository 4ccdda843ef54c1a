#include "text/catalog.h"

#include <algorithm>
#include <cstring>

namespace landlord::text {
namespace {

constexpr uint32_t kMagic = 0x950412de;

uint32_t read32(const std::string& b, std::size_t at, bool swap) {
  uint32_t v = 0;
  std::memcpy(&v, b.data() + at, 4);
  if (swap) v = (v >> 24) | ((v >> 8) & 0xff00) | ((v << 8) & 0xff0000) | (v << 24);
  return v;
}

// The value of header field `name` ("Language"), "" when absent.
std::string header_field(std::string_view header, std::string_view name) {
  std::size_t at = 0;
  while (at < header.size()) {
    std::size_t end = header.find('\n', at);
    if (end == std::string_view::npos) end = header.size();
    std::string_view line = header.substr(at, end - at);
    if (line.size() > name.size() && line.substr(0, name.size()) == name && line[name.size()] == ':') {
      std::string_view v = line.substr(name.size() + 1);
      while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
      while (!v.empty() && (v.back() == ' ' || v.back() == '\r')) v.remove_suffix(1);
      return std::string(v);
    }
    at = end + 1;
  }
  return "";
}

}  // namespace

bool placeholders(std::string_view text, std::vector<std::string>& names) {
  names.clear();
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '{') {
      if (i + 1 < text.size() && text[i + 1] == '{') {
        ++i;
        continue;
      }
      const std::size_t close = text.find('}', i);
      if (close == std::string_view::npos) return false;
      std::string_view name = text.substr(i + 1, close - i - 1);
      const std::size_t colon = name.find(':');  // a format spec ({amount:>6})
      if (colon != std::string_view::npos) name = name.substr(0, colon);
      if (name.find('{') != std::string_view::npos) return false;
      names.emplace_back(name);
      i = close;
    } else if (c == '}') {
      if (i + 1 < text.size() && text[i + 1] == '}') {
        ++i;
        continue;
      }
      return false;
    }
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return true;
}

std::shared_ptr<const Catalog> Catalog::from_mo(std::string bytes, std::string& why) {
  if (bytes.size() < 28) {
    why = "too short for a catalog";
    return nullptr;
  }
  uint32_t magic = 0;
  std::memcpy(&magic, bytes.data(), 4);
  const bool swap = magic != kMagic;
  if (swap && read32(bytes, 0, true) != kMagic) {
    why = "not a compiled catalog (no MO magic number)";
    return nullptr;
  }
  if ((read32(bytes, 4, swap) >> 16) > 1) {
    why = "a catalog format newer than this game reads";
    return nullptr;
  }
  const uint32_t count = read32(bytes, 8, swap);
  const uint32_t originals = read32(bytes, 12, swap);
  const uint32_t translations = read32(bytes, 16, swap);
  const std::size_t size = bytes.size();
  auto table_ok = [&](uint32_t at) { return at <= size && count <= (size - at) / 8; };
  if (!table_ok(originals) || !table_ok(translations)) {
    why = "a catalog whose tables run past its end";
    return nullptr;
  }
  std::shared_ptr<Catalog> c(new Catalog());
  c->bytes_ = std::move(bytes);
  const std::string& b = c->bytes_;
  // A string of the table at `table`, entry `i`: its bytes and the NUL
  // after them (which MO writes), or false.
  auto string_at = [&](uint32_t table, uint32_t i, std::string_view& out) {
    const uint32_t len = read32(b, table + 8u * i, swap);
    const uint32_t off = read32(b, table + 8u * i + 4, swap);
    if (off > size || len >= size - off || b[off + len] != '\0') return false;
    out = std::string_view(b.data() + off, len);
    return true;
  };
  // One pass: the header (the entry with an empty original) gives the
  // language and the plural rule; every other entry is a message.
  std::string header;
  std::vector<std::string> want, got;
  for (uint32_t i = 0; i < count; ++i) {
    std::string_view id, str;
    if (!string_at(originals, i, id) || !string_at(translations, i, str)) {
      why = "a catalog with a string past its end";
      return nullptr;
    }
    if (id.empty()) {
      header = std::string(str);
      continue;
    }
    if (str.empty()) continue;  // untranslated: the English text is used
    // "singular\0plural": the key is the singular (with its context).
    const std::size_t nul = id.find('\0');
    const std::string_view key = id.substr(0, nul);
    const std::size_t ctx = key.find('\x04');
    const std::string_view english = ctx == std::string_view::npos ? key : key.substr(ctx + 1);
    Entry e;
    std::size_t at = 0;
    while (at <= str.size()) {
      std::size_t end = str.find('\0', at);
      if (end == std::string_view::npos) end = str.size();
      e.forms.push_back(str.data() + at);
      at = end + 1;
    }
    // Each form must name what the English text names (a plural form may
    // leave out the count, as "one house" does).
    bool ok = placeholders(english, want);
    if (nul != std::string_view::npos) {
      std::vector<std::string> plural_names;
      ok = ok && placeholders(id.substr(nul + 1), plural_names);
      want.insert(want.end(), plural_names.begin(), plural_names.end());
      std::sort(want.begin(), want.end());
      want.erase(std::unique(want.begin(), want.end()), want.end());
    }
    for (const char* f : e.forms) {
      if (!ok) break;
      ok = placeholders(f, got);
      for (const std::string& g : got) ok = ok && std::binary_search(want.begin(), want.end(), g);
      if (nul == std::string_view::npos) ok = ok && got == want;
    }
    if (!ok) {
      c->refused_.push_back(std::string(english) + ": its placeholders are not the English text's");
      continue;
    }
    c->entries_.emplace(key, std::move(e));
  }
  c->language_ = header_field(header, "Language");
  const std::string forms = header_field(header, "Plural-Forms");
  if (!forms.empty() && !PluralRule::parse(forms, c->plural_, why)) return nullptr;
  return c;
}

const char* Catalog::find(std::string_view key) const {
  auto it = entries_.find(key);
  return it == entries_.end() ? nullptr : it->second.forms.front();
}

const char* Catalog::find_plural(std::string_view key, uint64_t n) const {
  auto it = entries_.find(key);
  if (it == entries_.end()) return nullptr;
  const std::vector<const char*>& forms = it->second.forms;
  const std::size_t f = static_cast<std::size_t>(plural_.form(n));
  return forms[std::min(f, forms.size() - 1)];
}

}  // namespace landlord::text
