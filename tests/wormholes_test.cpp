// Wormholes (conditions/board/wormholes.h), one position per clause: a unit whose move arrives on a
// wormhole goes on to another empty one of the mover's choice (none: the move is illegal), not back to
// the square it left unless it took or promoted; a pawn going on to its last rank promotes there; a pawn
// whose double step ends on a wormhole is taken en passant where it went; a unit observes a unit on a
// wormhole only from a wormhole or while another wormhole is empty; a pawn on its first rank steps on
// only from a wormhole. Expected moves are Popeye 4.104's on these positions (and on the 22 problems of
// Popeye's own examples that match, docs/conditions.md). Perft two ways and random games as for every
// condition.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> wormholes(std::vector<std::string> squares, const std::string& other = "") {
  ConditionList list{{"Wormholes", std::move(squares)}};
  if (!other.empty()) list.push_back({other, {}});
  return chess_with(list);
}

std::string wormholes_solve(const std::string& squares, const std::string& pieces,
                            const std::string& stipulation = "~1", const std::string& more = "") {
  const testing::SolvedText solved = testing::solve_problem_text("beginproblem\nstipulation " + stipulation +
                                                                 "\ncondition Wormholes " + squares + "\npieces " +
                                                                 pieces + "\n" + more + "endproblem\n");
  EXPECT_EQ(solved.err, "");
  return solved.out;
}

std::set<std::string> moves_from(const Rules& rules, const std::string& fen, const std::string& start) {
  std::set<std::string> seen;
  for (const std::string& m : legal_ucis(rules, fen))
    if (m.rfind(start, 0) == 0) seen.insert(m);
  return seen;
}

TEST(Wormholes, AUnitArrivingOnAWormholeGoesOnToAnotherEmptyOne) {
  const auto rules = wormholes({"d4", "f4", "c7"});
  const std::string fen = "7k/8/8/8/5p2/8/8/K2R4 w - - 0 1";
  // f4 is taken: the rook arriving on d4 goes on to c7 only (Popeye: 1.Rd1-d4[wRd4->c7]).
  EXPECT_EQ(moves_from(*rules, fen, "d1d4"), (std::set<std::string>{"d1d4/d4-c7"}));
  EXPECT_EQ(after(*rules, fen, "d1d4/d4-c7"), "7k/2R5/8/8/5p2/8/8/K7 b - - 1 1");
  // Every other wormhole taken: no move ends on a wormhole.
  EXPECT_TRUE(moves_from(*rules, "7k/2n5/8/8/5p2/8/8/K2R4 w - - 0 1", "d1d4").empty());
  // Squares given run together or one by one, in any case.
  EXPECT_EQ(moves_from(*wormholes({"D4F4c7"}), fen, "d1d4"), (std::set<std::string>{"d1d4/d4-c7"}));
}

TEST(Wormholes, BackToTheSquareItLeftOnlyAfterACaptureOrAPromotion) {
  // Popeye: 1.Qd4*f4[wQf4->d4] (c7 taken), and no 1.Qd4-f4: a null move.
  EXPECT_EQ(testing::first_moves(wormholes_solve("d4f4c7", "white ka1 qd4 black kh7 pf4 sc7")).count(
                "1.Qd4*f4[wQf4->d4]"),
            1u);
  const auto rules = wormholes({"e7", "e8"});
  EXPECT_EQ(moves_from(*rules, "k7/4P3/8/8/8/8/8/K7 w - - 0 1", "e7e8"),
            (std::set<std::string>{"e7e8q/e8-e7", "e7e8r/e8-e7", "e7e8b/e8-e7", "e7e8n/e8-e7"}));
  EXPECT_TRUE(moves_from(*wormholes({"d4", "f4"}), "k7/8/8/8/3Q4/8/8/K7 w - - 0 1", "d4f4").empty());
}

