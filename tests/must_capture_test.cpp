// White and Black must capture (conditions/obligations/must_capture.h): a side that can take must take,
// its captures looked for among the legal moves, or (exact, ultra) before the test of self-check. Each
// expected text is Popeye 4.104's output for the same problem (run by hand: the h#1 is Popeye's
// REGRESSIONS/4_81_to_4_83.inp, GitHub issue #240, with and without `ultra`).
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;
using Set = std::set<std::string>;

std::string solved(const std::string& condition, const std::string& body) {
  return testing::solve_problem_text("BeginProblem\n" + body + "Condition " + condition + "\nEndProblem\n")
      .out;
}

TEST(MustCapture, ASideThatCanTakeMustTake) {
  auto rules = chess_with("WhiteMustCapture");
  // The rook and the pawn may take d5; nothing else is legal.
  EXPECT_EQ(legal_ucis(*rules, "3k4/3r4/8/3p4/4P3/8/8/3R3K w - - 0 1"), (Set{"d1d5", "e4d5"}));
  // Black is free: the condition binds White only.
  // (The king 4 moves, the rook 8, the pawn 2.)
  EXPECT_EQ(legal_ucis(*rules, "3k4/3r4/8/3p4/4P3/8/8/3R3K b - - 0 1").size(), 14u);
  EXPECT_EQ(legal_ucis(*chess_with("BlackMustCapture"), "3k4/3r4/8/3p4/4P3/8/8/3R3K b - - 0 1"),
            (Set{"d5e4"}));
}

TEST(MustCapture, AnIllegalCaptureBindsOnlyUnderExactAndUltra) {
  // The rook on c2 is pinned: its capture of c5 is no legal move. Popeye 4.104, ~1: 1.Kd1-e2 !,
  // 1.Kd1-c1 !, 1.Kd1-d2 !, 1.Kd1-e1 ! by default; no move at all under Exact and under Ultra.
  const std::string body = "Pieces White Kd1 Rc2 Black Ka8 Ba4 Pc5\nStipulation ~1\nOption NoBoard\n";
  EXPECT_EQ(testing::solution_lines(solved("WhiteMustCapture", body)),
            "   1.Kd1-e2 !\n   1.Kd1-c1 !\n   1.Kd1-d2 !\n   1.Kd1-e1 !\n");
  for (const char* strictness : {"Exact", "Ultra"}) {
    const std::string out = solved(std::string("WhiteMustCapture ") + strictness, body);
    EXPECT_EQ(testing::first_moves(out), Set{}) << strictness;
    EXPECT_NE(out.find("solution finished."), std::string::npos) << out;
  }
}

TEST(MustCapture, UnderUltraASideWithNoCaptureHasNoMove) {
  // White is in check from h4 and can take nothing. Popeye 4.104, ~1: the four king moves by default and
  // under Exact, none under Ultra (its measure starts at one: a move taking nothing is never long enough).
  const std::string body = "Pieces White Ke1 Ba3 Sa5 Black Ke8 Ra8 Rh8 Bh4\nStipulation ~1\nOption NoBoard\n";
  for (const char* strictness : {"", " Exact"})
    EXPECT_EQ(testing::solution_lines(solved(std::string("WhiteMustCapture") + strictness, body)),
              "   1.Ke1-d2 !\n   1.Ke1-d1 !\n   1.Ke1-e2 !\n   1.Ke1-f1 !\n")
        << strictness;
  EXPECT_EQ(testing::first_moves(solved("WhiteMustCapture Ultra", body)), Set{});
  auto ultra = chess_with(ConditionList{{"WhiteMustCapture", {"Ultra"}}});
  EXPECT_EQ(legal_ucis(*ultra, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), Set{});
  EXPECT_EQ(legal_ucis(*ultra, "4k3/8/8/8/8/8/p7/R3K3 w - - 0 1"), (Set{"a1a2"}));
}

TEST(MustCapture, PopeyesRegressionProblemWithAndWithoutUltra) {
  const std::string body = "Forsyth 4k3/8/bs6/8/P7/8/4B3/R3K2R\nStipulation h#1\n";
  // Ultra: after 1.Ba6*e2 Black's only capture, Sb6*a4, leaves its king in check, and still forbids
  // every other move: mate; after 1.Sb6*a4 Black can take nothing, so it has no move: mate.
  const std::string ultra = solved("BlackMustCapture Ultra", body);
  EXPECT_NE(ultra.find("  h#1                         5 + 3\n       BlackMustCapture  ultra\n"),
            std::string::npos)
      << ultra;
  EXPECT_NE(
      ultra.find("\n  1.Ba6*e2 Rh1-h8 #\n  1.Sb6*a4 Rh1-h8 #\n  1.Sb6*a4 Be2-h5 #\n\nsolution finished."),
      std::string::npos)
      << ultra;
  // Without it the king may flee: Popeye finds no solution.
  const std::string plain = solved("BlackMustCapture", body);
  EXPECT_NE(plain.find("  h#1                         5 + 3\n          BlackMustCapture\n"),
            std::string::npos)
      << plain;
  EXPECT_EQ(testing::first_moves(plain), Set{});
  EXPECT_EQ(plain.find("1."), std::string::npos) << plain;
}

TEST(MustCapture, KeywordsArgumentsAndCombinations) {
  for (const char* name : {"WhiteMustCapture", "BlancPriseForce", "WeisserSchlagzwang", "BlackMustCapture",
                           "NoirPriseForce", "SchwarzerSchlagzwang"})
    EXPECT_NO_THROW(chess_with(name)) << name;
  try {
    chess_with(ConditionList{{"WhiteMustCapture", {"sometimes"}}});
    ADD_FAILURE() << "accepted WhiteMustCapture sometimes";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "WhiteMustCapture sometimes is not supported yet");
  }
  // Popeye refuses two obligations of this kind for one side; so do we, naming both.
  EXPECT_THROW(chess_with(ConditionList{{"WhiteMustCapture", {}}, {"WhiteMaximummer", {}}}),
               std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"BlackMustCapture", {}}, {"LosingChess", {}}}),
               std::invalid_argument);
  EXPECT_NO_THROW(chess_with(ConditionList{{"WhiteMustCapture", {}}, {"BlackMaximummer", {}}}));
}

TEST(MustCapture, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"WhiteMustCapture", "BlackMustCapture"}) {
    auto rules = chess_with(name);
    // Captures come within the depth in all three (from the start: 1.e4 d5 2.exd5, 1.e4 d5 2.Nc3 dxe4),
    // so every count differs from chess's.
    EXPECT_EQ(expect_perft_two_ways(*rules), 3) << name;
    random_games_round_trip(*rules, 53);
    random_games_round_trip(*chess_with(ConditionList{{name, {"Exact"}}}), 54, 40, 80);
    random_games_round_trip(*chess_with(ConditionList{{name, {"Ultra"}}}), 55, 40, 80);
  }
}

}  // namespace
}  // namespace nightrider
