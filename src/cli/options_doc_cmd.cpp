// landlord-cli options-doc [--editions DIR] [--write FILE | --json]: prints
// the generated part of docs/rules-options.md (the options table with each
// edition's defaults), or rewrites that part of FILE, keeping what follows
// the end marker; --json prints the options each edition and variant plays
// by, as a game's JSON holds them.
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"
#include "engine/json.h"
#include "engine/options_doc.h"

namespace landlord::cli {

int run_options_doc(int argc, char** argv) {
  std::string editions;
  std::string write;
  bool json = false;
  ArgReader args("options-doc", argc, argv);
  while (args.next()) {
    if (args.help()) {
      std::printf(
          "usage: landlord-cli options-doc [--editions DIR] [--write FILE | --json]\n"
          "  Prints the rule options table (src/engine/options.def) with the defaults of\n"
          "  each edition, as the top of docs/rules-options.md. --write FILE replaces that\n"
          "  part of FILE and keeps the hand-written text after its end marker. --json\n"
          "  prints {edition: {variant (\"\" for the standard game): options}}.\n");
      return 0;
    }
    if (args.text("--editions", editions) || args.flag("--json", json) || args.text("--write", write)) {
      continue;
    }
    args.unknown();
  }
  if (args.failed()) return 2;
  if (editions.empty()) editions = default_editions_dir();
  std::vector<std::shared_ptr<const Edition>> eds;
  for (const char* id : kOptionsDocEditions) {
    EditionLoad load = load_edition_by_id(editions, id);
    if (!load.edition) {
      std::fprintf(stderr, "options-doc: %s: %s\n", id, load.error.c_str());
      return 2;
    }
    eds.push_back(load.edition);
  }
  if (json) {
    Json out = Json::object();
    for (const auto& ed : eds) {
      Json variants = Json::object();
      variants[""] = options_to_json(ed->defaults);
      for (const Variant& v : ed->variants) variants[v.id] = options_to_json(v.options);
      out[ed->id] = variants;
    }
    std::printf("%s\n", out.dump(2).c_str());
    return 0;
  }
  std::string doc = options_doc(eds);
  if (write.empty()) {
    std::fputs(doc.c_str(), stdout);
    return 0;
  }
  std::string old, error;
  std::string rest;
  if (read_text_file(write, old, error)) {
    std::size_t at = old.find(kOptionsDocEnd);
    if (at != std::string::npos) {
      at = old.find('\n', at);
      rest = at == std::string::npos ? "" : old.substr(at + 1);
    }
  }
  std::ofstream out(write, std::ios::binary | std::ios::trunc);
  out << doc << rest;
  if (!out) {
    std::fprintf(stderr, "options-doc: cannot write %s\n", write.c_str());
    return 2;
  }
  return 0;
}

}  // namespace landlord::cli
