#pragma once
// Popeye's structured stipulations (its command SStipulation, German sForderung, French senonce):
// "White 3a[#]d", "Black - 5h[/1d[x]a{!+}]h". The text after the side is read the way Popeye reads it
// (its grammar is described in docs/popeye-input.md, "Structured stipulations"), and the forms that
// mean a stipulation the solver knows are mapped onto it ("3a[#]d" is "#2"); the others are kept with
// the name of what the solver does not know, and refused when solved.

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "solver/problem.h"

namespace nightrider::solver {

// The tokens of the input: the parser asks for the next one when the text it has is used up and the
// grammar may go on (Popeye reads a structured stipulation across blanks: "3a[#]d & - 4hh[#]").
// nullopt at the end of the input.
using NextStipulationToken = std::function<std::optional<std::string_view>()>;

struct StructuredReading {
  // The text read, without blanks, as Popeye writes it under the diagram ("3a[#]d&-4hh[#]").
  std::string text;
  // Empty if the text is well formed; otherwise what is wrong ("expected ] after the nested branch").
  std::string error;
  // Where reading stopped: false if the parser did not touch the last token it was given (it is the
  // next command) or found the end of the input; true if it stopped inside that token (an error).
  bool last_token_used = true;
};

// Reads a structured stipulation from `first` on, asking `next` for more tokens as the grammar needs.
StructuredReading read_structured_stipulation(std::string_view first, const NextStipulationToken& next);

// The stipulation a well-formed structured stipulation means, written with the side `side_white`
// names: `text` is the plain stipulation ("#2", "s#3", "exact-h#1.5"; parse_stipulation reads it) and the
// options its form implies; nullopt with `refusal` naming the form where no stipulation the solver
// knows means the same play.
struct PlainEquivalent {
  std::string text;
  bool post_key_play = false;  // the play begins with the defender: "- 5d[#]a" is s#3 after the key
  bool quodlibet = false;      // "4a[#=]d[#=]": s#=2 where a direct #= also solves
  // "Black 4hh[2da[#]]", "Black 6hh[/2da[#]{!+}]": h#n whose help play ends before the mate, where
  // Black's every move lets White mate (Stipulation::help_defence_end).
  std::optional<Stipulation::HelpDefenceEnd> help_defence_end;
  bool goal_negated = false;  // "White 1a[!#]d": the moves that do not mate (Stipulation::goal_negated)
};
std::optional<PlainEquivalent> plain_equivalent(std::string_view structured, bool side_white,
                                                std::string& refusal);

}  // namespace nightrider::solver
