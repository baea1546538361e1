// The rebirth rules of the Circe family (conditions/circe/circe.h RebirthSquares): where the captured
// unit (under AntiCirce the capturer) goes by each of Popeye's words. A position per rule, the
// promotion of a pawn reborn on its last rank, refused combinations, perft two ways and random games.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> circe_with_rebirth_rules(std::vector<std::string> words) {
  return chess_with(ConditionList{{"Circe", std::move(words)}});
}

// The white queen on d1 takes Black's knight on d5 (a light square); White's king stands aside on h3.
const std::string kQueenTakesKnight = "4k3/8/8/3n4/8/7K/8/3Q4 w - - 0 1";

TEST(CirceRebirthRules, EachRuleSendsTheKnightToItsSquare) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{}, "4k1n1/8/8/3Q4/8/7K/8/8 b - - 0 1"},                      // g8, its light square
      {{"Mirror"}, "4k3/8/8/3Q4/8/7K/8/1n6 b - - 0 1"},              // b1, White's light square
      {{"File"}, "3nk3/8/8/3Q4/8/7K/8/8 b - - 0 1"},                 // its home rank, d-file
      {{"Symmetry"}, "4k3/8/8/3Q4/4n3/7K/8/8 b - - 0 1"},            // e4
      {{"VerticalSymmetry"}, "4k3/8/8/3Qn3/8/7K/8/8 b - - 0 1"},     // e5
      {{"HorizontalSymmetry"}, "4k3/8/8/3Q4/3n4/7K/8/8 b - - 0 1"},  // d4
      {{"Antipodes"}, "4k3/8/8/3Q4/8/7K/8/7n b - - 0 1"},            // h1
      {{"PWC"}, "4k3/8/8/3Q4/8/7K/8/3n4 b - - 0 1"},                 // where the queen came from
      {{"Clone"}, "3qk3/8/8/3Q4/8/7K/8/8 b - - 0 1"},                // a black queen, on d8
  };
  for (const auto& [words, expected] : cases) {
    SCOPED_TRACE(words.empty() ? "Circe" : words.front());
    EXPECT_EQ(after(*circe_with_rebirth_rules(words), kQueenTakesKnight, "d1d5"), expected);
  }
  // Couscous: the capturer's square counts, a white rook's light one (h1).
  EXPECT_EQ(after(*circe_with_rebirth_rules({"Couscous"}), "4k3/8/8/3n4/8/7K/8/3R4 w - - 0 1", "d1d5"),
            "4k3/8/8/3R4/8/7K/8/7n b - - 0 1");
}

TEST(CirceRebirthRules, ChameleonRebirthIsTheNextKindOfTheCycleOnItsSquare) {
  // Popeye's default cycle knight, bishop, rook, queen: the knight comes back a bishop, on c8 (light).
  // (White's king stands on h2 here: on h3 the bishop would check it.)
  EXPECT_EQ(after(*circe_with_rebirth_rules({"Chameleon"}), "4k3/8/8/3n4/8/8/7K/3Q4 w - - 0 1", "d1d5"),
            "2b1k3/8/8/3Q4/8/8/7K/8 b - - 0 1");
  // A cycle of its own (as the reader passes it, in English codes): knight and rook swap. The rook
  // reborn on its corner beside its king gets its castling right back (written alone: [a8]).
  EXPECT_EQ(after(*circe_with_rebirth_rules({"Chameleon", "s", "r"}), kQueenTakesKnight, "d1d5"),
            "r3k3/8/8/3Q4/8/7K/8/8 b [a8] - 0 1");
  EXPECT_THROW(circe_with_rebirth_rules({"Chameleon", "Clone"}), std::invalid_argument);
}

TEST(CirceRebirthRules, TheAdjustingRulesMoveTheGameArraySquare) {
  const std::string queen_takes_pawn = "4k3/8/8/3p4/8/7K/8/3Q4 w - - 0 1";  // classic: d7
  EXPECT_EQ(after(*circe_with_rebirth_rules({"Diametral"}), queen_takes_pawn, "d1d5"),
            "4k3/8/8/3Q4/8/7K/4p3/8 b - - 0 1");
  EXPECT_EQ(after(*circe_with_rebirth_rules({"VerticalMirror"}), queen_takes_pawn, "d1d5"),
            "4k3/4p3/8/3Q4/8/7K/8/8 b - - 0 1");
}

TEST(CirceRebirthRules, APawnRebornOnItsLastRankPromotesByTheMoversChoice) {
  // Couscous: Black's pawn taken by the rook goes to h1, Black's last rank; a queen or rook there would
  // check White's king on h3, so a bishop or a knight it is.
  auto rules = circe_with_rebirth_rules({"Couscous"});
  const std::string fen = "4k3/8/8/3p4/8/7K/8/3R4 w - - 0 1";
  std::set<std::string> reborn;
  for (const std::string& m : legal_ucis(*rules, fen))
    if (m.compare(0, 4, "d1d5") == 0) reborn.insert(after(*rules, fen, m));
  EXPECT_EQ(reborn,
            (std::set<std::string>{"4k3/8/8/3R4/8/7K/8/7b b - - 0 1", "4k3/8/8/3R4/8/7K/8/7n b - - 0 1"}));
}

