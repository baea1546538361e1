// Anda and AndaInverse (conditions/recolouring/anda.h): the unit that moved changes colour (white or
// black to neutral, neutral to the mover's) when it gives check (Anda) or when it does not
// (AndaInverse). The positions are ours, the expected units worked out by hand from the rule (Popeye
// 4.104's pieces/attributes/anda.c). The module is not registered yet (the condition sweep's FEN round
// trips cannot write the neutral units it makes), so these tests add it to a rule set themselves.
#include "conditions/recolouring/anda.h"

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"

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

}  // namespace
}  // namespace nightrider
