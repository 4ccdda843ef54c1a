#include "engine/edition.h"

#include "engine/json.h"

#include <bit>
#include <initializer_list>

namespace landlord {

namespace {

constexpr int64_t kMaxEditionAmount = 1000000;
constexpr std::size_t kMaxName = 200;
constexpr std::size_t kMaxText = 1000;

constexpr std::string_view kEditionLanguages[] = {"de", "es", "fr", "pt_BR"};

struct SpaceKindName {
  SpaceKind kind;
  const char* name;
};
constexpr SpaceKindName kSpaceKinds[] = {
    {SpaceKind::kGo, "go"},
    {SpaceKind::kSite, "site"},
    {SpaceKind::kRailroad, "railroad"},
    {SpaceKind::kUtility, "utility"},
    {SpaceKind::kTax, "tax"},
    {SpaceKind::kCard, "card"},
    {SpaceKind::kJail, "jail"},
    {SpaceKind::kFreeParking, "free_parking"},
    {SpaceKind::kGoToJail, "go_to_jail"},
};

struct CardKindName {
  CardKind kind;
  const char* name;
};
constexpr CardKindName kCardKinds[] = {
    {CardKind::kAdvanceTo, "advance_to"},
    {CardKind::kAdvanceToNearest, "advance_to_nearest"},
    {CardKind::kMoveBack, "move_back"},
    {CardKind::kGoToJail, "go_to_jail"},
    {CardKind::kCollect, "collect"},
    {CardKind::kPay, "pay"},
    {CardKind::kPayEachPlayer, "pay_each_player"},
    {CardKind::kCollectFromEachPlayer, "collect_from_each_player"},
    {CardKind::kRepairs, "repairs"},
    {CardKind::kGetOutOfJailFree, "get_out_of_jail_free"},
};

bool is_colour(const std::string& s) {
  if (s.size() != 7 || s[0] != '#') return false;
  for (std::size_t i = 1; i < 7; ++i) {
    char c = s[i];
    bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    if (!hex) return false;
  }
  return true;
}


bool read_int_list(JsonReader& r, const Json& obj, const std::string& path, const char* key,
                   std::size_t min_size, std::size_t max_size, std::vector<int>& out) {
  const Json* v = r.member(obj, path, key, true);
  if (!v) return false;
  std::string p = path_key(path, key);
  if (!r.expect_array(*v, p, max_size)) return false;
  if (v->size() < min_size) {
    return r.fail(p, "expected at least " + std::to_string(min_size) + " elements");
  }
  out.clear();
  for (std::size_t i = 0; i < v->size(); ++i) {
    int64_t x = 0;
    if (!r.element_int((*v)[i], p, i, 0, kMaxEditionAmount, x)) return false;
    out.push_back(static_cast<int>(x));
  }
  return true;
}

bool read_card(JsonReader& r, const Edition& e, const Json& j, const std::string& path, Card& c) {
  if (!r.expect_object(j, path)) return false;
  if (!r.read_string(j, path, "id", 64, c.id)) return false;
  if (c.id.empty()) return r.fail(path_key(path, "id"), "must not be empty");
  if (!r.read_string(j, path, "text", kMaxText, c.text)) return false;
  const Json* eff = r.member(j, path, "effect", true);
  if (!eff) return false;
  std::string ep = path_key(path, "effect");
  if (!r.expect_object(*eff, ep)) return false;
  std::string kind;
  if (!r.read_string(*eff, ep, "kind", 64, kind)) return false;
  bool found = false;
  for (const CardKindName& k : kCardKinds) {
    if (kind == k.name) {
      c.effect.kind = k.kind;
      found = true;
    }
  }
  if (!found) return r.fail(path_key(ep, "kind"), "unknown card effect \"" + kind + "\"");
  CardEffect& f = c.effect;
  switch (f.kind) {
    case CardKind::kAdvanceTo: {
      const Json* s = r.member(*eff, ep, "space", true);
      if (!s || !read_space_ref(r, e, *s, path_key(ep, "space"), f.space)) return false;
      break;
    }
    case CardKind::kAdvanceToNearest: {
      std::string nk;
      if (!r.read_string(*eff, ep, "space_kind", 32, nk)) return false;
      if (nk == "railroad") {
        f.nearest = SpaceKind::kRailroad;
      } else if (nk == "utility") {
        f.nearest = SpaceKind::kUtility;
      } else {
        return r.fail(path_key(ep, "space_kind"), "expected \"railroad\" or \"utility\"");
      }
      uint64_t mask = nk == "railroad" ? e.railroad_mask : e.utility_mask;
      if (mask == 0) return r.fail(path_key(ep, "space_kind"), "the board has no such space");
      if (!r.read_int(*eff, ep, "rent_multiplier", 1, 100, f.rent_multiplier, false)) return false;
      if (!r.read_int(*eff, ep, "dice_multiplier", 0, 100, f.dice_multiplier, false)) return false;
      break;
    }
    case CardKind::kMoveBack:
      if (!r.read_int(*eff, ep, "spaces", 1, e.space_count() - 1, f.amount)) return false;
      break;
    case CardKind::kCollect:
    case CardKind::kPay:
    case CardKind::kPayEachPlayer:
    case CardKind::kCollectFromEachPlayer:
      if (!r.read_int(*eff, ep, "amount", 0, kMaxEditionAmount, f.amount)) return false;
      break;
    case CardKind::kRepairs:
      if (!r.read_int(*eff, ep, "per_house", 0, kMaxEditionAmount, f.per_house)) return false;
      if (!r.read_int(*eff, ep, "per_hotel", 0, kMaxEditionAmount, f.per_hotel)) return false;
      break;
    case CardKind::kGoToJail:
    case CardKind::kGetOutOfJailFree:
      break;
  }
  return true;
}

bool read_space(JsonReader& r, Edition& e, const Json& j, const std::string& path, Space& s,
                std::string& deck_id) {
  if (!r.expect_object(j, path)) return false;
  std::string kind;
  if (!r.read_string(j, path, "kind", 32, kind)) return false;
  bool found = false;
  for (const SpaceKindName& k : kSpaceKinds) {
    if (kind == k.name) {
      s.kind = k.kind;
      found = true;
    }
  }
  if (!found) return r.fail(path_key(path, "kind"), "unknown space kind \"" + kind + "\"");
  if (!r.read_string(j, path, "name", kMaxName, s.name)) return false;
  if (s.name.empty()) return r.fail(path_key(path, "name"), "must not be empty");
  if (!r.read_string(j, path, "name_source", 32, s.name_source, false)) return false;
  if (s.is_property()) {
    if (!r.read_int(j, path, "price", 0, kMaxEditionAmount, s.price)) return false;
    if (!r.read_int(j, path, "mortgage", 0, kMaxEditionAmount, s.mortgage)) return false;
  }
  switch (s.kind) {
    case SpaceKind::kSite: {
      std::string gid;
      if (!r.read_string(j, path, "group", 64, gid)) return false;
      for (std::size_t g = 0; g < e.groups.size(); ++g) {
        if (e.groups[g].id == gid) s.group = static_cast<int>(g);
      }
      if (s.group < 0) return r.fail(path_key(path, "group"), "no group has id \"" + gid + "\"");
      if (!r.read_int(j, path, "house_cost", 0, kMaxEditionAmount, s.house_cost)) return false;
      s.hotel_cost = s.house_cost;
      if (!r.read_int(j, path, "hotel_cost", 0, kMaxEditionAmount, s.hotel_cost, false)) return false;
      std::vector<int> rent;
      if (!read_int_list(r, j, path, "rent", 6, 6, rent)) return false;
      for (int i = 0; i < 6; ++i)
        s.rent[static_cast<std::size_t>(i)] = rent[static_cast<std::size_t>(i)];
      break;
    }
    case SpaceKind::kTax:
      if (!r.read_int(j, path, "amount", 0, kMaxEditionAmount, s.tax)) return false;
      if (!r.read_int(j, path, "worth_percent", 0, 100, s.worth_percent, false)) return false;
      break;
    case SpaceKind::kCard:
      if (!r.read_string(j, path, "deck", 64, deck_id)) return false;
      break;
    default:
      break;
  }
  return true;
}

// A word of a translation: a string of 1 to max_len bytes.
bool read_word(JsonReader& r, const Json& v, const std::string& path, std::size_t max_len, std::string& out) {
  if (!r.as_string(v, path, max_len, out)) return false;
  if (out.empty()) return r.fail(path, "must not be empty");
  return true;
}

// Calls each(key, value, path) for every member of the object at `path`,
// stopping at the first that fails.
template <class F>
bool each_member(JsonReader& r, const Json& obj, const std::string& path, F each) {
  if (!r.expect_object(obj, path)) return false;
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    if (!each(it.key(), it.value(), path_key(path, it.key()))) return false;
  }
  return true;
}

struct WordField {
  std::string_view key;
  std::string* out;
  std::size_t max_len;
};

// An object of words with these keys only, each optional.
bool read_word_fields(JsonReader& r, const Json& obj, const std::string& path,
                      std::initializer_list<WordField> fields) {
  return each_member(r, obj, path, [&](const std::string& key, const Json& v, const std::string& p) {
    for (const WordField& f : fields) {
      if (key == f.key) return read_word(r, v, p, f.max_len, *f.out);
    }
    return r.fail(p, "unknown member \"" + key + "\"");
  });
}

// One language's member of "translations", over `w` already holding the
// English words.
bool read_words(JsonReader& r, const Edition& e, const Json& j, const std::string& path, EditionWords& w) {
  return each_member(r, j, path, [&](const std::string& key, const Json& v, const std::string& p) {
    if (key == "name") return read_word(r, v, p, kMaxName, w.name);
    if (key == "buildings") {
      return read_word_fields(r, v, p, {{"house", &w.house, 64}, {"houses", &w.houses, 64},
                                        {"hotel", &w.hotel, 64}, {"hotels", &w.hotels, 64}});
    }
    if (key == "property_kinds") {
      return read_word_fields(r, v, p, {{"railroad", &w.railroad, 64}, {"railroads", &w.railroads, 64},
                                        {"utility", &w.utility, 64}, {"utilities", &w.utilities, 64}});
    }
    if (key == "groups") {
      return each_member(r, v, p, [&](const std::string& id, const Json& g, const std::string& gp) {
        for (std::size_t i = 0; i < e.groups.size(); ++i) {
          if (e.groups[i].id == id) {
            return read_word_fields(r, g, gp, {{"name", &w.groups[i], kMaxName}, {"cue", &w.cues[i], 8}});
          }
        }
        return r.fail(gp, "no group has id \"" + id + "\"");
      });
    }
    if (key == "spaces") {
      // By the English name: one word for every space of that name (the
      // card spaces share theirs).
      return each_member(r, v, p, [&](const std::string& name, const Json& word, const std::string& sp) {
        std::string out;
        if (!read_word(r, word, sp, kMaxName, out)) return false;
        bool found = false;
        for (std::size_t i = 0; i < e.spaces.size(); ++i) {
          if (e.spaces[i].name == name) {
            w.spaces[i] = out;
            found = true;
          }
        }
        return found || r.fail(sp, "no space is named \"" + name + "\"");
      });
    }
    if (key == "decks") {
      return each_member(r, v, p, [&](const std::string& id, const Json& dj, const std::string& dp) {
        const int d = e.find_deck(id);
        if (d < 0) return r.fail(dp, "no deck has id \"" + id + "\"");
        const auto du = static_cast<std::size_t>(d);
        return each_member(r, dj, dp, [&](const std::string& dk, const Json& dv, const std::string& dvp) {
          if (dk == "name") return read_word(r, dv, dvp, kMaxName, w.decks[du]);
          if (dk != "cards") return r.fail(dvp, "unknown member \"" + dk + "\"");
          return each_member(r, dv, dvp, [&](const std::string& cid, const Json& text, const std::string& cp) {
            const int c = e.find_card(d, cid);
            if (c < 0) return r.fail(cp, "no card of this deck has id \"" + cid + "\"");
            return read_word(r, text, cp, kMaxText, w.cards[du][static_cast<std::size_t>(c)]);
          });
        });
      });
    }
    if (key == "variants") {
      return each_member(r, v, p, [&](const std::string& id, const Json& vj, const std::string& vp) {
        for (std::size_t i = 0; i < e.variants.size(); ++i) {
          if (e.variants[i].id == id) {
            return read_word_fields(r, vj, vp, {{"name", &w.variants[i], kMaxName},
                                                {"rule", &w.rules[i], kMaxText * 4}});
          }
        }
        return r.fail(vp, "no variant has id \"" + id + "\"");
      });
    }
    return r.fail(p, "unknown member \"" + key + "\"");
  });
}

// The edition's English words, for a translation to replace.
EditionWords english_words(const Edition& e) {
  EditionWords w;
  w.name = e.name;
  w.house = e.house;
  w.houses = e.houses;
  w.hotel = e.hotel;
  w.hotels = e.hotels;
  w.railroad = e.railroad;
  w.utility = e.utility;
  for (const Space& s : e.spaces) w.spaces.push_back(s.name);
  for (const Group& g : e.groups) {
    w.groups.push_back(g.name);
    w.cues.push_back(g.cue);
  }
  for (const Deck& d : e.decks) {
    w.decks.push_back(d.name);
    w.cards.emplace_back();
    for (const Card& c : d.cards) w.cards.back().push_back(c.text);
  }
  for (const Variant& v : e.variants) {
    w.variants.push_back(v.name);
    w.rules.push_back(v.rule);
  }
  return w;
}

bool read_translations(JsonReader& r, Edition& e, const Json& t) {
  const EditionWords english = english_words(e);
  return each_member(r, t, "translations", [&](const std::string& code, const Json& j, const std::string& p) {
    bool known = false;
    for (std::string_view l : kEditionLanguages) known = known || l == code;
    if (!known) {
      return r.fail(p, "unknown language \"" + code + "\" (expected \"de\", \"es\", \"fr\" or \"pt_BR\")");
    }
    EditionWords w = english;
    if (!read_words(r, e, j, p, w)) return false;
    e.translations[code] = std::move(w);
    return true;
  });
}

}  // namespace

