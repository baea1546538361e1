#include "solver/proof_game.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "solver/empty_board.h"
#include "solver/general_board.h"
#include "solver/move_mark.h"
#include "solver/popeye_move_numbers.h"
#include "solver/problem_setup.h"

namespace nightrider::solver {
namespace {

namespace b8 = bitboard8;
using empty_board::kFar;

// An orthodox kind as bitboard8's type, or -1.
int proof_type_of(PieceKind k) {
  switch (k) {
    case PieceKind::Pawn: return b8::kPawn;
    case PieceKind::Knight: return b8::kKnight;
    case PieceKind::Bishop: return b8::kBishop;
    case PieceKind::Rook: return b8::kRook;
    case PieceKind::Queen: return b8::kQueen;
    case PieceKind::King: return b8::kKing;
    default: return -1;
  }
}

int proof_sq64(Square s) { return s.rank() * 8 + s.file(); }

// Moves for a pawn to go from `from` to `to` (8x8 indices) as a pawn; `to` may be on the last rank (the
// move that promotes). Each change of file is a capture.
int proof_pawn_steps(bool white, int from, int to) {
  if (from == to) return 0;
  const int r0 = white ? from / 8 : 7 - from / 8, r1 = white ? to / 8 : 7 - to / 8;
  const int dr = r1 - r0, df = std::abs(to % 8 - from % 8);
  if (r0 == 0 || dr <= 0 || df > dr) return kFar;
  return r0 == 1 && dr - df >= 2 ? dr - 1 : dr;
}

// The least total cost of giving each row its own column (rows <= columns <= 16): the Hungarian method.
int proof_assignment(const std::array<std::array<int, 16>, 16>& cost, int rows, int columns) {
  if (rows == 0) return 0;
  constexpr int kInf = 1 << 28;
  std::array<int, 17> u{}, v{}, p{}, way{};
  for (int i = 1; i <= rows; ++i) {
    p[0] = i;
    int j0 = 0;
    std::array<int, 17> minv;
    std::array<bool, 17> used{};
    minv.fill(kInf);
    do {
      used[static_cast<size_t>(j0)] = true;
      const int i0 = p[static_cast<size_t>(j0)];
      int delta = kInf, j1 = 0;
      for (int j = 1; j <= columns; ++j) {
        if (used[static_cast<size_t>(j)]) continue;
        const int cur = cost[static_cast<size_t>(i0 - 1)][static_cast<size_t>(j - 1)] - u[static_cast<size_t>(i0)] -
                        v[static_cast<size_t>(j)];
        if (cur < minv[static_cast<size_t>(j)]) {
          minv[static_cast<size_t>(j)] = cur;
          way[static_cast<size_t>(j)] = j0;
        }
        if (minv[static_cast<size_t>(j)] < delta) {
          delta = minv[static_cast<size_t>(j)];
          j1 = j;
        }
      }
      for (int j = 0; j <= columns; ++j) {
        if (used[static_cast<size_t>(j)]) {
          u[static_cast<size_t>(p[static_cast<size_t>(j)])] += delta;
          v[static_cast<size_t>(j)] -= delta;
        } else {
          minv[static_cast<size_t>(j)] -= delta;
        }
      }
      j0 = j1;
    } while (p[static_cast<size_t>(j0)] != 0);
    do {
      const int j1 = way[static_cast<size_t>(j0)];
      p[static_cast<size_t>(j0)] = p[static_cast<size_t>(j1)];
      j0 = j1;
    } while (j0 != 0);
  }
  int total = 0;
  for (int j = 1; j <= columns; ++j)
    if (p[static_cast<size_t>(j)] != 0)
      total += cost[static_cast<size_t>(p[static_cast<size_t>(j)] - 1)][static_cast<size_t>(j - 1)];
  return total;
}

// The lower bound on the moves each side still needs (see proof_game.h), for orthodox walks on 8x8.
// Units the target keeps where they must have stood from the start stay there for good ("frozen"):
// pawns on their second rank, and a bishop on its first-rank square between two of them. Other units
// go round them, and a king never steps next to a frozen enemy pawn's capture squares. Each target
// square whose unit is not there yet gets one of the side's units that stand elsewhere, at the least
// total cost (distances on the board with the frozen units, a pawn promoting on the way, castling as
// one king move that takes its rook along).
class ProofBound {
 public:
  explicit ProofBound(const Position& target) {
    auto unit_at = [&](int file, int rank) { return target.at(Square(file, rank)); };
    for (int c = 0; c < 2; ++c) {
      const Colour colour = c == 0 ? Colour::White : Colour::Black;
      const int pawn_rank = c == 0 ? 1 : 6, back = c == 0 ? 0 : 7;
      for (int f = 0; f < 8; ++f)
        if (unit_at(f, pawn_rank) == Piece(PieceKind::Pawn, colour)) frozen_ |= uint64_t{1} << (pawn_rank * 8 + f);
      for (int f : {2, 5}) {
        const bool walled = (frozen_ >> (pawn_rank * 8 + f - 1) & 1) && (frozen_ >> (pawn_rank * 8 + f + 1) & 1);
        if (walled && unit_at(f, back) == Piece(PieceKind::Bishop, colour)) frozen_ |= uint64_t{1} << (back * 8 + f);
      }
    }
    for (int c = 0; c < 2; ++c) {
      // The squares the other side's frozen pawns guard.
      const int enemy_rank = c == 0 ? 6 : 1, ahead = c == 0 ? -1 : 1;
      const Colour enemy = c == 0 ? Colour::Black : Colour::White;
      for (int f = 0; f < 8; ++f)
        if ((frozen_ >> (enemy_rank * 8 + f) & 1) && unit_at(f, enemy_rank) == Piece(PieceKind::Pawn, enemy))
          for (int df : {-1, 1})
            if (f + df >= 0 && f + df < 8) guarded_[static_cast<size_t>(c)] |= uint64_t{1} << ((enemy_rank + ahead) * 8 + f + df);
    }
    for (Square s : target.geometry().squares()) {
      const Piece p = target.at(s);
      if (!p.is_unit()) continue;
      const int c = p.colour() == Colour::White ? 0 : 1;
      Target t{proof_sq64(s), proof_type_of(p.kind()), s, p, {}, {}};
      if (t.type != b8::kPawn) t.dist = distances(t.type, t.sq, t.type == b8::kKing ? guarded_[static_cast<size_t>(c)] : 0);
      // A pawn of the side that promotes on the way: its steps to the last rank, then the piece's.
      t.promoted.fill(static_cast<uint8_t>(kFar));
      if (t.type != b8::kPawn && t.type != b8::kKing)
        for (int from = 0; from < 64; ++from) {
          const int last = c == 0 ? 56 : 0;
          int best = kFar;
          for (int q = last; q < last + 8; ++q) {
            const int steps = proof_pawn_steps(c == 0, from, q);
            if (steps < kFar) best = std::min(best, steps + t.dist[static_cast<size_t>(q)]);
          }
          t.promoted[static_cast<size_t>(from)] = static_cast<uint8_t>(std::min(best, kFar));
        }
      targets_[static_cast<size_t>(c)].push_back(t);
      target_board_[static_cast<size_t>(t.sq)] = p;
      ++count_[static_cast<size_t>(c)];
      ++kinds_[static_cast<size_t>(c)][static_cast<size_t>(t.type)];
    }
  }

