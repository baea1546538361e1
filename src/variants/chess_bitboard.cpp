#include "variants/chess_bitboard.h"

#include <array>
#include <bit>
#include <cassert>
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
constexpr Bitboard relative_rank_bb(int colour, int rank) {
  return rank_bb(colour == kWhite ? rank : 7 - rank);
}

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

// Everything needed to find or check a magic number for one square: the relevant occupancy mask and,
// for every subset of it, the true attack set.
struct SquareSubsets {
  Bitboard mask = 0;
  unsigned shift = 64;
  int count = 0;
  std::vector<Bitboard> occupancy = std::vector<Bitboard>(4096);
  std::vector<Bitboard> attacks = std::vector<Bitboard>(4096);

  SquareSubsets(int sq, const int (&dirs)[4][2]) {
    const Bitboard edges = ((kRank1 | kRank8) & ~rank_bb(sq / 8)) | ((kFileA | kFileH) & ~file_bb(sq % 8));
    mask = slide(sq, 0, dirs) & ~edges;
    shift = 64 - static_cast<unsigned>(popcount(mask));
    Bitboard sub = 0;  // carry-rippler enumeration of all subsets of the mask
    do {
      occupancy[count] = sub;
      attacks[count] = slide(sq, sub, dirs);
      ++count;
      sub = (sub - mask) & mask;
    } while (sub != 0);
  }
};

// Writes the attack table of one square for a candidate magic; false on a destructive collision.
// `stamp` marks the slots written by this attempt, so the scratch never needs clearing.
bool fill_magic_table(const SquareSubsets& s, Bitboard magic, Bitboard* table, std::vector<int>& stamps,
                      int& stamp) {
  ++stamp;
  for (int i = 0; i < s.count; ++i) {
    const auto idx = static_cast<size_t>((s.occupancy[i] * magic) >> s.shift);
    if (stamps[idx] != stamp) {
      stamps[idx] = stamp;
      table[idx] = s.attacks[i];
    } else if (table[idx] != s.attacks[i]) {
      return false;
    }
  }
  return true;
}

// Trial and error with sparse random numbers from the fixed-seed generator.
Bitboard search_magic(const SquareSubsets& s, Rng& rng, Bitboard* table, std::vector<int>& stamps,
                      int& stamp) {
  for (;;) {
    const Bitboard candidate = rng.sparse();
    if (popcount((s.mask * candidate) >> 56) < 6) continue;  // cheap rejection of hopeless candidates
    if (fill_magic_table(s, candidate, table, stamps, stamp)) return candidate;
  }
}

constexpr uint64_t kRookSeed = 0x9E3779B97F4A7C15ULL;
constexpr uint64_t kBishopSeed = 0xD1B54A32D192ED03ULL;

