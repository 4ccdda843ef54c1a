#include "ui/accessible_mirror.h"

#include <algorithm>
#include <string>

#include "platform/accessibility.h"
#include "engine/edition_words.h"
#include "text/tr.h"

namespace landlord::ui {

namespace {

// The number after `prefix` in an id such as "player.2.trade" (-1 if none).
int index_after(const std::string& id, const char* prefix) {
  const std::size_t n = std::char_traits<char>::length(prefix);
  if (id.compare(0, n, prefix) != 0) return -1;
  int v = 0;
  std::size_t i = n;
  for (; i < id.size() && id[i] >= '0' && id[i] <= '9' && v < 1000; ++i) v = v * 10 + (id[i] - '0');
  return i > n && i < id.size() && id[i] == '.' ? v : -1;
}

}  // namespace

std::string AccessibleMirror::spoken_label(const Widgets::Item& item, const Session* session) {
  if (!item.enabled || item.input) return {};
  if (item.id.rfind("space.", 0) == 0 || item.id.rfind("why.", 0) == 0) return {};
  std::string label = item.label;
  // Keyboard hints are drawn as "  (R)" after the label.
  std::size_t hint = label.rfind("  (");
  if (hint != std::string::npos && label.back() == ')') label.erase(hint);
  // The same label on several controls: say which one.
  if (int k = index_after(item.id, "seat."); k >= 0) {
    // TRANSLATORS: what a screen reader says for a control of a seat of the new-game form ("Seat 2: Computer Hard").
    return trf("Seat {n}: {label}", fmt::arg("n", k + 1), fmt::arg("label", label));
  }
  if (session && session->active()) {
    if (int p = index_after(item.id, "player."); p >= 0 && p < static_cast<int>(session->names().size())) {
      const std::string& name = session->names()[static_cast<std::size_t>(p)];
      if (item.id == "player." + std::to_string(p) + ".trade") {
        // TRANSLATORS: what a screen reader says for a player's Trade button ({label}: the button's word, "Trade").
        return trf("{label} with {player}", fmt::arg("label", label), fmt::arg("player", name));
      }
      // TRANSLATORS: what a screen reader says for a control of a player's row ("Bo: Manage").
      return trcf("spoken", "{player}: {label}", fmt::arg("player", name), fmt::arg("label", label));
    }
    if (int i = index_after(item.id, "manage."); i >= 0 && i < session->edition().space_count()) {
      // TRANSLATORS: what a screen reader says for a control of the property manager ("Baltic Avenue: Mortgage +$30").
      return trcf("spoken", "{space}: {label}", fmt::arg("space", space_name(session->edition(), i)),
                  fmt::arg("label", label));
    }
  }
  return label;
}

std::string AccessibleMirror::decision(const Session& ses) {
  const GameState& s = ses.state();
  const Edition& ed = ses.edition();
  if (s.phase == Phase::kGameOver) return tr("Game over.");
  int d = ses.decider();
  if (d < 0 || d >= s.player_count) return {};
  const std::string& who = ses.names()[static_cast<std::size_t>(d)];
  // TRANSLATORS: what a screen reader hears while another player decides.
  if (ses.waiting_human() != d) return trf("{player} is playing.", fmt::arg("player", who));
  // What a screen reader hears when the player is asked to decide: one
  // sentence for each decision, with the player's cash.
  const std::string cash = money(ed, s.players[d].cash);
  auto say = [&](const char* msgid) { return trf(msgid, fmt::arg("player", who), fmt::arg("cash", cash)); };
  switch (s.phase) {
    case Phase::kOpeningRoll: return say(tr_noop("{player}, your move: roll to see who starts. Cash {cash}."));
    case Phase::kAwaitRoll:
      if (s.players[d].in_jail) {
        return say(tr_noop("{player}, your move: you are in jail: roll for doubles or pay to leave. Cash {cash}."));
      }
      return say(tr_noop("{player}, your move: roll the dice. Cash {cash}."));
    case Phase::kBuyOrAuction:
      if (s.pending_space < 0) return say(tr_noop("{player}, your move: buy or decline. Cash {cash}."));
      return trf(s.options.auctions
                     ? tr_noop("{player}, your move: buy {space} for {price} or put it up for auction. Cash {cash}.")
                     : tr_noop("{player}, your move: buy {space} for {price} or leave it. Cash {cash}."),
                 fmt::arg("player", who), fmt::arg("cash", cash), fmt::arg("space", space_name(ed, s.pending_space)),
                 fmt::arg("price", money(ed, ed.spaces[s.pending_space].price)));
    case Phase::kAuction:
      return trf("{player}, your move: bid or drop out, the bid is {bid}. Cash {cash}.", fmt::arg("player", who),
                 fmt::arg("cash", cash), fmt::arg("bid", money(ed, s.auction.bid)));
    case Phase::kTradeResponse:
      return trf("{player}, your move: accept or reject the trade offered by {other}. Cash {cash}.",
                 fmt::arg("player", who), fmt::arg("cash", cash), fmt::arg("other", ses.names()[s.trade.from]));
    case Phase::kRaiseCash:
      return trf("{player}, your move: raise {amount} by selling or mortgaging. Cash {cash}.", fmt::arg("player", who),
                 fmt::arg("cash", cash), fmt::arg("amount", money(ed, s.debt_count ? s.debts[0].amount : 0)));
    case Phase::kMortgagedDeedReceived:
      return say(tr_noop(
          "{player}, your move: lift the mortgage of the deed you received, or keep it mortgaged. Cash {cash}."));
    case Phase::kPlaceBuilding:
      return say(tr_noop("{player}, your move: choose where to place the building you won. Cash {cash}."));
    case Phase::kEndTurn:
      return say(
          tr_noop("{player}, your move: build, mortgage or trade if you like, then end your turn. Cash {cash}."));
    case Phase::kTaxChoice: return say(tr_noop("{player}, your move: choose how to pay the tax. Cash {cash}."));
    case Phase::kBuildingDemand:
      return say(tr_noop("{player}, your move: say whether you want to buy the scarce building. Cash {cash}."));
    case Phase::kGameOver: break;
  }
  return {};
}

std::vector<std::string> AccessibleMirror::take_new_lines(const Session& ses) {
  std::vector<std::string> lines;
  log_seen_ = std::max(log_seen_, ses.log_resumed_at());
  const uint64_t added = ses.log_added();
  if (added <= log_seen_) return lines;
  const auto& log = ses.log();
  const uint64_t n = std::min<uint64_t>(added - log_seen_, log.size());
  for (uint64_t k = log.size() - n; k < log.size(); ++k) lines.push_back(log[k].text);
  log_seen_ = added;
  return lines;
}

void AccessibleMirror::update(const Widgets& widgets, const std::string& heading, const Session* session) {
  std::vector<platform::AccessibleControl> controls;
  std::string key = heading;
  for (const Widgets::Item& it : widgets.items()) {
    std::string label = spoken_label(it, session);
    if (label.empty()) continue;
    key += '\n' + it.id + '\t' + label;
    controls.push_back({it.id, std::move(label)});
  }
  std::vector<std::string> lines;
  if (session && session->active()) lines = take_new_lines(*session);
  if (heading != last_heading_) {
    last_heading_ = heading;
    if (!heading.empty()) lines.push_back(heading);
  }
  platform::accessibility_announce(lines);
  if (key != last_controls_) {
    last_controls_ = key;
    platform::accessibility_controls(heading, controls);
  }
}

}  // namespace landlord::ui
