// Popeye's enumeration of stalemate target positions (solver/intelligent/target_enumerator.h): the
// targets, in Popeye's order, and their numbers as Popeye 4.104 counts them with option Intelligent and
// MoveNumbers ("N potential positions in W+B"), and the order of the plays it gives
// (solver/intelligent/intelligent_order.h).
#include <gtest/gtest.h>

#include <algorithm>
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

EnumerationInput input(std::vector<const char*> units, int white_moves, int black_moves,
                       bool white_castles_queen_side = false) {
  EnumerationInput in;
  for (const char* u : units) in.units.push_back(unit(u));
  in.white_moves = white_moves;
  in.black_moves = black_moves;
  in.castling[0][0] = white_castles_queen_side;
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

std::string text_of(const std::vector<TargetUnit>& target) {
  std::string text;
  for (const TargetUnit& t : target) {
    if (t.square < 0) continue;
    static const char letters[] = "  KPQSRB";
    if (!text.empty()) text += ' ';
    text += letters[static_cast<int>(t.walk)];
    text += static_cast<char>('a' + t.square % 8);
    text += static_cast<char>('1' + t.square / 8);
  }
  return text;
}

std::vector<std::string> mate_targets_of(const EnumerationInput& in) {
  std::vector<std::string> out;
  enumerate_mate_targets(in, [&](const MateTarget& target) {
    out.push_back(text_of(target.units));
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

// The mates' counts below are Popeye 4.104's, and each target (not only their number) was checked in
// Popeye's order against a copy of Popeye writing every target it counts.
TEST(IntelligentMateTargets, PopeyesTargetsInItsOrder) {
  // wKb6 wRh1, bKa8, h#1: the rook mates on h8 with the king on a8 or b8; on a7 and b7 the king would
  // need a guard the rook's one move cannot give.
  const std::vector<std::string> expected = {"Kb6 Rh8 Ka8", "Kb6 Rh8 Kb8"};
  EXPECT_EQ(mate_targets_of(input({"wKb6", "wRh1", "bKa8"}, 1, 1)), expected);
  EXPECT_EQ(mate_targets_of(input({"wKb6", "wRh1", "bKa8"}, 2, 2)).size(), 16u);
}

TEST(IntelligentMateTargets, PopeyesCountsPerLength) {
  // BEISPIEL/hpint.inp #36 (h#2): "0 / 12 potential positions in 1+1 / 2+2".
  const std::vector<const char*> h2 = {"wKc2", "wRb5", "wPc3", "bKc4", "bSc6", "bSd5"};
  EXPECT_EQ(mate_targets_of(input(h2, 1, 1)).size(), 0u);
  EXPECT_EQ(mate_targets_of(input(h2, 2, 2)).size(), 12u);
  // hpint #21 (ser-#4, promotions): 0 / 9 / 123 / 857 in 1+0 to 4+0.
  const std::vector<const char*> ser = {"wKa6", "wPc7", "wPe6", "wPf7", "bKh8", "bPc3", "bPe7"};
  const size_t expected[] = {0, 9, 123, 857};
  for (int moves = 1; moves <= 4; ++moves)
    EXPECT_EQ(mate_targets_of(input(ser, moves, 0)).size(), expected[moves - 1]) << moves;
  // hpint #17 (ser-h#14) at 1+10: 67. Among them wKb5 wPc5 bKd4 bQd5 (the pawn c5 closes the queen's
  // check of the white king: without it the position is no mate, so the pawn is not redundant).
  const std::vector<const char*> serh = {"wKb5", "wBc1", "wBf1", "wPc5", "wPd2",
                                         "wPd4", "bKa2", "bPd5", "bPd7"};
  const std::vector<std::string> targets = mate_targets_of(input(serh, 1, 10));
  EXPECT_EQ(targets.size(), 67u);
  EXPECT_NE(std::find(targets.begin(), targets.end(), "Kb5 Bb2 Bf1 Pc5 Pd2 Kd4 Pe4 Qd5"), targets.end());
}

TEST(IntelligentMateTargets, DoubleChecks) {
  // A battery: the bishop h1 behind the knight d5, which checks from b6 or c7 (no single check mates).
  EXPECT_EQ(mate_targets_of(input({"wKh3", "wBh1", "wSd5", "bKa8", "bPa7", "bRb8", "bPh7"}, 1, 1)),
            (std::vector<std::string>{"Kh3 Bh1 Sb6 Ka8 Pa7 Rb8", "Kh3 Bh1 Sc7 Ka8 Pa7 Rb8"}));
  // En passant: after f7-f5, e5xf6 opens the rook's file and the bishop's diagonal; the last of the 12
  // targets (Popeye's count), the black pawn f7 taken.
  const std::vector<std::string> targets = mate_targets_of(
      input({"wKh1", "wRe8", "wBh7", "wPe5", "bKe4", "bPf7", "bPd3", "bPe3", "bPf3", "bPd4", "bPf4", "bPd5"},
            1, 1));
  ASSERT_EQ(targets.size(), 12u);
  EXPECT_EQ(targets.back(), "Kh1 Re8 Bh7 Pf6 Ke4 Pf3 Pd4 Pf4 Pd5");
}

TEST(IntelligentMateTargets, CastlingCountsTheKingFromC1) {
  // h#2 with the white king's right to castle queen side: 243 targets, the white king on c1 in one.
  const std::vector<const char*> units = {"wKe1", "wQd1", "wRa1", "wBc1", "wSb1",
                                          "wPe2", "bKe5", "bPe6", "bSg8"};
  const std::vector<std::string> targets = mate_targets_of(input(units, 2, 2, true));
  EXPECT_EQ(targets.size(), 243u);
  EXPECT_EQ(targets[2], "Kc1 Qa4 Ra3 Kc3");
}

TEST(IntelligentMateTargets, PlaysSortedByTheFirstTargetThatFindsThem) {
  const EnumerationInput in = input({"wKb6", "wRh1", "bKa8"}, 1, 1);
  auto position = [](int rook, int black_king) {
    PlayPosition p;
    p.units = {{Walk::King, 41}, {Walk::Rook, rook}, {Walk::King, black_king}};
    return p;
  };
  // 1.Ka8-b8 Rh1-h8# (the second target's) and a play ending elsewhere (no target's).
  const std::vector<std::vector<PlayPosition>> plays = {{position(7, 56), position(7, 57), position(63, 57)},
                                                        {position(7, 56), position(7, 57), position(6, 57)}};
  const IntelligentOrder order = order_by_mate_targets(in, plays, true);
  EXPECT_EQ(order.order, (std::vector<size_t>{0, 1}));
  EXPECT_EQ(order.targets, 2u);
  EXPECT_FALSE(order.complete);
}

TEST(IntelligentMateTargets, TheGuardFollowsThePlay) {
  // ser-#2 of wKb6 wRh1, bKa8: Popeye's guard asks after each move that the moves the target's units
  // still need fit White's moves left, and that none of them is taken.
  const EnumerationInput in = input({"wKb6", "wRh1", "bKa8"}, 2, 0);
  auto position = [](int king, int rook) {
    PlayPosition p;
    p.units = {{Walk::King, king}, {Walk::Rook, rook}, {Walk::King, 56}};
    return p;
  };
  // 1.Rh1-h7 2.Rh7-h8#: the target wKb6 wRh8 bKa8 finds it.
  EXPECT_TRUE(
      order_by_mate_targets(in, {{position(41, 7), position(41, 55), position(41, 63)}}, false).complete);
  // 1.Kb6-a6 2.Rh1-h8: the target wKa6 wRh8 bKa8 (the rook's line guards b8).
  EXPECT_TRUE(
      order_by_mate_targets(in, {{position(41, 7), position(40, 7), position(40, 63)}}, false).complete);
  // 1.Kb6-c6 2.Rh1-h8 (no mate: a7 is free): after the first move every target wants a unit elsewhere
  // than it can reach with the one move left.
  EXPECT_FALSE(
      order_by_mate_targets(in, {{position(41, 7), position(42, 7), position(42, 63)}}, false).complete);
}

}  // namespace
}  // namespace nightrider
