// Kings that take the walks of the enemy units observing them: one module, three rules.
//
// Reflective kings (Popeye `WhiteReflectiveKing`, `BlackReflectiveKing`, `ReflectiveKings` for both;
// French `BlancRoiReflecteur`, `NoirRoiReflecteur`, `RoisReflecteurs`; seed "Rois réflecteurs"): a side's
// king moves as a king and also with the walk of every enemy unit that observes it (a queen attacking it
// lends it the queen's moves). As in Popeye 4.104 it observes, so gives check, as a king only (tried:
// a black queen that attacks the white reflective king may give check from a square where the king, as a
// queen, would attack the black king). A square reached by two walks is one move.
//
// Transmuted kings (Popeye `WhiteTransmutedKing`, `BlackTransmutedKing`, `TransmutedKings`; French
// `BlancRoiTransmute`, `NoirRoiTransmute`, `RoisTransmutes`): a king observed by enemy units moves and
// observes (so checks) only with their walks, the enemy king's (a king's) among them; unobserved, it is a
// king. As in Popeye 4.104 (tried): a king observed by a rook checks along the rook's lines, so a black
// move that makes the white king a rook on the black king's rank is illegal.
//
// Strictly transmuted kings (seed 65 "Rois strictement transmutés"; Popeye lacks it, so the keyword
// `StrictlyTransmutedKings` is ours): as transmuted kings, but a king never moves nor observes as a king:
// unobserved it does not move (nor castle) and observes nothing, and kings do not observe each other as
// kings (docs/rules-decisions.md).
//
// Super-transmuting kings (Popeye `WhiteSuperTransmutingKing`, `BlackSuperTransmutingKing`; French
// `BlancSuperRoiTransmute`, `NoirSuperRoiTransmute`): a king observed by enemy units must move with one of
// their walks (no other move of its side is legal while it is observed) and becomes for good a unit of
// that kind, no longer royal (written as a promotion, `Ke4*c6=B`); its side then plays without a king.
// It checks as a transmuted king. As in Popeye 4.104 (tried): observed, its side has no other move even
// when the king has none with the lent walks. A king lent the enemy king's walk only stands in a position
// where the enemy is in check (kings side by side): it is not lent that walk.
//
// Which enemy units observe the king is asked with the kings observing as kings (as Popeye asks it).
// The walks lent: those of the rule set's kinds with walk data and the pawn's (moving as a pawn of the
// king's side: its double step opens no en passant; it never promotes). Not modelled: walks lent by
// units with walks of their own (the locusts, Rococo's family, the orphan); a problem with a locust is
// refused beside a condition that defines check, as these two do.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

enum class KingReflection : uint8_t {
  Reflective,          // its own walk and the lent ones
  Transmuted,          // the lent ones when it has any, else its own
  StrictlyTransmuted,  // the lent ones only
  SuperTransmuting,    // the lent ones, becoming the lender's kind, whenever it has any
};

class ReflectiveKing final : public RuleModule {
 public:
  ReflectiveKing(Colour side, KingReflection rule) : side_(side), rule_(rule) {}
  const char* name() const override;
  unsigned hooks() const override;
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  // A transmuted king moves as a king only when unobserved or observed by the enemy king; a strictly
  // transmuted one never.
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  // Transmuted kings check with the lent walks (strictly transmuted ones with those only).
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
  // A strictly transmuted king observes nothing as a king.
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  // An observed super-transmuting king's side must transmute it.
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;

 private:
  Colour side_;
  KingReflection rule_;
};

void apply_white_reflective_king(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_reflective_king(Rules& rules, const std::vector<std::string>& arguments);
void apply_reflective_kings(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_reflective_king_condition();
const ConditionEntry& black_reflective_king_condition();
const ConditionEntry& reflective_kings_condition();
const ConditionEntry& white_transmuted_king_condition();
const ConditionEntry& black_transmuted_king_condition();
const ConditionEntry& transmuted_kings_condition();
const ConditionEntry& strictly_transmuted_kings_condition();
const ConditionEntry& white_super_transmuting_king_condition();
const ConditionEntry& black_super_transmuting_king_condition();

}  // namespace nightrider::conditions
