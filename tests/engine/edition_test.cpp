#include <gtest/gtest.h>

#include <set>
#include <string>

#include "engine/edition.h"
#include "engine/json.h"
#include "engine/json_reader.h"
#include "test_support.h"

namespace landlord {
namespace {

Json edition_json(const std::string& id) {
  std::string text, error;
  EXPECT_TRUE(read_text_file(test::editions_dir() + "/" + id + ".json", text, error)) << error;
  Json j;
  EXPECT_TRUE(parse_json(text, j, error)) << error;
  return j;
}

Json classic_json() { return edition_json("classic"); }

std::string load_error(const Json& j) {
  return load_edition_text(dump_json(j)).error;
}

TEST(Edition, ClassicLoads) {
  auto ed = test::classic();
  ASSERT_TRUE(ed);
  EXPECT_EQ(ed->space_count(), 40);
  EXPECT_EQ(ed->groups.size(), 8u);
  ASSERT_EQ(ed->decks.size(), 2u);
  EXPECT_EQ(ed->decks[0].name, "Chance");
  EXPECT_EQ(ed->decks[1].name, "Community Chest");
  EXPECT_EQ(ed->decks[0].cards.size(), 16u);
  EXPECT_EQ(ed->decks[1].cards.size(), 16u);
  EXPECT_EQ(ed->jail, 10);
  EXPECT_EQ(ed->bank_houses, 32);
  EXPECT_EQ(ed->bank_hotels, 12);
  EXPECT_EQ(ed->defaults.start_cash, 1500);
  EXPECT_EQ(ed->spaces[39].name, "Boardwalk");
  EXPECT_EQ(ed->spaces[39].rent[5], 2000);
  EXPECT_EQ(ed->find_space("Illinois Avenue"), 24);
}

TEST(Edition, TravelLoads) {
  auto load = load_edition_by_id(test::editions_dir(), "travel");
  ASSERT_TRUE(load.edition) << load.error;
  const Edition& ed = *load.edition;
  EXPECT_EQ(ed.min_players, 2);
  EXPECT_EQ(ed.max_players, 6);
  EXPECT_EQ(ed.space_count(), 40);
  EXPECT_EQ(ed.spaces[39].name, "Boardwalk");
  EXPECT_FALSE(ed.defaults.rent_double_requires_no_mortgage);
  EXPECT_EQ(ed.defaults.bankrupt_to_bank, BankruptcyToBank::kAuction);
  const Variant* q = ed.find_variant("quicker_game");
  ASSERT_NE(q, nullptr);
  EXPECT_EQ(q->options.deal_deeds, 2);
  EXPECT_TRUE(q->options.dealt_deeds_paid);
  EXPECT_EQ(q->options.houses_per_hotel, 3);
  EXPECT_EQ(q->options.end_at_bankruptcy, 2);
  const Variant* sp = ed.find_variant("speedy");
  ASSERT_NE(sp, nullptr);
  EXPECT_GT(sp->options.time_limit_minutes, 0);
  Options o;
  EXPECT_TRUE(edition_options(ed, "", o));
  EXPECT_EQ(o, ed.defaults);
  EXPECT_FALSE(edition_options(ed, "nope", o));
}

TEST(Edition, BoutiqueLoads) {
  auto load = load_edition_by_id(test::editions_dir(), "boutique");
  ASSERT_TRUE(load.edition) << load.error;
  const Edition& ed = *load.edition;
  EXPECT_EQ(ed.max_players, 8);
  EXPECT_EQ(ed.bank_houses, 32);
  EXPECT_EQ(ed.bank_hotels, 12);
  EXPECT_EQ(ed.houses, "boutiques");
  EXPECT_EQ(ed.hotels, "malls");
  EXPECT_EQ(ed.railroad, "transportation space");
  EXPECT_EQ(ed.utility, "service provider");
  ASSERT_EQ(ed.decks.size(), 2u);
  EXPECT_EQ(ed.decks[0].name, "Instant Message");
  EXPECT_EQ(ed.decks[1].name, "Text Message");
  // The five published property names: a two-site and a three-site group.
  int spa = ed.find_space("Savannah's Super Spa");
  int jewelry = ed.find_space("Jillian's Jewelry Store");
  ASSERT_GE(spa, 0);
  ASSERT_GE(jewelry, 0);
  EXPECT_EQ(ed.spaces[spa].group, ed.spaces[jewelry].group);
  EXPECT_EQ(ed.groups[ed.spaces[spa].group].size, 2);
  int nails = ed.find_space("Nicole's Nail Salon");
  for (const char* n : {"Patricia's Pet Shop", "Gina's Gem Shop"}) {
    int i = ed.find_space(n);
    ASSERT_GE(i, 0) << n;
    EXPECT_EQ(ed.spaces[i].group, ed.spaces[nails].group);
    EXPECT_EQ(ed.spaces[i].name_source, "");
  }
  EXPECT_EQ(ed.groups[ed.spaces[nails].group].size, 3);
  int spree = ed.find_space("Shopping Spree");
  ASSERT_GE(spree, 0);
  EXPECT_EQ(ed.spaces[spree].tax, 200);
  EXPECT_EQ(ed.spaces[spree].worth_percent, 10);
  EXPECT_TRUE(ed.defaults.tax_worth_choice);
  EXPECT_EQ(ed.defaults.jail_fine_turns, 2);
  EXPECT_FALSE(ed.defaults.rent_double_requires_no_mortgage);
  // Every other property name is marked as this project's own.
  int ours = 0;
  for (const Space& s : ed.spaces) {
    if (s.is_property() && s.name_source == "ours") ++ours;
  }
  EXPECT_EQ(ours, 28 - 5);
  const Variant* sg = ed.find_variant("short_game");
  ASSERT_NE(sg, nullptr);
  EXPECT_EQ(sg->options.deal_deeds, 3);
  EXPECT_FALSE(sg->options.dealt_deeds_paid);
  EXPECT_EQ(sg->options.houses_per_hotel, 3);
  EXPECT_EQ(sg->options.max_jail_turns, 1);
  EXPECT_FALSE(sg->options.tax_worth_choice);
  EXPECT_EQ(sg->options.end_at_bankruptcy, 1);
  const Variant* tl = ed.find_variant("time_limit");
  ASSERT_NE(tl, nullptr);
  EXPECT_EQ(tl->options.deal_deeds, 2);
  EXPECT_TRUE(tl->options.dealt_deeds_paid);
  EXPECT_GT(tl->options.time_limit_minutes, 0);
}

TEST(Edition, MalformedFieldsAreNamed) {
  struct Case {
    void (*mutate)(Json&);
    const char* expected;
  } cases[] = {
      {[](Json& j) { j["spaces"][12]["price"] = -5; }, "spaces[12].price"},
      {[](Json& j) {
         j["spaces"][1]["rent"] = Json::array({1, 2});
       },
       "spaces[1].rent"},
      {[](Json& j) { j["spaces"][1]["group"] = "purple"; }, "spaces[1].group"},
      {[](Json& j) { j["spaces"][3]["kind"] = 7; }, "spaces[3].kind"},
      {[](Json& j) { j["spaces"][0]["kind"] = "site"; }, "spaces[0]"},
      {[](Json& j) { j["spaces"][2]["deck"] = "nope"; }, "spaces[2].deck"},
      {[](Json& j) { j["groups"][0]["colour"] = "brown"; }, "groups[0].colour"},
      {[](Json& j) { j["decks"][0]["cards"][3]["effect"]["kind"] = "teleport"; },
       "decks[0].cards[3].effect.kind"},
      {[](Json& j) { j["decks"][0]["cards"][1]["effect"]["space"] = "Atlantis"; },
       "decks[0].cards[1].effect.space"},
      {[](Json& j) { j["decks"][0]["cards"][1]["effect"]["space"] = 99; },
       "decks[0].cards[1].effect.space"},
      {[](Json& j) { j["options"]["salary"] = "200"; }, "options.salary"},
      {[](Json& j) { j["options"]["bogus"] = true; }, "options.bogus"},
      {[](Json& j) { j["bank"]["houses"] = 100000000000000000.0; }, "bank.houses"},
      {[](Json& j) { j["players"]["max"] = 1; }, "players.max"},
      {[](Json& j) { j.erase("railroad_rents"); }, "railroad_rents"},
      {[](Json& j) { j["id"] = "../x"; }, "id"},
      {[](Json& j) { j["spaces"] = Json::array(); }, "spaces"},
      {[](Json& j) {
         j["variants"] = Json::array(
             {Json{{"id", "x"}, {"name", "X"}, {"options", Json{{"deal_deeds", "two"}}}}});
       },
       "variants[0].options.deal_deeds"},
      {[](Json& j) { j["spaces"][4]["worth_percent"] = 500; }, "spaces[4].worth_percent"},
  };
  for (const Case& c : cases) {
    Json j = classic_json();
    c.mutate(j);
    std::string error = load_error(j);
    EXPECT_NE(error.find(c.expected), std::string::npos) << "got: " << error;
  }
}

// The shipped editions carry the words of every language the game speaks,
// each of them given (none left to fall back on English): the edition's
// name, the buildings, the kinds of property, every group (name and cue),
// every space's name, every deck's name and card, every variant.
TEST(EditionTranslations, ShippedEditionsCarryEveryLanguageWholly) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    SCOPED_TRACE(id);
    const Json j = edition_json(id);
    auto load = load_edition_text(dump_json(j));
    ASSERT_TRUE(load.edition) << load.error;
    const Edition& ed = *load.edition;
    ASSERT_TRUE(j.contains("translations"));
    const Json& t = j["translations"];
    EXPECT_EQ(t.size(), edition_languages().size());
    EXPECT_EQ(ed.translations.size(), edition_languages().size());
    for (std::string_view code : edition_languages()) {
      const std::string lang(code);
      SCOPED_TRACE(lang);
      ASSERT_TRUE(t.contains(lang));
      const Json& w = t[lang];
      EXPECT_TRUE(w.contains("name"));
      for (const char* k : {"house", "houses", "hotel", "hotels"}) {
        EXPECT_TRUE(w["buildings"].contains(k)) << k;
      }
      for (const char* k : {"railroad", "railroads", "utility", "utilities"}) {
        EXPECT_TRUE(w["property_kinds"].contains(k)) << k;
      }
      for (const Group& g : ed.groups) {
        EXPECT_TRUE(w["groups"].contains(g.id) && w["groups"][g.id].contains("name") &&
                    w["groups"][g.id].contains("cue"))
            << g.id;
      }
      for (const Space& s : ed.spaces) EXPECT_TRUE(w["spaces"].contains(s.name)) << s.name;
      for (const Deck& d : ed.decks) {
        ASSERT_TRUE(w["decks"].contains(d.id)) << d.id;
        EXPECT_TRUE(w["decks"][d.id].contains("name")) << d.id;
        for (const Card& c : d.cards) EXPECT_TRUE(w["decks"][d.id]["cards"].contains(c.id)) << d.id << "." << c.id;
      }
      for (const Variant& v : ed.variants) {
        EXPECT_TRUE(w["variants"].contains(v.id) && w["variants"][v.id].contains("name") &&
                    w["variants"][v.id].contains("rule"))
            << v.id;
      }
      // As loaded: every list as long as the edition's, nothing empty.
      const EditionWords* words = ed.words(lang);
      ASSERT_NE(words, nullptr);
      EXPECT_EQ(words->spaces.size(), ed.spaces.size());
      EXPECT_EQ(words->groups.size(), ed.groups.size());
      EXPECT_EQ(words->cues.size(), ed.groups.size());
      EXPECT_EQ(words->decks.size(), ed.decks.size());
      EXPECT_EQ(words->variants.size(), ed.variants.size());
      EXPECT_EQ(words->rules.size(), ed.variants.size());
      for (std::size_t d = 0; d < ed.decks.size(); ++d) {
        ASSERT_EQ(words->cards[d].size(), ed.decks[d].cards.size());
        for (const std::string& text : words->cards[d]) EXPECT_FALSE(text.empty());
      }
      EXPECT_FALSE(words->railroads.empty());
      EXPECT_FALSE(words->utilities.empty());
      // The terms of play are each language's own, not English.
      EXPECT_NE(words->spaces[0], ed.spaces[0].name);
      EXPECT_NE(words->spaces[static_cast<std::size_t>(ed.jail)], ed.spaces[static_cast<std::size_t>(ed.jail)].name);
      EXPECT_NE(words->hotels, ed.hotels);
      EXPECT_NE(words->decks.back(), ed.decks.back().name);  // "Chance" is French too
      EXPECT_NE(words->cards[0][0], ed.decks[0].cards[0].text);
      // Cues tell the groups apart in every language too.
      std::set<std::string> cues(words->cues.begin(), words->cues.end());
      EXPECT_EQ(cues.size(), ed.groups.size());
    }
  }
}

