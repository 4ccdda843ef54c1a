// Natively there is no page address, clipboard text or share sheet here.
#include "platform/page_address.h"

namespace landlord::platform {

std::string page_address() { return ""; }
std::string room_link(const std::string&, bool) { return ""; }
void show_room_in_address(const std::string&, bool) {}
bool copy_text(const std::string&) { return false; }
bool can_share() { return false; }
void share_link(const std::string&, const std::string&) {}

}  // namespace landlord::platform
