// Popeye's sting ST, rook and bishop hunters RR BR, reflecting bishop RB and archbishop AR, querquisite
// QQ, dolphin DO, rabbit RT, bob BO, scarabeus SC, ubiubi UU, mao- and moahopper AH OH, the Argentinian
// senora SE, faro FA, loco LO and saltador SA, and the eagle equihoppers EE EN (issue 25). The move lists
// below are Popeye 4.104's for the same positions (`~1`, or `h~1` with Black to move; 2026-11-30); the full
// move lists against Popeye are
// tests/data/pieces/{st,rr,br,rb,ar,qq,do,rt,bo,sc,uu,ah,oh,se,fa,lo,sa,ee,en}_*
// (tests/piece_catalogue_test.cpp), and Popeye's example problems with these pieces are compared as whole
// text (tests/data/fairy_pieces_25). The pawned pieces, dragon DR, gryphon GY and ship SH, are tested here
// too.
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
#include "support/solve_text.h"
#include "support/walk_captures_check.h"

namespace nightrider {
namespace {

using namespace condition_checks;

struct Issue25PieceLetter {
  PieceKind kind;
  char letter;
  const char* code;  // Popeye's English code
};
constexpr Issue25PieceLetter kIssue25PieceLetters[] = {
    {PieceKind::Sting, 'T', "ST"},
    {PieceKind::RookHunter, 'H', "RR"},
    {PieceKind::BishopHunter, 'I', "BR"},
    {PieceKind::ReflectingBishop, 'L', "RB"},
    {PieceKind::Archbishop, 'Y', "AR"},
    {PieceKind::Querquisite, 'J', "QQ"},
    {PieceKind::Dolphin, 'D', "DO"},
    {PieceKind::Rabbit, 'X', "RT"},
    {PieceKind::Bob, 'O', "BO"},
    {PieceKind::Scarabeus, 'C', "SC"},
    {PieceKind::Ubiubi, 'U', "UU"},
    {PieceKind::Maohopper, 'M', "AH"},
    {PieceKind::Moahopper, 'W', "OH"},
    {PieceKind::Senora, 'E', "SE"},
    {PieceKind::Faro, 'Z', "FA"},
    {PieceKind::Loco, 'G', "LO"},
    {PieceKind::Saltador, 'V', "SA"},
    {PieceKind::EagleEquihopper, 'F', "EE"},
    {PieceKind::EagleNonstopEquihopper, 'S', "EN"},
};

std::shared_ptr<const Rules> chess_with_issue25_pieces() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  for (const Issue25PieceLetter& w : kIssue25PieceLetters) rules->use_piece(w.kind, w.letter);
  return rules;
}

using WalkMoves = std::vector<std::string>;

TEST(Issue25Pieces, StingHopsAndStepsAndIsRoyal) {
  auto rules = chess_with_issue25_pieces();
  // Sting d4 (White's royal unit; in FEN with the royal marker, as a king-less position needs): over d6
  // to d7, over f4 to g4; the king's steps but onto c5 and e5 (the pawn d6 guards them) and e3 (the pawn
  // f4).
  EXPECT_EQ(unit_moves(*rules, "k7/8/3p4/8/3T*1p2/8/8/8 w - - 0 1", "d4"),
            (WalkMoves{"d4c3", "d4c4", "d4d3", "d4d5", "d4d7", "d4e4", "d4g4"}));
  EXPECT_TRUE(builtin_piece(PieceKind::Sting).royal);
}

TEST(Issue25Pieces, HuntersGoUpAndDownTheBoardWithTwoWalks) {
  auto rules = chess_with_issue25_pieces();
  // Rook hunter d4: up the file as a rook (d7 taken), down the diagonals as a bishop (b2 taken).
  EXPECT_EQ(unit_moves(*rules, "k7/3p4/8/8/3H4/8/1p6/7K w - - 0 1", "d4"),
            (WalkMoves{"d4b2x", "d4c3", "d4d5", "d4d6", "d4d7x", "d4e3", "d4f2", "d4g1"}));
  // Black's rook hunter goes up the board as a rook too (the board's up, not Black's forward).
  EXPECT_EQ(unit_moves(*rules, "7k/8/1P6/4h3/8/8/K7/8 b - - 0 1", "e5"),
            (WalkMoves{"e5a1", "e5b2", "e5c3", "e5d4", "e5e6", "e5e7", "e5e8", "e5f4", "e5g3", "e5h2"}));
  // Bishop hunter d4: up the diagonals (f6 taken; d7 is no rook move up), down the file.
  EXPECT_EQ(unit_moves(*rules, "k7/3p4/5p2/8/3I4/8/8/7K w - - 0 1", "d4"),
            (WalkMoves{"d4a7", "d4b6", "d4c5", "d4d1", "d4d2", "d4d3", "d4e5", "d4f6x"}));
}

TEST(Issue25Pieces, ReflectingBishopsTurnAtTheEdge) {
  auto rules = chess_with_issue25_pieces();
  // Reflecting bishop c1: off the h-file at h6 to g7, f8; off the a-file at a3 (c1 b2 is a capture) …
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/8/1p6/2L4K w - - 0 1", "c1"),
            (WalkMoves{"c1a3", "c1b2x", "c1b4", "c1c5", "c1d2", "c1d6", "c1e3", "c1e7", "c1f4", "c1f8",
                       "c1g5", "c1g7", "c1h6"}));
  // … the archbishop turns once only.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/8/1p6/2Y4K w - - 0 1", "c1"),
            (WalkMoves{"c1b2x", "c1d2", "c1e3", "c1f4", "c1f8", "c1g5", "c1g7", "c1h6"}));
}

