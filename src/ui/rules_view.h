// The Rules screen: how to play an edition under a set of options, in plain
// words written from those options (engine/rules_text.h), so it says what
// the engine does. From the home screen it offers every edition and
// variant; from the set-up form it shows the rules being set up; during a
// game, the rules of that game.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/edition.h"
#include "engine/options.h"
#include "ui/view.h"

namespace landlord::ui {

// What the Rules screen shows: a fixed edition and options (a game, the
// set-up form) or, with `pick`, the edition and variant chosen on it.
struct RulesSource {
  const Edition* edition = nullptr;
  Options options;
  std::string title;
  bool pick = false;
};

// Draws the Rules window while f.view.show_rules is set.
void rules_view(Frame& f, const std::vector<std::shared_ptr<const Edition>>& editions, const RulesSource& source);

}  // namespace landlord::ui
