// Popeye's solution output, reduced to sets of normalised solution entries so that two outputs (Popeye's
// recorded .out files in German, English or French, and our solver's English output) can be compared as
// shared/testdata/problems/README.md ("Comparing a solver's output with .out") defines:
//
//  - everything up to and including the (last) diagram's bottom border is skipped, and so are the
//    stipulation / piece-count line, condition and option lines, blank lines, timing lines, progress
//    lines such as "  5  (a7-a5 )" and the closing line;
//  - twin headings ("a)", "b) ...", "+c) ...") start a new twin; a problem without twins has one twin;
//  - piece letters inside moves (K D T L S B, R D T F C P), colour letters ([+sBd7], =s; French b/n)
//    and the words (Drohung:/menace:, Zugzwang./blocus., Aber/mais) are translated to English, and runs
//    of spaces collapse to one;
//  - a help or series line (indented by at most 2 spaces, or holding more than one move number) is one
//    entry;
//  - a tree line (one move number, indented by 3 or more) becomes its path from the top of its block:
//    "1.Qd1-d4 ! threat: | 1...Ka1-a2 | 2.Qd4-b2 #". The parent of a line is the nearest line above it
//    with a smaller depth (1. = 1, 1... = 2, 2. = 3, ...); a blank line ends a block. A "but" line is
//    attached to the refutation under it: "1.c6-c7 ? threat: | but 1...0-0 !".
//
// Fairy notations ([+wBh5], [wSe2->b1], -> v, =w, imitators, ...) are kept as opaque text after the
// translation of single-letter orthodox piece letters; fairy piece codes of two letters are not
// translated.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <vector>

namespace nightrider::popeye_output {

enum class Language { Auto, English, German, French };

struct Twin {
  std::string label;              // the twin heading as printed ("b) h#2"), "" for a problem without twins
  std::set<std::string> entries;  // normalised solution entries (tree paths and help/series lines)
  int key_lines = 0;              // tree lines at depth 1 that start a block and carry " !" (keys)
  int try_lines = 0;              // tree lines at depth 1 that start a block and carry " ?" (tries)
  int solution_lines = 0;         // help / series lines
  int tree_lines = 0;             // all tree lines, refutations included
};

struct Output {
  Language language = Language::English;  // the language the text was read in
  std::vector<Twin> twins;                // in order; at least one
  std::vector<std::string> ignored;       // lines after the diagram that are not solutions or headings
  std::vector<std::string> errors;        // structural problems ("but" with no refutation under it, ...)
};

// The language of a Popeye output: from its closing line or its words (threat, zugzwang, but), else from
// the piece letters of its diagram; English if nothing tells.
Language detect_language(const std::string& text);

// The language of a manifest row's code: "en", "de" or "fr"; anything else is detected (Auto).
Language language_of_code(const std::string& code);

// Reads the full text of one problem's output. Language::Auto detects it (detect_language).
Output parse(const std::string& text, Language language = Language::Auto);

// One line's text in normalised English: tokens translated, single spaces, no leading/trailing space.
std::string normalise_line(const std::string& line, Language language);

const char* language_name(Language language);

// The differences between an expected (reference) and an actual output, twin by twin.
struct TwinDifference {
  std::size_t twin = 0;  // index
  std::string expected_label, actual_label;
  std::vector<std::string> missing;  // in expected, not in actual
  std::vector<std::string> extra;    // in actual, not in expected
};

struct Comparison {
  std::size_t expected_twins = 0, actual_twins = 0;
  std::vector<TwinDifference> differences;  // only twins that differ
  bool equal() const { return expected_twins == actual_twins && differences.empty(); }
};

// Against a German expected output, the actual's Royal attribute "r" is compared as German writes it,
// "k" (which German also writes for Kamikaze).
Comparison compare(const Output& expected, const Output& actual);

// A readable report: the twin counts if they differ, and per differing twin the first `limit` missing
// and extra entries.
std::string describe(const Comparison& comparison, std::size_t limit = 20);

}  // namespace nightrider::popeye_output
