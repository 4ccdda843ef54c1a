#include "ui/language_choice.h"

#include "engine/edition_words.h"
#include "platform/language.h"
#include "text/tr.h"
#include "ui/theme.h"
#include "ui/view.h"

namespace landlord::ui {
namespace {

constexpr const char* kStored = "language";

}  // namespace

void LanguageChoice::start(const std::string& forced) {
  if (started_) return;
  started_ = true;
  const text::Language* l = forced.empty() ? nullptr : text::find_language(forced);
  if (!l) {
    const platform::StorageRead r = storage_.get(kStored);
    if (r.value) l = text::find_language(*r.value);
  }
  if (!l) l = &text::best_language(platform::preferred_languages());
  ask(*l);
}

void LanguageChoice::ask(const text::Language& language) {
  if (chosen_ != &language) {
    catalog_bytes_.reset();
    words_bytes_.reset();
  }
  chosen_ = &language;
  problem_.clear();
  if (chosen_ == shown_) return;
  if (std::string(language.code) == "en") {
    text::use(nullptr);
    shown_ = chosen_;
    platform::show_language(shown_->tag);
  }
}

bool LanguageChoice::poll() {
  if (chosen_ == shown_) return false;
  // The catalog and the editions' words, fetched together; the language
  // is shown once both have come.
  const std::string code = chosen_->code;
  for (auto [name, into] : {std::pair{code + ".mo", &catalog_bytes_}, std::pair{code + ".editions.json", &words_bytes_}}) {
    if (into->has_value()) continue;
    std::string bytes, why;
    switch (platform::fetch_catalog(name, bytes, why)) {
      case platform::CatalogFetch::kPending: continue;
      case platform::CatalogFetch::kFailed: return fail(why);
      case platform::CatalogFetch::kDone: *into = std::move(bytes); break;
    }
  }
  if (!catalog_bytes_ || !words_bytes_) return false;
  std::string why;
  std::shared_ptr<const text::Catalog> c = text::Catalog::from_mo(std::move(*catalog_bytes_), why);
  if (!c) return fail(std::string(chosen_->name) + ": " + why);
  if (!add_edition_words(code, *words_bytes_, why)) return fail(std::string(chosen_->name) + ": " + why);
  catalog_bytes_.reset();
  words_bytes_.reset();
  text::use(std::move(c));
  shown_ = chosen_;
  platform::show_language(shown_->tag);
  return true;
}

bool LanguageChoice::fail(const std::string& why) {
  problem_ = why;
  chosen_ = shown_;
  catalog_bytes_.reset();
  words_bytes_.reset();
  return true;
}

void LanguageChoice::choose(const text::Language& language) {
  // Remembered even if it cannot be stored now: the choice holds for this visit.
  (void)storage_.put(kStored, language.code);
  open_ = false;
  ask(language);
}

std::string LanguageChoice::label() const {
  // The language named in itself: a player lost in another finds their own.
  return trf("Language: {language}", fmt::arg("language", loading() ? chosen_->name : shown_->name));
}

bool LanguageChoice::draw(Frame& f, const char* prefix, float width) {
  const std::string id = std::string(prefix) + ".language";
  if (button(f, id, label(), true, {}, ImVec2(width, f.phone ? 44.0f : 0.0f))) {
    open_ = !open_;
    reveal_ = open_;
  }
  bool chose = false;
  if (open_) {
    bool first = true;
    for (const text::Language& l : text::languages()) {
      if (!first) same_line_or_wrap(l.name, 4);
      first = false;
      if (choice_button(f, id + "." + l.code, l.name, &l == chosen_)) {
        choose(l);
        chose = true;
      }
    }
  }
  if (open_ && reveal_) {
    // Opened at the foot of a card that scrolls (a phone): the list is
    // brought into view.
    ImGui::SetScrollHereY(1.0f);
    reveal_ = false;
  }
  if (!problem_.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImColor(palette().danger), "%s", problem_.c_str());
    ImGui::PopTextWrapPos();
  }
  return chose;
}

}  // namespace landlord::ui
