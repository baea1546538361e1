#include "conditions/transmutation/influencer.h"

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "core/unit_followed.h"
#include "pieces/popeye_vectors.h"
#include "pieces/promotion_order.h"

namespace nightrider::conditions {

namespace {

// The squares around a unit, in the order Popeye looks at them: right, up, left, down, then up-left,
// up-right, down-right, down-left (its queen vectors).
constexpr const auto& kInfluenceSteps = kPopeyeQueenLines;

bool is_royal_unit(const Rules& rules, Piece unit) {
  return rules.def(unit.kind()).royal || (unit.attributes() & kAttributeRoyal);
}

// Where the units move `m` moved stand once the rules' side effects so far sent them on (none: it
// left the board), in the order they influence.
std::vector<Square> influencing_squares(const Position& after, const Move& m) {
  std::vector<Square> starts;
  switch (m.kind) {
    case MoveKind::Null:
    case MoveKind::Kamikaze:
    case MoveKind::Suicide:
      return {};
    case MoveKind::Castle:
      starts = {m.to, m.aux2_square()};  // the king (royal, so it will not influence), then the rook
      break;
    case MoveKind::Swap:
      starts = {m.from, m.to};  // the unit now on the departure square first, as Popeye writes them
      break;
    default:
      if (!m.to.is_some()) return {};
      starts = {m.to};
  }
  std::vector<Square> result;
  for (Square start : starts) {
    const Square at = unit_followed(after.last_side_effects(), start);
    if (at.is_some()) result.push_back(at);
  }
  return result;
}

}  // namespace

std::vector<InfluencerChess::Change> InfluencerChess::changes(const Position& after, const Rules& rules,
                                                              const Move& m) const {
  std::vector<Change> result;
  // The unit on `s` as the changes so far left it.
  auto unit_on = [&](Square s) {
    for (auto it = result.rbegin(); it != result.rend(); ++it)
      if (it->first == s) return it->second;
    return after.at(s);
  };
  const Geometry& geo = after.geometry();
  const Colour influenced = opposite(after.side_to_move());  // (the mover is still to move here)
  for (Square at : influencing_squares(after, m)) {
    const Piece influencer = unit_on(at);
    if (!influencer.is_unit() || is_royal_unit(rules, influencer)) continue;
    for (const auto& [df, dr] : kInfluenceSteps) {
      const Square s = geo.offset(at, df, dr);
      if (s.is_none()) continue;
      const Piece unit = unit_on(s);
      if (!unit.is_unit() || (unit.colour() != influenced && unit.colour() != Colour::Neutral) ||
          is_royal_unit(rules, unit))
        continue;
      // On the first or last rank a pawn would be out of place: the unit takes the influencer's kind.
      const bool edge = s.rank() == 0 || s.rank() == geo.height() - 1;
      result.emplace_back(s, unit.with_kind(edge ? influencer.kind() : PieceKind::Pawn));
    }
  }
  return result;
}

std::vector<Square> InfluencerChess::promoting_pawns(const Position& after, const Rules& rules,
                                                     const std::vector<Change>& changes) const {
  std::vector<Square> result;
  const Colour influenced = opposite(after.side_to_move());
  for (size_t i = 0; i < changes.size(); ++i) {
    const Square s = changes[i].first;
    if (std::find(result.begin(), result.end(), s) != result.end()) continue;
    Piece last = changes[i].second;
    for (size_t j = i + 1; j < changes.size(); ++j)
      if (changes[j].first == s) last = changes[j].second;
    // (A neutral pawn promotes for the side the influence worked on, as in Popeye.)
    if (rules.def(last.kind()).pawn && rules.on_promotion_rank(after.geometry(), s, influenced))
      result.push_back(s);
  }
  return result;
}

void InfluencerChess::choices(const Position& after, const Rules& rules, const Move& m,
                              std::vector<uint32_t>& values) const {
  const std::vector<Square> pawns = promoting_pawns(after, rules, changes(after, rules, m));
  const auto kinds = static_cast<uint32_t>(rules.params().promotion_kinds.size());
  if (pawns.empty() || kinds == 0) {
    values.push_back(0);
    return;
  }
  // Every combination, the first pawn's kind varying slowest (Popeye promotes them one after another).
  const uint32_t base = kinds + 1;
  uint32_t combinations = 1;
  for (size_t i = 0; i < pawns.size(); ++i) combinations *= kinds;
  uint32_t capacity = 1;
  for (size_t i = 0; i < pawns.size(); ++i) capacity *= base;
  // (Three pawns of nine kinds fit in the slot; more is refused as the solver refuses what it cannot
  // play, by name, rather than dropping moves.)
  if (capacity > slot_.mask() + 1)
    throw std::invalid_argument("Influencer: promoting " + std::to_string(pawns.size()) + " pawns to " +
                                std::to_string(kinds) + " kinds at once is not supported yet");
  // (Each pawn's kinds in Popeye's order: queen, knight, rook, bishop, then the others.)
  const std::vector<size_t> order = popeye_promotion_indices(rules.params().promotion_kinds);
  for (uint32_t c = 0; c < combinations; ++c) {
    uint32_t rest = c, value = 0, weight = 1;
    std::vector<uint32_t> digits(pawns.size());
    for (size_t i = pawns.size(); i-- > 0;) {
      digits[i] = static_cast<uint32_t>(order[rest % kinds]) + 1;
      rest /= kinds;
    }
    for (size_t i = 0; i < pawns.size(); ++i, weight *= base) value += digits[i] * weight;
    values.push_back(slot_.place(value));
  }
}

void InfluencerChess::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const std::vector<Change> made = changes(pos, rules, m);
  if (made.empty()) return;
  const std::vector<Square> pawns = promoting_pawns(pos, rules, made);
  for (const auto& [s, unit] : made) pos.change(s, unit, reason(ReasonRole::KindChange));
  // A double step beside a unit the influence made a pawn may be taken en passant by it (the rules
  // opened the square only where a pawn stood before the influence).
  if (m.kind == MoveKind::DoubleStep && rules.params().en_passant && pos.en_passant().is_none() &&
      pos.at(m.to).is_unit())
    rules.open_en_passant(pos, m.aux_square(), m.aux2_square(), m.to, opposite(pos.side_to_move()));
  const auto& kinds = rules.params().promotion_kinds;
  const uint32_t base = static_cast<uint32_t>(kinds.size()) + 1;
  uint32_t value = slot_.get(m);
  for (Square s : pawns) {
    const uint32_t digit = value % base;
    value /= base;
    if (digit == 0 || digit > kinds.size()) continue;
    pos.change(s, pos.at(s).with_kind(kinds[digit - 1]), reason(ReasonRole::KindChange));
  }
}

void apply_influencer(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Influencer", arguments);
  rules.exclude(kCapabilityNonRoyalKings, "Influencer",
                "kings that are not royal (Royal dynasty) influencing and influenced are not supported yet");
  // An influencing pawn makes a unit on the first or last rank a pawn: one of the side whose first rank
  // it is stands there (still in a problem, as Popeye's pawns are there: RuleParams::base_rank_pawns_still).
  rules.params().pawns_on_first_rank = true;
  rules.add_module(
      std::make_unique<InfluencerChess>(rules.reserve_choice("Influencer", InfluencerChess::kBits)));
}

const ConditionEntry& influencer_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Influencer", .fr = "Influenceur", .de = "Influencer", .seeds = {}},
      .apply = &apply_influencer,
      .order = 3,  // after the Circe family's rebirths (AntiCirce 1, Circe 2): the influencer is followed
  };
  return entry;
}

}  // namespace nightrider::conditions
