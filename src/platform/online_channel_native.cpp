// Natively there is no online channel: online play is the page's.
#include "platform/online_channel.h"

namespace landlord::platform {

namespace {
// Marked for the catalogs (as src/text/tr.h's, which this library does not
// link): the screen that shows it translates it (OnlinePlay::enter()).
constexpr const char* tr_noop(const char* msgid) { return msgid; }
}  // namespace

bool online_open(const std::string&, const std::string&, std::string& why) {
  why = tr_noop("Online play is in the web page: open the game in a browser to play with friends on other devices.");
  return false;
}
bool online_is_open() { return false; }
void online_send(const std::string&, const std::string&) {}
std::vector<OnlineMessage> online_take() { return {}; }
int online_relays_open() { return 0; }
std::string online_problem() { return ""; }
bool online_password_refused() { return false; }
int online_latency_ms(const std::string&) { return -1; }
void online_close() {}
std::vector<std::string> online_qr(const std::string&) { return {}; }

}  // namespace landlord::platform
