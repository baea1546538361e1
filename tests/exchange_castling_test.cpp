// Exchange castling (conditions/board/exchange_castling.h): once in the play a king may exchange
// squares with any unit of its side but a pawn; orthodox castling is no move. Popeye 4.104's example
// compared as whole text; our position's moves (tests/data/exchange_castling_solutions) are Popeye's
// in another order.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(ExchangeCastling, TheKingExchangesWithAUnitOfItsSideButNotAPawn) {
  const auto rules = chess_with("ExchangeCastling");
  // Rook a1: 7 moves, knight b1: 3, king: 4, pawn e2: 2; and the exchanges with a1 and b1.
  EXPECT_EQ(legal_ucis(*rules, "4k3/8/8/8/8/8/4P3/RN2K3 w - - 0 1").size(), 18u);
  EXPECT_EQ(legal_ucis(*chess_with(ConditionList{}), "4k3/8/8/8/8/8/4P3/RN2K3 w - - 0 1").size(), 16u);
}

TEST(ExchangeCastling, OrthodoxCastlingIsNoMove) {
  const auto rules = chess_with("ExchangeCastling");
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
}

TEST(ExchangeCastling, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"ExchangeCastling", {"x"}}}), std::invalid_argument);
}

TEST(ExchangeCastling, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("ExchangeCastling");
  EXPECT_GT(expect_perft_two_ways(*rules), 0);
  random_games_round_trip(*rules, 258);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(ExchangeCastlingProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "exchange_castling");
NIGHTRIDER_POPEYE_PROBLEM_SUITE(ExchangeCastlingSolutions, PopeyesSolutions,
                                testing::expect_same_solutions_as_popeye, "exchange_castling_solutions");

}  // namespace
}  // namespace nightrider
