// Writes problems and their solutions in Popeye's text layout (English): the header texts centred over
// the diagram, the diagram, the stipulation with the piece count, then per twin its heading and the
// solution blocks, and "solution finished." — so a problemist reads it as usual.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "solver/popeye_language.h"
#include "solver/problem.h"
#include "solver/solution.h"

namespace nightrider::solver {

// (In the language of the problem's keywords, as Popeye writes; the move texts come written in it.)
// `key_check_mark`: the first twin's play is after the key and its defender is in check
// (post_key_defender_in_check): the line where the key would stand is the key's check mark, " +".
void write_problem_header(std::ostream& out, const Problem& problem,
                          PopeyeLanguage language = PopeyeLanguage::English, bool key_check_mark = false);
// Popeye's warnings for a twin after the first (the first one's are in the header): an option that
// means nothing for its stipulation.
// The lines Popeye writes between a twin's solution and the next twin's label for that next twin: the
// remarks read after its twinning, then its PostKeyPlay warning (help and series play). The text of the
// twin before holds them, before its last blank line.
std::string twin_notes(const ProblemTwin& twin, PopeyeLanguage language);
// `numbered_before`: the first moves numbered (option MoveNumbers) in the problem's twins before this
// one: Popeye's count goes on through the problem, as it sets it to 0 only where it reads the options.
void write_twin(std::ostream& out, const TwinSolution& twin,
                PopeyeLanguage language = PopeyeLanguage::English, size_t numbered_before = 0);
// The first moves a twin's solution numbers (option MoveNumbers), those counted but not written too.
size_t numbered_first_moves(const TwinSolution& twin);
// `partial`: a twin stopped at the problem's own MaxSolutions ("Partial solution" for "solution finished.").
void write_problem_end(std::ostream& out, PopeyeLanguage language = PopeyeLanguage::English,
                       bool partial = false);

// The lines of one tree node and everything under it (exposed for tests).
void write_tree(std::ostream& out, const TreeNode& node, PopeyeLanguage language = PopeyeLanguage::English);
std::string line_text(const SolutionLine& line);

}  // namespace nightrider::solver
