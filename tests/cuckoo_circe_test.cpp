// Circé coucou (conditions/circe/cuckoo_circe.h; seed 001's 25, RULES.md 4.1): Couscous Circe, where the
// capture of a pawn is illegal if the pawn, reborn on its promotion rank, must promote and one of its
// kinds would check the capturing side. One position per clause, the moves worked out by hand; perft two
// ways and random games as for every condition.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::set<std::string> captures(const Rules& rules, const std::string& fen) {
  std::set<std::string> out;
  for (const std::string& m : legal_sans(rules, fen))
    if (m.find('x') != std::string::npos) out.insert(m);
  return out;
}

TEST(CuckooCirce, ACaptureIsIllegalIfAnyPromotionOfTheRebornPawnWouldCheckTheCapturer) {
  // White's rook takes on a6 (a light square): under Couscous the black pawn goes to the rook's square of
  // that colour, h1, Black's promotion rank, and White chooses its kind. With White's king on f2 a knight
  // on h1 would check it: Couscous leaves the three other kinds, the cuckoo forbids the capture.
  const std::string fen = "2k5/8/p7/R7/8/8/5K2/8 w - - 0 1";
  EXPECT_EQ(captures(*chess_with("Circé couscous"), fen),
            (std::set<std::string>{"Rxa6 (+bPh1=Q)", "Rxa6 (+bPh1=R)", "Rxa6 (+bPh1=B)"}));
  EXPECT_TRUE(captures(*chess_with("CuckooCirce"), fen).empty());
  // With White's king on d3 no kind on h1 checks it: all four promotions.
  EXPECT_EQ(captures(*chess_with("CuckooCirce"), "2k5/8/p7/R7/8/3K4/8/8 w - - 0 1"),
            (std::set<std::string>{"Rxa6 (+bPh1=Q)", "Rxa6 (+bPh1=R)", "Rxa6 (+bPh1=B)", "Rxa6 (+bPh1=N)"}));
}

TEST(CuckooCirce, OtherCapturesAreCouscousCirces) {
  auto rules = chess_with("CuckooCirce");
  // The knight takes the queen on d5 (a light square): the queen goes to the knight's light-square home,
  // b1 (no pawn, no clause).
  EXPECT_EQ(after(*rules, "k7/8/8/3q4/7K/4N3/8/8 w - - 0 1", "e3d5"), "k7/8/8/3N4/7K/8/8/1q6 b - - 0 1");
  // The seed's square for a promoting capture is the pawn's own (CapturerAsMoved): b7xa8=Q sends the rook
  // to a2, the pawn's square on the capture file.
  EXPECT_EQ(after(*rules, "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q"), "Q3k3/8/8/8/8/8/r7/4K3 b - - 0 1");
}

TEST(CuckooCirce, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("CuckooCirce");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 25);
}

}  // namespace
}  // namespace nightrider
