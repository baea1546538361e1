#include "variants/chess_bitboard.h"

#include <bit>
#include <stdexcept>

namespace nightrider::bitboard {
namespace {

using Bitboard = uint64_t;

enum PieceType : int { kPawn = 0, kKnight, kBishop, kRook, kQueen, kKing };
constexpr int kWhite = 0;
constexpr int kBlack = 1;
constexpr uint8_t kNone = 12;  // empty mailbox square

constexpr uint8_t kWhiteKingSide = 1, kWhiteQueenSide = 2, kBlackKingSide = 4, kBlackQueenSide = 8;

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kFileH = kFileA << 7;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard kRank8 = kRank1 << 56;

constexpr Bitboard bit(int square) { return Bitboard{1} << square; }
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }
constexpr Bitboard file_bb(int file) { return kFileA << file; }
constexpr Bitboard relative_rank_bb(int colour, int rank) { return rank_bb(colour == kWhite ? rank : 7 - rank); }

inline int lsb(Bitboard b) { return std::countr_zero(b); }
inline int pop_lsb(Bitboard& b) {
  const int s = std::countr_zero(b);
  b &= b - 1;
  return s;
}
inline int popcount(Bitboard b) { return std::popcount(b); }
inline bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

// Shift every square one step in a direction, dropping what leaves the board.
template <int Delta>
constexpr Bitboard shift(Bitboard b) {
  if constexpr (Delta == 8) return b << 8;
  if constexpr (Delta == -8) return b >> 8;
  if constexpr (Delta == 7) return (b & ~kFileA) << 7;   // up-left
  if constexpr (Delta == 9) return (b & ~kFileH) << 9;   // up-right
  if constexpr (Delta == -9) return (b & ~kFileA) >> 9;  // down-left
  if constexpr (Delta == -7) return (b & ~kFileH) >> 7;  // down-right
  return 0;
}

// ---------------------------------------------------------------------------------------------------
// Immutable lookup tables.

// xorshift64* with a fixed seed: the magic numbers are the same on every run and every machine.
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed) {}
  uint64_t next() {
    s_ ^= s_ >> 12;
    s_ ^= s_ << 25;
    s_ ^= s_ >> 27;
    return s_ * 2685821657736338717ULL;
  }
  uint64_t sparse() { return next() & next() & next(); }

 private:
  uint64_t s_;
};

struct Magic {
  Bitboard mask;
  Bitboard magic;
  const Bitboard* attacks;
  unsigned shift;
  Bitboard lookup(Bitboard occupied) const { return attacks[((occupied & mask) * magic) >> shift]; }
};

constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

Bitboard slide(int square, Bitboard occupied, const int (&dirs)[4][2]) {
  Bitboard result = 0;
  for (const auto& d : dirs) {
    int f = square % 8 + d[0], r = square / 8 + d[1];
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      result |= bit(r * 8 + f);
      if (occupied & bit(r * 8 + f)) break;
      f += d[0];
      r += d[1];
    }
  }
  return result;
}

struct Tables {
  Bitboard knight[64];
  Bitboard king[64];
  Bitboard pawn[2][64];  // squares attacked by a pawn of that colour
  Bitboard rook_empty[64];
  Bitboard bishop_empty[64];
  Bitboard between[64][64];  // squares strictly between two aligned squares, else 0
  Bitboard line[64][64];     // whole board line through two aligned squares, else 0
  uint8_t castle_keep[64];   // castling rights kept when a move touches this square
  Magic rook[64];
  Magic bishop[64];
  Bitboard rook_table[0x19000];   // 102400 entries for the rook (sum of 2^bits)
  Bitboard bishop_table[0x1480];  // 5248 entries for the bishop

  Tables();
  Tables(const Tables&) = delete;
  Tables& operator=(const Tables&) = delete;

 private:
  static void init_magics(Magic* magics, Bitboard* table, const int (&dirs)[4][2], Rng& rng);
};

