// The problem solver in-process (so the sanitizer build checks it too): the quick orthodox problems of
// shared/testdata/problems solved through both boards (the orthodox bitboard fast path and the general
// rules core) must each give Popeye's solutions; threads, table size, JSON output and MaxTime.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>

#include "solver/popeye_reader.h"
#include "solver/session.h"
#include "support/popeye_output.h"
#include "support/problem_manifest.h"

namespace nightrider {
namespace {

namespace po = popeye_output;
using testing::ProblemRow;

std::string solve(const std::string& text, solver::SessionSettings settings, std::string* errors = nullptr) {
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(text, settings, out, err);
  if (errors) *errors = err.str();
  return out.str();
}

// Problems Popeye solves in at most 20 ms without its intelligent mode: quick enough for the sanitizer
// build through either board. (With the Intelligent option Popeye's time says nothing of a search.)
std::vector<ProblemRow> quick_rows() {
  std::vector<ProblemRow> rows;
  for (const ProblemRow& row : testing::problem_rows("ortho_")) {
    if (row.popeye_seconds > 0.020) continue;
    const auto read =
        solver::read_problems(testing::read_text_file(testing::problems_dir() + "/" + row.name + ".inp"));
    if (read.empty() || !std::holds_alternative<solver::Problem>(read.front())) continue;
    if (std::get<solver::Problem>(read.front()).twins.front().options.intelligent) continue;
    rows.push_back(row);
  }
  return rows;
}

struct Path {
  const char* name;
  bool general;
};

class SolverPaths : public ::testing::TestWithParam<ProblemRow> {};

TEST_P(SolverPaths, BothBoardsGivePopeyesSolutions) {
  const ProblemRow& row = GetParam();
  const std::string base = testing::problems_dir() + "/" + row.name;
  const po::Output expected =
      po::parse(testing::read_text_file(base + ".out"), po::language_of_code(row.language));
  const std::string input = testing::read_text_file(base + ".inp");
  for (const Path path : {Path{"fast path", false}, Path{"general path", true}}) {
    solver::SessionSettings settings;
    settings.solve.threads = 1;
    settings.solve.hash_megabytes = 4;
    settings.solve.force_general_path = path.general;
    std::string errors;
    const std::string text = solve(input, settings, &errors);
    EXPECT_EQ(errors, "") << path.name;
    const po::Comparison comparison = po::compare(expected, po::parse(text, po::language_of_code(row.language)));
    EXPECT_TRUE(comparison.equal()) << row.name << " through the " << path.name << ":\n"
                                    << po::describe(comparison, 10);
  }
}

INSTANTIATE_TEST_SUITE_P(Quick, SolverPaths, ::testing::ValuesIn(quick_rows()),
                         [](const ::testing::TestParamInfo<ProblemRow>& info) { return info.param.name; });

std::string problem_file(const std::string& name) {
  return testing::read_text_file(testing::problems_dir() + "/" + name + ".inp");
}

TEST(Solver, ThreadsAndTableSizeDoNotChangeTheSolutions) {
  for (const char* name : {"ortho_bs_ep__001", "ortho_bs_castling__009", "ortho_bs_twin__030",
                           "ortho_bs_selfref__002", "ortho_bs_stip__033"}) {
    const std::string input = problem_file(name);
    solver::SessionSettings one;
    one.solve.threads = 1;
    one.solve.hash_megabytes = 64;
    solver::SessionSettings two = one;
    two.solve.threads = 2;
    solver::SessionSettings tiny = one;
    tiny.solve.hash_megabytes = 1;
    const std::string reference = solve(input, one);
    EXPECT_EQ(solve(input, two), reference) << name << " with two threads";
    EXPECT_EQ(solve(input, tiny), reference) << name << " with a 1 MB table";
  }
}

TEST(Solver, JsonHasOneObjectPerTwinWithTheTree) {
  solver::SessionSettings settings;
  settings.format = solver::OutputFormat::Json;
  settings.solve.threads = 1;
  const std::string out = solve(problem_file("ortho_bs_twin__003"), settings);
  std::istringstream lines(out);
  std::vector<nlohmann::json> twins;
  for (std::string line; std::getline(lines, line);) twins.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(twins.size(), 4u);
  EXPECT_EQ(twins[0]["twin"], "a)");
  EXPECT_EQ(twins[0]["stipulation"], "#2");
  const auto& key = twins[0]["blocks"][0]["moves"][0];
  EXPECT_EQ(key["move"], "e7-e8=S");
  EXPECT_EQ(key["mark"], "!");
  EXPECT_EQ(key["threat"][0]["move"], "Se8*c7 #");
  EXPECT_EQ(twins[1]["stipulation"], "h#2");
  EXPECT_EQ(twins[1]["blocks"][0]["kind"], "lines");
  EXPECT_EQ(twins[1]["blocks"][0]["lines"][0],
            (nlohmann::json{"1.e6-e5", "e7-e8=Q", "2.e5-e4 +", "Qe8*e4 #"}));
}

TEST(Solver, MaxTimeCutsASolveShortAndSaysSo) {
  // A brute-force h=7 with few units (no distance bound prunes a stalemate search; a second is far too
  // little for it).
  const std::string input =
      "BeginProblem\nPieces White Ka8 Sf3 Black Rb7b1 Kh1\nStipulation h=7\nOption MaxTime 1\nEndProblem\n";
  solver::SessionSettings settings;
  settings.solve.threads = 1;
  const auto start = std::chrono::steady_clock::now();
  const std::string out = solve(input, settings);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(seconds, 10.0);
  EXPECT_NE(out.find("solving cut short (solving interrupted)"), std::string::npos) << out;
}

TEST(Solver, ThreatOptionRejectsKeysWithoutAShortEnoughThreat) {
  // Popeye's rule (py-engl.txt, option Threat n): the defender has defended when there is no threat in
  // n moves or fewer. ortho_ts_battle_play__010's only key 1.Kb6-a6 is a zugzwang (no threat), so with
  // Threat 1 the #2 has no solution; ortho_ts_battle_play__006's key 1.Ka6-b6 threatens 2.Se8-c7 # and
  // stays, as does its short mate 1.Se8-c7 #.
  solver::SessionSettings settings;
  settings.solve.threads = 1;
  auto with_threat = [](std::string input) {
    input.replace(input.find("option vari"), 11, "option vari threat 1");
    return input;
  };
  const po::Output zugzwang = po::parse(
      solve(with_threat(problem_file("ortho_ts_battle_play__010")), settings), po::Language::English);
  ASSERT_EQ(zugzwang.twins.size(), 1u);
  EXPECT_TRUE(zugzwang.twins[0].entries.empty());
  const po::Output threat = po::parse(solve(with_threat(problem_file("ortho_ts_battle_play__006")), settings),
                                      po::Language::English);
  const po::Output expected =
      po::parse(testing::read_text_file(testing::problems_dir() + "/ortho_ts_battle_play__006.out"),
                po::Language::English);
  ASSERT_EQ(threat.twins.size(), 1u);
  ASSERT_EQ(expected.twins.size(), 1u);
  EXPECT_EQ(threat.twins[0].entries, expected.twins[0].entries);
}

TEST(Solver, HelpSelfmateInOneIsTheSelfmateKeyWithTheForcedMate) {
  // ortho_ts_battle_play__016 is an s#1 whose only key, 1.Rh3-h4, forces 1...b3-b2# (Popeye's .out); as
  // hs#1 (White begins, then Black must mate) that is the one solution line.
  std::string input = problem_file("ortho_ts_battle_play__016");
  input.replace(input.find("stipulation s#1"), 15, "stipulation hs#1");
  solver::SessionSettings settings;
  settings.solve.threads = 1;
  const po::Output out = po::parse(solve(input, settings), po::Language::English);
  ASSERT_EQ(out.twins.size(), 1u);
  EXPECT_EQ(out.twins[0].entries, (std::set<std::string>{"1.Rh3-h4 b3-b2 #"}));
}

TEST(Solver, ReflexmateWhereTheAttackerMustMateAtOnceShowsItsMatesAsFailures) {
  // Popeye's regression file battle_play.tst: in this r#1 White has a mate, so it must give it and the
  // play fails; Popeye writes "1.Bg7-f8 # ?!?".
  const std::string input =
      "beginproblem\nstipulation r#1\npieces white ka1 bg7 black ka3 pa2a4b3\nendproblem\n";
  solver::SessionSettings settings;
  settings.solve.threads = 1;
  const std::string text = solve(input, settings);
  EXPECT_NE(text.find("   1.Bg7-f8 # ?!?\n"), std::string::npos) << text;
}

TEST(Solver, IntroductoryMovesComeBeforeTheSeries) {
  // 1->ser-#1: Black plays one move, then White mates at once. With the black king on h8 held by the
  // king on g6, Ra8 mates after each of Black's three moves (Kh7 is no move: g6 guards it).
  const std::string input =
      "beginproblem\nstipulation 1->ser-#1\npieces white kg6 ra1 black kh8 pb7\nendproblem\n";
  solver::SessionSettings settings;
  settings.solve.threads = 1;
  const po::Output out = po::parse(solve(input, settings), po::Language::English);
  ASSERT_EQ(out.twins.size(), 1u);
  EXPECT_EQ(out.twins[0].entries,
            (std::set<std::string>{"1.Kh8-g8 1.Ra1-a8 #", "1.b7-b6 1.Ra1-a8 #", "1.b7-b5 1.Ra1-a8 #"}));
  // 2->ser-#1: one or two introductory moves (Popeye asks at least one). After 1.Kh8-g8 2.Kg8-f8 the
  // king escapes to e7; every other pair ends with the king on g8 or h8 and Ra8 mates.
  const po::Output two = po::parse(solve(std::string(input).replace(input.find("1->"), 3, "2->"), settings),
                                   po::Language::English);
  ASSERT_EQ(two.twins.size(), 1u);
  EXPECT_EQ(
      two.twins[0].entries,
      (std::set<std::string>{
          "1.Kh8-g8 1.Ra1-a8 #", "1.b7-b6 1.Ra1-a8 #", "1.b7-b5 1.Ra1-a8 #", "1.Kh8-g8 2.Kg8-h8 1.Ra1-a8 #",
          "1.Kh8-g8 2.b7-b6 1.Ra1-a8 #", "1.Kh8-g8 2.b7-b5 1.Ra1-a8 #", "1.b7-b6 2.Kh8-g8 1.Ra1-a8 #",
          "1.b7-b6 2.b6-b5 1.Ra1-a8 #", "1.b7-b5 2.Kh8-g8 1.Ra1-a8 #", "1.b7-b5 2.b5-b4 1.Ra1-a8 #"}));
  // Introductory moves before anything but a series are refused by name.
  std::string errors;
  solve("beginproblem\nstipulation 1->#2\npieces white kg6 ra1 black kh8 pb7\nendproblem\n", settings,
        &errors);
  EXPECT_NE(errors.find("stipulation 1->#2 is not supported yet"), std::string::npos) << errors;
}

TEST(Solver, DoubleMatesAreRefusedWhereTheGoalMoveIsForced) {
  // A double mate's move may leave its own king in check; self and reflex play, whose forced goal
  // moves come from the legal moves, refuse it by name.
  solver::SessionSettings settings;
  for (const std::string stip : {"s##2", "r##!2", "ser-s##3"}) {
    std::string errors;
    solve("beginproblem\nstipulation " + stip + "\npieces white kg6 ra1 black kh8 pb7\nendproblem\n",
          settings, &errors);
    EXPECT_NE(errors.find("stipulation " + stip + " is not supported yet"), std::string::npos) << errors;
  }
}

TEST(Solver, NonTrivialIsRefusedOutsideDirectSelfAndReflexPlay) {
  solver::SessionSettings settings;
  for (const std::string stip : {"h#3", "ser-s#3", "ser-#3"}) {
    std::string errors;
    solve("beginproblem\nstipulation " + stip +
              "\noption NonTrivial 0 1\npieces white kg6 ra1 black kh8 pb7\nendproblem\n",
          settings, &errors);
    EXPECT_NE(errors.find("option NonTrivial is supported in direct, self and reflex play only"),
              std::string::npos)
        << stip << ": " << errors;
  }
}

// Popeye's answer for a queen's lent walk under TransmissionMenace depends on what its observation test
// asked before at the same ply (conditions/walks/transmission_menace.h): such a diagram is refused.
TEST(Solver, TransmissionMenaceWithAQueenOnTheDiagramIsRefused) {
  const std::string input =
      "BeginProblem\nPieces White Ke1 Qd1 Black Kh8 Rh4\nStipulation ~1\nCondition TransmissionMenace\nEndProblem\n";
  solver::SessionSettings settings;
  std::string errors;
  solve(input, settings, &errors);
  EXPECT_NE(errors.find("condition TransmissionMenace with a queen on the diagram is not supported yet"),
            std::string::npos)
      << errors;
}

TEST(Solver, UnsupportedConditionIsReportedForItsTwinOnly) {
  const std::string input =
      "BeginProblem\nPieces White Kf6 Qg1 Black Kh8\nStipulation #1\nCondition "
      "ContactGridChess\nNextProblem\n"
      "Pieces White Kf6 Qg1 Black Kh8\nStipulation #1\nEndProblem\n";
  solver::SessionSettings settings;
  std::string errors;
  const std::string out = solve(input, settings, &errors);
  EXPECT_NE(errors.find("condition ContactGridChess is not supported yet"), std::string::npos) << errors;
  EXPECT_NE(out.find("1.Qg1-g7 # !"), std::string::npos) << out;
}

TEST(Solver, ConditionsWithTurnsOfSeveralMovesAreSolvedTurnByTurn) {
  // Progressif, White's first series (one move): Qg1-g7 mates, the king protecting the queen; every
  // other check lets the king out (solver/turn_board.h; tests/solver_turns_test.cpp for longer turns).
  const std::string input = "BeginProblem\nPieces White Kf6 Qg1 Black Kh8\nStipulation #1\nEndProblem\n";
  solver::SessionSettings settings;
  settings.solve.extra_conditions.push_back({"Progressif", {}, {}});
  std::string errors;
  const std::string out = solve(input, settings, &errors);
  EXPECT_EQ(errors, "");
  EXPECT_NE(out.find("1.Qg1-g7 # !"), std::string::npos) << out;
}

}  // namespace
}  // namespace nightrider
