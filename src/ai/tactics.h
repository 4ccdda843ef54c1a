// Tactics: small forced decisions every bot makes the same way, each a
// direct rules query (no legal_actions(), no allocation): raising cash,
// placing a building won at auction, leaving jail, and finding what to build.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

#include "ai/bot.h"
#include "ai/evaluate.h"

namespace landlord::ai {

// While raising cash: declare bankruptcy when the rules allow it (nothing
// could cover the debt), else mortgage a deed whose group has no buildings
// (deeds outside completed groups first), else sell a building from the
// group whose rent matters least. `mine` is the player's deeds.
Action raise_cash_step(const Board& b, const PublicState& s, int player, uint64_t mine);

// kPlaceBuilding: the first site (building order) where the won building may go.
Action place_building(const Board& b, const PublicState& s, int player, uint64_t mine);

// The cheapest site where `player` could add a building of the kind being
// auctioned (ignoring cash); -1 if none.
int building_site_for_auction(const Board& b, const PublicState& s, int player, uint64_t mine);

// kBuildingDemand: want one of the scarce buildings when there is a site
// to put it on and the cash to pay its listed price; answered at once.
Action building_wish(const Board& b, const PublicState& s, int player, uint64_t mine);

// kAwaitRoll in jail: use a card or pay per the policy when the engine
// allows it now; kRoll otherwise.
Action leave_jail_or_roll(const Edition& ed, const PublicState& s, int player);
// kAwaitRoll: leave_jail_or_roll() for a player in jail with the policy
// kLeaveAtOnce, else kRoll. Inline: most rolls are not from jail.
inline Action jail_or_roll(const Edition& ed, const PublicState& s, int player, JailPolicy policy) {
  if (s.players[player].in_jail && policy == JailPolicy::kLeaveAtOnce) return leave_jail_or_roll(ed, s, player);
  return Action::make(ActionType::kRoll, player);
}

// Shopping Spree (tax_choice): the cheaper of the flat amount and the share
// of worth. A person must choose before adding up; a computer player adds
// up in an instant, so it simply pays the smaller.
Action tax_choice(const Edition& ed, const PublicState& s, int player);

// A player's cash for a bot's int arithmetic (reserves, limits, sums of
// prices): capped at 2^30, far above any price or rent, so that sums stay
// within int whatever the money in play (money.h). Underestimating cash
// that large never makes a choice illegal.
inline int bot_cash(const PublicState& s, int player) {
  Money cash = s.players[player].cash;
  return static_cast<int>(std::min<Money>(cash, Money{1} << 30));
}

// Groups whose every deed is in `mine` (bit g set for group g). Every
// group is tested, without a branch on the answer: which groups a player
// holds goes the way of the dice, and branches on it were mispredicted.
// Inline: the Simple bot asks it at the end of every turn.
inline uint32_t complete_groups(const Board& b, uint64_t mine) {
  uint32_t out = 0;
  for (int g = 0; g < b.group_count; ++g) out |= uint32_t{(b.group_mask[g] & ~mine) == 0} << g;
  return out & b.site_groups;
}
// complete_groups(b, deeds_of(b, s, player)), from the player's mask
// (PublicState::owned). `player` is a seat, not kBank.
inline uint32_t complete_groups_of(const Board& b, const PublicState& s, int player) {
  return complete_groups(b, s.owned[player]);
}

// Where one more building on `player`'s completed groups (`full`, as from
// complete_groups) gains the most rent per unit of money: among the sites
// the rules allow now whose next building costs at most `budget`, the best
// ratio, ties to the earlier site in building order. -1 if none. With
// `cash_now` false the player's cash need not cover it yet (a plan that
// raises the money first).
int best_build_site(const Board& b, const PublicState& s, int player, uint32_t full, int budget,
                    bool cash_now = true);

// The next auction bid towards `limit`: a step of about an eighth of the
// limit, so that auctions end in a few rounds; 0 means drop out.
Money next_bid(const PublicState& s, Money limit);

}  // namespace landlord::ai
