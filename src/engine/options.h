// Options: every rule variant the game supports, declared once in the
// options table (options.def: name, type, default, range, label, help and
// the rulebook sentence). From that table come the Options struct below,
// JSON in and out (unknown keys and out-of-range values are errors naming
// the option), the new-game editor and docs/rules-options.md
// (`landlord-cli options-doc`).
//
// Each edition file carries its defaults ("options" object); a game, a
// scenario or a save may override any of them. The struct is plain data and
// lives inside GameState, so rules read it without indirection.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "engine/json_reader.h"

namespace landlord {

enum class BankruptcyToBank : uint8_t { kAuction, kReturn };
enum class BuildingAuctionStart : uint8_t { kOne, kPrice };
enum class ClaimRentDeadline : uint8_t { kNextRoll, kSecondRoll };

struct Options {
#define LANDLORD_OPTION(name, type, kind, def, lo, hi, choices, legacy, group, label, help, rule) \
  type name = def;
#include "engine/options.def"
#undef LANDLORD_OPTION

  bool operator==(const Options&) const = default;
};

enum class OptionKind : uint8_t { kBool, kInt, kChoice };
enum class OptionGroup : uint8_t { kHouse, kEdition };

// One row of the options table. Values are read and written as integers
// (false/true, the number, or the index of the choice).
struct OptionInfo {
  const char* name;
  OptionKind kind;
  int64_t def;
  int64_t lo, hi;       // kInt: range; kBool 0-1; kChoice 0..choices-1
  const char* choices;  // kChoice: "auction|return"
  int64_t legacy;
  OptionGroup group;
  const char* label;
  const char* help;
  const char* rule;
  int64_t (*get)(const Options&);
  void (*set)(Options&, int64_t);
};

std::span<const OptionInfo> option_table();
const OptionInfo* find_option(std::string_view name);

// The name of choice `index` of a kChoice option ("" when out of range), and
// the index of a name (-1 when unknown).
std::string option_choice(const OptionInfo& o, int64_t index);
int64_t option_choice_index(const OptionInfo& o, std::string_view name);

// Why `value` is not allowed for `o` ("" when it is): "expected an integer
// from 1 to 10".
std::string option_value_error(const OptionInfo& o, int64_t value);

// The value as written in JSON (a bool, a number or the choice's name).
Json option_value_json(const OptionInfo& o, int64_t value);

Json options_to_json(const Options& o);

// Overrides the fields present in `j` (an object); absent fields keep their
// value in `out`. Unknown fields and out-of-range values are rejected with a
// message naming the option.
bool options_from_json(const Json& j, const std::string& path, JsonReader& reader, Options& out);

// A complete options object as written in saves and state snapshots: a
// field it lacks was added after it was written and takes its `legacy`
// value, so older games keep the rules they were played under.
bool saved_options_from_json(const Json& j, const std::string& path, JsonReader& reader,
                             Options& out);

}  // namespace landlord
