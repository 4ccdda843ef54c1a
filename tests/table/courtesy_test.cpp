// Computer players do not pester a person (offer_welcome() in
// src/ai/trade_offers.h): at a table with a person who refuses every deal,
// the person is offered at most one deal a round, whoever offers it, and
// never the same player's deal again before the holdings around the table
// have changed; a game resumed from the saved memories goes on offering
// exactly as the uninterrupted one; and every offer says its terms in the
// log.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ai/table.h"
#include "ai/trade_offers.h"
#include "engine/game.h"
#include "engine/json.h"
#include "source_dir.h"
#include "ui/session.h"

namespace landlord {
namespace {

std::shared_ptr<const Edition> edition(const char* id) {
  EditionLoad load = load_edition_by_id(std::string(LANDLORD_SOURCE_DIR) + "/assets/editions", id);
  EXPECT_TRUE(load.edition) << load.error;
  return load.edition;
}

std::vector<ai::SeatPlayer> seats_of(std::initializer_list<const char*> kinds) {
  std::vector<ai::SeatPlayer> out;
  for (const char* k : kinds) {
    ai::SeatPlayer s;
    EXPECT_TRUE(ai::seat_player_from_name(k, s)) << k;
    out.push_back(s);
  }
  return out;
}

// A person who refuses every deal and proposes none: buys while cash lasts,
// else auctions, drops out of auctions, rolls and ends the turn, and
// otherwise takes the first legal action (raising cash, jail, tax).
Action refusing_person(const Edition& ed, const GameState& s, int p) {
  std::vector<Action> acts;
  legal_actions_for(ed, s, p, acts);
  EXPECT_FALSE(acts.empty());
  auto find = [&](ActionType t) -> const Action* {
    for (const Action& a : acts) {
      if (a.type == t) return &a;
    }
    return nullptr;
  };
  const ActionType order[] = {ActionType::kRejectTrade, ActionType::kDropOut, ActionType::kRoll,
                              ActionType::kEndTurn};
  if (s.phase == Phase::kBuyOrAuction) {
    const Action* buy = find(ActionType::kBuy);
    if (buy && s.players[p].cash > 400) return *buy;
    if (const Action* no = find(ActionType::kDecline)) return *no;
  }
  for (ActionType t : order) {
    if (const Action* a = find(t)) return *a;
  }
  for (const Action& a : acts) {
    if (a.type != ActionType::kProposeTrade && a.type != ActionType::kAcceptTrade) return a;
  }
  return acts[0];
}

int active(const GameState& s) {
  int n = 0;
  for (int p = 0; p < s.player_count; ++p) n += s.players[p].bankrupt ? 0 : 1;
  return n;
}

struct Offer {
  uint32_t turn;
  int from;
  uint32_t holdings;
  int players;
};

// Plays `t` until game over or `limit` actions, the person at seat 0;
// returns the deals offered to the person, in order.
std::vector<Offer> play(ai::Table& t, std::size_t limit) {
  std::vector<Offer> offers;
  const Edition& ed = *t.game().edition;
  while (t.game().history.size() < limit && t.state().phase != Phase::kGameOver) {
    if (t.computer_to_act()) {
      ai::Step st = t.step();
      EXPECT_TRUE(st.acted());
      if (!st.acted()) break;
      if (st.kind == ai::Step::Kind::kDecision && st.action.type == ActionType::kProposeTrade &&
          st.action.trade.to == 0) {
        const GameState& s = t.state();
        offers.push_back({s.turn_number, st.action.player, ai::holdings_fingerprint(s), active(s)});
      }
    } else {
      ApplyResult r = t.act(refusing_person(ed, t.state(), landlord::decider(t.state())));
      EXPECT_TRUE(r.ok()) << r.message;
      if (!r.ok()) break;
    }
  }
  return offers;
}

TEST(Courtesy, APersonIsOfferedOneDealARoundAndNoRefusedDealAgainUnchanged) {
  std::size_t offered = 0;
  for (const char* id : {"classic", "boutique"}) {
    auto ed = edition(id);
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      ai::Table t(ed, ed->defaults, {"Ada", "Brook", "Cyrus", "Dana"}, seats_of({"human", "hard", "easy", "hard"}),
                  seed);
      std::vector<Offer> offers = play(t, 6000);
      offered += offers.size();
      std::map<int, uint32_t> last_from;  // proposer -> holdings at its last offer
      for (std::size_t i = 0; i < offers.size(); ++i) {
        const Offer& o = offers[i];
        if (i > 0) {
          EXPECT_GE(o.turn - offers[i - 1].turn, static_cast<uint32_t>(o.players))
              << id << " seed " << seed << ": offers on turns " << offers[i - 1].turn << " and " << o.turn;
        }
        auto it = last_from.find(o.from);
        if (it != last_from.end()) {
          EXPECT_NE(it->second, o.holdings)
              << id << " seed " << seed << ": player " << o.from << " offered again on turn " << o.turn
              << " with nothing changed";
        }
        last_from[o.from] = o.holdings;
      }
    }
  }
  // The computer players do make offers to the person: the rule is tested.
  EXPECT_GT(offered, 20u);
}

// The memory of what was offered is saved with the bots' memories: a game
// resumed from them at any point goes on exactly as the whole game.
TEST(Courtesy, APersonWhoAsksForMoreOffersHearsEveryDealTheComputersSee) {
  // The same games, the person asking for more: some round brings two
  // offers, or a refused deal comes again unchanged.
  std::size_t spared = 0, asked = 0;
  bool more_than_one = false;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto ed = edition("classic");
    ai::Table polite(ed, ed->defaults, {"Ada", "Brook", "Cyrus", "Dana"}, seats_of({"human", "hard", "easy", "hard"}),
                     seed);
    spared += play(polite, 6000).size();
    ai::Table keen(ed, ed->defaults, {"Ada", "Brook", "Cyrus", "Dana"}, seats_of({"human", "hard", "easy", "hard"}),
                   seed);
    keen.set_more_offers(0, true);
    EXPECT_TRUE(keen.more_offers(0));
    std::vector<Offer> offers = play(keen, 6000);
    asked += offers.size();
    for (std::size_t i = 1; i < offers.size(); ++i) {
      more_than_one = more_than_one || offers[i].turn - offers[i - 1].turn < static_cast<uint32_t>(offers[i].players) ||
                      (offers[i].from == offers[i - 1].from && offers[i].holdings == offers[i - 1].holdings);
    }
  }
  EXPECT_GT(asked, spared);
  EXPECT_TRUE(more_than_one);
  // And back: asking for fewer again restores the courtesy.
  auto ed = edition("classic");
  ai::Table t(ed, ed->defaults, {"Ada", "Brook", "Cyrus", "Dana"}, seats_of({"human", "hard", "easy", "hard"}), 3);
  t.set_more_offers(0, true);
  t.set_more_offers(0, false);
  EXPECT_FALSE(t.more_offers(0));
  std::vector<Offer> offers = play(t, 6000);
  for (std::size_t i = 1; i < offers.size(); ++i) {
    EXPECT_GE(offers[i].turn - offers[i - 1].turn, static_cast<uint32_t>(offers[i].players));
  }
}

