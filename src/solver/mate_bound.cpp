#include "solver/mate_bound.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "solver/empty_board.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider::solver {
namespace empty_board {

namespace b8 = bitboard8;

bool same_line(int a, int b) { return file_of(a) == file_of(b) || rank_of(a) == rank_of(b); }
bool same_diagonal(int a, int b) {
  return std::abs(file_of(a) - file_of(b)) == std::abs(rank_of(a) - rank_of(b));
}
bool same_colour(int a, int b) { return (file_of(a) + rank_of(a)) % 2 == (file_of(b) + rank_of(b)) % 2; }

// Knight distances on the empty board, by breadth-first search (immutable once built).
const std::array<std::array<uint8_t, 64>, 64>& knight_distances() {
  static const auto table = [] {
    std::array<std::array<uint8_t, 64>, 64> d{};
    constexpr int jumps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int from = 0; from < 64; ++from) {
      auto& row = d[static_cast<size_t>(from)];
      row.fill(0xFF);
      std::array<int, 64> queue{};
      int head = 0, tail = 0;
      row[static_cast<size_t>(from)] = 0;
      queue[tail++] = from;
      while (head < tail) {
        const int s = queue[head++];
        for (const auto& j : jumps) {
          const int f = file_of(s) + j[0], r = rank_of(s) + j[1];
          if (f < 0 || f > 7 || r < 0 || r > 7) continue;
          const int t = r * 8 + f;
          if (row[static_cast<size_t>(t)] != 0xFF) continue;
          row[static_cast<size_t>(t)] = static_cast<uint8_t>(row[static_cast<size_t>(s)] + 1);
          queue[tail++] = t;
        }
      }
    }
    return d;
  }();
  return table;
}

// Moves a pawn of `white` needs to go from `from` to `to` (forward, at most one file per rank), or kFar.
int pawn_steps(bool white, int from, int to) {
  const int forward = white ? rank_of(to) - rank_of(from) : rank_of(from) - rank_of(to);
  if (forward < 0 || std::abs(file_of(to) - file_of(from)) > forward) return kFar;
  if (forward == 0) return from == to ? 0 : kFar;
  // From its first rank a double step saves a move, if the files left to cross fit in the other steps.
  const bool start = white ? rank_of(from) == 1 : rank_of(from) == 6;
  return forward - (start && forward >= 2 && std::abs(file_of(to) - file_of(from)) <= forward - 2 ? 1 : 0);
}
int pawn_promotion_steps(bool white, int from) {
  const int left = white ? 7 - rank_of(from) : rank_of(from);
  const bool start = white ? rank_of(from) == 1 : rank_of(from) == 6;
  return left - (start ? 1 : 0);
}

// King moves from `from` to `to`; a castling right lets the king reach its castling square in one.
int king_reach(int from, int to, uint8_t castles) {
  int best = king_distance(from, to);
  if (castles & (b8::kWhiteKingSide | b8::kBlackKingSide))
    best = std::min(best, 1 + king_distance(from + 2, to));
  if (castles & (b8::kWhiteQueenSide | b8::kBlackQueenSide))
    best = std::min(best, 1 + king_distance(from - 2, to));
  return best;
}

// The rook's square after castling, when a rook on `from` keeps a castling right (castling moves it
// with the king, for free), else -1.
int castling_rook_square(int from, uint8_t castles) {
  if (from == 7 && (castles & b8::kWhiteKingSide)) return 5;
  if (from == 0 && (castles & b8::kWhiteQueenSide)) return 3;
  if (from == 63 && (castles & b8::kBlackKingSide)) return 61;
  if (from == 56 && (castles & b8::kBlackQueenSide)) return 59;
  return -1;
}

// Moves for a unit (orthodox type) to stand on `to`, empty board; a pawn may promote on the way.
int compute_reach(int type, bool white, int from, int to) {
  if (from == to) return 0;
  switch (type) {
    case b8::kKing:
      return king_distance(from, to);
    case b8::kKnight:
      return knight_distances()[static_cast<size_t>(from)][static_cast<size_t>(to)];
    case b8::kRook:
      return same_line(from, to) ? 1 : 2;
    case b8::kBishop:
      return !same_colour(from, to) ? kFar : same_diagonal(from, to) ? 1 : 2;
    case b8::kQueen:
      return same_line(from, to) || same_diagonal(from, to) ? 1 : 2;
    default:  // pawn: as a pawn, or promoted (then at least one more move unless it lands there)
      return std::min(pawn_steps(white, from, to), pawn_promotion_steps(white, from) + 1);
  }
}

// The squares within d king steps of a square, d = 0..7: a table made at compile time, as the bound
// asks for rings around the king at every node.
constexpr auto kKingBalls = [] {
  std::array<uint64_t, 64 * 8> t{};
  for (int c = 0; c < 64; ++c)
    for (int sq = 0; sq < 64; ++sq)
      for (int r = king_distance(c, sq); r < 8; ++r) t[static_cast<size_t>(c * 8 + r)] |= uint64_t{1} << sq;
  return t;
}();
uint64_t king_ball(int centre, int d) { return kKingBalls[static_cast<size_t>(centre * 8 + d)]; }

