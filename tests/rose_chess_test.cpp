// Rose (seed 001's 67; our keyword RoseChess; conditions/walks/cavalier_majeur.h): roses take the knights'
// place -- their letter N, the promotions -- and knights are refused. The rose's walk (RULES.md 4.3: knight
// leaps turning round an octagon) is the catalogue's, checked against Popeye in piece_catalogue_test.
// One position per clause, worked out by hand; perft two ways and random games.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(RoseChess, TheLetterNIsTheRose) {
  auto rules = chess_with("RoseChess");
  EXPECT_EQ(rules->kind_for_letter('N'), PieceKind::Rose);
  EXPECT_FALSE(rules->uses(PieceKind::Knight));
  // From d1 on an empty board, its four first leaps (b2, c3, e3, f2) each turning both ways round the
  // octagon as far as the board allows: b2-a4-b6-d7-f6-g4-f2; c3-d5-f6-h5 and c3-a4; e3-d5-b6 and e3-g4;
  // f2-g4-f6-d7-b6-a4-b2 and f2-h1. Twelve squares, where a knight has four.
  const auto rose_moves = [&](const std::string& fen) {
    std::set<std::string> out;
    for (const std::string& m : legal_ucis(*rules, fen))
      if (m.rfind("d1", 0) == 0) out.insert(m.substr(2));
    return out;
  };
  EXPECT_EQ(rose_moves("4k3/8/8/8/8/8/8/3NK3 w - - 0 1"),
            (std::set<std::string>{"a4", "b2", "b6", "c3", "d5", "d7", "e3", "f2", "f6", "g4", "h1", "h5"}));
  // A unit of its own on f2 closes the ways through f2: h1 is lost, d7 and g4 are still reached by b2.
  EXPECT_EQ(rose_moves("4k3/8/8/8/8/8/5P2/3NK3 w - - 0 1"),
            (std::set<std::string>{"a4", "b2", "b6", "c3", "d5", "d7", "e3", "f6", "g4", "h5"}));
}

TEST(RoseChess, FromTheGameArrayWhiteMatesAtOnce) {
  // The seed's rule applied to the game array: the b1 rose goes b1-c3-e4 and attacks e8 round two
  // octagons (e4-d6-e8 and e4-f6-e8); Black can close only one of them, and nothing takes e4.
  auto rules = make_variant("chess+rose");
  ASSERT_TRUE(rules);
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  EXPECT_TRUE(in_check(*rules, after(*rules, start, "b1e4")));
  EXPECT_TRUE(legal_ucis(*rules, after(*rules, start, "b1e4")).empty());
}

TEST(RoseChess, PawnsPromoteToTheRoseNotTheKnight) {
  auto rules = chess_with("RoseChess");
  const std::string fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
  ASSERT_TRUE(legal(*rules, fen, "a7a8n"));
  EXPECT_EQ(parse_fen(*rules, after(*rules, fen, "a7a8n")).at(sq("a8")).kind(), PieceKind::Rose);
  int promotions = 0;
  for (const std::string& m : legal_ucis(*rules, fen)) promotions += m.rfind("a7a8", 0) == 0;
  EXPECT_EQ(promotions, 4);  // Q, R, B, rose
}

TEST(RoseChess, RefusesArgumentsAndTheConditionsThatNameTheKnightsRole) {
  EXPECT_THROW(chess_with(ConditionList{{"RoseChess", {"x"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"RoseChess", {}}, {"Circe", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"RoseChess", {}}, {"CavalierMajeur", {}}}), std::invalid_argument);
}

TEST(RoseChess, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("RoseChess");
  EXPECT_EQ(expect_perft_two_ways(*rules), 2);  // roses for the start's and Kiwipete's knights
  random_games_round_trip(*rules, 67);
}

}  // namespace
}  // namespace nightrider
