// For the browser tests: the engine's legal actions now, published as
// window.__landlord.legal ("type:player:space" keys, as the widgets carry),
// so a test can check that no button applies an action the engine refuses.
#include "engine/json.h"
#include "ui/view.h"

namespace landlord::ui {

void publish_legal(const Session& s) {
#ifdef LANDLORD_TEST_HOOKS
  static std::string last;
  Json arr = Json::array();
  if (s.active()) {
    for (const Action& a : legal_actions(s.edition(), s.state())) arr.push_back(action_key(a));
    // Trades are not listed by legal_actions (any content may be proposed);
    // answering one is.
    const GameState& st = s.state();
    if (st.phase == Phase::kTradeResponse) {
      for (ActionType t : {ActionType::kAcceptTrade, ActionType::kRejectTrade}) {
        Action a = Action::make(t, st.decider);
        if (validate(s.edition(), st, a) == Rejection::kNone) arr.push_back(action_key(a));
      }
    }
  }
  std::string text = dump_json(arr);
  if (text != last) {
    last = text;
    platform::publish_for_tests("legal", text);
  }
#else
  (void)s;
#endif
}

}  // namespace landlord::ui
