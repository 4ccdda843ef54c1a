// The table record (saves/table_record.h): what a save keeps beside the
// engine's save, read field by field with errors.
#include <gtest/gtest.h>

#include "engine/json.h"
#include "support.h"

namespace landlord {
namespace {

using saves::TableRecord;

TEST(TableRecord, RoundTripsThroughJson) {
  Game g = test::play_game(5);
  TableRecord t = test::seats_ui(g);
  t.speed = 2;
  t.bankrupt_order = {2};
  TableRecord back;
  std::string error;
  ASSERT_TRUE(saves::table_from_json(saves::table_to_json(t), back, error)) << error;
  EXPECT_EQ(back, t);
  EXPECT_TRUE(back.bots->is_null()) << "none recorded";
  // An Expert seat and the computer players' memories.
  t.seats[2].kind = saves::SeatKind::kExpert;
  t.bots = Json::array({nullptr, Json{{"asked", Json::array({Json::array({0, 3, 1})})}},
                        Json{{"hard", Json::object()}, {"proposed_turn", 12}}});
  Json j = saves::table_to_json(t);
  EXPECT_EQ(j["seats"][2]["kind"], "expert");
  ASSERT_TRUE(saves::table_from_json(Json::parse(j.dump()), back, error)) << error;
  EXPECT_EQ(back, t);
}

// A log line longer than a saved line may be (an edition's long card text)
// is cut to fit, at a character's edge, and the record reads back.
TEST(TableRecord, ALongLogLineIsCutToFitAndReadsBack) {
  Game g = test::play_game(5);
  TableRecord t = test::seats_ui(g);
  std::string longer;
  while (longer.size() < 3 * saves::kMaxLogLineBytes) longer += "Ünïcödé card text, ";
  std::string fitted = saves::fit_log_text(longer);
  EXPECT_LE(fitted.size(), saves::kMaxLogLineBytes);
  EXPECT_EQ(fitted.substr(fitted.size() - 3), "...");
  EXPECT_EQ(longer.compare(0, fitted.size() - 3, fitted, 0, fitted.size() - 3), 0) << "a prefix of the line";
  EXPECT_NE(static_cast<unsigned char>(fitted[fitted.size() - 4]) & 0xC0, 0xC0) << "not cut inside a character";
  EXPECT_EQ(saves::fit_log_text("short"), "short");
  t.log.push_back({3, 1, fitted});
  TableRecord back;
  std::string error;
  ASSERT_TRUE(saves::table_from_json(saves::table_to_json(t), back, error)) << error;
  EXPECT_EQ(back, t);
  // Uncut, the same line makes the record unreadable: what saves used to hit.
  t.log.back().text = longer;
  EXPECT_FALSE(saves::table_from_json(saves::table_to_json(t), back, error));
}

// The memories are not needed to resume (the history replays to them), so
// a damaged list of them is left out, never a reason to refuse the game.
TEST(TableRecord, DamagedBotMemoriesAreLeftOut) {
  Game g = test::play_game(5);
  Json base = saves::table_to_json(test::seats_ui(g));
  const Json damaged[] = {Json("lots"), Json::array({1, 2, 3}),
                          Json::array({nullptr, Json::object(), Json::array()}),
                          Json(std::vector<Json>(kMaxPlayers + 1, Json::object()))};
  for (const Json& bots : damaged) {
    Json j = base;
    j["bots"] = bots;
    TableRecord back;
    std::string error;
    ASSERT_TRUE(saves::table_from_json(j, back, error)) << error << " for " << bots.dump();
    EXPECT_TRUE(back.bots->is_null()) << bots.dump();
    EXPECT_EQ(back.seats.size(), g.names.size());
  }
}

TEST(TableRecord, BadFieldsAreNamed) {
  TableRecord t;
  std::string error;
  Json seat = {{"name", "Ann"}, {"kind", "expert-cheat"}, {"token", 0}, {"colour", 0}};
  EXPECT_FALSE(saves::table_from_json({{"seats", Json::array({seat})}}, t, error));
  EXPECT_NE(error.find("ui.seats[0].kind"), std::string::npos) << error;
  seat["kind"] = "easy";
  seat["token"] = 99;
  EXPECT_FALSE(saves::table_from_json({{"seats", Json::array({seat})}}, t, error));
  EXPECT_NE(error.find("token"), std::string::npos) << error;
  EXPECT_FALSE(saves::table_from_json(Json::array(), t, error));
  EXPECT_FALSE(saves::table_from_json({{"speed", 7}}, t, error));
  // Unknown keys (a later version's) are ignored.
  EXPECT_TRUE(saves::table_from_json({{"future", 1}}, t, error)) << error;
  EXPECT_TRUE(t.empty());
}

TEST(TableRecord, AGameFileSeatingTheWrongNumberOfPlayersIsDamaged) {
  Game g = test::play_game(5);
  TableRecord t = test::seats_ui(g);
  t.seats.pop_back();
  saves::GameFile f = saves::parse_game_file(saves::game_file_text(g, t, "x", 1), test::lookup());
  EXPECT_FALSE(f.ok);
  EXPECT_NE(f.message.find("seats 2 players at a game of 3"), std::string::npos) << f.message;
}

TEST(TableRecord, ABareEngineSaveSeatsEveryoneHere) {
  Game g = test::play_game(5);
  TableRecord t = saves::table_or_humans({}, g.names);
  ASSERT_EQ(t.seats.size(), g.names.size());
  for (std::size_t i = 0; i < t.seats.size(); ++i) {
    EXPECT_EQ(t.seats[i].name, g.names[i]);
    EXPECT_FALSE(t.seats[i].computer());
  }
  // A recorded table is kept as it is.
  TableRecord recorded = test::seats_ui(g);
  EXPECT_EQ(saves::table_or_humans(recorded, g.names), recorded);
}

}  // namespace
}  // namespace landlord
