#include "ai/bot.h"

#include "ai/bots.h"
#include "ai/trading_bot.h"
#include "engine/json.h"

namespace landlord::ai {

// Claim any rent owed to us at once: an unclaimed rent is lost when the
// next player rolls.
bool Bot::between_rolls(const Edition&, const Observation& o, Action& out) {
  const PublicState& s = o.state();
  int player = o.viewer;
  if (!landlord::between_rolls(s) || !may_act(s, player)) return false;
  for (int i = 0; i < s.claim_count; ++i) {
    if (s.claims[i].creditor == player) {
      out = Action::make(ActionType::kClaimRent, player, s.claims[i].space);
      return true;
    }
  }
  return false;
}

Json Bot::memory() const { return Json::object(); }

Json TradingBot::memory() const { return offer_memory_to_json(memory_); }

bool Bot::restore_memory(const Json& j, const std::string& path, std::string& error) {
  JsonReader r;
  if (!r.expect_object(j, path)) return error = r.error(), false;
  return true;
}

std::unique_ptr<Bot> make_bot(const Skill& skill, uint64_t seed) {
  if (skill.level == Level::kSimple) return make_simple_bot(skill.jail);
  if (is_fixed_policy(skill.level)) {
    return make_fixed_policy_bot(skill.level, skill.jail);
  }
  if (skill.level == Level::kExpert) return make_expert_bot(skill.jail, seed);
  return make_judged_bot(skill.level, skill.jail, seed);
}

const char* level_name(Level level) {
  switch (level) {
    case Level::kSimple: return "simple";
    case Level::kEasy: return "easy";
    case Level::kHard: return "hard";
    case Level::kFpA: return "fp-a";
    case Level::kFpB: return "fp-b";
    case Level::kFpC: return "fp-c";
    case Level::kExpert: return "expert";
    case Level::kGnomeA: return "gnome-a";
    case Level::kGnomeB: return "gnome-b";
    case Level::kGnomeC: return "gnome-c";
  }
  return "?";
}

namespace {

constexpr Level kEveryLevel[] = {Level::kSimple, Level::kEasy, Level::kHard,   Level::kExpert, Level::kFpA,
                                 Level::kFpB,    Level::kFpC,  Level::kGnomeA, Level::kGnomeB, Level::kGnomeC};

}  // namespace

bool level_from_name(std::string_view name, Level& level) {
  for (Level l : kEveryLevel) {
    if (name == level_name(l)) {
      level = l;
      return true;
    }
  }
  return false;
}

std::string level_names() {
  std::string out;
  for (Level l : kEveryLevel) {
    if (!out.empty()) out += ", ";
    out += level_name(l);
  }
  return out;
}

}  // namespace landlord::ai
