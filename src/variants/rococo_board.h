// Rococo's compact board: the 10x10 board inside a ring of "off" sentinels on a 12x12 byte array, so that
// every walk stops at the border without bounds checks (no walk looks more than one square past a unit
// on the board), with its move generator, its make (on a copy of the parent's board) and the check
// test. The rules are those of pieces/rococo/ (see the comments there); this file only re-expresses
// them for speed. Fast perft (rococo_fast.cpp) and the search's Rococo board
// (search/rococo_search_board.h) are written on it.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>

#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::rococo_board {

constexpr int kWidth = 12;  // padded: one sentinel file on each side
constexpr int kSize = kWidth * kWidth;

// A square's byte: kind in bits 0-2, colour in bit 3 (set for Black); kOff marks the sentinel ring.
enum : uint8_t {
  kEmpty = 0,
  kKing = 1,
  kPushme = 2,
  kSwapper = 3,
  kLeaper = 4,
  kChameleon = 5,
  kImmobilizer = 6,
  kPawn = 7
};
constexpr uint8_t kBlack = 8;
constexpr uint8_t kOff = 16;

constexpr int kDirections[8] = {1, -1, kWidth, -kWidth, kWidth + 1, -kWidth + 1, kWidth - 1, -kWidth - 1};

constexpr int index_of(int file, int rank) { return (rank + 1) * kWidth + file + 1; }

constexpr int sign(int x) { return (x > 0) - (x < 0); }

struct Tables {
  std::array<bool, kSize> edge{};
  std::array<uint8_t, 100> inner{};  // the board squares, a1 first
  // line[a][b]: the direction from a to b when they share a rank, file or diagonal, else 0.
  std::array<std::array<int8_t, kSize>, kSize> line{};
};

constexpr Tables make_tables() {
  Tables t;
  for (int rank = 0; rank < 10; ++rank)
    for (int file = 0; file < 10; ++file) {
      t.inner[rank * 10 + file] = static_cast<uint8_t>(index_of(file, rank));
      t.edge[index_of(file, rank)] = file == 0 || file == 9 || rank == 0 || rank == 9;
    }
  for (int a = 0; a < kSize; ++a)
    for (int b = 0; b < kSize; ++b) {
      const int df = b % kWidth - a % kWidth, dr = b / kWidth - a / kWidth;
      if ((df != 0 || dr != 0) && (df == 0 || dr == 0 || df == dr || df == -dr))
        t.line[a][b] = static_cast<int8_t>(sign(df) + kWidth * sign(dr));
    }
  return t;
}
constexpr Tables kTables = make_tables();

inline int kind(uint8_t p) { return p & 7; }
inline uint8_t colour(uint8_t p) { return p & kBlack; }
inline bool is_unit(uint8_t p) { return kind(p) != 0; }
inline bool is_enemy(uint8_t p, uint8_t side) { return is_unit(p) && colour(p) != side; }
inline bool is_victim(uint8_t p, uint8_t side) { return is_enemy(p, side) && kind(p) != kKing; }

enum class Type : uint8_t {
  Quiet,      // a displacement; takes the unit on `to` if there is one (king, pawn, chameleon's hop)
  Pushme,     // a pushme-pullyu's capturing line move
  Leap,       // a long leaper's capture: everything between from and to is taken
  Chameleon,  // a chameleon's capturing line move (a swap when `to` holds a unit)
  Swap,
  Kamikaze,
  Suicide,
};

struct FastMove {
  uint8_t from, to;
  Type type;
  int8_t delta;  // the direction of a line move
};

struct Board {
  std::array<uint8_t, kSize> squares;
  uint8_t side;                // kBlack or 0
  uint8_t kings[2];            // by colour bit >> 3
  uint8_t swap_from, swap_to;  // the swap just played (0: the last move was no swap)
};

// Thrown when a (made-up) position has more moves than the buffer holds; perft then declines. (The
// search's board takes no position with more than 21 units a side: at most 12 moves a unit along each
// of its eight lines keep it below the buffer's size, and units never come back.)
struct TooManyMoves {};

class MoveBuffer {
 public:
  void push(int from, int to, Type type, int delta = 0) {
    if (size_ == kCapacity) throw TooManyMoves{};
    moves_[size_++] =
        FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(to), type, static_cast<int8_t>(delta)};
  }
  int size() const { return size_; }
  const FastMove& operator[](int i) const { return moves_[i]; }

 private:
  static constexpr int kCapacity = 2048;  // games stay far below; only crowded made-up boards come near
  std::array<FastMove, kCapacity> moves_;
  int size_ = 0;
};

