#include "conditions/walks/power_transfer.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/point_reflection.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

void apply_power_transfer(Rules& rules, const std::vector<std::string>& arguments) {
  bool rex_inclusive = false;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "rexinclusive" || word == "rexinclusiv")
      rex_inclusive = true;
    else if (word != "rexexclusive" && word != "rexexclusiv")
      throw std::invalid_argument("PowerTransfer " + a + " is not supported yet");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("PowerTransfer needs the 8x8 board");
  lend_walks(rules, "PowerTransfer", "walks taken from the rebirth square");
  lend_walks_unchecked_beside_paralysis(rules, "PowerTransfer");
  rules.claim("check", "PowerTransfer");  // (it defines check)
  rules.exclude(kCapabilityKnightRole, "PowerTransfer",
                "the game array's squares with another kind in the knight's role are not supported yet");
  rules.params().pawns_on_first_rank = true;  // (a pawn moving with another walk may go back there)
  rules.params().en_passant_from_anywhere = true;
  rules.add_module(std::make_unique<PointReflection>(
      rules.reserve_choice("PowerTransfer", 1),
      rex_inclusive ? WalkLender::RebirthSquareRexInclusive : WalkLender::RebirthSquare));
}

const ConditionEntry& power_transfer_condition() {
  static const ConditionEntry entry{
      .names = {.en = "PowerTransfer", .fr = "TransfertPouvoir", .de = "KraftTransfer", .seeds = {}},
      .apply = &apply_power_transfer,
  };
  return entry;
}

}  // namespace nightrider::conditions