TEST(CirceRebirthRules, AntiCirceSendsTheCapturerByTheRule) {
  auto mirror = chess_with(ConditionList{{"AntiCirce", {"Mirror"}}});
  EXPECT_EQ(after(*mirror, kQueenTakesKnight, "d1d5"), "3Qk3/8/8/8/8/7K/8/8 b - - 0 1");  // Black's d8
  auto symmetry = chess_with(ConditionList{{"AntiCirce", {"Symmetry"}}});
  EXPECT_EQ(after(*symmetry, kQueenTakesKnight, "d1d5"), "4k3/8/8/8/4Q3/7K/8/8 b - - 0 1");
}

TEST(CirceRebirthRules, CombinationsWithoutAMeaningYetAreRefused) {
  EXPECT_THROW(circe_with_rebirth_rules({"Super", "Mirror"}), std::invalid_argument);
  EXPECT_THROW(circe_with_rebirth_rules({"Equipollents", "Symmetry"}), std::invalid_argument);
  EXPECT_THROW(circe_with_rebirth_rules({"PWC", "RexInclusive"}), std::invalid_argument);
  EXPECT_THROW(circe_with_rebirth_rules({"Symmetry", "Antipodes"}), std::invalid_argument);
  // (A pawn sent to its last rank by Couscous or Antipodes promotes; under Volcanic it would wait
  // there, promoted or not: not followed yet.)
  EXPECT_THROW(chess_with(ConditionList{{"AntiCirce", {"Couscous", "Volcanic"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"AntiCirce", {"Antipodes", "Relaxed"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"AntiCirce", {"Couscous", "CapturerAsMoved"}}}),
               std::invalid_argument);
}

TEST(CirceRebirthRules, AntiCirceCouscousAndAntipodesPromoteAPawnSentToItsLastRank) {
  // AntiCirce Couscous: the pawn taking a knight on b4 (dark) goes to the knight's own square, b8, and
  // promotes there: one move per kind (Popeye: a3*b4[wPb4->b8=Q], =S, =R, =B).
  auto couscous = chess_with(ConditionList{{"AntiCirce", {"Couscous"}}});
  const std::string taking = "k7/8/8/8/1n6/P7/8/7K w - - 0 1";
  std::set<std::string> results;
  for (const std::string& uci : legal_ucis(*couscous, taking))
    if (uci.rfind("a3b4", 0) == 0) results.insert(after(*couscous, taking, uci));
  EXPECT_EQ(results, (std::set<std::string>{"kB6/8/8/8/8/8/8/7K b - - 0 1", "kN6/8/8/8/8/8/8/7K b - - 0 1",
                                            "kQ6/8/8/8/8/8/8/7K b - - 0 1", "kR6/8/8/8/8/8/8/7K b - - 0 1"}));
  // AntiCirce Antipodes: b3*c4 sends the pawn to g8, where it promotes; g5*h6 to d2, no promotion.
  auto antipodes = chess_with(ConditionList{{"AntiCirce", {"Antipodes"}}});
  const std::string before = "k7/8/7b/6P1/2n5/1P6/8/7K w - - 0 1";
  results.clear();
  for (const std::string& uci : legal_ucis(*antipodes, before))
    if (uci.rfind("b3c4", 0) == 0 || uci.rfind("g5h6", 0) == 0)
      results.insert(after(*antipodes, before, uci));
  EXPECT_EQ(results,
            (std::set<std::string>{"k5B1/8/7b/6P1/8/8/8/7K b - - 0 1", "k5N1/8/7b/6P1/8/8/8/7K b - - 0 1",
                                   "k5Q1/8/7b/6P1/8/8/8/7K b - - 0 1", "k5R1/8/7b/6P1/8/8/8/7K b - - 0 1",
                                   "k7/8/8/8/2n5/1P6/3P4/7K b - - 0 1"}));
}

TEST(CirceRebirthRules, PerftTwoWaysAndRandomGames) {
  const std::vector<std::shared_ptr<const Rules>> rule_sets = {
      circe_with_rebirth_rules({"Symmetry"}),
      circe_with_rebirth_rules({"Couscous"}),
      circe_with_rebirth_rules({"Clone"}),
      circe_with_rebirth_rules({"PWC"}),
      circe_with_rebirth_rules({"Antipodes"}),
      chess_with(ConditionList{{"AntiCirce", {"Mirror"}}}),
      circe_with_rebirth_rules({"Rank"}),
      chess_with(ConditionList{{"AntiCirce", {"Rank"}}}),
      chess_with(ConditionList{{"AntiCirce", {"Couscous"}}}),
      chess_with(ConditionList{{"AntiCirce", {"Antipodes"}}}),
      chess_with(ConditionList{{"AntiCirce", {"Chameleon"}}}),
      chess_with(ConditionList{{"AntiCirce", {"Parachute"}}})};
  uint32_t seed = 61;
  for (const auto& rules : rule_sets) {
    SCOPED_TRACE(rules->name());
    EXPECT_EQ(expect_perft_two_ways(*rules), 3);
    random_games_round_trip(*rules, seed++);
  }
}

}  // namespace
}  // namespace nightrider
