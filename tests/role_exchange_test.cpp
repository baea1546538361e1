// RoleExchange (conditions/board/role_exchange.h): instead of a move White may exchange roles, the board
// turned half round and every unit's side changed. The positions after an exchange are worked out by
// hand from the rule (Popeye 4.104's conditions/role_exchange.c: a null move, the board turned by 180
// degrees, the sides exchanged); Popeye's examples and problems of ours (tests/data/role_exchange) give
// its whole text.
#include "conditions/board/role_exchange.h"

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "support/popeye_problem_files.h"
#include "support/solve_text.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

std::shared_ptr<Rules> chess_with_role_exchange(const std::vector<std::string>& arguments) {
  std::shared_ptr<Rules> rules = make_chess();
  conditions::apply_role_exchange(*rules, arguments);
  return rules;
}

// The role exchanges among the legal moves of `pos`.
std::vector<Move> exchanges(const Rules& rules, Position& pos) {
  MoveList moves;
  rules.legal_moves(pos, moves);
  std::vector<Move> out;
  for (const Move& m : moves)
    if (conditions::is_role_exchange(m)) out.push_back(m);
  return out;
}

TEST(RoleExchange, TheBoardTurnsAndTheSidesChange) {
  const auto rules = chess_with_role_exchange({});
  // BEISPIEL/rollentausch.inp 1: Kb8 against Kb6 Rc5 becomes Kg1 (black) against Kg3 Rf4 (white).
  Position pos = parse_fen(*rules, "1K6/8/1k6/2r5/8/8/8/8 w - - 0 1");
  const std::vector<Move> found = exchanges(*rules, pos);
  ASSERT_EQ(found.size(), 1u);
  rules->play(pos, found.front());
  EXPECT_EQ(to_fen(*rules, pos), "8/8/8/8/5R2/6K1/8/6k1 b - - 1 1");
  pos.undo_move();
  EXPECT_EQ(to_fen(*rules, pos), "1K6/8/1k6/2r5/8/8/8/8 w - - 0 1");
}

TEST(RoleExchange, PawnsTurnWithTheBoard) {
  const auto rules = chess_with_role_exchange({});
  // The white pawn d5 becomes a black pawn on e4, which goes on down the board: e4-e3.
  Position pos = parse_fen(*rules, "1K6/4p3/1k6/2rP4/8/8/8/8 w - - 0 1");
  const std::vector<Move> found = exchanges(*rules, pos);
  ASSERT_EQ(found.size(), 1u);
  rules->play(pos, found.front());
  EXPECT_EQ(to_fen(*rules, pos), "8/8/8/8/4pR2/6K1/3P4/6k1 b - - 1 1");
}

TEST(RoleExchange, OnlyWhiteExchangesRoles) {
  const auto rules = chess_with_role_exchange({});
  Position pos = parse_fen(*rules, "1K6/8/1k6/2r5/8/8/8/8 b - - 0 1");
  EXPECT_TRUE(exchanges(*rules, pos).empty());
}

TEST(RoleExchange, ANumberLimitsTheExchangesOfALine) {
  const auto rules = chess_with_role_exchange({"1"});
  Position pos = parse_fen(*rules, "1K6/8/1k6/2r5/8/8/8/8 w - - 0 1");
  std::vector<Move> found = exchanges(*rules, pos);
  ASSERT_EQ(found.size(), 1u);
  rules->play(pos, found.front());  // White's exchange
  MoveList moves;
  rules->legal_moves(pos, moves);
  ASSERT_FALSE(moves.empty());
  rules->play(pos, moves[0]);  // a black move
  EXPECT_TRUE(exchanges(*rules, pos).empty());
  pos.undo_move();
  pos.undo_move();
  EXPECT_EQ(exchanges(*rules, pos).size(), 1u);  // (taken back: the count with it)
}

TEST(RoleExchange, BadArgumentsAreRefused) {
  EXPECT_THROW(chess_with_role_exchange({"x"}), std::invalid_argument);
  EXPECT_THROW(chess_with_role_exchange({"0"}), std::invalid_argument);
  EXPECT_THROW(chess_with_role_exchange({"1", "2"}), std::invalid_argument);
}

TEST(RoleExchange, CastlingRightsAreRefused) {
  const std::string err = testing::solve_problem_text(
                              "BeginProblem\nPieces White Ke1 Rh1 Black Ka8\nCondition RoleExchange\n"
                              "Stipulation #2\nEndProblem\n")
                              .err;
  EXPECT_NE(err.find("RoleExchange with castling rights is not supported yet"), std::string::npos) << err;
}

TEST(RoleExchange, RulesNotComparedWithPopeyeAreRefused) {
  auto refusal = [](const std::string& condition) {
    return testing::solve_problem_text(
               "BeginProblem\nPieces White Kb8 Black Kb6 Rc5\nCondition RoleExchange " + condition +
               "\nStipulation h#2\nEndProblem\n")
        .err;
  };
  // Popeye turns Imitator's marks with the board.
  EXPECT_NE(refusal("Imitator d5").find("RoleExchange beside the rule"), std::string::npos);
  EXPECT_EQ(refusal("Circe"), "");
}

// Popeye's examples and ours (tests/data/role_exchange) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(RoleExchangeProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "role_exchange");

}  // namespace
}  // namespace nightrider
