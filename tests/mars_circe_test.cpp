// Mars Circe, Anti-Mars Circe, Phantom chess and Plus chess (conditions/circe/mars_circe): a position per
// clause (captures from the rebirth square, an occupied one, a unit on its own, check the same way, kings
// under Rex Inclusiv and Rex Exclusiv, pawns, Mirror, Anti-Mars's non-captures, Phantom's moves from both
// squares, Plus's captures from the centre), Popeye's move text through the solver, the refused words,
// perft two ways and random games.
#include "conditions/circe/mars_circe.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "solver/session.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

namespace cc = condition_checks;
using cc::chess_with;
using cc::ConditionList;
using cc::sq;

std::shared_ptr<const Rules> mars_rules(std::vector<std::string> words = {}) {
  return chess_with(ConditionList{{"MarsCirce", std::move(words)}});
}

// Is there a move from m's first square to its second, with or without the square it is made from
// ("c1f3/@g1": coordinates name such a move with it)?
bool mars_has(const std::set<std::string>& moves, const std::string& m) {
  return moves.count(m) != 0 || std::any_of(moves.begin(), moves.end(), [&](const std::string& text) {
           return text.rfind(m + "/@", 0) == 0;
         });
}

// White: Ka1, Nc1 (dark square: its rebirth square is g1); Black: Ka8, pawns d3 and f3.
const std::string kMarsKnight = "k7/8/8/8/8/3p1p2/8/K1N5 w - - 0 1";

TEST(MarsCirce, AUnitCapturesFromItsRebirthSquareOnly) {
  auto rules = mars_rules();
  const auto moves = cc::legal_ucis(*rules, kMarsKnight);
  EXPECT_TRUE(mars_has(moves, "c1f3"));   // from g1
  EXPECT_FALSE(mars_has(moves, "c1d3"));  // its own capture from c1 is no move
  EXPECT_EQ(cc::after(*rules, kMarsKnight, "c1f3"), "k7/8/8/8/8/3p1N2/8/K7 b - - 0 1");
  // The move is noted as made from g1; the board is as after the plain capture.
  Position pos = parse_fen(*rules, kMarsKnight);
  const auto m = parse_move(*rules, pos, "c1f3");
  ASSERT_TRUE(m.has_value());
  rules->play(pos, *m);
  ASSERT_EQ(pos.last_side_effects().size(), 1u);
  const Effect note = pos.last_side_effects()[0];
  EXPECT_EQ(note.kind, EffectKind::Stay);
  EXPECT_EQ(note.reason.role, ReasonRole::Detour);
  EXPECT_EQ(note.from, sq("g1"));
}

TEST(MarsCirce, NonCapturingMovesAreOrthodox) {
  auto rules = mars_rules();
  const auto moves = cc::legal_ucis(*rules, kMarsKnight);
  EXPECT_TRUE(mars_has(moves, "c1b3"));
  EXPECT_TRUE(mars_has(moves, "c1e2"));
  EXPECT_FALSE(mars_has(moves, "c1h3"));  // (from g1, but it takes nothing)
}

TEST(MarsCirce, AnOccupiedRebirthSquareAllowsNoCapture) {
  auto rules = mars_rules();
  const std::string fen = "k7/8/8/8/8/3p1p2/8/K1N3B1 w - - 0 1";  // a white bishop on g1
  const auto moves = cc::legal_ucis(*rules, fen);
  EXPECT_FALSE(mars_has(moves, "c1f3"));
  EXPECT_FALSE(mars_has(moves, "c1d3"));
  EXPECT_TRUE(mars_has(moves, "c1b3"));
}

TEST(MarsCirce, AUnitOnItsRebirthSquareCapturesFromThere) {
  auto rules = mars_rules();
  const auto moves = cc::legal_ucis(*rules, "k7/8/8/8/8/5p2/8/K5N1 w - - 0 1");
  EXPECT_TRUE(mars_has(moves, "g1f3"));
}

