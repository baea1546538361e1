// The game variants, by name. Each variant lives in its own file and builds its rule set.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rules/rules.h"

namespace nightrider {

struct VariantInfo {
  std::string name;
  std::string summary;  // one line for `nightrider variants`
  std::shared_ptr<const Rules> (*make)();
};

const std::vector<VariantInfo>& all_variants();
// The rule set of a variant, or nullptr for an unknown name.
std::shared_ptr<const Rules> make_variant(std::string_view name);
std::string variant_names();  // "chess, antiking1, …" for error messages

// One builder per variant file.
std::shared_ptr<const Rules> make_chess();

// Puts the orthodox K Q R B N P with FIDE promotion choices into a rule set (variants/chess.cpp).
void use_orthodox_army(Rules& rules);

}  // namespace nightrider
