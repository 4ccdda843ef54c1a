// The messages of online play and the entries of its agreed log, as
// versioned JSON of bounded size (docs/online.md lists them: who sends
// each, what each receiver checks). Everything a peer sends goes through
// read_message(), which checks every field and refuses what does not fit
// with a message naming it; it never throws and never trusts a length.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/json.h"
#include "net/crypto.h"

namespace landlord::net {

inline constexpr int kProtocolVersion = 1;
inline constexpr std::size_t kMaxMessageBytes = 256u * 1024u;
inline constexpr int kMaxDevices = 8;
inline constexpr std::size_t kMaxEntriesPerMessage = 64;

// A device's link revealed for a chance event: `index` is its place in the
// device's chain (1, 2, ...).
struct Reveal {
  int device = 0;  // index in the room's device list
  uint32_t index = 0;
  Digest link{};

  bool operator==(const Reveal&) const = default;
};

// Who sits where, fixed when the game starts (the Start entry).
struct SeatSpec {
  std::string name;
  int device = -1;         // the device whose person plays it, or -1: a computer player
  std::string level;       // a computer seat's level (seat_player_from_name)

  bool operator==(const SeatSpec&) const = default;
};
struct DeviceSpec {
  PublicKey key{};
  Digest head{};           // the head of its hash chain
  std::string name;

  bool operator==(const DeviceSpec&) const = default;
};

enum class EntryKind : uint8_t {
  kStart,  // the room's table: edition, options, devices, seats
  kAct,    // an action of a seat: a person's (signed by their device) or a computer player's
  kSeat,   // a person's seat goes to a computer player while they are away, or back
  kClock,  // playing time of a timed game (a clock_tick action), from the host
  kHost,   // the host has gone: the device named takes over the log from here (signed by it)
};

// One entry of the agreed log. Entry n (from 0) links to entry n-1 by its
// digest, and the host that ordered it signs it; reveals are there when the
// entry needed chance.
struct Entry {
  uint64_t n = 0;
  EntryKind kind = EntryKind::kAct;
  Digest prev{};  // digest of entry n-1 (zeros for the start)

  // kStart
  std::string room;
  std::string edition;       // edition id
  std::string edition_hash;  // Edition::data_hash
  Json options;              // options_to_json
  std::string away_level = "hard";
  std::vector<DeviceSpec> devices;
  std::vector<SeatSpec> seats;
  int host = 0;  // kStart: device that orders the log; kHost: the device that takes over
  uint32_t decision_s = 0;  // kStart: a person's time per decision, after which a computer player moves (0: none)

  // kAct, kSeat, kClock
  int seat = -1;
  Json action;             // action_to_json (kAct, kClock)
  bool computer = false;   // kAct: a computer player's move; kSeat: the seat goes to one
  bool timeout = false;    // kSeat: for one move, the person's time for it having run out
  Signature actor_sig{};   // kAct by a person: their device's signature of proposal_text()

  std::vector<Reveal> reveals;  // the chance of this entry, in device order

  Signature host_sig{};  // the host's signature of entry_text(), this field left out

  bool operator==(const Entry&) const = default;
};

// The bytes the host signs (every field but host_sig) and their digest,
// which the next entry links to.
std::string entry_text(const Entry& e);
Digest entry_digest(const Entry& e);
// What a person's device signs for an action at entry n: the room, n, the
// previous entry's digest, the seat and the action.
std::string proposal_text(const std::string& room, uint64_t n, const Digest& prev, int seat, const Json& action);

enum class MessageType : uint8_t {
  kHello,     // device -> all: its key, chain head, name, wanted seat, how much of the log it has
  kPropose,   // device -> host: a person's action for entry n, signed
  kAsk,       // host -> all: entry n needs chance; reveal your next link
  kReveal,    // device -> host: a link of its chain for entry n
  kEntries,   // host -> device(s): entries of the log
  kStatus,    // device -> host: how much of the log it has and its state's digest there
  kBeat,      // host -> all: how long the log is and the digest of the state at its end
  kSnapshot,  // host -> a device far behind: the agreed state after entry n-1, signed
  kLobby,     // host -> all, before the start: the table and who sits where, signed
  kChat,      // device -> all: a line its person says (net/chat.h), signed
};
const char* message_type_name(MessageType t);

struct Message {
  MessageType type = MessageType::kStatus;
  std::string room;
  PublicKey from{};  // the sender's device key (signed where it matters)

  // kHello
  std::string name;
  Digest head{};
  int want_seat = -1;
  bool ready = false;  // kHello before the start: its person is ready to play
  int piece = -1;      // kHello: the playing piece its person chose (-1: none)
  Signature sig{};  // kHello: of hello_text(); kPropose: of proposal_text(); kStatus, kBeat: of status_text();
                    // kSnapshot: of snapshot_text()

  // kPropose, kAsk, kReveal, kStatus, kBeat, kSnapshot
  uint64_t n = 0;     // entry number (kStatus/kBeat: entries held; kSnapshot: entries it follows)
  Digest prev{};      // kPropose, kAsk, kReveal, kSnapshot: digest of entry n-1
  int seat = -1;      // kPropose
  Json action;        // kPropose
  Reveal reveal;      // kReveal
  Digest state{};     // kStatus, kBeat, kSnapshot: digest of the state after the entries held
  std::vector<Entry> entries;  // kEntries; kAsk: the entry asked for, without its reveals
  Json snapshot;      // kSnapshot: the agreed state (an object; Device reads it); kLobby: the lobby
  std::string text;   // kChat: the line (n: the entries its sender held)
  uint64_t nonce = 0;  // kChat: drawn by the sender, so that two equal lines are two

  bool operator==(const Message&) const = default;
};

std::string hello_text(const Message& m);
// What a status or a beat is signed over: who says how much of the log it
// holds, so that nobody can make a gone device look present.
std::string status_text(const Message& m);
// What a snapshot is signed over: who sends it, after which entry, the
// digest it says the state has, and the digest of the state's text.
std::string snapshot_text(const Message& m);
// What the host signs a lobby over: the room, who sends it and the
// digest of the lobby's text.
std::string lobby_text(const Message& m);
// What a chat line is signed over: the room, who says it, the entries it
// held, its nonce and the text.
std::string chat_text(const Message& m);

std::string write_message(const Message& m);
// Reads one message of at most kMaxMessageBytes; false with `error` naming
// the field that does not fit.
bool read_message(std::string_view bytes, Message& out, std::string& error);

Json entry_to_json(const Entry& e);
bool entry_from_json(const Json& j, const std::string& path, JsonReader& reader, Entry& out);

}  // namespace landlord::net