// The same from a table (immutable once built): it is asked for every blocker and square.
int reach(int type, bool white, int from, int to) {
  static const std::vector<uint8_t> table = [] {
    std::vector<uint8_t> t(6 * 2 * 64 * 64);
    for (int ty = 0; ty < 6; ++ty)
      for (int w = 0; w < 2; ++w)
        for (int f = 0; f < 64; ++f)
          for (int to = 0; to < 64; ++to)
            t[static_cast<size_t>(((ty * 2 + w) * 64 + f) * 64 + to)] =
                static_cast<uint8_t>(std::min(compute_reach(ty, w == 1, f, to), kFar));
    return t;
  }();
  return table[static_cast<size_t>(((type * 2 + (white ? 1 : 0)) * 64 + from) * 64 + to)];
}

int reach_castling_aside(int type, bool white, int from, int to, uint8_t castles) {
  const int direct = reach(type, white, from, to);
  const int castled = type == b8::kRook ? castling_rook_square(from, castles) : -1;
  return castled < 0 ? direct : std::min(direct, reach(type, white, castled, to));
}

// The squares a unit reaches within d moves, d = 0..7, and (d = 8) at all (immutable once built).
constexpr int kLayers = 9;
uint64_t reach_within(int type, bool white, int from, int d) {
  static const std::vector<uint64_t> table = [] {
    std::vector<uint64_t> t(6 * 2 * 64 * kLayers);
    for (int ty = 0; ty < 6; ++ty)
      for (int w = 0; w < 2; ++w)
        for (int f = 0; f < 64; ++f)
          for (int to = 0; to < 64; ++to) {
            const int r = reach(ty, w == 1, f, to);
            if (r >= kFar) continue;
            for (int layer = std::min(r, kLayers - 1); layer < kLayers; ++layer)
              t[static_cast<size_t>(((ty * 2 + w) * 64 + f) * kLayers + layer)] |= uint64_t{1} << to;
          }
    return t;
  }();
  return table[static_cast<size_t>(((type * 2 + (white ? 1 : 0)) * 64 + from) * kLayers + d)];
}

bool attacks_on_empty_board(int walk, int from, int to) {
  if (from == to) return false;
  const int df = std::abs(file_of(to) - file_of(from)), dr = rank_of(to) - rank_of(from);
  switch (walk) {
    case kWalkWhitePawn:
      return dr == 1 && df == 1;
    case kWalkBlackPawn:
      return dr == -1 && df == 1;
    case kWalkKnight:
      return df * std::abs(dr) == 2;
    case kWalkBishop:
      return df == std::abs(dr);
    case kWalkRook:
      return df == 0 || dr == 0;
    case kWalkQueen:
      return df == 0 || dr == 0 || df == std::abs(dr);
    default:
      return std::max(df, std::abs(dr)) == 1;
  }
}

// The nine squares around a centre, bit (rank offset + 1) * 3 + (file offset + 1); bit 4 is the centre.
constexpr uint16_t kCentreBit = 1u << 4;
int box_bit(int centre, int sq) {
  const int df = file_of(sq) - file_of(centre), dr = rank_of(sq) - rank_of(centre);
  if (std::abs(df) > 1 || std::abs(dr) > 1) return -1;
  return (dr + 1) * 3 + (df + 1);
}

// box_attacks(walk, from, centre): the bits of the squares around `centre` a unit of `walk` on `from`
// attacks on an empty board (immutable once built).
uint16_t box_attacks(int walk, int from, int centre) {
  static const std::vector<uint16_t> table = [] {
    std::vector<uint16_t> t(static_cast<size_t>(kWalks) * 64 * 64);
    for (int w = 0; w < kWalks; ++w)
      for (int from = 0; from < 64; ++from) {
        const uint64_t attacked = empty_board_attacks(w, from);
        for (int centre = 0; centre < 64; ++centre) {
          uint16_t bits = 0;
          for (int bit = 0; bit < 9; ++bit) {
            const int f = file_of(centre) + bit % 3 - 1, r = rank_of(centre) + bit / 3 - 1;
            if (f >= 0 && f <= 7 && r >= 0 && r <= 7 && ((attacked >> (r * 8 + f)) & 1))
              bits = static_cast<uint16_t>(bits | (1u << bit));
          }
          t[(static_cast<size_t>(w) * 64 + static_cast<size_t>(from)) * 64 + static_cast<size_t>(centre)] =
              bits;
        }
      }
    return t;
  }();
  return table[(static_cast<size_t>(walk) * 64 + static_cast<size_t>(from)) * 64 +
               static_cast<size_t>(centre)];
}

