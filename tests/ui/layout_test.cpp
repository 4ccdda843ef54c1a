// The translated screens drawn through real Dear ImGui frames with the
// game's own fonts and style, without a window, in each language and the
// pseudo-language, at a desktop's width and a phone's (390 px): every
// control lies within the screen's width and each button holds its words.
// The new-game form, the save screens (continue, paused, another tab,
// the saved games' list), the decision and players' panels through a
// game's phases, the trade dialog and a trade offer's answer, the top bar,
// and each deed card (nothing of it drawn off the card).
// (tests/browser/languages.test.mjs checks the same in the page.)
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <filesystem>
#include <functional>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "imgui.h"
#include "source_dir.h"
#include "text/catalog.h"
#include "text/languages.h"
#include "text/tr.h"
#include "engine/legal.h"
#include "ui/new_game_view.h"
#include "ui/saves_view.h"
#include "ui/theme.h"
#include "ui/view.h"

extern const unsigned char landlord_font_regular[];
extern const unsigned landlord_font_regular_size;
extern const unsigned char landlord_font_bold[];
extern const unsigned landlord_font_bold_size;

namespace landlord::ui {
namespace {

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream all;
  all << in.rdbuf();
  return all.str();
}

// Every language's code and the pseudo-language's.
std::vector<std::string> every_language() {
  std::vector<std::string> codes;
  for (const text::Language& l : text::languages()) codes.push_back(l.code);
  codes.push_back(text::pseudo_language().code);
  return codes;
}

class LayoutTest : public ::testing::Test {
 protected:
  void SetUp() override {
    IMGUI_CHECKVERSION();
    ctx_ = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DeltaTime = 1.0f / 60.0f;
    static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x2193, 0};
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;
    auto add = [&](const unsigned char* data, unsigned size, float px) {
      return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size), px, &cfg,
                                            kRanges);
    };
    fonts_.regular = add(landlord_font_regular, landlord_font_regular_size, 16.0f);
    fonts_.bold = add(landlord_font_bold, landlord_font_bold_size, 16.0f);
    fonts_.small = add(landlord_font_regular, landlord_font_regular_size, 12.0f);
    fonts_.title = add(landlord_font_bold, landlord_font_bold_size, 28.0f);
    unsigned char* px = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
    io.FontDefault = fonts_.regular;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(landlord_test_source_dir()) +
                                                                 "/assets/editions")) {
      if (entry.path().extension() != ".json") continue;
      EditionLoad load = load_edition_file(entry.path().string());
      if (load.edition) form_.editions.push_back(load.edition);
    }
  }
  void TearDown() override {
    text::use(nullptr);
    ImGui::DestroyContext(ctx_);
  }

  void use(const std::string& code) {
    if (code == "en") return text::use(nullptr);
    std::string why;
    auto c = text::Catalog::from_mo(read(std::string(LANDLORD_CATALOG_DIR) + "/" + code + ".mo"), why);
    ASSERT_TRUE(c) << code << ": " << why;
    text::use(c);
  }

  // A few frames of `view` drawn at width x height (a phone's style below
  // 760 px); the controls of the last one.
  template <class View>
  std::vector<Widgets::Item> frames(float width, float height, View view) {
    const bool phone = width < 760.0f;
    apply_style(phone ? 1.25f : 1.0f);
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(width, height);
    for (int n = 0; n < 3; ++n) {
      ImGui::NewFrame();
      widgets_.begin_frame();
      widgets_.focus.begin_frame(0, {});
      Frame f{fonts_, session_, widgets_, view_, 1.0 + n, width, height, phone, phone ? 1.25f : 1.0f, nullptr};
      view(f);
      widgets_.focus.end_frame();
      ImGui::Render();
    }
    return widgets_.items();
  }

  // The new-game form.
  std::vector<Widgets::Item> new_game(float width, float height) {
    return frames(width, height, [&](Frame& f) { new_game_view(f, form_); });
  }

  // One of the save screens.
  template <class View>
  std::vector<Widgets::Item> saves_screen(float width, float height, View view) {
    return frames(width, height, view);
  }

  // The decision panel and, under it, the players' panel, each in a
  // window width x height.
  std::vector<Widgets::Item> decision_panel(float width, float height) {
    return frames(width, height, [&](Frame& f) {
      ImGui::SetNextWindowPos(ImVec2(0, 0));
      ImGui::SetNextWindowSize(ImVec2(width, height));
      ImGui::Begin("##actions", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize);
      actions_panel(f);
      ImGui::End();
      ImGui::SetNextWindowPos(ImVec2(0, height));
      ImGui::SetNextWindowSize(ImVec2(width, height));
      ImGui::Begin("##players", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize);
      players_panel(f);
      ImGui::End();
    });
  }

  // The classic edition.
  std::shared_ptr<const Edition> classic() const {
    for (const auto& e : form_.editions) {
      if (e->id == "classic") return e;
    }
    return nullptr;
  }

  // A game of `seats` in the classic edition, four deeds dealt to each,
  // played on (the first legal action, an auction dropped out of) until
  // the first roll of a turn: the time to trade.
  void dealt_game(const std::vector<Seat>& seats) {
    std::shared_ptr<const Edition> ed = classic();
    ASSERT_TRUE(ed);
    Options o = ed->defaults;
    o.deal_deeds = 4;
    ASSERT_TRUE(session_.start(ed, o, seats, 7));
    session_.speed = Speed::kInstant;
    for (int k = 0; k < 100 && session_.state().phase != Phase::kAwaitRoll; ++k) {
      const GameState& s = session_.state();
      Action a = legal_actions(*ed, s).front();
      if (s.phase == Phase::kAuction) a = Action::make(ActionType::kDropOut, session_.decider());
      if (validate(*ed, s, a) != Rejection::kNone) a = legal_actions(*ed, s).front();
      ASSERT_TRUE(session_.act(a).ok());
    }
    ASSERT_EQ(session_.state().phase, Phase::kAwaitRoll);
    session_.take_events();
  }

  // An offer from `from` to `to`: cash and a deed each way.
  TradeOffer offer(int from, int to) const {
    const Edition& ed = session_.edition();
    const GameState& s = session_.state();
    TradeOffer o;
    o.from = static_cast<int8_t>(from);
    o.to = static_cast<int8_t>(to);
    o.cash_given = 100;
    o.cash_asked = 20;
    const uint64_t given = deeds_of(ed, s, from), asked = deeds_of(ed, s, to);
    o.deeds_given = given & (~given + 1);  // the lowest of each side's deeds
    o.deeds_asked = asked & (~asked + 1);
    return o;
  }

  // Every control within the width, every button's words within it.
  void fits(const std::string& what, const std::vector<Widgets::Item>& items, float width) {
    ASSERT_GE(items.size(), 3u) << what;
    for (const Widgets::Item& w : items) {
      EXPECT_GE(w.x, -0.5f) << what << ": " << w.id << " \"" << w.label << "\"";
      EXPECT_LE(w.x + w.w, width + 1.0f) << what << ": " << w.id << " \"" << w.label << "\" is off the screen";
      if (w.text_w >= 0.0f) {
        EXPECT_LE(w.text_w, w.w + 0.5f) << what << ": " << w.id << " \"" << w.label << "\" is wider than its button";
      }
    }
  }

  // In the pseudo-language, every control reads between brackets (none
  // left in English) but for the editions' own words and the signs.
  void bracketed(const std::string& what, const std::vector<Widgets::Item>& items) {
    for (const Widgets::Item& w : items) {
      if (w.id.rfind("newgame.edition.", 0) == 0 || w.id == "newgame.players-" || w.id == "newgame.players+") continue;
      if (w.id.rfind("newgame.variant.", 0) == 0 && w.id != "newgame.variant.standard") continue;
      // The trade dialog's names, deeds (the edition's) and cash steps (+10).
      if (w.id.rfind("trade.partner.", 0) == 0 || w.id.find(".deed.") != std::string::npos) continue;
      if (w.id.find(".cash") != std::string::npos) continue;
      EXPECT_TRUE(w.label.size() > 2 && w.label.front() == '[' && w.label.back() == ']')
          << what << ": " << w.id << " reads \"" << w.label << "\", not from the catalog";
    }
  }

  ImGuiContext* ctx_ = nullptr;
  platform::Fonts fonts_;
  Session session_;
  Widgets widgets_;
  ViewState view_;
  NewGameForm form_;
};

