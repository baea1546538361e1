// Popeye's option CastlingMutuallyExclusive (variants/common/exclusive_castlings.h): a side castling
// with the rook of a pair takes the other side's right to castle with the pair's other rook. The
// positions are ours, the rights worked out by hand from the rule (Popeye 4.104's solving/castling.c);
// Popeye's examples (tests/data/exclusive_castlings) are compared as whole text.
#include "variants/common/exclusive_castlings.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// Chess with the pair a1h8 (White's queenside rook, Black's kingside one).
std::shared_ptr<const Rules> chess_with_pair_a1h8() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->add_module(std::make_unique<ExclusiveCastlings>(std::vector{std::pair{sq("a1"), sq("h8")}}));
  return rules;
}

TEST(ExclusiveCastlings, CastlingWithTheRookOfAPairTakesTheOtherSidesRight) {
  const auto rules = chess_with_pair_a1h8();
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  // 0-0-0 (the rook a1): Black may no longer castle with h8, only with a8.
  EXPECT_EQ(after(*rules, fen, "e1c1"), "r3k2r/8/8/8/8/8/8/2KR3R b q - 1 1");
  // 0-0 (the rook h1, in no pair): Black keeps both.
  EXPECT_EQ(after(*rules, fen, "e1g1"), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
  // Black's 0-0 (the rook h8) takes White's 0-0-0.
  EXPECT_EQ(after(*rules, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8"),
            "r4rk1/8/8/8/8/8/8/R3K2R w K - 1 2");
}

TEST(ExclusiveCastlings, AnyOtherMoveTakesNoRight) {
  const auto rules = chess_with_pair_a1h8();
  // The rook a1 moving (not castling) loses its own right only, as in chess.
  EXPECT_EQ(after(*rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a2"),
            "r3k2r/8/8/8/8/8/R7/4K2R b Kkq - 1 1");
}

// Popeye's examples (tests/data/exclusive_castlings) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(ExclusiveCastlingsProblems, PopeyesTextToTheLetter,
                                testing::expect_popeye_text, "exclusive_castlings");

}  // namespace
}  // namespace nightrider