TEST(Issue25Pieces, QuerquisiteMovesAsItsFilesPiece) {
  auto rules = chess_with_issue25_pieces();
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/4J3/8/8/7K w - - 0 1", "e4"),  // the king's file
            (WalkMoves{"e4d3", "e4d4", "e4d5", "e4e3", "e4e5", "e4f3", "e4f4", "e4f5"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/1J6/8/8/7K w - - 0 1", "b4"),  // the knight's
            (WalkMoves{"b4a2", "b4a6", "b4c2", "b4c6", "b4d3", "b4d5"}));
  EXPECT_EQ(
      unit_moves(*rules, "k7/8/8/8/2J5/8/8/7K w - - 0 1", "c4"),  // the bishop's
      (WalkMoves{"c4a2", "c4a6", "c4b3", "c4b5", "c4d3", "c4d5", "c4e2", "c4e6", "c4f1", "c4f7", "c4g8"}));
  EXPECT_EQ(unit_moves(*rules, "6k1/8/8/8/J7/8/8/7K w - - 0 1", "a4"),  // the rook's
            (WalkMoves{"a4a1", "a4a2", "a4a3", "a4a5", "a4a6", "a4a7", "a4a8", "a4b4", "a4c4", "a4d4", "a4e4",
                       "a4f4", "a4g4", "a4h4"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/3J4/8/8/7K w - - 0 1", "d4").size(), 27u);  // the queen's
}

TEST(Issue25Pieces, HoppersOverOneTwoOrFourUnits) {
  auto rules = chess_with_issue25_pieces();
  // Dolphin d4: over d5 and d6 to d7 (the kangaroo), over d5 to d6 (the grasshopper, taking), over f4
  // to g4.
  EXPECT_EQ(unit_moves(*rules, "k7/8/3p4/3p4/3D1P1p/8/8/7K w - - 0 1", "d4"),
            (WalkMoves{"d4d6x", "d4d7", "d4g4"}));
  // Rabbit d4: over d5 and d6 to d7 and d8; over f4 and h4, nothing beyond.
  EXPECT_EQ(unit_moves(*rules, "k7/8/3p4/3p4/3X1P1p/8/8/7K w - - 0 1", "d4"), (WalkMoves{"d4d7", "d4d8"}));
  // Bob a4: over four units to f4, g4, h4.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/OPpPp3/8/8/7K w - - 0 1", "a4"),
            (WalkMoves{"a4f4", "a4g4", "a4h4"}));
  // Scarabeus e4: over e6 on a knight's leap to d8 and f8; over d4 to b3 and b5.
  EXPECT_EQ(unit_moves(*rules, "k7/8/4p3/8/3pC3/8/8/7K w - - 0 1", "e4"),
            (WalkMoves{"e4b3", "e4b5", "e4d8", "e4f8"}));
  // Maohopper e4 over e5 (the mao's passed square for d6 and f6); moahopper e4 over f5 (for f6, g5).
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/4p3/4M3/8/8/7K w - - 0 1", "e4"), (WalkMoves{"e4d6", "e4f6"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/5p2/4W3/8/8/7K w - - 0 1", "e4"), (WalkMoves{"e4f6", "e4g5"}));
}

TEST(Issue25Pieces, UbiubiLeapsOnOverEmptySquares) {
  auto rules = chess_with_issue25_pieces();
  // Ubiubi a1: takes b3, leaps to c2 and on from there to e1 (taken); a3, b4, d4 and e3 are White's.
  EXPECT_EQ(unit_moves(*rules, "k7/2p5/1p6/8/1P1P4/Pp2P3/8/U3n2K w - - 0 1", "a1"),
            (WalkMoves{"a1b3x", "a1c2", "a1e1x"}));
}

TEST(Issue25Pieces, ArgentinianPiecesTakeAsRidersAndMoveAsLions) {
  auto rules = chess_with_issue25_pieces();
  // Senora d3: takes d5, moves beyond it (d6 d7 d8) and beyond f3 (g3 h3), nowhere before a unit.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/3p4/8/3E1P2/8/7K w - - 0 1", "d3"),
            (WalkMoves{"d3d5x", "d3d6", "d3d7", "d3d8", "d3g3", "d3h3"}));
  // Saltador e4: moves over e5 as a maohopper (d6 f6) and over d4 … (c3 c5); takes nothing here.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/4P3/3pV3/8/8/7K w - - 0 1", "e4"),
            (WalkMoves{"e4c3", "e4c5", "e4d6", "e4f6"}));
}

