// landlord-cli replay FILE [--seats KINDS] [--editions DIR]: replays a game's
// history from its seed and checks the result against its snapshot; when
// the game has computer players, it also re-asks them, on an ai::Table as
// the UI does, at every one of their recorded actions and checks that they
// choose the same. FILE is an engine save (landlord-save) or a game
// exported from the app (landlord-game, whose seats say who is a computer
// player); --seats human,easy,hard,... gives or overrides the seats. Exit 0
// when it checks out, 1 when the replay or a bot move does not match, 2 for
// a malformed file.
#include <cstdio>
#include <string>
#include <vector>

#include "ai/table.h"
#include "args.h"
#include "commands.h"
#include "engine/json.h"
#include "engine/save.h"
#include "engine/scenario.h"

namespace landlord::cli {

namespace {

void usage(std::FILE* out) {
  std::fprintf(out,
               "usage: landlord-cli replay FILE [--seats KINDS] [--editions DIR]\n"
               "  Replays FILE (an engine save, or a game exported from the app) from its seed\n"
               "  and action history and compares the result with its snapshot. Computer\n"
               "  players (from the exported game's seats, or --seats human,easy,hard,...)\n"
               "  are asked again at each of their actions and must choose the same.\n"
               "  Exit 0 it checks out, 1 mismatch, 2 malformed file.\n");
}

// An exported game: {"format": "landlord-game", "ui": {"seats": [{"kind": ...}]},
// "save": {engine save}}. Takes the engine save's text and the seats.
bool unwrap_game_file(const Json& j, std::string& save_text, std::vector<ai::SeatPlayer>& seats,
                      std::string& error) {
  const Json* save = j.contains("save") ? &j["save"] : nullptr;
  if (!save || !save->is_object()) return error = "save: expected the engine save", false;
  save_text = dump_json(*save);
  seats.clear();
  if (!j.contains("ui") || !j["ui"].is_object() || !j["ui"].contains("seats")) return true;
  const Json& list = j["ui"]["seats"];
  if (!list.is_array()) return error = "ui.seats: expected an array", false;
  for (std::size_t i = 0; i < list.size(); ++i) {
    ai::SeatPlayer seat;
    const Json& s = list[i];
    if (!s.is_object() || !s.contains("kind") || !s["kind"].is_string() ||
        !ai::seat_player_from_name(s["kind"].get<std::string>(), seat)) {
      return error = path_index("ui.seats", i) + ".kind: expected human, " + ai::level_names(), false;
    }
    seats.push_back(seat);
  }
  return true;
}

}  // namespace

int run_replay(int argc, char** argv) {
  std::string file;
  std::string editions;
  std::vector<ai::SeatPlayer> given;
  ArgReader args("replay", argc, argv);
  while (args.next()) {
    if (args.help()) {
      usage(stdout);
      return 0;
    }
    if (args.text("--editions", editions) ||
        args.list("--seats", 1, kMaxPlayers, "--seats is a list of human, " + ai::level_names(), given,
                  [](const std::string& w, ai::SeatPlayer& p) { return ai::seat_player_from_name(w, p); })) {
      continue;
    }
    if (args.operand()) {
      if (file.empty()) file = args.word();
      else args.refuse("only one FILE may be given");
      continue;
    }
    args.unknown();
  }
  if (args.failed()) return 2;
  if (file.empty()) {
    usage(stderr);
    return 2;
  }
  if (editions.empty()) editions = default_editions_dir();
  std::string text;
  std::string error;
  // A save, or a game file wrapping one, is never over the save limit (the
  // page's import refuses the same size): a larger file is refused by its
  // size, before it is read.
  if (!landlord::read_text_file(file, text, error, kMaxSaveBytes)) {
    std::fprintf(stderr, "replay: %s\n", error.c_str());
    return 2;
  }
  std::vector<ai::SeatPlayer> seats;
  Json doc;
  if (parse_json(text, doc, error) && doc.is_object() && doc.contains("format") &&
      doc["format"] == "landlord-game") {
    std::string save_text;
    if (!unwrap_game_file(doc, save_text, seats, error)) {
      std::fprintf(stderr, "replay: %s: %s\n", file.c_str(), error.c_str());
      return 2;
    }
    text = std::move(save_text);
  }
  if (!given.empty()) seats = given;
  landlord::SaveLoad load = landlord::load_save_text(text, editions);
  switch (load.status) {
    case landlord::SaveLoad::Status::kOk:
      if (load.from_snapshot) {
        std::printf("%s: made under rules version %d or other edition data; its history no longer "
                    "replays (%s), so the game goes on from its snapshot (turn %u, phase %s)\n",
                    file.c_str(), load.rules_version, load.note.c_str(),
                    static_cast<unsigned>(load.game.state.turn_number),
                    landlord::phase_name(load.game.state.phase));
        return 0;
      }
      std::printf("%s: checks out (%zu actions, turn %u, phase %s)\n", file.c_str(),
                  load.game.history.size(), static_cast<unsigned>(load.game.state.turn_number),
                  landlord::phase_name(load.game.state.phase));
      break;
    case landlord::SaveLoad::Status::kMismatch:
      std::printf("%s: does not check out: %s\n", file.c_str(), load.error.c_str());
      return 1;
    case landlord::SaveLoad::Status::kInvalid:
      std::fprintf(stderr, "replay: %s: %s\n", file.c_str(), load.error.c_str());
      return 2;
  }
  bool any_bot = false;
  for (const ai::SeatPlayer& s : seats) any_bot = any_bot || s.computer;
  if (!any_bot) return 0;
  if (seats.size() != load.game.names.size()) {
    std::fprintf(stderr, "replay: %s: %zu seats for %zu players\n", file.c_str(), seats.size(),
                 load.game.names.size());
    return 2;
  }
  std::string who;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    who += (i ? ", " : "") + load.game.names[i] + " " + ai::seat_player_name(seats[i]);
  }
  const Edition& ed = *load.game.edition;
  ai::ReplayCheck check;
  ai::Table table(std::move(load.game), seats, &check);
  if (!check.replayed) {
    std::printf("computer players (%s): not checked: %s\n", who.c_str(), check.error.c_str());
    return 1;
  }
  if (check.differ > 0) {
    std::printf("computer players (%s): %llu of their %llu actions differ; first, action %lld: "
                "recorded \"%s\", the bot chooses \"%s\"\n",
                who.c_str(), static_cast<unsigned long long>(check.differ),
                static_cast<unsigned long long>(check.asked),
                static_cast<long long>(check.first_difference + 1),
                describe_action(ed, check.recorded).c_str(), describe_action(ed, check.chosen).c_str());
    return 1;
  }
  std::printf("computer players (%s): all %llu of their actions are the bots' choices\n", who.c_str(),
              static_cast<unsigned long long>(check.asked));
  return 0;
}

}  // namespace landlord::cli
