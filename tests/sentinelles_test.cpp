// Sentinelles (conditions/placement/sentinelles.h), one position per clause: a unit other than a pawn
// leaves a pawn of its side where it stood, kings too; none on the first or last rank, none after a
// pawn's move, none where the square is not empty at the end of the move, none beyond eight pawns of a
// side or the total; PionAdvers leaves the other side's pawn. Perft two ways and random games.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "conditions/registry.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Sentinelles, AUnitLeavesAPawnOfItsSide) {
  auto rules = chess_with("Sentinelles");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", "d4f5"), "4k3/8/8/5N2/3P4/8/8/4K3 b - - 1 1");
  // Kings too.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3K4/8/8/8 w - - 0 1", "d4e4"), "4k3/8/8/8/3PK3/8/8/8 b - - 1 1");
  // Not from the first or last rank, not after a pawn's move.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2N5/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3P4/8/8/4K3 w - - 0 1", "d4d5"), "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1");
}

TEST(Sentinelles, NoPawnBeyondTheLimits) {
  auto rules = chess_with("Sentinelles");
  // White has eight pawns already.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3N4/8/PPPPPPPP/4K3 w - - 0 1", "d4f5"),
            "4k3/8/8/5N2/8/8/PPPPPPPP/4K3 b - - 1 1");
  auto six = chess_with(ConditionList{{"Sentinelles", {"MaximumTotal", "6"}}});
  EXPECT_EQ(after(*six, "4k3/ppp5/8/8/3N4/8/PPP5/4K3 w - - 0 1", "d4f5"),
            "4k3/ppp5/8/5N2/8/8/PPP5/4K3 b - - 1 1");
}

TEST(Sentinelles, PionAdversLeavesTheOtherSidesPawn) {
  auto rules = chess_with(ConditionList{{"Sentinelles", {"PionAdvers"}}});
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", "d4f5"), "4k3/8/8/5N2/3p4/8/8/4K3 b - - 1 1");
}

// WinChloe's "Sentinelles en Pion neutre" (Nightrider's word AnyNeutral): every unit leaves a neutral
// pawn, fewer than eight of them; Popeye's PionNeutre leaves one only behind a neutral unit.
TEST(Sentinelles, EveryUnitLeavesANeutralPawnUnderTheSeedsReading) {
  auto seed = chess_with(ConditionList{{"Sentinelles", {"AnyNeutral"}}});
  auto popeye = chess_with(ConditionList{{"Sentinelles", {"PionNeutre"}}});
  for (const auto& [rules, expected] : {std::pair{seed, Colour::Neutral}, std::pair{popeye, Colour::White}}) {
    Position pos = parse_fen(*rules, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1");
    const auto m = parse_move(*rules, pos, "d4f5");
    ASSERT_TRUE(m.has_value());
    rules->play(pos, *m);
    EXPECT_EQ(pos.at(sq("d4")), Piece(PieceKind::Pawn, expected));
  }
  EXPECT_EQ(conditions::resolve_condition({"Sentinelles", "en", "Pion", "neutre"})->arguments,
            (std::vector<std::string>{"AnyNeutral"}));
}

TEST(Sentinelles, PerftTwoWaysAndRandomGames) {
  for (const char* word : {"", "PionAdvers"}) {
    auto rules = word[0] ? chess_with(ConditionList{{"Sentinelles", {word}}}) : chess_with("Sentinelles");
    // From the start the first sentinel appears at ply 3 (a knight leaving the third rank). A white one
    // meets none of Black's replies at ply 4, so perft 4 stays 197281; a black one (PionAdvers) moves.
    EXPECT_EQ(expect_perft_two_ways(*rules), word[0] ? 3 : 2) << word;
    EXPECT_GT(random_games_round_trip(*rules, 71), 0) << word;
  }
}

}  // namespace
}  // namespace nightrider