TEST(EditionTranslations, TheRulebooksTerms) {
  auto ed = test::classic();
  ASSERT_TRUE(ed);
  const EditionWords* de = ed->words("de");
  ASSERT_NE(de, nullptr);
  EXPECT_EQ(de->spaces[0], "Los");
  EXPECT_EQ(de->spaces[10], "Gefängnis");
  EXPECT_EQ(de->spaces[20], "Frei Parken");
  EXPECT_EQ(de->spaces[7], "Ereignisfeld");
  EXPECT_EQ(de->spaces[2], "Gemeinschaftsfeld");
  EXPECT_EQ(de->spaces[4], "Einkommensteuer");
  EXPECT_EQ(de->spaces[38], "Zusatzsteuer");
  EXPECT_EQ(de->spaces[12], "Elektrizitätswerk");
  EXPECT_EQ(de->spaces[28], "Wasserwerk");
  EXPECT_EQ(de->house, "Haus");
  EXPECT_EQ(de->houses, "Häuser");
  // Proper names stay as they are.
  EXPECT_EQ(de->spaces[1], "Mediterranean Avenue");
  EXPECT_EQ(de->spaces[39], "Boardwalk");
  EXPECT_EQ(ed->words("fr")->spaces[0], "Départ");
  EXPECT_EQ(ed->words("fr")->hotels, "hôtels");
  EXPECT_EQ(ed->words("es")->spaces[10], "Cárcel");
  EXPECT_EQ(ed->words("pt_BR")->spaces[10], "Prisão");
  // By the language alone; English and unknown languages have none.
  EXPECT_EQ(ed->words("de_AT"), de);
  EXPECT_EQ(ed->words("en"), nullptr);
  EXPECT_EQ(ed->words("en_XA"), nullptr);
  EXPECT_EQ(ed->words(""), nullptr);
  EXPECT_EQ(ed->words("xx"), nullptr);
}

