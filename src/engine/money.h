// Money: one type and one bound for every amount the engine holds.
//
// Every amount (cash, bids, trade cash, debts, rent claims, the Free
// Parking pot, action and event amounts) is a Money, and the money in play
// (the players' cash plus the pot) never exceeds kMaxMoney: the Bank stops
// paying at that point (Flow::bank_pays). Bids and trade cash are bounded
// by a player's cash, debts by the worth they are computed from, so no
// amount can exceed the bound and no sum of them overflows. The readers
// (snapshots, actions, scenarios) accept exactly this range.
//
// kMaxMoney is 2^53 - 1, the largest integer that every JSON reader,
// JavaScript included, keeps exact. No game reaches it with the options'
// maxima (start cash, salary and GO bonus of 1,000,000 each add at most a
// few million per turn: thousands of millions of turns), but should one,
// the bound holds instead of wrapping.
#pragma once

#include <cstdint>

namespace landlord {

using Money = int64_t;

inline constexpr Money kMaxMoney = (Money{1} << 53) - 1;

// The Bank's running totals (GameState::bank_paid_out, bank_taken_in) only
// grow; the readers accept them up to this.
inline constexpr Money kMaxBankTotal = Money{1} << 62;

}  // namespace landlord
