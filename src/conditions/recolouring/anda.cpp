#include "conditions/recolouring/anda.h"

#include <memory>
#include <string_view>

#include "conditions/registry.h"

namespace nightrider::conditions {

void Anda::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  const Colour mover = pos.side_to_move();  // (the turn passes after the side effects)
  const Colour enemy = opposite(mover);
  // The unit that moved, where the move has left it (a rule may have sent it on).
  Square at = m.from;
  for (const Effect& e : pos.last_effects()) {
    if (e.kind == EffectKind::Relocate && e.from == at) at = e.to;
    if ((e.kind == EffectKind::Remove || e.kind == EffectKind::Bury) && e.from == at)
      return;  // (it left the board)
  }
  const Piece unit = pos.at(at);
  if (!unit.is_unit() || rules.def(unit.kind()).royal || (unit.attributes() & kAttributeRoyal)) return;
  if (attributed_only_ && !(unit.attributes() & kAttributeAnda)) return;
  const Square king = pos.king(enemy);
  const bool checks = king.is_some() && rules.in_check(pos, enemy) &&
                      rules.is_attacked_if(pos, king, mover, ObservationPurpose::Check,
                                           [at](Square from) { return from == at; });
  if (checks == inverse_) return;
  const Colour becomes = unit.colour() == Colour::Neutral ? mover : Colour::Neutral;
  pos.change(at, unit.with_colour(becomes), reason(ReasonRole::MoverSideChange));
}

void apply_anda(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Anda", arguments);
  rules.add_module(std::make_unique<Anda>(false));
}

void apply_anda_inverse(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("AndaInverse", arguments);
  rules.add_module(std::make_unique<Anda>(true));
}

const ConditionEntry& anda_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Anda", .fr = "Anda", .de = "Anda", .seeds = {}},
      .apply = &apply_anda,
  };
  return entry;
}

const ConditionEntry& anda_inverse_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AndaInverse", .fr = "AndaInverse", .de = "AndaInvers", .seeds = {}},
      .apply = &apply_anda_inverse,
  };
  return entry;
}

namespace {

// The attribute's module, unless the condition Anda (which changes every unit) is in the rule set.
void add_anda_attribute_module(Rules& rules) {
  for (const auto& module : rules.modules())
    if (const auto* anda = dynamic_cast<const Anda*>(module.get());
        anda && std::string_view(anda->name()) == "Anda")
      return;
  rules.add_module(std::make_unique<Anda>(false, true));
}

}  // namespace

const AttributeEntry& anda_attribute() {
  static const AttributeEntry entry{.en = "Anda",
                                    .fr = "Anda",
                                    .de = "Anda",
                                    .bit = kAttributeAnda,
                                    .after_conditions = &add_anda_attribute_module};
  return entry;
}

}  // namespace nightrider::conditions
