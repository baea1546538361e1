// Circe and AntiCirce (conditions/circe): the rebirth squares of the rule book's table (RULES.md, "Modalités
// Circé"), rebirth or disappearance after a capture, the consequences the rule book names (a reborn rook
// may castle, a capture whose rebirth checks the capturer's king is illegal), and the condition's move
// generation checked two ways: perft with incremental make/undo against perft with every node rebuilt
// from its FEN, and random games whose undo restores position and hash exactly.
#include "conditions/circe/circe.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "conditions/circe/anticirce.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "support/condition_checks.h"
#include "support/sampling.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using conditions::circe_rebirth_square;
using namespace condition_checks;

std::shared_ptr<const Rules> chess_with_circe() {
  auto rules = build_variant("chess");
  conditions::apply_circe(*rules, {});
  return rules;
}

std::shared_ptr<const Rules> chess_with_anticirce(const std::vector<std::string>& arguments = {}) {
  auto rules = build_variant("chess");
  conditions::apply_anticirce(*rules, arguments);
  return rules;
}

TEST(Circe, RebirthSquaresFollowTheRuleBooksTable) {
  const Colour w = Colour::White, b = Colour::Black;
  auto at = [](PieceKind k, Colour c, const char* capture) {
    return circe_rebirth_square(Piece(k, c), sq(capture));
  };
  EXPECT_EQ(at(PieceKind::Queen, w, "e5"), sq("d1"));
  EXPECT_EQ(at(PieceKind::Queen, b, "e5"), sq("d8"));
  // Rook: White a1 when taken on a dark square, h1 on a light one; Black a8 light, h8 dark.
  EXPECT_EQ(at(PieceKind::Rook, w, "c3"), sq("a1"));  // c3 is dark
  EXPECT_EQ(at(PieceKind::Rook, w, "c4"), sq("h1"));
  EXPECT_EQ(at(PieceKind::Rook, b, "c4"), sq("a8"));
  EXPECT_EQ(at(PieceKind::Rook, b, "c3"), sq("h8"));
  // Knight: White b1 light, g1 dark; Black b8 dark, g8 light.
  EXPECT_EQ(at(PieceKind::Knight, w, "d4"), sq("g1"));  // d4 is dark
  EXPECT_EQ(at(PieceKind::Knight, w, "d5"), sq("b1"));
  EXPECT_EQ(at(PieceKind::Knight, b, "d4"), sq("b8"));
  EXPECT_EQ(at(PieceKind::Knight, b, "d5"), sq("g8"));
  // Bishop: White c1 dark, f1 light; Black c8 light, f8 dark.
  EXPECT_EQ(at(PieceKind::Bishop, w, "h8"), sq("c1"));  // h8 is dark
  EXPECT_EQ(at(PieceKind::Bishop, w, "h7"), sq("f1"));
  EXPECT_EQ(at(PieceKind::Bishop, b, "h7"), sq("c8"));
  EXPECT_EQ(at(PieceKind::Bishop, b, "h8"), sq("f8"));
  // Pawn: its second rank on the file of capture.
  EXPECT_EQ(at(PieceKind::Pawn, w, "f6"), sq("f2"));
  EXPECT_EQ(at(PieceKind::Pawn, b, "f3"), sq("f7"));
  // A fairy piece: its promotion square on the file of capture.
  EXPECT_EQ(at(PieceKind::Nightrider, w, "b4"), sq("b8"));
  EXPECT_EQ(at(PieceKind::Nightrider, b, "b4"), sq("b1"));
  // Kings are not reborn in plain Circe.
  EXPECT_EQ(at(PieceKind::King, w, "e4"), std::nullopt);
}