  // Could the piece on `from` (a knight, bishop, queen, or rook without a castling right) come nearer
  // to a target square of its kind whose unit is not there yet by going to `to`? If not, the move
  // cannot lower its side's arrangement (put it back on `from`: an assignment no dearer).
  bool may_approach(const Position& pos, Square from, Square to) const {
    const Piece p = pos.at(from);
    const int type = proof_type_of(p.kind());
    if (type == b8::kPawn || type == b8::kKing || type < 0 || (type == b8::kRook && pos.has_right(from))) return true;
    const int a = proof_sq64(from), b = proof_sq64(to);
    for (const Target& t : targets_[p.colour() == Colour::White ? 0 : 1])
      if (t.type == type && pos.at(t.square) != t.piece && t.dist[static_cast<size_t>(b)] < t.dist[static_cast<size_t>(a)])
        return true;
    return false;
  }

  // Whether a target of orthodox units (no attributes, no neutral units) on 8x8 can be measured.
  static bool applies(const Position& target) {
    if (target.geometry().width() != 8 || target.geometry().height() != 8) return false;
    for (Square s : target.geometry().squares()) {
      const Piece p = target.at(s);
      if (p.is_hole()) return false;
      if (!p.is_unit()) continue;
      if (proof_type_of(p.kind()) < 0 || p.attributes() != 0 || p.colour() == Colour::Neutral) return false;
    }
    return true;
  }

