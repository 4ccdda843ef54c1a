// The game log and the engine's refusals in the players' language: every
// event describe() writes and every reason explain() gives comes from the
// catalogs (German here, a shipped catalog as the game loads it), and with
// no catalog in use the English is what it always was: golden transcripts,
// scenario reports and the browser tests read it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/events.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "test_support.h"
#include "text/catalog.h"
#include "text/tr.h"
#include "shipped_catalog.h"

namespace landlord {
namespace {

using test::classic;

const std::vector<std::string> kNames = {"Ada", "Bob", "Cy"};

int space(const char* name) {
  const Edition& ed = *classic();
  for (int i = 0; i < ed.space_count(); ++i) {
    if (ed.spaces[static_cast<std::size_t>(i)].name == name) return i;
  }
  ADD_FAILURE() << "no space " << name;
  return 0;
}

// A shipped catalog put in use for the life of one test.
class InLanguage {
 public:
  explicit InLanguage(const std::string& code) {
    auto c = shipped_catalog(code);
    if (c && !c->refused().empty()) ADD_FAILURE() << code << ": " << c->refused().front();
    text::use(c);
  }
  ~InLanguage() { text::use(nullptr); }
  InLanguage(const InLanguage&) = delete;
  InLanguage& operator=(const InLanguage&) = delete;
};

// One event of every type, and of each variant a sentence of its own
// (the Bank as a party, doubles, a hotel, several houses...).
std::vector<Event> every_event() {
  const Edition& ed = *classic();
  std::vector<Event> out;
  auto add = [&](EventType t, int player, int other, int sp, Money amount, int extra) {
    Event e;
    e.type = t;
    e.player = static_cast<int8_t>(player);
    e.other = static_cast<int8_t>(other);
    e.space = static_cast<int8_t>(sp);
    e.deck = 0;
    e.card = 0;
    e.amount = amount;
    e.extra = extra;
    out.push_back(e);
  };
  const int baltic = space("Baltic Avenue");
  const int tax = space("Income Tax");
  for (int t = 0; t <= static_cast<int>(EventType::kBuildingWish); ++t) {
    const auto type = static_cast<EventType>(t);
    add(type, 0, 1, type == EventType::kTaxPaid || type == EventType::kTaxChoice ? tax : baltic, 1500, 0);
    add(type, 0, -1, -1, 1, 1);
    add(type, 0, 1, baltic, 2, 2);
  }
  // The Bank pays a player (a card's "collect").
  add(EventType::kPaid, -1, 1, -1, 20, 0);
  // Two houses sold at once (each for half its cost).
  add(EventType::kSold, 0, -1, baltic, ed.spaces[static_cast<std::size_t>(baltic)].house_cost, 0);
  return out;
}

// The words of `text` that are not the edition's, nor the players' names:
// what the catalog wrote.
std::string catalog_words(std::string text) {
  const Edition& ed = *classic();
  std::vector<std::string> theirs(kNames.begin(), kNames.end());
  for (const Space& s : ed.spaces) theirs.push_back(s.name);
  for (const Deck& d : ed.decks) {
    theirs.push_back(d.name);
    for (const Card& c : d.cards) theirs.push_back(c.text);
  }
  for (const std::string* w : {&ed.house, &ed.houses, &ed.hotel, &ed.hotels}) theirs.push_back(*w);
  for (const Group& g : ed.groups) theirs.push_back(g.name);
  // Longest first: "Baltic Avenue" before "Avenue".
  std::sort(theirs.begin(), theirs.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  for (const std::string& w : theirs) {
    if (w.empty()) continue;
    for (std::size_t at = text.find(w); at != std::string::npos; at = text.find(w, at)) text.replace(at, w.size(), " ");
  }
  return text;
}

// An English word left in a sentence the catalog should have written.
std::string english_word(const std::string& text) {
  static const std::set<std::string> kEnglish = {
      "the",  "and",   "to",    "for",   "of",     "from",  "with",   "at",  "on",   "is",
      "rolls", "pays", "buys",  "moves", "goes",   "wins",  "bids",   "must", "you",  "cannot",
      "not",  "trade", "rent",  "auction", "jail", "player", "turn", "gives", "nothing"};
  std::string word;
  const std::string words = catalog_words(text) + " ";
  for (char c : words) {
    if (std::isalpha(static_cast<unsigned char>(c))) {
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else {
      if (kEnglish.count(word)) return word;
      word.clear();
    }
  }
  return "";
}

TEST(LogWords, EnglishWithoutACatalogIsAsBefore) {
  const Edition& ed = *classic();
  const int baltic = space("Baltic Avenue");
  Event e;
  e.player = 0;
  e.other = 1;
  e.space = static_cast<int8_t>(baltic);
  e.type = EventType::kRentPaid;
  e.amount = 1500;
  EXPECT_EQ(describe(ed, e, &kNames), "Ada pays Bob $1,500 rent for Baltic Avenue");
  e.type = EventType::kDiceRolled;
  e.amount = 3;
  e.extra = 3;
  EXPECT_EQ(describe(ed, e, &kNames), "Ada rolls 3 and 3 (doubles)");
  e.extra = 4;
  EXPECT_EQ(describe(ed, e), "Player 1 rolls 3 and 4");
  e.type = EventType::kPaid;
  e.other = -1;
  e.amount = 50;
  EXPECT_EQ(describe(ed, e, &kNames), "Ada pays the Bank $50");
  e.player = -1;
  e.other = 1;
  EXPECT_EQ(describe(ed, e, &kNames), "the Bank pays Bob $50");
  e.player = 0;
  e.other = -1;
  e.type = EventType::kBankrupt;
  EXPECT_EQ(describe(ed, e, &kNames), "Ada is bankrupt (debt to the Bank)");
  e.type = EventType::kSold;
  e.extra = 0;
  e.amount = ed.spaces[static_cast<std::size_t>(baltic)].house_cost;
  EXPECT_EQ(describe(ed, e, &kNames), "Ada sells 2 houses on Baltic Avenue for $50");
  e.type = EventType::kBuildingShortage;
  e.amount = 1;
  e.extra = 1;
  EXPECT_EQ(describe(ed, e, &kNames), "Ada wants to build, but the Bank has only 1 hotel left: who else wants to buy?");
  e.amount = 3;
  e.extra = 0;
  EXPECT_EQ(describe(ed, e, &kNames), "Ada wants to build, but the Bank has only 3 houses left: who else wants to buy?");
  e.type = EventType::kCardDrawn;
  e.deck = 0;
  e.card = 0;
  EXPECT_EQ(describe(ed, e, &kNames),
            "Ada draws " + ed.decks[0].name + ": \"" + ed.decks[0].cards[0].text + "\"");
  TradeOffer t;
  t.from = 0;
  t.to = 1;
  t.cash_given = 90;
  t.deeds_asked = bit(baltic) | bit(space("Mediterranean Avenue"));
  t.jail_cards_asked = 1;
  EXPECT_EQ(describe_trade_terms(ed, t, &kNames),
            "Ada gives $90; Bob gives Mediterranean Avenue, Baltic Avenue, a Get Out of Jail Free card.");
  t = TradeOffer();
  t.from = 1;
  t.to = 0;
  EXPECT_EQ(describe_trade_terms(ed, t), "Player 2 gives nothing; Player 1 gives nothing.");

  GameState s = new_game(ed, ed.defaults, 3, 1);
  Action a = Action::make(ActionType::kBuild, 1, baltic);
  EXPECT_EQ(explain(ed, s, a, Rejection::kNotYourDecision, &kNames), "Not now: Everyone rolls first to see who starts");
  EXPECT_EQ(explain(ed, s, a, Rejection::kNotNow, &kNames), "You cannot build now: everyone rolls first to see who starts");
  s.phase = Phase::kAwaitRoll;
  s.decider = 2;
  EXPECT_EQ(explain(ed, s, a, Rejection::kNotYourDecision), "Not now: Player 3 must roll the dice first");
  std::vector<std::string> lower = {"ada", "bob", "cy"};
  EXPECT_EQ(explain(ed, s, a, Rejection::kNotYourDecision, &lower), "Not now: Cy must roll the dice first");
  EXPECT_EQ(explain(ed, s, a, Rejection::kNotNow, &lower), "You cannot build now: cy must roll the dice first");
  s.phase = Phase::kTradeResponse;
  a.player = 2;
  EXPECT_EQ(explain(ed, s, a, Rejection::kNotNow, &kNames),
            "You cannot build now: a trade offer is waiting for your answer");
  a.player = 1;
  EXPECT_EQ(explain(ed, s, a, Rejection::kNotYourDecision, &kNames), "Not now: A trade offer is waiting for Cy's answer");
  EXPECT_EQ(explain(ed, s, a, Rejection::kMortgaged, &kNames), "Baltic Avenue is already mortgaged");
  EXPECT_EQ(explain(ed, s, a, Rejection::kBidTooLow, &kNames),
            "A bid must be more than the current bid of $" + std::to_string(s.auction.bid) + " and at least $1");
}

TEST(LogWords, EveryEventInGerman) {
  const Edition& ed = *classic();
  std::vector<std::string> english;
  for (const Event& e : every_event()) english.push_back(describe(ed, e, &kNames));
  InLanguage de("de");
  const std::vector<Event> events = every_event();
  for (std::size_t i = 0; i < events.size(); ++i) {
    const std::string german = describe(ed, events[i], &kNames);
    SCOPED_TRACE(english[i]);
    EXPECT_NE(german, english[i]);
    EXPECT_EQ(german.find('{'), std::string::npos) << german;
    EXPECT_EQ(english_word(german), "") << german;
  }
  // Money as German writes it.
  Event e;
  e.type = EventType::kBid;
  e.player = 0;
  e.amount = 1500;
  EXPECT_EQ(describe(ed, e, &kNames), "Ada bietet 1.500\xC2\xA0$");
  TradeOffer t;
  t.from = 0;
  t.to = 1;
  t.cash_given = 1500;
  t.deeds_asked = bit(space("Baltic Avenue")) | bit(space("Mediterranean Avenue"));
  t.jail_cards_given = 1;
  const std::string terms = describe_trade_terms(ed, t, &kNames);
  EXPECT_EQ(terms,
            "Ada gibt 1.500\xC2\xA0$, eine \xE2\x80\x9E" "Du kommst aus dem Gef\xC3\xA4ngnis frei\xE2\x80\x9C-Karte; "
            "Bob gibt Mediterranean Avenue, Baltic Avenue.");
  t = TradeOffer();
  t.from = 0;
  t.to = 1;
  EXPECT_EQ(english_word(describe_trade_terms(ed, t, &kNames)), "");
  // An English scope writes English whatever the catalog in use.
  {
    text::InEnglish in_english;
    EXPECT_EQ(describe(ed, e, &kNames), "Ada bids $1,500");
  }
  EXPECT_EQ(describe(ed, e, &kNames), "Ada bietet 1.500\xC2\xA0$");
}

TEST(LogWords, EveryRefusalInGerman) {
  const Edition& ed = *classic();
  const int baltic = space("Baltic Avenue");
  GameState s = new_game(ed, ed.defaults, 3, 1);
  s.pending_space = static_cast<int8_t>(space("Income Tax"));
  struct Case {
    Phase phase;
    Rejection r;
    Action a;
  };
  std::vector<Case> cases;
  for (int r = 1; r <= static_cast<int>(Rejection::kNoLending); ++r) {
    for (ActionType type : {ActionType::kBuild, ActionType::kSellBuilding, ActionType::kProposeTrade}) {
      cases.push_back({Phase::kEndTurn, static_cast<Rejection>(r), Action::make(type, 0, baltic)});
    }
  }
  // What the game waits for, in every phase, for someone else and for you.
  for (int p = 0; p <= static_cast<int>(Phase::kBuildingDemand); ++p) {
    for (int player : {1, 2}) {
      for (Rejection r : {Rejection::kNotYourDecision, Rejection::kNotNow}) {
        cases.push_back({static_cast<Phase>(p), r, Action::make(ActionType::kBuild, player, baltic)});
      }
    }
  }
  // Every action tried at the wrong time.
  for (int t = 0; t < kActionTypeCount; ++t) {
    cases.push_back({Phase::kAuction, Rejection::kNotNow, Action::make(static_cast<ActionType>(t), 2, baltic)});
  }
  // A trade asking more cash than its receiver has.
  Action rich = Action::make(ActionType::kProposeTrade, 0);
  rich.trade.from = 0;
  rich.trade.to = 1;
  rich.trade.cash_asked = 100000;
  cases.push_back({Phase::kEndTurn, Rejection::kNotEnoughCash, rich});

  std::vector<std::string> english;
  for (const Case& c : cases) {
    s.phase = c.phase;
    s.decider = 2;
    english.push_back(explain(ed, s, c.a, c.r, &kNames));
  }
  InLanguage de("de");
  for (std::size_t i = 0; i < cases.size(); ++i) {
    s.phase = cases[i].phase;
    s.decider = 2;
    const std::string german = explain(ed, s, cases[i].a, cases[i].r, &kNames);
    SCOPED_TRACE(english[i]);
    EXPECT_FALSE(german.empty());
    EXPECT_NE(german, english[i]);
    EXPECT_EQ(german.find('{'), std::string::npos) << german;
    EXPECT_EQ(english_word(german), "") << german;
  }
}

TEST(LogWords, EveryShippedLanguageWritesTheLog) {
  const Edition& ed = *classic();
  const std::vector<Event> events = every_event();
  for (const char* code : {"es", "fr", "pt_BR"}) {
    InLanguage in(code);
    for (const Event& e : events) {
      const std::string text = describe(ed, e, &kNames);
      EXPECT_EQ(text.find('{'), std::string::npos) << code << ": " << text;
    }
  }
}

}  // namespace
}  // namespace landlord
