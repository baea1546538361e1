// LastCapture (conditions/circe/last_capture.h): the unit the move before the diagram took waits under
// its capture square and comes back as Circe's later rebirths bring back the unit the previous capture
// took. Expected texts are Popeye 4.104's on the same problems (positions of our own). Perft two ways and
// random games as for every condition (the waiting unit is set on a problem's diagram only, so these
// check the rule set it joins).
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::set<std::string> last_capture_first_moves(const std::string& body) {
  return testing::first_moves(testing::solve_problem_text("beginproblem\n" + body + "\nendproblem\n").out);
}

TEST(LastCapture, UnderParrainTheUnitComesBackMovedByTheFirstMovesVector) {
  EXPECT_EQ(last_capture_first_moves("pieces white ka1 black kh8 pg3\nstipulation ~1\n"
                                     "condition parrain LastCapture white sg3"),
            (std::set<std::string>{"1.Ka1-b2[+wSh4]", "1.Ka1-a2[+wSg4]", "1.Ka1-b1[+wSh3]"}));
}

TEST(LastCapture, UnderContraParrainAgainstIt) {
  const std::set<std::string> moves = last_capture_first_moves(
      "pieces white ka1 rd4 black kh8\nstipulation ~1\ncondition contraparrain lastcapture black bd4");
  EXPECT_EQ(moves, (std::set<std::string>{"1.Ka1-a2[+bBd3]", "1.Ka1-b1[+bBc4]", "1.Rd4-d1[+bBd7]",
                                          "1.Rd4-d2[+bBd6]", "1.Rd4-d3[+bBd5]", "1.Rd4-a4[+bBg4]",
                                          "1.Rd4-b4[+bBf4]", "1.Rd4-c4[+bBe4]", "1.Rd4-d8 +",
                                          "1.Rd4-d7[+bBd1]", "1.Rd4-d6[+bBd2]", "1.Rd4-d5[+bBd3]",
                                          "1.Rd4-h4 +", "1.Rd4-g4[+bBa4]", "1.Rd4-f4[+bBb4]",
                                          "1.Rd4-e4[+bBc4]"}));
}

TEST(LastCapture, UnderCirceLastMoveOnItsRebirthSquare) {
  EXPECT_EQ(last_capture_first_moves("pieces white ka1 pb2 black kh8 pg3\nstipulation ~1\n"
                                     "condition circe lastmove LastCapture white sg3"),
            (std::set<std::string>{"1.Ka1-a2[+wSg1]", "1.Ka1-b1[+wSg1]", "1.b2-b4[+wSg1]", "1.b2-b3[+wSg1]"}));
}

TEST(LastCapture, WithoutLaterRebirthsOrWithBadArgumentsItIsRefusedInOneLine) {
  const auto plain = testing::solve_problem_text(
      "beginproblem\npieces white ka1 black kh8 pg3\nstipulation ~1\ncondition circe LastCapture white sg3\nendproblem\n");
  EXPECT_NE(plain.err.find("LastCapture without Circe's later rebirths"), std::string::npos) << plain.err;
  auto rules = chess_with(ConditionList{{"Circe", {"Parrain"}}});
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"White", "B"}, {"Purple", "B", "g4"}, {"White", "B", "z9"}, {"White", "K", "g4"}}) {
    EXPECT_THROW(chess_with(ConditionList{{"Circe", {"Parrain"}}, {"LastCapture", args}}), std::invalid_argument);
  }
}

TEST(LastCapture, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with(ConditionList{{"Circe", {"Parrain"}}, {"LastCapture", {"White", "B", "g4"}}});
  // (Parrain's rebirths change the counts where captures come within the depth: two of the three.)
  EXPECT_EQ(expect_perft_two_ways(*rules), 2);
  random_games_round_trip(*rules, 41);
}

}  // namespace
}  // namespace nightrider
