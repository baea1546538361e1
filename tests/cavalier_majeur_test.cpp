// Cavalier majeur (conditions/walks/cavalier_majeur.h): the nightrider takes the knight's place -- its
// letter, the promotions -- and a diagram with knights is refused, as Popeye refuses it. One position per
// clause; perft two ways and random games (the three positions' knights are nightriders);
// fairy_bs_exklohne__033 matches Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "solver/session.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(CavalierMajeur, TheLetterNIsTheNightrider) {
  auto rules = chess_with("CavalierMajeur");
  EXPECT_EQ(rules->kind_for_letter('N'), PieceKind::Nightrider);
  EXPECT_FALSE(rules->uses(PieceKind::Knight));
  // b1 rides on to f3 and to h4 over empty squares, and takes on a5 ... wherever its line is open.
  const std::string fen = "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "b1f3"));
  EXPECT_TRUE(legal(*rules, fen, "b1h4"));
  EXPECT_TRUE(legal(*rules, fen, "b1e7"));  // (c3, d5 on the way)
  EXPECT_FALSE(legal(*chess_with(ConditionList{}), fen, "b1e7"));
  // A unit on the line stops it.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/3p4/1N2K3 w - - 0 1", "b1h4"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/3p4/1N2K3 w - - 0 1", "b1d2"));
}

TEST(CavalierMajeur, NightridersCheckAlongTheirLines) {
  auto rules = chess_with("CavalierMajeur");
  EXPECT_TRUE(in_check(*rules, "8/8/8/8/6k1/8/8/N3K3 b - - 0 1"));  // a1, c2, e3, g4
  EXPECT_FALSE(in_check(*rules, "8/8/8/8/6k1/4p3/8/N3K3 b - - 0 1"));  // (e3 blocks)
  EXPECT_FALSE(in_check(*chess_with(ConditionList{}), "8/8/8/8/6k1/8/8/N3K3 b - - 0 1"));
}

TEST(CavalierMajeur, PawnsPromoteToTheNightriderNotTheKnight) {
  auto rules = chess_with("CavalierMajeur");
  const std::string fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
  ASSERT_TRUE(legal(*rules, fen, "a7a8n"));
  const Position pos = parse_fen(*rules, after(*rules, fen, "a7a8n"));
  EXPECT_EQ(pos.at(sq("a8")).kind(), PieceKind::Nightrider);
  int promotions = 0;
  for (const std::string& m : legal_ucis(*rules, fen)) promotions += m.rfind("a7a8", 0) == 0;
  EXPECT_EQ(promotions, 4);  // Q, R, B, nightrider
}

TEST(CavalierMajeur, RefusesArgumentsAndTheConditionsThatNameTheKnightsRole) {
  EXPECT_THROW(chess_with(ConditionList{{"CavalierMajeur", {"x"}}}), std::invalid_argument);
  for (const char* other : {"Circe", "AntiCirce", "MarsCirce", "EinsteinChess", "EiffelChess"}) {
    EXPECT_THROW(chess_with(ConditionList{{"CavalierMajeur", {}}, {other, {}}}), std::invalid_argument) << other;
    EXPECT_THROW(chess_with(ConditionList{{other, {}}, {"CavalierMajeur", {}}}), std::invalid_argument) << other;
  }
  EXPECT_NO_THROW(chess_with(ConditionList{{"CavalierMajeur", {}}, {"ChecklessChess", {}}}));
}

std::string cavalier_majeur_solve(const std::string& text) {
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(text, settings, out, err);
  return out.str() + err.str();
}

TEST(CavalierMajeur, ADiagramWithKnightsIsRefused) {
  // Popeye: "knight + cavalier majeur not allowed", the problem ignored.
  const std::string text = cavalier_majeur_solve(
      "beginproblem\npieces white ke1 sb1 black ke8\nstipulation #1\ncondition cavaliermajeur\nendproblem\n");
  EXPECT_NE(text.find("CavalierMajeur: knights are not allowed"), std::string::npos) << text;
  // A nightrider is the knight: 1.Nb1-f3? no mate, but the problem is solved.
  const std::string ok = cavalier_majeur_solve(
      "beginproblem\npieces white ke1 nb1 black ke8\nstipulation #1\ncondition cavaliermajeur\nendproblem\n");
  EXPECT_EQ(ok.find("not allowed"), std::string::npos) << ok;
}

TEST(CavalierMajeur, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("CavalierMajeur");
  EXPECT_EQ(expect_perft_two_ways(*rules), 2);  // nightriders for the start's and Kiwipete's knights
  random_games_round_trip(*rules, 20);
}

}  // namespace
}  // namespace nightrider