void Tables::init_magics(Magic* magics, Bitboard* table, const int (&dirs)[4][2], Rng& rng) {
  // Scratch for one square (at most 12 relevant bits); epoch marks avoid clearing between attempts.
  std::vector<Bitboard> occupancy(4096), reference(4096);
  std::vector<int> epoch(4096, 0);
  int attempt = 0;
  Bitboard* next = table;
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard edges = ((kRank1 | kRank8) & ~rank_bb(sq / 8)) | ((kFileA | kFileH) & ~file_bb(sq % 8));
    Magic& m = magics[sq];
    m.mask = slide(sq, 0, dirs) & ~edges;
    const int bits = popcount(m.mask);
    m.shift = 64 - bits;
    m.attacks = next;
    const int size = 1 << bits;
    // Enumerate all subsets of the mask (carry-rippler).
    Bitboard sub = 0;
    int n = 0;
    do {
      occupancy[n] = sub;
      reference[n] = slide(sq, sub, dirs);
      ++n;
      sub = (sub - m.mask) & m.mask;
    } while (sub != 0);
    for (;;) {
      const Bitboard candidate = rng.sparse();
      if (popcount((m.mask * candidate) >> 56) < 6) continue;
      ++attempt;
      bool ok = true;
      for (int i = 0; i < n && ok; ++i) {
        const auto idx = static_cast<size_t>((occupancy[i] * candidate) >> m.shift);
        if (epoch[idx] != attempt) {
          epoch[idx] = attempt;
          next[idx] = reference[i];
        } else if (next[idx] != reference[i]) {
          ok = false;
        }
      }
      if (ok) {
        m.magic = candidate;
        break;
      }
    }
    next += size;
  }
}

Tables::Tables() {
  for (int sq = 0; sq < 64; ++sq) {
    const int f = sq % 8, r = sq / 8;
    auto add = [&](Bitboard& b, int df, int dr) {
      if (f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8) b |= bit((r + dr) * 8 + f + df);
    };
    knight[sq] = king[sq] = pawn[kWhite][sq] = pawn[kBlack][sq] = 0;
    for (auto [df, dr] : {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
      add(knight[sq], df, dr);
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr)
        if (df != 0 || dr != 0) add(king[sq], df, dr);
    add(pawn[kWhite][sq], -1, 1);
    add(pawn[kWhite][sq], 1, 1);
    add(pawn[kBlack][sq], -1, -1);
    add(pawn[kBlack][sq], 1, -1);
    rook_empty[sq] = slide(sq, 0, kRookDirs);
    bishop_empty[sq] = slide(sq, 0, kBishopDirs);
  }
  for (int a = 0; a < 64; ++a) {
    for (int b = 0; b < 64; ++b) {
      between[a][b] = line[a][b] = 0;
      if (a == b) continue;
      for (const auto* dirs : {&kRookDirs, &kBishopDirs}) {
        if (slide(a, 0, *dirs) & bit(b)) {
          between[a][b] = slide(a, bit(b), *dirs) & slide(b, bit(a), *dirs);
          line[a][b] = (slide(a, 0, *dirs) & slide(b, 0, *dirs)) | bit(a) | bit(b);
        }
      }
    }
  }
  for (auto& k : castle_keep) k = 0xF;
  castle_keep[4] = static_cast<uint8_t>(~(kWhiteKingSide | kWhiteQueenSide) & 0xF);
  castle_keep[0] = static_cast<uint8_t>(~kWhiteQueenSide & 0xF);
  castle_keep[7] = static_cast<uint8_t>(~kWhiteKingSide & 0xF);
  castle_keep[60] = static_cast<uint8_t>(~(kBlackKingSide | kBlackQueenSide) & 0xF);
  castle_keep[56] = static_cast<uint8_t>(~kBlackQueenSide & 0xF);
  castle_keep[63] = static_cast<uint8_t>(~kBlackKingSide & 0xF);

  Rng rng(0x9E3779B97F4A7C15ULL);
  init_magics(rook, rook_table, kRookDirs, rng);
  init_magics(bishop, bishop_table, kBishopDirs, rng);
}

const Tables& tables() {
  static const Tables t;  // thread-safe one-time initialisation; never modified afterwards
  return t;
}

inline Bitboard rook_attacks(const Tables& t, int sq, Bitboard occ) { return t.rook[sq].lookup(occ); }
inline Bitboard bishop_attacks(const Tables& t, int sq, Bitboard occ) { return t.bishop[sq].lookup(occ); }

constexpr int piece_index(int colour, int type) { return colour * 6 + type; }

int piece_from_char(char c) {
  switch (c) {
    case 'P': return piece_index(kWhite, kPawn);
    case 'N': return piece_index(kWhite, kKnight);
    case 'B': return piece_index(kWhite, kBishop);
    case 'R': return piece_index(kWhite, kRook);
    case 'Q': return piece_index(kWhite, kQueen);
    case 'K': return piece_index(kWhite, kKing);
    case 'p': return piece_index(kBlack, kPawn);
    case 'n': return piece_index(kBlack, kKnight);
    case 'b': return piece_index(kBlack, kBishop);
    case 'r': return piece_index(kBlack, kRook);
    case 'q': return piece_index(kBlack, kQueen);
    case 'k': return piece_index(kBlack, kKing);
    case '.':
    case 0: return kNone;
    default: return -1;
  }
}

constexpr char kPieceChars[13] = {'P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k', '.'};

int promotion_type(char c) {
  switch (c) {
    case 'n': return kKnight;
    case 'b': return kBishop;
    case 'r': return kRook;
    default: return kQueen;
  }
}

// Move writers. The count-only generator uses popcounts instead.
inline FastMove* emit(FastMove* out, int from, Bitboard targets, Bitboard theirs) {
  while (targets) {
    const int to = pop_lsb(targets);
    *out++ = FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(to), 0,
                      static_cast<uint8_t>((theirs & bit(to)) ? kCapture : kQuiet)};
  }
  return out;
}