TEST(MarsCirce, CheckIsGivenFromTheRebirthSquare) {
  auto rules = mars_rules();
  // The knight on c1 checks a king on f3 (from g1), not one on d3 (from c1).
  EXPECT_TRUE(cc::in_check(*rules, "8/8/8/8/8/5k2/8/K1N5 b - - 0 1"));
  EXPECT_FALSE(cc::in_check(*rules, "8/8/8/8/8/3k4/8/K1N5 b - - 0 1"));
  // Not when g1 is occupied.
  EXPECT_FALSE(cc::in_check(*rules, "8/8/8/8/8/5k2/8/K1N3B1 b - - 0 1"));
  // A king may not step where a unit observes it from its rebirth square.
  EXPECT_FALSE(cc::legal(*rules, "8/8/8/8/8/4k3/8/K1N5 b - - 0 1", "e3f3"));
  EXPECT_TRUE(cc::legal(*rules, "8/8/8/8/8/4k3/8/K1N5 b - - 0 1", "e3d3"));
}

TEST(MarsCirce, KingsTakeAndCheckFromE1AndE8UnlessRexExclusive) {
  // The white king on h8 takes on d2 from e1 (Popeye: "Kh8-e1*d2").
  const std::string fen = "7K/8/8/8/8/8/3n4/k7 w - - 0 1";
  EXPECT_TRUE(cc::legal(*mars_rules(), fen, "h8d2"));
  EXPECT_FALSE(cc::legal(*mars_rules({"RexExclusive"}), fen, "h8d2"));
  EXPECT_TRUE(cc::legal(*mars_rules({"RexInclusive"}), fen, "h8d2"));
  // And it checks a black king on f2 from there; under Rex Exclusiv it observes nothing.
  EXPECT_TRUE(cc::in_check(*mars_rules(), "7K/8/8/8/8/8/5k2/8 b - - 0 1"));
  EXPECT_FALSE(cc::in_check(*mars_rules({"RexExclusive"}), "7K/8/8/8/8/8/5k2/8 b - - 0 1"));
}

TEST(MarsCirce, APawnTakesFromItsSecondRank) {
  auto rules = mars_rules();
  // The pawn on e4 takes on d3 or f3 (from e2), not on d5 or f5.
  const auto moves = cc::legal_ucis(*rules, "k7/8/8/3p1p2/4P3/3p1p2/8/K7 w - - 0 1");
  EXPECT_TRUE(mars_has(moves, "e4d3"));
  EXPECT_TRUE(mars_has(moves, "e4f3"));
  EXPECT_FALSE(mars_has(moves, "e4d5"));
  EXPECT_FALSE(mars_has(moves, "e4f5"));
  EXPECT_TRUE(mars_has(moves, "e4e5"));
}

TEST(MarsCirce, MirrorTakesFromTheOtherSidesSquare) {
  // Under Mirror the knight on c1 (dark) takes from b8, Black's knight square for a dark square.
  auto rules = mars_rules({"Mirror"});
  const auto moves = cc::legal_ucis(*rules, "7k/3p4/8/8/8/5p2/8/K1N5 w - - 0 1");
  EXPECT_TRUE(mars_has(moves, "c1d7"));
  EXPECT_FALSE(mars_has(moves, "c1f3"));
}

