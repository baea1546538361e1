// Mates by double check (Popeye's mate/generate_doublechecking_moves.c, rules rewritten): a battery, a
// rear rider checking along a line and a front unit that has moved off that line (from `via`) checking
// itself; and an en passant capture opening two lines at once. A double check cannot be parried but by
// the king, so nothing is marked for the black units placed later.
#include <algorithm>

#include "solver/intelligent/target_enumerator.h"

namespace nightrider::solver::intelligent {

namespace {
Line line_of_rider(Walk walk) {
  return walk == Walk::Rook ? Line::Rook : walk == Walk::Bishop ? Line::Bishop : Line::Queen;
}
}  // namespace

// ----- move counts (Popeye's count_nr_of_moves.c)

// The front unit goes to `via` and from there in one move to its checking square.
bool TargetEnumerator::reserve_front_check_by_officer(int from, int via, Walk walk, int to) {
  if (officer_moves(walk, via, to) != 1) return false;
  const uint32_t moves = from == via ? 0 : static_cast<uint32_t>(officer_moves(walk, from, via));
  if (moves + 1 > top().moves[0]) return false;
  push();
  top().moves[0] -= moves + 1;
  return true;
}

bool TargetEnumerator::reserve_front_check_by_pawn_with_capture(int from, int via, int to) {
  const uint32_t files = static_cast<uint32_t>(std::abs(file_of(from) - file_of(via)));
  if (files > top().masses[1]) return false;
  const uint32_t to_via = from == via ? 0 : static_cast<uint32_t>(white_pawn_moves(from, via));
  if (to_via + 1 > top().moves[0]) return false;
  const uint32_t capturee = static_cast<uint32_t>(estimate_black_moves_to(to));
  if (capturee > top().moves[1]) return false;
  push();
  top().moves[0] -= to_via + 1;
  top().masses[1] -= files + 1;  // (Popeye's count: may wrap below zero)
  top().moves[1] -= capturee;
  return true;
}

bool TargetEnumerator::reserve_front_check_by_pawn_without_capture(int from, int via) {
  const uint32_t files = static_cast<uint32_t>(std::abs(file_of(from) - file_of(via)));
  if (files > top().masses[1]) return false;
  const uint32_t to_via = from == via ? 0 : static_cast<uint32_t>(white_pawn_moves(from, via));
  if (to_via + 1 > top().moves[0]) return false;
  push();
  top().moves[0] -= to_via + 1;
  top().masses[1] -= files;
  return true;
}

bool TargetEnumerator::reserve_front_check_by_promotee(int from, Walk walk, int via) {
  uint32_t fewest = kImpossible, fewest_files = 8;
  for (int f = 0; f < 8; ++f) {
    const int promotion = square_at(f, 7);
    uint32_t moves = static_cast<uint32_t>(white_pawn_moves(from, promotion));
    if (promotion != via) moves += static_cast<uint32_t>(officer_moves(walk, promotion, via));
    fewest = std::min(fewest, moves);
    if (moves <= top().moves[0])
      fewest_files = std::min(fewest_files, static_cast<uint32_t>(std::abs(file_of(from) - f)));
  }
  return reserve_promotion_counts(fewest + 1, fewest_files);
}

bool TargetEnumerator::reserve_double_check_by_en_passant(int from, int via) {
  if (top().moves[1] < 1) return false;
  const uint32_t to_via = from == via ? 0 : static_cast<uint32_t>(white_pawn_moves(from, via));
  if (to_via + 1 > top().moves[0]) return false;
  const uint32_t files = static_cast<uint32_t>(std::abs(file_of(from) - file_of(via)));
  if (files + 1 > top().masses[1]) return false;
  push();
  top().moves[1] -= 1;
  top().masses[1] -= files + 1;
  top().moves[0] -= to_via + 1;
  return true;
}

// ----- the battery

void TargetEnumerator::generate_double_checks() {
  if (!reserve_masses(Side::White, 2)) return;
  battery();
  en_passant(3, kUp);
  en_passant(5, kDown);
  unreserve();
}

void TargetEnumerator::keep_checking_line_open(int from, int to, Walk walk, int delta) {
  if (walk == Walk::Knight) return;
  keep_line_open(from, to, line_step(line_of_rider(walk), to - from), delta);
}

// (Popeye marks every unit as the checker in turn, the units already used too.)
void TargetEnumerator::battery() {
  for (unsigned index = 1; index < white_.size(); ++index) {
    white_[index].usage = Usage::GivesCheck;
    switch (white_[index].walk) {
      case Walk::Queen:
        rear_check_by_rider(index, Walk::Queen, kQueenFirst, kQueenLast, false);
        break;
      case Walk::Rook:
        rear_check_by_rider(index, Walk::Rook, kRookFirst, kRookLast, false);
        break;
      case Walk::Bishop:
        rear_check_by_rider(index, Walk::Bishop, kBishopFirst, kBishopLast, false);
        break;
      case Walk::Pawn:
        for (Walk walk : kPromotions) {
          if (walk == Walk::Queen) rear_check_by_rider(index, walk, kQueenFirst, kQueenLast, true);
          if (walk == Walk::Rook) rear_check_by_rider(index, walk, kRookFirst, kRookLast, true);
          if (walk == Walk::Bishop) rear_check_by_rider(index, walk, kBishopFirst, kBishopLast, true);
        }
        break;
      default:
        break;
    }
    white_[index].usage = Usage::Unused;
  }
}

void TargetEnumerator::rear_check_by_rider(unsigned index, Walk walk, int first, int last, bool promoted) {
  const int king = king_square_[1];
  for (int k = first; k <= last; ++k) {
    const int dir = kVec[static_cast<size_t>(k)];
    if (!empty(king + dir)) continue;
    for (int rear = king + 2 * dir; empty(rear); rear += dir) {
      const int origin = white_[index].diagram_square;
      const bool ok = promoted ? promoted_white_pawn_may_reach(index, rear) &&
                                     reserve_promoting_white_pawn(origin, walk, rear)
                               : reserve_officer_moves(Side::White, origin, walk, rear);
      if (!ok) continue;
      occupy(rear, walk, Side::White, static_cast<int>(index));
      keep_line_open(rear, king, -dir, +1);
      front_check(rear);
      keep_line_open(rear, king, -dir, -1);
      vacate(rear);
      unreserve();
    }
  }
}

void TargetEnumerator::front_check(int rear) {
  const int king = king_square_[1];
  const int dir = line_step(Line::Queen, king - rear);
  const int start = rear + dir;
  const bool diagonal = same_colour(rear, start);
  for (int s = start; !(walk_on(s) == Walk::King && is_side(s, Side::Black)); s += dir)
    front_check_via(s, diagonal);
}

void TargetEnumerator::front_check_via(int via, bool diagonal) {
  for (unsigned index = 1; index < white_.size(); ++index) {
    if (white_[index].usage != Usage::Unused) continue;
    white_[index].usage = Usage::GivesCheck;
    switch (white_[index].walk) {
      case Walk::Rook:
        if (diagonal) front_check_by_rider_via(index, via);
        break;
      case Walk::Bishop:
        if (!diagonal) front_check_by_rider_via(index, via);
        break;
      case Walk::Knight:
        front_check_by_knight_via(index, via);
        break;
      case Walk::Pawn:
        front_check_by_pawn(index, via);
        front_check_by_promotee(index, via);
        break;
      default:
        break;
    }
    white_[index].usage = Usage::Unused;
  }
}

void TargetEnumerator::front_check_by_rider_via(unsigned index, int via) {
  const Walk walk = white_[index].walk;
  const int king = king_square_[1];
  for (int sq : kBoardOrder) {
    if (!empty(sq)) continue;
    const int dir = line_step(line_of_rider(walk), king - sq);
    if (dir == 0 || !line_empty(sq, king, dir) ||
        !reserve_front_check_by_officer(white_[index].diagram_square, via, walk, sq))
      continue;
    occupy(sq, walk, Side::White, static_cast<int>(index));
    keep_checking_line_open(sq, king, walk, +1);
    keep_checking_line_open(via, sq, walk, +1);
    guard_flights();
    keep_checking_line_open(via, sq, walk, -1);
    keep_checking_line_open(sq, king, walk, -1);
    vacate(sq);
    unreserve();
  }
}

void TargetEnumerator::front_check_by_knight_via(unsigned index, int via) {
  for (int sq : kBoardOrder) {
    if (!empty(sq) || line_step(Line::Knight, king_square_[1] - sq) == 0 ||
        !reserve_front_check_by_officer(white_[index].diagram_square, via, Walk::Knight, sq))
      continue;
    occupy(sq, Walk::Knight, Side::White, static_cast<int>(index));
    guard_flights();
    vacate(sq);
    unreserve();
  }
}

void TargetEnumerator::front_check_by_promotee_rider(unsigned index, Walk walk, int via, int first,
                                                     int last) {
  const int king = king_square_[1];
  for (int k = first; k <= last; ++k) {
    const int dir = kVec[static_cast<size_t>(k)];
    for (int to = via + dir; empty(to); to += dir) {
      const int check_dir = line_step(line_of_rider(walk), king - to);
      if (check_dir == 0) continue;
      if (line_empty(to, king, check_dir)) {
        occupy(to, walk, Side::White, static_cast<int>(index));
        keep_checking_line_open(to, king, walk, +1);
        keep_checking_line_open(via, to, walk, +1);
        guard_flights();
        keep_checking_line_open(via, to, walk, -1);
        keep_checking_line_open(to, king, walk, -1);
        vacate(to);
      }
      break;
    }
  }
}

void TargetEnumerator::front_check_by_promotee_knight(unsigned index, int via) {
  for (int k = kKnightFirst; k <= kKnightLast; ++k) {
    const int to = via + kVec[static_cast<size_t>(k)];
    if (!empty(to) || line_step(Line::Knight, king_square_[1] - to) == 0) continue;
    occupy(to, Walk::Knight, Side::White, static_cast<int>(index));
    guard_flights();
    vacate(to);
  }
}

void TargetEnumerator::front_check_by_promotee(unsigned index, int via) {
  for (Walk walk : kPromotions) {
    if (walk == Walk::Queen || !reserve_front_check_by_promotee(white_[index].diagram_square, walk, via))
      continue;
    if (walk == Walk::Rook)
      front_check_by_promotee_rider(index, Walk::Rook, via, kRookFirst, kRookLast);
    else if (walk == Walk::Bishop)
      front_check_by_promotee_rider(index, Walk::Bishop, via, kBishopFirst, kBishopLast);
    else
      front_check_by_promotee_knight(index, via);
    unreserve();
  }
}

void TargetEnumerator::front_check_by_unpromoted_pawn(unsigned index, int via, int dir) {
  const int check_square = via + dir;
  if (!empty(check_square) ||
      !reserve_front_check_by_pawn_with_capture(white_[index].diagram_square, via, check_square))
    return;
  occupy(check_square, Walk::Pawn, Side::White, static_cast<int>(index));
  guard_flights();
  vacate(check_square);
  unreserve();
}

void TargetEnumerator::front_check_by_pawn_promotion_without_capture(unsigned index, int via, int dir) {
  const int check_from = via + dir;
  if (!empty(check_from) || !reserve_front_check_by_pawn_without_capture(white_[index].diagram_square, via))
    return;
  for (Walk walk : kPromotions)
    if (guard_dirs_[static_cast<size_t>(walk)][static_cast<size_t>(check_from)].dir ==
        kCheckUninterceptable) {
      occupy(check_from, walk, Side::White, static_cast<int>(index));
      guard_flights();
    }
  vacate(check_from);
  unreserve();
}

void TargetEnumerator::front_check_by_pawn_promotion_with_capture(unsigned index, int via, int dir) {
  const int check_from = via + dir;
  const int king = king_square_[1];
  if (!empty(check_from) ||
      !reserve_front_check_by_pawn_with_capture(white_[index].diagram_square, via, check_from))
    return;
  for (Walk walk : kPromotions) {
    if (walk == Walk::Knight) {
      if (line_step(Line::Knight, king - check_from) != 0) {
        occupy(check_from, walk, Side::White, static_cast<int>(index));
        guard_flights();
      }
      continue;
    }
    const int check_dir = line_step(line_of_rider(walk), king - check_from);
    if (check_dir == 0) continue;
    if (walk == Walk::Bishop) {
      occupy(check_from, walk, Side::White, static_cast<int>(index));
      guard_flights();
    } else if (line_empty(check_from, king, check_dir)) {
      occupy(check_from, walk, Side::White, static_cast<int>(index));
      keep_checking_line_open(check_from, king, walk, +1);
      guard_flights();
      keep_checking_line_open(check_from, king, walk, -1);
    }
  }
  vacate(check_from);
  unreserve();
}

void TargetEnumerator::front_check_by_pawn(unsigned index, int via) {
  const int king = king_square_[1];
  if (!on_board(via + kUp)) return;
  const int two = via + 2 * kUp;
  if (two == king) {
    front_check_by_unpromoted_pawn(index, via, kUp + kLeft);
    front_check_by_unpromoted_pawn(index, via, kUp + kRight);
  }
  if (rank_of(via + kUp) == 7) {
    front_check_by_pawn_promotion_without_capture(index, via, kUp);
    front_check_by_pawn_promotion_with_capture(index, via, kUp + kLeft);
    front_check_by_pawn_promotion_with_capture(index, via, kUp + kRight);
  }
}

// ----- en passant: the capturing pawn opens a line of a rider beyond it (vertical, through the square
// it left) and the pawn it takes one (diagonal, through the square it stood on)

void TargetEnumerator::en_passant(int king_row, int dir_vertical) {
  const int king = king_square_[1];
  if (rank_of(king) != king_row) return;
  const int via_capturer = king + dir_vertical;
  if (!empty(via_capturer)) return;
  ++reasons_empty(via_capturer);
  for (unsigned capturer = 1; capturer < white_.size(); ++capturer) {
    if (white_[capturer].walk != Walk::Pawn || white_[capturer].usage != Usage::Unused ||
        !reserve_double_check_by_en_passant(white_[capturer].diagram_square, via_capturer))
      continue;
    white_[capturer].usage = Usage::GivesCheck;
    en_passant_select_capturee(via_capturer + kLeft, dir_vertical, capturer);
    en_passant_select_capturee(via_capturer + kRight, dir_vertical, capturer);
    white_[capturer].usage = Usage::Unused;
    unreserve();
  }
  --reasons_empty(via_capturer);
}

void TargetEnumerator::en_passant_select_capturee(int via_capturee, int dir_vertical, unsigned capturer) {
  if (!empty(via_capturee)) return;
  const int origin = via_capturee + 2 * kUp;
  unsigned capturee = 1;
  while (capturee < black_.size() && black_[capturee].diagram_square != origin) ++capturee;
  if (capturee == black_.size() || black_[capturee].walk != Walk::Pawn ||
      black_[capturee].usage != Usage::Unused)
    return;
  occupy(via_capturee + kUp, white_[capturer].walk, Side::White, static_cast<int>(capturer));
  ++reasons_empty(via_capturee);
  black_[capturee].usage = Usage::Missing;  // taken
  en_passant_diagonal_check(via_capturee, dir_vertical);
  black_[capturee].usage = Usage::Unused;
  --reasons_empty(via_capturee);
  vacate(via_capturee + kUp);
}

void TargetEnumerator::en_passant_diagonal_check(int via_capturee, int dir_vertical) {
  const int dir = via_capturee - king_square_[1];
  int from = via_capturee + dir;
  for (; empty(from); from += dir) {
    for (unsigned i = 1; i < white_.size(); ++i) {
      if (white_[i].usage != Usage::Unused) continue;
      const Walk walk = white_[i].walk;
      white_[i].usage = Usage::GivesCheck;
      if (walk == Walk::Queen || walk == Walk::Bishop) {
        if (reserve_officer_moves(Side::White, white_[i].diagram_square, walk, from)) {
          occupy(from, walk, Side::White, static_cast<int>(i));
          en_passant_orthogonal_check(dir_vertical);
          vacate(from);
          unreserve();
        }
      } else if (walk == Walk::Pawn) {
        for (Walk promoted : kPromotions)
          if ((promoted == Walk::Queen || promoted == Walk::Bishop) &&
              reserve_promoting_white_pawn(white_[i].diagram_square, promoted, from)) {
            occupy(from, promoted, Side::White, static_cast<int>(i));
            en_passant_orthogonal_check(dir_vertical);
            vacate(from);
            unreserve();
          }
      }
      white_[i].usage = Usage::Unused;
    }
    ++reasons_empty(from);
  }
  for (from -= dir; from != via_capturee; from -= dir) --reasons_empty(from);
}

void TargetEnumerator::en_passant_orthogonal_check(int dir_vertical) {
  const int via_capturer = king_square_[1] + dir_vertical;
  int from = via_capturer + dir_vertical;
  for (; empty(from); from += dir_vertical) {
    for (unsigned i = 1; i < white_.size(); ++i) {
      if (white_[i].usage != Usage::Unused) continue;
      const Walk walk = white_[i].walk;
      white_[i].usage = Usage::GivesCheck;
      if (walk == Walk::Queen || walk == Walk::Rook) {
        if (reserve_officer_moves(Side::White, white_[i].diagram_square, walk, from)) {
          occupy(from, walk, Side::White, static_cast<int>(i));
          guard_flights();
          vacate(from);
          unreserve();
        }
      } else if (walk == Walk::Pawn) {
        for (Walk promoted : kPromotions)
          if ((promoted == Walk::Queen || promoted == Walk::Rook) &&
              reserve_promoting_white_pawn(white_[i].diagram_square, promoted, from)) {
            occupy(from, promoted, Side::White, static_cast<int>(i));
            guard_flights();
            vacate(from);
            unreserve();
          }
      }
      white_[i].usage = Usage::Unused;
    }
    ++reasons_empty(from);
  }
  for (from -= dir_vertical; from != via_capturer; from -= dir_vertical) --reasons_empty(from);
}

}  // namespace nightrider::solver::intelligent
