// Rex Multiplex (conditions/royal/rex_multiplex.h, seed 001's no. 62), one position per clause, the moves
// worked out by hand from the seed's definition (RULES.md 4.1 no. 62): a side may have several kings; a
// king in check must be parried (as with Siamese kings); a side is mated only when all its kings are
// attacked at once and no move saves them all; a check that is not such a mate and cannot be parried is
// illegal; pawns may promote to king. A problem of our own, perft two ways and random games.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"
#include "support/solve_text.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(RexMultiplex, ASideMayHaveSeveralKings) {
  auto rules = chess_with("RexMultiplex");
  EXPECT_NO_THROW(parse_fen(*rules, "4k3/8/8/8/8/8/8/K6K w - - 0 1"));
  EXPECT_NO_THROW(
      parse_fen(*chess_with("Rex Multiplex"), "4k3/8/8/8/8/8/8/K6K w - - 0 1"));  // (the seed name)
  EXPECT_THROW(chess_with(ConditionList{{"RexMultiplex", {"x"}}}), std::invalid_argument);
  // Both decide what the kings are.
  EXPECT_THROW(chess_with(ConditionList{{"RexMultiplex", {}}, {"SiameseKings", {}}}), std::invalid_argument);
}

TEST(RexMultiplex, ACheckToAnyKingMustBeParried) {
  auto rules = chess_with("RexMultiplex");
  // The rook a8 attacks a1: White is in check, and only that king's escapes off the file parry it.
  EXPECT_TRUE(condition_checks::in_check(*rules, "r3k3/8/8/8/8/8/8/K6K w - - 0 1"));
  EXPECT_EQ(legal_ucis(*rules, "r3k3/8/8/8/8/8/8/K6K w - - 0 1"), (std::set<std::string>{"a1b1", "a1b2"}));
}

// White: kings a1 and h3, rooks a2 and b1, pawn b2; Black: king h8, knight d4. The king a1 cannot move
// (a2, b2, b1 are White's) and no white unit reaches b3 or c2 (the rooks' lines are shut by b2, the pawn
// takes a3 and c3), so a knight check from b3 or c2 cannot be parried while the king h3 stands safe:
// both are illegal. The other knight moves (b5, c6, e2, e6, f3, f5) check nothing; the black king has
// g8, g7 and h7.
TEST(RexMultiplex, ACheckThatCannotBeParriedAndIsNotMateIsIllegal) {
  const std::string fen = "7k/8/8/8/3n4/7K/RP6/KR6 b - - 0 1";
  EXPECT_EQ(legal_ucis(*chess_with("RexMultiplex"), fen),
            (std::set<std::string>{"h8g8", "h8g7", "h8h7", "d4b5", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5"}));
  // With Siamese kings the same checks mate.
  auto siamese = chess_with("SiameseKings");
  EXPECT_TRUE(legal(*siamese, fen, "d4b3"));
  EXPECT_TRUE(legal(*siamese, fen, "d4c2"));
}

// White: kings a1 and d1, rooks a2 and b1, pawn b2; Black: king h8, rook d8, knight d4, which shuts the
// d-file. Every knight move opens it onto d1. From b3 the knight attacks a1 too: both kings attacked,
// and no white move saves both (the king d1 cannot reach b3, nothing else reaches it, and nothing stops
// both the knight and the rook): mate. From c2 it attacks both kings as well, but Kd1xc2 parries both
// (c2 is not guarded): check, legal.
TEST(RexMultiplex, ASideIsMatedOnlyWhenAllItsKingsAreAttackedAndCannotAllBeSaved) {
  auto rules = chess_with("RexMultiplex");
  const std::string fen = "3r3k/8/8/8/3n4/8/RP6/KR1K4 b - - 0 1";
  const std::string mated = after(*rules, fen, "d4b3");
  EXPECT_EQ(mated, "3r3k/8/8/8/8/1n6/RP6/KR1K4 w - - 1 2");
  Position pos = parse_fen(*rules, mated);
  EXPECT_TRUE(rules->is_mate(pos));
  const std::string checked = after(*rules, fen, "d4c2");
  EXPECT_EQ(legal_ucis(*rules, checked), (std::set<std::string>{"d1c2"}));
  // A discovered check of d1 alone is parried by the king's steps: legal, and not mate.
  EXPECT_TRUE(legal(*rules, fen, "d4f5"));
  EXPECT_FALSE(condition_checks::in_check(*rules, after(*rules, fen, "d8e8")));
}

TEST(RexMultiplex, PawnsMayPromoteToKing) {
  auto rules = chess_with("RexMultiplex");
  EXPECT_EQ(after(*rules, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8k"), "K3k3/8/8/8/8/8/8/4K3 b - - 0 1");
  EXPECT_FALSE(legal(*chess_with(ConditionList{}), "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8k"));
}

// A problem of our own, solved by hand. Black: kings a8 (a7, b7 its pawns) and h8 (g8 its bishop, g7, h7
// its pawns); White: king c1, rook e8, knight d8 between the rook and a8. Every knight move opens the
// rank onto a8. From c6 or e6 that check cannot be parried (b8 is on the rook's rank and c6 guards it
// too; nothing of Black's reaches b8, c8, d8 or the rook) while h8 stands safe: illegal. Nxb7 is parried
// by Kxb7. From f7 the knight attacks h8 as well: Bxf7 saves h8 only and nothing saves a8 with it, so
// 1.Sd8-f7 mates, the only mate (the rook's and king's moves check nothing).
TEST(RexMultiplex, AProblemOfOurOwn) {
  std::string err;
  EXPECT_EQ(testing::condition_solved("RexMultiplex", "White Kc1 Re8 Sd8 Black Ka8 Kh8 Bg8 Pa7 Pb7 Pg7 Ph7",
                                      "#1", &err),
            "   1.Sd8-f7 # !");
  EXPECT_EQ(err, "");
  // With Siamese kings Sc6 and Se6 mate as well.
  const std::string siamese =
      testing::solve_problem_text(
          "BeginProblem\nCondition SiameseKings\nPieces White Kc1 Re8 Sd8 Black Ka8 Kh8 Bg8 Pa7 Pb7 Pg7 Ph7\n"
          "Stipulation #1\nEndProblem\n")
          .out;
  EXPECT_NE(siamese.find("1.Sd8-c6 #"), std::string::npos) << siamese;
}

TEST(RexMultiplex, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("RexMultiplex");
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);  // (one king each: chess's counts)
  for (const auto& [fen, depth] :
       std::vector<std::pair<std::string, int>>{{"7k/8/8/8/3n4/7K/RP6/KR6 b - - 0 1", 4},
                                                {"3r3k/8/8/8/3n4/8/RP6/KR1K4 b - - 0 1", 3},
                                                {"k6k/pp4pp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1", 3}}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, depth), perft_rebuilt(*rules, fen, depth)) << fen;
  }
  random_games_round_trip(*rules, 62);
}

}  // namespace
}  // namespace nightrider
