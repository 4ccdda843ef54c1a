// One device at an online table: the room, its seats and devices, the
// numbered log of entries every device agrees on, and the state that log
// makes (docs/online.md has the protocol). There is no referee: one device,
// the host, orders the entries; every device runs the same engine and the
// same computer players on them and checks each entry itself: the host's
// signature and the link to the entry before, the signature of the device
// whose person acts, validate() against its own state, the computer
// players' moves (it works them out too) and the reveals of chance. An
// entry that fails a check is refused with a line in notes() and applied
// nowhere; a message that fails is refused the same way and changes
// nothing.
//
// Chance: each device commits to the head of a hash chain when it says
// hello; an entry that rolls dice or draws a card carries the next link of
// every device whose person is at the table, and the outcome is the digest
// of those links (engine/chance.h puts it in place). Nobody knows an
// outcome before the last of them has revealed, and nobody can choose one:
// each link was fixed by the head.
//
// Time is the caller's: tick(now_ms) resends what has not been answered,
// beats, and, on the host, gives the seats of a device that has gone
// silent to computer players (and back when it returns).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/table.h"
#include "engine/chance.h"
#include "net/chat.h"
#include "net/message.h"

namespace landlord::net {

// What carries messages between devices: the test network (sim_network.h)
// or the browser's WebRTC data channels. Peers are the transport's own
// names for the other devices; who a message is from in the game is its
// signed content, never the peer's name.
class Transport {
 public:
  virtual ~Transport() = default;
  virtual void send(const std::string& peer, const std::string& bytes) = 0;
  virtual void broadcast(const std::string& bytes) = 0;
};

// The editions a device knows, by id (nullptr when it has none of that id).
using EditionSource = std::function<std::shared_ptr<const Edition>(const std::string& id)>;

// The table a host sets when making a room.
struct RoomPlan {
  std::string room;  // the room's code
  std::shared_ptr<const Edition> edition;
  Options options;
  struct Seat {
    std::string name;
    bool person = true;    // a person at some device, else a computer player
    bool at_host = false;  // a person at the host's device (else whoever joins takes it)
    std::string level = "hard";
  };
  std::vector<Seat> seats;
  std::string away_level = "hard";  // plays a person's seat while they are away
  // A person's time for each decision, in seconds (0: as long as they
  // like): once it has run out, the away level's computer player makes
  // that one move for them.
  uint32_t decision_s = 0;
  // The game starts as soon as every person's seat has a device (the
  // tests, netsim); else when the host says so with start_game(), once
  // everyone seated is ready (the page's lobby).
  bool start_when_full = true;
};

// Before the start: the table the host set and who sits where, as the
// host sees it and sends it to everyone (signed) every beat.
struct Lobby {
  struct Seat {
    std::string name;    // the plan's name, or the name of the person who took it
    bool person = true;  // else a computer player of `level`
    std::string level;
    int who = -1;        // the person in it: an index into people, or -1 (free, or a computer's)
  };
  struct Person {
    PublicKey key{};
    std::string name;
    int piece = -1;
    bool ready = false;
    bool host = false;
    int seat = -1;  // -1: no seat left for them (the game is full)
  };
  bool known = false;  // a lobby has come from the host (always, on the host)
  std::string edition;  // edition id
  Json options;         // options_to_json
  std::vector<Seat> seats;
  std::vector<Person> people;
  // Every person's seat is taken and everyone seated is ready.
  bool can_start() const;
  // What still keeps the game from starting, in a sentence ("" when nothing).
  std::string waiting_for() const;
};

// Timings, in the caller's milliseconds.
struct Timing {
  uint64_t resend_ms = 400;   // a proposal, an ask or a status not answered is sent again
  uint64_t beat_ms = 500;     // the host tells everyone how long the log is
  uint64_t away_ms = 6000;    // a device not heard from this long is away
  uint64_t host_gone_ms = 4000;  // a host not heard from this long has gone: the next device takes over
  uint64_t clock_ms = 1000;   // timed games: the host adds playing time this often
  uint32_t rate_per_s = 200;  // messages a second a peer may send before the rest are dropped
  uint32_t rate_burst = 400;
  // A device this many entries behind is sent the host's snapshot of the
  // agreed state with the entries: it plays on from the snapshot at once
  // and checks the entries it skipped a few at a time (0: never).
  uint64_t snapshot_after = 256;
  uint32_t verify_per_tick = 16;  // skipped entries checked in each tick
};

class Device {
 public:
  Device(std::string name, const Signer& signer, HashChain chain, EditionSource editions, Transport& transport,
         Timing timing = {});