inline FastMove* emit_promotions(FastMove* out, int from, int to, uint8_t flags) {
  for (char p : {'q', 'r', 'b', 'n'})
    *out++ = FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(to), p,
                      static_cast<uint8_t>(flags | kPromotion)};
  return out;
}

// Pawn targets given as a set of destinations, all made by the same step Delta (to = from + Delta).
template <int Delta>
inline FastMove* emit_pawn_set(FastMove* out, Bitboard targets, uint8_t flags) {
  while (targets) {
    const int to = pop_lsb(targets);
    *out++ = FastMove{static_cast<uint8_t>(to - Delta), static_cast<uint8_t>(to), 0, flags};
  }
  return out;
}

template <int Delta>
inline FastMove* emit_promotion_set(FastMove* out, Bitboard targets, uint8_t flags) {
  while (targets) {
    const int to = pop_lsb(targets);
    out = emit_promotions(out, to - Delta, to, flags);
  }
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------------
// Board

Board::Board(const Setup& s) {
  mailbox_.fill(kNone);
  for (int sq = 0; sq < 64; ++sq) {
    const int p = piece_from_char(s.board[sq]);
    if (p < 0) throw std::invalid_argument(std::string("bitboard::Board: unknown piece '") + s.board[sq] + "'");
    if (p == kNone) continue;
    if (p % 6 == kPawn && (sq < 8 || sq >= 56))
      throw std::invalid_argument("bitboard::Board: pawn on the first or last rank");
    put(sq, p);
  }
  if (popcount(pieces_[piece_index(kWhite, kKing)]) != 1 || popcount(pieces_[piece_index(kBlack, kKing)]) != 1)
    throw std::invalid_argument("bitboard::Board: each side needs exactly one king");
  side_ = s.white_to_move ? kWhite : kBlack;

  auto has = [&](int sq, int colour, int type) { return mailbox_[sq] == piece_index(colour, type); };
  castling_ = 0;
  if (s.castle_white_king && has(4, kWhite, kKing) && has(7, kWhite, kRook)) castling_ |= kWhiteKingSide;
  if (s.castle_white_queen && has(4, kWhite, kKing) && has(0, kWhite, kRook)) castling_ |= kWhiteQueenSide;
  if (s.castle_black_king && has(60, kBlack, kKing) && has(63, kBlack, kRook)) castling_ |= kBlackKingSide;
  if (s.castle_black_queen && has(60, kBlack, kKing) && has(56, kBlack, kRook)) castling_ |= kBlackQueenSide;

  en_passant_ = -1;
  const int ep = s.en_passant;
  if (ep >= 0 && ep < 64) {
    // White to move: black just played from ep+8 over ep to ep-8 (ep on the sixth rank); mirrored for black.
    const int rank = side_ == kWhite ? 5 : 2;
    const int up = side_ == kWhite ? 8 : -8;
    if (ep / 8 == rank && mailbox_[ep] == kNone && mailbox_[ep + up] == kNone &&
        has(ep - up, side_ ^ 1, kPawn))
      en_passant_ = static_cast<int8_t>(ep);
  }

  // The side not to move must not be in check (its king could otherwise be captured).
  side_ ^= 1;
  const bool opponent_in_check = in_check();
  side_ ^= 1;
  if (opponent_in_check) throw std::invalid_argument("bitboard::Board: the side not to move is in check");
  history_.reserve(256);
}

inline void Board::put(int square, int piece) {
  pieces_[piece] |= bit(square);
  colour_[piece / 6] |= bit(square);
  mailbox_[square] = static_cast<uint8_t>(piece);
}

inline void Board::remove(int square, int piece) {
  pieces_[piece] ^= bit(square);
  colour_[piece / 6] ^= bit(square);
  mailbox_[square] = kNone;
}

char Board::piece_at(int square) const { return kPieceChars[mailbox_[square]]; }

Setup Board::setup() const {
  Setup s;
  for (int sq = 0; sq < 64; ++sq) s.board[sq] = kPieceChars[mailbox_[sq]];
  s.white_to_move = side_ == kWhite;
  s.castle_white_king = castling_ & kWhiteKingSide;
  s.castle_white_queen = castling_ & kWhiteQueenSide;
  s.castle_black_king = castling_ & kBlackKingSide;
  s.castle_black_queen = castling_ & kBlackQueenSide;
  s.en_passant = en_passant_;
  return s;
}

std::string Board::dump() const {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    for (int f = 0; f < 8; ++f) out += kPieceChars[mailbox_[r * 8 + f]];
    out += '\n';
  }
  out += side_ == kWhite ? "w " : "b ";
  out += std::to_string(castling_);
  out += ' ';
  out += std::to_string(en_passant_);
  // Redundant bitboards, so that an inconsistency between them and the mailbox shows up too.
  for (uint64_t b : pieces_) {
    out += ' ';
    out += std::to_string(b);
  }
  for (uint64_t b : colour_) {
    out += ' ';
    out += std::to_string(b);
  }
  return out;
}

