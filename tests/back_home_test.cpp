// Back Home (conditions/obligations/back_home.h; Popeye's conditions/backhome.c): a side that has a
// legal move taking a unit back to its diagram square must play one, and a unit observes (checks) only
// its own home square while its side has such a move. The homes are the squares of the position set
// up (here a FEN's), followed through the moves played from it. Positions of our own checked against
// Popeye 4.104's rule; random games as for every condition; Popeye's examples in tests/data/back_home
// give its whole text.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;
using Set = std::set<std::string>;

// The position after `line` (UCI moves, each legal) played from `fen`: its units keep the FEN's squares
// as their homes, as a problem's diagram does.
Position played_from(const Rules& rules, const std::string& fen, const std::vector<std::string>& line) {
  Position pos = parse_fen(rules, fen);
  for (const std::string& uci : line) {
    const auto m = parse_move(rules, pos, uci);
    EXPECT_TRUE(m.has_value()) << uci << " is not legal in " << to_fen(rules, pos);
    if (!m) break;
    rules.play(pos, *m);
  }
  return pos;
}

Set legal_after_line(const Rules& rules, const std::string& fen, const std::vector<std::string>& line) {
  Position pos = played_from(rules, fen, line);
  MoveList moves;
  rules.legal_moves(pos, moves);
  Set out;
  for (const Move& m : moves) out.insert(to_uci(rules, pos, m));
  return out;
}

TEST(BackHome, ASideThatCanGoHomeMust) {
  auto rules = chess_with("BackHome");
  const std::string fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
  // 1.Ra1-a4 Ke8-d8: the rook's only legal move is home, then the king's.
  EXPECT_EQ(legal_after_line(*rules, fen, {"a1a4", "e8d8"}), (Set{"a4a1"}));
  EXPECT_EQ(legal_after_line(*rules, fen, {"a1a4", "e8d8", "a4a1"}), (Set{"d8e8"}));
  // Nobody away from home: every move.
  EXPECT_GT(legal_after_line(*rules, fen, {}).size(), 10u);
}

TEST(BackHome, OnlyALegalMoveHomeBinds) {
  auto rules = chess_with("BackHome");
  // 1.Ke1-d2 f3-f2: the pawn, which can never go home, guards e1, so the king may not go back: any move.
  const Set moves = legal_after_line(*rules, "4k3/8/8/8/8/5p2/8/4K3 w - - 0 1", {"e1d2", "f3f2"});
  EXPECT_FALSE(moves.count("d2e1"));
  EXPECT_TRUE(moves.count("d2d3") && moves.count("d2c1"));
}

TEST(BackHome, AUnitChecksOnlyWhenItsSideCannotGoHome) {
  auto rules = chess_with("BackHome");
  // 1.Ra1-a8: the rook could go back to a1, so it does not observe e8: no check, and the black king may
  // step along the eighth rank.
  Position rook = played_from(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", {"a1a8"});
  EXPECT_FALSE(rules->in_check(rook, Colour::Black));
  MoveList moves;
  rules->legal_moves(rook, moves);
  Set black;
  for (const Move& m : moves) black.insert(to_uci(*rules, rook, m));
  EXPECT_TRUE(black.count("e8d8") && black.count("e8f8"));
  // 1.d6-d7: a pawn never goes home, and White has no other unit away: check.
  Position pawn = played_from(*rules, "4k3/8/3P4/8/8/8/8/4K3 w - - 0 1", {"d6d7"});
  EXPECT_TRUE(rules->in_check(pawn, Colour::Black));
  // 1.Ke1-d2 Rh8-h1: the rook, which Black could take home, does not guard e1, and White must go home.
  EXPECT_EQ(legal_after_line(*rules, "4k2r/8/8/8/8/8/8/4K3 w - - 0 1", {"e1d2", "h8h1"}), (Set{"d2e1"}));
  // Then Black must take the rook home.
  EXPECT_EQ(legal_after_line(*rules, "4k2r/8/8/8/8/8/8/4K3 w - - 0 1", {"e1d2", "h8h1", "d2e1"}),
            (Set{"h1h8"}));
}

TEST(BackHome, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"BackHome", {"x"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"BackHome", {}}, {"WhiteFollowMyLeader", {}}}),
               std::invalid_argument);
}

TEST(BackHome, AFenKeepsTheHomesOfTheUnitsAway) {
  auto rules = chess_with("BackHome");
  // "@0:a4a1": the rook on a4 stood on a1; the others are at home.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a4"),
            "4k3/8/8/8/R7/8/8/4K3 b - - 1 1 @0:a4a1");
  EXPECT_EQ(legal_ucis(*rules, "3k4/8/8/8/R7/8/8/4K3 w - - 2 2 @0:a4a1,d8e8"), (Set{"a4a1"}));
  // A unit that came later has no home ("-").
  EXPECT_GT(legal_ucis(*rules, "3k4/8/8/8/R7/8/8/4K3 w - - 2 2 @0:a4-").size(), 1u);
  EXPECT_THROW(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 @0:a5a1", "e1e2"), FenError);
  EXPECT_THROW(after(*chess_with("Madrasi"), "4k3/8/8/8/R7/8/8/4K3 w - - 0 1 @0:a4a1", "e1e2"), FenError);
}

// Beside FaceToFace Popeye 4.104 leaves out a check mark our rules give (a position of our own, ~1): the
// pair is refused by name.
TEST(BackHome, BesideFaceToFaceIsRefusedByName) {
  EXPECT_THROW(chess_with(ConditionList{{"BackHome", {}}, {"FaceToFace", {}}}), std::invalid_argument);
}

TEST(BackHome, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("BackHome");
  EXPECT_GE(expect_perft_two_ways(*rules), 1);
  random_games_round_trip(*rules, 37);
}

// Popeye's examples (tests/data/back_home) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(BackHomeProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "back_home");

}  // namespace
}  // namespace nightrider
