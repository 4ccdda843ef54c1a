// JsonValue: JSON held by a struct (a game's record of earlier rules, a
// table's bot memories) behind a pointer, so that their headers need not
// compile the whole of nlohmann/json. It must behave as the value it holds.
#include <utility>

#include <gtest/gtest.h>

#include "engine/json.h"
#include "engine/save.h"

namespace landlord {
namespace {

TEST(JsonValue, ADefaultOneIsNullAndReadingItChangesNothing) {
  const JsonValue v;
  EXPECT_TRUE(v->is_null());
  EXPECT_EQ(*v, Json());
  EXPECT_EQ(v, JsonValue(Json()));
}

TEST(JsonValue, ACopyIsDeep) {
  JsonValue a = Json{{"actions", Json::array({1, 2})}};
  JsonValue b = a;
  (*b)["actions"].push_back(3);
  EXPECT_EQ((*a)["actions"].size(), 2u) << "the copy shares nothing with the original";
  EXPECT_EQ((*b)["actions"].size(), 3u);
  a = b;
  EXPECT_EQ(a, b);
  (*a)["more"] = true;
  EXPECT_FALSE(b->contains("more"));
}

TEST(JsonValue, MovedFromReadsAsNullAndCanBeWrittenAgain) {
  JsonValue a = JsonValue::array();
  a->push_back("stretch");
  JsonValue b = std::move(a);
  EXPECT_EQ(*b, Json::array({"stretch"}));
  EXPECT_TRUE(std::as_const(a)->is_null());  // NOLINT(bugprone-use-after-move): what a moved-from one reads
  a->push_back(1);
  EXPECT_EQ(*a, Json::array({1}));
}

TEST(JsonValue, AGameKeepsItsRecordAsAnArray) {
  Game g;
  EXPECT_TRUE(g.record->is_array());
  EXPECT_TRUE(g.record->empty());
}

}  // namespace
}  // namespace landlord
