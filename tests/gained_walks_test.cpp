// Walks a unit has gained beside its kind's (core/types.h, kAttributeWalkPawn … kAttributeWalkRook): part
// of the unit, so they are written in FEN (':' pawn, ';' knight, '<' bishop, '>' rook after the letter)
// and read back, they change the hash, and a change that gives them is undone exactly. The core does not
// move units by them: the rule that gives them does (conditions/walks/absorbant.h).
#include <gtest/gtest.h>

#include <string>

#include "notation/fen.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(GainedWalks, WrittenInFenAndHashed) {
  auto rules = chess_with(ConditionList{});
  const std::string with = "4k3/8/8/8/8/8/8/B;<>3K3 w - - 0 1", plain = "4k3/8/8/8/8/8/8/B3K3 w - - 0 1";
  const Position pos = parse_fen(*rules, with);
  EXPECT_EQ(pos.at(sq("a1")).attributes(), kAttributeWalkKnight | kAttributeWalkBishop | kAttributeWalkRook);
  EXPECT_EQ(to_fen(*rules, pos), with);
  EXPECT_NE(pos.hash(), parse_fen(*rules, plain).hash());
  EXPECT_EQ(to_fen(*rules, parse_fen(*rules, "4k3/8/8/8/8/8/8/N:3K3 w - - 0 1")), "4k3/8/8/8/8/8/8/N:3K3 w - - 0 1");
}

TEST(GainedWalks, AChangeThatGivesThemIsUndoneExactly) {
  auto rules = chess_with(ConditionList{});
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/B3K3 w - - 0 1");
  const uint64_t hash = pos.hash();
  pos.begin_move(Move{sq("a1"), sq("a1")});
  pos.change(sq("a1"), Piece(PieceKind::Bishop, Colour::White, kAttributeWalkKnight), EffectReason::KindChange);
  pos.end_move(true);
  EXPECT_EQ(pos.hash(), parse_fen(*rules, to_fen(*rules, pos)).hash());
  EXPECT_EQ(to_fen(*rules, pos), "4k3/8/8/8/8/8/8/B;3K3 b - - 1 1");
  pos.undo_move();
  EXPECT_EQ(pos.hash(), hash);
  EXPECT_EQ(to_fen(*rules, pos), "4k3/8/8/8/8/8/8/B3K3 w - - 0 1");
}

}  // namespace
}  // namespace nightrider
