// Grid chess (Popeye `GridChess`, French `Grille`, German `Gitterschach`): the board is cut into cells,
// by default the sixteen 2x2 squares a1-b2, c1-d2 ...; a move must leave its cell (from and to in
// different cells), and a unit observes (checks) only squares outside its own cell. The cells may be
// given instead: `Orthogonal` and one word of file letters and rank digits (a line after each: `ac16`
// cuts after the a- and c-files and after the 1st and 6th ranks); `Irregular` and one word of squares
// per cell (the squares named by none make one more cell). `GridLine` adds lines of its own (`hb61`: a
// horizontal line along the lower side of b6, one square long; `v`: vertical, along the left side): a
// move that crosses one, or touches it, leaves its cell too. Popeye's shifted grids (`VerticalShift`,
// `HorizontalShift`, `DiagonalShift`) are refused by name. Popeye draws the grid in its diagram
// (ConditionEntry::diagram_lines).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// The cells and lines of a grid on Popeye's 8x8 board.
struct GridCells {
  std::array<int, 64> cell{};                // square (file + 8 x rank) -> its cell
  std::vector<std::array<int, 4>> lines;     // extra lines (x1, y1, x2, y2) in half-squares from a1's corner
  bool lines_count = false;                  // Irregular or GridLine: a move touching a line leaves the cell
  // Do a move or an observation between these squares (0..63) leave the cell?
  bool separates(int from, int to) const;
};

// The grid of `GridChess arguments`; throws std::invalid_argument (one line) for what is not supported.
GridCells grid_cells(const std::vector<std::string>& arguments);

class Grid final : public RuleModule {
 public:
  explicit Grid(GridCells cells) : cells_(std::move(cells)) {}
  const char* name() const override { return "GridChess"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Geometry; }

  // Are the two squares in different cells (or across a line)?
  bool separated(Square a, Square b) const;

 private:
  GridCells cells_;
};

void apply_grid(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& grid_condition();

}  // namespace nightrider::conditions
