#include "solver/json_writer.h"

#include <nlohmann/json.hpp>

namespace nightrider::solver {
namespace {

using nlohmann::json;

// A problem's texts (title, author, error messages quoting it) are whatever bytes the file holds: bytes
// that are not UTF-8 are written as U+FFFD rather than thrown on.
std::string text_of(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

json node_json(const TreeNode& n) {
  json j;
  j["move"] = n.move;
  j["side"] = n.depth % 2 == 1 ? "attacker" : "defender";
  if (!n.mark.empty()) j["mark"] = n.mark;
  if (n.refutes) j["refutes"] = true;
  if (n.zugzwang) j["zugzwang"] = true;
  if (n.threat_follows) {
    j["threat"] = json::array();
    for (const auto& t : n.threats) j["threat"].push_back(node_json(t));
  }
  if (!n.children.empty()) {
    j["replies"] = json::array();
    for (const auto& c : n.children) j["replies"].push_back(node_json(c));
  }
  if (!n.refutations.empty()) {
    j["refutations"] = json::array();
    for (const auto& r : n.refutations) j["refutations"].push_back(node_json(r));
  }
  return j;
}

}  // namespace

json twin_json(int problem_number, const Problem& problem, const ProblemTwin& twin, const TwinSolution& solution) {
  json j;
  j["problem"] = problem_number;
  if (!twin.label.empty()) j["twin"] = twin.label;
  if (!twin.heading.empty()) j["heading"] = twin.heading;
  j["stipulation"] = twin.stipulation.text;
  if (!problem.authors.empty()) j["authors"] = problem.authors;
  if (!problem.origins.empty()) j["origins"] = problem.origins;
  if (!problem.titles.empty()) j["titles"] = problem.titles;
  if (!solution.error.empty()) j["error"] = solution.error;
  if (!solution.notices.empty()) j["notices"] = solution.notices;
  if (solution.cut_short) j["cut_short"] = solution.cut_reason;
  j["blocks"] = json::array();
  for (const SolutionBlock& b : solution.blocks) {
    json block;
    if (b.kind == SolutionBlock::Kind::Tree) {
      block["kind"] = "tree";
      if (b.post_key) block["post_key"] = true;
      if (b.set_play) block["set_play"] = true;
      block["moves"] = json::array();
      for (const auto& t : b.trees) block["moves"].push_back(node_json(t));
    } else {
      block["kind"] = "lines";
      block["lines"] = json::array();
      for (const auto& line : b.lines) {
        json moves = json::array();
        for (const auto& step : line.steps) moves.push_back(step.number + step.move);
        block["lines"].push_back(moves);
      }
    }
    j["blocks"].push_back(block);
  }
  return j;
}

void write_json_twin(std::ostream& out, int problem_number, const Problem& problem, const ProblemTwin& twin,
                     const TwinSolution& solution) {
  out << text_of(twin_json(problem_number, problem, twin, solution)) << '\n';
}

void write_json_error(std::ostream& out, int problem_number, const ProblemError& error) {
  json j;
  j["problem"] = problem_number;
  j["error"] = error.message;
  j["line"] = error.where.line;
  j["column"] = error.where.column;
  out << text_of(j) << '\n';
}

}  // namespace nightrider::solver
