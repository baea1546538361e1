// April (conditions/circe/april.h): Circe's rebirth only for units of the listed walks: `Circe April S`
// (plain Circe, the captured unit), `AprilChess` = `Circe Super April` (Super-Circe), `AntiCirce Super
// April` (the capturer). The positions are Popeye's (TESTS/circe.inp 24, TESTS/anticirce.inp 11) and
// ours, the expected moves Popeye 4.104's; Popeye's examples (tests/data/april_circe) are compared as
// whole text.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(AprilCirce, OnlyTheListedWalksAreReborn) {
  // TESTS/circe.inp 24: b2*a3 takes a knight, reborn on b8 ("1.b2*a3[+bSb8] x"); b2*c3 takes a bishop,
  // which is not listed: it leaves the board.
  const auto rules = chess_with(ConditionList{{"Circe", {"April", "S"}}});
  const std::string fen = "4k3/8/8/8/8/n1b5/1P6/7K w - - 0 1";
  EXPECT_EQ(after(*rules, fen, "b2a3"), "1n2k3/8/8/8/8/P1b5/8/7K b - - 0 1");
  EXPECT_EQ(after(*rules, fen, "b2c3"), "4k3/8/8/8/8/n1P5/8/7K b - - 0 1");
  // Without April both are reborn (the bishop taken on the dark c3 on f8).
  const auto plain = chess_with(ConditionList{{"Circe", {}}});
  EXPECT_EQ(after(*plain, fen, "b2c3"), "4kb2/8/8/8/8/n1P5/8/7K b - - 0 1");
}

TEST(AprilCirce, AprilChessIsSuperCirceForTheListedWalks) {
  // BEISPIEL/april.inp 1 and 2: c6*b7 takes a bishop, reborn on a square of White's choice (or not at
  // all): one move per empty square after the capture but the five from which the bishop would check
  // the king c8 (d7 to h3), and one without rebirth; a knight is not reborn.
  const auto rules = chess_with(ConditionList{{"Circe", {"Super", "April", "B"}}});
  const std::vector<std::string> bishop = unit_moves(*rules, "k1K5/1b6/2P5/8/8/8/8/8 w - - 0 1", "c6");
  EXPECT_EQ(std::count(bishop.begin(), bishop.end(), "c6b7x"), 57);  // 61 empty squares - 5, and none
  const std::vector<std::string> knight = unit_moves(*rules, "k1K5/1n6/2P5/8/8/8/8/8 w - - 0 1", "c6");
  EXPECT_EQ(std::count(knight.begin(), knight.end(), "c6b7x"), 1);
}

TEST(AprilCirce, AntiCirceSuperAprilRebirthsOnlyTheListedCapturers) {
  // TESTS/anticirce.inp 11: the bishop c1 taking a3 is reborn where White chooses (Calvet: a3 too); the
  // knight b1 taking a3 stays there.
  const auto rules = chess_with(ConditionList{{"AntiCirce", {"Super", "April", "B"}}});
  const std::string fen = "4k3/8/8/8/8/p7/8/1NB1K3 w - - 0 1";
  const std::vector<std::string> bishop = unit_moves(*rules, fen, "c1");
  EXPECT_EQ(std::count(bishop.begin(), bishop.end(), "c1a3x"), 61);  // the 60 empty squares and a3
  const std::vector<std::string> knight = unit_moves(*rules, fen, "b1");
  EXPECT_EQ(std::count(knight.begin(), knight.end(), "b1a3x"), 1);
  EXPECT_EQ(after(*rules, fen, "b1a3"), "4k3/8/8/8/8/N7/8/2B1K3 b - - 0 1");
}

TEST(AprilCirce, NeedsPieceCodesAndRefusesWhatItDoesNotFollowYet) {
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"April"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"Mirror", "April", "S"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"April", "S", "Parachute"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"AntiCirce", {"April", "S"}}}), std::invalid_argument);
}

TEST(AprilCirce, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with(ConditionList{{"Circe", {"April", "S", "B"}}});
  EXPECT_EQ(expect_perft_two_ways(*rules), 1);
  random_games_round_trip(*rules, 25);
}

// Popeye's examples (tests/data/april_circe) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(AprilCirceProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "april_circe");

}  // namespace
}  // namespace nightrider
