#include "support/walk_captures_check.h"

#include <gtest/gtest.h>

#include <cctype>
#include <exception>
#include <optional>
#include <random>
#include <string>

#include "notation/fen.h"
#include "support/placement.h"

namespace nightrider::testing {

namespace {

// The square of the unit a move takes: a locust's or a marine unit's capture (MoveKind::Special)
// lands beyond its victim, whose square is the move's aux; every other capture takes on `to`.
Square taken_square(const Move& m) { return m.kind == MoveKind::Special ? m.aux_square() : m.to; }

}  // namespace

int walk_captures_agree_with_attacks(const Rules& rules, std::string_view walk_letters, RandomBoards boards) {
  std::mt19937 rng(boards.seed);
  std::string letters = "NnPp";
  for (char c : walk_letters) {
    letters += c;
    letters += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  int captures = 0;
  for (int board = 0; board < boards.boards; ++board) {
    std::string cells(64, '.');
    cells[static_cast<size_t>(rng() % 64)] = 'K';
    for (size_t s = rng() % 64;; s = rng() % 64)
      if (cells[s] == '.') {
        cells[s] = 'k';
        break;
      }
    for (int n = 0; n < boards.units_per_board; ++n) {
      const size_t s = rng() % 64;
      const char c = letters[rng() % letters.size()];
      const bool pawn_rank = s < 8 || s >= 56;
      if (cells[s] == '.' && !((c == 'P' || c == 'p') && pawn_rank)) cells[s] = c;
    }
    const std::string fen = placement_of(cells) + " w - - 0 1";
    std::optional<Position> parsed;
    try {
      parsed = parse_fen(rules, fen);
    } catch (const std::exception&) {
      continue;  // (Black in check with White to move: not a position)
    }
    const Position& pos = *parsed;
    for (Square from : pos.geometry().squares()) {
      const Piece p = pos.at(from);
      if (!p.is_unit() || walk_letters.find(rules.letter_for(p.kind())) == std::string_view::npos) continue;
      MoveList moves;
      rules.generate_walk_moves(pos, from, moves);
      for (Square to : pos.geometry().squares()) {
        const Piece victim = pos.at(to);
        if (!victim.is_unit() || victim.colour() == p.colour() || victim.kind() == PieceKind::King) continue;
        bool generated = false;
        for (const Move& m : moves) generated = generated || (taken_square(m) == to && m.is_capture());
        EXPECT_EQ(generated, rules.attacks(pos, from, to))
            << fen << " from " << from.index() << " to " << to.index();
        captures += generated;
      }
    }
  }
  return captures;
}

}  // namespace nightrider::testing
