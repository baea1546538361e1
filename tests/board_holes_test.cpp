// Holes on the board (PieceKind::Hole) as positions carry them: a FEN writes a hole as '#' and reads it
// back, a rule set's blocked squares (RuleParams::blocked_squares) hold a hole in every position a FEN
// gives, and a unit there is refused.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "notation/fen.h"
#include "rules/rules.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

TEST(BoardHoles, FenWritesAHoleAsHashAndReadsItBack) {
  auto rules = build_variant("chess");
  const std::string fen = "4k3/8/8/3#4/8/8/8/#3K2# w - - 0 1";
  Position pos = parse_fen(*rules, fen);
  EXPECT_TRUE(pos.at(Square(3, 4)).is_hole());
  EXPECT_TRUE(pos.at(Square(0, 0)).is_hole());
  EXPECT_TRUE(pos.at(Square(7, 0)).is_hole());
  EXPECT_EQ(to_fen(*rules, pos), fen);
  // The hash is the same as the one of a position set up square by square.
  Position same = parse_fen(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  same.put(Square(3, 4), Piece::hole());
  same.put(Square(0, 0), Piece::hole());
  same.put(Square(7, 0), Piece::hole());
  EXPECT_EQ(same.hash(), pos.hash());
}

TEST(BoardHoles, BlockedSquaresHoldAHoleInEveryPositionOfTheRules) {
  auto rules = build_variant("chess");
  rules->params().blocked_squares = {Square(2, 3), Square(5, 4)};  // c4, f5
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_TRUE(pos.at(Square(2, 3)).is_hole());
  EXPECT_TRUE(pos.at(Square(5, 4)).is_hole());
  EXPECT_EQ(to_fen(*rules, pos), "4k3/8/8/5#2/2#5/8/8/4K3 w - - 0 1");
  // Written with its holes, the FEN gives the same position.
  EXPECT_EQ(parse_fen(*rules, to_fen(*rules, pos)).hash(), pos.hash());
  // A unit may not stand there.
  EXPECT_THROW(parse_fen(*rules, "4k3/8/8/8/2N5/8/8/4K3 w - - 0 1"), FenError);
}

}  // namespace
}  // namespace nightrider
