#include "text/lists.h"

#include "text/tr.h"

namespace landlord::text {
namespace {

std::string joined(const std::vector<std::string>& items, bool and_last) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i == 0) {
      out = items[i];
    } else if (and_last && i + 1 == items.size()) {
      // TRANSLATORS: the last item of a list ("Baltic Avenue, Oriental Avenue and Vermont Avenue"):
      // {list} is the items before it.
      out = trcf("list", "{list} and {item}", fmt::arg("list", out), fmt::arg("item", items[i]));
    } else {
      // TRANSLATORS: a list's next item ("Baltic Avenue, $50"): {list} is the items before it.
      out = trcf("list", "{list}, {item}", fmt::arg("list", out), fmt::arg("item", items[i]));
    }
  }
  return out;
}

}  // namespace

std::string list(const std::vector<std::string>& items) { return joined(items, true); }
std::string comma_list(const std::vector<std::string>& items) { return joined(items, false); }

}  // namespace landlord::text
