// UltraSchachZwang (conditions/obligations/ultraschachzwang.h): every move of the side gives check; mate
// ignores the obligation, stalemate does not. The positions' legal moves were checked against Popeye
// 4.104 (`stipulation ~1`); Popeye's examples (tests/data/ultraschachzwang: =1 with a side stalemated for
// want of a checking move, plain UltraSchachZwang applied to the side the stipulation restricts) are
// compared as whole text.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(UltraSchachZwang, EveryMoveOfTheSideChecks) {
  const std::string fen = "4k3/4p3/8/8/8/8/R7/1K6 w - - 0 1";
  // White's only checking move (Popeye: 1.Ra2-a8 + alone).
  EXPECT_EQ(legal_ucis(*chess_with("WhiteUltraSchachZwang"), fen), (std::set<std::string>{"a2a8"}));
  // Black's obligation leaves White's 18 moves alone.
  EXPECT_EQ(legal_ucis(*chess_with("BlackUltraSchachZwang"), fen).size(), 18u);
}

TEST(UltraSchachZwang, StalemateCountsOnlyCheckingMovesMateAllMoves) {
  const auto rules = chess_with("BlackUltraSchachZwang");
  // After 1.Ka1-b2 the king h8 and knight e2 have moves but none checks: Black is stalemated (Popeye:
  // "=1" solved by 1.Ka1-b2 =, as BEISPIEL/usz.inp#8 without the black king).
  Position stalemated = parse_fen(*rules, "7k/8/8/8/8/8/1K2n3/8 b - - 0 1");
  EXPECT_TRUE(rules->is_stalemate(stalemated));
  // In check with flights that give no check, Black is not mated (Popeye: "#1" by 1.Rh1-h8 + has no
  // solution).
  Position checked = parse_fen(*rules, "k6R/8/8/8/8/8/8/K7 b - - 0 1");
  EXPECT_TRUE(rules->in_check(checked, Colour::Black));
  EXPECT_FALSE(rules->is_mate(checked));
}

TEST(UltraSchachZwang, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"WhiteUltraSchachZwang", {"Strict"}}}), std::invalid_argument);
}

// Popeye's examples (tests/data/ultraschachzwang) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(UltraSchachZwangProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "ultraschachzwang");

}  // namespace
}  // namespace nightrider
