// `nightrider solve` as a user meets it: bad problem files get one precise line each (file, line and
// column), the problems after a bad one are still solved, and the exit status is 2 at the end.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "support/problem_manifest.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

struct SolveCommandRun {
  int status = -1;
  std::string out, err;
};

SolveCommandRun run_solve_on(const std::string& text, const std::string& extra_arguments = "") {
  // ctest runs tests in parallel processes: the files carry the process id.
  const std::string dir = ::testing::TempDir() + "/nightrider_solve_" + std::to_string(getpid());
  const std::string in = dir + "_in.txt", out = dir + "_out.txt", err = dir + "_err.txt";
  {
    std::ofstream f(in, std::ios::binary);
    f << text;
  }
  const std::string command = std::string("timeout 60 ") + nightrider::testing::nightrider_binary() +
                              " solve --quiet " + extra_arguments + " " + in + " >" + out + " 2>" + err;
  const int raw = std::system(command.c_str());
  SolveCommandRun r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = testing::read_text_file(out);
  r.err = testing::read_text_file(err);
  // Error lines name the file; make them independent of the temporary folder.
  for (size_t at; (at = r.err.find(in)) != std::string::npos;) r.err.replace(at, in.size(), "FILE");
  std::remove(in.c_str());
  std::remove(out.c_str());
  std::remove(err.c_str());
  return r;
}

// A good problem placed after each bad one: it must still be solved.
const char* const kGoodProblem = "NextProblem\nStipulation #1\nPieces White Kf6 Qg1 Black Kh8\nEndProblem\n";

struct BadCase {
  const char* what;
  std::string problem;   // everything up to the good problem
  const char* expected;  // the whole error line
};

void PrintTo(const BadCase& c, std::ostream* os) { *os << c.what; }

class BadProblemFile : public ::testing::TestWithParam<BadCase> {};

