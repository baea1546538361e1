// Amnésie (conditions/meta/amnesie.h; seed 001's 4, RULES.md 4.1): castling rights come from the
// position alone after every move -- a king on its game-array square and a rook of its side in a corner
// of its first rank may castle, whatever moved before; en passant as in orthodox chess
// (docs/rules-decisions.md). One position per clause; perft two ways and random games as for every
// condition (the rights are in the FEN and the hash).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Amnesie, KingAndRookOnTheirSquaresMayCastleWhateverTheFenSaid) {
  auto rules = chess_with("Amnesie");
  auto chess = chess_with(ConditionList{});
  // The diagram's FEN gives White no right; after Black's move the position alone gives it back.
  const std::string fen = "4k3/8/8/8/8/8/8/4K2R b - - 0 1";
  EXPECT_EQ(after(*rules, fen, "e8d8"), "3k4/8/8/8/8/8/8/4K2R w K - 1 2");
  EXPECT_EQ(after(*chess, fen, "e8d8"), "3k4/8/8/8/8/8/8/4K2R w - - 1 2");
  EXPECT_TRUE(legal(*rules, "3k4/8/8/8/8/8/8/4K2R w K - 1 2", "e1g1"));
}

TEST(Amnesie, AKingThatMovedAndCameBackMayCastle) {
  auto rules = chess_with("Amnesie");
  std::string fen = "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1";
  fen = after(*rules, fen, "e1f1");
  EXPECT_EQ(fen, "r3k3/8/8/8/8/8/8/5K1R b q - 1 1");  // away from e1: no right
  fen = after(*rules, fen, "e8d8");
  fen = after(*rules, fen, "f1e1");
  EXPECT_EQ(fen, "r2k4/8/8/8/8/8/8/4K2R b K - 3 2");  // back: White's right again; Black's king is away
  fen = after(*rules, fen, "d8e8");
  EXPECT_EQ(fen, "r3k3/8/8/8/8/8/8/4K2R w Kq - 4 3");
  EXPECT_TRUE(legal(*rules, fen, "e1g1"));
  // Orthodox chess remembers.
  auto chess = chess_with(ConditionList{});
  std::string orthodox = "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1";
  for (const char* m : {"e1f1", "e8d8", "f1e1", "d8e8"}) orthodox = after(*chess, orthodox, m);
  EXPECT_FALSE(legal(*chess, orthodox, "e1g1"));
}

TEST(Amnesie, ARookThatMovedAndCameBackMayCastle) {
  auto rules = chess_with("Amnesie");
  std::string fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
  for (const char* m : {"a1a5", "e8d8", "a5a1", "d8e8"}) fen = after(*rules, fen, m);
  EXPECT_EQ(fen, "4k3/8/8/8/8/8/8/R3K3 w Q - 4 3");
  EXPECT_TRUE(legal(*rules, fen, "e1c1"));
}

TEST(Amnesie, CastlingStillNeedsTheOrthodoxConditions) {
  // Through an attacked square, or out of check, no castling even with the right.
  auto rules = chess_with("Amnesie");
  EXPECT_FALSE(legal(*rules, "k4r2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
  EXPECT_FALSE(legal(*rules, "k3r3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
  // A rook of the other side in the corner gives no right.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4KB1r b - - 0 1", "e8d8"), "3k4/8/8/8/8/8/8/4KB1r w - - 1 2");
}

TEST(Amnesie, EnPassantIsAsInOrthodoxChess) {
  // The double step just played opens en passant (docs/rules-decisions.md): exd3 is legal at once, and
  // not a move later.
  auto rules = chess_with("Amnesie");
  const std::string fen = after(*rules, "4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1", "d2d4");
  EXPECT_EQ(fen, "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1");
  EXPECT_TRUE(legal(*rules, fen, "e4d3"));
  std::string later = after(*rules, fen, "e8d8");
  later = after(*rules, later, "e1f1");
  EXPECT_FALSE(legal(*rules, later, "e4d3"));
}

TEST(Amnesie, InAProblemTheKingOrRookMayGoAndComeBackBeforeCastling) {
  // ser-003 (castling in at most three): Popeye, without the condition, gives 1.0-0 alone; under
  // Amnesie every king or rook move there and back (none giving check) is followed by 0-0 too.
  const std::string problem = "BeginProblem\nPieces White Ke1 Rh1 Black Ka8 Pa7\nStipulation ser-003\n";
  const auto orthodox = testing::solve_problem_text(problem + "EndProblem\n");
  EXPECT_NE(orthodox.out.find("  1.0-0\n"), std::string::npos) << orthodox.out;
  EXPECT_EQ(orthodox.out.find("3.0-0"), std::string::npos) << orthodox.out;
  const auto solved = testing::solve_problem_text(problem + "Condition Amnesie\nEndProblem\n");
  const std::string& lines = solved.out;
  int solutions = 0;
  for (size_t at = 0; (at = lines.find("0-0\n", at)) != std::string::npos; ++at) ++solutions;
  EXPECT_EQ(solutions, 14) << solved.out << solved.err;  // 1.0-0; five king and eight rook round trips
  EXPECT_NE(lines.find("1.Ke1-f1   2.Kf1-e1   3.0-0"), std::string::npos) << lines;
  EXPECT_NE(lines.find("1.Rh1-h7   2.Rh7-h1   3.0-0"), std::string::npos) << lines;
}

TEST(Amnesie, BadArgumentsAreOneLine) {
  EXPECT_THROW(chess_with(ConditionList{{"Amnesie", {"x"}}}), std::invalid_argument);
}

TEST(Amnesie, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Amnesie");
  // (From the start and Kiwipete nothing differs within the depths: kings and rooks come back later.)
  expect_perft_two_ways(*rules);
  expect_perft_two_ways(*rules, {{"r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", 3}, {"4k3/8/8/8/8/8/8/R3K2R w - - 0 1", 4}});
  EXPECT_GT(random_games_round_trip(*rules, 4), -1);
}

}  // namespace
}  // namespace nightrider
