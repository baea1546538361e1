// Chameleon units (conditions/transmutation/chameleon_units.h): a chameleon unit changes kind each time
// it moves, knight -> bishop -> rook -> queen -> knight; kings and pawns keep theirs. FEN writes the
// attribute '~' after the letter.
#include "conditions/transmutation/chameleon_units.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> with_chameleons(const ConditionList& conditions) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(conditions));
  rules->add_module(std::make_unique<conditions::ChameleonUnits>());
  return rules;
}

TEST(ChameleonUnits, EachMoveTurnsTheUnitIntoTheNextKindOfTheCycle) {
  auto rules = with_chameleons({});
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N~2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2B~5/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1B~2K3 w - - 0 1", "b1d3"), "4k3/8/8/8/8/3R~4/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1R~2K3 w - - 0 1", "b1b5"), "4k3/8/8/1Q~6/8/8/8/4K3 b - - 1 1");
  // A capture too; the queen becomes a knight.
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/8/3Q~K3 w - - 0 1", "d1d5"), "4k3/8/8/3N~4/8/8/8/4K3 b - - 0 1");
  // A unit without the attribute, a chameleon king and a chameleon pawn keep their kinds.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N2K~3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2N5/8/4K~3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K~3 w - - 0 1", "e1d2"), "4k3/8/8/8/8/8/3K~4/8 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/4P~3/4K3 w - - 0 1", "e2e4"), "4k3/8/8/8/4P~3/8/8/4K3 b - - 0 1");
}

TEST(ChameleonUnits, TheNewKindIsWhatChecks) {
  // The bishop goes to e2 as a bishop and arrives a rook: it checks the king on e8 along the file.
  auto rules = with_chameleons({});
  EXPECT_TRUE(in_check(*rules, after(*rules, "4k3/8/8/8/8/8/8/3B~K3 w - - 0 1", "d1e2")));
  EXPECT_EQ(conditions::next_chameleon_kind(PieceKind::Queen), PieceKind::Knight);
}

TEST(ChameleonUnits, PerftTwoWays) {
  auto rules = with_chameleons({{"Circe", {}}});
  const std::vector<std::pair<std::string, int>> positions = {
      {"rn~bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN~B~QKB~NR w KQkq - 0 1", 4},
      {"4k3/8/8/3n4/8/8/Q~7/3RK3 w - - 0 1", 3}};
  EXPECT_EQ(expect_perft_two_ways(*rules, positions), 2);
}

}  // namespace
}  // namespace nightrider