TEST(Issue25Pieces, EagleEquihoppersTurnTheirHopByARightAngle) {
  auto rules = chess_with_issue25_pieces();
  // Eagle equihopper d3: over d5 to b5 (taken) and f5; over c3 to c4 and c2; over b5 to d7.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/1p1p4/8/2pF4/8/7K w - - 0 1", "d3"),
            (WalkMoves{"d3b5x", "d3c2", "d3c4", "d3d7", "d3f5"}));
  // The non-stop one: over d4 (c4 e4) and d5 behind it (b5 f5), and over f2 a knight's leap away (g4).
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/3p4/3p4/3S4/5p2/7K w - - 0 1", "d3"),
            (WalkMoves{"d3b5", "d3c4", "d3e4", "d3f5", "d3g4"}));
}

TEST(Issue25Pieces, ReflectingBishopsBesideMultiCapturesAreRefused) {
  // (Popeye counts their captures there path by path: EXAMPLES/multicaptures.inp#10.)
  const auto solved = testing::solve_problem_text(
      "begin\ncond multicaptures\nstip h=3\npieces white kh1 sa5 pb7g3 black kb8 pg5 rbc7\nend\n");
  EXPECT_NE(solved.err.find("the reflecting bishop cannot be combined with MultiCaptures: Popeye counts the "
                            "captures of walks whose paths meet path by path; not supported yet"),
            std::string::npos)
      << solved.err;
  // The archbishop's paths meet too (its bounces off the edge).
  const auto archbishop = testing::solve_problem_text(
      "begin\ncond multicaptures\nstip h=3\npieces white kh1 sa5 pb7g3 black kb8 pg5 arc7\nend\n");
  EXPECT_NE(archbishop.err.find("the archbishop cannot be combined with MultiCaptures"), std::string::npos)
      << archbishop.err;
}

TEST(Issue25Pieces, ArgentinianChessPutsThemInTheOrthodoxPiecesPlaces) {
  auto rules = chess_with("ArgentinianChess");
  EXPECT_EQ(rules->kind_for_letter('Q'), PieceKind::Senora);
  EXPECT_EQ(rules->kind_for_letter('R'), PieceKind::Faro);
  EXPECT_EQ(rules->kind_for_letter('B'), PieceKind::Loco);
  EXPECT_EQ(rules->kind_for_letter('N'), PieceKind::Saltador);
  EXPECT_FALSE(rules->uses(PieceKind::Queen));
  // Pawns promote to them, in Popeye's order (TESTS/pieces.inp#27, whole text in tests/data/fairy_pieces_25).
  EXPECT_EQ(rules->params().promotion_kinds, (std::vector<PieceKind>{PieceKind::Senora, PieceKind::Faro,
                                                                     PieceKind::Loco, PieceKind::Saltador}));
}

TEST(Issue25Pieces, PopeyeCodesAreRead) {
  for (const Issue25PieceLetter& w : kIssue25PieceLetters) {
    EXPECT_EQ(solver::kind_for_popeye_code(w.code), w.kind) << w.code;
    EXPECT_EQ(solver::popeye_code(w.kind), w.code);
  }
}

