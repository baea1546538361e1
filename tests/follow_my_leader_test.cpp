// White and Black Follow my leader (conditions/obligations/follow_my_leader.h; Popeye's
// conditions/follow_my_leader.c under its regular mummer): the side plays a legal move arriving on the
// square the move just played left when it has one, else any legal move. Positions of our own checked
// against Popeye 4.104's rule; perft two ways and random games as for every condition; Popeye's examples
// in tests/data/follow_my_leader give its whole text.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;
using Set = std::set<std::string>;

TEST(FollowMyLeader, TheSideMovesToTheSquareTheMoveJustPlayedLeft) {
  auto rules = chess_with("BlackFollowMyLeader");
  // White's rook left a1 (the FEN's move marker); only Black's rook h1 reaches a1.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/4K3/R6r w - - 0 1", "a1a4"),
            "4k3/8/8/8/R7/8/4K3/7r b - - 1 1 @0/a1a4");
  EXPECT_EQ(legal_ucis(*rules, "4k3/8/8/8/R7/8/4K3/7r b - - 1 1 @0/a1a4"), (Set{"h1a1"}));
  // No move reaches the square left (a2): every move.
  EXPECT_GT(legal_ucis(*rules, "4k3/8/8/8/R7/8/4K3/7r b - - 1 1 @0/a2a4").size(), 1u);
  // Without a move played before (the diagram) every move.
  EXPECT_GT(legal_ucis(*rules, "4k3/8/8/8/R7/8/4K3/7r b - - 1 1").size(), 1u);
  // White is free.
  auto white = legal_ucis(*rules, "4k3/8/8/8/8/8/4K3/R6r w - - 0 1 @0/h2h1");
  EXPECT_TRUE(white.count("a1a4") && white.count("e2d3"));
}

TEST(FollowMyLeader, OnlyLegalMovesCount) {
  auto rules = chess_with("BlackFollowMyLeader");
  // White's bishop left b7, which only Black's rook e7 reaches, and that rook is pinned: every legal move.
  const std::string fen = "B3k3/4r3/8/8/8/8/8/K3R3 b - - 1 1 @0/b7a8";
  EXPECT_FALSE(legal(*rules, fen, "e7b7"));
  EXPECT_TRUE(legal(*rules, fen, "e7e6"));
  EXPECT_TRUE(legal(*rules, fen, "e8d8"));
}

TEST(FollowMyLeader, ArgumentsAndTwoObligationsOfASideAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"WhiteFollowMyLeader", {"x"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteFollowMyLeader", {}}, {"WhiteSynchronMover", {}}}),
               std::invalid_argument);
  // Both sides, and beside the other side's synchronous mover: accepted.
  EXPECT_NO_THROW(chess_with(ConditionList{{"WhiteFollowMyLeader", {}}, {"BlackFollowMyLeader", {}}}));
  EXPECT_NO_THROW(chess_with(ConditionList{{"WhiteFollowMyLeader", {}}, {"BlackSynchronMover", {}}}));
}

TEST(FollowMyLeader, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"WhiteFollowMyLeader", "BlackFollowMyLeader"}) {
    auto rules = chess_with(name);
    EXPECT_GE(expect_perft_two_ways(*rules), 1) << name;
    random_games_round_trip(*rules, 31);
  }
}

// Popeye's examples (tests/data/follow_my_leader) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(FollowMyLeaderProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "follow_my_leader");

}  // namespace
}  // namespace nightrider
