// Castling beside an observation rule that depends on the squares around the target (the core's
// castling, variants/common/castling.cpp): RuleParams::castling_tested_from_passed_squares tests the
// square the king crosses with the king standing on it, its home square emptied, and its arrival square
// after the castling, as Popeye does; and a
// neutral rook on its corner castles with the king of its rank. The rule here is a test's own: an
// observation counts only where another unit stands next to the target square.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>

#include "notation/move_text.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

class CastlingTestNeedsANeighbour final : public RuleModule {
 public:
  const char* name() const override { return "needs a neighbour"; }
  unsigned hooks() const override { return kHookObservation; }
  bool observation_allowed(const Position& pos, const Rules&, const Observation& o) const override {
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        const Square n = pos.geometry().offset(o.target, df, dr);
        if ((df || dr) && n.is_some() && n != o.from && pos.at(n).is_unit()) return true;
      }
    return false;
  }
};

std::shared_ptr<const Rules> castling_test_rules(bool from_passed_squares) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->add_module(std::make_unique<CastlingTestNeedsANeighbour>());
  rules->params().castling_tested_from_passed_squares = from_passed_squares;
  return rules;
}

std::set<std::string> castling_test_moves(const Rules& rules, Position pos) {
  MoveList moves;
  rules.legal_moves(pos, moves);
  std::set<std::string> out;
  for (const Move& m : moves) out.insert(to_uci(rules, pos, m));
  return out;
}

TEST(CastlingPassedSquares, TestedWithTheKingStandingThere) {
  // The black rook f5 observes f1. With the king at home, e1 stands next to f1: f1 is attacked, so no
  // castling. With the king on f1 (e1 empty), nothing stands next to it: 0-0 is legal.
  const std::string fen = "4k3/8/8/5r2/8/8/8/4K2R w K - 0 1";
  EXPECT_FALSE(legal(*castling_test_rules(false), fen, "e1g1"));
  EXPECT_TRUE(legal(*castling_test_rules(true), fen, "e1g1"));
  // The arrival square is tested after the castling, the rook beside the king: the rook a1 would reach
  // g1 (next to the rook h1) with the king on g1 and the rook still in its corner, but the rook on f1
  // stands in its way.
  EXPECT_TRUE(legal(*castling_test_rules(true), "4k3/8/8/8/8/8/8/r3K2R w K - 0 1", "e1g1"));
  // Without the rook on f5 both castle.
  EXPECT_TRUE(legal(*castling_test_rules(false), "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
}

TEST(CastlingPassedSquares, ANeutralRookCastlesWithTheKingOfItsRank) {
  // The neutral rook h1 does not check the king e1 (nothing stands next to e1 but the observer's line),
  // and castles with it; the neutral rook h8 is not on White's rank.
  const auto rules = castling_test_rules(true);
  Position pos = with_units(*rules,
                            {{"e1", Piece(PieceKind::King, Colour::White)},
                             {"h1", Piece(PieceKind::Rook, Colour::Neutral)},
                             {"e8", Piece(PieceKind::King, Colour::Black)},
                             {"a5", Piece(PieceKind::Rook, Colour::Neutral)}},
                            Colour::White);
  pos.set_right(sq("e1"), true);
  pos.set_right(sq("h1"), true);
  EXPECT_TRUE(castling_test_moves(*rules, pos).count("e1g1"));
  Position played = pos;
  MoveList moves;
  rules->legal_moves(played, moves);
  for (const Move& m : moves)
    if (m.kind == MoveKind::Castle) rules->play(played, m);
  EXPECT_EQ(played.at(sq("f1")), Piece(PieceKind::Rook, Colour::Neutral));
  EXPECT_EQ(played.at(sq("g1")), Piece(PieceKind::King, Colour::White));
}

}  // namespace
}  // namespace nightrider