// The pawned pieces (pieces/pawned.h): the dragon DR, gryphon GY and ship SH. Their full move lists
// against Popeye are tests/data/pieces/{dr,gy,sh}_* (`_e`: their double steps and en passant captures), and
// Popeye's example problems with them are among tests/data/fairy_pieces_25.
std::shared_ptr<const Rules> chess_with_pawned_pieces() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->use_piece(PieceKind::Dragon, 'D');
  rules->use_piece(PieceKind::Gryphon, 'G');
  rules->use_piece(PieceKind::Ship, 'S');
  return rules;
}

TEST(PawnedPieces, MoveAsAPawnBesideTheirLeaperOrRider) {
  auto rules = chess_with_pawned_pieces();
  // The dragon: a pawn's captures and steps (the double step from its second rank), a knight's leaps.
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/8/8/2p1p3/3D4/4K3 w - - 0 1", "d2"),
            (std::vector<std::string>{"d2b1", "d2b3", "d2c3x", "d2c4", "d2d3", "d2d4", "d2e3x", "d2e4",
                                      "d2f1", "d2f3"}));
  // On its first rank its pawn's walk is still (a pawn there does not move), its knight's is not.
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/8/8/8/8/3DK3 w - - 0 1", "d1"),
            (std::vector<std::string>{"d1b2", "d1c3", "d1e3", "d1f2"}));
  // The gryphon: the pawn's steps, which never take, and the bishop's lines.
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/8/8/2pp4/3G4/4K3 w - - 0 1", "d2"),
            (std::vector<std::string>{"d2c1", "d2c3x", "d2e3", "d2f4", "d2g5", "d2h6"}));
  // The ship: the pawn's captures and the rook's lines; it never promotes.
  EXPECT_EQ(unit_moves(*rules, "2r4k/3S4/8/8/8/8/8/4K3 w - - 0 1", "d7"),
            (std::vector<std::string>{"d7a7", "d7b7", "d7c7", "d7c8x", "d7d1", "d7d2", "d7d3", "d7d4", "d7d5",
                                      "d7d6", "d7d8", "d7e7", "d7f7", "d7g7", "d7h7"}));
}

TEST(PawnedPieces, GenerationAndAttackTestAgreeOnCaptures) {
  EXPECT_GT(testing::walk_captures_agree_with_attacks(*chess_with_pawned_pieces(), "DGS", {2027, 400, 14}),
            200);
}

TEST(PawnedPieces, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = chess_with_pawned_pieces();
  // (Double steps of pawns, dragons and gryphons; pawns, dragons and ships take en passant.)
  for (const char* fen :
       {"4k3/1d1g1p2/8/2S1P1D1/8/8/1G1D2P1/4K3 w - - 0 1", "4k3/1d1g1p2/8/2S1P1D1/8/8/1G1D2P1/4K3 b - - 0 1",
        "3k4/2s5/8/1p1g4/3Pd3/8/1G1D4/4K3 w - - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
}

// Popeye's hunters of two walks (Rules::define_hunter): the first walk forward, the second backward.
// Their example problems are among tests/data/fairy_pieces_25 (EXAMPLES/hunter.inp in English and
// German, S/B, B/R, B/S and P/S), and so are those of the friend F, the erlking EK and the maorider lion
// ML (the catalogue's files: tests/data/pieces/{f,ek,ml,mm}_*).
std::shared_ptr<const Rules> chess_with_hunters() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->define_hunter(PieceKind::Hunter0, PieceKind::Knight, PieceKind::Bishop, 'H');
  rules->define_hunter(PieceKind::Hunter1, PieceKind::Pawn, PieceKind::Knight, 'J');
  return rules;
}

TEST(Hunters, MoveForwardWithTheFirstWalkAndBackwardWithTheSecond) {
  auto rules = chess_with_hunters();
  // S/B: a knight's leaps up the board for White, a bishop's lines down.
  EXPECT_EQ(
      unit_moves(*rules, "4k3/8/8/8/3H4/8/8/K7 w - - 0 1", "d4"),
      (std::vector<std::string>{"d4b2", "d4b5", "d4c3", "d4c6", "d4e3", "d4e6", "d4f2", "d4f5", "d4g1"}));
  // For Black, forward is down the board.
  EXPECT_EQ(
      unit_moves(*rules, "k7/8/8/3h4/8/8/8/4K3 b - - 0 1", "d5"),
      (std::vector<std::string>{"d5b4", "d5b7", "d5c3", "d5c6", "d5e3", "d5e6", "d5f4", "d5f7", "d5g8"}));
  // P/S: a pawn's steps forward (the double step from its second rank), never promoting ...
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/8/8/2p5/1J6/4K3 w - - 0 1", "b2"),
            (std::vector<std::string>{"b2b3", "b2b4", "b2c3x", "b2d1"}));
  EXPECT_EQ(unit_moves(*rules, "1n2k3/J7/8/8/8/8/8/4K3 w - - 0 1", "a7"),
            (std::vector<std::string>{"a7a8", "a7b5", "a7b8x", "a7c6"}));
  // ... and still on its first rank as a pawn is (it has no knight's leap back from there).
  EXPECT_TRUE(unit_moves(*rules, "4k3/8/8/8/8/8/8/2J1K3 w - - 0 1", "c1").empty());
  // Its double step may be taken en passant (Popeye: a hunter whose walk forward is the pawn's).
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/2jJ4/8/8/8/4K3 w - c6 0 1", "d5"),
            (std::vector<std::string>{"d5b4", "d5c3", "d5c6x", "d5d6", "d5e3", "d5f4"}));
}

