// Conditions by name: the solver (and later the variants) add a condition to a rule set just by naming
// it with its Popeye keyword. Each condition family registers here in its own file; the solver has no
// per-condition code.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/rules.h"

namespace nightrider::conditions {

struct ConditionEntry {
  std::string_view popeye_name;  // English Popeye keyword, e.g. "Circe"
  // Adds the condition's modules (and pieces, parameters) to a rule set still being built; throws
  // std::invalid_argument with a one-line message for bad arguments.
  void (*apply)(Rules& rules, const std::vector<std::string>& arguments);
};

// The conditions Nightrider implements so far.
const std::vector<ConditionEntry>& all_conditions();
const ConditionEntry* find_condition(std::string_view popeye_name);
std::string condition_names();  // "Circe, …" for error messages

// A condition named by its seed 001 (WinChloe) name has the seed's semantics (RULES.md A20): the entry
// of the same rule under its Popeye keyword, with the arguments that make the seed's reading (WinChloe's
// AntiCirce forbids a capture on the rebirth square: `Cheylan`).
struct SeedName {
  std::string_view seed_name;  // as seed 001 writes it, e.g. "Anti-Super-Circé"
  std::string_view popeye_name;
  std::vector<std::string_view> arguments;
};
const std::vector<SeedName>& seed_names();

// A condition as a user writes it: a Popeye keyword and its arguments ("Circe Super"), or a seed name,
// matched without regard to case, accents, hyphens and spaces ("anti-super-circe", "Républicains"),
// followed by arguments; "Sentinelles Totalmax=6" gives MaximumTotal 6. Nullopt if neither matches.
struct ResolvedCondition {
  const ConditionEntry* entry;
  std::vector<std::string> arguments;
};
std::optional<ResolvedCondition> resolve_condition(const std::vector<std::string>& words);

// For the conditions' apply functions: refuses any argument with "KEYWORD takes no argument (got …)"
// (std::invalid_argument), and gives an argument in lower case for comparing keywords.
void expect_no_arguments(std::string_view keyword, const std::vector<std::string>& arguments);
std::string lower_case(std::string word);

}  // namespace nightrider::conditions
