// The rules version: one number for how the engine and the computer players
// play. Saves record it; a save made under another rules version (or another
// edition file) that no longer replays goes on from its snapshot instead of
// being refused (see docs/rules-versions.md and engine/save.h).
//
// Bump it with scripts/new-rules-version.sh whenever the bench signature or
// the golden transcripts change: tests/rules-versions.txt pins both for each
// version, and the test command fails when they change under an old number.
#pragma once

namespace landlord {

inline constexpr int kRulesVersion = 7;

}  // namespace landlord