// The fingerprint saves and online rooms compare leaves the words in
// other languages out: adding, editing or removing them is the same data.
TEST(EditionTranslations, DataHashLeavesThemOut) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    SCOPED_TRACE(id);
    Json j = edition_json(id);
    auto shipped = load_edition_text(dump_json(j));
    ASSERT_TRUE(shipped.edition) << shipped.error;
    Json edited = j;
    edited["translations"]["de"]["name"] = "Anders";
    edited["translations"].erase("fr");
    auto other = load_edition_text(dump_json(edited));
    ASSERT_TRUE(other.edition) << other.error;
    j.erase("translations");
    auto bare = load_edition_text(dump_json(j));
    ASSERT_TRUE(bare.edition) << bare.error;
    EXPECT_TRUE(bare.edition->translations.empty());
    EXPECT_EQ(shipped.edition->data_hash, bare.edition->data_hash);
    EXPECT_EQ(other.edition->data_hash, bare.edition->data_hash);
    EXPECT_EQ(other.edition->words("de")->name, "Anders");
    EXPECT_EQ(other.edition->words("fr"), nullptr);
  }
  // The edition data itself still counts.
  Json j = classic_json();
  const std::string before = load_edition_text(dump_json(j)).edition->data_hash;
  j["spaces"][1]["price"] = 61;
  EXPECT_NE(load_edition_text(dump_json(j)).edition->data_hash, before);
}

