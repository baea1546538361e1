#include "match/pgn_writer.h"

#include "notation/fen.h"
#include "notation/pgn.h"

namespace nightrider::match {

std::string game_to_pgn(const Rules& rules, const GameRecord& game, const PgnTags& tags) {
  PgnHeader header;
  header.event = tags.event;
  header.round = std::to_string(tags.round);
  header.white = tags.white;
  header.black = tags.black;
  header.extra_tags.emplace_back("PlyCount", std::to_string(game.moves.size()));
  if (!game.opening_san.empty()) {
    std::string opening = "opening from the start position:";
    for (size_t i = 0; i < game.opening_san.size(); ++i) {
      if (i % 2 == 0) opening += " " + std::to_string(i / 2 + 1) + ".";
      opening += " " + game.opening_san[i];
    }
    header.opening_comment = opening;
  }
  header.result_comment = game.outcome.reason;
  return write_pgn(rules, parse_fen(rules, game.start_fen), game.moves, header, game.outcome.result) + "\n";
}

}  // namespace nightrider::match