TEST(Courtesy, ResumedFromSavedMemoriesTheOffersGoOnAsIfNeverStopped) {
  auto ed = edition("classic");
  auto seats = seats_of({"human", "hard", "easy", "expert"});
  for (uint64_t seed : {3u, 4u}) {
    ai::Table whole(ed, ed->defaults, {"a", "b", "c", "d"}, seats, seed);
    play(whole, 1500);
    const std::vector<Action>& h = whole.game().history;
    for (std::size_t cut : {h.size() / 3, h.size() * 2 / 3}) {
      ai::Table first(ed, ed->defaults, {"a", "b", "c", "d"}, seats, seed);
      play(first, cut);
      Json memories = first.memories();
      Game g = first.game();
      std::string error;
      ai::Table resumed(std::move(g), seats, memories, &error);
      EXPECT_TRUE(error.empty()) << error;
      play(resumed, h.size());
      ASSERT_EQ(resumed.game().history.size(), h.size()) << "seed " << seed << " cut " << cut;
      for (std::size_t i = cut; i < h.size(); ++i) {
        ASSERT_EQ(resumed.game().history[i], h[i]) << "seed " << seed << " cut " << cut << " action " << i;
      }
    }
  }
}

// An offer in the log names what each side gives.
TEST(Courtesy, AnOfferInTheLogSaysItsTerms) {
  auto ed = edition("classic");
  ui::Session ses;
  std::vector<ui::Seat> seats(4);
  const ui::SeatKind kinds[] = {ui::SeatKind::kHuman, ui::SeatKind::kHard, ui::SeatKind::kEasy, ui::SeatKind::kHard};
  for (int i = 0; i < 4; ++i) {
    seats[i].name = std::string(1, static_cast<char>('A' + i)) + "name";
    seats[i].kind = kinds[i];
    seats[i].token = seats[i].colour = i;
  }
  int offers = 0;
  for (uint64_t seed = 1; seed <= 6 && offers == 0; ++seed) {
    ASSERT_TRUE(ses.start(ed, ed->defaults, seats, seed));
    ses.speed = ui::Speed::kInstant;
    double now = 0;
    for (int frame = 0; frame < 100000 && ses.state().phase != Phase::kGameOver && offers == 0; ++frame) {
      now += 0.1;
      ses.update(now);
      for (const auto& line : ses.log()) {
        if (line.text.find(" proposes a trade to ") == std::string::npos) continue;
        ++offers;
        // "Bname proposes a trade to Aname: Bname gives $90; Aname gives Baltic Avenue."
        EXPECT_NE(line.text.find(": "), std::string::npos) << line.text;
        EXPECT_NE(line.text.find(" gives "), std::string::npos) << line.text;
        EXPECT_NE(line.text.find("; "), std::string::npos) << line.text;
      }
      int h = ses.waiting_human();
      if (h != kNobody) {
        ApplyResult r = ses.act(refusing_person(ses.edition(), ses.state(), h));
        ASSERT_TRUE(r.ok()) << r.message;
      }
    }
  }
  EXPECT_GT(offers, 0);
}

}  // namespace
}  // namespace landlord