TEST(Circe, TheCapturedUnitIsRebornOrDisappears) {
  auto rules = chess_with_circe();
  // The knight taken on d5 (light) goes to g8.
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k1n1/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  // With g8 occupied it disappears.
  EXPECT_EQ(after(*rules, "4k1r1/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k1r1/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  // A pawn taken en passant goes back to its second rank on its file.
  EXPECT_EQ(after(*rules, "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", "d5e6"), "4k3/4p3/4P3/8/8/8/8/4K3 b - - 0 1");
  // A unit taken on its own rebirth square stays taken: the capturer stands there.
  EXPECT_EQ(after(*rules, "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d8"), "3Qk3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(Circe, ARookRebornOnItsCornerMayCastleWithItsKing) {
  auto rules = chess_with_circe();
  // The black rook taken on b5 (light) is reborn on a8. The black king keeps its right (with the h8
  // rook), so the reborn rook gets one too.
  const std::string fen = after(*rules, "4k2r/8/8/1r6/8/8/8/1R2K3 w k - 0 1", "b1b5");
  EXPECT_EQ(fen, "r3k2r/8/8/1R6/8/8/8/4K3 b kq - 0 1");
  EXPECT_TRUE(legal(*rules, fen, "e8c8")) << "castling with the reborn rook";
}

// Popeye gives a unit its castling right back whenever a rule puts it on its home square (Saukkola and
// Tuovinen, Thema Danicum 1995: White castles twice). Played on one board: a FEN cannot hold a rook's
// right while its king has none.
TEST(AntiCirce, KingAndRookRebornOnTheirHomeSquaresMayCastleAgain) {
  auto rules = chess_with_anticirce();
  // After 1...0-0 2.Qc8-e8: White has castled, no right is left.
  Position pos = parse_fen(*rules, "4q3/8/8/8/4k3/3ppppp/6b1/5RK1 w - - 0 1");
  auto play = [&](const char* uci) {
    const auto m = parse_move(*rules, pos, uci);
    ASSERT_TRUE(m.has_value()) << uci << " in " << to_fen(*rules, pos);
    rules->play(pos, *m);
  };
  play("f1f3");  // Rf1*f3[wRf3->h1]: the rook is back on h1 with its right
  EXPECT_TRUE(pos.has_right(sq("h1")));
  EXPECT_FALSE(pos.has_right(sq("g1")));
  play("e4f3");
  play("g1g2");  // Kg1*g2[wKg2->e1]
  EXPECT_EQ(pos.king(Colour::White), sq("e1"));
  EXPECT_TRUE(pos.has_right(sq("e1")));
  play("f3g2");
  EXPECT_TRUE(parse_move(*rules, pos, "e1g1").has_value()) << "castling with the reborn king and rook";
}

TEST(Circe, ACaptureWhoseRebirthChecksTheCapturersKingIsIllegal) {
  auto rules = chess_with_circe();
  // Rxd5 would put the black queen back on d8, checking the white king on h4 along d8-h4.
  EXPECT_FALSE(legal(*rules, "7k/8/8/R2q4/7K/8/8/8 w - - 0 1", "a5d5"));
  // The same capture is legal when the rebirth square is taken (the queen disappears).
  EXPECT_TRUE(legal(*rules, "3n3k/8/8/R2q4/7K/8/8/8 w - - 0 1", "a5d5"));
}

TEST(Circe, PerftIsTheSameWithMakeUndoAndWithEveryNodeRebuiltFromItsFen) {
  EXPECT_EQ(expect_perft_two_ways(*chess_with_circe()), 3);
}

TEST(AntiCirce, PerftIsTheSameWithMakeUndoAndWithEveryNodeRebuiltFromItsFen) {
  EXPECT_EQ(expect_perft_two_ways(*chess_with_anticirce()), 3);
  EXPECT_EQ(expect_perft_two_ways(*chess_with_anticirce({"Cheylan"})), 3);
}

TEST(Circe, RandomGamesUndoToTheSamePositionAndHash) {
  EXPECT_GT(random_games_round_trip(*chess_with_circe(), 58), testing::sampled(1000));
}

TEST(AntiCirce, RandomGamesUndoToTheSamePositionAndHash) {
  EXPECT_GT(random_games_round_trip(*chess_with_anticirce(), 59), testing::sampled(1000));
}

// The rule book's clauses, one position each.
TEST(AntiCirce, TheCapturerGoesToItsRebirthSquare) {
  auto rules = chess_with_anticirce();
  // The knight takes on e2 (light) and goes to b1; the taken unit disappears.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/6N1/4p3/4K3 w - - 0 1", "g3e2"), "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1");
  // A king that captures goes to e1 (kings are included), and is back on its home square with its
  // castling right, as in Popeye: "[e1]", a right without a partner yet.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2"), "4k3/8/8/8/8/8/8/4K3 b [e1] - 0 1");
  // A pawn taking on its last rank promotes first and goes to its new type's square: a queen to d1.
  EXPECT_EQ(after(*rules, "3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7d8q"), "4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
}

TEST(AntiCirce, ACaptureWhoseRebirthSquareIsOccupiedIsIllegal) {
  auto rules = chess_with_anticirce();
  // Nxe2 would go to b1, where a white bishop stands.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/6N1/4p3/1B2K3 w - - 0 1", "g3e2"));
  // Nxd2 (dark) goes to g1: illegal while the other knight stands there, legal without it.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/3p4/1N2K1N1 w - - 0 1", "b1d2"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/3p4/1N2K3 w - - 0 1", "b1d2"));
  // The capturer's own square counts as empty: the rook on h1 takes on h5 (light) and goes back to h1
  // (with a right of its own again, its king has none).
  EXPECT_EQ(after(*rules, "4k3/8/8/7p/8/8/8/4K2R w - - 0 1", "h1h5"), "4k3/8/8/8/8/8/8/4K2R b [h1] - 0 1");
}

TEST(AntiCirce, CalvetAllowsACaptureOnTheRebirthSquareAndCheylanDoesNot) {
  // The rook on h4 takes on h1 (light), its own rebirth square.
  const std::string fen = "4k3/8/8/8/7R/8/8/4K2n w - - 0 1";
  auto calvet = chess_with_anticirce();
  EXPECT_EQ(after(*calvet, fen, "h4h1"), "4k3/8/8/8/8/8/8/4K2R b [h1] - 0 1");
  auto cheylan = chess_with_anticirce({"Cheylan"});
  EXPECT_FALSE(legal(*cheylan, fen, "h4h1"));
}

TEST(AntiCirce, AKingIsInCheckOnlyIfItsCaptureWouldBeLegal) {
  auto rules = chess_with_anticirce();
  // The rook on e4 attacks the black king on e8, a light square: a white rook taking there goes to h1,
  // which is free, so this is check.
  Position check = parse_fen(*rules, "4k3/8/8/8/4R3/8/8/K7 b - - 0 1");
  EXPECT_TRUE(rules->in_check(check, Colour::Black));
  // With h1 occupied the capture is illegal, so there is no check: the king may even stay on the file.
  Position no_check = parse_fen(*rules, "4k3/8/8/8/4R3/8/8/K6B b - - 0 1");
  EXPECT_FALSE(rules->in_check(no_check, Colour::Black));
}

}  // namespace
}  // namespace nightrider