// Calls f(square) for every unit on the board, or (kOneColour) every unit of colour `side`, in square
// order (the order of kTables.inner), eight squares at a time: empty squares and the sentinel ring have
// no kind bits.
template <bool kOneColour, class F>
inline void for_each_unit(const Board& b, uint8_t side, F f) {
  constexpr uint64_t kKindBits = 0x0707070707070707ull, kLow7 = 0x7F7F7F7F7F7F7F7Full,
                     kHigh = 0x8080808080808080ull;
  for (int word = 0; word < kSize / 8; ++word) {
    uint64_t w;
    std::memcpy(&w, b.squares.data() + 8 * word, 8);
    uint64_t units = ((w & kKindBits) + kLow7) & kHigh;  // bit 7 of each byte that holds a unit
    if constexpr (kOneColour) {
      const uint64_t black = (w << 4) & kHigh;  // each byte's colour bit, moved to its bit 7
      units &= side ? black : ~black;
    }
    for (; units; units &= units - 1) f(8 * word + std::countr_zero(units) / 8);
  }
}

inline bool frozen(const Board& b, int s) {
  const uint8_t p = b.squares[s];
  const uint8_t enemy = colour(p) ^ kBlack;
  const uint8_t immobilizer = kImmobilizer | enemy, chameleon = kChameleon | enemy;
  const bool is_immobilizer = kind(p) == kImmobilizer;
  for (int d : kDirections) {
    const uint8_t q = b.squares[s + d];
    if (q == immobilizer || (is_immobilizer && q == chameleon)) return true;
  }
  return false;
}

// Could a non-frozen unit of colour `by` on the king's line in direction d capture the king on `k`?
// (pieces/rococo/check.cpp). Besides that line it reads only the square k - d, where a long leaper lands.
inline bool ray_attacked(const Board& b, int k, int d, uint8_t by) {
  const auto& sq = b.squares;
  int s = k + d;
  uint8_t u = sq[s];
  if (u == kOff) return false;
  const bool can_land = sq[k - d] == kEmpty;
  if (u != kEmpty) {
    if (colour(u) == by) {
      switch (kind(u)) {
        case kKing:
        case kSwapper:
        case kChameleon:
          if (!frozen(b, s)) return true;
          break;
        case kPushme:
          if (sq[s + d] == kEmpty && !frozen(b, s)) return true;
          break;
        case kLeaper:
          if (can_land && !frozen(b, s)) return true;
          break;
        default:
          break;
      }
    }
    return sq[s + d] == (kPawn | by) && !frozen(b, s + d);
  }
  do s += d;
  while (sq[s] == kEmpty);
  u = sq[s];
  if (u == kOff) return false;
  if (u == (kPushme | by) && !frozen(b, s)) return true;
  if (!can_land) return false;
  for (;;) {
    if (colour(u) == by) return kind(u) == kLeaper && !frozen(b, s);
    if (kind(u) == kKing) return false;
    s += d;
    u = sq[s];
    if (u == kOff) return false;
    if (u != kEmpty) return u == (kLeaper | by) && !frozen(b, s);
    do s += d;
    while (sq[s] == kEmpty);
    u = sq[s];
    if (u == kOff) return false;
  }
}

inline bool attacked(const Board& b, int k, uint8_t by) {
  for (int d : kDirections)
    if (ray_attacked(b, k, d, by)) return true;
  return false;
}

