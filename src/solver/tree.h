// The solution tree of battle play as Popeye prints it (docs/solver.md has the rules): keys and tries
// with their threats, the defences that answer the threat (variations) with the attacker's shortest
// continuations, the refutations of tries, and set play. Built from the answers of Search, which its
// table has mostly cached by the time a tree is written.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "solver/move_mark.h"
#include "solver/search.h"
#include "solver/solution.h"

namespace nightrider::solver {

template <class Board>
class TreeBuilder {
 public:
  using MoveT = typename Board::MoveT;
  using List = typename Board::List;

  // `variations`: print the play after each move (option Variation); `threats`: compute threats and
  // print only the defences that answer them (off in set play without Variation: every defence).
  TreeBuilder(Search<Board>& search, bool variations, bool threats)
      : s_(search), b_(search.board()), variations_(variations), threats_(threats) {}

  std::string mark_after(bool goal_move = false) { return move_mark(b_, s_.spec().goal, goal_move); }
  // After a defender's move. In direct play it never reaches the goal, so Popeye marks only a check,
  // even one the attacker cannot meet (Republican type 1: a defender that places the attacker's king).
  std::string defender_mark() {
    if (s_.spec().play != Play::Direct) return mark_after();
    return b_.in_check() ? " +" : "";
  }

  // The attacker's move `m` (attacker to move), known to win within `n` of its moves, with everything
  // below it. `depth` is its depth in the printed tree (1 for a key).
  TreeNode attacker_node(const MoveT& m, int n, int depth, int ply, bool is_try = false) {
    TreeNode node;
    node.depth = depth;
    node.move = b_.text(m);
    b_.play(m);
    const bool goal_move = (s_.spec().play == Play::Direct || s_.spec().quodlibet) && s_.goal_reached();
    node.move += mark_after(goal_move);
    if (!goal_move) expand(node, n, ply + 1, is_try);
    b_.undo();
    if (is_try) node.mark = "?";
    return node;
  }

  // Every attacker move (attacker to move) that wins within n, n being the least length that wins.
  std::vector<TreeNode> attacker_moves(int n, int depth, int ply, std::vector<MoveT>* moves_out = nullptr) {
    std::vector<MoveT> winners;
    {
      List& moves = s_.list(ply);
      if (s_.spec().play == Play::Direct)
        s_.attacker_move_list(moves);  // (a double mate's moves that leave the own king in check too)
      else
        b_.legal_moves(moves);
      std::vector<MoveT> all(moves.begin(), moves.end());
      // (Popeye's order; its mating generator tries the last move of direct play.)
      const bool mating = s_.spec().play == Play::Direct && n == 1 && s_.spec().popeye_mating_order;
      if constexpr (requires { b_.order_as_popeye(all); })
        b_.order_as_popeye(all, mating ? PopeyeGenerator::Mating : PopeyeGenerator::Normal);
      for (const MoveT& m : all) {
        b_.play(m);
        const bool wins = s_.wins_after_attacker_move(n, ply + 1);
        b_.undo();
        if (wins) winners.push_back(m);
      }
    }
    std::vector<TreeNode> out;
    for (const MoveT& m : winners) out.push_back(attacker_node(m, n, depth, ply));
    if (moves_out) *moves_out = winners;
    return out;
  }

  // Set play: the defender moves first. `n` is the stipulation's length.
  std::vector<TreeNode> set_play(int n, int ply) {
    std::vector<TreeNode> out;
    const SearchSpec& spec = s_.spec();
    if (spec.play == Play::Self || spec.play == Play::Reflex) {
      if (std::vector<TreeNode> end = forced_end(2, ply); !end.empty()) return end;
    }
    std::vector<MoveT> defences = legal(ply);
    for (const MoveT& d : defences) {
      TreeNode node;
      node.depth = 2;
      node.move = b_.text(d);
      b_.play(d);
      node.move += defender_mark();
      const bool early_goal = spec.play == Play::Self && s_.goal_reached();
      if (!early_goal) {
        if (auto l = least_win(n - 1, ply + 1)) {
          node.children = attacker_moves(*l, 3, ply + 1);
          out.push_back(std::move(node));
        }
      } else if (spec.mates_in_1) {
        out.push_back(std::move(node));  // (MatesIn1: "1...Sh1-f2 #")
      }
      b_.undo();
    }
    return out;
  }

  // PostKeyPlay: the diagram is the position after the key, the defender to move; `n` counts the key.
  // The root stands for the key (no move); every defence is shown, a refuting one as such.
  TreeNode post_key_play(int n, int ply) {
    TreeNode root;
    root.depth = 1;
    root.post_key = true;
    expand(root, n, ply, false, true);
    return root;
  }

