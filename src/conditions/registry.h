// Conditions by name: the solver, the command line and the listings add a condition to a rule set just
// by naming it with a Popeye keyword (any language) or a seed name. Each condition declares its names and
// properties in its own file (a ConditionEntry); registry.cpp lists them, one line each; the solver has
// no per-condition code.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// The conditions Nightrider implements so far, in the order they were added: one line each in
// registry.cpp, each declared in its own file (conditions/condition_entry.h).
const std::vector<const ConditionEntry*>& all_conditions();
// By a Popeye keyword in any of its languages ("Circe", "EchecsEinstein", "EinsteinSchach"), case aside.
const ConditionEntry* find_condition(std::string_view keyword);
// By Popeye's keyword in one language, case aside.
const ConditionEntry* find_condition(std::string_view keyword, Language language);
std::string condition_names();  // "Circe, …" (English keywords) for error messages

// The piece attributes the solver knows: Popeye's keywords, their bits and their modules.
const std::vector<const AttributeEntry*>& all_attributes();
const AttributeEntry* find_attribute(std::string_view keyword);  // any language, case aside

// A condition named by its seed 001 (WinChloe) name has the seed's semantics (RULES.md A20): the entry
// of the same rule under its Popeye keyword, with the arguments that make the seed's reading (WinChloe's
// AntiCirce forbids a capture on the rebirth square: `Cheylan`). Each entry declares its seed names.

// The conditions in the order their side effects apply (ConditionEntry::order): as written, except
// that a condition with an order moves ahead of the first condition written before it with a higher
// one. Each item is the written condition's index (a null entry, a condition not found, keeps its place).
std::vector<size_t> application_order(const std::vector<const ConditionEntry*>& written);

// A condition as a user writes it: a Popeye keyword and its arguments ("Circe Super"), or a seed name,
// matched without regard to case, accents, hyphens and spaces ("anti-super-circe", "Républicains"),
// followed by arguments; "Sentinelles Totalmax=6" gives MaximumTotal 6. Nullopt if neither matches.
struct ResolvedCondition {
  const ConditionEntry* entry;
  std::vector<std::string> arguments;
};
std::optional<ResolvedCondition> resolve_condition(const std::vector<std::string>& words);
// A name as resolve_condition compares it: lower case, accents dropped, hyphens and underscores as blanks,
// one blank between words ("Anti-Super-Circé" -> "anti super circe").
std::string folded_name(std::string_view text);

// For the conditions' apply functions: refuses any argument with "KEYWORD takes no argument (got …)"
// (std::invalid_argument), and gives an argument in lower case for comparing keywords.
void expect_no_arguments(std::string_view keyword, const std::vector<std::string>& arguments);
std::string lower_case(std::string word);
// For a condition that may be limited to one side (MultiCaptures, KobulKings): no argument gives
// Colour::None (both sides); one of White, Black in Popeye's languages (Weiss, Schwarz, Blancs, Noirs)
// gives that side; anything else, or a second side, throws "KEYWORD ARG is not supported (White or Black)".
Colour one_side_argument(std::string_view keyword, const std::vector<std::string>& arguments);
// For the conditions that take squares (Hole, Wormholes, MagicSquares, Imitator, …): the squares of one
// argument, a square or several run together ("d4", "D4f1g1", "a10j10" on the 10×10 board), in their
// order; anything else throws "KEYWORD: 'ARG' is not a list of squares" (std::invalid_argument).
std::vector<Square> squares_argument(std::string_view keyword, const std::string& argument,
                                     const Geometry& geometry);
// The squares of all the arguments, one after the other (a square given twice kept once if once_each);
// none throws "KEYWORD needs at least one square".
std::vector<Square> square_list_arguments(std::string_view keyword, const std::vector<std::string>& arguments,
                                          const Geometry& geometry, bool once_each);

}  // namespace nightrider::conditions
