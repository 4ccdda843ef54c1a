#include "engine/options_doc.h"

#include <cstring>
#include <utility>

namespace landlord {

namespace {

std::string letter(const Edition& ed) {
  std::string s = ed.id.substr(0, 1);
  for (char& c : s) c = static_cast<char>(c - 'a' + 'A');
  return s;
}

// "T-QG" for travel's quicker_game.
std::string variant_tag(const Edition& ed, const Variant& v) {
  std::string tag = letter(ed) + "-";
  bool start = true;
  for (char c : v.id) {
    if (c == '_') {
      start = true;
    } else if (start) {
      tag += static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
      start = false;
    }
  }
  return tag;
}

std::string value_text(const OptionInfo& o, int64_t v) {
  switch (o.kind) {
    case OptionKind::kBool:
      return v ? "true" : "false";
    case OptionKind::kInt:
      return std::to_string(v);
    case OptionKind::kChoice:
      return option_choice(o, v);
  }
  return "";
}

std::string cell(const Edition& ed, const OptionInfo& o) {
  int64_t base = o.get(ed.defaults);
  std::string text = value_text(o, base);
  std::string changes;
  for (const Variant& v : ed.variants) {
    int64_t x = o.get(v.options);
    if (x == base) continue;
    changes += (changes.empty() ? "" : ", ") + variant_tag(ed, v) + " " + value_text(o, x);
  }
  return changes.empty() ? text : text + " / " + changes;
}

std::string one_line(const char* text) {
  std::string s = text;
  for (char& c : s) {
    if (c == '|') c = '/';
  }
  // The edition's building names, as the new-game screen shows them.
  for (auto [from, to] : {std::pair<const char*, const char*>{"@houses", "Houses"}, {"@hotel", "hotel"}}) {
    for (std::size_t at; (at = s.find(from)) != std::string::npos;) s.replace(at, std::strlen(from), to);
  }
  return s;
}

}  // namespace

std::string options_doc(const std::vector<std::shared_ptr<const Edition>>& editions) {
  std::string out;
  out +=
      "# Rule options\n"
      "\n"
      "<!-- Generated from src/engine/options.def and assets/editions by\n"
      "     `landlord-cli options-doc --write docs/rules-options.md`; edit those,\n"
      "     not this part. -->\n"
      "\n"
      "Every rule that differs between the rulebooks, or that players commonly\n"
      "change, is one row of the options table (`src/engine/options.def`): its\n"
      "name, type, default, range, label, help and rulebook sentence. The\n"
      "`Options` struct, JSON in and out, the new-game screen and this page all\n"
      "come from that table. An edition file gives its defaults in `\"options\"`;\n"
      "its `\"variants\"` are named sets of overrides on top of those defaults; a\n"
      "game, scenario or save may override any option again. House rules are off\n"
      "in every edition.\n"
      "\n"
      "Editions:";
  for (std::size_t e = 0; e < editions.size(); ++e) {
    out += std::string(e ? "," : "") + " **" + letter(*editions[e]) + "** = `" + editions[e]->id + "` (" +
           editions[e]->name + ")";
  }
  out += ".";
  bool any = false;
  for (const auto& ed : editions) {
    for (const Variant& v : ed->variants) {
      out += std::string(any ? "," : " Variants:") + " **" + variant_tag(*ed, v) + "** = " + ed->id + " `" + v.id +
             "` (" + v.name + ")";
      any = true;
    }
  }
  out += any ? ".\n" : "\n";
  out +=
      "A cell shows the edition's default and, after `/`, the variants that\n"
      "change it.\n"
      "\n";
  for (OptionGroup group : {OptionGroup::kEdition, OptionGroup::kHouse}) {
    out += group == OptionGroup::kEdition ? "## Rules of the editions and their variants\n\n"
                                          : "## Off in every edition: house rules, and asking for rent\n\n";
    out += "| option | range |";
    for (const auto& ed : editions) out += " " + letter(*ed) + " |";
    out += " rulebook sentence | on the new-game screen |\n|---|---|";
    for (std::size_t e = 0; e < editions.size(); ++e) out += "---|";
    out += "---|---|\n";
    for (const OptionInfo& o : option_table()) {
      if (o.group != group) continue;
      std::string range;
      switch (o.kind) {
        case OptionKind::kBool:
          range = "true, false";
          break;
        case OptionKind::kInt:
          range = std::to_string(o.lo) + "-" + std::to_string(o.hi);
          break;
        case OptionKind::kChoice:
          for (int64_t i = o.lo; i <= o.hi; ++i) range += (i == o.lo ? "" : ", ") + option_choice(o, i);
          break;
      }
      out += std::string("| `") + o.name + "` | " + range + " |";
      for (const auto& ed : editions) out += " " + cell(*ed, o) + " |";
      std::string screen = one_line(o.label);
      if (o.help[0]) screen += ": " + one_line(o.help);
      out += " " + one_line(o.rule) + " | " + screen + " |\n";
    }
    out += "\n";
  }
  out += kOptionsDocEnd;
  out += "\n";
  return out;
}

}  // namespace landlord
