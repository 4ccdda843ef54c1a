// Golden games: whole games between fixed computer players with fixed seeds,
// played on an ai::Table, whose full transcripts (every action and every
// event, as text) are pinned in tests/golden/transcripts/. Any change in
// rules, dice, decks, bot behaviour or bot seeding shows up as a diff.
//
// The golden test (tests/golden) compares the transcripts natively, and
// `landlord-cli golden --check DIR` does the same and prints a signature per
// game, so tests/bench_signature.sh checks the Easy and Hard bots in
// WebAssembly (under node) against the native build.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/game.h"

namespace landlord::ai {

struct GoldenGame {
  const char* file;  // name of its transcript
  uint64_t seed;
  int players;
  Skill skills[4];
};

const std::vector<GoldenGame>& golden_games();

// The game's transcript: "> action" lines each followed by its events, a
// "! ..." line for every bot failure, and a last "= phase after N turns"
// line. Stops after an action limit.
std::vector<std::string> golden_transcript(const Edition& edition, const GoldenGame& game);

// FNV-1a over the lines (each followed by '\n'): the signature printed by
// `landlord-cli golden`.
uint64_t transcript_signature(const std::vector<std::string>& lines);

}  // namespace landlord::ai
