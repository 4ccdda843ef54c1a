#include "ui/guide.h"

#include <string>

#include "engine/edition_words.h"
#include "text/tr.h"
#include "ui/theme.h"

namespace landlord::ui {

GuideCard guide_card(const Session& ses, int step) {
  const Edition& ed = ses.edition();
  const GameState& s = ses.state();
  switch (step) {
    case 0:
      if (s.phase == Phase::kOpeningRoll) {
        // TRANSLATORS: the title of a card of the first-turn guide.
        return {trc("guide", "Who starts"),
                // TRANSLATORS: "Roll" is the button's word.
                tr("Everyone rolls the dice once: the highest total starts. Press Roll.")};
      }
      return {trc("guide", "Roll the dice"),
              trf("On your turn, roll the two dice and move that many spaces. Doubles roll again; passing GO pays "
                  "{amount}.",
                  fmt::arg("amount", money(ed, s.options.salary)))};
    case 1:
      return {trc("guide", "Buy or auction"),
              tr("Land on a deed nobody owns and you may buy it at its price; its card shows its rents. Say no and "
                 "the Bank auctions it: everyone may bid, you too.")};
    case 2:
      return {trc("guide", "Rent"),
              tr("A rival who lands on a deed you own pays you its rent. Tap any space to see its card: the rents, "
                 "what each earns per rival turn, and how soon it pays for itself.")};
    case 3:
      return {trc("guide", "Build"),
              // TRANSLATORS: {houses} and {hotels} are the edition's buildings ("houses", "hotels"); "Manage"
              // and "Players" are the words of the button and of the panel.
              trf("Own a whole colour group and its rents double. Then build {houses} and {hotels} on it from Manage "
                  "on your row under Players: rents climb steeply.",
                  fmt::arg("houses", houses_word(ed)), fmt::arg("hotels", hotels_word(ed)))};
    default:
      return {trc("guide", "Trade"),
              // TRANSLATORS: "Players" and "Rules" are the words of the panel and of the button.
              tr("Missing one deed of a group? Trade for it from the rival's row under Players: deeds, cash and "
                 "cards, at any price they accept. Rules at the top explains the rest.")};
  }
}

std::string guide_heading(int step, const std::string& title) {
  // TRANSLATORS: the heading of a card of the first-turn guide ("Guide 2 of 5: Buy or auction").
  return trf("Guide {step} of {steps}: {title}", fmt::arg("step", step + 1), fmt::arg("steps", kGuideSteps),
             fmt::arg("title", title));
}

void guide_panel(Frame& f) {
  int& step = f.view.guide_step;
  if (step < 0 || step >= kGuideSteps) return;
  const Session& ses = f.session;
  const GameState& s = ses.state();
  int human = ses.waiting_human();
  if (human < 0 || ses.animating()) return;  // only while a human decides

  // The first two cards follow the turn: the roll made, the buy decided.
  const bool own_turn = human == s.current && s.phase != Phase::kOpeningRoll;
  if (step == 0 && own_turn && s.phase != Phase::kAwaitRoll) step = 1;
  if (step == 1) {
    if (s.phase == Phase::kBuyOrAuction) f.view.guide_saw_buy = true;
    else if (f.view.guide_saw_buy) step = 2;
  }
  // The others stay for one of the player's turns: the next roll of their
  // own moves on to the next card (Next does at once), so a player who
  // plays on rather than reading sees the guide through in a few turns
  // instead of keeping a card that no longer fits the game.
  if (f.view.guide_card != step) {
    f.view.guide_card = step;
    f.view.guide_turn = s.turn_number;
  }
  if (step >= 2 && own_turn && s.phase != Phase::kAwaitRoll && s.turn_number != f.view.guide_turn) {
    f.view.guide_card = ++step;
    f.view.guide_turn = s.turn_number;
    if (step >= kGuideSteps) return;
  }

  const GuideCard c = guide_card(ses, step);
  const Palette& pal = palette();
  const float h_button = f.touch > 1.0f ? 44.0f : 0.0f;
  ImGui::Spacing();
  // A card of its own colour: the content on the top channel, the card
  // drawn under it once its size is known.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->ChannelsSplit(2);
  dl->ChannelsSetCurrent(1);
  const float pad = 10.0f;
  ImVec2 a = ImGui::GetCursorScreenPos();
  float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, a.y + pad));
  ImGui::BeginGroup();
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.09f, 0.10f, 0.11f, 1.0f));
  ImGui::PushFont(f.fonts.bold);
  const std::string title = guide_heading(step, c.title);
  ImGui::PushTextWrapPos(ImGui::GetWindowContentRegionMax().x - pad);  // window-local, as ImGui wants
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopFont();
  ImGui::TextUnformatted(c.text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  // The first moves on with the roll; the others with Next or (above) as
  // the game goes on.
  if (step >= 1) {
    if (button(f, "guide.next", step + 1 == kGuideSteps ? tr("Got it") : trc("guide", "Next"), true, {}, ImVec2(0, h_button))) {
      ++step;
    }
    ImGui::SameLine();
  }
  if (button(f, "guide.skip", tr("Skip the guide"), true, {}, ImVec2(0, h_button))) step = kGuideSteps;
  ImGui::EndGroup();
  ImVec2 b(right, ImGui::GetItemRectMax().y + pad);
  dl->ChannelsSetCurrent(0);
  dl->AddRectFilled(a, b, IM_COL32(255, 247, 219, 255), 8.0f);
  dl->AddRect(a, b, pal.accent, 8.0f, 0, 2.0f);
  dl->ChannelsMerge();
  ImGui::SetCursorScreenPos(ImVec2(a.x, b.y));
  ImGui::Dummy(ImVec2(right - a.x, 2.0f));
  f.widgets.show("guide", title + " | " + c.text, a, b);
}

}  // namespace landlord::ui