  // Reflex play: the attacker's own goal moves, which it must play when it has one and so fails;
  // Popeye shows them with "?!?" (under a refuted try, or alone when the first move must be one).
  std::vector<TreeNode> reflex_goal_moves(int depth, int ply) {
    std::vector<TreeNode> out = forced_end(depth, ply);  // (reflex: the side to move's goal moves)
    for (TreeNode& node : out) node.mark = "?!?";
    return out;
  }

  // Self and reflex play: the defender's moves that end the play (Popeye prints them all): every
  // defender move when each one reaches the goal (self), the goal moves when there is one (reflex).
  std::vector<TreeNode> forced_end(int depth, int ply) {
    std::vector<TreeNode> out;
    const bool reflex = s_.spec().play == Play::Reflex;
    // (Reflex: Popeye looks for the goal moves with its mating generator where it is on, as for the last
    // move of direct play: they come in its order.)
    std::vector<MoveT> defences = legal(
        ply, reflex && s_.spec().popeye_mating_order ? PopeyeGenerator::Mating : PopeyeGenerator::Normal);
    // (A counter-mate is played by a mated side, with moves that leave its king in check: the search's
    // forced goal finds them, s##!n.)
    if (defences.empty() && !reflex && s_.spec().goal == Goal::CounterMate &&
        s_.forced_goal(ply) == Search<Board>::Forced::Yes) {
      const auto& moves = s_.list(ply);
      defences.assign(moves.begin(), moves.end());
    }
    if (defences.empty()) return out;
    for (const MoveT& d : defences) {
      TreeNode node;
      node.depth = depth;
      node.move = b_.text(d);
      b_.play(d);
      const bool reached = s_.goal_reached();
      node.move += mark_after(reached);
      b_.undo();
      if (reached)
        out.push_back(std::move(node));
      else if (!reflex)
        return {};
    }
    return out;
  }

 private:
  // The legal moves here in the order Popeye tries (and prints) them, where the board knows it.
  std::vector<MoveT> legal(int ply, PopeyeGenerator generator = PopeyeGenerator::Normal) {
    List& moves = s_.list(ply);
    b_.legal_moves(moves);
    std::vector<MoveT> out(moves.begin(), moves.end());
    if constexpr (requires { b_.order_as_popeye(out, generator); }) b_.order_as_popeye(out, generator);
    return out;
  }

  // The least number of attacker moves (up to `max`) that wins from here, attacker to move; exact-
  // stipulations allow only `max`.
  std::optional<int> least_win(int max, int ply) {
    if (max < 1) return std::nullopt;
    for (int l = s_.spec().exact ? max : 1; l <= max; ++l)
      if (s_.attack(l, ply)) return l;
    return std::nullopt;
  }

