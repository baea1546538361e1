// The solution tree of battle play as Popeye prints it: keys and tries with their threats, the
// defences that answer the threat (variations) with the attacker's shortest continuations, and the
// refutations of tries. Built from the answers of Search::attack/defend, which the table has mostly
// cached by the time a tree is written.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "solver/search.h"
#include "solver/solution.h"

namespace nightrider::solver {

template <class Board>
class TreeBuilder {
 public:
  using MoveT = typename Board::MoveT;
  using List = typename Board::List;

  explicit TreeBuilder(Search<Board>& search) : s_(search), b_(search.board()) {}

  // The mark Popeye writes after a move just played: " #", " =", " +" or nothing.
  std::string mark_after() {
    const bool check = b_.in_check();
    if (!b_.has_legal_move()) return check ? " #" : " =";
    return check ? " +" : "";
  }

  // The attacker's move `m` (attacker to move), known to win within `n`, with everything below it.
  // `depth` is its depth in the printed tree (1 for a key).
  TreeNode attacker_node(const MoveT& m, int n, int depth, int ply) {
    TreeNode node;
    node.depth = depth;
    node.move = b_.text(m);
    b_.play(m);
    node.move += mark_after();
    if (!(s_.spec().play == Play::Direct && s_.goal_reached())) expand_defences(node, n, ply + 1, false);
    b_.undo();
    return node;
  }

  // A try: as attacker_node, with the refutations collected under "but".
  TreeNode try_node(const MoveT& m, int n, int ply) {
    TreeNode node;
    node.depth = 1;
    node.move = b_.text(m);
    b_.play(m);
    node.move += mark_after();
    expand_defences(node, n, ply + 1, true);
    b_.undo();
    node.mark = "?";
    return node;
  }

  // All attacker moves (attacker to move) that win within n, n being the shortest length that wins.
  std::vector<TreeNode> attacker_moves(int n, int depth, int ply, std::vector<MoveT>* moves_out = nullptr) {
    std::vector<TreeNode> out;
    std::vector<MoveT> winners;
    {
      List& moves = s_.list(ply);
      b_.legal_moves(moves);
      for (const MoveT& m : moves) {
        b_.play(m);
        const bool wins = s_.wins_after_attacker_move(n, ply + 1);
        b_.undo();
        if (wins) winners.push_back(m);
      }
    }
    for (const MoveT& m : winners) out.push_back(attacker_node(m, n, depth, ply));
    if (moves_out) *moves_out = winners;
    return out;
  }

  // The shortest number of attacker moves (self/reflex: defender moves) within which the attacker
  // wins after the defender's move just played, up to `max`; 0 if the defender's move reached the goal
  // (self play), nullopt if the attacker does not win (a refutation).
  std::optional<int> shortest_after_defence(int max, int ply) {
    if (s_.spec().play == Play::Self && s_.goal_reached()) return 0;
    for (int l = 1; l <= max; ++l)
      if (s_.attack(l, ply)) return l;
    return std::nullopt;
  }

  // Set play: the defender moves first; each defence after which the attacker wins, with its
  // continuations. `n` as for the stipulation (direct: attacker moves; self: defender moves).
  std::vector<TreeNode> set_play(int n, int ply) {
    std::vector<TreeNode> out;
    List& moves = s_.list(ply);
    b_.legal_moves(moves);
    std::vector<MoveT> defences(moves.begin(), moves.end());
    const int max = s_.spec().play == Play::Direct ? n - 1 : n - 1;
    for (const MoveT& d : defences) {
      TreeNode node;
      node.depth = 2;
      node.move = b_.text(d);
      b_.play(d);
      node.move += mark_after();
      if (auto l = shortest_after_defence(max, ply + 1)) {
        if (*l > 0) node.children = attacker_moves(*l, 3, ply + 1);
        out.push_back(std::move(node));
      }
      b_.undo();
    }
    return out;
  }

 private:
  // Defender to move after the attacker's move of `node` (won within n, or a try).
  void expand_defences(TreeNode& node, int n, int ply, bool is_try) {
    const SearchSpec& spec = s_.spec();
    // How many moves the attacker has after a defence (self/reflex: defender moves left).
    const int after_defence = n - 1;
    // Threat: what the attacker would do if the defender could pass.
    std::vector<MoveT> threat_moves;
    int threat_length = 0;
    const int max_threat = spec.max_threat_length ? std::min(*spec.max_threat_length, n - 1) : n - 1;
    if (!spec.no_threat && !b_.in_check() && max_threat >= 1) {
      b_.play_null();
      for (int t = 1; t <= max_threat && threat_length == 0; ++t)
        if (s_.attack(t, ply + 1)) threat_length = t;
      if (threat_length > 0) {
        node.threat_follows = true;
        node.threats = attacker_moves(threat_length, node.depth + 2, ply + 1, &threat_moves);
      } else {
        node.zugzwang = true;
      }
      b_.undo_null();
    }
    std::vector<MoveT> defences;
    {
      List& moves = s_.list(ply);
      b_.legal_moves(moves);
      defences.assign(moves.begin(), moves.end());
    }
    for (const MoveT& d : defences) {
      TreeNode child;
      child.depth = node.depth + 1;
      child.move = b_.text(d);
      b_.play(d);
      child.move += mark_after();
      const std::optional<int> l = shortest_after_defence(after_defence, ply + 1);
      if (!l) {
        if (is_try) {
          child.mark = "!";
          node.refutations.push_back(std::move(child));
        }
      } else if (threat_length == 0 || *l == 0 || defeats_threat(threat_moves, threat_length, ply + 1)) {
        if (*l > 0) child.children = attacker_moves(*l, node.depth + 2, ply + 1);
        node.children.push_back(std::move(child));
      }
      b_.undo();
    }
  }

  // After a defence (attacker to move): is some threat move no longer playable, or no longer winning
  // within the threat's length? Popeye prints a defence only then. Threat moves are recognised by
  // their squares and promotion (Bg5*e7 threatened, Bg5-e7 after the pawn on e7 moved away).
  bool defeats_threat(const std::vector<MoveT>& threat_moves, int threat_length, int ply) {
    List& moves = s_.list(ply);
    b_.legal_moves(moves);
    std::vector<MoveT> legal(moves.begin(), moves.end());
    for (const MoveT& tm : threat_moves) {
      const MoveT* same = nullptr;
      for (const MoveT& m : legal)
        if (Board::same_squares(m, tm)) same = &m;
      if (!same) return true;
      b_.play(*same);
      const bool wins = s_.wins_after_attacker_move(threat_length, ply + 1);
      b_.undo();
      if (!wins) return true;
    }
    return false;
  }

  Search<Board>& s_;
  Board& b_;
};

}  // namespace nightrider::solver