// The squares a unit of `walk` on `from` attacks on an empty board (immutable once built).
uint64_t empty_board_attacks(int walk, int from) {
  static const std::vector<uint64_t> table = [] {
    std::vector<uint64_t> t(static_cast<size_t>(kWalks) * 64);
    for (int w = 0; w < kWalks; ++w)
      for (int from = 0; from < 64; ++from)
        for (int sq = 0; sq < 64; ++sq)
          if (attacks_on_empty_board(w, from, sq))
            t[static_cast<size_t>(w) * 64 + static_cast<size_t>(from)] |= uint64_t{1} << sq;
    return t;
  }();
  return table[static_cast<size_t>(walk) * 64 + static_cast<size_t>(from)];
}

// The squares from which a unit of `walk` attacks or occupies one of the nine squares around `centre`
// (immutable once built).
uint64_t relevant_squares(int walk, int centre) {
  static const std::vector<uint64_t> table = [] {
    std::vector<uint64_t> t(static_cast<size_t>(kWalks) * 64);
    // The nine squares and whatever attacks one of them: a walk's attackers of a square are the squares
    // it attacks from there, but for pawns, whose attackers stand the other way.
    for (int w = 0; w < kWalks; ++w)
      for (int centre = 0; centre < 64; ++centre) {
        const int reverse = w == kWalkWhitePawn ? kWalkBlackPawn : w == kWalkBlackPawn ? kWalkWhitePawn : w;
        const uint64_t box = empty_board_attacks(kWalkKing, centre) | uint64_t{1} << centre;
        uint64_t squares = box;
        for (uint64_t b = box; b; b &= b - 1) squares |= empty_board_attacks(reverse, lowest_square(b));
        t[static_cast<size_t>(w) * 64 + static_cast<size_t>(centre)] = squares;
      }
    return t;
  }();
  return table[static_cast<size_t>(walk) * 64 + static_cast<size_t>(centre)];
}

uint64_t mix(uint64_t x) {  // splitmix64's finaliser
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// The flights of a king on k: bits of the nine squares around it that are on the board, but not k's.
uint16_t flights_of(int k) {
  uint16_t flights = 0;
  for (int bit = 0; bit < 9; ++bit) {
    const int f = file_of(k) + bit % 3 - 1, r = rank_of(k) + bit / 3 - 1;
    if (bit != 4 && f >= 0 && f <= 7 && r >= 0 && r <= 7)
      flights = static_cast<uint16_t>(flights | (1u << bit));
  }
  return flights;
}
int square_of_bit(int k, int bit) { return k + (bit / 3 - 1) * 8 + (bit % 3 - 1); }
uint64_t squares_of_bits(int k, uint16_t bits) {
  uint64_t squares = 0;
  for (int bit = 0; bit < 9; ++bit)
    if (bits & (1u << bit)) squares |= uint64_t{1} << square_of_bit(k, bit);
  return squares;
}

// Moves for a pawn of `white` on `from` to stand on each square when the other side's units stand still
// on `still` (all its moves but the mate are made): diagonal steps need one to take; a promoted pawn goes
// on as any piece, on an empty board.
std::array<uint8_t, 64> pawn_reach_past_still_units(bool white, int from, uint64_t still) {
  std::array<int, 64> dist;
  dist.fill(kFar);
  std::array<int, 64> best;
  best.fill(kFar);
  const int dir = white ? 8 : -8, last_rank = white ? 7 : 0, start_rank = white ? 1 : 6;
  // Moves for a piece a pawn may promote to, from `p` to each square (immutable once built).
  static const std::vector<uint8_t> promoted = [] {
    std::vector<uint8_t> table(64 * 64);
    for (int p = 0; p < 64; ++p)
      for (int t = 0; t < 64; ++t) {
        int r = kFar;
        for (int type : {b8::kKnight, b8::kBishop, b8::kRook, b8::kQueen})
          r = std::min(r, reach(type, true, p, t));
        table[static_cast<size_t>(p * 64 + t)] = static_cast<uint8_t>(r);
      }
    return table;
  }();
  auto promote = [&](int p, int c) {
    for (int t = 0; t < 64; ++t)
      best[static_cast<size_t>(t)] =
          std::min<int>(best[static_cast<size_t>(t)], c + promoted[static_cast<size_t>(p * 64 + t)]);
  };
  auto arrive = [&](int sq, int c) {
    if (rank_of(sq) == last_rank)
      promote(sq, c);
    else
      dist[static_cast<size_t>(sq)] = std::min(dist[static_cast<size_t>(sq)], c);
  };
  dist[static_cast<size_t>(from)] = 0;
  // Pawns only advance: visit the ranks in the pawn's direction.
  for (int step = 0; step < 8; ++step) {
    const int rank = white ? step : 7 - step;
    for (int file = 0; file < 8; ++file) {
      const int sq = rank * 8 + file;
      const int c = dist[static_cast<size_t>(sq)];
      if (c >= kFar || rank == last_rank) continue;
      // (Straight steps are not stopped by the still units: another unit may take one and go on.)
      const int ahead = sq + dir;
      arrive(ahead, c + 1);
      if (rank == start_rank) arrive(ahead + dir, c + 1);
      for (int side : {-1, 1})
        if (file + side >= 0 && file + side <= 7 && ((still >> (ahead + side)) & 1))
          arrive(ahead + side, c + 1);
    }
  }
  std::array<uint8_t, 64> out{};
  for (int t = 0; t < 64; ++t)
    out[static_cast<size_t>(t)] =
        static_cast<uint8_t>(std::min({dist[static_cast<size_t>(t)], best[static_cast<size_t>(t)], kFar}));
  return out;
}

// The cheapest way to give each of the n rows its own column (n <= columns <= 16): the Hungarian
// method with row and column potentials, O(n^2 columns).
int min_assignment(const std::array<std::array<int, 16>, 8>& cost, int n, int columns) {
  constexpr int kInfinity = 1 << 29;
  std::array<int, 9> row_potential{};
  std::array<int, 17> column_potential{}, owner{}, previous{};  // column 0 is a sentinel
  for (int row = 1; row <= n; ++row) {
    owner[0] = row;
    int column = 0;
    std::array<int, 17> slack;
    slack.fill(kInfinity);
    std::array<bool, 17> used{};
    do {
      used[static_cast<size_t>(column)] = true;
      const int r = owner[static_cast<size_t>(column)];
      int delta = kInfinity, next = 0;
      for (int c = 1; c <= columns; ++c) {
        if (used[static_cast<size_t>(c)]) continue;
        const int reduced = cost[static_cast<size_t>(r - 1)][static_cast<size_t>(c - 1)] -
                            row_potential[static_cast<size_t>(r)] - column_potential[static_cast<size_t>(c)];
        if (reduced < slack[static_cast<size_t>(c)]) {
          slack[static_cast<size_t>(c)] = reduced;
          previous[static_cast<size_t>(c)] = column;
        }
        if (slack[static_cast<size_t>(c)] < delta) {
          delta = slack[static_cast<size_t>(c)];
          next = c;
        }
      }
      for (int c = 0; c <= columns; ++c) {
        if (used[static_cast<size_t>(c)]) {
          row_potential[static_cast<size_t>(owner[static_cast<size_t>(c)])] += delta;
          column_potential[static_cast<size_t>(c)] -= delta;
        } else {
          slack[static_cast<size_t>(c)] -= delta;
        }
      }
      column = next;
    } while (owner[static_cast<size_t>(column)] != 0);
    do {
      const int before = previous[static_cast<size_t>(column)];
      owner[static_cast<size_t>(column)] = owner[static_cast<size_t>(before)];
      column = before;
    } while (column != 0);
  }
  return -column_potential[0];
}

constexpr size_t kMaxStates = 4096;     // beyond this a king square is taken as mateable (safe)
constexpr size_t kMaxSummaries = 8192;  // cached mating-side summaries before the cache is emptied

}  // namespace empty_board
using namespace empty_board;
namespace b8 = bitboard8;

