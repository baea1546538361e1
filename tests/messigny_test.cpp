// Messigny chess (conditions/movers/messigny.h), one position per clause: a unit may exchange squares
// with an enemy unit of its own kind instead of moving; kings too unless RexExclusive; the two squares
// of the exchange just played take no part in the reply's exchanges. Expected moves are Popeye 4.104's
// on these positions (all 12 problems of Popeye's BEISPIEL/messigny.inp give Popeye's whole text too,
// docs/conditions.md). Perft two ways and random games as for every condition.
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

std::shared_ptr<const Rules> messigny(std::vector<std::string> arguments = {}) {
  return chess_with(ConditionList{{"MessignyChess", std::move(arguments)}});
}

std::set<std::string> exchanges(const Rules& rules, const std::string& fen) {
  std::set<std::string> out;
  for (const std::string& m : legal_sans(rules, fen))
    if (m.find("<->") != std::string::npos) out.insert(m);
  return out;
}

TEST(Messigny, AUnitExchangesWithAnEnemyUnitOfItsKindKingsToo) {
  const auto rules = messigny();
  // The rook exchanges with the rook (and checks from a8); the king with the king, not into check.
  EXPECT_EQ(exchanges(*rules, "r3k3/8/8/6R1/8/8/8/4K3 w - - 0 1"), (std::set<std::string>{"R<->a8+"}));
  EXPECT_EQ(exchanges(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"), (std::set<std::string>{"K<->e8"}));
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e8"), "4K3/8/8/8/8/8/8/4k3 b - - 1 1 @0/e1e8");
  // RexExclusive: kings do not exchange.
  EXPECT_TRUE(exchanges(*messigny({"RexExclusive"}), "4k3/8/8/8/8/8/8/4K3 w - - 0 1").empty());
}

TEST(Messigny, TheSquaresOfTheExchangeJustPlayedTakeNoPartInTheReplysExchanges) {
  const auto rules = messigny();
  // Popeye (h~1 on this position): after 1.Sd5<->Sc3 White exchanges bishops and kings, not knights;
  // after another move, knights too.
  EXPECT_EQ(exchanges(*rules, "k7/p5b1/8/3N4/8/2n5/1B6/7K w - - 1 2 @0/d5c3"),
            (std::set<std::string>{"B<->g7", "K<->a8"}));
  EXPECT_EQ(exchanges(*rules, "k7/p5b1/8/3N4/8/2n5/1B6/7K w - - 1 2"),
            (std::set<std::string>{"B<->g7", "K<->a8", "N<->c3"}));
  const std::string text = testing::solve_problem_text(
                               "beginproblem\nstipulation h~1\ncondition Messigny\npieces white kh1 bb2 sc3 "
                               "black ka8 bg7 sd5 pa7\nendproblem\n")
                               .out;
  for (const char* line : {"  1.Sd5<->Sc3 Bb2<->Bg7\n", "  1.Sd5<->Sc3 Kh1<->Ka8\n", "  1.Sd5<->Sc3 Sd5-c7 +\n",
                           "  1.Ka8<->Kh1 Ka8*a7\n", "  1.Bg7<->Bb2 Sc3<->Sd5\n", "  1.a7-a5 Sc3<->Sd5\n"})
    EXPECT_NE(text.find(line), std::string::npos) << line;
  for (const char* line : {"  1.Sd5<->Sc3 Sd5<->Sc3", "  1.Bg7<->Bb2 Bg7<->Bb2", "  1.Ka8<->Kh1 Ka8<->Kh1"})
    EXPECT_EQ(text.find(line), std::string::npos) << line;
}

TEST(Messigny, BadArgumentsAreRefused) {
  EXPECT_THROW(messigny({"Strict"}), std::invalid_argument);
  EXPECT_NO_THROW(messigny({"RexInclusive"}));
}

TEST(Messigny, PerftTwoWaysAndRandomGames) {
  uint32_t seed = 91;
  for (const auto& rules : {messigny(), messigny({"RexExclusive"})}) {
    // (Every unit of the array may exchange: the usual depths would take half a minute.)
    EXPECT_EQ(expect_perft_two_ways(*rules, {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
                                             {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
                                             {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4}}),
              3);
    random_games_round_trip(*rules, seed++);
  }
}

}  // namespace
}  // namespace nightrider
