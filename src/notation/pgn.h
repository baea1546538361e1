// Games as PGN. Writing: the seven-tag roster, `[Variant "…"]` for every variant but chess, `[SetUp "1"]`
// and `[FEN "…"]` when the game does not start from the variant's start position, then numbered SAN moves
// whose side effects follow in a comment, e.g. `5. c4 {(Bc1-c3)}`, and the result. Reading: any number of
// games; tags, SAN or coordinate moves, move numbers, comments ({…} and ;…), NAGs and !? marks, variations
// (skipped) and results. Reading is in two steps: read_pgn checks the syntax without knowing the rules,
// replay_pgn plays the moves once the caller has built the rule set the Variant tag names.
#pragma once

#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/move.h"
#include "core/outcome.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider {

// What is wrong with a PGN text, in one line that names the line and the token:
// "PGN line 7: illegal move 'Nf9' (move 4, White)".
class PgnError : public std::runtime_error {
 public:
  PgnError(int line, const std::string& what)
      : std::runtime_error("PGN line " + std::to_string(line) + ": " + what), line_(line) {}
  int line() const { return line_; }

 private:
  int line_;
};

struct PgnTag {
  std::string name, value;
  int line = 0;
};

struct PgnMove {
  std::string text;     // as written, without move number or !? marks: "Nf3", "e2e4", "Qxh6+"
  std::string comment;  // the comment right after the move, if any (it may name the side effects)
  int line = 0;
};

struct PgnGame {
  std::vector<PgnTag> tags;
  std::vector<PgnMove> moves;
  std::string result = "*";  // the termination marker (or the Result tag when the marker is missing)
  int line = 0;              // where the game begins
  // The value of a tag, or nullptr when the game has none.
  const PgnTag* tag(std::string_view name) const;
};

// Reads every game of a PGN text (syntax only). Throws PgnError.
std::vector<PgnGame> read_pgn(std::string_view text);

// The variant the game is played in: the Variant tag in lower case; "chess" without one or for the
// names other programs give orthodox chess ("Standard", "normal").
std::string pgn_variant(const PgnGame& game);

struct PgnReplay {
  Position start;           // the position the game starts from (the FEN tag, or the start position)
  Position position;        // after the moves, with their history (for undo and repetition)
  std::vector<Move> moves;  // the moves played
};
// Plays the moves of the game under these rules. Throws PgnError naming the line and the move.
PgnReplay replay_pgn(const Rules& rules, const PgnGame& game);

// The legal moves a text written by a person or a program may mean: the coordinate form ("e2e4",
// "a8d8/d1q") or SAN with or without check marks, !? marks and side effects ("Rd8 (d4-d1=Q)"). `comment`
// may name the side effects separately (as PGN comments do); it only narrows a SAN that fits several
// moves. Several results mean the text is ambiguous, none that it is no legal move.
std::vector<Move> matching_moves(const Rules& rules, Position& pos, std::string_view text,
                                 std::string_view comment = {});

struct PgnHeader {
  std::string event = "Nightrider game";
  std::string site = "?";
  std::string date = "????.??.??";
  std::string round = "-";
  std::string white = "?";
  std::string black = "?";
  std::vector<std::pair<std::string, std::string>> extra_tags;  // after the roster and Variant/FEN
  std::string opening_comment;  // a comment before the first move (how the start was reached …)
  std::string result_comment;   // a comment before the result (why the game ended)
};

// Today's date (UTC) as a PGN Date tag writes it, "2026.11.26"; "????.??.??" if the clock cannot say.
std::string pgn_date_today();

// The game from `start` through `moves` as one PGN game, ending with a newline. A move whose SAN (with
// its side effects) would not tell it apart from another legal move is written in coordinates.
std::string write_pgn(const Rules& rules, const Position& start, std::span<const Move> moves,
                      const PgnHeader& header, Result result);

}  // namespace nightrider