bool Board::in_check() const {
  const Tables& t = tables();
  const int us = side_, them = us ^ 1;
  const int ksq = lsb(pieces_[piece_index(us, kKing)]);
  const Bitboard occ = colour_[0] | colour_[1];
  const Bitboard diag = pieces_[piece_index(them, kBishop)] | pieces_[piece_index(them, kQueen)];
  const Bitboard orth = pieces_[piece_index(them, kRook)] | pieces_[piece_index(them, kQueen)];
  return (t.knight[ksq] & pieces_[piece_index(them, kKnight)]) ||
         (t.pawn[us][ksq] & pieces_[piece_index(them, kPawn)]) ||
         (t.king[ksq] & pieces_[piece_index(them, kKing)]) || (bishop_attacks(t, ksq, occ) & diag) ||
         (rook_attacks(t, ksq, occ) & orth);
}

template <int Us, bool CountOnly>
int Board::generate(FastMove* out) const {
  constexpr int Them = Us ^ 1;
  constexpr int Up = Us == kWhite ? 8 : -8;
  constexpr int UpLeft = Us == kWhite ? 7 : -9;
  constexpr int UpRight = Us == kWhite ? 9 : -7;
  const Bitboard kRank3 = relative_rank_bb(Us, 2);
  const Bitboard kLastRank = relative_rank_bb(Us, 7);

  const Tables& t = tables();
  FastMove* const begin = out;
  int count = 0;

  const Bitboard ours = colour_[Us], theirs = colour_[Them];
  const Bitboard occ = ours | theirs;
  const Bitboard empty = ~occ;
  const int ksq = lsb(pieces_[piece_index(Us, kKing)]);
  const Bitboard their_pawns = pieces_[piece_index(Them, kPawn)];
  const Bitboard their_knights = pieces_[piece_index(Them, kKnight)];
  const Bitboard their_diag = pieces_[piece_index(Them, kBishop)] | pieces_[piece_index(Them, kQueen)];
  const Bitboard their_orth = pieces_[piece_index(Them, kRook)] | pieces_[piece_index(Them, kQueen)];

  // Squares the enemy attacks, seen through our king (so it cannot step back along a checking ray).
  const Bitboard occ_without_king = occ ^ bit(ksq);
  Bitboard danger = t.king[lsb(pieces_[piece_index(Them, kKing)])];
  if constexpr (Us == kWhite)
    danger |= shift<-9>(their_pawns) | shift<-7>(their_pawns);
  else
    danger |= shift<7>(their_pawns) | shift<9>(their_pawns);
  for (Bitboard b = their_knights; b;) danger |= t.knight[pop_lsb(b)];
  for (Bitboard b = their_diag; b;) danger |= bishop_attacks(t, pop_lsb(b), occ_without_king);
  for (Bitboard b = their_orth; b;) danger |= rook_attacks(t, pop_lsb(b), occ_without_king);

  // King steps.
  {
    const Bitboard targets = t.king[ksq] & ~ours & ~danger;
    if constexpr (CountOnly)
      count += popcount(targets);
    else
      out = emit(out, ksq, targets, theirs);
  }

  Bitboard checkers = 0;
  Bitboard check_mask = ~Bitboard{0};
  if (danger & bit(ksq)) {
    checkers = (t.knight[ksq] & their_knights) | (t.pawn[Us][ksq] & their_pawns) |
               (bishop_attacks(t, ksq, occ) & their_diag) | (rook_attacks(t, ksq, occ) & their_orth);
    if (more_than_one(checkers)) return CountOnly ? count : static_cast<int>(out - begin);
    check_mask = checkers | t.between[ksq][lsb(checkers)];
  } else {
    // Castling: rights imply king and rook on their original squares.
    constexpr uint8_t kKingSide = Us == kWhite ? kWhiteKingSide : kBlackKingSide;
    constexpr uint8_t kQueenSide = Us == kWhite ? kWhiteQueenSide : kBlackQueenSide;
    constexpr int kBase = Us == kWhite ? 0 : 56;
    if ((castling_ & kKingSide) && !(occ & (bit(kBase + 5) | bit(kBase + 6))) &&
        !(danger & (bit(kBase + 5) | bit(kBase + 6)))) {
      if constexpr (CountOnly)
        ++count;
      else
        *out++ = FastMove{kBase + 4, kBase + 6, 0, kCastle};
    }
    if ((castling_ & kQueenSide) && !(occ & (bit(kBase + 1) | bit(kBase + 2) | bit(kBase + 3))) &&
        !(danger & (bit(kBase + 2) | bit(kBase + 3)))) {
      if constexpr (CountOnly)
        ++count;
      else
        *out++ = FastMove{kBase + 4, kBase + 2, 0, kCastle};
    }
  }

  // Pinned pieces: ours, alone between our king and an enemy slider on an empty-board line.
  Bitboard pinned = 0;
  for (Bitboard snipers = (t.bishop_empty[ksq] & their_diag) | (t.rook_empty[ksq] & their_orth); snipers;) {
    const Bitboard b = t.between[ksq][pop_lsb(snipers)] & occ;
    if (b && !more_than_one(b) && (b & ours)) pinned |= b;
  }

  const Bitboard targets = ~ours & check_mask;

  // Knights (a pinned knight never moves).
  for (Bitboard b = pieces_[piece_index(Us, kKnight)] & ~pinned; b;) {
    const int from = pop_lsb(b);
    const Bitboard to = t.knight[from] & targets;
    if constexpr (CountOnly)
      count += popcount(to);
    else
      out = emit(out, from, to, theirs);
  }
  // Sliders; a pinned one stays on the line through the king.
  const Bitboard our_queens = pieces_[piece_index(Us, kQueen)];
  for (Bitboard b = pieces_[piece_index(Us, kBishop)] | our_queens; b;) {
    const int from = pop_lsb(b);
    Bitboard to = bishop_attacks(t, from, occ) & targets;
    if (pinned & bit(from)) to &= t.line[ksq][from];
    if constexpr (CountOnly)
      count += popcount(to);
    else
      out = emit(out, from, to, theirs);
  }
  for (Bitboard b = pieces_[piece_index(Us, kRook)] | our_queens; b;) {
    const int from = pop_lsb(b);
    Bitboard to = rook_attacks(t, from, occ) & targets;
    if (pinned & bit(from)) to &= t.line[ksq][from];
    if constexpr (CountOnly)
      count += popcount(to);
    else
      out = emit(out, from, to, theirs);
  }

  // Pawns. Unpinned ones set-wise.
  const Bitboard pawns = pieces_[piece_index(Us, kPawn)];
  {
    const Bitboard free = pawns & ~pinned;
    const Bitboard single = shift<Up>(free) & empty;
    const Bitboard push = single & check_mask;
    const Bitboard dbl = shift<Up>(single & kRank3) & empty & check_mask;
    const Bitboard left = shift<UpLeft>(free) & theirs & check_mask;
    const Bitboard right = shift<UpRight>(free) & theirs & check_mask;
    if constexpr (CountOnly) {
      count += popcount(push) + popcount(dbl) + popcount(left) + popcount(right);
      if ((push | left | right) & kLastRank)  // each promotion counts four moves
        count += 3 * (popcount(push & kLastRank) + popcount(left & kLastRank) + popcount(right & kLastRank));
    } else {
      out = emit_pawn_set<Up>(out, push & ~kLastRank, kQuiet);
      out = emit_pawn_set<2 * Up>(out, dbl, kDoublePush);
      out = emit_pawn_set<UpLeft>(out, left & ~kLastRank, kCapture);
      out = emit_pawn_set<UpRight>(out, right & ~kLastRank, kCapture);
      out = emit_promotion_set<Up>(out, push & kLastRank, kQuiet);
      out = emit_promotion_set<UpLeft>(out, left & kLastRank, kCapture);
      out = emit_promotion_set<UpRight>(out, right & kLastRank, kCapture);
    }
  }
  // Pinned pawns one by one (they may still move along the pin line, even capture-promote onto it).
  for (Bitboard b = pawns & pinned; b;) {
    const int from = pop_lsb(b);
    const Bitboard single = shift<Up>(bit(from)) & empty;
    Bitboard to = (single | (shift<Up>(single & kRank3) & empty) | (t.pawn[Us][from] & theirs)) & check_mask &
                  t.line[ksq][from];
    if constexpr (CountOnly) {
      count += popcount(to & ~kLastRank) + 4 * popcount(to & kLastRank);
    } else {
      while (to) {
        const int sq = pop_lsb(to);
        const uint8_t capture = (theirs & bit(sq)) ? kCapture : kQuiet;
        if (bit(sq) & kLastRank)
          out = emit_promotions(out, from, sq, capture);
        else
          *out++ = FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(sq), 0,
                            static_cast<uint8_t>(capture | ((sq - from == 2 * Up) ? kDoublePush : 0))};
      }
    }
  }
  // En passant: rare, so test it exactly on the resulting occupancy (covers the horizontal two-pawn pin,
  // diagonal pins, and checks that the capture does or does not resolve).
  if (en_passant_ >= 0) {
    const int ep = en_passant_;
    const int victim = ep - Up;
    for (Bitboard b = t.pawn[Them][ep] & pawns; b;) {
      const int from = pop_lsb(b);
      const Bitboard after = (occ ^ bit(from) ^ bit(victim)) | bit(ep);
      if (rook_attacks(t, ksq, after) & their_orth) continue;
      if (bishop_attacks(t, ksq, after) & their_diag) continue;
      if (checkers & ~(their_diag | their_orth) & ~bit(victim)) continue;  // knight or other pawn checking
      if constexpr (CountOnly)
        ++count;
      else
        *out++ = FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(ep), 0,
                          static_cast<uint8_t>(kCapture | kEnPassant)};
    }
  }
  return CountOnly ? count : static_cast<int>(out - begin);
}