// The numbers search_magic() finds for every square, in square order, with the seeds above
// (reproduced by detail::search_magics(), which the tests compare against these). They are embedded
// only to save the search at start-up (a few hundred ms, seconds in debug or sanitizer builds); the
// table builder checks each one and falls back to searching should one ever fail.
constexpr std::array<uint64_t, 64> kRookMagics = {
    0x1080004008801020ULL, 0x0840092002C03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL,
    0x4200100420080200ULL, 0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL,
    0x0404800084400220ULL, 0x0000401000402000ULL, 0x0086001081220440ULL, 0x0408800800100280ULL,
    0x000A001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL, 0x0442000102105084ULL,
    0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021D00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000A0001768104ULL,
    0x0000800080204009ULL, 0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL,
    0x0442000A00049020ULL, 0x2100040080020080ULL, 0x0800120400900148ULL, 0x0010040A00128541ULL,
    0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL, 0x0610008410800800ULL,
    0x0400802402800800ULL, 0xC100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000A0020ULL,
    0x0004080004008080ULL, 0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL,
    0x0088403882010200ULL, 0x0820400080210100ULL, 0x0110910040A00300ULL, 0x0801100280080480ULL,
    0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL, 0x0091800041000080ULL,
    0x0000209300488001ULL, 0x04C1002414824001ULL, 0x020020000B001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084C0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL,
};
constexpr std::array<uint64_t, 64> kBishopMagics = {
    0x2048017020910100ULL, 0x0044410424008008ULL, 0x040828A400900000ULL, 0x8002209200022000ULL,
    0x0002021000540002ULL, 0x0021018840000000ULL, 0x00009E8420204002ULL, 0x00A0920110084480ULL,
    0x4003062018010110ULL, 0x0221046812004E09ULL, 0x01E11002958912A0ULL, 0x0000044410804000ULL,
    0x0000821210000080ULL, 0x080201102210A800ULL, 0x0080040411045004ULL, 0x00704A1842021000ULL,
    0x1005061070322800ULL, 0x0018001010410444ULL, 0x0010000800401420ULL, 0x2204002844000800ULL,
    0x2052020412022280ULL, 0x000A020101008208ULL, 0x0040400201042000ULL, 0x03E1082040480410ULL,
    0x1004200004208414ULL, 0x08700400984808C8ULL, 0x0088080004004410ULL, 0x008C0240140100A2ULL,
    0x0008840001822000ULL, 0x0050088001080100ULL, 0x98140840040A2200ULL, 0x3002020900210110ULL,
    0x1004040640206000ULL, 0x1090909000840400ULL, 0x9002444810100020ULL, 0x4000020080080080ULL,
    0x0028020400011010ULL, 0x0290808300020100ULL, 0x8010020882004410ULL, 0x0604010040082C20ULL,
    0x20040104C0801008ULL, 0x6004208424001050ULL, 0x1002840041000800ULL, 0x0200042018000102ULL,
    0xA8002000A0821C00ULL, 0x0040080802201910ULL, 0x0222620444000100ULL, 0x0002080041020088ULL,
    0x1500820110401050ULL, 0x0000492090100080ULL, 0x0900410041100000ULL, 0x0302000420880000ULL,
    0x0010501202020020ULL, 0x0008200490049040ULL, 0x0462080214A40120ULL, 0x2421310102008100ULL,
    0x2400420080884060ULL, 0x0800804406184208ULL, 0x0B0080124A084400ULL, 0x082E082300840412ULL,
    0x6051049040082200ULL, 0xC610211002102101ULL, 0x0000048808010433ULL, 0x0010200804405440ULL,
};

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
  static void init_magics(Magic* magics, Bitboard* table, const int (&dirs)[4][2],
                          const std::array<uint64_t, 64>& known, uint64_t seed);
};

void Tables::init_magics(Magic* magics, Bitboard* table, const int (&dirs)[4][2],
                         const std::array<uint64_t, 64>& known, uint64_t seed) {
  std::vector<int> stamps(4096, 0);
  int stamp = 0;
  Rng rng(seed);
  Bitboard* next = table;
  for (int sq = 0; sq < 64; ++sq) {
    const SquareSubsets s(sq, dirs);
    Magic& m = magics[sq];
    m.mask = s.mask;
    m.shift = s.shift;
    m.attacks = next;
    m.magic = known[sq];
    if (!fill_magic_table(s, m.magic, next, stamps, stamp))
      m.magic = search_magic(s, rng, next, stamps, stamp);
    next += s.count;
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

  init_magics(rook, rook_table, kRookDirs, kRookMagics, kRookSeed);
  init_magics(bishop, bishop_table, kBishopDirs, kBishopMagics, kBishopSeed);
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
    case 'P':
      return piece_index(kWhite, kPawn);
    case 'N':
      return piece_index(kWhite, kKnight);
    case 'B':
      return piece_index(kWhite, kBishop);
    case 'R':
      return piece_index(kWhite, kRook);
    case 'Q':
      return piece_index(kWhite, kQueen);
    case 'K':
      return piece_index(kWhite, kKing);
    case 'p':
      return piece_index(kBlack, kPawn);
    case 'n':
      return piece_index(kBlack, kKnight);
    case 'b':
      return piece_index(kBlack, kBishop);
    case 'r':
      return piece_index(kBlack, kRook);
    case 'q':
      return piece_index(kBlack, kQueen);
    case 'k':
      return piece_index(kBlack, kKing);
    case '.':
    case 0:
      return kNone;
    default:
      return -1;
  }
}

constexpr char kPieceChars[13] = {'P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k', '.'};

