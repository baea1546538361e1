// Augsburg (seed 001's no. 12; Popeye has no such condition, so the keyword is ours, "Augsburg", in its
// three languages): a unit other than a king may move onto a square held by a unit of its own side,
// forming a stack; every unit of a stack keeps its powers, any of them may move from there, and when one
// moves any of the others may travel with it to its arrival square or stay. A pawn on its first rank
// stands still.
//
// A stack is kept on the board as its top unit, the others waiting under its square in the position's
// underworld (core/position.h: ordered, journaled, hashed, the FEN's seventh field "R^d4,N^d4"), so the
// board keeps one unit per square and every rule that reads the board sees the stack's top. The OPEN
// points (RULES.md B 13) as docs/rules-decisions.md settles them: a capture of a stack takes all its
// units; the units travelling along need not be able to make the move themselves (a pawn does not ride
// onto its first or last rank); a stacked unit checks with its own walk from the stack's square; a pawn
// promotes when it moves from or into a stack on its last rank, as usual. Kings never stack (they may
// not join a unit, nor be joined), so the royal units stay on the board.
//
// The move says which unit of the stack moves and which travel with it, in its choice slot: the mover
// (0 the top unit, j + 1 the j-th unit under the square) in 3 bits, the travellers (positions in the
// list of the units under the square) in 7, so a stack holds 8 units at most. A unit under the square
// that moves is first exchanged with the top unit (RuleModule::before_move, written before the move,
// "[d4=R]"); a unit that joins a friend puts that friend under the square first.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Augsburg final : public RuleModule {
 public:
  static constexpr int kMaxStack = 8;

  explicit Augsburg(ChoiceSlot slot) : slot_(slot) {}
  const char* name() const override { return "Augsburg"; }
  const char* effect_words() const override { return "stack"; }
  unsigned hooks() const override {
    return kHookGenerate | kHookFilter | kHookBeforeMove | kHookAfterMove | kHookChoice | kHookCheck;
  }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void before_move(Position& pos, const Rules& rules, const Move& m) const override;
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

 private:
  uint32_t mover_of(const Move& m) const { return slot_.get(m) & 7u; }
  uint32_t travellers_of(const Move& m) const { return slot_.get(m) >> 3; }

  ChoiceSlot slot_;
};

// Augsburg, without arguments (conditions/registry).
void apply_augsburg(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& augsburg_condition();

}  // namespace nightrider::conditions
