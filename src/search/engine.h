// The playing engine: iterative-deepening principal-variation search over any rule set, with a shared
// transposition table, lazy SMP threads, time management and a stop that answers at once. One Engine per
// game or protocol session; it holds no global state, so several engines may run side by side.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/move.h"
#include "core/position.h"
#include "eval/evaluator.h"
#include "rules/rules.h"
#include "search/time_manager.h"

namespace nightrider {

// Scores are centipawns from the side to move's point of view. A won game scores kMateScore minus the
// number of plies to the win; a lost one the negative.
constexpr int kMateScore = 32000;
constexpr int kMaxPly = 128;
constexpr int kMateBound = kMateScore - kMaxPly;  // |score| >= this means a forced result
constexpr bool is_mate_score(int score) { return score >= kMateBound || score <= -kMateBound; }
// Moves (not plies) to the forced result, signed: +3 = we win in 3, -2 = we lose in 2.
int mate_in_moves(int score);

// What one `go` asks for. Zero means "not limited by this".
struct SearchLimits {
  int depth = 0;
  uint64_t nodes = 0;
  int64_t movetime_ms = 0;             // exactly this long (minus a safety margin)
  int64_t time_left_ms[2] = {-1, -1};  // clock of White, Black; -1 = no clock
  int64_t increment_ms[2] = {0, 0};
  int moves_to_go = 0;    // moves until the next time control; 0 = sudden death
  bool infinite = false;  // search until stop() (UCI `go infinite`, analysis)
};

// A report after each completed iteration (and each MultiPV line), for UCI `info` and XBoard thinking.
struct SearchInfo {
  int depth = 0, seldepth = 0;
  int multipv = 1;  // 1-based line number
  int score = 0;    // centipawns or mate score (see is_mate_score)
  uint64_t nodes = 0;
  uint64_t nps = 0;
  int hashfull = 0;  // per mille
  int64_t time_ms = 0;
  std::vector<Move> pv;
};

struct SearchResult {
  std::optional<Move> best;  // none when the side to move has no legal move (or the game is over)
  std::optional<Move> ponder;
  int score = 0;
  int depth = 0;
  uint64_t nodes = 0;
  int64_t time_ms = 0;
  std::vector<Move> pv;
  bool fast_board = false;  // the search ran on a fast board (chess's bitboards), not the general one
};

struct EngineOptions {
  size_t hash_mb = 16;
  int threads = 1;
  int multipv = 1;
  // 0 (weakest) .. 20 (full strength). Below 20 the engine searches shallower and picks among the best
  // moves with a random margin, so people can beat it.
  int skill_level = 20;
  EvalConfig eval;    // evaluation switches (material only, …) for matches and experiments
  uint64_t seed = 0;  // random choices of skill levels below 20; 0 = from the clock
  // Search on a fast board where one models the rule set and the position (orthodox chess: the
  // bitboards); false keeps every search on the general board (for comparisons and tests).
  bool fast_boards = true;
  // For tests: every node's moves are sorted (by their bytes) before the ordering picks among them, so
  // that boards which generate in different orders search the very same tree.
  bool canonical_move_order = false;
  // Milliseconds kept back from every clock and move time for the protocol's and the GUI's delays (UCI
  // `Move Overhead`).
  int move_overhead_ms = static_cast<int>(TimeManager::kDefaultMoveOverheadMs);
};

class Engine {
 public:
  Engine();
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Applies the options (resizes the table when the hash size changed). Not while searching.
  void set_options(const EngineOptions& options);
  const EngineOptions& options() const;
  // Forgets everything learnt from earlier positions (table, history): a new game.
  void new_game();

  // Searches `root` (its move history counts for repetitions) and returns the best move. Blocks until
  // the limits are reached or stop() is called; `on_info` is called on the calling thread's search
  // (thread 0) after each iteration. Safe to call again after it returns.
  SearchResult search(const Rules& rules, const Position& root, const SearchLimits& limits,
                      const std::function<void(const SearchInfo&)>& on_info = {});
  // Asks a running search to return as soon as possible; callable from any thread. The best move found
  // so far is returned.
  void stop();
  bool searching() const;

  // Static evaluation of a position for the side to move (for `eval` commands and tests).
  int evaluate(const Rules& rules, const Position& pos);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace nightrider
