#include "match/pgn_writer.h"

#include <vector>

#include "notation/fen.h"

namespace nightrider::match {
namespace {

// PGN strings escape backslash and double quote.
std::string quoted(const std::string& s) {
  std::string q = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') q += '\\';
    q += c;
  }
  return q + "\"";
}

// A comment may not contain its closing brace.
std::string comment(std::string text) {
  for (char& c : text)
    if (c == '}') c = ')';
  return "{" + text + "}";
}

// Splits "Qxh6+ (xBc6, xRi6)" into the SAN token and its side effects.
std::vector<std::string> move_tokens(const std::string& san) {
  const size_t space = san.find(' ');
  if (space == std::string::npos) return {san};
  return {san.substr(0, space), comment(san.substr(space + 1))};
}

// Joins tokens into lines of at most 79 characters (a longer token stands alone).
std::string wrap(const std::vector<std::string>& tokens) {
  std::string text, line;
  for (const std::string& token : tokens) {
    if (!line.empty() && line.size() + 1 + token.size() > 79) {
      text += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + token;
  }
  if (!line.empty()) text += line + "\n";
  return text;
}

}  // namespace

std::string game_to_pgn(const Rules& rules, const GameRecord& game, const PgnTags& tags) {
  const Position start = parse_fen(rules, game.start_fen);
  const bool standard_start = game.start_fen == to_fen(rules, start_position(rules));
  const std::string result = result_string(game.outcome.result);

  std::string pgn;
  auto tag = [&pgn](const char* name, const std::string& value) {
    pgn += std::string("[") + name + " " + quoted(value) + "]\n";
  };
  tag("Event", tags.event);
  tag("Site", "?");
  tag("Date", "????.??.??");
  tag("Round", std::to_string(tags.round));
  tag("White", tags.white);
  tag("Black", tags.black);
  tag("Result", result);
  tag("Variant", rules.name());
  if (!standard_start) {
    tag("SetUp", "1");
    tag("FEN", game.start_fen);
  }
  tag("PlyCount", std::to_string(game.moves.size()));
  pgn += "\n";

  std::vector<std::string> tokens;
  if (!game.opening_san.empty()) {
    std::string opening = "opening from the start position:";
    for (size_t i = 0; i < game.opening_san.size(); ++i) {
      if (i % 2 == 0) opening += " " + std::to_string(i / 2 + 1) + ".";
      opening += " " + game.opening_san[i];
    }
    tokens.push_back(comment(opening));
  }
  int number = start.fullmove_number();
  bool white = start.side_to_move() == Colour::White;
  for (size_t i = 0; i < game.san.size(); ++i) {
    if (white)
      tokens.push_back(std::to_string(number) + ".");
    else if (i == 0)
      tokens.push_back(std::to_string(number) + "...");
    for (std::string& t : move_tokens(game.san[i])) tokens.push_back(std::move(t));
    if (!white) ++number;
    white = !white;
  }
  if (!game.outcome.reason.empty()) tokens.push_back(comment(game.outcome.reason));
  tokens.push_back(result);
  pgn += wrap(tokens) + "\n";
  return pgn;
}

}  // namespace nightrider::match
