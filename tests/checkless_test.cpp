// Checkless chess (conditions/check/checkless.h): a move that gives check is illegal unless it mates,
// "mates" judged by the same rule (a reply that checks back is legal only if it mates in turn). One
// position per clause, each checked against Popeye 4.x; perft two ways and random games;
// fairy_bs_exklohne__023 matches Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(ChecklessChess, ACheckThatDoesNotMateIsIllegal) {
  auto rules = chess_with("ChecklessChess");
  const std::string fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
  EXPECT_FALSE(legal(*rules, fen, "a1a8"));  // the king walks out
  EXPECT_TRUE(legal(*rules, fen, "a1a7"));
  EXPECT_TRUE(legal(*chess_with(ConditionList{}), fen, "a1a8"));
}

TEST(ChecklessChess, ACheckThatMatesIsLegal) {
  auto rules = chess_with("ChecklessChess");
  const std::string fen = "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1";
  ASSERT_TRUE(legal(*rules, fen, "a1a8"));
  Position pos = parse_fen(*rules, after(*rules, fen, "a1a8"));
  EXPECT_TRUE(rules->is_mate(pos));
}

TEST(ChecklessChess, ACheckingReplyThatDoesNotMateDoesNotCount) {
  auto rules = chess_with("ChecklessChess");
  // 1.Nf7+: Black's only answer, Rf1xf7+, checks the king on c7, which can walk: so it is illegal and
  // Nf7 is mate (Popeye: 1.Sd6-f7 #).
  const std::string fen = "6rk/2K3pp/3N4/8/8/8/8/5r2 w - - 0 1";
  ASSERT_TRUE(legal(*rules, fen, "d6f7"));
  const std::string mated = after(*rules, fen, "d6f7");
  EXPECT_TRUE(legal_ucis(*rules, mated).empty());
  EXPECT_FALSE(legal_ucis(*chess_with(ConditionList{}), mated).empty());  // (orthodox: Rxf7)
}

TEST(ChecklessChess, ACheckingReplyThatMatesMakesTheCheckIllegal) {
  auto rules = chess_with("ChecklessChess");
  // 1.Nf2+ Rxf2+: the rook's check mates the king on a2 (a1 and b1 guarded by the bishops), so Black has
  // a legal reply and Nf2 gives check without mate. Without the bishop on d3 the king flees to b1, the
  // reply is illegal and Nf2 mates (Popeye agrees on both).
  EXPECT_FALSE(legal(*rules, "5r2/8/8/4b3/4N3/PP1b4/K5pp/6nk w - - 0 1", "e4f2"));
  EXPECT_TRUE(legal(*rules, "5r2/8/8/4b3/4N3/PP6/K5pp/6nk w - - 0 1", "e4f2"));
}

TEST(ChecklessChess, RefusesArguments) {
  EXPECT_THROW(chess_with(ConditionList{{"ChecklessChess", {"TypeB"}}}), std::invalid_argument);
}

TEST(ChecklessChess, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("ChecklessChess");
  EXPECT_GT(expect_perft_two_ways(*rules), 0);  // Kiwipete's and the ending's checks are gone
  random_games_round_trip(*rules, 68);
}

}  // namespace
}  // namespace nightrider
