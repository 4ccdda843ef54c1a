// What each other player accepts, learned from their answers in the game.
//
// A strong player watches every deal answered at the table and learns who
// takes what: the friend who gives anything for the deed that completes
// their set, the one who never sells below a fair price. The model holds a
// few answering rules that players are known to follow, and for each seat
// counts the answers each rule would have got wrong (every answer the
// table saw: to our offers and to everyone else's). A seat is judged by
// the rule with the fewest misses; on a tie, by the rule its level shows
// (the fixed-policy agents' own, kHard's for everyone else, a person
// included), then in the order below. Nothing is assumed from a level that
// the answers do not bear out: a seat is taken to accept deals that kHard
// would refuse only once it has accepted such a deal, or refused one kHard
// would take.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/evaluate.h"
#include "engine/json_reader.h"

namespace landlord::ai {

enum class AnswerRule : uint8_t {
  kHard,         // accept_offer() by kHard's style: the standing rule and the guard
  kFixedPolicy,  // fixed_policy_accepts(): the standing rule, the guard, half the salary kept
  kEasy,         // accept_offer() by kEasy's style: a smaller share of the gain is enough
  kGroupFirst,   // gnome_accepts(): anything for a deed that completes a group
};
inline constexpr int kAnswerRules = 4;
const char* answer_rule_name(AnswerRule r);

class PartnerModel {
 public:
  PartnerModel() = default;
  // The levels the table shows (Bot::set_seat_levels): each seat's first
  // guess, and the fixed-policy agents' style.
  void set_levels(const std::vector<Level>& levels);
  // A deal answered at the table: s.trade answered by s.trade.to.
  void note(const Board& b, const PublicState& s, bool accepted);
  // The rule that explains `seat`'s answers best.
  AnswerRule rule(int seat) const;
  // Whether t.to would accept t, by its rule.
  bool accepts(const Board& b, const PublicState& s, const TradeOffer& t) const;
  // Whether any rule that explains t.to's answers as well as the best one
  // would accept t: what a deal the model does not rule out may get.
  bool may_accept(const Board& b, const PublicState& s, const TradeOffer& t) const;
  // Whether `r` would accept t (t.to answering).
  bool predicts(AnswerRule r, const Board& b, const PublicState& s, const TradeOffer& t) const;
  // Answers seen from `seat`.
  int answers(int seat) const { return seat >= 0 && seat < kMaxPlayers ? answers_[seat] : 0; }

  // Forgets the answers (the levels stay).
  void clear_answers() { *this = PartnerModel(levels_); }

  // Saved with the game: [[seat, answers, misses of each rule...], ...],
  // only the seats with answers. from_json: false (and the model
  // unchanged) with a message naming the field for anything malformed.
  Json to_json() const;
  bool from_json(const Json& j, const std::string& path, std::string& error);

 private:
  explicit PartnerModel(const Level* levels) { std::copy(levels, levels + kMaxPlayers, levels_); }
  AnswerRule first_guess(int seat) const;
  Level levels_[kMaxPlayers] = {Level::kHard, Level::kHard, Level::kHard, Level::kHard,
                                Level::kHard, Level::kHard, Level::kHard, Level::kHard};
  uint16_t answers_[kMaxPlayers] = {};
  uint16_t misses_[kMaxPlayers][kAnswerRules] = {};
};

}  // namespace landlord::ai
