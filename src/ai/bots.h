// The bot classes behind make_bot(): one file per kind of player.
#pragma once

#include <memory>

#include "ai/bot.h"

namespace landlord::ai {

std::unique_ptr<Bot> make_simple_bot(JailPolicy jail);
std::unique_ptr<Bot> make_judged_bot(Level level, JailPolicy jail, uint64_t seed);
std::unique_ptr<Bot> make_fixed_policy_bot(Level level, JailPolicy jail);
std::unique_ptr<Bot> make_expert_bot(JailPolicy jail, uint64_t seed);

}  // namespace landlord::ai
