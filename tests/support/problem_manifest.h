// shared/testdata/problems/manifest.tsv: one row per problem of the Popeye test material
// (shared/testdata/problems/README.md describes the columns).
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace nightrider::testing {

struct ProblemRow {
  std::string name;         // file name without extension, e.g. "ortho_bs_twin__003"
  std::string language;     // "en", "de" or "fr"
  std::string stipulation;  // as written; twins that change it after " / "
  std::string conditions;
  double popeye_seconds = 0;
  int solutions = -1;  // keys (tree) or solution lines (help / series), summed over twins
};

// The folder holding NAME.inp and NAME.out.
std::string problems_dir();

// The manifest's rows whose name starts with `prefix` ("" for all), in file order. Empty if the file is
// missing; a malformed row is kept with solutions = -1.
std::vector<ProblemRow> problem_rows(const std::string& prefix = "");

std::string read_text_file(const std::string& path);

// How GoogleTest shows a row (the problem's name rather than its bytes).
void PrintTo(const ProblemRow& row, std::ostream* os);

}  // namespace nightrider::testing
