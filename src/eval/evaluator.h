// Static evaluation: how good a position is for the side to move, in centipawns. Each variant has its
// own evaluator (one file per variant family in eval/, with its tunable parameters in one place); the
// search asks make_evaluator for the one that fits a rule set.
#pragma once

#include <memory>

#include "core/position.h"
#include "rules/rules.h"

namespace nightrider {

// Switches for experiments and matches ("is the evaluation worth its Elo?").
struct EvalConfig {
  bool material_only = false;  // piece values only: no mobility, king safety or variant terms
};

class Evaluator {
 public:
  virtual ~Evaluator() = default;
  // Centipawns for the side to move.
  virtual int evaluate(const Position& pos) const = 0;
  // The value of a unit of this kind (for move ordering and pruning margins).
  virtual int piece_value(PieceKind kind) const = 0;
  // May the search use null-move pruning in this variant (false where zugzwang is the rule)?
  virtual bool null_move_allowed() const { return true; }
};

// The evaluator of the rule set's variant (by its name); a generic material-and-mobility one for rule
// sets without their own.
std::unique_ptr<Evaluator> make_evaluator(const Rules& rules, const EvalConfig& config);

}  // namespace nightrider
