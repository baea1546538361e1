// Kamikaze units (conditions/captures/kamikaze.h): a kamikaze unit that takes leaves the board with its
// victim; under Circe it goes to its own rebirth square if that is empty (before its victim is reborn),
// else it leaves; a kamikaze king cannot take; a promoted kamikaze pawn stays kamikaze. FEN writes the
// attribute '!' after the letter.
#include "conditions/captures/kamikaze.h"

#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <sstream>
#include <string>

#include "solver/session.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> with_kamikaze(const ConditionList& conditions) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(conditions));
  conditions::add_kamikaze_units(*rules);
  return rules;
}

TEST(Kamikaze, TheCapturerLeavesWithItsVictim) {
  auto rules = with_kamikaze({});
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/8/3Q!K3 w - - 0 1", "d1d5"), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  // A kamikaze king takes nothing.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/3n4/4K!3 w - - 0 1", "e1d2"));
  // A promoted kamikaze pawn stays kamikaze.
  EXPECT_EQ(after(*rules, "4k3/1P!6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"), "1Q!2k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(Kamikaze, APawnTakingOnItsPromotionRankLeavesUnpromoted) {
  auto rules = with_kamikaze({});
  // One move, no choice of kind: the pawn and the rook leave the board together.
  const std::set<std::string> moves = legal_ucis(*rules, "1r2k3/P!7/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_TRUE(moves.count("a7b8"));
  for (const char* promoted : {"a7b8q", "a7b8r", "a7b8b", "a7b8n"}) EXPECT_FALSE(moves.count(promoted)) << promoted;
  EXPECT_TRUE(moves.count("a7a8q"));  // (a step to the last rank still promotes)
  EXPECT_EQ(after(*rules, "1r2k3/P!7/8/8/8/8/8/4K3 w - - 0 1", "a7b8"), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  // The same under the condition.
  EXPECT_EQ(after(*chess_with("Kamikaze"), "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8"), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(Kamikaze, PopeyeWritesTheCapturerTakenOff) {
  // As Popeye 4.104 writes them: the capturer's removal in brackets; under Circe, a capturer whose
  // rebirth square is occupied leaves without a word.
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text("beginproblem\nstipulation ~1\npieces white ke1 white kamikaze pa7 rd2 black ke8 rb8 sd5\n"
                     "endproblem\n",
                     settings, out, err);
  EXPECT_NE(out.str().find("1.kRd2*d5[-wkRd5] !"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("1.kPa7*b8[-wkPb8] !"), std::string::npos) << out.str();
  EXPECT_EQ(out.str().find("1.kPa7*b8="), std::string::npos) << out.str();
  std::ostringstream circe_out, circe_err;
  solver::solve_text("beginproblem\nstipulation ~1\ncondition Circe\npieces white ke1 rd1 white kamikaze qa2 "
                     "black ke8 sd5\nendproblem\n",
                     settings, circe_out, circe_err);
  EXPECT_NE(circe_out.str().find("1.kQa2*d5[+bSg8] !"), std::string::npos) << circe_out.str();
}

TEST(Kamikaze, UnderCirceTheCapturerGoesToItsRebirthSquare) {
  auto rules = with_kamikaze({{"Circe", {}}});
  // The queen takes on d5 and goes to d1; the knight is reborn on g8.
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/Q!7/4K3 w - - 0 1", "a2d5"), "4k1n1/8/8/8/8/8/8/3Q!K3 b - - 0 1");
  // With d1 occupied it leaves the board.
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/Q!7/3RK3 w - - 0 1", "a2d5"), "4k1n1/8/8/8/8/8/8/3RK3 b - - 0 1");
}

TEST(Kamikaze, PerftTwoWaysAndRandomGames) {
  auto rules = with_kamikaze({{"Circe", {}}});
  const std::vector<std::pair<std::string, int>> positions = {
      {"r!nbqkbnr/pppp!pppp/8/8/8/8/PPPP!PPPP/R!NBQ!KBNR w KQkq - 0 1", 4},
      {"4k3/8/8/3n4/8/8/Q!7/3RK3 w - - 0 1", 3}};
  EXPECT_EQ(expect_perft_two_ways(*rules, positions), 2);
}

}  // namespace
}  // namespace nightrider
