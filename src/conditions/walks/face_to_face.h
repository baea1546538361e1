// Face-to-face chess (Popeye `FaceToFace`, French `FaceAFace`, German `AngesichtZuAngesicht`),
// back-to-back chess (`BackToBack`, `DosADos`, `RueckenAnRuecken`) and cheek-to-cheek chess
// (`CheekToCheek`, `JoueAJoue`, `WangeAnWange`): a unit confronted by an enemy unit moves, takes and
// observes (so checks) with that unit's walk instead of its own. Face to face: the enemy unit stands
// right in front of it (above it for White, below it for Black); back to back: right behind it; cheek to
// cheek: right beside it, on its left or its right (with two such units, the walks of both). A neutral
// unit confronts both sides.
//
// As Popeye 4.104 plays them (conditions/facetoface.c, read, not copied), and as Annan chess lends a
// walk (conditions/walks/annan.h): a pawn that moves with another walk still promotes on its last rank;
// a unit that moves with a pawn's walk is no pawn (no promotion, no en-passant square), but takes en
// passant as a pawn does. The moves made with a lent walk carry a choice slot's value (1: the first
// confronting unit's walk, 2: the second's), so a unit's own moves are filtered out while it is
// confronted; check is this module's own definition (an exclusive claim).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "conditions/walks/lent_walk_observers.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

enum class Confrontation : uint8_t { FaceToFace, BackToBack, CheekToCheek };

class ConfrontedWalks final : public RuleModule, public LentMoveWalks {
 public:
  ConfrontedWalks(Confrontation how, ChoiceSlot slot) : how_(how), slot_(slot) {}
  const char* name() const override;
  unsigned hooks() const override { return kHookGenerate | kHookFilter | kHookCheck; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;

  // The walks lent to the unit on `s`, moving or observing for `side` (none: it is not confronted).
  struct Lent {
    std::array<PieceKind, 2> kinds{PieceKind::None, PieceKind::None};
    int count = 0;
  };
  Lent lent_walks(const Position& pos, Square s, Colour side) const;
  PieceKind lent_walk_of_move(const Position& pos, const Rules&, const Move& m) const override {
    const uint32_t value = slot_.get(m);
    if (value == 0) return PieceKind::None;
    const Lent lent = lent_walks(pos, m.from, pos.side_to_move());
    return static_cast<int>(value) <= lent.count ? lent.kinds[value - 1] : PieceKind::None;
  }

 private:
  Confrontation how_;
  ChoiceSlot slot_;
};

void apply_face_to_face(Rules& rules, const std::vector<std::string>& arguments);
void apply_back_to_back(Rules& rules, const std::vector<std::string>& arguments);
void apply_cheek_to_cheek(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& face_to_face_condition();
const ConditionEntry& back_to_back_condition();
const ConditionEntry& cheek_to_cheek_condition();

}  // namespace nightrider::conditions