TEST(MarsCirce, PopeyeWritesTheRebirthSquare) {
  // Caillaud, Problemkiste 1996 (fairy_mars__004): "Sb8-g1*e2", "Lc1-f8*b4".
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(
      "beginproblem\nstipulation h#2\ncondition MarsCirce\npieces white ka1 qa2 sb4 pb7 black ka3 sb2 pc2\n"
      "endproblem\n",
      settings, out, err);
  EXPECT_NE(out.str().find("1.c2-c1=S b7-b8=S   2.Sc1-e2 Sb8-g1*e2 #"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("1.c2-c1=B b7-b8=B   2.Bc1-f8*b4 Bb8-c1*b2 #"), std::string::npos) << out.str();
  EXPECT_EQ(err.str(), "");
}

TEST(MarsCirce, WordsItCannotTakeAreRefusedInOneLine) {
  for (const char* word : {"PWC", "Couscous", "Clone"}) {
    try {
      mars_rules({word});
      FAIL() << word << " was accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()), "MarsCirce takes no PWC, Couscous or Clone");
    }
  }
  try {
    mars_rules({"Parachute"});
    FAIL() << "Parachute was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "MarsCirce Parachute is not supported yet");
  }
}

TEST(MarsCirce, ConditionsNotYetComparedWithPopeyeBesideItAreRefusedNamingBoth) {
  // (Compared with Popeye on the Mars problems with each added, these gave other solutions.)
  try {
    chess_with(ConditionList{{"MarsCirce", {}}, {"EiffelChess", {}}});
    FAIL() << "MarsCirce with EiffelChess was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(
        std::string(e.what()),
        "EiffelChess cannot be combined with MarsCirce: Eiffel chess's paralysis beside units observing "
        "from other squares is not Popeye's yet");
  }
  try {
    chess_with(ConditionList{{"Bicolores", {}}, {"PhantomChess", {}}});
    FAIL() << "Bicolores with PhantomChess was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()),
              "PhantomChess cannot be combined with Bicolores: Bicolores's check beside units observing from "
              "other squares is not Popeye's yet");
  }
  try {
    chess_with(ConditionList{{"PhantomChess", {}}, {"Madrasi", {}}});
    FAIL() << "PhantomChess with Madrasi was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()),
              "Madrasi cannot be combined with PhantomChess: Madrasi's paralysis beside units observing from "
              "several squares is not Popeye's yet");
  }
  EXPECT_NO_THROW(chess_with(ConditionList{{"MarsCirce", {}}, {"Madrasi", {}}}));
  // Anti-Mars Circe observes orthodoxly: nothing to refuse.
  EXPECT_NO_THROW(chess_with(ConditionList{{"AntiMarsCirce", {}}, {"Madrasi", {}}}));
}

TEST(MarsCirce, MadrasiParalysesAsPopeyeAsksBesideAUnitGoneToItsRebirthSquare) {
  // Popeye takes each enemy pawn in turn to its rebirth square and then asks whether any enemy pawn
  // observes b4 from where it stands: White's b7 goes to b2, and c3 (whose own rebirth square c2 is
  // taken) observes b4, so b4 is paralysed; without b7 it moves. (Popeye 4.104, h~1 of both positions
  // with MarsCirce Madrasi: 1.b4-b3 only without b7.)
  auto rules = chess_with(ConditionList{{"MarsCirce", {}}, {"Madrasi", {}}});
  EXPECT_FALSE(cc::legal_ucis(*rules, "7k/1P6/8/8/1p6/2P5/2p5/7K b - - 0 1").count("b4b3"));
  EXPECT_TRUE(cc::legal_ucis(*rules, "7k/8/8/8/1p6/2P5/2p5/7K b - - 0 1").count("b4b3"));
}

// The solver's lines of `problem`, "1." on, in its order.
std::vector<std::string> mars_solution_lines(const std::string& problem) {
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(problem, settings, out, err);
  std::vector<std::string> lines;
  std::istringstream in(out.str());
  for (std::string line; std::getline(in, line);)
    if (line.find("1.") != std::string::npos && line.find("Time") == std::string::npos) lines.push_back(line);
  return lines;
}

