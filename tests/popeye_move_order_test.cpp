// Popeye's order of first moves (solver/popeye_move_order.h), checked against the move numbers Popeye
// printed for two problems: fairy_circe__017 in ../shared/testdata (option MoveNumbers with
// StartMoveNumber 15) and the first problem of Popeye's BEISPIEL/nontriv.inp (REGRESSIONTESTS/nontriv.out).
#include "solver/popeye_move_order.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using condition_checks::with_units;

std::vector<std::string> ordered_uci(const Rules& rules, const Position& pos) {
  MoveList generated;
  rules.generate_pseudo_legal(pos, generated);
  const auto ordered =
      solver::popeye_first_move_order(pos, std::vector<Move>(generated.begin(), generated.end()));
  EXPECT_TRUE(ordered);
  std::vector<std::string> out;
  if (ordered)
    for (const Move& m : *ordered) out.push_back(to_uci(rules, pos, m));
  return out;
}

TEST(PopeyeMoveOrder, NeutralUnitsMovedByBlackAsInCirce017) {
  // wKh6, bKh4, neutral Qa1 Sg1 Pc2 Pd2, Black to move: Popeye numbers 36 moves, 15 to 36 printed.
  auto rules = build_variant("chess");
  const Piece queen(PieceKind::Queen, Colour::Neutral), knight(PieceKind::Knight, Colour::Neutral),
      pawn(PieceKind::Pawn, Colour::Neutral);
  const Position pos = with_units(*rules,
                                  {{"h6", Piece(PieceKind::King, Colour::White)},
                                   {"h4", Piece(PieceKind::King, Colour::Black)},
                                   {"a1", queen},
                                   {"g1", knight},
                                   {"c2", pawn},
                                   {"d2", pawn}},
                                  Colour::Black);
  const std::vector<std::string> moves = ordered_uci(*rules, pos);
  ASSERT_EQ(moves.size(), 36u);
  const std::vector<std::string> from_15(moves.begin() + 14, moves.end());
  EXPECT_EQ(from_15,
            (std::vector<std::string>{"a1g1",  "a1f1",  "a1e1",  "a1d1",  "a1c1",  "a1b1",  "g1h3",  "g1f3",
                                      "g1e2",  "c2c1q", "c2c1n", "c2c1r", "c2c1b", "d2d1q", "d2d1n", "d2d1r",
                                      "d2d1b", "h4g3",  "h4g5",  "h4h3",  "h4g4",  "h4h5"}));
}

TEST(PopeyeMoveOrder, WhitePiecesAsInNontriv) {
  // Popeye's nontriv.out, first problem (its nightrider on f7 replaced by a knight, whose moves come
  // last and are left out): the rook c1, king a2, bishop b2, rook a3 and bishop d5 in Popeye's order.
  auto rules = build_variant("chess");
  auto white = [](PieceKind k) { return Piece(k, Colour::White); };
  auto black = [](PieceKind k) { return Piece(k, Colour::Black); };
  const Position pos = with_units(*rules,
                                  {{"a2", white(PieceKind::King)},
                                   {"a3", white(PieceKind::Rook)},
                                   {"c1", white(PieceKind::Rook)},
                                   {"b2", white(PieceKind::Bishop)},
                                   {"d5", white(PieceKind::Bishop)},
                                   {"f7", white(PieceKind::Knight)},
                                   {"b4", black(PieceKind::King)},
                                   {"e1", black(PieceKind::Queen)},
                                   {"b8", black(PieceKind::Rook)},
                                   {"f1", black(PieceKind::Rook)},
                                   {"c8", black(PieceKind::Bishop)},
                                   {"a6", black(PieceKind::Pawn)},
                                   {"b6", black(PieceKind::Pawn)},
                                   {"d2", black(PieceKind::Pawn)},
                                   {"e2", black(PieceKind::Pawn)}},
                                  Colour::White);
  const std::vector<std::string> moves = ordered_uci(*rules, pos);
  ASSERT_GE(moves.size(), 41u);
  const std::vector<std::string> first_41(moves.begin(), moves.begin() + 41);
  EXPECT_EQ(first_41,
            (std::vector<std::string>{"c1a1", "c1b1", "c1c8", "c1c7", "c1c6", "c1c5", "c1c4", "c1c3", "c1c2",
                                      "c1e1", "c1d1", "a2b1", "a2b3", "a2a1", "b2a1", "b2h8", "b2g7", "b2f6",
                                      "b2e5", "b2d4", "b2c3", "a3a6", "a3a5", "a3a4", "a3h3", "a3g3", "a3f3",
                                      "a3e3", "a3d3", "a3c3", "a3b3", "d5b3", "d5c4", "d5h1", "d5g2", "d5f3",
                                      "d5e4", "d5e6", "d5a8", "d5b7", "d5c6"}));
}