bool read_edition_words(const Edition& e, const Json& j, EditionWords& out, std::string& error) {
  JsonReader r;
  EditionWords w = english_words(e);
  if (!read_words(r, e, j, e.id, w) || r.failed()) {
    error = r.error();
    return false;
  }
  out = std::move(w);
  return true;
}

bool read_space_ref(JsonReader& r, const Edition& e, const Json& v, const std::string& path,
                    int& out) {
  if (v.is_string()) {
    int i = e.find_space(v.get_ref<const std::string&>());
    if (i < 0) return r.fail(path, "no space is named \"" + v.get<std::string>() + "\"");
    out = i;
    return true;
  }
  int64_t i = 0;
  if (!r.as_int(v, path, 0, e.space_count() - 1, i)) return false;
  out = static_cast<int>(i);
  return true;
}

const char* space_kind_name(SpaceKind k) {
  for (const SpaceKindName& n : kSpaceKinds) {
    if (n.kind == k) return n.name;
  }
  return "?";
}

const char* card_kind_name(CardKind k) {
  for (const CardKindName& n : kCardKinds) {
    if (n.kind == k) return n.name;
  }
  return "?";
}

int Edition::find_space(std::string_view n) const {
  for (std::size_t i = 0; i < spaces.size(); ++i) {
    if (spaces[i].name == n) return static_cast<int>(i);
  }
  return -1;
}

