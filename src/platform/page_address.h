// The page's address and what a person does with a link: the address a
// room's link is made from, the room in it, copying a text and the
// device's share sheet. Natively there is no page: every answer is empty
// or false.
#pragma once

#include <string>

namespace landlord::platform {

// The page's whole address as opened (with its query and fragment).
std::string page_address();
// The link to room `code`: this page's address with `?room=CODE`, keeping
// the relays it was opened with (`relay=`), so that a friend meets in the
// same place; `&lock=1` when the room has a password (the link never
// holds the password itself). "" natively.
std::string room_link(const std::string& code, bool locked = false);
// Shows `code` in the address bar (a reload opens the room again), with
// `lock=1` when it has a password, or no room when `code` is empty;
// nothing else of the address changes.
void show_room_in_address(const std::string& code, bool locked = false);
// Puts `text` on the clipboard; false where the page cannot.
bool copy_text(const std::string& text);
// Whether the device has a share sheet, and opens it with `url`.
bool can_share();
void share_link(const std::string& title, const std::string& url);

}  // namespace landlord::platform
