// Glasgow chess (conditions/placement/glasgow.h): pawns promote on the 7th rank (Black's on the 2nd);
// under Circe the units reborn on the promotion rank are reborn there. Perft two ways and random games;
// fairy_glasgow__001 (Circe, with grasshoppers, zebras and camels reborn on the 7th) matches Popeye
// (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "conditions/circe/circe.h"
#include "notation/fen.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(GlasgowChess, PawnsPromoteOnTheSeventhRank) {
  auto rules = chess_with("GlasgowChess");
  const std::string fen = "4k3/8/1P6/8/8/6p1/8/4K3 w - - 0 1";
  const auto moves = condition_checks::legal_ucis(*rules, fen);
  EXPECT_TRUE(moves.count("b6b7q"));
  EXPECT_TRUE(moves.count("b6b7n"));
  EXPECT_FALSE(moves.count("b6b7"));
  EXPECT_TRUE(condition_checks::legal_ucis(*rules, "4k3/8/1P6/8/8/6p1/8/4K3 b - - 0 1").count("g3g2r"));
  // A pawn never stands on its 7th rank.
  EXPECT_THROW(parse_fen(*rules, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), FenError);
}

TEST(GlasgowChess, CirceRebirthOnThePromotionRank) {
  // Units outside the game array go to the promotion rank on the capture file (Popeye: [+wZg7]).
  const Piece zebra(PieceKind::Zebra, Colour::White);
  EXPECT_EQ(conditions::circe_rebirth_square(zebra, sq("g2"), false, 1), sq("g7"));
  EXPECT_EQ(conditions::circe_rebirth_square(zebra, sq("g2")), sq("g8"));
  EXPECT_EQ(conditions::circe_rebirth_square(Piece(PieceKind::Zebra, Colour::Black), sq("c5"), false, 1), sq("c2"));
  // Written after Circe, Glasgow still comes first (its order), so Circe reads the rank.
  EXPECT_NO_THROW(chess_with(ConditionList{{"Circe", {}}, {"GlasgowChess", {}}}));
  EXPECT_THROW(chess_with(ConditionList{{"GlasgowChess", {"x"}}}), std::invalid_argument);
}

TEST(GlasgowChess, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("GlasgowChess");
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 41);
}

}  // namespace
}  // namespace nightrider