TEST(Wormholes, APawnPromotesBeforeOrAfterGoingOnAndSteppingFromItsFirstRankOnlyFromAWormhole) {
  // Popeye (TESTS/wurmloch.inp#2 and a position of ours): a pawn promotes on its last rank, then goes
  // on; one that goes on to its last rank promotes there, queen, knight, rook, bishop; a pawn on its
  // first rank steps on from a wormhole (d1), not from another square (b1 is Black's, h8 White's).
  const std::string text = wormholes_solve("d1g8h6", "white ka1 pd1 pg7 black kh4 pf2 ph8 pb1");
  const std::set<std::string> popeye = {"1.Ka1-b2", "1.Ka1-a2", "1.Ka1*b1", "1.d1-d2", "1.g7-g8=Q[wQg8->h6] +",
                                        "1.g7-g8=S[wSg8->h6]", "1.g7-g8=R[wRg8->h6] +", "1.g7-g8=B[wBg8->h6]",
                                        "1.g7*h8=Q +", "1.g7*h8=S", "1.g7*h8=R +", "1.g7*h8=B"};
  EXPECT_EQ(testing::first_moves(text), popeye);
  const std::string promoted = wormholes_solve("a4f8d1", "white pa3", "~1", "option nowk nobk\n");
  EXPECT_NE(promoted.find("1.a3-a4[wPa4->d1] !\n\n   1.a3-a4[wPa4->f8=Q] !\n\n   1.a3-a4[wPa4->f8=S] !\n\n"
                          "   1.a3-a4[wPa4->f8=R] !\n\n   1.a3-a4[wPa4->f8=B] !"),
            std::string::npos)
      << promoted;
}

TEST(Wormholes, TheKingCastlesOnAndAPawnIsTakenEnPassantWhereItWent) {
  // TESTS/wurmloch.inp#1: the king goes on from g1, the rook stays on f1.
  const auto rules = wormholes({"d4", "f1", "g1", "h5"});
  EXPECT_EQ(moves_from(*rules, "k7/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"),
            (std::set<std::string>{"e1g1/g1-d4", "e1g1/g1-h5"}));
  EXPECT_EQ(after(*rules, "k7/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1/g1-d4"), "k7/8/8/8/3K4/8/8/5R2 b - - 1 1");
  // Popeye: 1.f7-f5[bPf5->c3] g5*f6 ep. (a position of ours): the pawn taken stands on c3.
  const auto ep = wormholes({"f5", "c3"});
  const std::string fen = after(*ep, "k7/5p2/8/6P1/8/8/8/7K b - - 0 1", "f7f5/f5-c3");
  EXPECT_EQ(fen, "k7/8/8/6P1/8/2p5/8/7K w - f6/c3 0 2");
  EXPECT_EQ(after(*ep, fen, "g5f6"), "k7/8/5P2/8/8/8/8/7K b - - 0 2");
}

TEST(Wormholes, AUnitOnAWormholeIsObservedOnlyWhileAnotherIsEmptyOrFromAWormhole) {
  const auto rules = wormholes({"d6", "h8"});
  // Popeye: 1.Rb2-d2 + with h8 empty; no check with h8 taken.
  EXPECT_TRUE(in_check(*rules, "8/8/3k4/8/8/8/3R4/K7 b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "7p/8/3k4/8/8/8/3R4/K7 b - - 0 1"));
  // From a wormhole a unit observes whatever the others hold (TESTS/wurmloch.inp#7).
  EXPECT_TRUE(in_check(*wormholes({"d6", "h8", "d2"}), "7p/8/3k4/8/8/8/3R4/K7 b - - 0 1"));
}

TEST(Wormholes, BadArgumentsAndCombinationsNotFollowedYetAreRefused) {
  EXPECT_THROW(wormholes({}), std::invalid_argument);
  EXPECT_THROW(wormholes({"z9"}), std::invalid_argument);
  EXPECT_THROW(wormholes({"d4f"}), std::invalid_argument);
  EXPECT_THROW(wormholes({"d4"}, "WhiteMaximummer"), std::invalid_argument);
  EXPECT_THROW(wormholes({"d4"}, "Take&MakeChess"), std::invalid_argument);
  EXPECT_THROW(wormholes({"d4"}, "AntiCirce"), std::invalid_argument);
}

TEST(Wormholes, PerftTwoWaysAndRandomGames) {
  uint32_t seed = 71;
  for (const auto& rules : {wormholes({"e4", "d5", "c3", "f6"}), wormholes({"e4d5c3f6"}, "Circe"),
                            wormholes({"d3", "e6", "f1", "c8", "h5"})}) {
    EXPECT_GT(expect_perft_two_ways(*rules), 0);
    EXPECT_GT(random_games_round_trip(*rules, seed++), 0);
  }
}

}  // namespace
}  // namespace nightrider
