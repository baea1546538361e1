// Chameleon units (conditions/transmutation/chameleon_units.h): a chameleon unit changes kind each time
// it moves, knight -> bishop -> rook -> queen -> knight; kings and pawns keep theirs. FEN writes the
// attribute '~' after the letter.
#include "conditions/transmutation/chameleon_units.h"

#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> with_chameleons(const ConditionList& conditions) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(conditions));
  rules->add_module(std::make_unique<conditions::ChameleonUnits>());
  return rules;
}

TEST(ChameleonUnits, EachMoveTurnsTheUnitIntoTheNextKindOfTheCycle) {
  auto rules = with_chameleons({});
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N~2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2B~5/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1B~2K3 w - - 0 1", "b1d3"), "4k3/8/8/8/8/3R~4/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1R~2K3 w - - 0 1", "b1b5"), "4k3/8/8/1Q~6/8/8/8/4K3 b - - 1 1");
  // A capture too; the queen becomes a knight.
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/8/3Q~K3 w - - 0 1", "d1d5"), "4k3/8/8/3N~4/8/8/8/4K3 b - - 0 1");
  // A unit without the attribute, a chameleon king and a chameleon pawn keep their kinds.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N2K~3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2N5/8/4K~3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K~3 w - - 0 1", "e1d2"), "4k3/8/8/8/8/8/3K~4/8 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/4P~3/4K3 w - - 0 1", "e2e4"), "4k3/8/8/8/4P~3/8/8/4K3 b - - 0 1");
}

TEST(ChameleonUnits, TheNewKindIsWhatChecks) {
  // The bishop goes to e2 as a bishop and arrives a rook: it checks the king on e8 along the file.
  auto rules = with_chameleons({});
  EXPECT_TRUE(in_check(*rules, after(*rules, "4k3/8/8/8/8/8/8/3B~K3 w - - 0 1", "d1e2")));
  EXPECT_EQ(conditions::next_chameleon_kind(PieceKind::Queen), PieceKind::Knight);
}

TEST(ChameleonUnits, PerftTwoWays) {
  auto rules = with_chameleons({{"Circe", {}}});
  const std::vector<std::pair<std::string, int>> positions = {
      {"rn~bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN~B~QKB~NR w KQkq - 0 1", 4},
      {"4k3/8/8/3n4/8/8/Q~7/3RK3 w - - 0 1", 3}};
  EXPECT_EQ(expect_perft_two_ways(*rules, positions), 2);
}

// Chameleon units with promotion to chameleon units, as the solver sets them up (the promotion's choice
// after every condition).
std::shared_ptr<const Rules> with_chameleon_promotion(const ConditionList& conditions) {
  auto rules = std::const_pointer_cast<Rules>(with_chameleons(conditions));
  conditions::add_chameleon_promotion(*rules);
  return rules;
}

// The FENs after each legal move from `from` to `to` (with their choices).
std::set<std::string> outcomes(const Rules& rules, const std::string& fen, const std::string& from_to) {
  std::set<std::string> out;
  for (const std::string& m : legal_ucis(rules, fen))
    if (m.compare(0, 4, from_to) == 0) out.insert(after(rules, fen, m));
  return out;
}

TEST(ChameleonPromotion, APawnPromotesToEachKindPlainOrChameleon) {
  auto rules = with_chameleon_promotion({});
  EXPECT_EQ(outcomes(*rules, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8"),
            (std::set<std::string>{"Q3k3/8/8/8/8/8/8/4K3 b - - 0 1", "Q~3k3/8/8/8/8/8/8/4K3 b - - 0 1",
                                   "R3k3/8/8/8/8/8/8/4K3 b - - 0 1", "R~3k3/8/8/8/8/8/8/4K3 b - - 0 1",
                                   "B3k3/8/8/8/8/8/8/4K3 b - - 0 1", "B~3k3/8/8/8/8/8/8/4K3 b - - 0 1",
                                   "N3k3/8/8/8/8/8/8/4K3 b - - 0 1", "N~3k3/8/8/8/8/8/8/4K3 b - - 0 1"}));
  // The chameleon queen moves on as a knight.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1", "a1a5"), "4k3/8/8/N~7/8/8/8/4K3 b - - 1 1");
}

TEST(ChameleonPromotion, AChameleonPawnPromotesToChameleonUnitsOnly) {
  auto rules = with_chameleon_promotion({});
  EXPECT_EQ(outcomes(*rules, "4k3/P~7/8/8/8/8/8/4K3 w - - 0 1", "a7a8"),
            (std::set<std::string>{"Q~3k3/8/8/8/8/8/8/4K3 b - - 0 1", "R~3k3/8/8/8/8/8/8/4K3 b - - 0 1",
                                   "B~3k3/8/8/8/8/8/8/4K3 b - - 0 1", "N~3k3/8/8/8/8/8/8/4K3 b - - 0 1"}));
}

TEST(ChameleonPromotion, APawnRebornOnItsLastRankPromotesToChameleonUnitsToo) {
  // AntiCirce Equipollents: b6xc7 sends the pawn on to d8, where it promotes.
  auto rules = with_chameleon_promotion({{"AntiCirce", {"Equipollents"}}});
  const auto landed = outcomes(*rules, "k7/2n5/1P6/8/8/8/8/4K3 w - - 0 1", "b6c7");
  EXPECT_EQ(landed.size(), 8u);
  EXPECT_TRUE(landed.count("k2Q~4/8/8/8/8/8/8/4K3 b - - 0 1"));
  EXPECT_TRUE(landed.count("k2N4/8/8/8/8/8/8/4K3 b - - 0 1"));
  // A capture that promotes nothing has no choice: Qd2xd5 goes on to d8.
  EXPECT_EQ(outcomes(*rules, "k7/8/8/3n4/8/8/3Q4/4K3 w - - 0 1", "d2d5"),
            std::set<std::string>{"k2Q4/8/8/8/8/8/8/4K3 b - - 0 1"});
}

TEST(ChameleonPromotion, PerftTwoWaysAndRandomGames) {
  auto rules = with_chameleon_promotion({{"Circe", {}}});
  const std::vector<std::pair<std::string, int>> positions = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4},
      {"1n2k3/P1P5/8/8/8/8/p~6p/4K2N w - - 0 1", 3}};
  EXPECT_EQ(expect_perft_two_ways(*rules, positions), 2);
  EXPECT_GT(random_games_round_trip(*rules, 83), 0);
}

}  // namespace
}  // namespace nightrider
