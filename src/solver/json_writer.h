// Solutions as JSON for tools: one object per problem twin, one object per line (JSON Lines).
#pragma once

#include <ostream>
#include <string>

#include "solver/problem.h"
#include "solver/solution.h"

namespace nightrider::solver {

void write_json_twin(std::ostream& out, int problem_number, const Problem& problem, const ProblemTwin& twin,
                     const TwinSolution& solution);
void write_json_error(std::ostream& out, int problem_number, const ProblemError& error);

}  // namespace nightrider::solver