  // This device makes the room and hosts it; its own person takes
  // `my_seat` (-1: none), and the seats marked at_host are played here too.
  void host(const RoomPlan& plan, int my_seat);
  // This device joins room `room`, asking for `want_seat` (-1: any free one).
  void join(const std::string& room, int want_seat);

  // Before the start. A person at this device says whether they are ready
  // and which piece they play (said again to the host at once).
  void set_ready(bool ready, int piece);
  // The lobby as the host last sent it (the host's own, on the host).
  const Lobby& lobby() const { return lobby_; }
  // This device's person has no seat in the lobby: the game is full.
  bool left_out() const;
  // The host starts the game when the lobby can (false with `why` else).
  bool start_game(std::string* why = nullptr);

  // A message from `peer` of the transport.
  void receive(const std::string& peer, std::string_view bytes);
  void tick(uint64_t now_ms);

  // A person at this device acts for one of its seats (a.player). False with
  // `why` when it is not theirs to take now; otherwise it is proposed to the
  // host and applied when the log holds it.
  bool act(const Action& a, std::string* why = nullptr);
  // The action this device has proposed and the log does not hold yet.
  bool proposing() const { return proposal_.has_value(); }
  // An entry is on its way (this device's proposal, or, on the host, an
  // entry waiting for the devices' chance): act() says no until it is in
  // the log, so a screen waits too.
  bool busy() const { return proposal_.has_value() || pending_.has_value(); }

  // What the agreed state does, for a screen that shows it: `applied` for
  // each entry as it takes its place in the log, with the engine's events
  // of an action and, for a computer player's move, its reason; `replaced`
  // when the state was put in place at once (rebuilt from the log, taken
  // from a snapshot, cut back by a change of host), after which only the
  // state itself says what happened. Neither is called for the replays
  // behind the checks.
  struct Watcher {
    std::function<void(const Entry&, const EventLog&, const std::string& reason)> applied;
    std::function<void()> replaced;
  };
  void watch(Watcher w) { watcher_ = std::move(w); }

  // Chat (net/chat.h): this device's person says `text` to the room; false
  // with `why` when it cannot be said (empty, too long, not one line, too
  // fast, no room yet). Lines said and heard, in order.
  bool say(const std::string& text, std::string* why = nullptr);
  const Chat& chat() const { return chat_; }

