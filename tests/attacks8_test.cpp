// Tests of the shared 8x8 bitboard geometry (src/variants/bitboard/attacks8.h).
#include "variants/bitboard/attacks8.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace nightrider::bitboard8 {
namespace {

int sq(const std::string& name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }

Bitboard squares(std::initializer_list<const char*> names) {
  Bitboard b = 0;
  for (const char* n : names) b |= bit(sq(n));
  return b;
}

// Reference slider for the comparison: walk each direction square by square, stopping on a unit.
Bitboard walk(int from, Bitboard occupied, std::initializer_list<std::pair<int, int>> steps) {
  Bitboard out = 0;
  for (auto [df, dr] : steps) {
    for (int f = from % 8 + df, r = from / 8 + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
      out |= bit(r * 8 + f);
      if (occupied & bit(r * 8 + f)) break;
    }
  }
  return out;
}
Bitboard walk_rook(int from, Bitboard occupied) {
  return walk(from, occupied, {{1, 0}, {-1, 0}, {0, 1}, {0, -1}});
}
Bitboard walk_bishop(int from, Bitboard occupied) {
  return walk(from, occupied, {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
}

// The embedded magic numbers are exactly what the built-in fixed-seed search finds, and are in use.
TEST(Attacks8, MagicNumbersAreReproducible) {
  EXPECT_EQ(detail::search_magics(true), detail::magics_in_use(true));
  EXPECT_EQ(detail::search_magics(false), detail::magics_in_use(false));
}

// An 8x8 board has 168 knight-move pairs and 210 king-move pairs, each counted from both ends.
TEST(Attacks8, LeaperSets) {
  const Tables& t = tables();
  int knight = 0, king = 0;
  for (int s = 0; s < 64; ++s) knight += popcount(t.knight[s]), king += popcount(t.king[s]);
  EXPECT_EQ(knight, 336);
  EXPECT_EQ(king, 420);
  EXPECT_EQ(t.knight[sq("a1")], squares({"b3", "c2"}));
  EXPECT_EQ(t.knight[sq("e4")], squares({"d6", "f6", "g5", "g3", "f2", "d2", "c3", "c5"}));
  EXPECT_EQ(t.king[sq("h8")], squares({"g8", "g7", "h7"}));
  EXPECT_EQ(t.king[sq("e4")], squares({"d3", "d4", "d5", "e3", "e5", "f3", "f4", "f5"}));
}

TEST(Attacks8, PawnCaptureSets) {
  const auto& orthodox = tables().pawn_captures[kOrthodoxPawn];
  const auto& berolina = tables().pawn_captures[kBerolinaPawn];
  EXPECT_EQ(orthodox[0][sq("e4")], squares({"d5", "f5"}));
  EXPECT_EQ(orthodox[1][sq("e4")], squares({"d3", "f3"}));
  EXPECT_EQ(orthodox[0][sq("a2")], squares({"b3"}));
  EXPECT_EQ(orthodox[1][sq("h7")], squares({"g6"}));
  EXPECT_EQ(orthodox[0][sq("c8")], 0u);
  EXPECT_EQ(berolina[0][sq("e4")], squares({"e5"}));
  EXPECT_EQ(berolina[1][sq("e4")], squares({"e3"}));
  EXPECT_EQ(berolina[1][sq("a1")], 0u);
}

TEST(Attacks8, RaysAndEmptyBoardSliders) {
  const Tables& t = tables();
  EXPECT_EQ(t.ray[kNorth][sq("e4")], squares({"e5", "e6", "e7", "e8"}));
  EXPECT_EQ(t.ray[kSouthWest][sq("c3")], squares({"b2", "a1"}));
  EXPECT_EQ(t.ray[kEast][sq("h5")], 0u);
  for (int s = 0; s < 64; ++s) {
    EXPECT_EQ(t.rook_empty[s], walk_rook(s, 0)) << s;
    EXPECT_EQ(t.bishop_empty[s], walk_bishop(s, 0)) << s;
    for (int d = 0; d < 8; ++d) {
      // The nearest square of a ray lies next to its origin, as nearest() promises.
      if (t.ray[d][s]) {
        EXPECT_TRUE(t.king[s] & bit(nearest(d, t.ray[d][s]))) << s << ' ' << d;
      }
      EXPECT_EQ(t.ray[d][s] & t.ray[(d + 4) % 8][s], 0u);
    }
  }
}

// Magic lookups against the square-by-square walk, on random occupancies of several densities.
TEST(Attacks8, MagicSlidersMatchTheWalk) {
  const Tables& t = tables();
  std::mt19937_64 rng(20240611);
  for (int round = 0; round < 200; ++round) {
    Bitboard occupied = rng();
    if (round % 3 == 1) occupied &= rng();
    if (round % 3 == 2) occupied &= rng() & rng();
    for (int s = 0; s < 64; ++s) {
      ASSERT_EQ(t.rook_attacks(s, occupied), walk_rook(s, occupied)) << s << ' ' << occupied;
      ASSERT_EQ(t.bishop_attacks(s, occupied), walk_bishop(s, occupied)) << s << ' ' << occupied;
      ASSERT_EQ(t.queen_attacks(s, occupied), walk_rook(s, occupied) | walk_bishop(s, occupied));
    }
  }
}

TEST(Attacks8, BetweenAndLine) {
  const Tables& t = tables();
  EXPECT_EQ(t.between[sq("e1")][sq("e8")], squares({"e2", "e3", "e4", "e5", "e6", "e7"}));
  EXPECT_EQ(t.between[sq("b1")][sq("h7")], squares({"c2", "d3", "e4", "f5", "g6"}));
  EXPECT_EQ(t.between[sq("a1")][sq("b2")], 0u);
  EXPECT_EQ(t.between[sq("a1")][sq("b3")], 0u);
  EXPECT_EQ(t.line[sq("a1")][sq("b3")], 0u);
  EXPECT_EQ(t.line[sq("c3")][sq("e5")], squares({"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"}));
  EXPECT_EQ(t.line[sq("d2")][sq("d7")], file_bb(3));
  for (int a = 0; a < 64; ++a) {
    EXPECT_EQ(t.between[a][a], 0u);
    EXPECT_EQ(t.line[a][a], 0u);
    for (int b = 0; b < 64; ++b) {
      EXPECT_EQ(t.between[a][b], t.between[b][a]);
      EXPECT_EQ(t.line[a][b], t.line[b][a]);
      const bool orthogonal = a != b && (t.rook_empty[a] & bit(b));
      const bool diagonal = a != b && (t.bishop_empty[a] & bit(b));
      // Between: what a slider on a sees towards b and one on b sees towards a. Line: both empty-board
      // slider sets of that kind, with the two ends.
      Bitboard expected_between = 0, expected_line = 0;
      if (orthogonal) {
        expected_between = walk_rook(a, bit(b)) & walk_rook(b, bit(a)) & ~bit(a) & ~bit(b);
        expected_line = (walk_rook(a, 0) & walk_rook(b, 0)) | bit(a) | bit(b);
      } else if (diagonal) {
        expected_between = walk_bishop(a, bit(b)) & walk_bishop(b, bit(a)) & ~bit(a) & ~bit(b);
        expected_line = (walk_bishop(a, 0) & walk_bishop(b, 0)) | bit(a) | bit(b);
      }
      EXPECT_EQ(t.between[a][b], expected_between) << a << ' ' << b;
      EXPECT_EQ(t.line[a][b], expected_line) << a << ' ' << b;
    }
  }
}

}  // namespace
}  // namespace nightrider::bitboard8