TEST_F(LayoutTest, TheNewGameFormFitsEveryLanguageOnAPhoneAndADesktop) {
  ASSERT_FALSE(form_.editions.empty());
  use("de");
  auto start = [&](const std::vector<Widgets::Item>& items) {
    for (const Widgets::Item& w : items) {
      if (w.id == "newgame.start") return w.label;
    }
    return std::string();
  };
  EXPECT_EQ(start(new_game(390.0f, 844.0f)), "Spiel starten");
  const std::vector<std::string> codes = every_language();
  for (const std::string& code : codes) {
    use(code);
    for (float width : {390.0f, 1280.0f}) {
      for (int e = 0; e < static_cast<int>(form_.editions.size()); ++e) {
        form_.edition = e;
        form_.advanced = true;  // the seed and the edition's rules too
        form_.online = e == 1;  // one edition as the online room's form
        const std::string what = code + " at " + std::to_string(static_cast<int>(width)) + " px, " +
                                 form_.editions[e]->id + (form_.online ? " online" : "");
        const std::vector<Widgets::Item> items = new_game(width, 844.0f);
        fits(what, items, width);
        if (code == text::pseudo_language().code) bracketed(what, items);
        // Each variant too (a timed one has its minutes).
        for (int v = 0; v < static_cast<int>(form_.editions[e]->variants.size()); ++v) {
          new_game(width, 844.0f);  // (the edition's change settles first)
          form_.variant = v;
          fits(what + ", " + form_.editions[e]->variants[v].id, new_game(width, 844.0f), width);
        }
        form_.variant = -1;
      }
      form_.online = false;
    }
  }
}

