// The attack test's tables (Rules: leap sources, ride lines) and the position's unit sets they are read
// with (Position::units). Reference: the attack test is checked against its definition, "some unit of
// that side attacks the square by its own walk" (Rules::attacks, which walks from the unit square by
// square), on every square for both sides at every ply of random games on 8x8, 10x10 and 12x12 boards,
// with leapers, riders on queen and other lines, hoppers and special walks; the unit sets against the
// board read square by square.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/square_set.h"
#include "notation/fen.h"
#include "rules/rules.h"
#include "support/condition_checks.h"
#include "support/units_check.h"
#include "variants/common/castling.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

TEST(SquareSet, HoldsEverySquareOfTheLargestBoardInSquareOrder) {
  SquareSet set;
  EXPECT_TRUE(set.empty());
  EXPECT_TRUE(set.lowest().is_none());
  EXPECT_TRUE(set.highest().is_none());
  const Square a1(0, 0), h8(7, 7), l12(11, 11), a5(0, 4);  // l12: index 187, the third word
  for (Square s : {l12, a1, h8, a5}) set.insert(s);
  EXPECT_EQ(set.size(), 4);
  EXPECT_TRUE(set.contains(l12));
  EXPECT_FALSE(set.contains(Square(1, 0)));
  EXPECT_EQ(set.lowest(), a1);
  EXPECT_EQ(set.highest(), l12);
  std::vector<Square> order;
  set.for_each([&](Square s) { order.push_back(s); });
  EXPECT_EQ(order, (std::vector<Square>{a1, a5, h8, l12}));  // by index: a1, a5 (64), h8 (119), l12
  set.erase(a1);
  EXPECT_EQ(set.lowest(), a5);
  SquareSet other;
  other.insert(h8);
  EXPECT_TRUE(set.intersects(other));
  EXPECT_EQ((set & other).size(), 1);
  EXPECT_EQ((set | other).size(), 3);
  Square seen = Square::none();
  EXPECT_TRUE(set.any_of([&](Square s) {
    seen = s;
    return s == h8;
  }));
  EXPECT_EQ(seen, h8);
}

// Is `target` attacked by `by` by the definition: some unit of `by` (or a neutral one) whose walk
// reaches it and whose observation the hooks allow (Rules::attacks).
bool attacked_by_definition(const Rules& rules, const Position& pos, Square target, Colour by) {
  for (Square from : pos.geometry().squares()) {
    const Piece p = pos.at(from);
    if (p.is_unit() && p.colour() == by && rules.attacks(pos, from, target)) return true;
  }
  return false;
}

// Random games from `start`: at every ply the unit sets equal the board, and the attack test answers
// as its definition on every square for both sides. Returns how many attacked squares were seen.
int attack_tests_agree(const Rules& rules, Position start, int games, int plies, uint32_t seed) {
  std::mt19937 rng(seed);
  int attacked = 0;
  for (int g = 0; g < games; ++g) {
    Position pos = start;
    int played = 0;
    for (; played < plies; ++played) {
      EXPECT_TRUE(testing::units_match_board(pos)) << rules.name() << " game " << g << " ply " << played;
      for (Square s : pos.geometry().squares())
        for (Colour by : {Colour::White, Colour::Black}) {
          const bool fast = rules.is_attacked(pos, s, by);
          EXPECT_EQ(fast, attacked_by_definition(rules, pos, s, by))
              << rules.name() << " game " << g << " ply " << played << " square " << pos.geometry().name(s)
              << " by " << (by == Colour::White ? "White" : "Black");
          attacked += fast;
          if (::testing::Test::HasFailure()) return attacked;
        }
      MoveList moves;
      rules.legal_moves(pos, moves);
      if (moves.empty()) break;
      rules.play(pos, moves[rng() % moves.size()]);
    }
    for (; played > 0; --played) rules.undo(pos);
    EXPECT_TRUE(testing::units_match_board(pos)) << rules.name() << " game " << g << " undone";
  }
  return attacked;
}

TEST(AttackTables, AttackTestAgreesWithItsDefinitionInVariants) {
  for (const std::string variant : {"chess", "antiking1", "antiking2", "rococo"}) {
    const auto rules = make_variant(variant);
    EXPECT_GT(attack_tests_agree(*rules, start_position(*rules), 4, 60, 31), 0) << variant;
    if (HasFailure()) return;
  }
}

TEST(AttackTables, AttackTestAgreesWithItsDefinitionWithFairyPieces) {
  // Nightriders (rides off the queen lines), camels and zebras (long leaps), grasshoppers (the scan).
  auto rules = std::make_shared<Rules>("fairy army", std::make_shared<Geometry>(8, 8));
  use_orthodox_army(*rules);
  rules->add_module(std::make_unique<Castling>());
  for (auto [kind, letter] : {std::pair{PieceKind::Nightrider, 'S'}, std::pair{PieceKind::Camel, 'C'},
                              std::pair{PieceKind::Zebra, 'X'}, std::pair{PieceKind::Grasshopper, 'G'}}) {
    rules->use_piece(kind, letter);
    rules->params().promotion_kinds.push_back(kind);
  }
  const Position start = parse_fen(*rules, "sgcqkxgs/pppppppp/8/8/8/8/PPPPPPPP/SGCQKXGS w - - 0 1");
  EXPECT_GT(attack_tests_agree(*rules, start, 4, 60, 32), 0);
}

TEST(AttackTables, AttackTestAgreesWithItsDefinitionUnderConditions) {
  // Conditions with observation hooks (Madrasi's paralysis, Monochrome's lines) and rebirths.
  for (const std::string condition : {"Circe", "Madrasi", "MonochromChess", "AntiCirce"}) {
    const auto rules = condition_checks::chess_with(condition);
    EXPECT_GT(attack_tests_agree(*rules, start_position(*rules), 3, 50, 33), 0) << condition;
    if (HasFailure()) return;
  }
}

TEST(AttackTables, AttackTestAgreesWithItsDefinitionOnTheLargestBoard) {
  // 12 x 12: the squares of the last ranks are in the unit sets' third word, and the lines are long.
  auto rules = std::make_shared<Rules>("12x12", std::make_shared<Geometry>(12, 12));
  use_orthodox_army(*rules);
  rules->use_piece(PieceKind::Nightrider, 'S');
  rules->params().promotion_kinds.push_back(PieceKind::Nightrider);
  Position start(rules->geometry_ptr());
  const std::vector<std::pair<PieceKind, int>> back_rank = {
      {PieceKind::Rook, 0},        {PieceKind::Nightrider, 1}, {PieceKind::Knight, 2}, {PieceKind::Bishop, 3},
      {PieceKind::Queen, 5},       {PieceKind::King, 6},       {PieceKind::Bishop, 8}, {PieceKind::Knight, 9},
      {PieceKind::Nightrider, 10}, {PieceKind::Rook, 11}};
  for (auto [kind, file] : back_rank) {
    start.put(Square(file, 0), Piece(kind, Colour::White));
    start.put(Square(file, 11), Piece(kind, Colour::Black));
  }
  for (int file = 0; file < 12; file += 2) {
    start.put(Square(file, 2), Piece(PieceKind::Pawn, Colour::White));
    start.put(Square(file + 1, 9), Piece(PieceKind::Pawn, Colour::Black));
  }
  EXPECT_GT(attack_tests_agree(*rules, start, 4, 60, 34), 0);
}

}  // namespace
}  // namespace nightrider