int Board::legal_moves(FastMove* out) const {
  return side_ == kWhite ? generate<kWhite, false>(out) : generate<kBlack, false>(out);
}

int Board::count_legal_moves() const {
  return side_ == kWhite ? generate<kWhite, true>(nullptr) : generate<kBlack, true>(nullptr);
}

void Board::play(const FastMove& m) {
  const Tables& t = tables();
  const int from = m.from, to = m.to;
  const int us = side_;
  const int piece = mailbox_[from];
  const uint8_t captured = mailbox_[to];
  history_.push_back(Undo{m, captured, castling_, en_passant_});

  en_passant_ = -1;
  if (captured != kNone) remove(to, captured);
  // Move the piece.
  const Bitboard from_to = bit(from) | bit(to);
  pieces_[piece] ^= from_to;
  colour_[us] ^= from_to;
  mailbox_[from] = kNone;
  mailbox_[to] = static_cast<uint8_t>(piece);

  if (m.flags & (kEnPassant | kCastle | kPromotion | kDoublePush)) {
    if (m.flags & kDoublePush) {
      en_passant_ = static_cast<int8_t>((from + to) / 2);
    } else if (m.flags & kEnPassant) {
      remove(to ^ 8, piece_index(us ^ 1, kPawn));
    } else if (m.flags & kPromotion) {
      remove(to, piece);
      put(to, piece_index(us, promotion_type(m.promotion)));
    } else {  // castle
      const int rook_from = to > from ? to + 1 : to - 2;
      const int rook_to = to > from ? to - 1 : to + 1;
      const int rook = piece_index(us, kRook);
      remove(rook_from, rook);
      put(rook_to, rook);
    }
  }
  castling_ &= t.castle_keep[from] & t.castle_keep[to];
  side_ ^= 1;
}

