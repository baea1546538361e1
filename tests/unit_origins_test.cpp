// Units keep the square they stood on in the diagram (Position::origin) through moves, captures,
// rebirths and undo: what Diagram Circe and the circuit and exchange goals read.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::vector<Square> origins_of(const Position& pos) {
  std::vector<Square> origins;
  for (Square s : pos.geometry().squares()) origins.push_back(pos.origin(s));
  return origins;
}

// Plays the UCI moves in turn (each must be legal).
void play_all(const Rules& rules, Position& pos, const std::vector<std::string>& ucis) {
  for (const std::string& uci : ucis) {
    MoveList moves;
    rules.legal_moves(pos, moves);
    bool played = false;
    for (const Move& m : moves) {
      const std::string text = std::string{char('a' + m.from.file()), char('1' + m.from.rank()),
                                           char('a' + m.to.file()), char('1' + m.to.rank())};
      if (text != uci) continue;
      rules.play(pos, m);
      played = true;
      break;
    }
    ASSERT_TRUE(played) << uci;
  }
}

TEST(UnitOrigins, TheSetUpUnitsStandOnTheirOwnSquares) {
  auto rules = chess_with(ConditionList{});
  const Position pos = parse_fen(*rules, "4k3/8/8/3n4/8/7K/8/3Q4 w - - 0 1");
  EXPECT_EQ(pos.origin(sq("d1")), sq("d1"));
  EXPECT_EQ(pos.origin(sq("d5")), sq("d5"));
  EXPECT_TRUE(pos.origin(sq("d2")).is_none());
}

TEST(UnitOrigins, AMoveTakesTheOriginAlongAndARebirthKeepsIt) {
  auto rules = chess_with(ConditionList{{"Circe", {}}});
  Position pos = parse_fen(*rules, "4k3/8/8/3n4/8/7K/8/3Q4 w - - 0 1");
  const std::vector<Square> before = origins_of(pos);
  play_all(*rules, pos, {"d1d5"});  // the knight is reborn on g8
  EXPECT_EQ(pos.origin(sq("d5")), sq("d1"));
  EXPECT_EQ(pos.origin(sq("g8")), sq("d5"));
  EXPECT_TRUE(pos.origin(sq("d1")).is_none());
  rules->undo(pos);
  EXPECT_EQ(origins_of(pos), before);
}

TEST(UnitOrigins, DiagramCirceRebirthIsOnTheDiagramSquare) {
  // The knight leaves d5 for f6 and is taken there: reborn on d5, not on the game-array square of f6's
  // colour, b8.
  auto diagram = chess_with(ConditionList{{"Circe", {"Diagram"}}});
  Position pos = parse_fen(*diagram, "4k3/8/8/3n4/8/7K/8/5Q2 w - - 0 1");
  play_all(*diagram, pos, {"h3g3", "d5f6", "f1f6"});
  EXPECT_EQ(to_fen(*diagram, pos), "4k3/8/5Q2/3n4/8/6K1/8/8 b - - 0 2");
  // Plain Circe for comparison: b8.
  EXPECT_EQ(after(*chess_with(ConditionList{{"Circe", {}}}), "4k3/8/5n2/8/8/6K1/8/5Q2 w - - 0 2", "f1f6"),
            "1n2k3/8/5Q2/8/8/6K1/8/8 b - - 0 2");
  // AntiCirce Diagram: the capturer goes back to its own diagram square (a1; classic AntiCirce: d1).
  auto anti = chess_with(ConditionList{{"AntiCirce", {"Diagram"}}});
  EXPECT_EQ(after(*anti, "4k3/8/8/8/3n4/7K/8/Q7 w - - 0 1", "a1d4"), "4k3/8/8/8/8/7K/8/Q7 b - - 0 1");
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"Diagram", "Mirror"}}}), std::invalid_argument);
}

TEST(UnitOrigins, RandomGamesGiveEveryOriginBackOnUndo) {
  const std::vector<std::shared_ptr<const Rules>> rule_sets = {
      chess_with(ConditionList{}),
      chess_with(ConditionList{{"Circe", {}}}),
      chess_with(ConditionList{{"Circe", {"Diagram"}}}),
      chess_with(ConditionList{{"AntiCirce", {"Diagram"}}}),
      chess_with(ConditionList{{"Circe", {"Super"}}}),
      chess_with(ConditionList{{"Circe", {"Parachute"}}})};
  uint32_t seed = 11;
  for (const auto& rules : rule_sets) {
    SCOPED_TRACE(rules->name());
    EXPECT_TRUE(rules->reads_unit_origins() ==
                (rules.get() == rule_sets[2].get() || rules.get() == rule_sets[3].get()));
    std::mt19937 rng(seed++);
    for (int game = 0; game < 60; ++game) {
      Position pos = parse_fen(*rules, rules->start_fen());
      std::vector<std::vector<Square>> origins{origins_of(pos)};
      int plies = 0;
      for (; plies < 100; ++plies) {
        MoveList moves;
        rules->legal_moves(pos, moves);
        if (moves.empty()) break;
        rules->play(pos, moves[rng() % moves.size()]);
        origins.push_back(origins_of(pos));
        // No empty square keeps an origin.
        for (Square s : pos.geometry().squares())
          EXPECT_TRUE(!pos.at(s).is_empty() || pos.origin(s).is_none());
      }
      for (int k = plies; k > 0; --k) {
        rules->undo(pos);
        ASSERT_EQ(origins_of(pos), origins[static_cast<size_t>(k - 1)]);
      }
    }
  }
}

}  // namespace
}  // namespace nightrider
