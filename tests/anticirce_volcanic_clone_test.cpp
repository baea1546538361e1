// AntiCirce Volcanic and AntiCirce Clone (conditions/circe/anticirce.h, equipollents.h), one position per
// clause: under Volcanic a capturer whose rebirth square is occupied waits under it (a pawn promoted
// first) and comes back once the square is empty at the end of a move; under Clone the capturer is
// reborn as the captured kind, a king as a royal unit of it, and a captured king or royal unit leaves
// the capturer its kind. Perft two ways and random games for each.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> anticirce(const std::vector<std::string>& words) {
  return chess_with(ConditionList{{"AntiCirce", words}});
}

// The FENs after each legal move from `from` to `to` (with their choices).
std::set<std::string> outcomes(const Rules& rules, const std::string& fen, const std::string& from_to) {
  std::set<std::string> out;
  for (const std::string& m : legal_ucis(rules, fen))
    if (m.compare(0, 4, from_to) == 0) out.insert(after(rules, fen, m));
  return out;
}

// Rh4xd4: the rook goes to a1 (the corner of d4's colour), where White's bishop stands.
const std::string kRookToOccupiedCorner = "4k3/8/8/8/3n3R/8/8/B6K w - - 0 1";

TEST(AntiCirceVolcanic, TheCapturerWaitsUnderItsOccupiedRebirthSquare) {
  auto volcanic = anticirce({"Volcanic"});
  EXPECT_EQ(after(*volcanic, kRookToOccupiedCorner, "h4d4"), "4k3/8/8/8/8/8/8/B6K b - - 0 1 Ra1");
  EXPECT_FALSE(legal(*anticirce({}), kRookToOccupiedCorner, "h4d4"));  // (plain AntiCirce: Strict)
  EXPECT_FALSE(legal(*anticirce({"Strict"}), kRookToOccupiedCorner, "h4d4"));
  // An empty rebirth square: the capturer goes there as in plain AntiCirce.
  EXPECT_EQ(after(*volcanic, "4k3/8/8/8/3n3R/8/8/7K w - - 0 1", "h4d4"), "4k3/8/8/8/8/8/8/R6K b [a1] - 0 1");
}

TEST(AntiCirceVolcanic, TheCapturerComesBackWhenItsSquareIsEmptyAfterAnyMove) {
  auto volcanic = anticirce({"Volcanic"});
  EXPECT_EQ(after(*volcanic, "4k3/8/8/8/8/8/8/B6K w - - 0 1 Ra1", "a1b2"),
            "4k3/8/8/8/8/8/1B6/R6K b [a1] - 1 1");
  // A move of the other side empties it just as well. (A rook back on its corner by rule regains its
  // castling right, as in Popeye: "[a1]".)
  EXPECT_EQ(after(*volcanic, "4k3/8/8/8/8/8/8/b6K b - - 0 1 Ra1", "a1b2"),
            "4k3/8/8/8/8/8/1b6/R6K w [a1] - 1 2");
}

TEST(AntiCirceVolcanic, APawnPromotesBeforeItGoesUnder) {
  auto volcanic = anticirce({"Volcanic"});
  // b7xc8: a queen goes to d1, taken by a bishop; a knight to b1 (c8 is light), which is empty.
  const std::string fen = "2n1k3/1P6/8/8/8/8/8/3B3K w - - 0 1";
  EXPECT_EQ(after(*volcanic, fen, "b7c8q"), "4k3/8/8/8/8/8/8/3B3K b - - 0 1 Qd1");
  EXPECT_EQ(after(*volcanic, fen, "b7c8n"), "4k3/8/8/8/8/8/8/1N1B3K b - - 0 1");
}

TEST(AntiCirceVolcanic, AKingWhoseCapturerWouldGoUnderIsInCheck) {
  // The rook on h4 attacks the king on d4; its square a1 is occupied (by a knight, which does not).
  const std::string fen = "8/8/8/8/3k3R/8/8/N6K b - - 0 1";
  EXPECT_TRUE(in_check(*anticirce({"Volcanic"}), fen));
  EXPECT_FALSE(in_check(*anticirce({}), fen));
}