void Board::undo() {
  const Undo u = history_.back();
  history_.pop_back();
  side_ ^= 1;
  castling_ = u.castling;
  en_passant_ = u.en_passant;
  const int us = side_;
  const int from = u.move.from, to = u.move.to;
  const uint8_t flags = u.move.flags;

  if (flags & kPromotion) {
    remove(to, mailbox_[to]);
    put(to, piece_index(us, kPawn));
  } else if (flags & kCastle) {
    const int rook_from = to > from ? to + 1 : to - 2;
    const int rook_to = to > from ? to - 1 : to + 1;
    const int rook = piece_index(us, kRook);
    remove(rook_to, rook);
    put(rook_from, rook);
  }
  const int piece = mailbox_[to];
  const Bitboard from_to = bit(from) | bit(to);
  pieces_[piece] ^= from_to;
  colour_[us] ^= from_to;
  mailbox_[to] = kNone;
  mailbox_[from] = static_cast<uint8_t>(piece);
  if (u.captured != kNone) put(to, u.captured);
  if (flags & kEnPassant) put(to ^ 8, piece_index(us ^ 1, kPawn));
}

std::string to_uci(const FastMove& m) {
  std::string s;
  s += static_cast<char>('a' + m.from % 8);
  s += static_cast<char>('1' + m.from / 8);
  s += static_cast<char>('a' + m.to % 8);
  s += static_cast<char>('1' + m.to / 8);
  if (m.promotion) s += m.promotion;
  return s;
}

namespace {
uint64_t perft_recursive(Board& board, int depth) {
  if (depth == 1) return static_cast<uint64_t>(board.count_legal_moves());
  FastMove moves[Board::kMaxMoves];
  const int n = board.legal_moves(moves);
  uint64_t nodes = 0;
  for (int i = 0; i < n; ++i) {
    board.play(moves[i]);
    nodes += perft_recursive(board, depth - 1);
    board.undo();
  }
  return nodes;
}
}  // namespace

uint64_t perft(Board& board, int depth) {
  if (depth <= 0) return 1;
  return perft_recursive(board, depth);
}

std::vector<std::pair<FastMove, uint64_t>> perft_divide(Board& board, int depth) {
  std::vector<std::pair<FastMove, uint64_t>> result;
  if (depth <= 0) return result;
  FastMove moves[Board::kMaxMoves];
  const int n = board.legal_moves(moves);
  result.reserve(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    board.play(moves[i]);
    result.emplace_back(moves[i], perft(board, depth - 1));
    board.undo();
  }
  return result;
}

}  // namespace nightrider::bitboard
