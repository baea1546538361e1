// Conditions that veto moves and observations (conditions/observation): Monochrome and Bichrome at the
// geometry level, Madrasi and Eiffel (paralysis) at the observer level, Isardam (a legality rule, and
// under type A an observation validated by playing it). One position per clause of
// their definitions (CONDITIONS.md, Popeye's semantics), the levels' order (a paralysing observation
// is judged by the geometry level alone, and never asks itself), and the move generation checked two
// ways as for every condition.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "conditions/registry.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

const std::string kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const std::string kCastles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

TEST(Monochrome, MovesAndChecksStayOnOneColour) {
  auto mono = chess_with("MonochromChess");
  EXPECT_FALSE(legal(*mono, kStart, "g1f3")) << "a knight always changes colour";
  EXPECT_TRUE(legal(*mono, kStart, "e2e4"));
  EXPECT_FALSE(legal(*mono, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e2"));
  EXPECT_TRUE(legal(*mono, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1d2"));
  // King-side castling is a king move between squares of one colour; queen-side castling never is.
  EXPECT_TRUE(legal(*mono, kCastles, "e1g1"));
  EXPECT_FALSE(legal(*mono, kCastles, "e1c1"));
  // A rook on a1 (dark) does not check a king on a8 (light); on a2 (light) it does.
  EXPECT_FALSE(in_check(*mono, "k7/8/8/8/8/8/8/R3K3 b - - 0 1"));
  EXPECT_TRUE(in_check(*mono, "k7/8/8/8/8/8/R7/4K3 b - - 0 1"));
}

TEST(Bichrome, MovesAndChecksChangeColour) {
  auto bi = chess_with("BichromChess");
  EXPECT_TRUE(legal(*bi, kStart, "g1f3"));
  EXPECT_FALSE(legal(*bi, kStart, "e2e4")) << "e2 and e4 are both light";
  EXPECT_TRUE(legal(*bi, kStart, "e2e3"));
  EXPECT_TRUE(legal(*bi, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e2"));
  EXPECT_FALSE(legal(*bi, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1d2"));
  // Neither castling is a move between colours.
  EXPECT_FALSE(legal(*bi, kCastles, "e1g1"));
  EXPECT_FALSE(legal(*bi, kCastles, "e1c1"));
  EXPECT_TRUE(in_check(*bi, "k7/8/8/8/8/8/8/R3K3 b - - 0 1"));
  EXPECT_FALSE(in_check(*bi, "k7/8/8/8/8/8/R7/4K3 b - - 0 1"));
}

TEST(Madrasi, UnitsOfOneKindObservingEachOtherAreParalysed) {
  auto madrasi = chess_with("Madrasi");
  // The rooks on d1 and d8 observe each other: neither moves.
  const std::string rooks = "3r3k/8/8/8/8/8/8/K2R4 w - - 0 1";
  EXPECT_FALSE(legal(*madrasi, rooks, "d1d5"));
  EXPECT_FALSE(legal(*madrasi, rooks, "d1e1"));
  EXPECT_TRUE(legal(*madrasi, "4r2k/8/8/8/8/8/8/K2R4 w - - 0 1", "d1d5")) << "no rook observes d1";
  // ... and the paralysed rook on d1 does not check the king on h1 along the first rank.
  EXPECT_FALSE(in_check(*madrasi, "3r4/8/8/8/8/8/8/K2R3k b - - 0 1"));
  EXPECT_TRUE(in_check(*make_variant("chess"), "3r4/8/8/8/8/8/8/K2R3k b - - 0 1"));
  // Pawns observe with their captures: e4 and d5 are both paralysed.
  const std::string pawns = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
  EXPECT_FALSE(legal(*madrasi, pawns, "e4d5"));
  EXPECT_FALSE(legal(*madrasi, pawns, "e4e5"));
}

TEST(Madrasi, KingsAreParalysedOnlyWithRexInclusive) {
  // After Ke1-e2 the kings observe each other. Without RexInclusive the black king checks e2; with it
  // both kings are paralysed and neither checks.
  const std::string kings = "8/8/8/8/8/4k3/8/4K3 w - - 0 1";
  EXPECT_FALSE(legal(*chess_with("Madrasi"), kings, "e1e2"));
  EXPECT_TRUE(legal(*chess_with({{"Madrasi", {"RexInclusive"}}}), kings, "e1e2"));
}

TEST(Eiffel, EachKindIsParalysedByTheNextInTheCycle) {
  auto eiffel = chess_with("EiffelChess");
  // A pawn observed by an enemy queen ...
  EXPECT_FALSE(legal(*eiffel, "4k3/8/8/8/4P2q/8/8/4K3 w - - 0 1", "e4e5"));
  EXPECT_TRUE(legal(*eiffel, "4k3/8/8/8/4P2r/8/8/4K3 w - - 0 1", "e4e5"))
      << "a rook does not paralyse a pawn";
  // ... a knight by an enemy pawn ...
  EXPECT_FALSE(legal(*eiffel, "4k3/8/8/3p4/4N3/8/8/4K3 w - - 0 1", "e4f6"));
  // ... a bishop by a knight, a rook by a bishop.
  EXPECT_FALSE(legal(*eiffel, "4k3/8/8/8/4B3/8/3n4/4K3 w - - 0 1", "e4d5"));
  EXPECT_FALSE(legal(*eiffel, "4k3/8/8/8/4R3/8/2b5/4K3 w - - 0 1", "e4e5"));
  // A queen observed by a rook gives no check: the black queen on e5 does not check e1.
  EXPECT_FALSE(in_check(*eiffel, "4k3/8/8/R3q3/8/8/8/4K3 w - - 0 1"));
  EXPECT_TRUE(in_check(*eiffel, "4k3/8/8/B3q3/8/8/8/4K3 w - - 0 1"));
  // Kings are never paralysed.
  EXPECT_TRUE(legal(*eiffel, "4k3/8/8/8/8/8/8/q3K3 w - - 0 1", "e1f2"));
}

TEST(Isardam, AMoveThatLeavesTwoLikeUnitsObservingEachOtherIsIllegal) {
  auto isardam = chess_with("Isardam");
  auto chess = make_variant("chess");
  // Rb2-b7 would face the rook on h7 along the seventh rank.
  const std::string rooks = "k7/7r/8/8/8/8/1R6/6K1 w - - 0 1";
  EXPECT_FALSE(legal(*isardam, rooks, "b2b7"));
  EXPECT_TRUE(legal(*chess, rooks, "b2b7"));
  EXPECT_TRUE(legal(*isardam, rooks, "b2b6"));
  // Moving the bishop off the d-file would let the rooks on d1 and d8 observe each other.
  const std::string opened = "3r2k1/8/8/8/3B4/8/8/K2R4 w - - 0 1";
  EXPECT_FALSE(legal(*isardam, opened, "d4e5"));
  EXPECT_TRUE(legal(*chess, opened, "d4e5"));
}

// A pawn that may be taken en passant is observed by the pawn that may take it (Popeye's regression
// problem fairy_isardam__017: neither step of the d-pawn is legal next to the black pawn on e4).
TEST(Isardam, APawnThatMayBeTakenEnPassantIsObservedByItsTaker) {
  auto isardam = chess_with("Isardam");
  const std::string fen = "k7/8/8/8/4p3/8/3P4/7K w - - 0 1";
  EXPECT_FALSE(legal(*isardam, fen, "d2d3"));  // the pawns on d3 and e4 observe each other
  EXPECT_FALSE(legal(*isardam, fen, "d2d4"));  // e4 could take d4 en passant
  EXPECT_TRUE(legal(*isardam, "k7/8/8/8/4p3/8/2P5/7K w - - 0 1", "c2c4"));  // no en passant from e4
}

// WinChloe's "Isardam type B": a move that gives check is legal whatever pairs it leaves (Nightrider's
// word ChecksFree; Popeye's TypeB keeps the ban and only leaves Isardam out of the test for check).
TEST(Isardam, SeedTypeBLetsACheckingMoveLeaveAPair) {
  const std::string fen = "k6r/8/8/8/8/8/1R6/6K1 w - - 0 1";  // Rb2-b8+ faces the rook on h8
  EXPECT_FALSE(legal(*chess_with(ConditionList{{"Isardam", {"TypeB"}}}), fen, "b2b8"));
  EXPECT_TRUE(legal(*chess_with(ConditionList{{"Isardam", {"TypeB", "ChecksFree"}}}), fen, "b2b8"));
  // Rb2-h2 faces it too, without check: illegal still.
  EXPECT_FALSE(legal(*chess_with(ConditionList{{"Isardam", {"TypeB", "ChecksFree"}}}), fen, "b2h2"));
}

TEST(Isardam, TypeAChecksOnlyWhereTheCaptureOfTheKingWouldBeLegal) {
  // Ra1xa8 would leave the rook facing the black rook on h8: under type A that is no check.
  const std::string rook_check = "k6r/8/8/8/8/8/8/R3K3 b - - 0 1";
  EXPECT_FALSE(in_check(*chess_with("Isardam"), rook_check));
  EXPECT_TRUE(in_check(*chess_with({{"Isardam", {"TypeB"}}}), rook_check));
  // A pawn checking on its last rank checks if one of its promotions is legal (fairy_isardam__014):
  // f7xe8 promotes to a queen facing the queen on e5, a rook beside d8, a bishop beside d7, a knight a
  // knight's leap from c7; without the knight on c7 the knight promotion is legal.
  auto isardam = chess_with("Isardam");
  EXPECT_FALSE(in_check(*isardam, "3rk3/1Qnb1P1K/2N3Bp/4qP2/1B6/8/8/8 b - - 0 1"));
  EXPECT_TRUE(in_check(*isardam, "3rk3/1Q1b1P1K/2N3Bp/4qP2/1B6/8/8/8 b - - 0 1"));
}

TEST(ObservationLevels, AParalysingObservationIsJudgedByTheGeometryLevel) {
  // Rooks on d1 (light) and d8 (dark): under Monochrome they do not observe each other, so Madrasi
  // does not paralyse them, and the rook moves along the light squares.
  const std::string rooks = "3r3k/8/8/8/8/8/8/K2R4 w - - 0 1";
  auto mono_madrasi = chess_with({{"MonochromChess", {}}, {"Madrasi", {}}});
  EXPECT_TRUE(legal(*mono_madrasi, rooks, "d1d3"));
  auto madrasi_mono = chess_with({{"Madrasi", {}}, {"MonochromChess", {}}});
  EXPECT_TRUE(legal(*madrasi_mono, rooks, "d1d3")) << "the levels, not the order of the conditions";
  // Under Bichrome they do: both are paralysed.
  EXPECT_FALSE(legal(*chess_with({{"BichromChess", {}}, {"Madrasi", {}}}), rooks, "d1d4"));
}

TEST(ObservationLevels, ParalysisConditionsTogetherEndTheirTests) {
  // Madrasi's and Eiffel's tests each ask the geometry level only, so together they still end.
  auto both = chess_with({{"Madrasi", {}}, {"EiffelChess", {}}});
  EXPECT_EQ(perft_rebuilt(*both, kStart, 3), perft_rebuilt(*both, kStart, 3));
  random_games_round_trip(*both, 11);
}

TEST(ObservationConditions, PerftIsTheSameWithMakeUndoAndWithEveryNodeRebuiltFromItsFen) {
  for (const char* name : {"MonochromChess", "BichromChess", "Madrasi", "Isardam"}) {
    SCOPED_TRACE(name);
    EXPECT_EQ(expect_perft_two_ways(*chess_with(name)), 3);
  }
  EXPECT_EQ(expect_perft_two_ways(*chess_with({{"Isardam", {"TypeB"}}})), 3);
  // The ending (kings, rooks and pawns) has no unit Eiffel paralyses: no queen, no bishop.
  EXPECT_EQ(expect_perft_two_ways(*chess_with("EiffelChess")), 2);
}

TEST(ObservationConditions, RandomGamesUndoToTheSamePositionAndHash) {
  uint32_t seed = 70;
  for (const char* name : {"MonochromChess", "BichromChess", "Madrasi", "EiffelChess", "Isardam"}) {
    SCOPED_TRACE(name);
    random_games_round_trip(*chess_with(name), seed++);
  }
}

}  // namespace
}  // namespace nightrider
