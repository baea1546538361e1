// The Woozles family (Popeye `Woozles`, `BiWoozles`, `Heffalumps`, `BiHeffalumps`, the same words in its
// three languages; `RexExclusive`): two units that observe each other lose the power to capture and to
// observe (so to check).
//  - Woozles: units of the same side; BiWoozles: units of opposite sides.
//  - Heffalumps, BiHeffalumps: only along one line, the observation made along the line that joins
//    the two units (either way), as Popeye compares the reduced directions.
// As in Popeye (conditions/woozles.c), the kings take part by default; under `RexExclusive` a royal
// unit keeps its powers and a king makes no partner. The two observations of a pair are judged by the
// geometry hooks alone (this is an observer hook: core/rule_module.h), so the rule never asks itself;
// dummies and hamsters make no partner.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Woozles final : public RuleModule {
 public:
  enum class Partners : uint8_t { SameSide, OtherSide };
  Woozles(Partners partners, bool on_line, bool rex_inclusive)
      : partners_(partners), on_line_(on_line), rex_inclusive_(rex_inclusive) {}
  const char* name() const override;
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  bool judges_units_alone() const override { return true; }
  // May the unit on `from`, for `by`, observe (or take on) `target`: has it no partner it observes
  // that observes it (along the line to `target`, for the Heffalumps)?
  bool may_observe(const Position& pos, const Rules& rules, Square from, Square target, Colour by) const;

 private:
  Partners partners_;
  bool on_line_;
  bool rex_inclusive_;
};

void apply_woozles(Rules& rules, const std::vector<std::string>& arguments);
void apply_biwoozles(Rules& rules, const std::vector<std::string>& arguments);
void apply_heffalumps(Rules& rules, const std::vector<std::string>& arguments);
void apply_biheffalumps(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& woozles_condition();
const ConditionEntry& biwoozles_condition();
const ConditionEntry& heffalumps_condition();
const ConditionEntry& biheffalumps_condition();

}  // namespace nightrider::conditions
