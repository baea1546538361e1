// White and Black Synchron and Anti-Synchron movers (conditions/obligations/synchronous_movers.h; Popeye's
// conditions/synchronous.c under its regular mummer): the side plays a legal move whose unit travels by
// the vector of the move just played (Anti: the opposite vector) when it has one, else any legal move.
// One position per clause; perft two ways and random games as for every condition. fairy_ex_sync__001
// (=5 with Circe, Glasgow and AntiAndernach twins) matches Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(SynchronMover, TheSidePlaysAMoveByTheVectorOfTheMoveJustPlayed) {
  auto rules = chess_with("BlackSynchronMover");
  // White's rook went a1-a4: the move just played is the FEN's move marker.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/7r/R3K3 w - - 0 1", "a1a4"), "4k3/8/8/8/R7/8/7r/4K3 b - - 1 1 @0/a1a4");
  EXPECT_EQ(legal_ucis(*rules, "4k3/8/8/8/R7/8/7r/4K3 b - - 1 1 @0/a1a4"), std::set<std::string>{"h2h5"});
  // Without a move played before (the diagram) every move.
  EXPECT_GT(legal_ucis(*rules, "4k3/8/8/8/R7/8/7r/4K3 b - - 1 1").size(), 1u);
  // White is free.
  auto white = legal_ucis(*rules, "4k3/8/8/8/8/8/7r/R3K3 w - - 0 1 @0/h5h2");
  EXPECT_TRUE(white.count("a1a4") && white.count("e1d1"));
}

TEST(AntiSynchronMover, TheSidePlaysAMoveByTheOppositeVector) {
  const std::string fen = "4k3/7r/8/8/R7/8/8/4K3 b - - 1 1 @0/a1a4";
  EXPECT_EQ(legal_ucis(*chess_with("BlackAntiSynchronMover"), fen), std::set<std::string>{"h7h4"});
  // No synchronous move (h7-h10): every move.
  EXPECT_GT(legal_ucis(*chess_with("BlackSynchronMover"), fen).size(), 1u);
  auto white = chess_with("WhiteAntiSynchronMover");
  EXPECT_EQ(legal_ucis(*white, "4k3/8/8/8/8/8/8/R3K3 w - - 1 1 @0/e8d7"), (std::set<std::string>{"e1f2"}));
}

TEST(SynchronMover, OnlyLegalMovesCount) {
  auto rules = chess_with("BlackSynchronMover");
  // The only synchronous move (the rook e7-b7, as h1-e1) is pinned: every legal move is allowed.
  const std::string fen = "4k3/4r3/8/8/8/8/8/K3R3 b - - 1 1 @0/h1e1";
  EXPECT_FALSE(legal(*rules, fen, "e7b7"));
  EXPECT_TRUE(legal(*rules, fen, "e7e6"));
  EXPECT_TRUE(legal(*rules, fen, "e8d8"));
}

TEST(SynchronMover, ArgumentsAndTwoObligationsOfASideAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"WhiteSynchronMover", {"x"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteSynchronMover", {}}, {"WhiteAntiSynchronMover", {}}}),
               std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteSynchronMover", {}}, {"AllInChess", {}}}), std::invalid_argument);
  // Both sides: accepted.
  EXPECT_NO_THROW(chess_with(ConditionList{{"WhiteSynchronMover", {}}, {"BlackAntiSynchronMover", {}}}));
}

TEST(SynchronMover, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"WhiteSynchronMover", "BlackSynchronMover", "WhiteAntiSynchronMover", "BlackAntiSynchronMover"}) {
    auto rules = chess_with(name);
    EXPECT_GE(expect_perft_two_ways(*rules), 2) << name;
    random_games_round_trip(*rules, 37);
  }
  auto both = chess_with(ConditionList{{"WhiteSynchronMover", {}}, {"BlackAntiSynchronMover", {}}});
  EXPECT_EQ(expect_perft_two_ways(*both), 3);
  random_games_round_trip(*both, 41);
}

}  // namespace
}  // namespace nightrider
