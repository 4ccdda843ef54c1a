// The language a player reads: the one chosen here before (remembered in
// storage), else the first of the system's preferred languages that the
// game speaks, else English. A catalog is asked for when its language is
// chosen and put in use when it has come, between two frames; nothing of
// a game depends on it (saves hold no words).
#pragma once

#include <optional>
#include <string>

#include "platform/storage.h"
#include "text/languages.h"

namespace landlord::ui {

struct Frame;

class LanguageChoice {
 public:
  explicit LanguageChoice(platform::Storage& storage) : storage_(storage) {}

  // The remembered language, else the system's; `forced` (a code or tag,
  // the native build's --lang) wins over both, and is not remembered.
  void start(const std::string& forced = {});
  // A catalog that has come is put in use: true when the words changed.
  bool poll();
  // Chosen by the player: remembered, and asked for.
  void choose(const text::Language& language);

  // The language chosen (its catalog may still be on its way).
  const text::Language& chosen() const { return *chosen_; }
  // The language the words are in now.
  const text::Language& shown() const { return *shown_; }
  bool loading() const { return chosen_ != shown_; }
  // Why the chosen language could not be shown ("" when nothing is wrong).
  const std::string& problem() const { return problem_; }

  // The control: a button named by the language shown ("Sprache: Deutsch") that
  // opens the list of languages under it (ids `prefix`.language and
  // `prefix`.language.CODE). True when one was chosen.
  bool draw(Frame& f, const char* prefix, float width);
  // The control's label ("Sprache: Deutsch"), for a caller that lays it out.
  std::string label() const;

 private:
  void ask(const text::Language& language);
  // The chosen language cannot be shown (`why`): the one shown stays.
  bool fail(const std::string& why);

  platform::Storage& storage_;
  const text::Language* chosen_ = &text::languages().front();
  const text::Language* shown_ = &text::languages().front();
  std::string problem_;
  // What has come of the chosen language's files (its catalog, its
  // editions' words) while the other is on its way.
  std::optional<std::string> catalog_bytes_, words_bytes_;
  bool open_ = false;
  bool reveal_ = false;  // the list just opened: scrolled into view
  bool started_ = false;
};

}  // namespace landlord::ui