TEST(MarsCirce, SolutionsComeInPopeyesOrderOfGeneration) {
  // Popeye generates a unit's moves on two paths and tries the second's first: under Mars Circe its
  // captures (from the rebirth square), then its other moves, each in the reverse of the walk's
  // generation from the square it sets out from. fairy_mars__025 (MarsCirce, AntiMarsCirce Mirror),
  // Popeye 4.104's recorded text.
  EXPECT_EQ(mars_solution_lines("beginproblem\nstipulation ~1\ncondition MarsCirce AntiMarsCirce Mirror\n"
                                "option nowk nobk\npieces white sg6 black pa3\nendproblem\n"),
            (std::vector<std::string>{"   1.Sg6-b1*a3 !", "   1.Sg6-g8-e7 !", "   1.Sg6-g8-f6 !",
                                      "   1.Sg6-g8-h6 !"}));
  // Plus chess: the captures from the other centre squares first, the last of d4, d5, e4, e5 first
  // (Popeye 4.104's output of this problem, run for this test).
  const std::vector<std::string> plus = mars_solution_lines(
      "beginproblem\nstipulation ~1\ncondition PlusChess\noption nowk nobk\n"
      "pieces white rd4 be5 black pf3 pd6 pb2 pc3 pa7\nendproblem\n");
  const std::vector<std::string> bishop(plus.begin() + std::min<std::ptrdiff_t>(12, std::ssize(plus)),
                                        plus.end());
  EXPECT_EQ(bishop, (std::vector<std::string>{"   1.Be5-e4*f3 !", "   1.Be5-d5*f3 !", "   1.Be5-h2 !",
                                              "   1.Be5-g3 !", "   1.Be5-f4 !", "   1.Be5-h8 !",
                                              "   1.Be5-g7 !", "   1.Be5-f6 !", "   1.Be5*d6 !"}));
}

TEST(AntiMarsCirce, NonCapturesFromTheRebirthSquareCapturesOrthodox) {
  auto rules = chess_with(ConditionList{{"AntiMarsCirce", {}}});
  const auto moves = cc::legal_ucis(*rules, kMarsKnight);
  EXPECT_TRUE(mars_has(moves, "c1d3"));   // its own capture
  EXPECT_FALSE(mars_has(moves, "c1f3"));  // (from g1, a capture)
  EXPECT_TRUE(mars_has(moves, "c1h3"));   // from g1
  EXPECT_TRUE(mars_has(moves, "c1e2"));   // from g1 (e2 is a knight's move from g1 too)
  EXPECT_FALSE(mars_has(moves, "c1b3"));  // from c1, taking nothing
  EXPECT_FALSE(mars_has(moves, "c1a2"));
  // Check is orthodox: the knight on c1 checks a king on d3, not one on f3.
  EXPECT_TRUE(cc::in_check(*rules, "8/8/8/8/8/3k4/8/K1N5 b - - 0 1"));
  EXPECT_FALSE(cc::in_check(*rules, "8/8/8/8/8/5k2/8/K1N5 b - - 0 1"));
}

TEST(PhantomChess, AUnitMovesFromItsSquareOrFromItsRebirthSquare) {
  auto rules = chess_with(ConditionList{{"PhantomChess", {}}});
  const std::string fen = "k7/8/8/3p4/4P3/5p2/8/2N4K w - - 0 1";
  const auto moves = cc::legal_ucis(*rules, fen);
  // The knight's own moves, and from g1 the squares those do not reach (e2 is listed once).
  for (const char* m : {"c1a2", "c1b3", "c1d3", "c1e2", "c1f3", "c1h3"}) EXPECT_TRUE(mars_has(moves, m)) << m;
  // The pawn from e4, and from e2: a step to e3, a capture on f3 (not a double step back to e4).
  for (const char* m : {"e4e5", "e4d5", "e4e3", "e4f3"}) EXPECT_TRUE(mars_has(moves, m)) << m;
  // The king only from its square (Rex Exclusiv): g2 is guarded by the pawn on f3.
  EXPECT_FALSE(mars_has(moves, "h1d1"));
  EXPECT_FALSE(mars_has(moves, "h1g2"));
  EXPECT_EQ(moves.size(), 12u);  // (and Kg1, Kh2)
  EXPECT_TRUE(cc::legal(*chess_with(ConditionList{{"PhantomChess", {"RexInclusive"}}}), fen, "h1d1"));
}

TEST(PhantomChess, AUnitObservesFromBothSquares) {
  auto rules = chess_with(ConditionList{{"PhantomChess", {}}});
  EXPECT_TRUE(cc::in_check(*rules, "8/8/8/8/8/5k2/8/K1N5 b - - 0 1"));     // from g1
  EXPECT_TRUE(cc::in_check(*rules, "8/8/8/8/8/3k4/8/K1N5 b - - 0 1"));     // from c1
  EXPECT_FALSE(cc::in_check(*rules, "8/8/8/8/8/5k2/8/K1N3B1 b - - 0 1"));  // g1 occupied
}