// What a translation leaves out is the English word.
TEST(EditionTranslations, MissingWordsAreEnglish) {
  Json j = classic_json();
  j["translations"] = Json{{"de", Json{{"spaces", Json{{"Chance", "Ereignisfeld"}}}}}};
  auto load = load_edition_text(dump_json(j));
  ASSERT_TRUE(load.edition) << load.error;
  const Edition& ed = *load.edition;
  const EditionWords* de = ed.words("de");
  ASSERT_NE(de, nullptr);
  // Every space of that name.
  EXPECT_EQ(de->spaces[7], "Ereignisfeld");
  EXPECT_EQ(de->spaces[22], "Ereignisfeld");
  EXPECT_EQ(de->spaces[36], "Ereignisfeld");
  EXPECT_EQ(de->spaces[0], "GO");
  EXPECT_EQ(de->name, "Classic");
  EXPECT_EQ(de->house, "house");
  EXPECT_EQ(de->hotels, "hotels");
  EXPECT_EQ(de->railroad, "railroad");
  EXPECT_EQ(de->railroads, "");  // the English plural, made where it is shown
  EXPECT_EQ(de->groups[0], "Brown");
  EXPECT_EQ(de->cues[0], "Br");
  EXPECT_EQ(de->decks[1], "Community Chest");
  EXPECT_EQ(de->cards[0][0], ed.decks[0].cards[0].text);
  EXPECT_EQ(ed.words("fr"), nullptr);
  // The English members are the file's, whatever the translations say,
  // and so is the fingerprint.
  EXPECT_EQ(ed.spaces[7].name, "Chance");
  j.erase("translations");
  EXPECT_EQ(ed.data_hash, load_edition_text(dump_json(j)).edition->data_hash);
}

