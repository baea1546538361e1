// Solutions as JSON for tools: one object per problem twin, one object per line (JSON Lines).
#pragma once

#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "solver/problem.h"
#include "solver/solution.h"

namespace nightrider::solver {

// The object write_json_twin writes (the web's solver page sends it as its "solve-tree").
nlohmann::json twin_json(int problem_number, const Problem& problem, const ProblemTwin& twin,
                         const TwinSolution& solution);
void write_json_twin(std::ostream& out, int problem_number, const Problem& problem, const ProblemTwin& twin,
                     const TwinSolution& solution);
void write_json_error(std::ostream& out, int problem_number, const ProblemError& error);

}  // namespace nightrider::solver
