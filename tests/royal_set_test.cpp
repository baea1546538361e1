// The royal set (core/position.h): every king of a side is tracked, in square order, through moves,
// captures and undo; a neutral king is royal for both sides; with several kings a side is in check when
// any of them is attacked (the after-move fast path stands aside).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using condition_checks::sq;
using condition_checks::with_units;

std::vector<Square> royals(const Position& pos, Colour c) {
  return std::vector<Square>(pos.royals(c).begin(), pos.royals(c).end());
}

const Piece kWhiteKing(PieceKind::King, Colour::White), kBlackKing(PieceKind::King, Colour::Black),
    kNeutralKing(PieceKind::King, Colour::Neutral), kBlackRook(PieceKind::Rook, Colour::Black),
    kWhiteRook(PieceKind::Rook, Colour::White);

TEST(RoyalSet, EveryKingIsTrackedThroughMovesCapturesAndUndo) {
  auto rules = build_variant("chess");
  Position pos =
      with_units(*rules, {{"g1", kWhiteKing}, {"b1", kWhiteKing}, {"h8", kBlackKing}, {"b3", kBlackRook}},
                 Colour::White);
  EXPECT_EQ(royals(pos, Colour::White), (std::vector<Square>{sq("b1"), sq("g1")}));
  EXPECT_EQ(pos.king(Colour::White), sq("b1"));
  const uint64_t hash = pos.hash();
  const auto step = parse_move(*rules, pos, "b1c2");
  ASSERT_TRUE(step.has_value());
  rules->play(pos, *step);
  EXPECT_EQ(royals(pos, Colour::White), (std::vector<Square>{sq("g1"), sq("c2")}));  // (square order)
  EXPECT_EQ(pos.king(Colour::White), sq("g1"));
  rules->undo(pos);
  EXPECT_EQ(royals(pos, Colour::White), (std::vector<Square>{sq("b1"), sq("g1")}));
  EXPECT_EQ(pos.hash(), hash);
}

TEST(RoyalSet, WithSeveralKingsASideIsInCheckWhenAnyIsAttacked) {
  auto rules = build_variant("chess");
  // The rook on b3 attacks the king on b1, not the one on g1.
  Position pos =
      with_units(*rules, {{"g1", kWhiteKing}, {"b1", kWhiteKing}, {"h8", kBlackKing}, {"b3", kBlackRook}},
                 Colour::White);
  EXPECT_TRUE(rules->in_check(pos, Colour::White));
  // So a move of the other king is illegal, and the attacked one must step out (or take the rook).
  EXPECT_FALSE(parse_move(*rules, pos, "g1f1").has_value());
  EXPECT_TRUE(parse_move(*rules, pos, "b1c1").has_value());
}

TEST(RoyalSet, AUnitWithTheRoyalAttributeIsRoyal) {
  // Popeye's attribute Royal: White's royal knight on b4 (and no king) is attacked by the rook on b8, so
  // White is in check and only a move that ends the attack is legal; the set follows it when it moves.
  auto rules = build_variant("chess");
  const Piece royal_knight(PieceKind::Knight, Colour::White, kAttributeRoyal);
  Position pos =
      with_units(*rules, {{"b4", royal_knight}, {"h8", kBlackKing}, {"b8", kBlackRook}, {"a1", kWhiteRook}},
                 Colour::White);
  EXPECT_EQ(royals(pos, Colour::White), (std::vector<Square>{sq("b4")}));
  EXPECT_TRUE(rules->in_check(pos, Colour::White));
  EXPECT_FALSE(parse_move(*rules, pos, "a1a2").has_value());
  EXPECT_FALSE(parse_move(*rules, pos, "a1b1").has_value());  // (b1 does not block b8-b4)
  const auto step = parse_move(*rules, pos, "b4d5");
  ASSERT_TRUE(step.has_value());
  rules->play(pos, *step);
  EXPECT_EQ(royals(pos, Colour::White), (std::vector<Square>{sq("d5")}));
  rules->undo(pos);
  EXPECT_EQ(royals(pos, Colour::White), (std::vector<Square>{sq("b4")}));
}

