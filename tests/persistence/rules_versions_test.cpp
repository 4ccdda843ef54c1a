// Saves outlive changes to the rules and the edition files: a save records
// the rules version and the edition data it was made under; one made under
// other rules or data whose history no longer replays goes on from its
// snapshot (checked to hold together), with a note for the player, and
// keeps its history for the record. A save made under today's rules must
// still replay exactly.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "engine/edition_hashes.h"
#include "engine/invariants.h"
#include "engine/json.h"
#include "support.h"

namespace landlord {
namespace {

using test::MemoryStore;
using saves::SaveShelf;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Classic with the rent of every site raised by 1: other edition data with
// the same id, as after a correction of the edition file.
std::shared_ptr<const Edition> classic_with_other_rents() {
  Json j;
  std::string error;
  EXPECT_TRUE(parse_json(read_file(test::editions_dir() + "/classic.json"), j, error)) << error;
  int changed = 0;
  for (Json& space : j["spaces"]) {
    if (!space.contains("rent") || !space["rent"].is_array()) continue;
    for (Json& r : space["rent"]) r = r.get<int>() + 1;
    ++changed;
  }
  EXPECT_GT(changed, 10);
  EditionLoad ed = load_edition_text(dump_json(j));
  EXPECT_TRUE(ed.edition) << ed.error;
  return ed.edition;
}

// A game long enough that rents were paid (so other rents part the replay).
Game rent_paying_game() {
  Game g = test::play_game(40, 3, 5);
  EXPECT_GT(g.history.size(), 100u);
  return g;
}

TEST(RulesVersions, SavesRecordTheRulesVersionAndTheEditionData) {
  Game g = test::play_game(5);
  Json j = save_to_json(g);
  EXPECT_EQ(j["format_version"], kSaveFormatVersion);
  EXPECT_EQ(j["rules_version"], kRulesVersion);
  const std::string hash = j["edition_hash"];
  EXPECT_EQ(hash.size(), 16u);
  EXPECT_EQ(hash, g.edition->data_hash);
  // The fingerprint follows the content, not the layout of the file.
  auto again = load_edition_by_id(test::editions_dir(), "classic").edition;
  EXPECT_EQ(again->data_hash, hash);
  Json e;
  std::string error;
  ASSERT_TRUE(parse_json(read_file(test::editions_dir() + "/classic.json"), e, error));
  EXPECT_EQ(load_edition_text(dump_json(e, 4)).edition->data_hash, hash);
  EXPECT_NE(classic_with_other_rents()->data_hash, hash);
  EXPECT_NE(load_edition_by_id(test::editions_dir(), "travel").edition->data_hash, hash);
}

TEST(RulesVersions, ASaveUnderOtherEditionDataGoesOnFromItsSnapshot) {
  Game g = rent_paying_game();
  std::string text = save_to_text(g);
  auto other = classic_with_other_rents();
  SaveLoad l = load_save_text(text, other);
  ASSERT_TRUE(l.ok()) << l.error;
  EXPECT_TRUE(l.from_snapshot);
  EXPECT_FALSE(l.note.empty());
  EXPECT_TRUE(l.game.state == g.state) << "the game goes on where it was saved";
  EXPECT_TRUE(l.game.from_base);
  EXPECT_TRUE(l.game.history.empty());
  // Its history is kept for the record.
  ASSERT_EQ(l.game.record->size(), 1u);
  EXPECT_EQ((*l.game.record)[0]["rules_version"], kRulesVersion);
  EXPECT_EQ((*l.game.record)[0]["edition_hash"], g.edition->data_hash);
  EXPECT_EQ((*l.game.record)[0]["actions"].size(), g.history.size());

  // It plays on under the new data, and from then on replays exactly.
  Game& h = l.game;
  for (int k = 0; k < 30 && h.state.phase != Phase::kGameOver; ++k) {
    std::vector<Action> legal = legal_actions(*h.edition, h.state);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(play(h, legal[0]).ok());
  }
  std::string again = save_to_text(h);
  SaveLoad l2 = load_save_text(again, other);
  ASSERT_TRUE(l2.ok()) << l2.error;
  EXPECT_FALSE(l2.from_snapshot);
  EXPECT_TRUE(l2.game.state == h.state);
  EXPECT_EQ(l2.game.history.size(), h.history.size());
  EXPECT_TRUE(l2.game.base == g.state);
  EXPECT_EQ(l2.game.record, l.game.record);
  EXPECT_TRUE(initial_state(l2.game) == g.state);
  // A damaged snapshot of the new save is still found by the replay.
  Json bad = save_to_json(h);
  bad["snapshot"]["players"][0]["cash"] = bad["snapshot"]["players"][0]["cash"].get<int>() + 1;
  EXPECT_EQ(load_save_text(dump_json(bad), other).status, SaveLoad::Status::kMismatch);
}

TEST(RulesVersions, TheShelfTellsThePlayerAndKeepsTheGame) {
  Game g = rent_paying_game();
  saves::TableRecord ui = test::seats_ui(g);
  std::string file = SaveShelf::export_game(g, ui, "Before the fix", 1000).text;
  auto other = classic_with_other_rents();
  saves::EditionLookup lookup = [other](const std::string& id) {
    return id == "classic" ? other : std::shared_ptr<const Edition>();
  };
  saves::GameFile f = saves::parse_game_file(file, lookup);
  ASSERT_TRUE(f.ok) << f.message;
  EXPECT_NE(f.note.find("earlier version of Landlord"), std::string::npos) << f.note;
  MemoryStore store;
  SaveShelf shelf(store, lookup);
  saves::LoadedGame imported = shelf.import_text(file, 2000);
  ASSERT_TRUE(imported.ok) << imported.message;
  EXPECT_FALSE(imported.note.empty());
  saves::LoadedGame loaded = shelf.load(imported.id);
  ASSERT_TRUE(loaded.ok) << loaded.message;
  EXPECT_TRUE(loaded.note.empty()) << "stored again under today's data, it replays";
  EXPECT_TRUE(loaded.game.state == g.state);
  EXPECT_EQ(loaded.game.record->size(), 1u);
}

TEST(RulesVersions, TodaysSavesMustStillReplayExactly) {
  Game g = rent_paying_game();
  Json j = save_to_json(g);
  j["snapshot"]["players"][1]["cash"] = j["snapshot"]["players"][1]["cash"].get<int>() + 50;
  SaveLoad l = load_save_text(dump_json(j), g.edition);
  EXPECT_EQ(l.status, SaveLoad::Status::kMismatch) << l.error;
  // Version 1 saves (no rules version, no edition data) are rules version 1.
  Json v1 = save_to_json(g);
  v1["format_version"] = 1;
  v1.erase("rules_version");
  v1.erase("edition_hash");
  SaveLoad l1 = load_save_text(dump_json(v1), g.edition);
  ASSERT_TRUE(l1.ok()) << l1.error;
  EXPECT_EQ(l1.rules_version, 1);
  // A snapshot whose money does not add up is refused whatever its version:
  // under today's rules the replay differs, under later ones the snapshot
  // fails the engine's invariants.
  v1["snapshot"]["players"][1]["cash"] = v1["snapshot"]["players"][1]["cash"].get<int>() + 50;
  EXPECT_EQ(load_save_text(dump_json(v1), g.edition).status, SaveLoad::Status::kMismatch);
}

TEST(RulesVersions, ASnapshotThatDoesNotHoldTogetherIsRefused) {
  Game g = rent_paying_game();
  auto other = classic_with_other_rents();
  Json j = save_to_json(g);
  j["snapshot"]["players"][0]["cash"] = j["snapshot"]["players"][0]["cash"].get<int>() + 5000;
  SaveLoad l = load_save_text(dump_json(j), other);
  EXPECT_EQ(l.status, SaveLoad::Status::kMismatch);
  EXPECT_NE(l.error.find("money"), std::string::npos) << l.error;
  Json b = save_to_json(g);
  b["base"] = b["snapshot"];
  b["base"]["bank_houses"] = 3;
  SaveLoad lb = load_save_text(dump_json(b), g.edition);
  EXPECT_EQ(lb.status, SaveLoad::Status::kInvalid);
  EXPECT_EQ(lb.error.rfind("base: ", 0), 0u) << lb.error;
}

TEST(RulesVersions, NewerRulesAreRefusedWithAMessage) {
  Game g = test::play_game(5);
  Json j = save_to_json(g);
  j["rules_version"] = kRulesVersion + 1;
  SaveLoad l = load_save_text(dump_json(j), g.edition);
  EXPECT_EQ(l.status, SaveLoad::Status::kInvalid);
  EXPECT_TRUE(l.newer);
  saves::GameFile f = saves::parse_game_file(dump_json(j), test::lookup());
  EXPECT_FALSE(f.ok);
  EXPECT_NE(f.message.find("newer version of Landlord"), std::string::npos) << f.message;
  j = save_to_json(g);
  j["format_version"] = kSaveFormatVersion + 1;
  EXPECT_TRUE(load_save_text(dump_json(j), g.edition).newer);
}

// Classic's data as saves of rules version 1 recorded it, before a551c42
// (tests/edition-hashes.txt): edition data a released version shipped.
constexpr const char* kEarlierClassic = "e97bcb47be909624";
// Sixteen hex digits that no version of Landlord shipped as edition data.
constexpr const char* kNeverShipped = "0123456789abcdef";

// A save of `g` that says it was made under edition data `hash`.
Json claiming(const Game& g, const std::string& hash) {
  Json j = save_to_json(g);
  j["edition_hash"] = hash;
  return j;
}

// An edited save says it was made under other edition data, so that its
// snapshot would be taken without a replay: cash added and money_at_start
// raised to match, which the snapshot's invariants cannot see. Its edition
// hash is not one Landlord ever shipped, so it is checked as a save of
// today's data: it does not replay, and is refused as edited.
TEST(RulesVersions, ASaveClaimingEditionDataNeverShippedMustReplay) {
  Game g = rent_paying_game();
  ASSERT_FALSE(shipped_edition_data("classic", kNeverShipped));
  // Unedited, it replays: loaded as it is.
  SaveLoad plain = load_save_text(dump_json(claiming(g, kNeverShipped)), g.edition);
  ASSERT_TRUE(plain.ok()) << plain.error;
  EXPECT_FALSE(plain.from_snapshot);

  Json j = claiming(g, kNeverShipped);
  j["snapshot"]["players"][0]["cash"] = j["snapshot"]["players"][0]["cash"].get<int64_t>() + 100000;
  j["snapshot"]["money_at_start"] = j["snapshot"]["money_at_start"].get<int64_t>() + 100000;
  SaveLoad l = load_save_text(dump_json(j), g.edition);
  EXPECT_EQ(l.status, SaveLoad::Status::kMismatch) << "went on from an edited snapshot";
  EXPECT_NE(l.error.find(kNeverShipped), std::string::npos) << l.error;
  EXPECT_NE(l.error.find("shipped"), std::string::npos) << l.error;
  // The player reads what a save that does not replay always says.
  saves::GameFile f = saves::parse_game_file(dump_json(j), test::lookup());
  EXPECT_FALSE(f.ok);
  EXPECT_NE(f.message.find("does not replay correctly"), std::string::npos) << f.message;
  EXPECT_NE(f.message.find("edited or damaged"), std::string::npos) << f.message;

  // An older rules version with no fingerprint at all is no better.
  Json none = j;
  none["rules_version"] = 1;
  none["edition_hash"] = "";
  EXPECT_EQ(load_save_text(dump_json(none), g.edition).status, SaveLoad::Status::kMismatch);
  Json short_hash = j;
  short_hash["edition_hash"] = "e97b";
  EXPECT_EQ(load_save_text(dump_json(short_hash), g.edition).status, SaveLoad::Status::kMismatch);
}

// A save that says it was made under data a released version shipped is
// believed: when its history parts from the snapshot, the game goes on
// from the snapshot, but only from one that meets every invariant a state
// of the game meets (broken_invariant, the soak's check).
TEST(RulesVersions, ASnapshotToGoOnFromMeetsEveryInvariant) {
  Game g = rent_paying_game();
  ASSERT_TRUE(shipped_edition_data("classic", kEarlierClassic));
  const Json good = claiming(g, kEarlierClassic);
  SaveLoad replays = load_save_text(dump_json(good), g.edition);
  ASSERT_TRUE(replays.ok()) << replays.error;
  EXPECT_FALSE(replays.from_snapshot);
  // A last action today's data cannot read (a space it does not have)
  // parts the replay: the game goes on from the snapshot.
  Json parted = good;
  parted["actions"].push_back(Json{{"type", "mortgage"}, {"player", 0}, {"space", "Nowhere Street"}});
  SaveLoad from_snapshot = load_save_text(dump_json(parted), g.edition);
  ASSERT_TRUE(from_snapshot.ok()) << from_snapshot.error;
  EXPECT_TRUE(from_snapshot.from_snapshot);
  EXPECT_NE(from_snapshot.note.find("Nowhere Street"), std::string::npos) << from_snapshot.note;
  EXPECT_TRUE(from_snapshot.game.state == g.state);

  const GameState& s = g.state;
  ASSERT_TRUE(s.phase == Phase::kAwaitRoll || s.phase == Phase::kEndTurn) << phase_name(s.phase);
  int free = -1;  // a player not in jail
  for (int p = 0; p < s.player_count; ++p) {
    if (!s.players[p].in_jail && !s.players[p].bankrupt) free = p;
  }
  ASSERT_GE(free, 0);
  const int jail = g.edition->jail;
  struct Edit {
    const char* what;
    void (*edit)(Json& snapshot, const GameState& s, int free, int jail);
  };
  const Edit edits[] = {
      {"deck 0",  // a Get Out of Jail Free card that the deck also still holds
       [](Json& j, const GameState&, int p, int) {
         Json& held = j["players"][p]["jail_cards"];
         held[0] = held[0].get<int>() + 1;
         j["decks"][0] = Json::array();  // every card in the deck
         for (int c = 0; c < 16; ++c) j["decks"][0].push_back(c);
       }},
      {"in jail on space",  // jailed, but elsewhere
       [](Json& j, const GameState&, int p, int jail_space) {
         j["players"][p]["in_jail"] = true;
         j["players"][p]["position"] = jail_space + 1;
       }},
      {"a winner before the game is over",
       [](Json& j, const GameState&, int p, int) { j["winner"] = p; }},
      {"the current player's decision",  // someone else rolls
       [](Json& j, const GameState& st, int, int) {
         int q = (st.current + 1) % st.player_count;
         while (st.players[q].bankrupt) q = (q + 1) % st.player_count;
         j["decider"] = q;
       }},
      {"contenders for the first turn",
       [](Json& j, const GameState&, int, int) { j["opening_contenders"] = 1; }},
  };
  for (const Edit& e : edits) {
    SCOPED_TRACE(e.what);
    Json j = parted;
    e.edit(j["snapshot"], s, free, jail);
    SaveLoad l = load_save_text(dump_json(j), g.edition);
    EXPECT_EQ(l.status, SaveLoad::Status::kMismatch) << "went on from a snapshot that breaks an invariant";
    EXPECT_NE(l.error.find(e.what), std::string::npos) << l.error;
    EXPECT_EQ(l.error.rfind("snapshot: ", 0), 0u) << l.error;
  }
}

// A history that is not even made of actions is damage, whatever rules or
// data the save says it was made under: it is refused, never taken as a
// history that no longer replays (the fuzzer's "actions[0]: expected an
// object", whose snapshot was then taken as it was).
TEST(RulesVersions, AHistoryThatIsNotWellFormedIsRefusedWhateverTheSaveSays) {
  Game g = rent_paying_game();
  for (const std::string& hash : {g.edition->data_hash, std::string(kEarlierClassic), std::string(kNeverShipped)}) {
    SCOPED_TRACE(hash);
    Json first = claiming(g, hash);
    first["actions"][0] = 5;
    SaveLoad l = load_save_text(dump_json(first), g.edition);
    EXPECT_EQ(l.status, SaveLoad::Status::kInvalid);
    EXPECT_NE(l.error.find("actions[0]: expected an object"), std::string::npos) << l.error;

    Json unknown = claiming(g, hash);
    unknown["actions"][1] = Json{{"type", "dance"}, {"player", 0}};
    l = load_save_text(dump_json(unknown), g.edition);
    EXPECT_EQ(l.status, SaveLoad::Status::kInvalid);
    EXPECT_NE(l.error.find("actions[1].type"), std::string::npos) << l.error;

    // Past where the replay parts, too: an illegal action first (no
    // trade to accept), then junk.
    Json late = claiming(g, hash);
    late["actions"][3] = Json{{"type", "accept_trade"}, {"player", 0}};
    const std::size_t last = late["actions"].size() - 1;
    late["actions"][last] = "junk";
    l = load_save_text(dump_json(late), g.edition);
    EXPECT_NE(l.status, SaveLoad::Status::kOk) << "went on from the snapshot";
    if (hash == kEarlierClassic) {
      EXPECT_EQ(l.status, SaveLoad::Status::kInvalid);
      EXPECT_NE(l.error.find("actions[" + std::to_string(last) + "]"), std::string::npos) << l.error;
    }

    // And in the record of earlier stretches, never replayed.
    Json record = claiming(g, hash);
    record["record"] = Json::array({Json{{"rules_version", 1}, {"edition_hash", kEarlierClassic},
                                         {"actions", Json::array({Json{{"type", "roll"}, {"player", 0}}, 7})}}});
    l = load_save_text(dump_json(record), g.edition);
    EXPECT_EQ(l.status, SaveLoad::Status::kInvalid);
    EXPECT_NE(l.error.find("record[0].actions[1]"), std::string::npos) << l.error;
  }
}

std::vector<ShippedEdition> listed_in_the_file(std::vector<std::string>& storage) {
  std::ifstream in(test::source_dir() + "/tests/edition-hashes.txt");
  EXPECT_TRUE(in) << "tests/edition-hashes.txt";
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    storage.push_back(line);
  }
  std::vector<ShippedEdition> out;
  for (const std::string& l : storage) {
    std::istringstream ss(l);
    std::string id, hash, commit, more;
    ss >> id >> hash >> commit;
    EXPECT_FALSE(id.empty() || commit.empty() || (ss >> more)) << "expected <edition> <hash> <commit>: " << l;
    EXPECT_TRUE(valid_edition_id(id)) << l;
    EXPECT_EQ(hash.size(), 16u) << l;
    EXPECT_EQ(hash.find_first_not_of("0123456789abcdef"), std::string::npos) << l;
    const std::size_t at = l.find(hash);
    out.push_back({std::string_view(l).substr(0, id.size()), std::string_view(l).substr(at, hash.size())});
  }
  return out;
}

// The engine's table is the list, line for line (the build makes it from
// the file; a line the build could not read would be missing here).
TEST(EditionHashes, TheEngineHoldsTheListedHashes) {
  std::vector<std::string> lines;
  std::vector<ShippedEdition> listed = listed_in_the_file(lines);
  std::span<const ShippedEdition> compiled = shipped_editions();
  ASSERT_EQ(compiled.size(), listed.size());
  std::set<std::pair<std::string_view, std::string_view>> seen;
  for (std::size_t i = 0; i < listed.size(); ++i) {
    EXPECT_EQ(compiled[i].edition, listed[i].edition) << lines[i];
    EXPECT_EQ(compiled[i].hash, listed[i].hash) << lines[i];
    EXPECT_TRUE(seen.insert({listed[i].edition, listed[i].hash}).second) << "listed twice: " << lines[i];
    EXPECT_TRUE(load_edition_by_id(test::editions_dir(), std::string(listed[i].edition)).edition)
        << "no such edition: " << lines[i];
    EXPECT_TRUE(shipped_edition_data(listed[i].edition, listed[i].hash));
  }
  EXPECT_FALSE(shipped_edition_data("travel", kEarlierClassic)) << "a hash counts for its edition only";
  EXPECT_FALSE(shipped_edition_data("classic", ""));
}

// Today's edition files are listed: a change to one fails here until its
// fingerprint has its line, as saves made with it will carry it.
TEST(EditionHashes, TodaysEditionDataIsListed) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = load_edition_by_id(test::editions_dir(), id).edition;
    ASSERT_TRUE(ed) << id;
    EXPECT_TRUE(shipped_edition_data(id, ed->data_hash))
        << "tests/edition-hashes.txt has no line for " << id << "'s data today; add:\n"
        << id << " " << ed->data_hash << " <commit>";
  }
}

