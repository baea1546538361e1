#include "variants/bitboard/attacks8.h"

#include <array>
#include <cstddef>
#include <vector>

namespace nightrider::bitboard8 {
namespace {

constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

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

constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// The reference slider: step along each direction up to and including the first occupied square.
Bitboard slide(int square, Bitboard occupied, const int (&dirs)[4][2]) {
  Bitboard result = 0;
  for (const auto& d : dirs) {
    int f = square % 8 + d[0], r = square / 8 + d[1];
    while (on_board(f, r)) {
      result |= bit(r * 8 + f);
      if (occupied & bit(r * 8 + f)) break;
      f += d[0];
      r += d[1];
    }
  }
  return result;
}

// The same from the empty-board rays (each cut beyond its first blocker): start-up fills about 100000
// attack sets with it.
using Rays = Bitboard[8][64];
Bitboard slide_by_rays(const Rays& rays, int square, Bitboard occupied, bool orthogonal) {
  Bitboard result = 0;
  for (int d = 0; d < 8; ++d) {
    if ((kDirectionFile[d] == 0 || kDirectionRank[d] == 0) != orthogonal) continue;
    Bitboard ray = rays[d][square];
    if (const Bitboard blockers = ray & occupied) ray &= ~rays[d][nearest(d, blockers)];
    result |= ray;
  }
  return result;
}

// Everything needed to find or check a magic number for one square: the relevant occupancy mask and,
// for every subset of it, the true attack set.
struct SquareSubsets {
  Bitboard mask = 0;
  unsigned shift = 64;
  int count = 0;
  std::vector<Bitboard> occupancy, attacks;  // (sized to the subsets: start-up zeroes no more than it needs)

  SquareSubsets(int sq, const int (&dirs)[4][2], const Rays& rays) {
    const Bitboard edges = ((kRank1 | kRank8) & ~rank_bb(sq / 8)) | ((kFileA | kFileH) & ~file_bb(sq % 8));
    mask = slide(sq, 0, dirs) & ~edges;
    shift = 64 - static_cast<unsigned>(popcount(mask));
    occupancy.resize(size_t{1} << popcount(mask));
    attacks.resize(occupancy.size());
    Bitboard sub = 0;  // carry-rippler enumeration of all subsets of the mask
    do {
      occupancy[count] = sub;
      attacks[count] = slide_by_rays(rays, sq, sub, dirs[0][0] == 0 || dirs[0][1] == 0);
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
    const auto idx = static_cast<std::size_t>((s.occupancy[i] * magic) >> s.shift);
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

// Fills one slider's magics and its shared attack table, square after square.
void init_magics(Magic* magics, Bitboard* table, const int (&dirs)[4][2], const Rays& rays,
                 const std::array<uint64_t, 64>& known, uint64_t seed) {
  std::vector<int> stamps(4096, 0);
  int stamp = 0;
  Rng rng(seed);
  Bitboard* next = table;
  for (int sq = 0; sq < 64; ++sq) {
    const SquareSubsets s(sq, dirs, rays);
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

}  // namespace

Tables::Tables() {
  constexpr int kKnightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (int sq = 0; sq < 64; ++sq) {
    const int f = sq % 8, r = sq / 8;
    auto add = [&](Bitboard& b, int df, int dr) {
      if (on_board(f + df, r + dr)) b |= bit((r + dr) * 8 + f + df);
    };
    knight[sq] = king[sq] = rook_empty[sq] = bishop_empty[sq] = 0;
    for (const auto& step : kKnightSteps) add(knight[sq], step[0], step[1]);
    for (int colour = 0; colour < 2; ++colour) {
      const int forward = colour == 0 ? 1 : -1;
      pawn_captures[kOrthodoxPawn][colour][sq] = pawn_captures[kBerolinaPawn][colour][sq] = 0;
      add(pawn_captures[kOrthodoxPawn][colour][sq], -1, forward);
      add(pawn_captures[kOrthodoxPawn][colour][sq], 1, forward);
      add(pawn_captures[kBerolinaPawn][colour][sq], 0, forward);
    }
    for (int d = 0; d < 8; ++d) {
      add(king[sq], kDirectionFile[d], kDirectionRank[d]);
      ray[d][sq] = 0;
      for (int ff = f + kDirectionFile[d], rr = r + kDirectionRank[d]; on_board(ff, rr);
           ff += kDirectionFile[d], rr += kDirectionRank[d])
        ray[d][sq] |= bit(rr * 8 + ff);
      const bool orthogonal = kDirectionFile[d] == 0 || kDirectionRank[d] == 0;
      (orthogonal ? rook_empty : bishop_empty)[sq] |= ray[d][sq];
    }
  }
  for (int a = 0; a < 64; ++a)
    for (int b = 0; b < 64; ++b) between[a][b] = line[a][b] = 0;
  for (int a = 0; a < 64; ++a)
    for (int d = 0; d < 8; ++d)
      for (Bitboard on_ray = ray[d][a]; on_ray;) {
        const int b = pop_lsb(on_ray);
        const int back = (d + 4) % 8;
        between[a][b] = ray[d][a] & ray[back][b];
        line[a][b] = ray[d][a] | ray[back][a] | bit(a);
      }

  init_magics(rook_magic, rook_table, kRookDirs, ray, kRookMagics, kRookSeed);
  init_magics(bishop_magic, bishop_table, kBishopDirs, ray, kBishopMagics, kBishopSeed);
}

namespace detail {

std::array<uint64_t, 64> search_magics(bool rook) {
  std::array<uint64_t, 64> result{};
  std::vector<Bitboard> table(4096);
  std::vector<int> stamps(4096, 0);
  int stamp = 0;
  Rng rng(rook ? kRookSeed : kBishopSeed);
  for (int sq = 0; sq < 64; ++sq)
    result[sq] = search_magic(SquareSubsets(sq, rook ? kRookDirs : kBishopDirs, tables().ray), rng,
                              table.data(), stamps, stamp);
  return result;
}

std::array<uint64_t, 64> magics_in_use(bool rook) {
  std::array<uint64_t, 64> result{};
  const Tables& t = tables();
  for (int sq = 0; sq < 64; ++sq) result[sq] = rook ? t.rook_magic[sq].magic : t.bishop_magic[sq].magic;
  return result;
}

}  // namespace detail

}  // namespace nightrider::bitboard8
