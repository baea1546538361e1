#include "conditions/transmutation/einstein.h"

#include <memory>
#include <stdexcept>
#include <vector>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {
namespace {

PieceKind up(PieceKind k) {
  switch (k) {
    case PieceKind::Pawn:
      return PieceKind::Knight;
    case PieceKind::Knight:
      return PieceKind::Bishop;
    case PieceKind::Bishop:
      return PieceKind::Rook;
    case PieceKind::Rook:
      return PieceKind::Queen;
    default:
      return k;
  }
}

PieceKind down(PieceKind k) {
  switch (k) {
    case PieceKind::Queen:
      return PieceKind::Rook;
    case PieceKind::Rook:
      return PieceKind::Bishop;
    case PieceKind::Bishop:
      return PieceKind::Knight;
    case PieceKind::Knight:
      return PieceKind::Pawn;
    default:
      return k;
  }
}

bool orthodox_kind(PieceKind k) {
  return k == PieceKind::King || k == PieceKind::Queen || k == PieceKind::Rook || k == PieceKind::Bishop ||
         k == PieceKind::Knight || k == PieceKind::Pawn;
}

}  // namespace

bool Einstein::fairy_clause_applies(const Position& after, const Move& m) const {
  if (!fairy_slot_.width || m.kind == MoveKind::Castle) return false;
  const PieceKind arrived = after.at(m.to).kind();
  return m.is_capture() ? arrived == PieceKind::Queen : arrived == PieceKind::Pawn;
}

void Einstein::choices(const Position& after, const Rules&, const Move& m, std::vector<uint32_t>& values) const {
  bool present[kPieceKindCount] = {};
  if (fairy_clause_applies(after, m))
    for (Square s : after.geometry().squares())
      if (after.at(s).is_unit() && !orthodox_kind(after.at(s).kind())) present[static_cast<size_t>(after.at(s).kind())] = true;
  bool any = false;
  for (int k = 0; k < kPieceKindCount; ++k)
    if (present[k]) {
      values.push_back(fairy_slot_.place(static_cast<uint32_t>(k) + 1));
      any = true;
    }
  if (!any) values.push_back(0);  // no fairy unit: the orthodox rule
}

void Einstein::after_move(Position& pos, const Rules&, const Move& m) const {
  // The units the move's own action moved (the mover, castling's rook), not those a rule moved after.
  const auto all = pos.last_effects();
  const auto primary = all.first(all.size() - pos.last_side_effects().size());
  std::vector<std::pair<Square, bool>> arrivals;  // square, and whether that unit captured
  for (const Effect& e : primary)
    if (e.kind == EffectKind::Relocate) arrivals.emplace_back(e.to, m.is_capture() && e.from == m.from);
  const uint32_t fairy = fairy_slot_.width ? fairy_slot_.get(m) : 0;
  for (const auto& [square, captured] : arrivals) {
    const Piece p = pos.at(square);
    if (!p.is_unit()) continue;
    const PieceKind next = fairy != 0 && square == m.to ? static_cast<PieceKind>(fairy - 1)
                           : captured != reversal_      ? up(p.kind())
                                                        : down(p.kind());
    if (next != p.kind()) pos.change(square, p.with_kind(next), EffectReason::KindChange);
  }
}

namespace {

void apply(Rules& rules, const std::vector<std::string>& arguments, bool reversal, const char* keyword) {
  rules.exclude(kCapabilityMoverGoesOn, keyword, "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  bool fairy_units = false;
  for (const std::string& a : arguments) {
    if (lower_case(a) != "fairyunits")
      throw std::invalid_argument(std::string(keyword) + " takes only FairyUnits (got " + a + ")");
    fairy_units = true;
  }
  rules.exclude(kCapabilityKnightRole, keyword,
                "the change of kind for another kind in the knight's role is not supported yet");
  RuleParams& params = rules.params();
  params.promotion_kinds.clear();
  params.pawns_on_first_rank = true;  // a knight that moves becomes a pawn wherever it arrives
  params.base_rank_pawns_still = false;  // and steps on from there, up to three squares (Popeye too)
  params.double_step_ranks |= 1u << 0;
  params.triple_step_ranks |= 1u << 0;
  // Under Reversal Einstein a pawn that steps becomes a knight: none is ever there to take en passant.
  if (reversal) params.en_passant = false;
  const ChoiceSlot slot =
      fairy_units ? rules.reserve_choice(std::string(keyword) + "'s fairy units", Einstein::kChoiceBits) : ChoiceSlot{};
  rules.add_module(std::make_unique<Einstein>(reversal, slot));
}

}  // namespace

void apply_einstein(Rules& rules, const std::vector<std::string>& arguments) {
  apply(rules, arguments, false, "EinsteinChess");
}
void apply_reversal_einstein(Rules& rules, const std::vector<std::string>& arguments) {
  apply(rules, arguments, true, "ReversalEinsteinChess");
}

const ConditionEntry& einstein_condition() {
  static const ConditionEntry entry{
      .names = {.en = "EinsteinChess",
                .fr = "EchecsEinstein",
                .de = "EinsteinSchach",
                .seeds = {{"Einstein", {"FairyUnits"}}}},
      .apply = &apply_einstein,
  };
  return entry;
}

const ConditionEntry& reversal_einstein_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ReversalEinsteinChess",
                .fr = "ReversEchecsEinstein",
                .de = "ReversesEinsteinSchach",
                .seeds = {}},
      .apply = &apply_reversal_einstein,
  };
  return entry;
}

}  // namespace nightrider::conditions