  // Reads.
  bool started() const { return a_.started; }
  bool is_host() const { return hosting_; }
  bool following() const { return !host_refused_; }  // false once the host broke a rule
  const std::string& room() const { return room_; }
  const PublicKey& key() const { return signer_.public_key(); }
  const ai::Table& table() const { return *a_.table; }
  const std::vector<Entry>& log() const { return a_.log; }
  uint64_t entries() const { return a_.log.size(); }
  // Digest of the agreed state after the entries held (all devices agree).
  const Digest& state_digest() const { return a_.digest; }
  // Seats whose person is at this device.
  std::vector<int> my_seats() const;
  // The seats as the start entry set them (empty before the start).
  const std::vector<SeatSpec>& seat_specs() const { return a_.seats; }
  // Resumed from a save, and no host heard since: host_again() is this
  // device's to call when nobody else hosts.
  bool waiting_for_host() const { return resumed_ && !hosting_ && !heard_host_; }
  bool seat_away(int seat) const { return seat >= 0 && seat < 8 && a_.away[seat]; }
  // The room's time per decision in seconds (0: none), and whether a
  // seat is away only for the one move its time ran out on.
  uint32_t decision_seconds() const { return a_.decision_s; }
  bool seat_timed_out(int seat) const { return seat >= 0 && seat < 8 && a_.timed[seat]; }
  // How long the device of a person's seat has not been heard, as far as
  // this device can tell: the host hears every device, the others hear
  // the host (0 for this device's own seats, a computer's, and seats whose
  // device this one does not hear from).
  uint64_t quiet_ms(int seat) const;
  // The transport's peer of the device of a person's seat, as last heard
  // ("" for this device's own seats, a computer's, or one not heard yet).
  std::string peer_of_seat(int seat) const;
  // Lines for the game log: what was refused and why, who went and came back.
  const std::vector<std::string>& notes() const { return notes_; }
  // A device whose state differed from the host's keeps both for a report.
  struct Desync {
    uint64_t at = 0;     // entries held
    Json mine, healed;   // the state it had, and the one it rebuilt from the log
  };
  const std::vector<Desync>& desyncs() const { return desyncs_; }
  uint64_t refused() const { return refused_; }  // messages and entries refused
  // Snapshots this device took to catch up, and whether the entries the
  // last one skipped are still being checked.
  uint64_t snapshots() const { return snapshots_; }
  bool checking_snapshot() const { return verifier_ != nullptr || catchup_.has_value(); }
  uint64_t stale() const { return stale_; }      // copies of what was already taken, dropped
  // How often each ordered roll of the dice came up in this game,
  // (d1-1)*6+(d2-1), so that anyone can check the dice are fair.
  const std::array<uint64_t, 36>& rolls() const { return a_.rolls; }

  // Pause and resume. What this device keeps of an online game in its
  // saves as it goes: the room, its key's public part and its chain (its
  // own secret), and the log (the seats and the other devices' public keys
  // are in its start entry). JSON, docs/online.md.
  Json save() const;
  // The game again from such a save, for the device of `signer`: every
  // entry is checked again as it was when it came (signatures, links,
  // computer moves, chance), so an edited save is refused ("damaged or
  // edited") with `error`. The device then waits for a host and rejoins
  // its seats; it takes no game older than its save.
  static std::unique_ptr<Device> resume(const Json& saved, const Signer& signer, EditionSource editions,
                                        Transport& transport, Timing timing, std::string& error);
  // A resumed device hosts the game again (a change of host to it, when
  // another hosted it last); the others resume theirs and rejoin.
  void host_again();

  // For tests: the state of this device's table changed behind its back.
  void corrupt_for_test();
  // For tests and netsim: the agreed log replayed by one process from its
  // start entry, with every check; the digest of the state it reaches (and
  // false with `error` when an entry does not replay).
  static bool replay(const std::vector<Entry>& log, const EditionSource& editions, Digest& out, std::string& error,
                     ai::Table* table = nullptr);