  // The moves White (0) and Black (1) need at least, twice, plus 1 when the units' arrangement needs more
  // moves than the captures (2 kFar when the target cannot be reached). Only the
  // sides in `which` (bit 0 White, bit 1 Black) are measured, the others' counts are taken from `known`
  // (a side's count changes only by its own moves and by captures of its units).
  std::array<int, 2> needed(const Position& pos, std::array<int, 2> known = {0, 0}, unsigned which = 3) const {
    constexpr std::array<int, 2> kImpossible{2 * kFar, 2 * kFar};
    struct Have {
      int sq, type;
    };
    std::array<std::array<Have, 16>, 2> loose;  // the units not on their target squares
    std::array<int, 2> loose_count{0, 0};
    std::array<int, 2> units{0, 0};
    std::array<std::array<int, 6>, 2> kinds{};
    for (int index = 0; index < 64; ++index) {
      const Square s(index % 8, index / 8);
      const Piece p = pos.at(s);
      if (!p.is_unit()) continue;
      const int type = proof_type_of(p.kind());
      if (type < 0 || p.colour() == Colour::Neutral) return kImpossible;
      const size_t c = p.colour() == Colour::White ? 0 : 1;
      ++units[c];
      ++kinds[c][static_cast<size_t>(type)];
      if (p == target_at(s)) continue;
      if (loose_count[c] == 16) return {0, 0};  // (more than 16 units: no bound)
      loose[c][static_cast<size_t>(loose_count[c]++)] = {proof_sq64(s), type};
    }
    std::array<int, 2> out = known;
    for (size_t c = 0; c < 2; ++c) {
      if (!(which >> c & 1)) continue;
      const bool white = c == 0;
      const size_t other = 1 - c;
      // Units never appear: a side keeps at most what it has, its pawns and kings too; more pieces of a
      // kind than now need as many promotions, from the pawns that are not needed as pawns.
      if (units[c] < count_[c]) return kImpossible;
      if (kinds[c][b8::kPawn] < kinds_[c][b8::kPawn] || kinds[c][b8::kKing] < kinds_[c][b8::kKing])
        return kImpossible;
      int promotions = 0;
      for (int t : {b8::kKnight, b8::kBishop, b8::kRook, b8::kQueen})
        promotions += std::max(0, kinds_[c][static_cast<size_t>(t)] - kinds[c][static_cast<size_t>(t)]);
      if (promotions > kinds[c][b8::kPawn] - kinds_[c][b8::kPawn]) return kImpossible;
      // The units of the other side that must go are taken by this side, one move each.
      const int captures = units[other] - count_[other];
      const uint8_t castles = castles_of(pos, white);
      const int rank = white ? 0 : 7;
      std::array<std::array<int, 16>, 16> cost;
      int rows = 0, file_changes = 0;
      for (const Target& t : targets_[c]) {
        if (pos.at(t.square) == t.piece) continue;
        if (rows == 16) return {0, 0};
        int fewest_files = kFar, best = kFar;
        for (int j = 0; j < loose_count[c]; ++j) {
          const Have& h = loose[c][static_cast<size_t>(j)];
          int d = kFar;
          if (t.type == b8::kPawn) {
            if (h.type == b8::kPawn) {
              d = proof_pawn_steps(white, h.sq, t.sq);
              if (d < kFar) fewest_files = std::min(fewest_files, std::abs(h.sq % 8 - t.sq % 8));
            }
          } else if (h.type == t.type) {
            d = t.dist[static_cast<size_t>(h.sq)];
            if (t.type == b8::kKing) {
              if (castles & (b8::kWhiteKingSide | b8::kBlackKingSide))
                d = std::min(d, 1 + t.dist[static_cast<size_t>(rank * 8 + 6)]);
              if (castles & (b8::kWhiteQueenSide | b8::kBlackQueenSide))
                d = std::min(d, 1 + t.dist[static_cast<size_t>(rank * 8 + 2)]);
            } else if (t.type == b8::kRook) {
              // (A rook that castles goes along with its king's move.)
              if (h.sq == rank * 8 + 7 && (castles & (b8::kWhiteKingSide | b8::kBlackKingSide)))
                d = std::min(d, static_cast<int>(t.dist[static_cast<size_t>(rank * 8 + 5)]));
              if (h.sq == rank * 8 && (castles & (b8::kWhiteQueenSide | b8::kBlackQueenSide)))
                d = std::min(d, static_cast<int>(t.dist[static_cast<size_t>(rank * 8 + 3)]));
            }
          } else if (h.type == b8::kPawn) {
            d = t.promoted[static_cast<size_t>(h.sq)];
          }
          d = std::min(d, kFar);
          cost[static_cast<size_t>(rows)][static_cast<size_t>(j)] = d;
          best = std::min(best, d);
        }
        if (best >= kFar) return kImpossible;
        if (t.type == b8::kPawn) file_changes += fewest_files;
        ++rows;
      }
      if (file_changes > captures) return kImpossible;
      if (rows > loose_count[c]) return kImpossible;
      const int arrange = proof_assignment(cost, rows, loose_count[c]);
      if (arrange >= kFar) return kImpossible;
      out[c] = 2 * std::max(arrange, captures) + (arrange > captures ? 1 : 0);
    }
    return out;
  }

