// Perft for the anti-king variants on 8x8 bitboards. It counts exactly what perft_general counts for
// rule sets built from the anti-king modules (variants/common/anti_king.h), orthodox or Berolina pawns,
// orthodox castling and the royal knight leaps, and is many times faster. The board itself (namespace
// antiking_board) is also the search's fast board for these games (search/antiking_search_board.h).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>

#include "core/position.h"
#include "rules/rules.h"
#include "variants/bitboard/attacks8.h"

namespace nightrider {

// Leaf count of the legal-move tree, or nullopt when the rule set or the position holds anything this
// board does not model (other pieces, modules or parameters, another board size, buried units, a side
// without exactly one king and one anti-king); the caller then uses the general path.
std::optional<uint64_t> anti_king_fast_perft(const Rules& rules, const Position& pos, int depth);

// The board itself, for perft and the search's fast board (search/antiking_search_board.h).
namespace antiking_board {

using bitboard8::bit;
using bitboard8::Bitboard;
using bitboard8::kBerolinaPawn;
using bitboard8::kOrthodoxPawn;
using bitboard8::PawnStyle;
using bitboard8::pop_lsb;
using bitboard8::Tables;
using bitboard8::tables;

// Unit types of the board; squares are rank * 8 + file (a1 = 0, h8 = 63).
enum Type : uint8_t {
  kPawn = 0,
  kKnight,
  kBishop,
  kRook,
  kQueen,
  kKing,
  kAntiKing,
  kTypeCount,
  kEmpty = kTypeCount
};

// What the rule set asks of the board (everything else is fixed by the anti-king games).
struct Config {
  PawnStyle pawns = kOrthodoxPawn;  // Berolina: pawns move diagonally and capture straight ahead
  bool castling = false;            // the orthodox Castling module
  bool royal_leaps = false;         // the RoyalKnightLeaps module
  bool en_passant = false;
  unsigned double_step_ranks = 0;
  std::array<uint8_t, 4> promotions{};
  int promotion_count = 0;
};

enum FastMoveKind : uint8_t { kNormal, kDouble, kEnPassant, kCastle };

// Deliberately without initialisers: move buffers stay uninitialised.
struct FastMove {
  uint8_t from, to, kind, promotion;  // promotion: a Type or kEmpty
  uint8_t rook_from, rook_to;         // castling only
};

constexpr int kMaxMoves = 256;

struct Board {
  std::array<std::array<Bitboard, kTypeCount>, 2> pieces;  // [colour][type]
  std::array<Bitboard, 2> colour;
  std::array<uint8_t, 64> type;  // kEmpty where no unit stands
  Bitboard rights;               // squares whose unit never moved (castling partners, royal leaps)
  int8_t ep_target, ep_victim;
  uint8_t side;

  Bitboard occupied() const { return colour[0] | colour[1]; }
  int king(int c) const { return std::countr_zero(pieces[c][kKing]); }
  int anti_king(int c) const { return std::countr_zero(pieces[c][kAntiKing]); }

  void put(int s, int c, uint8_t t) {
    pieces[c][t] |= bit(s);
    colour[c] |= bit(s);
    type[s] = t;
  }
  void take(int s) {
    const int c = (colour[1] & bit(s)) ? 1 : 0;
    pieces[c][type[s]] &= ~bit(s);
    colour[c] &= ~bit(s);
    type[s] = kEmpty;
  }
  void shift(int from, int to) {
    const int c = (colour[1] & bit(from)) ? 1 : 0;
    const uint8_t t = type[from];
    take(from);
    put(to, c, t);
  }
};

// Is `s` attacked by units of colour `by`, on the board given by `occupied`, ignoring the enemy units in
// `removed` (just captured)? Kings do not count when the target is an anti-king (A14); anti-kings never
// attack an enemy.
inline bool attacked(const Tables& t, const Config& cfg, const Board& b, int s, int by, Bitboard occupied,
                     Bitboard removed, bool target_is_anti_king) {
  const auto& p = b.pieces[by];
  const Bitboard alive = ~removed;
  if (t.pawn_captures[cfg.pawns][by ^ 1][s] & p[kPawn] & alive) return true;
  if (t.knight[s] & p[kKnight] & alive) return true;
  if (!target_is_anti_king && (t.king[s] & p[kKing])) return true;
  const Bitboard diagonal = (p[kBishop] | p[kQueen]) & alive & t.bishop_empty[s];
  if (diagonal && (t.bishop_attacks(s, occupied) & diagonal)) return true;
  const Bitboard orthogonal = (p[kRook] | p[kQueen]) & alive & t.rook_empty[s];
  return orthogonal && (t.rook_attacks(s, occupied) & orthogonal);
}

inline Bitboard attackers(const Tables& t, const Config& cfg, const Board& b, int s, int by,
                          bool target_is_anti_king) {
  const auto& p = b.pieces[by];
  const Bitboard occupied = b.occupied();
  Bitboard out = (t.pawn_captures[cfg.pawns][by ^ 1][s] & p[kPawn]) | (t.knight[s] & p[kKnight]) |
                 (t.bishop_attacks(s, occupied) & (p[kBishop] | p[kQueen])) |
                 (t.rook_attacks(s, occupied) & (p[kRook] | p[kQueen]));
  if (!target_is_anti_king) out |= t.king[s] & p[kKing];
  return out;
}

// The legal moves of the side to move into `out` (room for kMaxMoves); their number.
int generate_legal(const Tables& t, const Config& cfg, const Board& b, FastMove* out);
// Those of them that capture (the anti-king's captures of its own units too) or promote, in the same order.
int generate_tactical(const Tables& t, const Config& cfg, const Board& b, FastMove* out);

// Plays a legal move (copy the board first to take it back).
inline void play(const Config& cfg, Board& b, const FastMove& m) {
  b.rights &= ~(bit(m.from) | bit(m.to));
  b.ep_target = b.ep_victim = -1;
  switch (m.kind) {
    case kNormal:
      if (b.type[m.to] != kEmpty) b.take(m.to);
      b.shift(m.from, m.to);
      break;
    case kDouble:
      b.shift(m.from, m.to);
      if (cfg.en_passant) {
        b.ep_target = static_cast<int8_t>((m.from + m.to) / 2);
        b.ep_victim = static_cast<int8_t>(m.to);
      }
      break;
    case kEnPassant: {
      const int victim = m.to + (b.side == 0 ? -8 : 8);
      b.take(victim);
      b.rights &= ~bit(victim);
      b.shift(m.from, m.to);
      break;
    }
    case kCastle:
      b.shift(m.from, m.to);
      b.shift(m.rook_from, m.rook_to);
      b.rights &= ~(bit(m.rook_from) | bit(m.rook_to));
      break;
  }
  if (m.promotion != kEmpty) {
    const int c = b.side;
    b.take(m.to);
    b.put(m.to, c, m.promotion);
  }
  b.side ^= 1;
}

// The configuration for this rule set, or nullopt when it holds anything the board does not model.
std::optional<Config> config_for(const Rules& rules);
// The board of a position (the rule set's config_for accepted), or nullopt when the board cannot hold it.
std::optional<Board> board_for(const Rules& rules, const Position& pos);

}  // namespace antiking_board

}  // namespace nightrider
