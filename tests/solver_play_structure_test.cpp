// The solver's play structure against Popeye 4.104 on positions of our own (issue 25, "no problem
// wrong"): each tests/data/play_structure/NAME.inp has Popeye's output beside it (NAME.out, made by
// running Popeye 4.104 on it). The solutions must be the same sets, as in solver_popeye_test.cpp; the
// problems listed in tests/data/play_structure/identical.txt must give Popeye's text line for line.
// The fixes they stand for: Quodlibet (the attacker of a self or semi-reflex play may reach the goal
// itself); in direct play towards ## or ##! the attacker's goal moves that leave its own king in check,
// at any length; a mate that is not the goal of a double-mate stipulation marked only " +"; the goal
// #= marked " #="; the self-mating and self-stalemating goals !# and != (Popeye's automate and
// autostalemate: the mover's own king left in check, or the mover without a move); a neutral king is no king
// the other side can get out by taking (double mates), ...
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support/popeye_output.h"
#include "support/problem_manifest.h"
#include "support/solve_text.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

namespace po = popeye_output;

std::string play_structure_dir() { return std::string(testing::test_data_dir()) + "/play_structure"; }

std::vector<std::string> play_structure_names() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(play_structure_dir()))
    if (entry.path().extension() == ".inp") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

// Without the version line, the time after "solution finished." (or "Partial solution") and trailing spaces.
std::string play_structure_text(const std::string& text) {
  std::istringstream in(text);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Popeye ", 0) == 0 && line.find(" v4.") != std::string::npos) continue;
    for (const char* finished : {"solution finished.", "Loesung beendet.", "solution terminee.",
                                 "Partial solution", "Partielle Loesung", "solution partielle"})
      if (line.rfind(finished, 0) == 0) line = finished;
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    out += line + "\n";
  }
  while (out.size() >= 2 && out[out.size() - 1] == '\n' && out[out.size() - 2] == '\n') out.pop_back();
  return out;
}

class PlayStructureMatchesPopeye : public ::testing::TestWithParam<std::string> {};

TEST_P(PlayStructureMatchesPopeye, SameSolutions) {
  const std::string base = play_structure_dir() + "/" + GetParam();
  const std::string reference = testing::read_text_file(base + ".out");
  ASSERT_FALSE(reference.empty()) << base << ".out";
  const testing::SolvedText run = testing::solve_problem_text(testing::read_text_file(base + ".inp"));
  const po::Output expected = po::parse(reference);
  const po::Output actual = po::parse(run.out, expected.language);
  const po::Comparison comparison = po::compare(expected, actual);
  EXPECT_TRUE(comparison.equal()) << GetParam() << " differs from Popeye:\n"
                                  << po::describe(comparison, 20) << run.out << run.err;
  std::set<std::string> identical;
  std::istringstream list(testing::read_text_file(play_structure_dir() + "/identical.txt"));
  for (std::string line; std::getline(list, line);)
    if (!line.empty() && line[0] != '#') identical.insert(line);
  if (identical.count(GetParam())) {
    EXPECT_EQ(play_structure_text(run.out), play_structure_text(reference)) << GetParam();
  }
}

INSTANTIATE_TEST_SUITE_P(Problems, PlayStructureMatchesPopeye, ::testing::ValuesIn(play_structure_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

// What is not modelled is refused by name, one line, rather than solved wrongly.
TEST(PlayStructureRefusals, RefusedByName) {
  struct Case {
    const char* problem;
    const char* message;
  };
  const Case cases[] = {
      {"beginproblem\nstipulation ser-s#2\noption quodlibet\npieces white ka1 qb3 black kh8 "
       "ph7\nendproblem\n",
       "option Quodlibet with ser-s#2 is not supported yet"},
      {"beginproblem\npieces white ke7 black kh7 bh8 neutral rg8\nstipulation h#2\ncondition eiffelchess\n"
       "endproblem\n",
       "condition EiffelChess with neutral units is not supported yet"},
      {"beginproblem\nstipulation dia0.5\noption duplex\npieces white kh1 black kh8\nendproblem\n",
       "option Duplex with dia0.5 is not supported yet"},
      // Popeye judges a paralysed mover stalemated by its own move even in check (BEISPIEL/paralys.inp 7),
      // and ChecklessChess, LostPieces and RoleExchange change its goal tests too.
      {"beginproblem\npieces white kc2 bd2 black bc4 be4 black paralysing rh3\nstipulation !=1\nendproblem\n",
       "stipulation !=1 beside paralysing units is not supported yet"},
      {"beginproblem\npieces white kh2 pg2 black ra1 ra2 ra3\nstipulation !#1\ncondition "
       "checklesschess\nendproblem\n",
       "stipulation !#1 beside condition ChecklessChess is not supported yet"},
      {"beginproblem\npieces white kh2 pg2 black kh8 ra1 ra2 ra3\nstipulation h!#2\nendproblem\n",
       "stipulation h!#2 is not supported yet"},
  };
  for (const Case& c : cases) {
    const testing::SolvedText run = testing::solve_problem_text(c.problem);
    EXPECT_NE(run.err.find(c.message), std::string::npos) << c.problem << run.err;
  }
}

}  // namespace
}  // namespace nightrider