// Could the unit on `from` capture a unit on `target` by its own method, as the walks' attack tests of
// pieces/rococo/ say? (Any target square: the unit standing there, if any, matters only to a
// chameleon, which imitates its victim's capture.) Every such capture comes along a queen line.
inline bool unit_attacks(const Board& b, int from, int target) {
  const auto& sq = b.squares;
  const int d = kTables.line[from][target];
  if (d == 0) return false;
  const uint8_t p = sq[from];
  const uint8_t side = colour(p), enemy = side ^ kBlack;
  auto distance_one = [&] { return from + d == target; };
  bool reaches = false;
  switch (kind(p)) {
    case kKing:
    case kSwapper:  // (mutual destruction)
      reaches = distance_one();
      break;
    case kPawn:
      reaches = from + 2 * d == target && sq[from + d] != kEmpty;
      break;
    case kPushme:
      if (distance_one()) {
        reaches = sq[from - d] == kEmpty;  // withdrawal: room to step away
      } else {
        reaches = true;  // approach over empty squares
        for (int s = from + d; s != target && reaches; s += d) reaches = sq[s] == kEmpty;
      }
      break;
    case kLeaper:
      reaches = sq[target + d] == kEmpty;
      for (int s = from + d; s != target && reaches; s += d)
        if (sq[s] != kEmpty) reaches = is_victim(sq[s], side) && sq[s + d] == kEmpty;
      break;
    case kChameleon:
      switch (kind(sq[target])) {
        case kKing:
        case kSwapper:
          reaches = distance_one();
          break;
        case kPawn:
          reaches = from + 2 * d == target && sq[from + d] != kEmpty;
          break;
        case kPushme:
          if (distance_one()) {
            // Withdrawal: any line move away from it (a step, a leap over an enemy long leaper, a swap
            // with an enemy swapper).
            const uint8_t away = sq[from - d];
            reaches = away == kEmpty || away == (kSwapper | enemy) ||
                      (away == (kLeaper | enemy) && sq[from - 2 * d] == kEmpty);
          } else {
            // Approach: arriving next to it over empty squares and leapt enemy long leapers, or by
            // swapping with an enemy swapper standing there along an open line.
            const int landing = target - d;
            bool open = true;
            reaches = true;
            for (int s = from + d; s != landing && reaches; s += d) {
              if (sq[s] == kEmpty) continue;
              open = false;
              reaches = sq[s] == (kLeaper | enemy) && sq[s + d] == kEmpty;
            }
            reaches = reaches && (sq[landing] == kEmpty || (open && sq[landing] == (kSwapper | enemy)));
          }
          break;
        case kLeaper:
          reaches = sq[target + d] == kEmpty;
          for (int s = from + d; s != target && reaches; s += d)
            if (sq[s] != kEmpty) reaches = sq[s] == (kLeaper | enemy) && sq[s + d] == kEmpty;
          break;
        default:
          break;  // chameleons and immobilizers cannot be taken by a chameleon
      }
      break;
    default:
      break;  // the immobilizer never captures
  }
  return reaches && !frozen(b, from);
}

// Could a unit of colour `by` capture a unit on `s` (Rules::is_attacked with the Rococo walks)? Every
// attacker stands on one of the square's eight lines.
inline bool square_attacked(const Board& b, int s, uint8_t by) {
  const auto& sq = b.squares;
  for (int d : kDirections)
    for (int from = s + d; sq[from] != kOff; from += d)
      if (is_unit(sq[from]) && colour(sq[from]) == by && unit_attacks(b, from, s)) return true;
  return false;
}

// Queen moves over empty squares with the pushme-pullyu's withdrawal and approach captures of the
// units `takes` accepts; returns the square where the walk stopped.
template <bool kCapturesOnly, class Takes>
inline int withdraw_approach_line(const Board& b, int from, int d, Takes takes, Type capture_type,
                                  MoveBuffer& out) {
  const auto& sq = b.squares;
  const bool withdraws = takes(sq[from - d]);
  int s = from + d;
  if (kCapturesOnly && !withdraws) {
    // Only the last stop can capture: by approach.
    while (sq[s] == kEmpty) s += d;
    if (s != from + d && takes(sq[s])) out.push(from, s - d, capture_type, d);
    return s;
  }
  bool first = true;
  while (sq[s] == kEmpty) {
    const int next = s + d;
    const bool approaches = takes(sq[next]);
    const bool captures = withdraws || approaches;
    if ((!kCapturesOnly || captures) && (!kTables.edge[s] || (captures && (first || approaches))))
      out.push(from, s, captures ? capture_type : Type::Quiet, d);
    first = false;
    s = next;
  }
  return s;
}

template <class Jumps, class Approaches>
inline void leap_chain(const Board& b, int from, int unit, int d, Jumps jumps, Approaches approaches,
                       Type type, MoveBuffer& out) {
  const auto& sq = b.squares;
  while (jumps(sq[unit])) {
    int land = unit + d;
    if (sq[land] != kEmpty) return;
    bool first = true;
    do {
      if (!kTables.edge[land] || first || approaches(sq[land + d])) out.push(from, land, type, d);
      first = false;
      land += d;
    } while (sq[land] == kEmpty);
    unit = land;
  }
}

inline bool banned(const Board& b, int from, int to) { return from == b.swap_from && to == b.swap_to; }

