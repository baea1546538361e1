// Popeye's bouncers (B1 B2 B3, listed walks), Chinese pawn (CP), kao (KO) and marine pieces (SI TR ND
// MS PO: their namesake's moves, the locust's captures, pieces/marine.h). The move lists and checks below
// are worked out by hand from Popeye's definitions (pieces/walks/bouncer.c, chinese/pawn.c,
// chinese/leapers.c, marine.c); the full move lists against Popeye 4.104 are tests/data/pieces/
// (tests/piece_catalogue_test.cpp), and Popeye's example problems with these pieces are compared as
// whole text with its output (tests/data/pieces/text).
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
#include "support/condition_checks.h"
#include "support/placement.h"
#include "support/popeye_problem_files.h"
#include "support/walk_captures_check.h"

namespace nightrider {
namespace {

using namespace condition_checks;

struct NewWalkLetter {
  PieceKind kind;
  char letter;
  const char* code;  // Popeye's English code
};
constexpr NewWalkLetter kNewWalkLetters[] = {
    {PieceKind::Bouncer, 'X', "B1"},       {PieceKind::RookBouncer, 'T', "B2"},
    {PieceKind::BishopBouncer, 'U', "B3"}, {PieceKind::ChinesePawn, 'C', "CP"},
    {PieceKind::Kao, 'O', "KO"},           {PieceKind::Sirene, 'S', "SI"},
    {PieceKind::Triton, 'H', "TR"},        {PieceKind::Nereide, 'E', "ND"},
    {PieceKind::MarineKnight, 'M', "MS"},
};

std::shared_ptr<const Rules> chess_with_new_walks() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  for (const NewWalkLetter& w : kNewWalkLetters) rules->use_piece(w.kind, w.letter);
  return rules;
}

using WalkMoves = std::vector<std::string>;

TEST(BouncersAndMarinePieces, RookBouncerGoesBackAsFarAsTheHurdleIsAhead) {
  auto rules = chess_with_new_walks();
  // Rook bouncer d4, pawn d6 two squares up: two squares down to d2. Right: nothing until off the board
  // after h4, five squares, and five left from d4 is off the board. Left: off the board after a4, four
  // squares; four right is h4. Down: off after d1, four squares; four up is d8, but d6 blocks the way.
  EXPECT_EQ(unit_moves(*rules, "k7/8/3p4/8/3T4/8/8/7K w - - 0 1", "d4"), (WalkMoves{"d4d2", "d4h4"}));
  // The arrival may hold an enemy unit (a capture), not a friendly one: the pawn g4 is three squares
  // from d4 rightwards; three left is a4, taken; with a white pawn on a4, nothing that way.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/p2T2p1/8/8/7K w - - 0 1", "d4"),
            (WalkMoves{"d4a4x", "d4d8", "d4g4x"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/P2T2p1/8/8/7K w - - 0 1", "d4"), (WalkMoves{"d4d8", "d4g4x"}));
  // Check: below the rook bouncer d1 the board ends one step away, so it reaches d2, one step up; the
  // king d3 is two steps up, and nothing two steps down stops the bouncer.
  EXPECT_TRUE(in_check(*rules, "8/8/8/8/8/8/3k4/3T3K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/8/8/3k4/8/3T3K b - - 0 1"));
}

TEST(BouncersAndMarinePieces, BishopBouncerAndBouncerUseTheirLines) {
  auto rules = chess_with_new_walks();
  // Bishop bouncer a1: only the diagonal to h8 leaves the corner; off the board one step down-left, so
  // one step up-right: b2.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/8/8/U6K w - - 0 1", "a1"), (WalkMoves{"a1b2"}));
  // Bouncer a1 (queen lines): b2, a2 and b1 the same way.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/8/8/X6K w - - 0 1", "a1"), (WalkMoves{"a1a2", "a1b1", "a1b2"}));
}

TEST(BouncersAndMarinePieces, ChinesePawnStepsSidewaysPastTheRiver) {
  auto rules = chess_with_new_walks();
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/3C4/8/7K w - - 0 1", "d3"), (WalkMoves{"d3d4"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/3C4/8/8/8/7K w - - 0 1", "d5"), (WalkMoves{"d5c5", "d5d6", "d5e5"}));
  // On the last rank: sideways only, no promotion.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/8/8/3C3K w - - 0 1", "d1"), (WalkMoves{"d1d2"}));
  EXPECT_EQ(unit_moves(*rules, "3C4/8/8/8/8/8/k7/7K w - - 0 1", "d8"), (WalkMoves{"d8c8", "d8e8"}));
  // Black's river: ranks 4 to 1. It takes forward (down) and sideways there.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/2Pc4/3P4/8/7K b - - 0 1", "d4"),
            (WalkMoves{"d4c4x", "d4d3x", "d4e4"}));
  EXPECT_TRUE(in_check(*rules, "8/8/8/3kC3/8/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/8/3kC3/8/8/7K b - - 0 1"));
}