 private:
  // The state the log makes, one value, so that a device that fell out of
  // step takes the one a replay of its log makes.
  struct Agreed {
    bool started = false;
    std::vector<Entry> log;
    Digest last{};  // digest of the last entry
    std::shared_ptr<const Edition> edition;
    std::unique_ptr<ai::Table> table;
    std::vector<DeviceSpec> devices;
    std::vector<SeatSpec> seats;
    int host = 0;
    std::string away_level = "hard";
    uint64_t seed = 0;
    DeckCursor decks;
    std::vector<uint32_t> next_link;  // per device: the index of its next reveal
    std::vector<Digest> last_link;    // per device: its link revealed last (its head at first)
    bool away[8] = {};
    uint32_t decision_s = 0;  // the start entry's time per decision
    bool timed[8] = {};       // away for one move: the time for it ran out
    bool moved_for[8] = {};   // ... and the computer player has made it
    uint64_t decisions = 0;   // act and seat entries: a new one starts a decision's time
    Digest digest{};
    ai::Step next;  // the computer players' move that comes next, asked once after each entry
    std::array<uint64_t, 36> rolls{};  // each ordered roll (d1-1)*6+(d2-1): how often it came up
  };
  bool apply_entry(const Entry& e, std::string& why);
  bool check_entry(const Entry& e, std::string& why, bool& chance);
  void after_entry();
  void append(Entry e);  // host
  void host_next();      // host: what comes next (a computer move, the start)
  void draft(Entry e);   // host: an entry ready to append, or asked for its chance
  void note(std::string line);
  void send_to_host(const Message& m);
  void send_all(const Message& m);
  void send_to(const std::string& peer, const Message& m);
  Message message(MessageType t) const;
  bool rate_ok(const std::string& peer);
  void on_hello(const std::string& peer, const Message& m);
  void on_propose(const std::string& peer, const Message& m);
  void on_ask(const Message& m);
  void on_reveal(const Message& m);
  void on_entries(const Message& m);
  void on_status(const std::string& peer, const Message& m);
  void on_beat(const std::string& peer, const Message& m);
  // Rebuilds the agreed state from the log when it went out of step;
  // `host_differs`: the host's digest said so (else an entry did not hold).
  void heal(bool host_differs);
  void send_entries(const std::string& peer, uint64_t from);
  int device_of(const PublicKey& k) const;
  std::vector<int> contributors() const;  // devices whose person is at the table now
  std::optional<Reveal> my_reveal() const;
  Digest compute_digest() const { return digest_of(a_); }
  static Digest digest_of(const Agreed& a);
  // The deck cursor, the chains and the away seats as JSON: part of the
  // digest and of the snapshot.
  static Json places_of(const Agreed& a);
  // Entries held, counting those a snapshot is waiting for.
  uint64_t held() const { return a_.log.size() + (catchup_ ? catchup_->entries.size() : 0); }
  // Catching up from a snapshot (docs/online.md): the host's side, the
  // snapshot's arrival, the entries before it, the jump, and the check of
  // what it skipped.
  void send_snapshot(const std::string& peer);
  Json agreed_to_json() const;
  bool agreed_from_json(const Json& j, Agreed& out, std::string& error) const;
  void on_snapshot(const Message& m);
  void take_catchup();  // entries from early_ into the snapshot's wait; the jump when they are all there
  void jump();
  struct Catchup;
  // Catching up is given up: a line for the log, and the entries held for
  // it go back to those waiting their turn, to be checked one by one.
  void give_up_catchup(Catchup& c, const std::string& line);
  void check_skipped();
  void start_if_ready();
  // Host, before the start: who gets which seat (a joiner's index per
  // seat, -1 free or a computer's), as start_if_ready() gives them.
  std::vector<int> seat_joiners() const;
  void make_lobby();   // host: lobby_ from the plan and the joiners
  void send_lobby();   // host: to everyone, signed
  void on_lobby(const Message& m);
  void on_chat(const Message& m);
  // The name of a device of the room with key `k` (a joiner's or a
  // lobby's before the start), or nothing when it is not one.
  std::optional<std::string> member_name(const PublicKey& k) const;
  void say_hello();    // before the start: this device's hello to all
  void check_presence();
  // Host: a person's decision that has taken longer than the room's time
  // goes to the computer player for one move, and comes back after it.
  void check_decision_time();
  // Not the host: when the host has gone, the device that comes first
  // (lowest seat) among those still heard takes over at the longest log
  // any of them holds.
  void take_over_if_first();
  int rank_of(int device) const;
  Entry host_entry(int me) const;  // this device takes over, spending its next link
  // The log cut back to its first `keep` entries (another host's entry
  // replaces what came after), the state rebuilt from them.
  void rebuild(uint64_t keep);
  void learn_peer(const std::string& peer, const Message& m);

  std::string name_;
  const Signer& signer_;
  HashChain chain_;
  EditionSource editions_;
  Transport& transport_;
  Timing timing_;
  uint64_t now_ = 0;

