#include "platform/accessibility.h"

namespace landlord::platform {

void accessibility_controls(const std::string&, const std::vector<AccessibleControl>&) {}
void accessibility_announce(const std::vector<std::string>&) {}
std::string take_accessible_press() { return {}; }

}  // namespace landlord::platform
