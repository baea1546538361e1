// Anda and AndaInverse (conditions/recolouring/anda.h): the unit that moved changes colour (white or
// black to neutral, neutral to the mover's) when it gives check (Anda) or when it does not
// (AndaInverse); the attribute Anda does so for the units that have it. The positions are ours, the
// expected units worked out by hand from the rule (Popeye 4.104's pieces/attributes/anda.c); Popeye's
// examples (tests/data/anda) are compared as whole text.
#include "conditions/recolouring/anda.h"

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> chess_with_anda(bool inverse) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->add_module(std::make_unique<conditions::Anda>(inverse));
  return rules;
}

Position anda_rook_a1(const Rules& rules, Colour rook) {
  return with_units(rules,
                    {{"e1", Piece(PieceKind::King, Colour::White)},
                     {"e8", Piece(PieceKind::King, Colour::Black)},
                     {"a1", Piece(PieceKind::Rook, rook)}},
                    Colour::White);
}

TEST(Anda, AUnitGivingCheckBecomesNeutral) {
  const auto rules = chess_with_anda(false);
  const Position pos = anda_rook_a1(*rules, Colour::White);
  // Ra1-a8 checks the king e8: the rook becomes neutral. Ra1-a7 checks nothing: it stays white.
  EXPECT_EQ(unit_after(*rules, pos, "a1", "a8", "a8"), Piece(PieceKind::Rook, Colour::Neutral));
  EXPECT_EQ(unit_after(*rules, pos, "a1", "a7", "a7"), Piece(PieceKind::Rook, Colour::White));
  // A neutral rook checking for White becomes White's.
  const Position neutral = anda_rook_a1(*rules, Colour::Neutral);
  EXPECT_EQ(unit_after(*rules, neutral, "a1", "a8", "a8"), Piece(PieceKind::Rook, Colour::White));
  EXPECT_EQ(unit_after(*rules, neutral, "a1", "a7", "a7"), Piece(PieceKind::Rook, Colour::Neutral));
}

TEST(AndaInverse, AUnitNotGivingCheckBecomesNeutral) {
  const auto rules = chess_with_anda(true);
  const Position pos = anda_rook_a1(*rules, Colour::White);
  EXPECT_EQ(unit_after(*rules, pos, "a1", "a8", "a8"), Piece(PieceKind::Rook, Colour::White));
  EXPECT_EQ(unit_after(*rules, pos, "a1", "a7", "a7"), Piece(PieceKind::Rook, Colour::Neutral));
  // The king moves without check and stays white (royal units never change).
  EXPECT_EQ(unit_after(*rules, pos, "e1", "d1", "d1"), Piece(PieceKind::King, Colour::White));
}

TEST(Anda, ArgumentsAreRefused) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  EXPECT_THROW(conditions::apply_anda(*rules, {"x"}), std::invalid_argument);
  EXPECT_THROW(conditions::apply_anda_inverse(*rules, {"x"}), std::invalid_argument);
}

TEST(Anda, TheAttributeChangesOnlyTheUnitsThatHaveIt) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->add_module(std::make_unique<conditions::Anda>(false, true));
  // Two white rooks check the king e8 from a8 and e2: only the one with the attribute turns neutral.
  const Position pos = with_units(*rules,
                                  {{"h1", Piece(PieceKind::King, Colour::White)},
                                   {"e8", Piece(PieceKind::King, Colour::Black)},
                                   {"a1", Piece(PieceKind::Rook, Colour::White, kAttributeAnda)},
                                   {"b2", Piece(PieceKind::Rook, Colour::White)}},
                                  Colour::White);
  EXPECT_EQ(unit_after(*rules, pos, "a1", "a8", "a8"),
            Piece(PieceKind::Rook, Colour::Neutral, kAttributeAnda));
  EXPECT_EQ(unit_after(*rules, pos, "b2", "e2", "e2"), Piece(PieceKind::Rook, Colour::White));
}

TEST(Anda, PerftTwoWaysAndRandomGames) {
  // (The neutral units the rule makes are written in FEN, "R=", and read back.)
  for (const char* name : {"Anda", "AndaInverse"}) {
    const auto rules = chess_with(name);
    expect_perft_two_ways(*rules);
    random_games_round_trip(*rules, 25);
  }
}

// Popeye's examples (tests/data/anda) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(AndaProblems, PopeyesTextToTheLetter, testing::expect_popeye_text, "anda");

}  // namespace
}  // namespace nightrider
