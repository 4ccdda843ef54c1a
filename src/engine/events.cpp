#include "engine/events.h"

#include <bit>

#include "engine/edition_words.h"
#include "text/lists.h"
#include "text/numbers.h"
#include "text/tr.h"

namespace landlord {

namespace {

// A player's name; "Player 2" without names. The Bank (p < 0) has
// sentences of its own where it can be a party: this is for the others.
std::string who(const std::vector<std::string>* names, int p) {
  if (p < 0) return trc("party", "the Bank");
  if (names && p >= 0 && p < static_cast<int>(names->size())) return (*names)[static_cast<std::size_t>(p)];
  // TRANSLATORS: a player without a name, numbered from 1.
  return trf("Player {n}", fmt::arg("n", p + 1));
}

// In the language in use (English inside text::InEnglish).
std::string space_text(const Edition& ed, int s) {
  if (s < 0 || s >= ed.space_count()) return "?";
  return space_name(ed, s);
}

}  // namespace

// Each event is one whole sentence of the catalogs: {player} (and {other})
// are players' names, {space} a space's, {amount} a sum as the language
// writes it; the edition's words (spaces, decks, cards, houses and
// hotels) are placeholders, as the edition writes them.
std::string describe(const Edition& ed, const Event& e, const std::vector<std::string>* names) {
  const std::string p = who(names, e.player);
  const std::string o = who(names, e.other);
  const std::string sp = space_text(ed, e.space);
  const std::string amount = text::money(ed.currency, e.amount);
  const bool bank = e.other < 0;
  switch (e.type) {
    case EventType::kOpeningRoll:
      // TRANSLATORS: the game log. {total}: the two dice added up.
      return trf("{player} rolls {total} to decide who starts", fmt::arg("player", p), fmt::arg("total", e.amount));
    case EventType::kFirstPlayer:
      return trf("{player} rolled highest and goes first", fmt::arg("player", p));
    case EventType::kTurnStarted:
      return trf("{player}'s turn", fmt::arg("player", p));
    case EventType::kDiceRolled:
      if (e.amount == e.extra) {
        return trf("{player} rolls {die1} and {die2} (doubles)", fmt::arg("player", p), fmt::arg("die1", e.amount),
                   fmt::arg("die2", e.extra));
      }
      return trf("{player} rolls {die1} and {die2}", fmt::arg("player", p), fmt::arg("die1", e.amount),
                 fmt::arg("die2", e.extra));
    case EventType::kMoved:
      return trf("{player} moves to {space}", fmt::arg("player", p), fmt::arg("space", sp));
    case EventType::kSalary:
      // TRANSLATORS: {space} is the starting space (GO), as the edition names it.
      return trf("{player} collects {amount} salary at {space}", fmt::arg("player", p), fmt::arg("amount", amount),
                 fmt::arg("space", ed.spaces.empty() ? std::string("GO") : space_name(ed, 0)));
    case EventType::kBought:
      return trf("{player} buys {space} for {amount}", fmt::arg("player", p), fmt::arg("space", sp),
                 fmt::arg("amount", amount));
    case EventType::kAuctionStarted:
      if (e.space >= 0) return trf("{space} goes up for auction", fmt::arg("space", sp));
      // TRANSLATORS: {building} is the edition's word for a house or a hotel ("house", "hotel").
      return trf("A {building} goes up for auction (building shortage)",
                 fmt::arg("building", e.extra ? hotel_word(ed) : house_word(ed)));
    case EventType::kBid:
      return trf("{player} bids {amount}", fmt::arg("player", p), fmt::arg("amount", amount));
    case EventType::kDroppedOut:
      return trf("{player} drops out of the auction", fmt::arg("player", p));
    case EventType::kAuctionWon:
      if (e.space >= 0) {
        return trf("{player} wins the auction for {space} at {amount}", fmt::arg("player", p), fmt::arg("space", sp),
                   fmt::arg("amount", amount));
      }
      return trf("{player} wins the building auction at {amount}", fmt::arg("player", p), fmt::arg("amount", amount));
    case EventType::kAuctionUnsold:
      if (e.space >= 0) return trf("No one bids: {space} stays with the Bank", fmt::arg("space", sp));
      return tr("No one bids: the building stays with the Bank");
    case EventType::kRentPaid:
      return trf("{player} pays {other} {amount} rent for {space}", fmt::arg("player", p), fmt::arg("other", o),
                 fmt::arg("amount", amount), fmt::arg("space", sp));
    case EventType::kTaxPaid:
      // TRANSLATORS: {space} is the tax space ("Income Tax"), as the edition names it.
      return trf("{player} pays {amount} {space}", fmt::arg("player", p), fmt::arg("amount", amount),
                 fmt::arg("space", sp));
    case EventType::kCardDrawn: {
      std::string text = "?";
      std::string deck = "?";
      if (e.deck >= 0 && e.deck < static_cast<int>(ed.decks.size())) {
        const Deck& d = ed.decks[static_cast<std::size_t>(e.deck)];
        deck = deck_name(ed, e.deck);
        if (e.card >= 0 && e.card < static_cast<int>(d.cards.size())) {
          text = card_text(ed, e.deck, e.card);
        }
      }
      // TRANSLATORS: {deck} is the deck's name (Chance), {card} the card's text, quoted.
      return trf("{player} draws {deck}: \"{card}\"", fmt::arg("player", p), fmt::arg("deck", deck),
                 fmt::arg("card", text));
    }
    case EventType::kPaid:
      // TRANSLATORS: the Bank pays a player (a card's "collect"); a sentence of the log, as the others.
      if (e.player < 0) return trf("the Bank pays {other} {amount}", fmt::arg("other", o), fmt::arg("amount", amount));
      if (bank) return trf("{player} pays the Bank {amount}", fmt::arg("player", p), fmt::arg("amount", amount));
      return trf("{player} pays {other} {amount}", fmt::arg("player", p), fmt::arg("other", o),
                 fmt::arg("amount", amount));
    case EventType::kSentToJail:
      return trf("{player} goes to jail", fmt::arg("player", p));
    case EventType::kLeftJail:
      if (e.extra == 0) return trf("{player} pays the fine and leaves jail", fmt::arg("player", p));
      if (e.extra == 1) return trf("{player} uses a Get Out of Jail Free card", fmt::arg("player", p));
      return trf("{player} rolls doubles and leaves jail", fmt::arg("player", p));
    case EventType::kBuilt:
      // TRANSLATORS: {building} is the edition's word for a house or a hotel ("house", "hotel").
      return trf("{player} builds a {building} on {space} for {amount}", fmt::arg("player", p),
                 fmt::arg("building", e.extra ? hotel_word(ed) : house_word(ed)), fmt::arg("space", sp),
                 fmt::arg("amount", amount));
    case EventType::kSold: {
      // Several houses can go at once when a hotel shortage evens a group
      // out; each sells for half its cost, so the amount tells how many.
      int each = e.space >= 0 ? ed.spaces[static_cast<std::size_t>(e.space)].house_cost / 2 : 0;
      int count = !e.extra && each > 0 ? e.amount / each : 1;
      if (count > 1) {
        // TRANSLATORS: several houses sold at once (never one); {building} and {buildings} are
        // the edition's words for one house and for several ("house", "houses").
        return trnf("{player} sells {n} {building} on {space} for {amount}",
                    "{player} sells {n} {buildings} on {space} for {amount}", static_cast<uint64_t>(count),
                    fmt::arg("player", p), fmt::arg("n", count), fmt::arg("building", house_word(ed)),
                    fmt::arg("buildings", houses_word(ed)), fmt::arg("space", sp), fmt::arg("amount", amount));
      }
      // TRANSLATORS: {building} is the edition's word for a house or a hotel ("house", "hotel").
      return trf("{player} sells a {building} on {space} for {amount}", fmt::arg("player", p),
                 fmt::arg("building", e.extra ? hotel_word(ed) : house_word(ed)), fmt::arg("space", sp),
                 fmt::arg("amount", amount));
    }
    case EventType::kMortgaged:
      return trf("{player} mortgages {space} for {amount}", fmt::arg("player", p), fmt::arg("space", sp),
                 fmt::arg("amount", amount));
    case EventType::kUnmortgaged:
      return trf("{player} lifts the mortgage on {space} for {amount}", fmt::arg("player", p), fmt::arg("space", sp),
                 fmt::arg("amount", amount));
    case EventType::kInterestPaid:
      return trf("{player} pays {amount} interest to keep {space} mortgaged", fmt::arg("player", p),
                 fmt::arg("amount", amount), fmt::arg("space", sp));
    case EventType::kTradeProposed:
      return trf("{player} proposes a trade to {other}", fmt::arg("player", p), fmt::arg("other", o));
    case EventType::kTradeAccepted:
      return trf("{player} accepts the trade from {other}", fmt::arg("player", p), fmt::arg("other", o));
    case EventType::kTradeRejected:
      return trf("{player} rejects the trade from {other}", fmt::arg("player", p), fmt::arg("other", o));
    case EventType::kMustRaiseCash:
      if (bank) {
        return trf("{player} owes the Bank {amount} and must raise cash", fmt::arg("player", p),
                   fmt::arg("amount", amount));
      }
      return trf("{player} owes {other} {amount} and must raise cash", fmt::arg("player", p), fmt::arg("other", o),
                 fmt::arg("amount", amount));
    case EventType::kBankrupt:
      if (bank) return trf("{player} is bankrupt (debt to the Bank)", fmt::arg("player", p));
      // TRANSLATORS: {other} is the creditor, a player.
      return trf("{player} is bankrupt (debt to {other})", fmt::arg("player", p), fmt::arg("other", o));
    case EventType::kGameOver:
      return trf("Game over: {player} wins", fmt::arg("player", p));
    case EventType::kFreeParking:
      // TRANSLATORS: the taxes and fees gathered on the Free Parking space (a house rule); {space} is its name.
      return trf("{player} collects {amount} from the pot on {space}", fmt::arg("player", p),
                 fmt::arg("amount", amount), fmt::arg("space", e.space >= 0 ? sp : std::string(trc("space", "Free Parking"))));
    case EventType::kJailCardReturned: {
      std::string deck = "?";
      if (e.deck >= 0 && e.deck < static_cast<int>(ed.decks.size())) {
        deck = deck_name(ed, e.deck);
      }
      // TRANSLATORS: {deck} is the deck's name (Chance, Community Chest).
      return trf("A Get Out of Jail Free card returns to the bottom of the {deck} deck", fmt::arg("deck", deck));
    }
    case EventType::kRentClaimable:
      // TRANSLATORS: {other} owns {space}, {player} landed there; the rent is due only if claimed in time.
      if (e.extra) {
        return trf("{other} may claim {amount} rent from {player} for {space} before the second player following rolls",
                   fmt::arg("other", o), fmt::arg("amount", amount), fmt::arg("player", p), fmt::arg("space", sp));
      }
      return trf("{other} may claim {amount} rent from {player} for {space} before the next player rolls",
                 fmt::arg("other", o), fmt::arg("amount", amount), fmt::arg("player", p), fmt::arg("space", sp));
    case EventType::kRentLost:
      return trf("{other} did not claim the {amount} rent for {space} in time", fmt::arg("other", o),
                 fmt::arg("amount", amount), fmt::arg("space", sp));
    case EventType::kTimeUp:
      return tr("Time is up: the richest player wins");
    case EventType::kTaxChoice:
      if (e.extra == 0) {
        return trf("{player} chooses to pay the flat amount on {space}", fmt::arg("player", p), fmt::arg("space", sp));
      }
      // TRANSLATORS: {amount} is the player's total worth the percentage is taken of.
      return trf("{player} chooses to pay a percentage of total worth ({amount}) on {space}", fmt::arg("player", p),
                 fmt::arg("amount", amount), fmt::arg("space", sp));
    case EventType::kDebtSetOff:
      // TRANSLATORS: {other}, the creditor, takes deeds of {player}, the debtor, for {amount} of the debt.
      return trf("{other} accepts property instead of {amount} of {player}'s debt", fmt::arg("other", o),
                 fmt::arg("amount", amount), fmt::arg("player", p));
    case EventType::kBuildingShortage: {
      const bool hotels = e.extra != 0;
      // TRANSLATORS: {building} and {buildings} are the edition's words for one and for several
      // houses (or hotels): "house", "houses".
      return trnf("{player} wants to build, but the Bank has only {n} {building} left: who else wants to buy?",
                  "{player} wants to build, but the Bank has only {n} {buildings} left: who else wants to buy?",
                  static_cast<uint64_t>(e.amount < 0 ? 0 : e.amount), fmt::arg("player", p), fmt::arg("n", e.amount),
                  fmt::arg("building", hotels ? hotel_word(ed) : house_word(ed)), fmt::arg("buildings", hotels ? hotels_word(ed) : houses_word(ed)));
    }
    case EventType::kBuildingWish:
      // TRANSLATORS: an answer to a shortage of buildings: one more of them.
      if (e.extra) return trf("{player} wants to buy one too", fmt::arg("player", p));
      return trf("{player} does not want to buy one", fmt::arg("player", p));
  }
  return "?";
}

namespace {

// "Baltic Avenue, $50, a Get Out of Jail Free card" (or "nothing").
std::string goods(const Edition& ed, Money cash, uint64_t deeds, uint8_t jail) {
  std::vector<std::string> items;
  for (uint64_t m = deeds; m; m &= m - 1) items.push_back(space_name(ed, std::countr_zero(m)));
  if (cash > 0) items.push_back(text::money(ed.currency, cash));
  for (int d = 0; d < kMaxDecks; ++d) {
    // TRANSLATORS: one item of what a side of a trade gives ("Baltic Avenue, $50, a Get Out of Jail Free card").
    if (jail & (1u << d)) items.push_back(tr("a Get Out of Jail Free card"));
  }
  // TRANSLATORS: what one side of a trade gives when it gives nothing ("Ann gives: nothing").
  return items.empty() ? std::string(trc("trade", "nothing")) : text::comma_list(items);
}

}  // namespace

std::string describe_trade_terms(const Edition& ed, const TradeOffer& t, const std::vector<std::string>* names) {
  // TRANSLATORS: both sides of a trade: {given} and {asked} list cash, deeds and cards, or say "nothing".
  return trf("{from} gives {given}; {to} gives {asked}.", fmt::arg("from", who(names, t.from)),
             fmt::arg("given", goods(ed, t.cash_given, t.deeds_given, t.jail_cards_given)),
             fmt::arg("to", who(names, t.to)),
             fmt::arg("asked", goods(ed, t.cash_asked, t.deeds_asked, t.jail_cards_asked)));
}

}  // namespace landlord
