// The save screens: the offer to continue the last game when the program
// opens, the list of saved games (open, rename, export, delete, import), the
// paused screen, the game played in another tab, and the banner that says a save failed. They draw what the
// App hands them and return what the player asked for; the SaveController
// (save_controller.h) talks to the save shelf. See docs/saves.md and docs/ui.md.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "saves/shelf.h"
#include "ui/view.h"

namespace landlord::ui {

using saves::ExportedGame;
using saves::GameSummary;
using saves::LoadedGame;
using saves::PlayerSummary;
using saves::SaveOutcome;
using saves::ShelfResult;
using saves::SlotInfo;

// What the save screens show and remember between frames.
class LanguageChoice;

struct SavesUi {
  std::vector<SlotInfo> slots;   // newest first, refreshed after every change
  // The online games this device keeps (ui/online_saves.h), newest first:
  // listed after the others, with Play on and Delete only.
  std::vector<SlotInfo> online;
  std::string list_error;        // the storage could not be listed
  std::string playing_id;        // the slot autosaves go to ("" = none)
  std::vector<std::string> elsewhere_ids;  // slots played in another tab or window now
  bool session_active = false;   // a game is in memory (paused)
  std::map<std::string, std::string> currency;  // edition id -> currency sign
  // The editions known, by id: a saved game's edition named in the
  // language in use (its save records the English name).
  std::map<std::string, std::shared_ptr<const Edition>> editions;

  // Start-up offer: the current slot, loaded in advance.
  std::string offer_id;
  bool offer_ok = false;
  std::string offer_message;     // fall-back warning, or why it cannot load

  // A line under the title of the list / paused screen.
  std::string notice;
  bool notice_bad = false;

  // The language control of the paused screen (the game's settings while
  // it is paused): nullptr for none.
  LanguageChoice* language = nullptr;

  // Paused screen: the game in memory and how its last save went.
  SlotInfo paused;               // name, saved_at_ms and summary of the game
  bool paused_saved = false;
  std::string paused_message;    // why the save failed

  // A game played in another tab or window: the one opened here, or the
  // one that moved there ("Play here instead"), and whether this copy is
  // waiting for the other to let go of it.
  SlotInfo elsewhere;
  bool elsewhere_moved = false;
  bool elsewhere_waiting = false;
  // The game moved away although its last save here failed (the storage
  // full): the moves played here since are not in it, but can be exported.
  bool elsewhere_unsaved = false;

  // List editing.
  std::string rename_id;
  char rename_buf[96] = {};
  std::string delete_id;         // asking to confirm
  char import_path[512] = {};    // native: a typed path
  std::map<std::string, float> card_h;  // measured height of each game's panel

  int64_t now_ms = 0;            // for "Saved 3 minutes ago"
};

struct SaveRequest {
  enum Kind {
    kNone,
    kContinue,      // offer / paused: back to the game
    kOpen,          // list: open slot `id`
    kNewGame,
    kSavedGames,    // show the list
    kBack,          // leave the list
    kExportSlot,    // list: export slot `id`
    kExportRecords, // list: export the raw records of damaged slot `id`
    kExportPlaying, // paused: export the game in memory
    kPickFile,      // browser: open the file picker (from this click)
    kImportPath,    // native: import the file at `text`
    kRename,        // slot `id` gets name `text`
    kDelete,        // slot `id`, confirmed
    kPlayHere,      // slot `id` is played elsewhere: ask for it here
    kExportUnsaved, // elsewhere: export the game as played here, whose last save failed
    kOpenOnline,    // list: the online game `id` goes on from this device
    kDeleteOnline,  // list: online game `id`, confirmed
  };
  Kind kind = kNone;
  std::string id;
  std::string text;
};

// When a game was saved, as a whole phrase in the player's language:
// "Saved just now", "Saved 3 minutes ago", "Saved today at 14:05",
// "Saved yesterday at 9:12", "Saved on 3 Mar 2024 at 14:05".
std::string saved_when(int64_t saved_at_ms, int64_t now_ms);

SaveRequest resume_offer_view(Frame& f, SavesUi& ui);
SaveRequest saved_games_view(Frame& f, SavesUi& ui);
SaveRequest paused_view(Frame& f, SavesUi& ui);
// "This game is open in another tab": Play here instead, Saved games, New game.
SaveRequest elsewhere_view(Frame& f, SavesUi& ui);
// A strip at the bottom of the screen that does not block play. Returns
// true when the player dismissed it.
bool save_banner(Frame& f, const std::string& title, const std::string& message);
// A "Saved games" button over the new-game screen (the list, and Import).
SaveRequest new_game_overlay(Frame& f, const SavesUi& ui);

}  // namespace landlord::ui
