// The position's unit sets (Position::units, kept with every effect and undo) against its board read
// square by square: each colour's set holds exactly the squares of that colour's units (holes under
// Colour::None), and no square off the geometry.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <string>

#include "core/position.h"

namespace nightrider::testing {

inline ::testing::AssertionResult units_match_board(const Position& pos) {
  std::array<SquareSet, 4> expected{};
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_empty()) expected[static_cast<size_t>(p.colour())].insert(s);
  }
  static constexpr const char* kNames[] = {"white", "black", "neutral", "no colour (holes)"};
  for (size_t c = 0; c < expected.size(); ++c) {
    const SquareSet& kept = pos.units(static_cast<Colour>(c));
    if (!(kept == expected[c]))
      return ::testing::AssertionFailure() << "the " << kNames[c] << " units' set has " << kept.size()
                                           << " squares, the board " << expected[c].size();
  }
  return ::testing::AssertionSuccess();
}

}  // namespace nightrider::testing
