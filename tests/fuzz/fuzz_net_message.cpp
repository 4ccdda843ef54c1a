// Fuzz target: the reader of online play's messages (net/message.h), which
// takes whatever another device sends. A message that reads must write back
// to text that reads to the same message; one that does not must say why.
#include <string>

#include "net/message.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace landlord::net;
  Message m;
  std::string error;
  if (!read_message(landlord::fuzz::text(data, size), m, error)) {
    if (error.empty()) __builtin_trap();
    return 0;
  }
  Message again;
  if (!read_message(write_message(m), again, error)) __builtin_trap();
  if (write_message(again) != write_message(m)) __builtin_trap();
  return 0;
}
