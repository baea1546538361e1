// Fairy walks of the problem solver (pieces/piece_def.h): the lion (StepKind::HopBeyond), the leo (a
// move-only queen ride and a capture-only HopBeyond), the moose (StepKind::HopTurned) and the
// spiralspringer (StepKind::Zigzag). Each move list and check below is worked out by hand from the
// walk's definition; generation and the attack test must agree.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"
#include "support/placement.h"
#include "support/solve_text.h"
#include "support/walk_captures_check.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// Chess with the fairy walks: L lion, E leo, M moose, W spiralspringer, D fersrider, O orphan.
std::shared_ptr<const Rules> chess_with_fairies() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->use_piece(PieceKind::Lion, 'L');
  rules->use_piece(PieceKind::Leo, 'E');
  rules->use_piece(PieceKind::Moose, 'M');
  rules->use_piece(PieceKind::Spiralspringer, 'W');
  rules->use_piece(PieceKind::Fersrider, 'D');
  rules->use_piece(PieceKind::Orphan, 'O');
  return rules;
}

using Moves = std::vector<std::string>;

TEST(FairyPieces, LionLandsOnAnySquareBeyondItsHurdle) {
  auto rules = chess_with_fairies();
  // Over the pawn d6 to d7 or taking the knight d8; over its own pawn f4 to g4 or h4; no hurdle on the
  // other lines, so nothing there.
  EXPECT_EQ(unit_moves(*rules, "k2n4/8/3p4/8/3L1P2/8/8/7K w - - 0 1", "d4"),
            (Moves{"d4d7", "d4d8x", "d4g4", "d4h4"}));
  // The square just beyond the hurdle may be taken.
  EXPECT_EQ(unit_moves(*rules, "k7/8/3n4/3p4/3L4/8/8/7K w - - 0 1", "d4"), (Moves{"d4d6x"}));
}

