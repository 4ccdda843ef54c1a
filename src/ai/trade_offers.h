// Trades: judging an offer received and searching for one worth making.
//
// Both sides of a deal are valued with worth() (evaluate.h) before and after
// the deeds and cash change hands, by the judging player's own valuation.
//
// Answering. A trade between two players helps them both against the rest
// of the table, so a player judges a deal by its standing: its own gain
// against the average gain of its rivals (the proposer's gain shared over
// the other active players). It accepts when its gain is positive and at
// least `accept_ratio` x the proposer's gain / (active players - 1). One
// guard on top: a deal that completes one of the proposer's colour groups
// is accepted only if what the proposer pays (cash, deeds, cards, valued
// as they are worth to the receiver) is at least what the receiver's part
// is worth to the proposer, by the receiver's valuation. So no level sells
// a group for less than it judges that group to be worth to the buyer.
//
// Proposing. The search looks at deals that complete one of the proposer's
// groups: ask for the missing deeds from their single holder and offer
// cash, the deeds that would complete the holder's own group, or a spare
// deed, with the cash that balances the deal. The proposer does not know
// how the other player values things; it estimates the price the other
// would need by its own valuation and opens below it
// (`Style::open_share` of it), coming back with a higher offer on later
// turns after a refusal (OfferMemory), up to the full estimate, never
// beyond what the deal is worth to itself (on a locked table, where every
// deed is sold and nobody holds a whole group, a deal that is no loss to
// it before building is enough: the first to build leads). One proposal
// per turn; after
// the last step it does not ask the same player for the same group again
// for a few rounds. A person is spared more: at most one deal a round from
// the whole table, and none from a player whose deal they turned down
// until the holdings have changed (offer_welcome()).
#pragma once

#include <cstdint>
#include <string>

#include "ai/evaluate.h"
#include "engine/json_reader.h"

namespace landlord::ai {

struct TradeJudgement {
  double my_gain = 0;
  double their_gain = 0;
};

// Gains of `me` and of the other party if `t` is carried out.
TradeJudgement judge_trade(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                           const Style& st);

// The same deal proposed the other way round: what t.to would offer t.from
// for the same exchange.
TradeOffer reversed(const TradeOffer& t);

// Groups (bit g) that `t` completes for its proposer t.from.
uint32_t groups_completed_for_proposer(const Board& b, const PublicState& s, const TradeOffer& t);

// Groups (bit g) of which `deeds`, coming to `player`, hold the one deed
// another active player lacks to complete it: a purchase or a deal that
// blocks that group.
uint32_t groups_blocked(const Board& b, const PublicState& s, int player, uint64_t deeds);

// Groups (bit g) of which `player` holds every deed but one, that one still
// the Bank's: landing on it would complete the group (the Expert's breaking
// offer buys one of the others).
uint32_t groups_short_of_a_bank_deed(const Board& b, const Holdings& h, int player);

// The guard: when `t` completes a group of its proposer, what the proposer
// pays is worth to `me` (the receiver) at least what `me`'s part is worth
// to the proposer, both by `me`'s valuation. True when `t` completes no
// group of the proposer.
bool pays_for_group(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                    const Style& st);

// The buyer's check: when `me` pays cash on balance, it keeps at least
// half the Go salary, and what it gets must be worth that cash to it by
// what the deeds surely bring (a deed halfway between its mortgage value
// and its price, railroad and utility rents, a group they complete only
// as far as the cash left builds three houses a site, an open group's
// deeds only as blocking), so no level pays more for a deed than it is
// worth to it. True when `me` pays no cash on balance. Part of
// accept_offer(); find_offer() asks no more cash than it allows.
bool pays_no_more_than_worth(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                             const Style& st);

bool accept_offer(const Board& b, const PublicState& s, const TradeOffer& t, int me,
                  const Style& st);

// The fixed-policy agents' answer to `t` (t.to answering, by its style
// `st`): accept_offer(), and only while the cash it keeps afterwards is at
// least half the Go salary. Their trade response, and the Expert's model of
// them as holders.
bool fixed_policy_accepts(const Board& b, const PublicState& s, const TradeOffer& t, const Style& st);

// GNOME's background agent's answer to `t` as written
// (monopoly_simulator/background_agent_v3_1.py, make_out_of_turn_move; the
// answer of kGnomeA/B/C): refuse a deal that offers nothing for something,
// that asks more cash than it holds or involves a mortgaged deed; count the
// groups the deeds offered complete (each alone, with what it holds) and
// the completed groups the deeds asked break; refuse when it loses more
// than it gains; when it gains more, accept whatever it gives away; when
// even, refuse only a deal that leaves it under half the Go salary, or
// under the salary for a deal not worth more than it costs by printed
// prices and cash. Railroads and utilities are no group to it.
bool gnome_accepts(const Board& b, const PublicState& s, const TradeOffer& t);

// Remembers, per opponent and colour group, until which turn the bot will
// not ask again and how many times it has asked in a row; and, for the
// seats a person plays, what keeps a computer player from pestering them
// (offer_welcome()).
struct OfferMemory {
  uint32_t quiet_until[kMaxPlayers][kMaxGroups] = {};
  uint8_t asked[kMaxPlayers][kMaxGroups] = {};
  uint32_t last_proposal_turn = UINT32_MAX;
  // The seats a person plays (bit = seat): told by the table after seating
  // (Bot::set_people), public, not saved.
  uint32_t people = 0;
  // Per seat: 1 + the turn of the last deal anyone at the table offered
  // that seat (0: none yet); per proposer and seat, holdings_fingerprint()
  // of the table when the one last offered the other a deal (0: never).
  uint32_t offered_turn[kMaxPlayers] = {};
  uint32_t offered_at[kMaxPlayers][kMaxPlayers] = {};
  bool operator==(const OfferMemory&) const = default;
};

// Who holds which deed and which are mortgaged, and who is still in, as one
// number (never 0): what must change before a person who was offered a deal
// is offered another by the same player.
uint32_t holdings_fingerprint(const PublicState& s);

// Whether a deal offered now to `to` is welcome. A person (memory.people)
// is offered at most one deal a round, whoever offers it (none within the
// last active-player-count turns), and after a deal from `me` (refused, or
// it would have changed the holdings) none from `me` until something that
// matters has changed: a deed bought, traded, mortgaged or lifted, or a
// player out. Computer players take every offer as it comes.
bool offer_welcome(const PublicState& s, const OfferMemory& memory, int me, int to);

// Records that `t` was offered at the table (s: the state with the offer on
// it).
void note_offer(OfferMemory& memory, const PublicState& s, const TradeOffer& t);

// OfferMemory as saved with a game: {"last_proposal_turn": N (absent when
// none), "quiet": [[player, group, until turn], ...], "asked": [[player,
// group, times], ...], "offered": [[player, 1 + turn], ...], "offered_at":
// [[proposer, player, fingerprint], ...]}, only the entries that are not
// zero (the last two absent in older saves and when empty).
Json offer_memory_to_json(const OfferMemory& m);
// The inverse; false (and `out` unchanged) with a message naming the field
// for anything malformed or out of range.
bool offer_memory_from_json(const Json& j, const std::string& path, OfferMemory& out,
                            std::string& error);

// A deal for `me` to propose now, or false. Records the attempt in `memory`.
bool find_offer(const Board& b, const PublicState& s, int me, const Style& st, int reserve,
                OfferMemory& memory, TradeOffer& out);

}  // namespace landlord::ai
