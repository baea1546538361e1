// The moose's kin (eagle EA, sparrow SW, rook and bishop moose RM BM, rook and bishop eagle RE BE, rook
// and bishop sparrow RW BW: StepKind::HopTurned with WalkPart::turn), the orix OR and non-stop orix NO
// (the equihopper's queen lines), the hamsters HA and HC and the kangaroos KA and KL (listed walks) and
// the marguerite MG (all of moose, eagle, sparrow, grasshopper and hamster). The move lists below are
// Popeye 4.104's for the same positions (`~1`, 2026-11-30); the full move lists against Popeye are
// tests/data/pieces/{ea,sw,rm,re,rw,bm,be,bw,or,no,ha,hc,ka,kl,mg}_* (tests/piece_catalogue_test.cpp),
// and Popeye's example problems with these pieces are compared as whole text (tests/data/hopper_family).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "pieces/piece_def.h"
#include "search/perft.h"
#include "solver/popeye_pieces.h"
#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "support/walk_captures_check.h"

namespace nightrider {
namespace {

using namespace condition_checks;

struct TurningHopperLetter {
  PieceKind kind;
  char letter;
  const char* code;  // Popeye's English code
};
constexpr TurningHopperLetter kTurningHopperLetters[] = {
    {PieceKind::Eagle, 'E', "EA"},       {PieceKind::Sparrow, 'W', "SW"},
    {PieceKind::RookEagle, 'T', "RE"},   {PieceKind::BishopSparrow, 'U', "BW"},
    {PieceKind::Orix, 'O', "OR"},        {PieceKind::NonstopOrix, 'X', "NO"},
    {PieceKind::Hamster, 'H', "HA"},     {PieceKind::ContraHamster, 'C', "HC"},
    {PieceKind::RookMoose, 'M', "RM"},   {PieceKind::BishopMoose, 'Y', "BM"},
    {PieceKind::RookSparrow, 'D', "RW"}, {PieceKind::BishopEagle, 'F', "BE"},
    {PieceKind::Kangaroo, 'J', "KA"},    {PieceKind::KangarooLion, 'L', "KL"},
    {PieceKind::Marguerite, 'Z', "MG"},
};

std::shared_ptr<const Rules> chess_with_turning_hoppers() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  for (const TurningHopperLetter& w : kTurningHopperLetters) rules->use_piece(w.kind, w.letter);
  return rules;
}

using WalkMoves = std::vector<std::string>;

TEST(TurningHoppers, TheLineTurnsAtTheHurdleByTheirAngle) {
  auto rules = chess_with_turning_hoppers();
  // Eagle d4 over the pawn d6: a right angle either way, c6 and e6.
  EXPECT_EQ(unit_moves(*rules, "k7/8/3p4/8/3E4/8/8/7K w - - 0 1", "d4"), (WalkMoves{"d4c6", "d4e6"}));
  // Sparrow d4: over d6 back down at 135 degrees (c5, taken, and e5); over c5 to c4 and d5.
  EXPECT_EQ(unit_moves(*rules, "k7/8/3p4/2p5/3W4/8/8/7K w - - 0 1", "d4"),
            (WalkMoves{"d4c4", "d4c5x", "d4d5", "d4e5"}));
  // Rook eagle d4: over d6 to c6 (taken) and e6, over f4 to f3 and f5; not over a diagonal's unit (e3).
  EXPECT_EQ(unit_moves(*rules, "k7/8/2pP4/8/3T1P2/4p3/8/7K w - - 0 1", "d4"),
            (WalkMoves{"d4c6x", "d4e6", "d4f3", "d4f5"}));
  // Bishop sparrow d4: over e5 to d5 and e4, over the pawn b6 (the first unit up-left) to b5 and c6.
  EXPECT_EQ(unit_moves(*rules, "k7/8/1p3P2/4p3/3U4/8/8/7K w - - 0 1", "d4"),
            (WalkMoves{"d4b5", "d4c6", "d4d5", "d4e4"}));
  // What the sparrow takes it checks: a king on c5.
  EXPECT_TRUE(in_check(*rules, "8/8/3p4/2k5/3W4/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/2k5/3W4/8/8/7K b - - 0 1"));
}

TEST(TurningHoppers, OrixHopsToTheMirroredSquare) {
  auto rules = chess_with_turning_hoppers();
  // Orix a1 over c3 to e5 (taken), d4 empty between.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/4p3/8/2p5/8/O6K w - - 0 1", "a1"), (WalkMoves{"a1e5x"}));
  // The non-stop orix over b2 takes c3, and over c3 reaches e5, b2 standing between.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/2p5/1P6/X6K w - - 0 1", "a1"), (WalkMoves{"a1c3x", "a1e5"}));
}

TEST(TurningHoppers, HamstersStopBeforeOrGoAwayFromAUnit) {
  auto rules = chess_with_turning_hoppers();
  // Hamster d4: to d6 before d7, to f4 before g4; the pawn c3 next to it leaves it where it is. It
  // never takes.
  EXPECT_EQ(unit_moves(*rules, "k7/3p4/8/8/3H2P1/2p5/8/7K w - - 0 1", "d4"), (WalkMoves{"d4d6", "d4f4"}));
  EXPECT_FALSE(in_check(*rules, "8/8/8/3k4/3H4/8/8/7K b - - 0 1"));
  // Contra-hamster d4: away from d3 up the file, taking the rook d8; away from c3 up the diagonal.
  EXPECT_EQ(unit_moves(*rules, "k2r4/8/8/8/3C4/2pP4/8/7K w - - 0 1", "d4"),
            (WalkMoves{"d4d5", "d4d6", "d4d7", "d4d8x", "d4e5", "d4f6", "d4g7", "d4h8"}));
  EXPECT_TRUE(in_check(*rules, "3k4/8/8/8/3C4/3P4/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "3k4/8/8/8/3C4/8/8/7K b - - 0 1"));
}

TEST(TurningHoppers, KangaroosHopTwoUnits) {
  auto rules = chess_with_turning_hoppers();
  // Kangaroo a1: over the knight b1 and the bishop c1 to d1, over b2 and d4 (c3 empty between) to e5, taken.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/4p3/3p4/8/1P6/JNb4K w - - 0 1", "a1"), (WalkMoves{"a1d1", "a1e5x"}));
  // The kangaroo lion goes on beyond the second unit: d1 to g1 (h1 is White's king), e5 and f6 taken.
  EXPECT_EQ(unit_moves(*rules, "7k/8/5p2/8/3p4/8/1P6/LNb4K w - - 0 1", "a1"),
            (WalkMoves{"a1d1", "a1e1", "a1e5", "a1f1", "a1f6x", "a1g1"}));
  EXPECT_TRUE(in_check(*rules, "8/8/8/4k3/3p4/8/1P6/J6K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/4k3/8/8/1P6/J6K b - - 0 1"));
}

TEST(TurningHoppers, MargueriteHopsAsAllOfThem) {
  auto rules = chess_with_turning_hoppers();
  // Marguerite d4, pawns b6 and d6: over d6 as a moose (c7 e7), an eagle (c6 e6), a sparrow (c5 e5) and a
  // grasshopper (d7); before it as a hamster (d5); the same over b6 (a6 b7, a5 c7, b5 c6, a7; c5).
  EXPECT_EQ(unit_moves(*rules, "k7/8/1p1p4/8/3Z4/8/8/7K w - - 0 1", "d4"),
            (WalkMoves{"d4a5", "d4a6", "d4a7", "d4b5", "d4b7", "d4c5", "d4c6", "d4c7", "d4d5", "d4d7", "d4e5",
                       "d4e6", "d4e7"}));
}

TEST(TurningHoppers, PopeyeCodesAreRead) {
  for (const TurningHopperLetter& w : kTurningHopperLetters) {
    EXPECT_EQ(solver::kind_for_popeye_code(w.code), w.kind) << w.code;
    EXPECT_EQ(solver::popeye_code(w.kind), w.code);
  }
}

TEST(TurningHoppers, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = chess_with_turning_hoppers();
  for (const char* fen :
       {"4k3/1e1t4/3p1u2/2c5/1W1M1P2/o7/2E5/h3K3 w - - 0 1",
        "o3k3/3p1e2/1x6/2X2w2/4P3/3T4/2C3U1/4K2H b - - 0 1",
        "4k3/2y3D1/1o6/3p4/2F1x3/1d3M2/3X4/4K3 w - - 0 1", "4k3/2j3L1/1z6/3p4/2J1l3/1Z3P2/8/4K3 w - - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
}

std::string turning_hopper_letters() {
  std::string letters;
  for (const TurningHopperLetter& w : kTurningHopperLetters) letters += w.letter;
  return letters;
}

TEST(TurningHoppers, GenerationAndAttackTestAgreeOnCaptures) {
  EXPECT_GT(testing::walk_captures_agree_with_attacks(*chess_with_turning_hoppers(), turning_hopper_letters(),
                                                      {2512, 400, 14}),
            200);
}

// Popeye's example problems with these pieces (tests/data/hopper_family), Popeye 4.104's whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(TurningHopperExamples, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "hopper_family");

}  // namespace
}  // namespace nightrider
