// Edition: the immutable data of one board (spaces, groups, prices, rents,
// card decks, names of buildings) plus the edition's default Options.
//
// Loaded once from assets/editions/<id>.json and shared by pointer: game
// states never copy it. Loading validates everything and names the faulty
// field in its message, so a broken edition file never reaches the rules.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/options.h"

namespace landlord {

inline constexpr int kMaxSpaces = 48;  // bitmasks of spaces fit in uint64_t
inline constexpr int kMaxDecks = 2;
inline constexpr int kMaxCards = 32;
inline constexpr int kMaxGroups = 16;

enum class SpaceKind : uint8_t {
  kGo,
  kSite,
  kRailroad,
  kUtility,
  kTax,
  kCard,  // draw from a deck
  kJail,  // jail / just visiting
  kFreeParking,
  kGoToJail,
};

const char* space_kind_name(SpaceKind k);

enum class CardKind : uint8_t {
  kAdvanceTo,         // space; salary when passing GO
  kAdvanceToNearest,  // nearest of a kind; rent_multiplier or dice_multiplier
  kMoveBack,          // amount spaces back
  kGoToJail,
  kCollect,        // amount from the Bank
  kPay,            // amount to the Bank
  kPayEachPlayer,  // amount to every other player
  kCollectFromEachPlayer,
  kRepairs,  // per_house, per_hotel to the Bank
  kGetOutOfJailFree,
};

const char* card_kind_name(CardKind k);

struct CardEffect {
  CardKind kind = CardKind::kCollect;
  int space = -1;                            // kAdvanceTo
  SpaceKind nearest = SpaceKind::kRailroad;  // kAdvanceToNearest
  int rent_multiplier = 1;                   // nearest: rent times this
  int dice_multiplier = 0;                   // nearest: if > 0, roll and pay dice x this
  int amount = 0;
  int per_house = 0;
  int per_hotel = 0;
};

struct Card {
  std::string id;
  std::string text;
  CardEffect effect;
};

struct Deck {
  std::string id;
  std::string name;
  std::vector<Card> cards;
};

struct Group {
  std::string id;
  std::string name;
  std::string colour;  // "#rrggbb"
  std::string cue;     // a short letter cue for colour-blind play
  uint64_t mask = 0;   // spaces in the group
  int size = 0;
};

struct Space {
  SpaceKind kind = SpaceKind::kFreeParking;
  std::string name;
  int group = -1;  // sites only
  int price = 0;
  int house_cost = 0;
  int hotel_cost = 0;
  int mortgage = 0;
  std::array<int, 6> rent{};  // 0..4 houses, then hotel
  int tax = 0;
  int deck = -1;
  // Tax spaces: the alternative "percent of total worth" (0: none), offered
  // when Options::tax_worth_choice is on.
  int worth_percent = 0;
  // Where the name comes from: "" (published) or "ours" (made up for this
  // project where the published edition does not name the space).
  std::string name_source;

  bool is_property() const {
    return kind == SpaceKind::kSite || kind == SpaceKind::kRailroad || kind == SpaceKind::kUtility;
  }
};

// A named set of rule changes published with an edition (a shorter game, a
// time limit...): the edition's default options with the variant's
// overrides applied.
struct Variant {
  std::string id;
  std::string name;
  std::string rule;  // the rulebook's wording, for the new-game screen
  Options options;
};

// The words of an edition that a player reads, in one language other than
// the file's own English: its "translations" member for that language.
// The lists are index-aligned with the edition's spaces, groups, decks (and
// each deck's cards) and variants; where the file gives no word, the
// English one stands in (railroads and utilities: "" for the English
// plural). Player-visible only: nothing here reaches the rules, saves or
// data_hash.
struct EditionWords {
  std::string name;
  std::string house, houses, hotel, hotels;
  std::string railroad, railroads, utility, utilities;
  std::vector<std::string> spaces;                 // by space index
  std::vector<std::string> groups, cues;           // by group index
  std::vector<std::string> decks;                  // by deck index
  std::vector<std::vector<std::string>> cards;     // [deck][card]
  std::vector<std::string> variants, rules;        // variant names and rules, by index
};

// The languages an edition file may carry words in besides English (the
// game's catalogs, text::languages()): "de", "es", "fr", "pt_BR".
std::span<const std::string_view> edition_languages();

struct Edition {
  std::string id;
  std::string name;
  std::string currency = "$";
  std::string house = "house", houses = "houses", hotel = "hotel", hotels = "hotels";
  int bank_houses = 32;
  int bank_hotels = 12;
  int min_players = 2;
  int max_players = 8;
  Options defaults;
  std::vector<int> railroad_rent;       // by number of railroads owned (1-based)
  std::vector<int> utility_multiplier;  // by number of utilities owned (1-based)
  std::vector<Space> spaces;
  std::vector<Group> groups;
  std::vector<Deck> decks;
  std::vector<Variant> variants;
  // Names of the special kinds of property, for texts ("railroad" /
  // "transportation space").
  std::string railroad = "railroad", utility = "utility";
  // The same words in other languages, by language code (the file's
  // "translations"): see EditionWords.
  std::map<std::string, EditionWords, std::less<>> translations;

  // Derived when loading.
  // 16 hex digits identifying the edition file's content (FNV-1a 64 of its
  // JSON in canonical form, so layout and key order do not count; without
  // its "translations", so that words in other languages never make saves
  // or online rooms see other data). Saves record it to notice games made
  // with other edition data.
  std::string data_hash;
  int jail = -1;
  uint64_t property_mask = 0;
  uint64_t railroad_mask = 0;
  uint64_t utility_mask = 0;

  int space_count() const { return static_cast<int>(spaces.size()); }
  // Index of the space with this exact name, or -1.
  int find_space(std::string_view name) const;
  // Index of the card with this id in deck d, or -1.
  int find_card(int deck, std::string_view id) const;
  int find_deck(std::string_view id) const;
  // The variant with this id, or nullptr.
  const Variant* find_variant(std::string_view id) const;
  // The words in `language` ("de", "pt_BR"; "de_AT" finds "de"), or
  // nullptr for English and any language the file does not carry.
  const EditionWords* words(std::string_view language) const;
  // Every amount the game writes, in the log, the notices, the rules and
  // on screen: "$1,500", "-$50".
  std::string money(int64_t amount) const;
};

// Edition::money() for an edition known only by its currency sign (the
// saved-games list): the one way the game writes an amount.
std::string money_text(const std::string& currency, int64_t amount);

struct EditionLoad {
  std::shared_ptr<const Edition> edition;
  std::string error;  // empty on success
};

EditionLoad load_edition_text(std::string_view text);
EditionLoad load_edition_file(const std::string& path);
// Finds "<dir>/<id>.json"; ids are [a-z0-9_-] only.
EditionLoad load_edition_by_id(const std::string& dir, const std::string& id);
bool valid_edition_id(std::string_view id);

// One language's words of `e` from `j`, in the form of a member of an
// edition file's "translations" (the English words where it gives none),
// checked as strictly as the file's own; false with `error` otherwise.
bool read_edition_words(const Edition& e, const Json& j, EditionWords& out, std::string& error);

// Reads a space given by index or by exact name (editions, actions,
// scenarios); a bad one is reported at `path`.
bool read_space_ref(JsonReader& r, const Edition& e, const Json& v, const std::string& path,
                    int& out);

// The options of a game of `ed`: its defaults, or those of the variant
// `variant` ("" or "standard" for none). False when there is no such variant.
bool edition_options(const Edition& ed, std::string_view variant, Options& out);

}  // namespace landlord
