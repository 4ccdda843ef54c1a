#include "ui/accessible_mirror.h"

#include <algorithm>
#include <string>

#include "platform/accessibility.h"
#include "engine/edition_words.h"

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
  if (int k = index_after(item.id, "seat."); k >= 0) return "Seat " + std::to_string(k + 1) + ": " + label;
  if (session && session->active()) {
    if (int p = index_after(item.id, "player."); p >= 0 && p < static_cast<int>(session->names().size())) {
      const std::string& name = session->names()[static_cast<std::size_t>(p)];
      if (item.id == "player." + std::to_string(p) + ".trade") return label + " with " + name;
      return name + ": " + label;
    }
    if (int i = index_after(item.id, "manage."); i >= 0 && i < session->edition().space_count()) {
      return space_name(session->edition(), i) + ": " + label;
    }
  }
  return label;
}

std::string AccessibleMirror::decision(const Session& ses) {
  const GameState& s = ses.state();
  const Edition& ed = ses.edition();
  if (s.phase == Phase::kGameOver) return "Game over.";
  int d = ses.decider();
  if (d < 0 || d >= s.player_count) return {};
  const std::string& who = ses.names()[static_cast<std::size_t>(d)];
  if (ses.waiting_human() != d) return who + " is playing.";
  std::string what;
  switch (s.phase) {
    case Phase::kOpeningRoll: what = "roll to see who starts"; break;
    case Phase::kAwaitRoll: what = s.players[d].in_jail ? "you are in jail: roll for doubles or pay to leave" : "roll the dice"; break;
    case Phase::kBuyOrAuction:
      what = s.pending_space >= 0 ? "buy " + space_name(ed, s.pending_space) + " for " +
                                        money(ed, ed.spaces[s.pending_space].price) +
                                        (s.options.auctions ? " or put it up for auction" : " or leave it")
                                  : "buy or decline";
      break;
    case Phase::kAuction: what = "bid or drop out, the bid is " + money(ed, s.auction.bid); break;
    case Phase::kTradeResponse: what = "accept or reject the trade offered by " + ses.names()[s.trade.from]; break;
    case Phase::kRaiseCash:
      what = "raise " + money(ed, s.debt_count ? s.debts[0].amount : 0) + " by selling or mortgaging";
      break;
    case Phase::kMortgagedDeedReceived: what = "lift the mortgage of the deed you received, or keep it mortgaged"; break;
    case Phase::kPlaceBuilding: what = "choose where to place the building you won"; break;
    case Phase::kEndTurn: what = "build, mortgage or trade if you like, then end your turn"; break;
    case Phase::kTaxChoice: what = "choose how to pay the tax"; break;
    case Phase::kBuildingDemand: what = "say whether you want to buy the scarce building"; break;
    case Phase::kGameOver: break;
  }
  return who + ", your move: " + what + ". Cash " + money(ed, s.players[d].cash) + ".";
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
