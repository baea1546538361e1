// Equipollents Circe and Equipollents AntiCirce (conditions/circe/equipollents.h): the unit is sent on
// from the capture square by the capturing move's own vector. One position per clause, perft two ways
// and random games for each.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> equipollents_circe() {
  return chess_with(ConditionList{{"Circe", {"Equipollents"}}});
}
std::shared_ptr<const Rules> equipollents_anticirce() {
  return chess_with(ConditionList{{"AntiCirce", {"Equipollents"}}});
}

// The legal moves from `from` to `to`, in coordinates with their choices.
std::set<std::string> captures_between(const Rules& rules, const std::string& fen,
                                       const std::string& from_to) {
  std::set<std::string> out;
  for (const std::string& m : legal_ucis(rules, fen))
    if (m.compare(0, 4, from_to) == 0) out.insert(m);
  return out;
}

TEST(EquipollentsCirce, TheCapturedUnitGoesOnByTheCapturesVector) {
  auto rules = equipollents_circe();
  // Qd2xd4 (two squares up): the knight is reborn two squares further, on d6.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3n4/8/3Q4/4K3 w - - 0 1", "d2d4"), "4k3/8/3n4/8/3Q4/8/8/4K3 b - - 0 1");
  // A diagonal capture: Bb2xd4 sends the knight to f6.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3n4/8/1B6/4K3 w - - 0 1", "b2d4"), "4k3/8/5n2/8/3B4/8/8/4K3 b - - 0 1");
}

TEST(EquipollentsCirce, OffTheBoardOrOnAnOccupiedSquareTheUnitDisappears) {
  auto rules = equipollents_circe();
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, "4k3/8/3p4/8/3n4/8/3Q4/4K3 w - - 0 1", "d2d4"),
            "4k3/8/3p4/8/3Q4/8/8/4K3 b - - 0 1");
}

TEST(EquipollentsCirce, APawnRebornOnItsPromotionRankPromotesByTheMoversChoice) {
  auto rules = equipollents_circe();
  const std::string fen = "4k3/8/8/3Q4/8/3p4/8/K7 w - - 0 1";
  // Qd5xd3 sends Black's pawn to d1, its promotion rank: it becomes what White chooses, but not a queen
  // or rook, which would check White's king on a1 along the rank.
  const auto captures = captures_between(*rules, fen, "d5d3");
  EXPECT_EQ(captures.size(), 2u);
  std::set<std::string> reborn;
  for (const std::string& m : captures) reborn.insert(after(*rules, fen, m));
  EXPECT_EQ(reborn,
            (std::set<std::string>{"4k3/8/8/8/8/3Q4/8/K2b4 b - - 0 1", "4k3/8/8/8/8/3Q4/8/K2n4 b - - 0 1"}));
}

TEST(EquipollentsCirce, APawnRebornOnItsFirstRankStepsFromThere) {
  auto rules = equipollents_circe();
  // Re5xe3 sends White's pawn to e1; from there it steps to e2 (never two squares).
  EXPECT_EQ(after(*rules, "4k3/8/8/4r3/8/4P3/8/K7 b - - 0 1", "e5e3"), "4k3/8/8/8/8/4r3/8/K3P3 w - - 0 2");
  const auto steps = captures_between(*rules, "4k3/8/8/8/8/4r3/8/K3P3 w - - 0 1", "e1e2");
  EXPECT_EQ(steps, std::set<std::string>{"e1e2"});
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/K3P3 w - - 0 1", "e1e3"));
}

TEST(EquipollentsCirce, OtherWordsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"Equipollents", "Strict"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"Equipollents", "Super"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"AntiCirce", {"Equipollents", "Super"}}}), std::invalid_argument);
}

TEST(EquipollentsAntiCirce, TheCapturerGoesOnByItsOwnVector) {
  auto rules = equipollents_anticirce();
  // Qd2xd5 (three squares up): the queen lands on d8.
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/3Q4/4K3 w - - 0 1", "d2d5"), "3Qk3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(EquipollentsAntiCirce, OffTheBoardOrOntoAUnitTheCaptureIsIllegal) {
  auto rules = equipollents_anticirce();
  EXPECT_FALSE(legal(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"));    // d9
  EXPECT_FALSE(legal(*rules, "3rk3/8/8/3n4/8/8/3Q4/4K3 w - - 0 1", "d2d5"));  // d8 taken
  EXPECT_TRUE(legal(*rules, "3rk3/8/8/3n4/8/8/3Q4/4K3 w - - 0 1", "d2d4"));   // (a plain move)
}

TEST(EquipollentsAntiCirce, AKingIsInCheckOnlyWhereItsCaptureWouldBeLegal) {
  auto rules = equipollents_anticirce();
  EXPECT_FALSE(in_check(*rules, "4k3/8/8/8/8/8/8/K3R3 b - - 0 1"));    // Re1xe8 would land on e15
  EXPECT_TRUE(in_check(*rules, "8/4k3/4R3/8/8/8/8/K7 b - - 0 1"));     // Re6xe7 lands on e8
  EXPECT_FALSE(in_check(*rules, "4r3/4k3/4R3/8/8/8/8/K7 b - - 0 1"));  // e8 is taken
}

TEST(EquipollentsAntiCirce, APawnLandingOnItsLastRankPromotesByTheMoversChoice) {
  auto rules = equipollents_anticirce();
  const std::string fen = "k7/2n5/1P6/8/8/8/8/4K3 w - - 0 1";
  // b6xc7 sends the pawn on to d8.
  std::set<std::string> landed;
  for (const std::string& m : captures_between(*rules, fen, "b6c7")) landed.insert(after(*rules, fen, m));
  EXPECT_EQ(landed,
            (std::set<std::string>{"k2Q4/8/8/8/8/8/8/4K3 b - - 0 1", "k2R4/8/8/8/8/8/8/4K3 b - - 0 1",
                                   "k2B4/8/8/8/8/8/8/4K3 b - - 0 1", "k2N4/8/8/8/8/8/8/4K3 b - - 0 1"}));
}

TEST(Equipollents, PerftTwoWaysAndRandomGames) {
  for (const auto& rules : {equipollents_circe(), equipollents_anticirce()}) {
    SCOPED_TRACE(rules->name());
    EXPECT_EQ(expect_perft_two_ways(*rules), 3);
    random_games_round_trip(*rules, 28);
  }
}

}  // namespace
}  // namespace nightrider
