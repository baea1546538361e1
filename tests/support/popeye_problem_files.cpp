#include "support/popeye_problem_files.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "solver/session.h"
#include "support/problem_manifest.h"
#include "support/solve_text.h"
#include "support/test_paths.h"

namespace nightrider::testing {

std::string data_folder(const std::string& folder) { return std::string(test_data_dir()) + "/" + folder; }

std::vector<std::string> problem_names_in(const std::string& folder) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(folder))
    if (entry.path().extension() == ".inp") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

void expect_same_solutions_as_popeye(const std::string& folder, const std::string& name,
                                     popeye_output::Language language) {
  namespace po = popeye_output;
  const std::string base = folder + "/" + name;
  const po::Output expected = po::parse(read_text_file(base + ".out"), language);
  ASSERT_TRUE(expected.errors.empty()) << ::testing::PrintToString(expected.errors);
  solver::SessionSettings settings;
  settings.quiet = true;
  settings.solve.threads = 1;
  std::ostringstream out, err;
  const solver::SessionResult result = solver::solve_text(read_text_file(base + ".inp"), settings, out, err);
  ASSERT_EQ(result.bad_problems, 0) << err.str();
  const po::Comparison comparison = po::compare(expected, po::parse(out.str(), language));
  EXPECT_TRUE(comparison.equal()) << name << " differs from Popeye:\n" << po::describe(comparison, 20);
}

void expect_popeye_text(const std::string& folder, const std::string& name) {
  const std::string base = folder + "/" + name;
  const SolvedText solved = solve_problem_text(read_text_file(base + ".inp"));
  EXPECT_EQ(comparable_popeye_text(solved.out), comparable_popeye_text(read_text_file(base + ".out")))
      << name << ": " << solved.err;
}

}  // namespace nightrider::testing