int Edition::find_card(int deck, std::string_view card_id) const {
  if (deck < 0 || deck >= static_cast<int>(decks.size())) return -1;
  const std::vector<Card>& cards = decks[static_cast<std::size_t>(deck)].cards;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (cards[i].id == card_id) return static_cast<int>(i);
  }
  return -1;
}

int Edition::find_deck(std::string_view deck_id) const {
  for (std::size_t i = 0; i < decks.size(); ++i) {
    if (decks[i].id == deck_id) return static_cast<int>(i);
  }
  return -1;
}

std::string Edition::money(int64_t amount) const { return money_text(currency, amount); }

std::string money_text(const std::string& currency, int64_t amount) {
  std::string digits = std::to_string(amount < 0 ? -amount : amount);
  std::string grouped;
  const std::size_t n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    grouped += digits[i];
    if ((n - i - 1) % 3 == 0 && i + 1 != n) grouped += ',';
  }
  return (amount < 0 ? "-" : "") + currency + grouped;
}

std::span<const std::string_view> edition_languages() { return kEditionLanguages; }

const EditionWords* Edition::words(std::string_view language) const {
  auto it = translations.find(language);
  if (it == translations.end()) {
    const std::size_t cut = language.find_first_of("_-");
    if (cut == std::string_view::npos) return nullptr;
    it = translations.find(language.substr(0, cut));
    if (it == translations.end()) return nullptr;
  }
  return &it->second;
}

