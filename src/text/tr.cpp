#include "text/tr.h"

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace landlord {
namespace {

std::atomic<const text::Catalog*> g_catalog{nullptr};
thread_local int g_english = 0;  // text::InEnglish scopes open on this thread

const text::Catalog* in_use() { return g_english ? nullptr : g_catalog.load(std::memory_order_relaxed); }

}  // namespace

namespace text {

void use(std::shared_ptr<const Catalog> catalog) {
  static std::mutex m;
  static std::vector<std::shared_ptr<const Catalog>> kept;
  std::lock_guard<std::mutex> lock(m);
  if (catalog) kept.push_back(catalog);
  g_catalog.store(catalog.get());
}

InEnglish::InEnglish() { ++g_english; }
InEnglish::~InEnglish() { --g_english; }

std::string_view language() {
  const Catalog* c = in_use();
  return c && !c->language().empty() ? std::string_view(c->language()) : std::string_view("en");
}

}  // namespace text

const char* tr(const char* msgid) {
  const text::Catalog* c = in_use();
  if (!c) return msgid;
  const char* t = c->find(msgid);
  return t ? t : msgid;
}

const char* trc(const char* context, const char* msgid) {
  const text::Catalog* c = in_use();
  if (!c) return msgid;
  std::string key = context;
  key += '\x04';
  key += msgid;
  const char* t = c->find(key);
  return t ? t : msgid;
}

const char* trn(const char* singular, const char* plural, uint64_t n) {
  const text::Catalog* c = in_use();
  const char* t = c ? c->find_plural(singular, n) : nullptr;
  return t ? t : n == 1 ? singular : plural;
}

}  // namespace landlord
