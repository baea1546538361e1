// Match games as PGN, through the PGN module (notation/pgn.h): the spec strings as players, the ply count,
// the opening plies as the first comment and the reason of the result as the last one.
#pragma once

#include <string>

#include "match/game.h"
#include "rules/rules.h"

namespace nightrider::match {

struct PgnTags {
  std::string event = "nightrider match";
  int round = 1;
  std::string white, black;
};

// One game, tags then movetext, ending with a blank line. A game that does not start from the
// variant's start position carries SetUp and FEN tags and, as its first comment, the opening plies.
std::string game_to_pgn(const Rules& rules, const GameRecord& game, const PgnTags& tags);

}  // namespace nightrider::match
