// AMU (conditions/check/amu.h), Popeye's reading: a mate counts only where the unit that gave it was
// attacked exactly once, by the other side, on the square it left. One position per clause; perft two
// ways and random games (the moves are chess's); Popeye's whole text for positions of our own in
// tests/data/play_structure/amu.
#include <gtest/gtest.h>

#include <string>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// Is the side to move mated, as the goal mate asks (in check and immobile), after `uci` from `fen`?
bool mated_after(const Rules& rules, const std::string& fen, const std::string& uci) {
  Position pos = parse_fen(rules, fen);
  const auto m = parse_move(rules, pos, uci);
  EXPECT_TRUE(m.has_value()) << uci;
  if (!m) return false;
  rules.play(pos, *m);
  return rules.in_check(pos, pos.side_to_move()) && rules.immobile(pos);
}

TEST(Amu, AMateByAUnitAttackedOnceCounts) {
  auto rules = chess_with("AMU");
  // Qb7-g7 mates the king on h8 (the king on f6 guards g7); on b7 the queen is attacked by the knight
  // on a5 alone.
  EXPECT_TRUE(mated_after(*rules, "7k/1Q6/5K2/n7/8/8/8/8 w - - 0 1", "b7g7"));
}

TEST(Amu, AMateByAUnitNotAttackedOrAttackedTwiceDoesNot) {
  auto rules = chess_with("AMU");
  // Not attacked on b7: the same mate is none.
  EXPECT_FALSE(mated_after(*rules, "7k/1Q6/5K2/8/8/8/8/8 w - - 0 1", "b7g7"));
  // Attacked twice (the knight on a5 and the bishop on a8): none either.
  EXPECT_FALSE(mated_after(*rules, "b6k/1Q6/5K2/n7/8/8/8/8 w - - 0 1", "b7g7"));
  // Orthodox chess: both are mates.
  EXPECT_TRUE(mated_after(*chess_with(ConditionList{}), "7k/1Q6/5K2/8/8/8/8/8 w - - 0 1", "b7g7"));
  EXPECT_TRUE(mated_after(*chess_with(ConditionList{}), "b6k/1Q6/5K2/n7/8/8/8/8 w - - 0 1", "b7g7"));
}

TEST(Amu, StalemateIsChess) {
  auto rules = chess_with("AMU");
  // Qb1-g6 stalemates the king on h8 (not in check): AMU has nothing to say.
  Position pos = parse_fen(*rules, "7k/8/5K2/8/8/8/8/1Q6 w - - 0 1");
  const auto m = parse_move(*rules, pos, "b1g6");
  ASSERT_TRUE(m.has_value());
  rules->play(pos, *m);
  EXPECT_FALSE(rules->in_check(pos, pos.side_to_move()));
  EXPECT_TRUE(rules->immobile(pos));
}

TEST(Amu, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("AMU");
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);  // (the moves are chess's)
  random_games_round_trip(*rules, 31);
}

}  // namespace
}  // namespace nightrider