bool MateBound::possible(const bitboard::Board& board, bool mated_white, int mated_moves, int mating_moves,
                         LastMove* last_move, uint64_t squares_asked, uint64_t* feasible_squares, bool* roomy,
                         Progress* progress) {
  if (roomy) *roomy = false;
  if (progress) {
    *progress = Progress{};
    progress->any = false;
  }
  if (last_move) *last_move = LastMove{false, 0, 0};
  bool any_mate = false;
  const uint8_t castles = board.castling_rights();
  const uint8_t mated_castles = castles_of(castles, mated_white);
  const uint8_t mating_castles = castles_of(castles, !mated_white);
  int king = -1;
  blockers_.clear();
  std::array<int8_t, 64> blocker_on{};  // index of the blocker on a square, -1 if none
  blocker_on.fill(-1);
  uint64_t key = mix(static_cast<uint64_t>(mating_moves) << 8 | static_cast<uint64_t>(mating_castles) << 1 |
                     (mated_white ? 1 : 0));
  const uint64_t mating_units = board.occupancy(!mated_white);
  for (uint64_t b = mating_units; b; b &= b - 1) {
    const int sq = lowest_square(b);
    key = mix(key ^ static_cast<uint64_t>(board.piece_code(sq) * 64 + sq + 1));
  }
  for (uint64_t b = board.occupancy(mated_white); b; b &= b - 1) {
    const int sq = lowest_square(b);
    const int type = board.piece_code(sq) % 6;
    if (type == b8::kKing) {
      king = sq;
    } else if (blockers_.size() < 16) {
      blocker_on[static_cast<size_t>(sq)] = static_cast<int8_t>(blockers_.size());
      blockers_.push_back({type, sq});
    }
  }
  if (king < 0) {
    if (last_move) last_move->any = true;
    if (progress) progress->any = true;
    return true;
  }
  // (A castling right makes the king's and the rooks' counts depend on it: no narrowing then.)
  if (progress && mated_castles) progress->any = true;
  const uint64_t mated_units = board.occupancy(mated_white) & ~(uint64_t{1} << king);
  // With only the mate to come, the mating side's units stand still until then.
  const bool mating_still = mating_moves <= 1 && mated_moves >= 2;  // (worth its cost from two moves on)
  std::array<bool, 16> pawn_known{};

  // (Successive calls often share the mating units -- the mated side moved in between -- so the last
  // summary is checked before the table.)
  if (!last_.summary || last_.key != key) {
    auto cached = summaries_.find(key);
    if (cached == summaries_.end()) {
      if (summaries_.size() >= kMaxSummaries) summaries_.clear();
      cached = summaries_.emplace(key, summarise(board, mated_white, mating_moves, mating_castles)).first;
    }
    last_.summary = &cached->second;
    last_.key = key;
  }
  Summary& summary = *last_.summary;

  // Moves for blocker v to stand on sq: a rook that castles reaches its square with the king's move;
  // with the mating units standing still, a pawn takes only where one stands (made when first needed).
  auto blocker_cost = [&](int v, int sq) {
    const Unit& u = blockers_[static_cast<size_t>(v)];
    if (mating_still && u.type == b8::kPawn) {
      if (!pawn_known[static_cast<size_t>(v)]) {
        pawn_reach_[static_cast<size_t>(v)] =
            pawn_reach_past_still_units(mated_white, u.square, mating_units);
        pawn_known[static_cast<size_t>(v)] = true;
      }
      return static_cast<int>(pawn_reach_[static_cast<size_t>(v)][static_cast<size_t>(sq)]);
    }
    return reach_castling_aside(u.type, mated_white, u.square, sq, mated_castles);
  };
  // Where the blockers can be within d moves (d = 0..7; 8: at all), for the cheapest blocker of a square.
  // (Made when first needed, and only as deep as the mated side's moves: beyond them any count will do.)
  std::array<uint64_t, kLayers> layers{};
  const int deepest = std::min(mated_moves, kLayers - 1);
  bool layers_known = false;
  auto block_cost = [&](int sq) {
    if (!layers_known) {
      layers_known = true;
      for (const Unit& v : blockers_) {
        for (int d = 0; d <= deepest; ++d)
          layers[static_cast<size_t>(d)] |= reach_within(v.type, mated_white, v.square, d);
        const int castled = v.type == b8::kRook ? castling_rook_square(v.square, mated_castles) : -1;
        if (castled >= 0)
          for (int d = 0; d <= deepest; ++d)
            layers[static_cast<size_t>(d)] |= reach_within(v.type, mated_white, castled, d);
      }
    }
    for (int d = 0; d <= deepest; ++d)
      if ((layers[static_cast<size_t>(d)] >> sq) & 1) return d;  // layer 8: at least 8 moves
    return deepest < kLayers - 1 ? deepest + 1 : kFar;  // more than the mated side has (a lower bound)
  };
  const int blocker_count = static_cast<int>(blockers_.size());

  // The squares the king can reach in time (castling aside, a square of king steps around it).
  uint64_t king_area = king_ball(king, std::min(mated_moves, 7));
  if (mated_castles)
    for (int d = 1; d <= std::min(mated_moves, 7); ++d)
      for (int castled : {king + 2, king - 2})
        if (castled >= 0 && castled < 64 && rank_of(castled) == rank_of(king))
          king_area |= king_ball(castled, d - 1);
  // Nearest squares first: when a mate is possible, it is most often found near the king.
  // (A stalemate needs no unit checking k: every square the king reaches is a candidate.)
  const uint64_t candidates =
      (stalemate_ ? ~uint64_t{0} : summary.checkable) & king_area & squares_asked & ~blocked_;
  uint64_t ring_done = 0;
  uint64_t squares = 0;
  for (int ring = 0;; squares &= squares - 1) {
    if (!squares && !(candidates & ~ring_done)) break;  // (no candidate left in the rings beyond)
    while (!squares && ring < 8) {
      const uint64_t ball = king_ball(king, ring++);
      squares = candidates & ball & ~ring_done;
      ring_done = ball;
    }
    if (!squares) break;
    const int k = lowest_square(squares);
    const int king_moves = king_reach(king, k, mated_castles);
    if (king_moves > mated_moves) continue;
    const int budget = mated_moves - king_moves;
    if (!((summary.computed >> k) & 1)) {
      // Before the mating side's sets are worked out for k: the flights it can never attack need a
      // blocker each whatever it does.
      int forced = 0;
      for (uint64_t b = empty_board_attacks(kWalkKing, k) & ~summary.guardable & ~blocked_;
           b && forced <= budget; b &= b - 1)
        forced += block_cost(lowest_square(b));
      if (forced > budget) continue;
    }
    // A unit of the mated side on k must leave it (unless the mating side, with two moves or more,
    // takes it and moves on).
    const int occupant = mating_moves <= 1 ? blocker_on[static_cast<size_t>(k)] : -1;
    if (!((summary.computed >> k) & 1)) summarise_square(summary, k);
    const size_t first = summary.first[static_cast<size_t>(k)];
    bool k_done = false;  // (in the search for every feasible square: this one is)
    for (size_t i = first; i < first + summary.count[static_cast<size_t>(k)] && !k_done; ++i) {
      const uint16_t open = summary.opens[i];
      // With one move left the mate needs, of that move: the king to k, a unit onto an open flight or
      // off k -- unless the king stands on k with every open flight held already.
      // `blocking`: the mated side's moves this set of flights needs, the king's aside.
      auto feasible = [&](int blocking) {
        if (feasible_squares) {
          *feasible_squares |= uint64_t{1} << k;
          any_mate = true;
          if (progress && !progress->any) {
            if (blocking < budget) {
              progress->any = true;  // a move to spare: any move may keep this mate possible
            } else {
              // No move to spare: the other sets of k are looked at too, for their flights.
              progress->kings |= uint64_t{1} << k;
              progress->flights |= squares_of_bits(k, open);
              return false;
            }
          }
          k_done = true;
          return false;  // go on with the next square
        }
        if (!last_move) return true;
        const uint64_t open_squares = squares_of_bits(k, open);
        if (king == k && (open_squares & ~mated_units) == 0) last_move->any = true;
        last_move->destinations |= open_squares | (uint64_t{1} << k);
        last_move->origins |= uint64_t{1} << k;
        any_mate = true;
        return false;  // go on collecting
      };
      const int count = __builtin_popcount(open);
      if (count > blocker_count) continue;
      if (budget <= 1 && !mated_castles) {
        // One move or none to spare (the mated side's last move, often): the units standing on open
        // flights hold them, and at most one more unit moves -- the same answer as the assignment below.
        const uint64_t open_squares = squares_of_bits(k, open);
        const uint64_t missing = open_squares & ~mated_units;
        bool within = false;
        if (!missing) {
          within = occupant < 0 || budget == 1;  // the occupant of k steps off
        } else if (budget == 1 && (missing & (missing - 1)) == 0) {
          const int to = lowest_square(missing);
          for (int v = 0; v < blocker_count && !within; ++v) {
            const Unit& u = blockers_[static_cast<size_t>(v)];
            if ((occupant >= 0 && v != occupant) || ((open_squares >> u.square) & 1)) continue;
            within = blocker_cost(v, to) <= 1;
          }
        }
        if (within && last_move && !feasible_squares) {
          // The mated side's one move completes this mate exactly: the king onto k, else a unit onto the
          // one flight still open, else (all held, the king on k) any move that keeps them.
          if (king != k)
            last_move->destinations |= uint64_t{1} << k;
          else if (missing)
            last_move->destinations |= missing;
          else
            last_move->any = true;
          any_mate = true;
          continue;
        }
        if (within && feasible(missing || occupant >= 0 ? 1 : 0)) return true;
        continue;
      }
      int sum = 0;  // the cheapest blocker per flight (the occupant's move off k is in the exact count)
      for (int bit = 0; bit < 9 && sum <= budget; ++bit)
        if (open & (1u << bit)) sum += block_cost(square_of_bit(k, bit));
      if (sum > budget) continue;
      if (count <= 1 && occupant < 0) {
        if (roomy && sum <= budget - 2) *roomy = true;
        if (feasible(sum)) return true;
        continue;
      }
      // Each open flight needs its own blocker: the cheapest assignment (Hungarian method) over the
      // blockers that can reach one of them in time or must move anyway (the others stay idle for free).
      std::array<int, 9> bits{};
      int n = 0;
      for (int bit = 0; bit < 9; ++bit)
        if (open & (1u << bit)) bits[static_cast<size_t>(n++)] = bit;
      // Gather each blocker's cost to each open flight and what it costs if it blocks none.
      std::array<std::array<int, 16>, 8> matrix{};  // [flight][blocker]
      int columns = 0, idle_total = 0;
      for (int v = 0; v < blocker_count; ++v) {
        const Unit& u = blockers_[static_cast<size_t>(v)];
        std::array<int, 8> cost{};
        bool useful = false;
        bool on_open_flight = false;
        for (int j = 0; j < n; ++j) {
          const int flight = square_of_bit(k, bits[static_cast<size_t>(j)]);
          cost[static_cast<size_t>(j)] = blocker_cost(v, flight);
          useful = useful || cost[static_cast<size_t>(j)] <= budget;
          on_open_flight = on_open_flight || flight == u.square;
        }
        // A unit on k must move off it even if it blocks nothing; so must one on an open flight that it
        // does not block itself, when the mating side takes nothing before its mate.
        const int idle = v == occupant || (mating_still && on_open_flight) ? 1 : 0;
        if (!useful && idle == 0) continue;  // never part of an assignment within the budget
        // Blocking saves the idle move: count it once for all, and take it off each blocking cost.
        idle_total += idle;
        for (int j = 0; j < n; ++j)
          matrix[static_cast<size_t>(j)][static_cast<size_t>(columns)] = cost[static_cast<size_t>(j)] - idle;
        ++columns;
      }
      if (columns < n) continue;
      const int blocking = idle_total + min_assignment(matrix, n, columns);
      if (roomy && blocking <= budget - 2) *roomy = true;
      if (blocking <= budget && feasible(blocking)) return true;
    }
  }
  return any_mate;
}

