#include "conditions/check/brunner.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

std::optional<bool> Brunner::in_check(const Position& pos, const Rules& rules, Colour c) const {
  const Square king = pos.king(c);
  if (king.is_none()) return false;
  const Colour enemy = opposite(c);
  const int last_rank = enemy == Colour::White ? pos.geometry().height() - 1 : 0;
  // A side without a royal unit is never in check where this hook alone defines check, and where no
  // rule adds units after a move, taking the king with a unit of such a side (the second level of the
  // question: its own king was taken just before) leaves it without one. The capture is then legal
  // without being played (a pawn's, which may promote, is played).
  const bool enemy_kingless = pos.king(enemy).is_none() && !pos.several_royals() &&
                              !rules.units_may_arrive() && rules.only_check_hook(this);
  return rules.is_attacked_if(pos, king, enemy, ObservationPurpose::Check, [&](Square from) {
    if (enemy_kingless && !rules.def(pos.at(from).kind()).pawn) return true;
    Move capture{from, king};
    capture.flags |= kFlagCapture;
    auto legal = [&](const Position& after) { return !rules.in_check(after, enemy); };
    if (rules.def(pos.at(from).kind()).pawn && king.rank() == last_rank) {
      for (PieceKind k : rules.params().promotion_kinds) {
        capture.promotion = k;
        if (rules.try_move(pos, capture, legal)) return true;
      }
      return false;
    }
    return rules.try_move(pos, capture, legal);
  });
}

void apply_brunner(Rules& rules, const std::vector<std::string>& arguments) {
  rules.claim("check", "BrunnerChess", true);  // (it defines check)
  rules.exclude(kCapabilityObservingElsewhere, "BrunnerChess",
                "Brunner chess's check beside units observing from other squares is not Popeye's yet");
  expect_no_arguments("BrunnerChess", arguments);
  rules.add_module(std::make_unique<Brunner>());
}

const ConditionEntry& brunner_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BrunnerChess",
                .fr = "EchecsBrunner",
                .de = "BrunnerSchach",
                .seeds = {{"Brunner", {}}}},
      .apply = &apply_brunner,
  };
  return entry;
}

}  // namespace nightrider::conditions
