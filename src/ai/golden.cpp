#include "ai/golden.h"

#include <memory>

#include "ai/table.h"
#include "text/tr.h"

namespace landlord::ai {

namespace {

constexpr int kActionLimit = 20000;

}  // namespace

const std::vector<GoldenGame>& golden_games() {
  static const std::vector<GoldenGame> games = {
      {"hard-vs-easy-seed1.txt", 1, 2,
       {{Level::kHard, JailPolicy::kLeaveAtOnce}, {Level::kEasy, JailPolicy::kStayLong}}},
      {"three-levels-seed7.txt", 7, 3,
       {{Level::kSimple, JailPolicy::kLeaveAtOnce},
        {Level::kEasy, JailPolicy::kLeaveAtOnce},
        {Level::kHard, JailPolicy::kStayLong}}},
      {"four-hard-seed42.txt", 42, 4,
       {{Level::kHard, JailPolicy::kLeaveAtOnce},
        {Level::kHard, JailPolicy::kStayLong},
        {Level::kHard, JailPolicy::kLeaveAtOnce},
        {Level::kHard, JailPolicy::kStayLong}}},
  };
  return games;
}

std::vector<std::string> golden_transcript(const Edition& edition, const GoldenGame& g) {
  // Pinned and hashed: the English of describe(), whatever the language in use.
  text::InEnglish english;
  std::vector<std::string> names;
  std::vector<SeatPlayer> seats;
  for (int p = 0; p < g.players; ++p) {
    names.push_back("Player " + std::to_string(p + 1));
    seats.push_back(SeatPlayer::bot(g.skills[p]));
  }
  // The caller keeps the edition alive: a non-owning pointer.
  std::shared_ptr<const Edition> ed(std::shared_ptr<const Edition>(), &edition);
  Table table(ed, edition.defaults, names, seats, g.seed, /*keep_history=*/false);
  std::vector<std::string> lines;
  EventLog events;
  for (int n = 0; n < kActionLimit && table.state().phase != Phase::kGameOver; ++n) {
    events.clear();
    Step st = table.step(&events);
    if (st.kind == Step::Kind::kFallback || st.kind == Step::Kind::kStuck) {
      lines.push_back("! refused: " + describe_action(edition, st.refused_action) + ": " +
                      rejection_name(st.refused));
    }
    if (!st.acted()) break;
    lines.push_back("> " + describe_action(edition, st.action));
    for (const Event& e : events) lines.push_back(describe(edition, e, &names));
  }
  lines.push_back("= " + std::string(phase_name(table.state().phase)) + " after " +
                  std::to_string(table.state().turn_number) + " turns");
  return lines;
}

uint64_t transcript_signature(const std::vector<std::string>& lines) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (const std::string& l : lines) {
    for (char c : l) {
      h ^= static_cast<uint8_t>(c);
      h *= 0x100000001b3ULL;
    }
    h ^= static_cast<uint8_t>('\n');
    h *= 0x100000001b3ULL;
  }
  return h;
}

}  // namespace landlord::ai
