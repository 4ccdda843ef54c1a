// The Rules screen's text: written from the options the engine plays by,
// so each edition and variant reads as its rulebook does, in the player's
// language (German and French here, shipped catalogs as the game loads
// them) and, with no catalog in use, in the English it always had.
#include <gtest/gtest.h>

#include "engine/rules_text.h"
#include "shipped_catalog.h"
#include "test_support.h"
#include "text/tr.h"

namespace landlord {
namespace {

std::string all_text(const std::vector<RulesSection>& sections) {
  std::string out;
  for (const RulesSection& s : sections) {
    out += "# " + s.title + "\n";
    for (const RulesPoint& p : s.points) out += p.text + "\n";
  }
  return out;
}

const RulesSection* find_section(const std::vector<RulesSection>& sections, const std::string& title) {
  for (const RulesSection& s : sections) {
    if (s.title == title) return &s;
  }
  return nullptr;
}

std::shared_ptr<const Edition> edition(const char* id) {
  return load_edition_by_id(test::editions_dir(), id).edition;
}

Options options_of(const Edition& ed, const char* variant) {
  Options o;
  EXPECT_TRUE(edition_options(ed, variant, o)) << variant;
  return o;
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

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Nothing left of the English sentences or their placeholders.
void expect_no_english(const std::string& text) {
  for (const char* english : {" the ", " you ", " player", " deed", " rent", " jail", "{", "}"}) {
    EXPECT_FALSE(has(text, english)) << english << " in\n" << text;
  }
}

TEST(RulesText, TheTravelQuickerGameInGerman) {
  auto ed = edition("travel");
  const Options quicker = options_of(*ed, "quicker_game");
  InLanguage de("de");
  const auto sections = rules_text(*ed, quicker);
  ASSERT_FALSE(sections.empty());
  EXPECT_EQ(sections.front().title, "Wie das Spiel endet");
  EXPECT_EQ(sections.front().id, "ends");
  EXPECT_EQ(sections.back().title, "An diesem Tisch");
  EXPECT_EQ(sections.back().id, "table");
  const std::string text = all_text(sections);
  expect_no_english(text);
  EXPECT_TRUE(has(text, "Das Spiel endet, wenn der zweite Spieler bankrott geht.")) << text;
  EXPECT_TRUE(has(text, "(ob Haus oder Hotel)")) << text;
  EXPECT_TRUE(has(text, "erhält jeder Spieler zwei davon. Jeder Spieler zahlt der Bank den Preis der Karten")) << text;
  EXPECT_TRUE(has(text, "Stehen auf jedem Grundstück der Gruppe drei Häuser, darf ein Grundstück seine drei Häuser "
                        "gegen 1 Hotel tauschen"))
      << text;
  EXPECT_TRUE(has(text, "Ist auch dein dritter Wurf im Gefängnis kein Pasch, zahlst du 50\u00A0$")) << text;
  EXPECT_TRUE(has(text, "Die Miete je Bahnhof steigt mit der Anzahl, die der Eigentümer besitzt: 25\u00A0$, 50\u00A0$, "
                        "100\u00A0$, 200\u00A0$."))
      << text;
  EXPECT_TRUE(has(text, "Spielende beim n-ten Bankrott: beim zweiten")) << text;
  EXPECT_TRUE(has(text, "Häuser je Hotel: 3")) << text;

  // One deed and one house: the singular forms.
  Options one = quicker;
  one.deal_deeds = 1;
  one.dealt_deeds_paid = false;
  one.houses_per_hotel = 1;
  const std::string singular = all_text(rules_text(*ed, one));
  EXPECT_TRUE(has(singular, "erhält jeder Spieler eine davon. Sie ist kostenlos.")) << singular;
  EXPECT_TRUE(has(singular, "Steht auf jedem Grundstück der Gruppe 1 Haus, darf ein Grundstück 1 Haus gegen 1 Hotel "
                            "tauschen"))
      << singular;
  EXPECT_EQ(option_value_words(*ed, *find_option("auctions"), one), "ja");
  one.time_limit_minutes = 1;
  EXPECT_EQ(option_value_words(*ed, *find_option("time_limit_minutes"), one), "1 Minute");
  one.time_limit_minutes = 45;
  EXPECT_EQ(option_value_words(*ed, *find_option("time_limit_minutes"), one), "45 Minuten");
}

TEST(RulesText, BoutiqueInFrenchNamesItsBuildingsAndItsTaxInFrench) {
  auto ed = edition("boutique");
  const Options standard = options_of(*ed, "");
  const Options short_game = options_of(*ed, "short_game");
  const Options timed = options_of(*ed, "time_limit");
  InLanguage fr("fr");
  const auto sections = rules_text(*ed, standard);
  ASSERT_FALSE(sections.empty());
  EXPECT_EQ(sections.front().title, "Comment la partie se termine");
  const std::string text = all_text(sections);
  EXPECT_FALSE(has(text, "{")) << text;
  EXPECT_FALSE(has(text, " the ")) << text;
  EXPECT_TRUE(has(text, "Le dernier joueur restant gagne.")) << text;
  EXPECT_TRUE(has(text, "Avec quatre boutiques sur chaque terrain du groupe, les quatre boutiques d’un terrain "
                        "s’échangent contre 1 centre commercial"))
      << text;
  EXPECT_TRUE(has(text, "Shopping Spree : payez 200\u00A0$ ou 10 % de tout ce que vous possédez")) << text;
  EXPECT_TRUE(has(text, "lors de l’un de vos deux premiers tours en prison.")) << text;
  EXPECT_TRUE(has(text, "Le loyer de chaque case transport augmente")) << text;

  const std::string short_text = all_text(rules_text(*ed, short_game));
  EXPECT_TRUE(has(short_text, "La partie se termine quand le premier joueur fait faillite.")) << short_text;
  EXPECT_TRUE(has(short_text, "(boutique comme centre commercial)")) << short_text;
  EXPECT_TRUE(has(short_text, "Avec trois boutiques")) << short_text;
  const std::string timed_text = all_text(rules_text(*ed, timed));
  EXPECT_TRUE(has(timed_text, "Limite de temps : après 60 minutes de jeu")) << timed_text;
  EXPECT_TRUE(has(timed_text, "Limite de temps en minutes : 60 minutes")) << timed_text;
}

TEST(RulesText, TheEnglishIsTheSameWhateverCatalogWasInUseBefore) {
  auto ed = edition("travel");
  const Options quicker = options_of(*ed, "quicker_game");
  const std::string english = all_text(rules_text(*ed, quicker));
  EXPECT_TRUE(has(english, "The game ends when the second player goes bankrupt. The richest player then wins: cash, "
                           "plus the printed price of every deed (half of it if mortgaged) and of every house and "
                           "hotel."))
      << english;
  EXPECT_TRUE(has(english, "A railroad's rent grows with how many the owner has: $25, $50, $100, $200."));
  EXPECT_TRUE(has(english, "Houses for a hotel: 3\n")) << english;
  std::string german;
  {
    InLanguage de("de");
    german = all_text(rules_text(*ed, quicker));
    text::InEnglish in_english;
    EXPECT_EQ(all_text(rules_text(*ed, quicker)), english);
  }
  EXPECT_NE(german, english);
  EXPECT_EQ(all_text(rules_text(*ed, quicker)), english);
}

TEST(RulesText, EveryOptionOfEveryEditionAndVariantIsListedWithItsValue) {
  for (const char* id : {"classic", "travel", "boutique"}) {
    auto ed = edition(id);
    ASSERT_TRUE(ed) << id;
    std::vector<std::string> variants = {""};
    for (const Variant& v : ed->variants) variants.push_back(v.id);
    for (const std::string& variant : variants) {
      Options o = options_of(*ed, variant.c_str());
      auto text = rules_text(*ed, o);
      const RulesSection* table = find_section(text, "At this table");
      ASSERT_TRUE(table) << id << " " << variant;
      ASSERT_EQ(table->points.size(), option_table().size());
      for (std::size_t i = 0; i < option_table().size(); ++i) {
        const OptionInfo& info = option_table()[i];
        EXPECT_EQ(table->points[i].option, info.name);
        const std::string& line = table->points[i].text;
        std::string value = option_value_words(*ed, info, o);
        ASSERT_GE(line.size(), value.size());
        EXPECT_EQ(line.substr(line.size() - value.size()), value) << id << " " << variant << ": " << line;
        EXPECT_EQ(line.find('@'), std::string::npos) << line;
      }
    }
  }
}

TEST(RulesText, ValuesReadAsAPlayerWouldSayThem) {
  auto ed = edition("classic");
  Options o = ed->defaults;
  EXPECT_EQ(option_value_words(*ed, *find_option("salary"), o), "$200");
  EXPECT_EQ(option_value_words(*ed, *find_option("auctions"), o), "yes");
  EXPECT_EQ(option_value_words(*ed, *find_option("free_parking_pot"), o), "no");
  EXPECT_EQ(option_value_words(*ed, *find_option("time_limit_minutes"), o), "none");
  o.time_limit_minutes = 45;
  EXPECT_EQ(option_value_words(*ed, *find_option("time_limit_minutes"), o), "45 minutes");
  o.bankrupt_to_bank = BankruptcyToBank::kReturn;
  EXPECT_EQ(option_value_words(*ed, *find_option("bankrupt_to_bank"), o), "returned to the Bank");
}

TEST(RulesText, TheTravelQuickerGameDealsTwoPaidDeedsAndEndsAtTheSecondBankruptcy) {
  auto ed = edition("travel");
  std::string standard = all_text(rules_text(*ed, options_of(*ed, "")));
  std::string quicker = all_text(rules_text(*ed, options_of(*ed, "quicker_game")));
  EXPECT_NE(quicker.find("two deeds are dealt to each player"), std::string::npos) << quicker;
  EXPECT_NE(quicker.find("pays the Bank the price of the deeds dealt"), std::string::npos);
  EXPECT_NE(quicker.find("when the second player goes bankrupt"), std::string::npos);
  EXPECT_NE(quicker.find("three houses on every site"), std::string::npos) << quicker;
  EXPECT_EQ(standard.find("dealt to each player at the start"), std::string::npos);
  EXPECT_NE(standard.find("The last player left wins"), std::string::npos);
  EXPECT_NE(standard.find("four houses on every site"), std::string::npos);
  EXPECT_NE(standard.find("If your third roll in jail is not a double either, you pay $50"), std::string::npos)
      << standard;
}

TEST(RulesText, BoutiqueNamesItsBuildingsItsShoppingSpreeAndItsTimeLimit) {
  auto ed = edition("boutique");
  std::string standard = all_text(rules_text(*ed, options_of(*ed, "")));
  std::string timed = all_text(rules_text(*ed, options_of(*ed, "time_limit")));
  std::string short_game = all_text(rules_text(*ed, options_of(*ed, "short_game")));
  EXPECT_NE(standard.find(ed->houses), std::string::npos);
  EXPECT_EQ(standard.find(" houses"), std::string::npos) << "Boutique builds " << ed->houses;
  EXPECT_NE(standard.find("% of everything you own"), std::string::npos) << standard;
  EXPECT_EQ(short_game.find("% of everything you own"), std::string::npos) << "the Short Game's flat tax";
  EXPECT_NE(timed.find("after 60 minutes of play"), std::string::npos) << timed;
  EXPECT_NE(standard.find("before rolling on your first two turns in jail"), std::string::npos) << standard;
}

TEST(RulesText, HouseRulesChangeTheTextThatDescribesThem) {
  auto ed = edition("classic");
  Options o = ed->defaults;
  std::string plain = all_text(rules_text(*ed, o));
  EXPECT_NE(plain.find("Free Parking: nothing happens."), std::string::npos);
  EXPECT_NE(plain.find("the Bank auctions it"), std::string::npos);
  o.free_parking_pot = true;
  o.auctions = false;
  o.go_landing_bonus = 200;
  o.salary = 250;
  std::string house = all_text(rules_text(*ed, o));
  EXPECT_NE(house.find("into a pot on Free Parking"), std::string::npos);
  EXPECT_NE(house.find("stays with the Bank (no auction)"), std::string::npos);
  EXPECT_NE(house.find("Landing exactly on GO pays $200 more"), std::string::npos);
  EXPECT_NE(house.find("the Bank pays you $250"), std::string::npos);
}

}  // namespace
}  // namespace landlord
