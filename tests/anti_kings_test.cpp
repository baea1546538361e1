// Anti-kings (conditions/royal/anti_kings.h): a king is in check when no enemy unit observes it.
// Positions of our own whose moves Popeye 4.104 lists the same (tests/data/anti_kings/own_anti_kings);
// Popeye's examples compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(AntiKings, AKingNotObservedIsInCheck) {
  const auto rules = chess_with("AntiKings");
  EXPECT_TRUE(in_check(*rules, "R3k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "R3k3/8/8/8/8/8/8/r3K3 w - - 0 1"));
}

TEST(AntiKings, AKingMustStayObserved) {
  const auto rules = chess_with("AntiKings");
  const std::string fen = "R3k3/8/8/8/8/8/8/r3K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "e1d1"));
  EXPECT_TRUE(legal(*rules, fen, "e1f1"));
  EXPECT_FALSE(legal(*rules, fen, "e1e2"));
  EXPECT_FALSE(legal(*rules, fen, "e1d2"));
}

TEST(AntiKings, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"AntiKings", {"x"}}}), std::invalid_argument);
}

TEST(AntiKings, PerftTwoWaysAndRandomGames) {
  // (No position is one of both orthodox chess and anti-kings, so perft is compared with itself only.)
  const auto rules = chess_with("AntiKings");
  const std::string fen = "R3k3/pp3ppp/2n5/8/8/2N5/PP3PPP/r3K3 w - - 0 1";
  Position pos = parse_fen(*rules, fen);
  EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3));
  random_games_round_trip(*rules, 256, 60, 60, fen);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(AntiKingsProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "anti_kings");

}  // namespace
}  // namespace nightrider
