#include "conditions/circe/cuckoo_circe.h"

#include <memory>

#include "conditions/circe/circe.h"
#include "conditions/registry.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::conditions {

bool CuckooRule::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  // A pawn reborn and promoted at once is a change of kind, reason Rebirth, of a pawn (Circe's
  // promote_reborn). The kind chosen already leaves the mover out of check (the move is legal so far);
  // each other kind is put in its place to see whether it would check the mover.
  for (const Effect& e : pos.last_side_effects()) {
    if (e.kind != EffectKind::Change || e.reason.role != ReasonRole::Rebirth || !e.previous.is_unit() ||
        !rules.def(e.previous.kind()).pawn)
      continue;
    const Piece chosen = pos.at(e.from);
    for (const PieceKind kind : rules.params().promotion_kinds) {
      if (kind == chosen.kind()) continue;
      Position other = pos;
      other.put(e.from, chosen.with_kind(kind));
      if (rules.in_check(other, mover)) return false;
    }
  }
  return true;
}

void apply_cuckoo_circe(Rules& rules, const std::vector<std::string>& arguments) {
  std::vector<std::string> circe_words = {"Couscous", "CapturerAsMoved"};
  circe_words.insert(circe_words.end(), arguments.begin(), arguments.end());
  apply_circe(rules, circe_words);
  rules.add_module(std::make_unique<CuckooRule>());
}

const ConditionEntry& cuckoo_circe_condition() {
  static const ConditionEntry entry{
      .names = {.en = "CuckooCirce", .fr = "CuckooCirce", .de = "CuckooCirce", .seeds = {{"Circé coucou", {}}}},
      .apply = &apply_cuckoo_circe,
      .order = 2,  // where Circe's rebirth comes (after AntiCirce)
  };
  return entry;
}

}  // namespace nightrider::conditions
