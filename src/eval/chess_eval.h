// The chess evaluator on the general board (chess_eval.cpp), with its weights given, and the summary of a
// position its own terms read (chess_terms.h), for the tuner (tools/tune_chess_eval.cpp).
#pragma once

#include <memory>

#include "eval/chess_terms.h"
#include "eval/evaluator.h"

namespace nightrider {

// The pawns, rooks, bishops and kings of both sides, as chess_terms reads them (pawns and rooks of the
// kinds Pawn and Rook only; neutral units left out).
ChessSummary summarize_chess(const Position& pos);

std::unique_ptr<Evaluator> make_chess_evaluator(const Rules& rules, const EvalConfig& config,
                                                const ChessWeights& weights);

}  // namespace nightrider