  // Defender to move after the attacker's move of `node`, which wins within n (or is a try).
  // `refutations_shown` (PostKeyPlay): the defences after which the attacker no longer wins are
  // listed among the others, marked `refutes`.
  void expand(TreeNode& node, int n, int ply, bool is_try, bool refutations_shown = false) {
    const SearchSpec& spec = s_.spec();
    if (spec.play != Play::Direct) {
      if (std::vector<TreeNode> end = forced_end(node.depth + 1, ply); !end.empty()) {
        if (variations_) node.children = std::move(end);
        return;
      }
    }
    // Option NonTrivial: the budget below this node, as the search counts it (unchanged without it).
    const int budget_above = s_.non_trivial_budget();
    s_.set_non_trivial_budget(
        s_.non_trivial_budget_below(spec.play == Play::Direct ? n - 1 : n, ply).value_or(budget_above));
    struct Restore {
      Search<Board>& s;
      int budget;
      ~Restore() { s.set_non_trivial_budget(budget); }
    } restore{s_, budget_above};
    const int to_come = n - 1;  // attacker moves after this one
    // Threat: what the attacker would do if the defender could pass.
    std::vector<MoveT> threat_moves;
    int threat_length = 0;
    bool threat_computed = false;
    const int max_threat = spec.max_threat_length ? std::min(*spec.max_threat_length, to_come) : to_come;
    if (variations_ && threats_ && !spec.no_threat && !b_.in_check() && to_come >= 1) {
      threat_computed = true;
      b_.play_null();
      for (int t = spec.exact ? max_threat : 1; t <= max_threat && threat_length == 0; ++t)
        if (s_.attack(t, ply + 1)) threat_length = t;
      if (threat_length > 0) {
        node.threat_follows = true;
        node.threats = attacker_moves(threat_length, node.depth + 2, ply + 1, &threat_moves);
      } else {
        node.zugzwang = true;
      }
      b_.undo_null();
    }
    std::vector<MoveT> defences = legal(ply);
    // Under a try, the defences that are one move with a refutation in Popeye's table of refutations
    // (a Snek promotion on another square) are written as refutations too, and not as variations.
    std::vector<MoveT> refuting;
    if (is_try && b_.popeye_tables_merge_moves())
      for (const MoveT& d : defences) {
        b_.play(d);
        if (defence_refutes(to_come, ply)) refuting.push_back(d);
        b_.undo();
      }
    for (const MoveT& d : defences) {
      TreeNode child;
      child.depth = node.depth + 1;
      child.move = b_.text(d);
      b_.play(d);
      child.move += defender_mark();
      const bool early_goal = spec.play == Play::Self && s_.goal_reached();
      // (GoalIsEnd: a defence reaching the goal ends the play, the attacker has not won.)
      const bool ended = spec.play == Play::Direct && s_.wrong_side_reached_goal();
      std::optional<int> l;
      if (!early_goal && !ended) l = least_win(to_come, ply + 1);
      const bool refutes = (early_goal ? spec.exact : !l) ||
                           std::any_of(refuting.begin(), refuting.end(),
                                       [&](const MoveT& r) { return b_.same_in_popeye_tables(r, d); });
      if (refutes) {
        if (is_try) {
          child.mark = "!";
          if (spec.play == Play::Reflex && !spec.semi_reflex)
            child.children = reflex_goal_moves(child.depth + 1, ply + 1);
          node.refutations.push_back(std::move(child));
        } else if (refutations_shown) {
          child.refutes = true;
          node.children.push_back(std::move(child));
        }
      } else if (variations_ && early_goal && ((is_try && s_.spec().length == 1) || spec.mates_in_1)) {
        // Under a try of s#1, a defence that reaches the goal at once: Popeye shows it,
        // "1...Bd1*b3[bBb3->c8] #" (in longer plays only with option MatesIn1).
        if (!spec.no_short_variations) node.children.push_back(std::move(child));
      } else if (variations_ && !early_goal) {
        bool shown = !threat_computed || threat_length == 0 || *l > threat_length ||
                     (*l == threat_length && defeats_threat(threat_moves, threat_length, ply + 1));
        if (spec.no_short_variations && *l < to_come) shown = false;
        if (shown) {
          child.children = attacker_moves(*l, node.depth + 2, ply + 1);
          node.children.push_back(std::move(child));
        }
      }
      b_.undo();
    }
  }

  // After a defence (attacker to move, `ply` the defence's): does the attacker no longer win within
  // `to_come` of its moves (expand's test of a refutation)?
  bool defence_refutes(int to_come, int ply) {
    const SearchSpec& spec = s_.spec();
    const bool early_goal = spec.play == Play::Self && s_.goal_reached();
    if (early_goal) return spec.exact;
    if (spec.play == Play::Direct && s_.wrong_side_reached_goal()) return true;
    return !least_win(to_come, ply + 1);
  }

  // After a defence (attacker to move): is some threat move no longer playable, or no longer winning
  // within the threat's length? As Popeye decides it (solving/battle_play/threat.c): the attacker's
  // moves in its order, those its table takes for a threat move (the same squares and promotion, so
  // Bg5-e7 after the pawn on e7 moved away is Bg5*e7; choices it does not see aside, as a Bul hurdle's
  // square) each confirm a threat if they still win and defeat it if not, the first to decide; the
  // threats stand once as many such moves won as there are threats.
  bool defeats_threat(const std::vector<MoveT>& threat_moves, int threat_length, int ply) {
    size_t to_confirm = threat_moves.size();
    for (const MoveT& m : legal(ply)) {
      if (std::none_of(threat_moves.begin(), threat_moves.end(), [&](const MoveT& tm) {
            return Board::same_squares(m, tm) || b_.same_in_popeye_tables(m, tm);
          }))
        continue;
      b_.play(m);
      const bool wins = s_.wins_after_attacker_move(threat_length, ply + 1);
      b_.undo();
      if (!wins) return true;
      if (--to_confirm == 0) return false;
    }
    return to_confirm > 0;
  }

  Search<Board>& s_;
  Board& b_;
  bool variations_;
  bool threats_;
};

}  // namespace nightrider::solver
