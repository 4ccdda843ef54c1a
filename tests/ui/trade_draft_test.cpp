// A counter-offer starts from the offer turned round: the receiver's draft
// offers what it was asked for and asks what it was offered, addressed back
// to the proposer.
#include <gtest/gtest.h>

#include "ui/view.h"

namespace landlord {
namespace {

TEST(TradeDraft, ACounterOfferIsTheOfferTurnedRound) {
  TradeOffer offer;
  offer.from = 2;
  offer.to = 0;
  offer.cash_given = 120;
  offer.cash_asked = 35;
  offer.deeds_given = (uint64_t{1} << 3) | (uint64_t{1} << 6);
  offer.deeds_asked = uint64_t{1} << 39;
  offer.jail_cards_given = 0b01;
  offer.jail_cards_asked = 0b10;
  ui::TradeDraft d = ui::counter_draft(offer);
  EXPECT_TRUE(d.open);
  EXPECT_TRUE(d.counter);
  EXPECT_EQ(d.offer.from, 0);
  EXPECT_EQ(d.offer.to, 2);
  EXPECT_EQ(d.offer.cash_given, 35);
  EXPECT_EQ(d.offer.cash_asked, 120);
  EXPECT_EQ(d.offer.deeds_given, uint64_t{1} << 39);
  EXPECT_EQ(d.offer.deeds_asked, (uint64_t{1} << 3) | (uint64_t{1} << 6));
  EXPECT_EQ(d.offer.jail_cards_given, 0b10);
  EXPECT_EQ(d.offer.jail_cards_asked, 0b01);
  EXPECT_TRUE(d.message.empty());
}

}  // namespace
}  // namespace landlord