TEST(PopeyeMoveOrder, AUnitsExchangesComeBeforeItsWalksMoves) {
  // BEISPIEL/messigny.inp#7 (Messigny chess): after 1.g7*f8=B+ Kh6<->Kc8 Popeye tries 2.f4<->b7,
  // 2.g4<->b7, 2.a6<->b7 (pawns exchanged with the pawn on b7), then 2.a6*b7.
  using solver::OrderedMove;
  auto sq = [](const char* name) { return condition_checks::sq(name); };
  const std::vector<OrderedMove> moves = {
      {PieceKind::Pawn, sq("a6"), sq("b7")},
      {PieceKind::Pawn, sq("a6"), sq("b7"), PieceKind::None, false, true},
      {PieceKind::Pawn, sq("g4"), sq("b7"), PieceKind::None, false, true},
      {PieceKind::Pawn, sq("f4"), sq("b7"), PieceKind::None, false, true},
  };
  const auto places = solver::popeye_move_places(moves);
  ASSERT_TRUE(places);
  EXPECT_EQ(*places, (std::vector<int>{3, 2, 1, 0}));
}

TEST(PopeyeMoveOrder, SortedBySquaresFromH8BackWhereTheDuplicateRemoverIsOn) {
  // fairy_rg_4_51_to_4_53__003 in ../shared/testdata (~1, WhiteReflectiveKing, wKe5 with a queen's
  // moves from bQh2): Popeye prints the king's moves e8 g7 e7 f6 e6 g5 f5 d5 c5 b5 a5 e4 d4 e3 c3 h2 e1
  // a1, its duplicate remover's sort by arrival square tried from the last. Here a few of them, given
  // in another order, and a second unit (a pawn on b2, whose square comes before e5) after them: the
  // sort's first key is the departure square (read in solving/move_generator.c; no recorded output shows
  // two units under it).
  using solver::OrderedMove;
  auto sq = [](const char* name) { return condition_checks::sq(name); };
  const std::vector<OrderedMove> moves = {
      {PieceKind::Pawn, sq("b2"), sq("b3")},  {PieceKind::King, sq("e5"), sq("f5")},
      {PieceKind::Queen, sq("e5"), sq("a1")}, {PieceKind::King, sq("e5"), sq("d5")},
      {PieceKind::Queen, sq("e5"), sq("e8")}, {PieceKind::Queen, sq("e5"), sq("h2")},
      {PieceKind::King, sq("e5"), sq("e6")},
  };
  const auto places =
      solver::popeye_move_places(moves, solver::PopeyeGenerator::Normal, solver::PopeyeSorting::BySquares);
  ASSERT_TRUE(places);
  // e8 0, e6 1, f5 2, d5 3, h2 4, a1 5, then b2-b3 6.
  EXPECT_EQ(*places, (std::vector<int>{6, 2, 5, 3, 0, 4, 1}));
}

TEST(PopeyeMoveOrder, TheDuplicateRemoverIsOnWhereAUnitsPathsMayMeet) {
  // Popeye's list of such walks (solving/machinery/twin.c): a moose (Elk) turns the remover on, as in
  // fairy_cirsquar__007 of ../shared/testdata, whose mates Popeye prints 2.Kb5-c6 # before 2.Kb5-c4 #;
  // so do a spiralspringer, a rose and an orphan, and a target position's unit in a proof game; the
  // orthodox units and the leapers and riders of the vector table do not.
  auto twin_of = [](std::vector<std::string> kinds) {
    solver::ProblemTwin twin;
    for (const std::string& kind : kinds) {
      solver::Unit unit;
      unit.kind = kind;
      twin.units.push_back(unit);
    }
    return twin;
  };
  EXPECT_FALSE(solver::popeye_sorts_moves_by_squares(twin_of({"K", "Q", "R", "B", "S", "P"})));
  EXPECT_FALSE(solver::popeye_sorts_moves_by_squares(twin_of({"K", "N", "CA", "G", "LI"})));
  for (const char* kind : {"M", "SS", "RO", "O"})
    EXPECT_TRUE(solver::popeye_sorts_moves_by_squares(twin_of({"K", kind}))) << kind;
  solver::ProblemTwin proof = twin_of({"K", "Q"});
  proof.target_units.push_back(proof.units.back());
  proof.target_units.back().kind = "M";
  EXPECT_TRUE(solver::popeye_sorts_moves_by_squares(proof));
}

