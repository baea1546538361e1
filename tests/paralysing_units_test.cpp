// Paralysing units (conditions/observation/paralysing_units.h): a unit observed by an enemy paralysing
// unit cannot move and observes nothing; a paralysing unit captures nothing and observes nothing; a side
// whose units with moves are all paralysed is stalemated, not mated. FEN writes the attribute '%'.
#include "conditions/observation/paralysing_units.h"

#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> with_paralysing_units() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->add_module(std::make_unique<conditions::ParalysingUnits>());
  return rules;
}

std::set<std::string> moves_from(const Rules& rules, const std::string& fen, const std::string& from) {
  std::set<std::string> out;
  for (const std::string& m : legal_ucis(rules, fen))
    if (m.compare(0, 2, from) == 0) out.insert(m);
  return out;
}

TEST(ParalysingUnits, AnObservedEnemyUnitCannotMove) {
  auto rules = with_paralysing_units();
  // The paralysing rook a5 sees the rook a1 along the file.
  EXPECT_TRUE(moves_from(*rules, "4k3/8/8/r%7/8/8/8/R3K3 w - - 0 1", "a1").empty());
  EXPECT_EQ(moves_from(*rules, "4k3/8/8/r7/8/8/8/R3K3 w - - 0 1", "a1").size(), 7u);  // (a2-a5, b1-d1)
  // Its own side's units are left alone.
  EXPECT_EQ(moves_from(*rules, "4k3/8/8/R%7/8/8/8/R3K3 w - - 0 1", "a1").size(), 6u);  // (a2-a4, b1-d1)
}

TEST(ParalysingUnits, AParalysingUnitTakesNothingAndChecksNothing) {
  auto rules = with_paralysing_units();
  // The paralysing rook a1 may go to a2-a4 and b1-d1 but not take the knight a5.
  EXPECT_EQ(moves_from(*rules, "4k3/8/8/n7/8/8/8/R%3K3 w - - 0 1", "a1"),
            (std::set<std::string>{"a1a2", "a1a3", "a1a4", "a1b1", "a1c1", "a1d1"}));
  EXPECT_FALSE(in_check(*rules, "4k3/8/8/8/8/8/8/4R%2K b - - 0 1"));
  // It paralyses the king it faces: a lone king that may not move is stalemated.
  EXPECT_TRUE(legal_ucis(*rules, "4k3/8/8/8/8/8/8/4R%2K b - - 0 1").empty());
}

TEST(ParalysingUnits, AParalysedUnitGivesNoCheck) {
  auto rules = with_paralysing_units();
  EXPECT_TRUE(in_check(*rules, "4k3/8/8/8/8/2b5/8/4R2K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "4k3/8/8/8/8/2b%5/8/4R2K b - - 0 1"));  // the bishop c3 holds the rook e1
}

TEST(ParalysingUnits, ASideWhoseMovableUnitsAreAllParalysedIsStalematedNotMated) {
  auto rules = with_paralysing_units();
  // The rook e8 checks; the paralysing rook a1 holds the king, White's only unit: no mate.
  EXPECT_FALSE(in_check(*rules, "4r2k/8/8/8/8/8/8/r%3K3 w - - 0 1"));
  EXPECT_TRUE(legal_ucis(*rules, "4r2k/8/8/8/8/8/8/r%3K3 w - - 0 1").empty());
  // With a free pawn that has moves (none of them legal) White is mated.
  EXPECT_TRUE(in_check(*rules, "4r2k/8/8/8/8/8/7P/r%3K3 w - - 0 1"));
  EXPECT_TRUE(legal_ucis(*rules, "4r2k/8/8/8/8/8/7P/r%3K3 w - - 0 1").empty());
  // The check rule for the side that has just moved stays the ordinary one: the king may not step
  // onto the rook's file, though it would be paralysed there.
  EXPECT_EQ(after(*rules, "4r2k/8/8/8/8/8/3K4/r%7 w - - 0 1", "d2e1"), "illegal");
  EXPECT_NE(after(*rules, "4r2k/8/8/8/8/8/3K4/r%7 w - - 0 1", "d2d1"), "illegal");
}

TEST(ParalysingUnits, FenKeepsTheAttribute) {
  auto rules = with_paralysing_units();
  const std::string fen = "4k3/8/8/8/8/2b%5/8/4R%2K b - - 0 1";
  EXPECT_EQ(to_fen(*rules, parse_fen(*rules, fen)), fen);
}

TEST(ParalysingUnits, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = with_paralysing_units();
  for (const char* fen :
       {"r3k2r/1q%6/8/3n4/8/2b%5/5Q%2/R3K2R w KQkq - 0 1", "4k3/3p%4/8/2N%5/8/8/3P4/R3K3 b Q - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
}

}  // namespace
}  // namespace nightrider
