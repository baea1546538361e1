// Reads problems written in Popeye's input language (English, French or German keywords, abbreviated as
// Popeye allows). A problem that cannot be read becomes a ProblemError with line and column, and the
// reader goes on with the next problem of the file.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "solver/problem.h"

namespace nightrider::solver {

using ReadProblem = std::variant<Problem, ProblemError>;

// Every problem of the file, in order. Never throws for bad input: each problem that cannot be read is
// an error entry (a file with no problem at all gives one error).
std::vector<ReadProblem> read_problems(std::string_view text);

// The conditions as Popeye writes them under the diagram and in twin headings: one line each, in its
// table order, Circe-like shortcuts folded into their base condition ("AntiCirce Super"), parameters
// normalised, conditions drawn in the diagram (Hole) left out.
std::vector<std::string> condition_lines(const std::vector<ConditionSpec>& conditions);
// A Circe-like shortcut as its base condition with its words ("AntiSuperCirce" is "AntiCirce Super");
// any other condition as it is.
ConditionSpec base_condition(const ConditionSpec& c);

// A stipulation such as "#2", "h#2.5", "ser-s#4", "exact-#3"; nullopt with a message for a bad one.
std::optional<Stipulation> parse_stipulation(std::string_view text, std::string& error);

// The length of the goal Popeye reads at the start of `text` ("#", "za7", "00" in "00]h"), 0 if none.
std::size_t popeye_goal_length(std::string_view text);

}  // namespace nightrider::solver
