// Magnetic and Anti-Magnetic Chess on bitboards: a self-contained 8x8 board for fast perft and the
// search (search/magnetic_search_board.h). Same rules as the general engine (variants/magnetic.cpp with
// variants/common/magnetic_field.h), which the tests use as the reference.
//
// Why it is fast: there is no check, so every generated move is legal and a leaf count is a popcount of
// target sets; the only per-move work is recognising the rare moves whose field pushes or pulls a pawn
// onto its promotion rank (each such move counts once per promotion choice).
//
// Squares are numbered rank * 8 + file, a1 = 0, h8 = 63. The attack sets, rays and magic sliding attacks
// are the shared 8x8 geometry of variants/bitboard/attacks8.h (immutable, built once on first use).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "core/position.h"
#include "variants/common/magnetic_field.h"

namespace nightrider {
class Rules;
}

namespace nightrider::magnetic_bitboard {

// Plain description of a position: 'P','N','B','R','Q','K' white, lower case black, '.' empty.
struct Setup {
  std::array<char, 64> board{};
  bool white_to_move = true;
  bool castle_white_king = false, castle_white_queen = false, castle_black_king = false,
       castle_black_queen = false;
};

class Board {
 public:
  // Castling flags are kept only when the king and rook stand on their original squares.
  Board(const Setup& setup, FieldSense sense);

  // Leaf count of the legal-move tree; a position without one of the kings (the game is over) has no moves.
  uint64_t perft(int depth) const;
  // Number of legal moves, every promotion choice (the mover's own and the field's) counted separately.
  uint64_t count_moves() const;

  char piece_at(int square) const;
  bool white_to_move() const { return side_ == 0; }

  // For the search's fast board (search/magnetic_search_board.h).
  struct Move {
    uint8_t from, to;
    uint8_t promotion;  // piece type the moving pawn becomes, 0 = none
    uint8_t flags;      // kCapture, kCastle
  };
  static constexpr uint8_t kCapture = 1, kCastle = 2;
  static constexpr int kMaxMoves = 256;
  // Every move of the side to move, the mover's promotions once per kind (queen, rook, bishop, knight);
  // the caller stops once a king is gone.
  int generate(Move* out) const;
  // Does the move's field carry a pawn onto its promotion rank (then that pawn's kind is a choice)?
  bool field_promotes(const Move& m) const;
  // The squares from which a field can do so (the source: where the unit arrives, for castling the
  // rook): those behind a pawn the mover's field pushes towards its last rank.
  uint64_t field_promotion_sources() const;
  // Plays the move and its field; writes the squares of the pawns the field carried onto their
  // promotion rank (still pawns: the caller gives each its kind with promote) and returns how many.
  int play(const Move& m, int* promoted) {
    return sense_ == FieldSense::LikeAttract ? play<true>(m, promoted) : play<false>(m, promoted);
  }
  void promote(int square, int type) {
    const int colour = mailbox_[square] / 6;
    clear(square);
    put(square, colour * 6 + type);
  }
  void pass() { side_ ^= 1; }                                    // the search's null move
  int piece_code(int square) const { return mailbox_[square]; }  // colour * 6 + type, 12 = empty
  const std::array<uint8_t, 64>& mailbox() const { return mailbox_; }
  uint64_t pieces(int code) const { return pieces_[code]; }
  uint64_t occupancy(int colour) const { return colour_[colour]; }
  int side() const { return side_; }
  FieldSense sense() const { return sense_; }
  uint8_t castling() const { return castling_; }
  void set_castling(uint8_t flags) { castling_ = flags; }
  // Is the square attacked by the units of `by` (0 White, 1 Black), kings included?
  bool attacked(int square, int by) const;

 private:
  template <int Us, bool Anti>
  uint64_t count_moves_for() const;
  template <int Us, bool Anti>
  bool field_promotes(uint64_t occupied_after, int source) const;
  template <int Us, bool Anti>
  uint64_t perft_for(int depth) const;
  // Plays the primary action and the field; writes the squares of pawns the field carried onto their
  // promotion rank (still pawns: the caller picks their kinds) and returns how many.
  template <bool Anti>
  int play(const Move& m, int* promoted);
  void put(int square, int piece);
  void clear(int square);
  void move_piece(int from, int to);
  template <bool Anti>
  int apply_field(int source, int mover, int* promoted);

  std::array<uint64_t, 12> pieces_{};  // colour * 6 + type
  std::array<uint64_t, 2> colour_{};
  std::array<uint8_t, 64> mailbox_{};
  uint8_t side_ = 0;      // 0 white, 1 black
  uint8_t castling_ = 0;  // 1 white king side, 2 white queen side, 4 black king side, 8 black queen side
  FieldSense sense_;
};

// Perft for the `magnetic` / `antimagnetic` rule sets (Rules::set_fast_perft): nullopt for positions
// the board does not model (castling rights of a king off its original square).
std::optional<uint64_t> perft_magnetic(const Rules& rules, const Position& pos, int depth);
std::optional<uint64_t> perft_antimagnetic(const Rules& rules, const Position& pos, int depth);
// The Setup of a general position, or nullopt as above.
std::optional<Setup> to_setup(const Rules& rules, const Position& pos);

}  // namespace nightrider::magnetic_bitboard
