// The general core's Zobrist keys (core/position.h) of everything an orthodox-army position on an 8x8
// bitboard board holds, by bitboard square (rank * 8 + file) and orthodox code (white P N B R Q K =
// 0..5, black 6..11, variants/bitboard/orthodox8.h), so that a fast board's key is Position::hash()
// exactly. Shared by the chess and magnetic search boards.
#pragma once

#include <array>
#include <cstdint>

#include "core/position.h"

namespace nightrider {

constexpr Square orthodox_board_square(int sq) { return Square(sq % 8, sq / 8); }
constexpr int orthodox_board_index(Square s) { return s.rank() * 8 + s.file(); }

struct OrthodoxSearchKeys {
  static constexpr std::array<PieceKind, 6> kKinds = {PieceKind::Pawn, PieceKind::Knight, PieceKind::Bishop,
                                                      PieceKind::Rook, PieceKind::Queen,  PieceKind::King};
  uint64_t piece[12][64];
  uint64_t right[64];
  uint64_t en_passant[64];
  uint64_t black;
  OrthodoxSearchKeys() {
    for (int code = 0; code < 12; ++code)
      for (int sq = 0; sq < 64; ++sq)
        piece[code][sq] = zobrist::piece(
            Piece(kKinds[static_cast<size_t>(code % 6)], code < 6 ? Colour::White : Colour::Black),
            orthodox_board_square(sq));
    for (int sq = 0; sq < 64; ++sq) {
      right[sq] = zobrist::right(orthodox_board_square(sq));
      en_passant[sq] = zobrist::en_passant(orthodox_board_square(sq));
    }
    black = zobrist::black_to_move();
  }
};

// (Immutable once built, on first use.)
inline const OrthodoxSearchKeys& orthodox_search_keys() {
  static const OrthodoxSearchKeys keys;
  return keys;
}

}  // namespace nightrider