int promotion_type(char c) {
  switch (c) {
    case 'n':
      return kKnight;
    case 'b':
      return kBishop;
    case 'r':
      return kRook;
    default:
      return kQueen;
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
    if (p < 0)
      throw std::invalid_argument(std::string("bitboard::Board: unknown piece '") + s.board[sq] + "'");
    if (p == kNone) continue;
    if (p % 6 == kPawn && (sq < 8 || sq >= 56))
      throw std::invalid_argument("bitboard::Board: pawn on the first or last rank");
    put(sq, p);
  }
  if (popcount(pieces_[piece_index(kWhite, kKing)]) != 1 ||
      popcount(pieces_[piece_index(kBlack, kKing)]) != 1)
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
  constexpr Bitboard kRank3 = relative_rank_bb(Us, 2);
  constexpr Bitboard kLastRank = relative_rank_bb(Us, 7);

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
  const Bitboard their_king = pieces_[piece_index(Them, kKing)];

  // Is a square attacked by the enemy, given an occupancy (our king removed for king steps, so that it
  // cannot step back along a checking ray)? Cheapest tests first.
  auto attacked = [&](int sq, Bitboard occupancy) {
    return ((t.pawn[Us][sq] & their_pawns) | (t.knight[sq] & their_knights) | (t.king[sq] & their_king)) ||
           (bishop_attacks(t, sq, occupancy) & their_diag) || (rook_attacks(t, sq, occupancy) & their_orth);
  };

  // Checkers and pins in one pass over the enemy sliders on empty-board lines through our king:
  // nothing between means check, exactly one of ours between means a pin.
  Bitboard checkers = (t.knight[ksq] & their_knights) | (t.pawn[Us][ksq] & their_pawns);
  Bitboard pinned = 0;
  for (Bitboard snipers = (t.bishop_empty[ksq] & their_diag) | (t.rook_empty[ksq] & their_orth); snipers;) {
    const int sniper = pop_lsb(snipers);
    const Bitboard b = t.between[ksq][sniper] & occ;
    if (b == 0)
      checkers |= bit(sniper);
    else if (!more_than_one(b) && (b & ours))
      pinned |= b;
  }

  // King steps.
  {
    const Bitboard occ_without_king = occ ^ bit(ksq);
    Bitboard legal = 0;
    for (Bitboard b = t.king[ksq] & ~ours; b;) {
      const int to = pop_lsb(b);
      if (!attacked(to, occ_without_king)) legal |= bit(to);
    }
    if constexpr (CountOnly)
      count += popcount(legal);
    else
      out = emit(out, ksq, legal, theirs);
  }

  Bitboard check_mask = ~Bitboard{0};
  if (checkers) {
    if (more_than_one(checkers)) return CountOnly ? count : static_cast<int>(out - begin);
    check_mask = checkers | t.between[ksq][lsb(checkers)];
  } else {
    // Castling: rights imply king and rook on their original squares.
    constexpr uint8_t kKingSide = Us == kWhite ? kWhiteKingSide : kBlackKingSide;
    constexpr uint8_t kQueenSide = Us == kWhite ? kWhiteQueenSide : kBlackQueenSide;
    constexpr int kBase = Us == kWhite ? 0 : 56;
    if ((castling_ & kKingSide) && !(occ & (bit(kBase + 5) | bit(kBase + 6))) && !attacked(kBase + 5, occ) &&
        !attacked(kBase + 6, occ)) {
      if constexpr (CountOnly)
        ++count;
      else
        *out++ = FastMove{kBase + 4, kBase + 6, 0, kCastle};
    }
    if ((castling_ & kQueenSide) && !(occ & (bit(kBase + 1) | bit(kBase + 2) | bit(kBase + 3))) &&
        !attacked(kBase + 3, occ) && !attacked(kBase + 2, occ)) {
      if constexpr (CountOnly)
        ++count;
      else
        *out++ = FastMove{kBase + 4, kBase + 2, 0, kCastle};
    }
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
      // Pushes, double steps and left captures go to pairwise different squares: one popcount.
      count += popcount(push | dbl | left) + popcount(right);
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
  assert(!history_.empty());
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

namespace detail {

std::array<uint64_t, 64> search_magics(bool rook) {
  std::array<uint64_t, 64> result{};
  std::vector<Bitboard> table(4096);
  std::vector<int> stamps(4096, 0);
  int stamp = 0;
  Rng rng(rook ? kRookSeed : kBishopSeed);
  for (int sq = 0; sq < 64; ++sq)
    result[sq] =
        search_magic(SquareSubsets(sq, rook ? kRookDirs : kBishopDirs), rng, table.data(), stamps, stamp);
  return result;
}

std::array<uint64_t, 64> magics_in_use(bool rook) {
  std::array<uint64_t, 64> result{};
  const Tables& t = tables();
  for (int sq = 0; sq < 64; ++sq) result[sq] = rook ? t.rook[sq].magic : t.bishop[sq].magic;
  return result;
}

}  // namespace detail

}  // namespace nightrider::bitboard
