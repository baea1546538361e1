// Half-neutral units (conditions/recolouring/half_neutral.h), one position per clause, worked out by
// hand: a white or black half-neutral unit that moves turns neutral where its move ends; a neutral one
// joins the side that moved it (after its promotion); only the unit that moved changes. Perft by
// make/undo against perft with every node rebuilt square by square (FEN has no neutral units), and
// undo restoring the hash. Then the problems of tests/data/half_neutral (ours and Popeye's
// BEISPIEL/halbneut.inp) against Popeye 4.104's whole text.
#include "conditions/recolouring/half_neutral.h"

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "support/problem_manifest.h"
#include "support/solve_text.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

using namespace condition_checks;

constexpr PieceAttributes kHalf = kAttributeHalfNeutral;

std::shared_ptr<const Rules> with_half_neutrals() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->add_module(std::make_unique<conditions::HalfNeutralUnits>());
  return rules;
}

TEST(HalfNeutralUnits, AUnitOfASideTurnsNeutralWhenItMoves) {
  auto rules = with_half_neutrals();
  const Position white = with_units(*rules,
                                    {{"c1", Piece(PieceKind::King, Colour::White)},
                                     {"h8", Piece(PieceKind::King, Colour::Black)},
                                     {"d2", Piece(PieceKind::Rook, Colour::White, kHalf)}},
                                    Colour::White);
  EXPECT_EQ(unit_after(*rules, white, "d2", "d5", "d5"), Piece(PieceKind::Rook, Colour::Neutral, kHalf));
  // Black's the same way.
  const Position black = with_units(*rules,
                                    {{"c1", Piece(PieceKind::King, Colour::White)},
                                     {"h8", Piece(PieceKind::King, Colour::Black)},
                                     {"a6", Piece(PieceKind::Bishop, Colour::Black, kHalf)}},
                                    Colour::Black);
  EXPECT_EQ(unit_after(*rules, black, "a6", "c4", "c4"), Piece(PieceKind::Bishop, Colour::Neutral, kHalf));
  // Neutral at once, the rook may not stop where it would check its own king: d2-d1 checks c1.
  EXPECT_EQ(unit_after(*rules, white, "d2", "d1", "d1"), Piece());
}

TEST(HalfNeutralUnits, ANeutralUnitJoinsTheSideThatMovedIt) {
  auto rules = with_half_neutrals();
  for (Colour side : {Colour::White, Colour::Black}) {
    const Position pos = with_units(*rules,
                                    {{"a1", Piece(PieceKind::King, Colour::White)},
                                     {"h8", Piece(PieceKind::King, Colour::Black)},
                                     {"d4", Piece(PieceKind::Knight, Colour::Neutral, kHalf)}},
                                    side);
    EXPECT_EQ(unit_after(*rules, pos, "d4", "e6", "e6"), Piece(PieceKind::Knight, side, kHalf));
  }
  // A neutral pawn promoting for White: a white half-neutral queen (Popeye's "b7-b8=nhnQ=wh").
  const Position pawn = with_units(*rules,
                                   {{"h1", Piece(PieceKind::King, Colour::White)},
                                    {"d8", Piece(PieceKind::King, Colour::Black)},
                                    {"b7", Piece(PieceKind::Pawn, Colour::Neutral, kHalf)}},
                                   Colour::White);
  EXPECT_EQ(unit_after(*rules, pawn, "b7", "b8", "b8"), Piece(PieceKind::Queen, Colour::White, kHalf));
}

TEST(HalfNeutralUnits, OnlyTheUnitThatMovedChanges) {
  auto rules = with_half_neutrals();
  const Position pos = with_units(*rules,
                                  {{"a1", Piece(PieceKind::King, Colour::White)},
                                   {"h8", Piece(PieceKind::King, Colour::Black)},
                                   {"d4", Piece(PieceKind::Knight, Colour::Neutral)},
                                   {"f3", Piece(PieceKind::Rook, Colour::White, kHalf)}},
                                  Colour::White);
  // A plain neutral unit stays neutral; the half-neutral rook that did not move stays White's.
  EXPECT_EQ(unit_after(*rules, pos, "d4", "e6", "e6"), Piece(PieceKind::Knight, Colour::Neutral));
  EXPECT_EQ(unit_after(*rules, pos, "d4", "e6", "f3"), Piece(PieceKind::Rook, Colour::White, kHalf));
  EXPECT_EQ(unit_after(*rules, pos, "a1", "b2", "f3"), Piece(PieceKind::Rook, Colour::White, kHalf));
}

// The position rebuilt square by square (no FEN writes neutral units): the board and the side to move.
Position rebuilt(const Rules& rules, const Position& pos) {
  Position fresh(rules.geometry_ptr());
  for (Square s : pos.geometry().squares())
    if (pos.at(s).is_unit()) fresh.put(s, pos.at(s));
  fresh.set_side_to_move(pos.side_to_move());
  return fresh;
}

uint64_t perft_incremental(const Rules& rules, Position& pos, int depth) {
  if (depth == 0) return 1;
  MoveList moves;
  rules.legal_moves(pos, moves);
  uint64_t total = 0;
  for (const Move& m : moves) {
    const uint64_t hash = pos.hash();
    rules.play(pos, m);
    EXPECT_EQ(pos.hash(), rebuilt(rules, pos).hash()) << "the incremental hash after a move";
    total += perft_incremental(rules, pos, depth - 1);
    rules.undo(pos);
    EXPECT_EQ(pos.hash(), hash) << "undo gives the hash back";
  }
  return total;
}

uint64_t perft_rebuilt_by_squares(const Rules& rules, const Position& pos, int depth) {
  if (depth == 0) return 1;
  Position here = rebuilt(rules, pos);
  MoveList moves;
  rules.legal_moves(here, moves);
  uint64_t total = 0;
  for (const Move& m : moves) {
    Position child = rebuilt(rules, pos);
    rules.play(child, m);
    total += perft_rebuilt_by_squares(rules, child, depth - 1);
  }
  return total;
}

TEST(HalfNeutralUnits, PerftTwoWays) {
  auto rules = with_half_neutrals();
  // (No pawn on its first two ranks and no castling: the rebuilt position has no rights and no en
  // passant square.)
  Position pos = with_units(*rules,
                            {{"e1", Piece(PieceKind::King, Colour::White)},
                             {"e8", Piece(PieceKind::King, Colour::Black)},
                             {"d4", Piece(PieceKind::Knight, Colour::Neutral, kHalf)},
                             {"c3", Piece(PieceKind::Rook, Colour::White, kHalf)},
                             {"f6", Piece(PieceKind::Bishop, Colour::Black, kHalf)},
                             {"b6", Piece(PieceKind::Pawn, Colour::Neutral, kHalf)},
                             {"g5", Piece(PieceKind::Queen, Colour::Black)}},
                            Colour::White);
  const uint64_t rebuilt_count = perft_rebuilt_by_squares(*rules, pos, 3);
  EXPECT_EQ(perft_incremental(*rules, pos, 3), rebuilt_count);
  EXPECT_GT(rebuilt_count, 1000u);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(HalfNeutralProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "half_neutral");

}  // namespace
}  // namespace nightrider
