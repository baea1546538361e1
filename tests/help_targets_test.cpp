// The helpmate target positions (solver/help_targets.h) must keep every helpmate: along each line brute
// force finds, some target stays within both sides' moves at every node, counted as the search counts
// them (each node from its parent's targets). Random positions with few units (fixed seeds): 300 with one
// to three units beside the White king, 300 with one, where a placed unit that answers the lone check
// rules a target out.
#include "solver/help_targets.h"

#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "variants/chess_bitboard.h"

namespace nightrider {
namespace {

using bitboard::Board;
using bitboard::FastMove;
using solver::HelpTargets;

HelpTargets::Codes codes_of(const Board& b) {
  HelpTargets::Codes codes;
  for (int sq = 0; sq < 64; ++sq) codes[static_cast<size_t>(sq)] = static_cast<int8_t>(b.piece_code(sq));
  return codes;
}

// A random position, Black (the mated side) to move: both kings, `white_units` white and `black_units`
// black units drawn from the letters given, no castling. nullopt when the board refuses it.
std::optional<Board> random_position(std::mt19937& rng, const std::string& white, const std::string& black,
                                     int white_units, int black_units) {
  bitboard::Setup s;
  s.board.fill('.');
  std::uniform_int_distribution<int> square(0, 63);
  auto place = [&](char c) {
    for (;;) {
      const int sq = square(rng);
      if (s.board[static_cast<size_t>(sq)] != '.') continue;
      if ((c == 'P' || c == 'p') && (sq < 8 || sq >= 56)) continue;
      s.board[static_cast<size_t>(sq)] = c;
      return;
    }
  };
  place('K');
  place('k');
  for (int i = 0; i < white_units; ++i) place(white[rng() % white.size()]);
  for (int i = 0; i < black_units; ++i) place(black[rng() % black.size()]);
  s.white_to_move = false;
  try {
    Board b(s);
    return b;
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

bool is_mate(Board& b) { return b.in_check() && !b.has_legal_move(); }

// Walks every help line of `plies` half moves (Black first, White's last move the goal); at each node
// the targets within reach are counted from the parent's. `lines` counts the mates found, `kept` those
// whose every node had a target (they must be equal).
void walk(Board& b, const HelpTargets& targets, int plies, const std::vector<uint32_t>* parent,
          bool all_within, int& lines, int& kept) {
  const bool black_to_move = !b.white_to_move();
  const int mating = black_to_move ? plies / 2 : (plies + 1) / 2;
  std::vector<uint32_t> here;
  targets.within(codes_of(b), plies - mating, mating, parent, here);
  all_within = all_within && !here.empty();
  FastMove moves[Board::kMaxMoves];
  const int n = b.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    b.play(moves[i]);
    if (plies == 1) {
      if (is_mate(b)) {
        ++lines;
        kept += all_within;
      }
    } else {
      walk(b, targets, plies - 1, &here, all_within, lines, kept);
    }
    b.undo();
  }
}

struct Tally {
  int positions = 0, lines = 0, kept = 0, ruled_out = 0;
};

void check_position(Board& b, int moves, Tally& tally) {
  HelpTargets targets;
  if (!targets.build(codes_of(b), false, false, moves, moves, 0, 200000)) return;
  ++tally.positions;
  int lines = 0, kept = 0;
  walk(b, targets, 2 * moves, nullptr, true, lines, kept);
  EXPECT_EQ(lines, kept) << "h#" << moves << ": a helpmate lost its targets\n" << b.dump();
  tally.lines += lines;
  tally.kept += kept;
  tally.ruled_out += targets.targets().empty();
}

TEST(HelpTargets, EveryHelpmateKeepsATargetWithinReach) {
  std::mt19937 rng(2411);
  Tally tally;
  for (int trial = 0; trial < 4000 && tally.positions < 300; ++trial) {
    auto b = random_position(rng, "QRBNP", "qrbnp", 1 + trial % 3, 2 + trial % 4);
    if (!b || b->in_check() || !b->has_legal_move()) continue;
    check_position(*b, 1 + trial % 2, tally);
  }
  EXPECT_EQ(tally.positions, 300);
  EXPECT_GT(tally.lines, 30);  // (mates were found, and some positions had no target at all)
  EXPECT_GT(tally.ruled_out, 30);
}

TEST(HelpTargets, TheLoneCheckRuleLosesNoHelpmate) {
  std::mt19937 rng(1107);
  Tally tally;
  for (int trial = 0; trial < 6000 && tally.positions < 300; ++trial) {
    auto b = random_position(rng, "QRBNP", "qrbnpp", 1, 2 + trial % 4);
    if (!b || b->in_check() || !b->has_legal_move()) continue;
    check_position(*b, 1 + trial % 2, tally);
  }
  EXPECT_EQ(tally.positions, 300);
  EXPECT_GT(tally.lines, 10);
}

}  // namespace
}  // namespace nightrider
