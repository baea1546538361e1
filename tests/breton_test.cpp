// Breton (Popeye's `Breton`, `Adverse`, `Chromatic`, `PY`): after a capture a unit of the taken unit's
// kind leaves the board (Chromatic: changes side), of the capturer's side or (Adverse) of the other. Each
// position is ours; the expected text is Popeye 4.104's, run on it.
#include <gtest/gtest.h>

#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// The solution's lines, in order.
std::string breton_moves(const std::string& body) {
  return testing::solution_lines(testing::solve_problem_text("beginproblem\n" + body + "\nendproblem\n").out);
}

const char* const kKnights = "pieces white sc3 sf5 pa2 black sd5 sh7 pb4\noption nowk nobk\n";

TEST(Breton, TheCapturersSideLosesAUnitOfTheTakenKindTheCapturerIncluded) {
  // Sc3*d5 takes a knight: White loses one of its knights, the capturer on d5 or the one on f5 (each
  // a move of its own, in the order of the squares).
  const std::string moves = breton_moves(std::string(kKnights) + "stipulation ~1\ncondition breton");
  EXPECT_NE(moves.find("   1.Sc3*d5[-wSd5] !\n   1.Sc3*d5[-wSf5] !\n"), std::string::npos) << moves;
  EXPECT_NE(moves.find("   1.a2-a4 !\n"), std::string::npos) << moves;  // (no capture, nothing more)
}

TEST(Breton, AdverseTheCapturedSideLosesOneMore) {
  const std::string moves = breton_moves(std::string(kKnights) + "stipulation ~1\ncondition breton adverse");
  EXPECT_NE(moves.find("   1.Sc3*d5[-bSh7] !\n"), std::string::npos) << moves;
  EXPECT_EQ(moves.find("[-w"), std::string::npos) << moves;
}

TEST(Breton, ChromaticTheUnitChangesSideWrittenWithItsSquare) {
  EXPECT_EQ(breton_moves(std::string(kKnights) + "stipulation x1\ncondition breton chromatic"),
            "   1.Sc3*d5[d5=b] x !\n   1.Sc3*d5[f5=b] x !\n");
}

TEST(Breton, APromotingCapturerCountsAsWhatItBecomesUnderPYAndAsThePawnItWasOtherwise) {
  const std::string position = "pieces white pg7 black ph8 bf8\noption nowk nobk\nstipulation x1\n";
  // PY: the promotion comes first; the bishop just made is the white bishop that leaves.
  EXPECT_EQ(breton_moves(position + "condition breton py"),
            "   1.g7*h8=Q x !\n   1.g7*h8=S x !\n   1.g7*h8=R x !\n   1.g7*h8=B x !\n   1.g7*f8=Q x !\n"
            "   1.g7*f8=S x !\n   1.g7*f8=R x !\n   1.g7*f8=B[-wBf8] x !\n");
  // WinChloe's reading (the default): the capturer is still the pawn when Breton acts. Taking the pawn on
  // h8, it leaves the board itself, one move only, written without a promotion; taking the bishop, no
  // white bishop is there.
  EXPECT_EQ(breton_moves(position + "condition breton"),
            "   1.g7*h8[-wPh8] x !\n   1.g7*f8=Q x !\n   1.g7*f8=S x !\n   1.g7*f8=R x !\n   1.g7*f8=B x !\n");
}

TEST(Breton, PerftTwoWaysAndRandomGames) {
  // (Adverse and PY choose among other units by the same code: the removal and the side change.)
  for (const auto& arguments : {std::vector<std::string>{}, std::vector<std::string>{"Chromatic"}}) {
    auto rules = chess_with(ConditionList{{"Breton", arguments}});
    EXPECT_GE(expect_perft_two_ways(*rules), 1);
    random_games_round_trip(*rules, 29);
  }
}

}  // namespace
}  // namespace nightrider
