// A unit the diagram covers with another (Popeye's "already occupied - old piece goes to the
// underworld."): the solver puts it in the underworld, from where the condition that keeps units there
// brings it back, with the attributes it was given.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "solver/session.h"
#include "support/popeye_output.h"

namespace nightrider {
namespace {

namespace po = popeye_output;

std::string solve(const std::string& text) {
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(text, settings, out, err);
  return out.str() + err.str();
}

// A white bishop set on g8 over a black queen; ~1: each of the bishop's moves, the queen back on g8.
std::string problem(const std::string& condition, const std::string& queen) {
  return "beginproblem\npieces black " + queen + " white bg8\nstip ~1\noption nowk nobk\ncond " + condition +
         "\nendproblem\n";
}

std::set<std::string> bishop_moves(const std::string& reborn) {
  std::set<std::string> out;
  for (const char* to : {"h7", "f7", "e6", "d5", "c4", "b3", "a2"})
    out.insert(std::string("1.Bg8-") + to + "[+" + reborn + "g8] !");
  return out;
}

TEST(UnderworldSetup, TheCoveredUnitComesBackUnderGhostChessWithItsOwnAttributes) {
  const std::string text = solve(problem("ghostchess", "uncapturable qg8"));
  EXPECT_NE(text.find("g8 already occupied - old piece goes to the underworld.\n"), std::string::npos);
  const po::Output out = po::parse(text, po::Language::English);
  ASSERT_EQ(out.twins.size(), 1u);
  EXPECT_EQ(out.twins[0].entries, bishop_moves("buQ"));
  // Not made uncapturable: only a unit taken under GhostChess is.
  EXPECT_EQ(po::parse(solve(problem("ghostchess", "qg8")), po::Language::English).twins[0].entries,
            bishop_moves("bQ"));
}

TEST(UnderworldSetup, CirceVolcanicBringsItBackToo) {
  EXPECT_EQ(po::parse(solve(problem("circe volcanic", "qg8")), po::Language::English).twins[0].entries,
            bishop_moves("bQ"));
}

}  // namespace
}  // namespace nightrider
