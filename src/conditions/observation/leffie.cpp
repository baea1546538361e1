#include "conditions/observation/leffie.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/observation/paralysis.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

bool Leffie::some_unit_eiffel_observed(const Position& pos, const Rules& rules) {
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit()) continue;
    const std::optional<PieceKind> walk = eiffel_paralyser(p.kind());
    if (!walk || !rules.uses(*walk)) continue;
    for (Colour side : {Colour::White, Colour::Black}) {
      if (p.colour() != side && p.colour() != Colour::Neutral) continue;
      if (rules.is_attacked_by(pos, s, opposite(side), *walk, ObservationLevel::Observer,
                               ObservationPurpose::Paralysis))
        return true;
    }
  }
  return false;
}

bool Leffie::legal_after(const Position& pos, const Rules& rules, Colour) const {
  return !some_unit_eiffel_observed(pos, rules);
}

std::optional<bool> Leffie::in_check(const Position& pos, const Rules& rules, Colour c) const {
  const Square king = pos.king(c);
  if (king.is_none()) return false;
  const Colour enemy = opposite(c);
  auto leaves_none_observed = [&](const Position& after) { return !some_unit_eiffel_observed(after, rules); };
  return rules.is_attacked_if(pos, king, enemy, ObservationPurpose::Check, [&](Square from) {
    Move capture{from, king};
    capture.flags |= kFlagCapture;
    if (rules.def(pos.at(from).kind()).pawn && rules.on_promotion_rank(pos.geometry(), king, enemy)) {
      for (PieceKind k : rules.params().promotion_kinds) {
        capture.promotion = k;
        if (rules.try_move(pos, capture, leaves_none_observed)) return true;
      }
      return false;
    }
    return rules.try_move(pos, capture, leaves_none_observed);
  });
}

void apply_leffie(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Leffie", arguments);
  rules.claim("check", "Leffie", true);  // (it validates check by playing the capture)
  rules.exclude(kCapabilityObservingElsewhere, "Leffie",
                "Leffie's observations beside units observing from other squares are not Popeye's yet");
  rules.exclude(kCapabilityBorrowedWalks, "Leffie",
                "observations with the walk of the unit behind (Annan) are not supported yet");
  rules.exclude(kCapabilityKnightRole, "Leffie",
                "Eiffel chess's cycle with another kind in the knight's role is not supported yet");
  rules.add_module(std::make_unique<Leffie>());
}

const ConditionEntry& leffie_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Leffie", .fr = "Leffie", .de = "Leffie", .seeds = {}},
      .apply = &apply_leffie,
  };
  return entry;
}

}  // namespace nightrider::conditions