bool MateBound::Progress::allows(const bitboard::Board& board, const bitboard::FastMove& m) const {
  if (any || (m.flags & (bitboard::kCapture | bitboard::kCastle | bitboard::kPromotion))) return true;
  return allows(board.piece_code(m.from) % 6, board.white_to_move(), m.from, m.to);
}

bool MateBound::Progress::allows(int type, bool white, int from, int to) const {
  if (any) return true;
  if (from != unit_square_) {
    unit_square_ = from;
    uint64_t reached = 0;
    if (type == b8::kPawn || (((kings | flights) >> from) & 1)) {
      reached = ~uint64_t{0};  // a pawn's count is not the walk's; a unit on a square it had to leave
    } else if (type == b8::kKing) {
      for (uint64_t b = kings; b; b &= b - 1) {  // nearer to a king square
        const int k = lowest_square(b), d = king_distance(from, k);
        if (d >= 1) reached |= king_ball(k, d - 1);
      }
    } else {
      for (uint64_t b = flights; b; b &= b - 1) {  // nearer to a flight (these walks go both ways)
        const int flight = lowest_square(b), d = reach(type, white, from, flight);
        if (d >= 1 && d < kFar) reached |= reach_within(type, white, flight, d - 1);
      }
    }
    unit_destinations_ = reached;
  }
  return (unit_destinations_ >> to) & 1;
}