TEST(AntiCirceEquipollentsVolcanic, TheCapturerWaitsUnderTheOccupiedSquareBeyond) {
  auto rules = anticirce({"Equipollents", "Volcanic"});
  // b6xc7 sends the pawn on to d8, where a black rook stands: it promotes there, then goes under.
  const std::string fen = "k2r4/2n5/1P6/8/8/8/8/4K3 w - - 0 1";
  EXPECT_EQ(
      outcomes(*rules, fen, "b6c7"),
      (std::set<std::string>{"k2r4/8/8/8/8/8/8/4K3 b - - 0 1 Qd8", "k2r4/8/8/8/8/8/8/4K3 b - - 0 1 Rd8",
                             "k2r4/8/8/8/8/8/8/4K3 b - - 0 1 Bd8", "k2r4/8/8/8/8/8/8/4K3 b - - 0 1 Nd8"}));
  EXPECT_TRUE(outcomes(*anticirce({"Equipollents"}), fen, "b6c7").empty());
  // The rook leaves d8: the queen comes back.
  EXPECT_EQ(after(*rules, "k2r4/8/8/8/8/8/8/4K3 b - - 0 1 Qd8", "d8d2"), "k2Q4/8/8/8/8/8/3r4/4K3 w - - 1 2");
  // Off the board the capture stays illegal.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"));
  // Re6xe7 would land on e8, occupied: a check now.
  EXPECT_TRUE(in_check(*rules, "4r3/4k3/4R3/8/8/8/8/K7 b - - 0 1"));
  EXPECT_FALSE(in_check(*anticirce({"Equipollents"}), "4r3/4k3/4R3/8/8/8/8/K7 b - - 0 1"));
}

TEST(AntiCirceClone, TheCapturerIsRebornAsTheCapturedKindOnItsSquare) {
  auto clone = anticirce({"Clone"});
  // Qd1xd5 (a light square): a white knight on b1.
  EXPECT_EQ(after(*clone, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1");
  // A pawn taking a pawn: a pawn on its second rank on the capture file.
  EXPECT_EQ(after(*clone, "4k3/8/8/8/6p1/7P/8/K7 b - - 0 1", "g4h3"), "4k3/7p/8/8/8/8/8/K7 w - - 0 2");
  // A knight taking a queen: a queen on d8.
  EXPECT_EQ(after(*clone, "4k3/8/8/8/3Q4/8/4n3/K7 b - - 0 1", "e2d4"), "3qk3/8/8/8/8/8/8/K7 w - - 0 2");
  // Its square occupied: the capture is illegal (AntiCirce's Strict).
  EXPECT_FALSE(legal(*clone, "3rk3/8/8/8/3Q4/8/4n3/K7 b - - 0 1", "e2d4"));
}

TEST(AntiCirceClone, ACapturingKingBecomesARoyalUnitOfTheCapturedKind) {
  auto clone = anticirce({"Clone"});
  // Kd4xe3 takes a bishop on a dark square: a royal black bishop on f8 (Popeye's [sKe3->kLf8]).
  const std::string after_capture = after(*clone, "8/8/8/8/3k4/4B3/8/K7 b - - 0 1", "d4e3");
  EXPECT_EQ(after_capture, "5b*2/8/8/8/8/8/8/K7 w - - 0 2");
  // The royal bishop is what White checks now.
  EXPECT_TRUE(in_check(*clone, "5b*2/8/8/8/8/8/7K/5R2 b - - 0 1"));
}

TEST(AntiCirceClone, ACapturedRoyalUnitLeavesTheCapturerItsKind) {
  auto clone = anticirce({"Clone"});
  // Ra5 attacks the king on e5 (dark): the rook would go to a1 as a rook, so a1 decides.
  EXPECT_TRUE(in_check(*clone, "8/8/8/R3k3/8/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*clone, "8/8/8/R3k3/8/8/8/N6K b - - 0 1"));
  // So for a royal knight: the rook attacking it is reborn a rook on a1, empty here.
  EXPECT_TRUE(in_check(*clone, "4k3/8/8/R3n*3/8/8/8/7K b - - 0 1"));
}

TEST(AntiCirceClone, CombinationsWithoutAMeaningYetAreRefused) {
  EXPECT_THROW(anticirce({"Clone", "Symmetry"}), std::invalid_argument);
  EXPECT_THROW(anticirce({"Clone", "Equipollents"}), std::invalid_argument);
  EXPECT_THROW(anticirce({"Super", "Volcanic"}), std::invalid_argument);
  EXPECT_THROW(anticirce({"Diagram", "Volcanic"}), std::invalid_argument);
  EXPECT_THROW(anticirce({"Couscous", "Clone"}), std::invalid_argument);
}

TEST(AntiCirceVolcanicClone, PerftTwoWaysAndRandomGames) {
  const std::vector<std::pair<std::string, int>> positions = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
      // Units on rebirth squares, captures two plies deep, a pawn about to promote by capture.
      {"r1b1k1nr/1P3ppp/8/3n4/2B5/3Q4/5PPP/RNB1K1NR w KQkq - 0 1", 3}};
  uint32_t seed = 71;
  for (const auto& words : std::vector<std::vector<std::string>>{
           {"Volcanic"}, {"Equipollents", "Volcanic"}, {"Clone"}, {"Clone", "Volcanic"}}) {
    auto rules = anticirce(words);
    SCOPED_TRACE(words.size() > 1 ? words[0] + " " + words[1] : words[0]);
    EXPECT_EQ(expect_perft_two_ways(*rules, positions), 3);
    EXPECT_GT(random_games_round_trip(*rules, seed++), 0);
  }
}

}  // namespace
}  // namespace nightrider
