// The rules pages' example boards (src/web/rules_examples.h): each example is played by the rules core,
// and what it shows is checked here against the position after the move worked out by hand from the
// rules text (docs/RULES.md; the variants' texts in src/variants/texts): Magnetic's pull and push and
// Anti-Magnetic's reverse, the anti-king's anti-check, Rococo's withdrawal and approach, long leap, swap,
// chameleon's triple capture and the cannon pawn's hop.
#include <gtest/gtest.h>

#include <string>

#include "web/game.h"
#include "web/rules_examples.h"

namespace nightrider::web {
namespace {

using nlohmann::json;

// The board part of a FEN (what the picture shows).
std::string placement(const json& fen) {
  const std::string text = fen.get<std::string>();
  return text.substr(0, text.find(' '));
}

TEST(WebRulesExamples, MagneticPullAndPush) {
  const json examples = rules_examples("magnetic", "en");
  ASSERT_EQ(examples.size(), 1u);
  const json& e = examples[0];
  EXPECT_EQ(e["title"], "The field: a pull and a push");
  EXPECT_EQ(placement(e["before"]["fen"]), "4k3/3p4/8/8/1N6/8/8/3RK3");
  // Rd1-d4: the black pawn d7 pulled to d5, the white knight b4 pushed to a4 (by hand).
  EXPECT_EQ(placement(e["after"]["fen"]), "4k3/8/8/3p4/N2R4/8/8/4K3");
  EXPECT_EQ(e["after"]["last"], json::array({"d1", "d4"}));
  EXPECT_EQ(e["after"]["effects"], (json::array({json{{"kind", "displace"}, {"from", "d7"}, {"to", "d5"}},
                                                 json{{"kind", "displace"}, {"from", "b4"}, {"to", "a4"}}})))
      << e["after"]["effects"].dump();
  EXPECT_EQ(e["files"], 8);
}

TEST(WebRulesExamples, AntiMagneticPushAndPull) {
  const json e = rules_examples("antimagnetic", "fr").at(0);
  EXPECT_EQ(e["title"], "Le champ inversé : l'ennemi repoussé, l'ami attiré");
  // The same move, charges reversed: d7 pushed to d8, b4 pulled to c4 (by hand).
  EXPECT_EQ(placement(e["after"]["fen"]), "3pk3/8/8/8/2NR4/8/8/4K3");
}

TEST(WebRulesExamples, AntiKingInvertedCheck) {
  const json e = rules_examples("antiking2", "nl").at(0);
  EXPECT_EQ(e["title"], "Het omgekeerde schaak van de antikoning");
  // 1.e4 e5 2.c4 Nc6, then 3.Ne2 blocking the bishop f1: Black's anti-king on d3 is attacked before, not
  // after.
  EXPECT_EQ(placement(e["before"]["fen"]), "r1bqkbnr/pppp1ppp/2nA4/4p3/2P1P3/3a4/PP1P1PPP/RNBQKBNR");
  EXPECT_FALSE(e["before"]["check"].get<bool>());
  EXPECT_EQ(e["before"]["turn"], "white");
  EXPECT_EQ(e["after"]["turn"], "black");
  EXPECT_TRUE(e["after"]["check"].get<bool>()) << "the rules see the anti-check";
  // The notation marks a move that gives anti-check as it marks a check (in_check covers both).
  EXPECT_EQ(e["move"], "Ne2+");
}

TEST(WebRulesExamples, RococoCapturesAndTheCannonHop) {
  const json examples = rules_examples("rococo", "en");
  ASSERT_EQ(examples.size(), 5u);
  for (const json& e : examples) {
    EXPECT_EQ(e["files"], 10);
    EXPECT_TRUE(e["ring"].get<bool>());
  }
  // Pushme-pullyu d6-h6: c6 taken by withdrawal, i6 by approach.
  EXPECT_EQ(placement(examples[0]["after"]["fen"]), "10/5k4/10/10/7Q2/10/10/10/5K4/10");
  // Long leaper d3-d8 over d5 and d7.
  EXPECT_EQ(placement(examples[1]["after"]["fen"]), "10/5k4/3N6/10/10/10/10/10/5K4/10");
  // Swapper c4<->c7.
  EXPECT_EQ(placement(examples[2]["after"]["fen"]), "10/5k4/10/2R7/10/10/2p7/10/5K4/10");
  // Chameleon b3-b5 takes b2, b6 and b4.
  EXPECT_EQ(placement(examples[3]["after"]["fen"]), "10/5k4/10/10/10/1B5K2/10/10/10/10");
  // Cannon pawn e4 hops e5 and takes e6.
  EXPECT_EQ(placement(examples[4]["after"]["fen"]), "10/5k4/10/10/4P5/4P5/10/10/5K4/10");
  EXPECT_EQ(examples[4]["title"], "Cannon pawn: the hop");
}

TEST(WebRulesExamples, VariantsWithoutExamplesAndBadRequests) {
  EXPECT_EQ(rules_examples("chess", "en"), json::array());
  EXPECT_THROW(rules_examples("nosuch", "en"), GameError);
  EXPECT_THROW(rules_examples("magnetic", "de"), GameError);
}

}  // namespace
}  // namespace nightrider::web
