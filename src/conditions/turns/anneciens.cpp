#include "conditions/turns/anneciens.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/royal/king_capture.h"

namespace nightrider::conditions {
namespace {

// The first move of the turn in progress, from its marker (none between turns).
Square first_from(const Position& pos) { return Square::from_index(pos.move_marker() >> 8); }
Square first_to(const Position& pos) { return Square::from_index(pos.move_marker() & 0xFF); }
bool mid_turn(const Position& pos) { return pos.move_marker() != 0; }

bool king_taken(const Position& pos) {
  return pos.king(Colour::White).is_none() || pos.king(Colour::Black).is_none();
}

}  // namespace

bool Anneciens::admits(const Position& pos, const Rules&, const Move& m) const {
  if (!mid_turn(pos)) return true;
  if (m.from != first_to(pos)) return false;  // the same unit moves again
  // No going straight back when neither half took anything: the position would not change.
  return !(m.to == first_from(pos) && !m.is_capture() && !pos.rule_flag(captured_flag_));
}

void Anneciens::after_move(Position& pos, const Rules&, const Move& m) const {
  if (pos.move_marker_before() != 0) {  // a second half: the turn ends (begin_move cleared the marker)
    pos.set_rule_flag(captured_flag_, false);
    return;
  }
  if (king_taken(pos)) return;  // the game is over at once
  // A double step as the first half leaves no en-passant square: only the mover's own pawns could use it.
  pos.set_move_en_passant(Square::none(), Square::none());
  pos.set_move_marker(static_cast<uint16_t>(m.from.index() << 8 | m.to.index()));
  if (m.is_capture()) pos.set_rule_flag(captured_flag_, true);
}

bool Anneciens::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  if (!mid_turn(pos)) return true;
  Position& scratch = const_cast<Position&>(pos);  // (played and undone)
  MoveList seconds;
  rules.generate_pseudo_legal(scratch, seconds);
  for (const Move& second : seconds) {
    if (!rules.admits(scratch, second)) continue;
    rules.play(scratch, second);
    const bool legal = rules.legal_after_play(scratch, mover);
    rules.undo(scratch);
    if (legal) return true;
  }
  return false;
}

bool Anneciens::ends_turn(const Position& pos, const Rules&, const Move&) const { return !mid_turn(pos); }

void apply_anneciens(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "Anneciens", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("Anneciens", arguments);
  rules.claim("the order of turns", "Anneciens");
  rules.claim("the move marker", "Anneciens");
  rules.claim("check", "Anneciens");  // there is none: kings are taken
  rules.params().royal_capture = true;
  rules.params().move_marker_in_fen = true;
  rules.add_module(std::make_unique<Anneciens>(rules.reserve_flag("Anneciens")));
  rules.add_module(std::make_unique<KingCaptureGoal>());  // no check; taking a king ends the game
}

const ConditionEntry& anneciens_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Anneciens", .fr = "Anneciens", .de = "Anneciens", .seeds = {{"Annéciens", {}}}},
      .apply = &apply_anneciens,
  };
  return entry;
}

}  // namespace nightrider::conditions