SlotInfo slot(const std::string& id, const std::string& name, int64_t saved_at_ms) {
  SlotInfo s;
  s.id = id;
  s.name = name;
  s.saved_at_ms = saved_at_ms;
  s.summary.edition = "classic";
  s.summary.edition_name = "Classic";
  s.summary.turn = 41;
  s.summary.phase = "trade_response";
  s.summary.players = {{"Sam", "human", 1250, 2400, 6, false},
                       {"Ada", "expert", 310, 1900, 5, false},
                       {"Brook", "hard", 0, 0, 0, true}};
  return s;
}

TEST_F(LayoutTest, TheSaveScreensFitEveryLanguageOnAPhoneAndADesktop) {
  const int64_t now = 1767225600000;  // 2026-01-01
  SavesUi ui;
  ui.now_ms = now;
  ui.currency["classic"] = "$";
  ui.slots = {slot("a", "Classic: Sam, Ada, Brook", now - 5 * 60000), slot("b", "Sunday", now - 40LL * 86400000)};
  ui.slots[1].summary.game_over = true;
  ui.slots[1].summary.winner = 0;
  ui.online = {slot("online.c", "With friends", now - 30000)};
  ui.offer_id = "a";
  ui.offer_ok = true;
  ui.paused = ui.slots[0];
  ui.paused_saved = true;
  ui.elsewhere = ui.slots[0];
  ui.elsewhere_unsaved = true;
  ui.elsewhere_moved = true;
  const std::vector<std::string> codes = every_language();
  for (const std::string& code : codes) {
    use(code);
    for (float width : {390.0f, 1280.0f}) {
      const std::string at = code + " at " + std::to_string(static_cast<int>(width)) + " px, ";
      struct Screen {
        const char* name;
        std::function<void(Frame&)> draw;
      };
      const Screen screens[] = {
          {"continue", [&](Frame& f) { resume_offer_view(f, ui); }},
          {"paused", [&](Frame& f) { paused_view(f, ui); }},
          {"another tab", [&](Frame& f) { elsewhere_view(f, ui); }},
          {"saved games", [&](Frame& f) { saved_games_view(f, ui); }},
          {"saved games, renaming and deleting", [&](Frame& f) {
             ui.rename_id = "a";
             ui.delete_id = "b";
             saved_games_view(f, ui);
             ui.rename_id.clear();
             ui.delete_id.clear();
           }},
      };
      for (const Screen& screen : screens) {
        const std::vector<Widgets::Item> items = saves_screen(width, 844.0f, screen.draw);
        fits(at + screen.name, items, width);
        if (code == text::pseudo_language().code) bracketed(at + screen.name, items);
      }
    }
  }
}

