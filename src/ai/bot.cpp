#include "ai/bot.h"

#include "ai/bots.h"

namespace landlord::ai {

std::unique_ptr<Bot> make_bot(const Skill& skill, uint64_t seed) {
  if (skill.level == Level::kSimple) return make_simple_bot(skill.jail);
  return make_judged_bot(skill.level, skill.jail, seed);
}

const char* level_name(Level level) {
  switch (level) {
    case Level::kSimple: return "simple";
    case Level::kEasy: return "easy";
    case Level::kHard: return "hard";
  }
  return "?";
}

}  // namespace landlord::ai
