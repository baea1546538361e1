// Options StartMoveNumber and UpToMoveNumber in Popeye's intelligent mode (solver/problem.h,
// move_numbers_bound_lengths): they bound the length of the play tried, not the first moves. The
// bounds are Popeye 4.104's (options/movenumbers/restart_guard_intelligent.c) as its output shows
// them; the problems (tests/data/intelligent_move_numbers) are compared with Popeye's whole text but
// for its lines "N potential positions in W+B", a count of its own enumeration of mate positions that
// we do not make (docs/popeye-input.md).
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <string_view>

#include "solver/problem.h"
#include "support/popeye_problem_files.h"
#include "support/problem_manifest.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using solver::Options;
using solver::popeye_length_within_move_numbers;

Options intelligent_bounds(std::optional<int> start, std::optional<int> up_to) {
  Options options;
  options.intelligent = true;
  options.start_move_number = start;
  options.up_to_move_number = up_to;
  return options;
}

TEST(IntelligentMoveNumbers, StartBoundsTheShortestPlay) {
  // ser-h#8 with `start 5` (REGRESSIONS/4_47_to_4_49.inp 14): Popeye tries the series of 5 to 8 moves
  // (2n half-moves each with the passes and the mating move), not those of 1 to 4.
  const Options start5 = intelligent_bounds(5, std::nullopt);
  EXPECT_FALSE(popeye_length_within_move_numbers(start5, 8));
  EXPECT_TRUE(popeye_length_within_move_numbers(start5, 10));
  EXPECT_TRUE(popeye_length_within_move_numbers(start5, 16));
  // An odd count is let in one half-move sooner: h#1.5 with `start 2` tries h#1.5 (3) and not h#0.5.
  const Options start2 = intelligent_bounds(2, std::nullopt);
  EXPECT_TRUE(popeye_length_within_move_numbers(start2, 3));
  EXPECT_FALSE(popeye_length_within_move_numbers(start2, 1));
}

TEST(IntelligentMoveNumbers, UpToBoundsTheLongestPlay) {
  // h#3 with `start 2 upto 2`: only h#2 (4 half-moves).
  const Options two = intelligent_bounds(2, 2);
  EXPECT_FALSE(popeye_length_within_move_numbers(two, 2));
  EXPECT_TRUE(popeye_length_within_move_numbers(two, 4));
  EXPECT_FALSE(popeye_length_within_move_numbers(two, 6));
  // An odd count one half-move later: ser-#3 with `start 2 upto 2` tries the series of 2 and 3 moves
  // (3 and 5 half-moves); h#1.5 with `start 1 upto 1` both h#0.5 and h#1.5.
  EXPECT_TRUE(popeye_length_within_move_numbers(two, 3));
  EXPECT_TRUE(popeye_length_within_move_numbers(two, 5));
  EXPECT_FALSE(popeye_length_within_move_numbers(two, 1));
  const Options one = intelligent_bounds(1, 1);
  EXPECT_TRUE(popeye_length_within_move_numbers(one, 1));
  EXPECT_TRUE(popeye_length_within_move_numbers(one, 3));
  EXPECT_FALSE(popeye_length_within_move_numbers(one, 4));
}

TEST(IntelligentMoveNumbers, OnlyIntelligentHelpAndSeriesMatesAndStalemates) {
  solver::ProblemTwin twin;
  twin.options = intelligent_bounds(3, std::nullopt);
  twin.stipulation.play = solver::Play::Help;
  twin.stipulation.goal = solver::Goal::Mate;
  EXPECT_TRUE(solver::move_numbers_bound_lengths(twin));
  twin.stipulation.goal = solver::Goal::Stalemate;
  EXPECT_TRUE(solver::move_numbers_bound_lengths(twin));
  twin.stipulation.series = true;
  twin.stipulation.play = solver::Play::Direct;  // ser-=
  EXPECT_TRUE(solver::move_numbers_bound_lengths(twin));
  twin.stipulation.play = solver::Play::Self;  // ser-s=: battle play, the first moves are numbered
  EXPECT_FALSE(solver::move_numbers_bound_lengths(twin));
  twin.stipulation.series = false;
  twin.stipulation.play = solver::Play::Help;
  twin.stipulation.goal = solver::Goal::Check;  // not one of intelligent mode's goals
  EXPECT_FALSE(solver::move_numbers_bound_lengths(twin));
  twin.stipulation.goal = solver::Goal::Mate;
  twin.options.intelligent = false;
  EXPECT_FALSE(solver::move_numbers_bound_lengths(twin));
}

TEST(IntelligentMoveNumbers, ConditionsAndFairyUnitsAreRefusedByName) {
  for (const char* extra : {"Condition Circe\n", "Pieces Black Gh8\n"}) {
    const testing::SolvedText solved = testing::solve_problem_text(
        std::string("BeginProblem\nPieces White Kf1 Qd1 Black Ke8 Pe7 Pf7\n") + extra +
        "Stipulation h#2\nOption Intelligent StartMoveNumber 2\nEndProblem\n");
    EXPECT_NE(solved.err.find("StartMoveNumber and UpToMoveNumber in intelligent mode"), std::string::npos)
        << extra << solved.err;
  }
}

// Popeye's text without its lines "N potential positions in W+B" (with their times).
std::string without_potential_positions(const std::string& text) {
  std::istringstream in(text);
  std::string kept;
  for (std::string line; std::getline(in, line);) {
    const size_t digits = line.find_first_not_of("0123456789");
    if (digits > 0 && digits != std::string::npos &&
        std::string_view(line).substr(digits).starts_with(" potential positions in "))
      continue;
    kept += line + "\n";
  }
  return kept;
}

// Popeye's whole text, its counts of target positions included (StartMoveNumber and UpToMoveNumber ask
// for them as MoveNumbers does).
void expect_popeye_text_with_the_counts(const std::string& folder, const std::string& name) {
  const std::string base = folder + "/" + name;
  const testing::SolvedText solved = testing::solve_problem_text(testing::read_text_file(base + ".inp"));
  const std::string popeye = testing::read_text_file(base + ".out");
  ASSERT_NE(without_potential_positions(popeye), popeye) << name << ": Popeye writes its counts";
  EXPECT_EQ(testing::comparable_popeye_text(solved.out), testing::comparable_popeye_text(popeye))
      << name << ": " << solved.err;
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(IntelligentMoveNumbersProblems, PopeyesWholeText,
                                expect_popeye_text_with_the_counts, "intelligent_move_numbers");

}  // namespace
}  // namespace nightrider
