#include "conditions/ghosts/ghost_chess.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

bool GhostChess::changes_board_after_quiet_move(const Position& before, const Move& m) const {
  for (const BuriedUnit& ghost : before.underworld())
    if (ghost.square == m.from || before.at(ghost.square).is_empty()) return true;
  return false;
}

void GhostChess::after_move(Position& pos, const Rules&, const Move& m) const {
  // The unit the move took (the primary action's removal) goes under its square.
  if (m.is_capture()) {
    for (const Effect& e : pos.last_effects()) {
      if (e.kind != EffectKind::Remove) continue;
      const Effect taken = e;  // (a copy: burying below may move the journal)
      if (haunted_) {
        // Only the latest unit taken on a square haunts it: the one waiting there is forgotten.
        for (size_t i = pos.underworld().size(); i-- > 0;)
          if (pos.underworld()[i].square == taken.from) {
            pos.unbury(i);
            break;
          }
        pos.bury(taken.from, taken.piece);
      } else {
        pos.bury(taken.from,
                 Piece(taken.piece.kind(), taken.piece.colour(),
                       static_cast<PieceAttributes>(taken.piece.attributes() | kAttributeUncapturable)));
      }
      break;
    }
  }
  // Ghosts whose square is empty come back, the latest first.
  for (size_t i = pos.underworld().size(); i-- > 0;) {
    const BuriedUnit ghost = pos.underworld()[i];
    if (!pos.at(ghost.square).is_empty()) continue;
    pos.unbury(i);
    pos.add(ghost.square, ghost.piece, reason(ReasonRole::Underworld));
  }
}

void apply_ghost_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("GhostChess", arguments);
  // (Its ghosts wait under their squares: a condition that keeps units of its own there, Augsburg's
  // stacks, would read them as its own.)
  rules.claim("the underworld", "GhostChess", true);
  rules.add_module(std::make_unique<GhostChess>());
}

const ConditionEntry& ghost_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "GhostChess", .fr = "EchecsGhost", .de = "Geisterschach", .seeds = {{"Fantômes", {}}}},
      .apply = &apply_ghost_chess,
  };
  return entry;
}

void apply_haunted_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("HauntedChess", arguments);
  rules.claim("the underworld", "HauntedChess", true);
  rules.add_module(std::make_unique<GhostChess>(true));
}

const ConditionEntry& haunted_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "HauntedChess", .fr = "EchecsHantes", .de = "Spukschach", .seeds = {}},
      .apply = &apply_haunted_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
