// Rococo perft on a 12x12 byte board: the 10x10 board inside a ring of "off" sentinels, so that every
// walk stops at the border without bounds checks (no walk looks more than one square past a unit on the
// board). Moves are made on a copy of the parent's board. The rules are those of pieces/rococo/ (see the
// comments there); this file only re-expresses them for speed.
#include "variants/rococo_fast.h"

#include <array>

#include "pieces/rococo/rococo.h"

namespace nightrider {
namespace {

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

constexpr int kDirections[8] = {1, -1, kWidth, -kWidth, kWidth + 1, kWidth - 1, -kWidth + 1, -kWidth - 1};

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

// Thrown when a (made-up) position has more moves than the buffer holds; perft then declines.
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

bool frozen(const Board& b, int s) {
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
bool ray_attacked(const Board& b, int k, int d, uint8_t by) {
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

bool attacked(const Board& b, int k, uint8_t by) {
  for (int d : kDirections)
    if (ray_attacked(b, k, d, by)) return true;
  return false;
}

// Queen moves over empty squares with the pushme-pullyu's withdrawal and approach captures of the
// units `takes` accepts; returns the square where the walk stopped.
template <class Takes>
int withdraw_approach_line(const Board& b, int from, int d, Takes takes, Type capture_type, MoveBuffer& out) {
  const auto& sq = b.squares;
  const bool withdraws = takes(sq[from - d]);
  int s = from + d;
  bool first = true;
  while (sq[s] == kEmpty) {
    const int next = s + d;
    const bool approaches = takes(sq[next]);
    const bool captures = withdraws || approaches;
    if (!kTables.edge[s] || (captures && (first || approaches)))
      out.push(from, s, captures ? capture_type : Type::Quiet, d);
    first = false;
    s = next;
  }
  return s;
}

template <class Jumps, class Approaches>
void leap_chain(const Board& b, int from, int unit, int d, Jumps jumps, Approaches approaches, Type type,
                MoveBuffer& out) {
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

bool banned(const Board& b, int from, int to) { return from == b.swap_from && to == b.swap_to; }

void generate_unit(const Board& b, int from, MoveBuffer& out) {
  const auto& sq = b.squares;
  const uint8_t p = sq[from];
  const uint8_t side = colour(p);
  const int k = kind(p);
  if (frozen(b, from)) {
    if (k != kKing) out.push(from, from, Type::Suicide);
    return;
  }
  auto victim = [side](uint8_t q) { return is_victim(q, side); };
  switch (k) {
    case kKing:
      for (int d : kDirections) {
        const int to = from + d;
        const uint8_t t = sq[to];
        if (t == kEmpty) {
          if (!kTables.edge[to]) out.push(from, to, Type::Quiet);
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
          if (!kTables.edge[step]) out.push(from, step, Type::Quiet);
          continue;
        }
        if (t == kOff) continue;
        const int land = step + d;
        const uint8_t l = sq[land];
        if (l == kEmpty) {
          if (!kTables.edge[land]) out.push(from, land, Type::Quiet);
        } else if (victim(l)) {
          out.push(from, land, Type::Quiet);
        }
      }
      break;
    case kImmobilizer:
      for (int d : kDirections)
        for (int s = from + d; sq[s] == kEmpty; s += d)
          if (!kTables.edge[s]) out.push(from, s, Type::Quiet);
      break;
    case kPushme:
      for (int d : kDirections) withdraw_approach_line(b, from, d, victim, Type::Pushme, out);
      break;
    case kSwapper:
      for (int d : kDirections) {
        int s = from + d;
        for (; sq[s] == kEmpty; s += d)
          if (!kTables.edge[s]) out.push(from, s, Type::Quiet);
        const uint8_t u = sq[s];
        if (!is_enemy(u, side)) continue;
        if (!banned(b, from, s)) out.push(from, s, Type::Swap);
        if (s == from + d && kind(u) != kKing) out.push(from, s, Type::Kamikaze);
      }
      break;
    case kLeaper: {
      auto never = [](uint8_t) { return false; };
      for (int d : kDirections) {
        int s = from + d;
        for (; sq[s] == kEmpty; s += d)
          if (!kTables.edge[s]) out.push(from, s, Type::Quiet);
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
        const int unit = withdraw_approach_line(b, from, d, takes_pushme, Type::Chameleon, out);
        const uint8_t u = sq[unit];
        if (u == swapper) {
          if (!banned(b, from, unit)) {
            const bool takes = sq[from - d] == pushme || sq[unit + d] == pushme;
            out.push(from, unit, takes ? Type::Chameleon : Type::Swap, d);
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

void generate(const Board& b, MoveBuffer& out) {
  for (uint8_t s : kTables.inner) {
    const uint8_t p = b.squares[s];
    if (is_unit(p) && colour(p) == b.side) generate_unit(b, s, out);
  }
}

// Plays `m` on `b` (a copy of the parent board).
void make(Board& b, const FastMove& m) {
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

Lines lines_to_test(const FastMove& m, int mover_kind, int king) {
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

bool safe_after(const Board& after, int king, const Lines& lines, uint8_t enemy) {
  if (lines.all) return !attacked(after, king, enemy);
  for (int j = 0; j < lines.count; ++j)
    if (ray_attacked(after, king, lines.deltas[j], enemy)) return false;
  return true;
}

// `b` is scratch space for the last ply: a displacement is tried on it in place and taken back.
uint64_t perft(Board& b, int depth) {
  MoveBuffer moves;
  generate(b, moves);
  const uint8_t mover = b.side, enemy = b.side ^ kBlack;
  const int king = b.kings[mover >> 3];
  const bool in_check = attacked(b, king, enemy);
  auto& sq = b.squares;
  uint64_t total = 0;
  for (int i = 0; i < moves.size(); ++i) {
    const FastMove& m = moves[i];
    const int mover_kind = kind(sq[m.from]);
    Lines lines;
    if (in_check)
      lines.all = true;
    else
      lines = lines_to_test(m, mover_kind, king);
    if (depth == 1) {
      if (!lines.all && lines.count == 0) {
        ++total;
        continue;
      }
      if (m.type == Type::Quiet) {
        const uint8_t moved = sq[m.from], taken = sq[m.to];
        sq[m.to] = moved;
        sq[m.from] = kEmpty;
        total += safe_after(b, mover_kind == kKing ? m.to : king, lines, enemy);
        sq[m.from] = moved;
        sq[m.to] = taken;
        continue;
      }
    }
    Board child = b;
    make(child, m);
    if (!safe_after(child, child.kings[mover >> 3], lines, enemy)) continue;
    total += depth == 1 ? 1 : perft(child, depth - 1);
  }
  return total;
}

uint8_t code_of(Piece p) {
  uint8_t k = 0;
  switch (p.kind()) {
    case PieceKind::King:
      k = kKing;
      break;
    case PieceKind::PushmePullyu:
      k = kPushme;
      break;
    case PieceKind::Swapper:
      k = kSwapper;
      break;
    case PieceKind::LongLeaper:
      k = kLeaper;
      break;
    case PieceKind::Chameleon:
      k = kChameleon;
      break;
    case PieceKind::Immobilizer:
      k = kImmobilizer;
      break;
    case PieceKind::CannonPawn:
      k = kPawn;
      break;
    default:
      return kOff;  // not modelled
  }
  if (p.colour() == Colour::White) return k;
  if (p.colour() == Colour::Black) return k | kBlack;
  return kOff;
}

// The rule set must be exactly the one make_rococo builds: these walks, this board, these modules.
bool models(const Rules& rules) {
  const Geometry& geo = rules.geometry();
  if (geo.width() != 10 || geo.height() != 10) return false;
  for (Square s : geo.squares())
    if (geo.in_region(s, kRegionEdge) != kTables.edge[index_of(s.file(), s.rank())]) return false;
  const std::pair<PieceKind, const SpecialWalk*> walks[] = {
      {PieceKind::King, &rococo::kKingWalk},
      {PieceKind::PushmePullyu, &rococo::kPushmePullyuWalk},
      {PieceKind::Swapper, &rococo::kSwapperWalk},
      {PieceKind::LongLeaper, &rococo::kLongLeaperWalk},
      {PieceKind::Chameleon, &rococo::kChameleonWalk},
      {PieceKind::Immobilizer, &rococo::kImmobilizerWalk},
      {PieceKind::CannonPawn, &rococo::kCannonPawnWalk}};
  int used = 0;
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k)
    used += rules.uses(static_cast<PieceKind>(k));
  if (used != 7) return false;
  for (const auto& [kind, walk] : walks)
    if (!rules.uses(kind) || rules.def(kind).special != walk) return false;
  // Modules: check, swap-back ban, draw claims (perft ignores claims). Anything else changes the tree.
  if (rules.modules().size() != 3) return false;
  const std::string_view names[] = {"rococo check", "swap-back ban", "draw rules"};
  for (size_t i = 0; i < 3; ++i)
    if (rules.modules()[i]->name() != names[i]) return false;
  return true;
}

}  // namespace

std::optional<uint64_t> rococo_fast_perft(const Rules& rules, const Position& pos, int depth) {
  if (depth < 1 || !models(rules) || !pos.underworld().empty() || pos.has_hole()) return std::nullopt;
  Board b{};
  b.squares.fill(kOff);
  int kings[2] = {0, 0};
  for (int rank = 0; rank < 10; ++rank)
    for (int file = 0; file < 10; ++file) {
      const Piece p = pos.at(Square(file, rank));
      const int s = index_of(file, rank);
      if (p.is_empty()) {
        b.squares[s] = kEmpty;
        continue;
      }
      const uint8_t code = code_of(p);
      if (code == kOff || p.attributes() != 0)
        return std::nullopt;  // (no attributes here: royal, kamikaze …)
      b.squares[s] = code;
      if (kind(code) == kKing) {
        ++kings[colour(code) >> 3];
        b.kings[colour(code) >> 3] = static_cast<uint8_t>(s);
      }
    }
  if (kings[0] != 1 || kings[1] != 1) return std::nullopt;
  b.side = pos.side_to_move() == Colour::Black ? kBlack : 0;
  if (pos.move_marker() != 0) {  // the swap just played (set by the swap-back ban module)
    const Square from = rococo::swap_marker_from(pos.move_marker()),
                 to = rococo::swap_marker_to(pos.move_marker());
    b.swap_from = static_cast<uint8_t>(index_of(from.file(), from.rank()));
    b.swap_to = static_cast<uint8_t>(index_of(to.file(), to.rank()));
  }
  try {
    return perft(b, depth);  // b is a local copy: perft may use it as scratch space
  } catch (const TooManyMoves&) {
    return std::nullopt;
  }
}

}  // namespace nightrider
