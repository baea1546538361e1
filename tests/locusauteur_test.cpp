// Locusauteur (seed 48; our keyword Locusauteur; conditions/walks/locusauteur.h): the nightrider-locust,
// bishop-locust, rook-locust and locust take the knights', bishops', rooks' and queens' places -- their
// letters, so the game array, and the promotions -- and units of those four kinds are refused. The
// locusts' walks (pieces/locust.h) are checked against Popeye in piece_catalogue_test. One position per
// clause, worked out by hand; a problem of our own against Popeye; perft two ways and random games.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "support/condition_checks.h"
#include "support/solve_text.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Locusauteur, TheLettersAreTheLocusts) {
  auto rules = chess_with("Locusauteur");
  EXPECT_EQ(rules->kind_for_letter('N'), PieceKind::NightriderLocust);
  EXPECT_EQ(rules->kind_for_letter('B'), PieceKind::BishopLocust);
  EXPECT_EQ(rules->kind_for_letter('R'), PieceKind::RookLocust);
  EXPECT_EQ(rules->kind_for_letter('Q'), PieceKind::Locust);
  for (PieceKind k : {PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen}) EXPECT_FALSE(rules->uses(k));
}

TEST(Locusauteur, FromTheGameArrayOnlyPawnsMove) {
  // No locust has a unit to take with an empty square behind it (b1-c3-d5-e7 ends on the edge behind
  // e7), and with no rook there is no castling right: 16 pawn moves, and as many replies.
  auto rules = make_variant("chess+locusauteur");
  ASSERT_TRUE(rules);
  const std::string start = rules->start_fen();
  EXPECT_EQ(start, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
  const std::set<std::string> moves = legal_ucis(*rules, start);
  EXPECT_EQ(moves.size(), 16u);
  for (const std::string& m : moves) EXPECT_EQ(parse_fen(*rules, start).at(sq(m.substr(0, 2).c_str())).kind(), PieceKind::Pawn) << m;
  EXPECT_EQ(perft_rebuilt(*rules, start, 2), 256u);
}

TEST(Locusauteur, TheQueensLocustTakesByPassingOver) {
  auto rules = chess_with("Locusauteur");
  // The locust d1 passes d2-d6 to the pawn on d7 and lands on d8, taking it; it takes nothing else.
  const std::string fen = "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1";
  EXPECT_EQ(after(*rules, fen, "d1d8"), "3Qk3/8/8/8/8/8/8/4K3 b - - 0 1");
  EXPECT_FALSE(legal(*rules, fen, "d1d7"));
  EXPECT_FALSE(legal(*rules, fen, "d1d4"));
  // The king e8 beside it is in check along the eighth rank (f8 empty behind it).
  EXPECT_TRUE(in_check(*rules, "3Qk3/8/8/8/8/8/8/4K3 b - - 0 1"));
}

TEST(Locusauteur, PawnsPromoteToTheLocusts) {
  auto rules = chess_with("Locusauteur");
  const std::string fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
  std::set<PieceKind> kinds;
  for (const std::string& m : legal_ucis(*rules, fen))
    if (m.rfind("a7a8", 0) == 0) kinds.insert(parse_fen(*rules, after(*rules, fen, m)).at(sq("a8")).kind());
  EXPECT_EQ(kinds, (std::set<PieceKind>{PieceKind::Locust, PieceKind::RookLocust, PieceKind::BishopLocust,
                                        PieceKind::NightriderLocust}));
}

TEST(Locusauteur, RefusesArgumentsOrthodoxPiecesAndTheConditionsThatNameTheRoles) {
  EXPECT_THROW(chess_with(ConditionList{{"Locusauteur", {"x"}}}), std::invalid_argument);
  for (const char* other : {"Circe", "CavalierMajeur", "RoseChess", "AntiCirce"}) {
    EXPECT_THROW(chess_with(ConditionList{{"Locusauteur", {}}, {other, {}}}), std::invalid_argument) << other;
    EXPECT_THROW(chess_with(ConditionList{{other, {}}, {"Locusauteur", {}}}), std::invalid_argument) << other;
  }
  const auto queen = testing::solve_problem_text(
      "beginproblem\ncondition Locusauteur\npieces white ke1 qd1 black ke8\nstipulation ~1\nendproblem\n");
  EXPECT_NE(queen.err.find("Locusauteur: queens are not allowed (the locust is the queen)"), std::string::npos)
      << queen.err;
}

TEST(Locusauteur, AProblemOfOurOwnGivesPopeyesSolutions) {
  // Written by its seed name. With no pawn to promote, Locusauteur changes nothing in a diagram of
  // locusts: Popeye 4.104 solving the same problem without the condition gives these lines.
  const auto solved = testing::solve_problem_text(
      "beginproblem\ncondition Locusauteur\npieces white kf5 lnd4 lbe7 lrh8 le4 black kf1 lra4 lnc7 ph4 lbd3 le3\n"
      "stipulation h#2\nendproblem\n");
  EXPECT_TRUE(solved.err.empty()) << solved.err;
  EXPECT_NE(solved.out.find("  1.h4-h3 Le4*d3-c2   2.h3-h2 LRh8*h2-h1 #\n"), std::string::npos) << solved.out;
  size_t solutions = 0;
  for (size_t at = 0; (at = solved.out.find("  1.", at)) != std::string::npos; ++at) ++solutions;
  EXPECT_EQ(solutions, 1u) << solved.out;
}

TEST(Locusauteur, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Locusauteur");
  // (No castling rights: there is no rook.)
  EXPECT_EQ(expect_perft_two_ways(*rules, {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 4},
                                           {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1", 3},
                                           {"8/2p5/1n1p4/KP5r/1R3p1k/4b3/4P1P1/2Q5 w - - 0 1", 4}}),
            3);
  random_games_round_trip(*rules, 48);
}

}  // namespace
}  // namespace nightrider
