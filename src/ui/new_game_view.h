// The new-game screen: edition, its variant (standard game or one of the
// rulebook's variants), house rules and advanced options, seats and seed.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ui/options_editor.h"
#include "ui/view.h"

namespace landlord::ui {

struct NewGameForm {
  std::vector<std::shared_ptr<const Edition>> editions;
  std::string editions_error;
  // The home screen's edition (Classic) by name, before any edition is read:
  // the page's first frame shows the home screen and reads the editions on
  // the next one, before a click can need them.
  std::string home_edition_name;
  int edition = 0;
  int options_for = -1;  // edition whose defaults `options` holds
  int variant = -1;      // index in the edition's variants, -1: standard game
  int options_variant = -2;  // variant whose options `options` holds
  bool advanced = false;     // the advanced options are shown
  Options options;            // the valid options the game starts with
  OptionEdits option_edits;   // the options as edited (errors block the start)
  int count = 4;
  Seat seats[kMaxPlayers];
  char names[kMaxPlayers][40] = {};
  char seed[24] = {};
  bool initialised = false;
  bool custom = false;                    // the form is shown (else the home screen)
  SeatKind quick_level = SeatKind::kEasy;  // the home screen's opponents
  bool back = false;                      // set when the form's Back was pressed
  // Online play's form (the host's): seat 0 is the host's person; a
  // person's seat is a friend who joins from the link, or with `here` a
  // person at the host's device; no seed (the room draws its chance).
  bool online = false;
  bool here[kMaxPlayers] = {};
  char password[65] = {};  // the room's password ("": the link alone lets a friend in)
  int decision_s = 0;      // a person's time per decision (0: no limit)
};

// Fills the form with defaults (once).
void init_new_game(NewGameForm& form);
// Draws the form; returns true when Start was clicked with a valid setup.
bool new_game_view(Frame& f, NewGameForm& form);
// The seats as set up in the form.
std::vector<Seat> form_seats(const NewGameForm& form);
uint64_t form_seed(const NewGameForm& form, double now);
// A seed for a game nobody asked to repeat.
uint64_t random_seed(double now);

}  // namespace landlord::ui
