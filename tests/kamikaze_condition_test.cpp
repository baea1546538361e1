// Kamikaze as a condition (conditions/captures/kamikaze.h; WinChloe "Kamikaze Rex Inclusiv"): every unit
// that takes disappears with its victim, and a king takes nothing. One position per clause, the
// combinations refused, perft two ways and random games.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "conditions/registry.h"
#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(KamikazeCondition, ACapturerDisappearsWithItsVictim) {
  auto rules = chess_with("Kamikaze");
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  // Pawns too, en passant included.
  EXPECT_EQ(after(*rules, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(KamikazeCondition, AKingTakesNothingButAttacksStillCheck) {
  auto rules = chess_with("Kamikaze");
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/4n3/4K3 w - - 0 1", "e1e2"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/4n3/4K3 w - - 0 1", "e1d1"));
  // The rook on e2 checks the king on e8 although taking it would cost the rook.
  EXPECT_TRUE(in_check(*rules, "4k3/8/8/8/8/8/4R3/K7 b - - 0 1"));
}

TEST(KamikazeCondition, TheSeedNameAndRefusedCombinations) {
  EXPECT_EQ(conditions::resolve_condition({"Kamikaze", "Rex", "Inclusiv"})->entry->popeye_name(), "Kamikaze");
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {}}, {"Kamikaze", {}}}), std::invalid_argument);
  try {
    chess_with(ConditionList{{"AntiCirce", {}}, {"Kamikaze", {}}});
    FAIL() << "AntiCirce with Kamikaze was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()),
              "Kamikaze cannot be combined with AntiCirce: both decide what becomes of a capturer");
  }
}

TEST(KamikazeCondition, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Kamikaze");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);  // (every position has captures within its depth)
  random_games_round_trip(*rules, 46);
}

}  // namespace
}  // namespace nightrider
