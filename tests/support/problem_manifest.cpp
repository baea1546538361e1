#include "problem_manifest.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "support/test_paths.h"

namespace nightrider::testing {

std::string problems_dir() {
  return std::string(nightrider::testing::shared_dir()) + "/testdata/problems/popeye";
}

std::vector<ProblemRow> problem_rows(const std::string& prefix) {
  std::vector<ProblemRow> rows;
  std::ifstream in(std::string(nightrider::testing::shared_dir()) + "/testdata/problems/manifest.tsv");
  std::string line;
  bool header = true;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (header) {  // name language stipulation conditions seed_conditions popeye_seconds solutions
      header = false;
      continue;
    }
    if (line.empty()) continue;
    std::vector<std::string> fields;
    std::istringstream cells(line);
    for (std::string cell; std::getline(cells, cell, '\t');) fields.push_back(cell);
    ProblemRow row;
    row.name = fields.empty() ? "" : fields[0];
    if (row.name.rfind(prefix, 0) != 0) continue;
    if (fields.size() >= 7) {
      row.language = fields[1];
      row.stipulation = fields[2];
      row.conditions = fields[3];
      try {
        row.popeye_seconds = std::stod(fields[5]);
        row.solutions = std::stoi(fields[6]);
      } catch (const std::exception&) {
        row.solutions = -1;
      }
    }
    rows.push_back(row);
  }
  return rows;
}

std::string read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void PrintTo(const ProblemRow& row, std::ostream* os) { *os << row.name << " (" << row.stipulation << ")"; }

}  // namespace nightrider::testing