TEST(BouncersAndMarinePieces, KaoLeapsToMoveAndTakesALeapBeyondItsHurdle) {
  auto rules = chess_with_new_walks();
  // Kao b1: a3, c3, d2 empty (moves); with a unit on c3, it takes on d5 (a second (1,2) leap on).
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/8/8/1O5K w - - 0 1", "b1"), (WalkMoves{"b1a3", "b1c3", "b1d2"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/3p4/8/2P5/8/1O5K w - - 0 1", "b1"),
            (WalkMoves{"b1a3", "b1d2", "b1d5x"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/3P4/8/2p5/8/1O5K w - - 0 1", "b1"), (WalkMoves{"b1a3", "b1d2"}));
  EXPECT_TRUE(in_check(*rules, "8/8/8/3k4/8/2p5/8/1O5K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/3k4/8/8/8/1O5K b - - 0 1"));
}

TEST(BouncersAndMarinePieces, MarinePiecesMoveAsTheirNamesakeAndTakeAsALocust) {
  auto rules = chess_with_new_walks();
  // Triton a1: up the file to a3, the pawn a4 taken landing on a5; along the rank to b1 … g1 (h1 is
  // White's king).
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/p7/8/8/H6K w - - 0 1", "a1"),
            (WalkMoves{"a1a2", "a1a3", "a1a5x", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1"}));
  // With a5 taken up, no capture of a4.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/P7/p7/8/8/H6K w - - 0 1", "a1"),
            (WalkMoves{"a1a2", "a1a3", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1"}));
  // Marine knight b1: a3 and d2 to move, the pawn c3 taken landing on d5.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/2p5/8/1M5K w - - 0 1", "b1"),
            (WalkMoves{"b1a3", "b1d2", "b1d5x"}));
  // Check needs an empty square behind the king on the line.
  EXPECT_TRUE(in_check(*rules, "8/8/8/8/3k4/8/8/E6K b - - 0 1"));     // nereide a1, e5 empty
  EXPECT_FALSE(in_check(*rules, "8/8/8/4p3/3k4/8/8/E6K b - - 0 1"));  // e5 taken up
  EXPECT_FALSE(in_check(*rules, "3k4/8/8/8/8/8/8/3S3K b - - 0 1"));   // d8: no square behind
  EXPECT_TRUE(in_check(*rules, "8/3k4/8/8/8/8/8/3S3K b - - 0 1"));
}

TEST(BouncersAndMarinePieces, PoseidonIsARoyalMarineKing) {
  // (A king in Popeye; its moves and checks are compared with Popeye's in tests/data/pieces/po_*, whose
  // Poseidons stand in the kings' places, and examples_marine_06 and _07.)
  EXPECT_TRUE(builtin_piece(PieceKind::Poseidon).royal);
}

TEST(BouncersAndMarinePieces, MarineCapturesAreWrittenAsTheLocustsAre) {
  auto rules = chess_with_new_walks();
  EXPECT_EQ(after(*rules, "7k/8/8/8/p7/8/8/H6K w - - 0 1", "a1a5"), "7k/8/8/H7/8/8/8/7K b - - 0 1");
}

TEST(BouncersAndMarinePieces, PopeyeCodesAreRead) {
  for (const NewWalkLetter& w : kNewWalkLetters) {
    EXPECT_EQ(solver::kind_for_popeye_code(w.code), w.kind) << w.code;
    EXPECT_EQ(solver::popeye_code(w.kind), w.code);
  }
  EXPECT_EQ(solver::kind_for_popeye_code("PO"), PieceKind::Poseidon);
}

// The walks of this file's letter table, for the shared random-board check (support/walk_captures_check.h).
std::string new_walk_letters() {
  std::string letters;
  for (const NewWalkLetter& w : kNewWalkLetters) letters += w.letter;
  return letters;
}

TEST(BouncersAndMarinePieces, GenerationAndAttackTestAgreeOnCaptures) {
  EXPECT_GT(
      testing::walk_captures_agree_with_attacks(*chess_with_new_walks(), new_walk_letters(), {2511, 400, 14}),
      200);
}

TEST(BouncersAndMarinePieces, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = chess_with_new_walks();
  for (const char* fen : {"4k3/1x1t4/3p1u2/2c5/1S1M1P2/o7/2E5/h3K3 w - - 0 1",
                          "o3k3/3p1e2/1m6/2X2s2/4P3/3T4/2C3U1/4K2H b - - 0 1",
                          "4k3/2c3C1/1o6/3p4/2E1x3/1s3M2/3X4/4K3 w - - 0 1"}) {
    std::optional<Position> pos;
    try {
      pos.emplace(parse_fen(*rules, fen));
    } catch (const std::exception& e) {
      ADD_FAILURE() << fen << ": " << e.what();
      continue;
    }
    EXPECT_EQ(perft(*rules, *pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
}

// Popeye's example problems with these pieces (EXAMPLES/bouncer.inp, BEISPIEL/bouncer.inp,
// EXAMPLES/marine.inp, EXAMPLES/kao.inp), Popeye 4.104's whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(BouncerAndMarineExamples, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "pieces/text");

}  // namespace
}  // namespace nightrider
