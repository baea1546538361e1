// From a problem twin to what the solver searches: the rule set (orthodox chess for problems plus the
// named conditions), the position, and the bitboard description when the orthodox fast path applies.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/position.h"
#include "rules/rules.h"
#include "solver/popeye_language.h"
#include "solver/popeye_move_order.h"
#include "solver/problem.h"
#include "variants/chess_bitboard.h"

namespace nightrider::solver {

struct SolverSetup {
  std::shared_ptr<const Rules> rules;
  Position position;  // White to move; the search sets the side
  // Set when the twin is orthodox and the bitboard board models it (one king a side, no pawn on the
  // first or last rank).
  std::optional<bitboard::Setup> orthodox;
  std::vector<BoardSquare> en_passant;  // Option EnPassant: applied once the side to move is known
  // The goal depends on which unit stands where (circuit, exchange): the table keys include the units'
  // diagram squares (Position::origin), so two positions that differ only in them are told apart.
  bool keys_follow_origins = false;
  PopeyeLanguage language = PopeyeLanguage::English;  // of the move texts (SolveSettings::language)
  // Every move is one of chess's, its walks and effects (orthodox, or conditions that only forbid
  // moves or change check: ConditionEntry::keeps_orthodox_moves): the proof-game bound holds.
  bool orthodox_moves = false;
  // Set when the twin is orthodox but for squares no unit stands on (a condition that declares
  // ConditionEntry::orthodox_but_blocked_squares: Hole): those squares (a1 = bit 0). The general board
  // then asks the orthodox mate bound with them taken out (GeneralBoard::use_mate_bound).
  std::optional<uint64_t> blocked_mate_bound = std::nullopt;
  // How Popeye arranges the generated moves before trying them: by their squares where a condition
  // declares that its duplicate-move remover is on (ConditionEntry::popeye_sorts_moves_by_squares).
  PopeyeSorting popeye_sorting = PopeyeSorting::ByGeneration;
};

// Option EnPassant: the pawn of the side not to move on one of these squares has just made a double
// step, so the side to move may take it en passant.
void apply_en_passant(const Rules& rules, Position& pos, const std::vector<BoardSquare>& squares, Colour side_to_move);

// Throws std::invalid_argument with a one-line message when the twin cannot be solved (a condition or
// piece we do not have yet, an option we do not support).
SolverSetup set_up(const ProblemTwin& twin);

// The rule set of problems without conditions: orthodox chess with no draw rules (problems have none).
std::shared_ptr<Rules> make_problem_rules();

}  // namespace nightrider::solver
