// Reading a subcommand's options: flags (--json) and options with a value
// (--games 400), in any order. Each command asks, option by option, whether
// it is one of its own; the reader takes the value, checks it and words
// every refusal the same way ("arena: --games is a number from 1 to
// 10000000, not '-1'"), so that no command repeats the loop:
//
//   ArgReader args("arena", argc, argv);
//   while (args.next()) {
//     if (args.help()) return usage(stdout), 0;
//     if (args.flag("--json", st.json) || args.number("--games", 1, 10000000, st.games)) continue;
//     args.unknown();
//   }
//   if (args.failed()) return 2;
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace landlord::cli {

// "a,b,,c" -> {"a", "b", "", "c"}; "" -> {""}.
std::vector<std::string> split_commas(const std::string& list);

class ArgReader {
 public:
  ArgReader(const char* command, int argc, char** argv)
      : command_(command), argc_(argc), argv_(argv) {}

  // Moves to the next option: false at the end, or once one was refused.
  bool next();
  // The option is --help or -h.
  bool help() const { return name_ == "--help" || name_ == "-h"; }
  // The option is `name`.
  bool is(const char* name) const { return name_ == name; }
  // The argument is an operand (a file), not an option: it does not start
  // with '-'. word() is its text.
  bool operand() const { return !name_.empty() && name_[0] != '-'; }
  const std::string& word() const { return name_; }

  // A flag: when the option is `name`, sets `out` and returns true.
  bool flag(const char* name, bool& out);
  // An option with a value: when the option is `name`, takes the value
  // (refusing the option when there is none) and returns true, whether the
  // value was good or not; a bad one is refused and next() then stops.
  bool text(const char* name, std::string& out);
  // A whole number from `lo` to `hi` (digits only; base 0 also reads 0x
  // hexadecimal, parse_u64).
  template <class T>
  bool number(const char* name, uint64_t lo, uint64_t hi, T& out, int base = 10) {
    uint64_t n = 0;
    if (!number_value(name, lo, hi, n, base)) return is(name);
    out = static_cast<T>(n);
    return true;
  }
  // A number of seconds, 0 or more (a fraction allowed).
  bool seconds(const char* name, double& out);
  // One of a few words, each standing for a value.
  template <class T>
  bool choice(const char* name, std::initializer_list<std::pair<const char*, T>> words, T& out) {
    std::string v;
    if (!text(name, v)) return false;
    for (const auto& [word, value] : words) {
      if (v == word) {
        out = value;
        return true;
      }
    }
    std::string list;
    std::size_t k = 0;
    for (const auto& w : words) {
      list += (k == 0 ? "" : k + 1 == words.size() ? " or " : ", ") + std::string(w.first);
      ++k;
    }
    refuse(std::string(name) + " is " + list + ", not '" + v + "'");
    return true;
  }

  // A comma-separated list, each word read by `one(word, value)` (false
  // when the word means nothing): when the option is `name`, fills `out`
  // and returns true; a list with a word `one` refuses, or with fewer than
  // `least` or more than `most` words, is refused with `what` ("--seats
  // lists 2 to 8 levels among ...").
  template <class T, class Read>
  bool list(const char* name, std::size_t least, std::size_t most, const std::string& what, std::vector<T>& out,
            Read one) {
    std::string v;
    if (!text(name, v)) return false;
    if (failed_) return true;
    out.clear();
    bool good = true;
    for (const std::string& w : split_commas(v)) {
      T value{};
      if (!one(w, value)) good = false;
      out.push_back(value);
    }
    if (!good || out.size() < least || out.size() > most) refuse(what);
    return true;
  }

  // The option is none of the command's own: refused.
  void unknown();
  // Refuses the option with `message` ("arena: " is put before it).
  void refuse(const std::string& message);
  // An option was refused (the reason is on stderr).
  bool failed() const { return failed_; }

 private:
  bool number_value(const char* name, uint64_t lo, uint64_t hi, uint64_t& out, int base);
  // The option's value: false (and refused) when there is none, or when
  // the next argument is an option ("--name") instead.
  bool value(const char*& out);

  const char* command_;
  int argc_;
  char** argv_;
  int at_ = 0;  // argv_[at_] is the option being read
  std::string name_;
  bool failed_ = false;
};

}  // namespace landlord::cli
