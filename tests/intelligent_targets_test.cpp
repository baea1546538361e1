// Popeye's enumeration of stalemate target positions (solver/intelligent/target_enumerator.h): the
// targets, in Popeye's order, and their numbers as Popeye 4.104 counts them with option Intelligent and
// MoveNumbers ("N potential positions in W+B"), and the order of the plays it gives
// (solver/intelligent/intelligent_order.h).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "solver/intelligent/intelligent_order.h"
#include "solver/intelligent/target_enumerator.h"

namespace nightrider {
namespace {

using namespace solver::intelligent;

// "wKc6" -> a unit.
DiagramUnit unit(const char* text) {
  DiagramUnit u{};
  u.side = text[0] == 'w' ? Side::White : Side::Black;
  switch (text[1]) {
    case 'K':
      u.walk = Walk::King;
      break;
    case 'Q':
      u.walk = Walk::Queen;
      break;
    case 'R':
      u.walk = Walk::Rook;
      break;
    case 'B':
      u.walk = Walk::Bishop;
      break;
    case 'S':
      u.walk = Walk::Knight;
      break;
    default:
      u.walk = Walk::Pawn;
      break;
  }
  u.square = (text[3] - '1') * 8 + (text[2] - 'a');
  return u;
}

EnumerationInput input(std::vector<const char*> units, int white_moves, int black_moves) {
  EnumerationInput in;
  for (const char* u : units) in.units.push_back(unit(u));
  in.white_moves = white_moves;
  in.black_moves = black_moves;
  return in;
}

// Each target as its placed units in the order of the input ("Kb6 Qd6 Ka8"; a promoted pawn by its
// new walk).
std::vector<std::string> targets_of(const EnumerationInput& in) {
  std::vector<std::string> out;
  enumerate_stalemate_targets(in, [&](const std::vector<TargetUnit>& target) {
    std::string text;
    for (const TargetUnit& t : target) {
      if (t.square < 0) continue;
      static const char letters[] = "  KPQSRB";
      if (!text.empty()) text += ' ';
      text += letters[static_cast<int>(t.walk)];
      text += static_cast<char>('a' + t.square % 8);
      text += static_cast<char>('1' + t.square / 8);
    }
    out.push_back(text);
    return true;
  });
  return out;
}

TEST(IntelligentStalemateTargets, PopeyesTargetsInItsOrder) {
  // wKc6 wQd6, bKa8, h=1 (1+1): Popeye counts 4 (checked with a copy of Popeye writing each target).
  const std::vector<std::string> expected = {"Kb6 Qd6 Ka8", "Kc6 Qb6 Ka8", "Kc6 Qc7 Ka8", "Kc6 Qa6 Kb8"};
  EXPECT_EQ(targets_of(input({"wKc6", "wQd6", "bKa8"}, 1, 1)), expected);
  // wKc6 wQd5, bKa8 bPa7: none (wherever the queen guards b8, nothing is left to fill a6).
  EXPECT_TRUE(targets_of(input({"wKc6", "wQd5", "bKa8", "bPa7"}, 1, 1)).empty());
}

TEST(IntelligentStalemateTargets, PopeyesCountsPerLength) {
  // BEISPIEL/hpint.inp #1 (h=3): "0 / 24 / 609 potential positions in 1+1 / 2+2 / 3+3".
  const std::vector<const char*> units = {"wKe4", "wPc4", "wPc7", "wPd5", "wPh2",
                                          "bKg4", "bPb2", "bPc5", "bPd6", "bPg5"};
  EXPECT_EQ(targets_of(input(units, 1, 1)).size(), 0u);
  EXPECT_EQ(targets_of(input(units, 2, 2)).size(), 24u);
  EXPECT_EQ(targets_of(input(units, 3, 3)).size(), 609u);
  // BEISPIEL/hpint.inp #8 (h=3): 2618 targets over the three lengths, among them three where a black
  // pawn takes twice with no white unit left to take (Popeye's count of them wraps below zero).
  const std::vector<const char*> eight = {"wKd3", "wQe4", "wRd4", "wBa2", "wBe3", "bKf8",
                                          "bRd7", "bRg3", "bBg6", "bPb5", "bPh7"};
  size_t total = 0;
  for (int moves = 1; moves <= 3; ++moves) total += targets_of(input(eight, moves, moves)).size();
  EXPECT_EQ(total, 2618u);
}

TEST(IntelligentStalemateTargets, PlaysSortedByTheFirstTargetThatFindsThem) {
  const EnumerationInput in = input({"wKc6", "wQd6", "bKa8"}, 1, 1);
  // Three plays' ends: Kb8 with Qa6 (the fourth target), Ka8 with Qb6 (the second), and one no target
  // finds (left at the end).
  auto ends = [](int king, int queen, int black_king) {
    return std::vector<TargetUnit>{{Walk::King, king}, {Walk::Queen, queen}, {Walk::King, black_king}};
  };
  const std::vector<std::vector<TargetUnit>> finals = {ends(42, 40, 57), ends(42, 41, 56), ends(42, 43, 56)};
  const IntelligentOrder order = order_by_stalemate_targets(in, finals, true);
  EXPECT_EQ(order.order, (std::vector<size_t>{1, 0, 2}));
  EXPECT_EQ(order.targets, 4u);
  EXPECT_FALSE(order.complete);
  // Without the count the enumeration stops once every play has its target.
  const IntelligentOrder two = order_by_stalemate_targets(in, {ends(42, 41, 56)}, false);
  EXPECT_EQ(two.targets, 2u);
  EXPECT_TRUE(two.complete);
}

}  // namespace
}  // namespace nightrider
