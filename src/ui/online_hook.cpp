// A test hook for online play in the page, before its screens: a room
// made, joined and played through the page's own channel (online.js), so
// that the browser tests can check the whole way from the C++ table to
// WebRTC and back in real browsers. Compiled into test builds only.
#if defined(__EMSCRIPTEN__) && defined(LANDLORD_TEST_HOOKS)
#include <emscripten.h>

#include <algorithm>

#include <chrono>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/edition.h"
#include "engine/game.h"
#include "saves/bundled_editions.h"
#include "platform/storage.h"
#include "ui/online_identity.h"
#include "ui/online_room.h"
#include "ui/online_view.h"

namespace {

using landlord::ui::OnlineRoom;
using Json = nlohmann::json;

std::string g_reply;
std::unique_ptr<landlord::ui::OnlineIdentity> g_identity;
std::string g_identity_note;
std::unique_ptr<OnlineRoom> g_room;
std::unique_ptr<landlord::ai::Bot> g_person;

// The page's channel, counting what this device hands it (a broadcast
// once), for scripts/online-figures.mjs.
class CountingChannel : public OnlineRoom::Channel {
 public:
  explicit CountingChannel(std::unique_ptr<OnlineRoom::Channel> inner) : inner_(std::move(inner)) {}
  void send(const std::string& peer, const std::string& bytes) override {
    count(bytes);
    inner_->send(peer, bytes);
  }
  void broadcast(const std::string& bytes) override {
    count(bytes);
    inner_->broadcast(bytes);
  }
  std::vector<Incoming> take() override {
    auto v = inner_->take();
    for (auto& m : v) note("in " + m.bytes.substr(0, 60));
    return v;
  }
  std::vector<std::pair<double, std::string>> trace;  // (time, "in ..."/"out ..."/"ACT"), for "trace"
  static double wall() { return EM_ASM_DOUBLE({ return performance.timeOrigin + performance.now(); }); }
  void note(std::string what) {
    if (trace.size() < 20000) trace.push_back({wall(), std::move(what)});
  }
  int relays_open() const override { return inner_->relays_open(); }
  std::string problem() const override { return inner_->problem(); }
  bool password_refused() const override { return inner_->password_refused(); }
  int latency_ms(const std::string& peer) const override { return inner_->latency_ms(peer); }
  uint64_t sent_bytes = 0, sent_messages = 0;

 private:
  void count(const std::string& b) {
    note("out " + b.substr(0, 60));
    sent_bytes += b.size();
    ++sent_messages;
  }
  std::unique_ptr<OnlineRoom::Channel> inner_;
};
CountingChannel* g_counter = nullptr;
// A person's action here, from act() to its entry in this device's log.
uint64_t g_acted_at = 0, g_acted_entries = 0;
bool g_acted = false;
std::vector<uint64_t> g_round_trips;
std::vector<double> g_tick_ms;  // how long each tick of the room took in the page, ms

std::shared_ptr<const landlord::Edition> edition(const std::string& id) {
  static std::map<std::string, std::shared_ptr<const landlord::Edition>> read;
  auto& e = read[id];
  if (e) return e;
  for (const landlord::saves::BundledEdition& b : landlord::saves::bundled_editions()) {
    if (b.id == id) e = landlord::load_edition_text(b.text).edition;
  }
  return e;
}

uint64_t now_ms() {
  using namespace std::chrono;
  return static_cast<uint64_t>(duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count());
}

const char* reply(const Json& j) {
  g_reply = j.dump(-1, ' ', false, Json::error_handler_t::replace);
  return g_reply.c_str();
}

Json state() {
  Json j;
  if (!g_room) return Json{{"stage", "none"}};
  j["stage"] = landlord::ui::stage_name(g_room->stage());
  j["code"] = g_room->code();
  const landlord::net::Lobby& l = g_room->lobby();
  Json seats = Json::array(), people = Json::array();
  for (const auto& s : l.seats) seats.push_back({{"name", s.name}, {"person", s.person}, {"who", s.who}});
  for (const auto& p : l.people) people.push_back({{"name", p.name}, {"ready", p.ready}, {"seat", p.seat}, {"piece", p.piece}});
  j["lobby"] = {{"seats", seats}, {"people", people}, {"waiting_for", l.waiting_for()}};
  const landlord::net::Device& d = g_room->device();
  j["entries"] = d.entries();
  j["digest"] = landlord::net::to_hex(d.state_digest());
  j["refused"] = d.refused();
  j["stale"] = d.stale();
  j["chat"] = d.chat().added();
  j["following"] = d.following();
  if (g_counter) {
    j["sent_bytes"] = g_counter->sent_bytes;
    j["sent_messages"] = g_counter->sent_messages;
  }
  j["round_trips"] = g_round_trips;
  if (g_room->session().active()) {
    const auto& s = g_room->session().state();
    j["turn"] = s.turn_number;
    j["game_over"] = s.phase == landlord::Phase::kGameOver;
    j["winner"] = s.winner;
    j["clock_ms_left"] = s.clock_ms_left;
    j["log_lines"] = g_room->session().log_added();
  }
  return j;
}

}  // namespace

