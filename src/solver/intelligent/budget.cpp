// The move counts of Popeye's intelligent mode (its count_nr_of_moves.c, rules rewritten): the fewest
// moves a unit needs on an empty board, and the reservations that keep each side's moves and unused
// units ("masses") within what it has. A reservation is pushed on a stack and popped by unreserve().
#include <algorithm>
#include <queue>

#include "solver/intelligent/target_enumerator.h"

namespace nightrider::solver::intelligent {

namespace {

// A knight's fewest leaps over (rows, files) on an unbounded board (Popeye's table of them).
int knight_leaps(int rows, int files) {
  static const std::array<std::array<int, 8>, 8> table = [] {
    constexpr int kSize = 40, kOrigin = 20;
    std::array<std::array<int, kSize>, kSize> dist{};
    for (auto& row : dist) row.fill(-1);
    std::queue<std::pair<int, int>> todo;
    dist[kOrigin][kOrigin] = 0;
    todo.push({kOrigin, kOrigin});
    const int leaps[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    while (!todo.empty()) {
      const auto [r, f] = todo.front();
      todo.pop();
      for (const auto& l : leaps) {
        const int nr = r + l[0], nf = f + l[1];
        if (nr < 0 || nf < 0 || nr >= kSize || nf >= kSize ||
            dist[static_cast<size_t>(nr)][static_cast<size_t>(nf)] >= 0)
          continue;
        dist[static_cast<size_t>(nr)][static_cast<size_t>(nf)] =
            dist[static_cast<size_t>(r)][static_cast<size_t>(f)] + 1;
        todo.push({nr, nf});
      }
    }
    std::array<std::array<int, 8>, 8> out{};
    for (size_t r = 0; r < 8; ++r)
      for (size_t f = 0; f < 8; ++f) out[r][f] = dist[kOrigin + r][kOrigin + f];
    return out;
  }();
  return table[static_cast<size_t>(std::abs(rows))][static_cast<size_t>(std::abs(files))];
}

}  // namespace

int TargetEnumerator::king_distance(int from, int to) const {
  return std::max(std::abs(file_of(from) - file_of(to)), std::abs(rank_of(from) - rank_of(to)));
}

// (With a castling right, from e1 also via c1 or g1.)
int TargetEnumerator::white_king_moves(int from, int to) const {
  int result = king_distance(from, to);
  if (test_castling_ && from == square_at(4, 0)) {
    if (castling_[0][0]) result = std::min(result, king_distance(square_at(2, 0), to));
    if (castling_[0][1]) result = std::min(result, king_distance(square_at(6, 0), to));
  }
  return result;
}

int TargetEnumerator::black_king_moves(int from, int to) const {
  int result = king_distance(from, to);
  if (test_castling_ && from == square_at(4, 7)) {
    if (castling_[1][0]) result = std::min(result, king_distance(square_at(2, 7), to));
    if (castling_[1][1]) result = std::min(result, king_distance(square_at(6, 7), to));
  }
  return result;
}

int TargetEnumerator::black_pawn_moves(int from, int to) {
  const int files = std::abs(file_of(from) - file_of(to));
  const int rows = rank_of(from) - rank_of(to);
  if (rows < files) return kImpossible;
  if (rank_of(from) == 6 && rows - 2 >= files) return rows - 1;  // a double step fits
  return rows;
}

int TargetEnumerator::white_pawn_moves(int from, int to) {
  const int files = std::abs(file_of(from) - file_of(to));
  const int rows = rank_of(to) - rank_of(from);
  if (rows < files) return kImpossible;
  if (rank_of(from) == 1 && rows - 2 >= files) return rows - 1;
  return rows;
}

int TargetEnumerator::officer_moves(Walk walk, int from, int to) {
  switch (walk) {
    case Walk::Queen:
      return line_step(Line::Queen, from - to) == 0 ? 2 : 1;
    case Walk::Rook:
      return line_step(Line::Rook, from - to) == 0 ? 2 : 1;
    case Walk::Bishop:
      if (!same_colour(from, to)) return kImpossible;
      return line_step(Line::Bishop, from - to) == 0 ? 2 : 1;
    case Walk::Knight: {
      const Offset o = offset_of(from - to);
      return knight_leaps(o.rows, o.files);
    }
    case Walk::Dummy:
      return from == to ? 0 : kImpossible;
    default:
      return kImpossible;
  }
}

int TargetEnumerator::white_promotion_moves(int from, Walk walk, int to) {
  int result = kImpossible;
  for (int f = 0; f < 8; ++f) {
    const int promotion = square_at(f, 7);
    const int total =
        white_pawn_moves(from, promotion) + (promotion == to ? 0 : officer_moves(walk, promotion, to));
    result = std::min(result, total);
  }
  return result;
}

int TargetEnumerator::black_promotion_moves(int from, Walk walk, int to) {
  int result = kImpossible;
  for (int f = 0; f < 8; ++f) {
    const int promotion = square_at(f, 0);
    const int total =
        black_pawn_moves(from, promotion) + (promotion == to ? 0 : officer_moves(walk, promotion, to));
    result = std::min(result, total);
  }
  return result;
}

int TargetEnumerator::black_promoted_pawn_to(int from, int to) const {
  int result = kImpossible;
  int moves = rank_of(from);
  if (rank_of(from) == 6) --moves;
  if (rank_of(to) != 0) ++moves;
  if (top().moves[1] >= static_cast<uint32_t>(moves))
    for (Walk walk : kPromotions) result = std::min(result, black_promotion_moves(from, walk, to));
  return result;
}

// The fewest moves in which some unused black unit reaches `to`.
int TargetEnumerator::estimate_black_moves_to(int to) const {
  int result = kImpossible;
  for (unsigned i = 1; i < black_.size(); ++i) {
    if (black_[i].usage != Usage::Unused) continue;
    const int from = black_[i].diagram_square;
    if (from == to) return 0;
    if (black_[i].walk == Walk::Pawn) {
      if (rank_of(to) != 0) result = std::min(result, black_pawn_moves(from, to));
      result = std::min(result, black_promoted_pawn_to(from, to));
    } else {
      result = std::min(result, officer_moves(black_[i].walk, from, to));
    }
  }
  return result;
}

// Popeye's intelligent_count_moves_to_white_promotion, measured on the diagram (board_ holds it).
int TargetEnumerator::moves_to_white_promotion(int from) const {
  auto is_white = [&](int s) { return on_board(s) && is_side(s, Side::White); };
  auto is_black_pawn = [&](int s) {
    return on_board(s) && walk_on(s) == Walk::Pawn && is_side(s, Side::Black);
  };
  auto no_white_but_king = [&](int s) { return walk_on(s) == Walk::King || !is_white(s); };
  if (moves_left_[0] == 5 && rank_of(from) <= 1 && (is_white(from + kUp) || is_white(from + 2 * kUp)))
    return kImpossible;
  int result = 7 - rank_of(from);
  if (result == 6) {
    --result;  // the double step
    if (moves_left_[0] <= 6) {
      if (is_black_pawn(from + kUp) && no_white_but_king(from + kLeft) && no_white_but_king(from + kRight))
        ++result;
      else if (is_black_pawn(from + 2 * kUp) && no_white_but_king(from + kUp + kLeft) &&
               no_white_but_king(from + kUp + kRight))
        ++result;
    }
  }
  return result;
}

bool TargetEnumerator::promoted_white_pawn_may_reach(unsigned index, int to) const {
  int moves = moves_to_white_promotion_[index];
  if (rank_of(to) != 7) ++moves;
  return top().moves[0] >= static_cast<uint32_t>(moves);
}

bool TargetEnumerator::promoted_black_pawn_may_reach(unsigned index, int to) const {
  const int from = black_[index].diagram_square;
  int moves = rank_of(from);
  if (rank_of(from) == 6) --moves;
  if (rank_of(to) >= 1) ++moves;
  return static_cast<uint32_t>(moves) <= top().moves[1];
}

bool TargetEnumerator::reserve_masses(Side side, uint32_t count) {
  const size_t s = static_cast<size_t>(side);
  if (top().masses[s] < count) return false;
  push();
  top().masses[s] -= count;
  return true;
}

bool TargetEnumerator::reserve_black_masses_for_blocks(const int* flights, uint32_t count) {
  if (count > top().masses[1]) return false;
  uint32_t moves = 0;
  for (uint32_t i = 0; i < count && moves <= top().moves[1]; ++i)
    moves += static_cast<uint32_t>(estimate_black_moves_to(flights[i]));
  if (moves > top().moves[1]) return false;
  push();
  top().masses[1] -= count;
  return true;
}

uint32_t TargetEnumerator::reservable_masses(Side side) const {
  uint32_t result = 0;
  if (side != Side::White) result += top().masses[1];
  if (side != Side::Black) result += top().masses[0];
  return result;
}

bool TargetEnumerator::reserve_pinner() {
  uint32_t pinners = top().masses[0];
  if (white_[0].usage == Usage::Unused) --pinners;
  if (pinners < 1) return false;
  push();
  --top().masses[0];
  return true;
}

// (Each change of file is a capture: of a white unit still unused other than its king.)
bool TargetEnumerator::reserve_black_pawn_moves(int from, int to) {
  const uint32_t files = static_cast<uint32_t>(std::abs(file_of(from) - file_of(to)));
  uint32_t capturable = top().masses[0];
  if (white_[0].usage == Usage::Unused) --capturable;
  const uint32_t moves = static_cast<uint32_t>(black_pawn_moves(from, to));
  if (moves > top().moves[1] || files > capturable) return false;
  push();
  top().moves[1] -= moves;
  top().masses[0] -= files;
  return true;
}

bool TargetEnumerator::reserve_white_pawn_moves(int from, int to) {
  const uint32_t files = static_cast<uint32_t>(std::abs(file_of(from) - file_of(to)));
  const uint32_t moves = static_cast<uint32_t>(white_pawn_moves(from, to));
  if (moves > top().moves[0] || files > top().masses[1]) return false;
  push();
  top().moves[0] -= moves;
  top().masses[1] -= files;
  return true;
}

bool TargetEnumerator::reserve_promoting_white_pawn(int from, Walk walk, int to) {
  uint32_t fewest = kImpossible, fewest_files = 8;
  for (int f = 0; f < 8; ++f) {
    const int promotion = square_at(f, 7);
    int moves = white_pawn_moves(from, promotion);
    if (promotion != to) moves += officer_moves(walk, promotion, to);
    fewest = std::min(fewest, static_cast<uint32_t>(moves));
    if (static_cast<uint32_t>(moves) <= top().moves[0])
      fewest_files = std::min(fewest_files, static_cast<uint32_t>(std::abs(file_of(from) - f)));
  }
  if (fewest > top().moves[0] || fewest_files > top().masses[1]) return false;
  push();
  top().moves[0] -= fewest;
  top().masses[1] -= fewest_files;
  return true;
}

bool TargetEnumerator::reserve_promoting_black_pawn(int from, Walk walk, int to) {
  uint32_t fewest = kImpossible, fewest_files = 8;
  for (int f = 0; f < 8; ++f) {
    const int promotion = square_at(f, 0);
    int moves = black_pawn_moves(from, promotion);
    if (promotion != to) moves += officer_moves(walk, promotion, to);
    fewest = std::min(fewest, static_cast<uint32_t>(moves));
    if (static_cast<uint32_t>(moves) <= top().moves[1])
      fewest_files = std::min(fewest_files, static_cast<uint32_t>(std::abs(file_of(from) - f)));
  }
  uint32_t capturable = top().masses[0];
  if (white_[0].usage == Usage::Unused) --capturable;
  if (fewest > top().moves[1] || fewest_files > capturable) return false;
  push();
  top().moves[1] -= fewest;
  top().masses[0] -= fewest_files;
  return true;
}

bool TargetEnumerator::reserve_king_moves(Side side, uint32_t moves) {
  const size_t s = static_cast<size_t>(side);
  if (moves > top().moves[s]) return false;
  push();
  top().moves[s] -= moves;
  return true;
}

bool TargetEnumerator::reserve_officer_moves(Side side, int from, Walk walk, int to) {
  const size_t s = static_cast<size_t>(side);
  const uint32_t moves = from == to ? 0 : static_cast<uint32_t>(officer_moves(walk, from, to));
  if (moves > top().moves[s]) return false;
  push();
  top().moves[s] -= moves;
  return true;
}

// (Squares 0..63 here. A rider, knight or pawn already on its checking square: as when the target is
// set up, reserve_white_officer_checking and reserve_white_pawn_checking.)
uint32_t TargetEnumerator::moves_during_play(Side side, Walk from_walk, int from64, Walk to_walk, int to64,
                                             bool checking, int black_king64, const bool castling[2][2],
                                             bool test_castling) {
  const int from = from_index64(from64), to = from_index64(to64);
  if (from == to && from_walk == to_walk) {
    if (!checking) return 0;
    switch (from_walk) {
      case Walk::Pawn:
        return kImpossible;
      case Walk::Knight:
        return 2;
      default:
        return distance2(from_index64(black_king64), to) < 3 ? 2 : 0;
    }
  }
  auto king = [&](int home_rank, const bool rights[2]) {
    auto distance = [](int a, int b) {
      return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
    };
    int result = distance(from, to);
    if (test_castling && from == square_at(4, home_rank)) {
      if (rights[0]) result = std::min(result, distance(square_at(2, home_rank), to));
      if (rights[1]) result = std::min(result, distance(square_at(6, home_rank), to));
    }
    return result;
  };
  int result = kImpossible;
  switch (from_walk) {
    case Walk::King:
      result = side == Side::White ? king(0, castling[0]) : king(7, castling[1]);
      break;
    case Walk::Queen:
    case Walk::Rook:
    case Walk::Bishop:
    case Walk::Knight:
      result = officer_moves(from_walk, from, to);
      break;
    case Walk::Pawn:
      if (side == Side::White)
        result =
            to_walk == Walk::Pawn ? white_pawn_moves(from, to) : white_promotion_moves(from, to_walk, to);
      else
        result =
            to_walk == Walk::Pawn ? black_pawn_moves(from, to) : black_promotion_moves(from, to_walk, to);
      break;
    default:
      break;
  }
  return static_cast<uint32_t>(result);
}

}  // namespace nightrider::solver::intelligent