// Two people at one device play on: at each phase the panels are drawn in
// every language at both widths, the property manager open once they own
// deeds.
TEST_F(LayoutTest, TheDecisionAndPlayersPanelsFitEveryLanguageOnAPhoneAndADesktop) {
  std::shared_ptr<const Edition> ed;
  for (const auto& e : form_.editions) {
    if (e->id == "classic") ed = e;
  }
  ASSERT_TRUE(ed);
  ASSERT_TRUE(session_.start(ed, ed->defaults, {{"Ann", SeatKind::kHuman, 0, 0}, {"Bo", SeatKind::kHuman, 1, 1}}, 7));
  session_.speed = Speed::kInstant;
  view_.show_manage = true;
  const std::vector<std::string> codes = every_language();
  std::vector<Phase> seen;
  bool declined = false;
  double now = 0.0;
  for (int k = 0; k < 300 && seen.size() < 5; ++k) {
    const GameState& s = session_.state();
    if (s.phase == Phase::kGameOver) break;
    const bool owns = deeds_of(*ed, s, session_.decider()) != 0;
    if (std::find(seen.begin(), seen.end(), s.phase) == seen.end() && (s.phase != Phase::kEndTurn || owns)) {
      seen.push_back(s.phase);
      for (const std::string& code : codes) {
        use(code);
        for (float width : {390.0f, 1280.0f}) {
          const std::string at = code + " at " + std::to_string(static_cast<int>(width)) + " px, phase " +
                                 std::to_string(static_cast<int>(s.phase));
          const std::vector<Widgets::Item> items = decision_panel(width, 844.0f);
          for (const Widgets::Item& w : items) {
            EXPECT_GE(w.x, -0.5f) << at << ": " << w.id << " \"" << w.label << "\"";
            EXPECT_LE(w.x + w.w, width + 1.0f) << at << ": " << w.id << " \"" << w.label << "\" is off the screen";
            if (w.text_w >= 0.0f) {
              EXPECT_LE(w.text_w, w.w + 0.5f) << at << ": " << w.id << " \"" << w.label << "\" is wider than its button";
            }
          }
        }
      }
      use("en");
    }
    // On: decline the first deed (an auction, dropped out of at once),
    // buy the others, else the engine's first legal action.
    const int d = session_.decider();
    ASSERT_NE(d, kNobody);
    Action a = legal_actions(*ed, s).front();
    if (s.phase == Phase::kBuyOrAuction) a = Action::make(declined ? ActionType::kBuy : ActionType::kDecline, d);
    if (s.phase == Phase::kBuyOrAuction && !declined) declined = true;
    if (s.phase == Phase::kAuction) a = Action::make(ActionType::kDropOut, d);
    if (validate(*ed, s, a) != Rejection::kNone) a = legal_actions(*ed, s).front();
    ASSERT_TRUE(session_.act(a).ok());
    session_.take_events();
    for (int n = 0; n < 50 && session_.animating(); ++n) session_.update(now += 0.5);
  }
  EXPECT_GE(seen.size(), 4u);
}