 private:
  struct Target {
    int sq, type;
    Square square;
    Piece piece;
    std::array<uint8_t, 64> dist;      // moves from each square to this one (not for pawns)
    std::array<uint8_t, 64> promoted;  // the same for a pawn there that promotes on the way
  };

  Piece target_at(Square s) const { return target_board_[static_cast<size_t>(proof_sq64(s))]; }

  // Moves of a unit of `type` from each square to `to` around the frozen units, not stepping on
  // `avoid` (a king: the squares frozen enemy pawns guard; it may start on one).
  std::array<uint8_t, 64> distances(int type, int to, uint64_t avoid) const {
    std::array<uint8_t, 64> dist;
    dist.fill(static_cast<uint8_t>(kFar));
    const uint64_t blocked = frozen_ | avoid;
    std::array<int, 64> queue{};
    int head = 0, tail = 0;
    dist[static_cast<size_t>(to)] = 0;
    queue[static_cast<size_t>(tail++)] = to;
    static constexpr int kKnightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static constexpr int kLines[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    while (head < tail) {
      const int sq = queue[static_cast<size_t>(head++)];
      const int f = sq % 8, r = sq / 8;
      auto reach = [&](int nf, int nr) {
        if (nf < 0 || nf > 7 || nr < 0 || nr > 7) return false;
        const int n = nr * 8 + nf;
        if (blocked >> n & 1) return false;
        if (dist[static_cast<size_t>(n)] > dist[static_cast<size_t>(sq)] + 1) {
          dist[static_cast<size_t>(n)] = static_cast<uint8_t>(dist[static_cast<size_t>(sq)] + 1);
          queue[static_cast<size_t>(tail++)] = n;
        }
        return true;
      };
      if (type == b8::kKnight) {
        for (const auto& step : kKnightSteps) reach(f + step[0], r + step[1]);
      } else {
        const int first = type == b8::kBishop ? 4 : 0, last = type == b8::kRook ? 4 : 8;
        for (int k = first; k < last; ++k)
          for (int n = 1; n < 8; ++n)
            if (!reach(f + n * kLines[k][0], r + n * kLines[k][1]) || type == b8::kKing) break;
      }
    }
    // A king may stand on a square it must not step on (in check there): one step more.
    if (type == b8::kKing)
      for (int sq = 0; sq < 64; ++sq) {
        if (!(avoid >> sq & 1) || (frozen_ >> sq & 1)) continue;
        for (const auto& line : kLines) {
          const int nf = sq % 8 + line[0], nr = sq / 8 + line[1];
          if (nf < 0 || nf > 7 || nr < 0 || nr > 7 || (blocked >> (nr * 8 + nf) & 1)) continue;
          dist[static_cast<size_t>(sq)] = static_cast<uint8_t>(
              std::min<int>(dist[static_cast<size_t>(sq)], dist[static_cast<size_t>(nr * 8 + nf)] + 1));
        }
      }
    return dist;
  }

  static uint8_t castles_of(const Position& pos, bool white) {
    const int rank = white ? 0 : 7;
    if (!pos.has_right(Square(4, rank)) || pos.at(Square(4, rank)) != Piece(PieceKind::King, white ? Colour::White : Colour::Black))
      return 0;
    uint8_t out = 0;
    if (pos.has_right(Square(7, rank))) out |= white ? b8::kWhiteKingSide : b8::kBlackKingSide;
    if (pos.has_right(Square(0, rank))) out |= white ? b8::kWhiteQueenSide : b8::kBlackQueenSide;
    return out;
  }
  std::array<Piece, 64> target_board_{};
  uint64_t frozen_ = 0;
  std::array<uint64_t, 2> guarded_{0, 0};
  std::array<std::vector<Target>, 2> targets_;
  std::array<int, 2> count_{0, 0};
  std::array<std::array<int, 6>, 2> kinds_{};
};

uint64_t proof_mix(uint64_t x) {
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Every line of exactly `plies` half-moves from the board's position to the target.
class ProofSearch {
 public:
  // `series`: the side to move plays every move, the other passes (ser-dia); `help_end`: but for the last
  // move, the other side's (ser-hdia); `parry` (pser-dia, pser-hdia): the other side answers a check with a
  // move of its own instead of passing, and the line holds the passes as null moves (proof_line_text).
  ProofSearch(GeneralBoard board, const Position& target, SearchControl& control, bool bounded, bool series,
              bool help_end = false, bool parry = false)
      : board_(std::move(board)),
        target_(target),
        control_(control),
        series_(series),
        help_end_(help_end),
        parry_(parry) {
    if (bounded) bound_.emplace(target);
  }

  void solve(int plies, const std::function<void(const std::vector<Move>&)>& found) {
    found_ = &found;
    lists_.resize(static_cast<size_t>(plies) + 1);
    parries_.resize(static_cast<size_t>(plies) + 1);
    line_.clear();
    barren_.assign(kBarrenFirstSize, 0);
    barren_filled_ = 0;
    search(plies);
  }

 private:
  bool reached() const {
    const Position& pos = board_.position();
    for (Square s : pos.geometry().squares())
      if (pos.at(s) != target_.at(s)) return false;
    return true;
  }

  // `need`: the counts at the node before (of the side to move, unchanged unless the move captured),
  // replaced by this node's.
  bool within_bound(int left, std::array<int, 2>& need, bool known) const {
    if (!bound_) return true;
    const bool white = board_.white_to_move();
    // (The side that just moved; in a series the other side only passed, unless it makes the last move.)
    const bool passed = series_ && !(help_end_ && left == 1);
    const unsigned mover = passed ? (white ? 1u : 2u) : (white ? 2u : 1u);
    const bool capture = board_.position().moves_played() > 0 && board_.last_move_captured();
    need = bound_->needed(board_.position(), need, known && !capture && !series_ ? mover : 3u);
    const int mine = !series_ ? (left + 1) / 2 : !help_end_ ? left : left == 1 ? 1 : left - 1;
    // (A parry series: the other side may parry after every series move but the last.)
    const int theirs = !series_ ? left / 2 : help_end_ && left == 1 ? 0 : parry_ ? left : help_end_ ? 1 : 0;
    return need[white ? 0 : 1] / 2 <= mine && need[white ? 1 : 0] / 2 <= theirs;
  }

  // `need`, `known`: within_bound's, from the node before.
  bool search(int left, std::array<int, 2> need = {0, 0}, bool known = false) {
    if (left == 0) {
      if (!reached()) return false;
      (*found_)(line_);
      return true;
    }
    if (control_.stopped()) return false;
    if ((control_.nodes.fetch_add(1, std::memory_order_relaxed) & (control_.poll_interval - 1)) == 0)
      control_.poll();
    if (!within_bound(left, need, known)) return false;
    // No move to spare, and more moves to arrange the units than captures to make: a move of a unit
    // that stands on its target square cannot lower the count (the distances obey the triangle
    // inequality), nor can a piece's move that brings it nearer to no target square of its kind, so
    // those are not played (castling aside, which moves two).
    const int side = board_.white_to_move() ? 0 : 1;
    const bool tight = bound_ && !series_ && (need[static_cast<size_t>(side)] & 1) &&
                       need[static_cast<size_t>(side)] / 2 == (left + 1) / 2;
    const uint64_t key = board_.key() ^ proof_mix(static_cast<uint64_t>(left) + 0x51ED27ull);
    if (barren_[static_cast<size_t>(key & (barren_.size() - 1))] == key) return false;
    bool found = false;
    MoveList& moves = lists_[static_cast<size_t>(left)];
    board_.legal_moves(moves);
    for (const Move& m : moves) {
      if (tight && m.kind != MoveKind::Castle &&
          (board_.position().at(m.from) == target_.at(m.from) ||
           (m.promotion == PieceKind::None && !bound_->may_approach(board_.position(), m.from, m.to))))
        continue;
      board_.play(m);
      line_.push_back(m);
      if (!series_ || left <= (help_end_ ? 2 : 1)) {
        found = search(left - 1, need, true) || found;
      } else if (parry_) {
        found = parry_or_pass(left, need) || found;
      } else if (!board_.in_check()) {  // (in a series only the last move may check: the other side passes)
        board_.play_null();
        found = search(left - 1, need, true) || found;
        board_.undo_null();
      }
      line_.pop_back();
      board_.undo();
      if (control_.stopped()) return found;
    }
    // (One key a slot, the last one kept: a lost entry costs only a search again.)
    if (!found && !control_.stopped()) remember_barren(key);
    return found;
  }

  // A parry series after a series move with `left` moves left (that one included): in check, the other side
  // parries with each of its moves in turn; otherwise it passes.
  bool parry_or_pass(int left, const std::array<int, 2>& need) {
    bool found = false;
    if (!board_.in_check()) {
      board_.play_null();
      line_.push_back(pass_move());
      found = search(left - 1, need, true);
      line_.pop_back();
      board_.undo_null();
      return found;
    }
    MoveList& parries = parries_[static_cast<size_t>(left)];
    board_.legal_moves(parries);
    for (const Move& parry : parries) {
      board_.play(parry);
      line_.push_back(parry);
      found = search(left - 1, need, true) || found;
      line_.pop_back();
      board_.undo();
      if (control_.stopped()) break;
    }
    return found;
  }

  static Move pass_move() {
    Move pass;
    pass.kind = MoveKind::Null;
    return pass;
  }

  // The table of barren positions starts small and grows as it fills, up to kBarrenMostSize: most proof
  // games are short, and zeroing 8 MB for each length tried cost a short one more than its search.
  void remember_barren(uint64_t key) {
    uint64_t& slot = barren_[static_cast<size_t>(key & (barren_.size() - 1))];
    if (slot == 0) ++barren_filled_;
    slot = key;
    if (barren_filled_ * 2 < barren_.size() || barren_.size() >= kBarrenMostSize) return;
    std::vector<uint64_t> old(barren_.size() * 4, 0);
    old.swap(barren_);
    barren_filled_ = 0;
    for (uint64_t kept : old)
      if (kept != 0) {
        uint64_t& moved = barren_[static_cast<size_t>(kept & (barren_.size() - 1))];
        if (moved == 0) ++barren_filled_;
        moved = kept;
      }
  }

  static constexpr size_t kBarrenFirstSize = size_t{1} << 12;  // (32 kB)
  static constexpr size_t kBarrenMostSize = size_t{1} << 20;   // (8 MB)
  GeneralBoard board_;
  const Position& target_;
  SearchControl& control_;
  bool series_ = false;
  bool help_end_ = false;
  bool parry_ = false;
  std::optional<ProofBound> bound_;
  std::vector<MoveList> lists_;
  std::vector<MoveList> parries_;  // (the other side's parries, by the series moves left)
  std::vector<Move> line_;
  std::vector<uint64_t> barren_;  // positions with plies left (keys) from which nothing was found
  size_t barren_filled_ = 0;      // its slots in use
  const std::function<void(const std::vector<Move>&)>* found_ = nullptr;
};

// Popeye's text of a proof game: each of the first side's moves numbered, checks marked, the goal's
// word after the last move.
// (A series numbers each move; the other side passes between them. `help_end` (ser-hdia): the other side
// makes the last move, unnumbered.)
SolutionLine proof_line_text(GeneralBoard board, const std::vector<Move>& moves, const std::string& goal_word,
                             bool series, bool help_end = false, bool parry = false) {
  SolutionLine line;
  for (size_t i = 0; i < moves.size(); ++i) {
    // (A parry series' line: the series moves at even places, after each the other side's parry, the null
    // move of its pass, or its last move.)
    if (moves[i].kind == MoveKind::Null) {
      board.play_series_pass();
      continue;
    }
    SolutionLine::Step step;
    const bool final_answer = help_end && i + 1 == moves.size();
    const bool numbered = parry ? i % 2 == 0 : series ? !final_answer : i % 2 == 0;
    if (numbered) step.number = std::to_string(series && !parry ? i + 1 : i / 2 + 1) + ".";
    step.move = board.text(moves[i]);
    board.play(moves[i]);
    if (i + 1 == moves.size())
      step.move += (board.in_check() ? " +" : "") + (" " + goal_word);
    else
      step.move += move_mark(board, Goal::Other);
    if (series && !parry && i + 1 < moves.size() && !(help_end && i + 2 == moves.size())) board.play_null();
    line.steps.push_back(std::move(step));
  }
  return line;
}

// Popeye tries each position's moves in its order, depth first, and prints each game as it finds it: the
// games of one length sorted by each move's place in that order come as Popeye prints them. Left as
// found where a place is not known. `series_moves`: a series' length (the other side passes between).
// (A parry series' games hold their passes as null moves: `series_moves` < 0.)
void order_as_popeye(const GeneralBoard& board, std::vector<std::vector<Move>>& games, int series_moves) {
  if (games.size() < 2) return;
  PopeyePlacesCache cache;
  std::vector<std::pair<std::vector<int>, size_t>> keyed;
  const auto places_with_passes = [&](const std::vector<Move>& game) {
    GeneralBoard replay = board;
    std::vector<int> places;
    MoveList legal;
    for (const Move& m : game) {
      if (m.kind == MoveKind::Null) {
        replay.play_series_pass();
        continue;
      }
      replay.legal_moves(legal);
      const std::vector<int> here = replay.popeye_places_here({m}, legal);
      if (here.empty()) return std::vector<int>{};
      places.push_back(here.front());
      replay.play(m);
    }
    return places;
  };
  for (size_t i = 0; i < games.size(); ++i) {
    std::vector<int> places =
        series_moves < 0 ? places_with_passes(games[i])
                         : board.popeye_places(games[i], PopeyeGenerator::Normal, &cache, series_moves);
    if (places.empty()) return;
    keyed.emplace_back(std::move(places), i);
  }
  std::stable_sort(keyed.begin(), keyed.end());
  std::vector<std::vector<Move>> sorted;
  for (auto& [places, i] : keyed) sorted.push_back(std::move(games[i]));
  games = std::move(sorted);
}

}  // namespace

std::vector<Unit> game_array_units() {
  std::vector<Unit> units;
  const std::string back = "RSBQKBSR";
  for (int file = 0; file < 8; ++file) {
    units.push_back({UnitColour::White, std::string(1, back[static_cast<size_t>(file)]), {}, {file, 0}});
    units.push_back({UnitColour::White, "P", {}, {file, 1}});
    units.push_back({UnitColour::Black, "P", {}, {file, 6}});
    units.push_back({UnitColour::Black, std::string(1, back[static_cast<size_t>(file)]), {}, {file, 7}});
  }
  return units;
}

bool proof_game_white_first(const ProblemTwin& twin) {
  if (twin.stipulation.goal_text == "dia") return true;
  // (ser-a=>b: White plays the series, Black where WhiteToPlay is given, as Popeye 4.104 does.)
  return twin.options.white_begins != (twin.stipulation.series && twin.stipulation.play == Play::Direct);
}

TwinSolution solve_proof_game_twin(const ProblemTwin& twin, const SolveSettings& settings, SearchControl& control,
                                   SolveProgress& progress) {
  TwinSolution out;
  out.label = twin.label;
  out.heading = twin.heading;
  const Stipulation& stip = twin.stipulation;
  const bool dia = stip.goal_text == "dia";
  // The start and the target as a twin set_up knows: the start's units, the target's as target_units.
  ProblemTwin game = twin;
  game.conditions.insert(game.conditions.end(), settings.extra_conditions.begin(), settings.extra_conditions.end());
  if (dia) {
    game.target_units = twin.units;
    game.units = game_array_units();
  }
  std::optional<SolverSetup> made;
  std::optional<Position> target;
  try {
    if (!dia && twin.target_units.empty())
      throw std::invalid_argument("stipulation " + stip.text + " needs the position to reach");
    ProblemTwin aim = game;
    aim.units = game.target_units;
    aim.target_units.clear();
    aim.stipulation.goal = Goal::AnyMove;  // (only its units matter here)
    aim.stipulation.goal_text = "~";
    aim.options.en_passant.clear();
    const SolverSetup aimed = set_up(aim);
    target = aimed.position;
    // (Where conditions put other kinds in the orthodox kinds' places, the game array holds those kinds:
    // Marine chess's, and the nightrider that takes the knight's place and letter under CavalierMajeur.)
    if (dia) {
      const Rules& rules = *aimed.rules;
      for (Unit& u : game.units) {
        const std::optional<PieceKind> orthodox = kind_for_popeye_code(u.kind);
        if (!orthodox) continue;
        std::optional<PieceKind> in_place;
        for (const auto& [role, kind] : rules.params().standard_substitutes)
          if (role == *orthodox) in_place = kind;
        if (!in_place && !rules.uses(*orthodox))
          if (const std::optional<PieceKind> lettered =
                  rules.kind_for_letter(builtin_piece(*orthodox).letter);
              lettered && rules.uses(*lettered))
            in_place = lettered;
        if (in_place) u.kind = std::string(builtin_piece(*in_place).popeye_code);
      }
    }
    made = set_up(game);
  } catch (const std::invalid_argument& e) {
    out.error = e.what();
    return out;
  }
  const SolverSetup& setup = *made;
  // Duplex and HalfDuplex: an a=>b is played again (or only) with the other side first, as in Popeye.
  const bool duplex = twin.options.duplex || twin.options.half_duplex;
  if (duplex && dia) {
    out.error = std::string("option ") + (twin.options.duplex ? "Duplex" : "HalfDuplex") + " with " + stip.text +
                " is not supported yet";
    return out;
  }
  std::optional<int> max_solutions = twin.options.max_solutions;
  if (settings.max_solutions && (!max_solutions || *settings.max_solutions < *max_solutions))
    max_solutions = settings.max_solutions;
  bool max_reached = false;
  for (int pass = 0; pass < 2; ++pass) {
    if ((pass == 0 && twin.options.half_duplex) || (pass == 1 && !duplex) || control.stopped()) continue;
    const bool white_first = proof_game_white_first(twin) != (pass == 1);
    // Plies, or in a series (ser-dia) the series side's moves, in ser-hdia and the other side's last one.
    const bool help_end = stip.series && stip.play == Play::Help;
    const bool parry = is_parry_series(stip);
    const int plies =
        stip.series ? stip.moves + (help_end ? 1 : 0) : 2 * stip.moves + (stip.half_move ? 1 : 0);
    // The bound measures orthodox walks: no conditions but those that keep chess's moves, no fairy
    // units, 8x8.
    const bool bounded = (setup.orthodox.has_value() || setup.orthodox_moves) && ProofBound::applies(*target) &&
                         ProofBound::applies(setup.position);
    // (Popeye 4.104 finds no game of pser-a=>b or pser-ha=>b among orthodox units, not even one without a
    // parry, though it finds them under a condition such as VogtlaenderChess: not followed.)
    if (parry && !dia && bounded) {
      out.error = "stipulation " + stip.text +
                  " without conditions (Popeye 4.104 finds no game there) is not supported";
      return out;
    }
    Position start = setup.position;
    start.set_side_to_move(white_first ? Colour::White : Colour::Black);
    apply_en_passant(*setup.rules, start, setup.en_passant, start.side_to_move());
    GeneralBoard board(*setup.rules, start, setup.keys_follow_origins);
    board.set_language(settings.language);
    // Options StartMoveNumber and UpToMoveNumber: only the games whose first move is a chosen one.
    std::optional<std::vector<Move>> chosen;
    if (twin.options.start_move_number || twin.options.up_to_move_number) {
      try {
        chosen = board.popeye_chosen_first_moves(twin.options.start_move_number, twin.options.up_to_move_number);
      } catch (const std::invalid_argument& e) {
        out.error = e.what();
        return out;
      }
    }

    // Option SetPlay in ser-hdia: the other side's last move alone, from the start ("1...a7-a6 dia").
    if (help_end && twin.options.set_play) {
      SolutionBlock set;
      set.kind = SolutionBlock::Kind::Lines;
      set.set_play = true;
      Position other = start;
      other.set_side_to_move(opposite(start.side_to_move()));
      GeneralBoard answer(*setup.rules, other, setup.keys_follow_origins);
      answer.set_language(settings.language);
      ProofSearch search(answer, *target, control, bounded, false);
      std::vector<std::vector<Move>> found;
      search.solve(1, [&](const std::vector<Move>& line) { found.push_back(line); });
      order_as_popeye(answer, found, 0);
      for (const std::vector<Move>& line : found) {
        SolutionLine text = proof_line_text(answer, line, stip.goal_text, false);
        text.steps.front().number = "1...";
        set.lines.push_back(std::move(text));
      }
      out.blocks.push_back(std::move(set));
    }
    SolutionBlock block;
    block.kind = SolutionBlock::Kind::Lines;
    control.solutions.store(0);
    // (MoveNumbers: each line's first move as written, while every line is of the whole length.)
    std::vector<std::string> first_moves;
    bool numbering = writes_move_numbers(twin.options) && !stip.series && !max_solutions;
    // (A game of no move is no solution: Popeye prints none for exact-dia0.)
    const int shortest = stip.exact ? plies : stip.series ? (help_end ? 2 : 1) : (plies % 2 == 0 ? 2 : 1);
    for (int length = std::max(1, shortest); length <= plies && !control.stopped(); length += stip.series ? 1 : 2) {
      progress.depth.store(length);
      progress.max_depth.store(plies);
      ProofSearch search(board, *target, control, bounded, stip.series, help_end, parry);
      std::vector<std::vector<Move>> found;
      search.solve(length, [&](const std::vector<Move>& line) {
        if (chosen && std::find(chosen->begin(), chosen->end(), line.front()) == chosen->end()) return;
        if (settings.on_line_found) {
          const SolutionLine text =
              proof_line_text(board, line, stip.goal_text, stip.series, help_end, parry);
          std::string t;
          for (size_t i = 0; i < text.steps.size(); ++i)
            t += (i ? " " : "") + text.steps[i].number + text.steps[i].move;
          settings.on_line_found(t);
        }
        found.push_back(line);
        const int count = control.solutions.fetch_add(1) + 1;
        if (max_solutions && count >= *max_solutions) {
          max_reached = true;
          control.stop.store(true);
        }
      });
      order_as_popeye(board, found, parry ? -1 : stip.series ? length - (help_end ? 1 : 0) : 0);
      for (const std::vector<Move>& line : found) {
        block.lines.push_back(proof_line_text(board, line, stip.goal_text, stip.series, help_end, parry));
        if (static_cast<int>(line.size()) == plies)
          first_moves.push_back(board.text(line.front()));
        else
          numbering = false;
      }
    }
    if (numbering && !control.stopped()) {
      if (const std::optional<PopeyeNumberedMoves> numbered = popeye_numbered_moves(board, twin.options)) {
        if (std::optional<std::vector<int>> places = popeye_first_move_places(*numbered, first_moves)) {
          block.move_numbers = numbered->lines;
          block.move_number_places = std::move(*places);
        }
      }
    }
    out.blocks.push_back(std::move(block));
  }
  if (max_reached) {
    out.cut_short = true;
    out.cut_reason = "MaxSolutions reached";
    out.partial = true;
  } else if (control.stopped()) {
    out.cut_short = true;
    out.cut_reason = "solving interrupted";
  }
  return out;
}

}  // namespace nightrider::solver
