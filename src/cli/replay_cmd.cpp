// landlord-cli replay SAVE [--editions DIR]: replays a save's history from
// its seed and checks the result against its snapshot. Exit 0 when it
// checks out, 1 when the replay does not match, 2 for a malformed save.
#include <cstdio>
#include <cstring>
#include <string>

#include "commands.h"
#include "engine/save.h"
#include "engine/scenario.h"

namespace landlord::cli {

int run_replay(int argc, char** argv) {
  std::string file;
  std::string editions;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
      std::printf(
          "usage: landlord-cli replay SAVE [--editions DIR]\n"
          "  Replays SAVE from its seed and action history and compares the result\n"
          "  with its snapshot. Exit 0 it checks out, 1 mismatch, 2 malformed save.\n");
      return 0;
    }
    if (std::strcmp(argv[i], "--editions") == 0 && i + 1 < argc) {
      editions = argv[++i];
    } else if (argv[i][0] == '-') {
      std::fprintf(stderr, "replay: unknown option '%s'\n", argv[i]);
      return 2;
    } else if (file.empty()) {
      file = argv[i];
    } else {
      std::fprintf(stderr, "replay: only one SAVE may be given\n");
      return 2;
    }
  }
  if (file.empty()) {
    std::fprintf(stderr, "usage: landlord-cli replay SAVE [--editions DIR]\n");
    return 2;
  }
  if (editions.empty()) editions = default_editions_dir();
  std::string text;
  std::string error;
  if (!landlord::read_text_file(file, text, error)) {
    std::fprintf(stderr, "replay: %s\n", error.c_str());
    return 2;
  }
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
      return 0;
    case landlord::SaveLoad::Status::kMismatch:
      std::printf("%s: does not check out: %s\n", file.c_str(), load.error.c_str());
      return 1;
    case landlord::SaveLoad::Status::kInvalid:
      break;
  }
  std::fprintf(stderr, "replay: %s: %s\n", file.c_str(), load.error.c_str());
  return 2;
}

}  // namespace landlord::cli