void MateBound::set_stalemate(bool on) {
  if (on == stalemate_) return;
  stalemate_ = on;
  summaries_.clear();
  last_ = LastSummary{};
}

void MateBound::set_blocked(uint64_t squares) {
  if (squares == blocked_) return;
  blocked_ = squares;
  summaries_.clear();
  last_ = LastSummary{};
}

// The flights of a king on k that are not blocked squares.
uint16_t MateBound::open_flights_of(int k) const {
  uint16_t flights = flights_of(k);
  if (blocked_)
    for (int bit = 0; bit < 9; ++bit)
      if ((flights & (1u << bit)) && ((blocked_ >> square_of_bit(k, bit)) & 1))
        flights = static_cast<uint16_t>(flights & ~(1u << bit));
  return flights;
}

MateBound::Summary MateBound::summarise(const bitboard::Board& board, bool mated_white, int mating_moves,
                                        uint8_t mating_castles) {
  Summary summary;
  summary.mating_moves = mating_moves;
  std::vector<Ending>& endings_ = summary.endings;
  const int mated = mated_white ? 0 : 1;
  const bool mating_white = !mated_white;
  int unit_count = 0;
  endings_.clear();
  for (int sq = 0; sq < 64; ++sq) {
    const int code = board.piece_code(sq);
    if (code == b8::kOrthodoxEmpty || code / 6 == mated) continue;
    const int type = code % 6;
    // A mating unit: the walks it may end with and the moves it needs to stand on each square.
    const int unit = unit_count++;
    auto add = [&](int walk, auto&& cost_to) {
      Ending e{unit, walk, sq, 0, {}};
      for (int t = 0; t < 64; ++t) {
        const int c = std::min(cost_to(t), kFar);
        e.cost[static_cast<size_t>(t)] = static_cast<uint8_t>(c);
        if (c <= mating_moves) e.reach |= uint64_t{1} << t;
      }
      if (e.reach) endings_.push_back(e);
    };
    if (type == b8::kPawn) {
      const int last_rank = mating_white ? 7 : 0;
      add(walk_of(b8::kPawn, mating_white),
          [&](int t) { return rank_of(t) == last_rank ? kFar : pawn_steps(mating_white, sq, t); });
      if (pawn_promotion_steps(mating_white, sq) <= mating_moves) {
        std::array<int, 8> promote{};  // moves to promote on each file
        for (int f = 0; f < 8; ++f)
          promote[static_cast<size_t>(f)] = pawn_steps(mating_white, sq, last_rank * 8 + f);
        for (int promoted : {b8::kKnight, b8::kBishop, b8::kRook, b8::kQueen})
          add(promoted, [&](int t) {
            int best = kFar;
            for (int f = 0; f < 8; ++f)
              if (promote[static_cast<size_t>(f)] < kFar)
                best = std::min(best, promote[static_cast<size_t>(f)] +
                                          reach(promoted, mating_white, last_rank * 8 + f, t));
            return best;
          });
      }
    } else if (type == b8::kKing) {
      add(kWalkKing, [&](int t) { return king_reach(sq, t, mating_castles); });
    } else {
      add(type, [&](int t) { return reach_castling_aside(type, mating_white, sq, t, mating_castles); });
    }
  }

  // Squares a unit other than the king can come to check from in time, and squares any unit can attack.
  for (const Ending& e : endings_) {
    uint64_t attacked = 0;
    for (uint64_t b = e.reach; b; b &= b - 1) attacked |= empty_board_attacks(e.walk, lowest_square(b));
    summary.guardable |= attacked;
    if (e.walk != kWalkKing) summary.checkable |= attacked;
  }
  summary.unit_count = unit_count;
  return summary;
}

