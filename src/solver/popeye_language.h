// The language of Popeye's text output: Popeye writes its solutions in the language of the problem's
// keywords, and so does `nightrider solve` (the JSON output stays English). Piece codes, colour and
// attribute letters and the few fixed words, from Popeye's own tables (solver/popeye_tables.h).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/types.h"
#include "solver/popeye_tables.h"

namespace nightrider::solver {

enum class PopeyeLanguage : uint8_t { English, German, French };

// One of Popeye's texts (English, German, French) in the language.
const char* in_language(const popeye::Words& words, PopeyeLanguage language);

// "en", "de", "fr" (Problem::input_language); anything else is English.
PopeyeLanguage popeye_language(std::string_view code);

// A piece code written in English upper case ("S", "G2") in the language ("S"/"S"/"C", "G2").
std::string piece_code_in(std::string_view english, PopeyeLanguage language);
// The colour letter inside brackets and twin headings: w b n, w s n (German), b n n (French).
char colour_letter(Colour colour, PopeyeLanguage language);
// An attribute's letters, from its English Popeye name ("Royal": r, k in German; "Uncapturable": u, i in
// French): the upper-case letters of its name in the language, in lower case.
std::string attribute_letters(std::string_view english_name, PopeyeLanguage language);
// An attribute's name in the language ("Royal" -> "Koeniglich").
std::string attribute_name(std::string_view english_name, PopeyeLanguage language);

// The name of a side as Popeye writes it before a structured stipulation: White, Weiss, Blanc.
std::string side_name(bool white, PopeyeLanguage language);

struct PopeyeWords {
  std::string_view threat;    // " threat:"
  std::string_view zugzwang;  // " zugzwang."
  std::string_view but;       // "but"
  std::string_view finished;  // "solution finished."
  std::string_view refutes;   // "refutes."
  std::string_view partial;   // "Partial solution" (the problem's MaxSolutions stopped a twin)
};
const PopeyeWords& popeye_words(PopeyeLanguage language);

// A line of words Popeye writes (a condition line, an option): each word that is one of Popeye's
// keywords in English (conditions, their variants, options) in the language, the others as they are.
std::string keywords_in(std::string_view english_line, PopeyeLanguage language);

}  // namespace nightrider::solver
