// White/Black consequent forced squares (conditions/obligations/consequent_forced_squares.h), Popeye's
// reading: a side that has a move onto one of its forced squares must play one, measured before the
// self-check test; and its units check only by captures that would obey that. One position per clause
// (each checked against Popeye 4.x); perft two ways and random games; fairy_zwangsfeld__002 to 004
// match Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> white_forced(const std::vector<std::string>& squares) {
  return chess_with(ConditionList{{"WhiteConsequentForcedSquare", squares}});
}

TEST(ConsequentForcedSquares, AMoveOntoAForcedSquareMustBePlayed) {
  auto rules = white_forced({"e8"});
  const std::string fen = "8/1p6/3N4/7k/R7/8/8/K7 w - - 0 1";
  EXPECT_EQ(legal_ucis(*rules, fen), (std::set<std::string>{"d6e8"}));
  EXPECT_GT(legal_ucis(*chess_with(ConditionList{}), fen).size(), 1u);
  // Black's forced squares do not bind White.
  auto black = chess_with(ConditionList{{"BlackConsequentForcedSquare", {"e8"}}});
  EXPECT_GT(legal_ucis(*black, fen).size(), 1u);
}

TEST(ConsequentForcedSquares, TheMovesAreMeasuredBeforeSelfCheck) {
  // The knight's move to e8 would expose the king to the bishop: White has no legal move at all (Popeye
  // lists no move; with the plain WhiteForcedSquare the king could move).
  auto rules = white_forced({"e8"});
  const std::string fen = "5b2/8/3N4/8/1K6/8/8/7k w - - 0 1";
  EXPECT_TRUE(legal_ucis(*rules, fen).empty());
  Position pos = parse_fen(*rules, fen);
  EXPECT_TRUE(rules->is_stalemate(pos));
}

TEST(ConsequentForcedSquares, CheckOnlyByACaptureTheObligationAllows) {
  // The rook on a5 attacks the king on h5, but White could move onto e8: no check (Popeye: 1.Kh5-g5 is
  // legal in h~1, and 1...Sd6-e8 then checks, nothing else reaching e8).
  const std::string fen = "8/1p6/3N4/R6k/8/8/8/K7 b - - 0 1";
  EXPECT_FALSE(in_check(*white_forced({"e8"}), fen));
  EXPECT_TRUE(legal(*white_forced({"e8"}), fen, "h5g5"));
  const std::string b6 = after(*white_forced({"e8"}), fen, "b7b6");
  EXPECT_EQ(legal_ucis(*white_forced({"e8"}), b6), (std::set<std::string>{"d6e8"}));
  EXPECT_TRUE(in_check(*white_forced({"e8"}), after(*white_forced({"e8"}), b6, "d6e8")));
  EXPECT_TRUE(in_check(*white_forced({"g8"}), fen));  // nothing reaches g8
  // A king standing on a forced square is taken by a move onto it: check.
  EXPECT_TRUE(in_check(*white_forced({"e8"}), "R3k3/8/8/8/8/8/8/K7 b - - 0 1"));
  EXPECT_FALSE(in_check(*white_forced({"d8"}), "R3k3/8/8/8/8/8/8/K7 b - - 0 1"));  // Ra8-d8 is forced
}

TEST(ConsequentForcedSquares, RefusesBadArguments) {
  EXPECT_THROW(white_forced({}), std::invalid_argument);
  EXPECT_THROW(white_forced({"z9"}), std::invalid_argument);
  EXPECT_THROW(white_forced({"e"}), std::invalid_argument);
  EXPECT_NO_THROW(white_forced({"b5c3e1"}));
}

TEST(ConsequentForcedSquares, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with(ConditionList{{"WhiteConsequentForcedSquare", {"e4", "d5"}},
                                        {"BlackConsequentForcedSquare", {"e5", "f6"}}});
  EXPECT_GT(expect_perft_two_ways(*rules), 0);
  random_games_round_trip(*rules, 17);
}

}  // namespace
}  // namespace nightrider