// The check a snapshot must pass holds in every state play can reach, in
// every edition and variant, and finds what damage breaks.
TEST(RulesVersions, EveryReachableStateHoldsTogether) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = load_edition_by_id(test::editions_dir(), id).edition;
    ASSERT_TRUE(ed) << id;
    std::vector<Options> variants{ed->defaults};
    for (const Variant& v : ed->variants) {
      Options o;
      ASSERT_TRUE(edition_options(*ed, v.id, o));
      variants.push_back(o);
    }
    for (std::size_t v = 0; v < variants.size(); ++v) {
      for (int players = ed->min_players; players <= ed->max_players; players += 3) {
        GameState s = new_game(*ed, variants[v], players, 100 + v * 10 + static_cast<uint64_t>(players));
        Pcg32 rng = Pcg32::seeded(7 + v);
        for (int step = 0; step < 1500 && s.phase != Phase::kGameOver; ++step) {
          std::vector<Action> legal = legal_actions(*ed, s);
          ASSERT_FALSE(legal.empty());
          Action a = rng.below(3) ? legal[0] : legal[rng.below(static_cast<uint32_t>(legal.size()))];
          ASSERT_TRUE(apply(*ed, s, a).ok());
          ASSERT_EQ(broken_invariant(*ed, s), "") << id << " variant " << v << " step " << step;
        }
        GameState damaged = s;
        damaged.bank_houses = static_cast<uint8_t>(damaged.bank_houses + 1);
        EXPECT_NE(broken_invariant(*ed, damaged), "");
        damaged = s;
        damaged.players[0].cash += 1;
        EXPECT_NE(broken_invariant(*ed, damaged), "");
      }
    }
  }
}

}  // namespace
}  // namespace landlord
