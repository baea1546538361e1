// Orthodox 8x8 chess fast path: bitboards, magic sliding attacks, fully legal move generation.
//
// This is a self-contained special-purpose board for orthodox chess (perft, and later a fast search
// back end). It knows nothing of fairy pieces or conditions; the generic engine handles those.
//
// Squares are numbered rank*8 + file, a1 = 0, h1 = 7, a8 = 56, h8 = 63.
// The attack sets and magic sliding attacks are the shared 8x8 geometry of variants/bitboard/attacks8.h
// (immutable, built once on first use); Board objects are independent of each other.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/position.h"
#include "rules/rules.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider::bitboard {

// Plain description of an orthodox 8x8 position; index = rank*8 + file, a1 = 0, h8 = 63.
struct Setup {
  std::array<char, 64> board{};  // 'P','N','B','R','Q','K' white, lower case black, '.' empty
  bool white_to_move = true;
  bool castle_white_king = false, castle_white_queen = false, castle_black_king = false,
       castle_black_queen = false;
  int en_passant = -1;  // square passed over by a double step (e.g. e3 = 20), or -1

  friend bool operator==(const Setup&, const Setup&) = default;
};

// Bits of FastMove::flags.
enum MoveFlag : uint8_t {
  kQuiet = 0,
  kCapture = 1,     // a piece is taken (including en passant)
  kDoublePush = 2,  // pawn double step
  kEnPassant = 4,   // en passant capture (kCapture is set as well)
  kCastle = 8,      // castling; from/to are the king's squares (e1g1, e1c1, e8g8, e8c8)
  kPromotion = 16,  // promotion; the piece is in FastMove::promotion
};

// Deliberately no default member initialisers: move buffers of 256 entries stay uninitialised.
struct FastMove {
  uint8_t from, to;
  char promotion;  // 0 or 'n','b','r','q'
  uint8_t flags;   // MoveFlag bits

  friend bool operator==(const FastMove& a, const FastMove& b) {
    return a.from == b.from && a.to == b.to && a.promotion == b.promotion && a.flags == b.flags;
  }
};

// The orthodox type (bitboard8's OrthodoxType) a promotion letter stands for: 'n', 'b', 'r', else 'q'.
constexpr int promotion_type(char letter) {
  return letter == 'n'   ? bitboard8::kKnight
         : letter == 'b' ? bitboard8::kBishop
         : letter == 'r' ? bitboard8::kRook
                         : bitboard8::kQueen;
}
// A castling move's rook (the move's squares are the king's): where it stands and where it goes.
constexpr int castling_rook_from(const FastMove& m) { return m.to > m.from ? m.to + 1 : m.to - 2; }
constexpr int castling_rook_to(const FastMove& m) { return m.to > m.from ? m.to - 1 : m.to + 1; }

// Coordinate notation, e.g. "e2e4", "e7e8q", "e1g1".
std::string to_uci(const FastMove& move);

class Board {
 public:
  static constexpr int kMaxMoves = 256;

  // Throws std::invalid_argument unless each side has exactly one king, no pawn stands on the first or
  // last rank, all characters are known and the side not to move is not in check.
  // Castling flags are kept only if king and rook stand on their original squares; the en passant
  // square is kept only if it is consistent with a double step just played (else it becomes -1).
  explicit Board(const Setup& setup);

  int legal_moves(FastMove* out) const;     // writes all legal moves (max 256), returns count
  int count_legal_moves() const;            // same count as legal_moves, without writing moves
  int checking_moves(FastMove* out) const;  // the legal moves that give check, in legal_moves() order
  // The legal captures (en passant included) and promotions, in legal_moves() order: a search's
  // quiescence, which looks at nothing else, need not make the quiet moves.
  int tactical_moves(FastMove* out) const;
  void play(const FastMove& move);  // make; the move must come from legal_moves()
  void undo();                      // unmake the last played move (history must not be empty)
  // The side to move passes (problem solving: threats, set play, series play); en passant lapses.
  void play_null();
  void undo_null();  // the last entry of the history must be a pass
  bool in_check() const;
  // Would this legal move of the side to move check the other king? (Without playing it.)
  bool gives_check(const FastMove& move) const;
  // The same, quicker for many moves of one position: where each kind of ours would give check from,
  // and which of ours would uncover a check by moving off the line.
  struct CheckInfo {
    std::array<uint64_t, 6> squares;  // by type P N B R Q K
    uint64_t discoverers;
    int king;
  };
  CheckInfo check_info() const;
  bool gives_check(const FastMove& move, const CheckInfo& info) const;
  // Does the side to move have a legal move? (King steps first, then the full count.)
  bool has_legal_move() const;
  int piece_code(int square) const { return mailbox_[square]; }  // orthodox8 code, 12 = empty
  uint64_t pieces(int code) const { return pieces_[code]; }      // the squares of one orthodox8 code
  uint64_t occupancy(bool white) const { return colour_[white ? 0 : 1]; }  // the squares of a side's units
  uint8_t castling_rights() const { return castling_; }  // kWhiteKingSide ... bits of orthodox8.h
  int en_passant_square() const { return en_passant_; }  // -1 if none

  bool white_to_move() const { return side_ == 0; }
  int history_size() const { return static_cast<int>(history_.size()); }
  char piece_at(int square) const;  // '.' if empty, else as in Setup::board
  Setup setup() const;              // the current position (normalised flags)
  std::string dump() const;         // canonical text of the full position state (board, side, rights, ep)

 private:
  struct Undo {
    FastMove move;
    uint8_t captured;  // piece index on the target square before the move (kNone if empty)
    uint8_t castling;
    int8_t en_passant;
  };

  template <int Us, bool CountOnly, bool ChecksOnly, bool TacticalOnly = false>
  int generate(FastMove* out) const;
  void put(int square, int piece);
  void remove(int square, int piece);

  std::array<uint64_t, 12> pieces_{};  // index colour*6 + type (P N B R Q K)
  std::array<uint64_t, 2> colour_{};
  std::array<uint8_t, 64> mailbox_{};  // piece index, 12 = empty
  uint8_t side_ = 0;                   // 0 white, 1 black
  uint8_t castling_ = 0;               // 1 white king side, 2 white queen side, 4 black king, 8 black queen
  int8_t en_passant_ = -1;
  std::vector<Undo> history_;
};

// Leaf count of the legal-move tree (bulk counting at the last ply). perft(board, 0) == 1.
uint64_t perft(Board& board, int depth);

// The bitboard description of an orthodox position of the general core (castling from the rights on
// e1/h1/a1 and e8/h8/a8, en passant from the position).
Setup setup_of(const Rules& rules, const Position& pos);
// Per root move leaf counts of perft(depth - 1) (depth >= 1), in legal_moves() order.
std::vector<std::pair<FastMove, uint64_t>> perft_divide(Board& board, int depth);

}  // namespace nightrider::bitboard