TEST_P(BadProblemFile, OneLineWithLineAndColumnAndTheNextProblemIsSolved) {
  const BadCase& c = GetParam();
  const SolveCommandRun r = run_solve_on(c.problem + kGoodProblem);
  EXPECT_EQ(r.status, 2) << c.what;
  EXPECT_NE(r.err.find(std::string(c.expected) + "\n"), std::string::npos) << c.what << ": stderr was\n"
                                                                           << r.err;
  EXPECT_NE(r.err.find("1 of 2 problems could not be solved"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("1.Qg1-g7 # !"), std::string::npos) << c.what << ": the good problem was not solved\n"
                                                           << r.out;
}

std::string with_line(const std::string& body) { return "BeginProblem\n" + body; }

INSTANTIATE_TEST_SUITE_P(
    Kinds, BadProblemFile,
    ::testing::Values(
        BadCase{"unknown stipulation", with_line("Stipulation x#2\nPieces White Ka1 Black Kh8\n"),
                "error: FILE:2:13: unknown stipulation \"x#2\""},
        BadCase{"unknown condition",
                with_line("Stipulation #2\nCondition Foobar\nPieces White Ka1 Black Kh8\n"),
                "error: FILE:3:11: unknown condition \"Foobar\""},
        BadCase{"square off the board", with_line("Stipulation #2\nPieces White Ki9 Black Kh8\n"),
                "error: FILE:3:15: square \"i9\" is off the board in \"Ki9\""},
        BadCase{"unknown option", with_line("Stipulation #2\nPieces White Ka1 Black Kh8\nOption Foo\n"),
                "error: FILE:4:8: unknown option \"Foo\""},
        BadCase{"bad twin", with_line("Stipulation #2\nPieces White Ka1 Black Kh8\nTwin Move z9 a1\n"),
                "error: FILE:4:11: expected a square (from), found \"z9\""},
        BadCase{"unknown piece", with_line("Stipulation #2\nPieces White Ka1 Xa2 Black Kh8\n"),
                "error: FILE:3:18: unknown piece \"X\" in \"Xa2\""},
        BadCase{"unknown keyword", with_line("Stipulation #2\nPieces White Ka1 Black Kh8\nFrobnicate\n"),
                "error: FILE:4:1: unknown keyword \"Frobnicate\""},
        BadCase{"missing stipulation", with_line("Pieces White Ka1 Black Kh8\n"),
                "error: FILE:3:1: no stipulation"},
        BadCase{"binary garbage", with_line("Stipulation #2\nPieces White Ka1 \x01\x02\xff Black Kh8\n"),
                "error: FILE:3:18: unexpected character \"\\x01\""},
        BadCase{"a 1 MB line", with_line("Remark " + std::string(1 << 20, 'a') + "\nStipulation #2\n"),
                "error: FILE:2:8: line too long (more than 255 characters)"},
        BadCase{"condition not implemented yet",
                with_line("Stipulation #1\nCondition ContactGridChess\nPieces White Kf6 Qg1 Black Kh8\n"),
                "error: FILE:1: condition ContactGridChess is not supported yet"}),
    [](const ::testing::TestParamInfo<BadCase>& info) {
      std::string name;
      for (char c : std::string(info.param.what))
        name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
      return name;
    });

TEST(SolveCommand, TruncatedFileNamesTheMissingEndProblem) {
  const SolveCommandRun r = run_solve_on("BeginProblem\nStipulation #1\nPieces White Kf6 Qg1 Black Kh8\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("error: FILE:4:1: missing EndProblem (end of the file)"), std::string::npos) << r.err;
}

TEST(SolveCommand, GarbageFileIsOneError) {
  const SolveCommandRun r = run_solve_on(std::string("\x1a\x00\xff\xfe garbage", 12));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("error: FILE:1:1: expected BeginProblem"), std::string::npos) << r.err;
}

// --condition adds a condition to every problem, as a Condition line would: Qxe8 mates, unless Circe
// brings the rook back to a8, from where it takes the queen.
// What Popeye reads with an input error and then solves without (MaxFlightsquares -1) is solved, with a
// warning naming the place, and the exit status stays 0.
TEST(SolveCommand, PopeyesIgnoredOptionNumberIsAWarning) {
  const SolveCommandRun r = run_solve_on(
      "BeginProblem\nStipulation #1\nPieces White Kf6 Qg1 Black Kh8\nOption MaxFlight -1\nEndProblem\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.err,
            "warning: FILE:4:18: MaxFlightsquares needs a number from 0 to 64, found \"-1\": the option is "
            "left out, "
            "as Popeye does\n");
  EXPECT_NE(r.out.find("1.Qg1-g7 #"), std::string::npos);
}

// A Dister condition with three reference squares: Popeye writes its input error and solves without the
// condition (REGRESSIONS/4_89_to_4_91.inp#11), so the board's header names no condition.
TEST(SolveCommand, DisterWithoutTwoReferenceSquaresIsLeftOutWithAWarning) {
  const SolveCommandRun r = run_solve_on(
      "BeginProblem\nStipulation #1\nCondition BlackMinDister e5b8a1\nPieces White Kf6 Qg1 Black Kh8\n"
      "EndProblem\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.err,
            "warning: FILE:3:11: Exactly 2 dister reference squares have to be indicated: BlackMinDister is "
            "left out, as Popeye does\n");
  EXPECT_EQ(r.out.find("Dister"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1.Qg1-g7 #"), std::string::npos) << r.out;
}

TEST(SolveCommand, ConditionOptionActsAsAConditionLine) {
  const std::string problem =
      "BeginProblem\nStipulation #1\nPieces White Kg1 Qe1 Black Kh8 Re8 Pg7h7\nEndProblem\n";
  const std::string with_line =
      "BeginProblem\nStipulation #1\nCondition Circe\nPieces White Kg1 Qe1 Black Kh8 Re8 Pg7h7\nEndProblem\n";
  const SolveCommandRun orthodox = run_solve_on(problem);
  EXPECT_NE(orthodox.out.find("1.Qe1*e8 #"), std::string::npos) << orthodox.out;
  const SolveCommandRun by_option = run_solve_on(problem, "--condition Circe");
  const SolveCommandRun by_line = run_solve_on(with_line);
  EXPECT_EQ(by_option.status, 0);
  EXPECT_EQ(by_option.out.find("1.Qe1*e8"), std::string::npos) << by_option.out;
  EXPECT_EQ(by_line.out.find("1.Qe1*e8"), std::string::npos) << by_line.out;
  const SolveCommandRun unknown = run_solve_on(problem, "--condition Nonesuch");
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.err.find("unknown condition 'Nonesuch'"), std::string::npos) << unknown.err;
}

TEST(SolveCommand, BadArgumentsExitTwo) {
  EXPECT_EQ(run_solve_on("", "--format yaml").status, 2);
  EXPECT_EQ(run_solve_on("", "--threads -1").status, 2);
  EXPECT_EQ(run_solve_on("", "--hash 0").status, 2);
  const int missing = std::system(
      (std::string(nightrider::testing::nightrider_binary()) + " solve /no/such/file 2>/dev/null").c_str());
  EXPECT_EQ(WEXITSTATUS(missing), 2);
}

}  // namespace
}  // namespace nightrider