// The minimal sets of open flights for a king on k (see Summary), computed when first asked for.
void MateBound::summarise_square(Summary& summary, int k) {
  const int mating_moves = summary.mating_moves, unit_count = summary.unit_count;
  const std::vector<Ending>& endings_ = summary.endings;
  summary.computed |= uint64_t{1} << k;
  summary.first[static_cast<size_t>(k)] = static_cast<uint32_t>(summary.opens.size());
  const uint16_t flights = open_flights_of(k);
  const size_t start = summary.opens.size();
  // Keeps the open flights of a mate, unless a known set is a subset (it needs no more blocking).
  auto keep = [&](uint16_t open) {
    for (size_t i = start; i < summary.opens.size(); ++i) {
      const uint16_t known = summary.opens[i];
      if ((known & open) == known) return;
      if ((known & open) == open) {
        summary.opens[i] = open;  // a smaller set replaces a larger one; drop other supersets later
        return;
      }
    }
    summary.opens.push_back(open);
  };

  // Assign the mating units their final squares together: states are (attacked, occupied) bits
  // around k with the fewest moves that give them; the last unit's options end in mates or not.
  states_.assign(1, Option{0, 0, 0});
  bool gave_up = false;
  if (unit_count == 0 && stalemate_) keep(flights);  // (no unit: the stalemated side blocks them all)
  for (int unit = 0; unit < unit_count && !states_.empty() && !gave_up; ++unit) {
    for (const Ending& e : endings_) {
      if (e.unit != unit) continue;
      uint64_t squares = e.reach & ~(uint64_t{1} << k);
      if (e.walk == kWalkKing) squares &= ~empty_board_attacks(kWalkKing, k);
      const uint64_t relevant = relevant_squares(e.walk, k);
      // Anywhere else the unit does nothing around k: leaving costs a move if it does something now;
      // taken by the other side, nothing.
      if (e.walk != kWalkKing) merge(Option{0, 0, 0});
      if (squares & ~relevant) merge(Option{0, 0, (relevant >> e.from) & 1 ? 1 : 0});
      for (uint64_t b = squares & relevant; b; b &= b - 1) {
        const int t = lowest_square(b);
        const int bit = box_bit(k, t);
        merge(Option{static_cast<uint16_t>(box_attacks(e.walk, t, k) & (flights | kCentreBit)),
                     bit >= 0 ? static_cast<uint16_t>(1u << bit) : uint16_t{0},
                     e.cost[static_cast<size_t>(t)]});
      }
    }
    collect(options_);
    std::sort(options_.begin(), options_.end(),
              [](const Option& a, const Option& b) { return a.cost < b.cost; });
    const bool last = unit == unit_count - 1;
    for (const Option& s : states_)
      for (const Option& o : options_) {
        if (s.cost + o.cost > mating_moves) break;  // the rest cost more
        if (s.occupy & o.occupy) continue;
        const uint16_t guard = static_cast<uint16_t>(s.guard | o.guard),
                       occupy = static_cast<uint16_t>(s.occupy | o.occupy);
        if (!last)
          merge(Option{guard, occupy, s.cost + o.cost});
        else if ((stalemate_ || (guard & kCentreBit)) && !(occupy & ~guard & flights))
          keep(static_cast<uint16_t>(flights & ~guard & ~occupy));
      }
    if (!last) {
      collect(states_);
      gave_up = states_.size() > kMaxStates;
    }
  }
  if (gave_up) {
    summary.opens.resize(start);
    summary.opens.push_back(0);  // anything goes
  }
  // Drop the sets that contain another (a replacement above may have left some).
  size_t kept = start;
  for (size_t i = start; i < summary.opens.size(); ++i) {
    bool minimal = true;
    for (size_t j = start; j < summary.opens.size() && minimal; ++j)
      if (j != i && (summary.opens[j] & summary.opens[i]) == summary.opens[j] &&
          (summary.opens[j] != summary.opens[i] || j < i))
        minimal = false;
    if (minimal) summary.opens[kept++] = summary.opens[i];
  }
  summary.opens.resize(kept);
  summary.count[static_cast<size_t>(k)] =
      static_cast<uint16_t>(summary.opens.size() - summary.first[static_cast<size_t>(k)]);
}

void MateBound::merge(const Option& o) {
  const size_t key = static_cast<size_t>(o.guard) | static_cast<size_t>(o.occupy) << 9;
  if (best_.empty()) best_.assign(size_t{1} << 18, kUnset);
  uint8_t& best = best_[key];
  if (best == kUnset) touched_.push_back(static_cast<uint32_t>(key));
  best = static_cast<uint8_t>(std::min<int>(best, o.cost));
}

void MateBound::collect(std::vector<Option>& out) {
  out.clear();
  for (const uint32_t key : touched_) {
    out.push_back(Option{static_cast<uint16_t>(key & 511), static_cast<uint16_t>(key >> 9), best_[key]});
    best_[key] = kUnset;
  }
  touched_.clear();
}

}  // namespace nightrider::solver
