// The 78 conditions of seed 001 (WinChloe's glossary, ../shared/spec/CONDITIONS.md), numbered as there:
// each with its seed name and the Popeye keyword the solver reads it by (empty where Popeye has none).
// `nightrider conditions` lists them and `nightrider rules` prints their definitions; whether Nightrider
// has each one is asked of the registry.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "conditions/registry.h"

namespace nightrider::conditions {

struct SeedCondition {
  int number;
  std::string_view seed_name;  // as the seed writes it
  std::string_view popeye;     // Popeye's keyword and arguments for it, "" where Popeye has none
  // The rule in our own words: a one-line summary (English), the definition in English and in French.
  std::string_view summary, en, fr;
};

const std::vector<SeedCondition>& seed_conditions();

// The registry's condition for a seed condition: by its Popeye words, else by its seed name (a condition
// Popeye lacks); nullopt when Nightrider does not have it.
std::optional<ResolvedCondition> resolve_seed_condition(const SeedCondition& seed);

// A condition's rule in our own words, for `nightrider rules` and the web: the seed condition it is
// (without arguments), else one of the conditions the seed builds on (Circe, Madrasi, Patrol …).
struct ConditionText {
  std::string_view name;  // the seed name, or Popeye's keyword
  std::string_view summary, en, fr;
};
std::optional<ConditionText> condition_text(const ConditionEntry& entry);

}  // namespace nightrider::conditions
