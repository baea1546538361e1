// Losing chess (conditions/obligations/losing_chess.h): a side that can take must take, there is no
// check, kings are units like the others, pawns may become kings; castling as in Popeye, or not under the
// seed's name. Positions checked against Popeye 4.104; perft two ways and random games;
// fairy_schlagschach__001 matches Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <stdexcept>
#include <string>

#include "conditions/registry.h"
#include "solver/session.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;
using Set = std::set<std::string>;

// Losing chess under its seed name (RULES.md A20): the entry with the seed's arguments.
std::shared_ptr<const Rules> losing_chess_seed() {
  const auto resolved = conditions::resolve_condition({"Qui perd gagne - Losing game"});
  if (!resolved) return nullptr;
  EXPECT_EQ(resolved->entry->names.en, "LosingChess");
  return chess_with(ConditionList{{"LosingChess", resolved->arguments}});
}

TEST(LosingChess, ASideThatCanTakeMustTake) {
  auto rules = chess_with("LosingChess");
  // The kings touch: Ka1xa2 is the only move (Popeye, fairy_schlagschach__001).
  EXPECT_EQ(condition_checks::legal_ucis(*rules, "8/8/8/8/8/8/k7/K7 w - - 0 1"), (Set{"a1a2"}));
  // Without a capture every move is legal, the king's moves onto attacked squares too, and castling
  // (Popeye: 0-0 among them).
  const auto moves = condition_checks::legal_ucis(*rules, "4k3/8/8/8/p7/8/P7/4K2R w K - 0 1");
  EXPECT_TRUE(moves.count("e1g1"));
  EXPECT_TRUE(moves.count("a2a3"));
  EXPECT_FALSE(condition_checks::in_check(*rules, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"));
}

TEST(LosingChess, PawnsPromoteToKings) {
  auto rules = chess_with("LosingChess");
  // Popeye: b7-b8 and b7*a8 to K, Q, R, B, S; the capture first.
  const auto moves = condition_checks::legal_ucis(*rules, "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(moves, (Set{"b7a8k", "b7a8q", "b7a8r", "b7a8b", "b7a8n"}));
}

TEST(LosingChess, TheSeedNameForbidsCastling) {
  auto seed = losing_chess_seed();
  ASSERT_TRUE(seed);
  const auto moves = condition_checks::legal_ucis(*seed, "4k3/8/8/8/p7/8/P7/4K2R w K - 0 1");
  EXPECT_FALSE(moves.count("e1g1"));
  EXPECT_TRUE(moves.count("e1f1"));
  EXPECT_THROW(chess_with(ConditionList{{"LosingChess", {"x"}}}), std::invalid_argument);
}

TEST(LosingChess, GoalsWithCheckAreRefused) {
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text("beginproblem\npieces white ke1 black ke8\nstipulation #1\ncondition losingchess\nendproblem\n",
                     settings, out, err);
  const std::string text = out.str() + err.str();
  EXPECT_NE(text.find("condition LosingChess with the goal of #1 is not supported (it has no check)"),
            std::string::npos)
      << text;
}

TEST(LosingChess, PerftTwoWaysAndRandomGames) {
  for (auto rules : {chess_with("LosingChess"), losing_chess_seed()}) {
    ASSERT_TRUE(rules);
    EXPECT_GT(expect_perft_two_ways(*rules), 0);
    random_games_round_trip(*rules, 55);
  }
}

}  // namespace
}  // namespace nightrider
