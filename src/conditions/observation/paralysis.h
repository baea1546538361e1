// Paralysis by observation: a unit observed by a certain enemy unit cannot move, and its observations
// count for nothing (it gives no check), but it still paralyses others.
//  - Madrasi (Popeye `Madrasi`, WinChloe "Madrasi"): by an enemy unit of its own kind. Kings are left
//    out unless `RexInclusive`.
//  - Eiffel (Popeye `EiffelChess`, WinChloe "Eiffel"): a pawn by an enemy queen, a queen by a rook, a
//    rook by a bishop, a bishop by a knight, a knight by a pawn; kings never.
// These are the observer level (core/rule_module.h). The paralysing observation is judged at the
// geometry level only (Monochrome, Bichrome), as Popeye does: a paralysed unit still paralyses, and
// the test never asks itself.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Paralysis final : public RuleModule {
 public:
  enum class By : uint8_t { SameKind, EiffelCycle };
  Paralysis(By by, bool rex_inclusive) : by_(by), rex_inclusive_(rex_inclusive) {}
  const char* name() const override { return by_ == By::SameKind ? "madrasi" : "eiffel"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  bool paralysed(const Position& pos, const Rules& rules, Square square) const;
  // (Attacks by units of a kind; the en passant paralysis reads the state after the move, none but
  // after a double step, which the rule set plays.)
  bool judges_units_alone() const override { return true; }

 private:
  // The walk of the enemy units that paralyse a unit of this kind, if any.
  std::optional<PieceKind> paralyser(const Rules& rules, PieceKind kind) const;
  By by_;
  bool rex_inclusive_;
};

// The walk of the enemy units that paralyse a unit of kind `kind` under Eiffel chess (a pawn: the queen,
// a queen: the rook, a rook: the bishop, a bishop: the knight, a knight: the pawn), if any (Leffie too).
std::optional<PieceKind> eiffel_paralyser(PieceKind kind);

// Madrasi [RexInclusive] and EiffelChess (conditions/registry).
void apply_madrasi(Rules& rules, const std::vector<std::string>& arguments);
void apply_eiffel(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& madrasi_condition();
const ConditionEntry& eiffel_condition();

}  // namespace nightrider::conditions