TEST(PopeyeMoveOrder, TheOtherSidesUnitsComeAfterTheSidesOwn) {
  // fairy_all_in_chess__009 in ../shared/testdata (#2, MainlyInChess): after 1.Sd3*f4 Popeye prints
  // Black's defences Sg2*e3, Sg4*e3, Rf5*f4, Rf5-e5 (Black's units), then e4*f5, Kh7-g8, Bc8-e6 (White's
  // units moved by Black): Popeye generates the other side's moves first and tries them last.
  using solver::OrderedMove;
  auto sq = [](const char* name) { return condition_checks::sq(name); };
  auto other = [](OrderedMove m) {
    m.other_side = true;
    return m;
  };
  const std::vector<OrderedMove> moves = {
      {PieceKind::Knight, sq("g2"), sq("e3")},      other({PieceKind::Pawn, sq("e4"), sq("f5")}),
      {PieceKind::Knight, sq("g4"), sq("e3")},      {PieceKind::Rook, sq("f5"), sq("f4")},
      other({PieceKind::King, sq("h7"), sq("g8")}), other({PieceKind::Bishop, sq("c8"), sq("e6")}),
  };
  const auto places = solver::popeye_move_places(moves);
  ASSERT_TRUE(places);
  EXPECT_EQ(*places, (std::vector<int>{0, 3, 1, 2, 4, 5}));
}

TEST(PopeyeMoveOrder, CastlingComesBeforeTheKingsStepsTheLongOneFirst) {
  // The king's first moves in the order Popeye printed them for tests/data/bgl/own_e (the same units:
  // wKe1 Ra1 Rh1, bKe8 Rh8 Pa7, castling both ways).
  auto rules = build_variant("chess");
  const Position pos = parse_fen(*rules, "4k2r/p7/8/8/8/8/8/R3K2R w KQ - 0 1");
  std::vector<std::string> kings;
  for (const std::string& uci : ordered_uci(*rules, pos))
    if (uci.rfind("e1", 0) == 0) kings.push_back(uci);
  EXPECT_EQ(kings, (std::vector<std::string>{"e1c1", "e1g1", "e1f2", "e1d2", "e1d1", "e1e2", "e1f1"}));
}

TEST(PopeyeMoveOrder, FairyLeapersAndRidersFollowPopeyesVectorTable) {
  // A knight's leap (1, 2) as Popeye's table lists it: (-2, 1), (-1, 2), (1, 2), (2, 1), then the
  // opposites, tried last first; a camel rider (1, 3) goes outward along each line. Worked out from
  // the table's rule and checked against Popeye 4.104's ~1 listing of tests/data/pieces/cr_a.
  auto rules = build_variant("chess");
  rules->use_piece(PieceKind::Camelrider, 'C');
  const Position pos = with_units(*rules, {{"a1", Piece(PieceKind::King, Colour::White)},
                                           {"h8", Piece(PieceKind::King, Colour::Black)},
                                           {"d4", Piece(PieceKind::Camelrider, Colour::White)}},
                                  Colour::White);
  std::vector<std::string> camel;
  for (const std::string& uci : ordered_uci(*rules, pos))
    if (uci.rfind("d4", 0) == 0) camel.push_back(uci);
  // Directions (-3,1) (-1,3) (1,3) (3,1) (3,-1) (1,-3) (-1,-3) (-3,-1), reversed (one square each
  // from d4), as Popeye's listing of cr_a has them for its rider on d4.
  EXPECT_EQ(camel, (std::vector<std::string>{"d4a3", "d4c1", "d4e1", "d4g3", "d4g5", "d4e7", "d4c7", "d4a5"}));
}

}  // namespace
}  // namespace nightrider
