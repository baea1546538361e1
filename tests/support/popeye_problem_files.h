// Folders of problems with Popeye's output beside each (NAME.inp, NAME.out): their names, and the check
// that our solver finds the same solutions (popeye_output's comparison), for the parameterised tests of
// the conditions and pieces compared with Popeye.
#pragma once

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "support/popeye_output.h"

namespace nightrider::testing {

// The stems of the .inp files of `folder`, sorted.
std::vector<std::string> problem_names_in(const std::string& folder);

// Solves `folder`/`name`.inp on one thread and expects the solutions of `folder`/`name`.out (read in
// `language`, our output too), reporting the first 20 differences.
void expect_same_solutions_as_popeye(const std::string& folder, const std::string& name,
                                     popeye_output::Language language = popeye_output::Language::Auto);

// Solves `folder`/`name`.inp as `nightrider solve --quiet` does and expects Popeye's whole text,
// `folder`/`name`.out, to the letter (comparable_popeye_text: Popeye's version line and times aside).
void expect_popeye_text(const std::string& folder, const std::string& name);

// The test name of a parameterised problem test: the problem's stem.
struct ProblemName {
  std::string operator()(const ::testing::TestParamInfo<std::string>& info) const { return info.param; }
};

// tests/data/`folder`.
std::string data_folder(const std::string& folder);

}  // namespace nightrider::testing

// A parameterised suite `Suite` with one test `Test` per problem of tests/data/FOLDER, run as
// `CHECK(folder, name)`: expect_popeye_text (Popeye's whole text) or expect_same_solutions_as_popeye.
#define NIGHTRIDER_POPEYE_PROBLEM_SUITE(Suite, Test, CHECK, FOLDER)                      \
  class Suite : public ::testing::TestWithParam<std::string> {};                         \
  TEST_P(Suite, Test) { CHECK(::nightrider::testing::data_folder(FOLDER), GetParam()); } \
  INSTANTIATE_TEST_SUITE_P(Popeye, Suite,                                                \
                           ::testing::ValuesIn(::nightrider::testing::problem_names_in(  \
                               ::nightrider::testing::data_folder(FOLDER))),             \
                           ::nightrider::testing::ProblemName{})