// The unit's moves, or (kCapturesOnly) only those that take a unit, in the same order.
template <bool kCapturesOnly>
inline void generate_unit(const Board& b, int from, MoveBuffer& out) {
  const auto& sq = b.squares;
  const uint8_t p = sq[from];
  const uint8_t side = colour(p);
  const int k = kind(p);
  if (frozen(b, from)) {
    if (k != kKing && !kCapturesOnly) out.push(from, from, Type::Suicide);
    return;
  }
  auto victim = [side](uint8_t q) { return is_victim(q, side); };
  switch (k) {
    case kKing:
      for (int d : kDirections) {
        const int to = from + d;
        const uint8_t t = sq[to];
        if (t == kEmpty) {
          if (!kCapturesOnly && !kTables.edge[to]) out.push(from, to, Type::Quiet);
        } else if (victim(t)) {
          out.push(from, to, Type::Quiet);
        }
      }
      break;
    case kPawn:
      for (int d : kDirections) {
        const int step = from + d;
        const uint8_t t = sq[step];
        if (t == kEmpty) {
          if (!kCapturesOnly && !kTables.edge[step]) out.push(from, step, Type::Quiet);
          continue;
        }
        if (t == kOff) continue;
        const int land = step + d;
        const uint8_t l = sq[land];
        if (l == kEmpty) {
          if (!kCapturesOnly && !kTables.edge[land]) out.push(from, land, Type::Quiet);
        } else if (victim(l)) {
          out.push(from, land, Type::Quiet);
        }
      }
      break;
    case kImmobilizer:
      if (kCapturesOnly) break;  // (it never captures)
      for (int d : kDirections)
        for (int s = from + d; sq[s] == kEmpty; s += d)
          if (!kCapturesOnly && !kTables.edge[s]) out.push(from, s, Type::Quiet);
      break;
    case kPushme:
      for (int d : kDirections) withdraw_approach_line<kCapturesOnly>(b, from, d, victim, Type::Pushme, out);
      break;
    case kSwapper:
      if (kCapturesOnly) {  // (a swap takes nothing: only the mutual destruction with a neighbour)
        for (int d : kDirections)
          if (is_victim(sq[from + d], side)) out.push(from, from + d, Type::Kamikaze);
        break;
      }
      for (int d : kDirections) {
        int s = from + d;
        for (; sq[s] == kEmpty; s += d)
          if (!kCapturesOnly && !kTables.edge[s]) out.push(from, s, Type::Quiet);
        const uint8_t u = sq[s];
        if (!is_enemy(u, side)) continue;
        if (!kCapturesOnly && !banned(b, from, s)) out.push(from, s, Type::Swap);
        if (s == from + d && kind(u) != kKing) out.push(from, s, Type::Kamikaze);
      }
      break;
    case kLeaper: {
      auto never = [](uint8_t) { return false; };
      for (int d : kDirections) {
        int s = from + d;
        for (; sq[s] == kEmpty; s += d)
          if (!kCapturesOnly && !kTables.edge[s]) out.push(from, s, Type::Quiet);
        leap_chain(b, from, s, d, victim, never, Type::Leap, out);
      }
      break;
    }
    case kChameleon: {
      const uint8_t enemy = side ^ kBlack;
      const uint8_t pushme = kPushme | enemy, leaper = kLeaper | enemy, swapper = kSwapper | enemy,
                    pawn = kPawn | enemy;
      auto takes_pushme = [pushme](uint8_t q) { return q == pushme; };
      auto jumps_leaper = [leaper](uint8_t q) { return q == leaper; };
      for (int d : kDirections) {
        const int unit =
            withdraw_approach_line<kCapturesOnly>(b, from, d, takes_pushme, Type::Chameleon, out);
        const uint8_t u = sq[unit];
        if (u == swapper) {
          if (!banned(b, from, unit)) {
            const bool takes = sq[from - d] == pushme || sq[unit + d] == pushme;
            if (takes || !kCapturesOnly) out.push(from, unit, takes ? Type::Chameleon : Type::Swap, d);
          }
          if (unit == from + d) out.push(from, unit, Type::Kamikaze);
        } else if (u == leaper) {
          leap_chain(b, from, unit, d, jumps_leaper, takes_pushme, Type::Chameleon, out);
        }
        const uint8_t mount = sq[from + d];
        if (mount != kEmpty && mount != kOff && sq[from + 2 * d] == pawn)
          out.push(from, from + 2 * d, Type::Quiet);
      }
      break;
    }
    default:
      break;
  }
}

