// What the solver found for one twin, ready to be written as Popeye's text layout or as JSON.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nightrider::solver {

// One printed move of a solution tree (direct play, selfmates, reflexmates).
struct TreeNode {
  int depth = 1;      // 1 = the attacker's first move, 2 = the defender's reply, ...
  std::string move;   // Popeye notation with its mark: "Sd4-f3 +", "Tb8*c8 #"
  std::string mark;   // "!" (key, refutation), "?" (try) or empty
  bool threat_follows = false;  // prints " threat:" and then `threats`
  bool zugzwang = false;        // prints " zugzwang."
  std::vector<TreeNode> threats;
  std::vector<TreeNode> children;     // the replies shown under this move
  std::vector<TreeNode> refutations;  // a try's refutations, printed after "but"
  // PostKeyPlay's root: the key already played, so no move of its own (only " threat:" or " zugzwang.").
  bool post_key = false;
  bool refutes = false;  // a defence after which the attacker no longer wins (PostKeyPlay: "refutes.")
};

// One complete help or series solution: its moves in order, with the move number of each.
struct SolutionLine {
  struct Step {
    std::string number;  // "1.", "1..." or empty for the second move of a pair
    std::string move;
    bool passed = false;  // a half move passed (set play of h#n.5): "1...  ...", one space less after it
  };
  std::vector<Step> steps;
};

// A block of the output: set play, the solution(s), or the second half of a duplex.
struct SolutionBlock {
  enum class Kind { Tree, Lines } kind = Kind::Tree;
  bool set_play = false;
  bool post_key = false;  // the play after the key (option PostKeyPlay)
  std::vector<TreeNode> trees;  // Kind::Tree: keys, tries (each printed as its own paragraph)
  // Option MoveNumbers: the first moves Popeye numbers, in its order, each as its progress line shows
  // it ("Ta1*a3", "Td2-d8 +"; in battle play the generated moves, illegal ones too, in help and series
  // play those no condition rejects, self-checks included), and the place (1-based) of each tree's or
  // line's first move among them; each line is written before the first tree or line of its move. An
  // empty entry is counted but not written (outside StartMoveNumber and UpToMoveNumber). Empty where
  // Popeye's order is not known.
  std::vector<std::string> move_numbers;
  std::vector<int> move_number_places;
  std::vector<SolutionLine> lines;  // Kind::Lines
  // Popeye's intelligent mode with MoveNumbers: after each length tried, its line counting the target
  // positions it set up ("609 potential positions in 3+3", solver/intelligent), written after the first
  // `after_lines` lines.
  struct TargetCount {
    size_t after_lines = 0;
    uint64_t positions = 0;
    int goal_moves = 0, other_moves = 0;  // each side's moves, the side reaching the goal first
  };
  std::vector<TargetCount> target_counts;
};

struct TwinSolution {
  std::string label;    // "a)" or empty
  std::string heading;  // the twin's change, e.g. "wBe5-->c5"
  std::string stipulation;  // repeated after the label when a twin changes it
  std::vector<SolutionBlock> blocks;
  // Option StopOnShortSolutions in direct, self or reflex play: Popeye's line saying it is not
  // supported there, written before the twin's solution.
  bool stop_on_short_ignored = false;
  bool try_play_ignored = false;       // Popeye's "try play not applicable" line (problem.h)
  bool threat_option_ignored = false;  // Popeye's 'Option "Threat" not applicable ...' line (problem.h)
  bool set_play_ignored = false;  // Popeye's "SetPlay not applicable" line, after the label (problem.h)
  // Popeye's "Intelligent Mode only with ..." line, after the label (problem.h: intelligent_restriction)
  bool intelligent_restricted = false;
  bool cut_short = false;   // MaxTime, MaxSolutions or an interrupt stopped the solve
  // The problem's own MaxSolutions stopped it: Popeye ends the problem with "Partial solution" (and
  // writes no line of its own for the twin).
  bool partial = false;
  std::string cut_reason;
  std::string error;        // the twin could not be solved (unsupported condition, illegal position)
  // Said beside the solution, not in it, and not an error: a play skipped because its side to play
  // could capture the king (Popeye writes the same words on its error stream and solves the rest).
  std::vector<std::string> notices;
};

}  // namespace nightrider::solver
