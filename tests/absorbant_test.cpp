// Absorbant (conditions/walks/absorbant.h), one position per clause, the moves worked out by hand: a unit
// other than a king that captures adds the walks of the unit it took, and those that unit had gained, to
// its own for good (FEN: ';' knight, '<' bishop, '>' rook, ':' pawn after the letter); a king gains
// nothing; the gained walks move, take and give check; a unit that gained the pawn's walk and promotes
// by it keeps its own walk beside the new piece's (docs/rules-decisions.md). Perft two ways and random
// games as for every condition.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Absorbant, TheCapturerGainsTheWalkOfTheUnitItTook) {
  auto rules = chess_with("Absorbant");
  // The bishop c1 takes the knight f4 and moves on as bishop and knight.
  const std::string fen = "4k3/8/8/8/5n2/8/8/2B1K3 w - - 0 1";
  EXPECT_EQ(after(*rules, fen, "c1f4"), "4k3/8/8/8/5B;2/8/8/4K3 b - - 0 1");
  const std::string absorbed = "4k3/8/8/8/5B;2/8/8/4K3 w - - 0 1";
  const std::vector<std::string> moves = unit_moves(*rules, absorbed, "f4");
  for (const char* knight : {"f4d3", "f4d5", "f4e2", "f4e6", "f4g2", "f4g6", "f4h3", "f4h5"})
    EXPECT_NE(std::find(moves.begin(), moves.end(), knight), moves.end()) << knight;
  EXPECT_NE(std::find(moves.begin(), moves.end(), "f4c7"), moves.end());  // (still a bishop)
  EXPECT_EQ(moves.size(), 8u + 11u);  // eight knight leaps, eleven bishop squares
  // For good: after a move that takes nothing it keeps the knight's walk.
  EXPECT_EQ(after(*rules, absorbed, "f4h5"), "4k3/8/8/7B;/8/8/8/4K3 b - - 1 1");
}

TEST(Absorbant, TheWalksTheTakenUnitHadGainedComeToo) {
  auto rules = chess_with("Absorbant");
  // The rook a1 takes a bishop that had a knight's walk: it becomes rook, bishop and knight.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/b;7/8/8/R3K3 w - - 0 1", "a1a4"), "4k3/8/8/8/R;<7/8/8/4K3 b - - 0 1");
  // A queen gives the bishop's and the rook's walks; walks the capturer has already are not added.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/2q5/8/1N2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2N<>5/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/2b5/8/Q3K3 w - - 0 1", "a1c3"), "4k3/8/8/8/8/2Q5/8/4K3 b - - 0 1");
}

TEST(Absorbant, AKingGainsNothing) {
  auto rules = chess_with("Absorbant");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/4n3/4K3 w - - 0 1", "e1e2"), "4k3/8/8/8/8/8/4K3/8 b - - 0 1");
}

TEST(Absorbant, AGainedWalkGivesCheck) {
  auto rules = chess_with("Absorbant");
  // The bishop a1 with a knight's walk attacks c2 by a knight's leap.
  EXPECT_TRUE(in_check(*rules, "8/8/8/8/8/8/2k5/B;3K3 b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/8/8/8/2k5/B3K3 b - - 0 1"));
  // So the king may not step into it.
  EXPECT_FALSE(legal(*rules, "8/8/8/8/8/3k4/8/B;3K3 b - - 0 1", "d3c2"));
  EXPECT_TRUE(legal(*rules, "8/8/8/8/8/3k4/8/B3K3 b - - 0 1", "d3c2"));
}

TEST(Absorbant, APromotionByAGainedPawnWalkKeepsTheUnitsOwnWalk) {
  auto rules = chess_with("Absorbant");
  // A knight that took a pawn steps to a8 as a pawn and becomes a queen that is a knight too.
  EXPECT_EQ(after(*rules, "4k3/N:7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q"), "Q;3k3/8/8/8/8/8/8/4K3 b - - 1 1");
  // A pawn that took a knight promotes as a pawn, keeping the knight's walk.
  EXPECT_EQ(after(*rules, "4k3/1P;6/8/8/8/8/8/4K3 w - - 0 1", "b7b8r"), "1R;2k3/8/8/8/8/8/8/4K3 b - - 0 1");
  // The knight's double step as a pawn opens no en-passant square.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/4p3/8/3N:4/4K3 w - - 0 1", "d2d4"), "4k3/8/8/8/3N:p3/8/8/4K3 b - - 1 1");
}

// The walks gained are written after the capture (our extension of both notations): the unit's letter
// and each walk it has beside its kind's, in the order pawn, knight, bishop, rook — SAN "Bxf4 (f4=B+N)",
// Popeye's text "Bc1*f4=B+S".
TEST(Absorbant, TheGainedWalksAreWritten) {
  auto rules = chess_with("Absorbant");
  EXPECT_TRUE(legal_sans(*rules, "4k3/8/8/8/5n2/8/8/2B1K3 w - - 0 1").count("Bxf4 (f4=B+N)"));
  // The rook takes a bishop that had a knight's walk, and checks e8 along the diagonal it gained.
  EXPECT_TRUE(legal_sans(*rules, "4k3/8/8/8/b;7/8/8/R3K3 w - - 0 1").count("Rxa4+ (a4=R+N+B)"));
  // A king gains nothing: nothing is written.
  EXPECT_TRUE(legal_sans(*rules, "4k3/8/8/8/8/8/4n3/4K3 w - - 0 1").count("Kxe2"));
}

std::string absorbant_solved(const std::string& pieces, const std::string& stipulation) {
  std::string err;
  const std::string solution = testing::condition_solved("Absorbant", pieces, stipulation, &err);
  EXPECT_EQ(err, "");
  return solution;
}

// Problems of our own, solved by hand.
TEST(Absorbant, ProblemsOfOurOwn) {
  // (The walks gained are written after the capture: "=R+S".)
  // The rook takes the knight f7 and checks h8 by the knight's leap it gained, which nothing blocks;
  // g8, g7 and h7 hold Black's units and nothing of Black's reaches f7. No other white move checks.
  EXPECT_EQ(absorbant_solved("White Kg1 Rf1 Black Kh8 Rg8 Pg7 Ph7 Sf7", "#1"), "   1.Rf1*f7=R+S # !");
  // The bishop takes the rook d8 and checks a8 along the rank with the rook's walk it gained; b8 is on
  // that rank, a7 and b7 hold Black's pawns, nothing of Black's can block or take. (The long diagonal
  // is shut by b7.)
  EXPECT_EQ(absorbant_solved("White Kg1 Bg5 Black Ka8 Pa7 Pb7 Rd8", "#1"), "   1.Bg5*d8=B+R # !");
}

TEST(Absorbant, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Absorbant");
  EXPECT_GE(expect_perft_two_ways(*rules), 1);
  random_games_round_trip(*rules, 1);
}

}  // namespace
}  // namespace nightrider
