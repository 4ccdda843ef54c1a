// What a player reads, in their language. Every message is written in
// English in the source, marked for the catalogs by the function it goes
// through (scripts/po.sh extracts them with xgettext):
//   tr("Roll")                        a message
//   trc("button", "Trade")            one with its context (one English word, two meanings)
//   trn("{n} house", "{n} houses", n) one with plural forms, chosen for n
//   trf("{player} pays {amount}", fmt::arg("player", name), ...)
//                                     formatted, placeholders by name so that a
//                                     translation may put them in its own order
//   trnf(singular, plural, n, args...) both
//   tr_noop("Easy"), trc_noop("level", "Easy")
//                                     marked where a table holds it, translated
//                                     where it is shown (tr(), trc())
// Without a catalog for the language (English), each returns its English.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "text/catalog.h"

namespace landlord {

const char* tr(const char* msgid);
constexpr const char* tr_noop(const char* msgid) { return msgid; }
constexpr const char* trc_noop(const char* context, const char* msgid) { return (void)context, msgid; }
const char* trc(const char* context, const char* msgid);
const char* trn(const char* singular, const char* plural, uint64_t n);

template <class... Args>
std::string trf(const char* msgid, Args&&... args) {
  return fmt::format(fmt::runtime(tr(msgid)), std::forward<Args>(args)...);
}
template <class... Args>
std::string trcf(const char* context, const char* msgid, Args&&... args) {
  return fmt::format(fmt::runtime(trc(context, msgid)), std::forward<Args>(args)...);
}
template <class... Args>
std::string trnf(const char* singular, const char* plural, uint64_t n, Args&&... args) {
  return fmt::format(fmt::runtime(trn(singular, plural, n)), std::forward<Args>(args)...);
}

namespace text {

// The catalog in use from now on (nullptr: English). Catalogs are kept for
// the life of the program, so that what an earlier frame took from one
// stays valid.
void use(std::shared_ptr<const Catalog> catalog);
// The language of the catalog in use (its header's, "de", "pt_BR"); "en"
// without one.
std::string_view language();

// While one lives, on its thread, every message is its English and
// language() is "en", whatever catalog is in use: for the words that are
// saved, hashed or compared between builds (a saved game's log, golden
// transcripts, scenario reports), which must not depend on the language a
// player chose.
class InEnglish {
 public:
  InEnglish();
  ~InEnglish();
  InEnglish(const InEnglish&) = delete;
  InEnglish& operator=(const InEnglish&) = delete;
};

}  // namespace text
}  // namespace landlord
