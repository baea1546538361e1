// The help-play mate bound on a board with holes (solver/mate_bound.h MateBound::set_blocked, used by
// the general board for Hole problems that are otherwise orthodox: SolverSetup::blocked_mate_bound).
// A hole is no flight and no square for the mated king; with that, the bound must never rule out a
// helpmate that exists, which brute force on the rules core checks on random positions with holes
// (fixed seeds, so failures repeat).
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "conditions/registry.h"
#include "notation/fen.h"
#include "solver/general_board.h"
#include "solver/mate_bound.h"
#include "solver/problem_setup.h"
#include "support/placement.h"
#include "support/solve_text.h"
#include "variants/chess_bitboard.h"

namespace nightrider {
namespace {

uint64_t bit_of(int file, int rank) { return uint64_t{1} << (rank * 8 + file); }

std::shared_ptr<Rules> problem_rules_with_holes(const std::string& squares) {
  std::shared_ptr<Rules> rules = solver::make_problem_rules();
  conditions::find_condition("Hole")->apply(*rules, {squares});
  return rules;
}

// Black's king on a8 with holes on a7 and b7 has one flight, b8: a rook reaching h8 mates (worked out
// by hand: Rh8 checks along the eighth rank and guards b8). Without the holes as non-flights the
// bound would ask Black to block a7 and b7 with units it does not have.
TEST(HoleMateBound, AHoleIsNoFlight) {
  bitboard::Setup s;
  s.board.fill('.');
  s.board[56] = 'k';  // a8
  s.board[7] = 'R';   // h1
  s.board[4] = 'K';   // e1
  s.white_to_move = true;
  const bitboard::Board board(s);
  solver::MateBound plain, holed;
  holed.set_blocked(bit_of(0, 6) | bit_of(1, 6));
  EXPECT_FALSE(plain.possible(board, /*mated_white=*/false, 0, 1));
  EXPECT_TRUE(holed.possible(board, false, 0, 1));
  // And the mate is there under the rules: #1 with Hole a7b7 is 1.Rh1-h8 #.
  const std::string problem =
      "BeginProblem\nStipulation #1\nCondition Hole a7b7\nPieces White Ke1 Rh1 Black Ka8\nEndProblem\n";
  const testing::SolvedText solved = testing::solve_problem_text(problem);
  EXPECT_NE(solved.out.find("1.Rh1-h8 #"), std::string::npos) << solved.out << solved.err;
}

// A random position of both kings, `extra` other units and `holes` holes (none under a unit), as a FEN
// of the rules with those holes; nullopt when the rules refuse it (a pawn on its last rank, the side not
// to move in check).
struct HoledPosition {
  std::shared_ptr<Rules> rules;
  std::optional<Position> position;
};
std::optional<HoledPosition> random_holed_position(std::mt19937& rng, int extra, int holes, bool white) {
  std::uniform_int_distribution<int> square(0, 63);
  std::vector<char> board(64, '.');
  const std::string kinds = "PNBRQpnbrq";
  std::uniform_int_distribution<int> kind(0, static_cast<int>(kinds.size()) - 1);
  auto free_square = [&] {
    for (;;) {
      const int sq = square(rng);
      if (board[static_cast<size_t>(sq)] == '.') return sq;
    }
  };
  board[static_cast<size_t>(free_square())] = 'K';
  board[static_cast<size_t>(free_square())] = 'k';
  for (int i = 0; i < extra; ++i) {
    const char c = kinds[static_cast<size_t>(kind(rng))];
    const int sq = free_square();
    if ((c == 'P' || c == 'p') && (sq < 8 || sq >= 56)) continue;
    board[static_cast<size_t>(sq)] = c;
  }
  std::string hole_squares;
  for (int i = 0; i < holes; ++i) {
    const int sq = free_square();
    board[static_cast<size_t>(sq)] = '#';  // (kept free of units)
    hole_squares += std::string{static_cast<char>('a' + sq % 8), static_cast<char>('1' + sq / 8)};
  }
  const std::string fen = testing::placement_of(std::string_view(board.data(), board.size()), ".#") +
                          (white ? " w - - 0 1" : " b - - 0 1");
  HoledPosition out{problem_rules_with_holes(hole_squares), std::nullopt};
  try {
    out.position = parse_fen(*out.rules, fen);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (out.rules->in_check(*out.position, opposite(out.position->side_to_move()))) return std::nullopt;
  return out;
}

// Is there a help line of `plies` half-moves whose last move mates the side that did not make it?
bool general_help_mate(solver::GeneralBoard& b, int plies) {
  MoveList moves;
  b.legal_moves(moves);
  for (const Move& m : moves) {
    b.play(m);
    const bool found = plies == 1 ? b.in_check() && !b.has_legal_move() : general_help_mate(b, plies - 1);
    b.undo();
    if (found) return true;
  }
  return false;
}

TEST(HoleMateBound, NeverRulesOutAnExistingHelpmate) {
  std::mt19937 rng(20261129);
  int checked = 0, ruled_out = 0, left_out = 0, bounded = 0;
  for (int trial = 0; trial < 4000 && checked < 500; ++trial) {
    const bool black_to_move = trial % 2 == 0;
    auto holed = random_holed_position(rng, 2 + trial % 3, 2 + trial % 5, !black_to_move);
    if (!holed) continue;
    solver::GeneralBoard board(*holed->rules, *holed->position);
    uint64_t blocked = 0;
    for (Square s : holed->rules->params().blocked_squares) blocked |= bit_of(s.file(), s.rank());
    board.use_mate_bound(blocked);
    // The king is never mated on a hole: no hole is a square a mate is possible on. (Every square,
    // ~0, is the answer without a bound: a position the bitboard refuses, where a line it reads across
    // a hole would check the side not to move.)
    uint64_t feasible = 0;
    board.mate_possible(false, 1, 1, ~uint64_t{0}, &feasible);
    if (feasible != ~uint64_t{0}) {
      ++bounded;
      EXPECT_EQ(feasible & blocked, 0u) << to_fen(*holed->rules, board.position());
    }
    // Black is to be mated by White's last move: h#1 (2 plies) when Black begins, #1 and h#1.5 (1 or 3
    // plies) when White does.
    for (const int plies : black_to_move ? std::vector<int>{2} : std::vector<int>{1, 3}) {
      const int mating = black_to_move ? plies / 2 : (plies + 1) / 2;
      if (board.mate_possible(false, plies - mating, mating)) {
        if (plies != 2) continue;
        // Black's one move left: those the bound leaves out have no mate after them.
        solver::GeneralBoard::MoveFilter last;
        ASSERT_TRUE(board.mate_possible(false, 1, last));
        MoveList moves;
        board.legal_moves(moves);
        for (const Move& m : moves) {
          if (solver::GeneralBoard::allows(last, m)) continue;
          ++left_out;
          board.play(m);
          EXPECT_FALSE(general_help_mate(board, 1)) << "left out\n"
                                                    << to_fen(*holed->rules, board.position());
          board.undo();
        }
        continue;
      }
      ++ruled_out;
      EXPECT_FALSE(general_help_mate(board, plies)) << "plies " << plies << "\n"
                                                    << to_fen(*holed->rules, board.position());
    }
    ++checked;
  }
  EXPECT_EQ(checked, 500);
  EXPECT_GT(bounded, 400);
  EXPECT_GT(ruled_out, 50);  // the bound does rule things out, so the test tests something
  EXPECT_GT(left_out, 50);
}

}  // namespace
}  // namespace nightrider