  std::string room_;
  bool hosting_ = false;
  bool joined_ = false;
  bool host_refused_ = false;
  int want_seat_ = -1;
  RoomPlan plan_;  // host, before the start

  Agreed a_;

  // Messages waiting and resent.
  std::optional<Message> proposal_;
  uint64_t proposal_at_ = 0;
  std::map<uint64_t, Entry> early_;  // entries that arrived before the ones they follow
  std::map<uint64_t, std::string> revealed_for_;  // n -> the text of the entry this device revealed for
  uint64_t status_at_ = 0;
  uint64_t hello_at_ = 0;
  uint64_t host_heard_ = 0;
  uint64_t gone_since_ = 0;  // when this device first saw the host gone (0: it is not)
  bool heard_host_ = false;  // host_heard_ holds a time the host was heard
  bool resumed_ = false;     // resumed from a save and not yet in step with a host
  uint64_t resumed_entries_ = 0;
  bool host_lately() const;
  std::string host_peer_;

  // Host only.
  struct Joiner {
    std::string peer;
    DeviceSpec spec;
    int want_seat = -1;
    bool ready = false;
    int piece = -1;
  };
  std::vector<Joiner> joiners_;  // before the start, in the order they said hello
  Lobby lobby_;
  bool ready_ = false;
  int piece_ = -1;
  bool start_asked_ = false;   // host: start_game() was called
  uint64_t lobby_at_ = 0;      // host: when the lobby was last sent
  int my_seat_ = -1;
  std::optional<Entry> pending_;  // an entry asked for its chance
  std::vector<std::optional<Reveal>> pending_reveals_;
  uint64_t pending_at_ = 0, asked_at_ = 0;
  uint64_t beat_at_ = 0, clock_at_ = 0;
  int decision_seat_ = -1;           // host: whose decision is being timed
  uint64_t decision_count_ = 0;      // ... at which a_.decisions
  uint64_t decision_since_ = 0;      // ... since when
  std::vector<uint64_t> heard_;           // per device: when it was last heard (every device keeps it)
  std::vector<std::string> peer_of_;      // per device: its transport peer
  std::vector<bool> withheld_;            // per device: held back a reveal, away until its next hello
  std::vector<uint64_t> have_;            // per device: entries it said it holds
  bool replaying_ = false;                // a copy replaying a log: no clocks, nothing sent
  struct Bucket {
    double tokens = 0;
    uint64_t at = 0;
    bool warned = false;
  };
  std::map<std::string, Bucket> buckets_;

  // Catching up from a snapshot.
  class Quiet : public Transport {
   public:
    void send(const std::string&, const std::string&) override {}
    void broadcast(const std::string&) override {}
  };
  struct Catchup {
    Message snap;                // the snapshot, until the entries before it are here
    std::vector<Entry> entries;  // from entry a_.log.size() on, each linked to the one before
    Digest last{};               // digest of the last of them (a_.last when none)
  };
  std::optional<Catchup> catchup_;
  Quiet quiet_;
  std::unique_ptr<Device> verifier_;  // the state before the jump, replaying the entries skipped
  uint64_t verify_from_ = 0;          // entries held before the jump
  uint64_t verify_to_ = 0;            // the snapshot's entry count
  Digest verify_state_{};             // and the digest it gave
  Json snapshot_state_;               // the state it gave, kept for a report
  uint64_t snapshots_ = 0;
  struct SnapshotSent {
    uint64_t n = 0, at = 0;
  };
  std::map<std::string, SnapshotSent> snapshot_sent_;  // host: per peer

  Chat chat_;
  uint64_t chat_noted_at_ = 0;  // when a refused chat line was last noted

  Watcher watcher_;
  void replaced();  // the watcher's `replaced`, when there is one

  std::vector<std::string> notes_;
  std::vector<Desync> desyncs_;
  uint64_t refused_ = 0;
  uint64_t stale_ = 0;
};

}  // namespace landlord::net
