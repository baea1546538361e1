// The conditions' definitions in Dutch, for the rules pages in Dutch (`/rules?variant=chess+circe&lang=nl`,
// `nightrider rules circe --lang nl`): one text for each definition of seed_catalogue.cpp, the English and
// French ones' translation, found by the same name (the seed name, or Popeye's keyword for the conditions
// the seed builds on).
#pragma once

#include <string_view>
#include <vector>

namespace nightrider::conditions {

// The Dutch definition of the condition `name` names (a seed name as the seed writes it, "Circé
// antipode", or a Popeye keyword, "Circe"); empty if there is none.
std::string_view dutch_definition(std::string_view name);

// Every name that has a Dutch definition, in the order of seed_catalogue.cpp (for the tests).
struct DutchDefinition {
  std::string_view name, text;
};
const std::vector<DutchDefinition>& dutch_definitions();

}  // namespace nightrider::conditions
