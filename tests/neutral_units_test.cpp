// Neutral units (core/types.h Colour::Neutral), as Popeye's problems use them: either side may move a
// neutral unit, a neutral pawn goes the way of the side moving it and promotes to a neutral piece, either
// side may take one (a neutral unit too), and a neutral unit attacks both kings.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using condition_checks::sq;
using condition_checks::with_units;

std::vector<std::string> uci_moves(const Rules& rules, Position& pos) {
  MoveList legal;
  rules.legal_moves(pos, legal);
  std::vector<std::string> out;
  for (const Move& m : legal) out.push_back(to_uci(rules, pos, m));
  return out;
}

bool has_move(const std::vector<std::string>& moves, const std::string& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

const Piece kWhiteKing(PieceKind::King, Colour::White), kBlackKing(PieceKind::King, Colour::Black);
const Piece kNeutralKnight(PieceKind::Knight, Colour::Neutral),
    kNeutralPawn(PieceKind::Pawn, Colour::Neutral);

TEST(NeutralUnits, EitherSideMovesThemAndPawnsGoItsWay) {
  auto rules = build_variant("chess");
  for (Colour side : {Colour::White, Colour::Black}) {
    Position pos = with_units(
        *rules, {{"a1", kWhiteKing}, {"h8", kBlackKing}, {"d4", kNeutralKnight}, {"e4", kNeutralPawn}}, side);
    const auto moves = uci_moves(*rules, pos);
    EXPECT_TRUE(has_move(moves, "d4c6")) << static_cast<int>(side);
    EXPECT_TRUE(has_move(moves, side == Colour::White ? "e4e5" : "e4e3")) << static_cast<int>(side);
    EXPECT_FALSE(has_move(moves, side == Colour::White ? "e4e3" : "e4e5")) << static_cast<int>(side);
  }
}

TEST(NeutralUnits, APromotedNeutralPawnStaysNeutral) {
  auto rules = build_variant("chess");
  Position pos =
      with_units(*rules, {{"a1", kWhiteKing}, {"h8", kBlackKing}, {"c7", kNeutralPawn}}, Colour::White);
  MoveList legal;
  rules->legal_moves(pos, legal);
  for (const Move& m : legal)
    if (m.from == sq("c7") && m.promotion == PieceKind::Queen) {
      rules->play(pos, m);
      EXPECT_EQ(pos.at(sq("c8")), Piece(PieceKind::Queen, Colour::Neutral));
      return;
    }
  FAIL() << "no promotion to a queen";
}

TEST(NeutralUnits, EitherSideTakesThemAndTheyAttackBothKings) {
  auto rules = build_variant("chess");
  // The neutral knight on f6 attacks h7: it checks a king of either side standing there.
  Position black_checked =
      with_units(*rules, {{"a1", kWhiteKing}, {"h7", kBlackKing}, {"f6", kNeutralKnight}}, Colour::Black);
  EXPECT_TRUE(rules->in_check(black_checked, Colour::Black));
  EXPECT_TRUE(has_move(uci_moves(*rules, black_checked), "h7g6"));
  EXPECT_FALSE(has_move(uci_moves(*rules, black_checked), "h7g8"));  // (g8 is attacked by the knight)
  Position white_checked =
      with_units(*rules, {{"h7", kWhiteKing}, {"a1", kBlackKing}, {"f6", kNeutralKnight}}, Colour::White);
  EXPECT_TRUE(rules->in_check(white_checked, Colour::White));
  // A side may take the neutral unit, and a neutral unit may take another.
  Position take = with_units(*rules,
                             {{"a1", kWhiteKing},
                              {"h8", kBlackKing},
                              {"d4", kNeutralKnight},
                              {"b5", Piece(PieceKind::Knight, Colour::Neutral)},
                              {"d1", Piece(PieceKind::Rook, Colour::White)}},
                             Colour::White);
  const auto moves = uci_moves(*rules, take);
  EXPECT_TRUE(has_move(moves, "d1d4"));
  EXPECT_TRUE(has_move(moves, "d4b5"));
}

// The attack map walks from the attackers; a neutral pawn attacks the way of the side asking.
TEST(NeutralUnits, AttackMapCountsThemForBothSides) {
  auto rules = build_variant("chess");
  const Piece neutral_bishop(PieceKind::Bishop, Colour::Neutral), white_rook(PieceKind::Rook, Colour::White),
      black_knight(PieceKind::Knight, Colour::Black);
  Position pos = with_units(*rules,
                            {{"a1", kWhiteKing},
                             {"h8", kBlackKing},
                             {"e4", kNeutralPawn},
                             {"c3", neutral_bishop},
                             {"f2", white_rook},
                             {"g6", black_knight},
                             {"d5", kNeutralKnight}},
                            Colour::White);
  for (Colour by : {Colour::White, Colour::Black}) {
    std::array<bool, 256> map;
    ASSERT_TRUE(rules->attack_map(pos, by, map));
    for (Square s : pos.geometry().squares())
      EXPECT_EQ(map[static_cast<size_t>(s.index())], rules->is_attacked(pos, s, by))
          << pos.geometry().name(s) << " by " << static_cast<int>(by);
  }
  std::array<bool, 256> map;
  ASSERT_TRUE(rules->attack_map(pos, Colour::Black, map));
  EXPECT_TRUE(map[static_cast<size_t>(sq("d3").index())]);   // the neutral pawn, taking Black's way
  EXPECT_FALSE(map[static_cast<size_t>(sq("d5").index())]);  // (not White's)
}

}  // namespace
}  // namespace nightrider