TEST(AntiMarsCirce, TheKingCastlesFromItsRebirthSquareAndARookFromItsOwn) {
  // As Popeye generates it (EXAMPLES/antimars.inp#3, REGRESSIONS/4_89_to_4_91.inp#27): the king d1
  // castles as if from e1 with the rook h1, which kept its right; the king f7 as if from e8, with the
  // rook c6 as if from a8 (its rebirth square, empty). Moves checked against Popeye 4.104.
  auto rules = chess_with(ConditionList{{"AntiMarsCirce", {}}});
  Position pos = parse_fen(*rules, "k7/8/8/1r6/8/8/8/3K3R w - - 0 1");
  pos.set_right(sq("h1"), true);
  MoveList moves;
  rules->legal_moves(pos, moves);
  const auto castles =
      std::count_if(moves.begin(), moves.end(), [](const Move& m) { return m.kind == MoveKind::Castle; });
  EXPECT_EQ(castles, 1);
  const std::optional<Move> castle = parse_move(*rules, pos, "O-O");
  ASSERT_TRUE(castle.has_value());
  rules->play(pos, *castle);
  EXPECT_EQ(to_fen(*rules, pos).substr(0, 25), "k7/8/8/1r6/8/8/8/5RK1 b -");
  // Popeye's text: each unit's way to the square it castles from, first.
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(
      "beginproblem\nstipulation ~1\ncondition antimarscirce\npieces white kd1 rh1 black ka8 rb5\n"
      "endproblem\n",
      settings, out, err);
  EXPECT_NE(out.str().find("   1.[wKd1->e1]0-0 !\n"), std::string::npos) << out.str();
  std::ostringstream help;
  solver::solve_text(
      "beginproblem\nstipulation h~1\ncondition antimarscirce\npieces white kh1 black kf7 rc6\n"
      "endproblem\n",
      settings, help, err);
  for (const char* line :
       {"  1.[bKf7->e8][bRc6->a8]0-0-0 Kh1-e1-f2\n", "  1.[bKf7->e8][bRc6->a8]0-0-0 Kh1-e1-e2\n",
        "  1.[bKf7->e8][bRc6->a8]0-0-0 Kh1-e1-f1\n"})
    EXPECT_NE(help.str().find(line), std::string::npos) << line << help.str();
  EXPECT_EQ(err.str(), "");
}

TEST(PhantomChess, PopeyeWritesTheRebirthSquare) {
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(
      "beginproblem\nstipulation ~1\ncondition PhantomChess\noption nowk nobk\n"
      "pieces white sc1 pe4 black pf3 pd5\nendproblem\n",
      settings, out, err);
  // (As Popeye 4.104 writes them.)
  for (const char* text : {"1.Sc1-g1-h3 !", "1.Sc1-g1*f3 !", "1.Sc1-e2 !", "1.Sc1-d3 !", "1.e4-e2-e3 !",
                           "1.e4-e2*f3 !", "1.e4*d5 !"})
    EXPECT_NE(out.str().find(text), std::string::npos) << text << "\n" << out.str();
  EXPECT_EQ(out.str().find("1.Sc1-g1-e2"), std::string::npos) << out.str();
  EXPECT_EQ(err.str(), "");
}

TEST(PlusChess, EachCaptureHasItsOwnCoordinateText) {
  // The knight on d4 takes on f6 from e4 and from d5 (its own moves do not reach f6): two moves, each
  // with the square it is made from in its text, so a GUI or a PGN can tell them apart.
  auto rules = chess_with(ConditionList{{"PlusChess", {}}});
  const std::string fen = "4k3/8/5p2/8/3N4/8/8/4K3 w - - 0 1";
  const std::set<std::string> ucis = cc::legal_ucis(*rules, fen);
  EXPECT_TRUE(ucis.count("d4f6/@e4")) << ucis.size();
  EXPECT_TRUE(ucis.count("d4f6/@d5")) << ucis.size();
  EXPECT_FALSE(ucis.count("d4f6"));
  Position pos = parse_fen(*rules, fen);
  EXPECT_EQ(ucis.size(), static_cast<size_t>(rules->count_legal_moves(pos)));
}