// {"do": "host"|"join"|"ready"|"start"|"tick"|"leave", ...}: answers the
// room's state as JSON. "tick" also lets an Easy computer player decide for
// this device's person when they must, up to turn "turns".
extern "C" EMSCRIPTEN_KEEPALIVE const char* landlord_test_online(const char* command) {
  Json c = Json::parse(command, nullptr, false);
  if (!c.is_object()) return reply(Json{{"error", "not a command"}});
  const std::string what = c.value("do", "");
  if (what == "identity") {
    // The device's identity as the page keeps it (localStorage).
    landlord::platform::Storage storage;
    g_identity = landlord::ui::OnlineIdentity::load_or_make(storage, g_identity_note);
    return reply(Json{{"key", landlord::net::to_hex(g_identity->key().public_key())}, {"note", g_identity_note},
                      {"chain", landlord::net::to_hex(g_identity->chain_for(c.value("code", "ABCDEFGHJK")).head())}});
  }
  if (what == "host" || what == "join") {
    if (!g_identity) {
      landlord::platform::Storage storage;
      g_identity = landlord::ui::OnlineIdentity::load_or_make(storage, g_identity_note);
    }
    const std::string code = what == "host" ? landlord::ui::make_room_code(c.value("random", uint64_t{1})) : c.value("code", "");
    std::string why;
    auto channel = OnlineRoom::page_channel(code, c.value("password", ""), why);
    if (!channel) return reply(Json{{"error", why}});
    g_room.reset();
    auto counting = std::make_unique<CountingChannel>(std::move(channel));
    g_counter = counting.get();
    g_round_trips.clear();
    g_tick_ms.clear();
    g_acted = false;
    g_room = std::make_unique<OnlineRoom>(std::move(counting), g_identity->key(), g_identity->chain_for(code),
                                          edition, c.value("name", "Player"));
    g_person = landlord::ai::make_bot({landlord::ai::Level::kEasy, landlord::ai::JailPolicy::kLeaveAtOnce},
                                      c.value("random", uint64_t{1}));
    if (what == "host") {
      landlord::net::RoomPlan plan;
      plan.room = code;
      plan.edition = edition("classic");
      if (!plan.edition) return reply(Json{{"error", "no classic edition"}});
      plan.options = plan.edition->defaults;
      // A game that ends by itself: a time limit of "minutes" of play.
      plan.options.time_limit_minutes = std::clamp(c.value("minutes", 0), 0, 600);
      // The host, "friends" seats for people who join, a computer player.
      plan.seats = {{c.value("name", "Host"), true, true, ""}};
      for (int k = std::clamp(c.value("friends", 1), 1, 6); k > 0; --k) plan.seats.push_back({"", true, false, ""});
      plan.seats.push_back({"Robo", false, false, "easy"});
      g_room->host(plan, 0);
    } else {
      g_room->join(code);
    }
  } else if (!g_room) {
    return reply(Json{{"error", "no room"}});
  } else if (what == "ready") {
    g_room->device().set_ready(true, c.value("piece", -1));
  } else if (what == "start") {
    std::string why;
    if (!g_room->device().start_game(&why)) return reply(Json{{"error", why}});
  } else if (what == "tick") {
    const uint64_t t = now_ms();
    const double tick_from = emscripten_get_now();
    g_room->tick(t, static_cast<double>(t) / 1000.0);
    if (g_tick_ms.size() < 20000) g_tick_ms.push_back(emscripten_get_now() - tick_from);
    landlord::ui::Session& s = g_room->session();
    const landlord::net::Device& d = g_room->device();
    if (g_acted && !d.proposing() && d.entries() > g_acted_entries) {
      g_acted = false;
      if (g_round_trips.size() < 2000) g_round_trips.push_back(t - g_acted_at);
    }
    if (s.active()) {
      s.speed = landlord::ui::Speed::kInstant;
      const int p = s.waiting_human();
      if (p != landlord::kNobody && !d.busy() && s.state().turn_number < c.value("turns", 1000u)) {
        const uint64_t before = d.entries();
        s.act(g_person->decide(s.edition(), landlord::observe(s.state(), p)));
        if (g_counter) g_counter->note("ACT");
        if (d.proposing()) {  // (on the host it is in the log at once)
          g_acted = true;
          g_acted_at = t;
          g_acted_entries = before;
        }
      }
    }
  } else if (what == "trace") {
    // Each message handed to the channel or taken from it, and each action
    // of this device's person, with the time (ms since the epoch, the
    // same clock in every browser of this machine).
    Json t = Json::array();
    if (g_counter) {
      for (const auto& [at, line] : g_counter->trace) t.push_back({at, line});
    }
    return reply(Json{{"trace", t}});
  } else if (what == "ticks") {
    // What a tick of the room costs here: the figures' script asks.
    std::vector<double> t = g_tick_ms;
    std::sort(t.begin(), t.end());
    auto at = [&](double p) { return t.empty() ? 0.0 : t[std::min(t.size() - 1, static_cast<std::size_t>(p * static_cast<double>(t.size())))]; };
    double sum = 0;
    for (double x : t) sum += x;
    return reply(Json{{"count", t.size()}, {"median", at(0.5)}, {"p95", at(0.95)}, {"p99", at(0.99)},
                      {"max", t.empty() ? 0.0 : t.back()}, {"sum", sum}});
  } else if (what == "leave") {
    g_room.reset();
    g_counter = nullptr;
    return reply(state());
  }
  return reply(state());
}

// The page's own room (its screens, not the room above): its clock moved
// on by `ms` (move_online_clock).
extern "C" EMSCRIPTEN_KEEPALIVE void landlord_test_online_ahead(int ms) {
  if (ms > 0) landlord::ui::move_online_clock(static_cast<uint64_t>(ms));
}
#endif
