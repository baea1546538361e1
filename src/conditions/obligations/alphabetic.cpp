#include "conditions/obligations/alphabetic.h"

#include "conditions/obligations/maximummer.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

void apply_alphabetic_for(Rules& rules, const char* keyword, bool white, bool black,
                          const std::vector<std::string>& arguments) {
  expect_no_arguments(keyword, arguments);
  if (white) apply_mummer(rules, Colour::White, MummerAim::FirstInAlphabet, keyword, {});
  if (black) apply_mummer(rules, Colour::Black, MummerAim::FirstInAlphabet, keyword, {});
}

void apply_alphabetic(Rules& rules, const std::vector<std::string>& arguments) {
  apply_alphabetic_for(rules, "AlphabeticChess", true, true, arguments);
}
void apply_white_alphabetic(Rules& rules, const std::vector<std::string>& arguments) {
  apply_alphabetic_for(rules, "WhiteAlphabeticChess", true, false, arguments);
}
void apply_black_alphabetic(Rules& rules, const std::vector<std::string>& arguments) {
  apply_alphabetic_for(rules, "BlackAlphabeticChess", false, true, arguments);
}

}  // namespace

const ConditionEntry& alphabetic_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AlphabeticChess",
                .fr = "EchecsAlphabetiques",
                .de = "AlphabetischesSchach",
                .seeds = {}},
      .apply = &apply_alphabetic,
      .keeps_orthodox_moves = true,
  };
  return entry;
}

const ConditionEntry& white_alphabetic_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteAlphabeticChess",
                .fr = "BlancEchecsAlphabetiques",
                .de = "WeissesAlphabetischesSchach",
                .seeds = {}},
      .apply = &apply_white_alphabetic,
      .keeps_orthodox_moves = true,
  };
  return entry;
}

const ConditionEntry& black_alphabetic_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackAlphabeticChess",
                .fr = "NoirEchecsAlphabetiques",
                .de = "SchwarzesAlphabetischesSchach",
                .seeds = {}},
      .apply = &apply_black_alphabetic,
      .keeps_orthodox_moves = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