TEST(PlusChess, AUnitOnTheCentreAlsoTakesFromTheOtherCentreSquares) {
  auto rules = chess_with(ConditionList{{"PlusChess", {}}});
  // The bishop on d4 takes on h2 from e5, on b7 from d5 and from e4 (two moves), on g7 from d4.
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(
      "beginproblem\nstipulation ~1\ncondition PlusChess\noption nowk nobk\n"
      "pieces white bd4 pe2 black ph2 pb7 pg7\nendproblem\n",
      settings, out, err);
  // (As Popeye 4.104 writes them.)
  for (const char* text : {"1.Bd4-e5*h2 !", "1.Bd4-e4*b7 !", "1.Bd4-d5*b7 !", "1.Bd4*g7 !", "1.Bd4-e5 !"})
    EXPECT_NE(out.str().find(text), std::string::npos) << text << "\n" << out.str();
  EXPECT_EQ(out.str().find("-d4*"), std::string::npos) << out.str();
  EXPECT_EQ(err.str(), "");
  // Not from an occupied centre square, nor from off the centre; check the same way.
  const auto moves = cc::legal_ucis(*rules, "k7/1p6/8/4P3/3B4/8/7p/K7 w - - 0 1");
  EXPECT_FALSE(mars_has(moves, "d4h2"));
  EXPECT_TRUE(mars_has(moves, "d4b7"));
  EXPECT_FALSE(mars_has(cc::legal_ucis(*rules, "k7/8/8/8/8/3B4/7p/K7 w - - 0 1"), "d3h2"));
  EXPECT_TRUE(cc::in_check(*rules, "8/8/8/8/3B4/8/7k/K7 b - - 0 1"));
  EXPECT_FALSE(cc::in_check(*rules, "8/8/8/4P3/3B4/8/7k/K7 b - - 0 1"));
}

TEST(MarsCirce, PerftTwoWaysAndRandomGames) {
  const std::string open_game = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
  const std::string kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  const std::string ending = "4k3/2p5/3p4/1P5r/1R3p2/8/4P1P1/4K3 w - - 0 1";
  // (Under Mirror White's queen on f3 would check from d8 in Kiwipete, and a rook from a8 here.)
  const std::string mirror_ending = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
  struct Case {
    ConditionList conditions;
    std::vector<std::pair<std::string, int>> positions;
  };
  const std::vector<Case> cases = {
      {{{"MarsCirce", {}}}, {{open_game, 3}, {kiwipete, 2}, {ending, 3}}},
      {{{"MarsCirce", {"Mirror"}}}, {{open_game, 3}, {mirror_ending, 3}}},
      {{{"MarsCirce", {"RexExclusive"}}}, {{open_game, 3}, {kiwipete, 2}, {ending, 3}}},
      {{{"AntiMarsCirce", {}}}, {{open_game, 3}, {kiwipete, 2}, {ending, 3}}},
      {{{"MarsCirce", {}}, {"AntiMarsCirce", {"Mirror"}}}, {{kiwipete, 2}, {ending, 3}}},
      {{{"PhantomChess", {}}}, {{open_game, 3}, {kiwipete, 2}, {ending, 3}}},
      {{{"PlusChess", {}}}, {{open_game, 3}, {kiwipete, 2}, {ending, 3}}},
  };
  for (const Case& c : cases) {
    auto rules = chess_with(c.conditions);
    const std::string name = c.conditions.back().first + " " +
                             (c.conditions.back().second.empty() ? "" : c.conditions.back().second.front());
    // Every count differs from orthodox chess's.
    EXPECT_EQ(cc::expect_perft_two_ways(*rules, c.positions), static_cast<int>(c.positions.size())) << name;
    // (With both, White has no move from the start: every non-capture would set out from an occupied
    // square of Black's first two ranks, and there is nothing to take.)
    if (c.conditions.size() == 1) {
      EXPECT_GT(cc::random_games_round_trip(*rules, 61), 0) << name;
    }
  }
}

}  // namespace
}  // namespace nightrider
