// Alsacien (conditions/meta/alsacien.h; seed 001's 3, RULES.md 4.1): besides the fairy rules, a move is
// illegal if it leaves the mover's king in orthodox check. One position per clause, the legal moves worked
// out by hand (beside AntiCirce and Madrasi, whose own answers are Popeye's on the same positions); perft
// two ways and random games as for every condition.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Alsacien, AloneItIsOrthodoxChess) {
  // Orthodox check is then the rules' own check: the perft counts are orthodox chess's.
  auto rules = chess_with("Alsacien");
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);
}

TEST(Alsacien, AnAntiCirceCaptureForbiddenByAnOccupiedRebirthSquareStillChecks) {
  // The rook e8 takes on e2 (a light square) only by being reborn on a8, where Black's king stands: under
  // AntiCirce the king may go to e2. On e1 and e3 (dark) the rook would be reborn on h8: check. Alsacien
  // forbids e2 too, orthodox check by the rook.
  const std::string fen = "k3r3/8/8/8/8/8/3K4/8 w - - 0 1";
  auto anticirce = chess_with("AntiCirce");
  EXPECT_EQ(legal_ucis(*anticirce, fen), (std::set<std::string>{"d2c1", "d2c2", "d2c3", "d2d1", "d2d3", "d2e2"}));
  auto rules = chess_with(ConditionList{{"AntiCirce", {}}, {"Alsacien", {}}});
  EXPECT_EQ(legal_ucis(*rules, fen), (std::set<std::string>{"d2c1", "d2c2", "d2c3", "d2d1", "d2d3"}));
  // Written first, the same.
  auto first = chess_with(ConditionList{{"Alsacien", {}}, {"AntiCirce", {}}});
  EXPECT_EQ(legal_ucis(*first, fen), legal_ucis(*rules, fen));
}

TEST(Alsacien, AParalysedUnitStillGivesOrthodoxCheck) {
  // Madrasi: the black bishop b3, observed by the white bishop a2, is paralysed and checks nothing, so
  // the king may go to d1 on its diagonal; Alsacien forbids it. (The white bishop is paralysed too.)
  const std::string fen = "4k3/8/8/8/8/1b6/B7/4K3 w - - 0 1";
  auto madrasi = chess_with("Madrasi");
  EXPECT_EQ(legal_ucis(*madrasi, fen), (std::set<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
  auto rules = chess_with(ConditionList{{"Madrasi", {}}, {"Alsacien", {}}});
  EXPECT_EQ(legal_ucis(*rules, fen), (std::set<std::string>{"e1d2", "e1e2", "e1f1", "e1f2"}));
}

TEST(Alsacien, CheckMateAndStalemateStayTheFairyRules) {
  // The white king d1 stands on the paralysed bishop's diagonal: in orthodox check, not in Madrasi check.
  // Alsacien does not make it check: only the mover's own moves are judged.
  auto rules = chess_with(ConditionList{{"Madrasi", {}}, {"Alsacien", {}}});
  EXPECT_FALSE(in_check(*rules, "4k3/8/8/8/8/1b6/B7/3K4 w - - 0 1"));
  // And its moves must leave orthodox check: c1, d2, e2 and e1 (c2 lies on the diagonal).
  EXPECT_EQ(legal_ucis(*rules, "4k3/8/8/8/8/1b6/B7/3K4 w - - 0 1"),
            (std::set<std::string>{"d1c1", "d1d2", "d1e1", "d1e2"}));
}

TEST(Alsacien, AMoveThatGivesOrthodoxCheckToTheOpponentIsAllowed) {
  // Only the mover's own king is judged: under Madrasi White's rook may check the black king orthodox-
  // wise or not, as the fairy rules say.
  auto rules = chess_with(ConditionList{{"Madrasi", {}}, {"Alsacien", {}}});
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/R7/4K3 w - - 0 1", "a2e2"));
}

TEST(Alsacien, InAProblemByItsKeyword) {
  // The Madrasi position above as a problem (~1: every move of White's). Popeye, under Madrasi alone,
  // lists Ke1-f2, d2, d1, e2 and f1; Alsacien takes away Ke1-d1.
  const auto solved = testing::solve_problem_text(
      "BeginProblem\nCondition Madrasi Alsacien\nPieces White Ke1 Ba2 Black Ke8 Bb3\nStipulation ~1\nEndProblem\n");
  EXPECT_EQ(testing::first_moves(solved.out), (std::set<std::string>{"1.Ke1-f2", "1.Ke1-d2", "1.Ke1-e2", "1.Ke1-f1"}))
      << solved.out << solved.err;
  const auto madrasi = testing::solve_problem_text(
      "BeginProblem\nCondition Madrasi\nPieces White Ke1 Ba2 Black Ke8 Bb3\nStipulation ~1\nEndProblem\n");
  EXPECT_EQ(testing::first_moves(madrasi.out).size(), 5u) << madrasi.out;
}

TEST(Alsacien, BadArgumentsAreOneLine) {
  EXPECT_THROW(chess_with(ConditionList{{"Alsacien", {"Strict"}}}), std::invalid_argument);
}

TEST(Alsacien, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with(ConditionList{{"AntiCirce", {}}, {"Alsacien", {}}});
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 3);
  auto madrasi = chess_with(ConditionList{{"Madrasi", {}}, {"Alsacien", {}}});
  random_games_round_trip(*madrasi, 33);
}

}  // namespace
}  // namespace nightrider
