#include "ai/partner_model.h"

#include <algorithm>

#include "ai/trade_offers.h"
#include "engine/json.h"

namespace landlord::ai {

namespace {

bool fixed_policy(Level l) { return l == Level::kFpA || l == Level::kFpB || l == Level::kFpC; }

}  // namespace

const char* answer_rule_name(AnswerRule r) {
  switch (r) {
    case AnswerRule::kHard: return "hard";
    case AnswerRule::kFixedPolicy: return "fixed-policy";
    case AnswerRule::kEasy: return "easy";
    case AnswerRule::kGroupFirst: return "group-first";
  }
  return "?";
}

void PartnerModel::set_levels(const std::vector<Level>& levels) {
  for (std::size_t q = 0; q < levels.size() && q < static_cast<std::size_t>(kMaxPlayers); ++q) {
    levels_[q] = levels[q];
  }
}

bool PartnerModel::predicts(AnswerRule r, const Board& b, const PublicState& s, const TradeOffer& t) const {
  switch (r) {
    case AnswerRule::kHard: {
      static const Style hard = style_for(Level::kHard);
      return accept_offer(b, s, t, t.to, hard);
    }
    case AnswerRule::kFixedPolicy: {
      Level l = t.to >= 0 && t.to < kMaxPlayers && fixed_policy(levels_[t.to]) ? levels_[t.to] : Level::kFpA;
      return fixed_policy_accepts(b, s, t, style_for(l));
    }
    case AnswerRule::kEasy: {
      static const Style easy = style_for(Level::kEasy);
      return accept_offer(b, s, t, t.to, easy);
    }
    case AnswerRule::kGroupFirst:
      return gnome_accepts(b, s, t);
  }
  return false;
}

void PartnerModel::note(const Board& b, const PublicState& s, bool accepted) {
  const int q = s.trade.to;
  if (q < 0 || q >= kMaxPlayers || q >= s.player_count) return;
  if (answers_[q] == UINT16_MAX) return;  // enough said
  ++answers_[q];
  for (int r = 0; r < kAnswerRules; ++r) {
    if (predicts(static_cast<AnswerRule>(r), b, s, s.trade) != accepted) ++misses_[q][r];
  }
}

AnswerRule PartnerModel::first_guess(int seat) const {
  return fixed_policy(levels_[seat]) ? AnswerRule::kFixedPolicy : AnswerRule::kHard;
}

AnswerRule PartnerModel::rule(int seat) const {
  if (seat < 0 || seat >= kMaxPlayers) return AnswerRule::kHard;
  AnswerRule best = first_guess(seat);
  for (int r = 0; r < kAnswerRules; ++r) {
    if (misses_[seat][r] < misses_[seat][static_cast<int>(best)]) best = static_cast<AnswerRule>(r);
  }
  return best;
}

bool PartnerModel::accepts(const Board& b, const PublicState& s, const TradeOffer& t) const {
  return predicts(rule(t.to), b, s, t);
}

bool PartnerModel::may_accept(const Board& b, const PublicState& s, const TradeOffer& t) const {
  const int q = t.to;
  if (q < 0 || q >= kMaxPlayers) return false;
  const uint16_t least = misses_[q][static_cast<int>(rule(q))];
  for (int r = 0; r < kAnswerRules; ++r) {
    if (misses_[q][r] == least && predicts(static_cast<AnswerRule>(r), b, s, t)) return true;
  }
  return false;
}

Json PartnerModel::to_json() const {
  Json rows = Json::array();
  for (int q = 0; q < kMaxPlayers; ++q) {
    if (answers_[q] == 0) continue;
    Json row = Json::array({q, answers_[q]});
    for (int r = 0; r < kAnswerRules; ++r) row.push_back(misses_[q][r]);
    rows.push_back(std::move(row));
  }
  return rows;
}

bool PartnerModel::from_json(const Json& j, const std::string& path, std::string& error) {
  JsonReader r;
  uint16_t answers[kMaxPlayers] = {};
  uint16_t misses[kMaxPlayers][kAnswerRules] = {};
  if (!r.expect_array(j, path, kMaxPlayers)) return error = r.error(), false;
  for (std::size_t i = 0; i < j.size(); ++i) {
    std::string ip = path_index(path, i);
    const Json& row = j[i];
    constexpr std::size_t kColumns = 2 + kAnswerRules;
    if (!r.expect_array(row, ip, kColumns)) return error = r.error(), false;
    if (row.size() != kColumns) {
      r.fail(ip, "expected [seat, answers, misses of each of the 4 rules]");
      return error = r.error(), false;
    }
    int64_t seat = 0, n = 0;
    if (!r.element_int(row[0], ip, 0, 0, kMaxPlayers - 1, seat) ||
        !r.element_int(row[1], ip, 1, 1, UINT16_MAX, n)) {
      return error = r.error(), false;
    }
    if (answers[seat] != 0) {
      r.fail(ip, "a seat given twice");
      return error = r.error(), false;
    }
    answers[seat] = static_cast<uint16_t>(n);
    for (int k = 0; k < kAnswerRules; ++k) {
      int64_t m = 0;
      if (!r.element_int(row[static_cast<std::size_t>(2 + k)], ip, static_cast<std::size_t>(2 + k), 0, n, m)) {
        return error = r.error(), false;
      }
      misses[seat][k] = static_cast<uint16_t>(m);
    }
  }
  std::copy(&answers[0], &answers[0] + kMaxPlayers, answers_);
  std::copy(&misses[0][0], &misses[0][0] + kMaxPlayers * kAnswerRules, &misses_[0][0]);
  return true;
}

}  // namespace landlord::ai
