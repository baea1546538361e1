// Imitators (Popeye `Imitator` squares; `NoIProm`): markers that are no units, standing on empty
// squares, which every move moves by the vector of the moving unit (castling: the king's and the rook's
// vectors added, 0-0 none, 0-0-0 one file right). A move is legal only if every imitator can make that
// move too, as Popeye tests it by the mover's walk: a leaper's and a pawn's imitator leaps to an empty
// square (the mover's own square counts as empty), a rider's rides over empty squares, a hopper's needs a
// hurdle where the mover has its own; after the move every imitator stands on an empty square of the
// board. Observations (check) follow the same test. A pawn may promote into an imitator (not under
// `NoIProm`): it leaves the board and a new imitator stands where it arrived, "b7-b8[Ig2]=I".
//
// The imitators are rule state: the squares given, moved by an offset kept in the position's rule-state
// flags (hashed, in FEN's "@N"), and up to two imitators a promotion made, each kept as the square it
// would have stood on before the first move.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Imitator final : public RuleModule {
 public:
  static constexpr int kCoordinateBits = 5;
  static constexpr int kPromotedSlots = 2;
  static constexpr int kFlags = 2 * kCoordinateBits * (1 + kPromotedSlots);

  Imitator(std::vector<Square> squares, int first_flag, ChoiceSlot slot)
      : squares_(std::move(squares)), first_flag_(first_flag), slot_(slot) {}
  const char* name() const override { return "Imitator"; }
  unsigned hooks() const override {
    return kHookFilter | kHookAfterMove | kHookLegality | kHookObservation | kHookChoice | kHookMarks;
  }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void choices(const Position& after, const Rules& rules, const Move& m, std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Geometry; }
  Marks marks(const Position& pos, const Rules& rules) const override;

 private:
  // The imitators' squares (in Popeye's order: those given, then those promotions made), as file and
  // rank, which may be off the board only inside a move being played.
  struct Spot {
    int file, rank;
  };
  std::vector<Spot> spots(const Position& pos) const;
  int field(const Position& pos, int index) const;  // a 5-bit field of the flags, as stored
  void set_field(Position& pos, int index, int value) const;
  // Can every imitator follow the unit of kind `kind` and side `side` from `from` to `to` (a move that is
  // no castling), on `pos`, where `from` counts as empty when `from_empty`?
  bool followed(const Position& pos, const Rules& rules, PieceKind kind, Colour side, Square from, Square to,
                bool double_step, bool from_empty) const;
  bool castling_followed(const Position& pos, Square from, Square to) const;

  std::vector<Square> squares_;
  int first_flag_;
  ChoiceSlot slot_;
};

void apply_imitator(Rules& rules, const std::vector<std::string>& arguments);
void apply_no_imitator_promotion(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& imitator_condition();
const ConditionEntry& no_imitator_promotion_condition();

}  // namespace nightrider::conditions