const Variant* Edition::find_variant(std::string_view variant_id) const {
  for (const Variant& v : variants) {
    if (v.id == variant_id) return &v;
  }
  return nullptr;
}

bool edition_options(const Edition& ed, std::string_view variant, Options& out) {
  if (variant.empty() || variant == "standard") {
    out = ed.defaults;
    return true;
  }
  const Variant* v = ed.find_variant(variant);
  if (!v) return false;
  out = v->options;
  return true;
}

bool valid_edition_id(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

EditionLoad load_edition_text(std::string_view text) {
  EditionLoad out;
  Json j;
  if (!parse_json(text, j, out.error)) return out;
  auto e = std::make_shared<Edition>();
  // The words in other languages are read last and left out of the
  // fingerprint: adding or editing them is not other edition data.
  Json translations;
  bool translated = false;
  if (j.is_object()) {
    if (auto it = j.find("translations"); it != j.end()) {
      translations = std::move(*it);
      j.erase(it);
      translated = true;
    }
  }
  e->data_hash = content_hash(dump_json(j));
  JsonReader r;
  const std::string root;
  auto done = [&]() {
    if (r.failed()) {
      out.error = r.error();
      out.edition.reset();
    } else {
      out.edition = e;
    }
    return out;
  };
  if (!r.expect_object(j, "edition")) return done();
  std::string format;
  int version = 0;
  if (!r.read_string(j, root, "format", 64, format)) return done();
  if (format != "landlord-edition") {
    r.fail("format", "expected \"landlord-edition\"");
    return done();
  }
  if (!r.read_int(j, root, "version", 1, 1, version)) return done();
  if (!r.read_string(j, root, "id", 64, e->id)) return done();
  if (!valid_edition_id(e->id)) {
    r.fail("id", "expected lower-case letters, digits, '_' or '-'");
    return done();
  }
  if (!r.read_string(j, root, "name", kMaxName, e->name)) return done();
  if (!r.read_string(j, root, "currency", 8, e->currency, false)) return done();

  if (const Json* b = r.member(j, root, "buildings", false)) {
    if (!r.expect_object(*b, "buildings")) return done();
    r.read_string(*b, "buildings", "house", 64, e->house, false);
    r.read_string(*b, "buildings", "houses", 64, e->houses, false);
    r.read_string(*b, "buildings", "hotel", 64, e->hotel, false);
    r.read_string(*b, "buildings", "hotels", 64, e->hotels, false);
    if (r.failed()) return done();
  }
  if (const Json* b = r.member(j, root, "bank", true)) {
    r.read_int(*b, "bank", "houses", 0, 255, e->bank_houses);
    r.read_int(*b, "bank", "hotels", 0, 255, e->bank_hotels);
  }
  if (r.failed()) return done();
  if (const Json* p = r.member(j, root, "players", true)) {
    r.read_int(*p, "players", "min", 2, 8, e->min_players);
    r.read_int(*p, "players", "max", 2, 8, e->max_players);
    if (!r.failed() && e->max_players < e->min_players) {
      r.fail("players.max", "must not be less than players.min");
    }
  }
  if (r.failed()) return done();
  if (const Json* o = r.member(j, root, "options", false)) {
    if (!options_from_json(*o, "options", r, e->defaults)) return done();
  }
  if (const Json* vs = r.member(j, root, "variants", false)) {
    if (!r.expect_array(*vs, "variants", 16)) return done();
    for (std::size_t i = 0; i < vs->size(); ++i) {
      std::string p = path_index("variants", i);
      const Json& vj = (*vs)[i];
      Variant v;
      v.options = e->defaults;
      if (!r.expect_object(vj, p)) return done();
      r.read_string(vj, p, "id", 64, v.id);
      r.read_string(vj, p, "name", kMaxName, v.name);
      r.read_string(vj, p, "rule", kMaxText * 4, v.rule, false);
      if (r.failed()) return done();
      if (!valid_edition_id(v.id) || v.id == "standard" || e->find_variant(v.id)) {
        r.fail(path_key(p, "id"), "expected a new id of lower-case letters, digits, '_' or '-'");
        return done();
      }
      if (const Json* o = r.member(vj, p, "options", true)) {
        if (!options_from_json(*o, path_key(p, "options"), r, v.options)) return done();
      } else {
        return done();
      }
      e->variants.push_back(v);
    }
  }
  if (const Json* k = r.member(j, root, "property_kinds", false)) {
    if (!r.expect_object(*k, "property_kinds")) return done();
    r.read_string(*k, "property_kinds", "railroad", 64, e->railroad, false);
    r.read_string(*k, "property_kinds", "utility", 64, e->utility, false);
    if (r.failed()) return done();
  }
  if (!read_int_list(r, j, root, "railroad_rents", 1, 8, e->railroad_rent)) return done();
  if (!read_int_list(r, j, root, "utility_multipliers", 1, 8, e->utility_multiplier)) {
    return done();
  }

  // Groups.
  const Json* groups = r.member(j, root, "groups", true);
  if (!groups || !r.expect_array(*groups, "groups", kMaxGroups)) return done();
  for (std::size_t i = 0; i < groups->size(); ++i) {
    std::string p = path_index("groups", i);
    const Json& g = (*groups)[i];
    Group grp;
    if (!r.expect_object(g, p)) return done();
    r.read_string(g, p, "id", 64, grp.id);
    r.read_string(g, p, "name", kMaxName, grp.name);
    r.read_string(g, p, "colour", 16, grp.colour);
    r.read_string(g, p, "cue", 8, grp.cue);
    if (r.failed()) return done();
    if (!is_colour(grp.colour)) {
      r.fail(path_key(p, "colour"), "expected \"#rrggbb\"");
      return done();
    }
    for (const Group& other : e->groups) {
      if (other.id == grp.id) {
        r.fail(path_key(p, "id"), "duplicate group id \"" + grp.id + "\"");
        return done();
      }
    }
    e->groups.push_back(grp);
  }

  // Spaces.
  const Json* spaces = r.member(j, root, "spaces", true);
  if (!spaces || !r.expect_array(*spaces, "spaces", kMaxSpaces)) return done();
  if (spaces->size() < 4) {
    r.fail("spaces", "expected at least 4 spaces");
    return done();
  }
  std::vector<std::string> deck_ids(spaces->size());
  for (std::size_t i = 0; i < spaces->size(); ++i) {
    std::string p = path_index("spaces", i);
    Space s;
    if (!read_space(r, *e, (*spaces)[i], p, s, deck_ids[i])) return done();
    // Property names must be unique (scenarios and saves refer to them by
    // name); other spaces, such as several "Chance" spaces, may share one.
    if (s.is_property() && e->find_space(s.name) >= 0) {
      r.fail(path_key(p, "name"), "duplicate space name \"" + s.name + "\"");
      return done();
    }
    uint64_t bit = uint64_t{1} << i;
    if (s.is_property()) e->property_mask |= bit;
    if (s.kind == SpaceKind::kRailroad) e->railroad_mask |= bit;
    if (s.kind == SpaceKind::kUtility) e->utility_mask |= bit;
    if (s.kind == SpaceKind::kSite) {
      Group& g = e->groups[static_cast<std::size_t>(s.group)];
      g.mask |= bit;
      g.size++;
    }
    if (s.kind == SpaceKind::kJail) {
      if (e->jail >= 0) {
        r.fail(path_key(p, "kind"), "only one space may be the jail");
        return done();
      }
      e->jail = static_cast<int>(i);
    }
    if (s.kind == SpaceKind::kGo && i != 0) {
      r.fail(path_key(p, "kind"), "GO must be the first space");
      return done();
    }
    e->spaces.push_back(s);
  }
  if (e->spaces[0].kind != SpaceKind::kGo) {
    r.fail("spaces[0].kind", "the first space must be \"go\"");
    return done();
  }
  if (e->jail < 0) {
    r.fail("spaces", "no space has kind \"jail\"");
    return done();
  }
  for (std::size_t g = 0; g < e->groups.size(); ++g) {
    if (e->groups[g].size == 0) {
      r.fail(path_key(path_index("groups", g), "id"), "no site belongs to this group");
      return done();
    }
  }
  int railroads = std::popcount(e->railroad_mask);
  int utilities = std::popcount(e->utility_mask);
  if (static_cast<int>(e->railroad_rent.size()) < railroads) {
    r.fail("railroad_rents", "expected one rent per railroad on the board");
    return done();
  }
  if (static_cast<int>(e->utility_multiplier.size()) < utilities) {
    r.fail("utility_multipliers", "expected one multiplier per utility on the board");
    return done();
  }

  // Decks.
  const Json* decks = r.member(j, root, "decks", true);
  if (!decks || !r.expect_array(*decks, "decks", kMaxDecks)) return done();
  for (std::size_t d = 0; d < decks->size(); ++d) {
    std::string p = path_index("decks", d);
    const Json& dj = (*decks)[d];
    Deck deck;
    if (!r.expect_object(dj, p)) return done();
    r.read_string(dj, p, "id", 64, deck.id);
    r.read_string(dj, p, "name", kMaxName, deck.name);
    if (r.failed()) return done();
    if (e->find_deck(deck.id) >= 0) {
      r.fail(path_key(p, "id"), "duplicate deck id \"" + deck.id + "\"");
      return done();
    }
    const Json* cards = r.member(dj, p, "cards", true);
    std::string cp = path_key(p, "cards");
    if (!cards || !r.expect_array(*cards, cp, kMaxCards)) return done();
    if (cards->empty()) {
      r.fail(cp, "a deck needs at least one card");
      return done();
    }
    for (std::size_t c = 0; c < cards->size(); ++c) {
      Card card;
      std::string ccp = path_index(cp, c);
      if (!read_card(r, *e, (*cards)[c], ccp, card)) return done();
      for (const Card& other : deck.cards) {
        if (other.id == card.id) {
          r.fail(path_key(ccp, "id"), "duplicate card id \"" + card.id + "\"");
          return done();
        }
      }
      deck.cards.push_back(card);
    }
    e->decks.push_back(deck);
  }
  for (std::size_t i = 0; i < e->spaces.size(); ++i) {
    if (e->spaces[i].kind != SpaceKind::kCard) continue;
    int d = e->find_deck(deck_ids[i]);
    if (d < 0) {
      r.fail(path_key(path_index("spaces", i), "deck"), "no deck has id \"" + deck_ids[i] + "\"");
      return done();
    }
    e->spaces[i].deck = d;
  }
  if (translated) read_translations(r, *e, translations);
  return done();
}

EditionLoad load_edition_file(const std::string& path) {
  EditionLoad out;
  std::string text;
  if (!read_text_file(path, text, out.error)) return out;
  out = load_edition_text(text);
  if (!out.error.empty()) out.error = path + ": " + out.error;
  return out;
}

EditionLoad load_edition_by_id(const std::string& dir, const std::string& id) {
  if (!valid_edition_id(id)) {
    EditionLoad out;
    out.error = "\"" + id + "\" is not a valid edition id";
    return out;
  }
  return load_edition_file(dir + "/" + id + ".json");
}

}  // namespace landlord
