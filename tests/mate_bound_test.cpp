// The help-play mate bound (solver/mate_bound.h), also asked for stalemates, and the series helpmate
// targets (solver/series_targets.h) must never rule out a mate (stalemate) that exists, and the
// bitboard's checking-move generator must give exactly the legal moves that check. All are checked
// against brute force on random positions with few units (fixed seeds, so failures repeat).
#include "solver/mate_bound.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/series_targets.h"
#include "variants/chess_bitboard.h"

namespace nightrider {
namespace {

using bitboard::Board;
using bitboard::FastMove;

// A random legal position: both kings and `extra` other units, `white` to move; every third one with
// kings and rooks at home and all castling rights. nullopt when the board refuses the position.
std::optional<Board> random_board(std::mt19937& rng, int extra, bool white) {
  bitboard::Setup s;
  s.board.fill('.');
  std::uniform_int_distribution<int> square(0, 63);
  const std::string kinds = "PNBRQpnbrq";
  std::uniform_int_distribution<int> kind(0, static_cast<int>(kinds.size()) - 1);
  auto place = [&](char c) {
    for (;;) {
      const int sq = square(rng);
      if (s.board[static_cast<size_t>(sq)] != '.') continue;
      if ((c == 'P' || c == 'p') && (sq < 8 || sq >= 56)) continue;
      s.board[static_cast<size_t>(sq)] = c;
      return;
    }
  };
  if (rng() % 3 == 0) {
    s.board[4] = 'K', s.board[0] = 'R', s.board[7] = 'R';
    s.board[60] = 'k', s.board[56] = 'r', s.board[63] = 'r';
    s.castle_white_king = s.castle_white_queen = s.castle_black_king = s.castle_black_queen = true;
  } else {
    place('K');
    place('k');
  }
  for (int i = 0; i < extra; ++i) place(kinds[static_cast<size_t>(kind(rng))]);
  s.white_to_move = white;
  try {
    return Board(s);
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

bool is_mate(Board& b) { return b.in_check() && !b.has_legal_move(); }
bool is_stalemate(Board& b) { return !b.in_check() && !b.has_legal_move(); }

// Is there a help line of `plies` half-moves whose last move mates the side that did not make it?
bool help_mate(Board& b, int plies) {
  FastMove moves[Board::kMaxMoves];
  const int n = b.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    b.play(moves[i]);
    const bool found = plies == 1 ? is_mate(b) : help_mate(b, plies - 1);
    b.undo();
    if (found) return true;
  }
  return false;
}

// The same for a stalemate of the side that did not make the last move.
bool help_stalemate(Board& b, int plies) {
  FastMove moves[Board::kMaxMoves];
  const int n = b.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    b.play(moves[i]);
    const bool found = plies == 1 ? is_stalemate(b) : help_stalemate(b, plies - 1);
    b.undo();
    if (found) return true;
  }
  return false;
}

// Every series helpmate of `moves` black moves (White passing, never left in check before the last), as
// move texts, following the guide when there is one, as the solver does: a node whose targets with no
// move to spare cannot be reached (SeriesGuide::prune) is left, and a move after which no target is
// within the moves left is not tried. `walled` counts the nodes left for the first reason alone.
void series_lines(Board& b, int moves, solver::SeriesGuide* guide, std::string line,
                  std::set<std::string>& out, int* walled = nullptr) {
  if (guide && moves > 1) {
    const bool within = guide->needed() <= moves;
    guide->prune(moves);
    if (guide->needed() > moves) {
      if (within && walled) ++*walled;
      return;
    }
  }
  FastMove list[Board::kMaxMoves];
  const int n = b.legal_moves(list);
  for (int i = 0; i < n; ++i) {
    if (guide) {
      guide->play(list[i], moves - 1);
      const bool within = guide->needed() <= moves - 1;
      if (!within) {
        guide->undo();
        continue;
      }
    }
    const std::string text = line + bitboard::to_uci(list[i]) + " ";
    b.play(list[i]);
    if (moves == 1) {
      FastMove mates[Board::kMaxMoves];
      const int m = b.legal_moves(mates);
      for (int j = 0; j < m; ++j) {
        b.play(mates[j]);
        if (is_mate(b)) out.insert(text + bitboard::to_uci(mates[j]));
        b.undo();
      }
    } else if (!b.in_check()) {
      b.play_null();
      series_lines(b, moves - 1, guide, text, out, walled);
      b.undo_null();
    }
    b.undo();
    if (guide) guide->undo();
  }
}

// One position of the series tests: the guided search must find exactly the brute force's ser-h#
// solutions. `checked` is false when the position has no targets (too many, or a mating side that may
// castle).
struct SeriesCheck {
  bool checked = false, solutions = false, ruled_out_at_once = false;
};
SeriesCheck check_guided_series(Board& board, int moves, int* walled) {
  SeriesCheck result;
  solver::SeriesTargets targets;
  if (!targets.build(board, moves, 20000)) return result;
  result.checked = true;
  std::set<std::string> all, guided;
  series_lines(board, moves, nullptr, "", all);
  solver::SeriesGuide guide(targets, moves);
  if (guide.needed() <= moves) series_lines(board, moves, &guide, "", guided, walled);
  EXPECT_EQ(all, guided) << "ser-h#" << moves << "\n" << board.dump();
  result.solutions = !all.empty();
  result.ruled_out_at_once = guided.empty() && guide.needed() > moves;
  return result;
}

TEST(SeriesTargets, TheGuidedSearchFindsEverySeriesHelpmate) {
  std::mt19937 rng(1124);
  int checked = 0, with_solutions = 0, pruned = 0, walled = 0;
  for (int trial = 0; trial < 20000 && checked < 400; ++trial) {
    auto board = random_board(rng, 3 + trial % 6, false);
    if (!board) continue;
    const SeriesCheck c = check_guided_series(*board, 1 + trial % 3, &walled);
    checked += c.checked;
    with_solutions += c.solutions;
    pruned += c.ruled_out_at_once;
  }
  EXPECT_EQ(checked, 400);
  EXPECT_GT(with_solutions, 20);  // positions with a solution, and positions ruled out at once
  EXPECT_GT(pruned, 50);
  EXPECT_GT(walled, 0) << "no node was left because units that may not move stood in the way";
}

// With a mating side of knights and pawns only, a knight or pawn of the mated side standing where it
// attacks the one checking unit rules a target out. Positions crowded near the mated king, so that
// mates are common.
TEST(SeriesTargets, WithoutLineUnitsTheCheckerMustNotBeAttacked) {
  std::mt19937 rng(2411);
  std::uniform_int_distribution<int> near(-2, 2), corner(0, 3), count(3, 7);
  const std::string mating = "NNP", mated = "pnbrqnp";
  int checked = 0, with_solutions = 0;
  for (int trial = 0; trial < 20000 && checked < 300; ++trial) {
    bitboard::Setup s;
    s.board.fill('.');
    const int corner_square = std::array<int, 4>{0, 7, 56, 63}[static_cast<size_t>(corner(rng))];
    auto around = [&](int centre) {
      const int file = std::clamp(centre % 8 + near(rng) * 2, 0, 7),
                rank = std::clamp(centre / 8 + near(rng) * 2, 0, 7);
      return rank * 8 + file;
    };
    auto put = [&](char c, int sq) {
      if (s.board[static_cast<size_t>(sq)] != '.') return false;
      if ((c == 'P' || c == 'p') && (sq < 8 || sq >= 56)) return false;
      s.board[static_cast<size_t>(sq)] = c;
      return true;
    };
    put('k', around(corner_square));
    while (!put('K', around(around(corner_square)))) {
    }
    const int units = count(rng);
    for (int i = 0; i < units; ++i) {
      const std::string& kinds = i % 2 ? mated : mating;
      const char c = kinds[rng() % kinds.size()];
      for (int tries = 0; tries < 20 && !put(c, around(corner_square)); ++tries) {
      }
    }
    s.white_to_move = false;
    std::optional<Board> board;
    try {
      board.emplace(s);
    } catch (const std::invalid_argument&) {
      continue;
    }
    const SeriesCheck c = check_guided_series(*board, 1 + trial % 3, nullptr);
    checked += c.checked;
    with_solutions += c.solutions;
  }
  EXPECT_EQ(checked, 300);
  EXPECT_GT(with_solutions, 20);
}

// A rook that keeps its castling right goes on from its castled square: h8 to f5 is one move of its own
// after Black castles (the castling itself is the king's move).
TEST(SeriesTargets, ARookMayGoOnFromItsCastledSquare) {
  bitboard::Setup s;
  s.board.fill('.');
  s.board[4] = 'K', s.board[60] = 'k', s.board[63] = 'r', s.board[8] = 'P';
  s.castle_black_king = true;
  s.white_to_move = false;
  solver::SeriesTargets targets;
  ASSERT_TRUE(targets.build(Board(s), 3, 20000));
  EXPECT_EQ(targets.unit_reach(3, 63, 61), 0);  // f8, by castling
  EXPECT_EQ(targets.unit_reach(3, 63, 37), 1);  // f5
  EXPECT_EQ(targets.unit_reach(3, 63, 0), 2);   // a1 (the direct way)
  EXPECT_EQ(targets.unit_reach(3, 56, 37), 2);  // a rook on a8 has no right here: f5 is two moves
}

// The king squares a mate is possible on can only narrow after a move other than castling (the search
// passes them down), unless the bound's stricter rules for a mating side with only its mate left start
// at the child; and when the mated side has two moves to spare, a move of its own that takes nothing
// leaves a mate possible.
// After a move the king squares the bound finds a mate (`stalemate`: a stalemate) possible on are a
// subset of those before it; with two moves to spare, a mate stays possible after a quiet move.
void check_a_move_only_narrows(bool stalemate) {
  std::mt19937 rng(777);
  solver::MateBound bound;
  bound.set_stalemate(stalemate);
  auto still = [](int mated, int mating) { return mating <= 1 && mated >= 2; };
  int compared = 0, narrowed = 0, roomy_checked = 0;
  for (int trial = 0; trial < 6000 && compared < 40000; ++trial) {
    const bool white_to_move = trial % 2 == 0;
    auto board = random_board(rng, 2 + trial % 7, white_to_move);
    if (!board) continue;
    const int mated = 1 + trial % 3, mating = 1 + (trial / 3) % 3;
    const int child_mated = white_to_move ? mated : mated - 1,
              child_mating = white_to_move ? mating - 1 : mating;
    if (child_mated < 0 || child_mating < 1) continue;
    if (still(mated, mating) && !still(child_mated, child_mating)) continue;
    uint64_t parent = 0;
    bool roomy = false;
    bound.possible(*board, false, mated, mating, nullptr, ~uint64_t{0}, &parent, &roomy);
    FastMove moves[Board::kMaxMoves];
    const int n = board->legal_moves(moves);
    for (int i = 0; i < n; ++i) {
      if (moves[i].flags & bitboard::kCastle) continue;
      board->play(moves[i]);
      uint64_t child = 0;
      const bool possible =
          bound.possible(*board, false, child_mated, child_mating, nullptr, ~uint64_t{0}, &child);
      // Two moves to spare for the mated side: after its move a mate is still possible.
      if (roomy && !white_to_move && !(moves[i].flags & bitboard::kCapture)) {
        EXPECT_TRUE(possible) << bitboard::to_uci(moves[i]) << " after a roomy parent\n" << board->dump();
        ++roomy_checked;
      }
      EXPECT_EQ(child & ~parent, 0u) << bitboard::to_uci(moves[i]) << " budgets " << mated << "/" << mating
                                     << "\n"
                                     << board->dump();
      ++compared;
      if (child != parent) ++narrowed;
      board->undo();
    }
  }
  EXPECT_GE(compared, 20000);
  EXPECT_GT(narrowed, 1000);
  EXPECT_GT(roomy_checked, 1000);
}
TEST(MateBound, AMoveOnlyNarrowsTheMateSquares) { check_a_move_only_narrows(false); }
TEST(MateBound, AMoveOnlyNarrowsTheStalemateSquares) { check_a_move_only_narrows(true); }

// Every move Progress leaves out (the goal's side makes no progress towards any mate, or stalemate, the
// bound finds) leaves no goal possible by the bound: leaving them out changes nothing but the time.
void check_moves_left_out_leave_no_goal(bool stalemate, unsigned seed) {
  std::mt19937 rng(seed);
  solver::MateBound bound;
  bound.set_stalemate(stalemate);
  int narrowed = 0, left_out = 0;
  for (int trial = 0; trial < 20000 && left_out < 3000; ++trial) {
    auto board = random_board(rng, 2 + trial % 6, false);
    if (!board) continue;
    const int mated = 2 + trial % 3, mating = 1 + (trial / 3) % 3;
    if (mating <= 1 && mated == 2) continue;  // (the bound's rules change at the child: not narrowed)
    uint64_t feasible = 0;
    bool roomy = false;
    solver::MateBound::Progress progress;
    if (!bound.possible(*board, false, mated, mating, nullptr, ~uint64_t{0}, &feasible, &roomy, &progress))
      continue;
    if (progress.any) continue;
    ++narrowed;
    FastMove moves[Board::kMaxMoves];
    const int n = board->legal_moves(moves);
    for (int i = 0; i < n; ++i) {
      if (progress.allows(*board, moves[i])) continue;
      ++left_out;
      board->play(moves[i]);
      EXPECT_FALSE(bound.possible(*board, false, mated - 1, mating))
          << bitboard::to_uci(moves[i]) << " left out, budgets " << mated << "/" << mating << "\n"
          << board->dump();
      board->undo();
    }
  }
  EXPECT_GT(narrowed, 100);
  EXPECT_GT(left_out, 1000);
}

TEST(MateBound, AMoveLeftOutForNoProgressLeavesNoMatePossible) { check_moves_left_out_leave_no_goal(false, 2024); }

TEST(MateBound, NeverRulesOutAnExistingHelpmate) {
  std::mt19937 rng(20261123);
  solver::MateBound bound;
  int checked = 0, ruled_out = 0, left_out = 0;
  for (int trial = 0; trial < 6000 && checked < 1500; ++trial) {
    const bool black_to_move = trial % 2 == 0;
    auto board = random_board(rng, 2 + trial % 4, !black_to_move);
    if (!board) continue;
    // Black is to be mated by White's last move: h#1 (2 plies) when Black begins, #1 and h#1.5 (1 or 3
    // plies) when White does.
    for (const int plies : black_to_move ? std::vector<int>{2} : std::vector<int>{1, 3}) {
      const int mating = black_to_move ? plies / 2 : (plies + 1) / 2;
      if (bound.possible(*board, false, plies - mating, mating)) {
        if (plies != 2) continue;
        // Black's one move left: those the bound leaves out have no mate after them.
        solver::MateBound::LastMove last;
        if (!bound.possible(*board, false, 1, 1, &last)) {
          ADD_FAILURE() << "the two calls disagree\n" << board->dump();
          continue;
        }
        FastMove moves[Board::kMaxMoves];
        const int n = board->legal_moves(moves);
        for (int i = 0; i < n; ++i) {
          if ((moves[i].flags & bitboard::kCastle) || last.allows(moves[i].from, moves[i].to)) continue;
          ++left_out;
          board->play(moves[i]);
          EXPECT_FALSE(help_mate(*board, 1)) << bitboard::to_uci(moves[i]) << " left out\n" << board->dump();
          board->undo();
        }
        continue;
      }
      ++ruled_out;
      EXPECT_FALSE(help_mate(*board, plies)) << "plies " << plies << "\n" << board->dump();
    }
    ++checked;
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(ruled_out, 100);  // the bound does rule things out, so the test tests something
  EXPECT_GT(left_out, 100);
}

TEST(MateBound, NeverRulesOutAnExistingLongerHelpmateOrSeriesHelpmate) {
  std::mt19937 rng(42);
  solver::MateBound bound;
  int checked = 0, ruled_out = 0;
  for (int trial = 0; trial < 4000 && checked < 600; ++trial) {
    auto board = random_board(rng, 1 + trial % 4, false);
    if (!board) continue;
    ++checked;
    if (!bound.possible(*board, false, 2, 2)) {  // h#2
      ++ruled_out;
      EXPECT_FALSE(help_mate(*board, 4)) << "h#2\n" << board->dump();
    }
    if (!bound.possible(*board, false, 2, 1)) {  // ser-h#3: two black moves in a row, then one white
      ++ruled_out;
      std::set<std::string> lines;
      series_lines(*board, 2, nullptr, "", lines);
      EXPECT_TRUE(lines.empty()) << "ser-h#\n" << board->dump();
    }
  }
  EXPECT_EQ(checked, 600);
  EXPECT_GT(ruled_out, 200);
}

TEST(MateBound, CheckingMovesAreTheLegalMovesThatCheck) {
  std::mt19937 rng(7);
  int positions = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    auto board = random_board(rng, 4 + trial % 8, trial % 2 == 0);
    if (!board) continue;
    ++positions;
    FastMove all[Board::kMaxMoves], checks[Board::kMaxMoves];
    const int n = board->legal_moves(all);
    const int c = board->checking_moves(checks);
    std::vector<FastMove> expected, actual(checks, checks + c);
    for (int i = 0; i < n; ++i)
      if (board->gives_check(all[i])) expected.push_back(all[i]);
    ASSERT_EQ(actual, expected) << board->dump();
  }
  EXPECT_GT(positions, 2000);
}

// The bound asked for stalemates (MateBound::set_stalemate): h=1, =1 and h=1.5 on random positions, and
// the moves its LastMove leaves out before White's last move, checked against brute force.
TEST(MateBound, StalemateNeverRulesOutAnExistingHelpStalemate) {
  std::mt19937 rng(20261201);
  solver::MateBound bound;
  bound.set_stalemate(true);
  int checked = 0, ruled_out = 0, left_out = 0, found = 0;
  for (int trial = 0; trial < 8000 && checked < 2000; ++trial) {
    const bool black_to_move = trial % 2 == 0;
    auto board = random_board(rng, 2 + trial % 5, !black_to_move);
    if (!board) continue;
    for (const int plies : black_to_move ? std::vector<int>{2} : std::vector<int>{1, 3}) {
      const int stalemating = black_to_move ? plies / 2 : (plies + 1) / 2;
      const bool exists = help_stalemate(*board, plies);
      if (exists) ++found;
      if (!bound.possible(*board, false, plies - stalemating, stalemating)) {
        ++ruled_out;
        EXPECT_FALSE(exists) << "plies " << plies << "\n" << board->dump();
        continue;
      }
      if (plies != 2) continue;
      solver::MateBound::LastMove last;
      if (!bound.possible(*board, false, 1, 1, &last)) {
        ADD_FAILURE() << "the two calls disagree\n" << board->dump();
        continue;
      }
      FastMove moves[Board::kMaxMoves];
      const int n = board->legal_moves(moves);
      for (int i = 0; i < n; ++i) {
        if ((moves[i].flags & bitboard::kCastle) || last.allows(moves[i].from, moves[i].to)) continue;
        ++left_out;
        board->play(moves[i]);
        EXPECT_FALSE(help_stalemate(*board, 1)) << bitboard::to_uci(moves[i]) << " left out\n"
                                                << board->dump();
        board->undo();
      }
    }
    ++checked;
  }
  EXPECT_EQ(checked, 2000);
  EXPECT_GT(found, 50);        // stalemates exist among them, so the bound's answers are tested
  EXPECT_GT(ruled_out, 1000);  // and it rules positions out
  EXPECT_GT(left_out, 1000);
}

// Longer: h=2 and ser-h=3 (two black moves in a row, then White's) and ser-=2 (White's two moves, Black
// stalemated without moving), against brute force.
TEST(MateBound, StalemateNeverRulesOutAnExistingLongerHelpOrSeriesStalemate) {
  std::mt19937 rng(7);
  solver::MateBound bound;
  bound.set_stalemate(true);
  int checked = 0, ruled_out = 0;
  for (int trial = 0; trial < 4000 && checked < 500; ++trial) {
    auto board = random_board(rng, 1 + trial % 4, false);
    if (!board) continue;
    ++checked;
    if (!bound.possible(*board, false, 2, 2)) {  // h=2
      ++ruled_out;
      EXPECT_FALSE(help_stalemate(*board, 4)) << "h=2\n" << board->dump();
    }
    if (!bound.possible(*board, false, 2, 1)) {  // ser-h=3
      ++ruled_out;
      bool any = false;
      FastMove first[Board::kMaxMoves], second[Board::kMaxMoves], last[Board::kMaxMoves];
      const int n = board->legal_moves(first);
      for (int i = 0; i < n && !any; ++i) {
        board->play(first[i]);
        if (!board->in_check()) {
          board->play_null();
          const int m = board->legal_moves(second);
          for (int j = 0; j < m && !any; ++j) {
            board->play(second[j]);
            const int l = board->legal_moves(last);
            for (int x = 0; x < l && !any; ++x) {
              board->play(last[x]);
              any = is_stalemate(*board);
              board->undo();
            }
            board->undo();
          }
          board->undo_null();
        }
        board->undo();
      }
      EXPECT_FALSE(any) << "ser-h=3\n" << board->dump();
    }
  }
  EXPECT_EQ(checked, 500);
  EXPECT_GT(ruled_out, 100);
}

// Progress holds for the stalemate's bound as for the mate's.
TEST(MateBound, StalemateMoveLeftOutForNoProgressLeavesNoStalematePossible) {
  check_moves_left_out_leave_no_goal(true, 99);
}

}  // namespace
}  // namespace nightrider
