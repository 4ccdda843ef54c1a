// A catalog's plural rule: the C expression of its PO header's
// Plural-Forms ("nplurals=2; plural=(n != 1);"), parsed once and
// evaluated for each count. The grammar is gettext's: n, integers,
// parentheses, ! * / % + - < <= > >= == != && || and ?:.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace landlord::text {

class PluralRule {
 public:
  // English's rule: one form for 1, another for every other count.
  PluralRule();
  ~PluralRule();
  PluralRule(PluralRule&&) noexcept;
  PluralRule& operator=(PluralRule&&) noexcept;

  // From a header's Plural-Forms value; false with `why` when it cannot be
  // read (then `out` is left as it was).
  static bool parse(std::string_view plural_forms, PluralRule& out, std::string& why);

  int forms() const { return forms_; }
  // The form for count `n`: 0..forms()-1 (a rule that says more is read
  // as the last form).
  int form(uint64_t n) const;

  struct Node;

 private:
  int forms_ = 2;
  std::unique_ptr<Node> expr_;
};

}  // namespace landlord::text
