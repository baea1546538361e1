// Each condition's one-line definition for the solver page's condition picker (generated from
// docs/conditions.md by scripts/condition_summaries.py).
#pragma once

#include <string_view>

namespace nightrider::web {

// The definition of a condition by its English Popeye keyword; empty if the docs have none.
std::string_view condition_summary(std::string_view keyword);

}  // namespace nightrider::web
