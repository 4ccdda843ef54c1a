// Chance from outside the game: outcomes that no player could know before
// they were drawn (online play, src/net/).
//
// A local game draws its dice from the generator in GameState and its cards
// from decks shuffled when the game began: whoever holds the state knows
// every roll and card to come. At a table shared by several devices every
// device holds the whole state, so there chance must come from outside,
// at the moment it is needed: the devices agree on a ChanceDraw (src/net
// derives it from everyone's reveals) and take_chance() puts it in place
// just before the action that needs it is applied. That action's dice then
// come from a generator nobody could seed, and each deck's cards nobody has
// seen yet (DeckCursor::unseen, the top of the deck) are shuffled afresh,
// so that the card drawn is uniform among them: the decks behave exactly as
// a shuffled deck whose order nobody knows. Cards already drawn go back
// under the deck as the rules say and come round again in the order they
// were drawn, as they would at a real table.
#pragma once

#include <cstdint>

#include "engine/action.h"
#include "engine/edition.h"
#include "engine/events.h"
#include "engine/state.h"

namespace landlord {

// One outcome of chance, agreed by all: 128 bits for the generator.
struct ChanceDraw {
  uint64_t seed = 0;
  uint64_t stream = 0;

  bool operator==(const ChanceDraw&) const = default;
};

// How many cards at the top of each deck nobody has seen: every card at the
// start, one fewer for each card drawn until none is left.
struct DeckCursor {
  uint8_t unseen[kMaxDecks] = {};

  bool operator==(const DeckCursor&) const = default;
};

// The cursor of a game that has just begun: every card of every deck unseen.
DeckCursor fresh_decks(const GameState& s);

// True when applying `a` to `s` would roll dice or draw a card (it is tried
// on a copy; `s` is not changed). An action that is refused needs none.
bool needs_chance(const Edition& ed, const GameState& s, const Action& a);

// Puts `draw` in place before the action that needs it: the generator seeded
// from it and the unseen top of every deck shuffled with it.
void take_chance(GameState& s, const ChanceDraw& draw, const DeckCursor& decks);

// After an action was applied with `events`: each card drawn was seen.
void note_draws(const EventLog& events, DeckCursor& decks);

}  // namespace landlord