// The trade dialog (a proposal and a counter-offer, cash and a deed each
// way), and the offer as its receiver answers it: from a computer player,
// with its reason, to one of two people at the device.
TEST_F(LayoutTest, TheTradeDialogAndOfferFitEveryLanguageOnAPhoneAndADesktop) {
  dealt_game({{"Ann", SeatKind::kEasy, 0, 0}, {"Bo", SeatKind::kHuman, 1, 1}, {"Cy", SeatKind::kHuman, 2, 2}});
  const std::vector<std::string> codes = every_language();
  const TradeOffer draft = offer(1, 0);
  ASSERT_NE(draft.deeds_given, 0u);
  ASSERT_NE(draft.deeds_asked, 0u);
  for (const std::string& code : codes) {
    use(code);
    for (float width : {390.0f, 1280.0f}) {
      for (bool counter : {false, true}) {
        const std::string what = code + " at " + std::to_string(static_cast<int>(width)) + " px, the trade dialog" +
                                 (counter ? " (a counter-offer)" : "");
        const std::vector<Widgets::Item> items = frames(width, 844.0f, [&](Frame& f) {
          view_.trade = TradeDraft();
          view_.trade.open = true;
          view_.trade.counter = counter;
          view_.trade.offer = draft;
          trade_dialog(f);
        });
        fits(what, items, width);
        if (code == text::pseudo_language().code) bracketed(what, items);
      }
    }
  }
  view_.trade = TradeDraft();
  session_.paused = false;
  // Ann, a computer player, offers Bo a deal.
  Action a = Action::make(ActionType::kProposeTrade, 0);
  a.trade = offer(0, 1);
  ASSERT_TRUE(session_.act(a).ok());
  ASSERT_EQ(session_.state().phase, Phase::kTradeResponse);
  for (const std::string& code : codes) {
    use(code);
    for (float width : {390.0f, 1280.0f}) {
      const std::string what = code + " at " + std::to_string(static_cast<int>(width)) + " px, a trade offer";
      const std::vector<Widgets::Item> items = decision_panel(width, 844.0f);
      bool more = false;
      for (const Widgets::Item& w : items) more = more || w.id == "trade.more";
      EXPECT_TRUE(more) << what;
      fits(what, items, width);
    }
  }
}

// The top bar's turn, speeds, Skip and Rules: on a phone one button steps
// through the speeds.
TEST_F(LayoutTest, TheTopBarFitsEveryLanguageOnAPhoneAndADesktop) {
  dealt_game({{"Ann", SeatKind::kHuman, 0, 0}, {"Bo", SeatKind::kHuman, 1, 1}});
  for (const std::string& code : every_language()) {
    use(code);
    for (float width : {390.0f, 1280.0f}) {
      const std::string what = code + " at " + std::to_string(static_cast<int>(width)) + " px, the top bar";
      const std::vector<Widgets::Item> items = frames(width, 844.0f, [&](Frame& f) {
        ImGui::SetNextWindowPos(ImVec2(0, 0));
        ImGui::SetNextWindowSize(ImVec2(width, 80.0f));
        ImGui::Begin("##bar", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize);
        settings_bar(f);
        ImGui::End();
      });
      fits(what, items, width);
      if (code == text::pseudo_language().code) bracketed(what, items);
    }
  }
}

