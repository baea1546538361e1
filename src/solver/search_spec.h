// What one search is asked to do (the stipulation seen from the side that plays it) and what may stop it.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "core/types.h"
#include "solver/problem.h"

namespace nightrider::solver {

struct SearchSpec {
  Play play = Play::Direct;
  bool series = false;
  bool exact = false;
  // Semi-reflex play (semi-r#n): only the defender must reach the goal when it can; the attacker is
  // free to reach it too without losing.
  bool semi_reflex = false;
  // Option Quodlibet (self and reflex play): the attacker also wins by reaching the goal itself, with
  // any of its moves (Popeye adds the direct goal to the attacker's branch).
  bool quodlibet = false;
  // Option GoalIsEnd (Popeye's, for goals that leave the other side moves): a move of the side that
  // is not to reach the goal, reaching it for itself, ends the play without a solution: a defence
  // that does refutes (direct play), an attacker's move that does fails (self play), and a help line
  // stops there.
  bool goal_is_end = false;
  // Option KeepMatingPiece (Popeye's): a move after which the side that is to reach the goal (the
  // attacker in direct play, the defender in self and reflex play, the goal side in help play, the
  // other side in hs# and hr#) has no unit besides its king(s) does not solve, whatever the goal.
  bool keep_mating_piece = false;
  // Parry series (Popeye's pser-): a series move that checks, before the last, is answered by the other
  // side (the parry), and the series goes on after it. pser-h: each parry is a help move, its own line;
  // pser-: every parry must be met (each is written as its own line).
  bool parry = false;
  Goal goal = Goal::Mate;
  // Reciprocal help play (reci-h): where the help play has one move of each side left, the side to move
  // must also reach this goal by a move of its own; both endings are solutions.
  std::optional<Goal> reci_goal;
  // Help play that ends in a nested branch "2da[G]" (Stipulation::help_defence_end): after the last
  // help move (the goal side's) the defender moves and every one of its moves must leave the goal side
  // a goal move. The help play itself has no goal: a goal reached on the way does not end a line.
  std::optional<Stipulation::HelpDefenceEnd> help_defence_end;
  std::optional<Square> target;  // Goal::TargetSquare's square
  // Direct, self and reflex play: the attacker's moves. Help play: plies (2n, or 2n+1 for n.5).
  // Series play: the series side's moves.
  int length = 1;
  bool attacker_white = true;  // the side that plays first in battle and series play
  // Battle play options.
  bool tries = false;
  int max_refutations = 1;
  std::optional<int> max_threat_length;
  // Option MaxFlightsquares n (Popeye's): where at least two attacker moves are to come after the
  // defender's, a defender whose king has more than n legal moves (castling counted) has defended.
  std::optional<int> max_flights;
  bool no_threat = false;
  bool no_short_variations = false;
  // Option MatesIn1: self play's trees show the defences that reach the goal at once (Popeye leaves them
  // out, its trivial end filter, but under a try of s#1).
  bool mates_in_1 = false;
  std::optional<int> max_solutions;  // help and series play
  // Popeye tries the goal side's last move (direct, help and series play) with its mating generator,
  // in another order than its other moves (popeye_tries_mates_by_checks, solver/popeye_move_order.h).
  bool popeye_mating_order = false;
  // Option NonTrivial m n (Popeye's rule, direct, self and reflex play): a defence is trivial when the
  // attacker answers it with a win within n moves (n + 1 in direct play, whose attacker makes the last
  // move). Where more than n + 1 attacker moves are to come (n in direct play, counting from the
  // defence), the defender may have one non-trivial defence, plus as many more as the budget (m at the start)
  // grants; each extra one is spent for the play below, and a node with none gives one back.
  struct NonTrivial {
    int max_extra = 0;
    int trivial_length = 0;
  };
  std::optional<NonTrivial> non_trivial;
};

// Shared by every thread of one solve: the stop request, the time limit and the node counter.
struct SearchControl {
  std::atomic<bool> stop{false};
  std::atomic<bool>* interrupt = nullptr;  // Ctrl-C, set from outside
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::atomic<uint64_t> nodes{0};
  std::optional<uint64_t> max_nodes;  // stop once the search has visited this many positions
  // Each search polls after this many positions (a power of two) and at its end. Nodes cost from a tenth
  // of a microsecond to a tenth of a millisecond (selfmates under conditions): 1024 answers Ctrl-C, a
  // cancel or a time limit within moments; a caller that needs finer steps (the fuzz target, whose
  // inputs must end within a second in a sanitizer build) asks for fewer.
  uint64_t poll_interval = 1024;
  std::atomic<int> solutions{0};
  bool stopped() const { return stop.load(std::memory_order_relaxed); }
  // Called now and then by the searching threads.
  void poll() {
    if (interrupt && interrupt->load(std::memory_order_relaxed)) stop.store(true, std::memory_order_relaxed);
    if (deadline && std::chrono::steady_clock::now() >= *deadline)
      stop.store(true, std::memory_order_relaxed);
    if (max_nodes && nodes.load(std::memory_order_relaxed) >= *max_nodes)
      stop.store(true, std::memory_order_relaxed);
  }
};

}  // namespace nightrider::solver