// A faulty translation is refused like any faulty field: the path named,
// no crash, whatever the file holds.
TEST(EditionTranslations, FaultyOnesAreRefused) {
  struct Case {
    Json translations;
    const char* expected;
  } cases[] = {
      {Json::array(), "translations: expected an object"},
      {"de", "translations: expected an object"},
      {Json{{"xx", Json::object()}}, "translations.xx: unknown language \"xx\""},
      {Json{{"en", Json::object()}}, "translations.en: unknown language \"en\""},
      {Json{{"DE", Json::object()}}, "translations.DE: unknown language"},
      {Json{{"de", 5}}, "translations.de: expected an object"},
      {Json{{"de", Json{{"title", "X"}}}}, "translations.de.title: unknown member \"title\""},
      {Json{{"de", Json{{"name", 7}}}}, "translations.de.name: expected a string"},
      {Json{{"de", Json{{"name", ""}}}}, "translations.de.name: must not be empty"},
      {Json{{"de", Json{{"name", std::string(5000, 'x')}}}}, "translations.de.name: expected a string of at most"},
      {Json{{"de", Json{{"buildings", Json{{"castle", "Burg"}}}}}},
       "translations.de.buildings.castle: unknown member"},
      {Json{{"de", Json{{"buildings", Json{{"house", Json::array()}}}}}},
       "translations.de.buildings.house: expected a string"},
      {Json{{"de", Json{{"property_kinds", Json{{"railroad", nullptr}}}}}},
       "translations.de.property_kinds.railroad: expected a string"},
      {Json{{"de", Json{{"spaces", Json{{"Atlantis", "Atlantis"}}}}}},
       "translations.de.spaces.Atlantis: no space is named \"Atlantis\""},
      {Json{{"de", Json{{"spaces", Json{{"GO", true}}}}}}, "translations.de.spaces.GO: expected a string"},
      {Json{{"de", Json{{"spaces", Json::array({"Los"})}}}}, "translations.de.spaces: expected an object"},
      {Json{{"de", Json{{"groups", Json{{"purple", Json{{"name", "Lila"}}}}}}}},
       "translations.de.groups.purple: no group has id \"purple\""},
      {Json{{"de", Json{{"groups", Json{{"brown", "Braun"}}}}}}, "translations.de.groups.brown: expected an object"},
      {Json{{"de", Json{{"groups", Json{{"brown", Json{{"cue", "Braun und mehr"}}}}}}}},
       "translations.de.groups.brown.cue: expected a string of at most 8 bytes"},
      {Json{{"de", Json{{"decks", Json{{"tarot", Json{{"name", "Tarot"}}}}}}}},
       "translations.de.decks.tarot: no deck has id \"tarot\""},
      {Json{{"de", Json{{"decks", Json{{"chance", Json{{"back", "x"}}}}}}}},
       "translations.de.decks.chance.back: unknown member"},
      {Json{{"de", Json{{"decks", Json{{"chance", Json{{"cards", Json{{"nope", "x"}}}}}}}}}},
       "translations.de.decks.chance.cards.nope: no card of this deck has id \"nope\""},
      {Json{{"de", Json{{"decks", Json{{"chance", Json{{"cards", Json{{"birthday", "x"}}}}}}}}}},
       "translations.de.decks.chance.cards.birthday: no card of this deck"},
      {Json{{"de", Json{{"decks", Json{{"chance", Json{{"cards", Json{{"dividend", 50}}}}}}}}}},
       "translations.de.decks.chance.cards.dividend: expected a string"},
      {Json{{"de", Json{{"variants", Json{{"speedy", Json{{"name", "Blitz"}}}}}}}},
       "translations.de.variants.speedy: no variant has id \"speedy\""},
  };
  for (const Case& c : cases) {
    Json j = classic_json();
    j["translations"] = c.translations;
    std::string error = load_error(j);
    EXPECT_NE(error.find(c.expected), std::string::npos) << "got: " << error;
  }
  // A translation is read after the data it names: a faulty edition is
  // reported for its own fault first.
  Json j = classic_json();
  j["spaces"][12]["price"] = -5;
  j["translations"] = Json{{"xx", 1}};
  EXPECT_NE(load_error(j).find("spaces[12].price"), std::string::npos);
}

TEST(Edition, HostileTextIsRejected) {
  EXPECT_FALSE(load_edition_text("").error.empty());
  EXPECT_FALSE(load_edition_text("[1,2,3]").error.empty());
  EXPECT_FALSE(load_edition_text(std::string(100000, '[')).error.empty());
  EXPECT_FALSE(
      load_edition_text("{\"format\": \"landlord-edition\", \"version\": 1e400}").error.empty());
  EXPECT_FALSE(load_edition_by_id(test::editions_dir(), "missing").error.empty());
}

}  // namespace
}  // namespace landlord