TEST(Hunters, AnEleventhKindOrAWalkNotMadeOfPartsIsRefusedByName) {
  const auto eleven = testing::solve_problem_text(
      "begin\npieces white ka1 s/bd4 b/sd5 r/sd6 s/rd7 q/sd8 s/qa5 n/sa6 s/na7 g/sa8 s/ga2 b/ra3 black kh8\n"
      "stip ~1\nend\n");
  EXPECT_NE(eleven.err.find("piece B/R: at most ten kinds of hunters (X/Y) in a problem, as in Popeye"),
            std::string::npos)
      << eleven.err;
  const auto orphan = testing::solve_problem_text("begin\npieces white ka1 q/od4 black kh8\nstip ~1\nend\n");
  EXPECT_NE(orphan.err.find("a hunter with the walk O is not supported yet"), std::string::npos)
      << orphan.err;
}

TEST(Hunters, GenerationAndAttackTestAgreeOnCaptures) {
  // (Not the P/S hunter on its first rank: below.)
  EXPECT_GT(testing::walk_captures_agree_with_attacks(*chess_with_hunters(), "H", {3131, 400, 14}), 200);
}

TEST(Hunters, APawnHalfOnItsFirstRankChecksButDoesNotMove) {
  // As in Popeye 4.104 (its pawn check skips the first rank's test for hunters): after 1.P/Sg1 Black's
  // king on h2 is in check (h~1: Popeye lists only the king's moves), though the hunter cannot take it.
  auto rules = chess_with_hunters();
  const Position pos = parse_fen(*rules, "K7/p7/8/8/8/8/7k/6J1 b - - 0 1");
  EXPECT_TRUE(rules->attacks(pos, Square(6, 0), Square(7, 1)));
  EXPECT_TRUE(rules->in_check(pos, Colour::Black));
  EXPECT_TRUE(unit_moves(*rules, "K7/p7/8/8/8/8/8/6Jk w - - 0 1", "g1").empty());
}

TEST(Hunters, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = chess_with_hunters();
  for (const char* fen :
       {"4k3/2j1h3/8/3J4/1H6/8/4J3/4K3 b - - 0 1", "4k3/2j1h3/8/3J4/1H6/8/4J3/4K3 w - - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
}

TEST(Issue25Pieces, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = chess_with_issue25_pieces();
  for (const char* fen :
       {"4k3/1h1i4/3p1l2/2y5/1J1D1P2/x7/2O5/c3K3 w - - 0 1",
        "u3k3/3p1m2/1w6/2E2z2/4P3/3G4/2V3H1/4K2I w - - 0 1",
        "4k3/2cp2D1/1o6/3p4/2X1j3/1L3M2/3u4/4K3 w - - 0 1", "4k3/8/8/3p4/2F1j3/8/6s1/4K3 w - - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
}

TEST(Issue25Pieces, GenerationAndAttackTestAgreeOnCaptures) {
  // (The sting is royal: random boards would hold several royal units.)
  EXPECT_GT(testing::walk_captures_agree_with_attacks(*chess_with_issue25_pieces(), "HILYJDXOCUMWEZGVFS",
                                                      {2513, 400, 14}),
            200);
}

// Popeye's example problems with these pieces (tests/data/fairy_pieces_25), Popeye 4.104's whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(Issue25PieceExamples, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "fairy_pieces_25");

}  // namespace
}  // namespace nightrider
