// A move that carries another unit along as part of its own action (core/move.h: a Normal or Suicide
// move whose `aux` names the carried unit's square, `aux2` where it goes or kNoCarry for off the board):
// the carried unit goes first unless it is pulled onto the mover's square; a mover whose `to` is its
// `from` stays; undo gives back the position and its hash; every notation writes the carried unit as a
// side effect.
#include <gtest/gtest.h>

#include <string>

#include "notation/effect_notes.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "solver/general_board.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;
using condition_checks::sq;  // (beside other tests' sq in the same unity batch)

Move carrying(const char* from, const char* to, const char* carried, const char* arrival,
              MoveKind kind = MoveKind::Normal) {
  Move m{sq(from), sq(to), kind};
  m.aux = static_cast<uint8_t>(sq(carried).index());
  m.aux2 = arrival ? static_cast<uint8_t>(sq(arrival).index()) : kNoCarry;
  return m;
}

struct Played {
  std::string fen, uci, san, solver;
};

Played play(const Rules& rules, const std::string& fen, const Move& m) {
  Position pos = parse_fen(rules, fen);
  const uint64_t hash = pos.hash();
  Played out;
  out.uci = to_uci(rules, pos, m);
  out.san = to_san(rules, pos, m);
  out.solver = solver::GeneralBoard(rules, pos).text(m);
  rules.play(pos, m);
  out.fen = to_fen(rules, pos);
  EXPECT_EQ(parse_fen(rules, out.fen).hash(), pos.hash()) << out.uci;
  rules.undo(pos);
  EXPECT_EQ(to_fen(rules, pos), fen);
  EXPECT_EQ(pos.hash(), hash);
  return out;
}

const char* kStart = "4k3/8/8/8/b7/8/8/R3K3 w - - 0 1";

TEST(CarriedUnit, PushedAheadOfTheMoverOntoItsSquare) {
  auto rules = chess_with(ConditionList{});
  // The rook a1 moves to a4, where the bishop stood; the bishop goes on to a6.
  const Played p = play(*rules, kStart, carrying("a1", "a4", "a4", "a6"));
  EXPECT_EQ(p.fen, "4k3/8/b7/8/R7/8/8/4K3 b - - 1 1");
  EXPECT_EQ(p.uci, "a1a4/a4-a6");
  EXPECT_EQ(p.solver, "Ra1-a4[bBa4->a6]");
  EXPECT_EQ(p.san, "Ra4 (Ba4-a6)");
}

TEST(CarriedUnit, TheMoverMayStayWhereItStands) {
  auto rules = chess_with(ConditionList{});
  const Played p = play(*rules, kStart, carrying("a1", "a1", "a4", "a7"));
  EXPECT_EQ(p.fen, "4k3/b7/8/8/8/8/8/R3K3 b - - 1 1");
  EXPECT_EQ(p.uci, "a1a1/a4-a7");
  EXPECT_EQ(p.solver, "Ra1-a1[bBa4->a7]");
}

TEST(CarriedUnit, PushedOffTheBoard) {
  auto rules = chess_with(ConditionList{});
  const Played p = play(*rules, kStart, carrying("a1", "a3", "a4", nullptr));
  EXPECT_EQ(p.fen, "4k3/8/8/8/8/R7/8/4K3 b - - 1 1");
  EXPECT_EQ(p.uci, "a1a3/a4x");
  EXPECT_EQ(p.solver, "Ra1-a3[bBa4->R]");
  EXPECT_EQ(p.san, "Ra3 (xBa4)");
}

TEST(CarriedUnit, PulledOntoTheMoversSquareAfterIt) {
  auto rules = chess_with(ConditionList{});
  // The rook a4 moves away to a6, drawing the bishop a1 after it onto a4.
  const Played p = play(*rules, "4k3/8/8/8/R7/8/8/b3K3 w - - 0 1", carrying("a4", "a6", "a1", "a4"));
  EXPECT_EQ(p.fen, "4k3/8/R7/8/b7/8/8/4K3 b - - 1 1");
  EXPECT_EQ(p.uci, "a4a6/a1-a4");
}

TEST(CarriedUnit, PulledOffTheBoardByAMoverLeavingIt) {
  auto rules = chess_with(ConditionList{});
  const Played p =
      play(*rules, "4k3/8/8/8/8/8/R7/b3K3 w - - 0 1", carrying("a2", "a2", "a1", nullptr, MoveKind::Suicide));
  EXPECT_EQ(p.fen, "4k3/8/8/8/8/8/8/4K3 b - - 1 1");
  EXPECT_EQ(p.uci, "a2a2x/a1x");  // (the mover leaves the board too)
}

}  // namespace
}  // namespace nightrider
