// Super-Circe and Anti-Super-Circe: the rebirth square is the mover's choice, counted on the board
// after the capture (a choice slot, core/move.h).
//  - Super-Circe (Popeye `Circe Super`, `SuperCirce`; WinChloe "Super-Circé"): the captured unit, a
//    king aside, is reborn on any empty square the capturer chooses, or not at all (not under Strict).
//  - Anti-Super-Circe (Popeye `AntiCirce Super`, `AntiSuperCirce`; WinChloe "Anti-Super-Circé"): the
//    capturer, kings included, is reborn on any empty square; under Calvet (Popeye's default) also
//    where it took, under Cheylan not there.
// A pawn reborn on its promotion rank promotes, to a kind of the mover's choice; one reborn on its own
// first rank stands there and can neither move nor take (nor give check), as in Popeye.
//  - Optional Replacement (seed 001; ours `Circe Super Replacement`): Super-Circe where a bishop goes
//    only to a square of the colour it was taken on and a pawn never to the first or last rank.
//  - Circe Cage (Popeye `Circe Cage`, `CageCirce`): Super-Circe where the unit must be reborn in a cage,
//    a square from which it has no move but captures; with no cage it is not reborn (under Strict the
//    capture is not played).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "conditions/circe/april.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// The unit the move being played took with its primary action, and where (Square::none() if none).
std::pair<Piece, Square> captured_unit(const Position& after);
// Its diagram square (Position::origin), which a rebirth keeps.
Square captured_unit_origin(const Position& after);

// The choice: 0 for no rebirth, else 1 + the rebirth square's index in bits 0-6 and 1 + the index of a
// reborn pawn's promotion kind in bits 7-9.
struct RebirthChoice {
  static constexpr int kBits = 10;
  // Every rebirth of `unit` the mover may choose on `after`: on each empty square (and on `also`).
  static void list(const Position& after, const Rules& rules, Piece unit, Square also, ChoiceSlot slot,
                   std::vector<uint32_t>& values);
};

class SuperCirce final : public RuleModule {
 public:
  const char* effect_words() const override { return "Super-Circe rebirth"; }
  SuperCirce(ChoiceSlot slot, bool strict, bool replacement = false, bool cage = false, AprilWalks april = {})
      : slot_(slot), strict_(strict), replacement_(replacement), cage_(cage), april_(april) {}
  const char* name() const override { return "super-circe"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  bool chooses_only_after_captures() const override { return true; }
  // (A move that takes nothing chooses no rebirth: after_move leaves it alone.)
  bool changes_board_after_quiet_move(const Position&, const Move&) const override { return false; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  ChoiceSlot slot_;
  bool strict_;
  bool replacement_;  // Optional Replacement's bishop-colour and pawn-rank rules
  bool cage_;         // Circe Cage: only squares where the reborn unit could move only by capturing
  AprilWalks april_;  // April: only units of these walks are reborn
};

class AntiSuperCirce final : public RuleModule {
 public:
  const char* effect_words() const override { return "Anti-Super-Circe rebirth"; }
  AntiSuperCirce(ChoiceSlot slot, bool cheylan, AprilWalks april = {})
      : slot_(slot), cheylan_(cheylan), april_(april) {}
  const char* name() const override { return "anti-super-circe"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  bool chooses_only_after_captures() const override { return true; }
  // (A move that takes nothing chooses no rebirth: after_move leaves it alone.)
  bool changes_board_after_quiet_move(const Position&, const Move&) const override { return false; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  ChoiceSlot slot_;
  bool cheylan_;
  AprilWalks april_;  // April: only capturers of these walks are reborn
};

// Pawns on their own first rank stand still: no move, no capture, no observation (only a rebirth
// puts them there).
class StillFirstRankPawns final : public RuleModule {
 public:
  const char* name() const override { return "still first-rank pawns"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Geometry; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  bool judges_units_alone() const override { return true; }  // (a pawn and the rank it stands on)
};

// Registers Super-Circe (Circe with the word Super; Strict forbids "no rebirth"; `replacement`:
// Optional Replacement's rules).
void apply_super_circe(Rules& rules, bool strict, bool replacement = false, bool cage = false,
                       const AprilWalks& april = {});
// Registers Anti-Super-Circe (AntiCirce with the word Super; Calvet or Cheylan).
void apply_anti_super_circe(Rules& rules, bool cheylan, const AprilWalks& april = {});

}  // namespace nightrider::conditions