TEST(RoyalSet, AUnitWithTheRoyalAttributeMayNotStepIntoAnAttack) {
  // The legality test reading the board after the move follows a royal unit that moves, as it follows a
  // king (BEISPIEL/pieces.inp#2: a royal camel's flights). The rook on c8 attacks c2 and c6.
  auto rules = build_variant("chess");
  const Piece royal_knight(PieceKind::Knight, Colour::White, kAttributeRoyal);
  Position pos = with_units(*rules, {{"b4", royal_knight}, {"h8", kBlackKing}, {"c8", kBlackRook}}, Colour::White);
  EXPECT_FALSE(rules->in_check(pos, Colour::White));
  EXPECT_FALSE(parse_move(*rules, pos, "b4c6").has_value());
  EXPECT_FALSE(parse_move(*rules, pos, "b4c2").has_value());
  EXPECT_TRUE(parse_move(*rules, pos, "b4d5").has_value());
  MoveList legal;
  rules->legal_moves(pos, legal);
  EXPECT_EQ(legal.size(), 4u);  // a2, d3, d5, a6
  // Nor may a royal knight in check step to an attacked square: Kb2 mates the royal knight on a1.
  Position mated = with_units(*rules, {{"a1", Piece(PieceKind::Knight, Colour::Black, kAttributeRoyal)},
                                       {"b2", kWhiteKing}, {"h1", kWhiteRook}}, Colour::Black);
  EXPECT_TRUE(rules->in_check(mated, Colour::Black));
  EXPECT_FALSE(rules->has_legal_move(mated));
}

TEST(RoyalSet, ANeutralKingIsRoyalForBothSides) {
  auto rules = build_variant("chess");
  Position pos =
      with_units(*rules, {{"d5", kNeutralKing}, {"d1", kBlackRook}, {"a8", kWhiteRook}}, Colour::White);
  EXPECT_EQ(pos.king(Colour::White), sq("d5"));
  EXPECT_EQ(pos.king(Colour::Black), sq("d5"));
  // The black rook attacks it: White is in check, Black is not.
  EXPECT_TRUE(rules->in_check(pos, Colour::White));
  EXPECT_FALSE(rules->in_check(pos, Colour::Black));
  // White must take it off the d-file; the king moves for either side.
  EXPECT_TRUE(parse_move(*rules, pos, "d5e4").has_value());
  EXPECT_FALSE(parse_move(*rules, pos, "a8a7").has_value());
  pos.set_side_to_move(Colour::Black);
  EXPECT_TRUE(parse_move(*rules, pos, "d5d4").has_value());   // Black may leave it on the d-file
  EXPECT_FALSE(parse_move(*rules, pos, "d5d8").has_value());  // but not on a white rook's rank
}

TEST(RoyalSet, RandomGamesWithSeveralKingsUndoExactly) {
  auto rules = build_variant("chess");
  std::mt19937 rng(62);
  for (int game = 0; game < 50; ++game) {
    Position pos = with_units(*rules,
                              {{"e1", kWhiteKing},
                               {"a1", kWhiteKing},
                               {"e8", kBlackKing},
                               {"d4", kNeutralKing},
                               {"h8", kBlackRook},
                               {"h1", kWhiteRook}},
                              Colour::White);
    std::vector<uint64_t> hashes{pos.hash()};
    std::vector<std::vector<Square>> kings{royals(pos, Colour::White)};
    int plies = 0;
    for (; plies < 40; ++plies) {
      MoveList moves;
      rules->legal_moves(pos, moves);
      if (moves.size() == 0) break;
      rules->play(pos, moves[rng() % moves.size()]);
      hashes.push_back(pos.hash());
      kings.push_back(royals(pos, Colour::White));
    }
    for (; plies > 0; --plies) {
      rules->undo(pos);
      hashes.pop_back();
      kings.pop_back();
      ASSERT_EQ(pos.hash(), hashes.back());
      ASSERT_EQ(royals(pos, Colour::White), kings.back());
    }
  }
}

}  // namespace
}  // namespace nightrider
