// Annan chess (Popeye `AnnanChess`, French `AnnanEchecs`, German `Annanschach`; `TypeA`, the default,
// to `TypeD`): a unit with a unit of its side standing right behind it (below it for White, above it
// for Black; a neutral one behind counts for both sides) moves, takes and observes (so checks) with the
// walk of that unit instead of its own. Type B: not when the unit behind is a royal one; type C: not
// when the unit in front is; type D: neither. A pawn that moves with another walk still promotes on its
// last rank; a unit that moves with a pawn's walk is no pawn (it neither promotes nor opens en passant).
//
// The moves made with the walk behind carry one bit of a choice slot (core/move.h), so the unit's own
// walk's moves, which do not, are filtered out; check is its own definition (an exclusive claim).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "conditions/walks/lent_walk_observers.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

enum class AnnanType : uint8_t { A, B, C, D };

class Annan final : public RuleModule, public LentWalkObservers, public LentMoveWalks {
 public:
  Annan(AnnanType type, ChoiceSlot slot) : type_(type), slot_(slot) {}
  const char* name() const override { return "annan"; }
  unsigned hooks() const override { return kHookGenerate | kHookFilter | kHookCheck; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;

  // The kind whose walk the unit on `front`, moving for `side`, moves with (its own if none behind it
  // gives it another).
  PieceKind walk_of(const Position& pos, const Rules& rules, Square front, Colour side) const;
  PieceKind observing_walk(const Position& pos, const Rules& rules, Square s, Colour by) const override {
    return walk_of(pos, rules, s, by);
  }
  PieceKind lent_walk_of_move(const Position& pos, const Rules& rules, const Move& m) const override {
    return slot_.get(m) != 0 ? walk_of(pos, rules, m.from, pos.side_to_move()) : PieceKind::None;
  }

 private:
  AnnanType type_;
  ChoiceSlot slot_;
};

void apply_annan(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& annan_condition();

}  // namespace nightrider::conditions