// The side to move's moves (or only its captures), unit by unit in square order.
template <bool kCapturesOnly = false>
inline void generate(const Board& b, MoveBuffer& out) {
  for_each_unit<true>(b, b.side, [&](int s) { generate_unit<kCapturesOnly>(b, s, out); });
}

// Plays `m` on `b` (a copy of the parent board).
inline void make(Board& b, const FastMove& m) {
  auto& sq = b.squares;
  const uint8_t mover = sq[m.from];
  const uint8_t side = b.side;
  bool swapped = false;
  switch (m.type) {
    case Type::Quiet:
      sq[m.to] = mover;
      sq[m.from] = kEmpty;
      break;
    case Type::Pushme: {
      const int behind = m.from - m.delta, ahead = m.to + m.delta;
      if (is_victim(sq[behind], side)) sq[behind] = kEmpty;
      if (is_victim(sq[ahead], side)) sq[ahead] = kEmpty;
      sq[m.to] = mover;
      sq[m.from] = kEmpty;
      break;
    }
    case Type::Leap:
      for (int s = m.from; s != m.to; s += m.delta) sq[s] = kEmpty;
      sq[m.to] = mover;
      break;
    case Type::Chameleon: {
      const uint8_t pushme = kPushme | (side ^ kBlack);
      const int behind = m.from - m.delta, ahead = m.to + m.delta;
      const bool withdrawal = sq[behind] == pushme, approach = sq[ahead] == pushme;
      if (sq[m.to] != kEmpty) {
        sq[m.from] = sq[m.to];
        swapped = true;
      } else {
        for (int s = m.from; s != m.to; s += m.delta) sq[s] = kEmpty;
      }
      sq[m.to] = mover;
      if (withdrawal) sq[behind] = kEmpty;
      if (approach) sq[ahead] = kEmpty;
      break;
    }
    case Type::Swap: {
      const uint8_t partner = sq[m.to];
      sq[m.from] = partner;
      sq[m.to] = mover;
      if (kind(partner) == kKing) b.kings[colour(partner) >> 3] = m.from;
      swapped = true;
      break;
    }
    case Type::Kamikaze:
      sq[m.to] = kEmpty;
      sq[m.from] = kEmpty;
      break;
    case Type::Suicide:
      sq[m.from] = kEmpty;
      break;
  }
  if (kind(mover) == kKing) b.kings[side >> 3] = m.to;
  b.swap_from = swapped ? m.from : 0;
  b.swap_to = swapped ? m.to : 0;
  b.side = side ^ kBlack;
}

// Which of the king's lines a move can change, when the king is not in check: every capture of a king
// starts from a unit on one of its eight lines (reading, besides, only the leaper's landing square just
// behind the king), and only the mover's own immobilizers freeze enemy attackers. A move that neither
// moves the king or an immobilizer nor takes more than the unit on its arrival square changes only its
// start and arrival squares; only the lines through them need looking at again (and, for a square next
// to the king, the opposite line, whose leaper would land there).
struct Lines {
  int count = 0;
  int deltas[4];
  bool all = false;  // test every line
};

inline Lines lines_to_test(const FastMove& m, int mover_kind, int king) {
  Lines lines;
  if ((m.type != Type::Quiet && m.type != Type::Swap && m.type != Type::Kamikaze &&
       m.type != Type::Suicide) ||
      mover_kind == kKing || mover_kind == kImmobilizer) {
    lines.all = true;
    return lines;
  }
  for (int x : {int(m.from), int(m.to)}) {
    const int d = kTables.line[king][x];
    if (d == 0) continue;
    lines.deltas[lines.count++] = d;
    if (x == king + d) lines.deltas[lines.count++] = -d;
  }
  return lines;
}

inline bool safe_after(const Board& after, int king, const Lines& lines, uint8_t enemy) {
  if (lines.all) return !attacked(after, king, enemy);
  for (int j = 0; j < lines.count; ++j)
    if (ray_attacked(after, king, lines.deltas[j], enemy)) return false;
  return true;
}

// Is the rule set exactly the one make_rococo builds (these walks, this board, these modules: the
// check, the swap-back ban and the draw claims)? Anything else changes the tree.
bool models(const Rules& rules);

// The board of a position, or nullopt when it holds anything this board does not model (other pieces,
// another board, unit attributes, buried units, holes, a side without exactly one king).
std::optional<Board> board_of(const Position& pos);

}  // namespace nightrider::rococo_board
