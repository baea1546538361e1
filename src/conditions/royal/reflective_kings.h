// Reflective kings (Popeye `WhiteReflectiveKing`, `BlackReflectiveKing`, `ReflectiveKings` for both;
// French `BlancRoiReflecteur`, `NoirRoiReflecteur`, `RoisReflecteurs`; seed "Rois réflecteurs"): a side's
// king moves as a king and also with the walk of every enemy unit that observes it (a queen attacking it
// lends it the queen's moves). As in Popeye 4.104 it observes, so gives check, as a king only (tried:
// a black queen that attacks the white reflective king may give check from a square where the king, as a
// queen, would attack the black king). A square reached by two walks is one move. Not modelled: walks borrowed from pawns and from pieces with walks of their own
// (Rococo's), which Popeye lends too.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ReflectiveKing final : public RuleModule {
 public:
  explicit ReflectiveKing(Colour side) : side_(side) {}
  const char* name() const override { return side_ == Colour::White ? "white reflective king" : "black reflective king"; }
  unsigned hooks() const override { return kHookGenerate; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;

 private:
  Colour side_;
};

void apply_white_reflective_king(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_reflective_king(Rules& rules, const std::vector<std::string>& arguments);
void apply_reflective_kings(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_reflective_king_condition();
const ConditionEntry& black_reflective_king_condition();
const ConditionEntry& reflective_kings_condition();

}  // namespace nightrider::conditions