TEST(FairyPieces, LionChecksOverOneHurdleOnly) {
  auto rules = chess_with_fairies();
  EXPECT_TRUE(in_check(*rules, "3k4/8/3p4/8/3L4/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "3k4/3p4/3p4/8/3L4/8/8/7K b - - 0 1"));  // two hurdles
  EXPECT_FALSE(in_check(*rules, "3k4/8/8/8/3L4/8/8/7K b - - 0 1"));      // none
}

TEST(FairyPieces, LeoRidesWithoutTakingAndTakesOverAHurdle) {
  auto rules = chess_with_fairies();
  // As a queen to every empty square it reaches (d5 and e4, not onto d6 or f4); it takes the first
  // unit beyond a hurdle: the knight d8 over d6; over f4 there is nothing to take.
  EXPECT_EQ(unit_moves(*rules, "k2n4/8/3p4/8/3E1P2/8/8/7K w - - 0 1", "d4"),
            (Moves{"d4a1", "d4a4", "d4a7",  "d4b2", "d4b4", "d4b6", "d4c3", "d4c4", "d4c5", "d4d1", "d4d2",
                   "d4d3", "d4d5", "d4d8x", "d4e3", "d4e4", "d4e5", "d4f2", "d4f6", "d4g1", "d4g7", "d4h8"}));
}

TEST(FairyPieces, LeoChecksOnlyOverAHurdle) {
  auto rules = chess_with_fairies();
  EXPECT_TRUE(in_check(*rules, "3k4/8/3p4/8/3E4/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "3k4/3p4/3p4/8/3E4/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "3k4/8/8/8/3E4/8/8/7K b - - 0 1"));  // on an open line it only moves
}

TEST(FairyPieces, MooseTurnsByFortyFiveDegreesAtItsHurdle) {
  auto rules = chess_with_fairies();
  // Up to the hurdle d6, then c7 or e7 (taking the knight); right to f4, then g5 or g3.
  EXPECT_EQ(unit_moves(*rules, "k7/4n3/3p4/8/3M1P2/8/8/7K w - - 0 1", "d4"),
            (Moves{"d4c7", "d4e7x", "d4g3", "d4g5"}));
  // Over e4 to f5 or f3, over e5 to e6 or f5: f5 is one move, not two.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/4p3/3MP3/8/8/7K w - - 0 1", "d4"), (Moves{"d4e6", "d4f3", "d4f5"}));
}

TEST(FairyPieces, MooseChecksFromItsHurdle) {
  auto rules = chess_with_fairies();
  EXPECT_TRUE(in_check(*rules, "8/8/8/6k1/3M1P2/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/7k/3M1P2/8/8/7K b - - 0 1"));
}

TEST(FairyPieces, SpiralspringerZigzagsAlongKnightSteps) {
  auto rules = chess_with_fairies();
  // From a1: (1,2)/(1,-2) b3 c1 d3 e1 f3 g1 h3; (1,2)/(-1,2) b3 a5 b7; (2,1)/(2,-1) c2 e1 g2;
  // (2,1)/(-2,1) c2 a3 c4 a5 c6 a7 c8. Sixteen squares, four of them on two paths.
  const Moves open = {"a1a3", "a1a5", "a1a7", "a1b3", "a1b7", "a1c1", "a1c2", "a1c4",
                      "a1c6", "a1c8", "a1d3", "a1e1", "a1f3", "a1g1", "a1g2", "a1h3"};
  EXPECT_EQ(unit_moves(*rules, "4k2K/8/8/8/8/8/8/W7 w - - 0 1", "a1"), open);
  // A black pawn on c2 ends both paths through it: g2, a3, c4, c6, a7, c8 go (a5 and e1 stay).
  EXPECT_EQ(unit_moves(*rules, "4k2K/8/8/8/8/8/2p5/W7 w - - 0 1", "a1"),
            (Moves{"a1a5", "a1b3", "a1b7", "a1c1", "a1c2x", "a1d3", "a1e1", "a1f3", "a1g1", "a1h3"}));
}

TEST(FairyPieces, SpiralspringerChecksAtTheEndOfAnOpenZigzag) {
  auto rules = chess_with_fairies();
  EXPECT_TRUE(in_check(*rules, "2k4K/8/8/8/8/8/8/W7 b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "2k4K/8/8/8/8/8/2p5/W7 b - - 0 1"));
}

TEST(FairyPieces, FersriderRidesAsABishop) {
  auto rules = chess_with_fairies();
  EXPECT_EQ(unit_moves(*rules, "k7/8/1n6/8/3D4/8/5P2/7K w - - 0 1", "d4"),
            (Moves{"d4a1", "d4b2", "d4b6x", "d4c3", "d4c5", "d4e3", "d4e5", "d4f6", "d4g7", "d4h8"}));
  EXPECT_TRUE(in_check(*rules, "k7/8/8/3D4/8/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "k7/8/8/8/3D4/8/8/7K b - - 0 1"));  // (d4 is off the king's diagonal)
}

TEST(FairyPieces, OrphanMovesAsTheEnemyUnitsThatObserveIt) {
  auto rules = chess_with_fairies();
  // The black rook a1 observes the orphan d1: it moves as a rook (taking the rook too).
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/8/7K/r2O4 w - - 0 1", "d1"),
            (Moves{"d1a1x", "d1b1", "d1c1", "d1d2", "d1d3", "d1d4", "d1d5", "d1d6", "d1d7", "d1d8", "d1e1",
                   "d1f1", "d1g1", "d1h1"}));
  // Nothing observes it: no move.
  EXPECT_TRUE(unit_moves(*rules, "k7/8/8/8/8/8/8/3O3K w - - 0 1", "d1").empty());
  // Through a chain: the black orphan d4 observes it as a rook, being observed by the white rook h4.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/3o3R/8/8/3O3K w - - 0 1", "d1"),
            (Moves{"d1a1", "d1b1", "d1c1", "d1d2", "d1d3", "d1d4x", "d1e1", "d1f1", "d1g1"}));
}

TEST(FairyPieces, OrphanChecksWithTheWalksItBorrows) {
  auto rules = chess_with_fairies();
  // The rook h1 lends the orphan a1 its walk: the orphan checks the king a8 along the file.
  EXPECT_TRUE(in_check(*rules, "k7/8/6K1/8/8/8/8/O6r b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "k7/8/6K1/8/8/8/8/O7 b - - 0 1"));
  // The king a1 lends the orphan a2 a king's step: the king is in check from the unit it observes.
  EXPECT_TRUE(in_check(*rules, "7K/8/8/8/8/8/O7/k7 b - - 0 1"));
}

TEST(FairyPieces, OrphanObservedByAnEnemyPawnMovesAsAPawnOfItsOwnSide) {
  auto rules = chess_with_fairies();
  // The black pawn d3 observes the orphan e2: it steps, double-steps and takes as a white pawn.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/3p4/4O3/K7 w - - 0 1", "e2"), (Moves{"e2d3x", "e2e3", "e2e4"}));
  // Problems of our own, Popeye's (4.104) moves: onto its last rank it stays an orphan ("Ob7-b8"), and
  // it checks as the pawn it borrows.
  auto first = [](const std::string& pieces) {
    return testing::first_moves(
        testing::solve_problem_text("begin\nstip ~1\npieces " + pieces + "\nend\n").out);
  };
  EXPECT_EQ(first("white ka1 oe2 pc2 black kh8 pd3"),
            (std::set<std::string>{"1.Oe2-e4", "1.Oe2-e3", "1.Oe2*d3", "1.c2-c4", "1.c2*d3", "1.c2-c3",
                                   "1.Ka1-b2", "1.Ka1-a2", "1.Ka1-b1"}));
  EXPECT_EQ(first("white ka1 ob7 pd7 black kh5 oc8"),
            (std::set<std::string>{"1.d7-d8=Q", "1.d7-d8=S", "1.d7-d8=R", "1.d7-d8=B", "1.d7-d8=O",
                                   "1.d7*c8=Q", "1.d7*c8=S", "1.d7*c8=R", "1.d7*c8=B", "1.d7*c8=O",
                                   "1.Ob7*c8", "1.Ob7-b8", "1.Ka1-b2", "1.Ka1-a2", "1.Ka1-b1"}));
  EXPECT_TRUE(in_check(*rules, "8/8/8/2k5/3O4/2p5/8/K7 b - - 0 1"));  // (d4 takes c5 as a white pawn)
  // Its double step opens no en passant (Popeye: hep1 has no solution here).
  const auto ep =
      testing::solve_problem_text("begin\nstip hep1\npieces white kh1 pe6g5 black ka8 of7\nend\n");
  EXPECT_EQ(ep.out.find("ep."), std::string::npos) << ep.out;
  EXPECT_EQ(after(*rules, "k7/5o2/4P3/6P1/8/8/8/7K b - - 0 1", "f7f5"), "k7/8/4P3/5oP1/8/8/8/7K w - - 1 2");
  // Popeye lends it a marine pawn's captures over the taken unit too (REGRESSIONS/4_63_to_4_65.inp#26:
  // "Oc5*b6-a7"), which its walks do not model: such a problem is refused, not solved short of moves.
  const auto marine =
      testing::solve_problem_text("begin\nstip h~1\npieces black kh8 pf6 mpb6 white ka1 oc5\nend\n");
  EXPECT_NE(marine.err.find("piece O beside piece MP (a special walk to lend) is not supported yet"),
            std::string::npos)
      << marine.err;
}

TEST(FairyPieces, LocustTakesTheUnitItPassesAndLandsBehindIt) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->use_piece(PieceKind::Locust, 'L');
  // The locust c2 passes over e4 to f5 and over c4 to c5, not over a4 (on the edge: nothing behind it);
  // it has no move that takes nothing.
  EXPECT_EQ(after(*rules, "7k/8/8/8/2p1p3/8/2L5/K7 w - - 0 1", "c2f5"), "7k/8/8/5L2/2p5/8/8/K7 b - - 0 1");
  EXPECT_EQ(legal_ucis(*rules, "7k/8/8/8/p1p1p3/8/2L5/K7 w - - 0 1"),
            (std::set<std::string>{"a1a2", "a1b1", "a1b2", "c2c5", "c2f5"}));
  // It checks a king with an empty square right behind it, not one on the edge.
  EXPECT_TRUE(in_check(*rules, "8/8/8/4k3/8/8/1L6/K7 b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "7k/8/8/8/8/8/1L6/K7 b - - 0 1"));
  // Problems with a locust beside neutral units or a definition of check are refused in one line.
  const auto neutral =
      testing::solve_problem_text("begin\nstip ~1\npieces white ka1 lc2 black kh8 neutral pe4\nend\n");
  EXPECT_NE(neutral.err.find("piece L beside neutral units is not supported yet"), std::string::npos)
      << neutral.err;
  const auto anticirce = testing::solve_problem_text(
      "begin\ncond anticirce\nstip ~1\npieces white ka1 lc2 black kh8 pe4\nend\n");
  EXPECT_NE(anticirce.err.find("piece L beside a condition that defines check is not supported yet"),
            std::string::npos)
      << anticirce.err;
}

TEST(FairyPieces, RookBishopAndNightriderLocustsTakeOnTheirOwnLines) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->use_piece(PieceKind::RookLocust, 'T');
  rules->use_piece(PieceKind::BishopLocust, 'U');
  rules->use_piece(PieceKind::NightriderLocust, 'V');
  // On c2 with black pawns on c4, e4 and a4: the rook-locust takes only c4 (landing c5), the
  // bishop-locust only e4 (landing f5), neither takes the a4 pawn on the edge.
  const std::string pawns = "7k/8/8/8/p1p1p3/8/2%c5/K7 w - - 0 1";
  auto with = [&](char letter) {
    std::string fen = pawns;
    fen.replace(fen.find("%c"), 2, std::string(1, letter));
    return fen;
  };
  EXPECT_EQ(legal_ucis(*rules, with('T')), (std::set<std::string>{"a1a2", "a1b1", "a1b2", "c2c5"}));
  EXPECT_EQ(legal_ucis(*rules, with('U')), (std::set<std::string>{"a1a2", "a1b1", "a1b2", "c2f5"}));
  EXPECT_EQ(after(*rules, with('U'), "c2f5"), "7k/8/8/5U2/p1p5/8/8/K7 b - - 0 1");
  // The nightrider-locust on b1 rides c3 (empty) to d5 and takes there, landing on e7; over the pawn on
  // d2 (one knight leap) it lands on f3; the c3 pawn has a unit on d5 behind it on that line.
  EXPECT_EQ(after(*rules, "7k/8/8/3p4/8/8/8/KV6 w - - 0 1", "b1e7"), "7k/4V3/8/8/8/8/8/K7 b - - 0 1");
  EXPECT_EQ(legal_ucis(*rules, "7k/8/8/3p4/8/2p5/3p4/KV6 w - - 0 1"),
            (std::set<std::string>{"a1a2", "b1f3"}));  // (b2 is attacked by c3)
  // Each checks along its lines only, with an empty square behind the king.
  EXPECT_TRUE(in_check(*rules, "8/8/8/2k5/8/8/2T5/K7 b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/2k5/8/8/3T4/K7 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "8/8/8/4k3/8/8/1U6/K7 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "8/8/8/3k4/8/8/8/KV6 b - - 0 1"));  // b1-c3-d5, e7 empty
  EXPECT_FALSE(in_check(*rules, "8/8/8/8/3k4/8/8/KV6 b - - 0 1"));
}

// On random boards of fairy units, knights and pawns (support/walk_captures_check.h).
TEST(FairyPieces, GenerationAndAttackTestAgreeOnCaptures) {
  // (The boards are crowded enough to test something.)
  EXPECT_GT(testing::walk_captures_agree_with_attacks(*chess_with_fairies(), "LEMWDO", {2026, 300, 12}), 100);
}

TEST(FairyPieces, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = chess_with_fairies();
  EXPECT_EQ(rules->fast_perft(), nullptr);  // the bitboard path does not know these walks
  for (const char* fen :
       {"4k3/1w1m4/3p4/2e5/1W1L1P2/8/2E5/M3K2l w - - 0 1", "l3k2m/3p4/8/2W2e2/4P3/3M4/2L5/4K2E b - - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
}

}  // namespace
}  // namespace nightrider
