// A small PGN writer for match games (self-contained on purpose: the full PGN module lives elsewhere).
// Moves are SAN from to_san; their side effects ("(Bc1-c3)", Rococo's captured units) go into a comment
// after the move so the movetext stays valid PGN; the reason of the result is the last comment.
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
