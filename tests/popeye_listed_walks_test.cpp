// Popeye's pieces whose arrivals a function lists (StepKind::Listed, pieces/listed_walks.h): the radial
// knight, the tree and leaf hoppers, the bouncy knight and nightrider, the edgehog and the double
// hoppers. The move lists and checks below are worked out by hand from Popeye's definitions
// (pieces/walks/radial.c, bouncy.c, edgehog.c, hoppers.c); the full move lists against Popeye 4.104 are
// tests/data/pieces/ (tests/piece_catalogue_test.cpp).
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "pieces/piece_def.h"
#include "search/perft.h"
#include "solver/popeye_pieces.h"
#include "solver/popeye_reader.h"
#include "support/condition_checks.h"
#include "support/placement.h"
#include "support/walk_captures_check.h"

namespace nightrider {
namespace {

using namespace condition_checks;

struct ListedWalkLetter {
  PieceKind kind;
  char letter;
  const char* code;  // Popeye's English code
};
constexpr ListedWalkLetter kListedWalkLetters[] = {
    {PieceKind::RadialKnight, 'X', "RK"},       {PieceKind::Treehopper, 'T', "TH"},
    {PieceKind::GreaterTreehopper, 'U', "GE"},  {PieceKind::Leafhopper, 'L', "LH"},
    {PieceKind::GreaterLeafhopper, 'F', "GF"},  {PieceKind::BouncyKnight, 'J', "BK"},
    {PieceKind::BouncyNightrider, 'I', "BN"},   {PieceKind::Edgehog, 'E', "EH"},
    {PieceKind::DoubleGrasshopper, 'D', "DG"},  {PieceKind::DoubleRookHopper, 'H', "DK"},
    {PieceKind::DoubleBishopHopper, 'O', "DB"},
};

std::shared_ptr<const Rules> chess_with_listed_walks() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  for (const ListedWalkLetter& w : kListedWalkLetters) rules->use_piece(w.kind, w.letter);
  return rules;
}

using ListedMoves = std::vector<std::string>;

TEST(ListedWalks, RadialKnightLeapsOverAnEnemyUnitAsFarAgain) {
  auto rules = chess_with_listed_walks();
  // Over the pawn d5, a (1,0) leap away, to the squares a (1,0) leap from it: c5, d6, e5.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/3p4/3X4/8/8/7K w - - 0 1", "d4"),
            (ListedMoves{"d4c5", "d4d6", "d4e5"}));
  // Over a white unit: no move.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/3P4/3X4/8/8/7K w - - 0 1", "d4"), (ListedMoves{}));
  // Over b5, a (2,1) leap away, to the squares a knight's leap from b5, taking the knight d6; over d6,
  // (0,2) away, to b6, d8 and f6 (Popeye 4.104 lists the same eight).
  EXPECT_EQ(unit_moves(*rules, "7k/8/3n4/1p6/3X4/8/8/7K w - - 0 1", "d4"),
            (ListedMoves{"d4a3", "d4a7", "d4b6", "d4c3", "d4c7", "d4d6x", "d4d8", "d4f6"}));
  // Check over the king's own unit, not over a white one.
  EXPECT_TRUE(in_check(*rules, "8/8/3k4/3p4/3X4/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/3k4/3P4/3X4/8/8/7K b - - 0 1"));
  // (5,0) and (3,4) are one length: over a6 (0,5 from a1) to e3 (4,-3 from a6).
  EXPECT_TRUE(in_check(*rules, "8/8/p7/8/8/4k3/8/X6K b - - 0 1"));
}

TEST(ListedWalks, EdgehogRidesBetweenTheEdgeAndTheSquaresOffIt) {
  auto rules = chess_with_listed_walks();
  // From the corner a1 only the diagonal leaves the edge (h8 is on it again).
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/8/8/E6K w - - 0 1", "a1"),
            (ListedMoves{"a1b2", "a1c3", "a1d4", "a1e5", "a1f6", "a1g7"}));
  // From d4 only to the edge, at the ends of its eight lines.
  EXPECT_EQ(unit_moves(*rules, "1k6/8/8/8/3E4/7K/8/8 w - - 0 1", "d4"),
            (ListedMoves{"d4a1", "d4a4", "d4a7", "d4d1", "d4d8", "d4g1", "d4h4", "d4h8"}));
  EXPECT_TRUE(in_check(*rules, "3k4/8/8/8/3E4/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/3k4/3E4/8/8/7K b - - 0 1"));  // d5 is off the edge, as d4
}

TEST(ListedWalks, DoubleGrasshopperHopsTwice) {
  auto rules = chess_with_listed_walks();
  // Over d3 to d4, then back over d3 to d2: the only double hop here.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/3p4/8/3D3K w - - 0 1", "d1"), (ListedMoves{"d1d2"}));
  // The landing square of the first hop must be empty.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/3p4/3p4/8/3D3K w - - 0 1", "d1"), (ListedMoves{}));
}

TEST(ListedWalks, BouncyKnightTurnsOnEmptyEdgeSquares) {
  auto rules = chess_with_listed_walks();
  // From b1: a3 c3 d2; from the edge square a3 on to b5 c4 c2 (no edge square among them).
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/8/8/1J5K w - - 0 1", "b1"),
            (ListedMoves{"b1a3", "b1b5", "b1c2", "b1c3", "b1c4", "b1d2"}));
}

TEST(ListedWalks, PopeyeCodesAreRead) {
  for (const ListedWalkLetter& w : kListedWalkLetters) {
    EXPECT_EQ(solver::kind_for_popeye_code(w.code), w.kind) << w.code;
    EXPECT_EQ(solver::popeye_code(w.kind), w.code);
  }
}

// The walks of this file's letter table, for the shared random-board check (support/walk_captures_check.h).
std::string listed_walk_letters() {
  std::string letters;
  for (const ListedWalkLetter& w : kListedWalkLetters) letters += w.letter;
  return letters;
}

TEST(ListedWalks, GenerationAndAttackTestAgreeOnCaptures) {
  EXPECT_GT(testing::walk_captures_agree_with_attacks(*chess_with_listed_walks(), listed_walk_letters(),
                                                      {1801, 400, 14}),
            200);
}

TEST(ListedWalks, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = chess_with_listed_walks();
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);  // (none of these units there: chess's counts)
  for (const char* fen : {"4k3/1x1t4/3p1u2/2l5/1F1J1P2/i7/2E5/h3K2D w - - 0 1",
                          "o3k2d/3p1e2/1j6/2X2I2/4P3/3T4/2L3U1/4K2H b - - 0 1",
                          "4k3/2f1F3/1o3D2/3p4/2E1x3/1i3J2/3X4/4K3 w - - 0 1"}) {
    std::optional<Position> pos;
    try {
      pos.emplace(parse_fen(*rules, fen));
    } catch (const std::exception& e) {
      ADD_FAILURE() << fen << ": " << e.what();
      continue;
    }
    EXPECT_EQ(perft(*rules, *pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
  EXPECT_GT(random_games_round_trip(*rules, 1801), -1);  // (orthodox games: hash and undo stay exact)
}

}  // namespace
}  // namespace nightrider