// Each deed of the classic edition, owned or for sale, as the board's
// centre shows it on a desktop and as a phone's column does (upright and
// held sideways): nothing of its text drawn off the card.
TEST_F(LayoutTest, TheDeedCardsHoldTheirTextInEveryLanguage) {
  dealt_game({{"Ann", SeatKind::kHuman, 0, 0}, {"Bo", SeatKind::kHuman, 1, 1}});
  const Edition& ed = session_.edition();
  // One of Ann's deeds mortgaged, for the card's MORTGAGED.
  const uint64_t anns = deeds_of(ed, session_.state(), 0);
  ASSERT_NE(anns, 0u);
  const Action mortgage = Action::make(ActionType::kMortgage, 0, std::countr_zero(anns));
  ASSERT_EQ(validate(ed, session_.state(), mortgage), Rejection::kNone);
  ASSERT_TRUE(session_.act(mortgage).ok());
  struct Card {
    const char* name;
    float width, height;
    bool column, wide;
  };
  const Card cards[] = {{"desktop", 1280.0f, 800.0f, false, false},
                        {"phone", 390.0f, 844.0f, true, false},
                        {"phone held sideways", 844.0f, 390.0f, true, true}};
  for (const std::string& code : every_language()) {
    use(code);
    for (int i = 0; i < ed.space_count(); ++i) {
      const SpaceKind kind = ed.spaces[static_cast<std::size_t>(i)].kind;
      if (kind != SpaceKind::kSite && kind != SpaceKind::kRailroad && kind != SpaceKind::kUtility) continue;
      for (const Card& c : cards) {
        const std::string what = code + ", " + c.name + ", " + ed.spaces[static_cast<std::size_t>(i)].name;
        ImVec2 a, b;
        int from = 0, to = 0;
        const ImDrawList* list = nullptr;
        frames(c.width, c.height, [&](Frame& f) {
          view_.deed_wide = c.wide;
          view_.column_scroll = 0.0f;
          ImGui::SetNextWindowPos(ImVec2(0, 0));
          ImGui::SetNextWindowSize(ImVec2(c.column ? std::min(c.width, 420.0f) : c.width, c.height));
          ImGui::Begin("##card", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize);
          ImDrawList* dl = ImGui::GetWindowDrawList();
          list = dl;
          from = dl->VtxBuffer.Size;
          if (c.column) {
            a = ImGui::GetCursorScreenPos();
            column_deed_card(f, i);
            b = ImGui::GetItemRectMax();
          } else {
            a = ImVec2(400.0f, 200.0f), b = ImVec2(640.0f, 540.0f);  // about the board's centre
            deed_card(f, dl, a, b, i);
          }
          to = dl->VtxBuffer.Size;
          ImGui::End();
        });
        // The window's draw list keeps the last frame's vertices until the next.
        ASSERT_TRUE(list) << what;
        ASSERT_GT(to, from) << what;
        for (int v = from; v < to; ++v) {
          const ImVec2 p = list->VtxBuffer[v].pos;
          // (the card's shadow lies 3 and 4 px beyond it)
          if (p.x < a.x - 1.0f || p.x > b.x + 4.0f || p.y < a.y - 1.0f || p.y > b.y + 5.0f) {
            ADD_FAILURE() << what << ": drawn at " << p.x << "," << p.y << ", off the card " << a.x << "," << a.y
                          << " to " << b.x << "," << b.y;
            break;
          }
        }
      }
    }
  }
}

// When a game was saved, a whole phrase with the plural of the language.
TEST_F(LayoutTest, SavedWhenIsOnePhraseWithItsPlural) {
  const int64_t now = 1767225600000;
  EXPECT_EQ(saved_when(now - 10000, now), "Saved just now");
  EXPECT_EQ(saved_when(now - 60000, now), "Saved 1 minute ago");
  EXPECT_EQ(saved_when(now - 5 * 60000, now), "Saved 5 minutes ago");
  EXPECT_EQ(saved_when(0, now), "Saved at an unknown time");
  use("de");
  EXPECT_EQ(saved_when(now - 60000, now), "Vor 1 Minute gespeichert");
  EXPECT_EQ(saved_when(now - 5 * 60000, now), "Vor 5 Minuten gespeichert");
  use("fr");
  EXPECT_EQ(saved_when(now - 60000, now), "Enregistrée il y a 1 minute");
  EXPECT_EQ(saved_when(now - 5 * 60000, now), "Enregistrée il y a 5 minutes");
}

}  // namespace
}  // namespace landlord::ui
