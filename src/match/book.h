// Opening books of `nightrider match --book`: one opening a line, a FEN or `startpos`, optionally followed
// by `moves` and moves in coordinates (or SAN), as UCI's `position` command writes them; `#` starts a
// comment line. And the generator of `nightrider book`: random plies from the start position, kept when a
// modest search rates the position about level, duplicates removed.
#pragma once

#include <cstdint>
#include <functional>
#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

#include "match/game.h"
#include "rules/rules.h"

namespace nightrider::match {

// A book line that does not parse or is not legal in the variant; the message names the line
// ("line 3: illegal move 'e2e5' in …").
class BookError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// One book line (without a comment) read in the variant. Throws BookError (without the line number).
Opening parse_book_line(const Rules& rules, const std::string& line);

// Every opening of a book, in order; `name` (the file) starts the messages. Throws BookError for a bad
// line or a book without any opening.
std::vector<Opening> read_book(const Rules& rules, std::istream& in, const std::string& name);

struct BookSpec {
  int count = 300;        // openings wanted
  int min_plies = 4;      // random plies from the start position, from min to max (uniformly)
  int max_plies = 8;
  int depth = 6;          // the search that judges an opening
  int max_eval = 60;      // |score| in centipawns at most
  uint64_t seed = 1;
  int max_attempts = 0;   // 0: 50 per opening wanted
};

// The openings' FENs, in the order found (fewer than `count` if the attempts ran out). `progress` is told
// (kept, attempts) after each attempt.
std::vector<std::string> generate_book(const Rules& rules, const BookSpec& spec,
                                       const std::function<void(int, int)>& progress = {});

}  // namespace nightrider::match
