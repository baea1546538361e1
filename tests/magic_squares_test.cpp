// Magic squares (conditions/recolouring/magic_squares.h): a unit, neither royal nor neutral, that
// arrives on a magic square changes side; type 1 after the rules' side effects (AntiCirce's capturer
// too, not a unit Circe brings back), type 2 as it arrives, before AntiCirce sends it on. Expected
// values are Popeye's (fairy_anticir__056, __057, and runs of Popeye 4.104 on these positions).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> magic(std::vector<std::string> arguments, const std::string& other = "",
                                   std::vector<std::string> other_arguments = {}) {
  ConditionList list{{"MagicSquares", std::move(arguments)}};
  if (!other.empty()) list.push_back({other, std::move(other_arguments)});
  return chess_with(list);
}

TEST(MagicSquares, AUnitArrivingOnAMagicSquareChangesSideButNotAKing) {
  EXPECT_EQ(after(*magic({"a5"}), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a5"),
            "4k3/8/8/r7/8/8/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*magic({"a4"}), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a5"),
            "4k3/8/8/R7/8/8/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*magic({"e2"}), "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e2"), "4k3/8/8/8/8/8/4K3/8 b - - 1 1");
  // A move that turns the mover into a unit checking its own king is illegal.
  EXPECT_FALSE(legal(*magic({"d1"}), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1d1"));
}

TEST(MagicSquares, TypeOneTurnsAnAntiCirceCapturerNotACirceRebirth) {
  // AntiCirce: the rook taking on a8 goes to h1, a magic square, and changes side there.
  EXPECT_EQ(after(*magic({"h1"}, "AntiCirce"), "n3k3/8/8/8/8/1K6/8/R7 w - - 0 1", "a1a8"),
            "4k3/8/8/8/8/1K6/8/7r b - - 0 1");
  // Circe: the knight reborn on g8, a magic square, stays Black's (Popeye: Qe5*d6[+bPd7], d7 magic).
  EXPECT_EQ(after(*magic({"g8"}, "Circe"), "4k3/8/8/3n4/8/7K/8/3Q4 w - - 0 1", "d1d5"),
            "4k1n1/8/8/3Q4/8/7K/8/8 b - - 0 1");
}

TEST(MagicSquares, TypeTwoTurnsTheCapturerBeforeAntiCirceSendsItOn) {
  // fairy_anticir__056: 1.Sd3*c5=s[sSc5->b8], the knight reborn on Black's square for c5.
  EXPECT_EQ(after(*magic({"c5", "Type2"}, "AntiCirce"), "k5N1/1ppK4/PPP5/2n5/8/3N4/8/8 w - - 0 1", "d3c5"),
            "kn4N1/1ppK4/PPP5/8/8/8/8/8 b - - 0 1");
  // Type 1 would send it to White's square (g1) and turn it there only if g1 were magic.
  EXPECT_EQ(after(*magic({"c5"}, "AntiCirce"), "k5N1/1ppK4/PPP5/2n5/8/3N4/8/8 w - - 0 1", "d3c5"),
            "k5N1/1ppK4/PPP5/8/8/8/8/6N1 b - - 0 1");
  // fairy_anticir__057: after 1.Rh1-h8 Black is stalemated: taking on g8 or f8 (magic) the rook would
  // be Black's and reborn on a8, taken, or White's and leave its king to Rh8xg8.
  const std::string stalemate = "r4RkR/8/5K2/8/8/8/8/8 b - - 1 1";
  const auto rules = magic({"f8", "g8", "Type2"}, "AntiCirce");
  EXPECT_FALSE(in_check(*rules, stalemate));
  EXPECT_TRUE(legal_ucis(*rules, stalemate).empty());
  EXPECT_EQ(after(*rules, "r4Rk1/8/5K2/8/8/8/8/7R w - - 0 1", "h1h8"), stalemate);
}

TEST(MagicSquares, BadArgumentsAndCombinationsNotFollowedYetAreRefused) {
  EXPECT_THROW(magic({}), std::invalid_argument);
  EXPECT_THROW(magic({"Type2"}), std::invalid_argument);
  EXPECT_THROW(magic({"z9"}), std::invalid_argument);
  EXPECT_THROW(magic({"c5d"}), std::invalid_argument);
  EXPECT_THROW(magic({"c5"}, "Volage"), std::invalid_argument);
  EXPECT_THROW(magic({"c5"}, "AndernachChess"), std::invalid_argument);
  EXPECT_THROW(magic({"c5"}, "AntiCirce", {"Volcanic"}), std::invalid_argument);
}

TEST(MagicSquares, PerftTwoWaysAndRandomGames) {
  const std::vector<std::shared_ptr<const Rules>> rule_sets = {
      magic({"d4", "e5", "c6", "f3"}), magic({"d4e5c6f3", "Type2"}),
      magic({"d4e5h1a8", "Type2"}, "AntiCirce"), magic({"d4e5h1a8"}, "AntiCirce"),
      magic({"d4e5c6f3"}, "Circe")};
  uint32_t seed = 401;
  for (const auto& rules : rule_sets) {
    SCOPED_TRACE(rules->name());
    EXPECT_GT(expect_perft_two_ways(*rules), 0);
    random_games_round_trip(*rules, seed++);  // (it counts rebirths and moves by rule, not side changes)
  }
}

}  // namespace
}  // namespace nightrider
