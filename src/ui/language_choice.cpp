#include "ui/language_choice.h"

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
  std::string bytes, why;
  switch (platform::fetch_catalog(chosen_->code, bytes, why)) {
    case platform::CatalogFetch::kPending: return false;
    case platform::CatalogFetch::kFailed:
      problem_ = why;
      chosen_ = shown_;
      return true;
    case platform::CatalogFetch::kDone: break;
  }
  std::shared_ptr<const text::Catalog> c = text::Catalog::from_mo(std::move(bytes), why);
  if (!c) {
    problem_ = std::string(chosen_->name) + ": " + why;
    chosen_ = shown_;
    return true;
  }
  text::use(std::move(c));
  shown_ = chosen_;
  platform::show_language(shown_->tag);
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
